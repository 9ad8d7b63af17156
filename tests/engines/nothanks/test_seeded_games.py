"""Seeded games pinned move by move: the same seed must give the same game from release to release
(tutorials and tournaments quote seeded results). Taken from the engine before its fast path."""

import hashlib
import json
import random

import pytest

from cardwidgets.games.nothanks import TAKE, NoThanksGame, Rules
from cardwidgets.games.nothanks.bots import LookaheadBot, RandomBot, ThresholdBot
from cardwidgets.games.protocol import play_game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]


def moves(game: NoThanksGame) -> str:
    return "".join("t" if action == TAKE else "p" for _, action in game.history)


PLAYOUTS = [
    (4, Rules(), 1, 0, None, "Bob", "ppttptpttppptpptpppptppptttppptptpptptppttpttptptppttt",
     {"Ann": 74, "Bob": 118, "Cy": 73, "Dee": 127}, (6, 10, 11, 14, 16, 18, 25, 26, 30)),
    (3, Rules(), 7, 11, [2, 2, 2], "Bob",
     ("pppppppppppppppppppptpppppptppppppptptppptpptppppppptpppppppppppppptppppppptttpptppppppppppppppppppp"
      "tpptpptptptttpptttpptt"),
     {"Ann": 20, "Bob": 45, "Cy": 82}, (3, 11, 12, 19, 20, 25, 30, 31, 33)),
    (5, Rules(variant=True), 2026, 3, None, "Cy", "tptppttpttptptptppppptppttptpppptptpptttptptpttpppppppptpppppt",
     {"Ann": 48, "Bob": 116, "Cy": 132, "Dee": 38, "Eve": 77}, (7, 8, 9, 17, 18, 24)),
    (7, Rules(large_tables=True), 42, 5, [0, 1, 2, 3, 4, 5, 6], "Dee",
     "ppppppppppppppppppppppptpppppppppppppppppppppppppptptptptpttpttptpptppttptptptppppptptpttptpttppt",
     {"Ann": 69, "Bob": 51, "Cy": 53, "Dee": 11, "Eve": 31, "Fay": 7, "Gus": 80},
     (3, 7, 10, 13, 20, 25, 26, 29, 34)),
]


@pytest.mark.parametrize("size, rules, seed, policy, thresholds, first, played, scores, removed", PLAYOUTS)
def test_a_seeded_playout_is_pinned(size, rules, seed, policy, thresholds, first, played, scores, removed):
    game = NoThanksGame(NAMES[:size], seed=seed, rules=rules)
    result = game.playout(random.Random(policy), thresholds=thresholds)
    assert (game.history[0][0], moves(game), game.removed) == (first, played, removed)
    assert result.scores == scores and result.winners == (min(scores, key=scores.get),)


def test_a_seeded_game_through_apply_tells_the_same_events():
    game = NoThanksGame(NAMES[:4], seed=3)
    events, rng = game.opening(), random.Random(9)
    while not game.is_over:
        seat = game.to_move
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert events[:5] == [
        {"code": "nothanks.turn", "seat": "Bob", "card": 32},
        {"code": "nothanks.pass", "seat": "Bob", "card": 32, "pot": 1},
        {"code": "nothanks.pass", "seat": "Cy", "card": 32, "pot": 2},
        {"code": "nothanks.pass", "seat": "Dee", "card": 32, "pot": 3},
        {"code": "nothanks.take_turn", "seat": "Ann", "card": 32, "chips": 3, "next": 12}]
    assert events[-3:] == [
        {"code": "nothanks.take", "seat": "Ann", "card": 21, "chips": 0},
        {"code": "nothanks.game_over", "why": {"code": "nothanks.over.last_card"}, "winners": ["Dee"], "count": 1,
         "score": 16},
        {"code": "nothanks.left_out", "cards": [5, 6, 10, 11, 17, 25, 27, 33, 34]}]
    digest = hashlib.sha256(json.dumps(events).encode()).hexdigest()
    assert (len(events), digest) == (46, "3ca205750bbcbb4c8b6f21a4a053f53de30742f0547aef2c534074035831b8e8")


def test_a_seeded_game_of_bots_is_pinned():
    """The lookahead bot plays positions out from guesses (from_position, playout): all seeded."""
    game = NoThanksGame(NAMES[:4], seed=5)
    result = play_game(game, {"Ann": LookaheadBot(1, playouts=10), "Bob": ThresholdBot(threshold=3),
                              "Cy": RandomBot(2), "Dee": LookaheadBot(3, playouts=10)})
    assert result.scores == {"Ann": 8, "Bob": 22, "Cy": 226, "Dee": 89}
    assert moves(game) == ("pppppttpppttppppptttppppppptppppppppptppptttpppppptpppptppppptptttttttppppppptpp"
                           "pt")


def test_a_playout_from_a_position_is_pinned():
    game = NoThanksGame.from_position(["Pietro", "Sabina", "Lisa"], deck=[11, 16, 30, 5, 6], chips=[2, 0, 5],
                                      taken=[[10], [29], []], pot=3, turn=1)
    result = game.playout(random.Random(4))
    assert game.history == [("Sabina", TAKE)] * 5
    assert result.scores == {"Pietro": 8, "Sabina": 58, "Lisa": -5}
    assert result.details == {"card_points": {"Pietro": 10, "Sabina": 61, "Lisa": 0},
                              "chips": {"Pietro": 2, "Sabina": 3, "Lisa": 5}, "removed": []}
