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

import operator
from collections.abc import Iterable, Sequence

import numpy as np
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


_BIT = operator.attrgetter("bit")


def mask_of(cards: Iterable[Card]) -> Mask:
    cards = cards if isinstance(cards, (list, tuple)) else list(cards)
    mask = sum(map(_BIT, cards))
    if mask.bit_count() != len(cards):
        seen: set[Card] = set()
        twice = next(card for card in cards if card in seen or seen.add(card))
        raise ValueError(f"{twice} appears twice")
    return mask


def cards_of(mask: Mask) -> tuple[Card, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def points_of(mask: Mask) -> int:
    return ROW_POINTS[mask & ROW] + ROW_POINTS[mask >> 13 & ROW] + ROW_POINTS[mask >> 26 & ROW] + ROW_POINTS[mask >> 39]


ROW = (1 << 13) - 1
# The deadwood points of every set of ranks within one suit (a 13-bit row).
ROW_POINTS = tuple(sum(min(rank + 1, 10) for rank in range(13) if row >> rank & 1) for row in range(1 << 13))


def _runs_of(row: int) -> int:
    starts = row & row >> 1 & row >> 2  # ranks that begin three in a row
    return starts | starts << 1 | starts << 2


# The cards of a row that lie in runs of three or more: one lookup instead of a few operations.
ROW_RUNS = tuple(_runs_of(row) for row in range(1 << 13))


def _quick_melds(mask: Mask) -> tuple[Mask, ...] | None:
    """The melds to lay when no card is in both a set and a run (see ``_quick_deadwood``): every
    set of 3 or 4, and every maximal run. None when some card is in both."""
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    ra, rb, rc, rd = ROW_RUNS[a], ROW_RUNS[b], ROW_RUNS[c], ROW_RUNS[d]
    if not (sets | ra | rb | rc | rd):  # most hands: no meld at all
        return ()
    melds = []
    for suit, runs in enumerate((ra, rb, rc, rd)):
        if runs & sets:
            return None
        while runs:  # each maximal stretch of consecutive ranks is one run
            stretch = runs & -runs
            while (grown := stretch | (stretch << 1 & runs)) != stretch:
                stretch = grown
            melds.append(stretch << (13 * suit))
            runs &= ~stretch
    rows = (a, b, c, d)
    while sets:
        low = sets & -sets
        melds.append(sum(low << (13 * suit) for suit in range(4) if rows[suit] & low))
        sets ^= low
    return tuple(sorted(melds))


def _quick_deadwood(mask: Mask) -> int | None:
    """The least deadwood when no card of the hand is in both a set and a run, else None.

    Then all the hand's melds can be laid at once (sets of different ranks, and the runs of a
    suit, are disjoint; a run of more than 3 is used whole), so the deadwood is simply the cards
    in no meld: a few bit operations per suit, no search. Most hands are like that.
    """
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)  # ranks held in 3 or 4 suits
    ra, rb, rc, rd = ROW_RUNS[a], ROW_RUNS[b], ROW_RUNS[c], ROW_RUNS[d]
    if (ra | rb | rc | rd) & sets:
        return None
    keep = ~sets
    return (ROW_POINTS[a & ~ra & keep] + ROW_POINTS[b & ~rb & keep] + ROW_POINTS[c & ~rc & keep]
            + ROW_POINTS[d & ~rd & keep])


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
    """One hand's search: its melds (listed once), the cards in any of them, and the best
    deadwood of each sub-hand seen."""

    __slots__ = ("melds", "meldable", "memo")

    def __init__(self, mask: Mask) -> None:
        self.melds = held_melds(mask)
        self.meldable = 0
        for meld in self.melds:
            self.meldable |= meld
        self.memo: dict[Mask, int] = {}


def _min_deadwood(mask: Mask, search: _Search) -> int:
    """The least deadwood of the cards in ``mask`` (a sub-hand of the search's hand)."""
    loose = mask & ~search.meldable
    if loose:  # cards in no meld at all are deadwood whatever else happens
        return points_of(loose) + _min_deadwood(mask & search.meldable, search)
    if not mask:
        return 0
    memo = search.memo
    known = memo.get(mask)
    if known is not None:
        return known
    best = _quick_deadwood(mask)  # a sub-hand without a card in both a set and a run is easy
    if best is not None:
        memo[mask] = best
        return best
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
    quick = _quick_deadwood(mask)
    return _min_deadwood(mask, _Search(mask)) if quick is None else quick


def _one_best(mask: Mask, search: _Search) -> tuple[Mask, ...]:
    """One set of melds with the least deadwood, following the search's choices back."""
    melds: list[Mask] = []
    while True:
        mask &= search.meldable  # cards in no meld are deadwood: leave them
        if not mask:
            break
        target = _min_deadwood(mask, search)
        low = (mask & -mask).bit_length() - 1
        for meld in search.melds:
            if meld >> low & 1 and meld & mask == meld and _min_deadwood(mask & ~meld, search) == target:
                melds.append(meld)
                mask &= ~meld
                break
        else:  # the lowest card is deadwood
            mask &= ~(1 << low)
    return tuple(sorted(melds))


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


class Arrangement(tuple):
    """Melds (tuples of cards, in order) and deadwood (cards), with the deadwood's points.

    A light tuple of (hand mask, meld masks, points): the search makes many, and the card tuples
    are made only when asked for.
    """

    __slots__ = ()

    def __new__(cls, mask: Mask, meld_masks: tuple[Mask, ...]) -> Arrangement:
        used = 0
        for meld in meld_masks:
            used |= meld
        left = mask & ~used
        points = (ROW_POINTS[left & ROW] + ROW_POINTS[left >> 13 & ROW] + ROW_POINTS[left >> 26 & ROW]
                  + ROW_POINTS[left >> 39])
        return tuple.__new__(cls, (mask, meld_masks if type(meld_masks) is tuple else tuple(meld_masks), points))

    mask = property(operator.itemgetter(0), doc="The hand as a bitmask.")
    meld_masks = property(operator.itemgetter(1), doc="The melds as bitmasks.")
    points = property(operator.itemgetter(2), doc="The deadwood's points.")

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(cards_of(m) for m in self[1])

    @property
    def deadwood(self) -> tuple[Card, ...]:
        used = 0
        for meld in self[1]:
            used |= meld
        return cards_of(self[0] & ~used)

    def __repr__(self) -> str:
        return f"<Arrangement {self}>"

    def __str__(self) -> str:
        parts = ["-".join(map(str, meld)) for meld in self.melds]
        dead = " ".join(map(str, self.deadwood)) or "none"
        return f"melds {' '.join(parts) or 'none'}; deadwood {dead} = {self.points}"


def all_best_melds(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement of ``cards`` with the least deadwood (the showdown chooses among them)."""
    mask = mask_of(cards)
    return [Arrangement(mask, melds) for melds in _arrangements(mask, _Search(mask))]


def best_melds(cards: Iterable[Card]) -> Arrangement:
    """An arrangement of ``cards`` with the least deadwood, for any number of cards.

    >>> from cardwidgets.games.ginrummy.cards import parse_cards
    >>> print(best_melds(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D")))
    melds 3♠-3♥-3♦ 4♠-4♥-4♦ 9♠-9♥-9♦-9♣; deadwood none = 0
    """
    mask = mask_of(cards)
    quick = _quick_melds(mask)
    return Arrangement(mask, quick if quick is not None else _one_best(mask, _Search(mask)))


def deadwood_after_each_discard(cards: Iterable[Card]) -> dict[Card, int]:
    """For each card, the least deadwood of the others: what each discard would leave."""
    cards = list(cards)
    mask = mask_of(cards)
    if _quick_deadwood(mask) is not None:  # no card in both a set and a run: nor after a discard
        return {c: _quick_deadwood(mask & ~(1 << c.index)) for c in cards}
    search = _Search(mask)  # the sub-hands share their melds and their own sub-hands
    return {c: _min_deadwood(mask & ~(1 << c.index), search) for c in cards}


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
    after = deadwood_after_each_discard(cards)
    points, _, _, card = min((points, -c.points, c.index, c) for c, points in after.items())
    return card, points


_ROW_POINTS_ARRAY = np.array(ROW_POINTS, dtype=np.int64)


def min_deadwood_many(hands: np.ndarray | Sequence[Sequence[Card]]) -> np.ndarray:
    """The least deadwood of many hands at once: an (N, k) array of card indices (0–51), or a
    list of hands of Card objects. The no-conflict rule of ``_quick_deadwood`` is applied to
    all hands together with numpy; the few hands with a card in both a set and a run are searched.
    """
    if not isinstance(hands, np.ndarray):
        hands = np.array([[card.index for card in hand] for hand in hands], dtype=np.int64).reshape(len(hands), -1)
    hands = np.asarray(hands, dtype=np.int64)
    if hands.ndim != 2 or hands.size and (hands.min() < 0 or hands.max() > 51):
        raise ValueError("hands must be an (N, k) array of card indices from 0 to 51")
    whole = np.left_shift(1, hands).sum(axis=1)  # the hands as 52-bit masks (cards are distinct)
    rows = [(whole >> (13 * suit)) & ROW for suit in range(4)]
    a, b, c, d = rows
    sets = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    total = np.zeros(len(hands), dtype=np.int64)
    conflict = np.zeros(len(hands), dtype=bool)
    for row in rows:
        starts = row & (row >> 1) & (row >> 2)
        runs = starts | (starts << 1) | (starts << 2)
        conflict |= (runs & sets) != 0
        total += _ROW_POINTS_ARRAY[row & ~runs & ~sets]
    masks = whole.tolist()
    twice = [i for i, m in enumerate(masks) if m.bit_count() != hands.shape[1]]
    if twice:
        raise ValueError(f"hand {twice[0]} holds the same card twice")
    for i in np.flatnonzero(conflict).tolist():
        total[i] = _min_deadwood(masks[i], _Search(masks[i]))
    return total
