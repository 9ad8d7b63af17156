"""No Thanks! speed, side by side in one run: `python benchmarks/nothanks_bench.py`.

Random-play games per second (each player takes with probability 1/2 unless out of chips):

- through our protocol, ``apply()`` for every move, legality checks and events included;
- through our ``playout()``, the fast path of one game (the same rules, fewer calls);
- through our batch engine, ``NoThanksBatch.playout()``: 10,000 games in lockstep with numpy,
  every step checked (a pass without chips raises), dealing included;
- through the PyPI package ``no-thanks`` (``pip install -e ".[bench]"``), with the same policy.

Measurements alternate between the contenders, to share the machine's ups and downs; the best
of the rounds is kept.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame
from cardwidgets.games.nothanks.batch import NoThanksBatch

NAMES = ["P0", "P1", "P2", "P3"]
BATCH = 10_000


def rate(work, seconds: float, games_per_call: int = 1) -> float:
    """Games per second of ``work`` (each call playing ``games_per_call`` games) for about ``seconds``."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work()
        done += games_per_call
    return done / elapsed


def ours_protocol(seeds, rng) -> None:
    game = NoThanksGame(NAMES, seed=next(seeds))
    while not game.is_over:
        seat = game.to_move
        game.apply(seat, TAKE if len(game.legal_actions(seat)) == 1 or rng.random() < 0.5 else PASS)
    game.result()


def ours_playout(seeds, rng) -> None:
    NoThanksGame(NAMES, seed=next(seeds)).playout(rng)


def ours_batch(seeds) -> None:
    NoThanksBatch(BATCH, players=len(NAMES), seed=next(seeds)).playout(p_take=0.5)


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
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds; the best of each is kept")
    args = parser.parse_args()
    rng = random.Random(0)
    random.seed(0)
    seeds = itertools.count()
    contenders = {
        "cardwidgets, apply() per move": lambda: rate(lambda: ours_protocol(seeds, rng), args.seconds),
        "cardwidgets, playout()": lambda: rate(lambda: ours_playout(seeds, rng), args.seconds),
        f"cardwidgets, NoThanksBatch ({BATCH:,})": lambda: rate(lambda: ours_batch(seeds), args.seconds, BATCH),
    }
    theirs = theirs_factory()
    if theirs is not None:
        contenders["no-thanks 0.2.2 (PyPI)"] = lambda: rate(theirs, args.seconds)
    best: dict[str, float] = {}
    for _ in range(max(1, args.rounds)):
        for name, measure in contenders.items():
            best[name] = max(best.get(name, 0.0), measure())
    print("No Thanks!, 4 players, random play (games per second, best of the rounds)")
    for name, games in best.items():
        print(f"  {name:36s} {games:12,.0f} games/s")
    if theirs is None:
        print("  no-thanks (PyPI): not installed; pip install -e '.[bench]' to compare")
        return
    other = best.pop("no-thanks 0.2.2 (PyPI)")
    print("  ratio to no-thanks: " + ", ".join(f"{name.removeprefix('cardwidgets, ')} {games / other:.1f}x"
                                            for name, games in best.items()))


if __name__ == "__main__":
    main()
