"""The Twins tutorial in a real JupyterLab: the explorer reads Example 2, and a hand is played by clicking."""

import re

from playwright.sync_api import expect

from tests.browser.conftest import assert_fits, skip_playback

# English words of the table that must not survive a switch to Italian (names and numbers may).
ENGLISH = re.compile(r"\b(Hand|Play|Pot|dealer|Buy|chips?|pays?|wins?|Waiting|Your hand|New game|Teacher|"
                     r"What happened|the|bought|cards down|Twins of|Pair of|Singles|Color|sits out|Continue)\b")


def test_twins_tutorial_explorer_and_a_hand_against_bots(lab):
    page = lab.page
    lab.open("01-twins.ipynb")
    lab.run_all()

    ranker = page.locator(".cw-combo-ranker").first
    expect(ranker.locator(".cw-lineup-row")).to_have_count(5)
    expect(ranker.locator(".cw-lineup-row .cw-combo")).to_have_text(
        ["Twins of 4", "Pair of 8", "Color 16", "Color 8", "Singles 12"])
    lab.screenshot_of(ranker, "twins-ranker.png")
    # Two cards picked and added by keyboard at a typist's pace: Tab right after the second card,
    # before the kernel names the pick, reaches Add (a disabled Add was skipped), and the kernel
    # reads the pick before the add.
    ranker.locator(".cw-fan [tabindex='0']").focus()
    for key in ("Space", "ArrowRight", "Space", "Tab"):
        page.keyboard.press(key)
    expect(ranker.get_by_role("button", name="Add to the line-up")).to_be_focused()
    page.keyboard.press("Enter")
    expect(ranker.locator(".cw-lineup-row")).to_have_count(6)
    expect(ranker.locator(".cw-fan :focus")).to_have_count(1)  # back on the cards, for the next two

    charts = page.locator(".cw-chart-widget")
    expect(charts).to_have_count(3)
    for i in range(3):
        expect(charts.nth(i).locator("svg.cw-chart-svg")).to_be_visible()
        lab.screenshot_of(charts.nth(i), f"twins-chart-{i + 1}.png")

    # One explorer per rulebook example, in the order of the notebook: after Run All, each still
    # shows its own example, and starts from the top so that Next step walks through it.
    explorers = page.locator(".cw-tiebreak")
    expect(explorers).to_have_count(6)
    example_1 = explorers.nth(0)
    example_1.scroll_into_view_if_needed()
    example_1.get_by_role("button", name="Show all").click()
    expect(example_1.locator(".cw-outcome-row .cw-combo")).to_have_text(
        ["Color 16", "Singles 12", "Singles 12", "Singles 7"])
    expect(example_1.locator(".cw-outcome-row .cw-delta")).to_have_text(["0", "−2", "−2", "−2"])

    explorer = explorers.nth(1)
    explorer.scroll_into_view_if_needed()
    rows = explorer.locator(".cw-outcome-row")
    expect(rows).to_have_count(5)
    next_step = explorer.get_by_role("button", name="Next step")
    for _ in range(5):
        next_step.click()
    expect(next_step).to_be_disabled()
    expect(rows.first.locator(".cw-delta")).to_have_text("+3")
    expect(rows.first.locator(".cw-combo")).to_have_text("Twins of 9")
    for i in range(1, 5):
        expect(rows.nth(i).locator(".cw-delta")).to_have_text("0")
        expect(rows.nth(i).locator(".cw-reason")).to_contain_text("do not fit")
    expect(explorer.locator(".cw-pot-after")).to_have_text("Pot after the play: 7")
    lab.screenshot_of(explorer, "twins-explorer-example-2.png")

    crying = explorers.nth(3)  # a lone winner takes what the pot holds
    crying.scroll_into_view_if_needed()
    if crying.get_by_role("button", name="Show all").is_enabled():  # (a setting changed shows every row)
        crying.get_by_role("button", name="Show all").click()
    ann = crying.locator(".cw-outcome-row[data-name='Ann']")
    expect(ann.locator(".cw-delta")).to_have_text("+2")
    expect(ann.locator(".cw-reason")).to_contain_text("the pot cries")

    bankrupt = explorers.nth(5)
    bankrupt.scroll_into_view_if_needed()
    show_all = bankrupt.get_by_role("button", name="Show all")
    if show_all.is_enabled():  # (done already when the explorer shows every row)
        show_all.click()
    ann = bankrupt.locator(".cw-outcome-row[data-name='Ann']")
    expect(ann.locator(".cw-delta")).to_have_text("−1")
    expect(ann.locator(".cw-badge-alert")).to_have_text("bankrupt")
    lab.screenshot_of(bankrupt, "twins-explorer-bankrupt.png")

    table = page.locator(".cw-twins-table")
    table.scroll_into_view_if_needed()
    expect(table.locator(".cw-prompt")).to_be_visible()
    lab.screenshot("twins-table-start.png")
    hand_info = table.locator(".cw-hand-info .cw-big").first
    expect(hand_info).to_have_text("Hand 1")
    summaries = watched = 0
    for _ in range(80):  # a buy and four plays, each reveal shown seat by seat, with room for waiting
        if table.locator(".cw-final").count() or hand_info.inner_text() != "Hand 1":
            break
        if table.locator(".cw-continue").count():
            expect(table.locator(".cw-hand-summary .cw-section-title")).to_have_text("Hand 1 is over")
            expect(table.locator("button[data-buy]")).to_have_count(0)
            assert table.locator(".cw-my-seat .cw-hand .cw-card").count() <= 4, "the cards left of hand 1, not hand 2's 8"
            lab.screenshot("twins-table-hand-summary.png")
            summaries += 1
            table.locator(".cw-continue").click()
            continue
        buy = table.locator("button[data-buy='1']")
        if buy.count() and buy.is_enabled():
            buy.click()
            # The purchase shows at once; the bots' moves play back after it.
            expect(table.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(9)
            continue
        options = table.locator(".cw-my-seat .cw-hand [role=option]")
        # Read the button and the play in one go: the page may redraw between two reads.
        seen = table.evaluate("t => ({button: !!t.querySelector('.cw-play-button'), "
                              "play: t.querySelector('.cw-play-now')?.textContent ?? null, "
                              "where: t.querySelector('.cw-hand-info').textContent})")
        if seen["button"] and seen["play"]:
            play, where = seen["play"], seen["where"]
            options.nth(0).click()
            options.nth(1).click()
            expect(table.locator(".cw-play-button")).to_be_enabled()
            table.locator(".cw-play-button").click()
            expect(table.locator(".cw-hand-info")).not_to_have_text(where, timeout=10_000)
            if play == "Play 2":
                expect(table.locator(".cw-reveal-row").first).to_be_visible()
                lab.screenshot("twins-table-reveal.png")
        else:
            # Play 4's reveal: the same move dealt hand 2, which must not show under it. Its playback is
            # watched (late in the hand, no Show all); earlier ones are skipped (test_voila.py watches them).
            now = table.evaluate("t => ({late: /Play [34]/.test(t.querySelector('.cw-hand-info').textContent), "
                                 "reveal: !!t.querySelector('.cw-reveal[data-play=\"4\"]:not(.cw-reveal-done)'), "
                                 "hand: t.querySelector('.cw-hand-info .cw-big').textContent, "
                                 "cards: t.querySelectorAll('.cw-my-seat .cw-hand .cw-card').length})")
            if now["reveal"]:
                # What is left of hand 1 (at most 2 bought and a pair kept by sitting play 4 out), not hand 2's 8.
                assert now["hand"] == "Hand 1" and now["cards"] <= 4, now
                if not watched:
                    lab.screenshot("twins-table-reveal-play-4.png")
                watched += 1
            if now["late"] or not skip_playback(table):
                page.wait_for_timeout(300)
    assert summaries == 1, "the end of hand 1 was summed up, and stayed until Continue"
    assert watched, "play 4's reveal was seen as it played"
    lab.run_new_cell("table.lang = 'it'")
    expect(hand_info).to_have_text(re.compile(r"Mano \d"))
    assert ENGLISH.findall(table.inner_text()) == []
    lab.screenshot_of(table, "twins-table-italian.png")
    lab.run_new_cell("table.lang = 'en'")
    expect(hand_info).to_have_text(re.compile(r"Hand 2|Hand 1"))
    assert hand_info.inner_text() == "Hand 2" or table.locator(".cw-final").count()
    expect(table.locator(".cw-log li").last).to_be_visible()
    page.wait_for_timeout(100)  # the log scrolls to its end in the next frame
    cut = table.evaluate("t => { const ol = t.querySelector('.cw-log ol'), top = ol.getBoundingClientRect().top;"
                         " const first = [...ol.children].find((li) => li.getBoundingClientRect().bottom > top + 0.5);"
                         " return top - first.getBoundingClientRect().top; }")
    assert cut <= 0.5, f"the log's first visible line is cut by {cut} px at the top"
    lab.screenshot("twins-table-hand-2.png")
    lab.screenshot_of(table, "twins-table-whole.png")


def test_twins_game_played_to_its_end_by_keyboard_starts_again_from_the_buttons_row(lab):
    """A one-hand game, in Spanish, played with Tab, Space, the arrows and Enter only. At its end New
    game is under the reader's hand, where Play was, a Tab on from the result, which keeps the keyboard
    (the form's is at the table's foot, a screen below on a projector): Enter deals the game the
    form's number says."""
    page = lab.page
    lab.open("01-twins.ipynb")
    lab.run_new_cell("from cardwidgets import TwinsTable; from cardwidgets.games import twins; "
                     "TwinsTable(players=3, seed=11, lang='es', rules=twins.Rules(max_hands=1))")
    table = page.locator(".cw-twins-table")
    expect(table.locator("button[data-buy='0']")).to_be_enabled()
    table.locator("button[data-buy='0']").evaluate("b => b.focus()")  # (where Tab from above the table lands)
    page.keyboard.press("Enter")  # buys nothing
    for _ in range(5):  # the plays (the reader may sit play 4 out), then the hand's summary
        expect(table.locator(".cw-play-button, .cw-continue").first).to_be_visible(timeout=30_000)
        if table.locator(".cw-continue").count():
            break
        expect(table.locator(".cw-my-seat .cw-hand [role=option][tabindex='0']")).to_be_focused()  # the hand's tab stop
        for key in ("Space", "ArrowRight", "Space", "Tab"):
            page.keyboard.press(key)
        expect(table.locator(".cw-play-button")).to_be_focused()
        page.keyboard.press("Enter")
        expect(table.locator(".cw-play-button")).to_have_count(0)
    expect(table.locator(".cw-continue")).to_be_focused(timeout=30_000)
    table.locator(".cw-seed-input").evaluate("input => { input.value = '99'; }")  # typed earlier, in the form
    page.keyboard.press("Enter")
    again = table.locator(".cw-my-seat .cw-buttons .cw-twins-again")
    expect(again).to_have_text("Nueva partida")
    status = table.locator(".cw-my-seat .cw-prompt")
    expect(status).to_contain_text("Fin de la partida")
    expect(status).to_be_focused()  # the result, read out; a second Enter deals nothing
    page.keyboard.press("Enter")
    expect(table.locator(".cw-final")).to_be_visible()
    lab.screenshot("twins-table-end.png")
    page.keyboard.press("Tab")
    expect(again).to_be_focused()
    page.keyboard.press("Enter")
    expect(table.locator("button[data-buy='0']")).to_be_focused()
    expect(table.locator(".cw-log li").first).to_contain_text("número 99")
    expect(table.locator(".cw-final")).to_have_count(0)


def test_twins_at_six_the_cards_down_keep_their_own_line(lab):
    """Six players at 1280 px, in French: five bots' seats share a row, 212 px each, and in each the
    two cards put down (their hidden room, until then) lie on a line of their own under the hand,
    whatever its size. Beside a hand of eight backs they fitted, beside nine they wrapped: as the last
    bot put its cards down for play 2, the row of seats shrank 42 px and the reader's hand moved up."""
    lab.open("01-twins.ipynb")
    if lab.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
        lab.page.keyboard.press("Control+b")  # the file browser closed: the notebook 1,200 px wide
    # (play 2: the bots' hands down to six or seven cards, and their two cards down for it)
    lab.run_new_cell("from cardwidgets import TwinsTable; six = TwinsTable(6, seed=3, lang='fr'); six.buy(0); "
                     "six.act(six.game.legal_actions('Sam')[0]); six")
    table = lab.page.locator(".cw-twins-table").last
    expect(table.locator(".cw-opponents .cw-seat")).to_have_count(5)
    expect(table.locator(".cw-opponents .cw-face-down:not(.cw-face-down-slot)")).to_have_count(5)
    table.scroll_into_view_if_needed()
    seats = table.locator(".cw-opponents .cw-seat").evaluate_all("""seats => seats.map((seat) => {
        const hand = seat.querySelector('.cw-seat-hand').getBoundingClientRect(), down = seat.querySelector('.cw-face-down').getBoundingClientRect();
        return [seat.dataset.seat, Math.round(seat.getBoundingClientRect().top), down.top >= hand.bottom]; })""")
    assert len({top for _name, top, _below in seats}) == 1, seats  # one row
    assert all(below for _name, _top, below in seats), seats
    assert_fits(table, "a Twins table of six")
    table.locator(".cw-opponents").evaluate("o => o.scrollIntoView({block: 'start'})")
    lab.screenshot("twins-six-seats.png")
    # With the file browser open the seats wrap, four and one: the fifth keeps its column's width
    # (it stretched across the table).
    lab.page.keyboard.press("Control+b")
    expect(lab.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")).to_have_count(1)
    lab.page.wait_for_timeout(300)  # (the panel's resize)
    boxes = table.locator(".cw-opponents .cw-seat").evaluate_all(
        "seats => seats.map((seat) => { const b = seat.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.width)]; })")
    assert len({top for top, _width in boxes}) == 2, boxes  # two rows
    assert len({width for _top, width in boxes}) == 1, boxes
