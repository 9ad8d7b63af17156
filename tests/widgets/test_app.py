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
    ("lang=it&seed=-1", TwinsTable, "it", "Il codice della partita in questo link è un numero intero da 0 a 2147483647, "
                                          "non “-1”: ecco una nuova partita."),
])
def test_a_bad_link_opens_a_table_all_the_same_and_says_what_was_wrong(query, game, lang, said):
    app = GameApp.from_query(query)
    assert isinstance(app.table, game) and app.table.lang == lang
    assert app.children == (app.page, app.notice, app.choosers, app.table)
    assert app.notice.value == f'<p role="alert">⚠ {said}</p>'
    assert not app.table.autofocus, "the table does not take the focus, which would scroll the notice out of view"


def test_the_links_notice_follows_the_language_and_shows_the_link_as_text():
    app = GameApp.from_query("game=<b>chess</b>&seed=x")
    assert app.notice.value.count("<p") == 2 and "&lt;b&gt;chess&lt;/b&gt;" in app.notice.value
    app.lang_choice.value = "fr"
    assert "Ce lien demande le jeu « <b>" not in app.notice.value and "Ce lien demande le jeu" in app.notice.value
    app.game_choice.value = "gin-rummy"
    assert app.children[1] is app.notice and app.table.lang == "fr"


@pytest.mark.parametrize("seed", ["²", "-1", "7.0", "1e3", "2147483648", "99999999999999999999999999"])
def test_a_links_seed_is_a_whole_number_the_table_can_show_or_a_new_game(seed):
    """"²" is a digit to Python (int() refuses it: the app showed no table); 10**26 slipped through,
    shown as 1e+26 in a seed field that refuses it."""
    app = GameApp.from_query(f"seed={seed}")
    assert isinstance(app.table, TwinsTable) and 0 <= app.table.seed <= 2**31 - 1
    assert [problem["code"] for problem in app.link_problems] == ["app.link.seed"]


def test_a_link_may_shout_or_pad():
    app = GameApp.from_query("game=No-Thanks&lang=FR&seed=%20%207")
    assert isinstance(app.table, NoThanksTable) and (app.table.lang, app.table.seed) == ("fr", 7)
    assert app.link_problems == []


def test_another_game_and_back_finds_the_game_where_it_was_left():
    app = GameApp("no-thanks", "it", seed=3)
    table = app.table
    table.take()  # and the bots answer
    state = table.state
    assert len(state["taken"][table.name]) == 1
    app.game_choice.value = "gin-rummy"
    app.lang_choice.value = "es"
    app.game_choice.value = "no-thanks"
    assert app.table is table and app.table.state == state and app.table.lang == "es"


def test_the_page_is_named_for_the_game_and_speaks_the_readers_language():
    app = GameApp("gin-rummy", "fr", seed=1)
    assert (app.page.title, app.page.lang) == ("Gin Rummy · cardwidgets", "fr")
    app.game_choice.value = "twin-it"
    app.lang_choice.value = "it"
    assert (app.page.title, app.page.lang) == ("Twin It! · cardwidgets", "it")


def test_a_good_link_shows_no_notice():
    app = GameApp.from_query("game=twin-it&lang=es&seed=3")
    assert app.children == (app.page, app.choosers, app.table) and app.link_problems == []
    assert app.table.autofocus


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

