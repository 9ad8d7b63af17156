"""The worked hands of Gin Rummy, as data the tutorial, the explorers and the tests share.

Each example's caption is the catalogue message ``ginrummy.example.<key>`` (four languages).
The source gives only the knocker's gin and the defender's four unmatched cards (6♣ A♥ A♠ 2♠);
the defender's six other cards are our choice, two melds that lay nothing off on gin.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardwidgets.games.ginrummy.cards import Card, parse_cards


@dataclass(frozen=True)
class MeldExample:
    """A hand to arrange (10 cards, or 11 before a discard)."""

    key: str
    hand: str

    def cards(self) -> list[Card]:
        return parse_cards(self.hand)


@dataclass(frozen=True)
class ShowdownExample:
    """A knock: the knocker's 10 cards kept and the defender's 10."""

    key: str
    knocker: str
    defender: str


MELD_EXAMPLES = {e.key: e for e in [
    MeldExample("source_gin", "9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"),
    MeldExample("two_ways", "5S 6S 7S 5H 6H 7H 5C 6C 7C 8D"),
    MeldExample("ace_low", "AS 2S 3S QH KH AH 7D 7C 7H 4C"),
    MeldExample("greedy_fails", "2C 3C 3S 4C 4H 4S 5C 5H 5S AH AS"),
]}

SHOWDOWN_EXAMPLES = {e.key: e for e in [
    ShowdownExample("source_35", "9S 9H 9D 9C 4S 4H 4D 3S 3H 3D", "6C AH AS 2S 5D 6D 7D KH KS KC"),
    ShowdownExample("layoffs_undercut", "5H 6H 7H 8S 8D 8C KS KH KD 3C", "4H 8H 9H QS QD QC 2D 3D 4D AS"),
    ShowdownExample("fourth_card", "8S 8D 8C 2S 3S 4S 9H 9D 9C AC", "8H KS KH 5D 6C 7C JD JH QH QS"),
]}
