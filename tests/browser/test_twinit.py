"""The Twin It! tutorial in a real JupyterLab: a game against the slowest bots played by clicking,
matches found by reading the designs shown on the page; a cooperative minute that collects a pair
before the time runs out (the projector's fit is in test_projector.py, with every tutorial's)."""

import re
import time

from playwright.sync_api import expect

VIEWS = ".cw-twinit-table-view, .cw-twinit-coop-view"
# The tutorial's game against the bots: its one table not paused for explaining. (".last" of all the
# tables is re-read at every use: while the notebook's outputs were still being drawn, a click went
# to a paused example's table, and the next look to the game's.)
GAME = ".cw-twinit-table-view:not(:has(.cw-twinit-practice input:checked))"


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


HAND_MARK = """(table, id) => { const c = table.querySelector(`.cw-twinit-card[data-card='${id}']`);
  const mark = c && c.querySelector('.cw-hand-mark');
  return mark ? { mark: mark.getBoundingClientRect().height, card: c.getBoundingClientRect().height,
                  ring: getComputedStyle(c).boxShadow } : null; }"""
"""A card's hand tag and the card's heights, and the card's ring, read in one go (None: the card or
its tag is gone: a bot took it)."""


def test_twin_it_against_the_slowest_bots_by_clicking(lab):
    page = lab.page
    table = the_last(lab, GAME)
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
            expect(first.locator(".cw-hand-mark")).to_have_text("Sam")
            # Read at once: a bot may take the card meanwhile (then the next match is measured instead).
            seen = table.evaluate(HAND_MARK, pair[0])
            if seen is None:
                continue
            assert seen["mark"] < seen["card"] / 3, "a tag, not a cover"
            assert seen["ring"] != "none", "my hand's ring, though the card has the focus"
            claim(table, pair[1:])
            marked = True
        elif pair:
            claim(table, pair)
            page.wait_for_timeout(150)
        # (in the page: at the end Flip goes, New game in its place, and a look for it waited 60 s)
        elif table.evaluate("el => { const flip = el.querySelector('.cw-twinit-flip:not(:disabled)'); flip?.click(); return Boolean(flip); }"):
            pass
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
    # its ↻ each in the Tab order made 272 stops): from Start, that card, the game's number and New
    # game at the foot, out of the widget.
    assert tab_presses_through(lab.page, coop) == 4
    lab.page.keyboard.press("Shift+Tab")
    lab.page.keyboard.press("Shift+Tab")
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
    # From Flip: Practice, the three piles (the reader's first), the table, then the foot: the log,
    # the game's number, New game; out at the 9th press (31 before).
    assert tab_presses_through(page, table, ".cw-twinit-flip") == 9
    table.locator(".cw-twinit-flip").focus()
    for _ in range(2):
        page.keyboard.press("Tab")
    expect(table.locator("[data-seat='Sam'] .cw-twinit-pile .cw-twinit-card")).to_be_focused()
    for _ in range(3):
        page.keyboard.press("Tab")
    expect(cards.first).to_be_focused()
    page.keyboard.press("ArrowDown")
    below = page.evaluate("document.activeElement.dataset.focusKey")
    assert below != cards.first.get_attribute("data-focus-key")
    page.keyboard.press("Shift+Tab")
    expect(table.locator("[data-seat='Bruno'] .cw-twinit-pile .cw-twinit-card")).to_be_focused()
    page.keyboard.press("Tab")
    expect(table.locator(f"[data-focus-key='{below}']")).to_be_focused()
    # Enter puts the reader's hand on the focused card.
    page.keyboard.press("Enter")
    expect(table.locator(f"[data-focus-key='{below}']")).to_have_class(re.compile("cw-hand-mine"))
    lab.screenshot("twinit-table-keys.png")


def test_twin_it_table_deals_a_game_by_its_number_from_the_keyboard(lab):
    """A teacher deals the class game 12, in French, by keyboard only: Tab to the game's number at the
    table's foot, type 12, Enter (the game in progress asks first: Enter again on New game); the
    log's first line says "numéro 12", the kernel dealt seed 12, and the keyboard is back on Flip.
    A number the kernel refuses is explained in French and changes nothing."""
    page = lab.page
    lab.open("00-start-here.ipynb")
    lab.run_new_cell("from cardwidgets import TwinItTable; t = TwinItTable(['beginner'] * 2, seed=3, lang='fr'); t")
    table = page.locator(".jp-OutputArea-output > .cw-twinit-table-view")
    expect(table).to_have_count(1, timeout=60_000)
    table.scroll_into_view_if_needed()
    seed = table.locator(".cw-seed-input")
    expect(seed).to_have_value("3")
    expect(table.locator(".cw-table-foot .cw-field-label")).to_have_text("Numéro de partie")
    table.locator(".cw-twinit-flip").focus()
    for _ in range(30):
        if seed.evaluate("el => el === document.activeElement"):
            break
        page.keyboard.press("Tab")
    expect(seed).to_be_focused()
    page.keyboard.press("Control+a")
    page.keyboard.type("-3")
    page.keyboard.press("Enter")
    new = table.locator(".cw-twinit-new")
    expect(new).to_have_text("Appuyez encore\u00a0: cette partie s'arrête")
    expect(new).to_be_focused()
    page.keyboard.press("Enter")
    expect(table.locator(".cw-form-error")).to_have_text("«\u00a0Numéro de partie\u00a0» doit être entre 0 et 2147483647, pas -3")
    expect(table.locator(".cw-error:not(.cw-form-error)")).to_have_text("")  # said once, under the field
    expect(table.locator(".cw-twinit-turn")).to_have_text("À vous de retourner")
    seed.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("12")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(table.locator(".cw-twinit-flip")).to_be_focused()
    expect(table.locator(".cw-form-error")).to_have_text("")
    expect(seed).to_have_value("12")
    table.locator(".cw-log summary").click()
    expect(table.locator(".cw-log li").first).to_have_text("Nouvelle partie\u00a0: Sam, Ada et Bruno\u00a0; numéro 12.")
    lab.run_new_cell("print('dealt', t._dealt, t.seed, t.round)")
    expect(page.locator(".jp-OutputArea-output").last).to_contain_text("dealt 12 12 2")
    table.scroll_into_view_if_needed()
    lab.screenshot_of(table, "twinit-table-game-number.png")


def by_arrows_to(page, widget, card) -> None:
    """The keyboard from the focused card to ``card`` by the arrow keys (they go through every card
    of the widget in the page's order)."""
    order = widget.evaluate("el => [...el.querySelectorAll('.cw-twinit-card')].map(c => c.dataset.card)")
    here = page.evaluate("document.activeElement.dataset.card")
    steps = order.index(card) - order.index(here)
    for _ in range(abs(steps)):
        page.keyboard.press("ArrowRight" if steps > 0 else "ArrowLeft")


def projector_table(lab, code):
    """A Twin It! table made by ``code`` (after TwinItTable's import) in a notebook on a projector's
    683×512 (1024×768 at 150 %), the file browser closed."""
    page = lab.page
    page.set_viewport_size({"width": 683, "height": 512})
    lab.open("00-start-here.ipynb")
    if page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
        page.keyboard.press("Control+b")
    lab.run_new_cell("from cardwidgets import TwinItTable; " + code)
    table = page.locator(".jp-OutputArea-output > .cw-twinit-table-view")
    expect(table).to_have_count(1, timeout=60_000)
    return table


def test_twin_it_end_on_a_projector_takes_the_keyboard_to_the_result_in_view(lab):
    """On a projector's 683×512 (1024×768 at 150 %), a game played by keyboard only, in French: at the
    end the keyboard leaves the card it was on (low in the reader's won sets, the page scrolled
    there) for the line that says how the game ended, which comes into view; it was out of sight. And
    the reader's won sets lie under the pile from the first: the first moved there when the second came."""
    page = lab.page
    table = projector_table(lab, "from cardwidgets.games.twinit import Rules; "
                                 "TwinItTable(['beginner'] * 2, seed=7, rules=Rules(sets_to_win=3), lang='fr')")
    table.locator(".cw-twinit-flip").focus()
    end = table.locator(".cw-twinit-end")
    first_set = set()  # where the reader's first won set lay in the seat, each time it was looked at
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline and not end.count():
        first_set.add(table.evaluate("""el => { const seat = el.querySelector("[data-seat='Sam']");
            const set = seat.querySelector('.cw-twinit-sets .cw-twinit-card'); if (!set) return null;
            const a = set.getBoundingClientRect(), b = seat.getBoundingClientRect();
            return [Math.round(a.left - b.left), Math.round(a.top - b.top)].join(','); }"""))
        pair = a_match(shown(table))
        if pair:
            if not page.evaluate("Boolean(document.activeElement.dataset.card)"):
                page.keyboard.press("Tab")
                page.keyboard.press("Tab")  # Flip (disabled) is skipped: Practice, then the reader's pile
            for card in pair:
                if end.count():
                    break
                by_arrows_to(page, table, card)
                page.keyboard.press("Enter")
            page.wait_for_timeout(200)
        elif table.evaluate("el => Boolean(el.querySelector('.cw-twinit-flip:not(:disabled)'))"):  # (gone at the end)
            page.keyboard.press("r")
        else:
            page.wait_for_timeout(100)
    first_set.discard(None)
    assert len(first_set) == 1, f"the reader's first set moved in the seat: {first_set}"
    expect(end).to_have_text(re.compile(r"^Fin de la partie\s: victoire de "))
    expect(end).to_be_focused()
    expect(end).to_be_in_viewport()
    lab.screenshot("twinit-projector-end.png")
    # New game in Flip's place, a Shift+Tab back (the foot's was 10 Tab presses on): Enter deals.
    page.keyboard.press("Shift+Tab")
    expect(table.locator(".cw-twinit-controls .cw-twinit-again")).to_be_focused()
    expect(table.locator(".cw-twinit-again")).to_have_text("Nouvelle partie")
    page.keyboard.press("Enter")
    expect(table.locator(".cw-twinit-flip")).to_be_focused()
    expect(end).to_have_count(0)


SEATS_AND_TABLE = """el => { const top = el.getBoundingClientRect().top; const y = (n) => Math.round(n.getBoundingClientRect().top - top);
    return { pile: y(el.querySelector("[data-seat='Sam'] .cw-twinit-pile .cw-twinit-card")), flip: y(el.querySelector('.cw-twinit-flip')),
             seats: [...el.querySelectorAll('.cw-twinit-seat')].map((s) => Math.round(s.getBoundingClientRect().height)),
             cards: y(el.querySelector('.cw-twinit-table')), rows: new Set([...el.querySelectorAll('.cw-twinit-table .cw-twinit-card')].map(y)).size }; }"""


def test_twin_it_seats_hold_still_on_a_projector_as_sets_are_won_and_the_table_grows(lab):
    """On a projector's 683×512, a seat of the table grew 80 px (120 on the screen) for every two sets
    it won, and the table's cards gained a row as cards came: everything below moved, the reader's
    pile among it, as a hand went down on a card. Now each seat's sets lie in one strip of fixed
    height, closing up over each other, and the seats sit above the table's cards: four sets won
    and 40 cards flipped later, and a refusal said, the reader's pile, Flip and every seat are where
    they were; the sets' every top still in sight (its design's left part, where the glyph is)."""
    page = lab.page
    table = projector_table(lab, "from cardwidgets.games.twinit import Flip, Touch; "
                                 "t = TwinItTable(['beginner'] * 2, seed=5, practice=True, lang='it'); t")
    expect(table.locator(".cw-twinit-flip")).to_be_enabled()
    before = table.evaluate(SEATS_AND_TABLE)
    # Sam wins a pair whenever one shows on the table or the piles (not a set's top), else the seat
    # whose turn it is flips: until Sam has 4 sets and Ada 1 (the game ends at 5).
    lab.run_new_cell(
        "pair = lambda v, sets: next(((a, b) for a in v for b in v if a < b and v[a] == v[b] and not {a, b} & sets), None); "
        "won = lambda who, n: [(lambda p: (t.apply(who, Touch(p[0])), t.apply(who, Touch(p[1]))) if p else "
        "t.apply(t.game.awaiting()[0], Flip()))(pair(t.game.visible(), {s['id'] for v in t.state['sets'].values() for s in v})) "
        "for _ in range(200) if t.state['scores'][who] < n]; won('Sam', 4); won('Ada', 1); "
        "[t.apply(t.game.awaiting()[0], Flip()) for _ in range(20)]; print('sets', t.state['scores'])")
    expect(page.locator(".jp-OutputArea-output").last).to_contain_text("sets {'Sam': 4, 'Ada': 1, 'Bruno': 0}")
    sets = table.locator("[data-seat='Sam'] .cw-twinit-sets .cw-twinit-card")
    expect(sets).to_have_count(4)
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    after = table.evaluate(SEATS_AND_TABLE)
    assert after["rows"] > before["rows"], (before, after)  # the table's cards gained rows...
    del before["rows"], after["rows"]
    assert after == before, (before, after)  # ...and nothing above them moved
    # A refusal takes the news' room (below it, it pushed all this 17 px down, then up again).
    lab.run_new_cell("from cardwidgets import IllegalAction; t.show_error(IllegalAction('card 9 is not in sight any more'))")
    expect(table.locator(".cw-twinit-said .cw-error")).to_have_text("card 9 is not in sight any more")
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    refused = table.evaluate(SEATS_AND_TABLE)
    del refused["rows"]
    assert refused == before, (before, refused)
    # Every set's top in sight: the left 30 px of each (its design) under no other card.
    assert sets.evaluate_all("""cards => cards.every((card) => { const box = card.getBoundingClientRect();
        return [5, 15, 28].every((x) => card.contains(document.elementFromPoint(box.left + x, box.top + box.height / 2))); })""")
    lab.screenshot("twinit-projector-sets.png")


TEAM_PLACES = """el => { const top = el.getBoundingClientRect().top; const box = (n) => { const b = n.getBoundingClientRect();
    return [Math.round(b.left), Math.round(b.top - top)].join(','); };
    return { piles: [...el.querySelectorAll('.cw-twinit-pile .cw-twinit-card')].map(box),
             sets: [...el.querySelectorAll('.cw-twinit-sets')].map(box), table: box(el.querySelector('.cw-twinit-table')) }; }"""


def test_twin_it_team_anyone_restarts_and_the_end_shows_the_standings_moving_nothing_on_a_projector(lab):
    """A team game in French on a projector, Sam's claims made with his teammate Bruno. After a claim
    anyone may restart ("cualquiera puede reanudar la partida"): the turn's line and the badge at
    every seat with a pile say so (the line said "À vous de retourner", every badge "à son tour"),
    and the badges' new words move no pile and no strip of sets. At the end the standings, both
    teams' sets with their players, the winners first, show in the news' room: nothing moves."""
    page = lab.page
    table = projector_table(lab, "from cardwidgets.games.twinit import Rules, Touch; "
                                 "T = TwinItTable.from_position({'Sam': [(7, 1), (2, 3), (40, 41)], 'Ada': [(20, 21), (22, 23)], "
                                 "'Bruno': [(7, 4), (2, 5), (42, 43)], 'Chiara': [(30, 31), (32, 33)]}, mode='team', "
                                 "rules=Rules(mode='team', sets_to_win=2), lang='fr'); T")
    table.scroll_into_view_if_needed()
    expect(table.locator(".cw-twinit-turn-text")).to_have_text("À vous de retourner")
    start = table.evaluate(TEAM_PLACES)
    for n in (1, 2):
        # Bruno's hand first (from the kernel), then Sam's by the keyboard: the claim settles in the page.
        lab.run_new_cell("T.apply('Bruno', Touch(T.state['piles']['Bruno']['top']['id']))")
        expect(table.locator(".cw-hand-mark")).to_have_text("Bruno")
        mine = table.locator("[data-seat='Sam'] .cw-twinit-pile .cw-twinit-card")
        mine.focus()
        page.keyboard.press("Enter")
        if n == 1:
            expect(table.locator(".cw-twinit-turn-text")).to_have_text("N'importe qui peut retourner pour relancer le jeu")
            badges = table.locator(".cw-badge-turn:not(.cw-idle)")
            expect(badges).to_have_text(["vous pouvez", "peut retourner", "peut retourner", "peut retourner"])
            assert table.evaluate(TEAM_PLACES)["piles"] == start["piles"], "a pile moved as the badges' words changed"
            lab.screenshot("twinit-team-anyone-fr-projector.png")
    end = table.locator(".cw-twinit-end")
    expect(end.locator(".cw-twinit-turn-text")).to_have_text("Fin de la partie\u00a0: victoire de Sam et Bruno avec 2\u00a0séries.")
    expect(end).to_be_focused()
    lead = table.locator(".cw-twinit-news .cw-twinit-lead")
    expect(lead).to_have_text("Classement en séries\u00a0: 1re équipe 1 (Sam et Bruno)\u00a0: 2 et 2e équipe 2 (Ada et Chiara)\u00a0: 0.")
    # Whole in the news' room (two lines on a projector), and nothing below it moved.
    inside = lead.evaluate("p => p.getBoundingClientRect().bottom <= p.parentElement.getBoundingClientRect().bottom + 0.5")
    assert inside, "the standings are cut off at the news' foot"
    after = table.evaluate(TEAM_PLACES)
    assert (after["piles"], after["table"]) == (start["piles"], start["table"]), (start, after)
    lab.screenshot("twinit-team-end-fr-projector.png")


# Each small card of a seat's forbidden designs: how many pixels its design's drawing and its
# number's box overlap, across and down.
FORBIDDEN_OVERLAP = """t => [...t.querySelectorAll('.cw-twinit-forbidden .cw-card')].map((card) => {
  const a = card.querySelector('.cw-glyph').getBoundingClientRect(), b = card.querySelector('.cw-design-id').getBoundingClientRect();
  return [card.dataset.design, Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
          Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))]; })"""


def test_twin_it_forbidden_designs_show_their_numbers_clear_of_their_drawings(lab):
    """The forbidden-designs example: Sam's small cards showed "20" and "30" over the cross and the
    triangles (the drawing took the card's width, as on a big card), hard to read on a projector."""
    table = the_last(lab, ".cw-twinit-table-view:has(.cw-twinit-forbidden)")
    expect(table.locator(".cw-twinit-forbidden .cw-card")).to_have_count(2)
    lab.screenshot_of(table, "twinit-forbidden.png")
    overlaps = table.evaluate(FORBIDDEN_OVERLAP)
    assert all(across < 1 or down < 1 for _, across, down in overlaps), overlaps
