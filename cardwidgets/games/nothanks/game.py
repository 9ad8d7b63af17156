"""A game of No Thanks! as a state machine: ``Take()`` or ``Pass()``, one seat at a time.

The player facing the face-up card either takes it, with every chip on it, and turns the next
card (keeping the turn), or pays a chip onto it ("No thanks!") and the player to the left decides.
A player without chips must take. The game ends when the 24th card is taken.

The engine drives Monte Carlo in class, so its hot path (``apply``) is kept lean: seats are indices
inside, and the deck is a list popped from its end.
"""

from __future__ import annotations

import functools
import hashlib
import secrets
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from cardwidgets.errors import IllegalAction
from cardwidgets.games.nothanks.rules import DECK_SIZE, Rules
from cardwidgets.games.nothanks.scoring import card_points
from cardwidgets.games.protocol import Result, action_json
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
_BOTH, _TAKE_ONLY, _NOTHING = (TAKE, PASS), (TAKE,), ()
_WORDS = struct.Struct("<8Q")


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
    digest = hashlib.blake2b(seed.to_bytes(16, "little", signed=True), digest_size=64).digest()
    words = list(_WORDS.unpack(digest))
    word = words.pop()
    order = list(cards)
    for i in range(len(order) - 1, 0, -1):
        if word < 1 << 20:
            word = words.pop()
        word, j = divmod(word, i + 1)
        order[i], order[j] = order[j], order[i]
    return order, word


DEFAULT_RULES = Rules()


@functools.lru_cache(maxsize=256)
def _seating(players: tuple[str, ...], rules: Rules) -> tuple[tuple[str, ...], Mapping[str, int], int]:
    """The checked players, their seat numbers and their starting chips (worked out once per table)."""
    rules.check_players(len(players))
    if not all(isinstance(p, str) and p.strip() for p in players) or len(set(players)) != len(players):
        raise ValueError(f"players must be distinct non-empty names: {players!r}")
    index = MappingProxyType({seat: i for i, seat in enumerate(players)})
    return players, index, rules.starting_chips(len(players))


class NoThanksGame:
    """No Thanks! for 3 to 5 players (6–7 with ``Rules(large_tables=True)``).

    ``legal_actions`` gives ``(Take(), Pass())``, or ``(Take(),)`` to a player without chips.

    >>> game = NoThanksGame(["Pietro", "Sabina", "Lisa"], seed=1)
    >>> game.awaiting(), game.card, game.legal_actions("Pietro")
    (('Pietro',), 17, (Take(), Pass()))
    """

    __slots__ = ("rules", "players", "removed", "history", "_index", "_turn", "_deck", "_card", "_chips",
                 "_taken", "_pot", "_result")

    def __init__(self, players: Sequence[str], seed: int | None = None, rules: Rules | None = None,
                 *, first: int | None = None) -> None:
        self.rules = rules = rules or DEFAULT_RULES
        self.players, self._index, chips = _seating(tuple(players), rules)
        order, spare = shuffled(rules.cards, seed)
        deck, self.removed = order[:DECK_SIZE], tuple(sorted(order[DECK_SIZE:]))
        if first is not None and (type(first) is not int or not 0 <= first < len(self.players)):
            raise ValueError(f"first is a seat number from 0 to {len(self.players) - 1}, not {first!r}")
        self._turn = spare % len(self.players) if first is None else first
        self._start(deck, [chips] * len(self.players), [[] for _ in self.players], 0)

    @classmethod
    def from_position(cls, players: Sequence[str], *, deck: Sequence[int], chips: Sequence[int],
                      taken: Sequence[Sequence[int]], pot: int = 0, turn: int = 0,
                      removed: Sequence[int] = (), rules: Rules | None = None) -> NoThanksGame:
        """A game set up at a given moment: ``deck[0]`` is the face-up card, the rest in order.

        For teaching positions and for bots that look ahead; everything is checked.
        """
        game = cls.__new__(cls)
        game.rules = rules = rules or DEFAULT_RULES
        game.players, game._index, _ = _seating(tuple(players), rules)
        n = len(game.players)
        cards = [*deck, *(c for t in taken for c in t)]
        if len(set(cards)) != len(cards) or not set(cards) <= set(rules.cards) or not deck:
            raise ValueError("the deck and the taken cards must be different cards of the game, the deck not empty")
        if len(chips) != n or len(taken) != n or min(chips) < 0 or pot < 0 or not 0 <= turn < n:
            raise ValueError("chips and taken need one entry per player; chips, pot and turn must make sense")
        game.removed = tuple(sorted(removed))
        game._turn = turn
        game._start(list(deck), list(chips), [list(t) for t in taken], pot)
        return game

    def _start(self, deck: list[int], chips: list[int], taken: list[list[int]], pot: int) -> None:
        self._deck = deck[::-1]  # the top card last, so that pop() turns it
        self._card: int | None = self._deck.pop()
        self._chips = chips
        self._taken = taken
        self._pot = pot
        self._result: Result | None = None
        self.history: list[tuple[str, Take | Pass]] = []

    def opening(self) -> list[dict]:
        """The event of setting the game up (the first card turned), for a table's log."""
        return [message("nothanks.turn", seat=self.players[self._turn], card=self._card)]

    # -- the protocol --------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._card is None

    @property
    def card(self) -> int | None:
        """The face-up card, or None at the end."""
        return self._card

    @property
    def pot(self) -> int:
        """The chips on the face-up card."""
        return self._pot

    @property
    def chips(self) -> dict[str, int]:
        return dict(zip(self.players, self._chips))

    @property
    def taken(self) -> dict[str, list[int]]:
        return {seat: sorted(cards) for seat, cards in zip(self.players, self._taken)}

    @property
    def cards_left(self) -> int:
        """Cards still to come after the face-up one."""
        return len(self._deck)

    @property
    def to_move(self) -> str | None:
        return None if self._card is None else self.players[self._turn]

    def awaiting(self) -> tuple[str, ...]:
        return () if self._card is None else (self.players[self._turn],)

    def legal_actions(self, seat: str) -> tuple[str, ...]:
        if self._card is None or self._index.get(seat) != self._turn:
            return _NOTHING
        return _BOTH if self._chips[self._turn] else _TAKE_ONLY

    def apply(self, seat: str, action: Take | Pass) -> list[dict]:
        """Take or pass for ``seat``; return the events. IllegalAction, changing nothing, otherwise."""
        turn = self._turn
        card = self._card
        if card is None or self._index.get(seat) != turn:
            raise self._not_your_turn(seat)
        kind = type(action)
        if kind is Pass:
            chips = self._chips
            if not chips[turn]:
                raise IllegalAction.coded("nothanks.error.must_take", seat=seat, card=card)
            chips[turn] -= 1
            self._pot = pot = self._pot + 1
            self._turn = (turn + 1) % len(chips)
            self.history.append((seat, PASS))
            return [{"code": "nothanks.pass", "seat": seat, "card": card, "pot": pot}]
        if kind is not Take:
            raise IllegalAction.coded("nothanks.error.action", action=repr(action))
        pot = self._pot
        self._taken[turn].append(card)
        self._chips[turn] += pot
        self._pot = 0
        deck = self._deck
        self.history.append((seat, TAKE))
        if deck:
            self._card = deck.pop()
            return [{"code": "nothanks.take", "seat": seat, "card": card, "chips": pot},
                    {"code": "nothanks.turn", "seat": seat, "card": self._card}]
        self._card = None
        result = self.result()
        return [{"code": "nothanks.take", "seat": seat, "card": card, "chips": pot},
                {"code": "nothanks.game_over", "why": result.reason, "winners": list(result.winners),
                 "count": len(result.winners), "score": result.scores[result.winners[0]]},
                {"code": "nothanks.left_out", "cards": list(self.removed)}]

    def playout(self, rng, p_take: float = 0.5, thresholds: Sequence[int] | None = None) -> Result:
        """Play to the end, fast, for Monte Carlo; return ``result()``.

        Every seat takes with probability ``p_take`` (a random player), or, given ``thresholds``
        (one per seat), takes when the card costs it at most its threshold more than the chips
        on it (see ``scoring.marginal_cost``). A player without chips takes, as the rules say.
        ``rng`` is a ``random.Random``; the moves are recorded in ``history`` like any others.
        The same moves as ``apply()``, in a loop on local variables (a property test keeps the
        two in step).
        """
        chips, taken, players, deck, record = self._chips, self._taken, self.players, self._deck, self.history.append
        card, pot, turn, seats = self._card, self._pot, self._turn, len(self._chips)
        random = rng.random
        while card is not None:
            if not chips[turn]:
                take = True
            elif thresholds is None:
                take = random() < p_take
            else:
                held = taken[turn]
                # scoring.marginal_cost, inline: a card above a run adds nothing, below one it
                # replaces the run's lowest card.
                cost = (0 if card - 1 in held else card) - (card + 1 if card + 1 in held else 0)
                take = cost - pot <= thresholds[turn]
            if take:
                taken[turn].append(card)
                chips[turn] += pot
                pot = 0
                record((players[turn], TAKE))
                card = deck.pop() if deck else None
            else:
                chips[turn] -= 1
                pot += 1
                record((players[turn], PASS))
                turn = (turn + 1) % seats
        self._card, self._pot, self._turn = card, pot, turn
        return self.result()

    def _not_your_turn(self, seat: object) -> IllegalAction:
        if self._card is None:
            return IllegalAction.coded("error.game_over")
        if seat not in self._index:
            return IllegalAction.coded("error.unknown_player", seat=repr(seat), players=list(self.players))
        return IllegalAction.coded("error.turn", turn=self.players[self._turn], seat=seat)

    def scores(self) -> dict[str, int]:
        """Each seat's score now: card points minus chips (lower is better)."""
        return {seat: card_points(cards) - chips for seat, cards, chips in zip(self.players, self._taken, self._chips)}

    def result(self) -> Result:
        """Scores (lowest wins; ties share the win), card points and chips, once the game is over
        (counted once: the game does not change any more)."""
        if self._card is not None:
            raise IllegalAction.coded("error.not_over")
        if self._result is None:
            self._result = self._final_count()
        return self._result

    def _final_count(self) -> Result:
        players, chips = self.players, self._chips
        points = [card_points(cards) for cards in self._taken]
        scores = [p - c for p, c in zip(points, chips)]
        best = min(scores)
        return Result(
            scores=dict(zip(players, scores)),
            winners=tuple([seat for seat, score in zip(players, scores) if score == best]),
            reason={"code": "nothanks.over.last_card"},
            low_wins=True,
            details={"card_points": dict(zip(players, points)), "chips": dict(zip(players, chips)),
                     "removed": list(self.removed)},
        )

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
        if seat is not None and seat not in self._index:
            raise IllegalAction.coded("error.unknown_player", seat=repr(seat), players=list(self.players))
        sees_all = seat is None or reveal or self.is_over
        return {
            "game": "nothanks",
            "players": list(self.players),
            "viewer": seat,
            "revealed": seat is None or reveal,
            "card": self._card,
            "pot": self._pot,
            "cards_left": len(self._deck),
            "to_move": self.to_move,
            "awaiting": list(self.awaiting()),
            "taken": self.taken,
            "card_points": {s: card_points(c) for s, c in zip(self.players, self._taken)},
            "chips": {s: (c if sees_all or s == seat else None) for s, c in zip(self.players, self._chips)},
            "removed": list(self.removed) if sees_all else None,
            "legal_actions": [action_json(action) for action in self.legal_actions(seat)] if seat is not None else [],
            "variant": self.rules.variant,
            "result": self.result().to_json() if self.is_over else None,
        }

    def __repr__(self) -> str:
        return f"<NoThanksGame card {self._card} pot {self._pot} to move {self.to_move} left {len(self._deck)}>"
