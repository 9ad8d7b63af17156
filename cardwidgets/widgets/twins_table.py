"""TwinsTable: a whole game of Twins in the notebook, the reader in one seat against bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import traitlets

from cardwidgets.games import TITLES, twins
from cardwidgets.games.twins import Buy, Card, Play, Rules, TwinsGame
from cardwidgets.games.twins.bots import PlannerBot, RandomBot
from cardwidgets.widgets._base import static_file
from cardwidgets.widgets._table import BotTable

BOTS = {"planner": PlannerBot, "random": RandomBot}


class TwinsTable(BotTable):
    """Play Twins against bots: buy, choose two cards face down, watch the reveal, one seat at a time.

    ``players`` is 3–6 (the reader is the first seat, named ``name``); ``bots`` is "planner" or
    "random"; ``seed`` makes the deal and the bots reproducible. ``teacher`` shows every hand.
    """

    _esm = static_file("twins_table.js")
    _actions = {"move": "_reader_move", "new_game": "_new_game", "teacher": "_teacher"}

    GAME = TITLES["twins"]
    ACTIONS = twins.ACTIONS
    BOTS = BOTS

    bots = traitlets.Enum(list(BOTS), "planner").tag(sync=True)
    moves = traitlets.List(traitlets.Dict(), help="The moves since the reader's last action (the reader's first), "
                           "each {seat, event, lines, state}: the move itself (a purchase, cards put down), how "
                           "many log lines it added, the table as the reader saw it after it.").tag(sync=True)
    move_count = traitlets.Int(0, help="Counts the answers, so the page knows new moves to play back.").tag(sync=True)
    reveals: traitlets.List[Any] = traitlets.List(help="The plays revealed since the reader's last action, in order, "
                                                  "each with the index of the move that revealed it.").tag(sync=True)

    def __init__(self, players: int = 4, *, seed: int = 1, name: str = "Sam", bots: str = "planner",
                 rules: Rules | None = None, **kwargs: Any) -> None:
        super().__init__(players, seed=seed, rules=rules or Rules(), name=name, bots=bots, **kwargs)

    def _new_engine(self, names: tuple[str, ...], seed: int) -> TwinsGame:
        return TwinsGame(names, seed=seed, rules=self.rules)

    def _started(self) -> None:
        self._hand, self._hand_delta = self.game.hand_number, dict.fromkeys(self.game.players, 0)
        self._dealer = self.game.players[self.game.dealer]
        self._advance(None, list(self.game.opening), self._snapshot())

    # -- Python API ----------------------------------------------------------------------------

    def buy(self, count: int) -> None:
        self.act(Buy(count))

    def play_cards(self, a: Card, b: Card) -> None:
        """Put cards ``a`` and ``b`` of your hand face down (Card objects or "4 blue")."""
        cards = [c if isinstance(c, Card) else Card.parse(str(c)) for c in (a, b)]
        self.act(Play(*cards))

    # -- the game loop -------------------------------------------------------------------------

    def act(self, action: Buy | Play) -> None:
        before = self._snapshot()
        self._advance(self.name, self.game.apply(self.name, action), before)

    def _advance(self, seat: str | None, events: list[dict], before: dict) -> None:
        """Let the bots move until only the reader is awaited (or the game ends); sync the result.

        The moves go to the page one by one (``seat``'s ``events`` first: the reader's, or a new
        game's deal), each with the table after it, so that the page can play the bots' purchases
        and face-down plays back at a pace a class can follow (``before`` is the table before
        ``events``). Each reveal carries the chips and pot as they were just before it (those of
        the table before its move: nobody buys during a play), so that the page can move them row
        by row as it shows the play, rather than giving the result away at once; the hand and
        dealer it belongs to, for the page's header meanwhile; ``log_after``, the log's lines from
        its reveal line on, which the page holds back as long; and ``table``, the table as the play
        left it (``_at_reveal``), drawn under the reveal and the hand's summary. A hand's summary
        has its own ``log_after``, what followed its last play, held back until the reader has
        read it."""
        made = [(seat, events, self._snapshot())]
        self._bots_move(events, lambda mover, moved: made.append((mover, moved, self._snapshot())))
        # The face-down plays show at their seats; the log does not list them.
        batch = [[e for e in moved if e["code"] != "twins.choose"] for _seat, moved, _state in made]
        logged = [(number, event) for number, lines in enumerate(batch) for event in lines]
        # tables[n]: the table before move n, then as each play revealed in it left it.
        tables = [before, *(state for _seat, _moved, state in made)]
        reveals = []
        revealed_at = 0
        for index, (number, event) in enumerate(logged):
            code = event["code"]
            if code.startswith("twins.reveal"):
                revealed_at = index
            elif code == "twins.deal":
                self._hand, self._hand_delta = event["hand"], dict.fromkeys(self.game.players, 0)
                self._dealer = event["dealer"]
            elif code == "twins.buy":  # a purchase is paid into the pot: the hand's sum counts it too
                self._hand_delta[event["seat"]] -= event["cost"]
            elif code == "twins.settle":
                table = tables[number]
                view = self._reveal_view(event, set(table["bankrupt"]))
                view["move"] = number
                view["chips_before"], view["pot_before"] = table["chips"], table["pot"]
                view["hand"], view["dealer"] = self._hand, self._dealer
                view["log_after"] = len(logged) - revealed_at
                table = view["table"] = tables[number] = _at_reveal(table, event)
                for name, change in event["delta"].items():
                    self._hand_delta[name] += change
                if event["play"] == 4:
                    view["summary"] = {"hand": self._hand, "delta": dict(self._hand_delta), "pot": table["pot"],
                                       "chips": table["chips"], "dealer": self._dealer, "bankrupt": table["bankrupt"],
                                       "log_after": len(logged) - index - 1}
                reveals.append(view)
        with self.hold_sync(), self.hold_trait_notifications():  # one update of the page
            self._record_batch([event for _number, event in logged])
            self.moves = [{"seat": mover, "event": moved[0] if moved else None, "lines": len(lines), "state": state}
                          for (mover, moved, state), lines in zip(made, batch, strict=True)]
            self.reveals = reveals
            self.move_count += 1
            self._sync()

    def _conceal_saved(self, conceal: Callable[[dict], dict]) -> None:
        self.moves = [{**move, "state": conceal(move["state"])} for move in self.moves]
        self.reveals = [{**view, "table": conceal(view["table"])} for view in self.reveals]

    def _reveal_view(self, settled: dict, bankrupt: set[str]) -> dict:
        """A play as the page shows it, strongest first, then any seat sitting out play 4 (an
        empty slot); after the reveal all of it is public."""
        combos = settled["combos"]
        rows = [
            {"name": name, "kind": combos[name]["kind"], "value": combos[name]["value"], "cards": combos[name]["cards"],
             "delta": settled["delta"][name], "reason": settled["reasons"][name],
             "sit_out": False, "bankrupt": name in settled["bankrupt"]}
            for group in settled["ranking"] for name in group
        ]
        rows += [{"name": name, "kind": None, "value": None, "cards": [], "delta": 0, "reason": "",
                  "sit_out": True, "bankrupt": False}
                 for name in self.game.players if name not in combos and name not in bankrupt]
        return {"play": settled["play"], "line": settled["line"], "pot": settled["pot"], "rows": rows}


def _at_reveal(table: dict, settled: dict) -> dict:
    """``table`` (a snapshot) as the play of ``settled`` (its settle event) left it: the cards shown
    out of the hands, the chips and pot paid, nobody awaited. The engine goes on to the next play,
    or deals the next hand, in the same move: without this the page would show the reveal of play
    4 over the next hand's cards. Only what the page draws is brought up to date: the discards and
    ``last_play`` are still those of ``table``."""
    shown = {seat: combo["cards"] for seat, combo in settled["combos"].items()}
    hands = {seat: None if cards is None else [card for card in cards if card not in shown.get(seat, ())]
             for seat, cards in table["hands"].items()}
    players = table["players"]
    return {**table, "phase": "play", "play": settled["play"], "hands": hands,
            "hand_sizes": {seat: size - len(shown.get(seat, ())) for seat, size in table["hand_sizes"].items()},
            "chosen": dict.fromkeys(players, False), "choices": dict.fromkeys(players, None),
            "awaiting": [], "legal_actions": [], "pot": settled["pot"],
            "chips": {seat: chips + settled["delta"].get(seat, 0) for seat, chips in table["chips"].items()},
            "sit_out": [seat for seat in players if seat in table["sit_out"] or seat in settled["sit_out"]],
            "bankrupt": [seat for seat in players if seat in table["bankrupt"] or seat in settled["bankrupt"]]}
