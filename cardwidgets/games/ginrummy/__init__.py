"""Gin Rummy: melds and deadwood found exactly, optimal layoffs, and a match to the target score.

The rules as implemented are in ``docs/rules/gin-rummy.md``.
"""

from cardwidgets.games.ginrummy.cards import DECK, Card, parse_cards
from cardwidgets.games.ginrummy.game import (
           ACTIONS,
           DRAW_DISCARD,
           DRAW_STOCK,
           PASS,
           Discard,
           Draw,
           GinRummyGame,
           Knock,
           Pass,
)
from cardwidgets.games.ginrummy.melds import Arrangement, all_best_melds, best_discard, best_melds, min_deadwood
from cardwidgets.games.ginrummy.rules import Rules
from cardwidgets.games.ginrummy.showdown import Showdown, showdown

GAME = GinRummyGame
QUICK_RULES = Rules(target=1)
"""A whole match in one hand: what the contract tests play, many times over."""

__all__ = ["ACTIONS", "DECK", "DRAW_DISCARD", "DRAW_STOCK", "GAME", "PASS", "QUICK_RULES", "Arrangement", "Card", "Discard", "Draw", "GinRummyGame",
           "Knock", "Pass", "Rules", "Showdown", "all_best_melds", "best_discard", "best_melds", "min_deadwood",
           "parse_cards", "showdown"]
