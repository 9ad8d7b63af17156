"""Bots play legal moves from their own view only, reproducibly, and the planner plays well."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets.games.protocol import Bot, play_game, play_turns
from cardwidgets.games.twins import Buy, Play, Rules, TwinsGame, deck
from cardwidgets.games.twins.bots import (
    PlannerBot,
    RandomBot,
    _matchings,
    _pairings,
    _quantiles,
    legal_from_view,
    seat_view,
)
from cardwidgets.games.twins.combos import classify

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def buy_nothing(game):
    while game.phase == "buy":
        game.apply(game.awaiting()[0], Buy(0))


@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_legal_from_view_agrees_with_the_engine(size):
    names = [*NAMES, "Fay"][:size]
    game = TwinsGame(names, seed=size, rules=Rules(max_hands=2))
    bots = {n: RandomBot(i) for i, n in enumerate(names)}
    while not game.is_over:
        for seat in names:
            assert set(legal_from_view(game.snapshot(seat))) == set(game.legal_actions(seat))
        for seat in game.awaiting():
            game.apply(seat, bots[seat].choose(game.snapshot(seat)))


def test_bots_only_read_their_own_view():
    """A bot given a view with the other hands blanked out decides exactly as before."""
    game = TwinsGame(NAMES[:4], seed=3)
    buy_nothing(game)
    view = game.snapshot("Ann")
    assert all(view["hands"][p] is None for p in NAMES[1:4])
    teacher = game.snapshot("Ann", reveal=True)
    assert PlannerBot(1).choose(view) == PlannerBot(1).choose(teacher)


def test_games_between_bots_are_reproducible():
    def run():
        game = TwinsGame(NAMES[:4], seed=21, rules=Rules(max_hands=3))
        bots = {n: (PlannerBot(i) if i % 2 else RandomBot(i)) for i, n in enumerate(NAMES[:4])}
        play_game(game, bots)
        return json.dumps(game.snapshot(None), sort_keys=True), game.history

    assert run() == run()


def test_the_planner_keeps_its_strongest_pair_for_play_4():
    game = TwinsGame(NAMES[:3], seed=4)
    buy_nothing(game)
    bot = PlannerBot(0)
    plan = bot._plan(game.hands["Ann"], 4)
    assert plan[4] == max(plan.values())
    assert set(plan) == {1, 2, 3, 4}
    action = bot.choose(game.snapshot("Ann"))
    assert isinstance(action, Play) and action.cards == plan[1].cards


@pytest.mark.parametrize("cards", range(2, 11))
def test_the_planners_numbered_pairings_are_every_matching_in_order(cards):
    for pairs in range(1, 5):
        assert [[(p // cards, p % cards) for p in m] for m in _pairings(cards, pairs)] == \
            list(_matchings(list(range(cards)), pairs))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(6, 10), st.integers(1, 4))
def test_the_planner_picks_a_matching_of_the_highest_weighted_strength(seed, size, plays_left):
    """The plan's pairs score as high as any matching of the hand, scored plainly on combinations."""
    hand = random.Random(seed).sample(deck(), max(size, 2 * plays_left))
    quantile = _quantiles()

    def score(combos):
        ranked = sorted(combos, reverse=True)
        return sum(w * quantile[c.strength] for w, c in zip(PlannerBot.WEIGHTS, ranked))

    best = max(score([classify(a, b) for a, b in m]) for m in _matchings(sorted(hand), plays_left))
    plan = PlannerBot(seed)._plan(hand, plays_left)
    assert len(plan) == plays_left and set(plan) == set(range(5 - plays_left, 5))
    cards = [card for combo in plan.values() for card in combo.cards]
    assert len(set(cards)) == len(cards) and set(cards) <= set(hand)
    assert score(list(plan.values())) == pytest.approx(best, abs=1e-8)


def test_the_planner_beats_random_bots():
    wins = 0.0
    games = 40
    for seed in range(games):
        game = TwinsGame(NAMES[:4], seed=seed, rules=Rules(max_hands=4))
        bots: dict[str, Bot] = {"Ann": PlannerBot(seed), **{n: RandomBot(seed * 10 + i) for i, n in enumerate(NAMES[1:4])}}
        result = play_game(game, bots)
        wins += result.share("Ann")
    assert wins / games > 0.6  # a random seat would win a quarter


def test_the_planner_buys_only_what_it_can_afford():
    game = TwinsGame(NAMES[:3], seed=8)
    seat = game.awaiting()[0]
    game.chips[seat] = 0
    game.pot += 12
    assert PlannerBot(0).choose(game.snapshot(seat)) == Buy(0)


def random_games(sizes=(3, 4, 5, 6), hands=2):
    """Random games at every table size, yielded at every step (a seeded random policy)."""
    for size in sizes:
        names = [*NAMES, "Fay"][:size]
        game = TwinsGame(names, seed=size * 7, rules=Rules(max_hands=hands))
        bots = {n: RandomBot(i) for i, n in enumerate(names)}
        yield game
        while not game.is_over:
            for seat in game.awaiting():
                game.apply(seat, bots[seat].choose(game.seat_view(seat)))
                yield game


def test_the_seat_view_is_the_snapshot_read_quickly():
    for game in random_games():
        for seat in game.players:
            quick, read = game.seat_view(seat), seat_view(game.snapshot(seat))
            assert (quick.viewer, quick.phase, quick.play, quick.hand, quick.chips) == \
                   (read.viewer, read.phase, read.play, read.hand, read.chips)
            assert list(quick.legal_actions) == list(read.legal_actions)


def test_the_seat_view_shows_no_card_but_the_seats_own():
    for game in random_games():
        for seat in game.players:
            view = game.seat_view(seat)
            own = set(game.hands[seat])
            assert set(view.hand) == own
            shown = {card for action in view.legal_actions if isinstance(action, Play) for card in action.cards}
            assert shown <= own
            assert set(vars(view)) == {"viewer", "phase", "play", "hand", "chips", "legal_actions"}


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**32 - 1), st.lists(st.booleans(), min_size=6, max_size=6))
def test_bots_play_the_same_games_from_the_quick_view_and_from_snapshots(size, seed, planners):
    """The fast path (``reads_seat_view``: the engine's SeatView) and the plain path (snapshots,
    as a bot written in a notebook gets them) give identical games from the same seed."""

    class FromSnapshot:
        """A bot handed snapshots only: it does not say it reads the quick view."""

        def __init__(self, bot):
            self.bot = bot

        def choose(self, view):
            assert isinstance(view, dict)
            return self.bot.choose(view)

    def play(plain):
        names = [*NAMES, "Fay"][:size]
        game = TwinsGame(names, seed=seed, rules=Rules(max_hands=3))
        bots = {n: (PlannerBot if planners[i] else RandomBot)(seed + i) for i, n in enumerate(names)}
        events = play_turns(game, {n: FromSnapshot(b) for n, b in bots.items()} if plain else bots)
        return game.history, events, game.result()

    assert play(plain=False) == play(plain=True)
