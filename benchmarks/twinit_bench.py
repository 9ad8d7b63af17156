"""Twin It! speed: `python benchmarks/twinit_bench.py`.

Reports bot-only games per second through the full engine (every touch and flip checked by
`TwinItGame.apply`, every bot planning from what it sees), for the competitive game at 2, 4 and 6
players and for the other modes, and the rates of the probability module's simulations.
"""

from __future__ import annotations

import argparse
import itertools
import time

from cardwidgets.games.twinit import Rules, TwinItGame
from cardwidgets.games.twinit import probability as pr
from cardwidgets.games.twinit.bots import ReactionBot, play
from cardwidgets.games.twinit.rules import Mode


def rate(work, seconds: float) -> tuple[float, int]:
    """Run `work()` (which returns how many items it did) for about `seconds`; items per second."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    return done / elapsed, done


def bot_game(players: int, mode: Mode, level: str, seeds) -> int:
    seed = next(seeds)
    game = TwinItGame([f"P{i}" for i in range(players)], seed=seed, rules=Rules(mode=mode))
    play(game, {seat: ReactionBot(level, seed=seed * 8 + i) for i, seat in enumerate(game.players)})
    return 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args()

    print("Twin It!, bot-only games through the full engine")
    cases: list[tuple[int, Mode, str]] = [(2, "competitive", "player"), (4, "competitive", "player"),
                                          (6, "competitive", "player"), (4, "competitive", "oracle"),
                                          (4, "team", "player"), (1, "cooperative", "player")]
    for players, mode, level in cases:
        seeds = itertools.count()
        per_second, games = rate(lambda p=players, m=mode, lv=level, s=seeds: bot_game(p, m, lv, s), args.seconds)
        print(f"  {mode:11} {players} players, {level:6} bots: {per_second:8.1f} games/s  ({games} games)")

    print("Simulations of the probability module")
    seeds = itertools.count()
    per_second, _ = rate(lambda: pr.first_match(4, next(seeds)) * 0 + 1, args.seconds)
    print(f"  real deals flipped to the first match: {per_second:8.1f} deals/s")
    per_second, _ = rate(lambda: len(pr.match_simulated([10, 20], deals=20, seed=next(seeds))) // 2 * 20,
                         args.seconds)
    print(f"  real deals flipped to 20 faces:        {per_second:8.1f} deals/s")


if __name__ == "__main__":
    main()
