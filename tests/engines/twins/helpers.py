"""Helpers for Twins tests: rigged deals, a seeded random policy, and a state fingerprint."""

import json
import random

from cardwidgets.games.twins import Card, TwinsGame


def rig(game: TwinsGame, **hands: str) -> None:
    """Give seats the hands written like "4 blue, 4 yellow, ..."; the rest of the deal is kept."""
    for seat, text in hands.items():
        cards = [Card.parse(part) for part in text.split(",")]
        taken = set(cards)
        for other in game.players:
            game.hands[other] = [c for c in game.hands[other] if c not in taken]
        game.deck = [c for c in game.deck if c not in taken]
        game.hands[seat] = sorted(cards)


def fingerprint(game: TwinsGame) -> str:
    """Everything a change could touch, including the hidden deck order and the random state."""
    return json.dumps(
        [game.snapshot(None), [str(c) for c in game.deck], [repr(h) for h in game.history],
         sorted(game.sit_out), repr(game._rng.getstate())],
        sort_keys=True,
    )


def play_randomly(game: TwinsGame, seed: int, on_step=None) -> None:
    rng = random.Random(seed)
    while not game.is_over:
        for seat in game.awaiting():
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            if on_step:
                on_step(game, rng)
