"""Every rule of the rules page, as a named test on an exact position (docs/rules/twin-it.md)."""

import json

import pytest

from cardwidgets import IllegalAction
from cardwidgets.games.twinit import (
    LEVELS,
    Card,
    Flip,
    Rules,
    Touch,
    TwinItGame,
    level,
    make_deck,
)
from cardwidgets.games.twinit.cards import faces
from cardwidgets.messages import render
from tests.engines.twinit.helpers import codes, game


def test_the_deck_has_135_double_sided_cards_of_the_chosen_split():
    deck = make_deck(seed=3)
    assert len(deck) == 135 and sorted(c.id for c in deck) == list(range(135))
    assert all(c.up != c.down for c in deck)
    assert sorted(f for c in deck for f in (c.up, c.down)) == sorted(faces((40, 71, 8)))
    assert len({f for c in deck for f in (c.up, c.down)}) == 119
    assert make_deck(seed=3) == deck and make_deck(seed=4) != deck
    other = make_deck(Rules(copies=(33, 85, 1)), seed=1)
    assert sorted(f for c in other for f in (c.up, c.down)) == sorted(faces((33, 85, 1)))


@pytest.mark.parametrize("copies", [(40, 71, 7), (40, 70, 10), (1, 2)])
def test_a_split_that_does_not_print_270_faces_of_at_most_119_designs_is_refused(copies):
    with pytest.raises(IllegalAction):
        Rules(copies=copies)


def test_a_card_never_shows_one_design_twice():
    with pytest.raises(ValueError):
        Card(0, 5, 5)


def test_the_deal_shares_the_cards_out_and_shows_each_pile_top():
    g = TwinItGame(["Ann", "Bob", "Cy", "Dee"], seed=1)
    snap = g.snapshot("Ann")
    assert [snap["piles"][p]["count"] for p in g.players] == [34, 34, 34, 33]
    assert len(g.visible()) == 4 and g.awaiting() == ("Ann",)
    assert g.legal_actions("Ann")[0] == Flip()


def test_a_plain_pair_goes_to_the_claimer_who_restarts():
    # Ann flips 11 onto the table: its other face (7) matches Bob's pile top.
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    events = g.apply("Ann", Flip(), at=1.0)
    assert codes(events) == ["twinit.flip"] and g.visible() == {0: 7, 1: 2, 2: 7}
    assert g.awaiting() == ("Bob",)
    g.apply("Bob", Touch(2), at=1.5)
    events = g.apply("Bob", Touch(0), at=1.7)
    assert codes(events) == ["twinit.pair"] and render(events[0]) == "Bob wins a pair of design 7."
    assert g.sets == {"Ann": [], "Bob": [[2, 0]]}
    assert g.visible() == {1: 2, 3: 3, 0: 7}  # Bob's next card shows; the set's top is visible
    assert g.awaiting() == ("Bob",)


def test_chain_reaction_the_last_winner_restarts():
    # Ann's flip shows 7, matching Bob's top; under Bob's 7 lies an 8 matching Cy's top.
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 8)], "Cy": [(4, 8), (5, 9)]})
    g.apply("Ann", Flip(), at=1.0)
    g.apply("Cy", Touch(2), at=1.2)
    g.apply("Cy", Touch(0), at=1.3)
    assert g.visible()[3] == 8 and g.awaiting() == ("Cy",)
    g.apply("Ann", Touch(3), at=1.6)
    g.apply("Ann", Touch(4), at=1.8)
    assert g.sets["Ann"] == [[3, 4]] and g.sets["Cy"] == [[2, 0]]
    assert g.awaiting() == ("Ann",)


def test_take_three_steals_a_won_set_with_its_third_copy():
    g = game({"Ann": [(0, 7), (1, 2, 7)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(2), at=0.6)  # Ann wins the pair of 7; her next card shows 2
    g.apply("Ann", Flip(), at=1.0)  # ... and flipped, its other face is the third 7
    events = g.apply("Cy", Touch(2), at=1.5)  # a hand on Ann's set (its top is card 2)
    events += g.apply("Cy", Touch(1), at=1.6)
    assert codes(events) == ["twinit.hand", "twinit.take_three"]
    assert render(events[1]) == "Cy takes the trio of design 7 from Ann."
    assert g.sets == {"Ann": [], "Bob": [], "Cy": [[0, 2, 1]]}
    assert g.awaiting() == ("Cy",)


def test_take_three_on_a_set_of_ones_own_makes_a_trio_of_it():
    g = game({"Ann": [(0, 7), (1, 2, 7)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(2), at=0.6)
    g.apply("Ann", Flip(), at=1.0)
    events = g.apply("Ann", Touch(2), at=1.5) + g.apply("Ann", Touch(1), at=1.6)
    assert codes(events) == ["twinit.hand", "twinit.take_three"] and events[1]["own"]
    assert render(events[1]) == "Ann makes a trio of design 7 with a set of their own."  # not "from Ann"
    assert render(events[1], "fr") == "Ann fait un trio du motif 7 avec une de ses séries."
    assert g.sets["Ann"] == [[0, 2, 1]]


def test_a_mistake_puts_your_last_set_under_your_own_pile_and_you_restart():
    g = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3), (4, 4)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(2), at=0.6)
    events = g.apply("Ann", Touch(1), at=2.0)
    events += g.apply("Ann", Touch(3), at=2.1)
    assert codes(events) == ["twinit.hand", "twinit.mistake"] and events[1]["lost"]
    assert render(events[1]) == "Ann made a mistake: design 2 and design 3 differ; a set goes under the pile."
    assert g.sets["Ann"] == [] and g.snapshot()["piles"]["Ann"]["count"] == 3
    assert g.visible()[1] == 2  # her pile's top is still her card 2: the set went underneath
    assert g.awaiting() == ("Ann",)
    g.apply("Bob", Touch(3), at=3.0)
    events = g.apply("Bob", Touch(1), at=3.1)  # Bob has no set: nothing is lost
    assert not events[0]["lost"] and g.awaiting() == ("Bob",)


def test_a_lost_set_comes_back_to_the_top_face_up_as_it_was_won():
    g = game({"Ann": [(0, 7)], "Bob": [(1, 7), (2, 3), (3, 4)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(1), at=0.6)  # Ann's pile is empty now
    g.apply("Ann", Touch(2), at=1.0)
    g.apply("Ann", Touch(1), at=1.1)  # 3 against her set's 7: a mistake; the set becomes her pile
    assert g.snapshot()["piles"]["Ann"] == {"count": 2, "top": {"id": 1, "design": 7, "since": 1.1}}


def test_tie_two_players_on_different_cards_of_one_match_flip_the_cards_involved():
    # Card 0 is on the table (7), card 2 is Bob's pile top (7): Ann and Bob each get one first.
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7, 9), (3, 3)]})
    g.apply("Ann", Flip(), at=0.5)
    g.apply("Ann", Touch(0), at=1.0)
    g.apply("Bob", Touch(2), at=1.1)
    events = g.apply("Ann", Touch(2), at=1.2)  # Bob's hand is underneath on card 2
    assert codes(events) == ["twinit.tie", "twinit.turned", "twinit.turned"]
    assert render(events[0]) == "Tie on design 7 between Ann and Bob: the cards are flipped."
    assert g.visible() == {0: 1, 1: 2, 2: 9, 3: 3}  # the table card turned, Bob's 7 flipped onto the table
    assert g.snapshot()["table"][1]["id"] == 2 and g.hands() == []
    assert g.sets == {"Ann": [], "Bob": []}


def test_tie_with_a_won_set_flips_only_the_other_card():
    g = game({"Ann": [(0, 7), (1, 2, 7)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(2), at=0.6)
    g.apply("Ann", Flip(), at=1.0)  # the third 7 on the table
    g.apply("Bob", Touch(2), at=1.5)  # Bob on the set
    g.apply("Cy", Touch(1), at=1.55)  # Cy on the table card
    events = g.apply("Bob", Touch(1), at=1.6)
    assert codes(events) == ["twinit.tie", "twinit.turned"]
    assert g.visible()[1] == 2 and g.sets["Ann"] == [[0, 2]]


def test_two_hands_on_the_same_card_the_one_underneath_has_priority():
    g = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g.apply("Ann", Touch(0), at=1.0)
    g.apply("Bob", Touch(0), at=1.1)  # on top of Ann's hand
    g.apply("Ann", Touch(2), at=1.2)
    assert g.sets["Ann"] == [[0, 2]]
    g2 = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g2.apply("Bob", Touch(0), at=1.0)  # Bob underneath this time
    g2.apply("Ann", Touch(0), at=1.1)
    events = g2.apply("Ann", Touch(2), at=1.2)
    assert codes(events)[0] == "twinit.tie" and g2.sets["Ann"] == []


def test_a_hand_waits_hand_seconds_for_its_partner_then_is_lifted():
    g = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g.apply("Bob", Touch(2), at=1.0)
    assert g.awaiting() == ("Ann",) and g.hands() == [{"seat": "Bob", "card": 2, "at": 1.0}]
    events = g.apply("Ann", Touch(0), at=2.5)  # Bob's hand was lifted at 2.0: no tie
    assert codes(events) == ["twinit.lift", "twinit.hand"] and events[0]["at"] == 2.0
    g.apply("Ann", Touch(2), at=2.6)
    assert g.sets["Ann"] == [[0, 2]]
    slow = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]}, rules=Rules(hand_seconds=0.1))
    slow.apply("Ann", Touch(0), at=1.0)
    slow.apply("Ann", Touch(2), at=1.2)  # too late: the first hand was lifted, this is a new first hand
    assert slow.sets["Ann"] == [] and [h["card"] for h in slow.hands()] == [2]


def test_a_third_copy_joining_a_visible_pair_is_not_three_at_once():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 7), (5, 4)]})
    events = g.apply("Ann", Flip(), at=1.0)
    assert codes(events) == ["twinit.flip"] and sorted(g.visible().values()).count(7) == 3


THREE_AT_ONCE = {"Ann": [(0, 5), (1, 7, 8), (2, 2)], "Bob": [(3, 5), (4, 7, 9), (5, 3)],
                 "Cy": [(6, 7, 11), (7, 6), (8, 4)]}


def test_three_at_once_nobody_takes_them_so_all_three_are_flipped_before_play_goes_on():
    # Ann wins the 5s: her next card and Bob's show 7, while Cy's 7 shows alone: three 7s, no pair before.
    g = game(THREE_AT_ONCE)
    g.apply("Ann", Touch(0), at=0.5)
    events = g.apply("Ann", Touch(3), at=0.6)
    assert codes(events) == ["twinit.pair", "twinit.three_at_once"] and events[1]["ids"] == [1, 4, 6]
    assert render(events[1]) == "Three times design 7 at once!"
    events = g.apply("Ann", Flip(), at=2.0)
    assert codes(events) == ["twinit.turned"] * 3 + ["twinit.flip"]
    assert g.visible() == {1: 8, 4: 9, 6: 11, 2: 62, 5: 3, 7: 6, 3: 5}


def test_three_at_once_two_taken_and_the_third_flipped():
    g = game({"Ann": [(0, 5), (1, 7, 8), (2, 2)], "Bob": [(3, 5), (4, 7, 9), (5, 3)],
              "Cy": [(6, 7, 11), (7, 6), (8, 4)]})
    g.apply("Ann", Touch(0), at=0.5)
    g.apply("Ann", Touch(3), at=0.6)
    g.apply("Bob", Touch(1), at=1.0)
    events = g.apply("Bob", Touch(4), at=1.1)
    assert codes(events) == ["twinit.pair", "twinit.turned"]
    assert g.visible()[6] == 11 and g.snapshot()["piles"]["Cy"]["top"]["id"] == 7  # Cy's 7 onto the table


def test_five_sets_win_the_game():
    g = game({"Ann": [(i, i + 1) for i in range(6)], "Bob": [(10 + i, i + 1) for i in range(6)]})
    for i in range(5):
        events = g.apply("Ann", Touch(i), at=i + 0.1)
        events += g.apply("Ann", Touch(10 + i), at=i + 0.2)
    assert codes(events)[-1] == "twinit.end.sets" and g.is_over and g.awaiting() == ()
    # The end says the standings, every seat's sets, the most first: a class saw only the winner's.
    assert render(events[-1]) == "Game over: Ann reached 5 sets. Standings in sets: 1st Ann: 5 and 2nd Bob: 0."
    result = g.result()
    assert result.scores == {"Ann": 5, "Bob": 0} and result.winners == ("Ann",)
    with pytest.raises(IllegalAction, match="over"):
        g.apply("Bob", Touch(5))


def test_the_game_ends_when_no_pile_is_left_to_restart_play_most_sets_win():
    g = game({"Ann": [(0, 7)], "Bob": [(1, 7), (2, 3)]})
    g.apply("Ann", Touch(0), at=0.5)
    events = g.apply("Ann", Touch(1), at=0.6)
    assert not g.is_over and g.awaiting() == ("Bob",)  # Ann's pile is empty: Bob restarts
    events += g.apply("Bob", Flip(), at=1.0)  # Bob's last card: nobody can restart play any more
    assert codes(events)[-1] == "twinit.end.stuck" and g.awaiting() == ()
    assert g.result().winners == ("Ann",) and g.result().scores == {"Ann": 1, "Bob": 0}
    tie = game({"Ann": [(0, 1, 7)], "Bob": [(1, 9, 7)]})
    tie.apply("Ann", Flip(), at=0.5)
    events = tie.apply("Bob", Flip(), at=1.0)  # a 7 and a 7 show, but the piles are gone
    assert codes(events)[-1] == "twinit.end.stuck" and tie.result().winners == ("Ann", "Bob")
    # Ties share a place, in the same language as the rest of the end.
    assert render(events[-1], "it") == ("Non resta nessuna carta da girare e il gioco non può ripartire: la partita "
                                        "finisce; più set: Ann e Bob. Classifica in set: 1° Ann: 0 e 1° Bob: 0.")


def test_the_standings_are_data_the_most_sets_first_ties_sharing_a_place():
    spec = {"Ann": [(0, 1), (1, 2)], "Bob": [(2, 1), (3, 5)], "Cy": [(4, 2), (5, 6)], "Dee": [(6, 40)]}
    g = game(spec, rules=Rules(sets_to_win=3))
    g.apply("Cy", Touch(0), at=0.1)
    g.apply("Cy", Touch(2), at=0.2)  # Cy's pair of 1s shows Ann's 2 beside Cy's own 2
    g.apply("Bob", Touch(1), at=0.3)
    g.apply("Bob", Touch(4), at=0.4)
    standings = g.standings()
    assert standings["code"] == "twinit.standings"
    assert [(r["place"], r["seats"], r["n"], r["team"]) for r in standings["ranks"]] == \
        [(1, ["Bob"], 1, 0), (1, ["Cy"], 1, 0), (3, ["Ann"], 0, 0), (3, ["Dee"], 0, 0)]
    assert render(standings, "fr") == "Classement en séries\u00a0: 1re Bob\u00a0: 1, 1re Cy\u00a0: 1, 3e Ann\u00a0: 0 et 3e Dee\u00a0: 0."


def test_forbidden_designs_winning_one_is_a_mistake_and_another_winner_frees_it():
    rules = Rules(forbidden={"Ann": (7, 8, 9)})
    g = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 8)], "Cy": [(4, 8, 3), (5, 4)]}, rules=rules)
    g.apply("Ann", Touch(0), at=0.5)
    events = g.apply("Ann", Touch(2), at=0.6)
    assert codes(events) == ["twinit.mistake"] and events[0]["reason"] == "forbidden"
    assert render(events[0]) == "Ann made a mistake: design 7 is forbidden to Ann."
    g.apply("Bob", Touch(0), at=1.0)
    events = g.apply("Bob", Touch(2), at=1.1)  # Bob wins the 7s: Ann is free of 7
    assert codes(events) == ["twinit.pair", "twinit.freed"]
    assert g.snapshot()["forbidden"]["Ann"] == [8, 9]


def test_forbidden_designs_in_a_dealt_game_set_one_card_of_each_aside():
    g = TwinItGame(["Ann", "Bob", "Cy"], seed=5, rules=Rules(forbidden={"Ann": (0, 50, 118)}))
    snap = g.snapshot()
    assert snap["aside"]["Ann"] == [0, 50, 118]
    assert sum(p["count"] for p in snap["piles"].values()) == 132


def test_more_forbidden_seats_than_cards_of_a_design_is_refused_clearly():
    single = 118  # printed once: one card to set aside, for one seat only
    with pytest.raises(IllegalAction, match="no card of design 118 is left"):
        TwinItGame(["Ann", "Bob", "Cy"], seed=5, rules=Rules(forbidden={"Ann": (single,), "Bob": (single,)}))


def test_team_mode_a_claim_needs_two_teammates():
    teams = [["Ann", "Cy"], ["Bob", "Dee"]]
    spec = {"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)], "Dee": [(6, 6), (8, 8)]}
    g = game(spec, rules=Rules(mode="team"), teams=teams)
    g.apply("Ann", Touch(0), at=0.5)
    events = g.apply("Cy", Touch(2), at=0.8)  # Ann's teammate completes the claim
    assert codes(events) == ["twinit.pair"] and render(events[0]) == "Ann and Cy win a pair of design 7."
    assert g.sets["Ann"] == [[0, 2]]
    assert g.flippers() == ("Ann", "Bob", "Cy", "Dee")  # anyone may restart
    assert g.awaiting() == ("Ann",)  # the game waits first for the claimer
    g.apply("Dee", Flip(), at=1.5)
    assert g.awaiting() == ("Ann",)  # then clockwise from Dee


def test_team_mode_one_players_two_hands_are_a_mistake():
    spec = {"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)], "Dee": [(6, 6), (8, 8)]}
    g = game(spec, rules=Rules(mode="team"))  # Ann and Cy against Bob and Dee
    g.apply("Ann", Touch(0), at=0.5)
    events = g.apply("Ann", Touch(2), at=0.6)
    assert codes(events) == ["twinit.mistake"] and events[0]["reason"] == "alone"
    # The page says what to do instead ("one player's two hands" did not: a reader who found a
    # real pair by two clicks lost a set and was not told that a teammate puts the other hand).
    # Both cards show one design: it is named once ("sul disegno 7 e sul disegno 7" read as a slip).
    assert render(events[0], "it") == ("Ann ha sbagliato: le due mani, sulle due carte del disegno 7, erano entrambe di Ann: "
                                       "in squadra si reclama con le mani di due compagni.")
    assert "design 7, were Ann's" in render(events[0], "en") and render(events[0], "en").count("design 7") == 1
    g.apply("Ann", Touch(0), at=1.0)
    with pytest.raises(IllegalAction, match=r"team is already on this card \(design 7\)"):
        g.apply("Cy", Touch(0), at=1.1)


def test_team_mode_anyone_restarts_after_a_mistake_too():
    """"Cualquiera puede reanudar la partida tras ser interrumpida": a mistake interrupts play as a
    claim does, so any player with a pile may flip next; then the turn goes on clockwise."""
    spec = {"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)], "Dee": [(6, 6), (8, 8)]}
    g = game(spec, rules=Rules(mode="team"))
    g.apply("Ann", Touch(0), at=0.5)
    assert codes(g.apply("Ann", Touch(2), at=0.6)) == ["twinit.mistake"]
    assert g.flippers() == ("Ann", "Bob", "Cy", "Dee") and g.awaiting() == ("Ann",)
    assert codes(g.apply("Cy", Flip(), at=1.0)) == ["twinit.flip"]
    assert g.flippers() == ("Dee",) == g.awaiting()


def test_team_mode_five_team_sets_win():
    spec = {"Ann": [(i, i + 1) for i in range(6)], "Bob": [(10 + i, i + 1) for i in range(6)],
            "Cy": [(20, 40)], "Dee": [(21, 41)]}
    g = game(spec, rules=Rules(mode="team"), teams=[["Ann", "Bob"], ["Cy", "Dee"]])
    for i in range(5):
        g.apply("Ann" if i % 2 else "Bob", Touch(i), at=i + 0.1)
        g.apply("Bob" if i % 2 else "Ann", Touch(10 + i), at=i + 0.2)
    assert g.is_over and g.result().winners == ("Ann", "Bob")
    assert g.result().scores == {"Ann": 5, "Bob": 5, "Cy": 0, "Dee": 0}
    # The standings are the teams', each named with its players.
    assert render(g.result().reason, "es").endswith(
        "Clasificación en conjuntos: 1.º equipo 1 (Ann y Bob): 5 y 2.º equipo 2 (Cy y Dee): 0.")
    # Nobody flips once it is over (the winning claim left "anyone may restart" open: the table
    # offered Flip to the reader, and marked every seat's turn, under the result).
    assert g.flippers() == () and g.snapshot("Cy")["flippers"] == [] and g.legal_actions("Cy") == []


def cooperative(rules=None, players=("Ann",)):
    return game({players[0]: [(0, 7, 8), (1, 7, 9), (2, 8, 20), (3, 7, 21), (4, 30, 31), (5, 32, 20)],
                 **{p: [] for p in players[1:]}}, rules=rules or Rules(mode="cooperative"))


def test_cooperative_mode_all_cards_on_the_table_pairs_score_1_and_trios_2():
    g = cooperative()
    assert g.visible() == {0: 7, 1: 7, 2: 8, 3: 7, 4: 30, 5: 32} and g.awaiting() == ("Ann",)
    g.apply("Ann", Touch(0), at=1.0)
    g.apply("Ann", Touch(1), at=1.2)
    g.apply("Ann", Touch(1), at=2.0)  # the set's top ...
    g.apply("Ann", Touch(3), at=2.1)  # ... and the third 7: a trio, 2 points
    assert g.snapshot()["scores"] == {"Ann": 2}
    g.apply("Ann", Flip(2), at=3.0)  # turn over any card on the table: 8 becomes 20
    g.apply("Ann", Flip(5), at=3.5)
    assert g.visible()[2] == 20 == g.visible()[5]
    events = g.advance(60.0)
    assert codes(events) == ["twinit.end.time"] and g.is_over
    assert render(events[0]) == "Time is up: 2 points, level: beginners."  # all win or lose together
    assert g.result().details["level"] == "beginners"


def test_cooperative_mode_a_wrong_pair_costs_nothing_and_time_is_up_at_60_seconds():
    g = cooperative()
    g.apply("Ann", Touch(0), at=1.0)
    events = g.apply("Ann", Touch(2), at=1.2)
    assert codes(events) == ["twinit.miss"] and g.snapshot()["scores"] == {"Ann": 0}
    with pytest.raises(IllegalAction, match="time is up"):
        g.apply("Ann", Touch(0), at=60.0)
    with pytest.raises(IllegalAction, match="table"):
        g.apply("Ann", Flip(), at=2.0)


def test_cooperative_mode_ends_when_no_pair_is_left_to_make():
    g = game({"Ann": [(0, 7, 8), (1, 7, 9)]}, rules=Rules(mode="cooperative"))
    g.apply("Ann", Touch(0), at=1.0)
    events = g.apply("Ann", Touch(1), at=1.5)
    assert codes(events) == ["twinit.pair", "twinit.end.exhausted"] and g.now == 1.5


def test_cooperative_individual_variant_counts_per_player_and_forbids_stealing():
    g = cooperative(Rules(mode="cooperative", coop_individual=True), players=("Ann", "Bob"))
    g.apply("Ann", Touch(0), at=1.0)
    g.apply("Ann", Touch(1), at=1.2)
    assert Touch(1) not in g.legal_actions("Bob") and Touch(1) in g.legal_actions("Ann")
    with pytest.raises(IllegalAction, match="no stealing"):
        g.apply("Bob", Touch(1), at=2.0)
    events = g.advance(60)
    assert g.result().scores == {"Ann": 1, "Bob": 0} and g.result().winners == ("Ann",)
    assert render(events[-1]) == "Time is up: 1 point, level: beginners; most points: Ann."
    assert render(events[-1], lang="fr") == "Temps écoulé\u00a0: 1 point, niveau\u00a0: débutants\u00a0; le plus de points\u00a0: Ann."


@pytest.mark.parametrize("players, score, expected", [
    (1, 4, "beginners"), (1, 5, "experienced"), (1, 6, "experienced"), (1, 7, "experts"), (1, 10, "geniuses"),
    (2, 9, "beginners"), (2, 13, "experts"), (2, 18, "geniuses"), (3, 26, "experts"), (3, 27, "geniuses"),
    (4, 19, "beginners"), (4, 20, "experienced"), (4, 36, "geniuses"), (5, 30, "experienced"),
    (5, 45, "geniuses"), (6, 29, "beginners"), (6, 37, "experts"), (6, 53, "experts"), (6, 54, "geniuses"),
])
def test_the_cooperative_level_table(players, score, expected):
    assert level(players, score) == expected


# The rulebook's table ("PUNTUACIÓN MODO COOPERATIVO"), row by row: beginners "o -" up to the first
# number, then "de a a b" for experienced and experts, geniuses "o +" from the last number.
RULEBOOK_LEVELS = {1: (4, (5, 6), (7, 9), 10), 2: (9, (10, 12), (13, 17), 18), 3: (14, (15, 18), (19, 26), 27),
                   4: (19, (20, 24), (25, 35), 36), 5: (24, (25, 30), (31, 44), 45), 6: (29, (30, 36), (37, 53), 54)}


@pytest.mark.parametrize("players", sorted(RULEBOOK_LEVELS))
def test_every_cell_of_the_rulebook_level_table(players):
    """Both ends of every cell of the cooperative table, for 1 to 6 players, and 0 points."""
    beginners, experienced, experts, geniuses = RULEBOOK_LEVELS[players]
    assert [level(players, score) for score in (0, beginners)] == ["beginners"] * 2
    assert [level(players, score) for score in experienced] == ["experienced"] * 2
    assert [level(players, score) for score in experts] == ["experts"] * 2
    assert [level(players, score) for score in (geniuses, 2 * 135)] == ["geniuses"] * 2


def test_the_level_table_rows_meet_without_gaps():
    assert list(LEVELS) == [1, 2, 3, 4, 5, 6]
    assert all(a < b < c for a, b, c in LEVELS.values())


@pytest.mark.parametrize("action, at, why", [
    (Touch(3), 1.0, "not one"),  # Bob's second card is hidden
    (Touch(True), 1.0, "not one"),
    (Flip(), 1.0, "Ann's"),  # Bob flips out of turn
    ("flip", 1.0, "a move flips a card or touches one, not \"flip\""),
    (Touch(2), -1.0, "time runs forwards"),
    (Touch(2), float("nan"), "number of seconds"),
    (Touch(2), 10**400, "number of seconds"),  # too large for a float: an OverflowError escaped
    (Touch(2), 1e308, "later than any game"),  # taken, it was the game's now, where time stood still
    (Touch(2), 86_401, "later than any game"),
    (Flip(0), 1.0, "own pile"),
])
def test_illegal_actions_are_refused_and_change_nothing(action, at, why):
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    before = json.dumps(g.snapshot("Bob"))
    with pytest.raises(IllegalAction, match=why) as refused:
        g.apply("Bob", action, at=at)
    assert json.dumps(g.snapshot("Bob")) == before
    assert refused.value.message is not None  # a catalogue message, for the page
    assert all(render(refused.value.message, lang) != render(refused.value.message) for lang in ("it", "fr", "es"))


def test_touches_need_no_turn_and_a_flip_lifts_a_hand_from_the_card_it_moves():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    assert Touch(0) in g.legal_actions("Bob") and g.awaiting() == ("Ann",)
    g.apply("Bob", Touch(0), at=1.0)  # Bob's hand on Ann's pile top
    events = g.apply("Ann", Flip(), at=1.5)  # the card goes over onto the table: the hand comes off
    assert codes(events) == ["twinit.flip"] and g.hands() == []
    g.apply("Bob", Touch(0), at=1.6)
    g.apply("Bob", Touch(2), at=1.7)
    assert g.sets["Bob"] == [[0, 2]]


def test_time_none_means_the_time_of_the_last_action():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g.apply("Ann", Flip(), at=2.5)
    events = g.apply("Bob", Touch(2))
    assert events[0]["at"] == 2.5 and g.now == 2.5


def test_the_down_face_of_a_pile_card_is_never_shown():
    g = TwinItGame(["Ann", "Bob", "Cy"], seed=2)
    snap = json.dumps(g.snapshot("Ann", reveal=True))
    for seat in g.players:
        top = g.snapshot()["piles"][seat]["top"]
        assert g.visible()[top["id"]] == top["design"]
    assert '"down"' not in snap and len(g.visible()) == 3


def test_modes_have_their_table_sizes():
    assert (Rules().min_players, Rules().max_players) == (2, 6)
    assert (Rules(mode="team").min_players, Rules(mode="cooperative").min_players) == (4, 1)
    with pytest.raises(IllegalAction, match="team"):
        TwinItGame(["Ann", "Bob", "Cy"], rules=Rules(mode="team"))
    with pytest.raises(IllegalAction, match="teams"):
        TwinItGame(["Ann", "Bob", "Cy", "Dee"], rules=Rules(mode="team"), teams=[["Ann"], ["Bob", "Cy", "Dee"]])
    TwinItGame(["Solo"], rules=Rules(mode="cooperative"))


def test_card_data_of_a_face_is_what_the_page_draws():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    event = g.apply("Ann", Flip(), at=1.0)[0]
    assert event["card"] == {"deck": "twinit", "design": 7}
    assert render(event, "es") == "Ann da la vuelta al diseño 7."


@pytest.mark.parametrize("seat", ["", "   ", "\t\n", None, 3, ["Ann"], b"Ann"])
def test_a_seat_without_a_name_is_refused(seat):
    """The widgets refuse an empty name, and No Thanks!' engine one that is not words; Twin It!'s dealt
    a seat called "" (or None, or 3), which the table's and the log's lines showed as nothing."""
    for rules in (Rules(), Rules(mode="cooperative")):
        with pytest.raises(IllegalAction, match="a seat's name is words to show at the table, not"):
            TwinItGame(["Ann", seat] if rules.mode != "cooperative" else [seat], seed=1, rules=rules)


def test_good_names_deal_as_before():
    """Names with spaces inside, accents or one letter deal the same game as any names do."""
    names = ["Ann Marie", "Zoé", "B"]
    assert TwinItGame(names, seed=5).players == tuple(names)
    plain = TwinItGame(["x", "y", "z"], seed=5).snapshot(None)
    renamed = TwinItGame(names, seed=5).snapshot(None)
    assert [p["top"] for p in plain["piles"].values()] == [p["top"] for p in renamed["piles"].values()]
    assert [p["count"] for p in plain["piles"].values()] == [p["count"] for p in renamed["piles"].values()]
