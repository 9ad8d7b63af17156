"""TwinsTable: a whole game of Twins in the notebook, the reader in one seat against bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction
from cardwidgets.games.twins import Buy, Card, Play, Rules, TwinsGame
from cardwidgets.games.twins.bots import PlannerBot, RandomBot
from cardwidgets.widgets._base import ActionWidget, field, static_file

BOT_NAMES = ("Ada", "Bruno", "Chiara", "Denis", "Elena")
BOTS = {"planner": PlannerBot, "random": RandomBot}
MAX_LOG = 200


class TwinsTable(ActionWidget):
    """Play Twins against bots: buy, choose two cards face down, watch the reveal, one seat at a time.

    ``players`` is 3–6 (the reader is the first seat, named ``name``); ``bots`` is "planner" or
    "random"; ``seed`` makes the deal and the bots reproducible. ``teacher`` shows every hand.
    """

    _esm = static_file("twins_table.js")
    _actions = {"buy": "_buy", "play": "_play", "new_game": "_new_game", "teacher": "_teacher"}

    name = traitlets.Unicode("Sam").tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)
    seed = traitlets.Int(1).tag(sync=True)
    bots = traitlets.Enum(list(BOTS), "planner").tag(sync=True)
    teacher = traitlets.Bool(False, help="Show every hand and face-down choice.").tag(sync=True)
    state = traitlets.Dict(help="The reader's snapshot (everything, with teacher on).").tag(sync=True)
    reveals = traitlets.List(help="The plays revealed since the reader's last action, in order.").tag(sync=True)
    reveal_count = traitlets.Int(0, help="How many reveals so far: the page animates new ones.").tag(sync=True)
    log = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, players: int = 4, *, seed: int = 1, name: str = "Sam", bots: str = "planner",
                 rules: Rules | None = None, **kwargs: Any) -> None:
        super().__init__(name=name, bots=bots, **kwargs)
        self.rules = rules or Rules()
        self.new_game(players=players, seed=seed)

    # -- Python API ----------------------------------------------------------------------------

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Start again (the same table and seed unless given); the bots move at once."""
        players = self.players if players is None else players
        seed = self.seed if seed is None else seed
        if type(players) is not int or not 3 <= players <= 6:
            raise IllegalAction(f"Twins is for 3 to 6 players, not {players!r}")
        if type(seed) is not int or seed < 0:
            raise IllegalAction(f"the seed is a whole number, 0 or more, not {seed!r}")
        names = (self.name, *[n for n in BOT_NAMES if n != self.name][: players - 1])
        self.game = TwinsGame(names, seed=seed, rules=self.rules)
        self._bots = {n: BOTS[self.bots](seed * 10 + i) for i, n in enumerate(names) if n != self.name}
        with self.hold_trait_notifications():
            self.players, self.seed = players, seed
            self.log = [f"New game: {', '.join(names)}; seed {seed}."]
            self.reveals = []
            self._advance([{"type": "deal", "text": f"Hand 1: {names[self.game.dealer]} deals."}])

    def buy(self, count: int) -> None:
        self._act(Buy(count))

    def play_cards(self, a, b) -> None:
        """Put cards ``a`` and ``b`` of your hand face down (Card objects or "4 blue")."""
        cards = [c if isinstance(c, Card) else Card.parse(str(c)) for c in (a, b)]
        self._act(Play(*cards))

    # -- the game loop -------------------------------------------------------------------------

    def _act(self, action: Buy | Play) -> None:
        events = self.game.apply(self.name, action)
        self.reveals = []
        self._advance(events)

    def _advance(self, events: list[dict]) -> None:
        """Let the bots move until only the reader is awaited (or the game ends); sync the result."""
        events = list(events)
        game = self.game
        # Bots choose as soon as they may: in a play they put their cards down while the reader thinks.
        while not game.is_over and (bots := [s for s in game.awaiting() if s != self.name]):
            for seat in bots:
                events += game.apply(seat, self._bots[seat].choose(game.snapshot(seat)))
        reveals = [self._reveal_view(shown, settled) for shown, settled in zip(
            [e for e in events if e["type"] == "reveal"], [e for e in events if e["type"] == "settle"])]
        with self.hold_trait_notifications():
            self.log = (self.log + [e["text"] for e in events if e["type"] != "choose"])[-MAX_LOG:]
            if reveals:
                self.reveals = self.reveals + reveals
                self.reveal_count += len(reveals)
            self._sync()

    @staticmethod
    def _reveal_view(shown: dict, settled: dict) -> dict:
        """A play as the page shows it, strongest first; after the reveal all of it is public."""
        rows = [
            {"name": name, "kind": shown["combos"][name]["kind"], "value": shown["combos"][name]["value"],
             "cards": shown["combos"][name]["cards"],
             "delta": settled["delta"][name], "reason": settled["reasons"][name],
             "sit_out": name in settled["sit_out"], "bankrupt": name in settled["bankrupt"]}
            for group in settled["ranking"] for name in group
        ]
        return {"play": settled["play"], "line": settled["line"], "pot": settled["pot"], "rows": rows}

    def _sync(self) -> None:
        self.state = self.game.snapshot(self.name, reveal=self.teacher)

    # -- page actions --------------------------------------------------------------------------

    def _buy(self, content: Mapping) -> None:
        self.buy(field(content, "count", int, low=0, high=2))

    def _play(self, content: Mapping) -> None:
        cards = content.get("cards")
        hand = self.game.hands[self.name]
        if (not isinstance(cards, list) or len(cards) != 2
                or not all(type(i) is int and 0 <= i < len(hand) for i in cards) or cards[0] == cards[1]):
            raise IllegalAction(f"choose two different cards of your hand, not {cards!r}")
        self._act(Play(hand[cards[0]], hand[cards[1]]))

    def _new_game(self, content: Mapping) -> None:
        self.new_game(players=field(content, "players", int, low=3, high=6),
                      seed=field(content, "seed", int, low=0, high=2**31 - 1))

    def _teacher(self, content: Mapping) -> None:
        self.teacher = field(content, "on", bool)
        self._sync()
