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


def _run_points(offset: int, size: int) -> list[int]:
    """For every number below ``size`` whose bit ``i`` is card ``offset + i``: the sum of each run's
    lowest card among bits 1 and up (bit 0, the card just below them, only tells whether bit 1
    starts a run), built from the top bit down."""
    sums = [0] * size
    for bits in range(2, size):
        top = bits.bit_length() - 1
        sums[bits] = sums[bits ^ 1 << top] + (0 if bits >> (top - 1) & 1 else offset + top)
    return sums


_LOW, _MIDDLE, _HIGH = _run_points(0, 8192), _run_points(12, 8192), _run_points(24, 4096)


def mask_points(held: int) -> int:
    """``card_points`` of cards held as a bitmask (bit ``c`` for card ``c``, cards below 36), as the
    engine keeps them: read from tables of thirteen bits, cards 1–12, 13–24 and 25–35 each with the
    card below them, which says whether the first starts a run (four operations on the mask, not
    the eight of finding each run's lowest card first)."""
    return _LOW[held & 8191] + _MIDDLE[held >> 12 & 8191] + _HIGH[held >> 24]


def score(cards: Iterable[int], chips: int = 0) -> int:
    """A player's score: card points minus chips. Lower is better."""
    cards = list(cards)
    runs(cards)  # refuses duplicates
    return card_points(cards) - chips


def marginal_cost(cards: Iterable[int], card: int) -> int:
    """How many points taking ``card`` adds to ``cards`` (negative when it joins two runs)."""
    held = set(cards)
    return card_points(held | {card}) - card_points(held)
