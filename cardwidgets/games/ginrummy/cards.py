"""The French deck of Gin Rummy: 52 cards, aces low; each card also an integer 0–51 for the meld search."""

from __future__ import annotations

import functools
import re
from typing import ClassVar

from cardwidgets import carddata

RANKS = carddata.FRENCH_RANKS  # A 2 … 10 J Q K: aces are low only
SUITS = carddata.FRENCH_SUITS  # S H D C
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_FROM_SYMBOL = {symbol: suit for suit, symbol in SYMBOLS.items()}
_TOKEN = re.compile(r"(10|[2-9]|[AJQKT])([SHDC♠♥♦♣])", re.IGNORECASE)


@functools.total_ordering
class Card:
    """One card, e.g. ``Card("7", "D")``, shown as ``7♦``. Sorts by suit, then rank.

    There are 52 cards and each exists once: ``Card("7", "D")`` returns the deck's own 7♦. So
    equality and hashing are identity, done in C, which keeps hands, dicts and sets of cards fast
    on the engine's hot paths; a card cannot be changed once made.
    """

    __slots__ = ("rank", "suit", "index", "bit", "points")
    rank: str
    suit: str
    index: int
    """The card as 0–51: suit × 13 + rank (ace 0 … king 12)."""
    bit: int
    """``1 << index``: the card in a hand's bitmask."""
    points: int
    """Deadwood value: ace 1, 2–10 face value, J Q K 10."""

    _made: ClassVar[dict[tuple[str, str], Card]] = {}

    def __new__(cls, rank: str, suit: str) -> Card:
        card = cls._made.get((rank, suit))
        if card is not None:
            return card
        if rank not in RANKS or suit not in SUITS:
            raise ValueError(f"not a card: rank {rank!r} of suit {suit!r} "
                             f"(ranks {' '.join(RANKS)}; suits {' '.join(SUITS)})")
        card = cls._made[rank, suit] = object.__new__(cls)
        index = SUITS.index(suit) * 13 + RANKS.index(rank)
        for name, value in zip(cls.__slots__, (rank, suit, index, 1 << index, min(RANKS.index(rank) + 1, 10))):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed ({self!r}.{name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card cannot be changed ({self!r}.{name})")

    def __reduce__(self) -> tuple:
        return Card, (self.rank, self.suit)  # unpickled and copied cards are the deck's own

    @classmethod
    def parse(cls, token: str) -> Card:
        """``"7D"``, ``"10d"``, ``"TD"`` or ``"7♦"``."""
        match = _TOKEN.fullmatch(str(token).strip())
        if not match:
            raise ValueError(f"not a card: {token!r} (write it like 7D, 10H, TD, QS or 7♦)")
        rank, suit = match.group(1).upper(), match.group(2).upper()
        return cls("10" if rank == "T" else rank, _FROM_SYMBOL.get(suit, suit))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __str__(self) -> str:
        return f"{self.rank}{SYMBOLS[self.suit]}"

    def __repr__(self) -> str:
        return f"Card({self.rank!r}, {self.suit!r})"

    def to_card_data(self) -> dict:
        return dict(_CARD_DATA[self.index])

    @classmethod
    def from_card_data(cls, data: object) -> Card:
        """The card that ``to_card_data()`` described; ValueError for anything else."""
        rank, suit = (data.get("rank"), data.get("suit")) if isinstance(data, dict) else (None, None)
        if not isinstance(data, dict) or data.get("deck") != "french" or len(data) != 3 or \
                not isinstance(rank, str) or not isinstance(suit, str):
            raise ValueError(f"not a card of the French deck: {data!r}")
        return cls(rank, suit)


DECK = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
_CARD_DATA = tuple(carddata.french(card.rank, card.suit) for card in DECK)  # checked once, copied per call


def card_tokens(text: str) -> list[str]:
    """The tokens of a hand's text, separated by spaces or commas: one a card, if it reads."""
    return [token for token in re.split(r"[\s,]+", str(text).strip()) if token]


def parse_cards(text: str, *, distinct: bool = True) -> list[Card]:
    """Cards from tokens separated by spaces or commas: ``"AS 10D TD KH 7♦ qc"``.

    Unknown tokens raise a ValueError that names the token, and so do repeated ones unless
    ``distinct`` is False (for a caller that says itself what a card twice means).
    """
    cards: list[Card] = []
    for token in card_tokens(text):
        card = Card.parse(token)
        if distinct and card in cards:
            raise ValueError(f"{token!r} is {card}, which is already in {' '.join(map(str, cards))}")
        cards.append(card)
    return cards
