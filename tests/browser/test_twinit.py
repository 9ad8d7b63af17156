"""The Twin It! tutorial in a real JupyterLab: a game against the slowest bots played by clicking,
matches found by reading the designs shown on the page; a cooperative minute that collects a pair
before the time runs out (the projector's fit is in test_projector.py, with every tutorial's)."""

import re
import time

from playwright.sync_api import expect

VIEWS = ".cw-twinit-table-view, .cw-twinit-coop-view"


def shown(widget):
    """The designs on the page: [(card id, design)] of every card the widget shows."""
    return widget.evaluate(
        "el => [...el.querySelectorAll('.cw-twinit-card')].map(c => [c.dataset.card, c.dataset.design])")


def a_match(cards):
    seen: dict[str, str] = {}
    for card, design in cards:
        if design in seen:
            return seen[design], card
        seen[design] = card
    return None


def claim(widget, pair):
    for card in pair:
        widget.locator(f".cw-twinit-card[data-card='{card}']").first.click()


def tab_presses_through(page, widget, start=".cw-twinit-start") -> int:
    """From the widget's ``start`` button, how many Tab presses take the keyboard out of the widget."""
    widget.locator(start).focus()
    for presses in range(1, 400):
        page.keyboard.press("Tab")
        if not widget.evaluate("el => el.contains(document.activeElement)"):
            return presses
    return 400


def the_last(lab, selector):
    """The tutorial run, and its last widget of ``selector`` in view."""
    lab.open("04-twin-it.ipynb")
    lab.run_all()
    widget = lab.page.locator(selector).last
    widget.scroll_into_view_if_needed()
    return widget


def test_twin_it_against_the_slowest_bots_by_clicking(lab):
    page = lab.page
    table = the_last(lab, ".cw-twinit-table-view")
    expect(table.locator(".cw-twinit-flip")).to_be_enabled()
    lab.screenshot("twinit-table-start.png")
    mine = table.locator("[data-seat='Sam'] .cw-twinit-sets .cw-twinit-card")
    deadline = time.monotonic() + 150
    playing_shot = marked = False
    while time.monotonic() < deadline and not table.locator(".cw-twinit-end").count() and mine.count() < 5:
        pair = a_match(shown(table))
        if pair and not marked:  # the first claim, hand by hand: the hand's tag leaves the design in sight
            first = table.locator(f".cw-twinit-card[data-card='{pair[0]}']").first
            first.click()
            mark = first.locator(".cw-hand-mark")
            expect(mark).to_have_text("Sam")
            assert mark.bounding_box()["height"] < first.bounding_box()["height"] / 3, "a tag, not a cover"
            assert first.evaluate("c => getComputedStyle(c).boxShadow") != "none", "my hand's ring, though the card has the focus"
            claim(table, pair[1:])
            marked = True
        elif pair:
            claim(table, pair)
            page.wait_for_timeout(150)
        elif table.locator(".cw-twinit-flip").is_enabled():
            table.locator(".cw-twinit-flip").click()
        else:
            page.wait_for_timeout(100)
        if mine.count() == 2 and not playing_shot:
            lab.screenshot("twinit-table-playing.png")
            playing_shot = True
    assert mine.count() >= 3 or "Sam" in table.locator(".cw-twinit-end").inner_text()
    expect(table.locator(".cw-twinit-news")).to_contain_text(re.compile(r"Sam|Ada|Bruno"))
    lab.screenshot_of(table, "twinit-table-end.png")


def test_twin_it_cooperative_minute_collects_a_pair(lab):
    coop = the_last(lab, ".cw-twinit-coop-view")
    # The arrow keys go from card to card: down to the nearest of the next row, right to the next.
    first = coop.locator(".cw-twinit-table .cw-twinit-card").first
    first.focus()
    lab.page.keyboard.press("ArrowDown")
    below = lab.page.evaluate("document.activeElement.getBoundingClientRect().top")
    assert below > first.bounding_box()["y"] + 10
    lab.page.keyboard.press("ArrowUp")
    expect(first).to_be_focused()
    lab.page.keyboard.press("ArrowRight")
    second = coop.locator(".cw-twinit-table .cw-twinit-card").nth(1)
    expect(second).to_be_focused()
    # The 135 cards are one Tab stop, and Tab comes back to the card the reader left (a card and
    # its ↻ each in the Tab order made 272 stops): from Start, New game, that card, out of the widget.
    assert tab_presses_through(lab.page, coop) == 3
    lab.page.keyboard.press("Shift+Tab")
    expect(second).to_be_focused()
    coop.locator(".cw-twinit-start").click()
    expect(coop.locator(".cw-twinit-countdown")).to_have_text(re.compile(r"^(60|59|58) seconds left$"))
    # T turns the focused card over; the keyboard stays on it.
    card_id, design = second.get_attribute("data-card"), second.get_attribute("data-design")
    second.focus()
    lab.page.keyboard.press("t")
    expect(second).not_to_have_attribute("data-design", design)
    expect(coop.locator(f".cw-twinit-table .cw-twinit-card[data-card='{card_id}']")).to_be_focused()
    pair = a_match(shown(coop.locator(".cw-twinit-table")))
    assert pair, "135 faces always hold a match"
    claim(coop, pair)
    expect(coop.locator(".cw-twinit-score")).to_have_text("Sam: 1 point")
    expect(coop.locator(".cw-twinit-news")).to_contain_text("Sam wins a pair of design")
    lab.screenshot_of(coop, "twinit-coop.png")


def test_twin_it_table_cards_are_one_tab_stop(lab):
    """24 cards on the table, a Tab stop each, took 31 presses to get past; now the table is one
    stop, each seat's pile top one (the reader's first after the table), the arrows go from card to
    card, and Tab comes back to the card the reader left."""
    page = lab.page
    # A table of its own in the start-here notebook, not run: the only Twin It! table on the page
    # (after the tutorial's, JupyterLab's windowing left `.last` on another table at times).
    lab.open("00-start-here.ipynb")
    lab.run_new_cell("from cardwidgets import TwinItTable; from cardwidgets.games.twinit import Flip; "
                     "t = TwinItTable(['beginner'] * 2, seed=3, practice=True); "
                     "[t.apply(t.state['turn'], Flip()) for _ in range(24)]; t")
    table = page.locator(".jp-OutputArea-output > .cw-twinit-table-view")
    expect(table).to_have_count(1, timeout=60_000)
    cards = table.locator(".cw-twinit-table .cw-twinit-card")
    expect(cards).to_have_count(24, timeout=30_000)
    table.scroll_into_view_if_needed()
    # From Flip: Practice, New game, the table, three piles, the log, out at the 8th press (31 before).
    assert tab_presses_through(page, table, ".cw-twinit-flip") == 8
    table.locator(".cw-twinit-flip").focus()
    for _ in range(3):
        page.keyboard.press("Tab")
    expect(cards.first).to_be_focused()
    page.keyboard.press("ArrowDown")
    below = page.evaluate("document.activeElement.dataset.focusKey")
    assert below != cards.first.get_attribute("data-focus-key")
    page.keyboard.press("Tab")
    expect(table.locator("[data-seat='Sam'] .cw-twinit-pile .cw-twinit-card")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(table.locator(f"[data-focus-key='{below}']")).to_be_focused()
    # Enter puts the reader's hand on the focused card.
    page.keyboard.press("Enter")
    expect(table.locator(f"[data-focus-key='{below}']")).to_have_class(re.compile("cw-hand-mine"))
    lab.screenshot("twinit-table-keys.png")
