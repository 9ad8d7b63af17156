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

Speed (issue 11: per call, at least as fast as OpenSpiel's C++ from pure Python): a list of cards
is read by one ``sum`` of per-card ints, its tally (see ``TALLY_START``), which tells at once
whether any rank is in three suits and whether any run is held; six 10-card hands in ten have
neither and are answered by the tally alone, most others by one more lookup.
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
SUITS_ROWS = tuple(ROW << 13 * suit for suit in range(4))  # each suit's 13 cards


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

# A hand's tally: one int, the sum of its cards' tallies, from which the common cases are read by
# a bit test or two. Bit arithmetic costs about 20 ns an operation in CPython, while the sum runs in
# C. From bit 0: the hand's mask; a 3-bit count per rank (13 fields: a rank in 3 or 4 suits makes a
# set); a 3-bit count per window of three consecutive ranks of a suit (44 fields: a full window
# starts a run); the points of the cards. The sum starts from one in every count, so a count of
# 3 or more shows as its field's bit 2 (at most 5: no field spills into the next).
# Measured and left: reading the cards two at a time (a table of the 2,652 ordered pairs' tallies)
# halves the additions of 230-bit ints and saves 5% of the instructions, but the table does not stay
# in the L1 cache and a call takes 2-4% longer; a 63-bit sum (mask and points, which CPython adds
# without making ints) with the sets and runs then found from the mask takes 10% more instructions.
DECK_MASK = (1 << 52) - 1
_RANK_FIELDS, _WINDOW_FIELDS = 52, 52 + 3 * 13
POINTS_SHIFT = _WINDOW_FIELDS + 3 * 44
SET_TEST = sum(4 << _RANK_FIELDS + 3 * rank for rank in range(13))
RUN_TEST = sum(4 << _WINDOW_FIELDS + 3 * window for window in range(44))
MELD_TEST = SET_TEST | RUN_TEST
TALLY_START = MELD_TEST >> 2
ONE_SET = {4 << _RANK_FIELDS + 3 * rank: ((1 << rank) * SPREAD, ROW_POINTS[1 << rank]) for rank in range(13)}
"""A tally's meld bits (``tally & MELD_TEST``) when one rank is held in 3 or 4 suits and no run → that
rank in all four suits (a hand's set is its cards among them) and the rank's points."""


def _one_suit_runs() -> dict[int, tuple[tuple[Mask, ...], int]]:
    found: dict[int, tuple[tuple[Mask, ...], int]] = {}
    for suit in range(4):
        for row in range(1 << 13):
            starts = row & row >> 1 & row >> 2  # full windows: ranks that begin three in a row
            if starts:
                windows = sum(4 << _WINDOW_FIELDS + 3 * (11 * suit + start) for start in range(11) if starts >> start & 1)
                found[windows] = SUIT_RUNS[suit][row], ROW_POINTS[ROW_RUNS[row]]
    return found


ONE_SUIT_RUNS = _one_suit_runs()
"""A tally's meld bits (``tally & MELD_TEST``) when no rank is in 3 suits and the runs are all in one
suit → the runs (each stretch whole, in order) and their cards' points: a hand's runs are its full
windows joined. Both tables are keyed by all the meld bits, those of the no-meld test, so that a
hand with one set or runs in one suit costs one lookup and no more operations on the wide tally."""


def _card_tally(card: Card) -> int:
    suit, rank = divmod(card.index, 13)
    windows = sum(1 << _WINDOW_FIELDS + 3 * (11 * suit + start) for start in range(max(rank - 2, 0), min(rank, 10) + 1))
    return card.bit | 1 << _RANK_FIELDS + 3 * rank | windows | card.points << POINTS_SHIFT


class _CardTallies(dict):
    """Card → its tally (cards are identity-hashed singletons); anything else → 0, so that a list
    holding it fails the bit count of its mask and goes to ``mask_of``, which says what is wrong."""

    def __missing__(self, key: object) -> int:
        return 0


_TALLY_OF = _CardTallies((card, _card_tally(card)) for card in DECK).__getitem__
_BIT = operator.attrgetter("bit")


def mask_of(cards: Iterable[Card]) -> Mask:
    cards = cards if isinstance(cards, (list, tuple)) else list(cards)
    try:
        mask = sum(map(_BIT, cards))
    except AttributeError:
        raise ValueError(f"not a card: {next(c for c in cards if not isinstance(c, Card))!r}") from None
    if mask.bit_count() != len(cards):
        twice = next(card for i, card in enumerate(cards) if card in cards[:i])
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
    in_runs = ROW_RUNS[a] | ROW_RUNS[b] << 13 | ROW_RUNS[c] << 26 | ROW_RUNS[d] << 39
    sure, open_ranks = [], []
    for spread in RANK_SPREADS[(a & b) & (c | d) | (c & d) & (a | b)]:  # ranks held in 3 or 4 suits
        cards = spread & mask
        if not cards & in_runs:
            sure.append(cards)
        else:
            open_ranks.append(_rank_options(cards, spread))
    return sure, open_ranks


def _rank_options(cards: Mask, spread: Mask) -> tuple[Mask, ...]:
    """The ways to use a rank's ``cards`` (3 or 4; ``spread``: the rank in every suit) that runs
    want too: the whole set, none (0), or a set of three without one of four."""
    if cards.bit_count() == 3:
        return cards, 0
    return cards, 0, *(cards & ~(spread & suit) for suit in SUITS_ROWS)


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


def _without(mask: Mask, sets: Iterable[Mask]) -> Mask:
    for meld in sets:
        mask &= ~meld
    return mask


def _least(mask: Mask) -> tuple[int, tuple[Mask, ...]]:
    """The least deadwood of a hand, and the sets of a choice that reaches it: of equal choices,
    the least tuple of sets (``min`` over ``_set_choices``)."""
    sure, open_ranks = _set_options(mask)
    if len(open_ranks) != 1:
        return min((_run_deadwood(_without(mask, sets)), sets) for sets in _set_choices(mask))
    # Nine times in ten one rank is open: its options alone are weighed, and (points, option)
    # orders them as the tuples of sets would (no set, 0, before any set; then the lesser mask).
    rest = _without(mask, sure)
    points, option = min([(_run_deadwood(rest & ~option), option) for option in open_ranks[0]])
    return points, (*sure, option) if option else tuple(sure)


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
    the card tuples are made only when asked for. ``Arrangement((mask, meld_masks, points))`` is
    tuple's own constructor, in C, for the search that knows the points already; ``of`` counts them.
    """

    __slots__ = ()

    @classmethod
    def of(cls, mask: Mask, meld_masks: Iterable[Mask]) -> Arrangement:
        """The arrangement of the hand ``mask`` that lays ``meld_masks``; the rest is deadwood."""
        meld_masks = tuple(meld_masks)
        used = 0
        for meld in meld_masks:
            used |= meld
        return cls((mask, meld_masks, points_of(mask & ~used)))

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


def _mask(cards: Iterable[Card] | Mask) -> Mask:
    """The mask of a hand given as a mask or as cards (``mask_of`` checks them)."""
    return cards if isinstance(cards, int) else mask_of(cards)


# Both searches read a list of cards through its tally (see TALLY_START), then go by rows of 13
# bits, one per suit, and table lookups. Six 10-card hands in ten hold no rank in three suits and no
# run; two in ten only sets; two in ten a run.

def min_deadwood(cards: Iterable[Card] | Mask) -> int:
    """The deadwood points of the best arrangement of ``cards`` (Card objects, or a bitmask)."""
    if type(cards) is list and (mask := (tally := sum(map(_TALLY_OF, cards), TALLY_START))
                                & DECK_MASK).bit_count() == len(cards):  # and no card twice
        if not (melds := tally & MELD_TEST):  # six hands in ten: no meld at all
            return tally >> POINTS_SHIFT
        if one := ONE_SET.get(melds):  # one set, no run
            return (tally >> POINTS_SHIFT) - (mask & one[0]).bit_count() * one[1]
        if runs := ONE_SUIT_RUNS.get(melds):  # runs in one suit, no set
            return (tally >> POINTS_SHIFT) - runs[1]
    else:
        mask = _mask(cards)  # a mask, another iterable; or a card twice, or no card, which mask_of names
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b) & (c | d) | (c & d) & (a | b)  # ranks held in 3 or 4 suits
    if not sets:  # every run laid whole, the rest is deadwood
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
    if type(cards) is list and (mask := (tally := sum(map(_TALLY_OF, cards), TALLY_START))
                                & DECK_MASK).bit_count() == len(cards):  # and no card twice
        if not (melds := tally & MELD_TEST):  # six hands in ten: no meld at all
            return Arrangement((mask, (), tally >> POINTS_SHIFT))
        if one := ONE_SET.get(melds):  # one set, no run
            meld = mask & one[0]
            return Arrangement((mask, (meld,), (tally >> POINTS_SHIFT) - meld.bit_count() * one[1]))
        if runs := ONE_SUIT_RUNS.get(melds):  # runs in one suit, no set: laid whole, the other cards deadwood
            return Arrangement((mask, runs[0], (tally >> POINTS_SHIFT) - runs[1]))
    else:
        mask = _mask(cards)  # a mask, another iterable; or a card twice, or no card, which mask_of names
    a, b, c, d = mask & ROW, mask >> 13 & ROW, mask >> 26 & ROW, mask >> 39
    sets = (a & b) & (c | d) | (c & d) & (a | b)  # ranks held in 3 or 4 suits
    if not sets:  # the runs laid whole (already in order), the rest is deadwood
        runs = SUIT_RUNS[0][a] + SUIT_RUNS[1][b] + SUIT_RUNS[2][c] + SUIT_RUNS[3][d]  # _runs(mask), inlined
        return Arrangement((mask, runs, ROW_DEAD[a] + ROW_DEAD[b] + ROW_DEAD[c] + ROW_DEAD[d]))
    keep = ~sets  # the rows without the sets' ranks: what is left when every set is laid
    wa, wb, wc, wd = a & keep, b & keep, c & keep, d & keep
    points = ROW_DEAD[wa] + ROW_DEAD[wb] + ROW_DEAD[wc] + ROW_DEAD[wd]
    if (ROW_RUNS[a] | ROW_RUNS[b] | ROW_RUNS[c] | ROW_RUNS[d]) & sets:  # a rank wanted by a set and a run
        if sets & sets - 1 or (mask & sets * SPREAD).bit_count() == 4:  # more than a set or none to weigh
            points, chosen = _least(mask)
            return Arrangement((mask, tuple(sorted((*chosen, *_runs(_without(mask, chosen))))), points))
        # Most often one rank of three cards: its set, unless leaving it to the runs does as well
        # (no set first among equals, as in _least).
        if (unset := ROW_DEAD[a] + ROW_DEAD[b] + ROW_DEAD[c] + ROW_DEAD[d]) <= points:
            return Arrangement((mask, SUIT_RUNS[0][a] + SUIT_RUNS[1][b] + SUIT_RUNS[2][c] + SUIT_RUNS[3][d], unset))
    # Every set laid, and the runs of the rest (those of the whole hand when no set card is in one).
    melds = [*SUIT_RUNS[0][wa], *SUIT_RUNS[1][wb], *SUIT_RUNS[2][wc], *SUIT_RUNS[3][wd],
             *map(mask.__and__, RANK_SPREADS[sets])]
    melds.sort()
    return Arrangement((mask, tuple(melds), points))


def all_best_melds(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement of ``cards`` with the least deadwood (the showdown chooses among them)."""
    mask = mask_of(cards)
    return [Arrangement.of(mask, melds) for melds in _arrangements(mask)]


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
