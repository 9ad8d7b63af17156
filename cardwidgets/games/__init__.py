"""The game engines: plain Python, one package per game, no widget imports.

``GAMES`` is the registry of every game that follows the contract of :mod:`cardwidgets.games.protocol`
(the contract tests run against each): name → its package, imported on first use. A registered
package offers its game class as ``GAME`` (``GAME(players, seed=..., rules=...)``), its ``Rules``
(with ``min_players`` and ``max_players``) and ``bots.RandomBot(seed)``; its game's
``secrets(seat)`` names what that seat may not see; it may offer ``QUICK_RULES``, rules for a short
but whole game, which the contract tests play many times. Registering a game is one line below.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType


class _Registry(Mapping[str, ModuleType]):
    """Game name → game package, imported when first looked up."""

    def __init__(self, modules: dict[str, str]) -> None:
        self._modules = modules

    def __getitem__(self, name: str) -> ModuleType:
        return importlib.import_module(self._modules[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)


GAMES: Mapping[str, ModuleType] = _Registry({
    "twins": "cardwidgets.games.twins",
    "nothanks": "cardwidgets.games.nothanks",
    "twinit": "cardwidgets.games.twinit",
    "ginrummy": "cardwidgets.games.ginrummy",
})
# Each game's title, as its box spells it, in every language (a brand name): what a sentence for
# people says, where the registry's name ("nothanks") is code.
TITLES: Mapping[str, str] = {"twins": "Twins", "nothanks": "No Thanks!", "twinit": "Twin It!", "ginrummy": "Gin Rummy"}
# The app's links spell the names that run words together with hyphens ("no-thanks"); either
# spelling names the same game, here and in the app (cardwidgets.widgets.app).
_HYPHENATED = {"no-thanks": "nothanks", "gin-rummy": "ginrummy", "twin-it": "twinit"}


def game_name(name: str) -> str:
    """The registry's name of the game ``name`` spells either way ("no-thanks" → "nothanks");
    any other ``name`` as it is."""
    return _HYPHENATED.get(name, name)


def link_name(name: str) -> str:
    """The app links' name of the game ``name`` spells either way ("nothanks" → "no-thanks");
    any other ``name`` as it is."""
    return next((link for link, registered in _HYPHENATED.items() if registered == name), name)
