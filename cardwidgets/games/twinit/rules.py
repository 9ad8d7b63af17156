"""The rules of Twin It! as options, each with the sentence of the rulebook it interprets.

Source: the Spanish rules (``shared/rules/sources/twin-it.es.txt``); the project's page for teachers
is ``docs/rules/twin-it.md``. Where the rules are silent we chose, and say so here and there.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from cardwidgets.errors import IllegalAction
from cardwidgets.games.frozen import RemadeFromFields
from cardwidgets.games.twinit.cards import CARDS, DESIGNS

Mode = Literal["competitive", "team", "cooperative"]
MODES = ("competitive", "team", "cooperative")

PLAYERS: Mapping[str, tuple[int, int]] = MappingProxyType({
    "competitive": (2, 6),  # "MODO COMPETITIVO ... PARTIDAS DE 2 A 6 JUGADORES."
    "team": (4, 6),  # "MODO POR EQUIPOS ... PARTIDAS DE 4 A 6 JUGADORES."
    "cooperative": (1, 6),  # "MODO COOPERATIVO ... PARTIDAS DE 1 A 6 JUGADORES."
})

LEVEL_NAMES = ("beginners", "experienced", "experts", "geniuses")

# The cooperative level table ("consulta la página 8"): for each number of players, the highest
# score of beginners, of experienced players and of experts; anything above is geniuses.
LEVELS: Mapping[int, tuple[int, int, int]] = MappingProxyType({
    1: (4, 6, 9),
    2: (9, 12, 17),
    3: (14, 18, 26),
    4: (19, 24, 35),
    5: (24, 30, 44),
    6: (29, 36, 53),
})


def level(players: int, score: int) -> str:
    """The level the cooperative table gives ``players`` players for ``score`` points."""
    for name, top in zip(LEVEL_NAMES, LEVELS[players]):
        if score <= top:
            return name
    return LEVEL_NAMES[-1]


@dataclass(frozen=True)
class Rules(RemadeFromFields):
    """The rules of one game of Twin It!; the defaults are the rulebook's, or our stated choice.

    - ``mode``: ``"competitive"`` ("todos contra todos"), ``"team"`` ("el encuentro": "cuando un
      jugador ponga una mano sobre una carta, uno de sus compañeros será el que deba poner su mano en
      la otra carta") or ``"cooperative"`` ("todos juntos").
    - ``copies``: how many designs are printed 3, 2 and 1 times. The rules only say "algunos son
      únicos, otros tienen dos o tres copias" of "135 cartas con diseños en sus dos caras"; the split
      is unpublished. 270 faces and 119 designs leave one free number; our default is (40, 71, 8).
      Any split with 270 faces and at most 119 designs is accepted.
    - ``sets_to_win``: "Tan pronto como un jugador consiga 5 conjuntos, ¡habrá ganado la partida!"
    - ``forbidden``: seat → designs, the variant "diseños prohibidos": "el jugador que acaba de ganar
      coge 3 cartas con distintos diseños y las coloca al lado de su pila ... no puede ganar
      conjuntos con esos diseños, si lo hace, se considerará un error ... los demás ... liberarán al
      jugador". One card of each design is set aside by the seat's pile, out of play.
    - ``coop_seconds``: "Pon un temporizador de un minuto de duración."
    - ``coop_individual``: "VARIANTE COMPETITIVA: ... contando los puntos de manera individual ...
      no se pueden robar conjuntos de los demás jugadores."
    - ``hand_seconds`` (our choice; the rules are silent): how long one hand waits on a card for the
      other hand of its claim. A hand that waits longer is lifted, without penalty. So two players'
      hands on different cards of one match count as a tie ("Si dos jugadores ponen una mano en una
      carta diferente de un mismo conjunto") only while both are down: a hand put down more than
      ``hand_seconds`` before the other player's claim was already lifted and does not tie it.
    """

    mode: Mode = "competitive"
    copies: tuple[int, int, int] = (40, 71, 8)
    sets_to_win: int = 5
    forbidden: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    coop_seconds: float = 60.0
    coop_individual: bool = False
    hand_seconds: float = 1.0

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise IllegalAction(f"the mode is one of {', '.join(MODES)}, not {self.mode!r}")
        copies = tuple(self.copies)
        if len(copies) != 3 or any(type(n) is not int or n < 0 for n in copies):
            raise IllegalAction(f"copies is three counts (designs printed 3, 2, 1 times), not {self.copies!r}")
        if 3 * copies[0] + 2 * copies[1] + copies[2] != 2 * CARDS or sum(copies) > DESIGNS:
            raise IllegalAction(f"copies {copies} must print {2 * CARDS} faces with at most {DESIGNS} designs")
        object.__setattr__(self, "copies", copies)
        forbidden = {}
        for seat, designs in dict(self.forbidden).items():
            designs = tuple(designs)
            if len(set(designs)) != len(designs) or not all(type(d) is int and 0 <= d < sum(copies) for d in designs):
                raise IllegalAction(f"forbidden designs of {seat} must be different designs in play, not {designs!r}")
            forbidden[seat] = designs
        object.__setattr__(self, "forbidden", MappingProxyType(forbidden))
        if type(self.sets_to_win) is not int or self.sets_to_win < 1:
            raise IllegalAction(f"sets_to_win is a positive int, not {self.sets_to_win!r}")
        if not 0 < self.coop_seconds < math.inf or not 0 <= self.hand_seconds < math.inf:
            raise IllegalAction("coop_seconds must be positive and hand_seconds not negative, both finite")

    @property
    def min_players(self) -> int:
        """The fewest players this mode is for."""
        return PLAYERS[self.mode][0]

    @property
    def max_players(self) -> int:
        """The most players this mode is for."""
        return PLAYERS[self.mode][1]

    @property
    def cooperative(self) -> bool:
        return self.mode == "cooperative"
