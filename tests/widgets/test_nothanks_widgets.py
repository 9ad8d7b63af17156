"""The No Thanks! widgets' Python side."""

import itertools
import json

import pytest

from cardwidgets import NoThanksTable, RunScorer
from cardwidgets.games.nothanks import Rules
from cardwidgets.messages import render
from tests.widgets.pages import move


@pytest.mark.parametrize(("key", "score"), [("sabina", 41), ("pietro", 28), ("pietro_14", 13), ("lisa", 51)])
def test_scorer_loads_each_rulebook_example(send, key, score):
    scorer = RunScorer()
    assert send(scorer, {"action": "load", "key": key}) == ""
    assert scorer.score == score and scorer.example == key


def test_scorer_groups_runs_and_scores_live(send):
    scorer = RunScorer()
    for card in (13, 15, 16):
        send(scorer, {"action": "toggle", "card": card})
    assert scorer.runs == [[13], [15, 16]] and scorer.score == 28
    send(scorer, {"action": "toggle", "card": 14})
    assert scorer.runs == [[13, 14, 15, 16]] and scorer.score == 13
    send(scorer, {"action": "chips", "value": 5})
    assert scorer.score == 8
    send(scorer, {"action": "toggle", "card": 14})
    assert scorer.cards == [13, 15, 16] and scorer.score == 23
    send(scorer, {"action": "clear"})
    assert scorer.cards == [] and scorer.score == 0


@pytest.mark.parametrize("message", [
    {"action": "toggle", "card": 2}, {"action": "toggle", "card": 36}, {"action": "toggle", "card": "7"},
    {"action": "chips", "value": -1}, {"action": "chips", "value": 56}, {"action": "load", "key": "mario"},
    {"action": "toggle"}, "hello",
])
def test_scorer_bad_messages_change_nothing(send, message):
    scorer = RunScorer([4, 5, 9], chips=2)
    before = (scorer.cards, scorer.chips, scorer.score)
    assert send(scorer, message) != ""
    assert (scorer.cards, scorer.chips, scorer.score) == before


def test_scorer_from_python_refuses_bad_rows():
    with pytest.raises(ValueError, match="different cards from 3 to 35"):
        RunScorer([4, 4])
    with pytest.raises(ValueError, match="different cards from 3 to 35"):
        RunScorer([40])


def play_to_the_end(send, table):
    while table.state["result"] is None:
        assert table.state["to_move"] == table.name
        action = "pass" if {"type": "pass"} in table.state["legal_actions"] and table.state["pot"] < 2 else "take"
        assert send(table, move(action)) == ""


def test_the_table_waits_for_the_reader_and_plays_to_the_end(send):
    table = NoThanksTable(3, seed=5, bots="threshold")
    assert table.state["to_move"] == table.name
    play_to_the_end(send, table)
    assert sum(len(c) for c in table.state["taken"].values()) == 24
    assert render(table.log[-2]).startswith("The game ends: the last card was taken. Winner")
    assert table.log[-1]["code"] == "nothanks.left_out" and len(table.log[-1]["cards"]) == 9


def test_the_reader_sees_only_their_own_chips_unless_the_teacher_says_so(send):
    table = NoThanksTable(4, seed=3, bots="random")
    others = table.state["players"][1:]
    assert all(table.state["chips"][o] is None for o in others) and table.state["removed"] is None
    send(table, {"action": "teacher", "on": True})
    teacher = table.state
    assert all(isinstance(teacher["chips"][o], int) for o in others) and len(teacher["removed"]) == 9
    table.teacher = False  # from Python: at once, not at the next move
    assert all(table.state["chips"][o] is None for o in others)
    table.teacher = True
    assert table.state["revealed"] and table.state["removed"] is not None


def test_a_table_game_is_reproducible(send):
    def run():
        table = NoThanksTable(4, seed=8, bots="threshold")
        play_to_the_end(send, table)
        return table.log, table.state["result"]

    assert run() == run()


@pytest.mark.parametrize("message", [
    {"action": "swap"}, {"action": "new_game", "players": 6, "seed": 1}, {"action": "new_game", "players": 4},
    {"action": "teacher", "on": "yes"}, None,
])
def test_table_bad_messages_change_nothing(send, message):
    table = NoThanksTable(4, seed=3, bots="random")
    before = json.dumps([table.state, table.log])
    assert send(table, message) != ""
    assert json.dumps([table.state, table.log]) == before


def test_passing_without_chips_is_refused_with_the_rule(send):
    table = NoThanksTable(3, seed=4, bots="threshold")
    table.game._chips[0] = 0
    table.game._pot += 11
    table.state = table.game.snapshot(table.name)
    assert "must take" in send(table, move("pass"))
    assert table.state["legal_actions"] == [{"type": "take"}]


def test_large_tables_need_the_extension():
    with pytest.raises(ValueError, match="3 to 5"):
        NoThanksTable(6)
    assert len(NoThanksTable(6, rules=Rules(large_tables=True), bots="random").state["players"]) == 6


def test_each_move_reaches_the_page_with_the_table_after_it(send):
    """The page plays the bots' moves back one at a time: each carries its own events and the
    reader's view after it, the last is the table now, and no view shows another seat's chips."""
    table = NoThanksTable(players=4, seed=11, bots="threshold")
    answers = 0
    while table.state["result"] is None:
        count = table.move_count
        send(table, move("take"))
        answers += 1
        assert table.move_count == count + 1
        moves = table.moves
        assert moves[0]["events"][0]["seat"] == table.name, "the reader's own move comes first"
        assert moves[-1]["state"] == table.state
        for before, after in itertools.pairwise(moves):
            seat = after["events"][0]["seat"]
            assert seat != table.name and before["state"]["to_move"] == seat
            if after["events"][0]["code"] == "nothanks.pass":
                assert after["state"]["pot"] == before["state"]["pot"] + 1
        for frame in moves:
            hidden = [s for s, chips in frame["state"]["chips"].items() if chips is None]
            assert frame["state"]["result"] is not None or sorted(hidden) == sorted(set(table.state["players"]) - {table.name})
    assert answers > 3
    assert [e for e in table.log if e["code"] == "nothanks.left_out"], "the cards left out are told at the end"


def test_the_scorer_examples_are_told_in_the_readers_language():
    from cardwidgets.games.nothanks.examples import EXAMPLES

    scorer = RunScorer()
    for example in scorer.examples:
        assert render(example["text"], "en") == EXAMPLES[example["key"]].text
        assert render(example["text"], "it") != render(example["text"], "en")


def test_an_error_shows_a_long_field_cut_short(send):
    """What the page sent is shown back in the error, but not 100 kB of it."""
    table = NoThanksTable(4, seed=3)
    error = send(table, {"action": "new_game", "players": 4, "seed": "9" * 100_000})
    assert error and len(error) < 300 and "…" in error
    assert len(json.dumps(table.error_message)) < 300
    error = send(table, "y" * 1_000_000)  # not even an action: it came back whole, 1 MB to the page
    assert error and len(error) < 300 and "…" in error


def test_an_unknown_example_is_refused_in_the_readers_language(send):
    scorer = RunScorer()
    assert send(scorer, {"action": "load", "key": "chess"})
    assert render(scorer.error_message, "it").startswith("non c'è l'esempio «chess»")
