"""Scoring: every run of consecutive numbers counts only its lowest card; each chip takes a point off.

>>> runs([21, 4, 6, 10])
[[4], [6], [10], [21]]
>>> score([13, 15, 16]), score([13, 14, 15, 16])
(28, 13)
"""

from __future__ import annotations

from collections.abc import Iterable


def runs(cards: Iterable[int]) -> list[list[int]]:
    """The runs of consecutive numbers among ``cards``, each sorted, lowest run first."""
    ordered = sorted(cards)
    if len(set(ordered)) != len(ordered):
        raise ValueError(f"a player cannot hold a card twice: {ordered}")
    out: list[list[int]] = []
    for card in ordered:
        if out and card == out[-1][-1] + 1:
            out[-1].append(card)
        else:
            out.append([card])
    return out


def card_points(cards: Iterable[int]) -> int:
    """The points of the cards alone: the sum of each run's lowest card."""
    held = set(cards)
    return sum([card for card in held if card - 1 not in held])


def _lowest_sums(shift: int) -> list[int]:
    """For every 12-bit number: the sum of its set bits' positions, each plus ``shift``."""
    sums = [0] * 4096
    for bits in range(1, 4096):
        low = bits & -bits
        sums[bits] = sums[bits ^ low] + low.bit_length() - 1 + shift
    return sums


_LOW, _MIDDLE, _HIGH = _lowest_sums(0), _lowest_sums(12), _lowest_sums(24)


def mask_points(held: int) -> int:
    """``card_points`` of cards held as a bitmask (bit ``c`` for card ``c``, cards below 36), as the
    engine keeps them: each run's lowest card is a set bit with no set bit just below it, and the
    sum of their positions is read from tables, twelve bits at a time."""
    lowest = held & ~(held << 1)
    return _LOW[lowest & 4095] + _MIDDLE[lowest >> 12 & 4095] + _HIGH[lowest >> 24]


def score(cards: Iterable[int], chips: int = 0) -> int:
    """A player's score: card points minus chips. Lower is better."""
    cards = list(cards)
    runs(cards)  # refuses duplicates
    return card_points(cards) - chips


def marginal_cost(cards: Iterable[int], card: int) -> int:
    """How many points taking ``card`` adds to ``cards`` (negative when it joins two runs)."""
    held = set(cards)
    return card_points(held | {card}) - card_points(held)
