"""MeldExplorer: build a Gin Rummy hand and see its best melds, every best arrangement, and the
greedy shortcut beside them; with 11 cards, the deadwood each discard leaves."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import traitlets

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.ginrummy import DECK, all_best_melds, best_discard
from cardwidgets.games.ginrummy.examples import MELD_EXAMPLES
from cardwidgets.games.ginrummy.greedy import greedy_discard, greedy_melds
from cardwidgets.games.ginrummy.melds import deadwood_after_each_discard
from cardwidgets.widgets._base import ActionWidget, field, static_file
from cardwidgets.widgets._ginrummy import arrangement_json, hand_text, read_hand

MOST = 11


class MeldExplorer(ActionWidget):
    """A hand of up to 11 cards, laid out at its best: ``MeldExplorer("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D")``.

    Set ``hand`` to text (``"2C 3C 3S ..."``) or cards, or ``load("greedy_fails")`` (also
    ``source_gin``, ``two_ways``, ``ace_low``). ``arrangements`` lists every arrangement with the least
    deadwood, ``greedy`` the shortcut's; with 11 cards they are of the 10 cards each keeps after its
    discard, and ``discards`` gives what each discard leaves.
    """

    _esm = static_file("meld_explorer.js")
    _actions = {"toggle": "_toggle", "load": "_load", "clear": "_clear", "show_all": "_show_all"}

    hand = traitlets.Unicode("", help="The hand as text, sorted: '3S 3H 3D 4C'.").tag(sync=True)
    cards: traitlets.List[Any] = traitlets.List(help="The hand as card data.").tag(sync=True)
    arrangements: traitlets.List[Any] = traitlets.List(help="Every best arrangement: [{melds, deadwood, points}].").tag(sync=True)
    greedy = traitlets.Dict(help="The greedy arrangement: {melds, deadwood, points}.").tag(sync=True)
    discards: traitlets.List[Any] = traitlets.List(help="With 11 cards: [{card, deadwood, best, greedy}], least deadwood first.").tag(sync=True)
    show_all = traitlets.Bool(False, help="Show every best arrangement, not only the first.").tag(sync=True)
    example = traitlets.Unicode("", help="The example last loaded ('' after any change).").tag(sync=True)
    examples = traitlets.List(traitlets.Unicode()).tag(sync=True)
    deck: traitlets.List[Any] = traitlets.List(help="The 52 cards of the picker, as card data.").tag(sync=True)

    def __init__(self, hand: Any = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.examples = list(MELD_EXAMPLES)
        self.deck = [c.to_card_data() for c in DECK]
        self.observe(self._arrange, names="hand")
        self.hand = hand if isinstance(hand, str) else hand_text(read_hand(hand, most=MOST))
        self._arrange()

    @traitlets.validate("hand")
    def _check_hand(self, proposal: dict) -> str:
        try:
            return hand_text(read_hand(proposal["value"], most=MOST))
        except IllegalAction as exc:
            raise traitlets.TraitError(str(exc)) from None

    def load(self, key: str) -> None:
        """Set up the example ``key`` (one of ``examples``)."""
        if key not in MELD_EXAMPLES:
            raise IllegalAction.coded("ginrummy.error.example", key=json_text(key), keys=list(MELD_EXAMPLES))
        self.hand = MELD_EXAMPLES[key].hand
        self.example = key

    def _arrange(self, _change: Any = None) -> None:
        cards = read_hand(self.hand, most=MOST)
        with self.hold_trait_notifications():
            self.example = ""
            self.cards = [c.to_card_data() for c in cards]
            # With 11 cards, each side shows the 10 it keeps after its own discard.
            best_kept = greedy_kept = cards
            if len(cards) == MOST:
                best_kept = [c for c in cards if c != best_discard(cards)[0]]
                greedy_kept = [c for c in cards if c != greedy_discard(cards)[0]]
            self.arrangements = [arrangement_json(a) for a in all_best_melds(best_kept)]
            self.greedy = arrangement_json(greedy_melds(greedy_kept))
            self.discards = self._discards(cards) if len(cards) == MOST else []

    @staticmethod
    def _discards(cards: list) -> list[dict]:
        best, _ = best_discard(cards)
        shortcut, _ = greedy_discard(cards)
        after = deadwood_after_each_discard(cards)
        order = sorted(cards, key=lambda c: (after[c], -c.points, c.index))
        return [{"card": c.to_card_data(), "deadwood": after[c], "best": c == best, "greedy": c == shortcut}
                for c in order]

    # -- page actions --------------------------------------------------------------------------

    def _toggle(self, content: Mapping) -> None:
        card = DECK[field(content, "card", int, low=0, high=51)]
        cards = read_hand(self.hand, most=MOST)
        if card not in cards and len(cards) == MOST:
            raise IllegalAction.coded("ginrummy.error.hand_full", most=MOST, card=card.to_card_data())
        self.hand = hand_text([c for c in cards if c != card] if card in cards else [*cards, card])

    def _load(self, content: Mapping) -> None:
        self.load(field(content, "key", str, label="example"))

    def _clear(self, _content: Mapping) -> None:
        self.hand = ""

    def _show_all(self, content: Mapping) -> None:
        self.show_all = field(content, "on", bool, label="show_all")
