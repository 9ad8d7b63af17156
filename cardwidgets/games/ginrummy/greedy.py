"""A greedy arrangement, the shortcut a beginner takes: lay the meld worth the most points, then the
most valuable meld among the cards left, and so on. It is quick and often right, and the tutorial
shows where it is wrong: the least deadwood needs a search (``melds.best_melds``).

>>> from cardwidgets.games.ginrummy.cards import parse_cards
>>> greedy_discard(parse_cards("2C 3C 3S 4C 4H 4S 5C 5H 5S AH AS"))   # the search finds 6
(Card('3', 'C'), 7)
"""

from __future__ import annotations

from collections.abc import Iterable

from cardwidgets.games.ginrummy.cards import Card
from cardwidgets.games.ginrummy.melds import Arrangement, cards_of, mask_of, points_of


def melds_in(mask: int) -> list[int]:
    """Every meld (as a bitmask) that the cards of ``mask`` can form: sets of 3 or 4, runs of 3 or more."""
    found = []
    for rank in range(13):
        held = [suit * 13 + rank for suit in range(4) if mask >> (suit * 13 + rank) & 1]
        if len(held) >= 3:
            found.append(sum(1 << i for i in held))
        if len(held) == 4:  # and each set of three
            found += [sum(1 << i for i in held if i != out) for out in held]
    for suit in range(4):
        for start in range(13):
            run = 0
            for rank in range(start, 13):
                if not mask >> (suit * 13 + rank) & 1:
                    break
                run |= 1 << (suit * 13 + rank)
                if rank - start >= 2:
                    found.append(run)
    return found


def greedy_melds(cards: Iterable[Card] | int) -> Arrangement:
    """The greedy arrangement: the most valuable meld first (ties: the lowest cards), then again."""
    mask = cards if isinstance(cards, int) else mask_of(cards)
    left, chosen = mask, []
    while melds := melds_in(left):
        best = min(melds, key=lambda m: (-points_of(m), m))
        chosen.append(best)
        left &= ~best
    return Arrangement.of(mask, sorted(chosen))


def greedy_discard(cards: Iterable[Card]) -> tuple[Card, int]:
    """For 11 cards, the shortcut's discard: arrange greedily, throw the deadwood card worth most
    (with no deadwood, the top card of a meld of four or more), and the deadwood that leaves."""
    cards = list(cards)
    if len(cards) != 11:
        raise ValueError(f"greedy_discard takes the 11 cards held before a discard, not {len(cards)}")
    arrangement = greedy_melds(cards)
    if arrangement.deadwood:
        card = max(arrangement.deadwood, key=lambda c: (c.points, c.index))
        return card, arrangement.points - card.points
    long_meld = next(m for m in arrangement.meld_masks if m.bit_count() > 3)
    return cards_of(long_meld)[-1], 0
