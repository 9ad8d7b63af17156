"""What a teacher may type in a notebook: a widget's settings and calls from Python get clear errors
(IllegalAction or TraitError, saying what is expected) and change nothing, as the page's messages do."""

import json
import re

import pytest
import traitlets

from cardwidgets import (
    ComboRanker,
    GinTable,
    IllegalAction,
    NoThanksTable,
    RunScorer,
    ShowdownExplorer,
    TieBreakExplorer,
    TwinItCoop,
    TwinItTable,
    TwinsTable,
)
from cardwidgets.widgets._base import MAX_SEED
from cardwidgets.widgets._table import BotTable


@pytest.mark.parametrize("make", [lambda: TwinsTable(seed=1), lambda: NoThanksTable(seed=1), lambda: GinTable(seed=1),
                                  lambda: TwinItTable(["beginner"], seed=1)], ids=["twins", "no-thanks", "gin", "twin-it"])
def test_a_tables_settings_set_from_python_are_checked_and_the_reader_keeps_their_seat(make):
    """(Unchecked, a seed of -1 or 99 players sat in the page's controls; a reader renamed mid-game
    had every move refused, or saw a bot's seat as theirs.)"""
    table = make()
    state = json.dumps(table.state, sort_keys=True)
    for name, value in [("seed", -1), ("seed", 2**31), ("name", "Ada"), ("name", "Zed")]:
        with pytest.raises(traitlets.TraitError):
            setattr(table, name, value)
    if isinstance(table, BotTable):
        with pytest.raises(traitlets.TraitError):
            table.players = 99
    if isinstance(table, TwinItTable):
        for name, value in [("bots", ["nobody"]), ("mode", "team")]:
            with pytest.raises(traitlets.TraitError):
                setattr(table, name, value)
    assert table.name == "Sam" and json.dumps(table.state, sort_keys=True) == state
    table.seed = 7  # the next game's, as the page's field shows it
    assert table.seed == 7


def test_a_cooperative_minute_lasts_a_finite_time_chosen_when_it_is_made():
    # None was a TypeError; 2**100 and True (1 s) were taken
    for seconds in (float("inf"), float("nan"), 0, None, 2**100, True, "60"):
        with pytest.raises(IllegalAction, match="more than 0 seconds and at most 3600"):
            TwinItCoop(seconds=seconds)
    coop = TwinItCoop(seconds=30)
    for name, value in [("seconds", 5.0), ("individual", True)]:
        with pytest.raises(traitlets.TraitError, match="chosen when the round is made"):
            setattr(coop, name, value)
    assert (coop.seconds, coop.individual, coop.rules.coop_seconds) == (30.0, False, 30)


@pytest.mark.parametrize("call, said", [
    (lambda: TwinItTable.from_position({}), "piles name the seats"),  # was an IndexError
    (lambda: TieBreakExplorer().set(table_size=9), "3 to 6 players, not 9"),  # was an IndexError
    (lambda: TieBreakExplorer().set_seat("0", chips=3), "from 0 to 3, not \"0\""),  # was a TypeError
    (lambda: RunScorer([3, "a"]), "from 3 to 35, not [\"a\"]"),  # was a TypeError
])
def test_a_wrong_call_says_what_is_expected(call, said):
    with pytest.raises(IllegalAction, match=re.escape(said)):
        call()


def _revealed(value) -> list:
    """Every snapshot inside a widget's synced state that shows what its seat may not see."""
    if isinstance(value, dict):
        return ([value] if value.get("revealed") is True else []) + [s for v in value.values() for s in _revealed(v)]
    if isinstance(value, list):
        return [s for v in value for s in _revealed(v)]
    return []


@pytest.mark.parametrize("make", [lambda: TwinsTable(seed=1), lambda: NoThanksTable(seed=1), lambda: GinTable(seed=1)],
                         ids=["twins", "no-thanks", "gin"])
@pytest.mark.parametrize("by_page", [True, False], ids=["by the page", "from Python"])
def test_the_teacher_switch_turned_off_leaves_no_secret_in_the_tables_saved_for_the_page(make, by_page, send):
    """(Off, the page drew the saved tables face down, but the widget's data still carried the bots'
    hands, the others' chips and the stock, for anyone who looked at the page's model.)"""
    table = make()
    table.teacher = True
    while not _revealed({k: v for k, v in table.get_state().items() if k != "state"}):
        table.act(table.game.legal_actions(table.name)[-1])  # moves played back over the teacher's tables
    secrets = table.game.secrets(table.name)
    if by_page:
        assert send(table, {"action": "teacher", "on": False}) == ""
    else:
        table.teacher = False
    synced = table.get_state()
    assert _revealed(synced) == []
    text = json.dumps(synced)
    assert not [path for path, secret in secrets.items()
                if isinstance(secret, list) and len(secret) > 2 and json.dumps(secret) in text], secrets


def page_state(widget) -> str:
    # (the count of refusals is not what a refusal may change nothing of)
    return json.dumps({k: v for k, v in widget.get_state().items() if k != "error_count"}, sort_keys=True, default=str)


@pytest.mark.parametrize("make, name, value", [
    (TieBreakExplorer, "table_size", 9), (TieBreakExplorer, "play", 7), (TieBreakExplorer, "pot", -5),
    (TieBreakExplorer, "seats", []), (TieBreakExplorer, "seats", [{"name": "Ann"}] * 4),
    (TieBreakExplorer, "max_pot", -1), (TieBreakExplorer, "max_players", 10),
    (lambda: RunScorer([3, 4], 2), "chips", -5), (lambda: RunScorer([3, 4], 2), "cards", [1, 99]),
    (lambda: RunScorer([3, 4], 2), "cards", [3, 3]),
    (ShowdownExplorer, "knocker", "ZZ"), (ShowdownExplorer, "gin_bonus", 7), (ShowdownExplorer, "knock_limit", 99),
    (ShowdownExplorer, "step", 99), (ShowdownExplorer, "step", -1),
    (ComboRanker, "fan", [1, 2]),
    (lambda: TwinsTable(seed=1), "max_players", 10), (lambda: TwinsTable(seed=1), "min_players", 1),
])
def test_an_explorers_setting_from_python_is_checked_and_a_bad_one_changes_nothing(make, name, value):
    """(Unchecked, the value was kept and the widget refused every click after it — a table of 6 with
    4 seats, a knocker's hand of "ZZ" — or could no longer be drawn: a fan of [1, 2].)"""
    widget = make()
    before = page_state(widget)
    with pytest.raises(traitlets.TraitError):
        setattr(widget, name, value)
    assert page_state(widget) == before


def test_an_explorers_setting_from_python_updates_what_follows_from_it(send):
    """As the same change made by a click would: the seats and outcome, the score, the showdown."""
    explorer = TieBreakExplorer()
    explorer.table_size = 6
    assert len(explorer.seats) == 6 and len(explorer.outcome[explorer.reading]["rows"]) == 6
    assert send(explorer, {"action": "set", "name": "play", "value": 2}) == "" and explorer.play == 2
    scorer = RunScorer([3, 4], 2)
    scorer.chips = 5
    scorer.cards = [9, 8, 20]
    assert (scorer.cards, scorer.runs, scorer.score) == ([8, 9, 20], [[8, 9], [20]], 8 + 20 - 5)
    showdown, clicked = ShowdownExplorer(), ShowdownExplorer()
    showdown.step = 1
    showdown.gin_bonus = 20
    clicked.set(gin_bonus=20)
    assert showdown.outcome == clicked.outcome and showdown.step == 0
    ranker = ComboRanker()
    ranker.selected = [0, 1]
    ranker.fan = ranker.fan[:5]
    assert ranker.selected == [] and ranker.current == {}


def test_a_tables_player_limits_are_its_rules():
    """(``max_players = 10`` was taken; 9 players then sat in the page's field, and its New game was
    refused.)"""
    table = TwinsTable(seed=1)
    assert (table.min_players, table.max_players) == (3, 6)
    with pytest.raises(traitlets.TraitError, match="read-only"):
        table.max_players = 10
    with pytest.raises(traitlets.TraitError):
        table.players = 9


def test_a_new_game_with_a_seed_too_large_keeps_the_game_in_progress():
    """(The seed trait refused it only after the new game had been dealt over the one in progress.)"""
    table = TwinsTable(seed=1)
    game = table.game
    with pytest.raises(IllegalAction, match="from 0 to 2147483647"):
        table.new_game(seed=2**40)
    assert table.game is game and table.seed == 1


def test_twin_it_mode_is_chosen_when_the_table_is_made(send):
    """(Changed mid-game, the page showed team mode while every game went on dealt competitive.)"""
    table = TwinItTable(["beginner"])
    with pytest.raises(traitlets.TraitError, match="chosen when the table is made"):
        table.mode = "team"
    send(table, {"action": "new_game", "seed": 4})
    assert (table.mode, table.game.rules.mode) == ("competitive", "competitive")


@pytest.mark.parametrize("call, said", [
    # None is no default: seed=None reads as "a random game" and dealt game 1
    (lambda: TwinsTable(seed=None), "the game number is a whole number, 0 or more, not null"),
    (lambda: NoThanksTable(players=None), "No Thanks! is for 3 to 5 players, not null"),
    (lambda: GinTable(seed=None), "the game number is a whole number, 0 or more, not null"),
    (lambda: TwinItTable(seed=None), "the game number is a whole number, 0 or more, not null"),
    # a string was read letter by letter ['b', 'e', 'g', ...]; "" was no bots; None a TypeError
    (lambda: TwinItTable(bots="beginner"), "a list of 1 to 5 levels among"),
    (lambda: TwinItCoop(bots=""), "a list of 0 to 5 levels among"),
    (lambda: TwinItTable(bots=None), "a list of 1 to 5 levels among"),
    (lambda: GinTable().new_game(3), "Gin Rummy is for 2 players, not 3"),
])
def test_a_tables_constructor_refuses_what_it_cannot_deal(call, said):
    with pytest.raises(IllegalAction, match=re.escape(said)):
        call()


@pytest.mark.parametrize("make", [TwinsTable, TwinItTable])
def test_the_reader_has_a_name(make):
    """(Twins, No Thanks! and Gin refused an empty name in their engines; Twin It! seated it.)"""
    with pytest.raises(traitlets.TraitError, match="a name to show"):
        make(name=" ")


@pytest.mark.parametrize("make", [lambda: TwinsTable(seed=5), lambda: NoThanksTable(seed=5), lambda: GinTable(seed=5, target=1)],
                         ids=["twins", "no-thanks", "gin"])
def test_once_a_game_is_over_new_game_deals_the_next_one(make):
    """(The seed field kept the game just played: New game dealt the same cards again, and the
    bots, seeded alike, made the same moves.)"""
    table = make()
    while not table.game.is_over:
        assert table.seed == 5, "in play, the field shows this game's number: New game starts it again"
        table.act(table.game.legal_actions(table.name)[0])
    assert table.seed == 6
    table.new_game()  # what the page's New game does with the field as it shows
    assert table.seed == 6 and table.game.snapshot(None) != make().game.snapshot(None)


def test_the_game_number_after_the_largest_is_0():
    table = NoThanksTable(seed=MAX_SEED)
    while not table.game.is_over:
        table.act(table.game.legal_actions(table.name)[0])
    assert table.seed == 0
