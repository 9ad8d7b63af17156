"""Twin It! speed, in run_all.py's table: `python benchmarks/twinit_bench.py`.

- Bot-only games per second through the full engine (every touch and flip checked by
  `TwinItGame.apply`, every bot planning from what it sees), for the competitive game at 2, 4 and 6
  players and for the other modes; and the engine alone, replaying the moves of 4-player games.
- The probability module's simulations: real deals flipped to the first match, and to 20 faces.

No other Twin It! engine exists to compare with. The contenders take turns (see ``run_all.py``);
the best of the rounds is kept.
"""

from __future__ import annotations

import itertools

from run_all import arguments, rate, report

from cardwidgets.games.twinit import Rules, TwinItGame
from cardwidgets.games.twinit import probability as pr
from cardwidgets.games.twinit.bots import ReactionBot, play
from cardwidgets.games.twinit.rules import Mode

GAMES: list[tuple[int, Mode, str]] = [(2, "competitive", "player"), (4, "competitive", "player"),
                                      (6, "competitive", "player"), (4, "competitive", "oracle"),
                                      (4, "team", "player"), (1, "cooperative", "player")]
DEALS = 20


def bot_game(players: int, mode: Mode, level: str, seed: int) -> int:
    game = TwinItGame([f"P{i}" for i in range(players)], seed=seed, rules=Rules(mode=mode))
    play(game, {seat: ReactionBot(level, seed=seed * 8 + i) for i, seat in enumerate(game.players)})
    return 1


def replayer(games: int = 50):
    """The engine alone: the moves of ``games`` seeded 4-player `player` games, recorded once, then
    replayed through ``apply()`` (checks and events, no bots): what bots cost is the rest."""
    recorded = []
    for seed in range(games):
        game = TwinItGame([f"P{i}" for i in range(4)], seed=seed)
        play(game, {seat: ReactionBot("player", seed=seed * 8 + i) for i, seat in enumerate(game.players)})
        recorded.append((seed, game.players, game.history))
    turn = itertools.cycle(recorded)

    def replay() -> int:
        seed, players, moves = next(turn)
        game = TwinItGame(players, seed=seed)
        for seat, action, at in moves:
            game.apply(seat, action, at=at)
        return 1
    return replay


def comparisons() -> list[dict]:
    out = []
    for players, mode, level in GAMES:
        seeds = itertools.count()
        out.append({"work": f"Twin It!, {mode} bot-only games, {players} × `{level}`, through `TwinItGame`",
                    "unit": "games/s",
                    "ours": rate(lambda p=players, m=mode, lv=level, s=seeds: bot_game(p, m, lv, next(s)))})
    out.append({"work": "Twin It!, the moves of those 4 × `player` games replayed through `apply()`, no bots",
                "unit": "games/s", "ours": rate(replayer())})
    seeds = itertools.count()

    def first_match() -> int:
        pr.first_match(4, next(seeds))
        return 1

    def twenty_faces() -> int:
        pr.match_simulated([10, 20], deals=DEALS, seed=next(seeds))
        return DEALS

    out.append({"work": "Twin It!, real deals flipped to the first match (`probability.first_match`)",
                "unit": "deals/s", "ours": rate(first_match)})
    out.append({"work": "Twin It!, real deals flipped to 20 faces (`probability.match_simulated`)",
                "unit": "deals/s", "ours": rate(twenty_faces)})
    return out


if __name__ == "__main__":
    args = arguments(__doc__.splitlines()[0])
    report(comparisons(), args.seconds, args.rounds)
