"""Twins (Reiner Knizia, Amigo 1996): a poker-like game of two-card combinations and a shared pot.

The rules as implemented are in ``docs/rules/twins.md``; every worked example there is a test.
"""

from cardwidgets.games.twins.cards import COLORS, Card, deck
from cardwidgets.games.twins.combos import KINDS, Combo, classify
from cardwidgets.games.twins.game import ACTIONS, Buy, Play, TwinsGame
from cardwidgets.games.twins.rules import CASH_CARDS, CashLine, Rules
from cardwidgets.games.twins.settle import Settlement, settle

GAME = TwinsGame

__all__ = [
    "ACTIONS", "CASH_CARDS", "COLORS", "GAME", "KINDS", "Buy", "Card", "CashLine", "Combo", "Play", "Rules",
    "Settlement", "TwinsGame", "classify", "deck", "settle",
]
