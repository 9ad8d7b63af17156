"""The start notebook in a real JupyterLab: the four decks render, and picks reach Python."""

from playwright.sync_api import expect


def test_start_notebook_shows_the_decks_and_syncs_a_pick(lab):
    page = lab.page
    lab.open("00-start-here.ipynb")
    lab.run_all()
    outputs = page.locator(".jp-OutputArea-output .cardwidgets")
    expect(outputs).to_have_count(6)  # four decks, the backs, and the hand to play with
    # Each is a region named for what it shows (they were all "Cards" to a screen reader).
    names = outputs.evaluate_all("els => els.map((el) => el.getAttribute('aria-label'))")
    assert names == ["The Twins deck", "The No Thanks! deck", "The 52 French cards", "The Twin It! designs",
                     "Card backs", "Your hand: pick 2 cards"], names
    galleries = [("twins", 60), ("nothanks", 33), ("french", 52), ("twinit", 119)]
    for position, (deck, count) in enumerate(galleries):
        gallery = outputs.nth(position)
        expect(gallery.locator(f".cw-deck-{deck}")).to_have_count(count)
        lab.screenshot_of(gallery, f"start-here-{deck}.png")
    expect(outputs.nth(4).locator(".cw-back")).to_have_count(3)
    assert page.locator(".jp-OutputArea-output .cw-card-unknown").count() == 0

    hand = page.locator(".cw-card-hand:has(.cw-status)")
    hand.scroll_into_view_if_needed()
    cards = hand.locator("[role=option]")
    expect(cards).to_have_count(8)
    # At 1280 px beside the file browser the eight large cards share one row (they wrapped 7 and 1),
    # a little narrower than 100 px, but not much.
    assert page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count() == 1, "the file browser is open"
    tops = cards.evaluate_all("cards => cards.map((c) => Math.round(c.getBoundingClientRect().top))")
    widths = cards.evaluate_all("cards => cards.map((c) => c.getBoundingClientRect().width)")
    assert len(set(tops)) == 1 and 86 <= min(widths) <= 100, (tops, widths)
    cards.nth(1).click()
    expect(cards.nth(1)).to_have_attribute("aria-selected", "true")
    cards.nth(6).focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    expect(cards.nth(7)).to_have_attribute("aria-selected", "true")
    expect(hand.locator(".cw-status")).to_have_text("2 of at most 2 selected")
    cards.nth(3).click()  # a third pick is refused, and says why
    expect(hand.locator("[role=alert]")).to_contain_text("at most 2 cards")
    expect(cards.nth(3)).to_have_attribute("aria-selected", "false")
    lab.screenshot("start-here-hand.png")

    labels = [cards.nth(i).get_attribute("aria-label").split(",")[0] for i in (1, 7)]
    printed = lab.rerun_cell(page.locator(".jp-CodeCell").count() - 1)
    assert printed.strip() == "You picked: " + ", ".join(labels)
