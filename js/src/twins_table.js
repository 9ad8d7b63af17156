// The TwinsTable view: a game of Twins against bots. The kernel runs the game and the bots; this
// view draws the reader's snapshot, animates each reveal one seat at a time, and sends actions.

import { chipTokens, renderCard, renderChip } from "./cards.js";
import { FocusKeeper, renderHand } from "./hand.js";
import { say, t } from "./i18n.js";
import { move, offers } from "./moves.js";
import { comboText, errorBanner, gameControls, gameLog, h, keepFocus, mount, moveSender, patch, showLogEnd, statusLine } from "./view.js";

const TRAITS = ["state", "reveals", "reveal_count", "log", "teacher", "teacher_switch", "players", "min_players", "max_players", "seed",
  "name", "lang", "error"];
const ROW_MS = 650;
const PAUSE_MS = 900;

/** `total` chips as tokens and a number, read out as "`owner`: N chips" (a seat's, or the pot's). */
function chipStack(doc, lang, total, owner) {
  const label = t(lang, "label_value", { label: owner, value: t(lang, "chips_n", { n: total }) });
  return h(doc, "span", { class: "cw-chip-stack", attrs: { role: "group", "aria-label": label } },
    chipTokens(total).map((value) => renderChip(value, { lang, doc })),
    h(doc, "span", { class: "cw-chip-total", text: String(total) }));
}

/** The cash card, with the line of `play` (the play being revealed, or the one being chosen) marked. */
function cashCard(doc, lang, state, play) {
  return h(doc, "div", { class: "cw-cash-card" },
    h(doc, "div", { class: "cw-section-title", text: t(lang, "cash_card", { n: state.table_size }) }),
    h(doc, "ol", {}, state.cash_card.map((line, i) => h(doc, "li", {
      class: play === i + 1 ? "cw-current-play" : "",
      attrs: { "aria-current": play === i + 1 ? "step" : null },
      text: t(lang, "label_value", { label: t(lang, "play_n", { n: i + 1 }), value: say(lang, line) }) }))));
}

function seatStatus(lang, state, seat) {
  if (state.bankrupt.includes(seat)) return t(lang, "bankrupt");
  if (state.phase === "play" && state.play === 4 && state.sit_out.includes(seat)) return t(lang, "sits_out");
  if (state.phase === "buy") {
    const bought = state.bought[seat];
    return bought === null ? (state.awaiting.includes(seat) ? t(lang, "thinking") : "") : t(lang, "bought_n", { n: bought });
  }
  if (state.phase === "play") return state.chosen[seat] ? `✓ ${t(lang, "chosen")}` : t(lang, "thinking");
  return "";
}

function opponent(doc, lang, state, chips, dealer, seat, quiet) {
  const hand = state.hands[seat];
  const size = state.hand_sizes[seat];
  const choice = state.choices[seat];
  const cards = hand ? hand : Array.from({ length: size }, () => ({ deck: "back" }));
  return h(doc, "section", { class: `cw-seat${state.bankrupt.includes(seat) ? " cw-seat-out" : ""}`,
    attrs: { "aria-label": seat, "data-seat": seat } },
  h(doc, "div", { class: "cw-seat-head" },
    h(doc, "strong", { class: "cw-seat-name", text: seat }),
    seat === dealer ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
    chipStack(doc, lang, chips[seat], seat)),
  h(doc, "div", { class: "cw-seat-status", text: quiet ? "" : seatStatus(lang, state, seat) }),
  h(doc, "div", { class: "cw-mini-cards cw-seat-hand", attrs: { "aria-label": t(lang, "cards_n", { n: size }) } },
    cards.map((card) => renderCard(card, { lang, doc }))),
  state.chosen[seat] && state.phase === "play"
    ? h(doc, "div", { class: "cw-mini-cards cw-face-down" },
      (choice || [{ deck: "back" }, { deck: "back" }]).map((card) => renderCard(card, { lang, doc })))
    : null);
}

// `newRow` is the index of the row that has just appeared: only it fades in, so that a redraw for
// any other reason (a card picked, a language switched) does not replay the animation. Rows not yet
// shown are in the page already, as hidden slots (`cw-reveal-slot`), and the pot line as a blank
// line: the box is as tall from the first row on, so that nothing below it moves as rows appear.
function revealView(doc, lang, reveal, rowsShown, newRow) {
  if (!reveal) return null;
  const rows = reveal.rows.map((row, i) => h(doc, "li", {
    class: i >= rowsShown ? "cw-reveal-slot"
      : `cw-reveal-row${i === newRow ? " cw-row-new" : ""}${row.delta > 0 ? " cw-gain" : ""}${row.delta < 0 ? " cw-loss" : ""}`,
    attrs: { "data-name": row.name, "aria-hidden": i >= rowsShown ? "true" : null } },
  h(doc, "span", { class: "cw-lineup-name", text: row.name }),
  row.cards.length
    ? h(doc, "span", { class: "cw-mini-cards" }, row.cards.map((card) => renderCard(card, { lang, doc })))
    : h(doc, "span", { class: "cw-mini-cards cw-empty-slot", attrs: { "aria-label": t(lang, "sits_out") } },
      h(doc, "span", { class: "cw-card cw-card-empty" }), h(doc, "span", { class: "cw-card cw-card-empty" })),
  row.kind ? h(doc, "span", { class: `cw-combo cw-kind-${row.kind}`, text: comboText(t, lang, row.kind, row.value) }) : null,
  h(doc, "span", { class: "cw-delta", text: row.delta > 0 ? `+${row.delta}` : row.delta < 0 ? `−${-row.delta}` : "0" }),
  row.sit_out ? h(doc, "span", { class: "cw-badge", text: t(lang, "sits_out") }) : null,
  row.bankrupt ? h(doc, "span", { class: "cw-badge cw-badge-alert", text: t(lang, "bankrupt") }) : null,
  h(doc, "span", { class: "cw-reason", text: say(lang, row.reason) })));
  const complete = rowsShown >= reveal.rows.length;
  return h(doc, "section", { class: `cw-reveal${complete ? " cw-reveal-done" : ""}`,
    attrs: { "aria-live": "polite", "data-play": reveal.play } },
  h(doc, "div", { class: "cw-section-title", text: t(lang, "label_value", { label: t(lang, "play_n", { n: reveal.play }), value: say(lang, reveal.line) }) }),
  h(doc, "ol", { class: "cw-reveal-rows" }, rows),
  h(doc, "div", { class: "cw-pot-after", text: complete ? t(lang, "pot_after", { n: reveal.pot }) : "\u00a0" }));
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

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

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
      : summary.delta[seat] < 0 ? "hand_paid" : "hand_even", { n: Math.abs(summary.delta[seat]) }) })))),
    h(doc, "p", { class: "cw-pot-after", text: t(lang, "pot_after_hand", { n: summary.pot }) }),
    h(doc, "button", { class: "cw-button cw-button-primary cw-continue", text: t(lang, "continue"),
      attrs: { type: "button", "data-autofocus": true }, on: { click: onContinue } }));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  const send = moveSender(model);
  const keeper = new FocusKeeper();
  const reduced = win?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches ?? false;
  let picked = [];
  let turnKey = "";
  // The reveal being animated: the reveals list index, and how many of its rows are showing.
  let seen = model.get("reveal_count");
  let showing = model.get("reveals").length - 1;
  let rowsShown = Infinity;
  let newRow = -1;
  let timer = null;
  // Set when a reveal starts: the next draw brings the reveal into view (on a projector it is off screen).
  let scrollToReveal = false;
  // The end-of-hand summary on screen, until the reader presses Continue.
  let summary = null;

  const step = () => {
    timer = null;
    const reveals = model.get("reveals");
    const current = reveals[showing];
    if (current && rowsShown < current.rows.length) {
      rowsShown += 1;
      newRow = rowsShown - 1;
      timer = win.setTimeout(step, rowsShown < current.rows.length ? ROW_MS : PAUSE_MS);
    } else {
      summary = current?.summary ?? summary;
      if (showing < reveals.length - 1) {
        showing += 1;
        rowsShown = 0;
        timer = win.setTimeout(step, ROW_MS);
      }
    }
    draw();
  };

  const onRevealCount = () => {
    const count = model.get("reveal_count");
    const fresh = count - seen;
    seen = count;
    const reveals = model.get("reveals");
    if (fresh <= 0 || reveals.length === 0) return;
    scrollToReveal = true;
    if (reduced) {
      showing = reveals.length - 1;
      rowsShown = Infinity;
      summary = reveals.slice(-fresh).reduce((found, reveal) => reveal.summary ?? found, summary);
      return;
    }
    showing = Math.max(0, reveals.length - fresh);
    rowsShown = 0;
    if (timer !== null) win.clearTimeout(timer);
    timer = win.setTimeout(step, 250);
  };
  model.on("change:reveal_count", onRevealCount);

  const draw = keepFocus(el, () => {
    const lang = model.get("lang");
    const state = model.get("state");
    const me = model.get("name");
    const key = `${state.hand_number}/${state.phase}/${state.play}`;
    if (key !== turnKey) {
      picked = [];
      turnKey = key;
    }
    const reveals = model.get("reveals");
    const animating = timer !== null;
    // While a reveal plays or a hand's summary stands, the table shows chips as they were then.
    const current = reveals[showing];
    const past = animating && current ? shownChips(current, rowsShown) : summary;
    const chips = past?.chips ?? state.chips;
    const pot = past?.pot ?? state.pot;
    // The reader acts once the reveal has been seen (Show all skips it) and the summary read.
    const awaitingMe = state.awaiting.includes(me) && !summary && !animating;
    const handShown = summary?.hand ?? ((animating && current?.hand) || state.hand_number);
    // The header follows the play on screen, not the game, which may be a play or a hand ahead.
    const revealing = animating && current ? current : null;
    const playShown = revealing ? revealing.play : summary ? null : state.play;
    const dealerShown = (revealing ?? summary)?.dealer ?? state.dealer;

    const header = h(doc, "div", { class: "cw-table-head" },
      h(doc, "div", { class: "cw-hand-info" },
        h(doc, "div", { class: "cw-big", text: t(lang, "hand_n", { n: handShown }) }),
        h(doc, "div", { text: t(lang, "label_value", { label: t(lang, "dealer"), value: dealerShown }) }),
        playShown ? h(doc, "div", { class: "cw-big cw-play-now", text: t(lang, "play_n", { n: playShown }) }) : null),
      h(doc, "div", { class: "cw-pot", attrs: { "aria-label": t(lang, "label_value", { label: t(lang, "pot"), value: pot }) } },
        h(doc, "div", { class: "cw-section-title", text: t(lang, "pot") }),
        chipStack(doc, lang, pot, t(lang, "pot"))),
      cashCard(doc, lang, state, playShown));

    const others = h(doc, "div", { class: "cw-opponents" },
      state.players.filter((seat) => seat !== me).map((seat) => opponent(doc, lang, state, chips, dealerShown, seat, Boolean(past))));

    let prompt = "";
    let actions = null;
    if (summary) {
      prompt = "";
    } else if (animating && current) {
      prompt = t(lang, "revealing_play", { n: current.play });
    } else if (state.phase === "over") {
      prompt = [t(lang, "game_over"), t(lang, "winners", { names: state.result.winners }), say(lang, state.result.reason)]
        .filter(Boolean).join(" — ");
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
      prompt = t(lang, "waiting_for", { names: state.awaiting.join(", ") });
    }

    const myHand = renderHand(state.hands[me] || [], {
      selected: picked, focus: keeper.index, lang, doc, label: t(lang, "your_hand"),
      onToggle: awaitingMe && state.phase === "play" ? keeper.wrap((index) => {
        picked = picked.includes(index) ? picked.filter((i) => i !== index) : [...picked.slice(-1), index];
        draw();
      }) : null,
      onFocus: keeper.onFocus,
    });
    // After buying, where the next move starts (the Play button waits for two picked cards).
    myHand.querySelector("[tabindex='0']")?.setAttribute("data-autofocus", "");
    const mine = h(doc, "section", { class: "cw-my-seat", attrs: { "aria-label": t(lang, "your_hand") } },
      h(doc, "div", { class: "cw-seat-head" },
        h(doc, "strong", { class: "cw-seat-name", text: me }),
        h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }),
        me === dealerShown ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
        chipStack(doc, lang, chips[me], me),
        statusLine(doc, prompt)),
      myHand,
      actions,
      state.choices[me] && state.phase === "play"
        ? h(doc, "div", { class: "cw-mini-cards cw-face-down" }, state.choices[me].map((card) => renderCard(card, { lang, doc })))
        : null);

    const revealSection = h(doc, "div", { class: "cw-reveal-area" },
      revealView(doc, lang, current ?? null, rowsShown, newRow),
      summary && !animating ? summaryView(doc, lang, summary, () => { summary = null; draw(); }) : null,
      animating ? h(doc, "button", { class: "cw-button cw-button-small", text: t(lang, "show_all"),
        attrs: { type: "button" }, on: { click: () => {
          win.clearTimeout(timer);
          timer = null;
          summary = reveals.slice(showing).reduce((found, reveal) => reveal.summary ?? found, summary);
          showing = reveals.length - 1;
          rowsShown = Infinity;
          draw();
        } } }) : null);

    const final = state.phase === "over" && !summary && !animating ? h(doc, "section", { class: "cw-final" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "game_over") }),
      h(doc, "ol", {}, [...state.players].sort((a, b) => state.chips[b] - state.chips[a]).map((seat) =>
        h(doc, "li", { class: state.result.winners.includes(seat) ? "cw-winner" : "",
          text: t(lang, "label_value", { label: seat,
            value: `${state.chips[seat]} ${t(lang, "chips")}${state.bankrupt.includes(seat) ? ` (${t(lang, "bankrupt")})` : ""}` }) }))))
      : null;

    const controls = gameControls(doc, t, lang, model, send, { teacherKey: "teacher" });
    // A play still to be revealed keeps its reveal line (and what followed it) out of the log, and
    // a hand's summary what followed its last play, until the reader has read it.
    const pending = !animating ? summary
      : current && rowsShown < current.rows.length ? current : reveals[showing + 1] ?? current?.summary;
    const log = gameLog(doc, t, lang, model.get("log"), pending?.log_after ?? 0);

    patch(el, [header, others, revealSection, mine, final, errorBanner(model, doc),
      h(doc, "div", { class: "cw-table-foot" }, log, controls)]);
    showLogEnd(el);
    if (scrollToReveal) {
      scrollToReveal = false;
      el.querySelector(".cw-reveal-area")?.scrollIntoView?.({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
    }
    keeper.restore(el.querySelector(".cw-my-seat .cw-hand"));
    newRow = -1;
  });
  const cleanup = mount({ model, el }, "cw-twins-table", TRAITS, draw);
  return () => {
    if (timer !== null) win.clearTimeout(timer);
    model.off("change:reveal_count", onRevealCount);
    cleanup();
  };
}

export default { render };
