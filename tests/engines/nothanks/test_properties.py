"""Invariants over random games, and seeded replay."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame, Rules

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
games = st.tuples(st.integers(3, 7), st.booleans(), st.integers(0, 2**62), st.integers(0, 2**32))
SETTINGS = settings(max_examples=40, deadline=None)


def new_game(size, variant, seed):
    return NoThanksGame(NAMES[:size], seed=seed, rules=Rules(variant=variant, large_tables=True))


@SETTINGS
@given(games)
def test_chips_are_conserved_and_24_cards_are_taken(spec):
    size, variant, seed, policy = spec
    game = new_game(size, variant, seed)
    total = sum(game.chips.values())
    assert total == size * min(10 if variant else 11, 55 // size)
    rng = random.Random(policy)
    while not game.is_over:
        seat = game.to_move
        legal = game.legal_actions(seat)
        assert legal == ((TAKE, PASS) if game.chips[seat] else (TAKE,))
        assert all(game.legal_actions(other) == () for other in NAMES[:size] if other != seat)
        game.apply(seat, rng.choice(legal))
        assert sum(game.chips.values()) + game.pot == total and min(game.chips.values()) >= 0
    assert sum(len(c) for c in game.taken.values()) == 24 and game.pot == 0


@SETTINGS
@given(games)
def test_a_seeded_game_replays_exactly(spec):
    size, variant, seed, policy = spec
    runs = []
    for _ in range(2):
        game = new_game(size, variant, seed)
        game.playout(random.Random(policy))
        runs.append((game.history, json.dumps(game.snapshot(None))))
    assert runs[0] == runs[1]


@SETTINGS
@given(games)
def test_an_illegal_action_changes_nothing(spec):
    size, variant, seed, policy = spec
    game = new_game(size, variant, seed)
    rng = random.Random(policy)
    while not game.is_over:
        seat = game.to_move
        before = (json.dumps(game.snapshot(None)), list(game._deck), len(game.history))
        other = rng.choice([s for s in NAMES[:size] if s != seat])
        for bad_seat, bad_action in [(other, TAKE), (other, PASS), (seat, "take"), (seat, "drop"), (seat, 3), ("Nobody", TAKE)]:
            with pytest.raises(IllegalAction):
                game.apply(bad_seat, bad_action)
        if not game.chips[seat]:
            with pytest.raises(IllegalAction):
                game.apply(seat, PASS)
        assert (json.dumps(game.snapshot(None)), list(game._deck), len(game.history)) == before
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@SETTINGS
@given(games)
def test_playout_follows_the_same_rules_as_apply(spec):
    """Replaying a fast playout's history through apply() reaches the same end."""
    size, variant, seed, policy = spec
    fast = new_game(size, variant, seed)
    fast.playout(random.Random(policy), thresholds=[policy % 7] * size if policy % 2 else None)
    slow = new_game(size, variant, seed)
    for seat, action in fast.history:
        slow.apply(seat, action)
    assert slow.is_over and slow.result() == fast.result() and slow.history == fast.history
    assert slow.snapshot(None) == fast.snapshot(None)


def test_seeds_give_different_deals_and_first_players():
    deals = {tuple(new_game(4, False, s)._deck) for s in range(50)}
    firsts = {new_game(4, False, s).to_move for s in range(50)}
    assert len(deals) == 50 and firsts == set(NAMES[:4])
