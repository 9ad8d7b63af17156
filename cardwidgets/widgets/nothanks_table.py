"""NoThanksTable: a game of No Thanks! in the notebook, the reader against bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import traitlets

from cardwidgets.games import TITLES, nothanks
from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame, Pass, Rules, Take
from cardwidgets.games.nothanks.bots import LookaheadBot, RandomBot, ThresholdBot
from cardwidgets.widgets._base import static_file
from cardwidgets.widgets._table import BotTable

BOTS = {
    "lookahead": lambda seed: LookaheadBot(seed, playouts=40),
    "threshold": lambda seed: ThresholdBot(seed, threshold=3),
    "random": RandomBot,
}


class NoThanksTable(BotTable):
    """Play No Thanks! against bots: take the card (T) or pay a chip, "No thanks!" (N).

    ``players`` is 3–5 (to 7 with ``Rules(large_tables=True)``), ``bots`` "lookahead", "threshold" or "random"; ``seed`` makes the game and
    the bots reproducible. ``teacher`` shows everyone's chips and the cards out of the game.
    """

    _esm = static_file("nothanks_table.js")
    _actions = {"move": "_reader_move", "new_game": "_new_game", "teacher": "_teacher"}

    GAME = TITLES["nothanks"]
    ACTIONS = nothanks.ACTIONS
    BOTS = BOTS

    bots = traitlets.Enum(list(BOTS), "lookahead").tag(sync=True)
    moves = traitlets.List(traitlets.Dict(), help="The moves since the reader's last decision (the reader's "
                           "first), each {events, state}: the table as the reader saw it after it.").tag(sync=True)
    move_count = traitlets.Int(0, help="Counts the answers, so the page knows new moves to play back.").tag(sync=True)

    def __init__(self, players: int = 4, *, seed: int = 1, name: str = "Sam", bots: str = "lookahead",
                 rules: Rules | None = None, **kwargs: Any) -> None:
        super().__init__(players, seed=seed, rules=rules or Rules(), name=name, bots=bots, **kwargs)

    def _new_engine(self, names: tuple[str, ...], seed: int) -> NoThanksGame:
        return NoThanksGame(names, seed=seed, rules=self.rules)

    def _started(self) -> None:
        self._advance(self.game.opening())

    def take(self) -> None:
        self.act(TAKE)

    def no_thanks(self) -> None:
        self.act(PASS)

    def act(self, action: Take | Pass) -> None:
        self._advance(self.game.apply(self.name, action))

    def _advance(self, events: list[dict]) -> None:
        """Let the bots play until it is the reader's turn or the game ends; sync. The moves go to
        the page one by one, each with the table as the reader saw it then, so that the page can
        play them back at a pace a class can follow."""
        moves = [self._move(events)]
        events = self._bots_move(events, lambda _seat, made: moves.append(self._move(made)))
        with self.hold_sync(), self.hold_trait_notifications():  # one update of the page
            self._record_batch(events)
            self.moves = moves
            self.move_count += 1
            self._sync()

    def _move(self, events: list[dict]) -> dict:
        return {"events": events, "state": self._snapshot()}

    def _conceal_saved(self, conceal: Callable[[dict], dict]) -> None:
        self.moves = [{**move, "state": conceal(move["state"])} for move in self.moves]