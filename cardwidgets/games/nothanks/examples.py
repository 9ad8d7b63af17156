"""The scoring examples of the No Thanks! rules, as data the tutorial, widgets and tests share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ScoringExample:
    key: str
    label: str
    text: str
    cards: tuple[int, ...]
    chips: int
    score: int


EXAMPLES = {e.key: e for e in (
    ScoringExample("sabina", "Sabina 41", "Sabina has four single cards: 4 + 6 + 10 + 21 = 41.",
                   (4, 6, 10, 21), 0, 41),
    ScoringExample("pietro", "Pietro 28", "Pietro has the single 13 and the run 15–16: 13 + 15 = 28.",
                   (13, 15, 16), 0, 28),
    ScoringExample("pietro_14", "Pietro + 14", "If Pietro takes the 14, the run 13–16 counts only 13.",
                   (13, 14, 15, 16), 0, 13),
    ScoringExample("lisa", "Lisa 51", "Lisa: three single cards and two runs, 3 + 7 + 10 + 14 + 25 = 59, "
                   "minus her 8 chips: 51.", (3, 7, 8, 10, 14, 15, 16, 25), 8, 51),
)}
