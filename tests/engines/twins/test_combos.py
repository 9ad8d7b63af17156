"""The four combinations and their order (docs/rules/twins.md: "The two-card combinations")."""

import itertools

import pytest

from cardwidgets.games.twins import Card, Combo, classify, deck

C = Card.parse


def test_twins_same_number_same_ink():
    assert classify(C("4 blue"), C("4 purple")) == Combo("twins", 4)  # both white
    assert classify(C("4 grey"), C("4 pink")).kind == "twins"  # both black


def test_pair_same_number_mixed_ink():
    combo = classify(C("8 yellow"), C("8 green"))
    assert (combo.kind, combo.value, str(combo)) == ("pair", 8, "Pair of 8")


def test_color_is_ranked_by_the_sum():
    combo = classify(C("9 pink"), C("7 pink"))
    assert (combo.kind, combo.value, str(combo)) == ("color", 16, "Color 16")


def test_singles_is_everything_else():
    combo = classify(C("5 blue"), C("7 green"))
    assert (combo.kind, combo.value, str(combo)) == ("singles", 12, "Singles 12")


def test_rulebook_example_ranking_second_play_five_players():
    """Twins of 4 > Pair of 8 > Color 16 > Color 8 > Singles 12 (Italian text, the figure of play 2)."""
    plays = [
        classify(C("5 blue"), C("7 green")),
        classify(C("4 blue"), C("4 yellow")),
        classify(C("8 purple"), C("8 grey")),
        classify(C("3 pink"), C("5 pink")),
        classify(C("10 green"), C("6 green")),
    ]
    assert [str(c) for c in sorted(plays, reverse=True)] == [
        "Twins of 4", "Pair of 8", "Color 16", "Color 8", "Singles 12",
    ]


def test_every_kind_beats_every_weaker_kind():
    assert Combo("twins", 1) > Combo("pair", 10) > Combo("color", 19) > Combo("singles", 19)
    assert Combo("singles", 19) > Combo("singles", 3)


def test_equal_kind_and_value_is_a_tie():
    a = classify(C("4 blue"), C("4 yellow"))
    b = classify(C("4 grey"), C("4 green"))
    assert a == b and not a < b and not a > b
    assert max([a, b]) == a
    assert len({a, b}) == 1


def test_the_kinds_never_overlap_in_the_default_deck():
    """With ink by colour, two cards of one colour never share a number."""
    for a, b in itertools.combinations(deck(), 2):
        assert not (a.color == b.color and a.number == b.number)


def test_combination_counts_over_all_1770_pairs():
    kinds = [classify(a, b).kind for a, b in itertools.combinations(deck(), 2)]
    # Twins: 10 numbers x 2 inks x C(3,2) = 60; Pair: 10 x 3 x 3 = 90;
    # Color: 6 colours x C(10,2) = 270; Singles: the rest of C(60,2) = 1770.
    assert (kinds.count("twins"), kinds.count("pair"), kinds.count("color")) == (60, 90, 270)
    assert kinds.count("singles") == 1770 - 420


@pytest.mark.parametrize(
    ("args", "message"),
    [(("aces", 1), "one of"), (("twins", 11), "1 to 10"), (("color", 2), "3 to 19"), (("pair", "8"), "1 to 10")],
)
def test_bad_combos_are_refused(args, message):
    with pytest.raises(ValueError, match=message):
        Combo(*args)


def test_classify_needs_two_different_cards():
    with pytest.raises(ValueError, match="twice"):
        classify(C("4 blue"), C("4 blue"))
    with pytest.raises(TypeError):
        classify("4 blue", C("4 blue"))  # type: ignore[arg-type]  # the wrong type is the test


def test_cards_parse_and_print():
    assert C("blue 4") == C("4 blue") == Card(4, "blue", "white")
    assert C("7 pink").ink == "black"
    assert str(C("10 grey")) == "10 grey"
    assert eval(repr(C("3 yellow"))) == C("3 yellow")
    assert Card.from_card_data(C("9 green").to_card_data()) == C("9 green")
    for bad in ["11 blue", "4 red", "four blue", ""]:
        with pytest.raises(ValueError, match="Twins card"):
            C(bad)


def test_the_deck_has_each_number_three_times_in_each_ink():
    cards = deck()
    assert len(cards) == len(set(cards)) == 60
    for number in range(1, 11):
        inks = [c.ink for c in cards if c.number == number]
        assert inks.count("white") == inks.count("black") == 3
