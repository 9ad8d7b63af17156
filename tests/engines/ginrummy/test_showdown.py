"""The showdown: optimal layoffs against a brute-force reference, and the scoring rules."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets import IllegalAction
from cardwidgets.games.ginrummy import DECK, Rules, all_best_melds, min_deadwood, parse_cards, showdown
from cardwidgets.games.ginrummy.melds import mask_of
from cardwidgets.messages import render

from .reference import MELDS

MELD_SET = set(MELDS)


def brute_defence(knocker_melds, defender):
    """The defender's least deadwood, trying every way of hanging defender cards on the melds
    (only cards of a meld's rank or suit can ever hang on it)."""
    best = min_deadwood(defender)
    ranks = {m[0].rank for m in knocker_melds if len({c.rank for c in m}) == 1}
    suits = {m[0].suit for m in knocker_melds if len({c.rank for c in m}) > 1}
    candidates = [c for c in defender if c.rank in ranks or c.suit in suits]
    for size in range(1, len(candidates) + 1):
        for laid in itertools.combinations(candidates, size):
            for targets in itertools.product(range(len(knocker_melds)), repeat=size):
                grown = [mask_of(m) for m in knocker_melds]
                for card, target in zip(laid, targets):
                    grown[target] |= card.bit
                if all(g in MELD_SET for g in grown):
                    best = min(best, min_deadwood([c for c in defender if c not in laid]))
                    break
    return best


def deal_knock(rng, pool):
    """A knocker with ≤ 10 deadwood and a defender, from ``pool``; None if the deal fails."""
    for _ in range(200):
        cards = rng.sample(pool, 20)
        knocker, defender = cards[:10], cards[10:]
        if min_deadwood(knocker) <= 10:
            return knocker, defender
    return None


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["all", "dense", "middle"]))
def test_layoffs_are_optimal_and_the_knocker_gets_the_worst_for_the_defender(seed, pool_name):
    rng = random.Random(seed)
    ranks = {"all": None, "dense": ("A", "2", "3", "4", "5", "6", "7"), "middle": ("4", "5", "6", "7", "8", "9")}[pool_name]
    pool = [c for c in DECK if ranks is None or c.rank in ranks]
    deal = deal_knock(rng, pool)
    if deal is None:
        return
    knocker, defender = deal
    result = showdown(knocker, defender)
    options = all_best_melds(knocker)
    if result.gin:
        assert result.defender_deadwood == min_deadwood(defender) and result.layoffs == ()
    else:
        worst = max(brute_defence(list(a.melds), defender) for a in options)
        assert result.defender_deadwood == worst
    assert result.knocker_deadwood == min_deadwood(knocker)
    assert result.defender.points == result.defender_deadwood
    assert set(result.layoffs) | set(c for m in result.defender.melds for c in m) | set(result.defender.deadwood) \
        == set(defender)


def test_the_source_example_gin_scores_35():
    result = showdown(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"), parse_cards("6C AH AS 2S 5D 6D 7D KH KS KC"))
    assert (result.winner, result.points, result.gin, result.defender_deadwood) == ("knocker", 35, True, 10)


def test_no_layoffs_against_gin():
    # The defender's 5♦ would fit the knocker's 2-3-4♦, but gin allows no layoffs.
    result = showdown(parse_cards("2D 3D 4D 8S 8H 8C JS JH JD JC"), parse_cards("5D 9D KS KH AC 3C 6H 7S 9S 10H"))
    assert result.gin and result.layoffs == () and result.defender_deadwood == min_deadwood(
        parse_cards("5D 9D KS KH AC 3C 6H 7S 9S 10H"))


def test_gin_wins_the_hand_even_against_a_defender_with_no_deadwood():
    # "Si ricevono gli ulteriori 25 punti per il Gin anche se ... il valore delle carte scombinate del
    # giocatore che ha bussato è maggiore o uguale di quello del giocatore che non ha bussato": 0 against
    # 0 is no undercut, whatever the undercut bonus.
    for rules in (Rules(), Rules(undercut_bonus=25)):
        result = showdown(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"), parse_cards("5D 6D 7D KH KS KC 2C 3C 4C 5C"),
                          rules)
        assert (result.knocker_deadwood, result.defender_deadwood) == (0, 0)
        assert result.winner == "knocker" and result.gin and not result.undercut and result.points == 25


def test_layoffs_chain_along_a_run_and_add_a_fourth_card_to_a_set():
    knocker = parse_cards("5H 6H 7H 8S 8D 8C KS KH KD 2C")  # deadwood 2
    defender = parse_cards("8H 9H 4H 3S 5S QC JD 10S 6C 7C")
    result = showdown(knocker, defender)
    assert {str(c) for c in result.layoffs} >= {"8♥", "9♥", "4♥"}
    assert result.knocker_deadwood == 2


def test_the_defender_divides_their_cards_with_the_layoffs_in_mind():
    # Four 7s are the defender's best melds alone, but they strand the 8♠ (43 left); keeping 7-7-7 lets
    # 7♠ and 8♠ go onto the knocker's 4♠-5♠-6♠ (35 left): our reading of the source's two steps.
    result = showdown(parse_cards("4S 5S 6S 9H 9D 9C 10H 10D 10C AC"), parse_cards("7S 8S 7H 7D 7C KH QD JC 2H 3D"))
    assert {str(c) for c in result.layoffs} == {"7♠", "8♠"}
    assert (result.defender_deadwood, result.points) == (35, 34)


def test_an_undercut_gives_the_hand_to_the_defender_with_the_bonus():
    knocker = parse_cards("2S 3S 4S 7H 7D 7C 9S 9H 9D 4C")  # deadwood 4♣ = 4
    tie = showdown(knocker, parse_cards("JS JH JC QS QH QD KH KD KC 4D"))  # deadwood 4♦ = 4
    assert (tie.knocker_deadwood, tie.defender_deadwood) == (4, 4)
    assert tie.winner == "defender" and tie.undercut and tie.points == 0
    bonus = showdown(knocker, parse_cards("JS JH JC QS QH QD KH KD KC 2D"), Rules(undercut_bonus=25))
    assert bonus.winner == "defender" and bonus.points == 4 - 2 + 25
    win = showdown(knocker, parse_cards("JS JH JC QS QH QD KH KD KC 8D"))
    assert win.winner == "knocker" and not win.undercut and win.points == 8 - 4


def test_knocking_over_the_limit_is_refused_with_the_deadwood():
    knocker = parse_cards("2S 3S 4S 5S 7H 7D 7C AH 2D QD")  # deadwood 1 + 2 + 10 = 13
    defender = parse_cards("5D 6D 8D QH QS QC KS KH KC 4D")
    with pytest.raises(IllegalAction, match="cannot knock with 13 deadwood: the limit is 10"):
        showdown(knocker, defender)
    assert showdown(knocker, defender, Rules(knock_limit=13)).knocker_deadwood == 13


def test_a_showdown_needs_ten_cards_each_and_no_card_twice():
    with pytest.raises(IllegalAction, match="10 cards against 10"):
        showdown(parse_cards("2S 3S 4S"), parse_cards("5D 6D 7D"))
    with pytest.raises(IllegalAction, match="both hands hold 4♣"):
        showdown(parse_cards("2S 3S 4S 7H 7D 7C 9S 9H 9D 4C"), parse_cards("5D 6D 8D QH QS QC KS KH KC 4C"))


def test_explain_reads_like_the_table():
    text = showdown(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"), parse_cards("6C AH AS 2S 5D 6D 7D KH KS KC")).explain()
    assert "may lay nothing off against gin" in text and text.endswith("The knocker scores 35 points: gin, 10 + 25 bonus.")


def test_melds_are_named_in_the_readers_language():
    """A meld is a parameter of cards, not English text: in French the kings are R, as French decks print them."""
    lines = showdown(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"), parse_cards("6C AH AS 2S 5D 6D 7D KH KS KC")).messages()
    assert "K♠-K♥-K♣" in render(lines[2], "en") and "R♠-R♥-R♣" in render(lines[2], "fr")


def test_layoffs_are_played_one_at_a_time_outwards_along_the_run():
    result = showdown(parse_cards("5H 6H 7H 8S 8D 8C KS KH KD 2C"), parse_cards("8H 9H 4H 3S 5S QC JD 10S 6C 7C"))
    run = result.knocker.melds.index(tuple(parse_cards("5H 6H 7H")))
    assert [(str(card), meld) for card, meld in result.layoff_steps()] == [("4♥", run), ("8♥", run), ("9♥", run)]
    lines = [line for line in result.explain().splitlines() if "lays off" in line]
    assert lines == ["The defender lays off the 4♥ on 5♥-6♥-7♥.", "The defender lays off the 8♥ on 4♥-5♥-6♥-7♥.",
                          "The defender lays off the 9♥ on 4♥-5♥-6♥-7♥-8♥."]
    assert result.to_json()["layoff_steps"][0] == {"card": parse_cards("4H")[0].to_card_data(), "meld": run}


def test_a_fourth_card_goes_on_a_set():
    result = showdown(parse_cards("8S 8D 8C 2S 3S 4S 9H 9D 9C AC"), parse_cards("8H KS KH 5D 6C 7C JD JH QH QS"))
    assert [str(card) for card, _ in result.layoff_steps()] == ["8♥"]
    assert str(result.knocker.melds[result.layoff_steps()[0][1]][0])[0] == "8"


def test_the_source_layoff_example_the_other_7_goes_on_7_7_7():
    """"se una delle combinazioni del giocatore che ha bussato è 7-7-7, ed il suo avversario ha l'altro
    7, questo è messo automaticamente nella combinazione del giocatore che ha bussato, ed il valore è
    dedotto dal totale delle carte scombinate del giocatore che non ha bussato"."""
    knocker = parse_cards("7S 7D 7C 2S 3S 4S 9H 9D 9C AC")  # deadwood A♣ = 1
    defender = parse_cards("7H KS KH KD 5C 6D 10S JC QD 8H")
    before = min_deadwood(defender)
    assert before == 7 + 5 + 6 + 10 + 10 + 10 + 8
    result = showdown(knocker, defender)
    assert [str(card) for card in result.layoffs] == ["7♥"]
    assert str(result.knocker.melds[result.layoff_steps()[0][1]][0]) == "7♠"
    assert result.defender_deadwood == before - 7 == 49
    assert (result.winner, result.points) == ("knocker", 49 - 1)
