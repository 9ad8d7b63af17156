"""Invariants over random games, and seeded replay."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame, Rules, card_points, marginal_cost
from cardwidgets.games.nothanks.scoring import mask_points

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
        bad = [(other, TAKE), (other, PASS), (seat, "take"), (seat, "drop"), (seat, 3), ("Nobody", TAKE), (None, TAKE),
               ([seat], TAKE)]
        for bad_seat, bad_action in bad:
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


def plain_moves(game, rng, p_take, thresholds):
    """``playout()``'s policy, move by move through the public API and ``scoring.marginal_cost``:
    the plain path that the fast loop must match. Returns the moves made."""
    made = []
    while not game.is_over:
        seat = game.to_move
        if not game.chips[seat]:
            take = True
        elif thresholds is None:
            take = rng.random() < p_take
        else:
            take = marginal_cost(game.taken[seat], game.card) - game.pot <= thresholds[game.players.index(seat)]
        action = TAKE if take else PASS
        game.apply(seat, action)
        made.append((seat, action))
    return made


def position(game):
    """A game set up afresh where ``game`` stands (the pot on the card included)."""
    return NoThanksGame.from_position(game.players, deck=[game.card, *game.secrets(game.to_move)["deck"]],
                                      chips=list(game.chips.values()), taken=list(game.taken.values()),
                                      pot=game.pot, turn=game.players.index(game.to_move), removed=game.removed,
                                      rules=game.rules)


@SETTINGS
@given(games, st.integers(0, 40), st.sampled_from([0.0, 0.3, 0.5, 0.9, None]))
def test_playout_is_the_plain_game_move_by_move(spec, opening, p_take):
    """From the same seed (and from any position reached on the way), ``playout()`` plays exactly the
    game that its policy played through ``apply()`` plays, and ``history`` lists those moves."""
    size, variant, seed, policy = spec
    thresholds = None if p_take is not None else [(policy >> i) % 9 - 3 for i in range(size)]
    start = new_game(size, variant, seed)
    plain_moves_made = plain_moves(new_game(size, variant, seed), random.Random(policy), 0.5, None)[:opening]
    for seat, action in plain_moves_made:
        if start.is_over:
            break
        start.apply(seat, action)
    assert start.history == plain_moves_made[:len(start.history)]
    if start.is_over:
        return
    fast, plain = position(start), position(start)
    fast.playout(random.Random(policy), p_take=p_take or 0.0, thresholds=thresholds)
    made = plain_moves(plain, random.Random(policy), p_take or 0.0, thresholds)
    assert plain.history == made == fast.history
    assert fast.result() == plain.result() and fast.snapshot(None) == plain.snapshot(None)


def test_seeds_give_different_deals_and_first_players():
    deals = {tuple(new_game(4, False, s)._deck) for s in range(50)}
    firsts = {new_game(4, False, s).to_move for s in range(50)}
    assert len(deals) == 50 and firsts == set(NAMES[:4])


@given(st.sets(st.integers(3, 35)))
def test_points_from_a_bitmask_are_the_points_of_the_cards(cards):
    assert mask_points(sum(1 << card for card in cards)) == card_points(cards)


def test_points_from_a_bitmask_count_every_run_across_the_tables_edges():
    """mask_points reads cards 1–12, 13–24 and 25–35 from three tables: every run, and every
    run beside another card, wherever it starts and ends."""
    for low in range(3, 36):
        for high in range(low, 36):
            run = list(range(low, high + 1))
            for extra in ([], [low - 2] if low >= 5 else [], [high + 2] if high <= 33 else []):
                assert mask_points(sum(1 << card for card in run + extra)) == card_points(run + extra)


@SETTINGS
@given(st.integers(3, 7), st.data())
def test_the_final_count_is_every_seat_with_the_lowest_score_in_seating_order(size, data):
    """The last card taken from positions built to tie often (few cards, few chips): the scores are
    card points less chips, and the winners are every seat with the lowest score, in seating order."""
    cards = data.draw(st.permutations(range(3, 36)))
    taken = [sorted(cards[2 * i:2 * i + data.draw(st.integers(0, 2))]) for i in range(size)]
    chips = data.draw(st.lists(st.integers(0, 3), min_size=size, max_size=size))
    turn = data.draw(st.integers(0, size - 1))
    game = NoThanksGame.from_position(NAMES[:size], deck=[cards[-1]], chips=chips, taken=taken, turn=turn,
                                      rules=Rules(large_tables=True))
    game.apply(game.to_move, TAKE)
    result, held = game.result(), game.taken
    scores = {seat: card_points(held[seat]) - chips[i] for i, seat in enumerate(NAMES[:size])}
    assert result.scores == scores
    assert result.winners == tuple(seat for seat in NAMES[:size] if scores[seat] == min(scores.values()))
    assert result.details["card_points"] == {seat: card_points(held[seat]) for seat in NAMES[:size]}


def test_a_bad_playout_policy_is_refused_before_any_move():
    game = NoThanksGame(["A", "B", "C"], seed=1)
    for kwargs in ({"thresholds": [1, 2]}, {"thresholds": [1, 2, 3.5]}, {"thresholds": [1, True, 3]}, {"p_take": 1.5}):
        with pytest.raises(ValueError, match=r"one whole number per seat|a probability"):
            game.playout(random.Random(0), **kwargs)
    assert game.history == [] and not game.is_over
    assert game.playout(random.Random(0), thresholds=[1, 2, 3]).winners
