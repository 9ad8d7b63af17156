import pytest
import traitlets

from cardwidgets import CardHand, carddata
from cardwidgets.games import twins
from cardwidgets.messages import message

CARDS = [carddata.french("A", "S"), carddata.nothanks(17), carddata.twinit(5), twins.Card(4, "blue", "white")]


def test_cards_sync_as_card_data_and_stay_python_objects():
    hand = CardHand(CARDS, max_selected=2)
    assert hand.cards[3] == twins.Card(4, "blue", "white")
    state = hand.get_state()
    assert state["cards"][3] == {"deck": "twins", "number": 4, "color": "blue", "ink": "white"}
    assert state["max_selected"] == 2


def test_toggle_from_the_page_selects_and_unselects(send):
    hand = CardHand(CARDS, max_selected=2)
    assert send(hand, {"action": "toggle", "index": 3}) == ""
    send(hand, {"action": "toggle", "index": 0})
    assert hand.selected == [3, 0]
    assert hand.selected_cards == [twins.Card(4, "blue", "white"), carddata.french("A", "S")]
    send(hand, {"action": "toggle", "index": 3})
    assert hand.selected == [0]


def test_a_pick_beyond_the_limit_is_refused_and_changes_nothing(send):
    hand = CardHand(CARDS, max_selected=2, selected=[0, 1])
    assert "at most 2 cards" in send(hand, {"action": "toggle", "index": 2})
    assert hand.selected == [0, 1]
    assert send(hand, {"action": "toggle", "index": 1}) == ""  # a good action clears the error
    assert hand.selected == [0]


def test_with_one_card_allowed_a_new_pick_replaces_the_old(send):
    hand = CardHand(CARDS)
    send(hand, {"action": "toggle", "index": 1})
    send(hand, {"action": "toggle", "index": 2})
    assert hand.selected == [2]


def test_a_gallery_refuses_picks(send):
    hand = CardHand(CARDS, max_selected=0)
    assert "not picking" in send(hand, {"action": "toggle", "index": 1})
    assert hand.selected == []


def test_disabled_cards_cannot_be_picked(send):
    hand = CardHand(CARDS, max_selected=4, disabled=[3])
    assert "4 blue" in send(hand, {"action": "toggle", "index": 3})
    assert hand.selected == []
    with pytest.raises(traitlets.TraitError, match="disabled"):
        hand.selected = [3]


def test_clear(send):
    hand = CardHand(CARDS, max_selected=3, selected=[0, 2])
    send(hand, {"action": "clear"})
    assert hand.selected == []


@pytest.mark.parametrize(
    ("message", "error"),
    [
        ({"action": "toggle", "index": 9}, "out of range"),
        ({"action": "toggle", "index": -1}, "out of range"),
        ({"action": "toggle", "index": "1"}, "whole number"),
        ({"action": "toggle", "index": True}, "whole number"),
        ({"action": "toggle", "index": 1.0}, "whole number"),
        ({"action": "toggle"}, "whole number"),
        ({"action": "shuffle"}, 'the action "shuffle", which this widget does not know'),
        ({"action": None}, "not an action"),
        ({"index": 1}, "not an action"),
        ("toggle", "not an action"),
        (None, "not an action"),
        ([1, 2], "not an action"),
    ],
)
def test_bad_messages_from_the_page_are_explained_and_change_nothing(send, message, error):
    hand = CardHand(CARDS, max_selected=2, selected=[1])
    assert error in send(hand, message)
    assert hand.selected == [1]
    assert hand.cards == CARDS


def test_an_unexpected_failure_is_reported_not_raised(send, monkeypatch):
    hand = CardHand(CARDS, max_selected=2)
    monkeypatch.setattr(CardHand, "_toggle", lambda self, content: 1 / 0)
    assert "went wrong" in send(hand, {"action": "toggle", "index": 0})


def test_python_side_validation():
    with pytest.raises(traitlets.TraitError, match="card 1: unknown deck"):
        CardHand([carddata.nothanks(3), {"deck": "tarot"}])
    hand = CardHand(CARDS, max_selected=2)
    with pytest.raises(traitlets.TraitError, match="at most 2"):
        hand.selected = [0, 1, 2]
    with pytest.raises(traitlets.TraitError, match="twice"):
        hand.selected = [1, 1]
    with pytest.raises(traitlets.TraitError, match="out of range"):
        hand.selected = [4]
    for limit in (-1, 5, 10**9, True):  # 10**9 was taken, and the page said "0 of 1000000000 picked"
        with pytest.raises(traitlets.TraitError, match="from 0 to 4"):
            hand.max_selected = limit
    assert hand.max_selected == 2
    with pytest.raises(traitlets.TraitError, match="lang must be one of"):
        hand.lang = "de"


def test_new_cards_clear_the_selection_and_lower_limits_trim_it():
    hand = CardHand(CARDS, max_selected=3, selected=[0, 1, 2], disabled=[3])
    hand.max_selected = 1
    assert hand.selected == [0]
    hand.cards = CARDS[:2]
    assert hand.selected == []
    assert hand.disabled == []


def test_a_refusal_is_a_catalogue_message_shown_in_the_readers_language(send):
    from cardwidgets.messages import render

    hand = CardHand(CARDS, max_selected=1, disabled=[3])
    send(hand, {"action": "toggle", "index": 3})
    assert hand.error == "card 3 (4 blue) cannot be picked now"
    assert render(hand.error_message, "it") == "la carta 3 (4 blu) non si può scegliere ora"
    send(hand, {"action": "frobnicate"})
    assert render(hand.error_message, "fr") == "la page a demandé l'action \"frobnicate\", que ce widget ne connaît pas"


def test_an_error_goes_away_once_it_no_longer_applies(send):
    hand = CardHand(CARDS, max_selected=1, disabled=[2])
    send(hand, {"action": "toggle", "index": 2})
    assert hand.error
    hand.lang = "es"
    assert hand.error == "" and hand.error_message == {}
    send(hand, {"action": "toggle", "index": 2})
    assert hand.error
    hand.selected = [0]
    assert hand.error == "" and hand.error_message == {}


def test_a_label_names_the_row_a_plain_string_or_a_catalogue_message():
    """Five galleries of the start page were all "Cards" to a screen reader: a label tells them apart."""
    gallery = CardHand(CARDS, max_selected=0, label=message("gallery.twins"))
    assert gallery.get_state()["label"] == {"code": "gallery.twins"}
    assert CardHand(CARDS, label="My cards").label == "My cards"
    assert CardHand(CARDS).label == ""
    with pytest.raises(traitlets.TraitError, match="not a code of the message catalogue"):
        gallery.label = message("gallery.nowhere")
    assert gallery.label == {"code": "gallery.twins"}
