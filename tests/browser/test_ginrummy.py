"""The Gin Rummy tutorial in a real JupyterLab: the showdown explorer reads the source's 35 points,
the meld explorer shows greed failing, a whole hand is played against the bot by clicking through
the showdown, and the table switched to Italian shows no English (the projector's fit is in
test_projector.py, with every tutorial's)."""

import re

from playwright.sync_api import expect

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
