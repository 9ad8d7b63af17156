"""The four combinations of two cards, strongest first: Twins, Pair, Color, Singles.

- **Twins**: same number, same ink; ranked by the number (Twins of 10 highest).
- **Pair**: same number, one white and one black ink; ranked by the number.
- **Color**: same colour; ranked by the sum of the numbers (19 highest, 3 lowest).
- **Singles**: anything else; ranked by the sum.

Equal kind and equal number (or sum) is a tie. Every Twins beats every Pair, and so on.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from cardwidgets.games.twins.cards import Card
from cardwidgets.messages import render

KINDS = ("singles", "color", "pair", "twins")  # weakest first: the index is the kind's rank


@functools.total_ordering
@dataclass(frozen=True, eq=False)
class Combo:
    """A combination of two cards. Combos compare by strength only: ``==`` is a tie.

    >>> classify(Card(4, "blue", "white"), Card(4, "yellow", "white"))
    Combo('twins', 4)
    >>> str(max(Combo("color", 16), Combo("pair", 8)))
    'Pair of 8'
    """

    kind: str
    value: int
    cards: tuple[Card, ...] = field(default=(), repr=False)
    strength: int = field(init=False, repr=False)
    """One number that orders all combinations: kind rank × 20 + number or sum."""
    _code: str = field(init=False, repr=False)  # the message code, made once

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a combination is one of {', '.join(KINDS)}, not {self.kind!r}")
        low, high = (1, 10) if self.kind in ("twins", "pair") else (3, 19)
        if type(self.value) is not int or not low <= self.value <= high:
            raise ValueError(f"a {self.kind} combination is worth {low} to {high}, not {self.value!r}")
        object.__setattr__(self, "strength", KINDS.index(self.kind) * 20 + self.value)
        object.__setattr__(self, "_code", f"combo.{self.kind}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Combo):
            return NotImplemented
        return self.strength == other.strength

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Combo):
            return NotImplemented
        return self.strength < other.strength

    def __hash__(self) -> int:
        return hash(self.strength)

    def __repr__(self) -> str:
        return f"Combo({self.kind!r}, {self.value})"

    def message(self) -> dict:
        """The combination as a message of the catalogue: ``{"code": "combo.twins", "v": 4}``."""
        return {"code": self._code, "v": self.value}

    def __str__(self) -> str:
        """As the rulebook says it: "Twins of 4", "Pair of 8", "Color 16", "Singles 12"."""
        return render(self.message())


def classify(a: Card, b: Card) -> Combo:
    """The combination that cards ``a`` and ``b`` make."""
    if not isinstance(a, Card) or not isinstance(b, Card):
        raise TypeError(f"classify takes two Twins cards, not {a!r} and {b!r}")
    if a == b:
        raise ValueError(f"a combination needs two different cards, not {a} twice")
    cards = (a, b)
    if a.number == b.number:
        return Combo("twins" if a.ink == b.ink else "pair", a.number, cards)
    if a.color == b.color:
        return Combo("color", a.number + b.number, cards)
    return Combo("singles", a.number + b.number, cards)
