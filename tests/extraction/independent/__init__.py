"""An independent synthetic evaluation set, written from issue 9's description of the hard
held-out set rather than from the extractor's code (see docs/accuracy.md)."""
