"""NoThanksTable: a game of No Thanks! in the notebook, the reader against bots."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from cardwidgets.games.nothanks import NoThanksGame, Rules
from cardwidgets.games.nothanks.bots import LookaheadBot, RandomBot, ThresholdBot
from cardwidgets.errors import IllegalAction
from cardwidgets.widgets._base import ActionWidget, field, static_file

BOT_NAMES = ("Ada", "Bruno", "Chiara", "Denis", "Elena", "Furio")
BOTS = {
    "lookahead": lambda seed: LookaheadBot(seed, playouts=40),
    "threshold": lambda seed: ThresholdBot(seed, threshold=3),
    "random": RandomBot,
}
MAX_LOG = 300


class NoThanksTable(ActionWidget):
    """Play No Thanks! against bots: take the card (T) or pay a chip, "No thanks!" (N).

    ``players`` is 3–5, ``bots`` "lookahead", "threshold" or "random"; ``seed`` makes the game and
    the bots reproducible. ``teacher`` shows everyone's chips and the cards out of the game.
    """

    _esm = static_file("nothanks_table.js")
    _actions = {"take": "_take", "pass": "_pass", "new_game": "_new_game", "teacher": "_teacher"}

    name = traitlets.Unicode("Sam").tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)
    seed = traitlets.Int(1).tag(sync=True)
    bots = traitlets.Enum(list(BOTS), "lookahead").tag(sync=True)
    teacher = traitlets.Bool(False).tag(sync=True)
    state = traitlets.Dict().tag(sync=True)
    log = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, players: int = 4, *, seed: int = 1, name: str = "Sam", bots: str = "lookahead",
                 rules: Rules | None = None, **kwargs: Any) -> None:
        super().__init__(name=name, bots=bots, **kwargs)
        self.rules = rules or Rules()
        self.new_game(players=players, seed=seed)

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        players = self.players if players is None else players
        seed = self.seed if seed is None else seed
        if type(players) is not int or not 3 <= players <= self.rules.max_players:
            raise IllegalAction(f"No Thanks! is for 3 to {self.rules.max_players} players, not {players!r}")
        if type(seed) is not int or seed < 0:
            raise IllegalAction(f"the seed is a whole number, 0 or more, not {seed!r}")
        names = (self.name, *[n for n in BOT_NAMES if n != self.name][: players - 1])
        self.game = NoThanksGame(names, seed=seed, rules=self.rules)
        self._bots = {n: BOTS[self.bots](seed * 10 + i) for i, n in enumerate(names) if n != self.name}
        with self.hold_trait_notifications():
            self.players, self.seed = players, seed
            self.log = [f"New game: {', '.join(names)}; seed {seed}. {self.game.to_move} turns the {self.game.card}."]
            self._advance([])

    def take(self) -> None:
        self._advance(self.game.apply(self.name, "take"))

    def no_thanks(self) -> None:
        self._advance(self.game.apply(self.name, "pass"))

    def _advance(self, events: list[dict]) -> None:
        """Let the bots play until it is the reader's turn or the game ends; sync."""
        events = list(events)
        game = self.game
        while not game.is_over and game.to_move != self.name:
            seat = game.to_move
            events += game.apply(seat, self._bots[seat].choose(game.snapshot(seat)))
        with self.hold_trait_notifications():
            self.log = (self.log + [self._narrate(e) for e in events])[-MAX_LOG:]
            self.state = game.snapshot(self.name, reveal=self.teacher)

    @staticmethod
    def _narrate(event: dict) -> str:
        if event["type"] == "pass":
            return f"{event['seat']}: No thanks! ({event['pot']} on the {event['card']})"
        if event["type"] == "take":
            chips = event["chips"]
            return f"{event['seat']} takes the {event['card']}" + (f" and {chips} chip{'s' * (chips != 1)}" if chips else "")
        if event["type"] == "reveal":
            return f"{event['seat']} turns the {event['card']}."
        winners = ", ".join(event["result"]["winners"])
        return f"The game ends. Winner: {winners}."

    def _take(self, _content: Mapping) -> None:
        self.take()

    def _pass(self, _content: Mapping) -> None:
        self.no_thanks()

    def _new_game(self, content: Mapping) -> None:
        self.new_game(players=field(content, "players", int, low=3, high=self.rules.max_players),
                      seed=field(content, "seed", int, low=0, high=2**31 - 1))

    def _teacher(self, content: Mapping) -> None:
        self.teacher = field(content, "on", bool)
        self.state = self.game.snapshot(self.name, reveal=self.teacher)
