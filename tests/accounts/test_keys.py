"""Key format: prefix, entropy, checksum; the hash and hint never reveal the key."""

from __future__ import annotations

from vendorstack.accounts import keys


def test_generated_keys_are_well_formed_and_unique() -> None:
    generated = {keys.generate_key() for _ in range(200)}

    assert len(generated) == 200
    assert all(key.startswith("vs_live_") and keys.is_well_formed(key) for key in generated)


def test_a_single_changed_character_fails_the_checksum() -> None:
    key = keys.generate_key()
    for index in range(len(keys.KEY_PREFIX), len(key)):
        replacement = "0" if key[index] != "0" else "1"
        assert not keys.is_well_formed(key[:index] + replacement + key[index + 1 :])


def test_wrong_prefix_length_or_alphabet_is_malformed() -> None:
    key = keys.generate_key()
    assert not keys.is_well_formed("sk_live_" + key[8:])
    assert not keys.is_well_formed(key[:-1])
    assert not keys.is_well_formed(key[:20] + "!" + key[21:])


def test_hash_and_hint_do_not_contain_the_secret() -> None:
    key = keys.generate_key()
    body = key[len(keys.KEY_PREFIX) : -6]

    assert len(keys.hash_key(key)) == 64
    assert body not in keys.hash_key(key)
    assert keys.key_hint(key).endswith(key[-4:])
    assert body[:8] not in keys.key_hint(key)


def test_lookup_hash_is_the_stored_hash_of_a_well_formed_key_only() -> None:
    key = keys.generate_key()
    corrupted = key[:-1] + ("A" if key[-1] != "A" else "B")

    assert keys.lookup_hash(key) == keys.hash_key(key)
    assert keys.lookup_hash(key) == keys.lookup_hash(key)
    assert keys.lookup_hash(corrupted) is None
    assert keys.lookup_hash("vs_live_short") is None
    assert keys.lookup_hash(key + " ") is None
