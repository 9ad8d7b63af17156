"""set_language: one line puts every widget made afterwards in the class's language."""

import pytest

import cardwidgets
from cardwidgets import set_language


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


@pytest.mark.parametrize("name", list(cardwidgets._WIDGETS))
def test_every_widget_made_after_set_language_speaks_it(italian, name):
    assert getattr(cardwidgets, name)().lang == "it"


def test_a_widget_given_its_own_language_keeps_it_and_those_made_before_keep_theirs():
    before = cardwidgets.TwinsTable()
    try:
        set_language("es")
        assert cardwidgets.NoThanksTable(lang="fr").lang == "fr"
        assert before.lang == "en"
        assert cardwidgets.RunScorer().lang == "es"
    finally:
        set_language("en")
    assert cardwidgets.RunScorer().lang == "en"


@pytest.mark.parametrize("bad", ["de", "IT", "", None])
def test_another_language_is_refused_and_changes_nothing(italian, bad):
    with pytest.raises(ValueError, match="en, it, fr, es"):
        set_language(bad)
    assert cardwidgets.CardHand().lang == "it"


def test_what_python_prints_follows_the_lesson_language_and_errors_stay_english(italian):
    from cardwidgets.games.nothanks import PASS, NoThanksGame
    from cardwidgets.messages import explain, message

    pass_11 = message("nothanks.pass", seat="Ann", card=11, pot=1)
    assert explain([pass_11]) == "Ann: No grazie! — 1 gettone sulla carta 11."
    assert explain([pass_11], "en") == "Ann: No thanks! — 1 chip on the 11."
    game = NoThanksGame(["Ann", "Bob", "Cy"], seed=1)
    with pytest.raises(cardwidgets.IllegalAction, match="turn"):
        game.apply(game.players[(game.players.index(game.to_move) + 1) % 3], PASS)


def test_estimates_and_tournaments_print_in_the_lesson_language(italian):
    """(The tutorials' tournament lines and their bounds stayed English in an Italian lesson:
    "planner 2: wins 55.0% ± 15.9%", "(over 98%)"; and the game by its registry's name, "twins: 40
    partite", "nothanks: 30 partite": code in a sentence, where its title is "Twins", "No Thanks!".)"""
    from cardwidgets.estimate import Estimate
    from cardwidgets.games.tournament import Standing, TournamentResult

    assert Estimate(0.261, 0.0031, 20_000).text(percent=True) == "26,1% ± 0,6%"
    assert Estimate.of_proportion(20, 20).text(0, percent=True) == "100% (più di 85%)"
    assert Estimate.of_proportion(0, 40).text(percent=True, lang="es") == "0,0\u202f% (menos del 7,5\u202f%)"
    standing = Standing("planner", games=40, win_rate=0.55, win_rate_se=0.08, mean_score=23.3, mean_score_se=1.3)
    assert str(TournamentResult("twins", (standing,), 40, 0.31)).splitlines() == [
        "Twins: 40 partite in 0,3 s", "  planner: vittorie 55,0% ± 16,0%, punteggio medio 23,3 ± 2,6"]
    assert str(TournamentResult("nothanks", (standing,), 30, 1.2)).startswith("No Thanks!: 30 partite in 1,2 s")
