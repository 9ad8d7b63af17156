"""A game of No Thanks! as a state machine: ``Take()`` or ``Pass()``, one seat at a time.

The player facing the face-up card either takes it, with every chip on it, and turns the next
card (keeping the turn), or pays a chip onto it ("No thanks!") and the player to the left decides.
A player without chips must take. The game ends when the 24th card is taken.

The engine drives Monte Carlo in class, so its hot paths (``apply``, ``playout``) are kept lean:
seats are indices inside, the deck is a list popped from its end, a seat's cards are a bitmask
scored only when asked, and the moves are not recorded one by one (``history`` is rebuilt from the
chips taken with each card).
"""

from __future__ import annotations

import functools
import hashlib
import numbers
import random
import secrets
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.nothanks.rules import DECK_SIZE, HIGHEST, LOWEST, Rules
from cardwidgets.games.nothanks.scoring import mask_points
from cardwidgets.games.protocol import Result, action_json, said, seat_only
from cardwidgets.messages import message


@dataclass(frozen=True)
class Take:
    """Take the face-up card and every chip on it."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True)
class Pass:
    """Pay a chip onto the card: "No thanks!"."""

    def __str__(self) -> str:
        return "no thanks"


TAKE, PASS = Take(), Pass()
ACTIONS = (Take, Pass)
"""The game's action classes, for :func:`~cardwidgets.games.protocol.action_from_json`."""
_BOTH, _TAKE_ONLY, _NOTHING = (TAKE, PASS), (TAKE,), ()
_WORDS = struct.Struct("<8Q")
_BIT = tuple(1 << card for card in range(HIGHEST + 1))
"""Each card's bit in a seat's bitmask, looked up: ``1 << card`` is a shift of a big number on every take."""


def _passes(action: object) -> bool:
    """Whether an action other than ``PASS`` and ``TAKE`` themselves is a pass (a ``Pass()`` made
    anew) or a take; IllegalAction for anything else. ``apply`` asks only then, so that a take
    costs it two identity checks, not a call of ``type()``."""
    kind = type(action)
    if kind is Pass or kind is Take:
        return kind is Pass
    raise IllegalAction.coded("nothanks.error.action", action=said(action))


def check_policy(players: int, p_take: float, thresholds: Sequence[int] | None) -> None:
    """Refuse a playout's policy before its first move (a bad one met halfway would leave half a
    game): ``thresholds`` one whole number per seat, or else ``p_take`` a probability."""
    if thresholds is not None:
        if len(thresholds) != players or not all(isinstance(t, numbers.Integral) and not isinstance(t, bool)
                                                 for t in thresholds):
            raise ValueError(f"thresholds needs one whole number per seat ({players}), not {thresholds!r}")
    elif not 0 <= p_take <= 1:
        raise ValueError(f"p_take is a probability, not {p_take!r}")


def shuffled(cards: Sequence[int], seed: int | None) -> tuple[list[int], int]:
    """``cards`` in a seeded random order, and a random number to choose the first player with.

    A fast deal for Monte Carlo, cheaper than building a ``random.Random``: one hash of the seed
    gives eight 64-bit random words, read off as a Fisher–Yates shuffle (each word serves several
    draws; the bias of a draw is below 2**-20).
    """
    if seed is None:
        seed = secrets.randbits(63)
    elif type(seed) is not int:
        raise ValueError(f"the seed is a whole number, not {seed!r}")
    digest = hashlib.blake2b(seed.to_bytes(16, "little", signed=True)).digest()  # 64 bytes, the default
    words = list(_WORDS.unpack(digest))
    word = words.pop()
    order = list(cards)
    for i, size in _swaps(len(order)):
        if word < 1048576:  # 2**20
            word = words.pop()
        j = word % size
        word //= size
        order[i], order[j] = order[j], order[i]
    return order, word


@functools.cache
def _swaps(count: int) -> tuple[tuple[int, int], ...]:
    """Fisher–Yates' steps for ``count`` cards: each position from the last down to 1, and how
    many cards it draws from."""
    return tuple((i, i + 1) for i in range(count - 1, 0, -1))


DEFAULT_RULES = Rules()


@functools.lru_cache(maxsize=256)
def _seating(players: tuple[str, ...], rules: Rules | None) -> tuple[tuple[str, ...], tuple[int, ...], int]:
    """The checked players, the seat to the left of each, and their starting chips (worked out
    once per table). ``rules`` is None for the default rules, as the games are given them: the
    cache then hashes no ``Rules``, whose dataclass ``__hash__`` runs Python code (half of a lookup)."""
    rules = rules or DEFAULT_RULES
    rules.check_players(len(players))
    if not all(isinstance(p, str) and p.strip() for p in players) or len(set(players)) != len(players):
        raise ValueError(f"players must be distinct non-empty names: {players!r}")
    left = tuple([*range(1, len(players)), 0])
    return players, left, rules.starting_chips(len(players))


def _cards(held: int) -> list[int]:
    """The cards of a bitmask (bit ``c`` for card ``c``), in order."""
    return [card for card in range(LOWEST, HIGHEST + 1) if held >> card & 1]


class NoThanksGame:
    """No Thanks! for 3 to 5 players (6–7 with ``Rules(large_tables=True)``).

    ``legal_actions`` gives ``(Take(), Pass())``, or ``(Take(),)`` to a player without chips.
    ``is_over`` and ``to_move`` (the seat to decide, None at the end) are plain attributes, for
    speed: read them freely, change the game only through ``apply`` and ``playout``.

    >>> game = NoThanksGame(["Pietro", "Sabina", "Lisa"], seed=1)
    >>> game.awaiting(), game.card, game.legal_actions("Pietro")
    (('Pietro',), 17, (Take(), Pass()))
    """

    __slots__ = ("rules", "players", "removed", "is_over", "to_move", "_left", "_first", "_opening_pot", "_log",
                 "_turn", "_deck", "_card", "_chips", "_held", "_pot", "_result")

    def __init__(self, players: Sequence[str], seed: int | None = None, rules: Rules | None = None,
                 *, first: int | None = None) -> None:
        self.players, self._left, chips = _seating(tuple(players), rules)
        self.rules = rules = rules or DEFAULT_RULES
        order, spare = shuffled(rules.cards, seed)
        removed = order[DECK_SIZE:]
        removed.sort()  # in place: sorted() would copy the list once more
        self.removed = tuple(removed)
        seats = len(self.players)
        if first is None:
            first = spare % seats
        elif type(first) is not int or not 0 <= first < seats:
            raise ValueError(f"first is a seat number from 0 to {seats - 1}, not {first!r}")
        self._start(order[DECK_SIZE - 1::-1], [chips] * seats, [0] * seats, 0, first)

    @classmethod
    def from_position(cls, players: Sequence[str], *, deck: Sequence[int], chips: Sequence[int],
                      taken: Sequence[Sequence[int]], pot: int = 0, turn: int = 0,
                      removed: Sequence[int] = (), rules: Rules | None = None) -> NoThanksGame:
        """A game set up at a given moment: ``deck[0]`` is the face-up card, the rest in order.

        For teaching positions and for bots that look ahead; everything is checked.
        """
        game = cls.__new__(cls)
        game.players, game._left, _ = _seating(tuple(players), rules)
        game.rules = rules = rules or DEFAULT_RULES
        n = len(game.players)
        cards = [*deck, *(c for t in taken for c in t)]
        if len(set(cards)) != len(cards) or not set(cards) <= set(rules.cards) or not deck:
            raise ValueError("the deck and the taken cards must be different cards of the game, the deck not empty")
        if len(chips) != n or len(taken) != n or min(chips) < 0 or pot < 0 or not 0 <= turn < n:
            raise ValueError("chips and taken need one entry per player; chips, pot and turn must make sense")
        game.removed = tuple(sorted(removed))
        game._start(list(deck)[::-1], list(chips), [sum(1 << c for c in t) for t in taken], pot, turn)
        return game

    def _start(self, deck: list[int], chips: list[int], held: list[int], pot: int, turn: int) -> None:
        """The state, kept small for the hot path: ``deck`` has its top card last, so that pop() turns
        it; ``_held[i]`` has bit ``c`` set when seat ``i`` holds card ``c``; the moves are not stored
        one by one: ``_log`` has the chips taken with each card, enough to rebuild ``history`` from
        the first player and the opening pot."""
        self._deck = deck
        self._card = deck.pop()  # 0 once the game is over
        self._chips = chips
        self._held = held
        self._pot = self._opening_pot = pot
        self._turn = self._first = turn
        self._log: list[int] = []
        self._result: Result | None = None
        self.is_over = False
        self.to_move: str | None = self.players[turn]

    def opening(self) -> list[dict]:
        """The event of setting the game up (the first card turned), for a table's log."""
        return [message("nothanks.turn", seat=self.to_move, card=self.card)]

    @property
    def history(self) -> list[tuple[str, Take | Pass]]:
        """Every move so far, ``(seat, action)`` in order, rebuilt from the chips taken with each card:
        a card's passes are the chips on it when taken (less the opening pot, for the first card)."""
        players, takes = self.players, self._log
        moves: list[tuple[str, Take | Pass]] = []
        turn, before = self._first, self._opening_pot
        for index, pot in enumerate([*takes, self._pot]):  # the face-up card's chips last, not taken yet
            for _ in range(pot - before):
                moves.append((players[turn], PASS))
                turn = self._left[turn]
            if index < len(takes):
                moves.append((players[turn], TAKE))
            before = 0
        return moves

    # -- the protocol --------------------------------------------------------------------------

    @property
    def card(self) -> int | None:
        """The face-up card, or None at the end."""
        return self._card or None

    @property
    def pot(self) -> int:
        """The chips on the face-up card."""
        return self._pot

    @property
    def chips(self) -> dict[str, int]:
        return dict(zip(self.players, self._chips))

    @property
    def taken(self) -> dict[str, list[int]]:
        return {seat: _cards(held) for seat, held in zip(self.players, self._held)}

    @property
    def cards_left(self) -> int:
        """Cards still to come after the face-up one."""
        return len(self._deck)

    def awaiting(self) -> tuple[str, ...]:
        return () if self.to_move is None else (self.to_move,)

    def legal_actions(self, seat: str | None) -> tuple[Take | Pass, ...]:
        if seat != self.to_move or seat is None:
            return _NOTHING
        return _BOTH if self._chips[self._turn] else _TAKE_ONLY

    def apply(self, seat: str | None, action: Take | Pass) -> list[dict]:
        """Take or pass for ``seat``; return the events, one a move (a take that turns the next card
        tells both in one line) but the last take, which ends the game. IllegalAction, changing
        nothing, otherwise (``seat`` may be ``to_move`` at the end, None: refused, the game is over)."""
        if seat != self.to_move or seat is None:
            raise self._not_your_turn(seat)
        turn = self._turn
        if action is PASS or (action is not TAKE and _passes(action)):
            chips = self._chips
            have = chips[turn]
            if not have:
                raise IllegalAction.coded("nothanks.error.must_take", seat=seat, card=self._card)
            chips[turn] = have - 1
            self._pot = pot = self._pot + 1
            self._turn = turn = self._left[turn]
            self.to_move = self.players[turn]
            return [{"code": "nothanks.pass", "seat": seat, "card": self._card, "pot": pot}]
        card, pot = self._card, self._pot
        self._held[turn] |= _BIT[card]
        self._chips[turn] += pot
        self._pot = 0
        self._log.append(pot)
        deck = self._deck
        if deck:
            self._card = turned = deck.pop()
            return [{"code": "nothanks.take_turn", "seat": seat, "card": card, "chips": pot, "next": turned}]
        result = self._end()
        return [{"code": "nothanks.take", "seat": seat, "card": card, "chips": pot},
                {"code": "nothanks.game_over", "why": result.reason, "winners": list(result.winners),
                 "count": len(result.winners), "score": result.scores[result.winners[0]]},
                {"code": "nothanks.left_out", "cards": list(self.removed)}]

    def playout(self, rng: random.Random, p_take: float = 0.5, thresholds: Sequence[int] | None = None) -> Result:
        """Play to the end, fast, for Monte Carlo; return ``result()``.

        Every seat takes with probability ``p_take`` (a random player), or, given ``thresholds``
        (one per seat), takes when the card costs it at most its threshold more than the chips
        on it (see ``scoring.marginal_cost``). A player without chips takes, as the rules say.
        ``rng`` is a ``random.Random``; the moves join ``history`` like any others.
        The same moves as ``apply()``, in a loop on local variables (a property test keeps the
        two in step).
        """
        if self.is_over:
            return self.result()
        check_policy(len(self.players), p_take, thresholds)
        chips, held, log, left = self._chips, self._held, self._log.append, self._left
        pot, turn = self._pot, self._turn
        draw = rng.random
        deck = self._deck
        deck.append(self._card)  # the face-up card is played first (no new list of the cards)
        for card in reversed(deck):
            while have := chips[turn]:  # a player without chips takes
                if thresholds is None:
                    if draw() < p_take:
                        break
                else:
                    # scoring.marginal_cost, on the bitmask: a card above a run adds nothing, below
                    # one it replaces the run's lowest card.
                    near = held[turn] >> (card - 1)
                    if (0 if near & 1 else card) - (card + 1 if near & 4 else 0) - pot <= thresholds[turn]:
                        break
                chips[turn] = have - 1
                pot += 1
                turn = left[turn]
            held[turn] |= _BIT[card]
            chips[turn] = have + pot  # have: the taker's chips, as the while read them
            log(pot)
            pot = 0
        deck.clear()
        self._pot, self._turn = pot, turn
        return self._end()

    def _not_your_turn(self, seat: object) -> IllegalAction:
        if self.is_over:
            return IllegalAction.coded("error.game_over")
        if seat not in self.players:
            return IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        return IllegalAction.coded("error.turn", turn=self.to_move, seat=seat)

    def scores(self) -> dict[str, int]:
        """Each seat's score now: card points minus chips (lower is better)."""
        return {seat: mask_points(held) - chips for seat, held, chips in zip(self.players, self._held, self._chips)}

    def result(self) -> Result:
        """Scores (lowest wins; ties share the win), card points and chips, once the game is over
        (counted once: the game does not change any more)."""
        if self._result is None:
            raise IllegalAction.coded("error.not_over")
        return self._result

    def _end(self) -> Result:
        """End the game (no card, nobody to move) and count its ``Result``, once, as the last take
        does it (a call of ``result()`` and of a counting method less on every game): in one pass over
        the seats, each seat's card points, score and chips, and the winners kept as the lowest score
        so far (no second pass, no sorting)."""
        self._card, self.to_move = 0, None
        self.is_over = True
        scores, points, chips = {}, {}, {}
        winners: tuple[str, ...] = ()
        best = 0
        for seat, held, left in zip(self.players, self._held, self._chips):
            points[seat] = card_points = mask_points(held)
            scores[seat] = score = card_points - left
            chips[seat] = left
            if score < best or not winners:
                best, winners = score, (seat,)
            elif score == best:
                winners += (seat,)
        self._result = result = Result(scores, winners, {"code": "nothanks.over.last_card"}, True,
                                       {"card_points": points, "chips": chips, "removed": list(self.removed)})
        return result

    @staticmethod
    def conceal(snapshot: dict, seat: str) -> dict:
        """A snapshot taken with ``reveal=True`` as ``seat``'s own is: the others' chips and the
        cards out of the game hidden again until the end. A table whose teacher switch is turned
        off hides so the views it saved while the switch was on (a test keeps this equal to
        ``snapshot(seat)``)."""
        if not snapshot["revealed"]:
            return snapshot
        hidden = {} if snapshot["result"] else {"chips": seat_only(snapshot["chips"], seat), "removed": None}
        return {**snapshot, "viewer": seat, "revealed": False, **hidden}

    def secrets(self, seat: str) -> dict[str, Any]:
        """What ``seat`` may not see now, by where a snapshot would show it: the deck's order, the
        cards out of the game and the others' chips (see ``protocol.Game.secrets``). Nothing once
        the game is over."""
        if self.is_over:
            return {}
        hidden: dict[str, Any] = {"deck": self._deck[::-1], "removed": list(self.removed)}
        for other, chips in zip(self.players, self._chips):
            if other != seat:
                hidden[f"chips/{other}"] = chips
        return hidden

    def snapshot(self, seat: str | None = None, *, reveal: bool = False) -> dict:
        """JSON-able data for ``seat``: others' chips, the removed cards and the deck order are
        hidden until the end (``seat=None`` or ``reveal=True`` shows them)."""
        if seat is not None and seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        sees_all = seat is None or reveal or self.is_over
        return {
            "game": "nothanks",
            "players": list(self.players),
            "viewer": seat,
            "revealed": seat is None or reveal,
            "card": self.card,
            "pot": self._pot,
            "cards_left": len(self._deck),
            "to_move": self.to_move,
            "awaiting": list(self.awaiting()),
            "taken": self.taken,
            "card_points": {s: mask_points(held) for s, held in zip(self.players, self._held)},
            "chips": {s: (c if sees_all or s == seat else None) for s, c in zip(self.players, self._chips)},
            "removed": list(self.removed) if sees_all else None,
            "legal_actions": [action_json(action) for action in self.legal_actions(seat)] if seat is not None else [],
            "variant": self.rules.variant,
            "result": self.result().to_json() if self.is_over else None,
        }

    def __repr__(self) -> str:
        return f"<NoThanksGame card {self.card} pot {self._pot} to move {self.to_move} left {len(self._deck)}>"
