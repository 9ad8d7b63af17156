"""Invariants over random games in every mode and table size: cards accounted for, sets of one
design, time forwards, seeded replay, illegal actions refused without a trace, nothing hidden shown."""

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.twinit import Flip, Rules, Touch, TwinItGame
from cardwidgets.games.twinit.bots import (
    LEVELS,
    RandomBot,
    Reaction,
    ReactionBot,
    Sight,
    next_move,
    play,
)
from tests.engines.twinit.helpers import game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
SETTINGS = settings(max_examples=25, deadline=None)


@st.composite
def tables(draw):
    mode = draw(st.sampled_from(["competitive", "team", "cooperative"]))
    low, high = Rules(mode=mode).min_players, Rules(mode=mode).max_players
    size = draw(st.integers(low, high))
    individual = mode == "cooperative" and draw(st.booleans())
    forbidden = {"Ann": (0, 1, 2)} if mode == "competitive" and draw(st.booleans()) else {}
    rules = Rules(mode=mode, coop_individual=individual, forbidden=forbidden)
    return NAMES[:size], rules, draw(st.integers(0, 2**32)), draw(st.integers(0, 2**32))


def check_invariants(game: TwinItGame) -> None:
    snap = game.snapshot(None)
    on_piles = sum(p["count"] for p in snap["piles"].values())
    in_sets = sum(len(s) for sets in game.sets.values() for s in sets)
    aside = sum(len(a) for a in snap["aside"].values())
    assert on_piles + len(snap["table"]) + in_sets + aside == 135
    tops = {s[-1] for sets in game.sets.values() for s in sets}
    for sets in game.sets.values():
        for won in sets:
            design = game.visible()[won[-1]]
            assert len(won) in (2, 3) and all(design in (game.card(c).up, game.card(c).down) for c in won)
    shown = game.visible()
    pile_tops = {p["top"]["id"] for p in snap["piles"].values() if p["top"]}
    assert set(shown) == pile_tops | {f["id"] for f in snap["table"]} | tops  # nothing under a top
    assert all(game.now <= at + game.rules.hand_seconds for _, _, at, _ in game.resting_hands())  # none overdue


def random_illegal(game: TwinItGame, rng: random.Random):
    """An action that must be refused: a hidden card, garbage, a flip out of turn, time backwards."""
    hidden = [c for c in range(135) if c not in game.visible()]
    seat = rng.choice(game.players)
    options: list[tuple[str, Any, float | None]] = [(seat, "touch 3", None), (seat, Touch("x"), None),  # type: ignore[arg-type]
                                                    (seat, Touch(2.5), None)]  # type: ignore[arg-type]  # garbage on purpose
    if hidden:
        options.append((seat, Touch(rng.choice(hidden)), None))
    if game.now > 0:
        options.append((seat, Touch(next(iter(game.visible()), 0)), game.now - 0.5))
    idle = [p for p in game.players if Flip() not in game.legal_actions(p)]
    if idle and not game.rules.cooperative:
        options.append((rng.choice(idle), Flip(), None))
    return rng.choice(options)


@SETTINGS
@given(tables())
def test_random_play_keeps_every_card_and_refuses_illegal_actions_without_a_trace(spec):
    players, rules, seed, policy = spec
    game = TwinItGame(players, seed=seed, rules=rules)
    bots = {p: RandomBot(policy + i) for i, p in enumerate(players)}
    rng = random.Random(policy)
    times = [0.0]
    for _ in range(3_000):
        if game.is_over:
            break
        check_invariants(game)
        if rng.random() < 0.1:
            seat, action, at = random_illegal(game, rng)
            before = json.dumps(game.snapshot(seat))
            try:
                game.apply(seat, action, at=at)
            except IllegalAction:
                assert json.dumps(game.snapshot(seat)) == before
            else:
                raise AssertionError(f"{seat} {action!r} at {at} was accepted")
        seat = rng.choice(game.awaiting())
        at = game.now + rng.choice([0.0, 0.1, 0.7, 2.0])
        if rules.cooperative and at >= rules.coop_seconds:
            game.advance(at)
            break
        view = game.snapshot(seat)
        action = bots[seat].choose(view)
        for event in game.apply(seat, action, at=at):
            times.append(event["at"])
        json.dumps(view)
    assert times == sorted(times)
    if game.is_over:
        assert game.awaiting() == () and set(game.result().winners) <= set(players)


@SETTINGS
@given(tables(), st.sampled_from(sorted(LEVELS)))
def test_bot_games_in_time_end_and_replay_exactly(spec, level):
    players, rules, seed, policy = spec
    runs = []
    for _ in range(2):
        game = TwinItGame(players, seed=seed, rules=rules)
        play(game, {p: ReactionBot(level, seed=policy + i) for i, p in enumerate(players)})
        check_invariants(game)
        runs.append((game.history, json.dumps(game.snapshot(None)), game.result()))
    assert runs[0] == runs[1]
    replay = TwinItGame(players, seed=seed, rules=rules)
    for seat, action, at in runs[0][0]:
        replay.apply(seat, action, at=at)
    if rules.cooperative and not replay.is_over:
        replay.advance(rules.coop_seconds)
    assert json.dumps(replay.snapshot(None)) == runs[0][1]
    ended = {"competitive": {"twinit.end.sets", "twinit.end.stuck"}, "team": {"twinit.end.sets", "twinit.end.stuck"},
             "cooperative": {"twinit.end.time", "twinit.end.exhausted"}}[rules.mode]
    assert runs[0][2].reason["code"] in ended


def seen(sight: Sight) -> dict:
    """A sight as plain data, so that a live one and a copy compare."""
    data = {name: getattr(sight, name) for name in Sight.__dataclass_fields__ if not name.startswith("_")}
    for name in ("designs", "since", "matches", "set_tops", "last_action", "teams"):
        data[name] = {key: list(value) if isinstance(value, list) else value for key, value in data[name].items()}
    data["table"], data["hands"] = list(data["table"]), list(data["hands"])
    return data


def play_plainly(game: TwinItGame, bots: dict) -> None:
    """play() as next_move() says it, asking every bot afresh from a copy of what shows."""
    live = Sight.live(game)
    while not game.is_over:
        live.refresh(game)
        assert seen(live) == seen(Sight.of_game(game))  # the fast view shows what the copy shows
        assert set(live.designs) == set(game.visible())
        when, seat, action = next_move(game, bots)
        if seat is None:
            game.advance(when)
        else:
            game.apply(seat, action, at=when)


@SETTINGS
@given(tables(), st.sampled_from(sorted(LEVELS)), st.sampled_from([4096, 3]))
def test_play_makes_the_games_that_next_move_makes_asking_every_bot_at_every_moment(spec, level, memory):
    players, rules, seed, policy = spec
    runs = []
    for run in (play, play_plainly):
        game = TwinItGame(players, seed=seed, rules=rules)
        bots = {p: ReactionBot(level, seed=policy + i) for i, p in enumerate(players)}
        for bot in bots.values():
            bot.memory = memory  # a short memory: the bots forget their draws and draw anew
        run(game, bots)
        runs.append((game.history, game.result(), [bot.forgotten for bot in bots.values()]))
    assert runs[0] == runs[1]


def same_games(make_game, make_bots) -> bool:
    runs = []
    for run in (play, play_plainly):
        game = make_game()
        run(game, make_bots())
        runs.append(game.history)
    return runs[0] == runs[1]


@pytest.mark.parametrize("seed", range(6))
def test_play_and_next_move_agree_on_a_wrong_grab_after_a_face_changed(seed):
    """Ann's hand waits on card 0 while Bob flips: her wrong grab picks among the faces showing then."""
    def bots():
        return {"Ann": ReactionBot(Reaction(spot=0.1, gap=0.9, flip=0.2, wrong=1.0), seed=seed),
                "Bob": ReactionBot(Reaction(spot=5, gap=1, flip=0.3)), "Cy": ReactionBot(Reaction(spot=5, gap=1, flip=5))}
    assert same_games(lambda: game({"Ann": [(0, 1, 7), (1, 7)], "Bob": [(2, 3), (3, 4)], "Cy": [(4, 5), (5, 6)]}), bots)


def test_play_asks_a_bot_again_after_it_forgot_its_draws():
    def bots():
        made = {p: ReactionBot("expert", seed=1 + i) for i, p in enumerate(NAMES[:3])}
        for bot in made.values():
            bot.memory = 3
        return made
    assert same_games(lambda: TwinItGame(NAMES[:3], seed=1), bots)
