"""The Gin Rummy tutorial in a real JupyterLab: the showdown explorer reads the source's 35 points,
the meld explorer shows greed failing, a whole hand is played against the bot by clicking through
the showdown, and the table switched to Italian shows no English (the projector's fit is in
test_projector.py, with every tutorial's)."""

import contextlib
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Lab

# Words of the English table that must not survive a switch to Italian (whole words: "Passa" is Italian).
ENGLISH = ["Discard", "Draw", "stock", "Your hand", "Deadwood", "New game", "Teacher", "takes", "draws", "discards",
           "passes", "Last moves", "Skip", "Pass", "Knock", "Match to", "points", "Hand ", "knocks", "wins"]
VIEWS = ".cw-meld-explorer, .cw-showdown-explorer, .cw-gin-table"


def play_a_turn(table, page):
    """One decision of the reader's, by clicking: pass the upcard, draw from the stock, or discard
    the card that leaves the least deadwood (knocking, or going gin, when the button allows)."""
    skip = table.locator(".cw-gin-skip")
    if skip.count():
        skip.click()
    if table.locator(".cw-gin-showdown").count():
        return
    if table.locator(".cw-gin-act-pass").count():
        clicked = "pass"
    elif table.locator(".cw-gin-act-stock").count():
        clicked = "stock"
    elif table.locator(".cw-gin-act-discard").count():
        cards = table.locator(".cw-gin-hand [role=option]:not(.cw-disabled)")
        leaves = []
        for i in range(cards.count()):
            cards.nth(i).click()
            prompt = table.locator(".cw-prompt").inner_text()
            deadwood = re.search(r"leaves (\d+)", prompt)
            assert deadwood, prompt
            leaves.append((int(deadwood.group(1)), i))
        best = min(leaves)[1]
        if best != leaves[-1][1]:  # the last card clicked is still picked; a second click would drop it
            cards.nth(best).click()
        clicked = next(name for name in ("gin", "knock", "discard") if table.locator(f".cw-gin-act-{name}").is_enabled())
    else:  # the bot's turn, or its moves playing back
        page.wait_for_timeout(300)
        return
    table.locator(f".cw-gin-act-{clicked}").click()
    expect(table.locator(f".cw-gin-act-{clicked}")).to_have_count(0, timeout=20_000)


def test_gin_rummy_tutorial_explorers_and_a_hand_against_the_bot(lab):
    page = lab.page
    lab.open("03-gin-rummy.ipynb")
    lab.run_all()

    source = page.locator(".cw-showdown-explorer").first
    source.scroll_into_view_if_needed()
    expect(source.locator(".cw-gin-score-line")).to_have_text("…")
    source.locator(".cw-next-step").click()
    expect(source.locator(".cw-gin-score-line")).to_have_text("The knocker scores 35 points: gin, 10 + 25 bonus.")
    expect(source.locator(".cw-next-step")).to_be_disabled()
    lab.screenshot_of(source, "gin-showdown-35.png")

    greedy = page.locator(".cw-meld-explorer").nth(3)
    greedy.scroll_into_view_if_needed()
    expect(greedy.locator(".cw-gin-verdict")).to_have_text("The shortcut leaves 7; the search finds 6.")
    greedy.locator(".cw-gin-pick[data-index='0']").click()  # the A♠ out: ten cards, no discards
    expect(greedy.locator(".cw-gin-discard")).to_have_count(0)
    lab.screenshot_of(greedy, "gin-melds-greedy.png")

    layoffs = page.locator(".cw-showdown-explorer").nth(1)
    layoffs.scroll_into_view_if_needed()
    for _ in range(3):
        layoffs.locator(".cw-next-step").click()
    expect(layoffs.locator(".cw-gin-added")).to_have_count(3)
    lab.screenshot_of(layoffs, "gin-showdown-layoffs.png")

    table = page.locator(".cw-gin-table")
    table.scroll_into_view_if_needed()
    lab.screenshot("gin-table-start.png")
    # A click on the table's words, then a button's letter: the table has the keyboard, not the notebook.
    expect(table.locator(".cw-gin-act-pass")).to_be_enabled()
    table.locator(".cw-gin-my-seat .cw-seat-name").click()
    page.keyboard.press("p")
    expect(table.locator(".cw-gin-act-pass")).to_have_count(0, timeout=20_000)
    for turn in range(120):
        if table.locator(".cw-gin-showdown").count():
            break
        play_a_turn(table, page)
        if turn == 5:
            lab.screenshot("gin-table-playing.png")
    showdown = table.locator(".cw-gin-showdown")
    expect(showdown).to_be_visible()
    expect(table.locator(".cw-next-hand")).to_be_disabled()
    table.locator(".cw-gin-showdown .cw-show-end").click()
    expect(showdown.locator(".cw-gin-score")).to_have_text(re.compile(r"(Sam|Ada) scores \d+ points?: "))
    lab.screenshot_of(table, "gin-table-showdown.png")
    table.locator(".cw-next-hand").click()
    expect(table.locator(".cw-gin-showdown")).to_have_count(0)
    expect(table.locator(".cw-gin-match")).to_contain_text("Hand 2")

    lab.run_new_cell("table.lang = 'it'")
    expect(table.locator(".cw-gin-match")).to_contain_text("Mano 2")
    text = table.inner_text()
    assert [word for word in ENGLISH if re.search(rf"\b{re.escape(word)}\b", text)] == []
    lab.screenshot_of(table, "gin-table-italian.png")


@contextlib.contextmanager
def gin_page(browser, jupyter_lab, screen: str, cell: str):
    """The Gin tutorial open in JupyterLab on ``screen`` (a projector: 1024×768 at 150%, or
    1280x800), its file browser closed, ``cell`` run in a new cell: ``(lab, page)``."""
    projector = screen == "projector"
    context = browser.new_context(viewport={"width": 683, "height": 512} if projector else {"width": 1280, "height": 800},
                                  device_scale_factor=1.5 if projector else 1)
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        lab = Lab(page, jupyter_lab)
        lab.open("03-gin-rummy.ipynb")
        if page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
            page.keyboard.press("Control+b")
        lab.run_new_cell(cell)
        yield lab, page
    finally:
        context.close()


# A match where the bot knocks straight after the reader's third discard (seed 15: the reader has
# passed, drawn, discarded the K♠ and drawn; discarding the Q♥ now, Ada draws and knocks).
BOT_KNOCKS = ('from cardwidgets import GinTable; t = GinTable("tracker", seed=15, lang="es"); '
              't.pass_upcard(); t.draw("stock"); t.discard(3); t.draw("stock"); t')
IN_VIEW = """el => { const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + Math.min(box.width / 2, 40), box.y + box.height / 2);
    return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && el.contains(hit); }"""


@pytest.mark.parametrize("screen", ["projector", "1280x800"])
def test_a_bots_knock_is_read_with_the_start_of_its_showdown(browser, jupyter_lab, screen):
    """As a bot's knock opens the showdown, the page scrolls to the showdown's title: the box of the
    last moves that said "Ada knocks…" went out of view above it (under JupyterLab's toolbar on a
    projector). The showdown now says the knock again under its title, in view with it, in the
    widget's language; and its score, once shown, under its buttons."""
    with gin_page(browser, jupyter_lab, screen, BOT_KNOCKS) as (lab, page):
        table = page.locator(".cw-gin-table")
        table.locator(".cw-gin-hand [data-card='QH']").click()
        table.locator(".cw-gin-act-discard").click()
        showdown = table.locator(".cw-gin-showdown")
        expect(showdown).to_be_visible(timeout=30_000)
        # The 6♠ shows its glyph and is read in words (its glyph hidden from assistive technology).
        expect(table.locator(".cw-gin-move").last).to_have_text("Ada cierra y descarta 6♠6 de picas boca abajo.")
        heard = table.locator(".cw-gin-move").last.aria_snapshot()
        assert "Ada cierra y descarta 6 de picas boca abajo." in heard and "♠" not in heard, heard
        page.wait_for_timeout(1000)  # the scroll to the showdown's title, a frame later
        lab.screenshot(f"gin-bot-knock-{screen}.png")
        title = showdown.locator(".cw-section-title").first
        assert title.evaluate(IN_VIEW), "the showdown's title is in view"
        told = showdown.locator(".cw-gin-knock-news")
        expect(told).to_have_text("Ada cierra y descarta 6♠6 de picas boca abajo.")
        assert told.evaluate(IN_VIEW), "the knock is out of view"
        expect(showdown.locator(".cw-next-step")).to_be_focused()
        # Show all, from the keyboard: the score comes in view with Next hand, which has the focus (on a
        # projector it was told at the foot of the showdown's lines, a screen below).
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        expect(showdown.locator(".cw-next-hand")).to_be_focused()
        score = showdown.locator(".cw-gin-score")
        expect(score).to_have_text(re.compile(r"^Ada gana \d+ puntos?: "))
        assert score.evaluate(IN_VIEW), "the score is out of view"
        lab.screenshot(f"gin-bot-knock-{screen}-scored.png")


# Seed 2 in Spanish: after four decisions of the tracker's, the reader may knock with the 10♠ in hand 1.
KNOCK_SOON = ('from cardwidgets import GinTable; from cardwidgets.games.ginrummy.bots import TrackerBot; '
              't = GinTable("tracker", seed=2, lang="es"); b = TrackerBot(1); '
              '[t.act(b.choose(t.game.snapshot("Sam"))) for _ in range(4)]; t')
# At every frame, the top of the reader's seat and of the showdown in the table; when one moves from
# one frame to the next, which blocks of the table changed height then (a line wrapped, a box grew).
WATCH_TOPS = """t => { window.__moved = [];
  const top = (e) => e.getBoundingClientRect().top - t.getBoundingClientRect().top;
  const blocks = () => Object.fromEntries([...t.querySelectorAll('.cw-gin-head, .cw-gin-match, .cw-gin-center, .cw-gin-moves, '
    + '.cw-gin-move-list, .cw-gin-actions, .cw-error, .cw-gin-result')].map((e) => [e.className, Math.round(e.getBoundingClientRect().height)]));
  let last = {}; let lastBlocks = {};
  const tick = () => { const now = {}; const sizes = blocks();
    for (const sel of ['.cw-gin-my-seat', '.cw-gin-showdown']) { const e = t.querySelector(sel); if (e) now[sel] = top(e); }
    for (const sel in now) if (sel in last && Math.abs(now[sel] - last[sel]) > 1)
      window.__moved.push([sel, Math.round(last[sel]), Math.round(now[sel]),
        Object.keys(sizes).filter((k) => lastBlocks[k] !== sizes[k]).map((k) => `${k}: ${lastBlocks[k]} -> ${sizes[k]}`)]);
    last = now; lastBlocks = sizes; requestAnimationFrame(tick); };
  tick(); }"""


def keyboard_turn(table, page) -> bool:
    """One decision of the reader's, from the keyboard: pass the upcard, draw from the stock, or
    discard the highest card of the deadwood; a bot's showdown is shown to its end and closed.
    Whether the reader moved (not while the bot's moves play back)."""
    showdown = table.locator(".cw-gin-showdown")
    if showdown.count():
        showdown.locator(".cw-show-end").click()
        showdown.locator(".cw-next-hand").click()
        return True
    buttons = table.locator(".cw-gin-actions button:not(:disabled)")
    discarding = table.locator(".cw-gin-act-discard").count() > 0  # (disabled till a card is picked)
    if buttons.count() == 0 and not discarding:  # the bot's moves playing back
        page.wait_for_timeout(200)
        return False
    keys = {b.get_attribute("data-focus-key"): b.get_attribute("data-key") for b in buttons.all()}
    if not discarding:
        page.keyboard.press(keys.get("act-pass") or keys["act-stock"])
    else:
        points = {"A": 1, "J": 10, "Q": 10, "K": 10}
        dead = table.locator(".cw-gin-hand .cw-gin-dead:not(.cw-disabled)")
        if dead.count() == 0:
            dead = table.locator(".cw-gin-hand .cw-card:not(.cw-disabled)")
        cards = dead.evaluate_all("cs => cs.map((c) => c.dataset.card)")
        worst = max(cards, key=lambda card: points.get(card[:-1]) or int(card[:-1]))
        table.locator(f".cw-gin-hand [data-card='{worst}']").click()
        page.keyboard.press(table.locator(".cw-gin-act-discard").get_attribute("data-key"))
    page.wait_for_timeout(300)
    return True


@pytest.mark.parametrize("screen", ["projector", "1280x800"])
def test_nothing_above_the_readers_hand_or_the_showdown_moves_them(browser, jupyter_lab, screen):
    """A Spanish class on a projector saw the reader's hand move up 3 px (or 19) as each hand after a
    showdown was dealt (the showdown's lines and the deal's, two or three lines each beside the piles,
    grew the box of the last moves, which shrank as the bot moved), and the open showdown move down
    21 px as its score came into the totals (the second digit sent "Mano 1 · partida a 100" to a
    second line). A knock, its showdown read to its end, the next hand and a few turns, watched at
    every frame: neither moves."""
    with gin_page(browser, jupyter_lab, screen, KNOCK_SOON) as (lab, page):
        table = page.locator(".cw-gin-table")
        expect(table.locator(".cw-gin-act-discard")).to_be_visible(timeout=20_000)  # the bot's moves played back
        table.locator(".cw-gin-hand [data-card='10S']").click()
        knock = table.locator(".cw-gin-act-knock")
        expect(knock).to_be_enabled()
        table.evaluate(WATCH_TOPS)
        knock.click()
        showdown = table.locator(".cw-gin-showdown")
        showdown.locator(".cw-show-end").click()
        expect(showdown.locator(".cw-gin-score")).to_have_text("Sam gana 37 puntos: 45 − 8.")
        expect(table.locator(".cw-gin-total[data-seat='Sam'] .cw-big")).to_have_text("37 puntos")
        showdown.locator(".cw-next-hand").click()
        expect(table.locator(".cw-gin-match")).to_contain_text("Mano 2")
        lab.screenshot(f"gin-steady-{screen}-hand-2.png")
        decisions = 0
        for _ in range(100):
            decisions += keyboard_turn(table, page)
            if decisions == 8:
                break
        assert decisions == 8
        moved = page.evaluate("window.__moved")
        assert moved == [], moved


# Seed 15 in Italian: the reader passes the upcard and draws from the stock; now to discard, with
# 50-odd points of deadwood.
TO_DISCARD = 'from cardwidgets import GinTable; t = GinTable("tracker", seed=15, lang="it"); t.pass_upcard(); t.draw("stock"); t'


def test_a_refused_knock_says_why_and_nothing_moves_on_a_projector(browser, jupyter_lab):
    """An Italian class on a projector: Knock's letter with a card picked and 50-odd points of
    deadwood says why in the status line above the hand, on two lines there ("Non puoi bussare:
    scartando … il limite è 10."), and the hand dropped 17 px, and came back up at the next pick.
    Now the line has two lines' room: a pick, a refusal, another pick, and the hand holds still."""
    with gin_page(browser, jupyter_lab, "projector", TO_DISCARD) as (lab, page):
        table = page.locator(".cw-gin-table")
        expect(table.locator(".cw-gin-act-discard")).to_be_visible(timeout=20_000)
        cards = table.locator(".cw-gin-hand .cw-card")
        cards.first.click()
        table.evaluate(WATCH_TOPS)
        page.keyboard.press(table.locator(".cw-gin-act-knock").get_attribute("data-key"))
        prompt = table.locator(".cw-gin-actions .cw-prompt")
        expect(prompt).to_have_text(re.compile(r"^Non puoi bussare: scartando .+ il limite è 10\.$"))
        lines = prompt.evaluate("p => { const text = document.createRange(); text.selectNodeContents(p);"
                               " return new Set([...text.getClientRects()].map((box) => Math.round(box.top))).size; }")
        assert lines == 2, lines  # (what the test is about: a reason on two lines)
        prompt.evaluate("el => el.scrollIntoView({block: 'center'})")
        lab.screenshot("gin-refused-knock-projector.png")
        cards.nth(1).click()
        expect(prompt).to_have_text(re.compile(r"^Scartando "))
        page.wait_for_timeout(300)
        moved = page.evaluate("window.__moved")
        assert moved == [], moved


def test_a_showdown_explorers_score_is_told_by_its_buttons_and_nothing_moves_on_a_projector(browser, jupyter_lab):
    """On a projector the showdown explorer told its score at its foot, below both hands and the
    lines, a screen below the Next step the reader had just pressed. The score now comes under the
    buttons; in French a gin's score takes two lines there ("Le joueur qui frappe marque 35 points :
    gin, 10 + 25 de prime."), and the hands below keep their place as it is told."""
    cell = 'from cardwidgets import ShowdownExplorer; ShowdownExplorer("source_35", lang="fr")'
    with gin_page(browser, jupyter_lab, "projector", cell) as (lab, page):
        explorer = page.locator(".cw-showdown-explorer").last
        step = explorer.locator(".cw-next-step")
        expect(step).to_be_enabled(timeout=20_000)
        step.evaluate("el => el.scrollIntoView({block: 'start'})")
        hands = "e => Math.round(e.querySelector('.cw-gin-showdown-view').getBoundingClientRect().top - e.getBoundingClientRect().top)"
        before = explorer.evaluate(hands)
        step.focus()
        page.keyboard.press("Enter")
        score = explorer.locator(".cw-gin-score-line")
        expect(score).to_have_text("Le joueur qui frappe marque 35 points\u00a0: gin, 10 + 25 de prime.")
        assert score.evaluate(IN_VIEW), "the score is told out of view"
        assert explorer.evaluate(hands) == before, (before, explorer.evaluate(hands))
        lab.screenshot("gin-showdown-explorer-score-projector.png")
