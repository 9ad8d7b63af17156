"""Melds and deadwood: the arrangement of a hand with the least deadwood, found exactly.

A meld is a set (3 or 4 cards of one rank) or a run (3 or more cards of one suit in sequence, aces
low). Cards in no meld are deadwood. The search works on bitmasks of the 52 cards (suit × 13 +
rank). First it lists the melds the hand holds, with bit tricks on each suit's 13-bit row; cards in
none of them are deadwood for sure. Then, for the rest: take the lowest card left; either it is
deadwood, or it belongs to one of the melds that contain it and fit in what is left. Every
arrangement is one of these choices, so the minimum over them is exact; results of sub-hands are
remembered, since different choices lead to the same cards left.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardwidgets.games.ginrummy.cards import DECK, POINTS, Card

Mask = int


def _all_melds() -> list[Mask]:
    melds = []
    for rank in range(13):
        same = [suit * 13 + rank for suit in range(4)]
        for left_out in range(-1, 4):  # all four, or leave one out
            cards = [c for i, c in enumerate(same) if i != left_out]
            melds.append(sum(1 << c for c in cards))
    for suit in range(4):
        for start in range(13):
            for end in range(start + 3, 14):
                melds.append(sum(1 << (suit * 13 + r) for r in range(start, end)))
    return melds


MELDS: tuple[Mask, ...] = tuple(_all_melds())


def mask_of(cards: Iterable[Card]) -> Mask:
    mask = 0
    for card in cards:
        bit = 1 << card.index
        if mask & bit:
            raise ValueError(f"{card} appears twice")
        mask |= bit
    return mask


def cards_of(mask: Mask) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in range(52) if mask >> i & 1)


def points_of(mask: Mask) -> int:
    return sum(POINTS[i] for i in range(52) if mask >> i & 1)


ROW = (1 << 13) - 1


def held_melds(mask: Mask) -> list[Mask]:
    """Every meld contained in ``mask``."""
    rows = [mask >> (13 * suit) & ROW for suit in range(4)]
    found = []
    a, b, c, d = rows
    triple_ranks = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    while triple_ranks:
        rank = (triple_ranks & -triple_ranks).bit_length() - 1
        triple_ranks &= triple_ranks - 1
        suits = [suit for suit in range(4) if rows[suit] >> rank & 1]
        cards = [1 << (suit * 13 + rank) for suit in suits]
        if len(cards) == 4:
            found.append(sum(cards))
        for left_out in range(len(cards)) if len(cards) == 4 else [None]:
            found.append(sum(card for i, card in enumerate(cards) if i != left_out))
    for suit, row in enumerate(rows):
        starts = row & (row >> 1) & (row >> 2)  # ranks that begin three in a row
        while starts:
            start = (starts & -starts).bit_length() - 1
            starts &= starts - 1
            end = start + 3
            while end < 13 and row >> end & 1:
                end += 1
            # Runs from this start: to every end from start+3 on.
            for stop in range(start + 3, end + 1):
                found.append(((1 << (stop - start)) - 1) << (suit * 13 + start))
    return found


class _Search:
    """One hand's search: its melds (listed once) and the best deadwood of each sub-hand seen."""

    __slots__ = ("melds", "memo")

    def __init__(self, mask: Mask) -> None:
        self.melds = held_melds(mask)
        self.memo: dict[Mask, int] = {}


def _min_deadwood(mask: Mask, search: _Search) -> int:
    """The least deadwood of the cards in ``mask`` (a sub-hand of the search's hand)."""
    if not mask:
        return 0
    memo = search.memo
    known = memo.get(mask)
    if known is not None:
        return known
    low = (mask & -mask).bit_length() - 1
    best = POINTS[low] + _min_deadwood(mask & ~(1 << low), search)
    for meld in search.melds:
        if meld >> low & 1 and meld & mask == meld:
            rest = _min_deadwood(mask & ~meld, search)
            if rest < best:
                best = rest
                if best == 0:
                    break
    memo[mask] = best
    return best


def min_deadwood(cards: Iterable[Card] | Mask) -> int:
    """The deadwood points of the best arrangement of ``cards`` (Card objects, or a bitmask)."""
    mask = cards if isinstance(cards, int) else mask_of(cards)
    return _min_deadwood(mask, _Search(mask))


def _arrangements(mask: Mask, search: _Search) -> list[tuple[Mask, ...]]:
    """Every set of melds whose deadwood is the least (melds as masks, each set sorted)."""
    if not mask:
        return [()]
    target = _min_deadwood(mask, search)
    low = (mask & -mask).bit_length() - 1
    found: set[tuple[Mask, ...]] = set()
    rest = mask & ~(1 << low)
    if POINTS[low] + _min_deadwood(rest, search) == target:
        found.update(_arrangements(rest, search))
    for meld in search.melds:
        if meld >> low & 1 and meld & mask == meld and _min_deadwood(mask & ~meld, search) == target:
            found.update(tuple(sorted((meld, *others))) for others in _arrangements(mask & ~meld, search))
    return sorted(found)


@dataclass(frozen=True)
class Arrangement:
    """Melds (tuples of cards, in order) and deadwood (cards), with the deadwood's points."""

    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    points: int

    @classmethod
    def of(cls, mask: Mask, melds: tuple[Mask, ...]) -> Arrangement:
        used = 0
        for meld in melds:
            used |= meld
        return cls(tuple(cards_of(m) for m in melds), cards_of(mask & ~used), points_of(mask & ~used))

    def __str__(self) -> str:
        parts = ["-".join(map(str, meld)) for meld in self.melds]
        dead = " ".join(map(str, self.deadwood)) or "none"
        return f"melds {' '.join(parts) or 'none'}; deadwood {dead} = {self.points}"


def all_best_melds(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement of ``cards`` with the least deadwood (the showdown chooses among them)."""
    mask = mask_of(cards)
    return [Arrangement.of(mask, melds) for melds in _arrangements(mask, _Search(mask))]


def best_melds(cards: Iterable[Card]) -> Arrangement:
    """An arrangement of ``cards`` with the least deadwood, for any number of cards.

    >>> from cardwidgets.games.ginrummy.cards import parse_cards
    >>> print(best_melds(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D")))
    melds 3♠-3♥-3♦ 4♠-4♥-4♦ 9♠-9♥-9♦-9♣; deadwood none = 0
    """
    return all_best_melds(cards)[0]


def best_discard(cards: Iterable[Card]) -> tuple[Card, int]:
    """For 11 cards: the discard that leaves the least deadwood, and that deadwood.

    Exact: every discard is tried. Ties go to the discard worth the most points (it is the card
    one would rather not keep).

    >>> from cardwidgets.games.ginrummy.cards import parse_cards
    >>> best_discard(parse_cards("2C 3C 3S 4C 4H 4S 5C 5H 5S AH AS"))
    (Card('5', 'H'), 6)
    """
    cards = list(cards)
    if len(cards) != 11:
        raise ValueError(f"best_discard takes the 11 cards held before a discard, not {len(cards)}")
    mask = mask_of(cards)
    search = _Search(mask)  # the 11 sub-hands share their melds and their sub-hands
    options = [(_min_deadwood(mask & ~(1 << c.index), search), -c.points, c.index, c) for c in cards]
    points, _, _, card = min(options)
    return card, points
