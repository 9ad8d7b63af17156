"""The greedy shortcut, and the rulebook-style hand where it loses to the search."""

import random

from cardwidgets.games.ginrummy import DECK, best_discard, min_deadwood, parse_cards
from cardwidgets.games.ginrummy.greedy import greedy_discard, greedy_melds, melds_in
from cardwidgets.games.ginrummy.melds import mask_of

from .reference import MELDS


def test_melds_in_finds_exactly_the_melds_a_hand_holds():
    rng = random.Random(1)
    for _ in range(200):
        mask = mask_of(rng.sample(DECK, 14))
        assert sorted(melds_in(mask)) == sorted(m for m in MELDS if m & mask == m)


def test_the_counterexample_greed_leaves_7_where_the_search_leaves_6():
    hand = parse_cards("2C 3C 3S 4C 4H 4S 5C 5H 5S AH AS")
    assert best_discard(hand)[1] == 6
    card, left = greedy_discard(hand)
    assert left == 7 and card.rank == "3"
    assert [str(m[0]) for m in greedy_melds(hand).melds] == ["4♠", "5♠"]  # the sets of 4s and 5s first


def test_greed_is_never_better_than_the_search_and_often_equal():
    rng = random.Random(2)
    equal = 0
    for _ in range(300):
        hand = rng.sample(DECK, 10)
        greedy = greedy_melds(hand)
        assert greedy.points >= min_deadwood(hand)
        assert sum(len(m) for m in greedy.melds) + len(greedy.deadwood) == 10
        equal += greedy.points == min_deadwood(hand)
    assert equal > 250
