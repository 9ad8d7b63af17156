"""No Thanks! speed, side by side in one run: `python benchmarks/nothanks_bench.py`.

Random-play games per second (each player takes with probability 1/2 unless out of chips):

- through our protocol, ``apply()`` for every move, legality checks and events included;
- through our ``playout()``, the fast path that Monte Carlo uses (the same moves, checked the same way);
- through the PyPI package ``no-thanks`` (``pip install -e ".[bench]"``), with the same policy.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

from cardwidgets.games.nothanks import NoThanksGame

NAMES = ["P0", "P1", "P2", "P3"]


def rate(work, seconds: float) -> tuple[float, int]:
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work()
        done += 1
    return done / elapsed, done


def ours_protocol(seeds, rng) -> None:
    game = NoThanksGame(NAMES, seed=next(seeds))
    while not game.is_over:
        seat = game.to_move
        game.apply(seat, "take" if len(game.legal_actions(seat)) == 1 or rng.random() < 0.5 else "pass")
    game.result()


def ours_playout(seeds, rng) -> None:
    NoThanksGame(NAMES, seed=next(seeds)).playout(rng)


def theirs_factory():
    try:
        from no_thanks.core import Action, Game, Player
    except ImportError:
        return None

    class RandomPlayer(Player):
        def action(self):
            return Action.TAKE if self.tokens <= 0 or random.random() < 0.5 else Action.PASS

    players = [RandomPlayer(name) for name in NAMES]
    return lambda: Game(players).play()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    rng = random.Random(0)
    random.seed(0)
    print("No Thanks!, 4 players, random play")
    seeds = itertools.count()
    protocol, _ = rate(lambda: ours_protocol(seeds, rng), args.seconds)
    playout, _ = rate(lambda: ours_playout(seeds, rng), args.seconds)
    print(f"  cardwidgets, apply() per move: {protocol:10,.0f} games/s")
    print(f"  cardwidgets, playout():        {playout:10,.0f} games/s")
    theirs = theirs_factory()
    if theirs is None:
        print("  no-thanks (PyPI): not installed; pip install -e '.[bench]' to compare")
        return
    other, _ = rate(theirs, args.seconds)
    print(f"  no-thanks 0.2.2 (PyPI):        {other:10,.0f} games/s")
    print(f"  ratio: apply() {protocol / other:.1f}x, playout() {playout / other:.1f}x")


if __name__ == "__main__":
    main()
