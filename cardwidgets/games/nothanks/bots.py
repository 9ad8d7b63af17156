"""Bots for No Thanks!, each deciding from its own seat's snapshot alone.

- ``RandomBot``: takes or passes at random (takes with probability ``p_take``).
- ``ThresholdBot``: takes when the chips on the card outweigh what the card costs it, run
  extensions included, give or take its ``threshold``.
- ``LookaheadBot``: for each choice, plays the rest of the game out many times from guesses of
  what it cannot see (the deck, the removed cards, the others' chips), with threshold players,
  and picks the choice with the best average final margin.
"""

from __future__ import annotations

import random

from cardwidgets.games.nothanks.game import PASS, TAKE, NoThanksGame, Pass, Take
from cardwidgets.games.nothanks.rules import Rules
from cardwidgets.games.nothanks.scoring import marginal_cost


def _must_take(view: dict) -> bool:
    """A seat without chips may only take."""
    return len(view["legal_actions"]) == 1


class RandomBot:
    def __init__(self, seed: int | None = None, p_take: float = 0.5) -> None:
        self._rng = random.Random(seed)
        self.p_take = p_take

    def choose(self, view: dict) -> Take | Pass:
        if _must_take(view):
            return TAKE
        return TAKE if self._rng.random() < self.p_take else PASS


class ThresholdBot:
    """Take when cost − chips on the card ≤ ``threshold`` (0: only when the chips pay for it)."""

    def __init__(self, seed: int | None = None, threshold: int = 0) -> None:
        self.threshold = threshold

    def choose(self, view: dict) -> Take | Pass:
        if _must_take(view):
            return TAKE
        cost = marginal_cost(view["taken"][view["viewer"]], view["card"])
        return TAKE if cost - view["pot"] <= self.threshold else PASS


class LookaheadBot:
    """Monte Carlo lookahead: ``playouts`` random completions of the hidden information per choice."""

    def __init__(self, seed: int | None = None, playouts: int = 60, rollout_threshold: int = 4) -> None:
        self._rng = random.Random(seed)
        self.playouts = playouts
        self.rollout_threshold = rollout_threshold

    def choose(self, view: dict) -> Take | Pass:
        if _must_take(view):
            return TAKE
        me = view["viewer"]
        rules = _rules(view)
        thresholds = [self.rollout_threshold] * len(view["players"])
        totals = {TAKE: 0.0, PASS: 0.0}
        for _ in range(self.playouts):
            guess = self._guess(view, rules)
            seed = self._rng.getrandbits(32)
            for action in (TAKE, PASS):
                # Both choices meet the same guess and the same dice (common random numbers), so
                # that the difference between them is not drowned in noise.
                game = NoThanksGame.from_position(view["players"], rules=rules, **guess)
                game.apply(me, action)
                if not game.is_over:
                    game.playout(random.Random(seed), thresholds=thresholds)
                scores = game.scores()
                best_other = min(score for seat, score in scores.items() if seat != me)
                totals[action] += best_other - scores[me]
        return TAKE if totals[TAKE] >= totals[PASS] else PASS

    def _guess(self, view: dict, rules: Rules) -> dict:
        """A full position consistent with what this seat sees."""
        players, me = view["players"], view["viewer"]
        seen = {c for cards in view["taken"].values() for c in cards} | {view["card"]}
        unseen = [c for c in rules.cards if c not in seen]
        self._rng.shuffle(unseen)
        deck = [view["card"], *unseen[: view["cards_left"]]]
        # The others' chips: what is left of the total, shared out at random.
        others = [p for p in players if p != me]
        start = rules.starting_chips(len(players))
        left = start * len(players) - view["pot"] - view["chips"][me]
        shares = sorted(self._rng.randint(0, left) for _ in range(len(others) - 1))
        counts = [b - a for a, b in zip([0, *shares], [*shares, left])]
        chips = [view["chips"][me] if p == me else counts[others.index(p)] for p in players]
        return {"deck": deck, "chips": chips, "taken": [view["taken"][p] for p in players],
                "pot": view["pot"], "turn": players.index(me)}


def _rules(view: dict) -> Rules:
    return Rules(variant=view["variant"], large_tables=len(view["players"]) > 5)
