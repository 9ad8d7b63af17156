"""The French deck of Gin Rummy: 52 cards, aces low; each card also an integer 0–51 for the meld search."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from cardwidgets import carddata

RANKS = carddata.FRENCH_RANKS  # A 2 … 10 J Q K: aces are low only
SUITS = carddata.FRENCH_SUITS  # S H D C
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_FROM_SYMBOL = {symbol: suit for suit, symbol in SYMBOLS.items()}
_TOKEN = re.compile(r"(10|[2-9]|[AJQKT])([SHDC♠♥♦♣])", re.IGNORECASE)


@functools.total_ordering
@dataclass(frozen=True)
class Card:
    """One card, e.g. ``Card("7", "D")``, shown as ``7♦``. Sorts by suit, then rank."""

    rank: str
    suit: str
    index: int = field(init=False, repr=False, compare=False)
    """The card as 0–51: suit × 13 + rank (ace 0 … king 12)."""
    bit: int = field(init=False, repr=False, compare=False)
    """``1 << index``: the card in a hand's bitmask."""

    def __post_init__(self) -> None:
        if self.rank not in RANKS or self.suit not in SUITS:
            raise ValueError(f"not a card: rank {self.rank!r} of suit {self.suit!r} "
                             f"(ranks {' '.join(RANKS)}; suits {' '.join(SUITS)})")
        object.__setattr__(self, "index", SUITS.index(self.suit) * 13 + RANKS.index(self.rank))
        object.__setattr__(self, "bit", 1 << self.index)

    @property
    def points(self) -> int:
        """Deadwood value: ace 1, 2–10 face value, J Q K 10."""
        return min(RANKS.index(self.rank) + 1, 10)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return DECK[index]

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
        return carddata.french(self.rank, self.suit)


DECK = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
POINTS = tuple(card.points for card in DECK)


def parse_cards(text: str) -> list[Card]:
    """Cards from tokens separated by spaces or commas: ``"AS 10D TD KH 7♦ qc"``.

    Unknown or repeated tokens raise a ValueError that names the token.
    """
    cards: list[Card] = []
    for token in re.split(r"[\s,]+", str(text).strip()):
        if not token:
            continue
        card = Card.parse(token)
        if card in cards:
            raise ValueError(f"{token!r} is {card}, which is already in {' '.join(map(str, cards))}")
        cards.append(card)
    return cards
