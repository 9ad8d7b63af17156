"""The class's app served by Voilà on 127.0.0.1: no code on the page, a game played by clicking,
the language and the game switched from the choosers."""

import re
import sys

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS, copy_of_the_notebooks, free_port, serve

APP = "voila/render/notebooks/apps/play.ipynb"


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """``voila`` serving a copy of the notebooks, as a teacher runs it for a class."""
    home = tmp_path_factory.mktemp("voila")
    root = copy_of_the_notebooks(home)
    port = free_port()
    command = [sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}",
               "--Voila.port_retries=0", str(root)]
    base = f"http://127.0.0.1:{port}"
    with serve(command, f"{base}/", home, {"JUPYTER_RUNTIME_DIR": str(home / "runtime")}):
        yield base


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


def test_the_app_shows_no_code_and_a_game_is_played_by_clicking(page, voila):
    page.goto(f"{voila}/{APP}?game=no-thanks&seed=3")
    table = page.locator(".cw-nothanks-table")
    expect(table.locator(".cw-take")).to_be_enabled(timeout=90_000)
    # No code anywhere: no input area, no editor, not a word of the cell's source.
    assert page.locator(".jp-InputArea, .jp-InputPrompt, .cm-editor, .CodeMirror").count() == 0
    assert "GameApp" not in page.locator("body").inner_text()

    # The table has the keyboard from the start: N says no thanks with no click first.
    expect(table.locator(".cw-take")).to_be_focused()
    page.keyboard.press("n")
    expect(table.locator(".cw-log li").last).to_have_text(re.compile(r"^Sam: No thanks!"))
    for button in ("cw-pass", "cw-take"):
        before = table.locator(".cw-log li").last.inner_text()
        table.locator(f".{button}").click()
        expect(table.locator(".cw-log li").last).not_to_have_text(before)
    expect(table.locator(".cw-my-seat [aria-label]").first).to_be_visible()  # the card taken
    shot(page, "voila-nothanks.png")

    expect(page).to_have_title("No Thanks! · cardwidgets")
    page.get_by_label("Language", exact=True).select_option(label="Italiano")
    expect(table.locator(".cw-take")).to_contain_text("Prendi")
    expect(page.get_by_label("Lingua", exact=True)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "it")  # a screen reader reads it in Italian

    page.get_by_label("Gioco", exact=True).select_option(label="Twins")
    twins = page.locator(".cw-twins-table")
    buy = twins.locator("button[data-buy='1']")
    expect(buy).to_be_enabled()
    buy.click()
    # The purchase shows at once; the bots' moves play back after it.
    expect(twins.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(9)
    shot(page, "voila-twins-italian.png")

    page.get_by_label("Gioco", exact=True).select_option(label="Gin Rummy")
    gin = page.locator(".cw-gin-table")
    draw = gin.locator("button.cw-gin-act-take, button.cw-gin-act-stock").first  # the upcard, or the stock
    expect(draw).to_be_enabled(timeout=20_000)  # once the bot's moves have played back, each at a reading pace
    draw.click()
    expect(gin.locator("button.cw-gin-act-discard")).to_be_visible()  # 11 cards: now a discard is owed
    shot(page, "voila-gin-italian.png")

    page.get_by_label("Gioco", exact=True).select_option(label="Twin It!")
    twinit = page.locator(".cw-twinit-table-view")
    flip = twinit.locator("button.cw-twinit-flip")
    expect(flip).to_be_enabled()
    expect(flip).to_contain_text("Gira")
    flip.click()
    expect(twinit.locator("section.cw-twinit-table .cw-card").first).to_be_visible()  # the flipped card
    shot(page, "voila-twinit-italian.png")
    expect(page).to_have_title("Twin It! · cardwidgets")

    # Back to No Thanks!: the game where it was left, the card taken still in the reader's seat.
    page.get_by_label("Gioco", exact=True).select_option(label="No Thanks!")
    expect(table.locator(".cw-my-seat [aria-label]").first).to_be_visible()
    expect(table.locator(".cw-take")).to_contain_text("Prendi")


def test_the_bots_purchases_and_cards_put_down_show_one_at_a_time(page, voila):
    """After the reader's purchase, each bot's purchase and then each bot's cards put down show at
    its seat on its own, paced, though they came in one answer of the kernel; the reader's Play
    button only once they all have."""
    page.goto(f"{voila}/{APP}?game=twins&seed=7")
    table = page.locator(".cw-twins-table")
    buy = table.locator("button[data-buy='1']")
    expect(buy).to_be_enabled(timeout=90_000)
    # Each change of the seats' status lines, noted by the page itself as it happens.
    table.evaluate("""t => { const seen = window.seen = []; const note = () => {
        const status = [...t.querySelectorAll('.cw-seat')].map((s) => s.querySelector('.cw-seat-status').textContent);
        const play = !!t.querySelector('.cw-play-button');
        if (seen.at(-1)?.status.join() !== status.join() || seen.at(-1)?.play !== play) seen.push({ status, at: performance.now(), play }); };
      new MutationObserver(note).observe(t, { subtree: true, childList: true, characterData: true }); }""")
    buy.click()
    expect(table.locator(".cw-play-button")).to_be_visible(timeout=20_000)
    seen = page.evaluate("window.seen")
    seats = table.locator(".cw-seat").evaluate_all("seats => seats.map((s) => s.dataset.seat)")
    assert seats == ["Ada", "Bruno", "Chiara"]
    down = [next(change["at"] for change in seen if change["status"][i] == "✓ cards down") for i in range(3)]
    assert down[0] + 900 < down[1] and down[1] + 900 < down[2], (down, seen)
    bought = [next(change["at"] for change in seen if change["status"][i] == "bought nothing") for i in range(2)]
    assert bought[0] + 900 < bought[1] < down[0], (bought, seen)
    assert [change["play"] for change in seen].index(True) == len(seen) - 1, "the reader's turn comes last"
    assert seen[-1]["at"] > down[2] + 900, "after the last bot's cards went down, and a move's time to see them"
    shot(page, "voila-twins-bots-down.png")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_app_fits_a_small_screen_at_150_percent(browser, voila, lang):
    """1024×768 at 150% zoom leaves 683×512 CSS pixels: the app must fit without scrolling sideways.
    Its table, 650 px wide, takes the projector's tighter layout (at 640 px and under only, it did
    not: in Spanish the cash card under the pot pushed the reader's hand below the fold)."""
    context = browser.new_context(viewport={"width": 683, "height": 512}, device_scale_factor=1.5)
    page = context.new_page()
    try:
        page.goto(f"{voila}/{APP}?game=twins&seed=5&lang={lang}")
        expect(page.locator(".cw-twins-table button[data-buy='1']")).to_be_enabled(timeout=90_000)
        overflow = page.evaluate("() => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth")
        shot(page, f"voila-twins-683px-{lang}.png")
        assert overflow <= 0
        # The reader's own cards and the buttons to act on them show whole on the first screen: the
        # other seats share one row, their backs overlapped, and their cards put down beside their
        # hands (on a line of their own they pushed the cards 37 px below the fold, the buttons 79;
        # this test looked at the first card's top 20 px only).
        for part in (".cw-my-seat .cw-hand .cw-card", ".cw-my-seat button[data-buy]"):
            bottoms = page.locator(f".cw-twins-table {part}").evaluate_all(
                "nodes => nodes.map((node) => node.getBoundingClientRect().bottom)")
            assert bottoms and max(bottoms) <= 512, (part, bottoms)
    finally:
        context.close()
