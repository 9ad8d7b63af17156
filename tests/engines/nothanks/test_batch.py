"""The batch engine plays by the same rules as NoThanksGame: games replayed move by move agree."""

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame, Rules
from cardwidgets.games.nothanks.batch import NoThanksBatch
from cardwidgets.games.nothanks.scoring import marginal_cost

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
setups = st.tuples(st.integers(3, 7), st.booleans(), st.integers(0, 2**32))


def scalar_game(batch, g):
    """Game ``g`` of the batch, dealt the same, as a NoThanksGame at its start."""
    players = batch.players
    return NoThanksGame.from_position(
        NAMES[:players], deck=batch.deck[g].tolist(), chips=[batch.rules.starting_chips(players)] * players,
        taken=[[] for _ in range(players)], turn=int(batch.first[g]), removed=batch.removed[g].tolist(),
        rules=batch.rules)


def same_state(batch, g, game):
    assert [batch.chips[g, i] for i in range(batch.players)] == list(game.chips.values())
    assert batch.taken(g) == list(game.taken.values())
    assert batch.pot[g] == game.pot
    assert bool(batch.over[g]) == game.is_over
    if not game.is_over:
        assert batch.card[g] == game.card and NAMES[batch.turn[g]] == game.to_move


@settings(max_examples=25, deadline=None)
@given(setups, st.floats(0.05, 0.95))
def test_random_decisions_replayed_through_apply_agree_at_every_step(setup, p_take):
    players, variant, seed = setup
    batch = NoThanksBatch(12, players, seed=seed, rules=Rules(variant=variant, large_tables=True))
    games = [scalar_game(batch, g) for g in range(batch.games)]
    rng = np.random.default_rng(seed)
    while not batch.over.all():
        take = (rng.random(batch.games) < p_take) | batch.must_take
        for g, game in enumerate(games):
            if not game.is_over:
                assert game.legal_actions(game.to_move) == ((TAKE,) if batch.must_take[g] else (TAKE, PASS))
                game.apply(game.to_move, TAKE if take[g] else PASS)
        batch.step(take)
        for g, game in enumerate(games):
            same_state(batch, g, game)
    result = batch.result()
    for g, game in enumerate(games):
        expected = game.result()
        assert result["scores"][g].tolist() == list(expected.scores.values())
        assert result["card_points"][g].tolist() == list(expected.details["card_points"].values())
        assert tuple(NAMES[i] for i in np.flatnonzero(result["winners"][g])) == expected.winners


@settings(max_examples=25, deadline=None)
@given(setups, st.lists(st.integers(-5, 20), min_size=7, max_size=7))
def test_threshold_playouts_agree_with_the_scalar_playout(setup, thresholds):
    players, variant, seed = setup
    batch = NoThanksBatch(40, players, seed=seed, rules=Rules(variant=variant, large_tables=True))
    result = batch.playout(thresholds=thresholds[:players])
    for g in range(batch.games):
        expected = scalar_game(batch, g).playout(random.Random(0), thresholds=thresholds[:players])
        assert result["scores"][g].tolist() == list(expected.scores.values())


@settings(max_examples=25, deadline=None)
@given(setups)
def test_cost_is_the_marginal_cost_of_the_card(setup):
    players, variant, seed = setup
    batch = NoThanksBatch(30, players, seed=seed, rules=Rules(variant=variant, large_tables=True))
    rng = np.random.default_rng(seed)
    while not batch.over.all():
        cost, card = batch.cost(), batch.card
        for g in np.flatnonzero(~batch.over):
            assert cost[g] == marginal_cost(batch.taken(int(g))[batch.turn[g]], card[g])
        assert (cost[batch.over] == 0).all() and (card[batch.over] == 0).all()
        batch.step((rng.random(batch.games) < 0.3) | batch.must_take)


@settings(max_examples=25, deadline=None)
@given(setups)
def test_chips_are_conserved_and_each_game_deals_and_takes_its_24_cards(setup):
    players, variant, seed = setup
    rules = Rules(variant=variant, large_tables=True)
    batch = NoThanksBatch(50, players, seed=seed, rules=rules)
    total = players * rules.starting_chips(players)
    for g in range(batch.games):
        assert sorted([*batch.deck[g], *batch.removed[g]]) == list(rules.cards)
    batch.playout(p_take=0.4)
    assert (batch.chips.sum(axis=1) == total).all() and (batch.pot == 0).all() and (batch.chips >= 0).all()
    for g in range(batch.games):
        taken = batch.taken(g)
        assert sorted(c for cards in taken for c in cards) == sorted(batch.deck[g])


def test_a_seed_gives_the_same_games_and_another_seed_others():
    runs = [NoThanksBatch(500, 4, seed=seed) for seed in (9, 9, 10)]
    results = [batch.playout() for batch in runs]
    assert (runs[0].deck == runs[1].deck).all() and (results[0]["scores"] == results[1]["scores"]).all()
    assert (runs[0].deck != runs[2].deck).any() and (results[0]["scores"] != results[2]["scores"]).any()


def test_an_illegal_pass_in_any_game_raises_and_changes_nothing():
    batch = NoThanksBatch(200, 3, seed=4)
    while not batch.must_take.any():
        batch.step(np.zeros(batch.games, dtype=bool) | batch.must_take)  # everybody passes
    before = {name: getattr(batch, name).copy() for name in ("chips", "held", "pot", "turn", "position")}
    g = int(np.flatnonzero(batch.must_take)[0])
    take = batch.must_take.copy()
    take[g] = False
    with pytest.raises(IllegalAction, match=f"game {g}: seat {batch.turn[g]} has no chips left and must take"):
        batch.step(take)
    for name, value in before.items():
        assert (getattr(batch, name) == value).all(), name


@pytest.mark.parametrize("take", [np.ones(5, dtype=bool), np.ones(6, dtype=int), [1, 0, 1, 0, 1, 0], "take"])
def test_a_malformed_step_is_refused(take):
    batch = NoThanksBatch(6, 4, seed=1)
    with pytest.raises(ValueError, match="one True/False per game"):
        batch.step(take)
    assert (batch.position == 0).all() and (batch.pot == 0).all()


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"games": 0}, "games is a whole number"), ({"games": 2.5}, "games is a whole number"),
    ({"players": 2}, "3 to 5 players"), ({"players": 6}, "large_tables"), ({"players": "4"}, "number of seats"),
])
def test_bad_settings_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        NoThanksBatch(**{"games": 10, "players": 4, **kwargs})


def test_bad_playout_settings_are_refused_before_any_move():
    batch = NoThanksBatch(10, 4, seed=1)
    wrong: list[list[Any]] = [[1, 2, 3], [1.5, 2, 3, 4]]  # one seat short; not whole numbers
    for thresholds in wrong:
        with pytest.raises(ValueError, match="one whole number per seat"):
            batch.playout(thresholds=thresholds)
    with pytest.raises(ValueError, match="p_take is a probability"):
        batch.playout(p_take=1.5)
    assert (batch.position == 0).all()
