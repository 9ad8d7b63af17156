"""TwinItCoop: the cooperative minute of Twin It! (the protocol of time is in
:mod:`cardwidgets.widgets._twinit`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.twinit import Rules
from cardwidgets.games.twinit.rules import LEVEL_NAMES, LEVELS
from cardwidgets.widgets._base import fixed_once_dealt, static_file
from cardwidgets.widgets._twinit import RealTimeTwinIt

LONGEST_ROUND = 3600
"""Seconds: a round of an hour at the most (the rules' is a minute)."""


class TwinItCoop(RealTimeTwinIt):
    """Every card spread out face up; in ``seconds`` (60 by the rules), turn cards over (↻) and
    collect two identical designs for 1 point, or add a third to a pair for 2. At the end, the
    level the rules' table gives the number of players. ``bots`` (0–5 levels) play along;
    ``individual=True`` is the variant where each player counts their own points and may not take
    another's pair. The minute starts when the reader presses Start (until then it is paused).
    ``seconds`` is more than 0 and at most ``LONGEST_ROUND``.
    """

    _esm = static_file("twinit_coop.js")
    _actions = {"move": "_reader_move", "advance": "_advance", "practice": "_practice", "new_game": "_new_game"}
    MIN_BOTS = 0

    seconds = traitlets.Float(60.0, help="The length of the round.").tag(sync=True)
    individual = traitlets.Bool(False, help="Each player counts their own points.").tag(sync=True)
    levels = traitlets.List(traitlets.Dict(), help="The rules' level table for this number of players.").tag(sync=True)

    @traitlets.validate("seconds", "individual")
    def _made_with_the_rules(self, proposal: dict) -> Any:
        """The round's length and variant are its rules'."""
        return fixed_once_dealt(self, proposal, f"the round is made: TwinItCoop({proposal['trait'].name}=...)")

    def __init__(self, bots: Sequence[str] = (), *, seconds: float = 60.0, individual: bool = False, seed: int = 1,
                 name: str = "Sam", **kwargs: Any) -> None:
        if type(seconds) not in (int, float) or not 0 < seconds <= LONGEST_ROUND:
            raise IllegalAction.coded("error.round_seconds", longest=LONGEST_ROUND, value=json_text(seconds))
        rules = Rules(mode="cooperative", coop_seconds=seconds, coop_individual=individual)
        super().__init__(bots, rules=rules, seed=seed, name=name, seconds=seconds, individual=individual,
                         practice=True, **kwargs)

    def _reader_move(self, content: Mapping) -> None:
        """A move from the page, while the minute runs: paused, a class could turn and take every
        pair at leisure, and its score would read against a level table made for a minute."""
        if self.practice:
            raise IllegalAction.coded("twinit.error.paused")
        super()._reader_move(content)

    def new_game(self, bots: Sequence[str] | None = None, seed: int | None = None, piles: Any = None) -> None:
        """Spread the cards again; paused until Start (a deal refused leaves the minute running)."""
        with self.hold_sync():
            super().new_game(bots, seed, piles)
            self.practice = True
        tops = LEVELS[len(self.game.players)]
        self.levels = [{"level": name, "up_to": top} for name, top in zip(LEVEL_NAMES, tops)] + \
            [{"level": LEVEL_NAMES[-1], "above": tops[-1]}]
