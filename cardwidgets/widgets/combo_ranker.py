"""ComboRanker: pick two Twins cards, see their combination on the ladder, line several up."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction
from cardwidgets.games.twins import Card, Combo, classify, deck
from cardwidgets.games.twins.examples import NAMES, RANKING
from cardwidgets.games.twins.settle import places
from cardwidgets.widgets._base import ActionWidget, cards_to_json, index_field, static_file

MAX_LINEUP = len(NAMES)  # 12: a name for each pair
FAN = "ComboRanker shows Twins cards: pass twins.Card objects (or nothing for the deck)"


def _twins_cards(fan: list) -> bool:
    return bool(fan) and all(isinstance(card, Card) for card in fan)


def _combo_data(name: str, combo: Combo) -> dict:
    return {"name": name, "kind": combo.kind, "value": combo.value, "combo": combo.message(),
            "strength": combo.strength, "cards": cards_to_json(combo.cards)}


class ComboRanker(ActionWidget):
    """The ladder Twins > Pair > Color > Singles, for the combinations a reader makes.

    Pick two cards from ``fan`` (the whole deck unless you pass a hand) to see their combination;
    add it to the line-up, where combinations stand strongest first and ties share a place.
    ``load_rulebook_example()`` lines up the rulebook's five-player play.
    """

    _esm = static_file("combo_ranker.js")
    _actions = {"toggle": "_toggle", "add": "_add_selected", "remove": "_remove", "clear": "_clear",
                "example": "_example"}

    fan: traitlets.List[Any] = traitlets.List(help="The cards to pick from.").tag(sync=True, to_json=cards_to_json)
    selected = traitlets.List(traitlets.Int(), help="Up to two indices into fan.").tag(sync=True)
    current = traitlets.Dict(help="The combination of the two selected cards, if two are.").tag(sync=True)
    lineup = traitlets.List(traitlets.Dict(), help="Lined-up combinations, strongest first.").tag(sync=True)

    def __init__(self, cards: Iterable[Card] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        fan = list(deck() if cards is None else cards)
        if not _twins_cards(fan):
            raise ValueError(FAN)
        self.fan = fan
        self._entries: list[tuple[str, Combo]] = []

    # -- Python API ----------------------------------------------------------------------------

    def add(self, name: str, a: Card, b: Card) -> Combo:
        """Line up ``name`` with the combination of ``a`` and ``b``."""
        if len(self._entries) >= MAX_LINEUP:
            raise IllegalAction.coded("error.lineup_full", n=MAX_LINEUP)
        combo = classify(a, b)
        self._entries.append((str(name), combo))
        self._sync_lineup()
        return combo

    def clear_lineup(self) -> None:
        self._entries = []
        self._sync_lineup()

    def load_rulebook_example(self) -> None:
        """The rulebook's play 2 with five players: Twins of 4 > Pair of 8 > Color 16 > Color 8 > Singles 12."""
        self._entries = []
        for name, (a, b) in RANKING.cards().items():
            self.add(name, a, b)

    @property
    def ranking(self) -> list[list[tuple[str, Combo]]]:
        """The line-up as groups of tied entries, strongest first."""
        groups: list[list[tuple[str, Combo]]] = []
        for name, combo in sorted(self._entries, key=lambda entry: entry[1], reverse=True):
            if groups and groups[-1][0][1] == combo:
                groups[-1].append((name, combo))
            else:
                groups.append([(name, combo)])
        return groups

    # -- sync ----------------------------------------------------------------------------------

    @traitlets.validate("fan")
    def _check_fan(self, proposal: dict) -> list[Card]:
        """Twins cards only: anything else failed only when the widget was next drawn, and kept failing."""
        fan = list(proposal["value"])
        if not _twins_cards(fan):
            raise traitlets.TraitError(FAN)
        return fan

    @traitlets.observe("fan")
    def _new_fan(self, _change: dict) -> None:
        """The selection pointed into the old fan."""
        self.selected = []

    @traitlets.observe("selected")
    def _sync_current(self, _change: dict) -> None:
        if len(self.selected) == 2:
            self.current = _combo_data("", classify(*(self.fan[i] for i in self.selected)))
        else:
            self.current = {}

    @traitlets.validate("selected")
    def _check_selected(self, proposal: dict) -> list[int]:
        picked = proposal["value"]
        if len(picked) > 2 or len(set(picked)) != len(picked) or not all(0 <= i < len(self.fan) for i in picked):
            raise traitlets.TraitError(f"select up to two different cards of the fan, not {picked}")
        return picked

    def _sync_lineup(self) -> None:
        self.lineup = [{**_combo_data(name, combo), "place": place, "tied": tied}
                       for place, (name, combo), tied in places(self.ranking)]

    # -- page actions --------------------------------------------------------------------------

    def _toggle(self, content: Mapping) -> None:
        index = index_field(content, "index", len(self.fan))
        if index in self.selected:
            self.selected = [i for i in self.selected if i != index]
        else:
            self.selected = [*self.selected[-1:], index] if len(self.selected) == 2 else [*self.selected, index]

    def _add_selected(self, _content: Mapping) -> None:
        if len(self.selected) != 2:
            raise IllegalAction.coded("error.pick_two_first")
        a, b = (self.fan[i] for i in self.selected)
        taken = {name for name, _ in self._entries}
        # (names for MAX_LINEUP pairs: all taken means a full line-up, which add() refuses)
        self.add(next((name for name in NAMES if name not in taken), NAMES[0]), a, b)
        self.selected = []

    def _remove(self, content: Mapping) -> None:
        index = index_field(content, "index", len(self.lineup))
        row = self.lineup[index]
        position = next(i for i, (name, combo) in enumerate(self._entries)
                        if name == row["name"] and combo.strength == row["strength"])
        del self._entries[position]
        self._sync_lineup()

    def _clear(self, _content: Mapping) -> None:
        self.clear_lineup()

    def _example(self, _content: Mapping) -> None:
        self.load_rulebook_example()
