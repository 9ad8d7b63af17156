"""The chances behind No Thanks!: exact counts against enumeration, simulations against the exact
values, and the rules' waiting example played out."""

import itertools
from fractions import Fraction

import pytest

from cardwidgets.games.nothanks import Rules
from cardwidgets.games.nothanks.probability import (
    p_all_in_play,
    p_card_in_play,
    simulate_all_in_play,
    threshold_sweep,
    waiting_experiment,
)


def test_a_card_is_in_play_24_times_in_33():
    assert p_card_in_play() == Fraction(24, 33) == Fraction(8, 11)
    assert p_card_in_play(Rules(variant=True)) == Fraction(24, 30)


@pytest.mark.parametrize(("k", "unseen", "out"), [(1, 9, 3), (2, 9, 3), (3, 8, 2), (0, 7, 3), (4, 10, 4), (5, 7, 2)])
def test_all_in_play_counts_every_way_to_fill_the_box(k, unseen, out):
    boxes = list(itertools.combinations(range(unseen), out))  # cards 0..k-1 are the wanted ones
    assert p_all_in_play(k, unseen, out) == Fraction(sum(all(c >= k for c in box) for box in boxes), len(boxes))


def test_all_in_play_refuses_impossible_counts():
    with pytest.raises(ValueError, match="0 ≤ k, out ≤ unseen"):
        p_all_in_play(3, unseen=5, out=6)


def test_dealing_games_agrees_with_the_exact_chance():
    estimate = simulate_all_in_play([31, 32, 33, 34], samples=8_000, seed=2)
    assert abs(estimate.value - float(p_all_in_play(4))) < 4 * estimate.stderr


def test_waiting_for_chips_as_in_the_rules():
    """Sabina (6 chips) holds the 34; opponents with 8, 4 and 2 chips pass the 35 while they can."""
    at_once, one, two, three = (waiting_experiment(w, samples=40, seed=1) for w in range(4))
    assert at_once["chips_with_35"].value == 0 and at_once["lost_the_35"].value == 0
    assert one["chips_with_35"].value == 4 and one["lost_the_35"].value == 0  # her chip back, and three
    assert two["chips_with_35"].value == 8 and two["lost_the_35"].value == 0
    assert three["lost_the_35"].value == 1  # the player with 2 chips runs dry and must take it
    with pytest.raises(ValueError, match="whole number"):
        waiting_experiment(-1)


def test_a_threshold_like_the_rivals_wins_a_fair_share_and_a_sweep_replays():
    sweep = threshold_sweep([3, 6], rival=3, games=6_000, seed=4)
    assert abs(sweep[3]["win"].value - 0.25) < 4 * sweep[3]["win"].stderr
    assert sweep[6]["win"].value > sweep[3]["win"].value  # taking a little earlier than the table pays
    assert threshold_sweep([6], rival=3, games=6_000, seed=4)[6] == sweep[6]


@pytest.mark.parametrize(("kwargs", "message"), [({"games": 1}, "2 or more"), ({"thresholds": [2.5]}, "whole numbers"),
                                                 ({"players": 8}, "3 to 5 players")])
def test_a_sweep_refuses_bad_settings(kwargs, message):
    with pytest.raises(ValueError, match=message):
        threshold_sweep(**{"thresholds": [3], **kwargs})
