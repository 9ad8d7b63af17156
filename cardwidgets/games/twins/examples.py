"""The worked examples of the Twins rulebooks, as data the tutorial, widgets and tests share.

The rulebooks describe combinations, not cards; the cards here are one choice that makes each
combination. Example 2 names four Pairs of 3, but the deck has only six 3s (three Pairs at most):
the example is an illustration, so one Pair repeats two cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardwidgets.games.twins.cards import Card
from cardwidgets.messages import message

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lea")
"""The examples' players, and more in the same manner, for the seats and pairs a reader adds."""


@dataclass(frozen=True)
class Example:
    """One play of a rulebook example: who played which two cards, at what table and pot.

    Its ``label``, ``title`` and ``source`` are messages of the catalogue (``twins.example.<key>.*``).
    """

    key: str
    play: int
    table_size: int
    pot: int
    seats: tuple[tuple[str, str, str], ...]  # (name, card, card)
    chips: int = 12

    @property
    def label(self) -> dict:
        return message(f"twins.example.{self.key}.label")

    @property
    def title(self) -> dict:
        return message(f"twins.example.{self.key}.title")

    @property
    def source(self) -> dict:
        return message(f"twins.example.{self.key}.source")

    def cards(self) -> dict[str, tuple[Card, Card]]:
        return {name: (Card.parse(a), Card.parse(b)) for name, a, b in self.seats}


RANKING = Example(
    key="ranking",
    play=2, table_size=5, pot=8,
    seats=(("Ann", "5 blue", "7 green"), ("Bob", "4 blue", "4 yellow"), ("Cy", "8 purple", "8 grey"),
           ("Dee", "3 pink", "5 pink"), ("Eve", "10 green", "6 green")),
)

EXAMPLE_1 = Example(
    key="example_1",
    play=1, table_size=4, pot=0,
    seats=(("Ann", "3 blue", "4 green"), ("Bob", "5 yellow", "7 pink"), ("Cy", "4 purple", "8 grey"),
           ("Dee", "9 blue", "7 blue")),
)

EXAMPLE_2 = Example(
    key="example_2",
    play=2, table_size=5, pot=10,
    seats=(("Ann", "9 blue", "9 yellow"), ("Bob", "3 blue", "3 grey"), ("Cy", "3 yellow", "3 green"),
           ("Dee", "3 purple", "3 pink"), ("Eve", "3 blue", "3 grey")),
)

SHORT_POT = Example(
    key="short_pot",
    play=2, table_size=5, pot=7,
    seats=(("Ann", "2 blue", "2 green"), ("Bob", "5 yellow", "7 yellow"), ("Cy", "4 purple", "8 purple"),
           ("Dee", "9 grey", "8 pink"), ("Eve", "10 blue", "5 green")),
)

EXAMPLES = {example.key: example for example in (RANKING, EXAMPLE_1, EXAMPLE_2, SHORT_POT)}
