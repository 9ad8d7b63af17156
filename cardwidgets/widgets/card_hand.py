"""CardHand: any cards of the four decks, of which the reader picks up to ``max_selected``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import traitlets

from cardwidgets.carddata import card_data
from cardwidgets.errors import IllegalAction
from cardwidgets.widgets._base import (
    ActionWidget,
    Text,
    caption,
    cards_to_json,
    index_field,
    static_file,
    text_or_message,
)


class CardHand(ActionWidget):
    """A row of cards to look at and pick from.

    ``cards`` holds the Python cards themselves (engine cards, or card data dicts); the page gets
    their card data. ``selected`` is the list of picked indices, in the order they were picked, and
    ``selected_cards`` the cards. With ``max_selected=1`` a new pick replaces the old one; with more,
    a pick beyond the limit is refused. ``max_selected=0`` shows the cards read-only.

    ``label`` names the row for a screen reader, which lists a page's widgets by name (five galleries
    all called "Cards" could not be told apart): a plain string, or a catalogue message, said in the
    widget's ``lang`` (``label=message("gallery.twins")``). Without one the row is "Cards".

    >>> from cardwidgets import carddata
    >>> hand = CardHand([carddata.french("Q", "S"), carddata.french("7", "D")], max_selected=2)
    >>> hand.selected = [1]
    >>> hand.selected_cards
    [{'deck': 'french', 'rank': '7', 'suit': 'D'}]
    """

    _esm = static_file("card_hand.js")
    _actions = {"toggle": "_toggle", "clear": "_clear"}

    cards: traitlets.List[Any] = traitlets.List(help="The cards shown, left to right.").tag(sync=True, to_json=cards_to_json)
    selected = traitlets.List(traitlets.Int(), help="Indices of the picked cards.").tag(sync=True)
    disabled = traitlets.List(traitlets.Int(), help="Indices of cards that cannot be picked.").tag(
        sync=True
    )
    max_selected = traitlets.Int(1, help="How many cards may be picked at once (0: none).").tag(sync=True)
    size = traitlets.Enum(
        ["small", "medium", "large"], "medium", help="Card size; 'large' suits a projector."
    ).tag(sync=True)
    label = caption().tag(sync=True)  # the row's name for a screen reader (see the class)

    def __init__(
        self,
        cards: Iterable = (),
        *,
        max_selected: int = 1,
        selected: Iterable[int] = (),
        disabled: Iterable[int] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.cards = list(cards)
        self.max_selected = max_selected
        self.disabled = list(disabled)
        self.selected = list(selected)

    @property
    def selected_cards(self) -> list:
        return [self.cards[i] for i in self.selected]

    @traitlets.validate("cards")
    def _check_cards(self, proposal: dict) -> list:
        cards = list(proposal["value"])
        for position, card in enumerate(cards):
            try:
                card_data(card)
            except ValueError as exc:
                raise traitlets.TraitError(f"card {position}: {exc}") from None
        return cards

    @traitlets.validate("label")
    def _check_label(self, proposal: dict) -> Text:
        return text_or_message(proposal["value"], "label")

    @traitlets.observe("cards")
    def _forget_selection(self, _change: dict) -> None:
        self.disabled = [i for i in self.disabled if i < len(self.cards)]
        self.selected = []

    @traitlets.validate("max_selected")
    def _check_max_selected(self, proposal: dict) -> int:
        """0 to the number of cards (1 while there are none): the page says "0 of 1000000000 picked"
        of a limit beyond them."""
        value, most = proposal["value"], max(1, len(self.cards))
        if type(value) is not int or not 0 <= value <= most:
            raise traitlets.TraitError(f"max_selected must be from 0 to {most} (the cards shown), not {value!r}")
        return value

    @traitlets.observe("max_selected")
    def _trim_selection(self, change: dict) -> None:
        self.selected = self.selected[: change["new"]]

    @traitlets.validate("disabled")
    def _check_disabled(self, proposal: dict) -> list[int]:
        self._check_indices("disabled", proposal["value"])
        return sorted(set(proposal["value"]))

    @traitlets.validate("selected")
    def _check_selected(self, proposal: dict) -> list[int]:
        selected = proposal["value"]
        self._check_indices("selected", selected)
        if len(set(selected)) != len(selected):
            raise traitlets.TraitError(f"selected lists a card twice: {selected}")
        if len(selected) > self.max_selected:
            raise traitlets.TraitError(
                f"at most {self.max_selected} card(s) may be selected, not {len(selected)}"
            )
        blocked = sorted(set(selected) & set(self.disabled))
        if blocked:
            raise traitlets.TraitError(f"cards {blocked} are disabled and cannot be selected")
        return list(selected)

    @traitlets.observe("selected")
    def _selection_stands(self, _change: dict) -> None:
        """A selection that stands is valid: the last refusal no longer applies."""
        self.show_error(None)

    def _check_indices(self, name: str, indices: list[int]) -> None:
        wrong = [i for i in indices if not 0 <= i < len(self.cards)]
        if wrong:
            raise traitlets.TraitError(
                f"{name} has indices {wrong} out of range for {len(self.cards)} cards"
            )

    def _toggle(self, content: Mapping) -> None:
        index = index_field(content, "index", len(self.cards))
        if index in self.disabled:
            raise IllegalAction.coded("error.card_disabled", index=index, card=self._name(index))
        if self.max_selected == 0:
            raise IllegalAction.coded("error.look_only")
        if index in self.selected:
            self.selected = [i for i in self.selected if i != index]
        elif len(self.selected) < self.max_selected:
            self.selected = [*self.selected, index]
        elif self.max_selected == 1:
            self.selected = [index]
        else:
            raise IllegalAction.coded("error.too_many_picked", n=self.max_selected)

    def _clear(self, _content: Mapping) -> None:
        self.selected = []

    def _name(self, index: int) -> dict | str:
        """The card as a message parameter: its card data (the message shows its short name), or its text."""
        card = self.cards[index]
        return card_data(card) if isinstance(card, Mapping) or hasattr(card, "to_card_data") else str(card)
