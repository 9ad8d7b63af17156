"""Twin It! (N. Saunier, R. Saunier, T. Vuarchex; Cocktail Games 2017): a real-time spotting game.

Nobody waits for a turn to claim: every action carries the moment it was made and the engine settles
them in time order. The rules as implemented, with our readings where the rulebook is silent, are in
``docs/rules/twin-it.md``; :class:`Rules` names every option with the sentence it interprets.
"""

from cardwidgets.games.twinit.cards import Card, make_deck
from cardwidgets.games.twinit.game import ACTIONS, Flip, Touch, TwinItGame
from cardwidgets.games.twinit.rules import LEVELS, Rules, level

GAME = TwinItGame  # the registry's name for this package's game (cardwidgets.games.GAMES)

__all__ = ["ACTIONS", "GAME", "LEVELS", "Card", "Flip", "Rules", "Touch", "TwinItGame", "level", "make_deck"]
