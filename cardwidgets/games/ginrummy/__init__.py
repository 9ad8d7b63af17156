"""Gin Rummy: melds, deadwood and the best arrangement of a hand, exactly.

The rules as implemented are in ``shared/rules/gin-rummy.md``.
"""

from cardwidgets.games.ginrummy.cards import DECK, Card, parse_cards
from cardwidgets.games.ginrummy.melds import Arrangement, all_best_melds, best_discard, best_melds, min_deadwood

__all__ = ["DECK", "Arrangement", "Card", "all_best_melds", "best_discard", "best_melds", "min_deadwood",
           "parse_cards"]
