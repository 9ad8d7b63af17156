"""What the Gin Rummy widgets share: hands read from text or cards, and arrangements as page data."""

from __future__ import annotations

from collections.abc import Iterable

from cardwidgets.errors import IllegalAction
from cardwidgets.games.ginrummy import Arrangement, Card
from cardwidgets.games.ginrummy.cards import card_tokens


def read_hand(value: str | Iterable[Card], *, most: int, whose: str = "hand") -> list[Card]:
    """Cards from ``"9S 9H 10D"`` (or Card objects), sorted; IllegalAction saying why otherwise.
    ``whose`` names the hand in the message: "hand", "knocker" or "defender". A token that is no
    card is named alone: the whole hand quoted back left a class to find the one typo in ten."""
    def unreadable(text: str) -> IllegalAction:
        return IllegalAction.coded("ginrummy.error.hand_text", whose=whose, text=text)

    if isinstance(value, str):
        cards = []
        for token in card_tokens(value):
            try:
                cards.append(Card.parse(token))
            except ValueError:
                raise unreadable(token) from None
    else:
        try:
            cards = list(value)
        except TypeError:
            raise unreadable(str(value)) from None
    if not all(isinstance(c, Card) for c in cards) or len(set(cards)) != len(cards):
        raise IllegalAction.coded("ginrummy.error.hand_twice", whose=whose, text=str(value))
    if len(cards) > most:
        raise IllegalAction.coded("ginrummy.error.hand_size", whose=whose, most=most, n=len(cards))
    return sorted(cards)


def hand_text(cards: Iterable[Card]) -> str:
    """Cards as the text ``read_hand`` reads back: ``"9♠ 9♥ 10♦"``, with the suits' symbols, which
    read the same in every language (the letters S H D C are English; they are read too)."""
    return " ".join(map(str, cards))


def arrangement_json(arrangement: Arrangement) -> dict:
    """Melds, deadwood and points as card data for the page."""
    return {"melds": [[c.to_card_data() for c in meld] for meld in arrangement.melds],
            "deadwood": [c.to_card_data() for c in arrangement.deadwood], "points": arrangement.points}
