"""TieBreakExplorer: set up one play of Twins and see, step by step, what the cash card does."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

import traitlets

from cardwidgets import carddata
from cardwidgets.errors import IllegalAction, json_text, kind_message
from cardwidgets.games.twins import Card, Rules, Settlement, classify, deck, settle
from cardwidgets.games.twins.cards import COLORS
from cardwidgets.games.twins.examples import EXAMPLES, NAMES, Example
from cardwidgets.games.twins.rules import Play2Ties
from cardwidgets.games.twins.settle import places
from cardwidgets.messages import render
from cardwidgets.widgets._base import ActionWidget, field, field_name, set_through, static_file

READINGS: tuple[Play2Ties, ...] = ("group_must_fit", "pot_covers_group")
MAX_CHIPS = 99
RULES = Rules()
MAX_POT = MAX_CHIPS * RULES.max_players


class TieBreakExplorer(ActionWidget):
    """One play, any table: choose the play, table size, pot, chips and each seat's two cards.

    ``outcome`` holds the settlement under the chosen reading of the play-2 tie rule and, with
    ``compare`` on, under the other one too. Change the set-up with ``set(...)``, ``set_seat(...)``
    and ``load(...)``, which check every change as a click would. ``load("example_2")`` (or ``"example_1"``,
    ``"short_pot"``, ``"ranking"``) sets up a rulebook example.
    """

    _esm = static_file("tiebreak_explorer.js")
    _actions = {"set": "_set", "set_seat": "_set_seat", "load": "_load"}

    play = traitlets.Int(1).tag(sync=True)
    table_size = traitlets.Int(4).tag(sync=True)
    min_players = traitlets.Int(RULES.min_players, read_only=True,
                                help="The smallest table the rules have a cash card for.").tag(sync=True)
    max_players = traitlets.Int(RULES.max_players, read_only=True,
                                help="The largest table the rules have a cash card for.").tag(sync=True)
    max_pot = traitlets.Int(MAX_POT, read_only=True, help="The largest pot: every seat's chips at most.").tag(sync=True)
    pot = traitlets.Int(0).tag(sync=True)
    reading = traitlets.Enum(READINGS, READINGS[0]).tag(sync=True)
    compare = traitlets.Bool(False).tag(sync=True)
    seats = traitlets.List(traitlets.Dict(), help="[{name, chips, cards: [text, text], playing}]").tag(sync=True)
    outcome = traitlets.Dict(help="The settlement per reading: rows with their reasons, as messages.").tag(sync=True)
    example = traitlets.Unicode("", help="The example last loaded ('' after any change).").tag(sync=True)
    deck_cards: traitlets.List[Any] = traitlets.List(help="Every card the seats may hold, as card data.").tag(sync=True)
    examples: traitlets.List[Any] = traitlets.List(help="[{key, label, title, source}] of the loadable examples (messages).").tag(sync=True)

    def __init__(self, example: str | None = "example_1", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.deck_cards = [card.to_card_data() for card in deck()]
        self.examples = [{"key": e.key, "label": e.label, "title": e.title, "source": e.source}
                         for e in EXAMPLES.values()]
        if example:
            self.load(example)
        else:
            self._setup(1, 4, 0, [(name, 12, ("1 blue", "2 green"), True) for name in NAMES[:4]])

    # -- Python API ----------------------------------------------------------------------------

    def load(self, key: str) -> None:
        """Set up the rulebook example ``key``: one of example_1, example_2, short_pot, ranking."""
        if key not in EXAMPLES:
            raise IllegalAction.coded("error.unknown_example", value=str(key), examples=list(EXAMPLES))
        example: Example = EXAMPLES[key]
        self._setup(example.play, example.table_size, example.pot,
                    [(name, example.chips, (a, b), True) for name, a, b in example.seats])
        self.example = key

    def set(self, **changes: Any) -> None:
        """Change any of play, table_size, pot, reading and compare at once, checked like a click."""
        unknown = set(changes) - {"play", "table_size", "pot", "reading", "compare"}
        if unknown:
            raise IllegalAction.coded("error.cannot_set", value=", ".join(sorted(map(str, unknown))))
        self._apply(**changes)

    def set_seat(self, index: int, a: str | Card | None = None, b: str | Card | None = None, *,
                 chips: int | None = None, playing: bool | None = None) -> None:
        """Change seat ``index``: its two cards (``"4 blue"`` or Card), chips, or whether it plays."""
        seats = [dict(seat) for seat in self.seats]
        if type(index) is not int or not 0 <= index < len(seats):
            raise IllegalAction.coded("error.out_of_range", field=field_name("seat"), low=0, high=len(seats) - 1,
                                      value=json_text(index))
        seat = seats[index]
        cards = list(seat["cards"])
        for slot, card in enumerate((a, b)):
            if card is not None:
                cards[slot] = str(card if isinstance(card, Card) else _twins_card(card, self.lang))
        seat["cards"] = cards
        if chips is not None:
            seat["chips"] = chips
        if playing is not None:
            seat["playing"] = bool(playing)
        self._apply(seats=seats)

    def settlement(self, reading: Play2Ties | None = None) -> Settlement:
        """The Settlement of the current set-up under ``reading`` (default: the chosen one)."""
        combos = {seat["name"]: classify(*(Card.parse(c) for c in seat["cards"]))
                  for seat in self.seats if seat["playing"]}
        chips = {seat["name"]: seat["chips"] for seat in self.seats}
        return settle(self.play, combos, pot=self.pot, chips=chips, table_size=self.table_size,
                      rules=Rules(play2_ties=reading or self.reading))

    # -- state ---------------------------------------------------------------------------------

    @traitlets.validate("play", "table_size", "pot", "reading", "compare", "seats")
    def _set_from_python(self, proposal: dict) -> Any:
        return set_through(self, proposal, self._apply)

    def _setup(self, play: int, table_size: int, pot: int, seats: list) -> None:
        rows = [{"name": name, "chips": chips, "cards": list(cards), "playing": playing}
                for name, chips, cards, playing in seats]
        self._apply(play=play, table_size=table_size, pot=pot, seats=rows)

    def _apply(self, **changes: Any) -> None:
        """Check a change on a trial state first: a bad one raises and changes nothing."""
        state = {"play": self.play, "table_size": self.table_size, "pot": self.pot, "seats": self.seats,
                 "reading": self.reading, "compare": self.compare, **changes}
        seats = state["seats"] = [dict(seat) for seat in state["seats"]]
        if "table_size" in changes and "seats" not in changes:
            _check_table_size(state["table_size"])  # before seats are made up for it
            seats = self._resize(seats, state["table_size"])
            state["seats"] = seats
        self._validate(state)
        with self._assigning():
            for name, value in state.items():
                setattr(self, name, value)
            self.example = ""
            self.outcome = self._outcome()

    @staticmethod
    def _resize(seats: list[dict], size: int) -> list[dict]:
        seats = [dict(seat) for seat in seats[:size]]
        spare = [c for c in deck() if str(c) not in {x for seat in seats for x in seat["cards"]}]
        while len(seats) < size:
            a, b = spare.pop(0), spare.pop(len(spare) // 2)
            seats.append({"name": NAMES[len(seats)], "chips": 12, "cards": [str(a), str(b)], "playing": True})
        return seats

    @staticmethod
    def _validate(state: dict) -> None:
        if state["play"] not in (1, 2, 3, 4) or type(state["play"]) is not int:
            raise IllegalAction.coded("error.out_of_range", field=field_name("play"), low=1, high=4,
                                      value=json_text(state["play"]))
        _check_table_size(state["table_size"])
        if type(state["pot"]) is not int or not 0 <= state["pot"] <= MAX_POT:
            raise IllegalAction.coded("error.pot_range", max=MAX_POT, value=json_text(state["pot"]))
        if state["reading"] not in READINGS:
            raise IllegalAction.coded("error.reading", readings=list(READINGS), value=json_text(state["reading"]))
        if type(state["compare"]) is not bool:
            raise IllegalAction.coded("error.wrong_type", field=field_name("compare"), kind=kind_message(bool),
                                      value=json_text(state["compare"]))
        if len(state["seats"]) != state["table_size"]:
            raise IllegalAction.coded("error.seat_count", n=state["table_size"], value=len(state["seats"]))
        names = [seat.get("name") for seat in state["seats"]]
        for seat in state["seats"]:
            if (not isinstance(seat.get("name"), str) or not seat["name"] or names.count(seat["name"]) > 1
                    or type(seat.get("playing")) is not bool or not isinstance(seat.get("cards"), list)):
                raise IllegalAction.coded("error.seat_shape", value=json_text(seat))
            if type(seat.get("chips")) is not int or not 0 <= seat["chips"] <= MAX_CHIPS:
                raise IllegalAction.coded("error.chips_range", seat=str(seat.get("name")), max=MAX_CHIPS,
                                          value=json_text(seat.get("chips")))
            cards = [_twins_card(text, "en") for text in seat["cards"]]
            if len(cards) != 2 or cards[0] == cards[1]:
                raise IllegalAction.coded("error.two_different_cards", seat=seat["name"])

    def _outcome(self) -> dict:
        readings = READINGS if self.compare else (self.reading,)
        outcome = {}
        for reading in readings:
            s = self.settlement(reading)
            rows = [
                {"name": name, "combo": s.combos[name].message(), "kind": s.combos[name].kind,
                 "value": s.combos[name].value,
                 "cards": [c.to_card_data() for c in s.combos[name].cards], "place": place,
                 "delta": s.delta[name], "reason": s.reasons[name], "sit_out": name in s.sit_out,
                 "bankrupt": name in s.bankrupt}
                for place, name, _tied in places(s.ranking)
            ]
            outcome[reading] = {"rows": rows, "pot": s.pot, "line": s.line.message(),
                                "sitting_out": [seat["name"] for seat in self.seats if not seat["playing"]]}
        return outcome

    # -- page actions --------------------------------------------------------------------------

    def _set(self, content: Mapping) -> None:
        name = content.get("name")
        if name == "play":
            self._apply(play=field(content, "value", int, low=1, high=4, label="play"))
        elif name == "table_size":
            self._apply(table_size=field(content, "value", int, low=RULES.min_players, high=RULES.max_players,
                                                  label="table_size"))
        elif name == "pot":
            self._apply(pot=field(content, "value", int, low=0, high=MAX_POT, label="pot"))
        elif name == "reading":
            self.set(reading=field(content, "value", str, label="reading"))
        elif name == "compare":
            self._apply(compare=field(content, "value", bool, label="compare"))
        else:
            raise IllegalAction.coded("error.cannot_set", value=str(name))

    def _set_seat(self, content: Mapping) -> None:
        index = field(content, "seat", int, low=0, high=len(self.seats) - 1)
        if "card" in content:
            slot = field(content, "slot", int, low=0, high=1)
            card = field(content, "card", str)
            self.set_seat(index, *((card, None) if slot == 0 else (None, card)))
        elif "chips" in content:
            self.set_seat(index, chips=field(content, "chips", int, low=0, high=MAX_CHIPS))
        elif "playing" in content:
            self.set_seat(index, playing=field(content, "playing", bool))
        else:
            raise IllegalAction.coded("error.seat_change")

    def _load(self, content: Mapping) -> None:
        self.load(field(content, "key", str, label="example"))


def _check_table_size(size: object) -> None:
    low, high = RULES.min_players, RULES.max_players
    if type(size) is not int or not low <= size <= high:
        raise IllegalAction.coded("error.table_players", game="Twins", low=low, high=high, value=json_text(size))


@functools.cache
def _colour_words(lang: str) -> dict[str, str]:
    """The language's colour names → the engine's (rendered once: every seat's cards are read at each change)."""
    return {render(f"color.{color}", lang).lower(): color for color in COLORS}


def _twins_card(text: object, lang: str) -> Card:
    """The card typed as ``text``: "4 blue", or as the reader's language names it ("4 blu", "4 bleu",
    "4 azul"), since the explorer shows the cards by those names."""
    colors = _colour_words(lang)
    typed = " ".join(colors.get(word, word) for word in str(text).lower().split())
    try:
        return Card.parse(typed)
    except ValueError:
        raise IllegalAction.coded("error.twins_card", value=json_text(text),
                                  example=carddata.twins(4, "blue", "white")) from None
