// The TwinsTable view: a game of Twins against bots. The kernel runs the game and the bots; this
// view draws the reader's snapshot, plays the bots' moves back one at a time (each purchase, each
// pair of cards put down, each reveal seat by seat), and sends actions.

import { chipTokens, renderCard, renderChip } from "./cards.js";
import { FocusKeeper, renderHand } from "./hand.js";
import { say, signed, t } from "./i18n.js";
import { move, offers } from "./moves.js";
import { againButton, asSeated, bringIntoView, comboText, enterNewGame, errorBanner, gameControls, gameLog, h, keepFocus, mount, MOVE_MS, onAnswer, onlyMine, patch, placeIn, playback, showLogEnd, statusLine, turnSender, winnerWord } from "./view.js";

const TRAITS = ["state", "moves", "move_count", "reveals", "log", "teacher", "teacher_switch", "players", "min_players", "max_players",
  "seed", "name", "lang", "error"];
// A reveal opens, shows its first row START_MS later, then one row every ROW_MS; PAUSE_MS after its
// last row comes what follows (a hand's summary, the next move).
const START_MS = 250;
const ROW_MS = 650;
const PAUSE_MS = 900;

/**
 * The frames a batch of `moves` (the reader's first) plays back as, in order, each `wait` ms after
 * the one before: a move on its own (kind "move"); a move that revealed a play, the play opening
 * and then row by row ("reveal", with `rows` of it shown), a hand's summary ("summary", which waits
 * for Continue), then the table after the move ("after"). Each frame names the move whose table it
 * shows, the reveal on screen (the batch's latest so far, or null), and how many of the log's
 * newest lines it holds back (`unseen`): a reveal's from its reveal line on while its rows come,
 * a summary's what followed the hand's last play, any other frame those of the moves still to come.
 * After a bot's move last, a frame "end" gives it its time on screen.
 */
export function timeline(moves, reveals) {
  const frames = [];
  let later = moves.reduce((n, move) => n + move.lines, 0);
  let reveal = null;
  moves.forEach((move, index) => {
    later -= move.lines;
    const own = reveals.flatMap((shown, i) => (shown.move === index ? [i] : []));
    own.forEach((r, k) => {
      reveal = r;
      const { rows, log_after: held, summary } = reveals[r];
      const done = summary?.log_after ?? (k + 1 < own.length ? reveals[own[k + 1]].log_after : later);
      frames.push({ kind: "reveal", move: index, reveal: r, rows: 0, wait: k === 0 ? MOVE_MS : ROW_MS, unseen: held });
      rows.forEach((_row, i) => frames.push({ kind: "reveal", move: index, reveal: r, rows: i + 1,
        wait: i === 0 ? START_MS : ROW_MS, unseen: i + 1 < rows.length ? held : done }));
      if (summary) frames.push({ kind: "summary", move: index, reveal: r, wait: PAUSE_MS, unseen: summary.log_after });
    });
    frames.push({ kind: own.length ? "after" : "move", move: index, reveal, wait: own.length ? PAUSE_MS : MOVE_MS, unseen: later });
  });
  // A bot's move last stays on screen, its seat marked, for as long as any other ("end" is never
  // drawn: it ends the playback): it came with the reader's turn, its seat never marked nor told.
  const last = frames.at(-1);
  if (last?.kind === "move" && last.move > 0) frames.push({ kind: "end", move: last.move, reveal, wait: MOVE_MS, unseen: 0 });
  return frames;
}

/** A table drawn while the teacher switch was on shows every hand: with it off, the bots' go face down again. */
function faceDown(state, me, teacher) {
  return asSeated(state, teacher, (saved) => ({ ...saved, hands: onlyMine(saved.hands, me), choices: onlyMine(saved.choices, me) }));
}

/** `total` chips as tokens and a number, read out as "`owner`: N chips" (a seat's, or the pot's). */
function chipStack(doc, lang, total, owner) {
  const label = t(lang, "label_value", { label: owner, value: t(lang, "chips_n", { n: total }) });
  return h(doc, "span", { class: "cw-chip-stack", attrs: { role: "group", "aria-label": label } },
    chipTokens(total).map((value) => renderChip(value, { lang, doc })),
    h(doc, "span", { class: "cw-chip-total", text: String(total) }));
}

/** The cash card, with the line of `play` (the play being revealed, or the one being chosen) marked. */
function cashCard(doc, lang, state, play) {
  const title = t(lang, "cash_card", { n: state.table_size });
  return h(doc, "div", { class: "cw-cash-card" },
    h(doc, "div", { class: "cw-section-title", text: title, attrs: { "aria-hidden": "true" } }),  // (said as the list's name)
    h(doc, "ol", { attrs: { "aria-label": title } }, state.cash_card.map((line, i) => h(doc, "li", {
      class: play === i + 1 ? "cw-current-play" : "",
      attrs: { "aria-current": play === i + 1 ? "step" : null },
      text: t(lang, "label_value", { label: t(lang, "play_n", { n: i + 1 }), value: say(lang, line) }) }))));
}

function seatStatus(doc, lang, state, seat) {
  if (state.bankrupt.includes(seat)) return t(lang, "bankrupt");
  if (state.phase === "play" && state.play === 4 && state.sit_out.includes(seat)) return t(lang, "sits_out");
  if (state.phase === "buy") {
    const bought = state.bought[seat];
    return bought === null ? (state.awaiting.includes(seat) ? t(lang, "thinking") : "") : t(lang, "bought_n", { n: bought });
  }
  // (the tick is for the eye: "chosen" says it)
  if (state.phase === "play") return state.chosen[seat] ? [h(doc, "span", { text: "✓", attrs: { "aria-hidden": "true" } }), ` ${t(lang, "chosen")}`] : t(lang, "thinking");
  return "";
}

// `moved`: the seat's move on screen (a purchase, cards put down), if it is; the seat is marked out,
// and says what it bought even if the same move began play 1.
function opponent(doc, lang, state, chips, dealer, seat, quiet, moved) {
  const choice = state.choices[seat];
  const down = state.chosen[seat] && state.phase === "play";
  // The two cards put down stay in the engine's hand till the reveal: shown face down below, they
  // are not in the hand's row as well (a bot of 8 cards showed 8 backs and 2 more).
  const size = state.hand_sizes[seat] - (down ? 2 : 0);
  const cards = state.hands[seat] ? withoutCards(state.hands[seat], down ? choice ?? [] : [])
    : Array.from({ length: size }, () => ({ deck: "back" }));
  return h(doc, "section", { class: `cw-seat${state.bankrupt.includes(seat) ? " cw-seat-out" : ""}${moved ? " cw-just-moved" : ""}`,
    attrs: { "aria-label": seat, "data-seat": seat } },
  h(doc, "div", { class: "cw-seat-head" },
    h(doc, "strong", { class: "cw-seat-name", text: seat }),
    seat === dealer ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
    chipStack(doc, lang, chips[seat], seat)),
  h(doc, "div", { class: "cw-seat-status" }, quiet ? ""
    : moved?.code === "twins.buy" ? t(lang, "bought_n", { n: moved.count }) : seatStatus(doc, lang, state, seat)),
  h(doc, "div", { class: `cw-mini-cards cw-seat-hand${state.hands[seat] ? " cw-seat-hand-open" : ""}`,
    attrs: { role: "group", "aria-label": t(lang, "cards_n", { n: size }) } },
    cards.length ? cards.map((card) => renderCard(card, { lang, doc })) : roomOfACard(doc, lang)),
  faceDownRow(doc, lang, down ? choice || [BACK, BACK] : null, true));
}

/** `cards` without one of each of `taken` (cards as data: two cards alike are the same). */
function withoutCards(cards, taken) {
  const left = taken.map((card) => JSON.stringify(card));
  return cards.filter((card) => {
    const i = left.indexOf(JSON.stringify(card));
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

const BACK = { deck: "back" };

/** An empty hand's row keeps a card's height, hidden: as the last two cards of a bot's hand went
 * down for play 4, the seat shrank by 27 px, and the reader's hand below moved up. */
function roomOfACard(doc, lang) {
  const room = renderCard(BACK, { lang, doc });
  room.classList.add("cw-idle");
  room.setAttribute("aria-hidden", "true");
  return room;
}

/** A seat's two cards put down for the play (null: none); with `keepRoom`, their room is kept
 * (hidden) while none are: at the bots' seats, from the deal on. Cards going down grew the row of
 * seats by 52 px at every play, and moved all below it; so did their room, kept from play 1 on
 * only, as the last bot's purchase began it, while the bots played. (Not at the reader's seat,
 * whose row comes last.) */
function faceDownRow(doc, lang, cards, keepRoom) {
  if (cards === null && !keepRoom) return null;
  return h(doc, "div", { class: `cw-mini-cards cw-face-down${cards ? "" : " cw-face-down-slot"}`,
    attrs: { "aria-hidden": cards ? null : "true" } }, (cards ?? [BACK, BACK]).map((card) => renderCard(card, { lang, doc })));
}

// `newRow` is the index of the row that has just appeared: only it fades in, so that a redraw for
// any other reason (a card picked, a language switched) does not replay the animation. Rows not yet
// shown are in the page already, as hidden slots (`cw-reveal-slot`), and the pot line as a blank
// line: the box is as tall from the first row on, so that nothing below it moves as rows appear.
// `covered`: the hand's summary stands in the play's place (styles.css), the play hidden under it.
// `room`: not a play but the room one takes (revealRoom).
function revealView(doc, lang, reveal, { rowsShown = Infinity, newRow = -1, covered = false, room = false } = {}) {
  if (!reveal) return null;
  const rows = reveal.rows.map((row, i) => h(doc, "li", {
    class: i >= rowsShown ? "cw-reveal-slot"
      : `cw-reveal-row${i === newRow ? " cw-row-new" : ""}${row.delta > 0 ? " cw-gain" : ""}${row.delta < 0 ? " cw-loss" : ""}`,
    attrs: { "data-name": row.name, "aria-hidden": i >= rowsShown ? "true" : null } },
  h(doc, "span", { class: "cw-lineup-name", text: row.name }),
  row.cards.length
    ? h(doc, "span", { class: "cw-mini-cards" }, row.cards.map((card) => renderCard(card, { lang, doc })))
    : h(doc, "span", { class: "cw-mini-cards cw-empty-slot", attrs: { role: "img", "aria-label": t(lang, "sits_out") } },
      h(doc, "span", { class: "cw-card cw-card-empty" }), h(doc, "span", { class: "cw-card cw-card-empty" })),
  row.kind ? h(doc, "span", { class: `cw-combo cw-kind-${row.kind}`, text: comboText(t, lang, row.kind, row.value) }) : null,
  h(doc, "span", { class: "cw-delta", text: signed(row.delta) }),
  row.sit_out ? h(doc, "span", { class: "cw-badge", text: t(lang, "sits_out") }) : null,
  row.bankrupt ? h(doc, "span", { class: "cw-badge cw-badge-alert", text: t(lang, "bankrupt") }) : null,
  h(doc, "span", { class: "cw-reason", text: say(lang, row.reason) })));
  const complete = rowsShown >= reveal.rows.length;
  return h(doc, "section", { class: `${room ? "cw-reveal-room" : "cw-reveal"}${complete ? " cw-reveal-done" : ""}${covered ? " cw-reveal-covered" : ""}`,
    attrs: room ? { "aria-hidden": "true" } : { "aria-live": "polite", "data-play": reveal.play } },
  h(doc, "div", { class: "cw-section-title", text: t(lang, "label_value", { label: t(lang, "play_n", { n: reveal.play }), value: say(lang, reveal.line) }) }),
  h(doc, "ol", { class: "cw-reveal-rows" }, rows),
  h(doc, "div", { class: "cw-pot-after", text: complete ? t(lang, "pot_after", { n: reveal.pot }) : "\u00a0" }));
}

/**
 * The room a play's reveal takes, kept from the deal to the game's end under whatever the area
 * shows (a play, a hand's summary). While it shows nothing it is the play to come, quietly: its
 * line, and a row for every seat with two empty places for the cards (styles.css); hidden from a
 * screen reader (the cash card says the line). The area came and went with each hand's first
 * play: the reader's hand moved 305 px down as play 1 was revealed, and back up as Continue ended
 * the hand, under the reader's pointer.
 */
function revealRoom(doc, lang, state, shown) {
  const play = state.play ?? 1;
  const rows = state.players.map((name) => ({ name, cards: [], delta: 0, reason: "" }));
  return revealView(doc, lang, { play, line: state.cash_card[play - 1], pot: 0, rows }, { rowsShown: 0, covered: !shown, room: true });
}

/** The chips and pot as far as the reveal being shown has got: rows not yet shown keep their secret. */
function shownChips(reveal, rowsShown) {
  if (!reveal.chips_before) return null;
  const chips = { ...reveal.chips_before };
  let pot = reveal.pot_before;
  reveal.rows.slice(0, rowsShown).forEach((row) => {
    chips[row.name] += row.delta;
    pot -= row.delta;
  });
  return { chips, pot };
}

/** The end of a hand: who paid, who won, the pot; it stays until the reader moves on. */
function summaryView(doc, lang, summary, onContinue) {
  const seats = Object.keys(summary.delta).sort((a, b) => summary.delta[b] - summary.delta[a]);
  return h(doc, "section", { class: "cw-hand-summary", attrs: { "aria-live": "polite" } },
    h(doc, "div", { class: "cw-section-title", text: t(lang, "hand_over", { n: summary.hand }) }),
    h(doc, "ol", { class: "cw-summary-rows" }, seats.map((seat) => h(doc, "li", {
      class: summary.delta[seat] > 0 ? "cw-gain" : summary.delta[seat] < 0 ? "cw-loss" : "" },
    h(doc, "span", { class: "cw-lineup-name", text: seat }),
    h(doc, "span", { class: "cw-delta", text: signed(summary.delta[seat]) }),
    h(doc, "span", { class: "cw-reason", text: t(lang, summary.delta[seat] > 0 ? "hand_won"
      : summary.delta[seat] < 0 ? "hand_paid" : "hand_even", { n: Math.abs(summary.delta[seat]) })
      + ((summary.bankrupt ?? []).includes(seat) ? ` (${t(lang, "bankrupt")})` : "") })))),  // (with 0 chips, "paid 0" hid it)
    h(doc, "p", { class: "cw-pot-after", text: t(lang, "pot_after_hand", { n: summary.pot }) }),
    h(doc, "button", { class: "cw-button cw-button-primary cw-continue", text: t(lang, "continue"),
      attrs: { type: "button", "data-autofocus": true }, on: { click: onContinue } }));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  const sender = turnSender(model, el);
  const send = sender.send;
  const keeper = new FocusKeeper();
  const reduced = win?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches ?? false;
  let picked = [];
  let turnKey = "";
  // The batch's moves as frames (timeline), played back one at a time.
  let frames = timeline(model.get("moves"), model.get("reveals"));
  // The row that has just appeared, to fade in.
  let newRow = -1;
  // What the next draw brings into view, on a screen too small for the whole table (a projector):
  // a reveal as it opens, the seats as the bots' moves begin (the reader's buttons were below them),
  // the reader's seat as they pick their cards.
  let scrollTo = null;
  let botMoving = false;
  // The reveal of the hand's last play whose summary is on screen, until the reader presses Continue.
  let summed = null;
  // (with no motion, the batch shows at once: the last hand it sums up)
  const lastSummed = () => frames.reduce((found, frame) =>
    (frame.kind === "summary" ? model.get("reveals")[frame.reveal] : found), null);

  const onFrame = () => {
    const frame = paced.playing ? frames[paced.shown - 1] : null;
    if (frame?.kind === "summary") summed = model.get("reveals")[frame.reveal];
    if (frame?.kind === "reveal") {
      newRow = frame.rows - 1;
      if (frame.rows === 0) scrollTo = ".cw-reveal-area";
    }
    const mover = frame?.kind === "move" ? model.get("moves")[frame.move].seat : null;
    const bot = mover !== null && mover !== model.get("name");
    if (bot && !botMoving) scrollTo = ".cw-opponents";
    botMoving = bot;
  };
  const paced = playback(win, { ms: (i) => frames[i].wait, length: () => frames.length, batch: () => model.get("moves"),
    hold: (i) => frames[i]?.kind === "summary", draw: () => { onFrame(); draw(); } });
  onFrame();  // (a playback taken up again: the summary on screen when the last view went, say)

  const onMoves = () => {
    frames = timeline(model.get("moves"), model.get("reveals"));
    summed = null;
    if (reduced) {
      summed = lastSummed();
      if (model.get("reveals").length > 0) scrollTo = ".cw-reveal-area";
      paced.start(frames.length);
    } else {
      paced.start(1);
      onFrame();
    }
  };
  const stopMoves = onAnswer(model, ["move_count"], onMoves);

  // Up to a hand's summary, which stands until read (the playback's skip stops there).
  const showAll = () => paced.skip();
  const onContinue = () => {
    summed = null;
    if (paced.playing) paced.next();
    else draw();
  };

  const draw = keepFocus(el, () => {
    const lang = model.get("lang");
    const me = model.get("name");
    const reveals = model.get("reveals");
    const playing = paced.playing;
    const frame = playing ? frames[paced.shown - 1] : null;
    const shownMove = frame ? model.get("moves")[frame.move] : null;
    const current = frame ? reveals[frame.reveal] ?? null : reveals.at(-1) ?? null;
    const revealing = frame?.kind === "reveal" ? current : null;
    const summary = summed?.summary ?? null;
    // While the moves play back, the table is as it was after the move on screen; while a play is
    // revealed or a hand summed up, as that play left it (the same move may have dealt the next hand).
    const then = revealing ?? summed;
    const table = then ? then.table : shownMove?.state;
    const state = table ? faceDown(table, me, model.get("teacher")) : model.get("state");
    // (and the hand's size: the two cards played leave it while their play is revealed, and the
    // picks, indexes into the hand, would mark the cards that moved into their places)
    const key = `${state.hand_number}/${state.phase}/${state.play}/${state.hands[me]?.length}`;
    if (key !== turnKey) {
      picked = [];
      turnKey = key;
    }
    const rowsShown = frame?.kind === "reveal" ? frame.rows : Infinity;
    // While a reveal plays or a hand's summary stands, the table shows chips as they were then.
    const past = revealing ? shownChips(revealing, rowsShown) : summary;
    const chips = past?.chips ?? state.chips;
    const pot = past?.pot ?? state.pot;
    // The reader acts once the moves have been seen (Show all skips them) and the summary read.
    const awaitingMe = state.awaiting.includes(me) && !summary && !playing;
    // The header follows the play on screen, not the game, which may be a play or a hand ahead.
    const handShown = summary?.hand ?? revealing?.hand ?? state.hand_number;
    const playShown = revealing ? revealing.play : summary ? null : state.play;
    const dealerShown = (revealing ?? summary)?.dealer ?? state.dealer;
    // A move on screen on its own: its seat is marked out and the status line says what it did.
    const moving = frame?.kind === "move" && shownMove.event?.seat ? shownMove : null;

    // The head's parts for a screen reader (the look unchanged): the hand, dealer and play a list of
    // their own, the pot its chips' group ("Pot: 4 chips"), the cash card its list named by its title.
    // Divs without roles, it read "Hand 2 Dealer: Ada Play 3 Pot 5 chips 5 chips 2 chips 12 Cash card…" as one run.
    const item = { role: "listitem" };
    const header = h(doc, "div", { class: "cw-table-head" },
      h(doc, "div", { class: "cw-hand-info", attrs: { role: "list" } },
        h(doc, "div", { class: "cw-big", text: t(lang, "hand_n", { n: handShown }), attrs: item }),
        h(doc, "div", { text: t(lang, "label_value", { label: t(lang, "dealer"), value: dealerShown }), attrs: item }),
        playShown ? h(doc, "div", { class: "cw-big cw-play-now", text: t(lang, "play_n", { n: playShown }), attrs: item }) : null),
      h(doc, "div", { class: "cw-pot" },
        h(doc, "div", { class: "cw-section-title", text: t(lang, "pot"), attrs: { "aria-hidden": "true" } }),  // (said by the group's name)
        chipStack(doc, lang, pot, t(lang, "pot"))),
      cashCard(doc, lang, state, playShown));

    const others = h(doc, "div", { class: "cw-opponents" },
      state.players.filter((seat) => seat !== me).map((seat) =>
        opponent(doc, lang, state, chips, dealerShown, seat, Boolean(past), moving?.seat === seat ? moving.event : null)));

    const { form: controls, deal } = gameControls(doc, t, lang, model, send, { teacherKey: "teacher" });
    let prompt;
    let actions = null;
    if (summary) {
      // (a blank line while the summary says it all: on a projector the prompt has a line of its
      // own, and empty it went, lifting the hand 19 px as the summary came)
      prompt = "\u00a0";
    } else if (revealing) {
      prompt = t(lang, "revealing_play", { n: revealing.play });
    } else if (moving) {
      prompt = say(lang, moving.event);
    } else if (state.phase === "over") {
      // (why it ended goes under the prompt, in the standings' title: on a projector the three
      // parts made two lines in French, one more than the summary's blank line, and at Continue the
      // reader's hand moved 19 px down)
      prompt = `${t(lang, "game_over")} — ${t(lang, "winners", { names: state.result.winners, count: state.result.winners.length })}`;
      // Once the last moves have played back, the buttons' row holds New game (the form's, at the
      // foot, was a screen below on a projector), dealing what the form says.
      if (!playing) actions = h(doc, "div", { class: "cw-buttons" }, againButton(doc, t, lang, model, "cw-twins-again", deal));
    } else if (awaitingMe && state.phase === "buy") {
      prompt = t(lang, "buy_question");
      actions = h(doc, "div", { class: "cw-buttons" }, state.buy_prices.map((_price, count) => h(doc, "button", {
        class: `cw-button${count === 0 ? "" : " cw-button-primary"}`, text: t(lang, `buy_${count}`),
        attrs: { type: "button", "data-buy": count, "data-autofocus": count === 0,
          disabled: !offers(state, "buy", (buy) => buy.count === count) },
        on: { click: () => send(move("buy", { count })) } })));
    } else if (awaitingMe) {
      prompt = t(lang, "your_turn_play", { n: state.play });
      actions = h(doc, "div", { class: "cw-buttons" }, h(doc, "button", {
        class: "cw-button cw-button-primary cw-play-button", text: t(lang, "play_these"),
        attrs: { type: "button", disabled: picked.length !== 2, "data-autofocus": true },
        on: { click: () => send(move("play", { cards: picked.map((index) => state.hands[me][index]) })) } }));
    } else if (state.phase === "play" && state.play === 4 && state.sit_out.includes(me)) {
      prompt = t(lang, "you_sit_out");
    } else {
      // While the moves play back, the reader's own turn is still to come: the others are named.
      const names = state.awaiting.filter((seat) => !playing || seat !== me);
      prompt = t(lang, "waiting_for", { names: names.length ? names : state.awaiting });  // a list: "Ada, Bruno and Chiara"
    }

    // Show all, while the moves play back: in the corner of the play on show, or where the reader's
    // buttons come when none is (buying, the hand's first play): the row the buttons then take, below
    // the hand, which keeps its height as the reader's turn comes.
    const onShow = revealing || summary || current?.hand === state.hand_number ? current : null;
    const skip = playing && !summary ? h(doc, "button", { class: `cw-button cw-show-all${onShow ? " cw-button-small" : ""}`,
      text: t(lang, "show_all"), attrs: { type: "button" }, on: { click: showAll } }) : null;
    if (skip && !onShow) actions = h(doc, "div", { class: "cw-buttons" }, skip);

    const myHand = renderHand(state.hands[me] || [], {
      selected: picked, focus: keeper.index, lang, doc, label: t(lang, "your_hand"),
      onToggle: awaitingMe && state.phase === "play" ? keeper.wrap((index) => {
        picked = picked.includes(index) ? picked.filter((i) => i !== index) : [...picked.slice(-1), index];
        // The reader's seat comes into view whole once they pick (their turn, come with the hand
        // partly in sight, moved nothing): Play with it, which Tab reached out of sight and the
        // browser scrolled to the middle of the screen, 195 px.
        scrollTo = ".cw-my-seat";
        draw();
      }) : null,
      onFocus: keeper.onFocus,
    });
    // After buying, where the next move starts (the Play button waits for two picked cards).
    myHand.querySelector("[tabindex='0']")?.setAttribute("data-autofocus", "");
    // How many cards share the row: on a projector they narrow to keep to one (styles.css).
    myHand.style.setProperty("--cw-hand-n", String(Math.max(1, (state.hands[me] || []).length)));
    // (brought into view whole when the keyboard comes to it from out of sight: view.js, focusOn)
    const mine = h(doc, "section", { class: "cw-my-seat", attrs: { "aria-label": t(lang, "your_hand"), "data-focus-view": true } },
      h(doc, "div", { class: "cw-seat-head" },
        h(doc, "strong", { class: "cw-seat-name", text: me }),
        h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }),
        me === dealerShown ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
        state.bankrupt.includes(me) ? h(doc, "span", { class: "cw-badge cw-badge-alert", text: t(lang, "bankrupt") }) : null,
        chipStack(doc, lang, chips[me], me),
        // While the moves play back it is the moves' line, live while it says one (a move, a play
        // being revealed), not after a reveal, when a screen reader queued "Waiting for Bo" after
        // the play's rows; live again when the reader's turn comes back, which is said.
        statusLine(doc, prompt, 0, { live: !playing || Boolean(moving || revealing) })),
      myHand,
      actions,
      faceDownRow(doc, lang, state.choices[me] && state.phase === "play" ? state.choices[me] : null, false));

    // A play stays on show once revealed, through its hand (the reader's next choice reads it), not
    // into the next (onShow, above): above the next hand's purchase it was stale. Its room stays
    // (revealRoom), from the deal on: nothing below it moves as plays come and hands end.
    // A hand's summary comes over its last play, in the play's room, not below it: there it pushed
    // the reader's hand 180 px down, and the focus on Continue scrolled the page by 387.
    const revealSection = h(doc, "div", { class: "cw-reveal-area" },
      revealRoom(doc, lang, state, !onShow && !summary),
      revealView(doc, lang, onShow, { rowsShown, newRow, covered: Boolean(summary) }),
      summary ? summaryView(doc, lang, summary, onContinue) : null,
      onShow ? skip : null);

    const final = state.phase === "over" && !summary && !playing ? h(doc, "section", { class: "cw-final" },
      h(doc, "div", { class: "cw-section-title", text: state.result.reason
        ? t(lang, "label_value", { label: t(lang, "game_over"), value: say(lang, state.result.reason) }) : t(lang, "game_over") }),
      // (tied seats share a place: 1, 1, 3, not 1, 2 for two winners of 22 chips each)
      h(doc, "ol", {}, [...state.players].sort((a, b) => state.chips[b] - state.chips[a]).map((seat) =>
        h(doc, "li", { class: state.result.winners.includes(seat) ? "cw-winner" : "",
          attrs: { value: placeIn(state.result, seat) } },
        t(lang, "label_value", { label: seat,
          value: `${t(lang, "chips_n", { n: state.chips[seat] })}${state.bankrupt.includes(seat) ? ` (${t(lang, "bankrupt")})` : ""}` }),
        state.result.winners.includes(seat) ? winnerWord(doc, lang) : null))))
      : null;

    // The log tells no more than the table has shown (timeline), nor what followed a hand's last
    // play until the reader has read its summary.
    const log = gameLog(doc, t, lang, model.get("log"), frame ? frame.unseen : summary?.log_after ?? 0, model.get("log_start"));

    patch(el, [header, others, revealSection, mine, final, errorBanner(model, doc),
      h(doc, "div", { class: "cw-table-foot" }, log, controls)]);
    showLogEnd(el);
    enterNewGame(el, model);
    if (scrollTo) {
      bringIntoView(el.querySelector(scrollTo));
      scrollTo = null;
    }
    keeper.restore(el.querySelector(".cw-my-seat .cw-hand"));
    newRow = -1;
  });
  const cleanup = mount({ model, el }, "cw-twins-table", TRAITS, draw, "region.twins_table");
  return () => {
    paced.stop();
    stopMoves();
    sender.stop();
    cleanup();
  };
}

export default { render };
