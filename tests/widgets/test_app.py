"""The class's app (Voilà): choosers for the game and the language around one table."""

import json

import pytest
import traitlets

from cardwidgets import GinTable, NoThanksTable, TwinItTable, TwinsTable
from cardwidgets.widgets._table import BotTable
from cardwidgets.widgets.app import GAMES, GameApp, new_table


def test_a_link_chooses_the_game_the_language_and_the_deal():
    app = GameApp.from_query("game=no-thanks&lang=it&seed=3")
    assert isinstance(app.table, NoThanksTable)
    assert (app.table.lang, app.table.seed) == ("it", 3)
    assert app.children[-1] is app.table
    assert (app.game_choice.description, app.lang_choice.description) == ("Gioco", "Lingua")


def test_voila_hands_the_link_to_the_kernel_as_query_string(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=es")
    app = GameApp.from_query()
    assert isinstance(app.table, TwinsTable) and app.table.lang == "es"


def test_the_language_chooser_reaches_the_table_and_the_labels():
    app = GameApp(seed=1)
    app.lang_choice.value = "fr"
    assert app.table.lang == "fr"
    assert app.game_choice.description == "Jeu"


def test_choosing_another_game_deals_its_table_in_the_same_language():
    app = GameApp("twins", "es", seed=1)
    app.game_choice.value = "no-thanks"
    assert isinstance(app.table, NoThanksTable) and app.table.lang == "es"
    assert app.children[-1] is app.table


@pytest.mark.parametrize("game", GAMES)
def test_the_apps_table_takes_the_keyboard_focus_and_a_notebooks_does_not(game):
    app = GameApp(game, seed=1)
    assert app.table.autofocus
    app.game_choice.value = next(other for other in GAMES if other != game)
    assert app.table.autofocus
    assert not new_table(game, seed=1).autofocus and not GAMES[game][1]().autofocus


@pytest.mark.parametrize("game", GAMES)
def test_every_game_of_the_chooser_deals_its_table(game):
    title, table_class = GAMES[game]
    table = new_table(game, "it", seed=2)
    assert type(table).__name__ == table_class.__name__ and table.lang == "it" and title


def test_a_fresh_table_gets_a_fresh_seed_that_it_shows():
    seeds = {new_table("twins").seed for _ in range(8)}
    assert len(seeds) > 1


@pytest.mark.parametrize("query, game, lang, said", [
    ("game=chess", TwinsTable, "en", "This link asks for the game “chess”, which is not here (the games: Twins, No Thanks!, "
                                     "Gin Rummy and Twin It!): here is Twins."),
    ("game=no-thanks&lang=de", NoThanksTable, "en", "This link asks for the language “de”, which is not offered (the "
                                                     "languages: English, Italiano, Français and Español): here is English."),
    ("lang=it&seed=-1", TwinsTable, "it", "Il codice della partita in questo link è un numero intero, non “-1”: ecco una "
                                          "nuova partita."),
])
def test_a_bad_link_opens_a_table_all_the_same_and_says_what_was_wrong(query, game, lang, said):
    app = GameApp.from_query(query)
    assert isinstance(app.table, game) and app.table.lang == lang
    assert app.children == (app.notice, app.choosers, app.table)
    assert app.notice.value == f'<p role="alert">⚠ {said}</p>'


def test_the_links_notice_follows_the_language_and_shows_the_link_as_text():
    app = GameApp.from_query("game=<b>chess</b>&seed=x")
    assert app.notice.value.count("<p") == 2 and "&lt;b&gt;chess&lt;/b&gt;" in app.notice.value
    app.lang_choice.value = "fr"
    assert "Ce lien demande le jeu « <b>" not in app.notice.value and "Ce lien demande le jeu" in app.notice.value
    app.game_choice.value = "gin-rummy"
    assert app.children[0] is app.notice and app.table.lang == "fr"


def test_a_good_link_shows_no_notice():
    app = GameApp.from_query("game=twin-it&lang=es&seed=3")
    assert app.children == (app.choosers, app.table) and app.link_problems == []


@pytest.mark.parametrize("game", [g for g in GAMES if issubclass(GAMES[g][1], BotTable)])
def test_a_students_table_keeps_the_bots_cards_hidden(game, send):
    table = new_table(game, "it", seed=2)
    before = json.dumps(table.state, sort_keys=True)
    assert table.teacher_switch is False
    assert "no teacher view" in send(table, {"action": "teacher", "on": True})
    assert table.teacher is False and json.dumps(table.state, sort_keys=True) == before
    assert table.error_message["code"] == "error.no_teacher_switch"
    with pytest.raises(traitlets.TraitError, match="no teacher switch"):
        table.teacher = True


def test_turning_the_switch_off_hides_what_the_teacher_view_showed(send):
    table = TwinsTable(seed=3)
    hidden = json.dumps(table.state, sort_keys=True)
    send(table, {"action": "teacher", "on": True})
    assert json.dumps(table.state, sort_keys=True) != hidden
    table.teacher_switch = False
    assert table.teacher is False and json.dumps(table.state, sort_keys=True) == hidden


@pytest.mark.parametrize(("spelled", "table_class"), [("nothanks", NoThanksTable), ("no-thanks", NoThanksTable),
                                                      ("ginrummy", GinTable), ("twinit", TwinItTable)])
def test_a_link_may_name_a_game_as_the_registry_does(spelled, table_class):
    app = GameApp.from_query(f"game={spelled}&seed=3")
    assert isinstance(app.table, table_class) and app.link_problems == []
    assert GAMES[app.game_choice.value][1] is table_class
    assert isinstance(GameApp(spelled, seed=1).table, table_class) and isinstance(new_table(spelled, seed=1), table_class)


def test_the_apps_games_and_the_registrys_are_the_same_games_both_ways():
    from cardwidgets.games import GAMES as REGISTERED
    from cardwidgets.games import game_name, link_name

    assert sorted(game_name(key) for key in GAMES) == sorted(REGISTERED)
    assert sorted(link_name(name) for name in REGISTERED) == sorted(GAMES)
    assert all(link_name(game_name(key)) == key for key in GAMES) and game_name("chess") == link_name("chess") == "chess"
