"""The one error every engine and widget raises for an illegal or malformed action."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


class IllegalAction(ValueError):
    """An action that the rules forbid, or that is not an action at all.

    The message says which rule was broken, in words a student can act on. Whatever raised it has
    left the game exactly as it was. Raised with :meth:`coded`, it also carries that message as a
    catalogue message, so that a widget can show it in the reader's language.
    """

    def __init__(self, text: str, message: dict[str, Any] | None = None) -> None:
        super().__init__(text)
        self.message = message

    @classmethod
    def coded(cls, code: str, **params: Any) -> IllegalAction:
        """The error of catalogue ``code``; its English text is the exception's message. A text
        parameter longer than ``LONGEST`` (what the page sent, shown back) is cut short: a field of
        100,000 characters made an error of 100 kB for the page."""
        from cardwidgets.messages import message, render

        msg = message(code, **{k: shortened(v) for k, v in params.items()})
        return cls(render(msg, "en"), msg)


LONGEST = 80


def shortened(value: Any) -> Any:
    """A text cut to ``LONGEST`` characters (anything else as it is): what the page sent, shown back."""
    return value[:LONGEST] + "…" if isinstance(value, str) and len(value) > LONGEST else value


def json_text(value: Any, default: Callable[[Any], Any] = repr) -> str:
    """``value`` as JSON text, as the page wrote it (``null``, ``"yes"``, ``[]``), for an error to
    show back in any language: a Python repr (``None``, ``'yes'``) is Python's, not the reader's.
    What is not JSON (an object passed from Python) is made JSON by ``default``, its repr unless
    told otherwise."""
    try:
        return json.dumps(value, ensure_ascii=False, default=default)
    except (TypeError, ValueError):
        return repr(value)


KINDS = {bool: "kind.switch", int: "kind.whole_number", str: "kind.text", type(None): "kind.nothing"}
"""The catalogue's words for what a field holds, by the Python type that holds it."""


def kind_message(kind: type) -> dict:
    """What a field of ``kind`` must be, as a catalogue message ("a whole number", "on or off")."""
    return {"code": KINDS[kind]}
