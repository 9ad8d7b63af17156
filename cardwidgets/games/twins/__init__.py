"""Twins (Reiner Knizia, Amigo 1996): a poker-like game of pairs of cards and a shared pot."""

from cardwidgets.games.twins.cards import Card, deck

__all__ = ["Card", "deck"]
