"""TwinItTable: Twin It! in real time, the reader against (or with) bots; the page owns the clock
(the protocol is in :mod:`cardwidgets.widgets._twinit`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

import traitlets

from cardwidgets.errors import IllegalAction
from cardwidgets.games.twinit import Card, Rules
from cardwidgets.widgets._base import fixed_once_dealt, static_file
from cardwidgets.widgets._twinit import RealTimeTwinIt


class TwinItTable(RealTimeTwinIt):
    """Play Twin It! against 1–5 bots (``bots``: their levels, e.g. ``["beginner", "player"]``), or
    in ``mode="team"`` with bot teammates (seats alternate between the two teams).

    Click a card to put a hand on it, click its twin to claim the pair; Flip (or the F key) when it
    is your turn. ``practice=True`` stops the clock and the bots. ``seed`` makes the deal and the
    bots reproducible. :meth:`from_position` sets up a worked example.
    """

    _esm = static_file("twinit_table.js")
    _actions = {"move": "_reader_move", "advance": "_advance", "practice": "_practice", "new_game": "_new_game"}

    mode = traitlets.Enum(["competitive", "team"], "competitive").tag(sync=True)

    @traitlets.validate("mode")
    def _made_with_the_rules(self, proposal: dict) -> Any:
        """The mode is the rules' (changed mid-game, it was shown and never played)."""
        return fixed_once_dealt(self, proposal, "the table is made: TwinItTable(mode=...)")

    def __init__(self, bots: Sequence[str] = ("beginner",), *, mode: Literal["competitive", "team"] = "competitive", seed: int = 1,
                 name: str = "Sam", practice: bool = False, rules: Rules | None = None, **kwargs: Any) -> None:
        rules = rules or Rules(mode=mode)
        if rules.mode != mode:
            raise IllegalAction.coded("error.rules_mode", rules=rules.mode, mode=str(mode))
        super().__init__(bots, rules=rules, seed=seed, name=name, mode=mode, practice=practice, **kwargs)

    def _new_game(self, content: Mapping) -> None:
        """The page's New game is a real game, out of practice: a paused worked example dealt again
        stalled at the first bot's turn."""
        with self.hold_sync():
            super()._new_game(content)
            self.practice = False
            self._sync()

    @classmethod
    def from_position(cls, piles: Mapping[str, Sequence[Card | tuple[int, int]]], *,
                      bots: Sequence[str] | None = None, practice: bool = True, **kwargs: Any) -> TwinItTable:
        """A table set up as ``piles`` (seat → cards, top first; a card may be ``(up, down)``),
        paused for explaining: the first seat is the reader, the others bots (``bots``: their
        levels, "beginner" by default). Play on with :meth:`apply` or by clicking."""
        seats = list(piles)
        if not seats:
            raise IllegalAction.coded("error.no_piles")
        ids = iter(range(10**6))
        cards = {seat: [c if isinstance(c, Card) else Card(next(ids), *c) for c in pile] for seat, pile in piles.items()}
        bots = list(bots) if bots is not None else ["beginner"] * (len(seats) - 1)
        return cls(bots, name=seats[0], seats=seats, practice=practice, piles=cards, **kwargs)
