"""What every game's protocol makes possible once: bots playing a game to its end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def play_game(game: Any, bots: Mapping[str, Any]) -> dict:
    """Let ``bots`` (seat → bot with ``choose(view)``) play ``game`` to the end through the public
    protocol, each from its own seat's snapshot; return ``game.result()``. Every awaited seat
    chooses in turn, so simultaneous plays (Twins) work as well as one seat at a time."""
    while not game.is_over:
        for seat in game.awaiting():
            game.apply(seat, bots[seat].choose(game.snapshot(seat)))
    return game.result()
