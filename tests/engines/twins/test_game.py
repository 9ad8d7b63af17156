"""A game of Twins through the shared protocol (docs/rules/twins.md: "A hand", "Bankruptcy and the end")."""

import itertools
import json
import random
from typing import Any

import pytest

from cardwidgets import IllegalAction
from cardwidgets.games.twins import Buy, Card, Play, Rules, TwinsGame, settle
from cardwidgets.games.twins.cards import COLORS, DEFAULT_INK, layout
from cardwidgets.games.twins.game import HandPlays
from cardwidgets.messages import render

from .helpers import fingerprint, play_randomly, rig

C = Card.parse
PLAYERS = ["Ann", "Bob", "Cy"]


def everyone_buys_nothing(game):
    for _ in game.players:
        game.apply(game.awaiting()[0], Buy(0))


def test_the_deal_and_the_buying_order():
    game = TwinsGame(["Ann", "Bob", "Cy", "Dee"], seed=3)
    assert all(len(game.hands[p]) == 8 for p in game.players)
    assert game.chips == dict.fromkeys(game.players, 3 * 1 + 2 * 2 + 1 * 5) and game.pot == 0  # "tre gettoni da 1, due da 2 ed uno da 5"
    assert len(game.deck) == 60 - 32
    dealer = game.dealer
    order = [game.players[(dealer + k) % 4] for k in (1, 2, 3, 4)]
    seen = []
    for _ in range(4):
        (seat,) = game.awaiting()
        seen.append(seat)
        game.apply(seat, Buy(0))
    assert seen == order  # from the dealer's left, the dealer last
    assert game.phase == "play" and game.play == 1


def test_buying_costs_1_for_one_card_and_3_for_two_paid_into_the_pot():
    game = TwinsGame(PLAYERS, seed=1)
    first, second, third = (game.players[(game.dealer + k) % 3] for k in (1, 2, 3))
    events = game.apply(first, Buy(1))
    assert events[0] == {"code": "twins.buy", "seat": first, "count": 1, "cost": 1}
    assert render(events[0]) == f"{first} buys 1 card for 1 chip."
    held, top = game.hands[second], game.deck[:2]
    game.apply(second, Buy(2))
    assert game.hands[second] == sorted(held + top, key=lambda card: card.id) and len(held) == 8  # a new list
    game.apply(third, Buy(0))
    assert (game.chips[first], game.chips[second], game.chips[third], game.pot) == (11, 9, 12, 4)
    assert [len(game.hands[s]) for s in (first, second, third)] == [9, 10, 8]
    assert game.bought == {first: 1, second: 2, third: 0}
    assert sum(len(h) for h in game.hands.values()) + len(game.deck) == 60


def test_nobody_buys_more_than_they_can_pay_for():
    game = TwinsGame(PLAYERS, seed=1)
    (seat,) = game.awaiting()
    game.chips[seat] = 2
    assert game.legal_actions(seat) == (Buy(0), Buy(1))
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match=r"cost 3 and .* holds 2"):
        game.apply(seat, Buy(2))
    assert fingerprint(game) == before


def test_each_player_buys_once_in_turn():
    game = TwinsGame(PLAYERS, seed=1)
    (seat,) = game.awaiting()
    game.apply(seat, Buy(1))
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match="turn to buy, not " + seat):
        game.apply(seat, Buy(1))
    assert fingerprint(game) == before


def test_plays_are_chosen_face_down_and_revealed_together():
    game = TwinsGame(PLAYERS, seed=2)
    everyone_buys_nothing(game)
    rig(game, Ann="4 blue, 4 yellow, 1 grey, 2 green, 3 pink, 5 blue, 6 purple, 7 grey",
        Bob="8 purple, 8 grey, 1 blue, 2 yellow, 3 purple, 5 grey, 6 green, 7 pink",
        Cy="5 yellow, 7 green, 1 yellow, 2 purple, 3 grey, 6 pink, 9 blue, 10 grey")
    assert set(game.awaiting()) == {"Ann", "Bob", "Cy"}
    game.apply("Ann", Play(C("4 blue"), C("4 yellow")))
    assert game.awaiting() == ("Bob", "Cy")
    assert game.snapshot("Bob")["chosen"]["Ann"] is True
    assert game.snapshot("Bob")["choices"]["Ann"] is None
    game.apply("Bob", Play(C("8 grey"), C("8 purple")))
    events = game.apply("Cy", Play(C("5 yellow"), C("7 green")))
    reveal = next(e for e in events if e["code"] == "twins.reveal")
    assert render(reveal) == "Play 1, revealed: Ann (Twins of 4), Bob (Pair of 8) and Cy (Singles 12)."
    settle = next(e for e in events if e["code"] == "twins.settle")
    assert {s: render(c["combo"]) for s, c in settle["combos"].items()} == {
        "Ann": "Twins of 4", "Bob": "Pair of 8", "Cy": "Singles 12"}
    assert settle["delta"] == {"Ann": 0, "Bob": 0, "Cy": -2}  # play 1 at 3 players: the last pays 2
    assert game.pot == 2 and game.play == 2
    assert len(game.discards) == 6 and all(len(game.hands[p]) == 6 for p in PLAYERS)


def test_play_errors_change_nothing():
    game = TwinsGame(PLAYERS, seed=2)
    everyone_buys_nothing(game)
    ann = game.hands["Ann"]
    bobs = game.hands["Bob"][0]
    before = fingerprint(game)
    bad: list[tuple[Any, Any, str]] = [  # wrong seats and actions of any type
        ("Ann", Play(ann[0], bobs), "does not hold"),
        ("Ann", Buy(1), "must choose two cards"),
        ("Ann", (ann[0], ann[1]), "must choose two cards"),
        ("Ann", "garbage", "must choose two cards"),
        ("Zed", Play(ann[0], ann[1]), "unknown player"),
        (None, Play(ann[0], ann[1]), "unknown player"),
    ]
    for seat, action, message in bad:
        with pytest.raises(IllegalAction, match=message):
            game.apply(seat, action)
        assert fingerprint(game) == before
    game.apply("Ann", Play(ann[0], ann[1]))
    with pytest.raises(IllegalAction, match="already chosen"):
        game.apply("Ann", Play(ann[2], ann[3]))


def test_a_play_read_from_another_seats_legal_list_is_refused():
    """The legal list's quick check (the play last read from it is the hand's) is the seat's own:
    Bob cannot play what he read from Ann's list, nor Ann what she read before her hand changed."""
    game = TwinsGame(PLAYERS, seed=2)
    everyone_buys_nothing(game)
    anns, bobs = game.legal_actions("Ann"), game.legal_actions("Bob")
    taken = bobs[0]  # Bob's list has handed out a play last
    play = anns[len(anns) - 1]
    assert isinstance(play, Play)
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match="does not hold"):
        game.apply("Bob", play)
    assert fingerprint(game) == before
    game.apply("Bob", taken)
    assert game.awaiting() == ("Ann", "Cy")  # chosen out of the order awaited
    game.apply("Ann", play)
    for seat in game.awaiting():  # the others choose: the play is revealed and the hands change
        game.apply(seat, game.legal_actions(seat)[0])
    assert game.play == 2 and all(card not in game.hands["Ann"] for card in play.cards)
    with pytest.raises(IllegalAction, match="does not hold"):
        game.apply("Ann", play)


@pytest.mark.parametrize("bad", [(C("4 blue"), C("4 blue")), ("4 blue", C("4 pink")), (1, 2)])
def test_a_play_is_two_different_cards(bad):
    with pytest.raises(IllegalAction):
        Play(*bad)


@pytest.mark.parametrize("count", [3, -1, True, "1", None])
def test_garbage_buys_are_refused(count):
    game = TwinsGame(PLAYERS, seed=1)
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match="0, 1 or 2"):
        game.apply(game.awaiting()[0], Buy(count))
    assert fingerprint(game) == before


def play_round(game, plays):
    """Each seat plays its pair; the events of the round."""
    events = []
    for seat, pair in plays.items():
        a, b = (C(x) for x in pair.split(","))
        events += game.apply(seat, Play(a, b))
    return events


def test_the_loser_of_play_3_sits_out_play_4():
    game = TwinsGame(PLAYERS, seed=4)
    everyone_buys_nothing(game)
    rig(game, Ann="1 blue, 2 green, 3 blue, 4 green, 1 yellow, 2 pink, 9 blue, 9 yellow",
        Bob="5 blue, 6 green, 5 yellow, 6 pink, 7 blue, 8 green, 10 blue, 10 yellow",
        Cy="1 grey, 2 purple, 3 grey, 4 purple, 5 grey, 6 purple, 7 grey, 8 purple")
    play_round(game, {"Ann": "1 blue, 2 green", "Bob": "5 blue, 6 green", "Cy": "1 grey, 2 purple"})
    play_round(game, {"Ann": "3 blue, 4 green", "Bob": "5 yellow, 6 pink", "Cy": "3 grey, 4 purple"})
    play_round(game, {"Ann": "1 yellow, 2 pink", "Bob": "7 blue, 8 green", "Cy": "5 grey, 6 purple"})
    assert game.play == 4 and game.sit_out == {"Ann"}
    assert game.awaiting() == ("Bob", "Cy")
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match="sits out play 4"):
        game.apply("Ann", Play(C("9 blue"), C("9 yellow")))
    assert fingerprint(game) == before
    pot = game.pot
    events = game.apply("Bob", Play(C("10 blue"), C("10 yellow")))
    events += game.apply("Cy", Play(C("7 grey"), C("8 purple")))
    assert next(e for e in events if e["code"] == "twins.settle")["delta"]["Bob"] == pot
    assert game.hand_number == 2 and game.pot == 0


def test_when_everyone_ties_last_in_play_3_nobody_plays_4_and_the_pot_stays():
    game = TwinsGame(PLAYERS, seed=5)
    everyone_buys_nothing(game)
    rig(game, Ann="1 blue, 2 green, 3 blue, 4 green, 1 yellow, 2 pink, 9 blue, 9 yellow",
        Bob="5 blue, 6 green, 5 yellow, 6 pink, 1 purple, 2 grey, 10 blue, 10 yellow",
        Cy="7 grey, 8 purple, 3 grey, 4 purple, 1 green, 2 blue, 7 green, 8 blue")
    play_round(game, {"Ann": "1 blue, 2 green", "Bob": "5 blue, 6 green", "Cy": "7 grey, 8 purple"})
    play_round(game, {"Ann": "3 blue, 4 green", "Bob": "5 yellow, 6 pink", "Cy": "3 grey, 4 purple"})
    pot = game.pot
    events = play_round(game, {"Ann": "1 yellow, 2 pink", "Bob": "1 purple, 2 grey", "Cy": "1 green, 2 blue"})
    settles = [e for e in events if e["code"] == "twins.settle"]
    assert [s["play"] for s in settles] == [3, 4]
    assert settles[1]["pot"] == pot + 3  # everyone paid 1; nobody took the pot
    assert game.hand_number == 2 and game.pot == pot + 3


def test_bankruptcy_ends_the_game_after_the_hand():
    game = TwinsGame(PLAYERS, seed=6)
    everyone_buys_nothing(game)
    rig(game, Ann="1 blue, 2 green, 3 blue, 4 green, 1 yellow, 2 pink, 9 blue, 9 yellow",
        Bob="5 blue, 6 green, 5 yellow, 6 pink, 7 blue, 8 green, 10 blue, 10 yellow",
        Cy="7 grey, 8 purple, 3 grey, 4 purple, 5 grey, 6 grey, 7 green, 8 blue")
    game.chips["Ann"], game.pot = 1, 11  # keep the 36 chips accounted for
    play_round(game, {"Ann": "1 blue, 2 green", "Bob": "5 blue, 6 green", "Cy": "7 grey, 8 purple"})
    assert game.bankrupt == {"Ann"} and game.chips["Ann"] == 0 and game.pot == 12
    assert "Ann" not in game.awaiting()
    with pytest.raises(IllegalAction, match="bankrupt"):
        game.apply("Ann", Play(C("3 blue"), C("4 green")))
    play_round(game, {"Bob": "5 yellow, 6 pink", "Cy": "3 grey, 4 purple"})  # Bob wins 3
    play_round(game, {"Bob": "7 blue, 8 green", "Cy": "5 grey, 6 grey"})  # Bob pays 1, sits out
    assert not game.is_over and game.awaiting() == ("Cy",)
    events = game.apply("Cy", Play(C("7 green"), C("8 blue")))
    assert game.is_over and game.awaiting() == ()
    assert render(events[-1]) == "The game ends: Ann went bankrupt. Winner: Cy, with 22 chips."
    result = game.result()
    assert result.scores == {"Ann": 0, "Bob": 14, "Cy": 22} and result.winners == ("Cy",)
    assert result.details == {"bankrupt": ["Ann"], "hands_played": 1}
    assert result.reason == {"code": "twins.over.bankrupt", "seats": ["Ann"], "count": 1}
    with pytest.raises(IllegalAction, match="over"):
        game.apply("Bob", Buy(0))


def test_players_tied_for_the_most_chips_share_the_win():
    """"Vince il giocatore che ha accumulato il maggior valore in gettoni": the rulebooks name no
    tie-break, so every player with the most chips wins. Ann goes bankrupt in play 1; Bob and Cy tie
    for first in play 2 (3 players, "the first wins 3": nobody is paid) and for last in play 3 (both
    pay 1 and sit out), so nobody plays play 4 and they end on 11 chips each."""
    game = TwinsGame(PLAYERS, seed=6)
    everyone_buys_nothing(game)
    rig(game, Ann="1 blue, 2 green, 9 blue, 9 yellow, 10 blue, 10 yellow, 5 pink, 6 pink",
        Bob="5 blue, 6 green, 3 blue, 4 green, 1 yellow, 2 pink, 7 blue, 8 green",
        Cy="7 grey, 8 purple, 3 grey, 4 purple, 1 purple, 2 grey, 7 green, 8 blue")
    game.chips["Ann"], game.pot = 1, 11  # the 36 chips accounted for
    play_round(game, {"Ann": "1 blue, 2 green", "Bob": "5 blue, 6 green", "Cy": "7 grey, 8 purple"})
    assert game.bankrupt == {"Ann"}
    play_round(game, {"Bob": "3 blue, 4 green", "Cy": "3 grey, 4 purple"})  # Singles 7 twice: nobody paid
    events = play_round(game, {"Bob": "1 yellow, 2 pink", "Cy": "1 purple, 2 grey"})  # Singles 3 twice
    assert game.is_over and events[-1]["code"] == "twins.game_over"
    result = game.result()
    assert result.scores == {"Ann": 0, "Bob": 11, "Cy": 11} and game.pot == 14
    assert result.winners == ("Bob", "Cy") and result.share("Bob") == result.share("Cy") == 0.5
    assert render(events[-1]) == "The game ends: Ann went bankrupt. Winners: Bob and Cy, with 11 chips."


def test_each_hand_the_new_dealer_shuffles_all_60_cards_and_deals_8():
    """"il nuovo mazziere rimischia tutte le carte e dà inizio ad una nuova mano": the played cards
    and the deck come back, and everyone holds 8 again, whatever they bought in the hand before."""
    game = TwinsGame(PLAYERS, seed=12)
    first_dealer = game.dealer
    rng = random.Random(12)
    while game.hand_number == 1:
        for seat in game.awaiting():
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert not game.is_over and game.phase == "buy" and game.dealer == (first_dealer + 1) % 3
    assert game.discards == [] and all(len(game.hands[p]) == 8 for p in PLAYERS)
    assert sorted([*game.deck, *(c for p in PLAYERS for c in game.hands[p])], key=lambda c: c.id) == list(game._cards)


def test_at_six_players_the_cards_left_let_everyone_buy_two():
    """8 cards each to 6 players leaves 12: "ciascun giocatore può acquistare una o due carte
    aggiuntive" holds for everyone at the largest table."""
    game = TwinsGame(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"], seed=13)
    assert len(game.deck) == 12
    for _ in range(6):
        (seat,) = game.awaiting()
        assert Buy(2) in game.legal_actions(seat)
        game.apply(seat, Buy(2))
    assert game.deck == [] and all(len(hand) == 10 for hand in game.hands.values()) and game.pot == 18


def test_the_dealer_moves_left_each_hand():
    game = TwinsGame(PLAYERS, seed=7, rules=Rules(max_hands=3))
    dealers = []
    play_randomly(game, 7, on_step=lambda g, _: dealers.append(g.dealer))
    seen = list(dict.fromkeys(dealers))
    assert [(b - a) % 3 for a, b in itertools.pairwise(seen)] == [1] * (len(seen) - 1)


def test_max_hands_bounds_the_game():
    game = TwinsGame(PLAYERS, seed=8, rules=Rules(max_hands=1))
    play_randomly(game, 8)
    assert game.result().details["hands_played"] == 1 or game.bankrupt


def test_a_seat_sees_its_own_cards_only():
    game = TwinsGame(["Ann", "Bob", "Cy", "Dee"], seed=9)
    everyone_buys_nothing(game)
    game.apply("Bob", game.legal_actions("Bob")[0])
    view = game.snapshot("Ann")
    assert view["hands"]["Ann"] == [c.to_card_data() for c in game.hands["Ann"]]
    assert view["hands"]["Bob"] is None and view["choices"]["Bob"] is None
    assert view["hand_sizes"]["Bob"] == 8
    text = json.dumps(view)
    for other in ("Bob", "Cy", "Dee"):
        for card in game.hands[other]:
            assert json.dumps(card.to_card_data()) not in text
    assert "deck" not in view or "deck_size" in view
    teacher = game.snapshot(None)
    assert teacher["hands"]["Bob"] is not None and teacher["choices"]["Bob"] is not None
    assert game.snapshot("Ann", reveal=True)["hands"]["Cy"] is not None


def test_players_and_rules_are_checked():
    with pytest.raises(ValueError, match="3 to 6"):
        TwinsGame(["Ann", "Bob"])
    with pytest.raises(ValueError, match="distinct"):
        TwinsGame(["Ann", "Ann", "Bob"])
    with pytest.raises(ValueError, match="play2_ties"):
        Rules(play2_ties="french")  # type: ignore[arg-type]  # the wrong reading is the test
    with pytest.raises(ValueError, match="ink_by_color"):
        Rules(ink_by_color={"blue": "white"})
    with pytest.raises(IllegalAction, match="unknown player"):
        TwinsGame(PLAYERS, seed=1).snapshot("Zed")


def test_the_default_inks_are_read_only_and_any_other_mapping_is_checked():
    """The rulebook's ink layout is every default Rules' own (read only, not checked again at each
    Rules); a mapping given, even an equal copy, is checked and kept as a read-only copy."""
    assert Rules().ink_by_color is DEFAULT_INK and layout(DEFAULT_INK) == layout() == layout(dict(DEFAULT_INK))
    with pytest.raises(TypeError):
        DEFAULT_INK["blue"] = "black"  # type: ignore[index]
    given = dict(DEFAULT_INK, blue="black")
    rules = Rules(ink_by_color=given)
    given["blue"] = "white"
    assert rules.ink_by_color["blue"] == "black" and layout(rules.ink_by_color)[COLORS.index("blue")] == "black"
    assert Rules(ink_by_color=dict(DEFAULT_INK)) == Rules()
    with pytest.raises(ValueError, match="ink_by_color"):
        Rules(ink_by_color=dict(DEFAULT_INK, blue="red"))


def test_a_revealed_play_leaves_the_rest_of_the_hand_in_order():
    """A hand's legal list takes the play last read from it out of the hand by its place, and any
    other play (read earlier, made by hand, or on a hand rigged since) by its cards: the same rest."""
    game = TwinsGame(PLAYERS, seed=7)
    everyone_buys_nothing(game)
    hand = game.hands["Ann"]
    plays = game.legal_actions("Ann")
    assert isinstance(plays, HandPlays)
    for index in range(len(plays)):
        play = plays[index]
        rest = [card for card in hand if card not in play.cards]
        assert plays.without(play, hand) == rest and plays.without(Play(*play.cards), hand) == rest
        assert plays.without(play, list(hand)) == rest
    first, last = plays[0], plays[len(plays) - 1]
    assert plays.without(first, hand) == [card for card in hand if card not in first.cards]
    assert plays.without(last, hand) == hand[:-2]


def test_the_last_settlement_is_the_settle_of_the_revealed_play_made_when_asked():
    """The engine keeps what a play was settled from and settles it again on the first read: the
    same as settle() of the revealed combinations, the same object on every read, and untouched by
    changes to the events that told it, the reasons in them included, or to snapshots."""
    assert TwinsGame(PLAYERS, seed=5).last_settlement is None
    game = TwinsGame(["Ann", "Bob", "Cy", "Dee"], seed=5)
    rng = random.Random(5)
    while game.play != 3:
        seat = game.awaiting()[0]
        pot, chips = game.pot, dict(game.chips)
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
    settle_event = next(e for e in events if e["code"] == "twins.settle")
    told = json.dumps(settle_event)
    settle_event["delta"]["Ann"] = 99
    settle_event["ranking"].clear()
    for reason in settle_event["reasons"].values():
        reason["code"] = "changed"
        reason.get("why", {})["places"] = -1
    settlement = game.last_settlement
    assert settlement is not None and settlement is game.last_settlement
    assert settlement == settle(2, game.last_reveal, pot=pot, chips=chips, table_size=4)
    assert json.dumps(settlement.reasons) == json.dumps(json.loads(told)["reasons"])
    assert settlement.delta["Ann"] != 99 and settlement.ranking
    assert json.loads(told)["ranking"] == list(map(list, settlement.ranking))  # the event's groups: lists
    assert all(type(group) is tuple for group in settlement.ranking)
    assert settlement.combos == game.last_reveal and settlement.combos is not game.last_reveal
    for reason in game.snapshot()["last_play"]["reasons"].values():  # a snapshot's are its own too
        reason["code"] = "changed"
        reason.get("why", {})["places"] = -1
    assert json.dumps(game.snapshot()["last_play"]["reasons"]) == json.dumps(json.loads(told)["reasons"])


def test_events_hold_their_own_messages():
    """The deal, the cash line and the combinations are written into each event afresh (the cash
    card's messages are made once per game, a play's once per deck, and copied): changing one
    event changes no other, nor the events of a game played later with the same deck."""
    game = TwinsGame(PLAYERS, seed=11, rules=Rules(max_hands=2))
    events = list(game.opening)
    rng = random.Random(11)
    while not game.is_over:
        for seat in game.awaiting():
            events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    told = json.dumps(events)
    deals = [e for e in events if e["code"] == "twins.deal"]
    assert [e["hand"] for e in deals] == [1, 2] and all(e["size"] == 8 and e["dealer"] in PLAYERS for e in deals)
    settles = [e for e in events if e["code"] == "twins.settle"]
    lines = game.rules.cash_card(3)
    assert [e["line"] for e in settles] == [lines[e["play"] - 1].message() for e in settles]
    settles[0]["line"]["amount"] = -1
    assert next(e for e in settles[1:] if e["play"] == 1)["line"] == lines[0].message()
    assert game.snapshot()["last_play"]["line"] != settles[0]["line"]
    reveal = next(e for e in events if e["code"] == "twins.reveal")
    seat = reveal["shown"][0]["seat"]
    settle_combo = settles[0]["combos"][seat]["combo"]
    assert reveal["shown"][0]["combo"] == settle_combo and reveal["shown"][0]["combo"] is not settle_combo
    for event in events:
        for data in event.get("combos", {}).values():
            data["combo"]["v"] = data["cards"][0]["number"] = data["cards"][1]["number"] = -1
        for shown in event.get("shown", ()):
            shown["combo"]["v"] = -1
    again = TwinsGame(PLAYERS, seed=11, rules=Rules(max_hands=2))
    replayed = list(again.opening)
    for seat, action in game.history:
        replayed += again.apply(seat, action)
    assert json.dumps(replayed) == told
