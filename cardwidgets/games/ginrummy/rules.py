"""The rule options of Gin Rummy, each with the sentence of the source it reads or the choice we made.

Source: an online card room's Italian rules ("Regolamento Gin Rummy"); the rules as implemented,
for teachers, are in ``docs/rules/gin-rummy.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

TARGETS = (1, 50, 100, 200)


@dataclass(frozen=True)
class Rules:
    """The rules of one match; the defaults are the source's, or ours where it is silent.

    - ``knock_limit`` (10): "Si può bussare solo se il valore totale delle carte scombinate ... è
      uguale o inferiore a dieci."
    - ``gin_bonus`` (25): "riceve ulteriori 25 punti per il Gin".
    - ``undercut_bonus`` (0): the source is silent on an undercut (the defender's deadwood, after
      layoffs, not above the knocker's). We give the hand to the defender, who scores the
      difference plus this bonus; classic rules use 25, some 10.
    - ``target`` (100): "partite a 1 punto ..., a 50 punti, 100 punti e 200 punti." A match to 1
      point is a single hand, whatever it scores: its winner wins the match, even at 0 to 0 (a knock
      met with equal deadwood goes to the defender). Toward the other targets a hand that scores 0
      counts as played and moves no total; its loser, the knocker, starts the next.
    - ``move_seconds`` (None): "Ogni giocatore ha a disposizione 30 secondi per effettuare la sua
      mossa ... la partita viene considerata automaticamente persa." Off by default; 30 turns it
      on, and a seat that runs out of time loses the match (``GinRummyGame.time_out``).
    - ``dead_stock`` (2): "Se il mazzo arriva a contenere solo 2 carte la mano viene abbandonata".
      Our reading: whoever drew the card that left 2 in the stock may still knock with it.
    """

    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 0
    target: int = 100
    move_seconds: int | None = None
    dead_stock: int = 2

    min_players = max_players = 2  # what tables and tournaments read: a game for two

    def __post_init__(self) -> None:
        for name in ("knock_limit", "gin_bonus", "undercut_bonus", "dead_stock"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
        if self.target not in TARGETS:
            raise ValueError(f"target is one of {', '.join(map(str, TARGETS))}, not {self.target!r}")
        if self.move_seconds is not None and (type(self.move_seconds) is not int or self.move_seconds < 1):
            raise ValueError(f"move_seconds is None or a positive whole number, not {self.move_seconds!r}")
