"""Melds and deadwood: the arrangement of a hand with the least deadwood, found exactly.

A meld is a set (3 or 4 cards of one rank) or a run (3 or more cards of one suit in sequence, aces
low). Cards in no meld are deadwood. Everything works on bitmasks of the 52 cards (suit × 13 +
rank), one 13-bit row per suit.

Why a few choices are enough: once it is settled which cards go into sets, the best use of the
others is every run they hold, each stretch of 3 or more consecutive cards of a suit laid whole (a
card left out of a stretch would only add deadwood). And a rank held in 3 or 4 suits whose cards
lie in no run can do nothing better than be a set. So only the ranks whose cards are wanted by a
set *and* a run are open, each with a handful of options (the whole set, a set of three leaving
the fourth card to its run, no set), and the least deadwood is the least over these choices. Most
hands have no such rank: then there is just one choice, a few table lookups.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cardwidgets.games.ginrummy.cards import DECK, Card

if TYPE_CHECKING:  # numpy serves only the batch below: the rest runs where numpy is missing
    import numpy as np

Mask = int

ROW = (1 << 13) - 1
SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39  # times a rank's bit: that rank in all four suits


def _row_points() -> tuple[int, ...]:
    """The deadwood points of every set of ranks within one suit (a 13-bit row): each row is a
    smaller row plus its lowest card (ace 1 … 10, J Q K 10)."""
    points = [0] * (1 << 13)
    for row in range(1, 1 << 13):
        low = row & -row
        points[row] = points[row ^ low] + min(low.bit_length(), 10)
    return tuple(points)


ROW_POINTS = _row_points()


def _stretches(row: int) -> tuple[int, ...]:
    """The maximal stretches of 3 or more consecutive ranks in a row: the runs to lay."""
    starts = row & row >> 1 & row >> 2  # ranks that begin three in a row
    runs = starts | starts << 1 | starts << 2
    found = []
    while runs:
        stretch = runs & -runs
        while (grown := stretch | (stretch << 1 & runs)) != stretch:
            stretch = grown
        found.append(stretch)
        runs &= ~stretch
    return tuple(found)


# Per row, the cards in its runs, and per suit and row, its runs as hand masks: table lookups
# instead of bit loops on the hot path.
ROW_STRETCHES = tuple(_stretches(row) for row in range(1 << 13))
ROW_RUNS = tuple(sum(stretches) for stretches in ROW_STRETCHES)
ROW_DEAD = tuple(ROW_POINTS[row & ~runs] for row, runs in enumerate(ROW_RUNS))
"""Per row, the points of its cards outside every run: a suit's deadwood when no card goes in a set."""
SUIT_RUNS = tuple(tuple(tuple(s << 13 * suit for s in stretches) if stretches else () for stretches in ROW_STRETCHES)
                  for suit in range(4))

RANK_SPREADS = tuple(tuple((1 << rank) * SPREAD for rank in range(13) if ranks >> rank & 1) for ranks in range(1 << 13))
"""Per set of ranks (13 bits), each rank's four cards: masked by a hand, its sets."""

_BIT = operator.attrgetter("bit")
_new = tuple.__new__  # an Arrangement made directly from its three fields, on the hot paths


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


def _set_options(mask: Mask) -> tuple[list[Mask], list[tuple[Mask, ...]]]:
    """The sets worth trying (see the module's docstring): the sure ones, and each open rank's options.

    Ranks held in 3 or 4 suits whose cards are in no run are sets in every choice; each rank
    whose cards runs want too is laid as a set, as a set of three without one of its four
    cards, or not at all (0).
    """
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    ranks = (a & b) & (c | d) | (c & d) & (a | b)  # ranks held in 3 or 4 suits
    in_runs = ROW_RUNS[a] | ROW_RUNS[b] << 13 | ROW_RUNS[c] << 26 | ROW_RUNS[d] << 39
    sure, open_ranks = [], []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        cards = low * SPREAD & mask
        if not cards & in_runs:
            sure.append(cards)
        elif cards.bit_count() == 3:
            open_ranks.append((cards, 0))
        else:
            open_ranks.append((cards, 0, *(cards & ~(low << shift) for shift in (0, 13, 26, 39))))
    return sure, open_ranks


def _set_choices(mask: Mask) -> list[tuple[Mask, ...]]:
    """Every choice of sets worth trying: each a tuple of sets."""
    sure, open_ranks = _set_options(mask)
    if not open_ranks:
        return [tuple(sure)]
    return [(*sure, *filter(None, choice)) for choice in itertools.product(*open_ranks)]


def _least_points(mask: Mask) -> int:
    """The least deadwood of a hand, when only the points are wanted: each choice of sets as the
    one mask of cards it takes, scored by four table lookups."""
    sure, open_ranks = _set_options(mask)
    rest = _without(mask, sure)
    taken = [0]
    for options in open_ranks:
        taken = [cards | option for cards in taken for option in options]
    return min(_run_deadwood(rest & ~cards) for cards in taken)


def _run_deadwood(rest: Mask) -> int:
    """The deadwood of cards that go in no set: those outside every run."""
    return ROW_DEAD[rest & ROW] + ROW_DEAD[rest >> 13 & ROW] + ROW_DEAD[rest >> 26 & ROW] + ROW_DEAD[rest >> 39]


def _without(mask: Mask, sets: tuple[Mask, ...]) -> Mask:
    for meld in sets:
        mask &= ~meld
    return mask


def _least(mask: Mask) -> tuple[int, tuple[Mask, ...]]:
    """The least deadwood of a hand, and the sets of a choice that reaches it."""
    return min((_run_deadwood(_without(mask, sets)), sets) for sets in _set_choices(mask))


def _runs(rest: Mask) -> tuple[Mask, ...]:
    """The runs laid from cards that go in no set: each stretch whole, in order."""
    return SUIT_RUNS[0][rest & ROW] + SUIT_RUNS[1][rest >> 13 & ROW] + SUIT_RUNS[2][rest >> 26 & ROW] + SUIT_RUNS[3][rest >> 39]


def _cuts(stretch: Mask) -> list[tuple[Mask, ...]]:
    """Every way to lay a stretch of consecutive cards as runs: whole, or cut into runs of 3 or more."""
    low, size = stretch & -stretch, stretch.bit_count()
    ways: list[tuple[Mask, ...]] = [(stretch,)]
    for first in range(3, size - 2):
        head = low * ((1 << first) - 1)
        ways += [(head, *tail) for tail in _cuts(stretch & ~head)]
    return ways


def _arrangements(mask: Mask) -> list[tuple[Mask, ...]]:
    """Every set of melds whose deadwood is the least (melds as masks, each set sorted): the best
    choices of sets, with the rest's runs laid whole or cut."""
    scored = [(_run_deadwood(_without(mask, sets)), sets) for sets in _set_choices(mask)]
    least = min(points for points, _ in scored)
    found = set()
    for points, sets in scored:
        if points == least:
            for runs in itertools.product(*map(_cuts, _runs(_without(mask, sets)))):
                found.add(tuple(sorted(itertools.chain(sets, *runs))))
    return sorted(found)


class Arrangement(tuple):
    """Melds (tuples of cards, in order) and deadwood (cards), with the deadwood's points.

    A light tuple of (hand mask, meld masks, points): Monte Carlo and the showdown make many, and
    the card tuples are made only when asked for.
    """

    __slots__ = ()

    def __new__(cls, mask: Mask, meld_masks: tuple[Mask, ...]) -> Arrangement:
        used = 0
        for meld in meld_masks:
            used |= meld
        points = points_of(mask & ~used)
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


def min_deadwood(cards: Iterable[Card] | Mask) -> int:
    """The deadwood points of the best arrangement of ``cards`` (Card objects, or a bitmask)."""
    if type(cards) is list:  # mask_of, inlined: the call alone is a tenth of the time
        mask = sum(map(_BIT, cards))
        if mask.bit_count() != len(cards):
            mask_of(cards)  # raises, naming the card held twice
    else:
        mask = cards if type(cards) is int else mask_of(cards)
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b) & (c | d) | (c & d) & (a | b)  # ranks held in 3 or 4 suits
    if not sets:  # most hands: every run laid whole, the rest is deadwood
        return ROW_DEAD[a] + ROW_DEAD[b] + ROW_DEAD[c] + ROW_DEAD[d]
    if (ROW_RUNS[a] | ROW_RUNS[b] | ROW_RUNS[c] | ROW_RUNS[d]) & sets:  # a rank wanted by a set and a run
        return _least_points(mask)
    # Otherwise every set is laid, and the runs stay as they were (no set card is in one).
    keep = ~sets
    return ROW_DEAD[a & keep] + ROW_DEAD[b & keep] + ROW_DEAD[c & keep] + ROW_DEAD[d & keep]


def best_melds(cards: Iterable[Card] | Mask) -> Arrangement:
    """An arrangement of ``cards`` (Card objects, or a bitmask) with the least deadwood, for any
    number of cards.

    >>> from cardwidgets.games.ginrummy.cards import parse_cards
    >>> print(best_melds(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D")))
    melds 3♠-3♥-3♦ 4♠-4♥-4♦ 9♠-9♥-9♦-9♣; deadwood none = 0
    """
    mask = cards if type(cards) is int else mask_of(cards)
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b) & (c | d) | (c & d) & (a | b)  # ranks held in 3 or 4 suits
    if not sets:  # most hands: the runs laid whole (already in order), the rest is deadwood
        runs = SUIT_RUNS[0][a] + SUIT_RUNS[1][b] + SUIT_RUNS[2][c] + SUIT_RUNS[3][d]  # _runs(mask), inlined
        return _new(Arrangement, (mask, runs, ROW_DEAD[a] + ROW_DEAD[b] + ROW_DEAD[c] + ROW_DEAD[d]))
    if (ROW_RUNS[a] | ROW_RUNS[b] | ROW_RUNS[c] | ROW_RUNS[d]) & sets:  # a rank wanted by a set and a run
        points, chosen = _least(mask)
        return _new(Arrangement, (mask, tuple(sorted((*chosen, *_runs(_without(mask, chosen))))), points))
    melds = [*_runs(mask), *map(mask.__and__, RANK_SPREADS[sets])]  # otherwise lay every run and every set
    melds.sort()
    keep = ~sets
    return _new(Arrangement, (mask, tuple(melds), ROW_DEAD[a & keep] + ROW_DEAD[b & keep] + ROW_DEAD[c & keep]
                              + ROW_DEAD[d & keep]))


def all_best_melds(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement of ``cards`` with the least deadwood (the showdown chooses among them)."""
    mask = mask_of(cards)
    return [Arrangement(mask, melds) for melds in _arrangements(mask)]


def deadwood_after_each_discard(cards: Iterable[Card]) -> dict[Card, int]:
    """For each card, the least deadwood of the others: what each discard would leave."""
    cards = list(cards)
    mask = mask_of(cards)
    return {c: min_deadwood(mask & ~c.bit) for c in cards}


def discards_within(cards: Sequence[Card], limit: int) -> Mask:
    """The cards whose discard leaves ``limit`` deadwood or less (those one may knock with), as a mask.

    Exact, and quick: a discard lowers the least deadwood of all the cards by at most its own
    points (the best arrangement without it, plus it as deadwood, is an arrangement of all), so a
    card for which that bound stays over the limit is never tried; most hands try none.
    """
    mask = mask_of(cards)
    least = min_deadwood(mask)
    found = 0
    if least - 10 <= limit:
        for card in cards:
            if least - card.points <= limit and min_deadwood(mask & ~card.bit) <= limit:
                found |= card.bit
    return found


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


def min_deadwood_many(hands: np.ndarray | Sequence[Sequence[Card]]) -> np.ndarray:
    """The least deadwood of many hands at once: an (N, k) array of card indices (0–51), or a
    list of hands of Card objects. The one-choice rule of ``min_deadwood`` is applied to
    all hands together with numpy; the few hands with a rank wanted by a set and a run weigh their choices.
    """
    import numpy as np

    if not isinstance(hands, np.ndarray):
        hands = np.array([[card.index for card in hand] for hand in hands], dtype=np.int64).reshape(len(hands), -1)
    hands = np.asarray(hands, dtype=np.int64)
    if hands.ndim != 2 or (hands.size and (hands.min() < 0 or hands.max() > 51)):
        raise ValueError("hands must be an (N, k) array of card indices from 0 to 51")
    whole = np.left_shift(1, hands).sum(axis=1)  # the hands as 52-bit masks (cards are distinct)
    rows = [(whole >> (13 * suit)) & ROW for suit in range(4)]
    a, b, c, d = rows
    sets = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    row_points = np.array(ROW_POINTS, dtype=np.int64)
    total = np.zeros(len(hands), dtype=np.int64)
    conflict = np.zeros(len(hands), dtype=bool)
    for row in rows:
        starts = row & (row >> 1) & (row >> 2)
        runs = starts | (starts << 1) | (starts << 2)
        conflict |= (runs & sets) != 0
        total += row_points[row & ~runs & ~sets]
    masks = whole.tolist()
    twice = [i for i, m in enumerate(masks) if m.bit_count() != hands.shape[1]]
    if twice:
        raise ValueError(f"hand {twice[0]} holds the same card twice")
    for i in np.flatnonzero(conflict).tolist():
        total[i] = _least_points(masks[i])
    return total
