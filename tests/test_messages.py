"""The message catalogue: complete in four languages, well formed, and rendered alike by Python
and by the JavaScript bundle."""

import itertools
import json
import re
import shutil
import subprocess

import pytest

from cardwidgets import messages
from cardwidgets.messages import LANGUAGES, catalogue, parameters, render
from tests.conftest import ROOT


def test_every_code_has_the_four_languages():
    for code, templates in catalogue().items():
        assert set(templates) == set(LANGUAGES), code
        assert all(isinstance(text, str) and text.strip() for text in templates.values()), code


def test_every_language_uses_the_parameters_of_the_english_text():
    for code, templates in catalogue().items():
        for lang in LANGUAGES:
            assert parameters(templates[lang]) == parameters(templates["en"]), f"{code} in {lang}"


# The tables' shortcut letters (catalogue code → its button's label), grouped by the buttons that
# show together: one table, or one phase of the Gin turn.
SHORTCUT_GROUPS = [
    {"key.take": "take", "key.no_thanks": "no_thanks"},
    {"gin.key.take": "gin.take_upcard", "gin.key.pass": "gin.pass"},
    {"gin.key.stock": "gin.draw_stock", "gin.key.pile": "gin.draw_discard"},
    {"gin.key.discard": "gin.discard", "gin.key.knock": "gin.knock", "gin.key.gin": "gin.gin"},
    {"twinit_key_flip": "twinit_flip"},
    {"twinit_key_turn_over": "twinit_turn_over"},  # the cooperative minute's ↻, on the focused card
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shortcut_letters_are_letters_of_their_buttons_words_and_differ_among_buttons_shown_together(lang):
    # "P" in Italian is Prendi: it took the upcard's Pass when the letters were the English ones.
    for group in SHORTCUT_GROUPS:
        letters = [render(code, lang) for code in group]
        assert len(set(letters)) == len(letters), (lang, group)
        for code, label in group.items():
            letter = render(code, lang)
            words = render(label, lang, design=0)  # (↻'s label names its card's design)
            assert re.fullmatch("[a-z]", letter) and letter in words.lower(), (lang, code, letter)


def test_plurals_follow_each_language():
    assert render("chips_n", "en", n=1) == "1 chip"
    assert render("chips_n", "en", n=0) == "0 chips"
    assert render("chips_n", "fr", n=0) == "0 jeton"
    assert render("chips_n", "fr", n=2) == "2 jetons"
    assert render("chips_n", "it", n=1) == "1 gettone"
    assert render("cards_left", "es", n=0) == "no quedan cartas"


def test_parameters_become_text_by_kind():
    card = {"deck": "twins", "number": 4, "color": "yellow", "ink": "black"}
    assert messages.value_text(card, "it") == "4 giallo"
    assert messages.value_text({"deck": "french", "rank": "10", "suit": "D"}, "fr") == "10♦"
    # French decks print valet, dame, roi: V, D, R
    assert [messages.value_text({"deck": "french", "rank": r, "suit": "C"}, "fr") for r in "AJQK"] == ["A♣", "V♣", "D♣", "R♣"]
    assert messages.value_text({"deck": "french", "rank": "Q", "suit": "C"}, "es") == "Q♣"
    assert messages.value_text(["Ann", "Bob", "Cy"], "es") == "Ann, Bob y Cy"
    assert messages.value_text(["Ann"], "es") == "Ann"
    assert messages.value_text(67.94, "it") == "67,9"
    assert messages.value_text({"code": "chips_n", "n": 2}, "fr") == "2 jetons"


def test_an_empty_case_is_a_case():
    """As in the JS renderer: ``=0 {}`` says nothing for 0, rather than falling through to other."""
    from cardwidgets.messages import _Formatter

    assert _Formatter("en", {"n": 0}).run("{n, plural, =0 {} other {# left}}") == ""
    assert _Formatter("en", {"n": 2}).run("{n, plural, =0 {} other {# left}}") == "2 left"


def test_a_missing_parameter_is_an_error_and_an_unknown_code_shows_itself():
    with pytest.raises(KeyError):
        render("chips_n", "en")
    assert render("no.such.code", "it") == "no.such.code"
    assert render("clear", "xx") == render("clear", "en")


def sample_messages():
    """Every label with made-up parameters of the right kind, in every language."""
    values = {"n": 3, "max": 2, "v": 7, "names": ["Ann", "Bob"], "card": {"deck": "nothanks", "number": 35},
              "cards": [{"deck": "french", "rank": "Q", "suit": "H"}], "pot": 4}
    out = []
    for code, templates in catalogue().items():
        names = parameters(templates["en"])
        counted = set(re.findall(r"\{(\w+), plural", templates["en"]))
        params = {name: values.get(name, 1 if name in {"n", "count"} | counted else f"<{name}>") for name in names}
        out += [(lang, {"code": code, **params}) for lang in LANGUAGES]
        # and names that start with a vowel, which some little words before them change for
        vowels = itertools.cycle(["Ada", "Eve", "Inés", "Olga", "Ugo"])
        named = {name: next(vowels) if str(value).startswith("<") else value for name, value in params.items()}
        out += [(lang, {"code": code, **named}) for lang in LANGUAGES if named != params]
    return out


def test_little_words_change_before_a_name_that_starts_with_a_vowel():
    assert render("twinit_pile_of", "fr", seat="Ada") == "sommet de la pile d'Ada"
    assert render("twinit_pile_of", "fr", seat="Bruno") == "sommet de la pile de Bruno"
    assert render("twinit_turn_of", "it", seat="Ada") == "Tocca ad Ada girare"
    assert render("twinit_turn_of", "it", seat="Bruno") == "Tocca a Bruno girare"
    assert messages.value_text(["Ada", "Inés"], "es") == "Ada e Inés"
    assert messages.elide("Ada y Inés, Bruno o Olga", "es") == "Ada e Inés, Bruno u Olga"
    assert messages.elide("Que Eve joue", "fr") == "Qu'Eve joue"


def test_the_catalogue_never_puts_a_capital_after_the_little_words_of_its_own():
    """What makes the elisions safe: after those words, only a parameter (a name, a card) starts with a capital."""
    for code, templates in catalogue().items():
        for lang, rules in messages.ELISIONS.items():
            for pattern, _ in rules:
                assert not pattern.search(templates[lang]), (code, lang)


def test_the_no_thanks_charts_speak_the_class_s_language():
    """A French lesson's charts read "attend 2" under a bar (a third person with a bare number: "waits
    2"), "Score final espéré de Sabina (le plus bas est le mieux)" (not French for an expected value
    nor for "lower is better") and "Les k cartes voulues toutes en jeu"."""
    assert render("chart.nothanks.wait", "fr", n=1) == "1 tour d'attente"
    assert render("chart.nothanks.wait", "fr", n=2) == "2 tours d'attente"
    assert render("chart.nothanks.expected_score", "fr", seat="Sabina") == \
        "Espérance du score final de Sabina (plus il est bas, mieux c'est)"
    assert render("chart.nothanks.all_in_play", "fr", out=9, deck=33).startswith("Toutes les k cartes voulues en jeu")
    # (Italian and Spanish read as bare: "aspetta 2", "espera 2")
    assert [render("chart.nothanks.wait", lang, n=n) for lang in ("it", "es") for n in (1, 3)] == \
        ["1 giro di attesa", "3 giri di attesa", "1 vuelta de espera", "3 vueltas de espera"]


def test_french_punctuation_keeps_its_space_on_its_line():
    """French puts a space before : ; ! ? and inside « »: a non-breaking one, or a narrow column
    (a projector's) began a line with « : » or ended one with « (119 templates had plain spaces)."""
    breakable = re.compile(r" [:;!?»]|« ")
    for code, templates in catalogue().items():
        assert not breakable.search(templates["fr"]), (code, templates["fr"])


def test_no_template_shows_python_code():
    """A reader of any language was told to send ``Draw('discard')`` or ``Buy(0)``: moves and cards
    are named in words (a class called with arguments, a keyword argument or a repr is code)."""
    code_like = re.compile(r"\b[A-Z][a-z]\w*\(|\b\w+=\w|\brepr\b")
    for code, templates in catalogue().items():
        for lang, template in templates.items():
            assert not code_like.search(template), (code, lang, template)


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is needed to run the JS renderer")
def test_python_and_javascript_render_every_message_alike():
    samples = sample_messages()
    run = subprocess.run(["node", "js/test/render_stdin.mjs"], cwd=ROOT, input=json.dumps(samples),
                         capture_output=True, text=True, check=True)
    assert json.loads(run.stdout) == [render(message, lang) for lang, message in samples]


def test_spanish_says_one_verb_for_a_twin_it_flip_the_buttons():
    # The button is "Dar la vuelta" (its key D); the badge by a pile said "puedes girar", as if
    # another move (G?) were meant.
    for code, templates in catalogue().items():
        if code.startswith("twinit"):
            assert not re.search(r"\bgir(a|ar|o|as|e)\b", templates["es"]), (code, templates["es"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_showdown_explorers_buttons_do_not_read_as_one_another(lang):
    # In Spanish "Mostrar" (the hands typed, shown down) stood beside "Mostrar todo" (every step at
    # once): the same button, it seemed, in part and in whole.
    labels = [render(code, lang).lower() for code in ("gin.show_down", "gin.show_end", "next_step", "gin.from_top")]
    for a, b in itertools.permutations(labels, 2):
        assert not b.startswith(a), (lang, a, b)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_match_score_stays_on_one_line(lang):
    # On a projector the Gin table's result read "Sam gana la partida a una mano, 15 a" and, alone on
    # the next line, "0.": the score's words are joined by no-break spaces.
    for target in (1, 100):
        text = render("ginrummy.match_won", lang, target=target, seat="Sam", points=15, other_points=0)
        assert re.search(r"15\u00a0\w+\u00a00\.", text), (lang, text)


def test_an_italian_gerund_clause_ends_at_a_comma():
    """Gin's prompt on a projector read "Scartando 9♠ restano 53 punti…", one run of words: the
    gerund's clause (the card discarded) ends at a comma, as Italian writes it."""
    card = {"deck": "french", "rank": "9", "suit": "S"}
    assert render({"code": "gin.after_discard", "card": card, "n": 53}, "it").startswith("Scartando 9♠, restano 53 punti")
