"""Invariants over random games in every mode and table size: cards accounted for, sets of one
design, time forwards, seeded replay, illegal actions refused without a trace, nothing hidden shown."""

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.twinit import Flip, Rules, Touch, TwinItGame
from cardwidgets.games.twinit.bots import LEVELS, RandomBot, ReactionBot, play

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
        result = play(game, {p: ReactionBot(level, seed=policy + i) for i, p in enumerate(players)})
        check_invariants(game)
        runs.append((game.history, json.dumps(game.snapshot(None)), result))
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
