"""Exact counts against brute force and simulation (docs/rules/twins.md: "Worth computing in class")."""

import itertools
import math
import random
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardwidgets.games.twins import Card, classify, deck
from cardwidgets.games.twins import probability as P


def brute_force_best_kinds(k):
    counts = dict.fromkeys(["twins", "pair", "color", "singles"], 0)
    for hand in itertools.combinations(deck(), k):
        counts[max(classify(a, b) for a, b in itertools.combinations(hand, 2)).kind] += 1
    return counts


@pytest.mark.parametrize("k", [2, 3])
def test_exact_distribution_matches_listing_every_hand(k):
    counts = brute_force_best_kinds(k)
    total = math.comb(60, k)
    assert P.best_kind_distribution(k) == {kind: Fraction(n, total) for kind, n in counts.items()}


def test_at_least_one_matches_listing_every_three_card_hand():
    hands = list(itertools.combinations(deck(), 3))
    for kind in ("twins", "pair", "color"):
        hits = sum(any(classify(a, b).kind == kind for a, b in itertools.combinations(h, 2)) for h in hands)
        assert P.p_at_least_one(kind, 3) == Fraction(hits, len(hands))


@pytest.mark.parametrize("k", [8, 9, 10])
def test_an_eight_to_ten_card_hand_never_has_singles_as_its_best(k):
    assert P.best_kind_distribution(k)["singles"] == 0
    assert P.p_at_least_one("color", k) == 1
    assert sum(P.best_kind_distribution(k).values()) == 1


def test_seven_cards_can_still_be_all_singles_but_not_eight():
    assert P.hand_counts(6)["all_different"] == math.comb(10, 6) * math.factorial(6)
    assert P.hand_counts(7)["all_different"] == 0


@pytest.mark.parametrize("k", [8, 9, 10])
def test_exact_results_agree_with_simulation(k):
    exact = P.best_kind_distribution(k)
    simulated = P.simulate_best_kind(k, samples=40_000, seed=k)
    for kind, estimate in simulated.items():
        if exact[kind] == 0:
            assert estimate.value == 0
        else:
            assert abs(estimate.value - float(exact[kind])) < 4.5 * estimate.stderr, kind
    twins = P.p_at_least_one("twins", k)
    assert twins == exact["twins"]


@pytest.mark.parametrize("k", [2, 8, 10])
@pytest.mark.parametrize("kind", ["twins", "pair"])
def test_simulated_at_least_one_agrees_with_the_count(kind, k):
    estimate = P.simulate_at_least_one(kind, k, samples=40_000, seed=k)
    assert abs(estimate.value - float(P.p_at_least_one(kind, k))) < 4.5 * estimate.stderr


def test_two_card_hands_by_hand():
    """The tutorial's first count: 6 Twins per number (3 white pairs and 3 black), 10 numbers."""
    assert P.hand_counts(2)["all"] == 1770
    assert P.p_at_least_one("twins", 2) == Fraction(60, 1770)
    assert P.p_at_least_one("pair", 2) == Fraction(90, 1770)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 12), st.integers(0, 2**32 - 1))
def test_vectorised_best_strength_agrees_with_classify(k, seed):
    hand = random.Random(seed).sample(deck(), k)
    best = max(classify(a, b) for a, b in itertools.combinations(hand, 2))
    assert P.best_strengths(np.array([[P.card_id(c) for c in hand]]))[0] == best.strength


def test_card_ids_cover_the_deck():
    assert sorted(P.card_id(c) for c in deck()) == list(range(60))
    assert P.card_id(Card(1, "blue", "white")) == 0 and P.card_id(Card(10, "pink", "black")) == 59


def test_simulations_are_seeded():
    assert P.simulate_best_combo(8, 2_000, seed=3) == P.simulate_best_combo(8, 2_000, seed=3)
    assert P.simulate_play4_win(4, samples=2_000, seed=3) == P.simulate_play4_win(4, samples=2_000, seed=3)


def test_best_combo_distribution_sums_to_one_and_is_ordered():
    dist = P.simulate_best_combo(8, 5_000, seed=1)
    assert sum(e.value for e in dist.values()) == pytest.approx(1)
    combos = list(dist)
    assert combos == sorted(combos, reverse=True)
    assert str(combos[0]) == "Twins of 10"


def test_buying_raises_the_chance_of_winning_play_4():
    values = P.buying_value(4, samples=20_000, seed=2)
    assert values[0].value < values[1].value < values[2].value
    # With four players and nothing bought, each wins play 4 alone with a bit under 1/4.
    assert 0.18 < values[0].value < 0.25


def test_play4_chance_falls_with_more_players():
    chances = [P.simulate_play4_win(n, samples=20_000, seed=5).value for n in (3, 4, 5, 6)]
    assert chances == sorted(chances, reverse=True)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: P.best_kind_distribution(1), "2 to 60"),
        (lambda: P.p_at_least_one("singles", 8), "twins, pair or color"),
        (lambda: P.simulate_best_kind(8, samples=1), "at least 2"),
        (lambda: P.simulate_play4_win(7), "3 to 6"),
        (lambda: P.simulate_play4_win(6, my_cards=12, their_cards=10), "not that many"),
    ],
)
def test_bad_arguments(call, message):
    with pytest.raises(ValueError, match=message):
        call()
