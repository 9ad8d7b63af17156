"""The Twins deck: numbers 1–10 in six colours, each number printed in white or black ink."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from cardwidgets import carddata

COLORS = carddata.TWINS_COLORS
INKS = carddata.TWINS_INKS

# The rulebooks don't say which ink each card has; the 2016 reissue ties ink to colour. This is
# deck data, not logic: a Rules object may carry another layout.
DEFAULT_INK = {
    "blue": "white", "yellow": "white", "purple": "white",
    "grey": "black", "green": "black", "pink": "black",
}


@functools.total_ordering
@dataclass(frozen=True)
class Card:
    """One Twins card, e.g. ``Card(4, "blue", "white")``; sorts by colour, then number."""

    number: int
    color: str
    ink: str
    _key: tuple = field(init=False, repr=False, compare=False)  # the sort key, computed once

    def __post_init__(self) -> None:
        if type(self.number) is not int or not 1 <= self.number <= 10:
            raise ValueError(f"a Twins card's number is 1 to 10, not {self.number!r}")
        if self.color not in COLORS:
            raise ValueError(f"a Twins card's colour is one of {', '.join(COLORS)}, not {self.color!r}")
        if self.ink not in INKS:
            raise ValueError(f"a Twins card's ink is white or black, not {self.ink!r}")
        object.__setattr__(self, "_key", (COLORS.index(self.color), self.number, self.ink))

    @classmethod
    def parse(cls, text: str, ink_by_color: dict[str, str] | None = None) -> Card:
        """``"4 blue"`` or ``"blue 4"`` → that card, its ink taken from the deck layout."""
        match = re.fullmatch(r"\s*(?:(\d+)\s+([a-z]+)|([a-z]+)\s+(\d+))\s*", str(text).lower())
        if not match:
            raise ValueError(f"not a Twins card: {text!r} (write it like '4 blue')")
        number = int(match.group(1) or match.group(4))
        color = match.group(2) or match.group(3)
        if color not in COLORS:
            raise ValueError(f"not a Twins card: {text!r}: the colours are {', '.join(COLORS)}")
        return cls(number, color, (ink_by_color or DEFAULT_INK)[color])

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._key < other._key

    def __str__(self) -> str:
        return f"{self.number} {self.color}"

    def __repr__(self) -> str:
        return f"Card({self.number}, {self.color!r}, {self.ink!r})"

    def to_card_data(self) -> dict:
        return carddata.twins(self.number, self.color, self.ink)

    @classmethod
    def from_card_data(cls, data: dict) -> Card:
        """The card that ``to_card_data()`` described (bots read their snapshots with it)."""
        data = carddata.validate(data)
        if data["deck"] != "twins":
            raise ValueError(f"not a Twins card: {data!r}")
        return cls(data["number"], data["color"], data["ink"])


def deck(ink_by_color: dict[str, str] | None = None) -> list[Card]:
    """The 60 cards, in colour order: each number once in each colour."""
    inks = ink_by_color or DEFAULT_INK
    return list(_deck(tuple(inks[color] for color in COLORS)))


@functools.lru_cache(maxsize=8)
def _deck(inks: tuple[str, ...]) -> tuple[Card, ...]:
    return tuple(Card(number, color, ink) for color, ink in zip(COLORS, inks) for number in range(1, 11))
