"""Twins speed, measured side by side in one run: `python benchmarks/twins_bench.py`.

- Random play through the full engine (legality checks and events included), games per second at
  3, 4 and 6 players (at most 20 hands a game). No other Twins engine exists to compare with.
- Four ``RandomBot``s through ``play_game``: bots read the engine's ``SeatView`` (the quick path),
  against the same bots handed snapshots, as a bot written in a notebook is.
- The best combination of 8-card hands, two-card combinations judged per second: the vectorised
  ``probability.best_strengths`` against ``classify`` called pair by pair.

The contenders take turns (see ``run_all.py``); the best of the rounds is kept.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import numpy as np
from run_all import arguments, rate, report

from cardwidgets.games.protocol import Bot, play_game
from cardwidgets.games.twins import Rules, TwinsGame, classify, deck
from cardwidgets.games.twins.bots import RandomBot
from cardwidgets.games.twins.probability import best_strengths, card_id

PAIRS_PER_HAND = 28


def random_game(players: int, seed: int) -> int:
    game = TwinsGame([f"P{i}" for i in range(players)], seed=seed, rules=Rules(max_hands=20))
    choose = random.Random(seed).choice
    while not game.is_over:
        for seat in game.awaiting():
            game.apply(seat, choose(game.legal_actions(seat)))
    return 1


class OnSnapshots:
    """A bot handed its seat's snapshot at every move (it does not say it reads the quick view)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    def choose(self, view: dict) -> Any:
        return self.bot.choose(view)


def bot_game(seed: int, quick: bool) -> int:
    game = TwinsGame([f"P{i}" for i in range(4)], seed=seed, rules=Rules(max_hands=20))
    bots: dict[str, Bot] = {seat: RandomBot(seed * 4 + i) for i, seat in enumerate(game.players)}
    play_game(game, bots if quick else {seat: OnSnapshots(bot) for seat, bot in bots.items()})
    return 1


def comparisons() -> list[dict]:
    seeds = itertools.count()
    out = [{"work": f"Twins, random {players}-player games through `TwinsGame`", "unit": "games/s",
            "ours": rate(lambda players=players: random_game(players, next(seeds)))} for players in (3, 4, 6)]
    out.append({"work": "Twins, four `RandomBot`s through `play_game` (the engine's `SeatView`)", "unit": "games/s",
                "ours": rate(lambda: bot_game(next(seeds), quick=True)), "peer": "the same bots on snapshots",
                "theirs": rate(lambda: bot_game(next(seeds), quick=False))})
    rng = random.Random(0)
    hands = [rng.sample(deck(), 8) for _ in range(2_000)]
    big = np.tile(np.array([[card_id(c) for c in hand] for hand in hands]), (50, 1))

    def scalar() -> int:
        for hand in hands:
            max(classify(a, b) for a, b in itertools.combinations(hand, 2))
        return len(hands) * PAIRS_PER_HAND

    def vectorised() -> int:
        best_strengths(big)
        return big.shape[0] * PAIRS_PER_HAND

    out.append({"work": "Twins, best combination of 8-card hands, `probability.best_strengths` (numpy)",
                "unit": "pairs/s", "ours": rate(vectorised), "peer": "`classify` pair by pair", "theirs": rate(scalar)})
    return out


if __name__ == "__main__":
    args = arguments(__doc__.splitlines()[0])
    report(comparisons(), args.seconds, args.rounds)
