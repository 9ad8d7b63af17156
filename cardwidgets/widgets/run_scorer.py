"""RunScorer: click cards into a player's row and watch runs form and the score change."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.nothanks import card_points, runs
from cardwidgets.games.nothanks.examples import EXAMPLES
from cardwidgets.games.nothanks.rules import ALL_CARDS
from cardwidgets.widgets._base import ActionWidget, field, field_name, set_through, static_file

MAX_CHIPS = 55


class RunScorer(ActionWidget):
    """A player's row of No Thanks! cards: runs are grouped, each counts its lowest card, chips
    take a point each. ``load("lisa")`` (or "sabina", "pietro", "pietro_14") sets up an example."""

    _esm = static_file("run_scorer.js")
    _actions = {"toggle": "_toggle", "chips": "_chips", "load": "_load", "clear": "_clear"}

    cards = traitlets.List(traitlets.Int(), help="The cards in the row, sorted.").tag(sync=True)
    chips = traitlets.Int(0).tag(sync=True)
    runs: traitlets.List[Any] = traitlets.List(help="The runs of the row, each sorted.").tag(sync=True)
    card_points = traitlets.Int(0).tag(sync=True)
    score = traitlets.Int(0).tag(sync=True)
    example = traitlets.Unicode("").tag(sync=True)
    examples: traitlets.List[Any] = traitlets.List().tag(sync=True)

    def __init__(self, cards: Iterable[int] = (), chips: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.examples = [{"key": e.key, "label": e.label, "text": {"code": f"example.nothanks.{e.key}"}}
                         for e in EXAMPLES.values()]
        self.set(cards, chips)

    def set(self, cards: Iterable[int] | None = None, chips: int | None = None) -> None:
        """Put exactly ``cards`` in the row and ``chips`` in hand (either kept when None)."""
        cards = list(self.cards if cards is None else cards)
        bad = [c for c in cards if type(c) is not int or c not in ALL_CARDS]
        if bad or len(set(cards)) != len(cards):
            raise IllegalAction.coded("error.nothanks_row", low=min(ALL_CARDS), high=max(ALL_CARDS),
                                      value=json_text(bad or sorted(cards)))
        cards.sort()
        chips = self.chips if chips is None else chips
        if type(chips) is not int or not 0 <= chips <= MAX_CHIPS:
            raise IllegalAction.coded("error.out_of_range", field=field_name("chips"), low=0, high=MAX_CHIPS,
                                      value=json_text(chips))
        with self._assigning():
            self.cards, self.chips = cards, chips
            self.runs = runs(cards)
            self.card_points = card_points(cards)
            self.score = self.card_points - chips
            self.example = ""

    @traitlets.validate("cards", "chips")
    def _set_from_python(self, proposal: dict) -> Any:
        return set_through(self, proposal, self.set)

    def load(self, key: str) -> None:
        if key not in EXAMPLES:
            raise IllegalAction.coded("error.unknown_example", value=str(key), examples=list(EXAMPLES))
        self.set(EXAMPLES[key].cards, EXAMPLES[key].chips)
        self.example = key

    def _toggle(self, content: Mapping) -> None:
        card = field(content, "card", int, low=3, high=35)
        self.set([c for c in self.cards if c != card] if card in self.cards else [*self.cards, card])

    def _chips(self, content: Mapping) -> None:
        self.set(self.cards, field(content, "value", int, low=0, high=MAX_CHIPS, label="chips"))

    def _load(self, content: Mapping) -> None:
        self.load(field(content, "key", str, label="example"))

    def _clear(self, _content: Mapping) -> None:
        self.set([], 0)
