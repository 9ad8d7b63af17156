"""Card data: the plain dicts that the JavaScript card renderer draws.

Every deck of the collection maps its cards to one of these shapes; engines give their card types a
``to_card_data()`` method, and widgets send only this data to the page::

    {"deck": "twins", "number": 4, "color": "blue", "ink": "white"}
    {"deck": "nothanks", "number": 35}
    {"deck": "french", "rank": "Q", "suit": "S"}
    {"deck": "twinit", "design": 17}
    {"deck": "back"}

``js/src/cards.js`` checks the same shapes, so that bad data draws an "unknown card" there instead
of breaking the page; here it raises a ``ValueError`` that names the card and the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TWINS_COLORS = ("blue", "yellow", "purple", "grey", "green", "pink")
TWINS_INKS = ("white", "black")
FRENCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FRENCH_SUITS = ("S", "H", "D", "C")
NOTHANKS_NUMBERS = range(3, 36)
TWINIT_DESIGNS = range(119)

_FIELDS = {
    "twins": {"number", "color", "ink"},
    "nothanks": {"number"},
    "french": {"rank", "suit"},
    "twinit": {"design"},
    "back": set(),
}


def _int_in(value: Any, allowed: range) -> bool:
    return type(value) is int and value in allowed


def validate(data: Any) -> dict:
    """Return ``data`` as a fresh dict if it is card data the renderer can draw; else ValueError."""
    if not isinstance(data, Mapping):
        raise ValueError(f"card data must be a dict, not {type(data).__name__}: {data!r}")
    deck = data.get("deck")
    if deck not in _FIELDS:
        raise ValueError(f"unknown deck {deck!r} in card {dict(data)!r}; "
                         f"expected one of {', '.join(_FIELDS)}")
    extra = set(data) - _FIELDS[deck] - {"deck"}
    missing = _FIELDS[deck] - set(data)
    if missing or extra:
        raise ValueError(f"a {deck} card has the fields {sorted(_FIELDS[deck])}; "
                         f"{dict(data)!r} is missing {sorted(missing)} and has extra {sorted(extra)}")
    ok = {
        "twins": lambda: _int_in(data["number"], range(1, 11))
        and data["color"] in TWINS_COLORS and data["ink"] in TWINS_INKS,
        "nothanks": lambda: _int_in(data["number"], NOTHANKS_NUMBERS),
        "french": lambda: data["rank"] in FRENCH_RANKS and data["suit"] in FRENCH_SUITS,
        "twinit": lambda: _int_in(data["design"], TWINIT_DESIGNS),
        "back": lambda: True,
    }[deck]()
    if not ok:
        raise ValueError(f"not a {deck} card: {dict(data)!r}")
    return dict(data)


def card_data(card: Any) -> dict:
    """Card data for ``card``: an object with ``to_card_data()``, or card data itself."""
    to_card_data = getattr(card, "to_card_data", None)
    return validate(to_card_data() if callable(to_card_data) else card)


def twins(number: int, color: str, ink: str) -> dict:
    return validate({"deck": "twins", "number": number, "color": color, "ink": ink})


def nothanks(number: int) -> dict:
    return validate({"deck": "nothanks", "number": number})


def french(rank: str, suit: str) -> dict:
    return validate({"deck": "french", "rank": rank, "suit": suit})


def twinit(design: int) -> dict:
    return validate({"deck": "twinit", "design": design})


def back() -> dict:
    """A face-down card."""
    return {"deck": "back"}
