"""Seeded games pinned: the same seed gives the same game as the engine before its speed work.

``seeded_games.json`` was recorded from main at 87faa14 (before the fast paths of issue 11) by
``record()``: every action of each game, its result, and a digest of every event it said. Speed
work on the engine, the bots or the random helpers must keep every one of them.
"""

import hashlib
import json
import random
from pathlib import Path

import pytest

from cardwidgets.games.protocol import play_turns
from cardwidgets.games.twins import Rules, TwinsGame
from cardwidgets.games.twins.bots import PlannerBot, RandomBot

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
PINNED = json.loads((Path(__file__).parent / "seeded_games.json").read_text())


def play_by_choice(game: TwinsGame, seed: int) -> list[dict]:
    """The benchmark's player: ``random.Random(seed).choice`` of the legal actions."""
    choose, events = random.Random(seed).choice, list(game.opening)
    while not game.is_over:
        for seat in game.awaiting():
            events += game.apply(seat, choose(game.legal_actions(seat)))
    return events


def record(spec: dict) -> dict:
    """Play the game ``spec`` describes; its actions, result and events' digest."""
    rules = Rules(**spec.get("rules", {}))
    game = TwinsGame(NAMES[:spec["players"]], seed=spec["seed"], rules=rules)
    if spec["players_are"] == "choice":
        events = play_by_choice(game, spec["seed"])
    else:
        bots = {seat: (PlannerBot if kind == "planner" else RandomBot)(spec["seed"] + i)
                for i, (seat, kind) in enumerate(zip(game.players, spec["players_are"]))}
        events = game.opening + play_turns(game, bots)
    result = game.result()
    return {
        "spec": spec,
        "actions": [f"{seat}: {action}" for seat, action in game.history],
        "result": {"scores": result.scores, "winners": list(result.winners), "reason": result.reason},
        "events": hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest(),
        "final_view": hashlib.sha256(json.dumps(game.snapshot(None), sort_keys=True).encode()).hexdigest(),
    }


@pytest.mark.parametrize("pinned", PINNED, ids=lambda p: json.dumps(p["spec"], sort_keys=True))
def test_a_seeded_game_is_the_game_it_always_was(pinned):
    assert record(pinned["spec"]) == pinned
