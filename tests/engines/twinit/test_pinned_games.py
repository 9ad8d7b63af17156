"""Seeded bot games pinned move by move, so that making the engine and the bots faster can be shown
to change no game: the moves (seat, action, time to the nanosecond), every event of their replay, and
the result. A change that alters a game on purpose (a new draw order) says why and pins again."""

import hashlib
import json

import pytest

from cardwidgets.games.twinit import Rules, TwinItGame
from cardwidgets.games.twinit.bots import ReactionBot, play

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def digest(lines) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def pinned(players: int, rules: Rules, level: str, seed: int) -> tuple:
    """The game's length, its moves' and its replayed events' digests, and its result."""
    names = NAMES[:players]
    game = TwinItGame(names, seed=seed, rules=rules)
    play(game, {p: ReactionBot(level, seed=seed * 10 + i) for i, p in enumerate(names)})
    result = game.result()
    replay = TwinItGame(names, seed=seed, rules=rules)
    events = [event for seat, action, at in game.history for event in replay.apply(seat, action, at=at)]
    if not replay.is_over:
        events += replay.advance(rules.coop_seconds)
    moves = [f"{seat} {action} {at:.9f}" for seat, action, at in game.history]
    said = [json.dumps(event, sort_keys=True, default=lambda x: round(x, 9)) for event in events]
    return len(moves), digest(moves), digest(said), result.scores, result.reason["code"]


PINS = [
    (2, Rules(), "player", 1,
     (73, "93237d399d85763a", "c4f8847530e3a29f", {"Ann": 3, "Bob": 5}, "twinit.end.sets")),
    (4, Rules(), "player", 2,
     (141, "34e066b04bf40b83", "e0ce6d31ca231788", {"Ann": 4, "Bob": 5, "Cy": 4, "Dee": 3}, "twinit.end.sets")),
    (4, Rules(), "player", 3,
     (169, "53b893b3abbfffd9", "c11e516efac12eb2", {"Ann": 3, "Bob": 3, "Cy": 2, "Dee": 5}, "twinit.end.sets")),
    (6, Rules(), "beginner", 4,
     (230, "4b9c7f6cf45e282f", "25bac71a4cfa3499", {"Ann": 2, "Bob": 4, "Cy": 3, "Dee": 0, "Eve": 1, "Fay": 5}, "twinit.end.sets")),
    (4, Rules(), "oracle", 5,
     (33, "353a23ef590c4f75", "2bf85ad1054ac11c", {"Ann": 5, "Bob": 0, "Cy": 0, "Dee": 0}, "twinit.end.sets")),
    (3, Rules(), "expert", 6,
     (66, "9dbb8c9efafcacd0", "13cc88d8863415ee", {"Ann": 3, "Bob": 5, "Cy": 0}, "twinit.end.sets")),
    # Pinned again when bots learnt to leave alone the designs forbidden to them (they had claimed
    # them, a sure mistake; an oracle, again and again at one moment).
    (3, Rules(forbidden={"Ann": (0, 1, 2)}), "beginner", 12,
     (114, "bbdd82253d10087a", "4af7ea2cec3ab3cf", {"Ann": 5, "Bob": 1, "Cy": 2}, "twinit.end.sets")),
    (4, Rules(mode="team"), "player", 7,
     (83, "a54d81bf69bfb0b1", "9c2190a69a129181", {"Ann": 5, "Bob": 4, "Cy": 5, "Dee": 4}, "twinit.end.sets")),
    (6, Rules(mode="team"), "beginner", 8,
     (105, "ba263dcd9e29171a", "e227644eb661b59e", {"Ann": 5, "Bob": 1, "Cy": 5, "Dee": 1, "Eve": 5, "Fay": 1}, "twinit.end.sets")),
    (1, Rules(mode="cooperative"), "player", 9,
     (74, "0cf51b375d45ee51", "3c0ed2600ec2b7ab", {"Ann": 36}, "twinit.end.time")),
    (3, Rules(mode="cooperative"), "expert", 10,
     (187, "c1cb139d70c2abdf", "1a4f7c77cd64a92c", {"Ann": 16, "Bob": 24, "Cy": 27}, "twinit.end.exhausted")),
    (3, Rules(mode="cooperative", coop_individual=True), "player", 11,
     (179, "6af71ca806211eee", "06af1909df8aad73", {"Ann": 23, "Bob": 24, "Cy": 17}, "twinit.end.exhausted")),
]


@pytest.mark.parametrize("players, rules, level, seed, expected", PINS)
def test_seeded_bot_games_are_pinned_move_by_move(players, rules, level, seed, expected):
    assert pinned(players, rules, level, seed) == expected
