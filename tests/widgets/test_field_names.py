"""A refused page message names its field as the reader knows the control, in the reader's
language: never the key the page sends ("value" is the pot in one message, the play in another)."""

import ast
import pathlib

import pytest

import cardwidgets
import cardwidgets.widgets
from cardwidgets import GinTable, NoThanksTable, TieBreakExplorer, TwinsTable
from cardwidgets.messages import LANGUAGES, catalogue, render

WIDGETS = pathlib.Path(cardwidgets.widgets.__file__).parent


def field_labels() -> list[tuple[str, str]]:
    """Every call of field() / index_field() in the widgets: (where, the label its errors show)."""
    labels = []
    for path in sorted(WIDGETS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("field", "index_field")):
                continue
            label = next((kw.value for kw in node.keywords if kw.arg == "label"), node.args[1])
            where = f"{path.name}:{node.lineno}"
            assert isinstance(label, ast.Constant) and isinstance(label.value, str), f"{where}: label is not a literal"
            labels.append((where, label.value))
    return labels


def test_the_walk_finds_the_call_sites():
    assert {"pot", "play", "seed", "chips", "index", "example"} <= {label for _, label in field_labels()}


@pytest.mark.parametrize("where, label", field_labels(), ids=lambda x: str(x))
def test_every_field_a_widget_checks_is_named_in_every_language(where, label):
    templates = catalogue().get(f"field.{label}")
    assert templates is not None, f"{where}: no catalogue entry field.{label}"
    assert set(templates) == set(LANGUAGES)


def test_no_field_name_without_a_caller():
    used = {label for _, label in field_labels()}
    unused = {code for code in catalogue() if code.startswith("field.") and code[len("field."):] not in used}
    assert not unused


def refusal(widget, content, lang="it"):
    widget.lang = lang
    widget._on_page_message(widget, content, [])
    return render(widget.error_message, lang)


def test_a_pot_out_of_range_is_the_piatto_in_italian():
    """The reviewer's case: -3 typed in the explorer's "Piatto"."""
    assert refusal(TieBreakExplorer(), {"action": "set", "name": "pot", "value": -3}) == \
        "«Piatto» deve essere tra 0 e 594, non -3"


def test_a_seed_of_the_wrong_type_is_named_in_italian():
    text = refusal(TwinsTable(), {"action": "new_game", "players": 3, "seed": "x"})
    assert text == "«Codice partita» deve essere un numero intero, non \"x\""


@pytest.mark.parametrize("lang, expected", [
    ("en", "“Teacher view” must be on or off (true or false), not \"yes\""),
    ("it", "«Vista insegnante» deve essere sì o no (true o false), non \"yes\""),
    ("fr", "«\u00a0Vue enseignant\u00a0» doit être oui ou non (true ou false), pas \"yes\""),
    ("es", "«Vista docente» debe ser sí o no (true o false), no \"yes\""),
])
def test_a_field_of_the_wrong_kind_is_described_in_words_and_shown_as_json(lang, expected):
    """The audit's case: «Vista docente» debe ser de tipo bool, no 'yes' (Python's words for both)."""
    assert refusal(GinTable(lang=lang), {"action": "teacher", "on": "yes"}, lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "“Game number” is empty: write a whole number in it"),
    ("fr", "«\u00a0Numéro de partie\u00a0» est vide\u00a0: écrivez-y un nombre entier"),
])
def test_an_empty_number_field_is_said_to_be_empty(lang, expected):
    """A game number cleared (or typed in letters: a number field then reads "") and New game said
    «\u00a0Numéro de partie\u00a0» doit être un nombre entier, pas "" (the empty text as JSON, in English quotes)."""
    assert refusal(NoThanksTable(lang=lang), {"action": "new_game", "players": 4, "seed": ""}, lang) == expected


def test_a_missing_field_shows_as_json_null_and_text_is_described_in_words():
    assert refusal(TwinsTable(), {"action": "new_game", "players": 3}, "en") == \
        "“Game number” must be a whole number, not null"
    assert refusal(GinTable(), {"action": "new_game", "seed": 1, "bots": 3, "target": 100, "timer": False}, "fr") == \
        "«\u00a0Robot\u00a0» doit être un texte, pas 3"


@pytest.mark.parametrize("make", [TwinsTable, NoThanksTable])
def test_a_table_refuses_a_new_game_with_a_coded_message(make):
    table = make()
    with pytest.raises(cardwidgets.IllegalAction) as players:
        table.new_game(players=99)
    with pytest.raises(cardwidgets.IllegalAction) as seed:
        table.new_game(seed=-1)
    too_many, bad_seed = players.value.message, seed.value.message
    assert too_many is not None and too_many["code"] == "error.table_players"
    assert render(too_many, "it").endswith(f"si gioca da {table.min_players} a {table.max_players} giocatori, non 99")
    assert bad_seed is not None and bad_seed["code"] == "error.table_seed"
    assert render(bad_seed, "es") == "el número de partida es un número entero, 0 o más, no -1"


def test_gin_table_names_its_target_in_italian():
    text = refusal(GinTable(), {"action": "new_game", "seed": 1, "bots": "greedy", "target": "x", "timer": False})
    assert text.startswith("«Partita a» deve essere un numero intero")


def uncoded_errors() -> list[str]:
    """Every ``IllegalAction(text)`` in the widgets without its catalogue message."""
    found = []
    for path in sorted(WIDGETS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalAction"
                    and len(node.args) + len(node.keywords) < 2):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_every_error_a_widget_raises_is_a_catalogue_message():
    """(The explorers' English-only errors reached the page as they were: "a table of 6 has 6 seats",
    "chips are 0 to 55, not -5".)"""
    assert uncoded_errors() == []


def test_an_explorers_refusal_of_a_python_call_reads_in_italian():
    with pytest.raises(cardwidgets.IllegalAction) as play:
        TieBreakExplorer().set(play=7)
    with pytest.raises(cardwidgets.IllegalAction) as chips:
        cardwidgets.RunScorer([3, 4], chips=-5)
    assert play.value.message is not None and chips.value.message is not None
    assert render(play.value.message, "it") == "«Giocata» deve essere tra 1 e 4, non 7"
    assert render(chips.value.message, "it") == "«Gettoni» deve essere tra 0 e 55, non -5"
