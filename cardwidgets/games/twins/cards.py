"""The Twins deck: numbers 1–10 in six colours, each number printed in white or black ink."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from cardwidgets import carddata

COLORS = carddata.TWINS_COLORS
INKS = carddata.TWINS_INKS

# The rulebooks don't say which ink each card has; the 2016 reissue ties ink to colour. This is
# deck data, not logic: a Rules object may carry another layout. Read only: it is the default
# Rules' own mapping.
DEFAULT_INK: Mapping[str, str] = MappingProxyType({
    "blue": "white", "yellow": "white", "purple": "white",
    "grey": "black", "green": "black", "pink": "black",
})
_DEFAULT_LAYOUT = tuple(DEFAULT_INK[color] for color in COLORS)


@functools.total_ordering
@dataclass(frozen=True)
class Card:
    """One Twins card, e.g. ``Card(4, "blue", "white")``; sorts by colour, then number.

    ``id`` numbers the 60 cards in that order (0–59). The deck's cards are made once per ink
    layout and shared (``deck()``, ``Card.parse``), so that the engine compares them cheaply.
    """

    number: int
    color: str
    ink: str
    id: int = field(init=False, repr=False, compare=False)
    _data: dict = field(init=False, repr=False, compare=False)  # the card data, built once

    def __post_init__(self) -> None:
        if type(self.number) is not int or not 1 <= self.number <= 10:
            raise ValueError(f"a Twins card's number is 1 to 10, not {self.number!r}")
        if self.color not in COLORS:
            raise ValueError(f"a Twins card's colour is one of {', '.join(COLORS)}, not {self.color!r}")
        if self.ink not in INKS:
            raise ValueError(f"a Twins card's ink is white or black, not {self.ink!r}")
        object.__setattr__(self, "id", COLORS.index(self.color) * 10 + self.number - 1)
        object.__setattr__(self, "_data", carddata.twins(self.number, self.color, self.ink))

    @classmethod
    def parse(cls, text: str, ink_by_color: Mapping[str, str] | None = None) -> Card:
        """``"4 blue"`` or ``"blue 4"`` → that card, its ink taken from the deck layout."""
        match = re.fullmatch(r"\s*(?:(\d+)\s+([a-z]+)|([a-z]+)\s+(\d+))\s*", str(text).lower())
        if not match:
            raise ValueError(f"not a Twins card: {text!r} (write it like '4 blue')")
        number = int(match.group(1) or match.group(4))
        color = match.group(2) or match.group(3)
        if color not in COLORS:
            raise ValueError(f"not a Twins card: {text!r}: the colours are {', '.join(COLORS)}")
        if not 1 <= number <= 10:
            raise ValueError(f"a Twins card's number is 1 to 10, not {number!r}")
        return deck_of(ink_by_color)[COLORS.index(color) * 10 + number - 1]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.id, self.ink) < (other.id, other.ink)

    def __str__(self) -> str:
        return f"{self.number} {self.color}"

    def __repr__(self) -> str:
        return f"Card({self.number}, {self.color!r}, {self.ink!r})"

    def to_card_data(self) -> dict:
        return dict(self._data)

    @classmethod
    def from_card_data(cls, data: dict) -> Card:
        """The card that ``to_card_data()`` described (bots read their snapshots with it)."""
        data = carddata.validate(data)
        if data["deck"] != "twins":
            raise ValueError(f"not a Twins card: {data!r}")
        return deck_of({data["color"]: data["ink"]})[COLORS.index(data["color"]) * 10 + data["number"] - 1]


def deck(ink_by_color: Mapping[str, str] | None = None) -> list[Card]:
    """The 60 cards, in colour order: each number once in each colour."""
    return list(deck_of(ink_by_color))


def deck_of(ink_by_color: Mapping[str, str] | None = None) -> tuple[Card, ...]:
    """The 60 cards of a deck layout (colours not named keep the default ink), made once."""
    return deck_of_layout(layout(ink_by_color))


def layout(ink_by_color: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The ink of each colour, in colour order (colours not named keep the default ink)."""
    if ink_by_color is None or ink_by_color is DEFAULT_INK:  # every game with the default Rules
        return _DEFAULT_LAYOUT
    inks = {**DEFAULT_INK, **ink_by_color}
    return tuple(inks[color] for color in COLORS)


@functools.lru_cache(maxsize=64)  # one per ink layout: 2**6 at most
def deck_of_layout(inks: tuple[str, ...]) -> tuple[Card, ...]:
    """The 60 cards whose colours have the inks ``inks`` (see ``layout``), made once."""
    return tuple(Card(number, color, ink) for color, ink in zip(COLORS, inks) for number in range(1, 11))
