"""Bots for Twins. Each sees only its own seat's snapshot and answers with a legal action; given
the same content read straight from the engine (``TwinsGame.seat_view``, which ``play_turns``
hands to bots that set ``reads_seat_view``), it decides the same, quicker.

- ``RandomBot``: buys and plays uniformly at random among the legal choices.
- ``PlannerBot``: splits its hand into the best set of pairs for the plays left, keeps the strongest
  for play 4 (the whole pot), puts a Twins or Pair into play 2 (where the top wins 3), a solid one
  into play 3 (losing it also costs play 4) and the weakest into play 1; it buys when its hand has
  no Twins or Pair and its chips allow.
"""

from __future__ import annotations

import functools
import itertools
import operator
import random
from collections.abc import Iterator, Mapping
from typing import TypeVar

from cardwidgets.errors import IllegalAction
from cardwidgets.games.twins.cards import Card, deck
from cardwidgets.games.twins.combos import Combo, classify
from cardwidgets.games.twins.game import Buy, Play, SeatView


def _hand(view: dict) -> list[Card]:
    return [Card.from_card_data(data) for data in view["hands"][view["viewer"]]]


def legal_from_view(view: dict) -> list[Buy | Play]:
    """The legal actions, worked out from a seat's snapshot alone."""
    seat = view["viewer"]
    if seat not in view["awaiting"]:
        return []
    if view["phase"] == "buy":
        return [Buy(n) for n, price in enumerate(view["buy_prices"])
                if price <= view["chips"][seat] and n <= view["deck_size"]]
    return [Play(a, b) for a, b in itertools.combinations(_hand(view), 2)]


def seat_view(view: dict | SeatView) -> SeatView:
    """A bot's view: a snapshot read into cards and actions, or a ``SeatView`` the engine gave."""
    if isinstance(view, SeatView):
        return view
    return SeatView(viewer=view["viewer"], phase=view["phase"], play=view["play"], hand=tuple(_hand(view)),
                    chips=view["chips"], legal_actions=legal_from_view(view))


class RandomBot:
    """Picks uniformly among the legal actions; seeded for reproducible games."""

    reads_seat_view = True

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: dict | SeatView) -> Buy | Play:
        return self._rng.choice(seat_view(view).legal_actions)


@functools.lru_cache(maxsize=1)
def _quantiles() -> Mapping[int, float]:
    """For each combination strength, the share of all 1,770 two-card combinations it beats
    (ties counted half): a measure of how good a combination is, from 0 to 1."""
    strengths = sorted(classify(a, b).strength for a, b in itertools.combinations(deck(), 2))
    total = len(strengths)
    return {s: (strengths.index(s) + strengths.count(s) / 2) / total for s in set(strengths)}


T = TypeVar("T")


def _matchings(cards: list[T], pairs: int) -> Iterator[list[tuple[T, T]]]:
    """Every way to make ``pairs`` disjoint pairs from ``cards`` (cards may be left over)."""
    if pairs == 0:
        yield []
        return
    if len(cards) < 2 * pairs:
        return
    first, rest = cards[0], cards[1:]
    for i, partner in enumerate(rest):
        for others in _matchings(rest[:i] + rest[i + 1:], pairs - 1):
            yield [(first, partner), *others]
    if len(rest) >= 2 * pairs:  # leave the first card out
        yield from _matchings(rest, pairs)


@functools.lru_cache(maxsize=64)
def _pairings(cards: int, pairs: int) -> tuple[tuple[int, ...], ...]:
    """``_matchings`` of ``cards`` positions, in the same order, each pair of positions ``i < j`` as
    the number ``i * cards + j``: worked out once per hand size, so that a plan only looks numbers up."""
    return tuple(tuple(i * cards + j for i, j in matching) for matching in _matchings(list(range(cards)), pairs))


class PlannerBot:
    """Plans the remaining plays of the hand; see the module docstring. Deterministic."""

    # How much the strongest, second, third and fourth pair of a plan weigh.
    WEIGHTS = (4.0, 2.0, 1.5, 1.0)

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)  # breaks ties between equal plans reproducibly

    reads_seat_view = True

    def choose(self, view: dict | SeatView) -> Buy | Play:
        seen = seat_view(view)
        if not seen.legal_actions:
            raise IllegalAction.coded("twins.error.nothing_to_do", seat=seen.viewer)
        if seen.phase == "buy":
            return self._buy(seen)
        assert seen.play is not None  # a play phase has its number
        plan = self._plan(list(seen.hand), 4 - seen.play + 1)
        return Play(*plan[seen.play].cards)

    def _buy(self, seen: SeatView) -> Buy:
        hand = seen.hand
        strong = sum(classify(a, b).kind in ("twins", "pair") for a, b in itertools.combinations(hand, 2))
        chips = seen.chips[seen.viewer]
        wanted = 2 if strong == 0 and chips >= 9 else 1 if strong <= 1 and chips >= 5 else 0
        return max((b for b in seen.legal_actions if isinstance(b, Buy) and b.count <= wanted), key=lambda b: b.count)

    def _plan(self, hand: list[Card], plays_left: int) -> dict[int, Combo]:
        """The combinations for each remaining play (numbered 1–4), from the best matching."""
        quantile = _quantiles()
        hand = sorted(hand)
        size = len(hand)
        combo: dict[int, Combo] = {}
        worth = [0.0] * size * size  # each pair's quantile: it sorts as the combinations do, by strength
        for i, j in itertools.combinations(range(size), 2):
            combo[i * size + j] = found = classify(hand[i], hand[j])
            worth[i * size + j] = quantile[found.strength]
        best_pairs: tuple[int, ...] = ()
        best_score = -1.0
        draw, weigh, weights = self._rng.random, worth.__getitem__, self.WEIGHTS
        for pairs in _pairings(size, plays_left):
            score = sum(map(operator.mul, weights, sorted(map(weigh, pairs), reverse=True)))
            score += draw() * 1e-9
            if score > best_score:
                best_pairs, best_score = pairs, score
        best = sorted((combo[pair] for pair in best_pairs), reverse=True)
        plays = list(range(5 - plays_left, 5))
        # The strongest takes play 4; a Twins or Pair next in line goes to play 2, where the top
        # wins; otherwise play 3 gets the next best (losing it costs 1 and play 4).
        order = [4]
        rest = [p for p in (2, 3, 1) if p in plays]
        if len(best) > 1 and best[1].kind not in ("twins", "pair") and 2 in rest and 3 in rest:
            rest = [3, 2, 1] if 1 in rest else [3, 2]
        order += rest
        return dict(zip(order, best))
