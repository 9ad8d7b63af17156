"""No Thanks!: every worked example of the rules, the set-up, and the turn."""

import json
import random

import pytest

from cardwidgets import IllegalAction
from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame, Rules, card_points, marginal_cost, runs, score
from cardwidgets.games.nothanks.game import Pass, Take
from cardwidgets.messages import explain


def test_sabina_scores_41_with_four_single_cards():
    assert runs([4, 6, 10, 21]) == [[4], [6], [10], [21]]
    assert score([4, 6, 10, 21]) == 41


def test_pietro_scores_28_and_13_once_he_takes_the_14():
    assert score([13, 15, 16]) == 13 + 15 == 28
    assert runs([13, 14, 15, 16]) == [[13, 14, 15, 16]]
    assert score([13, 15, 16, 14]) == 13


def test_runs_count_their_lowest_card():
    assert score([8, 9]) == 8
    assert score([17, 18, 19, 20]) == 17


def test_lisa_scores_51():
    """Three single cards and two runs: 3 + 7 + 10 + 14 + 25 = 59, minus 8 chips."""
    lisa = [3, 7, 8, 10, 14, 15, 16, 25]
    assert [run[0] for run in runs(lisa)] == [3, 7, 10, 14, 25]
    assert sum(len(r) == 1 for r in runs(lisa)) == 3
    assert score(lisa, chips=8) == 51


def test_the_final_count_of_a_game_gives_lisa_51():
    """"Ogni giocatore somma i valori di tutte le sue carte singole ai valori delle carte più basse
    nelle sue sequenze ... Da questa somma sottrae il numero di gettoni che ancora ha in mano": the
    game's own count at the end (not only ``score``), on Lisa's example, when she takes the last card
    (the 16, which joins her 14–15) and keeps her 8 chips. "Il giocatore con il punteggio più basso
    ... è il vincitore": her 51 beats 61 and 61."""
    game = NoThanksGame.from_position(["Pietro", "Sabina", "Lisa"], deck=[16], chips=[2, 5, 8], pot=0, turn=2,
                                      taken=[[30, 33], [4, 6, 21, 35], [3, 7, 8, 10, 14, 15, 25]])
    events = game.apply("Lisa", TAKE)
    result = game.result()
    assert result.details["card_points"]["Lisa"] == 3 + 7 + 10 + 14 + 25 == 59
    assert result.scores == {"Pietro": 30 + 33 - 2, "Sabina": 4 + 6 + 21 + 35 - 5, "Lisa": 59 - 8} == {
        "Pietro": 61, "Sabina": 61, "Lisa": 51}
    assert result.winners == ("Lisa",) and events[1]["score"] == 51


def test_a_card_that_extends_your_run_costs_nothing():
    """Sabina holds 34: the 35 adds nothing (the tactics section)."""
    assert marginal_cost([34], 35) == 0
    assert marginal_cost([36 - 1], 34) == 34 - 35  # below a run: the run's lowest card changes
    assert marginal_cost([13, 15, 16], 14) == 13 - 28
    assert marginal_cost([], 15) == 15


def test_holding_a_card_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        score([5, 5])


def test_the_worked_example_of_a_turn():
    """Pietro reveals 11 and pays a chip; Sabina pays a chip; Lisa takes the 11 with the 2 chips,
    reveals 16 and pays a chip onto it; play goes on to her left."""
    game = NoThanksGame.from_position(["Pietro", "Sabina", "Lisa"], deck=[11, 16, 30], chips=[11, 11, 11],
                                      taken=[[], [], []], turn=0)
    game.apply("Pietro", PASS)
    game.apply("Sabina", PASS)
    events = game.apply("Lisa", TAKE)
    assert events == [{"code": "nothanks.take_turn", "seat": "Lisa", "card": 11, "chips": 2, "next": 16}]
    assert explain(events) == "Lisa takes the 11 and 2 chips, and turns the 16."
    assert game.chips == {"Pietro": 10, "Sabina": 10, "Lisa": 13}
    assert game.awaiting() == ("Lisa",) and game.card == 16
    game.apply("Lisa", PASS)
    assert game.awaiting() == ("Pietro",) and game.pot == 1


def test_a_card_may_go_round_the_table_many_times():
    """"È ammesso (ed accade frequentemente) che i giocatori rifiutino una carta più volte in un round
    e che di conseguenza un discreto quantitativo di gettoni si accumuli accanto ad essa": round and
    round to the left, a chip each time, until someone takes it with them all."""
    game = NoThanksGame.from_position(list("ABCD"), deck=[35, 3], chips=[11, 11, 11, 11], taken=[[], [], [], []], turn=1)
    seats = []
    for _ in range(10):
        seats.append(game.to_move)
        game.apply(game.to_move, PASS)
    assert seats == list("BCDABCDABC") and game.pot == 10 and game.card == 35
    assert game.chips == {"A": 9, "B": 8, "C": 8, "D": 9}
    game.apply("D", TAKE)
    assert game.chips["D"] == 19 and game.taken["D"] == [35] and (game.to_move, game.card, game.pot) == ("D", 3, 0)


def test_set_up_11_chips_each_24_cards_9_out_unseen():
    game = NoThanksGame(["A", "B", "C", "D", "E"], seed=5)
    assert set(game.chips.values()) == {11}
    assert game.cards_left + 1 == 24 and len(game.removed) == 9
    assert sorted([*game.removed, game._card, *game._deck]) == list(range(3, 36))


def test_the_variant_10_chips_and_no_10_20_30():
    game = NoThanksGame(["A", "B", "C"], seed=6, rules=Rules(variant=True))
    assert set(game.chips.values()) == {10}
    assert len(game.removed) == 6
    assert not {10, 20, 30} & {game.card, *game._deck, *game.removed}


def test_three_to_five_players_and_the_large_table_extension():
    with pytest.raises(ValueError, match="3 to 5 players"):
        NoThanksGame(list("ABCDEF"))
    with pytest.raises(ValueError, match="3 to 5"):
        NoThanksGame(["A", "B"])
    assert set(NoThanksGame(list("ABCDEF"), rules=Rules(large_tables=True)).chips.values()) == {9}
    assert set(NoThanksGame(list("ABCDEFG"), rules=Rules(large_tables=True)).chips.values()) == {7}


def test_the_default_rules_given_or_not_make_the_same_table():
    """A table is looked up by its players and rules, the default rules as None (no Rules to hash):
    given as Rules() or not at all, the same game; other rules, their own table."""
    plain, given = NoThanksGame(list("ABC"), seed=4), NoThanksGame(list("ABC"), seed=4, rules=Rules())
    assert plain.rules == given.rules == Rules() and plain.snapshot(None) == given.snapshot(None)
    assert set(NoThanksGame(list("ABC"), seed=4, rules=Rules(variant=True)).chips.values()) == {10}
    for rules in (None, Rules()):
        with pytest.raises(ValueError, match="3 to 5 players"):
            NoThanksGame(list("ABCDEF"), rules=rules)
        with pytest.raises(ValueError, match="distinct non-empty names"):
            NoThanksGame.from_position(["A", "A", "B"], deck=[3], chips=[1, 1, 1], taken=[[], [], []], rules=rules)


def test_a_player_without_chips_must_take():
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[20, 21], chips=[0, 5, 5], taken=[[], [], []])
    assert game.legal_actions("A") == (TAKE,)
    with pytest.raises(IllegalAction, match="no chips left and must take the 20"):
        game.apply("A", PASS)
    assert game.pot == 0 and game.chips["A"] == 0


def test_the_game_ends_when_the_24th_card_is_taken():
    game = NoThanksGame(["A", "B", "C"], seed=7)
    while not game.is_over:
        game.apply(game.to_move, TAKE)
    assert sum(len(cards) for cards in game.taken.values()) == 24
    assert game.awaiting() == () and game.legal_actions("A") == ()
    result = game.result()
    assert result.winners == (result.standings[0],) or len(result.winners) > 1
    with pytest.raises(IllegalAction, match="over"):
        game.apply("A", TAKE)


def test_the_result_is_counted_once_when_the_last_card_is_taken():
    """Asked for before the end, the result is refused; the last take counts it, and a playout of
    the finished game plays nothing and returns that same result."""
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[20], chips=[0, 5, 3], taken=[[21], [], []])
    with pytest.raises(IllegalAction, match="not over"):
        game.result()
    events = game.apply("A", TAKE)
    result = game.result()
    assert events[1] == {"code": "nothanks.game_over", "why": {"code": "nothanks.over.last_card"}, "winners": ["B"],
                         "count": 1, "score": -5}
    assert game.playout(random.Random(1)) is result is game.result() and len(game.history) == 1
    assert (game.to_move, game.card, game.is_over) == (None, None, True)


def test_tied_players_share_the_win():
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[35], chips=[0, 5, 3], taken=[[5], [10], [8]])
    game.apply("A", TAKE)
    result = game.result()
    assert result.scores == {"A": 40, "B": 5, "C": 5} and result.low_wins
    assert result.winners == ("B", "C") and result.share("B") == 0.5


@pytest.mark.parametrize(("seat", "action", "message"), [
    ("B", TAKE, "it is A's turn, not B's"),
    ("Zed", TAKE, "unknown player"),
    (None, PASS, "unknown player"),
    ("A", "take", r"take the card or to say “No thanks!”, not \"take\"$"),
    ("A", "no thanks", r"No thanks!”, not \"no thanks\"$"),
    ("A", None, r"No thanks!”, not null$"),
    ("A", [TAKE], r"No thanks!”, not \[\{\"type\": \"take\"\}\]$"),
])
def test_illegal_actions_are_explained_and_change_nothing(seat, action, message):
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[20, 21, 22], chips=[3, 3, 3], taken=[[], [], []])
    before = json.dumps(game.snapshot(None))
    with pytest.raises(IllegalAction, match=message):
        game.apply(seat, action)
    assert json.dumps(game.snapshot(None)) == before and game.history == []


def test_actions_made_anew_are_the_game_s_own_and_look_alikes_are_refused():
    """apply() recognises PASS and TAKE by identity first: a Pass() or Take() of one's own (as read
    from JSON) does the same; a subclass is refused, and a Pass() still needs a chip."""
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[20, 21], chips=[3, 0, 3], taken=[[], [], []])
    assert game.apply("A", Pass()) == [{"code": "nothanks.pass", "seat": "A", "card": 20, "pot": 1}]
    with pytest.raises(IllegalAction, match="no chips left and must take the 20"):
        game.apply("B", Pass())

    class Grab(Take):
        pass

    with pytest.raises(IllegalAction, match=r"No thanks!”, not \{\"type\": \"grab\"\}$"):
        game.apply("B", Grab())
    assert game.apply("B", Take()) == [{"code": "nothanks.take_turn", "seat": "B", "card": 20, "chips": 1, "next": 21}]
    assert game.history == [("A", PASS), ("B", TAKE)] and game.chips == {"A": 2, "B": 1, "C": 3}


def test_a_seat_sees_its_own_chips_only_and_the_removed_cards_only_at_the_end():
    game = NoThanksGame(["A", "B", "C", "D"], seed=8)
    view = game.snapshot("A")
    assert view["chips"] == {"A": 11, "B": None, "C": None, "D": None}
    assert view["removed"] is None
    text = json.dumps(view)
    assert "deck" not in view and str(game._deck) not in text
    teacher = game.snapshot(None)
    assert teacher["removed"] == list(game.removed) and teacher["chips"]["B"] == 11
    while not game.is_over:
        game.apply(game.to_move, TAKE)
    assert game.snapshot("A")["chips"]["B"] is not None  # the final count shows everyone's chips
    assert game.snapshot("A")["removed"] == list(game.removed)  # and the cards that were out of play


def test_from_position_checks_what_it_is_given():
    with pytest.raises(ValueError, match="different cards"):
        NoThanksGame.from_position(["A", "B", "C"], deck=[5, 5], chips=[1, 1, 1], taken=[[], [], []])
    with pytest.raises(ValueError, match="one entry per player"):
        NoThanksGame.from_position(["A", "B", "C"], deck=[5], chips=[1, 1], taken=[[], [], []])
    with pytest.raises(ValueError, match="different cards"):
        NoThanksGame.from_position(["A", "B", "C"], deck=[], chips=[1, 1, 1], taken=[[], [], []])


def test_card_points_ignore_chips():
    assert card_points([]) == 0 and card_points([35, 34, 33]) == 33
