"""ShowdownExplorer: a knock settled step by step — the knocker's melds, each layoff, the
defender's melds, the score — under the rule options a class may play by."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.ginrummy import Rules, showdown
from cardwidgets.games.ginrummy.examples import SHOWDOWN_EXAMPLES
from cardwidgets.widgets._base import ActionWidget, field, set_through, static_file
from cardwidgets.widgets._ginrummy import hand_text, read_hand

UNDERCUT_BONUSES = (0, 10, 25)
GIN_BONUSES = (0, 20, 25, 31)
KNOCK_LIMITS = tuple(range(0, 11))
SETTINGS = ("knocker", "defender", "undercut_bonus", "gin_bonus", "knock_limit")


class ShowdownExplorer(ActionWidget):
    """A knock: the knocker's 10 cards kept against the defender's 10. ``load("source_35")`` sets up
    the source's gin worth 35 (also ``layoffs_undercut``, ``fourth_card``); ``set(knocker=...,
    defender=..., undercut_bonus=..., gin_bonus=..., knock_limit=...)`` changes any part, checked
    as a click would be. ``step`` counts what the page has revealed: 0 the knocker's melds, then
    one layoff at a time, then the defender's melds and the score (``steps``)."""

    _esm = static_file("showdown_explorer.js")
    _actions = {"load": "_load", "hands": "_hands", "option": "_option", "step": "_step"}

    knocker = traitlets.Unicode(help="The knocker's 10 cards kept, as text.").tag(sync=True)
    defender = traitlets.Unicode(help="The defender's 10 cards, as text.").tag(sync=True)
    undercut_bonus = traitlets.Int(0).tag(sync=True)
    gin_bonus = traitlets.Int(25).tag(sync=True)
    knock_limit = traitlets.Int(10).tag(sync=True)
    outcome = traitlets.Dict(help="The showdown as page data, with its narration ('lines').").tag(sync=True)
    step = traitlets.Int(0, help="How far the page shows the showdown: 0 … steps.").tag(sync=True)
    steps = traitlets.Int(0).tag(sync=True)
    example = traitlets.Unicode("").tag(sync=True)
    examples = traitlets.List(traitlets.Unicode()).tag(sync=True)
    options = traitlets.Dict({"undercut_bonus": UNDERCUT_BONUSES, "gin_bonus": GIN_BONUSES,
                              "knock_limit": KNOCK_LIMITS}).tag(sync=True)

    def __init__(self, example: str | None = "source_35", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.examples = list(SHOWDOWN_EXAMPLES)
        self.load(example or "source_35")

    # -- Python API ----------------------------------------------------------------------------

    def load(self, key: str) -> None:
        """Set up the example ``key`` (one of ``examples``), from its first step."""
        if key not in SHOWDOWN_EXAMPLES:
            raise IllegalAction.coded("ginrummy.error.example", key=json_text(key), keys=list(SHOWDOWN_EXAMPLES))
        example = SHOWDOWN_EXAMPLES[key]
        self.set(knocker=example.knocker, defender=example.defender)
        self.example = key

    def set(self, **changes: Any) -> None:
        """Change hands or rule options together; a change that cannot be settled changes nothing."""
        unknown = set(changes) - set(SETTINGS)
        if unknown:
            raise IllegalAction.coded("error.cannot_set", value=", ".join(sorted(map(str, unknown))))
        values = {name: changes.get(name, getattr(self, name)) for name in SETTINGS}
        knocker = read_hand(values["knocker"], most=10, whose="knocker")
        defender = read_hand(values["defender"], most=10, whose="defender")
        for name, allowed in self.options.items():
            if values[name] not in allowed or type(values[name]) is not int:
                raise IllegalAction.coded("ginrummy.error.option", name=name, allowed=[str(v) for v in allowed], value=json_text(values[name]))
        rules = Rules(undercut_bonus=values["undercut_bonus"], gin_bonus=values["gin_bonus"],
                      knock_limit=values["knock_limit"])
        result = showdown(knocker, defender, rules)  # raises, changing nothing, if it cannot be settled
        lines = result.messages()
        with self._assigning():
            self.knocker, self.defender = hand_text(knocker), hand_text(defender)
            self.undercut_bonus, self.gin_bonus, self.knock_limit = (
                values["undercut_bonus"], values["gin_bonus"], values["knock_limit"])
            self.outcome = {**result.to_json(), "lines": lines, "defender_cards": [c.to_card_data() for c in defender]}
            self.steps = len(result.layoff_steps()) + 1
            self.step = 0
            self.example = ""

    @traitlets.validate(*SETTINGS)
    def _set_from_python(self, proposal: dict) -> Any:
        return set_through(self, proposal, self.set)

    @traitlets.validate("step")
    def _check_step(self, proposal: dict) -> int:
        """How far the page shows the showdown: 0 to ``steps`` (the page draws no step beyond)."""
        step = proposal["value"]
        if type(step) is not int or not 0 <= step <= self.steps:
            raise traitlets.TraitError(f"step is from 0 to {self.steps}, not {step!r}")
        return step

    def next_step(self) -> None:
        if self.step >= self.steps:
            raise IllegalAction.coded("ginrummy.error.all_shown")
        self.step += 1

    # -- page actions --------------------------------------------------------------------------

    def _load(self, content: Mapping) -> None:
        self.load(field(content, "key", str, label="example"))

    def _hands(self, content: Mapping) -> None:
        self.set(knocker=field(content, "knocker", str), defender=field(content, "defender", str))

    def _option(self, content: Mapping) -> None:
        name = field(content, "name", str, label="option")
        if name not in self.options:
            raise IllegalAction.coded("ginrummy.error.option_name", name=json_text(name), names=list(self.options))
        self.set(**{name: field(content, "value", int, label="option_value")})

    def _step(self, content: Mapping) -> None:
        to = field(content, "to", str, label="step")
        if to == "next":
            self.next_step()
        elif to == "top":
            self.step = 0
        elif to == "end":
            self.step = self.steps
        else:
            raise IllegalAction.coded("ginrummy.error.step", to=json_text(to))
