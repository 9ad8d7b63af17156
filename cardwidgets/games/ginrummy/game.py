"""A match of Gin Rummy as a state machine, hand after hand to the target score.

A hand: 10 cards each, one upcard starts the discard pile. The first player may take the upcard or
pass; then the opponent; if both pass, the first player draws from the stock. After that a turn is:
draw from the stock or the discard pile, then discard — or knock, discarding face down, with 10 or
less deadwood (gin with none). A card just taken from the discard pile may not be discarded at
once. When a discard leaves 2 cards in the stock without a knock, the hand is dead and dealt again.
The loser of a hand starts the next.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.ginrummy.cards import DECK, Card
from cardwidgets.games.ginrummy.melds import discards_within, min_deadwood
from cardwidgets.games.ginrummy.rules import Rules
from cardwidgets.games.ginrummy.showdown import Showdown, showdown
from cardwidgets.games.protocol import Result, action_from_json, action_json, said, seat_only
from cardwidgets.messages import message

UPCARD, DRAW, DISCARD, OVER = "upcard", "draw", "discard", "over"
SOURCES = ("stock", "discard")


@dataclass(frozen=True)
class Pass:
    """Leave the first-turn upcard (only while it is offered)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Draw:
    """Take the top card of the ``"stock"`` or of the ``"discard"`` pile (the upcard, at first)."""

    source: str

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise IllegalAction.coded("ginrummy.error.source", source=json_text(self.source))

    def __str__(self) -> str:
        return f"draw from the {self.source}"


@dataclass(frozen=True)
class Discard:
    """Discard ``card`` face up."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Knock:
    """Knock, discarding ``card`` face down (gin when the 10 cards kept have no deadwood)."""

    card: Card

    def __str__(self) -> str:
        return f"knock with {self.card}"


PASS, DRAW_STOCK, DRAW_DISCARD = Pass(), Draw("stock"), Draw("discard")
DISCARDS, KNOCKS = tuple(map(Discard, DECK)), tuple(map(Knock, DECK))  # by card index: made once, not per move
ACTIONS = (Pass, Draw, Discard, Knock)
Action = Pass | Draw | Discard | Knock
"""The game's action classes, for :func:`~cardwidgets.games.protocol.action_from_json`."""


@dataclass(frozen=True)
class SeatView:
    """What a bot reads: its own seat's part of the snapshot, as cards and actions.

    Made from a snapshot (``of_snapshot``), or straight from the engine (``GinRummyGame.seat_view``),
    the quick path for simulations: the same content, without building and parsing card data. It
    holds nothing the seat may not see: its own hand, the discard pile, what each seat took from
    the pile, and its legal actions.
    """

    viewer: str
    opponent: str
    phase: str
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    opponent_picks: tuple[Card, ...]
    taken_from_pile: Card | None
    knock_limit: int
    legal_actions: tuple[Pass | Draw | Discard | Knock, ...]

    @classmethod
    def of_snapshot(cls, view: dict) -> SeatView:
        me = view["viewer"]
        opponent = next(p for p in view["players"] if p != me)
        taken = view["taken_from_pile"]
        return cls(viewer=me, opponent=opponent, phase=view["phase"], hand=_from_data(view["hands"][me]),
                   discard_pile=_from_data(view["discard_pile"]), opponent_picks=_from_data(view["pile_picks"][opponent]),
                   taken_from_pile=_from_data([taken])[0] if taken else None, knock_limit=view["knock_limit"],
                   legal_actions=tuple(action_from_json(a, ACTIONS) for a in view["legal_actions"]))


def _from_data(data: list[dict]) -> tuple[Card, ...]:
    return tuple(Card(d["rank"], d["suit"]) for d in data)


def _cards(cards: Iterable[Card]) -> list[dict]:
    return [c.to_card_data() for c in cards]


class GinRummyGame:
    """Gin Rummy for two, following the protocol every game of cardwidgets shares.

    >>> game = GinRummyGame(["Ann", "Bob"], seed=2)
    >>> game.awaiting(), game.legal_actions(game.awaiting()[0])
    (('Ann',), [Draw(source='discard'), Pass()])
    """

    def __init__(self, players: Sequence[str], seed: int | None = None, rules: Rules | None = None) -> None:
        players = tuple(players)
        if len(players) != 2 or not all(isinstance(p, str) and p.strip() for p in players) or players[0] == players[1]:
            raise ValueError(f"Gin Rummy is for two players with different names, not {players!r}")
        self.players = players
        self.rules = rules or Rules()
        self._rng = random.Random(seed)
        self.totals = dict.fromkeys(players, 0)
        self.hand_number = 0
        self.history: list[tuple[str, object]] = []
        self.showdowns: list[Showdown] = []
        self.dead_hands = 0
        self.winner: str | None = None
        self._reason: dict | None = None
        self._last_showdown: dict | None = None
        self._deal(self._rng.randrange(2))

    # -- the protocol --------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def awaiting(self) -> tuple[str, ...]:
        return () if self.phase == OVER else (self.players[self.turn],)

    def legal_actions(self, seat: str) -> Sequence[Action]:
        phase = self.phase
        if phase == OVER or seat != self.players[self.turn]:
            return []
        if phase == UPCARD:
            return [DRAW_DISCARD, PASS]
        if phase == DRAW:
            if self._both_passed:
                return [DRAW_STOCK]
            return [DRAW_STOCK, DRAW_DISCARD] if self.discard_pile else [DRAW_STOCK]
        hand, taken = self.hands[seat], self._taken_from_pile
        allowed = [c for c in hand if c is not taken]
        knocks = discards_within(hand, self.rules.knock_limit)
        return [DISCARDS[c.index] for c in allowed] + [KNOCKS[c.index] for c in allowed if c.bit & knocks]

    def apply(self, seat: str, action: object) -> list[dict]:
        """Check and apply ``seat``'s action; return the events. IllegalAction, changing nothing, otherwise."""
        if self.phase == OVER:
            raise IllegalAction.coded("ginrummy.error.over")
        if seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        if seat != self.players[self.turn]:
            raise IllegalAction.coded("error.turn", turn=self.players[self.turn], seat=seat)
        if self.phase == UPCARD:
            return self._upcard(seat, action)
        if self.phase == DRAW:
            return self._draw(seat, action)
        return self._discard(seat, action)

    def result(self) -> Result:
        """The match's standing once it is over: match points, the winner and why."""
        if self.winner is None or self._reason is None:  # both are set as the match ends
            raise IllegalAction.coded("error.not_over")
        return Result(scores=dict(self.totals), winners=(self.winner,), reason=self._reason,
                      details={"hands": self.hand_number, "dead_hands": self.dead_hands})

    def snapshot(self, seat: str | None = None, *, reveal: bool = False) -> dict:
        """JSON-able data for ``seat``: the opponent's hand and the stock stay hidden (``seat=None``
        or ``reveal=True`` shows them); a showdown shows both hands."""
        if seat is not None and seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        sees_all = seat is None or reveal
        result = self.result() if self.is_over else None
        return {
            "game": "ginrummy",
            "players": list(self.players),
            "viewer": seat,
            "revealed": sees_all,
            "hand_number": self.hand_number,
            "phase": self.phase,
            "turn": None if self.phase == OVER else self.players[self.turn],
            "awaiting": list(self.awaiting()),
            "legal_actions": [action_json(a) for a in self.legal_actions(seat)] if seat is not None else [],
            "hands": {p: _cards(sorted(self.hands[p])) if sees_all or p == seat else None for p in self.players},
            "hand_sizes": {p: len(self.hands[p]) for p in self.players},
            "deadwood": {p: min_deadwood(self.hands[p]) if sees_all or p == seat else None for p in self.players},
            "discard_pile": _cards(self.discard_pile),
            "stock_size": len(self.stock),
            "stock": _cards(self.stock) if sees_all else None,
            "drawn": self._drawn.to_card_data()
            if self._drawn is not None and self.phase == DISCARD and (sees_all or self.players[self.turn] == seat)
            else None,
            "taken_from_pile": None if self._taken_from_pile is None else self._taken_from_pile.to_card_data(),
            "pile_picks": {p: _cards(self._pile_picks[p]) for p in self.players},
            "stock_only": self._both_passed,
            "totals": dict(self.totals),
            "target": self.rules.target,
            "knock_limit": self.rules.knock_limit,
            "dead_hands": self.dead_hands,
            "showdown": self._last_showdown,
            "result": None if result is None else result.to_json(),
        }

    @staticmethod
    def conceal(snapshot: dict, seat: str) -> dict:
        """A snapshot taken with ``reveal=True`` as ``seat``'s own is: the opponent's hand and its
        deadwood, the stock, and a card the opponent has drawn hidden again. A table whose teacher
        switch is turned off hides so the views it saved while the switch was on (a test keeps
        this equal to ``snapshot(seat)``)."""
        if not snapshot["revealed"]:
            return snapshot
        return {**snapshot, "viewer": seat, "revealed": False, "hands": seat_only(snapshot["hands"], seat),
                "deadwood": seat_only(snapshot["deadwood"], seat), "stock": None,
                "drawn": snapshot["drawn"] if snapshot["turn"] == seat else None}

    def secrets(self, seat: str) -> dict[str, Any]:
        """What ``seat`` may not see, by where a snapshot would show it: the opponent's hand and
        its deadwood, and the stock's order (see ``protocol.Game.secrets``)."""
        opponent = self.players[1 - self.players.index(seat)]
        return {"stock": _cards(self.stock), f"hands/{opponent}": _cards(sorted(self.hands[opponent])),
                f"deadwood/{opponent}": min_deadwood(self.hands[opponent])}

    def seat_view(self, seat: str) -> SeatView:
        """``SeatView.of_snapshot(self.snapshot(seat))``, read straight from the game: the quick
        path for bots in simulations."""
        if seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        opponent = self.players[1 - self.players.index(seat)]
        return SeatView(viewer=seat, opponent=opponent, phase=self.phase, hand=tuple(sorted(self.hands[seat])),
                        discard_pile=tuple(self.discard_pile), opponent_picks=tuple(self._pile_picks[opponent]),
                        taken_from_pile=self._taken_from_pile, knock_limit=self.rules.knock_limit,
                        legal_actions=tuple(self.legal_actions(seat)))

    # -- a hand ---------------------------------------------------------------------------------

    def _deal(self, first: int) -> list[dict]:
        deck = list(DECK)
        self._rng.shuffle(deck)
        self.hand_number += 1
        self.first = first
        order = [first, 1 - first]
        self.hands = {self.players[order[0]]: deck[0:10], self.players[order[1]]: deck[10:20]}
        self.discard_pile = [deck[20]]
        self.stock = deck[21:]  # drawn from the end
        self.turn = first
        self.phase = UPCARD
        self._passes = 0
        self._both_passed = False
        self._taken_from_pile: Card | None = None
        self._drawn: Card | None = None
        self._pile_picks: dict[str, list[Card]] = {p: [] for p in self.players}
        return [message("ginrummy.deal", hand=self.hand_number, seat=self.players[first],
                        card=deck[20].to_card_data())]

    def _upcard(self, seat: str, action: object) -> list[dict]:
        if type(action) is Draw and action.source == "discard":
            return self._draw(seat, action)
        if type(action) is not Pass:
            raise IllegalAction.coded("ginrummy.error.upcard", seat=seat, action=said(action))
        self.history.append((seat, PASS))
        self._passes += 1
        self.turn = 1 - self.turn
        if self._passes == 2:  # both passed: the first player draws from the stock
            self.phase, self._both_passed = DRAW, True
        return [message("ginrummy.pass", seat=seat, card=self.discard_pile[-1].to_card_data())]

    def _draw(self, seat: str, action: object) -> list[dict]:
        source = action.source if type(action) is Draw else None
        if source == "stock" and self.phase == DRAW:
            card = self.stock.pop()
            self._taken_from_pile = None
            event = message("ginrummy.draw_stock", seat=seat, stock=len(self.stock))
        elif source == "discard" and not self._both_passed and self.discard_pile:
            card = self.discard_pile.pop()
            self._taken_from_pile = card
            self._pile_picks[seat].append(card)
            event = message("ginrummy.draw_discard", seat=seat, card=card.to_card_data())
        else:
            raise IllegalAction.coded("ginrummy.error.draw", seat=seat, action=said(action),
                                      discard_too=DRAW_DISCARD in self.legal_actions(seat))
        self.history.append((seat, action))
        self.hands[seat].append(card)
        self._drawn = card
        self.phase = DISCARD
        self._both_passed = False
        return [event]

    def _discard(self, seat: str, action: object) -> list[dict]:
        if not isinstance(action, (Discard, Knock)) or not isinstance(action.card, Card):
            raise IllegalAction.coded("ginrummy.error.discard", seat=seat, action=said(action))
        card, hand = action.card, self.hands[seat]
        if card not in hand:
            raise IllegalAction.coded("ginrummy.error.not_held", seat=seat, card=card.to_card_data())
        if card is self._taken_from_pile:
            raise IllegalAction.coded("ginrummy.error.taken", seat=seat, card=card.to_card_data())
        kept = hand.copy()
        kept.remove(card)
        if isinstance(action, Knock):
            deadwood = min_deadwood(kept)
            if deadwood > self.rules.knock_limit:
                raise IllegalAction.coded("ginrummy.error.knock_limit", seat=seat, deadwood=deadwood,
                                          limit=self.rules.knock_limit)
            return self._knock(seat, action, kept)
        self.history.append((seat, action))
        self.hands[seat] = kept
        self.discard_pile.append(card)
        self._taken_from_pile = None
        events = [message("ginrummy.discard", seat=seat, card=card.to_card_data())]
        if len(self.stock) <= self.rules.dead_stock:
            self.dead_hands += 1
            events.append(message("ginrummy.dead_hand", stock=len(self.stock)))
            return events + self._deal(self.first)
        self.turn = 1 - self.turn
        self.phase = DRAW
        return events

    def _knock(self, seat: str, action: Knock, kept: list[Card]) -> list[dict]:
        defender = self.players[1 - self.players.index(seat)]
        result = showdown(kept, self.hands[defender], self.rules)
        self.history.append((seat, action))
        self.hands[seat] = kept
        self.showdowns.append(result)
        winner = seat if result.winner == "knocker" else defender
        loser = defender if winner == seat else seat
        self.totals[winner] += result.points
        lines = result.messages(seat, defender)
        # (the card knocked with: the page's showdown repeats the knock's sentence over it)
        self._last_showdown = {"hand": self.hand_number, "knocker": seat, "defender": defender,
                               "card": action.card.to_card_data(), "knocker_cards": _cards(sorted(kept)), "defender_cards": _cards(sorted(self.hands[defender])),
                               **result.to_json(), "lines": lines}
        events = [message("ginrummy.gin" if result.gin else "ginrummy.knock", seat=seat, card=action.card.to_card_data()),
                  *lines[:-1], {**lines[-1], "showdown": self._last_showdown}]
        # A match to 1 point is a single hand, whatever it scores; otherwise a hand that scores
        # 0 (equal deadwood, no undercut bonus) counts as played and moves no total.
        if self.rules.target == 1 or self.totals[winner] >= self.rules.target:
            self.winner, self.phase = winner, OVER
            self._reason = message("ginrummy.match_won", seat=winner, points=self.totals[winner],
                                   other=loser, other_points=self.totals[loser], target=self.rules.target)
            return [*events, self._reason]
        return events + self._deal(self.players.index(loser))

    def time_out(self, seat: str) -> list[dict]:
        """``seat`` ran out of its ``move_seconds``: it loses the match (only with the timer on)."""
        if self.rules.move_seconds is None:
            raise IllegalAction.coded("ginrummy.error.no_timer")
        if seat not in self.awaiting():
            raise IllegalAction.coded("ginrummy.error.time_out", seat=json_text(seat))
        self.winner = self.players[1 - self.players.index(seat)]
        self.phase = OVER
        self.history.append((seat, "time_out"))
        self._reason = message("ginrummy.time_out", seat=seat, winner=self.winner)
        return [self._reason]
