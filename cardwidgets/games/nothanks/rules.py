"""The rules of No Thanks! (Geschenkt, Thorsten Gimmler, Amigo 2004) and their named options.

Source: the Italian translation of the rules by Gianni Cottogni; the rules as implemented, for
teachers, are in ``docs/rules/no-thanks.md``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

LOWEST, HIGHEST = 3, 35
ALL_CARDS = tuple(range(LOWEST, HIGHEST + 1))  # 33 cards
DECK_SIZE = 24  # "Si contano 24 carte": the rest go back in the box unseen
TOTAL_CHIPS = 55
VARIANT_REMOVED = (10, 20, 30)


@dataclass(frozen=True)
class Rules:
    """The rules of one game; the defaults are the rulebook's.

    - ``variant``: "ogni giocatore riceve solo 10 gettoni ... Le tre carte con i numeri 10, 20 e 30
      vengono tolte": 10 chips each, and 24 of the other 30 cards form the deck.
    - ``large_tables``: the rulebook is for 3 to 5 players. With this extension (as later editions
      have it) 6 or 7 may play, sharing the 55 chips: 9 each for 6 players, 7 each for 7.
    """

    variant: bool = False
    large_tables: bool = False

    min_players = 3

    @property
    def max_players(self) -> int:
        return 7 if self.large_tables else 5

    def check_players(self, count: int) -> None:
        if not 3 <= count <= self.max_players:
            extra = "" if self.large_tables else " (6 or 7 with Rules(large_tables=True))"
            raise ValueError(f"No Thanks! is for 3 to {self.max_players} players{extra}, not {count}")

    def starting_chips(self, players: int) -> int:
        """11 each (10 in the variant), fewer when 6 or 7 share the 55 chips."""
        self.check_players(players)
        return min(10 if self.variant else 11, TOTAL_CHIPS // players)

    @functools.cached_property
    def cards(self) -> tuple[int, ...]:
        """The cards shuffled before the deck is counted off: 33, or 30 in the variant."""
        return tuple(c for c in ALL_CARDS if not (self.variant and c in VARIANT_REMOVED))
