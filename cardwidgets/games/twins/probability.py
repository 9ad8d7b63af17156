r"""The chances behind Twins: exact counts for a hand, and seeded Monte Carlo for the rest.

Exact results count hands with generating functions instead of listing them. A hand of k cards is
a choice, for each number 1–10, of which of its six cards (W in white ink, B in black; 3 and 3 in
the default deck) the hand holds. For a property that can be checked number by number, the count of
k-card hands that have it is the coefficient of :math:`x^k` in the product over the ten numbers of
one polynomial per number:

- no Twins (at most one white and one black card of each number):
  :math:`(1 + (W+B)x + WBx^2)^{10}`;
- no Pair (each number's cards all in one ink): :math:`((1+x)^W + (1+x)^B - 1)^{10}`;
- neither Twins nor Pair (each number at most once): :math:`(1 + (W+B)x)^{10}`.

With all numbers different, a hand has Singles as its best combination only if all its colours
differ too: :math:`\binom{10}{k} \cdot 6!/(6-k)!` hands. **An 8-card hand can never have Singles
as its best combination**: if two of its cards share a number they make a Twins or a Pair;
otherwise its 8 cards fall into only 6 colours, so (pigeonhole) two share a colour and make a Color.

Monte Carlo results come as an :class:`Estimate` with its standard error; every simulation takes a
``seed`` and gives the same answer for the same seed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from itertools import combinations

import numpy as np

from cardwidgets.estimate import Estimate
from cardwidgets.games.twins.cards import COLORS, DEFAULT_INK, Card
from cardwidgets.games.twins.combos import KINDS, Combo

DECK_SIZE = 60


# -- exact counting ----------------------------------------------------------------------------

def _multiply(p: list[int], q: list[int]) -> list[int]:
    out = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            out[i + j] += a * b
    return out


def _power_coefficient(poly: list[int], power: int, k: int) -> int:
    """The coefficient of x**k in poly**power."""
    result = [1]
    for _ in range(power):
        result = _multiply(result, poly)
    return result[k] if k < len(result) else 0


def _inks(ink_by_color: Mapping[str, str] | None) -> tuple[int, int]:
    inks = list((ink_by_color or DEFAULT_INK).values())
    return inks.count("white"), inks.count("black")


def _check_hand_size(k: int) -> None:
    if type(k) is not int or not 2 <= k <= DECK_SIZE:
        raise ValueError(f"a hand has 2 to 60 cards, not {k!r}")


def hand_counts(k: int, ink_by_color: Mapping[str, str] | None = None) -> dict[str, int]:
    """How many k-card hands there are in all, and with no Twins, with no Pair, with neither."""
    _check_hand_size(k)
    w, b = _inks(ink_by_color)
    no_pair_poly = [x + y for x, y in zip(
        [math.comb(w, i) for i in range(7)], [math.comb(b, i) for i in range(7)])]
    no_pair_poly[0] -= 1
    return {
        "all": math.comb(DECK_SIZE, k),
        "no_twins": _power_coefficient([1, w + b, w * b], 10, k),
        "no_pair": _power_coefficient(no_pair_poly, 10, k),
        "neither": _power_coefficient([1, w + b], 10, k),
        "all_different": math.comb(10, k) * math.perm(6, k) if k <= 6 else 0,
    }


def p_at_least_one(kind: str, k: int, ink_by_color: Mapping[str, str] | None = None) -> Fraction:
    """The exact chance that a k-card hand holds at least one Twins, Pair or Color.

    >>> round(float(p_at_least_one("twins", 8)), 3)
    0.677
    """
    counts = hand_counts(k, ink_by_color)
    if kind == "twins":
        missing = counts["no_twins"]
    elif kind == "pair":
        missing = counts["no_pair"]
    elif kind == "color":  # every colour at most once: choose k colours, any number for each
        missing = math.comb(6, k) * 10**k if k <= 6 else 0
    else:
        raise ValueError(f"kind is twins, pair or color, not {kind!r}")
    return 1 - Fraction(missing, counts["all"])


def best_kind_distribution(k: int, ink_by_color: Mapping[str, str] | None = None) -> dict[str, Fraction]:
    """The exact distribution of the kind of the best combination a k-card hand can make.

    >>> best_kind_distribution(8)["singles"]
    Fraction(0, 1)
    """
    c = hand_counts(k, ink_by_color)
    total = c["all"]
    return {
        "twins": Fraction(total - c["no_twins"], total),
        "pair": Fraction(c["no_twins"] - c["neither"], total),
        "color": Fraction(c["neither"] - c["all_different"], total),
        "singles": Fraction(c["all_different"], total),
    }


# -- simulation --------------------------------------------------------------------------------

def card_id(card: Card) -> int:
    """A card as an integer 0–59 (colour × 10 + number − 1), the form the simulations use."""
    return COLORS.index(card.color) * 10 + card.number - 1


def _ink_of_color(ink_by_color: Mapping[str, str] | None) -> np.ndarray:
    inks = ink_by_color or DEFAULT_INK
    return np.array([inks[c] == "white" for c in COLORS])


def best_strengths(hands: np.ndarray, ink_by_color: Mapping[str, str] | None = None) -> np.ndarray:
    """The strength (``Combo.strength``) of the best combination of each row of card ids.

    Vectorised over all rows and all pairs of a row at once; agrees with ``classify`` card by card.
    """
    hands = np.asarray(hands)
    numbers = hands % 10 + 1
    colors = hands // 10
    white = _ink_of_color(ink_by_color)[colors]
    i, j = np.array(list(combinations(range(hands.shape[1]), 2))).T
    a, b = numbers[:, i], numbers[:, j]
    same_number = a == b
    kind = np.where(same_number, np.where(white[:, i] == white[:, j], 3, 2), (colors[:, i] == colors[:, j]).astype(int))
    value = np.where(same_number, a, a + b)
    return (kind * 20 + value).max(axis=1)


def deal(rng: np.random.Generator, samples: int, cards: int) -> np.ndarray:
    """``samples`` rows of ``cards`` different card ids, each row a fresh shuffle."""
    decks = np.tile(np.arange(DECK_SIZE, dtype=np.int16), (samples, 1))
    return rng.permuted(decks, axis=1)[:, :cards]


def _check_samples(samples: int) -> None:
    if type(samples) is not int or samples < 2:
        raise ValueError(f"samples must be a whole number of at least 2, not {samples!r}")


def simulate_best_kind(k: int, samples: int = 100_000, seed: int | None = 0) -> dict[str, Estimate]:
    """The distribution of the best combination's kind, by simulation (to check the exact one)."""
    _check_hand_size(k)
    _check_samples(samples)
    kinds = best_strengths(deal(np.random.default_rng(seed), samples, k)) // 20
    return {name: Estimate.of_proportion(int((kinds == rank).sum()), samples) for rank, name in
            reversed(list(enumerate(KINDS)))}


def simulate_at_least_one(kind: str, k: int, samples: int = 100_000, seed: int | None = 0,
                          ink_by_color: Mapping[str, str] | None = None) -> Estimate:
    """The chance that a k-card hand holds at least one Twins or Pair, by dealing hands (to check
    ``p_at_least_one``). A hand with a Pair may hold a Twins as well, so this is not the chance
    that the *best* combination is a Pair."""
    if kind not in ("twins", "pair"):
        raise ValueError(f"kind is twins or pair, not {kind!r}")
    _check_hand_size(k)
    _check_samples(samples)
    hands = deal(np.random.default_rng(seed), samples, k)
    numbers, white = hands % 10, _ink_of_color(ink_by_color)[hands // 10]
    found = np.zeros(samples, dtype=bool)
    for n in range(10):
        whites = ((numbers == n) & white).sum(axis=1)
        blacks = ((numbers == n) & ~white).sum(axis=1)
        found |= (whites >= 2) | (blacks >= 2) if kind == "twins" else (whites >= 1) & (blacks >= 1)
    return Estimate.of_proportion(int(found.sum()), samples)


def _combo_of_strength(strength: int) -> Combo:
    return Combo(KINDS[strength // 20], strength % 20)


def simulate_best_combo(k: int, samples: int = 100_000, seed: int | None = 0) -> dict[Combo, Estimate]:
    """The distribution of a k-card hand's best combination (kind and value), strongest first."""
    _check_hand_size(k)
    _check_samples(samples)
    strengths = best_strengths(deal(np.random.default_rng(seed), samples, k))
    values, counts = np.unique(strengths, return_counts=True)
    return {_combo_of_strength(int(s)): Estimate.of_proportion(int(n), samples)
            for s, n in sorted(zip(values, counts), reverse=True)}


def simulate_play4_win(
    players: int, my_cards: int = 8, their_cards: int = 8, samples: int = 100_000, seed: int | None = 0
) -> Estimate:
    """The chance that the best combination of my hand beats the best of every other hand.

    A simple model of play 4: everybody keeps their best combination for the pot, and a tie for
    first wins nothing. Buying shows as ``my_cards`` 9 or 10.
    """
    if type(players) is not int or not 3 <= players <= 6:
        raise ValueError(f"Twins is for 3 to 6 players, not {players!r}")
    if my_cards + (players - 1) * their_cards > DECK_SIZE:
        raise ValueError("there are not that many cards in the deck")
    _check_hand_size(my_cards)
    _check_hand_size(their_cards)
    _check_samples(samples)
    others = (players - 1) * their_cards
    # The others' hands come first and mine last, so that a larger hand of mine only adds cards:
    # with one seed, buying compares the very same deals.
    cards = deal(np.random.default_rng(seed), samples, others + my_cards)
    theirs = np.stack([
        best_strengths(cards[:, p * their_cards:(p + 1) * their_cards]) for p in range(players - 1)
    ], axis=1).max(axis=1)
    mine = best_strengths(cards[:, others:])
    return Estimate.of_proportion(int((mine > theirs).sum()), samples)


def buying_value(players: int, samples: int = 100_000, seed: int | None = 0) -> dict[int, Estimate]:
    """The chance of winning play 4 after buying 0, 1 or 2 cards (the others buy nothing).

    The same seed deals the same cards to all three (common random numbers), so the differences
    between them are estimated more sharply than their standard errors suggest.
    """
    return {bought: simulate_play4_win(players, 8 + bought, 8, samples, seed) for bought in (0, 1, 2)}
