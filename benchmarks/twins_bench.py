"""Twins speed, measured side by side in one run: `python benchmarks/twins_bench.py`.

- Random play through the full engine (legality checks and events included), games per second at
  3, 4 and 6 players (at most 20 hands a game). No other Twins engine exists to compare with.
- The best combination of 8-card hands, two-card combinations judged per second: the vectorised
  ``probability.best_strengths`` against ``classify`` called pair by pair.

The contenders take turns (see ``run_all.py``); the best of the rounds is kept.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
from run_all import arguments, rate, report

from cardwidgets.games.twins import Rules, TwinsGame, classify, deck
from cardwidgets.games.twins.probability import best_strengths, card_id

PAIRS_PER_HAND = 28


def random_game(players: int, seed: int) -> int:
    game = TwinsGame([f"P{i}" for i in range(players)], seed=seed, rules=Rules(max_hands=20))
    choose = random.Random(seed).choice
    while not game.is_over:
        for seat in game.awaiting():
            game.apply(seat, choose(game.legal_actions(seat)))
    return 1


def comparisons() -> list[dict]:
    seeds = itertools.count()
    out = [{"work": f"Twins, random {players}-player games through `TwinsGame`", "unit": "games/s",
            "ours": rate(lambda players=players: random_game(players, next(seeds)))} for players in (3, 4, 6)]
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
