"""The Twins widgets' Python side: messages in, state out, bad messages explained and harmless."""

import json
from collections.abc import Iterator

import pytest
import traitlets

from cardwidgets import Chart, ComboRanker, TieBreakExplorer, TwinsTable
from cardwidgets.errors import IllegalAction
from cardwidgets.games.twins import Card, Rules
from cardwidgets.messages import message, render
from tests.widgets.pages import move

C = Card.parse


# -- ComboRanker -------------------------------------------------------------------------------

def test_ranker_names_the_picked_combination(send):
    ranker = ComboRanker()
    four_blue, four_yellow = ranker.fan.index(C("4 blue")), ranker.fan.index(C("4 yellow"))
    send(ranker, {"action": "toggle", "index": four_blue})
    assert ranker.current == {}
    send(ranker, {"action": "toggle", "index": four_yellow})
    assert render(ranker.current["combo"]) == "Twins of 4" and ranker.current["kind"] == "twins"
    send(ranker, {"action": "add"})
    assert [render(row["combo"]) for row in ranker.lineup] == ["Twins of 4"] and ranker.selected == []
    assert ranker.lineup[0]["name"] == "Ann"


def test_ranker_names_a_pair_lined_up_after_the_rulebook_five_as_a_sixth_player(send):
    ranker = ComboRanker()
    ranker.load_rulebook_example()
    send(ranker, {"action": "toggle", "index": 0})
    send(ranker, {"action": "toggle", "index": 1})
    send(ranker, {"action": "add"})
    assert sorted(row["name"] for row in ranker.lineup) == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def test_ranker_loads_the_rulebook_ranking_in_order():
    ranker = ComboRanker()
    ranker.load_rulebook_example()
    assert [render(row["combo"]) for row in ranker.lineup] == ["Twins of 4", "Pair of 8", "Color 16", "Color 8", "Singles 12"]
    assert [row["place"] for row in ranker.lineup] == [1, 2, 3, 4, 5]


def test_ranker_shows_ties_as_ties(send):
    ranker = ComboRanker()
    ranker.add("A", C("4 blue"), C("4 yellow"))
    ranker.add("B", C("4 grey"), C("4 green"))
    ranker.add("C", C("9 pink"), C("9 blue"))
    assert [(row["name"], row["place"], row["tied"]) for row in ranker.lineup] == [
        ("A", 1, True), ("B", 1, True), ("C", 3, False)], "places as sports count them: after two firsts, a third"
    send(ranker, {"action": "remove", "index": 0})
    assert [row["name"] for row in ranker.lineup] == ["B", "C"] and not ranker.lineup[0]["tied"]


def test_ranker_with_a_dealt_hand_and_a_third_pick_replacing_the_oldest(send):
    hand = [C("1 blue"), C("2 blue"), C("3 grey")]
    ranker = ComboRanker(hand)
    for index in (0, 1, 2):
        send(ranker, {"action": "toggle", "index": index})
    assert ranker.selected == [1, 2] and render(ranker.current["combo"]) == "Singles 5"


@pytest.mark.parametrize(
    ("message", "error"),
    [({"action": "add"}, "pick two cards first"), ({"action": "toggle", "index": 60}, "out of range"),
     ({"action": "remove", "index": 0}, "out of range"), ({"action": "toggle", "index": None}, "whole number"),
     ({"action": "sort"}, "the action \"sort\", which this widget does not know")],
)
def test_ranker_bad_messages(send, message, error):
    ranker = ComboRanker()
    assert error in send(ranker, message)
    assert ranker.lineup == [] and ranker.selected == []


def test_ranker_refuses_other_decks():
    with pytest.raises(ValueError, match="Twins cards"):
        ComboRanker([{"deck": "nothanks", "number": 3}])


# -- TieBreakExplorer --------------------------------------------------------------------------

def rows(explorer, reading="group_must_fit"):
    return [(r["name"], render(r["combo"]), r["delta"]) for r in explorer.outcome[reading]["rows"]]


def test_explorer_example_1():
    explorer = TieBreakExplorer("example_1")
    assert rows(explorer) == [("Dee", "Color 16", 0), ("Bob", "Singles 12", -2), ("Cy", "Singles 12", -2),
                              ("Ann", "Singles 7", -2)]
    assert explorer.outcome["group_must_fit"]["pot"] == 6
    # Ann is fourth, not "3.": she is told she is among the last 2, who pay.
    assert [row["place"] for row in explorer.outcome["group_must_fit"]["rows"]] == [1, 2, 2, 4]


def test_explorer_example_2_loaded_from_the_page(send):
    explorer = TieBreakExplorer()
    send(explorer, {"action": "load", "key": "example_2"})
    assert explorer.example == "example_2"
    assert rows(explorer) == [("Ann", "Twins of 9", 3)] + [(n, "Pair of 3", 0) for n in ("Bob", "Cy", "Dee", "Eve")]


def test_explorer_short_pot_and_the_pot_cries(send):
    explorer = TieBreakExplorer("short_pot")
    assert rows(explorer)[:3] == [("Ann", "Pair of 2", 3), ("Bob", "Color 12", 0), ("Cy", "Color 12", 0)]
    send(explorer, {"action": "set", "name": "pot", "value": 2})
    assert rows(explorer)[0] == ("Ann", "Pair of 2", 2) and explorer.example == ""


def test_explorer_compares_the_two_readings(send):
    explorer = TieBreakExplorer("ranking")
    explorer.set_seat(2, "5 purple", "5 grey")
    explorer.set_seat(3, "5 blue", "5 pink")
    send(explorer, {"action": "set", "name": "pot", "value": 9})
    send(explorer, {"action": "set", "name": "compare", "value": True})
    strict = dict((n, d) for n, _, d in rows(explorer, "group_must_fit"))
    italian = dict((n, d) for n, _, d in rows(explorer, "pot_covers_group"))
    assert (strict["Cy"], strict["Dee"]) == (0, 0) and (italian["Cy"], italian["Dee"]) == (3, 3)


def test_explorer_seat_edits_from_the_page(send):
    explorer = TieBreakExplorer("example_1")
    assert send(explorer, {"action": "set_seat", "seat": 0, "slot": 1, "card": "3 grey"}) == ""
    assert explorer.seats[0]["cards"] == ["3 blue", "3 grey"]
    assert rows(explorer)[0] == ("Ann", "Pair of 3", 0)
    send(explorer, {"action": "set_seat", "seat": 3, "chips": 1})
    send(explorer, {"action": "set_seat", "seat": 3, "slot": 0, "card": "1 pink"})
    send(explorer, {"action": "set_seat", "seat": 3, "slot": 1, "card": "2 grey"})
    dee = next(r for r in explorer.outcome["group_must_fit"]["rows"] if r["name"] == "Dee")
    assert dee["bankrupt"] and dee["delta"] == -1
    send(explorer, {"action": "set_seat", "seat": 3, "playing": False})
    assert "Dee" not in [r["name"] for r in explorer.outcome["group_must_fit"]["rows"]]


def test_explorer_table_size_adds_and_removes_seats(send):
    explorer = TieBreakExplorer("example_1")
    send(explorer, {"action": "set", "name": "table_size", "value": 6})
    assert [s["name"] for s in explorer.seats] == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    assert "first 2 win 3" in render(explorer.outcome["group_must_fit"]["line"]) or explorer.play == 1
    send(explorer, {"action": "set", "name": "table_size", "value": 3})
    assert len(explorer.seats) == 3


@pytest.mark.parametrize(
    "message",
    [
        {"action": "set", "name": "play", "value": 5},
        {"action": "set", "name": "play", "value": "2"},
        {"action": "set", "name": "pot", "value": -1},
        {"action": "set", "name": "pot", "value": 1.5},
        {"action": "set", "name": "table_size", "value": 7},
        {"action": "set", "name": "reading", "value": "german"},
        {"action": "set", "name": "compare", "value": "yes"},
        {"action": "set", "name": "seats", "value": []},
        {"action": "set_seat", "seat": 9, "chips": 3},
        {"action": "set_seat", "seat": 0, "chips": -4},
        {"action": "set_seat", "seat": 0, "slot": 0, "card": "11 blue"},
        {"action": "set_seat", "seat": 0, "slot": 0, "card": "4 green"},  # the other card of Ann
        {"action": "set_seat", "seat": 0, "slot": 2, "card": "4 blue"},
        {"action": "set_seat", "seat": 0},
        {"action": "load", "key": "example_9"},
        {"action": "load"},
        ["load", "example_2"],
    ],
)
def test_explorer_bad_messages_change_nothing(send, message):
    explorer = TieBreakExplorer("example_1")
    before = json.dumps({k: v for k, v in explorer.get_state().items() if k != "error_count"}, sort_keys=True, default=str)
    assert send(explorer, message) != ""
    explorer.show_error(None)
    assert json.dumps({k: v for k, v in explorer.get_state().items() if k != "error_count"}, sort_keys=True, default=str) == before


# -- TwinsTable --------------------------------------------------------------------------------

def play_hand_from_the_page(send, table):
    """Buy nothing, then play the first two cards each time, until the next hand or the end."""
    hand = table.state["hand_number"]
    while table.state["hand_number"] == hand and table.state["phase"] != "over":
        if table.name not in table.state["awaiting"]:
            raise AssertionError("the bots left the reader waiting")
        if table.state["phase"] == "buy":
            assert send(table, move("buy", count=0)) == ""
        else:
            assert send(table, move("play", cards=table.state["hands"][table.name][:2])) == ""


def test_the_table_waits_only_for_the_reader(send):
    table = TwinsTable(5, seed=4)
    assert table.state["awaiting"] == [table.name]
    revealed: list[dict] = []
    table.observe(lambda change: revealed.extend(change["new"]), "reveals")
    play_hand_from_the_page(send, table)
    assert len(revealed) >= 3
    assert all(reveal["rows"] for reveal in revealed)


def test_bots_put_their_cards_down_while_the_reader_thinks(send):
    table = TwinsTable(4, seed=6)
    while table.state["phase"] == "buy":
        send(table, move("buy", count=0))
    assert table.state["phase"] == "play"
    assert all(table.state["chosen"][bot] for bot in table.state["players"][1:])
    assert all(table.state["choices"][bot] is None for bot in table.state["players"][1:])


def test_the_reader_never_sees_bot_hands_unless_the_teacher_says_so(send):
    table = TwinsTable(4, seed=2)
    bots = table.state["players"][1:]
    assert all(table.state["hands"][b] is None for b in bots)
    send(table, {"action": "teacher", "on": True})
    assert all(table.state["hands"][b] for b in bots)
    send(table, {"action": "teacher", "on": False})
    assert all(table.state["hands"][b] is None for b in bots)


def test_a_whole_game_is_reproducible_from_its_seed(send):
    def run():
        table = TwinsTable(3, seed=9, rules=Rules(max_hands=2))
        while table.state["phase"] != "over":
            play_hand_from_the_page(send, table)
        return table.game.result(), table.log

    assert run() == run()


def test_new_game_from_the_page(send):
    table = TwinsTable(4, seed=1)
    assert send(table, {"action": "new_game", "players": 6, "seed": 42}) == ""
    assert len(table.state["players"]) == 6 and table.seed == 42
    assert render(table.log[0]) == "New game: Sam, Ada, Bruno, Chiara, Denis and Elena; seed 42."


@pytest.mark.parametrize(
    "message",
    [
        move("buy", count=3),
        move("buy", count="1"),
        move("play", cards=[C("1 blue").to_card_data(), C("2 blue").to_card_data()]),  # buying comes first
        move("play", cards=[0, 1]),
        move("play", cards="0,1"),
        move("buy"),
        move("sell", count=1),
        {"action": "move", "move": None},
        {"action": "buy", "count": 0},  # the old shape, gone
        {"action": "new_game", "players": 2, "seed": 1},
        {"action": "new_game", "players": 4, "seed": -1},
        {"action": "teacher", "on": 1},
        {"action": "cheat"},
        42,
    ],
)
def test_table_bad_messages_change_nothing(send, message):
    table = TwinsTable(4, seed=3)
    before = json.dumps([table.state, table.log, table.game.history], default=str)
    assert send(table, message) != ""
    assert json.dumps([table.state, table.log, table.game.history], default=str) == before


def test_table_refuses_plays_of_cards_not_in_hand_or_not_cards(send):
    table = TwinsTable(4, seed=3)
    while table.state["phase"] == "buy":
        send(table, move("buy", count=0))
    before = json.dumps(table.state)
    hand = table.state["hands"][table.name]
    foreign = next(c.to_card_data() for c in map(C, ("1 blue", "2 blue", "3 blue")) if c.to_card_data() not in hand)
    assert "two different cards" in send(table, move("play", cards=[hand[0], hand[0]]))
    assert "does not hold" in send(table, move("play", cards=[hand[0], foreign]))
    assert foreign == C("1 blue").to_card_data() and render(table.error_message, "it") == "Sam non ha in mano 1 blu"
    for cards in ([hand[0]], [hand[0], 1], [hand[0], {**hand[1], "number": 11}], [*hand[:2], hand[2]]):
        assert send(table, move("play", cards=cards)) != ""
    assert json.dumps(table.state) == before


def test_a_reader_named_like_a_bot_gets_other_bots():
    table = TwinsTable(4, seed=1, name="Ada")
    assert table.state["players"][0] == "Ada" and len(set(table.state["players"])) == 4


# -- Chart -------------------------------------------------------------------------------------

def test_chart_series_are_checked_and_replaced_by_name():
    chart = Chart(labels=["a", "b"])
    chart.set_series("exact", [0.5, 0.5])
    chart.set_series("simulated", [0.4, 0.6], errors=[0.01, 0.01])
    chart.set_series("exact", [0.25, 0.75])
    assert [s["name"] for s in chart.series] == ["exact", "simulated"]
    assert chart.series[0]["values"] == [0.25, 0.75]
    with pytest.raises(traitlets.TraitError, match="3 values for 2 labels"):
        chart.set_series("bad", [1, 2, 3])
    with pytest.raises(traitlets.TraitError, match="finite"):
        chart.set_series("bad", [float("nan"), 1])
    chart.labels = ["x", "y", "z"]
    assert chart.series == []


def test_chart_texts_are_strings_numbers_or_catalogue_messages_and_anything_else_is_named():
    best = message("chart.twins.best_combination", cards=8)
    chart = Chart(labels=[message("kind.twins"), "my own", 3], title=best, x_label=message("chart.exact"), y_label="P")
    chart.set_series(message("chart.simulated"), [0.5, 0.3, 0.2])
    assert chart.title == best and chart.labels[0] == {"code": "kind.twins"} and chart.y_label == "P"
    assert chart.series[0]["name"] == {"code": "chart.simulated"}
    bad = [("title", {"code": "chart.no_such_caption"}, "not a code of the message catalogue"),
           ("x_label", {"text": "no code"}, "not a message"),
           ("y_label", 7, "y_label"),
           ("title", message("chart.twins.best_combination"), "'chart.twins.best_combination' cannot be shown in en")]
    for trait, value, why in bad:
        with pytest.raises(traitlets.TraitError, match=why):
            setattr(chart, trait, value)
    with pytest.raises(traitlets.TraitError, match="label 1 must be a string or a catalogue message"):
        chart.labels = ["a", {"code": "nope"}, "c"]
    with pytest.raises(traitlets.TraitError, match="a series name must be a string or a catalogue message"):
        chart.set_series({"code": "nope"}, [1, 2, 3])
    assert chart.title == best and chart.labels[0] == {"code": "kind.twins"}


def test_chart_grows_point_by_point_even_when_labels_are_mutated_in_place():
    chart = Chart(kind="lines")
    labels = []
    for k in range(1, 4):
        labels.append(str(k))
        chart.labels = labels
        chart.set_series("exact", [0.5] * k)
        chart.set_series("simulated", [0.4] * k, errors=[0.1] * k)
    assert [len(s["values"]) for s in chart.series] == [3, 3]


def test_explorer_set_from_python_checks_everything_before_changing_anything():
    explorer = TieBreakExplorer("example_1")
    before = json.dumps({k: v for k, v in explorer.get_state().items() if k != "error_count"}, sort_keys=True, default=str)
    for changes in ({"pot": 5, "compare": "yes"}, {"play": 2, "reading": "german"}, {"pot": 5, "colour": 1}):
        with pytest.raises(ValueError):
            explorer.set(**changes)
        assert json.dumps({k: v for k, v in explorer.get_state().items() if k != "error_count"}, sort_keys=True, default=str) == before


def simplest_moves(table: TwinsTable, most: int) -> Iterator[None]:
    """The reader buys nothing and plays their first two cards, at most ``most`` times or to the
    end of the game; after each move (the table's reveals are then that move's) the caller looks."""
    for _ in range(most):
        if table.state["phase"] == "over":
            return
        if table.state["phase"] == "buy":
            table.buy(0)
        else:
            hand = table.game.hands[table.name]
            table.play_cards(hand[0], hand[1])
        yield


def test_table_moves_come_one_by_one_with_the_table_after_each():
    """The page plays a batch back move by move: the reader's own first, then each bot's purchase
    and each bot's cards put down on their own, each with the table as the reader saw it after it
    (no bot's cards, with the teacher switch off); the last is the table now. A move's log lines
    are its own, and each reveal is of the move that completed its play."""
    table = TwinsTable(4, seed=7)
    bots = set(table.state["players"]) - {table.name}
    bought = chosen = 0
    for _ in simplest_moves(table, 30):
        moves = table.moves
        assert moves[0]["seat"] == table.name and moves[-1]["state"] == table.state
        for made in moves[1:]:
            assert made["seat"] in bots and made["event"]["seat"] == made["seat"]
            assert made["event"]["code"] in ("twins.buy", "twins.choose")
            assert all(made["state"]["hands"][bot] is None and made["state"]["choices"][bot] is None for bot in bots)
            bought += made["event"]["code"] == "twins.buy"
            chosen += made["state"]["chosen"][made["seat"]] or made["state"]["phase"] != "play"
        ends = [sum(move["lines"] for move in moves[i:]) for i in range(len(moves) + 1)]
        lines = [table.log[len(table.log) - ends[i]:len(table.log) - ends[i + 1]] for i in range(len(moves))]
        assert sum(line["code"] == "twins.buy" for move in lines for line in move) == sum(
            move["event"]["code"] == "twins.buy" for move in moves if move["event"])
        for reveal in table.reveals:
            assert {"code": "twins.settle", "play": reveal["play"]}.items() <= next(
                line for line in lines[reveal["move"]] if line["code"] == "twins.settle").items()
    assert bought >= 6 and chosen >= 10


def test_table_reveals_replay_the_chips_row_by_row_and_sum_up_each_hand():
    """Each reveal carries the chips and pot just before it, and its rows' changes lead exactly to
    the next reveal's; play 4 sums up the hand, what each seat's chips did over it, purchases
    included; seats sitting a play out get an empty slot."""
    table = TwinsTable(4, seed=5, bots="random")
    summaries, sat_out = [], 0
    hand_start = dict.fromkeys(table.game.players, table.game.rules.starting_chips)
    for _ in simplest_moves(table, 60):
        for reveal in table.reveals:
            chips, pot = dict(reveal["chips_before"]), reveal["pot_before"]
            for row in reveal["rows"]:
                chips[row["name"]] += row["delta"]
                pot -= row["delta"]
                sat_out += row["sit_out"]
                assert row["cards"] == [] if row["sit_out"] else len(row["cards"]) == 2
            assert pot == reveal["pot"]
            if "summary" in reveal:
                assert reveal["play"] == 4 and reveal["summary"]["chips"] == chips
                assert reveal["summary"]["delta"] == {seat: chips[seat] - hand_start[seat] for seat in chips}
                assert all(chips[seat] == 0 for seat in reveal["summary"]["bankrupt"])  # (said in the summary)
                summaries.append(reveal["summary"])
                hand_start = chips
    assert [s["hand"] for s in summaries] == list(range(1, len(summaries) + 1)) and len(summaries) >= 2
    assert sat_out > 0


def test_refusals_a_reader_can_meet_read_in_their_language(send):
    from cardwidgets.messages import render

    ranker = ComboRanker()
    send(ranker, {"action": "add"})
    assert render(ranker.error_message, "es") == "elige primero dos cartas"
    explorer = TieBreakExplorer("example_1")
    send(explorer, {"action": "set", "name": "pot", "value": 10_000})
    assert render(explorer.error_message, "it") == "«Piatto» deve essere tra 0 e 594, non 10000"
    with pytest.raises(IllegalAction) as refused:
        explorer.set(pot=10_000)
    assert refused.value.message is not None
    assert render(refused.value.message, "it") == "il piatto contiene da 0 a 594 gettoni, non 10000"
    send(explorer, {"action": "set_seat", "seat": 0, "slot": 1, "card": explorer.seats[0]["cards"][0]})
    assert render(explorer.error_message, "fr") == "Ann doit jouer deux cartes différentes"


def test_table_reveals_say_which_log_lines_the_page_holds_back():
    """``log_after`` counts the log's lines from a reveal's reveal line to the end: the page hides
    them while that play is still being revealed, so the log does not give the result away; a
    hand's summary holds back what followed its last play (the next hand's deal and purchases)
    until the reader has read it. Each reveal names its hand's dealer, for the page's header."""
    table = TwinsTable(4, seed=5, bots="random")
    checked = summaries = 0
    dealer = table.state["dealer"]
    for _ in simplest_moves(table, 40):
        for reveal in table.reveals:
            shown, settled = table.log[-reveal["log_after"]], table.log[-reveal["log_after"] + 1]
            assert shown["code"] == "twins.reveal" and shown["play"] == reveal["play"]
            assert settled["code"] == "twins.settle" and settled["play"] == reveal["play"]
            assert reveal["dealer"] == dealer
            if "summary" in reveal:
                held = reveal["summary"]["log_after"]
                following = table.log[-held]
                assert table.log[-held - 1] == settled and following["code"] in ("twins.deal", "twins.game_over")
                dealer, summaries = following.get("dealer"), summaries + 1
            checked += 1
    assert checked >= 10 and summaries >= 2


@pytest.mark.parametrize("teacher", [False, True])
def test_a_play_4_reveal_shows_the_table_of_the_hand_it_ends_not_the_next_deal(monkeypatch, teacher):
    """The move that reveals play 4 also deals the next hand: the page draws the reveal and the
    hand's summary over the reveal's ``table``, the table as the engine had it just before that deal
    (the reader's cards left of the hand, the chips paid), never the next hand's cards."""
    from cardwidgets.games.twins import TwinsGame

    ended = []
    start_hand = TwinsGame._start_hand

    def watched(game, first=False):
        if not first:
            ended.append(game.snapshot("Sam", reveal=teacher))
        return start_hand(game, first)

    monkeypatch.setattr(TwinsGame, "_start_hand", watched)
    table = TwinsTable(4, seed=5, bots="random", teacher=teacher)
    checked = 0
    for _ in simplest_moves(table, 60):
        for reveal in table.reveals:
            shown = reveal["table"]
            assert (shown["hand_number"], shown["play"], shown["awaiting"]) == (reveal["hand"], reveal["play"], [])
            assert all(not shown["chosen"][seat] for seat in shown["players"])
            if "summary" not in reveal or table.moves[reveal["move"]]["state"]["hand_number"] == reveal["hand"]:
                continue
            truth = ended[reveal["hand"] - 1]
            assert truth["hand_number"] == reveal["hand"]
            for part in ("hands", "hand_sizes", "chips", "pot", "bankrupt", "sit_out"):
                assert shown[part] == truth[part], part
            assert shown["hands"][table.name] != table.moves[reveal["move"]]["state"]["hands"][table.name]
            checked += 1
    assert checked >= 2


@pytest.mark.parametrize("content, code", [
    ({"action": "load", "key": "chess"}, "error.unknown_example"),
    ({"action": "set", "name": "colour", "value": 1}, "error.cannot_set"),
    ({"action": "set", "name": "reading", "value": "both"}, "error.reading"),
    ({"action": "set_seat", "seat": 0}, "error.seat_change"),
    ({"action": "set_seat", "seat": 0, "slot": 0, "card": "4 blu"}, "error.twins_card"),
])
def test_a_malformed_message_to_the_explorer_is_refused_in_the_readers_language(send, content, code):
    """(They were refused in English only.)"""
    explorer = TieBreakExplorer("example_1")
    before = (explorer.seats, explorer.outcome)
    assert send(explorer, content)
    assert explorer.error_message["code"] == code and (explorer.seats, explorer.outcome) == before
    assert all(render(explorer.error_message, lang) for lang in ("it", "fr", "es"))


@pytest.mark.parametrize("lang, typed, refusal", [
    ("it", "4 blu", "non è una carta di Twins: \"4 bleu\" (scrivila come «4 blu» o «4 blue»)"),
    ("fr", "4 bleu", "pas une carte de Twins\u00a0: \"4 blu\" (écrivez-la comme «\u00a04 bleu\u00a0» ou «\u00a04 blue\u00a0»)"),
    ("es", "azul 4", "no es una carta de Twins: \"4 bleu\" (escríbela como «4 azul» o «4 blue»)"),
    ("en", "4 blue", "not a card of the Twins deck: \"4 bleu\" (write it like “4 blue”)"),
])
def test_the_explorer_reads_a_card_by_its_name_in_the_readers_language(send, lang, typed, refusal):
    """A French reader typing "4 bleu" was told to write it like "4 blue"."""
    explorer = TieBreakExplorer("example_1", lang=lang)
    assert not send(explorer, {"action": "set_seat", "seat": 0, "slot": 0, "card": typed})
    assert explorer.seats[0]["cards"][0] == "4 blue"
    wrong = "4 bleu" if lang != "fr" else "4 blu"
    assert send(explorer, {"action": "set_seat", "seat": 0, "slot": 0, "card": wrong})
    assert render(explorer.error_message, lang) == refusal
