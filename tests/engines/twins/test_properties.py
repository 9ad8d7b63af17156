"""Invariants over random games at every table size (hypothesis drives the seeds)."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.twins import Buy, Card, Play, Rules, TwinsGame

from .helpers import fingerprint, play_randomly

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
games = st.tuples(st.integers(3, 6), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(game, _rng=None):
    n = len(game.players)
    assert sum(game.chips.values()) + game.pot == 12 * n
    assert min(game.chips.values()) >= 0 and game.pot >= 0
    held = [c for hand in game.hands.values() for c in hand]
    assert len(held) + len(game.deck) + len(game.discards) == 60
    assert len(set(held) | set(game.deck) | set(game.discards)) == 60


@SETTINGS
@given(games)
def test_chips_and_cards_are_conserved(spec):
    size, seed, policy = spec
    game = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=4))
    check_invariants(game)
    play_randomly(game, policy, on_step=check_invariants)
    assert game.is_over


@SETTINGS
@given(games)
def test_a_seeded_game_replays_exactly(spec):
    size, seed, policy = spec
    runs = []
    for _ in range(2):
        game = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=3))
        play_randomly(game, policy)
        runs.append((game.history, json.dumps(game.snapshot(None), sort_keys=True)))
    assert runs[0] == runs[1]


def illegal_actions(game, rng):
    """A handful of actions that must all be refused in the current state."""
    awaited = game.awaiting()
    idle = [s for s in game.players if s not in awaited]
    bad = [("Nobody", Buy(0)), (awaited[0], "garbage"), (awaited[0], None), (awaited[0], Buy(7))]
    if idle:
        seat = rng.choice(idle)
        bad.append((seat, rng.choice([Buy(0), Play(Card(1, "blue", "white"), Card(2, "blue", "white"))])))
    seat = awaited[0]
    if game.phase == "buy":
        if game.chips[seat] < 3:
            bad.append((seat, Buy(2)))
        bad.append((seat, Play(Card(1, "blue", "white"), Card(2, "blue", "white"))))
    else:
        own = game.hands[seat]
        foreign = [c for c in game.deck + game.discards][:1]
        if foreign:
            bad.append((seat, Play(own[0], foreign[0])))
        bad.append((seat, Buy(1)))
    return bad


@SETTINGS
@given(games)
def test_an_illegal_action_changes_nothing(spec):
    size, seed, policy = spec

    def probe(game, rng):
        if game.is_over:
            with pytest.raises(IllegalAction, match="over"):
                game.apply(game.players[0], Buy(0))
            return
        before = fingerprint(game)
        for seat, action in illegal_actions(game, rng):
            with pytest.raises(IllegalAction):
                game.apply(seat, action)
            assert fingerprint(game) == before

    game = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=2))
    play_randomly(game, policy, on_step=probe)


@SETTINGS
@given(games)
def test_no_seat_ever_sees_another_seats_cards_or_choices(spec):
    size, seed, policy = spec

    def look(game, _rng):
        for seat in game.players:
            view = game.snapshot(seat)
            # The last reveal is public, and may show cards of an earlier hand now dealt again.
            last = view.pop("last_play")
            if last is not None:
                shown = {json.dumps(c, sort_keys=True) for combo in last["combos"].values() for c in combo["cards"]}
                revealed = {json.dumps(c.to_card_data(), sort_keys=True)
                            for combo in game.last_reveal.values() for c in combo.cards}
                assert shown == revealed
            text = json.dumps(view)
            for other in game.players:
                if other == seat:
                    continue
                hidden = list(game.hands[other])
                if other in game.choices:
                    hidden += list(game.choices[other].cards)
                for card in hidden:
                    if card not in game.discards:
                        assert json.dumps(card.to_card_data()) not in text, (seat, other, card)

    game = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=2))
    play_randomly(game, policy, on_step=look)


def test_legal_actions_are_all_accepted():
    game = TwinsGame(NAMES[:4], seed=11, rules=Rules(max_hands=2))
    while not game.is_over:
        for seat in game.awaiting():
            for action in game.legal_actions(seat):
                trial = TwinsGame(NAMES[:4], seed=11, rules=Rules(max_hands=2))
                for s, a in game.history:
                    trial.apply(s, a)
                trial.apply(seat, action)
            game.apply(seat, game.legal_actions(seat)[-1])
        if game.hand_number > 1:
            break


def plain_legal_actions(game, seat):
    """The legal actions worked out the plain way: every pair of the hand, every affordable buy."""
    if seat not in game.awaiting():
        return []
    if game.phase == "buy":
        return [Buy(n) for n in range(3)
                if game.rules.buy_prices[n] <= game.chips[seat] and n <= len(game.deck)]
    hand = game.hands[seat]
    return [Play(a, b) for i, a in enumerate(hand) for b in hand[i + 1:]]


def fresh(action):
    """An action equal to ``action`` but made of new objects, as a student's code would make it."""
    if isinstance(action, Buy):
        return Buy(action.count)
    return Play(*(Card(card.number, card.color, card.ink) for card in action.cards))


@SETTINGS
@given(games)
def test_the_fast_path_plays_the_plain_game(spec):
    """The shared plays and lazy legal lists give the game that fresh actions and plain lists give."""
    size, seed, policy = spec
    fast = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=3))
    plain = TwinsGame(NAMES[:size], seed=seed, rules=Rules(max_hands=3))
    rng = random.Random(policy)
    while not fast.is_over:
        assert fast.awaiting() == plain.awaiting()
        for seat in fast.awaiting():
            legal = plain_legal_actions(plain, seat)
            assert list(fast.legal_actions(seat)) == legal
            if fast.phase == "play":  # the lazy list of plays compares and slices like a list
                assert fast.legal_actions(seat) == legal and fast.legal_actions(seat)[:2] == legal[:2]
            action = rng.choice(fast.legal_actions(seat))
            assert action in legal and fresh(action) in fast.legal_actions(seat)
            assert fast.apply(seat, action) == plain.apply(seat, fresh(action))
        assert json.dumps(fast.snapshot(None)) == json.dumps(plain.snapshot(None))
    assert fast.result() == plain.result() and fast.history == plain.history
