"""No Thanks! (Geschenkt, Thorsten Gimmler, Amigo 2004): take the card, or pay a chip to pass it on.

The rules as implemented are in ``docs/rules/no-thanks.md``; every worked example there is a test.
"""

from typing import Any

from cardwidgets.games.nothanks.game import ACTIONS, PASS, TAKE, NoThanksGame, Pass, Take
from cardwidgets.games.nothanks.rules import ALL_CARDS, DECK_SIZE, Rules
from cardwidgets.games.nothanks.scoring import card_points, marginal_cost, runs, score

GAME = NoThanksGame

__all__ = ["ACTIONS", "ALL_CARDS", "DECK_SIZE", "GAME", "PASS", "TAKE", "NoThanksBatch", "NoThanksGame", "Pass", "Rules",
           "Take", "card_points", "marginal_cost", "runs", "score"]


def __getattr__(name: str) -> Any:
    """``NoThanksBatch`` is imported on first use: it needs numpy, the rest of the engine does not."""
    if name == "NoThanksBatch":
        from cardwidgets.games.nothanks.batch import NoThanksBatch

        return NoThanksBatch
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
