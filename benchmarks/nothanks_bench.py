"""No Thanks! speed, side by side in one run: `python benchmarks/nothanks_bench.py`.

Random-play games per second, 4 players (each takes with probability 1/2 unless out of chips),
against the PyPI package ``no-thanks`` 0.2.2 (``pip install -e ".[bench]"``) with the same policy:

- ``apply()`` for every move, legality checks and events included, as a reader's own loop would;
- that loop around ``Idle``, an engine that does nothing: the loop's own cost, the floor of the first;
- ``playout()``, the fast path of one game (the same rules, fewer calls);
- ``NoThanksBatch.playout()``: 10,000 games in lockstep with numpy, every step checked.

The contenders take turns (see ``run_all.py``); the best of the rounds is kept.

The same work on both sides: the peer's ``Game.play()`` deals (a random seating and 24 of the 33
cards), asserts each move legal, logs it (its debug lines' arguments are worked out even with logging
off: that is its narration, as our events are) and sorts the players by score at the end; ours
deals from the seed, checks each move, and counts the ``Result`` (scores, winners, card points,
chips). ``apply()`` also returns each move's events; ``playout()`` records the moves for
``history`` but builds no events.
"""

from __future__ import annotations

import itertools
import random

from run_all import arguments, rate, report

from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame
from cardwidgets.games.nothanks.batch import NoThanksBatch

NAMES = ["P0", "P1", "P2", "P3"]
BATCH = 10_000
PEER = "no-thanks 0.2.2"


def ours_apply(seeds, rng) -> int:
    return reader_loop(NoThanksGame(NAMES, seed=next(seeds)), rng.random)


class Idle:
    """An engine that does nothing but pass the turn round and return one event a move, for 48
    moves (an average random game's): the reader's loop of ``ours_apply`` around it is the loop's
    own cost, which no engine's ``apply()`` can go under."""

    __slots__ = ("to_move", "is_over", "_moves", "_turn")

    def __init__(self) -> None:
        self.to_move, self.is_over, self._moves, self._turn = NAMES[0], False, 48, 0

    def legal_actions(self, seat: str | None) -> tuple:
        return () if seat != self.to_move or seat is None else (TAKE, PASS)

    def apply(self, seat: str | None, action: object) -> list[dict]:
        if seat != self.to_move or seat is None:
            raise ValueError(seat)
        self._moves -= 1
        self._turn = turn = (self._turn + 1) % len(NAMES)
        self.to_move, self.is_over = NAMES[turn], not self._moves
        return [{"code": "idle", "seat": seat, "card": 3, "pot": 1}]

    def result(self) -> None:
        return None


def reader_loop(game, chance) -> int:
    """The loop a reader writes: the seat to move, its legal actions, a take half the time."""
    while not game.is_over:
        seat = game.to_move
        legal = game.legal_actions(seat)
        game.apply(seat, legal[0] if len(legal) == 1 or chance() < 0.5 else PASS)
    game.result()
    return 1


def ours_playout(seeds, rng) -> int:
    NoThanksGame(NAMES, seed=next(seeds)).playout(rng)
    return 1


def ours_batch(seeds) -> int:
    NoThanksBatch(BATCH, players=len(NAMES), seed=next(seeds)).playout(p_take=0.5)
    return BATCH


def theirs():
    """The peer's game with the same random policy, or None when it is not installed."""
    try:
        from no_thanks.core import Action, Game, Player
    except ImportError:
        return None

    class RandomPlayer(Player):
        def action(self):
            return Action.TAKE if self.tokens <= 0 or random.random() < 0.5 else Action.PASS

    players = [RandomPlayer(name) for name in NAMES]

    def play() -> int:
        Game(players).play()
        return 1

    return rate(play)


def comparisons() -> list[dict]:
    rng, seeds = random.Random(0), itertools.count()
    peer = theirs()
    return [
        {"work": "No Thanks!, 4 players, random play, `apply()` move by move", "unit": "games/s",
         "ours": rate(lambda: ours_apply(seeds, rng)), "peer": PEER, "theirs": peer},
        {"work": "No Thanks!, that loop around an engine that does nothing (`Idle`: the loop's own cost)",
         "unit": "games/s", "ours": rate(lambda: reader_loop(Idle(), rng.random)), "peer": PEER, "theirs": peer},
        {"work": "No Thanks!, the same games through `playout()`", "unit": "games/s",
         "ours": rate(lambda: ours_playout(seeds, rng)), "peer": PEER, "theirs": peer},
        {"work": f"No Thanks!, `NoThanksBatch`, {BATCH:,} games in lockstep", "unit": "games/s",
         "ours": rate(lambda: ours_batch(seeds)), "peer": PEER, "theirs": peer},
    ]


if __name__ == "__main__":
    args = arguments(__doc__.splitlines()[0])
    report(comparisons(), args.seconds, args.rounds)
