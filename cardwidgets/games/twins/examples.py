"""The worked examples of the Twins rulebooks, as data the tutorial, widgets and tests share.

The rulebooks describe combinations, not cards; the cards here are one choice that makes each
combination. Example 2 names four Pairs of 3, but the deck has only six 3s (three Pairs at most):
the example is an illustration, so one Pair repeats two cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardwidgets.games.twins.cards import Card


@dataclass(frozen=True)
class Example:
    """One play of a rulebook example: who played which two cards, at what table and pot."""

    key: str
    label: str
    title: str
    source: str
    play: int
    table_size: int
    pot: int
    seats: tuple[tuple[str, str, str], ...]  # (name, card, card)
    chips: int = 12

    def cards(self) -> dict[str, tuple[Card, Card]]:
        return {name: (Card.parse(a), Card.parse(b)) for name, a, b in self.seats}


RANKING = Example(
    key="ranking",
    label="Ranking (5 players)",
    title="Play 2 with 5 players: Twins of 4 > Pair of 8 > Color 16 > Color 8 > Singles 12",
    source="Italian rules, the figure of a second play with 5 players",
    play=2, table_size=5, pot=8,
    seats=(("Ann", "5 blue", "7 green"), ("Bob", "4 blue", "4 yellow"), ("Cy", "8 purple", "8 grey"),
           ("Dee", "3 pink", "5 pink"), ("Eve", "10 green", "6 green")),
)

EXAMPLE_1 = Example(
    key="example_1",
    label="Example 1",
    title="Example 1 — play 1 with 4 players: all three Singles pay 2",
    source="Italian and French rules, ties (Parità / Situation d'égalité), example 1",
    play=1, table_size=4, pot=0,
    seats=(("Ann", "3 blue", "4 green"), ("Bob", "5 yellow", "7 pink"), ("Cy", "4 purple", "8 grey"),
           ("Dee", "9 blue", "7 blue")),
)

EXAMPLE_2 = Example(
    key="example_2",
    label="Example 2",
    title="Example 2 — play 2 with 5 players: Twins of 9 win 3, four Pairs of 3 win nothing",
    source="Italian and French rules, ties, example 2",
    play=2, table_size=5, pot=10,
    seats=(("Ann", "9 blue", "9 yellow"), ("Bob", "3 blue", "3 grey"), ("Cy", "3 yellow", "3 green"),
           ("Dee", "3 purple", "3 pink"), ("Eve", "3 blue", "3 grey")),
)

SHORT_POT = Example(
    key="short_pot",
    label="Short pot",
    title="The translator's example — play 2 with 5 players and 7 in the pot",
    source="Italian rules, translator's note (NdT)",
    play=2, table_size=5, pot=7,
    seats=(("Ann", "2 blue", "2 green"), ("Bob", "5 yellow", "7 yellow"), ("Cy", "4 purple", "8 purple"),
           ("Dee", "9 grey", "8 pink"), ("Eve", "10 blue", "5 green")),
)

EXAMPLES = {example.key: example for example in (RANKING, EXAMPLE_1, EXAMPLE_2, SHORT_POT)}
