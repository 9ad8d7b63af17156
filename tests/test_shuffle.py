"""The fast shuffle deals what the standard library's shuffle deals, and leaves the same state."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardwidgets.games.shuffle import shuffle


@given(st.integers(0, 2**64), st.integers(0, 140))
def test_the_fast_shuffle_is_the_standard_shuffle(seed, size):
    plain, fast = random.Random(seed), random.Random(seed)
    expected, got = list(range(size)), list(range(size))
    for _ in range(3):  # shuffles in a row: the state after one is the start of the next
        plain.shuffle(expected)
        shuffle(fast, got)
        assert got == expected
    assert fast.getstate() == plain.getstate()


@pytest.mark.parametrize("size", [0, 1, 2, 60])
def test_small_decks_and_the_twins_deck(size):
    for seed in range(50):
        plain, fast = random.Random(seed), random.Random(seed)
        expected, got = list(range(size)), list(range(size))
        plain.shuffle(expected)
        shuffle(fast, got)
        assert got == expected and fast.getstate() == plain.getstate()
