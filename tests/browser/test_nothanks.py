"""The No Thanks! tutorial in a real JupyterLab: the scorer reads Lisa's 51, and a game is played
to the end by clicking, the bots' moves shown one at a time, the table switched to Italian midway."""

import re

from playwright.sync_api import expect

# English words of the table that must not survive a switch to Italian (names and numbers may).
ENGLISH = re.compile(r"\b(takes?|turns|No thanks|chips?|Take it|Waiting|Your turn|still to come|New game|Players|"
                     r"Seed|Game number|Teacher|What happened|Score|card points|Skip ahead|on the card|the)\b")


def numbers_cut_by_the_next_card(where) -> list[str]:
    """The numbers shown on a run's overlapped cards that the next card covers in part: the big
    numbers of 14, 15 and 16 read as "1415 16". A covered card is named by its top corner."""
    return where.locator(".cw-run-cards").evaluate_all("""rows => rows.flatMap((row) => {
        const cards = [...row.children];
        return cards.slice(0, -1).flatMap((card, i) => [...card.querySelectorAll('.cw-pip, .cw-corner')]
          .filter((n) => getComputedStyle(n).visibility !== 'hidden' && n.getBoundingClientRect().width > 0
            && n.getBoundingClientRect().right > cards[i + 1].getBoundingClientRect().left)
          .map((n) => `${n.className} ${n.textContent}`)); })""")


def test_no_thanks_tutorial_scorer_and_a_whole_game(lab):
    page = lab.page
    lab.open("02-no-thanks.ipynb")
    lab.run_all()

    scorer = page.locator(".cw-run-scorer")
    expect(scorer.locator(".cw-formula")).to_have_text("3 + 7 + 10 + 14 + 25 − 8 = 51")
    assert numbers_cut_by_the_next_card(scorer) == []
    scorer.locator("button[data-example='pietro']").click()
    expect(scorer.locator(".cw-formula")).to_have_text("13 + 15 = 28")
    scorer.locator(".cw-strip [data-number='14']").click()
    expect(scorer.locator(".cw-formula")).to_have_text("13 = 13")
    expect(scorer.locator(".cw-run")).to_have_count(1)
    lab.screenshot_of(scorer, "nothanks-scorer.png")
    # Emptied, the row keeps a run's height: Clear the row and the chips' buttons stay under the pointer
    # (they jumped up 81 px, and the first card clicked in pushed them down again).
    clear = scorer.locator("button", has_text="Clear the row")
    below = "e => Math.round(e.querySelector('.cw-score-line').getBoundingClientRect().top - e.getBoundingClientRect().top)"
    with_a_run = scorer.evaluate(below)
    clear.click()
    expect(scorer.locator(".cw-formula")).to_have_text("0")
    assert scorer.evaluate(below) == with_a_run
    for chart in page.locator(".cw-chart-widget").all():
        expect(chart.locator("svg")).to_be_visible()
    sweep = page.locator(".cw-chart-widget", has_text="Win share against three threshold-3 players (fair: 25%)")
    sweep.scroll_into_view_if_needed()
    lab.screenshot_of(sweep, "nothanks-threshold-sweep.png")

    table = page.locator(".cw-nothanks-table")
    table.scroll_into_view_if_needed()
    lab.screenshot("nothanks-table-start.png")
    clicks = 0
    while not table.locator(".cw-final-score").count():
        take, no_thanks = table.locator(".cw-take"), table.locator(".cw-pass")
        if clicks == 1:  # the bots' moves play back one at a time, each said as it happens
            expect(table.locator(".cw-nt-move-text")).to_have_text(re.compile(r"^(Ada|Bruno|Chiara|Sam)\b"))
            expect(take).to_be_disabled()
        if table.locator(".cw-skip:not(:disabled)").count():
            table.locator(".cw-skip:not(:disabled)").click()
        if table.locator(".cw-final-score").count():  # the bots' last moves ended the game
            break
        expect(take).to_be_enabled(timeout=30_000)
        chips_on_card = int(table.locator(".cw-nt-pot .cw-big").inner_text().split()[0])
        button = no_thanks if no_thanks.is_enabled() and chips_on_card < 2 else take
        before = table.locator(".cw-log li").last.inner_text()
        button.click()
        clicks += 1
        expect(table.locator(".cw-log li").last).not_to_have_text(before)
        if clicks == 6:
            lab.screenshot("nothanks-table-playing.png")
            lab.run_new_cell("table.lang = 'it'")
            expect(table.locator(".cw-take")).to_contain_text("Prendi")
            if table.locator(".cw-skip:not(:disabled)").count():
                table.locator(".cw-skip:not(:disabled)").click()
            assert ENGLISH.findall(table.inner_text()) == []
            lab.screenshot_of(table, "nothanks-table-italian.png")
            lab.run_new_cell("table.lang = 'en'")
            expect(table.locator(".cw-take")).to_contain_text("Take it")
        assert clicks < 200
    expect(table.locator(".cw-final-score")).to_have_count(4)
    expect(table.locator(".cw-prompt")).to_contain_text("Winner")
    assert numbers_cut_by_the_next_card(table) == []
    lab.screenshot_of(table, "nothanks-table-end.png")

    # Keys pressed on the table stay in it: in JupyterLab's command mode M would turn its cell into
    # Markdown, D D delete it and the arrows take the focus to another cell, and the game would be lost.
    kinds = "[...document.querySelectorAll('.jp-Notebook .jp-Cell')].map(c => c.className.match(/jp-(Code|Markdown)Cell/)[1])"
    cells = page.evaluate(kinds)
    new_game = table.locator(".cw-controls button").first
    new_game.focus()
    for key in ["m", "d", "d", "ArrowDown", "ArrowUp", "x", "Shift+M"]:
        page.keyboard.press(key)
    assert page.evaluate(kinds) == cells
    expect(new_game).to_be_focused()
    expect(table.locator(".cw-final-score")).to_have_count(4)
