"""The one contract every game follows, so that bots, tables, tournaments and tests drive them all
the same way (see ``docs``: the protocol of the design notes).

A game is a state machine with seats. ``awaiting()`` names the seats whose decision it waits for;
``legal_actions(seat)`` lists what a seat may do (small frozen dataclasses, hashable);
``apply(seat, action)`` checks and applies one action and returns the **events** it caused, each a
message of the catalogue (``{"code": "twins.buy", "seat": "Ann", ...}``, see
:mod:`cardwidgets.messages`); an illegal action raises :class:`~cardwidgets.IllegalAction` and
changes nothing. ``snapshot(seat)`` is what that seat may see, as JSON-able data that always lists
its ``legal_actions``; ``result()`` is a :class:`Result` once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Protocol, runtime_checkable

Event = dict[str, Any]
"""A message of the catalogue: ``{"code": ..., **parameters}``, JSON-able."""


@dataclass(frozen=True)
class Result:
    """How a game ended, the same shape for every game.

    ``scores`` are the game's own measure per seat (chips in Twins, points in No Thanks!, match
    points in Gin Rummy, sets in Twin It!); ``low_wins`` says which way they count. ``winners``
    share the win (one seat, or several on a tie); ``reason`` is a message saying why the game
    ended; ``details`` holds what only that game has (card points, bankrupt seats, hands played).
    """

    scores: Mapping[str, float]
    winners: tuple[str, ...]
    reason: Event
    low_wins: bool = False
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def standings(self) -> tuple[str, ...]:
        """The seats, best first (ties keep the seating order)."""
        sign = 1 if self.low_wins else -1
        return tuple(sorted(self.scores, key=lambda seat: sign * self.scores[seat]))

    def share(self, seat: str) -> float:
        """``seat``'s share of the win: 1, 1/k on a k-way tie, or 0."""
        return 1 / len(self.winners) if seat in self.winners else 0.0

    def to_json(self) -> dict:
        """Plain JSON-able data, for snapshots and the page."""
        data = asdict(self)
        data["winners"] = list(self.winners)
        data["scores"] = dict(self.scores)
        data["details"] = dict(self.details)
        return data


@runtime_checkable
class Game(Protocol):
    """What every engine offers (``TwinsGame``, ``NoThanksGame``, ``GinRummyGame``, ``TwinItGame``)."""

    players: tuple[str, ...]

    @property
    def is_over(self) -> bool: ...

    def awaiting(self) -> tuple[str, ...]: ...

    def legal_actions(self, seat: str) -> Sequence[Any]: ...

    def apply(self, seat: str, action: Any) -> list[Event]: ...

    def result(self) -> Result: ...

    def snapshot(self, seat: str | None = None, *, reveal: bool = False) -> dict: ...

    def secrets(self, seat: str) -> Mapping[str, Any]:
        """What ``seat`` may not see now, by the path where a snapshot would show it
        (``{"hands/Bob": [...], "deck": [...]}``): the contract tests check that ``seat``'s
        snapshot holds nothing there and shows no such list or table anywhere else."""
        ...


@runtime_checkable
class Bot(Protocol):
    """A strategy: picks one of ``view["legal_actions"]`` from its own seat's snapshot alone.

    A bot whose class sets ``reads_seat_view = True`` is given the game's ``seat_view(seat)``
    instead: the same content read straight from the engine (no card data built and parsed), the
    quick path of simulations and tournaments."""

    def choose(self, view: dict) -> Any: ...


def action_json(action: Any) -> dict:
    """An action (a frozen dataclass) as JSON-able data for snapshots: ``{"action": "buy", "count": 1}``;
    cards become card data."""
    data = {"action": type(action).__name__.lower()}
    for spec in fields(action):
        data[spec.name] = _json_value(getattr(action, spec.name))
    return data


def _json_value(value: Any) -> Any:
    if hasattr(value, "to_card_data"):
        return value.to_card_data()
    if isinstance(value, (tuple, list)):
        return [_json_value(item) for item in value]
    return value


def play_turns(game: Game, bots: Mapping[str, Bot],
               on_move: Callable[[str, list[Event]], None] | None = None) -> list[Event]:
    """Let ``bots`` (seat → bot) move, each from its own seat's snapshot, while the game awaits a
    seat that has a bot; return the events, in order. A seat without a bot (the reader at a table)
    stops the loop when only it is awaited; in a simultaneous play (Twins) the bots put their
    choices down while it thinks. The one bot loop of tables, simulations and tournaments.
    ``on_move(seat, events)`` hears of each move as it is made (a table keeps the position after
    it, to show the moves one by one)."""
    events: list[Event] = []
    while not game.is_over:
        movers = [seat for seat in game.awaiting() if seat in bots]
        if not movers:
            break
        for seat in movers:
            if game.is_over or seat not in game.awaiting():  # an earlier move of this round ended it
                break
            bot = bots[seat]
            quick = getattr(bot, "reads_seat_view", False)
            view = game.seat_view(seat) if quick else game.snapshot(seat)  # type: ignore[attr-defined]
            made = game.apply(seat, bot.choose(view))
            events += made
            if on_move is not None:
                on_move(seat, made)
    return events


def play_game(game: Game, bots: Mapping[str, Bot]) -> Result:
    """Let ``bots`` (seat → bot, one for every seat) play ``game`` to the end; return the result."""
    play_turns(game, bots)
    if not game.is_over:
        raise ValueError(f"no bot for {', '.join(game.awaiting())}, whom the game awaits")
    return game.result()
