"""The cash cards, ties and the short pot (docs/rules/twins.md: "The cash cards", "Ties")."""

import dataclasses

import pytest

from cardwidgets.games.twins import Combo, Rules, classify, settle
from cardwidgets.games.twins.examples import EXAMPLES
from cardwidgets.messages import render

TWELVE = 12


def chips(*seats, each=TWELVE):
    return dict.fromkeys(seats, each)


def test_cash_cards_match_the_table():
    rules = Rules()
    assert [str(line) for line in rules.cash_card(3)] == [
        "the last pays 2", "the first wins 3", "the last pays 1 and sits out play 4",
        "the first takes the whole pot",
    ]
    assert [str(line) for line in rules.cash_card(4)][:2] == ["the last 2 pay 2 each", "the first wins 3"]
    assert rules.cash_card(5) == rules.cash_card(6)
    assert [str(line) for line in rules.cash_card(6)][:2] == ["the last 3 pay 2 each", "the first 2 win 3 each"]
    with pytest.raises(ValueError, match="3 to 6"):
        rules.cash_card(7)


def test_rulebook_example_1_everyone_tied_at_the_boundary_pays():
    """4 players, play 1, "the last 2 pay 2": Singles 7, Singles 12, Singles 12, Color 16."""
    combos = {"A": Combo("singles", 7), "B": Combo("singles", 12), "C": Combo("singles", 12), "D": Combo("color", 16)}
    s = settle(1, combos, pot=0, chips=chips(*combos), table_size=4)
    assert s.delta == {"D": 0, "B": -2, "C": -2, "A": -2}
    assert s.pot == 6
    assert s.ranking == (("D",), ("B", "C"), ("A",))
    assert "tied with C" in render(s.reasons["B"]) and "safe" in render(s.reasons["D"])


def test_rulebook_example_2_four_tied_pairs_get_nothing():
    """5 players, play 2: Twins of 9 and four Pairs of 3. The Twins win 3, the Pairs nothing."""
    combos = {"T": Combo("twins", 9), **{p: Combo("pair", 3) for p in "PQRS"}}
    for pot in (10, 40):  # however rich the pot
        s = settle(2, combos, pot=pot, chips=chips(*combos), table_size=5)
        assert s.delta == {"T": 3, "P": 0, "Q": 0, "R": 0, "S": 0}
        assert s.pot == pot - 3
        assert "do not fit" in render(s.reasons["P"])


def test_rulebook_example_2_under_the_italian_reading_with_a_short_pot():
    """The Italian reading agrees with the example whenever the pot cannot pay all four Pairs."""
    combos = {"T": Combo("twins", 9), **{p: Combo("pair", 3) for p in "PQRS"}}
    s = settle(2, combos, pot=14, chips=chips(*combos), table_size=5, rules=Rules(play2_ties="pot_covers_group"))
    assert s.delta == {"T": 3, "P": 0, "Q": 0, "R": 0, "S": 0}
    assert "cannot pay all 4" in render(s.reasons["Q"])


def test_translator_example_short_pot():
    """5 players, play 2, pot 7: Pair of 2, Color 12, Color 12, Singles 17, Singles 15."""
    combos = {"P": Combo("pair", 2), "C1": Combo("color", 12), "C2": Combo("color", 12),
              "S17": Combo("singles", 17), "S15": Combo("singles", 15)}
    for reading in ("group_must_fit", "pot_covers_group"):
        s = settle(2, combos, pot=7, chips=chips(*combos), table_size=5, rules=Rules(play2_ties=reading))
        assert s.delta == {"P": 3, "C1": 0, "C2": 0, "S17": 0, "S15": 0}
        assert s.pot == 4
        assert "stopped" in render(s.reasons["S17"])


def test_every_seat_has_reasons_of_its_own():
    """Tied seats, and seats the paying stopped at, are told the same reason in dicts and lists of
    their own: the reader of a settle event may change one seat's reason."""
    combos = {"P": Combo("pair", 2), "C1": Combo("color", 12), "C2": Combo("color", 12),
              "S17": Combo("singles", 17), "S15": Combo("singles", 15)}
    reasons = settle(2, combos, pot=7, chips=chips(*combos), table_size=5).reasons
    for a, b in (("C1", "C2"), ("S17", "S15")):
        assert reasons[a] == reasons[b] and reasons[a] is not reasons[b]
        assert reasons[a]["names"] == reasons[b]["names"] and reasons[a]["names"] is not reasons[b]["names"]
    assert reasons["S17"]["names"] is not reasons["C1"]["names"]


def test_the_two_readings_part_ways_on_a_rich_pot():
    """The example in Rules' docstring: two Pairs of 5 tied behind a lone Twins, pot 9."""
    combos = {"T": Combo("twins", 2), "P1": Combo("pair", 5), "P2": Combo("pair", 5), "X": Combo("singles", 9),
              "Y": Combo("singles", 4)}
    strict = settle(2, combos, pot=9, chips=chips(*combos), table_size=5)
    italian = settle(2, combos, pot=9, chips=chips(*combos), table_size=5, rules=Rules(play2_ties="pot_covers_group"))
    assert (strict.delta["P1"], strict.delta["P2"], strict.pot) == (0, 0, 6)
    assert (italian.delta["P1"], italian.delta["P2"], italian.pot) == (3, 3, 0)
    assert italian.delta["X"] == 0


def test_two_lone_winners_in_play_2_at_five_or_six_players_win_3_each():
    """The Italian text's "2 each" is an erratum: the cash card and the French text say 3."""
    combos = {"A": Combo("twins", 4), "B": Combo("pair", 8), "C": Combo("color", 16),
              "D": Combo("color", 8), "E": Combo("singles", 12)}
    s = settle(2, combos, pot=10, chips=chips(*combos), table_size=5)
    assert s.delta == {"A": 3, "B": 3, "C": 0, "D": 0, "E": 0}


def test_sometimes_the_pot_cries():
    """A lone winner is paid whatever is left in the pot, if less than the prize."""
    combos = {"A": Combo("twins", 4), "B": Combo("pair", 8), "C": Combo("color", 16), "D": Combo("color", 8),
              "E": Combo("singles", 12)}
    s = settle(2, combos, pot=4, chips=chips(*combos), table_size=6)
    assert s.delta["A"] == 3 and s.delta["B"] == 1 and s.pot == 0
    assert "pot cries" in render(s.reasons["B"])


def test_a_tie_at_the_top_of_play_2_is_paid_only_if_it_fits_and_the_pot_covers_it():
    top = {"A": Combo("pair", 6), "B": Combo("pair", 6), "C": Combo("singles", 5)}
    assert settle(2, top, pot=5, chips=chips(*top), table_size=3).delta == {"A": 0, "B": 0, "C": 0}
    five = {**top, "D": Combo("singles", 4), "E": Combo("singles", 3)}
    assert settle(2, five, pot=6, chips=chips(*five), table_size=5).delta["A"] == 3
    assert settle(2, five, pot=5, chips=chips(*five), table_size=5).delta["A"] == 0


def test_play_3_the_last_pays_1_and_sits_out():
    combos = {"A": Combo("singles", 5), "B": Combo("singles", 5), "C": Combo("twins", 3), "D": Combo("color", 9)}
    s = settle(3, combos, pot=2, chips=chips(*combos), table_size=4)
    assert s.delta == {"C": 0, "D": 0, "A": -1, "B": -1}
    assert s.sit_out == {"A", "B"} and s.pot == 4


def test_play_3_everyone_tied_last_everyone_sits_out():
    combos = {"A": Combo("singles", 5), "B": Combo("singles", 5), "C": Combo("singles", 5)}
    s = settle(3, combos, pot=0, chips=chips(*combos), table_size=3)
    assert s.sit_out == {"A", "B", "C"} and s.pot == 3


def test_play_4_the_first_takes_the_pot_and_a_tie_leaves_it():
    alone = settle(4, {"A": Combo("pair", 2), "B": Combo("color", 19)}, pot=17, chips=chips("A", "B"), table_size=3)
    assert alone.delta == {"A": 17, "B": 0} and alone.pot == 0
    tie = {"A": Combo("pair", 2), "B": Combo("pair", 2), "C": Combo("singles", 3)}
    s = settle(4, tie, pot=17, chips=chips(*tie), table_size=3)
    assert s.delta == {"A": 0, "B": 0, "C": 0} and s.pot == 17
    assert "stays" in render(s.reasons["A"])


def test_play_4_with_nobody_playing_leaves_the_pot():
    s = settle(4, {}, pot=9, chips={}, table_size=3)
    assert s.pot == 9 and s.delta == {}
    assert "Nobody plays" in s.explain()


def test_who_cannot_pay_pays_everything_and_is_bankrupt():
    combos = {"A": Combo("singles", 3), "B": Combo("twins", 10), "C": Combo("pair", 1)}
    s = settle(1, combos, pot=0, chips={"A": 1, "B": 12, "C": 12}, table_size=3)
    assert s.delta["A"] == -1 and s.bankrupt == {"A"} and s.pot == 1
    exact = settle(1, combos, pot=0, chips={"A": 2, "B": 12, "C": 12}, table_size=3)
    assert exact.delta["A"] == -2 and exact.bankrupt == frozenset()


def test_explain_reads_in_rulebook_terms():
    combos = {"Ann": Combo("singles", 7), "Bob": Combo("color", 16), "Cy": Combo("singles", 12)}
    text = settle(1, combos, pot=0, chips=chips(*combos), table_size=3).explain()
    assert text.splitlines() == [
        "Play 1: the last pays 2.",
        "- Bob (Color 16): safe: 2 combinations rank below it",
        "- Cy (Singles 12): safe: 1 combination ranks below it",
        "- Ann (Singles 7): the last: pays 2",
        "The pot now holds 2.",
    ]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"play": 5}, "play is 1, 2, 3 or 4"),
        ({"play": "1"}, "play is 1, 2, 3 or 4"),
        ({"pot": -1}, "pot must be"),
        ({"table_size": 2}, "3 to 6"),
        ({"chips": {"A": 3}}, "'B'"),
    ],
)
def test_bad_arguments_are_refused(kwargs, message):
    args = {"play": 1, "combos": {"A": Combo("pair", 3), "B": Combo("pair", 4)}, "pot": 0,
            "chips": {"A": 3, "B": 3}, "table_size": 3, **kwargs}
    with pytest.raises(ValueError, match=message):
        settle(args.pop("play"), args.pop("combos"), **args)


def test_a_class_can_try_other_cash_cards():
    from cardwidgets.games.twins import CASH_CARDS, CashLine

    generous = {size: (CashLine("pay", 1, 2), CashLine("win", 1, 5), *card[2:]) for size, card in CASH_CARDS.items()}
    combos = {"A": Combo("twins", 4), "B": Combo("pair", 8), "C": Combo("singles", 5)}
    s = settle(2, combos, pot=9, chips=chips(*combos), table_size=3, rules=Rules(cash_cards=generous))
    assert s.delta == {"A": 5, "B": 0, "C": 0}
    with pytest.raises(ValueError, match="four CashLines"):
        Rules(cash_cards={3: CASH_CARDS[3]})
    with pytest.raises(ValueError, match="four CashLines"):  # a copy of the rulebook's cards is checked
        Rules(cash_cards={**CASH_CARDS, 4: CASH_CARDS[4][:3]})
    assert Rules(cash_cards=dict(CASH_CARDS)).cash_card(4) == Rules().cash_card(4)


def test_a_settlement_is_a_frozen_dataclass_made_positionally_or_by_keyword():
    """Settlement sets its fields in one go (not a setattr call per field): still frozen, and
    replace() and keywords make the same settlement."""
    combos = {"A": Combo("singles", 7), "B": Combo("pair", 3)}
    s = settle(1, combos, pot=0, chips=chips("A", "B"), table_size=3)
    fields = {f.name: getattr(s, f.name) for f in dataclasses.fields(s)}
    assert type(s)(**fields) == s == dataclasses.replace(s)
    assert dataclasses.replace(s, pot=9).pot == 9 and s.pot == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.pot = 0  # type: ignore[misc]


@pytest.mark.parametrize(("key", "named", "delta", "pot"), [
    # "Gemelli di 4 batte Coppia di 8, che batte 16 di Colore, che batte 8 di Colore che batte 12 di
    # Singoli", the first two at 5 players winning 3 each ("Gemelli di 4 (vince 3)", "Coppia di 8 (vince 3)").
    ("ranking", {"Ann": "Singles 12", "Bob": "Twins of 4", "Cy": "Pair of 8", "Dee": "Color 8", "Eve": "Color 16"},
     {"Ann": 0, "Bob": 3, "Cy": 3, "Dee": 0, "Eve": 0}, 8 - 6),
    # Example 1: "La combinazione più bassa è 7 di Singoli, seguita da due 12 di Singoli, quindi da un 16
    # di Colore. Tutti e tre i giocatori che hanno giocato Singoli devono pagare."
    ("example_1", {"Ann": "Singles 7", "Bob": "Singles 12", "Cy": "Singles 12", "Dee": "Color 16"},
     {"Ann": -2, "Bob": -2, "Cy": -2, "Dee": 0}, 6),
    # Example 2: "Il giocatore con Gemelli di 9 vince 3, mentre tutti gli altri giocatori non prendono niente."
    ("example_2", {"Ann": "Twins of 9", "Bob": "Pair of 3", "Cy": "Pair of 3", "Dee": "Pair of 3", "Eve": "Pair of 3"},
     {"Ann": 3, "Bob": 0, "Cy": 0, "Dee": 0, "Eve": 0}, 10 - 3),
    # The translator's note: "7 nel piatto, Coppia di 2, due 12 di Colore, 17 di Singoli e 15 di Singoli
    # ... si paga il 1° giocatore, ma non i 2 a pari merito per il 2° posto".
    ("short_pot", {"Ann": "Pair of 2", "Bob": "Color 12", "Cy": "Color 12", "Dee": "Singles 17", "Eve": "Singles 15"},
     {"Ann": 3, "Bob": 0, "Cy": 0, "Dee": 0, "Eve": 0}, 7 - 3),
])
def test_the_examples_cards_make_the_rulebooks_combinations_and_payouts(key, named, delta, pot):
    """The cards of ``twins.examples`` (what the tutorial and the explorers show) make the combinations
    the rulebook names, and settle as it says, under either reading of play 2's ties."""
    example = EXAMPLES[key]
    combos = {name: classify(a, b) for name, (a, b) in example.cards().items()}
    assert {name: str(combo) for name, combo in combos.items()} == named
    for reading in ("group_must_fit", "pot_covers_group"):
        s = settle(example.play, combos, pot=example.pot, chips=chips(*combos), table_size=example.table_size,
                   rules=Rules(play2_ties=reading))
        assert dict(s.delta) == delta and s.pot == pot
