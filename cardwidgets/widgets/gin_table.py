"""GinTable: a match of Gin Rummy in the notebook, the reader against a bot."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from time import monotonic
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games import TITLES, ginrummy
from cardwidgets.games.ginrummy import (
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    Discard,
    Draw,
    GinRummyGame,
    Knock,
    Pass,
    Rules,
    best_melds,
)
from cardwidgets.games.ginrummy.bots import GreedyBot, RandomBot, TrackerBot
from cardwidgets.games.ginrummy.cards import Card
from cardwidgets.games.ginrummy.melds import deadwood_after_each_discard
from cardwidgets.games.ginrummy.rules import TARGETS
from cardwidgets.messages import message
from cardwidgets.widgets._base import field, page_seed, static_file, table_seed
from cardwidgets.widgets._ginrummy import arrangement_json
from cardwidgets.widgets._table import BotTable

BOTS = {"greedy": GreedyBot, "tracker": TrackerBot, "random": RandomBot}
MOVE_SECONDS = 30
SLACK = 0.5
"""Seconds a page's time-out may come before the kernel's own count of the move's time ends."""


class GinTable(BotTable):
    """Play a match of Gin Rummy against a bot ("greedy", "tracker" or "random") to ``target``
    points (1, 50, 100 or 200). ``timer=True`` gives each move 30 seconds, counted down on the page;
    running out loses the match. ``teacher`` shows the bot's hand and the stock.

    ``state`` is the reader's snapshot plus ``arrangement`` (the reader's hand at its best) and
    ``after_discard`` (with 11 cards, the deadwood each discard would leave); ``moves`` holds the
    events since the reader's last action, for the page to show one by one, each over the table of its
    moment (``tables``); ``log`` the latest events.
    """

    _esm = static_file("gin_table.js")
    _actions = {"move": "_reader_move", "new_game": "_new_game", "teacher": "_teacher", "time_out": "_time_out"}

    GAME = TITLES["ginrummy"]
    ACTIONS = ginrummy.ACTIONS
    BOTS = BOTS

    bots = traitlets.Enum(list(BOTS), "greedy", help="The bot's strategy.").tag(sync=True)
    target = traitlets.Enum(list(TARGETS), 100, help="The match is won at this many points.").tag(sync=True)
    targets = traitlets.List(list(TARGETS), help="The targets the rules allow, for the page to offer.").tag(sync=True)
    timer = traitlets.Bool(False, help="Each move within 30 seconds, or the match is lost.").tag(sync=True)
    moves = traitlets.List(traitlets.Dict(), help="The events since the reader's last action.").tag(sync=True)
    tables: traitlets.List[list[Any]] = traitlets.List(
        help="The table before the moves, then after each: [how many events so far, the reader's state].").tag(sync=True)
    log = traitlets.List(traitlets.Dict(), help="The match's latest events, as messages.").tag(sync=True)

    def __init__(self, bots: str = "greedy", *, target: int = 100, seed: int = 1, name: str = "Sam",
                 timer: bool = False, rules: Rules | None = None, **kwargs: Any) -> None:
        rules = rules or Rules()
        super().__init__(2, seed=seed, rules=rules, name=name, bots=bots, target=target, timer=timer, **kwargs)

    def new_game(self, players: int | None = 2, seed: int | None = None, *, bots: str | None = None,
                 target: int | None = None, timer: bool | None = None) -> None:
        """A new match (the same bot, target and timer unless given, and the seed shown: this match's,
        or the next once it is over); the bot moves at once."""
        if players != 2:
            raise IllegalAction.coded("error.players_exactly", game=self.GAME, n=2, value=json_text(players))
        seed = self.seed if seed is None else seed
        bots = self.bots if bots is None else bots
        target = self.target if target is None else target
        timer = self.timer if timer is None else timer
        table_seed(seed)
        if bots not in BOTS:
            raise IllegalAction.coded("ginrummy.error.bot", bots=list(BOTS), value=json_text(bots))
        if target not in TARGETS or type(target) is not int:
            raise IllegalAction.coded("ginrummy.error.target", targets=[str(t) for t in TARGETS], value=json_text(target))
        if type(timer) is not bool:
            raise IllegalAction.coded("ginrummy.error.timer", value=json_text(timer))
        self.rules = replace(self.rules, target=target, move_seconds=MOVE_SECONDS if timer else None)
        bot_name = next(n for n in ("Ada", "Bruno") if n != self.name)
        self.game = GinRummyGame((self.name, bot_name), seed=seed, rules=self.rules)
        self._dealt = seed
        self._bots = {bot_name: BOTS[bots](seed)}
        with self.hold_trait_notifications():
            self.players, self.seed, self.bots, self.target, self.timer = 2, seed, bots, target, timer
            self.log, self.log_start = [], 0
            self._advance([message("ginrummy.new_match", seats=list(self.game.players), target=target, seed=seed),
                           message("ginrummy.deal", hand=1, seat=self.game.awaiting()[0],
                                   card=self.game.discard_pile[-1].to_card_data())])

    def _advance(self, events: list[dict]) -> None:
        """Let the bot move until the reader is awaited or the match ends; show what happened.

        ``tables`` goes with the moves: the table before them, then as each move left it, for the
        page to play them back one by one over the table of their moment (a move that ends a hand
        also deals the next one: its knock shows over the hand it ends)."""
        tables: list[list[Any]] = [[0, self.state]] if self.state else []
        count = 0

        def moved(made: list[dict]) -> None:
            nonlocal count
            count += len(made)
            tables.append([count, self._reader_state()])

        moved(events)
        events = self._bots_move(events, lambda _seat, made: moved(made))
        with self.hold_trait_notifications():
            self.moves, self.tables = events, tables
            self._record_batch(events)
            self.state = tables[-1][1]
        self._move_began = monotonic()

    def _sync(self) -> None:
        self.state = self._reader_state()

    def _conceal_saved(self, conceal: Callable[[dict], dict]) -> None:
        self.tables = [[count, conceal(table)] for count, table in self.tables]

    def _reader_state(self) -> dict:
        """The reader's snapshot, with its hand's best arrangement, the deadwood each discard would
        leave, and the move timer."""
        state = self._snapshot()
        hand = [Card(c["rank"], c["suit"]) for c in state["hands"][self.name]]
        state["arrangement"] = arrangement_json(best_melds(hand))
        after = deadwood_after_each_discard(hand) if len(hand) == 11 else {}
        state["after_discard"] = [after.get(c) for c in hand]
        state["move_seconds"] = self.rules.move_seconds
        return state

    # -- the reader's moves (also for Python: table.draw("stock"), table.discard(3)) -------------

    def act(self, action: Pass | Draw | Discard | Knock) -> None:
        self._advance(self.game.apply(self.name, action))

    def pass_upcard(self) -> None:
        self.act(PASS)

    def draw(self, source: str) -> None:
        if source not in ("stock", "discard"):
            raise IllegalAction.coded("ginrummy.error.source", source=json_text(source))
        self.act(DRAW_STOCK if source == "stock" else DRAW_DISCARD)

    def discard(self, index: int, *, knock: bool = False) -> None:
        """Discard (or knock with) the card at ``index`` of the reader's sorted hand."""
        hand = sorted(self.game.hands[self.name])
        if type(index) is not int or not 0 <= index < len(hand):
            raise IllegalAction.coded("ginrummy.error.card_index", high=len(hand) - 1, value=json_text(index))
        self.act((Knock if knock else Discard)(hand[index]))

    # -- page actions --------------------------------------------------------------------------

    def _new_game(self, content: Mapping) -> None:
        self.new_game(seed=page_seed(content), bots=field(content, "bots", str),
                      target=field(content, "target", int), timer=field(content, "timer", bool))

    def _time_out(self, _content: Mapping) -> None:
        """The page's countdown reached zero: the kernel checks that the move's time is up by its
        own clock, counted from when it gave the reader the move (the page starts later, once the
        bot's moves have played back). A time-out on its way while the reader moved in time, the
        bot then giving the move straight back, lost the match."""
        seconds = self.rules.move_seconds
        left = 0 if seconds is None else self._move_began + seconds - monotonic()
        if left > SLACK:
            raise IllegalAction.coded("ginrummy.error.in_time", n=math.ceil(left))
        self._advance(self.game.time_out(self.name))
