"""notebooks/marimo/ served by `marimo run --headless` on 127.0.0.1: on the game page a move played
by clicking, the language switched from a marimo dropdown, and the other game's table answering a
click, then a key, the focus kept in it; in the start notebook a card picked on the page reaches Python."""

import contextlib
import re
import sys

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS, ROOT, free_port, serve


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory):
    home = tmp_path_factory.mktemp("marimo")
    port = free_port()
    command = [sys.executable, "-m", "marimo", "run", str(ROOT / "notebooks" / "marimo"),
               "--headless", "--host", "127.0.0.1", "--port", str(port), "--no-token"]
    base = f"http://127.0.0.1:{port}"
    # A fixed hash seed, so that runs differ less: ipywidgets sends a message's traits in a set's
    # order, which marimo tells the page one by one (the order whose playback stalled, the count of
    # answers before the moves, is tested in jsdom: nothanks_views.test.js, setInOrder).
    with serve(command, f"{base}/", home, {"MARIMO_SKIP_UPDATE_CHECK": "1", "PYTHONHASHSEED": "1"}):
        yield base


def test_a_move_in_marimo(page, marimo_app):
    page.goto(f"{marimo_app}/?file=play.py")
    twins = page.locator(".cw-twins-table")
    buy = twins.locator("button[data-buy='1']")
    expect(buy).to_be_enabled(timeout=90_000)
    assert page.locator(".cm-editor").count() == 0  # an app: no code on the page
    buy.click()
    # The purchase shows at once; the bots' moves play back after it.
    expect(twins.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(9)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "marimo-twins.png"))

    page.get_by_role("combobox", name="Language").select_option(label="Italiano")
    expect(twins.locator(".cw-hand-info .cw-big").first).to_have_text("Mano 1")  # the same game, in Italian
    expect(twins.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(9)

    page.get_by_role("combobox", name="Gioco", exact=True).select_option(label="No Thanks!")
    table = page.locator(".cw-nothanks-table")
    expect(table.locator(".cw-pass")).to_contain_text("No grazie")
    before = table.locator(".cw-log li").last.inner_text()
    table.locator(".cw-pass").click()
    expect(table.locator(".cw-log li").last).not_to_have_text(before)
    page.screenshot(path=str(ARTIFACTS / "marimo-nothanks-italian.png"))
    # marimo draws the table in a shadow root: the focus stays in it through the redraws (on the status
    # line while the bots play; it fell to the page's body, and the next key did nothing).
    expect(table.locator(":focus")).to_have_count(1)
    # The bots' moves play back, and No Thanks has the keyboard again at the reader's turn: the next
    # pass is a key press. (marimo tells a message's traits one by one in the kernel's order, which
    # differs from kernel to kernel: where the count of answers came before the moves, the playback
    # read the moves before and stalled on "Waiting for Ada".)
    expect(table.locator(".cw-pass")).to_be_focused(timeout=60_000)
    before = table.locator(".cw-log li").last.inner_text()
    page.keyboard.press("n")
    expect(table.locator(".cw-log li").last).not_to_have_text(before)
    # Back to Twins and to No Thanks! again: each game where it was left (in Italian), not dealt anew.
    expect(table.locator(".cw-pass")).to_be_focused(timeout=60_000)  # the bots have played
    center, seats = table.locator(".cw-nt-center").text_content(), table.locator(".cw-nt-seats").text_content()
    page.get_by_role("combobox", name="Gioco", exact=True).select_option(label="Twins")
    expect(twins.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(9)
    expect(twins.locator(".cw-hand-info .cw-big").first).to_have_text("Mano 1")
    page.get_by_role("combobox", name="Gioco", exact=True).select_option(label="No Thanks!")
    expect(table.locator(".cw-pass")).to_be_enabled(timeout=30_000)
    expect(table.locator(".cw-nt-center")).to_have_text(center)
    expect(table.locator(".cw-nt-seats")).to_have_text(seats)


def test_the_start_notebook_in_marimo_a_pick_reaches_python(page, marimo_app):
    page.goto(f"{marimo_app}/?file=start_here.py")
    hand = page.locator(".cw-card-hand:has(.cw-status)")
    cards = hand.locator("[role=option]")
    expect(cards).to_have_count(8, timeout=90_000)
    expect(page.locator(".cw-deck-twins")).to_have_count(60 + 8)  # the gallery and the hand
    cards.nth(3).click()
    expect(cards.nth(3)).to_have_attribute("aria-selected", "true")
    label = cards.nth(3).get_attribute("aria-label").split(",")[0]
    expect(page.get_by_text("Python sees what you picked")).to_contain_text(label)


@contextlib.contextmanager
def spanish_on_a_projector(browser, marimo_app, game):
    """marimo's game page at 1024×768 zoomed to 150 % (683×512 CSS px), in Spanish, on ``game``."""
    context = browser.new_context(viewport={"width": 683, "height": 512}, device_scale_factor=1.5)
    page = context.new_page()
    try:
        page.goto(f"{marimo_app}/?file=play.py")
        expect(page.locator(".cw-twins-table")).to_be_visible(timeout=90_000)
        page.get_by_role("combobox", name="Language").select_option(label="Español")
        page.get_by_role("combobox", name="Juego", exact=True).select_option(label=game)
        yield page
    finally:
        context.close()


def test_the_game_page_in_marimo_speaks_the_chosen_language(browser, marimo_app):
    """In Spanish on a projector the game chooser says "Juego" (it said "Game · Gioco · Jeu ·
    Juego", on two lines), and keeps the game chosen as the language changes; the page's title
    names the game and its language is Spanish (it stayed "play", in English, for a screen reader);
    the language chooser keeps the keyboard through a change of language; the table is a region
    named in Spanish."""
    with spanish_on_a_projector(browser, marimo_app, "No Thanks!") as page:
        expect(page.locator(".cw-nothanks-table .cw-pass")).to_contain_text("gracias")
        game = page.get_by_role("combobox", name="Juego", exact=True)
        expect(game).to_have_value(re.compile("."))
        assert page.get_by_role("combobox", name="Game").count() == 0
        expect(page).to_have_title("No Thanks! · cardwidgets")
        expect(page.locator("html")).to_have_attribute("lang", "es")
        expect(page.get_by_role("region", name="Mesa de No Thanks!")).to_be_visible()
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "marimo-choosers-projector-spanish.png"))
        language = page.get_by_role("combobox", name="Language")
        language.focus()
        language.select_option(label="Italiano")
        expect(page.get_by_role("combobox", name="Gioco", exact=True)).to_be_visible()
        expect(page.locator(".cw-nothanks-table .cw-pass")).to_contain_text("grazie")
        expect(page.locator("html")).to_have_attribute("lang", "it")
        assert page.get_by_role("combobox", name="Gioco", exact=True).evaluate(
            "s => s.options[s.selectedIndex].textContent") == "No Thanks!", "the game kept"
        expect(page.get_by_role("combobox", name="Language")).to_be_focused()


def test_twinit_in_spanish_on_a_projector_in_marimo_says_its_keys_whole(browser, marimo_app):
    """1024×768 zoomed to 150 %: marimo's page is narrower than JupyterLab's (the table 535 CSS px
    wide, not about 600), and the keys' line in Italian or Spanish wraps in the news box's two lines.
    It comes first, so that what is hidden is what the box is for, not the keys (the line was cut at
    "Intro pone", under the cards' seats)."""
    with spanish_on_a_projector(browser, marimo_app, "Twin It!") as page:
        news = page.locator(".cw-twinit-table-view .cw-twinit-news")
        expect(news.locator(".cw-news-keys")).to_contain_text("Teclas", timeout=30_000)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "marimo-twinit-projector-spanish.png"))
        box, keys = news.bounding_box(), news.locator(".cw-news-keys").bounding_box()
        assert box["y"] - 0.5 <= keys["y"] and keys["y"] + keys["height"] <= box["y"] + box["height"] + 0.5, (box, keys)


def test_the_game_page_in_marimo_gives_the_table_the_keys_when_it_opens(page, marimo_app):
    """As in the Voilà app: the table has the keyboard focus when the page opens, so that its keys
    work without a click first (marimo's page left it on the page's body, where keys do nothing);
    a game chosen later from the dropdown does not take the focus from the dropdown."""
    page.goto(f"{marimo_app}/?file=play.py")
    buy = page.locator(".cw-twins-table button[data-buy='0']")
    expect(buy).to_be_focused(timeout=90_000)
    game = page.get_by_role("combobox", name="Game")
    game.focus()
    game.select_option(label="No Thanks!")
    expect(page.locator(".cw-nothanks-table .cw-pass")).to_be_visible()
    expect(game).to_be_focused()


def test_no_thanks_on_a_projector_in_marimo_keeps_two_lines_room_for_its_sentences(browser, marimo_app):
    """The move's banner and the prompt keep two lines' room (2.4em) on a projector, so that the
    buttons and seats below hold still when a sentence wraps ("Bruno se lleva el 28 y 9 fichas, y da
    la vuelta al 12."). marimo's page sets a line height of 1.5: two lines were 48 px in a room of 38,
    and everything below jumped 10 px at each bot's move that wrapped, and back at the next."""
    with spanish_on_a_projector(browser, marimo_app, "No Thanks!") as page:
        table = page.locator(".cw-nothanks-table")
        expect(table.locator(".cw-pass")).to_be_visible()
        for room in [".cw-nt-move-text", ".cw-nt-actions .cw-prompt"]:
            line, kept = table.locator(room).evaluate(
                "n => [parseFloat(getComputedStyle(n).lineHeight), parseFloat(getComputedStyle(n).minHeight)]")
            assert 2 * line <= kept + 0.5, (room, line, kept)


def test_the_game_page_in_marimo_opens_as_its_link_says_and_a_reload_keeps_the_choices(page, marimo_app):
    """A link chooses the game, the language and the deal, as the Voilà app's does; the choosers write
    theirs back into the address, so that a reload keeps them: an Italian class that reloaded the page
    was back in English, on Twins (and a teacher could not link it in Italian at all)."""
    page.goto(f"{marimo_app}/?file=play.py&game=no-thanks&lang=it&seed=7")
    table = page.locator(".cw-nothanks-table")
    expect(table.locator(".cw-take")).to_contain_text("Prendi", timeout=90_000)
    expect(table.locator(".cw-log li").first).to_contain_text("codice 7")
    page.get_by_role("combobox", name="Gioco", exact=True).select_option(label="Gin Rummy")
    expect(page.locator(".cw-gin-table")).to_be_visible()
    page.get_by_role("combobox", name="Language").select_option(label="Español")
    expect(page).to_have_url(re.compile("lang=es"))
    expect(page).to_have_url(re.compile("game=gin-rummy"))
    page.reload()
    expect(page.locator(".cw-gin-table .cw-gin-act-stock, .cw-gin-table .cw-gin-act-take").first).to_be_visible(timeout=90_000)
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("combobox", name="Juego", exact=True)).to_be_visible()
