"""A match of Gin Rummy through the shared protocol (docs/rules/gin-rummy.md: "A turn", "The match")."""

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.ginrummy import (
    ACTIONS,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    Discard,
    GinRummyGame,
    Knock,
    Rules,
    min_deadwood,
    parse_cards,
)
from cardwidgets.games.protocol import action_from_json
from cardwidgets.messages import render


def fingerprint(game):
    return json.dumps([game.snapshot(None), repr(game.history), repr(game._rng.getstate())], sort_keys=True)


def rig(game, first_hand, second_hand, upcard, stock_top=()):
    """Give the first player ``first_hand``, the other ``second_hand``; set the upcard and the next draws."""
    first, second = game.players[game.turn], game.players[1 - game.turn]
    wanted = parse_cards(first_hand) + parse_cards(second_hand) + parse_cards(upcard) + parse_cards(" ".join(stock_top))
    rest = [c for c in [*game.hands[first], *game.hands[second], *game.discard_pile, *game.stock] if c not in wanted]
    game.hands[first], game.hands[second] = parse_cards(first_hand), parse_cards(second_hand)
    game.discard_pile = parse_cards(upcard)
    game.stock = rest + list(reversed(parse_cards(" ".join(stock_top))))
    return first, second


def test_the_upcard_offer_take_or_pass_then_the_opponent_then_the_stock():
    game = GinRummyGame(["Ann", "Bob"], seed=1)
    first, second = game.awaiting()[0], game.players[1 - game.turn]
    assert game.legal_actions(first) == [DRAW_DISCARD, PASS]
    with pytest.raises(IllegalAction, match=r"may take the upcard or pass now, not draw from the stock$"):
        game.apply(first, DRAW_STOCK)
    game.apply(first, PASS)
    assert game.awaiting() == (second,) and game.legal_actions(second) == [DRAW_DISCARD, PASS]
    game.apply(second, PASS)
    assert game.awaiting() == (first,) and game.legal_actions(first) == [DRAW_STOCK]
    with pytest.raises(IllegalAction, match=r"must draw now, from the stock, not take the top card of the discard pile$"):
        game.apply(first, DRAW_DISCARD)
    game.apply(first, DRAW_STOCK)
    assert len(game.hands[first]) == 11


def test_a_move_out_of_phase_is_named_in_the_readers_words():
    """The audit's Spanish: '(Draw('discard')) o pasar (Pass()), no Discard(card=Card('A', 'D'))'."""
    game = GinRummyGame(["Ann", "Bob"], seed=1)
    first = game.awaiting()[0]
    upcard = refusal(game.apply, first, Discard(parse_cards("AD")[0]))
    assert render(upcard, "es") == f"{first} ahora puede tomar la carta descubierta o pasar, no descartar A♦"
    game.apply(first, DRAW_DISCARD)
    discard = refusal(game.apply, first, PASS)
    assert render(discard, "fr") == f"{first} doit maintenant défausser ou frapper, pas passer"
    knock = {"code": "ginrummy.move.knock", "card": {"deck": "french", "rank": "K", "suit": "S"}}
    assert render({**discard, "action": knock}, "fr").endswith("pas frapper en défaussant R♠")


def refusal(call, *args) -> dict:
    """The catalogue message of the IllegalAction that ``call(*args)`` raises."""
    with pytest.raises(IllegalAction) as refused:
        call(*args)
    assert refused.value.message is not None
    return refused.value.message


def test_the_card_taken_from_the_pile_may_not_be_discarded_at_once():
    game = GinRummyGame(["Ann", "Bob"], seed=2)
    first = game.awaiting()[0]
    upcard = game.discard_pile[-1]
    game.apply(first, DRAW_DISCARD)
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match=f"took {upcard} from the discard pile this turn"):
        game.apply(first, Discard(upcard))
    assert fingerprint(game) == before
    assert Discard(upcard) not in game.legal_actions(first)
    other = next(c for c in game.hands[first] if c != upcard)
    game.apply(first, Discard(other))
    assert game.discard_pile[-1] == other and game.awaiting() == (game.players[1 - game.players.index(first)],)


def test_knocking_over_the_limit_is_refused_and_a_discard_is_still_owed():
    game = GinRummyGame(["Ann", "Bob"], seed=3)
    first, _ = rig(game, "2S 3S 4S 7H 7D 7C AH 2D QD KC", "5D 6D 8D QH QS QC KS KH 9C 4D", "JC")
    game.apply(first, DRAW_DISCARD)  # J♣ joins nothing
    before = fingerprint(game)
    kept = [c for c in game.hands[first] if c != parse_cards("AH")[0]]
    assert min_deadwood(kept) == 2 + 10 + 10 + 10
    with pytest.raises(IllegalAction, match="cannot knock: the 10 cards kept have 32 deadwood, over the limit of 10"):
        game.apply(first, Knock(parse_cards("AH")[0]))
    assert fingerprint(game) == before and game.phase == "discard"


def test_gin_ends_the_hand_with_the_source_score():
    game = GinRummyGame(["Ann", "Bob"], seed=4, rules=Rules(target=50))
    first, second = rig(game, "9S 9H 9D 9C 4S 4H 4D 3S 3H 7D", "6C AH AS 2S 5H 6H 7H KD KS KC", "3D")
    game.apply(first, DRAW_DISCARD)
    events = game.apply(first, Knock(parse_cards("7D")[0]))
    showdown = next(e for e in events if e["code"] == "ginrummy.show.score")
    assert showdown["showdown"]["gin"] and showdown["points"] == 35 and game.snapshot(first)["showdown"]["knocker"] == first and game.totals[first] == 35
    assert game.hand_number == 2 and game.awaiting() == (second,)  # the loser starts the next hand
    # The card knocked with, for the page's showdown to say again what opened it.
    assert game.snapshot(second)["showdown"]["card"] == parse_cards("7D")[0].to_card_data()


def test_a_match_to_one_point_ends_after_one_hand():
    game = GinRummyGame(["Ann", "Bob"], seed=5, rules=Rules(target=1))
    first, second = rig(game, "9S 9H 9D 9C 4S 4H 4D 3S 3H 7D", "6C AH AS 2S 5H 6H 7H KD KS KC", "3D")
    game.apply(first, DRAW_DISCARD)
    game.apply(first, Knock(parse_cards("7D")[0]))
    assert game.is_over and game.result().winners == (first,) and game.awaiting() == ()
    with pytest.raises(IllegalAction, match="over"):
        game.apply(second, DRAW_STOCK)


def test_the_hand_is_dead_when_a_discard_leaves_two_cards_in_the_stock():
    game = GinRummyGame(["Ann", "Bob"], seed=6)
    first = game.awaiting()[0]
    game.apply(first, PASS)
    game.apply(game.awaiting()[0], PASS)
    game.discard_pile += game.stock[:-3]  # three left in the stock: the next draw leaves two
    game.stock = game.stock[-3:]
    game.apply(first, DRAW_STOCK)
    assert len(game.stock) == 2 and game.phase == "discard"
    events = game.apply(first, Discard(game.hands[first][0]))
    assert [e["code"] for e in events][:2] == ["ginrummy.discard", "ginrummy.dead_hand"]
    assert game.hand_number == 2 and game.dead_hands == 1 and game.totals == {"Ann": 0, "Bob": 0}


def test_the_opponents_hand_and_the_stock_stay_hidden():
    game = GinRummyGame(["Ann", "Bob"], seed=7)
    view = game.snapshot("Ann")
    assert view["hands"]["Bob"] is None and view["stock"] is None and view["deadwood"]["Bob"] is None
    text = json.dumps(view)
    for card in game.hands["Bob"] + game.stock:
        assert json.dumps(card.to_card_data()) not in text
    assert view["stock_size"] == 31 and view["hand_sizes"]["Bob"] == 10
    teacher = game.snapshot(None)
    assert teacher["hands"]["Bob"] is not None and len(teacher["stock"]) == 31


@pytest.mark.parametrize(("seat", "action", "message"), [
    ("Zed", PASS, "unknown player"), (None, PASS, "unknown player"), ("other", PASS, "turn"),
    ("first", "take", "upcard"), ("first", 7, "upcard"), ("first", Discard(None), "upcard"),  # type: ignore[arg-type]
])  # garbage on purpose
def test_garbage_changes_nothing(seat, action, message):
    game = GinRummyGame(["Ann", "Bob"], seed=8)
    seat = {"first": game.awaiting()[0], "other": game.players[1 - game.turn]}.get(seat, seat)
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match=message):
        game.apply(seat, action)
    assert fingerprint(game) == before


def test_in_the_discard_phase_bad_cards_are_refused():
    game = GinRummyGame(["Ann", "Bob"], seed=9)
    first = game.awaiting()[0]
    game.apply(first, DRAW_DISCARD)
    not_held = next(c for c in game.stock)
    before = fingerprint(game)
    for action, message in [(Discard(not_held), "does not hold"), (DRAW_STOCK, "discard or knock"),
                            (Discard("7D"), "discard or knock"),  # type: ignore[arg-type]  # a string, not a card
                            (Knock(not_held), "does not hold")]:
        with pytest.raises(IllegalAction, match=message):
            game.apply(first, action)
        assert fingerprint(game) == before


def test_the_timer_option_loses_the_match_for_the_player_out_of_time():
    with pytest.raises(IllegalAction, match="without the move timer"):
        GinRummyGame(["Ann", "Bob"], seed=1).time_out("Ann")
    game = GinRummyGame(["Ann", "Bob"], seed=1, rules=Rules(move_seconds=30))
    first = game.awaiting()[0]
    game.time_out(first)
    assert game.is_over and game.winner != first


def test_rules_are_checked():
    bads: list[dict[str, Any]] = [{"target": 75}, {"knock_limit": -1}, {"move_seconds": 0}, {"gin_bonus": "25"}]
    for bad in bads:
        with pytest.raises(ValueError):
            Rules(**bad)
    with pytest.raises(ValueError, match="two players"):
        GinRummyGame(["Ann", "Bob", "Cy"])


games = st.tuples(st.integers(0, 2**32), st.integers(0, 2**32))


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_matches_keep_52_cards_replay_exactly_and_refuse_nonsense(spec):
    seed, policy = spec

    def play():
        game = GinRummyGame(["Ann", "Bob"], seed=seed, rules=Rules(target=50))
        rng = random.Random(policy)
        steps = 0
        while not game.is_over and steps < 400:
            seat = game.awaiting()[0]
            held = [c for hand in game.hands.values() for c in hand]
            everything = set(held) | set(game.discard_pile) | set(game.stock)
            assert len(everything) == len(held) + len(game.discard_pile) + len(game.stock) == 52
            if steps % 17 == 0:  # now and then, something illegal: nothing changes
                before = fingerprint(game)
                with pytest.raises(IllegalAction):
                    game.apply(game.players[1 - game.turn], DRAW_STOCK)
                assert fingerprint(game) == before
            legal = game.legal_actions(seat)
            knocks = [a for a in legal if isinstance(a, Knock)]
            game.apply(seat, knocks[0] if knocks and rng.random() < 0.5 else rng.choice(legal))
            steps += 1
        return fingerprint(game)

    assert play() == play()


def test_legal_knocks_are_exactly_the_discards_that_leave_ten_or_less():
    for seed in range(20):
        game = GinRummyGame(["Ann", "Bob"], seed=seed, rules=Rules(knock_limit=30))
        first = game.awaiting()[0]
        game.apply(first, DRAW_DISCARD)
        knocks = {a.card for a in game.legal_actions(first) if isinstance(a, Knock)}
        expected = {c for c in game.hands[first]
                    if c != game._taken_from_pile and min_deadwood([x for x in game.hands[first] if x != c]) <= 30}
        assert knocks == expected


def plain_legal_actions(game, seat):
    """The legal actions read plainly from the rules (docs/rules/gin-rummy.md: "A turn"), with
    one search per discard: the engine's quick path must list the very same, in the same order."""
    if game.is_over or seat != game.players[game.turn]:
        return []
    if game.phase == "upcard":
        return [DRAW_DISCARD, PASS]
    if game.phase == "draw":
        return [DRAW_STOCK] if game._both_passed or not game.discard_pile else [DRAW_STOCK, DRAW_DISCARD]
    hand = game.hands[seat]
    allowed = [c for c in hand if c != game._taken_from_pile]
    return [Discard(c) for c in allowed] + [
        Knock(c) for c in allowed if min_deadwood([x for x in hand if x != c]) <= game.rules.knock_limit]


@settings(max_examples=20, deadline=None)
@given(games, st.sampled_from([0, 10, 25]))
def test_the_quick_legal_actions_and_the_plain_ones_play_identical_games(spec, knock_limit):
    seed, policy = spec
    rules = Rules(target=50, knock_limit=knock_limit)
    quick, plain = GinRummyGame(["Ann", "Bob"], seed=seed, rules=rules), GinRummyGame(["Ann", "Bob"], seed=seed, rules=rules)
    quick_rng, plain_rng = random.Random(policy), random.Random(policy)
    for _ in range(300):
        if quick.is_over:
            break
        seat = quick.awaiting()[0]
        legal = quick.legal_actions(seat)
        assert legal == plain_legal_actions(plain, seat)
        quick.apply(seat, quick_rng.choice(legal))
        plain.apply(seat, plain_rng.choice(plain_legal_actions(plain, seat)))
    assert fingerprint(quick) == fingerprint(plain)


def knock_with_equal_deadwood(game):
    """The first player knocks with 4 deadwood against a defender left with 4: a 0-point hand."""
    first, second = rig(game, "2S 3S 4S 7H 7D 7C 9S 9H 9D 10D", "JS JH JC QS QH QD KH KD KC 4D", "4C")
    game.apply(first, DRAW_DISCARD)
    return first, second, game.apply(first, Knock(parse_cards("10D")[0]))


def test_a_match_to_one_point_ends_after_a_hand_that_scores_nothing():
    game = GinRummyGame(["Ann", "Bob"], seed=10, rules=Rules(target=1))
    _, second, events = knock_with_equal_deadwood(game)
    score = next(e for e in events if e["code"] == "ginrummy.show.score")
    assert score["points"] == 0 and score["reason"] == "undercut"
    assert game.is_over and game.totals == {"Ann": 0, "Bob": 0}
    result = game.result()
    assert result.winners == (second,) and result.reason["code"] == "ginrummy.match_won"
    assert result.details == {"hands": 1, "dead_hands": 0}


def test_a_hand_that_scores_nothing_counts_as_played_toward_other_targets():
    game = GinRummyGame(["Ann", "Bob"], seed=10, rules=Rules(target=50))
    first, _, events = knock_with_equal_deadwood(game)
    assert not game.is_over and game.totals == {"Ann": 0, "Bob": 0} and game.hand_number == 2
    assert events[-1]["code"] == "ginrummy.deal" and game.awaiting() == (first,)  # the knocker lost it: starts


def test_snapshots_list_the_legal_actions_as_data_that_reads_back():
    game = GinRummyGame(["Ann", "Bob"], seed=11)
    first = game.awaiting()[0]
    view = game.snapshot(first)
    assert view["legal_actions"] == [{"type": "draw", "source": "discard"}, {"type": "pass"}]
    assert game.snapshot(game.players[1 - game.turn])["legal_actions"] == []
    game.apply(first, DRAW_DISCARD)
    view = game.snapshot(first)
    assert [action_from_json(a, ACTIONS) for a in view["legal_actions"]] == game.legal_actions(first)
    assert view["drawn"] == view["taken_from_pile"] is not None
    json.dumps(view)
    for garbage in [None, "pass", {"type": "draw", "source": "table"}, {"type": "knock", "card": {"rank": "1"}}]:
        with pytest.raises(IllegalAction, match=r"not a move|stock"):
            action_from_json(garbage, ACTIONS)


def test_the_old_string_actions_are_refused():
    game = GinRummyGame(["Ann", "Bob"], seed=12)
    before = fingerprint(game)
    with pytest.raises(IllegalAction, match='not "pass"'):
        game.apply(game.awaiting()[0], "pass")
    assert fingerprint(game) == before


def test_every_event_of_random_matches_renders_in_the_four_languages():
    from cardwidgets.messages import LANGUAGES, catalogue, render
    codes = set()
    for seed in range(6):
        game = GinRummyGame(["Ann", "Bob"], seed=seed, rules=Rules(target=50))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.awaiting()[0]
            legal = game.legal_actions(seat)
            knocks = [a for a in legal if isinstance(a, Knock)]
            for event in game.apply(seat, knocks[0] if knocks else rng.choice(legal)):
                assert event["code"] in catalogue()
                codes.add(event["code"])
                for lang in LANGUAGES:
                    text = render(event, lang)
                    assert text and "{" not in text and event["code"] not in text
    assert {"ginrummy.deal", "ginrummy.draw_stock", "ginrummy.discard", "ginrummy.show.score",
            "ginrummy.match_won"} <= codes


@pytest.mark.parametrize(("before", "over"), [(14, False), (15, True), (40, True)])
def test_the_match_ends_when_a_total_reaches_the_target(before, over):
    """"i punti di ciascuna mano vengono aggiunti al punteggio totale. Quando un giocatore raggiunge il
    punteggio necessario per vincere la partita finisce": the source's gin (35) added to a total of
    ``before``, in a match to 50: 49 plays on, 50 (reached exactly) and 75 end it."""
    game = GinRummyGame(["Ann", "Bob"], seed=4, rules=Rules(target=50))
    first, second = rig(game, "9S 9H 9D 9C 4S 4H 4D 3S 3H 7D", "6C AH AS 2S 5H 6H 7H KD KS KC", "3D")
    game.totals[first], game.totals[second] = before, 45
    game.apply(first, DRAW_DISCARD)
    events = game.apply(first, Knock(parse_cards("7D")[0]))
    assert game.totals == {first: before + 35, second: 45} and game.is_over is over
    if over:
        result = game.result()
        assert result.winners == (first,) and result.scores[first] == before + 35
        assert events[-1] == result.reason and result.reason["target"] == 50
    else:
        assert game.hand_number == 2 and game.awaiting() == (second,)


def test_the_player_who_leaves_two_in_the_stock_may_still_knock():
    """"Se il mazzo arriva a contenere solo 2 carte la mano viene abbandonata": our reading (Rules.dead_stock)
    lets the draw that leaves 2 end in a knock, scored as any other; only a discard then kills the hand."""
    game = GinRummyGame(["Ann", "Bob"], seed=6)
    first, second = rig(game, "9S 9H 9D 9C 4S 4H 4D 3S 3H 7D", "6C AH AS 2S 5H 6H 7H KD KS KC", "JC", stock_top=["3D"])
    game.apply(first, PASS)
    game.apply(second, PASS)
    game.discard_pile += game.stock[:-3]  # three left in the stock, the 3♦ on top: the draw leaves two
    game.stock = game.stock[-3:]
    game.apply(first, DRAW_STOCK)
    assert len(game.stock) == 2 and Knock(parse_cards("7D")[0]) in game.legal_actions(first)
    events = game.apply(first, Knock(parse_cards("7D")[0]))
    assert "ginrummy.dead_hand" not in [e["code"] for e in events]
    assert game.totals[first] == 35 and game.dead_hands == 0 and game.hand_number == 2


def test_a_dead_hand_is_dealt_again_with_the_same_first_player():
    """"le carte vengono rimischiate e ridistribuite": nobody scores; the source does not say who begins
    the new deal, and we keep the player who began the dead hand."""
    game = GinRummyGame(["Ann", "Bob"], seed=6)
    first = game.awaiting()[0]
    game.apply(first, PASS)
    game.apply(game.awaiting()[0], PASS)
    game.discard_pile += game.stock[:-3]
    game.stock = game.stock[-3:]
    game.apply(first, DRAW_STOCK)
    game.apply(first, Discard(game.hands[first][0]))
    assert game.dead_hands == 1 and game.totals == {"Ann": 0, "Bob": 0}
    assert game.awaiting() == (first,) and game.phase == "upcard"
    assert all(len(hand) == 10 for hand in game.hands.values()) and len(game.stock) == 52 - 21
