"""The rule constants of Twins and the options where the rulebooks leave room, with their sources.

Sources: the Italian translation (Marco Rocci) and a French translation of the German rules; the
rules as implemented, for teachers, are in ``docs/rules/twins.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal

from cardwidgets.games.frozen import RemadeFromFields
from cardwidgets.games.twins.cards import COLORS, DEFAULT_INK
from cardwidgets.messages import message, render

# What one play of the cash card does.
PAY: Final = "pay"  # the last `places` pay `amount` each into the pot
WIN: Final = "win"  # the first `places` win `amount` each from the pot
POT: Final = "pot"  # the first takes the whole pot


@dataclass(frozen=True)
class CashLine:
    """One line of a cash card: ``CashLine(PAY, places=2, amount=2)`` is "the last 2 pay 2 each"."""

    effect: Literal["pay", "win", "pot"]
    places: int = 1
    amount: int = 0
    sit_out: bool = False

    def message(self) -> dict:
        """The line as a message of the catalogue (``twins.line.*``), for the page and ``str()``."""
        if self.effect == PAY:
            return message("twins.line.pay", places=self.places, amount=self.amount, sit_out=self.sit_out)
        if self.effect == WIN:
            return message("twins.line.win", places=self.places, amount=self.amount)
        return message("twins.line.pot")

    def __str__(self) -> str:
        return render(self.message())


def _cash_card(last_pay_1: int, first_win_2: int, last_pay_3: int) -> tuple[CashLine, ...]:
    return (
        CashLine(PAY, places=last_pay_1, amount=2),
        CashLine(WIN, places=first_win_2, amount=3),
        CashLine(PAY, places=last_pay_3, amount=1, sit_out=True),
        CashLine(POT),
    )


# The cash cards, by the number of players the game started with (the table in docs/rules/twins.md).
# The Italian text once says play 2 pays "2 each" for 5–6 players; its own cash card, the French
# text and the examples all say 3, and so do we.
CASH_CARDS: Mapping[int, tuple[CashLine, ...]] = MappingProxyType({
    3: _cash_card(1, 1, 1),
    4: _cash_card(2, 1, 1),
    5: _cash_card(3, 2, 2),
    6: _cash_card(3, 2, 2),
})

Play2Ties = Literal["group_must_fit", "pot_covers_group"]


@dataclass(frozen=True)
class Rules(RemadeFromFields):
    """The rules of one game of Twins; the defaults are the rulebook's.

    ``play2_ties`` reads the rule for tied winners in play 2 (cash card "the first N win 3"):

    - ``"group_must_fit"`` (default): going down from the top, a tied group is paid 3 each only if
      the whole group fits in the paid places *and* the pot covers all of it; otherwise nobody in
      the group is paid and the paying stops. French text: "s'il y a des joueurs à égalité et
      qu'on ne peut déterminer qui doit être payé, aucun des joueurs en situation de pat ne reçoit
      d'argent." It satisfies the Italian text and both examples too.
    - ``"pot_covers_group"``: the Italian text read on its own — "le vincite vengono pagate a
      partire dalle combinazioni più alte, interrompendo il pagamento nel punto in cui i gettoni non
      sono sufficienti a coprire tutte le combinazioni di pari valore che dovrebbero essere pagate".
      A tie that reaches a paid place makes the whole tied group winners, however many they are;
      each group is paid in full while the pot covers it, and the paying stops at the first group
      it cannot cover.

    The two part ways when a tie crosses the last paid place and the pot is rich: two Pairs of 5
    tied behind a lone Twins at a 5-player table, with 9 in the pot, are paid 3 each under
    ``"pot_covers_group"`` and nothing under ``"group_must_fit"``.

    ``cash_cards`` maps a table size to its four lines (``CASH_CARDS``, from the rulebook's cards,
    by default); a class can try other payouts.

    ``max_hands`` is not in the rulebook, where only a bankruptcy ends the game: a class may want a
    game of a fixed length, and simulations want a bound. ``None`` (the default) is the rulebook.
    """

    ink_by_color: Mapping[str, str] = field(default_factory=lambda: DEFAULT_INK)
    cash_cards: Mapping[int, tuple[CashLine, ...]] = field(default_factory=lambda: CASH_CARDS)
    starting_chips: int = 12
    hand_size: int = 8
    buy_prices: tuple[int, int, int] = (0, 1, 3)  # for buying 0, 1 or 2 cards
    play2_ties: Play2Ties = "group_must_fit"
    max_hands: int | None = None

    def __post_init__(self) -> None:
        # The rulebook's inks and cash cards (the defaults, read only) are known sound, and are not
        # checked again: a simulation makes a Rules per game. Any other mapping, a copy included, is.
        if self.ink_by_color is not DEFAULT_INK:
            if set(self.ink_by_color) != set(COLORS) or not set(self.ink_by_color.values()) <= {"white", "black"}:
                raise ValueError(f"ink_by_color must give white or black for each of {', '.join(COLORS)}")
            object.__setattr__(self, "ink_by_color", MappingProxyType(dict(self.ink_by_color)))
        if self.starting_chips < 1:
            raise ValueError(f"starting_chips must be at least 1, not {self.starting_chips}")
        if not 2 <= self.hand_size <= 10:
            raise ValueError(f"hand_size must be 2 to 10 (60 cards, up to 6 players), not {self.hand_size}")
        if len(self.buy_prices) != 3 or self.buy_prices[0] != 0 or min(self.buy_prices) < 0:
            raise ValueError(f"buy_prices are the costs of 0, 1 and 2 cards, starting at 0: {self.buy_prices}")
        if self.play2_ties not in ("group_must_fit", "pot_covers_group"):
            raise ValueError(
                f"play2_ties is 'group_must_fit' or 'pot_covers_group', not {self.play2_ties!r}"
            )
        if self.cash_cards is not CASH_CARDS and (set(self.cash_cards) != set(CASH_CARDS) or any(
                len(card) != 4 or not all(isinstance(line, CashLine) for line in card) for card in self.cash_cards.values())):
            raise ValueError("cash_cards must give four CashLines for each table size from 3 to 6")
        if self.max_hands is not None and self.max_hands < 1:
            raise ValueError(f"max_hands must be None or at least 1, not {self.max_hands}")

    @property
    def min_players(self) -> int:
        return min(self.cash_cards)

    @property
    def max_players(self) -> int:
        return max(self.cash_cards)

    def cash_card(self, table_size: int) -> tuple[CashLine, ...]:
        """The cash card for a game that started with ``table_size`` players."""
        if table_size not in self.cash_cards:
            raise ValueError(f"Twins is for 3 to 6 players, not {table_size}")
        return self.cash_cards[table_size]
