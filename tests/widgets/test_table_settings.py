"""What a teacher may type in a notebook: a widget's settings and calls from Python get clear errors
(IllegalAction or TraitError, saying what is expected) and change nothing, as the page's messages do."""

import json
import re

import pytest
import traitlets

from cardwidgets import (
    GinTable,
    IllegalAction,
    NoThanksTable,
    RunScorer,
    TieBreakExplorer,
    TwinItCoop,
    TwinItTable,
    TwinsTable,
)
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
        with pytest.raises(traitlets.TraitError):
            table.bots = ["nobody"]
    assert table.name == "Sam" and json.dumps(table.state, sort_keys=True) == state
    table.seed = 7  # the next game's, as the page's field shows it
    assert table.seed == 7


def test_a_cooperative_minute_lasts_a_finite_time_chosen_when_it_is_made():
    with pytest.raises(IllegalAction, match="finite"):
        TwinItCoop(seconds=float("inf"))
    coop = TwinItCoop(seconds=30)
    for name, value in [("seconds", 5.0), ("individual", True)]:
        with pytest.raises(traitlets.TraitError, match="chosen when the round is made"):
            setattr(coop, name, value)
    assert (coop.seconds, coop.individual, coop.rules.coop_seconds) == (30.0, False, 30)


@pytest.mark.parametrize("call, said", [
    (lambda: TwinItTable.from_position({}), "piles name the seats"),  # was an IndexError
    (lambda: TieBreakExplorer().set(table_size=9), "3 to 6 players, not 9"),  # was an IndexError
    (lambda: TieBreakExplorer().set_seat("0", chips=3), "from 0 to 3, not '0'"),  # was a TypeError
    (lambda: RunScorer([3, "a"]), "from 3 to 35, not ['a']"),  # was a TypeError
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
