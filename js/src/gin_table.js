// The GinTable view: the reader against a bot. The bot's moves play back one by one (with a way to
// skip ahead); a knock opens the showdown, laid out step by step; the reader's hand is grouped into
// its best melds with the live deadwood. The kernel runs the match; the page only runs the clock.

import { renderCard } from "./cards.js";
import { cardKey, renderShowdown, showdownSteps } from "./gin.js";
import { renderHand } from "./hand.js";
import { cardName, say, t } from "./i18n.js";
import { move } from "./moves.js";
import { againButton, asSeated, enterNewGame, errorBanner, gameLog, h, keepFocus, live, mount, moveMs, newGameButton, newGameForm, onAnswer, onlyMine, patch, playback, heard, sayNodes, seedField, shortcutLetter, showLogEnd, spoken, statusLine, teacherSwitch, tParts, turnSender, withKey } from "./view.js";

const TRAITS = ["state", "moves", "tables", "log", "teacher", "teacher_switch", "seed", "bots", "target", "timer", "name", "lang", "error"];
// The bot's moves, shown one at a time; every other line (the reader's, a deal, the showdown) at once.
const PACED = new Set(["ginrummy.pass", "ginrummy.draw_stock", "ginrummy.draw_discard", "ginrummy.discard",
  "ginrummy.knock", "ginrummy.gin"]);

function render({ model, el }) {
  const doc = el.ownerDocument;
  const view = doc.defaultView ?? globalThis;
  const sender = turnSender(model, el);
  const send = sender.send;
  // `refusal`: why the reader's last try was refused here (the card taken from the pile picked, a
  // disabled button's letter pressed), with the turn it belongs to; `whyNot`: each disabled
  // button's reason now, for its letter.
  const local = { selected: null, seenShowdown: null, openShowdown: null, step: 0, timerKey: null, deadline: null, sentTimeOut: false,
    refusal: null, whyNot: {} };
  let ticking = null;

  // The showdown move i (a knock or gin) ends its hand with, read off the line that scores it, and
  // whether that hand ends the match; null for any other move.
  const showdownOf = (i) => {
    const moves = model.get("moves") ?? [];
    if (!ENDS.has(moves[i]?.code)) return null;
    const scored = moves.findIndex((move, j) => j > i && move.showdown);
    return scored < 0 ? null : { outcome: moves[scored].showdown, over: moves.some((move, j) => j > i && move.code === "ginrummy.match_won") };
  };
  const unread = (i) => { const ended = showdownOf(i); return ended !== null && ended.outcome.hand !== local.seenShowdown; };
  // Whether move i is a new hand's deal after a showdown the reader has read (it comes at once).
  const afterRead = (i) => {
    const moves = model.get("moves");
    const knock = moves.findLastIndex((move, j) => j < i && ENDS.has(move.code));
    return knock >= 0 && !unread(knock) && showdownOf(knock) !== null;
  };
  // The moves since the reader's last action play back one by one; the reader's own at once. A knock
  // holds them: its showdown opens over the hand it ends, and nothing after it shows (its score, the
  // next hand's deal) until the reader has gone through it; its Next hand brings the deal at once.
  // Each move stays as long as its sentence needs (the one on screen is the last shown).
  const paced = playback(view, { ms: (shown) => moveMs(shown > 0 ? say(model.get("lang"), model.get("moves")[shown - 1]) : ""),
    length: () => (model.get("moves") ?? []).length,
    batch: () => model.get("moves") ?? null,
    draw: () => redraw(),
    instant: (i) => {
      const move = model.get("moves")[i];
      return nextHand(move) ? afterRead(i) : move.seat === model.get("name") || !PACED.has(move.code);
    },
    hold: (i) => unread(i) });
  // The draw comes with the message's other changes (mount): one draw, not two.
  const onMoves = () => {
    // A new match numbers its hands from 1 again: none of its showdowns has been read.
    if ((model.get("moves") ?? []).some((move) => move.code === "ginrummy.new_match")) local.seenShowdown = null;
    paced.start(0);
  };
  const stopMoves = onAnswer(model, ["moves"], onMoves);
  // One letter per action button (shown on it), for a reader who plays from the keyboard.
  const onKey = (event) => {
    const letter = shortcutLetter(event);
    const button = letter && el.querySelector(`.cw-gin-actions [data-key="${letter}"]`);
    if (!button) return;
    event.preventDefault();
    if (sender.waiting) return;  // (its move dropped: the focus stays where the reader left it)
    if (button.disabled || button.getAttribute("aria-disabled") === "true") {
      // A refused button's letter used to do nothing and say nothing (Knock with 73 points of deadwood):
      // the status line says why, and the focus stays where it was.
      const why = local.whyNot[button.dataset.focusKey];
      if (why) refuse(why);
      return;
    }
    button.focus();
    button.click();
  };
  el.addEventListener("keydown", onKey);
  el.tabIndex = -1;  // a click anywhere on the table brings the keyboard to it (not to the notebook)

  const draw = () => {
    const lang = model.get("lang");
    const me = model.get("name");
    const moves = model.get("moves") ?? [];
    const playing = paced.playing;
    // While the moves play back, the table is as the last move shown left it, as the teacher switch now says.
    const saved = playing ? (model.get("tables") ?? []).findLast(([after]) => after <= paced.shown)?.[1] : null;
    const state = saved ? asSeated(saved, model.get("teacher"), (table) => seated(table, me)) : model.get("state");
    const bot = state.players.find((p) => p !== me);
    // Held at a knock: its showdown, from its moves (the table is still the hand's); else the one the
    // state brings, once the moves have all shown (Skip), unless read.
    const held = playing && paced.shown > 0 && unread(paced.shown - 1) ? showdownOf(paced.shown - 1) : null;
    const ended = held ?? (state.showdown && { outcome: state.showdown, over: state.result !== null });
    const showdown = ended?.outcome ?? null;
    const showdownOpen = held !== null || (!playing && showdown !== null && showdown.hand !== local.seenShowdown
      && (state.result !== null || state.hand_number > showdown.hand));
    // Held at a knock, the table is the hand's just before it: the knocker's card is down, and once the
    // showdown has been stepped through, the score it tells is in the totals.
    const table = held ? afterKnock(state, held.outcome, local.step >= showdownSteps(held.outcome)) : state;
    const over = state.result !== null;
    const myTurn = !playing && !showdownOpen && !over && state.turn === me;
    const legal = state.legal_actions;
    const hand = state.hands[me];
    if (local.selected !== null && !hand.some((c) => cardKey(c) === local.selected)) local.selected = null;

    const foot = controls(doc, lang, model, send);
    // A refusal holds for the turn it was made in, till the reader's next pick.
    if (local.refusal && (!myTurn || local.refusal.turn !== turnKey(state))) local.refusal = null;
    local.whyNot = {};
    patch(el, [
      header(doc, lang, table, me, bot),
      tableCenter(doc, lang, table, bot, model.get("teacher"),
        movesPanel(doc, lang, moves, paced.shown, playing && !held, paced.skip)),  // no Skip over an unread showdown
      showdownOpen ? showdownPanel(doc, lang, ended, local, () => {
        local.seenShowdown = showdown.hand;
        local.step = 0;
        if (held) paced.next();  // the score and the next hand's deal at once; the bot's moves then go on, paced
        else redraw();
        // The page stayed where the showdown's buttons had been: on a projector and at 1280 × 800 the
        // next hand's upcard and the bot's first moves played on above, out of view, over the reader's hand.
        view.requestAnimationFrame?.(() => showTable(el, view));
      },
        () => { local.step += 1; redraw(); }, () => { local.step = showdownSteps(showdown); redraw(); }) : null,
      // (the keyboard lands on the result, not on the line under it where the prompts were: New game, a Tab on)
      over && !showdownOpen ? h(doc, "div", { class: "cw-final cw-gin-result",
        attrs: { role: "status", tabindex: -1, "data-focus-fallback": true, "data-focus-key": "result" } },
        h(doc, "strong", { text: `${t(lang, "label_colon", { label: t(lang, "gin.match_over") })} ` }), sayNodes(doc, lang, state.result.reason)) : null,
      showdownOpen ? null : actions(doc, lang, state, myTurn, legal, local, send, playing, bot, foot.deal, model),
      errorBanner(model, doc),
      showdownOpen ? null : myHand(doc, lang, state, me, myTurn, local, redraw),
      h(doc, "div", { class: "cw-table-foot" }, gameLog(doc, t, lang, model.get("log"), playing ? moves.length - paced.shown : 0, model.get("log_start")), foot.form),
    ]);
    showLogEnd(el);
    // The last moves' newest line in view, should the names (data) wrap them past their room.
    view.requestAnimationFrame?.(() => {
      const list = el.querySelector(".cw-gin-move-list");
      if (list) list.scrollTop = list.scrollHeight;
    });
    enterNewGame(el, model);
    // A showdown read from its title down: as it opens, its top (the title and the buttons, the
    // first with the focus) comes into view, whatever the focus's own scrolling did.
    const opened = showdownOpen ? showdown.hand : null;
    if (opened !== null && opened !== local.openShowdown) {
      const panel = el.querySelector(".cw-gin-showdown");
      view.requestAnimationFrame?.(() => panel?.scrollIntoView?.({ block: "start" }));
    }
    local.openShowdown = opened;
    startTimer(state, myTurn, me);
  };

  // The optional move timer: the page counts down; at zero it tells the kernel, which decides.
  const startTimer = (state, myTurn, me) => {
    const key = `${state.hand_number}/${state.phase}/${state.stock_size}/${state.discard_pile.length}`;
    if (!state.move_seconds || !myTurn) {
      view.clearInterval(ticking);
      ticking = null;
      local.timerKey = null;
      return;
    }
    if (local.timerKey !== key) {
      local.timerKey = key;
      local.deadline = Date.now() + state.move_seconds * 1000;
      local.sentTimeOut = false;
    }
    const tick = () => {
      const left = Math.max(0, Math.ceil((local.deadline - Date.now()) / 1000));
      const node = el.querySelector(".cw-gin-timer");
      if (node) node.textContent = t(model.get("lang"), "gin.seconds_left", { n: left });
      if (left === 0 && !local.sentTimeOut) {
        local.sentTimeOut = true;
        send({ action: "time_out" });
      }
    };
    tick();
    if (ticking === null) ticking = view.setInterval(tick, 250);
  };

  const redraw = keepFocus(el, draw);
  // The same refusal twice is said twice (statusLine's `times`): a live line does not say again what it shows already.
  local.refuse = (text) => {
    const turn = turnKey(model.get("state"));
    const same = local.refusal?.turn === turn && JSON.stringify(local.refusal.text) === JSON.stringify(text);
    local.refusal = { text, turn, times: same ? local.refusal.times + 1 : 1 };
    redraw();
  };
  const refuse = local.refuse;
  paced.start(0);
  const cleanup = mount({ model, el }, "cw-gin-table", TRAITS, draw, "region.gin_table");
  return () => {
    paced.stop();
    view.clearInterval(ticking);
    stopMoves();
    sender.stop();
    el.removeEventListener("keydown", onKey);
    cleanup();
  };
}

/** The table from its head (the totals) to the reader's status line in view, or, where that is
 * taller than the screen (a projector), from its piles and last moves: what the next hand brings. */
function showTable(el, view) {
  const head = el.querySelector(".cw-gin-head");
  const center = el.querySelector(".cw-gin-center");
  if (!head || !center) return;
  const last = el.querySelector(".cw-gin-actions") ?? center;
  let box = el.parentElement;
  while (box && !(/auto|scroll/.test(view.getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight)) box = box.parentElement;
  const room = box ? box.clientHeight : view.innerHeight;
  const tall = last.getBoundingClientRect().bottom - head.getBoundingClientRect().top > room;
  (tall ? center : head).scrollIntoView?.({ block: "start" });
}

/** The reader's turn, as far as a refusal made in it holds. */
const turnKey = (state) => `${state.hand_number}/${state.phase}/${state.stock_size}/${state.discard_pile.length}`;

/** A new hand's deal: after a dead hand it waits its turn in the playback, so that the discard
 * before it shows over its own hand first. */
const nextHand = (event) => event.code === "ginrummy.deal" && event.hand > 1;
/** The moves that end a hand with a showdown. */
const ENDS = new Set(["ginrummy.knock", "ginrummy.gin"]);

/** The table of the hand a knock ends, as the knock left it (the knocked card down, face down), and
 * with its score in the totals once `scored`. */
function afterKnock(state, outcome, scored) {
  const { knocker, defender } = outcome;
  const hands = state.hands[knocker] ? { ...state.hands, [knocker]: outcome.knocker_cards } : state.hands;
  const winner = outcome.winner_role === "knocker" ? knocker : defender;
  const totals = scored ? { ...state.totals, [winner]: state.totals[winner] + outcome.points } : state.totals;
  return { ...state, hands, totals, turn: null, hand_sizes: { ...state.hand_sizes, [knocker]: outcome.knocker_cards.length } };
}

/** A table saved with the teacher's view, as the reader's seat sees it: not the bot's cards, nor the stock. */
function seated(state, me) {
  return { ...state, hands: onlyMine(state.hands, me), deadwood: onlyMine(state.deadwood, me), stock: null,
    drawn: state.turn === me ? state.drawn : null };
}

function header(doc, lang, state, me, bot) {
  return h(doc, "div", { class: "cw-table-head cw-gin-head" },
    [me, bot].map((seat) => h(doc, "div", { class: `cw-gin-total${state.turn === seat ? " cw-to-move" : ""}`, attrs: { "data-seat": seat } },
      h(doc, "strong", { class: "cw-seat-name", text: seat }),
      seat === me ? h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }) : null,
      h(doc, "span", { class: "cw-big", text: t(lang, "gin.points_n", { n: state.totals[seat] }) }))),
    h(doc, "div", { class: "cw-muted cw-gin-match", text: [t(lang, "gin.score_line", { hand: state.hand_number, target: state.target }),
      state.dead_hands ? t(lang, "gin.dead_hands_n", { n: state.dead_hands }) : null].filter(Boolean).join(" · ") }));
}

/** The piles, and beside them the bot's hand over the `news` of the last moves: in a column of
 * their own, the moves no longer took a band across the table (150 px on a projector), between the
 * piles and the reader's hand. */
function tableCenter(doc, lang, state, bot, teacher, news) {
  const top = state.discard_pile.at(-1);
  const stock = state.stock_size;
  const botHand = state.hands[bot];
  return h(doc, "div", { class: "cw-gin-center" },
    h(doc, "section", { class: "cw-gin-stock", attrs: { "aria-label": t(lang, "gin.stock_n", { n: stock }) } },
      renderCard({ deck: "back" }, { lang, doc }),
      h(doc, "div", { class: "cw-muted", text: t(lang, "gin.stock_n", { n: stock }) })),
    // Each part of the table a region named as it is titled, as the stock was alone: a screen
    // reader's list of regions found the stock, not the discard pile, the bot's hand nor the reader's.
    h(doc, "section", { class: "cw-gin-pile", attrs: { "aria-label": t(lang, "gin.discard_pile") } },
      top ? renderCard(top, { lang, doc }) : h(doc, "div", { class: "cw-gin-empty-pile" }),
      h(doc, "div", { class: "cw-muted", text: t(lang, "gin.discard_pile") })),
    h(doc, "div", { class: "cw-gin-side" },
      h(doc, "section", { class: "cw-seat cw-gin-bot", attrs: { "data-seat": bot, "aria-label": t(lang, "gin.hand_of", { seat: bot }) } },
        h(doc, "div", { class: "cw-seat-head" }, h(doc, "strong", { class: "cw-seat-name", text: t(lang, "gin.hand_of", { seat: bot }) }),
          botHand && teacher ? h(doc, "span", { class: "cw-muted", text: t(lang, "gin.deadwood_n", { n: state.deadwood[bot] }) }) : null),
        botHand
          ? h(doc, "div", { class: "cw-gin-small cw-gin-bot-cards" }, botHand.map((card) => renderCard(card, { lang, doc })))
          : h(doc, "div", { class: "cw-muted", text: t(lang, "gin.hidden_hand", { n: state.hand_sizes[bot] }) })),
      news));
}

/** A showdown's own lines (each hand's melds, each layoff): the showdown lays them out step by step,
 * and the log keeps them; in the last moves they were two or three lines each on a projector, and
 * as the next hand came the box shrank, and the reader's hand below moved up 3 px, or 19. */
const SHOWDOWN_DETAIL = new Set(["ginrummy.show.melds", "ginrummy.show.layoff", "ginrummy.show.no_layoffs"]);

function movesPanel(doc, lang, moves, shown, playing, skip) {
  const visible = moves.slice(0, shown).map((event, i) => [event, i]).filter(([event]) => !SHOWDOWN_DETAIL.has(event.code));
  // Only the moves are live: with Skip in the live region, a screen reader said "Saltar" with the
  // bot's first move, and the panel's title with the moves.
  return h(doc, "section", { class: "cw-gin-moves", attrs: { "aria-label": t(lang, "gin.moves") } },
    h(doc, "div", { class: "cw-seat-head" }, h(doc, "span", { class: "cw-section-title", text: t(lang, "gin.moves") }),
      playing ? h(doc, "button", { class: "cw-button cw-button-small cw-gin-skip", text: t(lang, "skip"),
        attrs: { type: "button", "data-focus-key": "skip" }, on: { click: skip } }) : null),
    // The last three, in words (each names its card), in a box of fixed height (see the CSS): with a
    // card's picture each line was 52 px high, and the list grew under the bot's moves, moving the
    // reader's hand down and up by 54 px every turn; the log has them all.
    h(doc, "ol", { class: "cw-gin-move-list", attrs: { "aria-live": "polite" } }, visible.slice(-3).map(([event, i]) => h(doc, "li", { class: "cw-gin-move",
      attrs: { "data-move": i } }, sayNodes(doc, lang, event)))));
}

/** A hand's showdown, step by step: `ended` is its outcome and whether it ends the match. */
function showdownPanel(doc, lang, { outcome, over }, local, close, next, end) {
  const steps = showdownSteps(outcome);
  const done = local.step >= steps;
  // A region named by its title and what opened it: the keyboard lands on Next step, and a screen
  // reader said only "Paso siguiente, botón", not that a hand had ended nor who knocked.
  const title = t(lang, "gin.showdown", { hand: outcome.hand });
  const opened = outcome.card ? tParts(lang, outcome.gin ? "ginrummy.gin" : "ginrummy.knock", { seat: outcome.knocker, card: outcome.card }) : null;
  return h(doc, "section", { class: "cw-gin-showdown cw-reveal", attrs: { "aria-label": opened ? `${title}. ${heard(opened)}` : title } },
    h(doc, "div", { class: "cw-section-title", text: title }),
    // What opened it, the knock's own sentence: the moves' box that told it is above, out of view
    // once the showdown has scrolled to its title (on a projector, and at 1280 × 800).
    opened ? h(doc, "p", { class: "cw-gin-knock-news" }, spoken(doc, opened)) : null,
    // The buttons under the title, not at the foot: they stay put from step to step, and on a
    // projector the one with the focus shows with the title (the panel is taller than the screen).
    h(doc, "div", { class: "cw-buttons" },
      h(doc, "button", { class: "cw-button cw-next-step", text: t(lang, "next_step"),
        attrs: { type: "button", disabled: done, "data-focus-key": "sd-next", "data-autofocus": !done }, on: { click: next } }),
      h(doc, "button", { class: "cw-button cw-show-end", text: t(lang, "gin.show_end"),
        attrs: { type: "button", disabled: done, "data-focus-key": "sd-end" }, on: { click: end } }),
      // ("Match over" only once the showdown has said so: on the disabled button it told the end first)
      h(doc, "button", { class: "cw-button cw-button-primary cw-next-hand", text: t(lang, over && done ? "gin.match_over" : "gin.next_hand"),
        attrs: { type: "button", disabled: !done, "data-focus-key": "sd-close", "data-autofocus": done }, on: { click: close } })),
    // The score under the buttons, not at the foot of the lines: on a projector the foot is a screen
    // below, and the last step told its score out of view while the focus went to Next hand up here.
    h(doc, "div", { class: "cw-score-line cw-gin-score" }, done ? sayNodes(doc, lang, outcome.lines.at(-1)) : "…"),
    renderShowdown(doc, lang, outcome, local.step, { knocker: outcome.knocker, defender: outcome.defender, scoreApart: true }));
}

function actions(doc, lang, state, myTurn, legal, local, send, playing, bot, deal, model) {
  // Once the match is over, its buttons' row holds New game (the form's, at the foot, a screen below
  // on a projector): it was an empty band under the result.
  if (state.result !== null) {
    return h(doc, "div", { class: "cw-buttons cw-gin-actions" }, againButton(doc, t, lang, model, "cw-gin-again", deal));
  }
  const has = (type, source) => legal.some((a) => a.type === type && (source === undefined || a.source === source));
  const hand = state.hands[state.viewer];
  const index = hand.findIndex((c) => cardKey(c) === local.selected);
  const chosen = index >= 0 ? hand[index] : null;
  const canKnock = chosen !== null && legal.some((a) => a.type === "knock" && cardKey(a.card) === local.selected);
  const leaves = index >= 0 ? state.after_discard[index] : null;
  const top = state.discard_pile[state.discard_pile.length - 1];
  // Each button's letter is its language's (gin.key.*): "P" is Prendi in Italian, and passed.
  // A button refused for a reason the reader can mend (Knock over the limit) stays clickable, greyed
  // (aria-disabled), and a click says why in the status line: disabled, it did nothing at all.
  const button = (key, label, enabled, message, primary = false) => {
    const why = myTurn && !enabled ? local.whyNot[`act-${key}`] : null;
    return h(doc, "button", {
      class: `cw-button${primary ? " cw-button-primary" : ""} cw-gin-act-${key}`, text: withKey(label, t(lang, `gin.key.${key}`)),
      attrs: { type: "button", disabled: !(myTurn && enabled) && !why, "aria-disabled": why ? "true" : null,
        "data-focus-key": `act-${key}`, "data-key": t(lang, `gin.key.${key}`), "data-autofocus": primary && myTurn && enabled },
      on: { click: () => (why ? local.refuse(why) : send(message)) } });
  };
  // The buttons of the reader's phase; while the bot plays, those of the reader's next turn wait,
  // disabled (without them the row was a button lower, and the hand below jumped 38 px every turn).
  const phase = myTurn ? state.phase : state.phase === "upcard" ? "upcard" : "draw";
  let prompt = myTurn ? null : playing || state.turn === bot ? t(lang, "gin.prompt.wait", { seat: bot }) : "";
  let buttons = [];
  if (phase === "upcard") {
    prompt ??= tParts(lang, "gin.prompt.upcard", { card: top });
    buttons = [button("take", t(lang, "gin.take_upcard"), has("draw", "discard"), move("draw", { source: "discard" }), true),
      button("pass", t(lang, "gin.pass"), has("pass"), move("pass"))];
  } else if (phase === "draw") {
    prompt ??= has("draw", "discard") ? tParts(lang, "gin.prompt.draw", { card: top }) : t(lang, "gin.prompt.stock");
    buttons = [button("stock", t(lang, "gin.draw_stock"), has("draw", "stock"), move("draw", { source: "stock" }), true),
      button("pile", t(lang, "gin.draw_discard"), has("draw", "discard"), move("draw", { source: "discard" }))];
  } else if (phase === "discard") {
    prompt = local.refusal?.text ?? (chosen ? tParts(lang, "gin.after_discard", { card: chosen, n: leaves }) : t(lang, "gin.prompt.discard"));
    const taken = chosen !== null && state.taken_from_pile && cardKey(state.taken_from_pile) === local.selected;
    const first = (action) => t(lang, "gin.refuse.pick_first", { action });
    const limit = state.knock_limit ?? 10;
    local.whyNot = chosen === null
      ? { "act-discard": first(t(lang, "gin.discard")), "act-knock": first(t(lang, "gin.knock")), "act-gin": first("Gin") }
      : { "act-discard": taken ? tParts(lang, "gin.refuse.taken", { card: chosen }) : null,
        "act-knock": leaves === 0 ? tParts(lang, "gin.refuse.is_gin", { card: chosen })
          : leaves > limit ? tParts(lang, "gin.refuse.knock_limit", { card: chosen, n: leaves, limit }) : null,
        "act-gin": leaves > 0 ? tParts(lang, "gin.refuse.not_gin", { card: chosen, n: leaves }) : null };
    buttons = [button("discard", t(lang, "gin.discard"), chosen !== null && !taken, move("discard", { card: chosen }), true),
      button("knock", t(lang, "gin.knock"), canKnock && leaves > 0, move("knock", { card: chosen })),
      button("gin", t(lang, "gin.gin"), canKnock && leaves === 0, move("knock", { card: chosen }))];
  }
  // Not live while the moves play back: the moves' list says each (two live lines, two sentences a move).
  const status = statusLine(doc, prompt, local.refusal && phase === "discard" ? local.refusal.times : 0, { live: !playing });
  if (local.refusal && phase === "discard") status.classList.add("cw-refusal");
  // The move timer keeps its room, hidden, while the bot plays: shown only at the reader's turn, on a
  // projector it came and went on a line of its own, and the reader's hand below jumped 22 px every turn.
  return h(doc, "div", { class: "cw-buttons cw-gin-actions" }, buttons,
    status,
    state.move_seconds ? h(doc, "span", { class: `cw-badge cw-badge-alert cw-gin-timer${myTurn ? "" : " cw-idle"}`,
      text: myTurn ? null : t(lang, "gin.seconds_left", { n: state.move_seconds }),
      attrs: { role: myTurn ? "timer" : null, "aria-hidden": myTurn ? null : "true" } }) : null);
}

function myHand(doc, lang, state, me, myTurn, local, redraw) {
  const hand = state.hands[me];
  const arrangement = state.arrangement;
  const groups = [...arrangement.melds, arrangement.deadwood].filter((group) => group.length);
  const ordered = groups.flat();
  // The upcard taken is public: it is the reader's to keep only on the reader's turn (else the bot took it).
  const taken = state.taken_from_pile && state.turn === me ? cardKey(state.taken_from_pile) : null;
  const drawn = state.drawn ? cardKey(state.drawn) : null;
  const picking = myTurn && state.phase === "discard";
  const disabled = ordered.map((card, i) => (cardKey(card) === taken ? i : -1)).filter((i) => i >= 0);
  const selected = ordered.map((card, i) => (cardKey(card) === local.selected ? i : -1)).filter((i) => i >= 0);
  const starts = new Set();
  let at = 0;
  for (const group of groups) { starts.add(at); at += group.length; }
  const meldCount = arrangement.melds.reduce((n, meld) => n + meld.length, 0);
  // The keyboard lands on the card picked, else on the card just drawn (to look at it, then keep or discard it).
  const fresh = picking && drawn !== taken ? ordered.findIndex((card) => cardKey(card) === drawn) : -1;
  const handEl = renderHand(ordered, { lang, doc, selected, disabled, focus: selected[0] ?? (fresh >= 0 ? fresh : null),
    // One card at a time (the discard): a screen reader said "multi-select list", as if several could be picked.
    label: t(lang, "gin.your_hand"), multiple: false,
    onToggle: picking ? (i) => { const key = cardKey(ordered[i]); local.selected = local.selected === key ? null : key; local.refusal = null; redraw(); } : null,
    // The card taken from the pile, picked: it stayed grey and nothing said why but a note under the
    // hand (out of view on a projector); the status line above the hand now says it.
    onRefuse: picking ? (i) => local.refuse(tParts(lang, "gin.refuse.taken", { card: ordered[i] })) : null });
  handEl.classList.add("cw-gin-hand");
  handEl.querySelector("[tabindex='0']")?.setAttribute("data-autofocus", "");
  handEl.querySelectorAll(".cw-card").forEach((node, i) => {
    const key = cardKey(ordered[i]);
    node.dataset.card = key;
    node.dataset.focusKey = `card-${key}`;  // its class changes when picked: the key finds it again
    if (starts.has(i) && i > 0) node.classList.add("cw-gin-group-start");
    if (i >= meldCount) node.classList.add("cw-gin-dead");
    if (key === taken) node.setAttribute("title", t(lang, "gin.taken"));
    if (key === drawn) node.classList.add("cw-gin-drawn");
  });
  const notes = [drawn ? t(lang, "label_value", { label: t(lang, "gin.drawn"), value: cardName(state.drawn, lang) }) : null,
    taken ? t(lang, "label_value", { label: cardName(state.taken_from_pile, lang), value: t(lang, "gin.taken") }) : null].filter(Boolean);
  return h(doc, "section", { class: "cw-my-seat cw-gin-my-seat", attrs: { "aria-label": t(lang, "gin.your_hand") } },
    h(doc, "div", { class: "cw-seat-head" },
      h(doc, "strong", { class: "cw-seat-name", text: t(lang, "gin.your_hand") }),
      h(doc, "span", { class: "cw-big cw-gin-my-deadwood", text: t(lang, "gin.deadwood_n", { n: arrangement.points }) })),
    handEl,
    notes.length ? h(doc, "div", { class: "cw-seat-status cw-gin-notes", text: notes.join(" · ") }) : null);
}

function controls(doc, lang, model, send) {
  const seed = seedField(doc, t, lang, model);
  const select = (name, values, label) => {
    const node = h(doc, "select", { class: `cw-select cw-gin-${name}-select`, attrs: { "aria-label": label, "data-focus-key": name } },
      values.map(([value, text]) => h(doc, "option", { text, attrs: { value } })));
    node.value = String(model.get(name));
    return h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: label }), node);
  };
  const bots = select("bots", ["greedy", "tracker", "random"].map((b) => [b, t(lang, `gin.bot.${b}`)]), t(lang, "gin.bot"));
  const target = select("target", model.get("targets").map((n) => [n, t(lang, "gin.points_n", { n })]), t(lang, "gin.target"));
  const timer = h(doc, "input", { attrs: { type: "checkbox", checked: model.get("timer"), "data-focus-key": "timer" } });
  const deal = () => send({ action: "new_game", seed: seed.value(), bots: live(bots.querySelector("select")).value,
    target: Number(live(target.querySelector("select")).value), timer: live(timer).checked });
  const form = newGameForm(doc, model, deal, bots, target,
    seed.field,
    h(doc, "label", { class: "cw-field cw-check" }, timer, h(doc, "span", { text: t(lang, "gin.timer") })),
    newGameButton(doc, t, lang, model, "cw-gin-new"),
    teacherSwitch(doc, t(lang, "gin.teacher"), model, send));
  return { form, deal };
}

export default { render };
