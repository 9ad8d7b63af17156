"""What the Twin It! widgets share: a game in real time where the page owns the clock.

Every action from the page carries ``at``, its time in seconds since the game began, as the page's
clock reads it. Bots are not kernel timers: after each change ``due`` says when the next bot action
(or a hand lifted for waiting too long, or the end of the cooperative minute) falls due, the page
sets a timer for that moment and sends ``{"action": "advance", "at": t}``, and the engine applies
what the bots would have done by ``t``. A busy kernel cannot make the bots cheat, and the same seed
and the same stamped clicks replay the same game. Time that runs backwards, or an ``at`` that is not
a number, is refused and changes nothing. ``practice`` stops the clock and the bots.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.protocol import action_from_json
from cardwidgets.games.twinit import ACTIONS, Card, Flip, Rules, Touch, TwinItGame
from cardwidgets.games.twinit.bots import LEVELS, ReactionBot, next_move, play
from cardwidgets.games.twinit.game import seconds
from cardwidgets.messages import message
from cardwidgets.widgets._base import (
    ActionWidget,
    as_trait_error,
    check_name,
    check_seed,
    field,
    fixed_once_dealt,
    move_seed_on,
    page_seed,
    table_seed,
)
from cardwidgets.widgets._table import BOT_NAMES, latest

MAX_EVENTS = 200
MAX_BOTS = 5
# What the table announces in large (the log keeps every event; the end is the result's reason).
NEWS = ("twinit.pair", "twinit.take_three", "twinit.tie", "twinit.mistake", "twinit.miss", "twinit.turned",
        "twinit.three_at_once", "twinit.freed")


LAG = 0.5
"""Seconds a page's clock may run behind the kernel's (another view of the same table) and still be now."""


def page_time(content: Mapping) -> float:
    """The ``at`` of a page message: a finite number of seconds (the engine checks its order)."""
    return seconds(content.get("at"))


class RealTimeTwinIt(ActionWidget):
    """Base of the Twin It! widgets: the reader in the first seat, seeded bots of chosen levels in
    the others, and the time protocol. Subclasses say which rules and how many bots. ``bots`` (a
    list of levels) and ``seed`` are given: None is no default (``seed=None`` reads as "a random
    game", and dealt game 1)."""

    MIN_BOTS: ClassVar[int] = 1
    _dealt: int  # the seed of the game in play

    name = traitlets.Unicode("Sam", help="The reader's seat.").tag(sync=True)
    seed = traitlets.Int(1, help="The next game's number: this game's, or once it is over the next.").tag(sync=True)
    bots = traitlets.List(traitlets.Unicode(), help="The bots' levels, one per bot.").tag(sync=True)
    practice = traitlets.Bool(False, help="Clock and bots stopped.").tag(sync=True)
    round = traitlets.Int(0, help="Counts new games, so the page restarts its clock.").tag(sync=True)
    state = traitlets.Dict(help="The reader's snapshot.").tag(sync=True)
    due = traitlets.Float(None, allow_none=True,
                          help="When the page must next advance; None: not until the reader acts.").tag(sync=True)
    events = traitlets.List(traitlets.Dict(), help="What happened, as catalogue messages, latest last.").tag(sync=True)
    events_start = traitlets.Int(0, help="How many of the game's events came before the first of ``events``.").tag(sync=True)
    news = traitlets.List(traitlets.Dict(), help="The events of the last change worth announcing.").tag(sync=True)

    @traitlets.validate("name")
    def _check_name(self, proposal: dict) -> str:
        check_name(proposal["value"])
        return fixed_once_dealt(self, proposal, "the table is made: TwinItTable(..., name=...)")

    @traitlets.validate("seed")
    def _check_seed(self, proposal: dict) -> int:
        return check_seed(proposal["value"])

    @traitlets.validate("bots")
    def _check_bots(self, proposal: dict) -> list:
        """For the next game (the page's New game deals it with the same bots)."""
        with as_trait_error():
            return self._bot_levels(proposal["value"])

    def _bot_levels(self, bots: object) -> list[str]:
        """The bots' levels as a list; a string is refused, not read letter by letter as levels."""
        if isinstance(bots, str) or not isinstance(bots, Sequence) or not self.MIN_BOTS <= len(bots) <= MAX_BOTS \
                or any(not isinstance(level, str) or level not in LEVELS for level in bots):
            raise IllegalAction.coded("error.bot_levels", low=self.MIN_BOTS, high=MAX_BOTS, levels=list(LEVELS),
                                      value=json_text(bots))
        return list(bots)

    def __init__(self, bots: Sequence[str], *, rules: Rules, seed: int = 1,
                 piles: Mapping[str, Sequence[Card]] | None = None, seats: Sequence[str] | None = None,
                 **kwargs: Any) -> None:
        self.rules = rules
        self._names = tuple(seats or ())
        super().__init__(**kwargs)
        self.new_game(bots=self._bot_levels(bots), seed=table_seed(seed), piles=piles)

    def new_game(self, bots: Sequence[str] | None = None, seed: int | None = None,
                 piles: Mapping[str, Sequence[Card]] | None = None) -> None:
        """Deal again (the same bots, and the seed shown unless given: this game's, or the next once
        it is over); the page restarts its clock at 0."""
        bots = self._bot_levels(self.bots if bots is None else bots)
        seed = table_seed(self.seed if seed is None else seed)
        names = self._names or (self.name, *[n for n in BOT_NAMES if n != self.name][: len(bots)])
        if len(names) != len(bots) + 1:
            raise IllegalAction.coded("error.bots_for_seats", n=len(names) - 1, value=len(bots))
        self.game = TwinItGame(names, seed=seed, rules=self.rules, piles=piles)
        self._dealt = seed
        self._bots = {n: ReactionBot(level, seed * 10 + i) for i, (n, level) in enumerate(zip(names[1:], bots))}
        with self.hold_sync():
            self.bots, self.seed = bots, seed
            self.round += 1
            # The log's first line names the game, as the other tables' do ("play game 12"); at 0 s,
            # as every event has its moment.
            self.events = [message("table.new_game", names=list(names), seed=seed, at=0.0)]
            self.events_start, self.news = 0, []
            self._sync()

    def apply(self, seat: str, action: Flip | Touch, at: float | None = None) -> list[dict]:
        """Apply any seat's action (for worked examples), after the bots' moves due by ``at``."""
        if action.card_id is not None:
            self._check_card(action.card_id)  # before the bots move: a click on no card changes nothing
        with self.hold_sync():
            events = self._run_until(at)
            try:
                events += self.game.apply(seat, action, at)
            finally:
                self._record(events)  # the bots' moves stand even when the reader's is refused
        return events

    def advance(self, at: float) -> list[dict]:
        """Let the game's time run to ``at``: the bots do what they would have done by then."""
        with self.hold_sync():
            events = self._run_until(at)
            if not self.game.is_over:
                events += self.game.advance(at)
            self._record(events)
        return events

    def _check_card(self, cid: int) -> None:
        try:
            self.game.card(cid)
        except KeyError:
            raise IllegalAction.coded("twinit.error.no_card", card=json_text(cid)) from None

    def _run_until(self, at: float | None) -> list[dict]:
        """The bots' moves due by ``at`` (none in practice, or without a time), in time order."""
        game = self.game
        if at is None:
            return []
        at = seconds(at)
        if self.practice:
            return []
        if game.is_over:
            raise IllegalAction.coded("error.game_over")
        if at < game.now:
            raise IllegalAction.coded("twinit.error.time_back", now=float(game.now), at=float(at))
        events: list[dict] = []
        play(game, self._bots, until=at, events=events)
        return events

    def _record(self, events: list[dict]) -> None:
        self.events, dropped = latest(self.events + events, MAX_EVENTS)
        self.events_start += dropped
        news = [e for e in events if e["code"] in NEWS]
        if news:
            self.news = news
        move_seed_on(self)
        self._sync()

    def _sync(self) -> None:
        self.state = self.game.snapshot(self.name)
        due = math.inf if self.practice or self.game.is_over else next_move(self.game, self._bots)[0]
        self.due = None if due == math.inf else due

    # -- page actions ------------------------------------------------------------------------------

    def _at(self, content: Mapping) -> float | None:
        """The page's stamp; in practice the clock stands still, so actions happen at the game's now.
        A stamp up to ``LAG`` behind the game's now is the game's now: with the table shown twice,
        one page's clock runs a moment behind the other's, and the reader's moves from it were
        refused as going back in time ("the game is at 4.2 s, not 4.2 s")."""
        at = page_time(content)
        if self.practice:
            return None
        now = self.game.now
        return now if now - LAG <= at < now else at

    def _reader_move(self, content: Mapping) -> None:
        """The reader's move, ``{"action": "move", "move": {"type": "touch", "card_id": 17}, "at": t}``."""
        self.apply(self.name, action_from_json(content.get("move"), ACTIONS), self._at(content))

    def _advance(self, content: Mapping) -> None:
        at = self._at(content)
        if at is not None:
            self.advance(at)

    def _practice(self, content: Mapping) -> None:
        """Stop or restart the clock; stopping, the page says when (``at``), and the game runs to
        that moment first: the clock stands where the reader saw it, not at the last action."""
        on = field(content, "on", bool, label="practice")
        at = page_time(content) if "at" in content else None  # checked even when not needed
        if on and not self.practice and not self.game.is_over and at is not None:
            self.advance(at)
        self.practice = on
        self._sync()

    def _new_game(self, content: Mapping) -> None:
        self.new_game(seed=page_seed(content))
