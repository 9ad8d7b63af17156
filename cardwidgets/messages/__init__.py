"""One message catalogue for every label and every line of narration, in en, it, fr and es.

Engines never write sentences for the page: they emit **messages**, a code with parameters
(``{"code": "twins.buy", "seat": "Ann", "count": 2, "cost": 3}``), and whoever shows them renders
them in the reader's language. The catalogue is a set of JSON files beside this module, one per
domain (``labels.json`` for widget labels, one per game for its narration), each mapping a code to
its template in the four languages. The JavaScript bundle imports the very same files and renders
them with the same grammar (``js/src/i18n.js``); a test checks that both sides agree.

The template grammar is a small subset of ICU MessageFormat:

- ``{name}`` — a parameter: a number, a name, a list (joined with the language's "and"), a card
  (its short name in that language) or a nested message (rendered in turn);
- ``{n, plural, one {# chip} other {# chips}}`` — ``#`` is the number; French counts 0 as "one";
- ``{kind, select, gin {goes gin} other {knocks}}`` — picks by the parameter's text.
"""

from __future__ import annotations

import json
import pathlib
import re
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from cardwidgets.text_table import wrap

LANGUAGES = ("en", "it", "fr", "es")
HERE = pathlib.Path(__file__).resolve().parent

Message = Mapping[str, Any]


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every code of every catalogue file → its templates by language (read once)."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(HERE.glob("*.json")):
        for code, templates in json.loads(path.read_text(encoding="utf-8")).items():
            if code in merged:
                raise ValueError(f"message code {code!r} is defined twice (again in {path.name})")
            merged[code] = templates
    return merged


def plural_category(lang: str, n: float) -> str:
    """'one' or 'other', as CLDR says for these four languages (French: 0 and 1 are 'one')."""
    if lang == "fr":
        return "one" if 0 <= n < 2 else "other"
    return "one" if n == 1 else "other"


def message(code: str, **params: Any) -> dict:
    """A message as engines emit it: ``message("twins.buy", seat="Ann", count=2, cost=3)``."""
    return {"code": code, **params}


def check(msg: Any) -> None:
    """Raise ValueError, saying why, unless ``msg`` is a message of the catalogue that renders in
    every language (its code known, every parameter its templates use given)."""
    if not isinstance(msg, Mapping) or not isinstance(msg.get("code"), str):
        raise ValueError(f"{msg!r} is not a message (a dict with a 'code')")
    if msg["code"] not in catalogue():
        raise ValueError(f"{msg['code']!r} is not a code of the message catalogue")
    for lang in LANGUAGES:
        try:
            render(msg, lang)
        except (KeyError, ValueError) as exc:
            raise ValueError(f"message {msg['code']!r} cannot be shown in {lang}: {exc}") from None


_session = {"lang": "en"}  # the class's language, as cardwidgets.set_language left it


def set_language(lang: str) -> None:
    """Make the lesson speak ``lang`` ("en", "it", "fr" or "es"): every widget made from now on,
    unless it is given a ``lang`` of its own, and every message Python prints without one
    (``explain(events)``, ``settlement.explain()``): one line at the top of a tutorial. Widgets
    already made keep theirs (``widget.lang = "it"`` changes one); errors raised in Python stay in
    English. ValueError, changing nothing, for another language."""
    if lang not in LANGUAGES:
        raise ValueError(f"the languages are {', '.join(LANGUAGES)}, not {lang!r}")
    _session["lang"] = lang


def language() -> str:
    """The lesson's language (see :func:`set_language`): "en" until it is set."""
    return _session["lang"]


def render(msg: Message | str, lang: str | None = None, **params: Any) -> str:
    """The text of ``msg`` (a message dict, or a code and its ``params``) in ``lang`` (the lesson's
    language when None, see :func:`set_language`).

    An unknown language falls back to English; an unknown code renders as the code itself, so that
    nothing on a page is ever blank (the catalogue tests make sure no engine emits one)."""
    if isinstance(msg, str):
        code, values = msg, params
    else:
        code, values = msg["code"], {**msg, **params}
    templates = catalogue().get(code)
    if templates is None:
        return code
    lang = _session["lang"] if lang is None else lang if lang in LANGUAGES else "en"
    return elide(_Formatter(lang, values).run(templates.get(lang) or templates["en"]), lang)


_VOWEL = "AEIOUYÀÂÉÈÊËÎÏÔÛÙ"
ELISIONS: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "fr": ((re.compile(rf"\b([Dd]|[Qq]u)e (?=[{_VOWEL}])"), r"\1'"),),
    "it": ((re.compile(r"\b([Aa]) (?=A)"), r"\1d "), (re.compile(r"\b([Ee]) (?=E)"), r"\1d ")),
    "es": ((re.compile(r"\by (?=[IÍ])"), "e "), (re.compile(r"\bo (?=[OÓ])"), "u ")),
}
"""The little words that change before a name (or a card) starting with a vowel: French "de Ada"
is "d'Ada", Italian "a Ada" "ad Ada", Spanish "y Inés" "e Inés". Templates put names after these
words ("la main de {seat}"), and the catalogue's own words never start with a capital after them
(a test makes sure): a capital there is a name or a card. The same in ``js/src/i18n.js``."""


def elide(text: str, lang: str) -> str:
    """``text`` with the elisions of ``lang`` made (see :data:`ELISIONS`)."""
    for pattern, replacement in ELISIONS.get(lang, ()):
        text = pattern.sub(replacement, text)
    return text


def explain(events: Iterable[Message], lang: str | None = None) -> str:
    """Events as lines of text, for people working in code (``print(explain(game.apply(...)))``),
    in ``lang`` (the lesson's language when None), each wrapped to the width that prints whole in a
    notebook (``text_table.wrap``)."""
    return "\n".join(wrap(render(event, lang)) for event in events)


def value_text(value: Any, lang: str) -> str:
    """One parameter as text: a nested message, a card, a meld (``{"meld": [card, ...]}``, its cards
    joined by dashes: ``Q♠-Q♦-Q♣``), a list, a number or a name."""
    if isinstance(value, Mapping):
        if "code" in value:
            return render(value, lang)
        if "deck" in value:
            return card_name(value, lang)
        if "meld" in value:
            return "-".join(card_name(card, lang) for card in value["meld"])
        raise ValueError(f"cannot show {value!r} in a message")
    if isinstance(value, (list, tuple)):
        return join([value_text(item, lang) for item in value], lang)
    if isinstance(value, bool):
        return render("yes" if value else "no", lang)
    if isinstance(value, float):
        return decimal(f"{value:g}" if value == int(value) else f"{value:.1f}", lang)
    return str(value)


def decimal(number: str, lang: str) -> str:
    """A number written with a point (``"7.5"``) as ``lang`` writes it: a decimal comma but in English."""
    return number if lang == "en" else number.replace(".", ",")


# How each language groups a number's thousands: French with a narrow no-break space (as its
# percent signs), Italian and Spanish with a point.
THOUSANDS = {"en": ",", "it": ".", "fr": "\u202f", "es": "."}

# Italian and Spanish leave a four-digit number whole ("1770", but "17.700"): CLDR's minimum
# grouping digits, as the browser writes the charts' numbers (``toLocaleString``).
GROUPED_FROM = {"it": 10_000, "es": 10_000}


# The percent sign as each language writes it after a number: French and Spanish with a narrow
# no-break space before it ("26,1 %"), as the charts and the catalogue's sentences write it.
PERCENT = {"en": "%", "it": "%", "fr": "\u202f%", "es": "\u202f%"}


def number(value: float, digits: int = 0, lang: str | None = None, *, percent: bool = False) -> str:
    """A number for a printed sentence, written as ``lang`` (the lesson's language when None) writes
    it, as ``Estimate.text`` does: ``200,000`` and ``56.6`` in English, ``200 000`` and ``56,6`` in
    French. (A tutorial in Spanish printed "0,065% … about 1 deal in 1,538": read there as 1.5.)

    >>> number(1538.2), number(56.61, 1, "es"), number(200_000, lang="fr")
    ('1,538', '56,6', '200\u202f000')
    >>> number(1770, lang="es"), number(1770, lang="fr"), number(17_700, lang="it"), number(-1770.25, 1, "it")
    ('1770', '1\u202f770', '17.700', '-1770,2')

    With ``percent``, a share as a percentage, as ``f"{value:.1%}"`` and ``Estimate.text`` write it
    (so that an exact chance and its simulated estimate read alike in a table):

    >>> number(0.6770, 1, "en", percent=True), number(0.6770, 1, "it", percent=True), number(0.6770, 1, "es", percent=True)
    ('67.7%', '67,7%', '67,7\u202f%')
    """
    lang = lang or language()
    written = f"{value * 100 if percent else value:,.{digits}f}"
    whole, _, fraction = written.partition(".")
    grouped = abs(float(written.replace(",", ""))) >= GROUPED_FROM.get(lang, 0)
    whole = whole.replace(",", THOUSANDS.get(lang, ",") if grouped else "")
    return (whole + decimal(f".{fraction}", lang) if fraction else whole) + (PERCENT.get(lang, "%") if percent else "")


def join(items: list[str], lang: str) -> str:
    """``a, b and c`` in the language's words."""
    if len(items) <= 1:
        return "".join(items)
    return render("list.and", lang, head=", ".join(items[:-1]), last=items[-1])


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def rank_index(rank: str, lang: str) -> str:
    """A rank as the language's decks print it in a card's corner: French decks have V, D, R for J, Q, K."""
    return render(f"rank_index.{rank}", lang) if rank in ("J", "Q", "K") else rank


def card_name(card: Mapping[str, Any], lang: str) -> str:
    """A card's short name in narration: ``4 blue``, ``7♦`` (``R♦`` in French), ``35``, ``design 17``."""
    deck = card.get("deck")
    if deck == "twins":
        return render("card.twins", lang, number=card["number"], color=render(f"color.{card['color']}", lang))
    if deck == "french":
        return f"{rank_index(card['rank'], lang)}{SUIT_SYMBOLS[card['suit']]}"
    if deck == "nothanks":
        return str(card["number"])
    if deck == "twinit":
        return render("card.twinit", lang, design=card["design"])
    return render("face_down", lang)


class _Formatter:
    """Renders one template: a recursive descent over ``{...}`` groups."""

    def __init__(self, lang: str, values: Mapping[str, Any]) -> None:
        self.lang, self.values = lang, values

    def run(self, template: str, number: Any = None) -> str:
        out, i = [], 0
        while i < len(template):
            char = template[i]
            if char == "{":
                end = _closing(template, i)
                out.append(self.group(template[i + 1:end]))
                i = end + 1
            elif char == "#" and number is not None:
                out.append(value_text(number, self.lang))
                i += 1
            else:
                out.append(char)
                i += 1
        return "".join(out)

    def group(self, body: str) -> str:
        name, _, rest = body.partition(",")
        name = name.strip()
        if name not in self.values:
            raise KeyError(f"message parameter {name!r} is missing")
        value = self.values[name]
        if not rest:
            return value_text(value, self.lang)
        kind, _, cases = rest.partition(",")
        options = _options(cases)
        kind = kind.strip()
        if kind == "plural":
            # The first case that exists, even an empty one (as the JS renderer's `??` picks).
            case = next(c for c in (f"={value}", plural_category(self.lang, value), "other") if c in options)
            return self.run(options[case], number=value)
        if kind == "select":
            return self.run(options.get(str(value).lower() if isinstance(value, bool) else str(value), options["other"]))
        raise ValueError(f"unknown message format {kind!r} in {{{body}}}")


def parameters(template: str) -> set[str]:
    """The names of the parameters a template uses, nested cases included."""
    names, i = set(), 0
    while (i := template.find("{", i)) >= 0:
        end = _closing(template, i)
        name, _, rest = template[i + 1:end].partition(",")
        names.add(name.strip())
        if rest:
            for case in _options(rest.partition(",")[2]).values():
                names |= parameters(case)
        i = end + 1
    return names


def _closing(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError(f"unbalanced braces in message template {text!r}")


def _options(text: str) -> dict[str, str]:
    """``one {# chip} other {# chips}`` → ``{"one": "# chip", "other": "# chips"}``."""
    options, i = {}, 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        brace = text.index("{", i)
        end = _closing(text, brace)
        options[text[i:brace].strip()] = text[brace + 1:end]
        i = end + 1
    if "other" not in options:
        raise ValueError(f"a plural or select needs an 'other' case: {text!r}")
    return options
