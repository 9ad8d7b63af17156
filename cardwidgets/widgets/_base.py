"""What every widget shares: its bundle, the language switch, and safe handling of page messages.

The page talks to a widget only through custom messages ``{"action": NAME, ...}``. Each widget
lists the actions it accepts; anything else — an unknown action, a field of the wrong type, an
illegal move — is answered with a readable ``error`` and changes nothing. The kernel never sees
an exception from what the page sends.
"""

from __future__ import annotations

import logging
import pathlib
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import anywidget
import traitlets

from cardwidgets.carddata import card_data
from cardwidgets.errors import IllegalAction

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"
LANGUAGES = ("en", "it", "fr", "es")

log = logging.getLogger(__name__)


def static_file(name: str) -> pathlib.Path:
    """A file of the built bundle; anywidget needs it to exist when the class is defined."""
    return STATIC / name


class ActionWidget(anywidget.AnyWidget):
    """An anywidget whose page sends actions; subclasses name their handlers in ``_actions``."""

    _css = static_file("cardwidgets.css")

    lang = traitlets.Unicode("en", help="Language of the labels: en, it, fr or es.").tag(sync=True)
    error = traitlets.Unicode("", help="The last refused action, explained; '' when all is well.").tag(
        sync=True
    )

    _actions: ClassVar[Mapping[str, str]] = {}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_page_message)

    @traitlets.validate("lang")
    def _check_lang(self, proposal: dict) -> str:
        if proposal["value"] not in LANGUAGES:
            raise traitlets.TraitError(
                f"lang must be one of {', '.join(LANGUAGES)}, not {proposal['value']!r}"
            )
        return proposal["value"]

    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self.error = ""
            self._dispatch(content)
        except (IllegalAction, ValueError, TypeError, KeyError, traitlets.TraitError) as exc:
            self.error = str(exc) if not isinstance(exc, KeyError) else f"missing field {exc}"
        except Exception:  # a bug of ours: report it, keep the kernel and the game alive
            log.exception("widget action failed: %r", content)
            self.error = "Something went wrong inside the widget; the game is unchanged."

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, Mapping) or not isinstance(content.get("action"), str):
            raise IllegalAction(f"the page sent {content!r}, which is not an action")
        name = self._actions.get(content["action"])
        if name is None:
            raise IllegalAction(
                f"unknown action {content['action']!r}; this widget accepts "
                f"{', '.join(sorted(self._actions))}"
            )
        handler: Callable[[Mapping], None] = getattr(self, name)
        handler(content)


def index_field(content: Mapping, key: str, length: int) -> int:
    """The integer field ``key`` of a page message, checked to lie in ``range(length)``."""
    value = content.get(key)
    if type(value) is not int:
        raise IllegalAction(f"{key} must be a whole number, not {value!r}")
    if not 0 <= value < length:
        raise IllegalAction(f"{key} {value} is out of range: there are {length} cards")
    return value


def cards_to_json(cards: list, _widget: Any = None) -> list[dict]:
    """A trait's cards as card data for the page (the ``to_json`` of card-list traits)."""
    return [card_data(card) for card in cards]


def field(content: Mapping, key: str, kind: type, *, low: int | None = None, high: int | None = None) -> Any:
    """Field ``key`` of a page message, checked to be of ``kind`` (and, for ints, in range)."""
    value = content.get(key)
    if type(value) is not kind:
        raise IllegalAction(f"{key} must be {'a whole number' if kind is int else kind.__name__}, not {value!r}")
    if kind is int and ((low is not None and value < low) or (high is not None and value > high)):
        raise IllegalAction(f"{key} must be from {low} to {high}, not {value}")
    return value
