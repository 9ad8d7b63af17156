"""Gin Rummy speed, side by side in one run: `python benchmarks/ginrummy_bench.py`.

- The best arrangement of random 10-card hands, per call: our ``best_melds`` and ``min_deadwood``,
  RLCard's melding utilities, OpenSpiel's C++ ``min_deadwood`` called from Python; and our batch
  ``min_deadwood_many`` per hand.
- Random play (uniform among the legal actions) through the full engine, hands per second: ours
  against OpenSpiel's ``gin_rummy`` driven from Python.

The peers are optional (``pip install -e ".[bench]"``); a missing one is reported, not measured.
Measurements alternate between the contenders, to share the machine's ups and downs.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from cardwidgets.games.ginrummy import DECK, GinRummyGame, Rules, best_melds, min_deadwood
from cardwidgets.games.ginrummy.melds import min_deadwood_many


def per_call(function, items, seconds: float) -> float:
    """Calls per second of ``function`` over ``items`` (cycled) for about ``seconds``."""
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for item in items:
            function(item)
        done += len(items)
    return done / (time.perf_counter() - start)


def openspiel():
    try:
        import pyspiel
        from pyspiel import gin_rummy
    except ImportError:
        return None
    return pyspiel, gin_rummy


def rlcard_deadwood():
    try:
        from rlcard.games.gin_rummy.utils import melding, utils
    except ImportError:
        return None

    def deadwood(hand):
        clusters = melding.get_best_meld_clusters(hand)
        return utils.get_deadwood_count(hand, clusters[0]) if clusters else len(hand)

    return deadwood, utils.get_card


def our_random_hands(seconds: float) -> float:
    rng, hands, start = random.Random(0), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = GinRummyGame(["A", "B"], seed=hands, rules=Rules(target=1))
        while game.hand_number == 1 and not game.is_over:
            seat = game.awaiting()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        hands += 1
    return hands / (time.perf_counter() - start)


def their_random_hands(pyspiel, seconds: float) -> float:
    game, rng, hands, start = pyspiel.load_game("gin_rummy"), random.Random(0), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        hands += 1
    return hands / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds; the best of each is kept")
    args = parser.parse_args()
    rng = random.Random(1)
    indices = [rng.sample(range(52), 10) for _ in range(2_000)]
    ours = [[DECK[i] for i in hand] for hand in indices]
    spiel, rl = openspiel(), rlcard_deadwood()
    contenders = {"cardwidgets best_melds": (best_melds, ours), "cardwidgets min_deadwood": (min_deadwood, ours)}
    if spiel:
        utils = spiel[1].GinRummyUtils(13, 4, 10)
        # OpenSpiel numbers cards its own way; translate through the card names.
        names = {utils.card_string(i): i for i in range(52)}
        theirs = [[names[f"{'T' if c.rank == '10' else c.rank}{c.suit.lower()}"] for c in hand] for hand in ours]
        contenders["OpenSpiel min_deadwood (C++)"] = (utils.min_deadwood, theirs)
    if rl:
        deadwood, get_card = rl
        contenders["RLCard melding"] = (deadwood, [[get_card(c.index) for c in hand] for hand in ours])
    batch = np.array([[c.index for c in hand] for hand in ours] * 25)
    best: dict[str, float] = {}
    for _ in range(max(1, args.rounds)):
        for name, (function, items) in contenders.items():
            best[name] = max(best.get(name, 0.0), per_call(function, items, args.seconds / 2))
        start = time.perf_counter()
        min_deadwood_many(batch)
        best["cardwidgets min_deadwood_many (batch)"] = max(best.get("cardwidgets min_deadwood_many (batch)", 0.0),
                                                            len(batch) / (time.perf_counter() - start))
    print("Best arrangement of random 10-card hands (calls per second, best of the rounds)")
    for name, rate in best.items():
        print(f"  {name:40s} {rate:12,.0f} /s")
    if spiel:
        print(f"  best_melds / OpenSpiel: {best['cardwidgets best_melds'] / best['OpenSpiel min_deadwood (C++)']:.2f}; "
              f"batch / OpenSpiel: {best['cardwidgets min_deadwood_many (batch)'] / best['OpenSpiel min_deadwood (C++)']:.2f}")
    else:
        print("  OpenSpiel: not installed; pip install -e '.[bench]' to compare")
    if rl:
        print(f"  best_melds / RLCard: {best['cardwidgets best_melds'] / best['RLCard melding']:.1f}")
    else:
        print("  RLCard: not installed; pip install -e '.[bench]' to compare")

    print("Random play through the full engine (hands per second)")
    ours_rate = their_rate = 0.0
    for _ in range(max(1, args.rounds)):
        ours_rate = max(ours_rate, our_random_hands(args.seconds / 2))
        if spiel:
            their_rate = max(their_rate, their_random_hands(spiel[0], args.seconds / 2))
    print(f"  cardwidgets GinRummyGame          {ours_rate:10,.1f} /s")
    if spiel:
        print(f"  OpenSpiel gin_rummy               {their_rate:10,.1f} /s   (ours / theirs: {ours_rate / their_rate:.2f})")


if __name__ == "__main__":
    main()
