"""Every tutorial on a projector: 1024×768 zoomed to 150 % (683 CSS pixels
wide), every widget switched to Italian, whose words run longest: nothing scrolls sideways or
sticks out (the tie-break explorer's reading did, by 32 px), and no chart keeps an English caption."""

import re
import time

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_fits, skip_playback, zoomed_lab

TO_ITALIAN = ("import ipywidgets; [setattr(w, 'lang', 'it') for w in list(ipywidgets.Widget.widgets.values()) "
              "if type(w).__module__.startswith('cardwidgets') and hasattr(w, 'lang')]")


# English words of the tutorials' chart captions, labels and series names (the Italian ones differ).
ENGLISH_CHART = re.compile(
    r"\b(exact|simulated|at least|hands?|best|combination|buy|free|chips?|chance|win|play|players|all|wanted|"
    r"cards?|needed|wait|expected|score|lower|better|rate|games|vs|threshold|lookahead|random|greedy|tracker|"
    r"share|against|fair|your|deadwood|dealt|points|matches|won|first|match|among|visible|faces|birthdays|days|"
    r"ours|split|deck)\b", re.IGNORECASE)


# Each notebook, with a widget whose text says the switch to Italian has been drawn.
NOTEBOOKS = {
    "01-twins.ipynb": (".cw-twins-table .cw-hand-info", "Mano"),
    "02-no-thanks.ipynb": (".cw-take", "Prendi"),
    "03-gin-rummy.ipynb": (".cw-gin-match", "Mano"),
    "04-twin-it.ipynb": (".cw-twinit-new", "Nuova"),
}


# A few moves of the tutorial's No Thanks! game, so that every seat has cards in its row.
NOTHANKS_MOVES = ("for _ in range(9): table.take() if table.state['pot'] >= 2 or table.state['chips'][table.name] == 0 "
                  "else table.no_thanks()")


def nothanks_table_is_compact(lab):
    """Mid-game, the seats sit two by two and the whole table (card, choices, the four rows) takes
    less than 1.5 screens of the projector's 512 px; stacked one per line it took 1,100 px."""
    lab.run_new_cell(NOTHANKS_MOVES)
    table = lab.page.locator(".cw-nothanks-table")
    expect(table.locator(".cw-nt-seats .cw-run").first).to_be_visible()
    if table.locator(".cw-skip").count():
        table.locator(".cw-skip").click()
    # On a loaded machine the page may lay the table out a little later (it once measured all zeros).
    table.scroll_into_view_if_needed()
    table.locator(".cw-nt-seats").evaluate("""seats => new Promise(done => {
        const until = performance.now() + 10000;
        const laidOut = () => seats.getBoundingClientRect().height > 0 || performance.now() > until
            ? done() : requestAnimationFrame(laidOut);
        laidOut();
    })""")
    tops = table.locator(".cw-nt-seats .cw-seat").evaluate_all(
        "seats => seats.map(seat => Math.round(seat.getBoundingClientRect().top))")
    assert len(tops) == 4 and len(set(tops)) == 2, tops
    height = table.bounding_box()["height"]
    assert height < 1.5 * 512, height
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    lab.screenshot("projector-it-nothanks-mid-game.png")
    nothanks_seats_hold_still(lab, table)
    nothanks_end_holds_the_seats(lab, table)


def nothanks_end_holds_the_seats(lab, table):
    """The game played to its end: the seats stay where they were at the reader's turn (the last
    take's banner said the end too, five lines, and the cards left out came under the pot: the
    seats moved 83 px down as the game ended); the banner says the take, the table the end."""
    seats = "t => Math.round(t.querySelector('.cw-nt-seats').getBoundingClientRect().top - t.getBoundingClientRect().top)"
    expect(table.locator(".cw-take")).to_be_enabled(timeout=30_000)
    before = table.evaluate(seats)
    lab.run_new_cell("while not table.state['result']: " + NOTHANKS_MOVES.split(": ", 1)[1])
    expect(table.locator(".cw-final-score")).to_have_count(4, timeout=60_000)
    tops = set()
    while table.locator(".cw-skip:not(:disabled)").count():  # the last moves, at their reading pace
        tops.add(table.evaluate(seats))
        lab.page.wait_for_timeout(100)
    tops.add(table.evaluate(seats))
    assert tops == {before}, (before, tops)
    expect(table.locator(".cw-nt-card-slot .cw-removed .cw-card")).not_to_have_count(0)
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    lab.screenshot("projector-it-nothanks-end.png")
    # Again in the teacher's view, the cards left out on show beside the pot all game: the pot keeps a
    # chip's room with none on the card (its row of chips came and went with them, and the seats
    # moved 30 px, the last take's at the end).
    lab.run_new_cell("table.teacher = True; table.new_game()")
    expect(table.locator(".cw-final-score")).to_have_count(0)
    expect(table.locator(".cw-removed .cw-card")).not_to_have_count(0)
    take, chips, tops, pots = table.locator(".cw-take"), table.locator(".cw-nt-pot .cw-chip"), set(), set()
    for _ in range(12):  # the reader's turns, by the page's buttons, till one with chips on the card and one without
        expect(take).to_be_enabled(timeout=30_000)
        tops.add(table.evaluate(seats))
        pots.add(chips.count() > 0)
        if len(pots) == 2:
            break
        last = table.locator(".cw-log li").last.inner_text()
        (table.locator(".cw-pass") if chips.count() == 0 and table.locator(".cw-pass").is_enabled() else take).click()
        expect(table.locator(".cw-log li").last).not_to_have_text(last)
    lab.run_new_cell("while not table.state['result']: " + NOTHANKS_MOVES.split(": ", 1)[1])
    expect(table.locator(".cw-final-score")).to_have_count(4, timeout=60_000)
    while table.locator(".cw-skip:not(:disabled)").count():
        tops.add(table.evaluate(seats))
        lab.page.wait_for_timeout(100)
    tops.add(table.evaluate(seats))
    assert len(pots) == 2 and len(tops) == 1, ("teacher", pots, tops)


def nothanks_seats_hold_still(lab, table):
    """A move of the reader's, the bots' played back, and the reader's turn again: the seats stay
    where they were (the Italian prompt of the reader's turn, "Tocca a te: prendi la carta 20 con i
    suoi 4 gettoni, o paghi un gettone?", took two lines and the waiting one one: the seats moved
    18 px at every turn)."""
    take = table.locator(".cw-take")
    expect(take).to_be_enabled(timeout=30_000)
    seats = "t => Math.round(t.querySelector('.cw-nt-seats').getBoundingClientRect().top - t.getBoundingClientRect().top)"
    tops = {table.evaluate(seats)}
    no_thanks = table.locator(".cw-pass")  # (a card taken, the reader would turn the next up and choose again)
    (no_thanks if no_thanks.is_enabled() else take).click()
    expect(take).to_be_disabled()
    while not take.is_enabled():  # the bots' moves, at their reading pace
        tops.add(table.evaluate(seats))
        lab.page.wait_for_timeout(100)
    tops.add(table.evaluate(seats))
    assert len(tops) == 1, tops


def twinit_coop_fits(lab):
    """The cooperative minute's 135 cards take less than 1.6 screens of the projector's 512 px (in
    9 columns they took 1,622 px), and the countdown stays in view down to the last row, and while
    the keyboard goes up the rows."""
    coop = lab.page.locator(".cw-twinit-coop-view").last
    grid = coop.locator(".cw-twinit-table")
    expect(grid.locator(".cw-twinit-card")).to_have_count(135)
    # The lone player's seat (where the sets go) spans the row, not a third of it.
    widths = coop.locator(".cw-twinit-seats").evaluate(
        "row => [row.getBoundingClientRect().width, ...[...row.children].map(seat => seat.getBoundingClientRect().width)]")
    assert len(widths) == 2 and widths[1] > 0.9 * widths[0], widths
    grid.scroll_into_view_if_needed()
    height = grid.bounding_box()["height"]
    assert height < 1.6 * 512, height
    grid.locator(".cw-twinit-spot").last.evaluate("el => el.scrollIntoView({block: 'end'})")
    timer = coop.locator(".cw-twinit-countdown")
    expect(timer).to_be_in_viewport()
    assert timer.evaluate("el => { const box = el.getBoundingClientRect();"
                          " return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)); }"), \
        "the countdown is hidden under something"
    # Played from the keyboard up from the last row, each card comes into view below the sticky bar
    # (countdown, Start/Pause, news), not under it, and the countdown stays in view; the band of empty
    # news box above the cards is gone (the grid began 211 px below the widget's top, then 140).
    bar = coop.locator(".cw-twinit-bar")
    assert grid.bounding_box()["y"] - coop.bounding_box()["y"] < 160, (grid.bounding_box(), coop.bounding_box())
    grid.locator(".cw-twinit-card").last.focus()
    for _ in range(12):
        lab.page.keyboard.press("ArrowUp")
        card = lab.page.evaluate("(() => { const b = document.activeElement.getBoundingClientRect(); return [b.top, b.bottom]; })()")
        bar_bottom = bar.bounding_box()["y"] + bar.bounding_box()["height"]
        assert bar_bottom <= card[0] and card[1] <= 512, (bar_bottom, card)
        expect(timer).to_be_in_viewport()
    # On cards this small, no glyph runs into its card's design number.
    # (The glyph as drawn, its shapes' boxes; the number's digits, which start below its line box's top.)
    overlaps = grid.evaluate("""grid => [...grid.querySelectorAll('.cw-twinit-card')].map((card) => {
        const shapes = [...card.querySelectorAll('.cw-glyph *')].map((shape) => shape.getBoundingClientRect())
          .filter((box) => box.width > 0);
        const number = card.querySelector('.cw-design-id').getBoundingClientRect();
        const bottom = Math.max(...shapes.filter((box) => box.right > number.left).map((box) => box.bottom));
        return bottom - (number.top + 0.2 * number.height); }).filter((overlap) => overlap > 0)""")
    assert not overlaps, f"{len(overlaps)} cards with the glyph over the design number, by up to {max(overlaps)} px"
    lab.screenshot("projector-it-twinit-coop-scrolled.png")


def twins_header_holds_still(lab):
    """While a play is revealed row by row, the table's header keeps its height: the pot's chips
    change, but its column keeps its width (it widened and the cash card wrapped: 126 px, then 207,
    pushing the whole table down and up during a reveal); nor does the reader's seat move (the bots'
    cards put down, then Show all going, moved it 52 and 20 px), nor the row of seats from play to
    play (42 px shorter once the hidden hands had shrunk). And the reveal comes into view: the focus
    parked on the reader's status line once scrolled the page back down to the seat, the reveal
    out of sight above it."""
    page = lab.page
    table = page.locator(".cw-twins-table").last
    table.scroll_into_view_if_needed()
    head = table.locator(".cw-table-head")
    reveals, seats = [], set()
    for _ in range(14):
        if table.locator(".cw-continue").count():
            table.locator(".cw-continue").click()
        elif table.locator("button[data-buy='0']:enabled").count():
            table.locator("button[data-buy='0']").click()
            expect(table.locator("button[data-buy]")).to_have_count(0)  # the kernel has the buy
        elif table.locator(".cw-play-button").count():
            options = table.locator(".cw-my-seat .cw-hand [role=option]")
            options.nth(0).click()
            options.nth(1).click()
            table.locator(".cw-play-button").click()
            heights, seen = set(), False
            for _ in range(14):
                page.wait_for_timeout(200)
                # the header, and how far below it the reader's seat starts: nothing between moves
                # (but the hand's summary, which comes after its last play's reveal)
                heights.add(tuple(head.evaluate("""h => { const seat = h.parentNode.querySelector('.cw-my-seat');
                    const summed = h.parentNode.querySelector('.cw-hand-summary') !== null;
                    return [h.getBoundingClientRect().height, summed ? 'summary'
                      : Math.round(seat.getBoundingClientRect().top - h.getBoundingClientRect().top)]; }""")))
                seen = seen or table.locator(".cw-reveal .cw-section-title").evaluate_all(
                    "titles => titles.some(t => { const b = t.getBoundingClientRect();"
                    " return b.top >= 0 && b.bottom <= innerHeight; })")
            assert seen, "the reveal's title never came into view"
            reveals.append(heights)
            seats.add(round(table.locator(".cw-opponents").evaluate("o => o.getBoundingClientRect().height")))
        elif not skip_playback(table):  # the bots' moves
            page.wait_for_timeout(400)
    assert len(reveals) >= 2 and all(len({h for h in heights if h[1] != "summary"}) == 1 for heights in reveals), reveals
    assert len(seats) == 1, f"the row of seats changed height from play to play: {seats}"


# Every frame of a Twins table's page, noted when it changes: where each bot's seat and the reader's
# hand are on the table (from its top, with their heights), where the hand is on the screen and whether
# any of it shows (inside the notebook's scrolling panel), what is on show (the moves playing back, a
# bot's move, the hand's summary, the reader's turn) and where the keyboard is. `window.steadyMove`
# counts the reader's moves: the test moves it on as it makes one.
WATCH_THE_TABLE = """t => { const frames = window.steadyFrames = []; window.steadyMove = 0;
  const shows = (box) => { let { top, bottom } = box;
    for (let up = t.parentElement; up !== document.body; up = up.parentElement) {  // (the body's box: 0 px in JupyterLab)
      if (!/auto|scroll|hidden/.test(getComputedStyle(up).overflowY)) continue;
      const clip = up.getBoundingClientRect(); top = Math.max(top, clip.top); bottom = Math.min(bottom, clip.bottom);
    }
    return Math.min(bottom, innerHeight) > Math.max(top, 0); };
  const note = () => {
    if (window.steadyDone) return;
    const top = t.getBoundingClientRect().top;
    const hand = t.querySelector('.cw-my-seat .cw-hand').getBoundingClientRect();
    const layout = [...t.querySelectorAll('.cw-opponents .cw-seat'), t.querySelector('.cw-my-seat .cw-hand')]
      .map((part) => { const box = part.getBoundingClientRect(); return [Math.round(box.top - top), Math.round(box.height)]; });
    const frame = { move: window.steadyMove, layout, screen: Math.round(hand.top), shows: shows(hand),
      playing: Boolean(t.querySelector('.cw-show-all, .cw-hand-summary')), summary: Boolean(t.querySelector('.cw-hand-summary')),
      bot: t.querySelector('.cw-just-moved')?.dataset.seat ?? null,
      turn: Boolean(t.querySelector('.cw-play-button, button[data-buy]:enabled')),
      focus: document.activeElement?.closest('.cw-my-seat .cw-hand') ? 'hand'
        : document.activeElement?.matches('button[data-buy]') ? 'buy' : document.activeElement?.className ?? '' };
    if (JSON.stringify(frame) !== JSON.stringify(frames.at(-1))) frames.push(frame);
    requestAnimationFrame(note); };
  note(); }"""


def twins_table_holds_still(lab):
    """A whole hand of a new table in Italian, played from the keyboard: while the bots' moves play
    back, from the reader's move to the reader's next turn, no seat and not the reader's hand move on
    the table by more than 3 px (the bots' seats grew 52 px as play 1 began, their cards put down;
    a bot's empty hand shrank its seat 27 px at play 4; the hand's summary pushed the hand 180 px
    down; in the teacher's view, on for plays 1 and 2, a bot's hand face up shrank its seat 45 px as
    it went from two rows to one). The reader's turn gives the keyboard to the hand, and scrolls the
    page only if none of the hand shows (the browser's own scrolling moved it 364 px up the screen)."""
    page = lab.page
    table = new_table(lab, ".cw-twins-table", "TwinsTable(seed=7, lang='it')")
    expect(table.locator("button[data-buy='1']")).to_be_enabled()
    table.evaluate("t => t.scrollIntoView({block: 'start'})")
    table.evaluate(WATCH_THE_TABLE)

    def move(*keys):
        page.evaluate("() => { window.steadyMove += 1; }")
        for key in keys:
            page.keyboard.press(key)

    table.locator("button[data-buy='0']").evaluate("b => b.focus()")  # (where Tab from above the table lands)
    move("Tab", "Enter")  # buys one card
    expect(table.locator("button[data-buy]")).to_have_count(0)
    for play in range(1, 5):  # the plays (the reader may sit play 4 out), then the hand's summary
        expect(table.locator(".cw-play-button, .cw-continue").first).to_be_visible(timeout=30_000)
        if table.locator(".cw-continue").count():
            break
        if play in (1, 3):  # the teacher's view for plays 1 and 2 (the bots' hands face up), then off again
            table.locator(".cw-table-foot input[type=checkbox]").evaluate("box => box.click()")
            expect(table.locator(".cw-seat-hand-open")).to_have_count(3 if play == 1 else 0)
        page.keyboard.press("Space")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        page.keyboard.press("Tab")
        expect(table.locator(".cw-play-button")).to_be_focused()
        move("Enter")
        expect(table.locator(".cw-play-button")).to_have_count(0)  # the kernel has the play
        if play == 1:
            # While the bots put their cards down, the reader scrolls until the top of the hand shows
            # at the bottom of the screen: their turn must leave it there.
            expect(table.locator(".cw-just-moved")).to_have_count(1, timeout=30_000)
            page.wait_for_timeout(700)  # (the seats' smooth scroll into view, as the bots' moves began)
            table.locator(".cw-my-seat .cw-hand").evaluate("""(hand) => { let up = hand.parentElement;
                while (!/auto|scroll/.test(getComputedStyle(up).overflowY) || up.scrollHeight <= up.clientHeight) up = up.parentElement;
                up.scrollTop += hand.getBoundingClientRect().top - (Math.min(up.getBoundingClientRect().bottom, innerHeight) - 40); }""")
    expect(table.locator(".cw-continue")).to_be_focused(timeout=30_000)
    move("Enter")
    expect(table.locator("button[data-buy='0']")).to_be_focused(timeout=30_000)  # the next hand's purchase
    page.wait_for_timeout(200)
    frames = page.evaluate("() => { window.steadyDone = true; return window.steadyFrames; }")

    assert any(frame["bot"] for frame in frames) and any(frame["summary"] for frame in frames), "the bots' moves and a summary were seen"
    for number in range(1, frames[-1]["move"] + 1):
        after = [frame for frame in frames if frame["move"] == number]
        playing = [i for i, frame in enumerate(after) if frame["playing"]]
        if not playing:  # (no bot's move came before the reader's next turn)
            continue
        last = after[playing[-1]]
        # the reader's turn, or the hand's summary, which waits for Continue
        turn = None if last["summary"] else next(frame for frame in after[playing[-1] + 1:] if frame["turn"])
        shown = [after[i] for i in playing] + ([turn] if turn else [])
        moved = [(i, part, frame["layout"][part], shown[0]["layout"][part]) for i, frame in enumerate(shown)
                 for part in range(len(frame["layout"])) if max(abs(a - b) for a, b in zip(frame["layout"][part], shown[0]["layout"][part])) > 3]
        assert not moved, f"after the reader's move {number}, (frame, seat or hand, [top, height], at first): {moved[:4]}"
        if turn:
            assert turn["focus"] in ("hand", "buy") and turn["shows"], (number, turn)
            if last["shows"]:
                assert abs(turn["screen"] - last["screen"]) <= 3, f"the turn moved the hand on the screen: {last}, {turn}"


def twins_end_holds_the_hand(lab):
    """A French game of two hands played to its end: Continue, after each hand's summary, leaves the
    reader's hand where it was on the table (after the first, the play's room went with the play:
    the hand moved 305 px up under the pointer; after the last, the end's prompt, "Partie terminée —
    Gagnant : Bruno — 2 manches ont été jouées", took two lines: the hand moved 19 px down)."""
    page = lab.page
    table = new_table(lab, ".cw-twins-table",
                      "from cardwidgets.games.twins import Rules; TwinsTable(seed=7, lang='fr', rules=Rules(max_hands=2))")
    hand = "t => Math.round(t.querySelector('.cw-my-seat .cw-hand').getBoundingClientRect().top - t.getBoundingClientRect().top)"
    for _ in range(150):
        summary = table.locator(".cw-hand-summary .cw-section-title")
        if summary.count() and "2" in summary.inner_text():
            break
        if table.locator(".cw-continue").count():
            before = table.evaluate(hand)
            table.locator(".cw-continue").click()
            expect(table.locator(".cw-hand-summary")).to_have_count(0)
            assert table.evaluate(hand) == before, "Continue moved the reader's hand"
        elif table.locator("button[data-buy='0']:enabled").count():
            table.locator("button[data-buy='0']").click()
            expect(table.locator("button[data-buy]")).to_have_count(0)
        elif table.locator(".cw-play-button").count():
            options = table.locator(".cw-my-seat .cw-hand [role=option]")
            options.nth(0).click()
            options.nth(1).click()
            table.locator(".cw-play-button").click()
            expect(table.locator(".cw-play-button")).to_have_count(0)
        elif not skip_playback(table):
            page.wait_for_timeout(300)
    before = table.evaluate(hand)
    table.locator(".cw-continue").click()
    expect(table.locator(".cw-final")).to_be_visible()
    assert table.evaluate(hand) == before
    expect(table.locator(".cw-final .cw-section-title")).to_contain_text("2 manches")
    table.locator(".cw-my-seat").evaluate("el => el.scrollIntoView({block: 'start'})")
    lab.screenshot("projector-fr-twins-end.png")


def new_table(lab, selector: str, code: str):
    """The table that a new cell running ``code`` shows (the last of ``selector``, once there is one more)."""
    tables = lab.page.locator(selector)
    count = tables.count()
    lab.run_new_cell(code)
    expect(tables).to_have_count(count + 1)
    return tables.last


def rows_of(table, cards: str) -> list[int]:
    """How many of ``cards`` in ``table`` sit in each row, from the top."""
    table.locator(cards).first.scroll_into_view_if_needed()
    tops = table.locator(cards).evaluate_all("cards => cards.map(c => Math.round(c.getBoundingClientRect().top))")
    return [tops.count(top) for top in sorted(set(tops))]


def log_lines_in_view(table) -> float:
    """How many of the log's 18 px lines its box shows."""
    return table.locator(".cw-log ol").evaluate("ol => parseFloat(getComputedStyle(ol).maxHeight)") / 18


def corners_touching(where):
    """The Twins cards under ``where`` whose top corner (its "10" the widest) reaches the colour's
    mark beside it: on narrow cards they touched."""
    return where.evaluate("""root => [...root.querySelectorAll('.cw-deck-twins')].filter((card) => {
        const corner = card.querySelector('.cw-corner-top'), mark = card.querySelector('.cw-twins-mark:not(.cw-twins-mark-bottom)');
        if (!corner?.offsetWidth || !mark?.offsetWidth) return false;
        return corner.getBoundingClientRect().right + 1 > mark.getBoundingClientRect().left;
      }).map((card) => card.getAttribute('aria-label'))""")


def twins_table_tightens(lab):
    """A new hand's 8 cards in one row (they wrapped to two: 234 px), and the 10 after buying two
    (narrower), the cash card beside the pot with its Italian lines (it went below both), the log
    four lines; then the header holds still through the reveals. On the narrow cards of the hand
    and of the ranker's fan, a corner's "10" keeps clear of the mark beside it."""
    table = lab.page.locator(".cw-twins-table").last
    assert rows_of(table, ".cw-my-seat .cw-hand .cw-card") == [8]
    # Between the bots' seats and the reader's, only the room of a play (kept from the deal on): no
    # more for a Show all (52 px), which sits where the reader's buttons go.
    gap = table.evaluate("t => t.querySelector('.cw-my-seat').getBoundingClientRect().top"
                         " - t.querySelector('.cw-opponents').getBoundingClientRect().bottom"
                         " - t.querySelector('.cw-reveal-area').getBoundingClientRect().height")
    assert gap < 16, gap
    assert rows_of(table, ".cw-table-head > *") == [3]
    table.locator("button[data-buy='2']").click()  # two more cards: ten, still one row (narrower)
    expect(table.locator(".cw-my-seat .cw-hand .cw-card")).to_have_count(10)
    assert rows_of(table, ".cw-my-seat .cw-hand .cw-card") == [10]
    assert not corners_touching(table.locator(".cw-my-seat .cw-hand"))
    fan = lab.page.locator(".cw-combo-ranker .cw-fan").first
    assert fan.locator(".cw-deck-twins").count() == 60 and not corners_touching(fan)
    assert log_lines_in_view(table) == 4
    twins_header_holds_still(lab)
    twins_table_holds_still(lab)
    twins_end_holds_the_hand(lab)
    # The tie-break explorers' seats one line each (on two lines, an explorer took 2.75 screens),
    # and the ranker's 60 cards in 300 px (in 420 they put the reader's picks below the screen).
    # Each seat's chips box is labelled in sight, over the box, the row still one line.
    seats = lab.page.locator(".cw-tiebreak .cw-seats tr")
    heights = seats.evaluate_all("rows => rows.map(row => row.getBoundingClientRect().height)")
    assert heights and max(heights) < 70, heights
    labels = lab.page.locator(".cw-tiebreak .cw-seats .cw-seat-chips .cw-field-label")
    assert labels.count() == seats.count()
    expect(labels.first).to_have_text("gettoni")
    expect(labels.first).to_be_visible()
    fan = lab.page.locator(".cw-combo-ranker .cw-fan").first
    assert fan.bounding_box()["height"] < 300, fan.bounding_box()
    tiebreak_steps_come_into_view(lab)
    ranker_pick_comes_into_view(lab)


def ranker_pick_comes_into_view(lab):
    """Two cards picked from the keyboard in the ranker's fan, its top rows halfway down the screen:
    the pick's name and Add come into view (they stayed below it), and Tab then reaches Add without
    moving the page (it scrolled 304 px to centre it)."""
    page = lab.page
    ranker = page.locator(".cw-combo-ranker").first
    fan = ranker.locator(".cw-fan")
    fan.evaluate("""fan => { const panel = fan.closest('.jp-WindowedPanel-outer');
        panel.scrollTop += fan.getBoundingClientRect().top - (panel.getBoundingClientRect().top + 200); }""")
    fan.locator("[tabindex='0']").evaluate("card => card.focus({preventScroll: true})")
    for key in ("Space", "ArrowRight", "Space"):
        page.keyboard.press(key)
    expect(ranker.locator(".cw-verdict")).not_to_have_text("Scegli due carte")
    page.wait_for_timeout(600)  # (a smooth scroll)
    inside = """el => { const box = el.getBoundingClientRect(), panel = el.closest('.jp-WindowedPanel-outer').getBoundingClientRect();
        return box.top >= panel.top - 1 && box.bottom <= panel.bottom + 1; }"""
    add = ranker.get_by_role("button", name="Aggiungi al confronto")
    assert ranker.locator(".cw-verdict").evaluate(inside) and add.evaluate(inside)
    scrolled = fan.evaluate("fan => fan.closest('.jp-WindowedPanel-outer').scrollTop")
    page.keyboard.press("Tab")
    expect(add).to_be_focused()
    assert abs(fan.evaluate("fan => fan.closest('.jp-WindowedPanel-outer').scrollTop") - scrolled) <= 1


def tiebreak_steps_come_into_view(lab):
    """Example 2 stepped through from the keyboard: each row as Next step shows it, and the pot after
    the play at the end, comes into view below the steps' buttons, which stay in view (the third row
    and those after it came below the screen, and Next step seemed to do nothing)."""
    explorer = lab.page.locator(".cw-tiebreak").nth(1)
    explorer.scroll_into_view_if_needed()
    explorer.get_by_role("button", name="Dall'inizio").click()
    explorer.get_by_role("button", name="Passo successivo").focus()
    for step in range(1, 6):
        lab.page.keyboard.press("Enter")
        expect(explorer.locator(".cw-outcome-row:not(.cw-hidden-step)")).to_have_count(step)
        lab.page.wait_for_timeout(600)  # (a smooth scroll)
        shown, steps, panel = explorer.evaluate("""el => { const box = (node) => { const b = node.getBoundingClientRect(); return [b.top, b.bottom]; };
            const shown = el.querySelectorAll('.cw-outcome-row:not(.cw-hidden-step)');
            return [box(shown.length === 5 ? el.querySelector('.cw-pot-after') : shown[shown.length - 1]), box(el.querySelector('.cw-stepper')),
                    box(el.closest('.jp-WindowedPanel-outer'))]; }""")
        assert panel[0] - 1 <= steps[0] and steps[1] - 1 <= shown[0] and shown[1] <= panel[1] + 1, (step, shown, steps, panel)
    lab.screenshot("projector-it-tiebreak-stepped.png")


def gin_table_tightens(lab):
    """The reader's 10 cards in one row (7 and 3 before: 206 px of a 250 px seat), the last moves
    in words only (a card's picture made each line 52 px), beside the piles and not much taller
    (across the table, under them, they put the hand 150 px lower), so that with the table's top
    at the top of the screen the reader's cards begin on it; the log four lines."""
    table = lab.page.locator(".cw-gin-table").last
    assert rows_of(table, ".cw-gin-hand .cw-card") == [10]
    assert table.locator(".cw-gin-moves .cw-card").count() == 0
    boxes = table.evaluate("""el => { el.scrollIntoView({block: 'start'});
        const box = (s) => el.querySelector(s).getBoundingClientRect();
        return [box('.cw-gin-pile').bottom, box('.cw-gin-moves').left, box('.cw-gin-pile').right,
                box('.cw-gin-center').bottom, box('.cw-gin-hand .cw-card').top]; }""")
    pile_bottom, moves_left, pile_right, center_bottom, first_card = boxes
    assert moves_left > pile_right and center_bottom - pile_bottom < 60, boxes
    assert first_card < 512, boxes
    assert log_lines_in_view(table) == 4


NEWS_AND_CARDS = """el => { const top = el.getBoundingClientRect().top;
    return [el.querySelector('.cw-twinit-news').getBoundingClientRect().height,
            el.querySelectorAll('.cw-twinit-news p:not(.cw-news-empty)').length,
            Math.round(el.querySelector('.cw-twinit-table').getBoundingClientRect().top - top),
            Object.fromEntries([...el.querySelectorAll('.cw-twinit-table .cw-twinit-card')]
              .map(c => [c.dataset.card, Math.round(c.getBoundingClientRect().top - top)]))]; }"""


def twinit_news_keeps_two_lines(lab, game):
    """The news: room for two lines, not four (before any news, one italic line in room for four
    was a blank band of 62 px above the cards: they began 167 px below the table's top, now 126),
    and still a fixed height: while the bots play and news comes and goes, no card moves."""
    game.scroll_into_view_if_needed()
    assert game.locator(".cw-twinit-news").bounding_box()["height"] < 45
    heights, counts, tables, moved, last = set(), set(), set(), [], None
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        game.evaluate("el => el.querySelector('.cw-twinit-flip:not(:disabled)')?.click()")  # (gone at the end)
        height, count, table, cards = game.evaluate(NEWS_AND_CARDS)
        heights.add(height)
        counts.add(count)
        tables.add(table)
        moved += [card for card, y in cards.items() if last and card in last and last[card] != y]
        last = cards
        lab.page.wait_for_timeout(100)
    assert len(counts) > 1, counts  # news came (and went)
    assert len(heights) == 1 and len(tables) == 1 and not moved, (heights, tables, moved)


def twinit_tables_fit(lab):
    """The table's seats share a row (the tutorial's three), four sit two by two (they were three
    and one, the fourth alone on a row); the news keeps two lines' room, and before any news
    says what the keys do on two lines; then the cooperative minute fits."""
    tables = lab.page.locator(".jp-OutputArea-output > .cw-twinit-table-view")
    assert rows_of(tables.last, ".cw-twinit-seat") == [3]
    twinit_news_keeps_two_lines(lab, tables.last)
    lab.run_new_cell("TwinItTable(['beginner'], seed=2, practice=True, lang='fr')")
    fresh = tables.last
    expect(fresh.locator(".cw-twinit-news .cw-news-keys")).to_contain_text("Touches")
    clipped = fresh.locator(".cw-twinit-news").evaluate(
        "n => [...n.children].filter(p => p.getBoundingClientRect().bottom > n.getBoundingClientRect().bottom + 0.5).length")
    assert clipped == 0, "the keys' line in French fits the news box's two lines"
    count = tables.count()
    lab.run_new_cell("from cardwidgets import TwinItTable; TwinItTable(['beginner'] * 3, seed=1, practice=True, lang='es')")
    expect(tables).to_have_count(count + 1)
    expect(tables.last.locator(".cw-twinit-seat")).to_have_count(4)
    assert rows_of(tables.last, ".cw-twinit-seat") == [2, 2]
    # Whose turn, on a line under the buttons, and the controls' height from turn to turn (beside
    # the buttons the turn's words decided whether New game wrapped: in the class app, in Spanish,
    # the cards below jumped 38 px at every turn).
    table = tables.last
    controls, turn, flip = table.locator(".cw-twinit-controls"), table.locator(".cw-twinit-turn"), table.locator(".cw-twinit-flip")
    expect(flip).to_be_enabled()
    assert turn.bounding_box()["y"] >= flip.bounding_box()["y"] + flip.bounding_box()["height"]
    before, said = controls.bounding_box()["height"], turn.inner_text()
    flip.click()
    expect(turn).not_to_have_text(said)
    assert controls.bounding_box()["height"] == before, (before, said, turn.inner_text())
    for lang in ("es", "fr"):
        twinit_seat_heads_two_lines(lab, lang)
    twinit_badges_fit(lab)
    twinit_coop_fits(lab)


def twinit_badges_fit(lab):
    """Six seats in teams, three to a row: after a claim every seat's badge says in Spanish that it
    may flip ("puede dar la vuelta"), on two lines within its seat (on one, it ran past the seat's edge)."""
    table = new_table(lab, ".jp-OutputArea-output > .cw-twinit-table-view",
                      "six = TwinItTable.from_position({seat: [(7, 1 + i), (20 + i, 30 + i)] if i < 2 else [(8 + i, 40 + i)] "
                      "for i, seat in enumerate(['Sam', 'Ada', 'Bruno', 'Cy', 'Dora', 'Eva'])}, mode='team', lang='es')\n"
                      "six.apply('Sam', Touch(six.state['piles']['Sam']['top']['id']))\n"
                      "six.apply('Bruno', Touch(six.state['piles']['Ada']['top']['id'])); six")
    expect(table.locator(".cw-badge-turn").first).to_have_text("puedes dar la vuelta")
    assert rows_of(table, ".cw-twinit-seat") == [3, 3]
    past = table.evaluate("t => [...t.querySelectorAll('.cw-badge-turn')].map((b) => "
                          "b.getBoundingClientRect().right - b.closest('.cw-twinit-seat').getBoundingClientRect().right)")
    assert all(d <= 0 for d in past), past
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    lab.screenshot("projector-es-twinit-six.png")


# Each seat's head: how much taller it is than its name's line and its score's, and where its pile's
# card is in the row of seats.
SEAT_HEADS = """t => [...t.querySelectorAll('.cw-twinit-seat')].map((seat) => {
    const box = (s) => seat.querySelector(s).getBoundingClientRect();
    return [Math.round(box('.cw-seat-head').height - box('.cw-seat-name').height - box('.cw-twinit-score').height),
            Math.round(box('.cw-twinit-pile .cw-card').top - t.querySelector('.cw-twinit-seats').getBoundingClientRect().top)]; })"""


def twinit_seat_heads_two_lines(lab, lang):
    """Three seats to a row: each seat's head is its name and its score, no more (the turn's badge,
    kept in its place at every seat, wrapped to a line of its own after the score in Spanish, and
    beside the name after "Sam (vous)": a band of 16 px in every seat); as the turn moves on, no
    pile's card moves."""
    table = new_table(lab, ".jp-OutputArea-output > .cw-twinit-table-view",
                      f"TwinItTable(['beginner'] * 2, seed=1, practice=True, lang='{lang}')")
    expect(table.locator(".cw-twinit-seat")).to_have_count(3)
    assert rows_of(table, ".cw-twinit-seat") == [3]
    flip = table.locator(".cw-twinit-flip")
    expect(flip).to_be_enabled()
    heads = table.evaluate(SEAT_HEADS)
    assert all(extra <= 4 for extra, _ in heads), heads
    table.evaluate("el => el.scrollIntoView({block: 'start'})")
    lab.screenshot(f"projector-{lang}-twinit-seats.png")
    seats = "t => t.querySelector('.cw-twinit-seats').getBoundingClientRect().top - t.getBoundingClientRect().top"
    top = table.evaluate(seats)
    flip.click()
    expect(table.locator("[data-seat='Sam'] .cw-badge-turn")).to_have_class(re.compile(r"\bcw-idle\b"))
    assert [pile for _, pile in table.evaluate(SEAT_HEADS)] == [pile for _, pile in heads]
    # nor do the seats, as the turn goes to a bot: in practice, that the bots wait is said at every
    # turn on a line of its own (said at a bot's only, in French it made the turn's line two, and
    # everything below moved 20 px)
    assert table.evaluate(seats) == top, (top, table.evaluate(seats))


# What else each tutorial shows on the projector, once in Italian.
MORE = {"01-twins.ipynb": twins_table_tightens, "02-no-thanks.ipynb": nothanks_table_is_compact,
        "03-gin-rummy.ipynb": gin_table_tightens, "04-twin-it.ipynb": twinit_tables_fit}


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_widget_fits_a_projector_in_italian(browser, jupyter_lab, notebook):
    with zoomed_lab(browser, jupyter_lab, notebook) as lab:
        views = lab.page.locator(".jp-OutputArea-output > .cardwidgets:not(.cw-chart-widget)")
        assert views.count() >= 2
        lab.run_new_cell(TO_ITALIAN)
        where, word = NOTEBOOKS[notebook]
        expect(lab.page.locator(where).first).to_contain_text(word)
        for i in range(views.count()):
            assert_fits(views.nth(i), f"{notebook} widget {i}")
        charts = lab.page.locator(".jp-OutputArea-output > .cw-chart-widget")
        assert charts.count() >= 2
        for i in range(charts.count()):
            expect(charts.nth(i).locator("svg")).not_to_have_text(ENGLISH_CHART)
        charts.first.scroll_into_view_if_needed()
        lab.screenshot_of(charts.first, f"projector-it-{notebook[:2]}-chart.png")
        lab.screenshot_of(views.nth(views.count() - 1), f"projector-it-{notebook[:2]}.png")
        if notebook in MORE:
            MORE[notebook](lab)
