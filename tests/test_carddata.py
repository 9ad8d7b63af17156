import pytest

from cardwidgets import carddata


@pytest.mark.parametrize(
    "data",
    [
        {"deck": "twins", "number": 10, "color": "pink", "ink": "black"},
        {"deck": "nothanks", "number": 3},
        {"deck": "french", "rank": "10", "suit": "H"},
        {"deck": "twinit", "design": 118},
        {"deck": "back"},
    ],
)
def test_valid_card_data_passes_unchanged(data):
    assert carddata.validate(data) == data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("7D", "must be a dict"),
        ({"deck": "uno"}, "unknown deck 'uno'"),
        ({"deck": "nothanks", "number": 36}, "not a nothanks card"),
        ({"deck": "nothanks", "number": True}, "not a nothanks card"),
        ({"deck": "nothanks", "number": 5.0}, "not a nothanks card"),
        ({"deck": "french", "rank": "T", "suit": "S"}, "not a french card"),
        ({"deck": "french", "rank": "Q"}, "missing ['suit']"),
        ({"deck": "twinit", "design": 119}, "not a twinit card"),
        ({"deck": "twins", "number": 4, "color": "red", "ink": "white"}, "not a twins card"),
        ({"deck": "back", "note": "<b>"}, "extra ['note']"),
    ],
)
def test_invalid_card_data_names_the_problem(data, message):
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]")):
        carddata.validate(data)


def test_card_data_uses_to_card_data():
    class Seven:
        def to_card_data(self):
            return carddata.french("7", "D")

    assert carddata.card_data(Seven()) == {"deck": "french", "rank": "7", "suit": "D"}


def test_the_decks_have_their_sizes():
    assert len(carddata.NOTHANKS_NUMBERS) == 33
    assert len(carddata.FRENCH_RANKS) * len(carddata.FRENCH_SUITS) == 52
    assert len(carddata.TWINIT_DESIGNS) == 119
    assert len(carddata.TWINS_COLORS) * 10 == 60
