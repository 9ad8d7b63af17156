"""What the Gin Rummy widgets share: hands read from text or cards, and arrangements as page data."""

from __future__ import annotations

from collections.abc import Iterable

from cardwidgets.errors import IllegalAction
from cardwidgets.games.ginrummy import Arrangement, Card, parse_cards


def read_hand(value: str | Iterable[Card], *, most: int, what: str = "the hand") -> list[Card]:
    """Cards from ``"9S 9H 10D"`` (or Card objects), sorted; IllegalAction saying why otherwise."""
    try:
        cards = parse_cards(value) if isinstance(value, str) else list(value)
    except (TypeError, ValueError) as exc:
        raise IllegalAction(f"{what}: {exc}") from None
    if not all(isinstance(c, Card) for c in cards) or len(set(cards)) != len(cards):
        raise IllegalAction(f"{what} takes different cards, not {value!r}")
    if len(cards) > most:
        raise IllegalAction(f"{what} holds at most {most} cards, not {len(cards)}")
    return sorted(cards)


def hand_text(cards: Iterable[Card]) -> str:
    """Cards as the text ``read_hand`` reads back: ``"9S 9H 10D"``."""
    return " ".join(f"{c.rank}{c.suit}" for c in cards)


def arrangement_json(arrangement: Arrangement) -> dict:
    """Melds, deadwood and points as card data for the page."""
    return {"melds": [[c.to_card_data() for c in meld] for meld in arrangement.melds],
            "deadwood": [c.to_card_data() for c in arrangement.deadwood], "points": arrangement.points}
