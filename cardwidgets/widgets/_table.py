"""What the game tables share: the reader in the first seat, seeded bots in the others, new games,
and the teacher switch that reveals what the reader's seat may not see."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.protocol import action_from_json, play_turns
from cardwidgets.messages import message
from cardwidgets.widgets._base import (
    ActionWidget,
    check_name,
    check_seed,
    field,
    fixed_once_dealt,
    move_seed_on,
    page_seed,
    table_seed,
)

BOT_NAMES = ("Ada", "Bruno", "Chiara", "Denis", "Elena", "Furio")
LOG_SHOWN = 8
"""How many of the log's lines the page shows: the newest it has played back (``gameLog`` in ``view.js``)."""
MAX_LOG = 40
"""How many lines a table keeps, at the least (see ``_record_batch``)."""


def latest(lines: list, keep: int) -> tuple[list, int]:
    """The ``keep`` newest of ``lines``, and how many older ones are dropped: a log keeps its
    newest lines, and the page numbers them from the game's start all the same."""
    dropped = max(0, len(lines) - keep)
    return lines[dropped:], dropped


class BotTable(ActionWidget):
    """Base of the game tables. A subclass names its game, its action classes, its bots (name →
    factory taking a seed) and how to build an engine; the page's actions come to its handlers, the
    reader's moves as ``{"action": "move", "move": {"type": ..., **fields}}`` (the JSON of the
    snapshot's ``legal_actions``) to :meth:`act`. How many may play comes from the game's ``Rules``
    (``min_players``, ``max_players``, read-only), synced for the page. ``players`` and ``seed`` are
    given: None is no default (``seed=None`` reads as "a random game", and dealt game 1)."""

    GAME: ClassVar[str]
    ACTIONS: ClassVar[tuple[type, ...]]
    _dealt: int  # the seed of the game in play
    BOTS: ClassVar[Mapping[str, Callable[[int], Any]]]

    name = traitlets.Unicode("Sam", help="The reader's seat.").tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)
    seed = traitlets.Int(1).tag(sync=True)
    teacher = traitlets.Bool(False, help="Show what the reader's seat may not see.").tag(sync=True)
    teacher_switch = traitlets.Bool(True, help="Offer the teacher switch (off in a students' app).").tag(sync=True)
    min_players = traitlets.Int(read_only=True, help="The fewest players the rules allow.").tag(sync=True)
    max_players = traitlets.Int(read_only=True, help="The most players the rules allow.").tag(sync=True)
    state = traitlets.Dict(help="The reader's snapshot (everything, with teacher on).").tag(sync=True)
    log = traitlets.List(traitlets.Dict(), help="The latest of what happened, as messages of the catalogue.").tag(sync=True)
    log_start = traitlets.Int(0, help="How many of the game's lines came before the log's first.").tag(sync=True)

    def __init__(self, players: int, *, seed: int, rules: Any, **kwargs: Any) -> None:
        self.rules = rules
        super().__init__(**kwargs)
        self._check_deal(players, seed)  # here None too, which new_game() reads as "the same"
        self.new_game(players=players, seed=seed)

    @traitlets.default("min_players")
    def _fewest(self) -> int:
        return self.rules.min_players

    @traitlets.default("max_players")
    def _most(self) -> int:
        return self.rules.max_players

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Start again (the same table, and the seed shown: this game's, or the next once it is
        over, see :meth:`_record_batch`, unless given); the bots move at once."""
        players = self.players if players is None else players
        seed = self.seed if seed is None else seed
        self._check_deal(players, seed)
        names = (self.name, *[n for n in BOT_NAMES if n != self.name][: players - 1])
        self.game = self._new_engine(names, seed)
        self._dealt = seed
        self._bots = {n: self.BOTS[self.bots](seed * 10 + i) for i, n in enumerate(names) if n != self.name}
        with self.hold_sync(), self.hold_trait_notifications():  # one update of the page
            self.players, self.seed = players, seed
            self.log, self.log_start = [message("table.new_game", names=list(names), seed=seed)], 0
            self._started()

    def _check_deal(self, players: object, seed: object) -> None:
        """Before anything is dealt: a refused new game leaves the one in progress."""
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise IllegalAction.coded("error.table_players", game=self.GAME, low=self.min_players,
                                      high=self.max_players, value=json_text(players))
        table_seed(seed)

    def _bots_move(self, events: list[dict], on_move: Callable[[str, list[dict]], None] | None = None) -> list[dict]:
        """Let the bots move until only the reader is awaited or the game ends; ``events`` and
        theirs, in order (``on_move`` as in :func:`play_turns`)."""
        return list(events) + play_turns(self.game, self._bots, on_move)

    def _record_batch(self, lines: list[dict]) -> None:
        """Record one answer's batch (the reader's move and the bots' until the reader is awaited):
        its lines go to the log, and once the game is over its number moves on to the next game's.

        The page shows the ``LOG_SHOWN`` newest lines it has played back, and plays back only the
        latest batch: so the log keeps that batch whole and ``LOG_SHOWN`` lines before it, at least
        ``MAX_LOG`` in all. Every change sends the whole log to the page: a game's log kept whole
        grew to 100 kB in Twins (each settled play names every seat's cards), and the kernel's answer
        to a click from 1 to 14 ms by the end of a game."""
        kept, dropped = latest(self.log + lines, max(MAX_LOG, len(lines) + LOG_SHOWN))
        with self.hold_sync():
            self.log_start += dropped
            self.log = kept
            move_seed_on(self)

    def _snapshot(self) -> dict:
        """The table as the reader sees it now (everything, with teacher on)."""
        return self.game.snapshot(self.name, reveal=self.teacher)

    def _sync(self) -> None:
        self.state = self._snapshot()

    # -- for subclasses ------------------------------------------------------------------------

    def _new_engine(self, names: tuple[str, ...], seed: int) -> Any:
        raise NotImplementedError

    def act(self, action: Any) -> None:
        """The reader's move: apply it, then let the bots move up to the reader's next decision."""
        raise NotImplementedError

    def _started(self) -> None:
        """A new game has begun: let the bots move up to the reader's first decision."""
        raise NotImplementedError

    def _conceal_saved(self, conceal: Callable[[dict], dict]) -> None:
        """Pass every snapshot saved for the page (the moves' tables) through ``conceal``."""
        raise NotImplementedError

    # -- page actions --------------------------------------------------------------------------

    def _new_game(self, content: Mapping) -> None:
        self.new_game(players=field(content, "players", int, low=self.min_players, high=self.max_players),
                      seed=page_seed(content))

    def _reader_move(self, content: Mapping) -> None:
        self.act(action_from_json(content.get("move"), self.ACTIONS))

    @traitlets.validate("name")
    def _check_name(self, proposal: dict) -> str:
        check_name(proposal["value"])
        return fixed_once_dealt(self, proposal, "the table is made: TwinsTable(name=...) and the like")

    @traitlets.validate("seed")
    def _check_seed(self, proposal: dict) -> int:
        return check_seed(proposal["value"])

    @traitlets.validate("players")
    def _check_players(self, proposal: dict) -> int:
        """For the next game (the page's New game deals it): as many as the rules allow."""
        value = proposal["value"]
        if type(value) is not int or not self.min_players <= value <= self.max_players:
            raise traitlets.TraitError(f"{self.GAME} is for {self.min_players} to {self.max_players} players, "
                                       f"not {value!r}")
        return value

    @traitlets.validate("teacher")
    def _check_teacher(self, proposal: dict) -> bool:
        if proposal["value"] and not self.teacher_switch:
            raise traitlets.TraitError("this table has no teacher switch: its seats' secrets stay hidden")
        return proposal["value"]

    @traitlets.observe("teacher")
    def _teacher_changed(self, change: dict) -> None:
        """The reader's view follows the switch, however it is turned (``table.teacher = True`` from
        Python too: it once waited for the next move); not before a game is dealt. Turned off, the
        tables saved for the page's playback hide again what the seat may not see: the page drew
        them face down, but their data still carried the bots' hands."""
        if getattr(self, "game", None) is None:
            return
        with self.hold_sync():
            if not change["new"]:
                game = type(self.game)
                self._conceal_saved(lambda snapshot: game.conceal(snapshot, self.name))
            self._sync()

    @traitlets.observe("teacher_switch")
    def _switch_removed(self, change: dict) -> None:
        if not change["new"] and self.teacher:
            self.teacher = False

    def _teacher(self, content: Mapping) -> None:
        on = field(content, "on", bool, label="teacher")
        if on and not self.teacher_switch:
            raise IllegalAction.coded("error.no_teacher_switch")
        self.teacher = on
