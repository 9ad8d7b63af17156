"""The Gin Rummy widgets' Python side: messages in, state out, bad messages refused and nothing changed."""

import json
import re

import pytest
import traitlets

from cardwidgets import GinTable, MeldExplorer, ShowdownExplorer
from cardwidgets.games.ginrummy import Card
from cardwidgets.messages import LANGUAGES, render
from cardwidgets.widgets import gin_table
from tests.widgets.pages import move

COUNTER = "2C 3C 3S 4C 4H 4S 5C 5H 5S AH AS"


def test_meld_explorer_lays_out_the_best_melds_live_as_cards_change(send):
    explorer = MeldExplorer("9S 9H 9D 9C 4S 4H 4D 3S 3H 7D")
    assert explorer.arrangements[0]["points"] == 3 + 3 + 7 and explorer.discards == []
    assert send(explorer, {"action": "toggle", "card": Card("7", "D").index}) == ""
    assert send(explorer, {"action": "toggle", "card": Card("3", "D").index}) == ""
    assert explorer.arrangements[0]["points"] == 0 and len(explorer.arrangements[0]["melds"]) == 3
    explorer.hand = "5S 6S 7S 5H 6H 7H 5C 6C 7C 8D"  # from Python: runs or sets, two best ways
    assert len(explorer.arrangements) == 2 and {a["points"] for a in explorer.arrangements} == {8}
    send(explorer, {"action": "show_all", "on": True})
    assert explorer.show_all


def test_meld_explorer_shows_greed_failing_on_the_counterexample(send):
    explorer = MeldExplorer()
    assert send(explorer, {"action": "load", "key": "greedy_fails"}) == ""
    assert explorer.example == "greedy_fails" and len(explorer.cards) == 11
    best = next(d for d in explorer.discards if d["best"])
    shortcut = next(d for d in explorer.discards if d["greedy"])
    assert (best["deadwood"], shortcut["deadwood"]) == (6, 7)
    assert explorer.discards[0] == best and best["card"] == Card("5", "H").to_card_data()
    assert explorer.arrangements[0]["points"] == 6 and explorer.greedy["points"] == 7  # the 10 cards each keeps
    assert MeldExplorer(COUNTER).hand == explorer.hand


@pytest.mark.parametrize("message", [
    {"action": "toggle", "card": 52}, {"action": "toggle", "card": "3C"}, {"action": "load", "key": "nope"},
    {"action": "show_all", "on": "yes"}, {"action": "shuffle"}, "hello", {"action": "toggle"},
    {"action": "toggle", "card": Card("K", "D").index},  # a twelfth card
])
def test_meld_explorer_refuses_bad_messages_and_changes_nothing(send, message):
    explorer = MeldExplorer(COUNTER)
    before = (explorer.hand, explorer.arrangements, explorer.show_all)
    assert send(explorer, message) != ""
    assert (explorer.hand, explorer.arrangements, explorer.show_all) == before


def test_meld_explorer_refuses_bad_hands_from_python():
    explorer = MeldExplorer("AS 2S 3S")
    for bad, why in [("9S 9S 9S", "the hand takes different cards, not “9S 9S 9S”"),
                     ("1Z", "the hand: cannot read “1Z” (write cards like 7D, 10H, QS or 7♦)"),
                     ("AS 2S X♠ 4S", "the hand: cannot read “X♠” (write"),  # the typo alone, not the hand
                     ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", "the hand holds at most 11 cards, not 12")]:
        with pytest.raises(traitlets.TraitError, match=re.escape(why)):
            explorer.hand = bad
    assert explorer.hand == "A♠ 2♠ 3♠" and explorer.arrangements[0]["points"] == 0, "read back with the suits as symbols"


def test_showdown_explorer_loads_the_source_example_worth_35(send):
    explorer = ShowdownExplorer()
    assert explorer.example == "source_35" and explorer.step == 0 and explorer.steps == 1
    assert explorer.outcome["points"] == 35 and explorer.outcome["gin"]
    assert render(explorer.outcome["lines"][-1]) == "The knocker scores 35 points: gin, 10 + 25 bonus."
    assert send(explorer, {"action": "step", "to": "next"}) == "" and explorer.step == 1
    assert "all shown" in send(explorer, {"action": "step", "to": "next"}) and explorer.step == 1


def test_showdown_explorer_steps_through_layoffs_and_switches_rules(send):
    explorer = ShowdownExplorer("layoffs_undercut")
    assert explorer.steps == 4 and [s["meld"] for s in explorer.outcome["layoff_steps"]] == [0, 0, 0]
    assert explorer.outcome["winner_role"] == "defender" and explorer.outcome["points"] == 2
    send(explorer, {"action": "step", "to": "next"})
    send(explorer, {"action": "step", "to": "end"})
    assert explorer.step == 4
    assert send(explorer, {"action": "option", "name": "undercut_bonus", "value": 25}) == ""
    assert explorer.outcome["points"] == 27 and explorer.step == 0 and explorer.example == ""
    send(explorer, {"action": "step", "to": "top"})
    assert explorer.step == 0
    assert send(explorer, {"action": "hands", "knocker": "9S 9H 9D 9C 4S 4H 4D 3S 3H 3D",
                           "defender": "6C AH AS 2S 5D 6D 7D KH KS KC"}) == ""
    assert explorer.outcome["points"] == 35 + 0  # gin: the undercut bonus plays no part


@pytest.mark.parametrize("message", [
    {"action": "option", "name": "undercut_bonus", "value": 7}, {"action": "option", "name": "colour", "value": 1},
    {"action": "option", "name": "knock_limit", "value": 1},  # the knocker's 3 deadwood is over 1
    {"action": "hands", "knocker": "AS", "defender": "2S"}, {"action": "hands", "knocker": 3, "defender": ""},
    {"action": "hands", "knocker": "5H 6H 7H 8S 8D 8C KS KH KD 3C", "defender": "3C 8H 9H QS QD QC 2D 3D 4D AS"},
    {"action": "step", "to": "sideways"}, {"action": "load", "key": "nope"},
])
def test_showdown_explorer_refuses_bad_messages_and_changes_nothing(send, message):
    explorer = ShowdownExplorer("layoffs_undercut")
    before = json.dumps([explorer.outcome, explorer.knocker, explorer.defender, explorer.undercut_bonus,
                         explorer.knock_limit, explorer.step])
    assert send(explorer, message) != ""
    assert json.dumps([explorer.outcome, explorer.knocker, explorer.defender, explorer.undercut_bonus,
                       explorer.knock_limit, explorer.step]) == before


def play_reader_turn(table, send):
    """The reader's move by page messages: take nothing, draw from the stock, discard the best card
    (knocking when it may)."""
    state = table.state
    kinds = {a["type"] for a in state["legal_actions"]}
    if state["phase"] == "upcard":
        return send(table, move("pass"))
    if state["phase"] == "draw":
        return send(table, move("draw", source="stock"))
    after = state["after_discard"]
    taken = state["taken_from_pile"]
    hand = state["hands"][table.name]
    best = min((i for i, c in enumerate(hand) if c != taken), key=lambda i: after[i])
    knock = "knock" in kinds and after[best] <= state["knock_limit"]
    return send(table, move("knock" if knock else "discard", card=hand[best]))


def test_gin_table_plays_a_match_to_one_hand_by_page_messages(send):
    table = GinTable("greedy", target=1, seed=4)
    assert table.state["awaiting"] == [table.name] and table.moves[0]["code"] == "ginrummy.new_match"
    for _ in range(200):
        if table.state["result"]:
            break
        assert play_reader_turn(table, send) == ""
        assert table.state["awaiting"] in ([table.name], [])
        hand = table.state["hands"][table.name]
        assert table.state["arrangement"]["points"] == table.state["deadwood"][table.name]
        assert len(table.state["after_discard"]) == len(hand)
    result = table.state["result"]
    assert result["details"]["hands"] == 1 and table.state["showdown"]["lines"][-1]["code"] == "ginrummy.show.score"
    assert table.log[-1]["code"] == "ginrummy.match_won"
    for event in table.log:
        for lang in LANGUAGES:
            assert render(event, lang)


def test_gin_table_hides_the_bot_hand_unless_the_teacher_asks(send):
    table = GinTable(seed=2)
    bot = next(p for p in table.state["players"] if p != table.name)
    assert table.state["hands"][bot] is None and table.state["stock"] is None
    send(table, {"action": "teacher", "on": True})
    assert len(table.state["hands"][bot]) == 10
    assert bot not in json.dumps(GinTable(seed=2).state["hands"][table.name])


def test_gin_table_marks_the_card_taken_from_the_pile_and_refuses_its_discard(send):
    table = GinTable(seed=5)
    while table.state["phase"] != "upcard" or table.state["turn"] != table.name:
        table.new_game(seed=table.seed + 1)
    send(table, move("draw", source="discard"))
    taken = table.state["taken_from_pile"]
    before = json.dumps(table.state)
    assert "may not discard" in send(table, move("discard", card=taken))
    assert json.dumps(table.state) == before


@pytest.mark.parametrize("message", [
    move("draw", source="table"), move("discard", card=3), move("knock", card={"deck": "french", "rank": "A", "suit": "X"}),
    move("discard", card="7D"), move("discard", card={"deck": "french", "rank": "7", "suit": "D", "ink": "red"}),
    {"action": "draw", "source": "stock"}, {"action": "new_game", "seed": 1, "bots": "genius", "target": 100, "timer": False},
    {"action": "new_game", "seed": 1, "bots": "greedy", "target": 75, "timer": False},
    {"action": "new_game", "seed": -1, "bots": "greedy", "target": 100, "timer": False},
    {"action": "time_out"}, {"action": "teacher", "on": 1}, {"action": "fly"},
])
def test_gin_table_refuses_bad_messages_and_changes_nothing(send, message):
    table = GinTable(seed=6)
    before = json.dumps([table.state, table.seed, table.bots, table.target, table.teacher])
    assert send(table, message) != ""
    assert json.dumps([table.state, table.seed, table.bots, table.target, table.teacher]) == before


def test_gin_table_new_game_and_the_timer(send, monkeypatch):
    table = GinTable(seed=1)
    assert send(table, {"action": "new_game", "seed": 9, "bots": "tracker", "target": 50, "timer": True}) == ""
    assert (table.seed, table.bots, table.target, table.timer) == (9, "tracker", 50, True)
    assert table.state["move_seconds"] == 30 and table.state["target"] == 50
    # The kernel counts the move's time too: a time-out 0 s after the deal is refused.
    before = json.dumps(table.state)
    assert "not out of time" in send(table, {"action": "time_out"})
    assert table.error_message == {"code": "ginrummy.error.in_time", "n": 30} and json.dumps(table.state) == before
    now = gin_table.monotonic()
    monkeypatch.setattr(gin_table, "monotonic", lambda: now + 29.6)
    assert send(table, {"action": "time_out"}) == ""
    assert table.state["result"]["winners"] != [table.name] and table.log[-1]["code"] == "ginrummy.time_out"


def test_gin_table_a_time_out_sent_as_the_reader_moved_in_time_loses_nothing(send, monkeypatch):
    """The page's countdown sent its time-out just as the reader moved; the bot gave the move back
    at once, and the late time-out ended the match."""
    table = GinTable(seed=2, timer=True)
    now = gin_table.monotonic()
    monkeypatch.setattr(gin_table, "monotonic", lambda: now + 29.9)
    assert send(table, {"action": "move", "move": table.state["legal_actions"][0]}) == ""
    assert table.state["turn"] == table.name and table.state["result"] is None
    assert send(table, {"action": "time_out"}) != ""
    assert table.state["result"] is None


def test_gin_table_python_moves_match_the_page_ones():
    table = GinTable(seed=7)
    with pytest.raises(ValueError, match="a draw is from the 'stock' or the 'discard'"):
        table.draw("table")
    if table.state["phase"] == "upcard":
        table.pass_upcard()
    assert table.state["turn"] == table.name or table.state["result"]


def test_refusals_reach_the_page_as_catalogue_messages_in_every_language(send):
    explorer = MeldExplorer(COUNTER)
    send(explorer, {"action": "toggle", "card": Card("K", "D").index})
    assert explorer.error_message["code"] == "ginrummy.error.hand_full"
    assert render(explorer.error_message, "it") == "la mano ha al massimo 11 carte: togline una prima di aggiungere K♦"
    showdown = ShowdownExplorer()
    send(showdown, {"action": "hands", "knocker": "AS 1Z", "defender": ""})
    assert render(showdown.error_message, "es").startswith("la mano de quien cierra: no se puede leer")
    table = GinTable(seed=5)
    while table.state["phase"] != "upcard" or table.state["turn"] != table.name:
        table.new_game(seed=table.seed + 1)
    send(table, move("draw", source="discard"))
    send(table, move("discard", card=table.state["taken_from_pile"]))
    assert table.error_message["code"] == "ginrummy.error.taken"
    for lang in LANGUAGES:
        assert "{" not in render(table.error_message, lang)


def test_gin_table_sends_the_table_of_every_move_it_plays_back():
    """With the moves of a batch go the table before them and after each move, as the reader sees it:
    so the page plays a knock back over the hand it ends, then the next hand's deal."""
    from cardwidgets.games.ginrummy.bots import GreedyBot

    table, me, endings = GinTable(seed=1, target=50), GreedyBot(11), set()
    while not table.state["result"]:
        before = table.state
        table.act(me.choose(table.game.snapshot(table.name)))
        counts = [after for after, _ in table.tables]
        assert table.tables[0] == [0, before] and counts == sorted(set(counts)) and counts[-1] == len(table.moves)
        assert table.tables[-1][1] == table.state
        bot = next(p for p in table.state["players"] if p != table.name)
        for _after, seen in table.tables:
            assert seen["hands"][bot] is None and seen["stock"] is None, "the bot's cards stay hidden"
            assert seen["arrangement"]["points"] == seen["deadwood"][table.name], "the reader's melds, as the page draws them"
        deal = next((i for i, e in enumerate(table.moves) if e["code"] == "ginrummy.deal"), None)
        if deal is not None:  # the table before the move that dealt is the hand it ended
            move = max(i for i, after in enumerate(counts) if after <= deal)
            ended = table.tables[move][1]
            assert ended["hand_number"] == table.state["hand_number"] - 1 and len(ended["hands"][table.name]) in (10, 11)
            endings.add(table.moves[counts[move]]["seat"])
    assert endings == {table.name, bot}, "hands ended by the reader's move and by the bot's"
