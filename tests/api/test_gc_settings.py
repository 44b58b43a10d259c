"""A serving process hides its long-lived objects from the collector and collects less often.

Run in a child interpreter: freezing the collector is process-wide and would change how
the rest of the test session runs.
"""

from __future__ import annotations

import subprocess
import sys

from vendorstack.server.app import YOUNG_GENERATION_THRESHOLD

PROBE = """
import gc
from vendorstack.server.app import settle_long_lived_objects
before = gc.get_threshold()
settle_long_lived_objects()
after = gc.get_threshold()
print(gc.get_freeze_count(), *before, *after)
"""


def test_settling_freezes_start_up_objects_and_raises_only_the_young_threshold() -> None:
    output = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    ).stdout.split()
    frozen, *thresholds = (int(value) for value in output)
    before, after = thresholds[:3], thresholds[3:]

    assert frozen > 10_000  # the dictionary, the suffix list and the framework
    assert after == [YOUNG_GENERATION_THRESHOLD, before[1], before[2]]
    assert after[0] > before[0]
