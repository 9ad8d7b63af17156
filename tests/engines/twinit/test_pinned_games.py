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


# Pinned again when bots drew each time as one of 4,096 log-normal quantiles (12 bits of one
# getrandbits), and only the times a key needs (a match: spot and gap; a turn: the flip time): every
# game changed but the oracle's, whose times have no spread.
# Events' digests pinned again when a trio taken says whether the set was the taker's own ("own"):
# the same moves.
# The competitive and team games' events pinned again when the end learnt to carry the standings
# (its new parameter, ``standings``): the same moves, the same results.
PINS = [
    (2, Rules(), "player", 1,
     (77, "15dbc3b7502d4e99", "9521424f868936f3", {"Ann": 5, "Bob": 3}, "twinit.end.sets")),
    (4, Rules(), "player", 2,
     (146, "e1d762039928c0bb", "dd0e25b2c7d382c5", {"Ann": 2, "Bob": 4, "Cy": 2, "Dee": 5}, "twinit.end.sets")),
    (4, Rules(), "player", 3,
     (112, "ba4aa777ee85c99d", "a674c7f65e868c8f", {"Ann": 1, "Bob": 5, "Cy": 2, "Dee": 3}, "twinit.end.sets")),
    (6, Rules(), "beginner", 4,
     (189, "27216fed6c2851b1", "9986ffacaf3c6325", {"Ann": 5, "Bob": 3, "Cy": 2, "Dee": 1, "Eve": 1, "Fay": 0}, "twinit.end.sets")),
    (4, Rules(), "oracle", 5,
     (33, "353a23ef590c4f75", "e4824b71f5ccbf66", {"Ann": 5, "Bob": 0, "Cy": 0, "Dee": 0}, "twinit.end.sets")),
    (3, Rules(), "expert", 6,
     (108, "2276adb59bd55699", "a3dce7555c07496a", {"Ann": 4, "Bob": 5, "Cy": 1}, "twinit.end.sets")),
    # Pinned again when bots learnt to leave alone the designs forbidden to them (they had claimed
    # them, a sure mistake; an oracle, again and again at one moment).
    (3, Rules(forbidden={"Ann": (0, 1, 2)}), "beginner", 12,
     (114, "09d3f5423b97ca1a", "950aac9d316042e4", {"Ann": 5, "Bob": 1, "Cy": 2}, "twinit.end.sets")),
    (4, Rules(mode="team"), "player", 7,
     (99, "731f00bae8e28e10", "5872a4a2774ba0e2", {"Ann": 1, "Bob": 5, "Cy": 1, "Dee": 5}, "twinit.end.sets")),
    (6, Rules(mode="team"), "beginner", 8,
     (112, "51972e075ba5743f", "a30ff3ea524a07a6", {"Ann": 3, "Bob": 5, "Cy": 3, "Dee": 5, "Eve": 3, "Fay": 5}, "twinit.end.sets")),
    # The cooperative games' last event pinned again when it learnt to say who has most points only
    # in the individual variant (its new parameter, ``individual``): the same moves.
    (1, Rules(mode="cooperative"), "player", 9,
     (69, "c3c964e7ed4226fe", "16d1fa7847096562", {"Ann": 32}, "twinit.end.time")),
    (3, Rules(mode="cooperative"), "expert", 10,
     (186, "80780b366c046177", "4486d97fafd256fb", {"Ann": 22, "Bob": 27, "Cy": 18}, "twinit.end.exhausted")),
    (3, Rules(mode="cooperative", coop_individual=True), "player", 11,
     (189, "fe944647140a674e", "6c425c7738300fcd", {"Ann": 25, "Bob": 18, "Cy": 22}, "twinit.end.exhausted")),
]


@pytest.mark.parametrize("players, rules, level, seed, expected", PINS)
def test_seeded_bot_games_are_pinned_move_by_move(players, rules, level, seed, expected):
    assert pinned(players, rules, level, seed) == expected
