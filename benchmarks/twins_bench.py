"""Twins speed, measured side by side in one run: `python benchmarks/twins_bench.py`.

Reports random-play games per second through the full engine (legality checks included), and
classifications per second: `classify` card pair by card pair against the vectorised
`probability.best_strengths` on the same hands.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

import numpy as np

from cardwidgets.games.twins import Rules, TwinsGame, classify, deck
from cardwidgets.games.twins.probability import best_strengths, card_id


def rate(work, seconds: float) -> tuple[float, int]:
    """Run `work()` (which returns how many items it did) for about `seconds`; items per second."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    return done / elapsed, done


def random_games(players: int, seed_iter) -> int:
    seed = next(seed_iter)
    game = TwinsGame([f"P{i}" for i in range(players)], seed=seed, rules=Rules(max_hands=20))
    rng = random.Random(seed)
    while not game.is_over:
        for seat in game.awaiting():
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    return 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args()

    print("Twins engine, random play (at most 20 hands a game)")
    for players in (3, 4, 6):
        seeds = itertools.count()
        per_second, games = rate(lambda players=players, seeds=seeds: random_games(players, seeds), args.seconds)
        print(f"  {players} players: {per_second:8.1f} games/s  ({games} games)")

    rng = random.Random(0)
    cards = deck()
    hands = [rng.sample(cards, 8) for _ in range(2_000)]
    pairs_per_hand = 28

    def scalar() -> int:
        for hand in hands:
            max(classify(a, b) for a, b in itertools.combinations(hand, 2))
        return len(hands) * pairs_per_hand

    ids = np.array([[card_id(c) for c in hand] for hand in hands])
    big = np.tile(ids, (50, 1))

    def vectorised() -> int:
        best_strengths(big)
        return big.shape[0] * pairs_per_hand

    print("Classifications (two-card combinations judged), best of 8-card hands")
    scalar_rate, _ = rate(scalar, args.seconds)
    vector_rate, _ = rate(vectorised, args.seconds)
    print(f"  scalar classify:        {scalar_rate:14,.0f} /s")
    print(f"  vectorised (numpy):     {vector_rate:14,.0f} /s   ({vector_rate / scalar_rate:.0f}x)")


if __name__ == "__main__":
    main()
