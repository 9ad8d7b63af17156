"""The cards of Twin It!: 135 double-sided cards, 270 faces, 119 designs printed 1, 2 or 3 times.

A card is one object with two faces. ``up`` is the face seen while it lies on a pile, ``down`` the
face underneath, seen once it is flipped onto the table. Designs are ints 0–118 (drawn by
``js/src/twinit.js``); the card data for the page is ``{"deck": "twinit", "design": d}``.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardwidgets.games.shuffle import shuffle

if TYPE_CHECKING:
    from cardwidgets.games.twinit.rules import Rules

DESIGNS = 119
CARDS = 135


@dataclass(frozen=True, order=True, init=False)
class Card:
    """One double-sided card: ``Card(id, up, down)`` with two different designs."""

    id: int
    up: int
    down: int

    def __init__(self, id: int, up: int, down: int) -> None:
        # Checked in one expression and stored in one update, past the frozen __setattr__: every
        # game makes 135 cards.
        if not (type(up) is int and type(down) is int and 0 <= up < DESIGNS and 0 <= down < DESIGNS and up != down):
            for face in (up, down):
                if type(face) is not int or not 0 <= face < DESIGNS:
                    raise ValueError(f"a Twin It! design is an int from 0 to {DESIGNS - 1}, not {face!r}")
            raise ValueError(f"card {id} cannot show design {up} on both faces")
        self.__dict__.update(id=id, up=up, down=down)

    def other(self, design: int) -> int:
        """The design on the other face from ``design``."""
        return self.down if design == self.up else self.up

    def __str__(self) -> str:
        return f"card {self.id} ({self.up}/{self.down})"


@functools.lru_cache(maxsize=16)
def faces(copies: tuple[int, int, int]) -> tuple[int, ...]:
    """Every printed face for a split ``copies`` = (designs ×3, designs ×2, designs ×1): the first
    ``copies[0]`` designs three times, the next ``copies[1]`` twice, then the singles (worked out
    once per split: every game deals from it)."""
    triples, doubles, singles = copies
    counts = [3] * triples + [2] * doubles + [1] * singles
    return tuple(design for design, count in enumerate(counts) for _ in range(count))


def make_deck(rules: Rules | None = None, seed: int | None = None) -> list[Card]:
    """The 135 cards of ``rules.copies``, faces paired by a seeded shuffle so that no card shows
    the same design twice (a pair that would is mended by swapping with another card)."""
    ups, downs = paired_faces(rules, seed)
    return [Card(i, up, down) for i, (up, down) in enumerate(zip(ups, downs))]


def paired_faces(rules: Rules | None = None, seed: int | None = None) -> tuple[list[int], list[int]]:
    """:func:`make_deck`'s cards as two lists, the ``up`` and the ``down`` face of card ``i``: what
    a game deals from, without making 135 objects a game."""
    from cardwidgets.games.twinit.rules import Rules

    rules = rules or Rules()
    rng = random.Random(seed)
    pool = list(faces(rules.copies))
    shuffle(rng, pool)
    half = len(pool) // 2
    ups, downs = pool[:half], pool[half:]
    for i in range(half):
        while ups[i] == downs[i]:
            j = rng.randrange(half)
            if downs[j] != ups[i] and downs[i] != ups[j]:
                downs[i], downs[j] = downs[j], downs[i]
    return ups, downs
