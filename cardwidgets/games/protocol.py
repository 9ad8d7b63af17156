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

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from types import MappingProxyType
from typing import Any, Protocol, get_args, get_origin, get_type_hints, runtime_checkable

from cardwidgets.errors import IllegalAction, json_text, kind_message
from cardwidgets.messages import catalogue, message

Event = dict[str, Any]
"""A message of the catalogue: ``{"code": ..., **parameters}``, JSON-able."""

_NO_DETAILS: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, init=False)
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

    def __init__(self, scores: Mapping[str, float], winners: tuple[str, ...], reason: Event,
                 low_wins: bool = False, details: Mapping[str, Any] = _NO_DETAILS) -> None:
        """The dataclass's own ``__init__``, written straight into the instance's dict: a frozen
        dataclass sets each field through ``object.__setattr__``, which took a quarter of a No Thanks!
        playout's final count (1.0 µs of 3.8); this takes 0.4."""
        values = self.__dict__
        values["scores"], values["winners"], values["reason"] = scores, winners, reason
        values["low_wins"], values["details"] = low_wins, {} if details is _NO_DETAILS else details

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


def seat_only(by_seat: Mapping[str, Any], seat: str) -> dict[str, Any]:
    """``by_seat`` as ``seat`` may see it: its own entry, None for every other seat's."""
    return {other: value if other == seat else None for other, value in by_seat.items()}


@runtime_checkable
class Bot(Protocol):
    """A strategy: picks one of ``view["legal_actions"]`` from its own seat's snapshot alone.

    A bot whose class sets ``reads_seat_view = True`` is given the game's ``seat_view(seat)``
    instead: the same content read straight from the engine (no card data built and parsed), the
    quick path of simulations and tournaments."""

    def choose(self, view: dict) -> Any: ...


def action_json(action: Any) -> dict:
    """An action (a frozen dataclass) as JSON, the one shape of every game's actions in snapshots
    and from the page: ``{"type": "buy", "count": 2}``, its class's name and then its fields;
    cards become card data. :func:`action_from_json` reads it back."""
    kind: type = type(action)
    data = {"type": kind.__name__.lower()}
    for name in _field_names(kind):
        data[name] = _json_value(getattr(action, name))
    return data


def _json_value(value: Any) -> Any:
    if hasattr(value, "to_card_data"):
        return value.to_card_data()
    if isinstance(value, (tuple, list)):
        return [_json_value(item) for item in value]
    return value


def action_from_json(data: Any, actions: Sequence[type]) -> Any:
    """The action that :func:`action_json` wrote as ``data``, one of the game's ``actions`` (its
    package's ``ACTIONS``): each field read by its annotation (cards from card data with the card
    class's ``from_card_data``), then built as ``cls(**fields)`` (or ``cls.from_fields(**fields)``,
    for a class whose constructor takes other arguments). Anything else — an unknown type, a field
    missing, extra or of the wrong kind — raises IllegalAction saying why, the move shown as the
    JSON the page sent and the field's kind in the catalogue's words."""
    kinds = _by_name(tuple(actions))
    name = data.get("type") if isinstance(data, Mapping) else None
    cls = kinds.get(name) if isinstance(name, str) else None
    if cls is None:
        raise IllegalAction.coded("error.not_a_move", move=json_text(data), types=sorted(kinds))
    readers = _readers(cls)
    if set(data) != {"type", *readers}:
        raise IllegalAction.coded("error.move_fields", type=data["type"], fields=["type", *readers],
                                  move=json_text(data))
    values = {}
    for key, reader in readers.items():
        try:
            values[key] = reader.read(data[key])
        except ValueError:
            reason = message("error.wrong_type", field=key, kind=reader.kind, value=json_text(data[key]))
            raise IllegalAction.coded("error.bad_move", move=json_text(data), reason=reason) from None
    return getattr(cls, "from_fields", cls)(**values)


def said(value: Any) -> Any:
    """``value`` as an error names it in the reader's language: a card as card data (its name), an
    action of a game as that game's words for the move (``ginrummy.move.discard``: "discard the A♦"),
    anything else as JSON text. Never a repr such as ``Discard(card=Card('A', 'D'))``."""
    if hasattr(value, "to_card_data"):
        return value.to_card_data()
    if not is_dataclass(value) or isinstance(value, type):
        return json_text(value, default=_as_json)
    kind, data = type(value), action_json(value)
    game = kind.__module__.rpartition(".")[0].rpartition(".")[2]  # cardwidgets.games.<game>.game
    code = f"{game}.move.{data['type']}"
    if code in catalogue():
        try:  # only a well-made action has words: Buy("x") would not render
            action_from_json(data, (kind,))
            return message(code, **{key: item for key, item in data.items() if key != "type"})
        except IllegalAction:
            pass
    return json_text(data, default=_as_json)


def _as_json(value: Any) -> Any:
    """What JSON text shows of a card or an action inside a value (a list of moves, say)."""
    if hasattr(value, "to_card_data"):
        return value.to_card_data()
    return action_json(value) if is_dataclass(value) and not isinstance(value, type) else repr(value)


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(spec.name for spec in fields(cls))


@functools.cache
def _by_name(actions: tuple[type, ...]) -> dict[str, type]:
    return {cls.__name__.lower(): cls for cls in actions}


@dataclass(frozen=True)
class _Reader:
    """How one field of an action is read from JSON: ``read`` raises ValueError for a value that is
    not ``kind`` (a catalogue message: "a whole number", "a list of 2 cards")."""

    read: Callable[[Any], Any]
    kind: Event


@functools.cache
def _readers(cls: type) -> dict[str, _Reader]:
    """Field name → how to read its JSON value, made once per action class."""
    hints = get_type_hints(cls)
    return {name: _reader(hints[name]) for name in _field_names(cls)}


def _reader(kind: Any) -> _Reader:
    """The reader of a JSON value of ``kind``: int, str, None, a card class, a fixed tuple of cards
    or a union of these."""
    args = get_args(kind)
    if get_origin(kind) is tuple:
        items = [_reader(arg) for arg in args]
        if any(item.kind != message("kind.card") for item in items):
            raise TypeError(f"an action's tuple holds cards, not {kind}")

        def read_tuple(value: Any) -> tuple:
            if not isinstance(value, list) or len(value) != len(items):
                raise ValueError
            return tuple(item.read(part) for item, part in zip(items, value))
        return _Reader(read_tuple, message("kind.cards", n=len(items)))
    if args:  # a union such as int | None
        arms = [_reader(arg) for arg in args]

        def read_any(value: Any) -> Any:
            for arm in arms:
                try:
                    return arm.read(value)
                except ValueError:
                    pass
            raise ValueError
        return _Reader(read_any, functools.reduce(lambda a, b: message("kind.or", a=a, b=b),
                                                  (arm.kind for arm in arms)))
    if hasattr(kind, "from_card_data"):
        def read_card(value: Any) -> Any:
            try:
                return kind.from_card_data(value)
            except (TypeError, ValueError, KeyError):
                raise ValueError from None
        return _Reader(read_card, message("kind.card"))

    def read_plain(value: Any) -> Any:
        if type(value) is not kind:  # exactly: True is not a count
            raise ValueError
        return value
    return _Reader(read_plain, kind_message(kind))


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
