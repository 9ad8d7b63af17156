"""Bots for Gin Rummy, each deciding from its own seat's snapshot alone (or the same view, read
straight from the engine: ``GinRummyGame.seat_view``, the quick path of simulations).

- ``RandomBot``: any legal action, uniformly.
- ``GreedyBot``: takes the upcard or the top discard when it lowers its deadwood, else draws from
  the stock; discards the card that leaves the least deadwood; knocks as soon as it may.
- ``TrackerBot``: plays like the greedy bot, but reads the discard pile: among discards that are
  nearly as good, it avoids feeding the opponent (cards next to, or of the rank of, what the
  opponent took from the pile) and throws cards whose melds are already out of reach (their
  partners lie in the discard pile); it takes a discard only if it really helps.
"""

from __future__ import annotations

import random

from cardwidgets.games.ginrummy.cards import DECK, Card
from cardwidgets.games.ginrummy.game import ACTIONS, DRAW_DISCARD, DRAW_STOCK, PASS, Action, Discard, Knock, SeatView
from cardwidgets.games.ginrummy.melds import deadwood_after_each_discard, min_deadwood
from cardwidgets.games.protocol import action_from_json


def legal_from_view(view: dict) -> list:
    """The legal actions the seat's snapshot lists, as actions."""
    return [action_from_json(a, ACTIONS) for a in view["legal_actions"]]


def seat_view(view: dict | SeatView) -> SeatView:
    """A bot's view: a snapshot read into cards, or a ``SeatView`` the engine gave (the quick path)."""
    return view if isinstance(view, SeatView) else SeatView.of_snapshot(view)


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: dict | SeatView) -> Action:
        return self._rng.choice(seat_view(view).legal_actions)


class GreedyBot:
    """Lowers its deadwood at every step; knocks as soon as it may. Deterministic: ``seed`` is
    accepted so that every bot is made the same way."""

    # How much a discard must lower the deadwood before the bot takes it rather than a blind card.
    MIN_GAIN = 1

    def __init__(self, seed: int | None = None) -> None:
        del seed

    def choose(self, view: dict | SeatView) -> Action:
        view = seat_view(view)
        hand = list(view.hand)
        if view.phase in ("upcard", "draw"):
            if DRAW_DISCARD in view.legal_actions and self._takes(hand, view.discard_pile[-1]):
                return DRAW_DISCARD
            return PASS if view.phase == "upcard" else DRAW_STOCK
        return self._discard(view, hand)

    def _takes(self, hand: list[Card], top: Card) -> bool:
        after = deadwood_after_each_discard([*hand, top])
        best_without_top = min(points for card, points in after.items() if card != top)
        return min_deadwood(hand) - best_without_top >= self.MIN_GAIN

    def _discard(self, view: SeatView, hand: list[Card]) -> Knock | Discard:
        after = deadwood_after_each_discard(hand)
        options = [c for c in hand if c is not view.taken_from_pile]
        card = min(options, key=lambda c: (after[c] + self._risk(view, c), -c.points, c.index))
        return Knock(card) if after[card] <= view.knock_limit else Discard(card)

    def _risk(self, view: SeatView, card: Card) -> float:
        return 0.0


class TrackerBot(GreedyBot):
    """The greedy bot with a memory of the discard pile; see the module docstring."""

    MIN_GAIN = 3  # a discard must help a lot: taking it shows the opponent what we collect

    def _risk(self, view: SeatView, card: Card) -> float:
        risk = 0.0
        for taken in view.opponent_picks:  # the opponent collects these: do not feed the same rank or run
            if taken.rank == card.rank:
                risk += 3
            elif taken.suit == card.suit and abs(taken.index - card.index) <= 2:
                risk += 2
        # Keeping a card is worth its live partners: cards that could still meld with it and are
        # not lying dead in the discard pile. Throw the cards with the fewest.
        dead = set(view.discard_pile)
        partners = [c for c in _neighbours(card) if c not in dead]
        return risk + 0.6 * len(partners)


def _neighbours(card: Card) -> list[Card]:
    """The cards that could meld with ``card``: its rank in other suits, its suit two ranks around."""
    rank, base = card.index % 13, card.index - card.index % 13
    same_rank = [DECK[suit * 13 + rank] for suit in range(4) if suit * 13 + rank != card.index]
    same_suit = [DECK[base + r] for r in (rank - 2, rank - 1, rank + 1, rank + 2) if 0 <= r < 13]
    return same_rank + same_suit
