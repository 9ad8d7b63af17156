"""What every widget shares: a page action is answered with one update message, however many traits
it changes (the page redraws once per message, and each redraw costs it a layout and a paint)."""

import pytest

from cardwidgets import Chart, ComboRanker, TieBreakExplorer, TwinsTable
from cardwidgets.messages import render
from tests.widgets.pages import move


def ranker_with_one_pick():
    ranker = ComboRanker()
    ranker.selected = [1]
    return ranker


def updates(widget, send, content):
    """The update messages the widget sends while it answers ``content``: the keys of each."""
    sent = []
    widget.send_state = lambda key=None: sent.append(sorted(key))
    send(widget, content)
    return sent


@pytest.mark.parametrize("make, content, keys", [
    (TieBreakExplorer, {"action": "load", "key": "example_2"},
     ["example", "outcome", "play", "pot", "seats", "table_size"]),
    (TwinsTable, move("buy", count=0), ["log", "move_count", "moves", "state"]),
    (ranker_with_one_pick, {"action": "toggle", "index": 0}, ["current", "selected"]),
    (TieBreakExplorer, {"action": "load", "key": "no_such_example"}, ["error", "error_count", "error_message"]),
], ids=["explorer-load", "table-buy", "ranker-pick", "refused"])
def test_one_page_action_one_update_message(send, make, content, keys):
    assert updates(make(), send, content) == [keys]


@pytest.mark.parametrize("make, lang, expected", [
    (TwinsTable, "fr", "la page a demandé l'action \"fly\", que ce widget ne connaît pas"),
    (Chart, "fr", "la page a demandé l'action \"fly\", mais ce widget n'accepte aucune action"),
    (Chart, "es", "la página ha pedido la acción \"fly\", pero este widget no acepta ninguna acción"),
    (TwinsTable, "it", "la pagina ha chiesto l'azione \"fly\", che questo widget non conosce"),
])
def test_an_unknown_action_reads_whole_and_lists_no_internal_names(make, lang, expected):
    """The audit's Chart stopped mid-sentence ('ce widget accepte ') and a table listed its handlers'
    keys (new_game, time_out, show_all) to readers."""
    widget = make(lang=lang)
    widget._handle_custom_msg({"action": "fly"}, [])
    assert render(widget.error_message, lang) == expected


def test_the_same_refusal_again_changes_the_count_of_refusals(send):
    """A refusal the same as the last changed no trait the page sees, so the page said nothing the
    second time; the count tells it to say the refusal again."""
    widget = TieBreakExplorer()
    refused = {"action": "load", "key": "no_such_example"}
    assert updates(widget, send, refused) == [["error", "error_count", "error_message"]]
    message = widget.error_message
    assert updates(widget, send, refused) == [["error", "error_count", "error_message"]]
    assert (widget.error_message, widget.error_count) == (message, 2)
