"""What every widget shares: its bundle, the language switch (and the language new widgets start
in), and safe handling of page messages.

The page talks to a widget only through custom messages ``{"action": NAME, ...}``. Each widget
lists the actions it accepts; anything else — an unknown action, a field of the wrong type, an
illegal move — is answered with a readable ``error`` and changes nothing. The kernel never sees
an exception from what the page sends.
"""

from __future__ import annotations

import contextlib
import logging
import pathlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, ClassVar

import anywidget
import traitlets

from cardwidgets.carddata import card_data
from cardwidgets.errors import IllegalAction, json_text, kind_message, shortened
from cardwidgets.messages import LANGUAGES, catalogue, check, language, message

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
log = logging.getLogger(__name__)


def static_file(name: str) -> pathlib.Path:
    """A file of the built bundle; anywidget needs it to exist when the class is defined."""
    return STATIC / name


Text = str | Mapping[str, Any]
"""A text a notebook gives a widget (a chart's title, a row of cards' name): a plain string, shown as
given, or a catalogue message (``message("chart.exact")``), which the page shows in the widget's
``lang``."""


def text_or_message(value: object, what: str) -> Text:
    """``value`` as a :data:`Text`, or a TraitError naming ``what`` and why it is not one."""
    if isinstance(value, str):
        return value
    try:
        if not isinstance(value, Mapping):
            raise ValueError(f"{value!r} is neither")
        check(value)
    except ValueError as exc:
        raise traitlets.TraitError(f"{what} must be a string or a catalogue message: {exc}") from None
    return dict(value)


def caption() -> traitlets.Union:
    """A :data:`Text` trait, empty by default (check it with :func:`text_or_message`)."""
    return traitlets.Union([traitlets.Unicode(), traitlets.Dict()], default_value="")


class ActionWidget(anywidget.AnyWidget):
    """An anywidget whose page sends actions; subclasses name their handlers in ``_actions``."""

    _css = static_file("cardwidgets.css")

    lang = traitlets.Unicode(help="Language of the labels: en, it, fr or es (see set_language).").tag(sync=True)
    error = traitlets.Unicode("", help="The last refused action, explained; '' when all is well.").tag(
        sync=True
    )
    error_message = traitlets.Dict(
        help="The same as a catalogue message, which the page shows in the reader's language."
    ).tag(sync=True)
    error_count = traitlets.Int(
        0, help="How many actions have been refused: the page says a refusal again when it is the same as the last."
    ).tag(sync=True)
    autofocus = traitlets.Bool(
        False, help="Take the keyboard focus when drawn, if nothing on the page has it: an app's table, whose keys "
        "then work at once. Off in a notebook, where a widget must not take it from a cell being typed in."
    ).tag(sync=True)

    _actions: ClassVar[Mapping[str, str]] = {}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._own_assignment = False
        self.on_msg(self._on_page_message)

    @contextlib.contextmanager
    def _assigning(self) -> Iterator[None]:
        """The widget's own checked setter at work: its assignments go through :func:`set_through`
        unchecked (it has checked them together), and notify once, at the end."""
        before, self._own_assignment = getattr(self, "_own_assignment", True), True
        try:
            with self.hold_trait_notifications():
                yield
        finally:
            self._own_assignment = before

    @traitlets.default("lang")
    def _starting_lang(self) -> str:
        return language()

    @traitlets.validate("lang")
    def _check_lang(self, proposal: dict) -> str:
        if proposal["value"] not in LANGUAGES:
            raise traitlets.TraitError(
                f"lang must be one of {', '.join(LANGUAGES)}, not {proposal['value']!r}"
            )
        return proposal["value"]

    @traitlets.observe("lang")
    def _forget_error(self, _change: dict) -> None:
        """An error answered an action in the old language; the reader has moved on."""
        self.show_error(None)

    def show_error(self, exc: Exception | None) -> None:
        """Show why an action was refused (or nothing, with ``None``), in English for Python and
        as a catalogue message for the page."""
        if isinstance(exc, KeyError):
            key = str(exc.args[0]) if exc.args else ""
            known = f"field.{key}" in catalogue()
            exc = IllegalAction.coded("error.missing_field", field=field_name(key) if known else key)
        message = {} if exc is None else getattr(exc, "message", None) or {"code": "error.text", "text": str(exc)}
        with self.hold_sync():  # one update, so the page never draws the text without its message
            self.error, self.error_message = ("", {}) if exc is None else (str(exc), message)
            if exc is not None:
                self.error_count += 1

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # One reply per action: every trait it changes goes to the page in one message, so the page
        # redraws once, not once per trait (each message costs the page a layout and a paint).
        with self.hold_sync():
            try:
                self.show_error(None)
                self._dispatch(content)
            except (IllegalAction, ValueError, TypeError, KeyError, traitlets.TraitError) as exc:
                self.show_error(exc)
            except Exception:  # a bug of ours: report it, keep the kernel and the game alive
                log.exception("widget action failed: %r", content)
                self.show_error(IllegalAction.coded("error.bug"))

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, Mapping) or not isinstance(content.get("action"), str):
            raise IllegalAction(f"the page sent {shortened(repr(content))}, which is not an action",
                                {"code": "error.not_an_action"})
        name = self._actions.get(content["action"])
        if name is None:
            raise IllegalAction.coded("error.unknown_action", action=json_text(content["action"]),
                                      accepts=bool(self._actions))
        handler: Callable[[Mapping], None] = getattr(self, name)
        handler(content)


MAX_SEED = 2**31 - 1
"""The largest seed a table takes: what its seed field shows and sends back."""


def check_seed(value: object) -> int:
    """A table's seed, set from Python (the page's field shows it and deals the next game with it):
    :func:`table_seed`'s check, as a TraitError."""
    with as_trait_error():
        return table_seed(value)


@contextlib.contextmanager
def as_trait_error() -> Iterator[None]:
    """A check written for the page (IllegalAction, coded) used as a trait's validation: the same
    words, as the TraitError traitlets expects of a refused assignment."""
    try:
        yield
    except IllegalAction as exc:
        raise traitlets.TraitError(str(exc)) from None


def set_through(widget: ActionWidget, proposal: dict, setter: Callable[..., None]) -> Any:
    """A setting assigned from Python (``explorer.pot = 5``) as a call of the widget's own checked
    setter, ``setter(pot=5)``: checked with the rest of the set-up, what follows from it (seats, the
    outcome, the score) updated with it, nothing changed if refused. Unchecked, a pot of -5 was kept
    and every later click refused; a new score waited for the next click. Before the widget is set up
    (its constructor's keywords), values pass: the constructor's own set-up checks them."""
    if getattr(widget, "_own_assignment", True):
        return proposal["value"]
    name = proposal["trait"].name
    with as_trait_error():
        setter(**{name: proposal["value"]})
    return getattr(widget, name)  # as the setter wrote it (a row sorted, a hand's text tidied)


def check_name(value: str) -> str:
    """The reader's name at a table: words the seat and the log can show (the engines of three games
    refused an empty one; Twin It!'s dealt a seat with no name)."""
    if not value.strip():
        raise traitlets.TraitError(f"name must be a name to show at the reader's seat, not {value!r}")
    return value


def table_seed(value: object) -> int:
    """The seed of a game about to be dealt (``new_game(seed=...)``, a table's constructor), checked
    before anything is dealt: the seed trait refused a seed beyond ``MAX_SEED`` only after the new
    game had replaced the one in progress. None is refused too: ``seed=None`` reads as "a random
    game", and dealt game 1."""
    if type(value) is not int or value < 0:
        raise IllegalAction.coded("error.table_seed", value=json_text(value))
    if value > MAX_SEED:
        raise IllegalAction.coded("error.out_of_range", field=field_name("seed"), low=0, high=MAX_SEED, value=value)
    return value


def page_seed(content: Mapping) -> int:
    """The game number a page's New game sends (its seed field), checked as every table checks it."""
    return field(content, "seed", int, low=0, high=MAX_SEED)


def move_seed_on(widget: Any) -> None:
    """Once the game in play (dealt with seed ``widget._dealt``) is over, its number moves on to the
    next game's, unless the seed was set since (the log keeps the game's): New game then deals
    another game. The field still showed the game just played, and a student who pressed New game
    was dealt the same cards, the bots making the same moves."""
    if widget.game.is_over and widget.seed == widget._dealt:
        widget.seed = widget._dealt + 1 if widget._dealt < MAX_SEED else 0


def fixed_once_dealt(widget: Any, proposal: dict, made: str) -> Any:
    """A trait the dealt game was made with (the reader's name, a round's length), not changed under
    the game (a renamed reader had every move refused; a round's page counted down 5 s of a minute
    the engine still ran to 60); ``made`` says where it is chosen instead."""
    name = proposal["trait"].name
    if getattr(widget, "game", None) is not None and proposal["value"] != getattr(widget, name):
        raise traitlets.TraitError(f"{name} is chosen when {made}, not changed under a game in progress")
    return proposal["value"]


def field_name(label: str) -> dict:
    """A page message's field as the reader knows it: catalogue message ``field.<label>`` (the
    control's name in the reader's language, never the key the page happens to send)."""
    return message(f"field.{label}")


def index_field(content: Mapping, key: str, length: int) -> int:
    """The integer field ``key`` of a page message, checked to lie in ``range(length)``."""
    value = content.get(key)
    if type(value) is not int:
        raise IllegalAction.coded("error.wrong_type", field=field_name(key), kind=kind_message(int),
                                  value=json_text(value))
    if not 0 <= value < length:
        raise IllegalAction.coded("error.index_out_of_range", field=field_name(key), value=value, n=length)
    return value


def cards_to_json(cards: Iterable[Any], _widget: Any = None) -> list[dict]:
    """A trait's cards as card data for the page (the ``to_json`` of card-list traits)."""
    return [card_data(card) for card in cards]


def field(content: Mapping, key: str, kind: type, *, low: int | None = None, high: int | None = None,
          label: str | None = None) -> Any:
    """Field ``key`` of a page message, checked to be of ``kind`` (and, for ints, in range).

    An error names it by ``label`` (``key`` unless given: "value" means the pot in one message and
    the play in another), as catalogue message ``field.<label>``."""
    value = content.get(key)
    name = field_name(label or key)
    if value == "" and kind is not str:  # a number field left empty (or holding letters: the page reads "")
        raise IllegalAction.coded("error.empty_field", field=name, kind=kind_message(kind))
    if type(value) is not kind:
        raise IllegalAction.coded("error.wrong_type", field=name, kind=kind_message(kind), value=json_text(value))
    out_of_range = isinstance(value, int) and ((low is not None and value < low) or (high is not None and value > high))
    if kind is int and out_of_range:
        raise IllegalAction.coded("error.out_of_range", field=name, low=low, high=high, value=value)
    return value
