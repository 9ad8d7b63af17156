"""The chances behind Gin Rummy, by seeded simulation.

- How much deadwood a dealt hand has, and how often it can knock (10 or less) or is gin at once:
  millions of deals are cheap with ``min_deadwood_many``.
- How often a hand ends dead, and how many turns pass before a knock, when two greedy bots play.
"""

from __future__ import annotations

import numpy as np

from cardwidgets.estimate import Estimate
from cardwidgets.games.ginrummy.bots import GreedyBot
from cardwidgets.games.ginrummy.game import Draw, GinRummyGame
from cardwidgets.games.ginrummy.melds import min_deadwood_many
from cardwidgets.games.ginrummy.rules import Rules


def _check(samples: int) -> None:
    if type(samples) is not int or samples < 2:
        raise ValueError(f"samples must be a whole number of at least 2, not {samples!r}")


def dealt_deadwood(samples: int = 100_000, seed: int | None = 0, cards: int = 10) -> np.ndarray:
    """The least deadwood of ``samples`` dealt hands of ``cards`` cards."""
    _check(samples)
    rng = np.random.default_rng(seed)
    hands = rng.permuted(np.tile(np.arange(52), (samples, 1)), axis=1)[:, :cards]
    return min_deadwood_many(hands)


def dealt_hand_chances(samples: int = 100_000, seed: int | None = 0, knock_limit: int = 10) -> dict[str, Estimate]:
    """The chance that a dealt 10-card hand can knock at once, and that it is gin; its mean deadwood."""
    deadwood = dealt_deadwood(samples, seed)
    return {
        "knockable": Estimate.of_proportion(int((deadwood <= knock_limit).sum()), samples),
        "gin": Estimate.of_proportion(int((deadwood == 0).sum()), samples),
        "mean_deadwood": Estimate.of_mean(deadwood),
    }


def greedy_hands(samples: int = 200, seed: int = 0) -> dict[str, Estimate]:
    """Two greedy bots play ``samples`` hands: the chance a hand ends dead, and the mean number of
    turns (draws) before a knock, over the hands that end in one."""
    _check(samples)
    dead, turns = 0, []
    for i in range(samples):
        game = GinRummyGame(["A", "B"], seed=seed * 1_000_003 + i, rules=Rules(target=1))
        bots = {"A": GreedyBot(), "B": GreedyBot()}
        draws = 0
        while game.hand_number == 1 and not game.is_over:
            seat = game.awaiting()[0]
            action = bots[seat].choose(game.seat_view(seat))  # the snapshot's content, read quickly
            draws += isinstance(action, Draw)
            game.apply(seat, action)
        if game.dead_hands:
            dead += 1
        else:
            turns.append(draws)
    return {"dead": Estimate.of_proportion(dead, samples),
            "turns_before_knock": Estimate.of_mean(turns) if len(turns) > 1 else Estimate(float("nan"), 0.0, 0)}
