// The TwinItTable view: the free spots, every pile's top and every seat's won sets as cards; one
// click puts a hand on a card, a second claims. Time follows twinit_clock.js.

import { renderCard, renderCardList } from "./cards.js";
import { say, t } from "./i18n.js";
import { move } from "./moves.js";
import { pageClock } from "./twinit_clock.js";
import { endFocus, newsFeed } from "./twinit_news.js";
import { laidOut, markFirst, rovingCards, tablePlaces } from "./twinit_places.js";
import { againButton, alertBanner, enterNewGame, errorBanner, h, keepFocus, keyboardIn, listen, mount, moveSender, numberGame, numberedLines, patch, shortcutLetter, showLogEnd, withKey } from "./view.js";

const TRAITS = ["state", "due", "news", "events", "practice", "round", "seed", "lang", "error"];

/** A visible card as a button: click puts a hand on it; the hands on it are shown and named.
 * `place` (the table, a seat's pile or sets) is part of its focus key: the focus stays where the
 * reader was, and does not follow a claimed card into someone's sets (across the page). */
/** An arrow key pressed on a card of the view `el` moves the keyboard to the next card: left and
 * right in the page's order, up and down to the nearest card of the row above or below. (In a
 * real-time game Tab from card to card was too slow: about 50 presses late in a game.) Returns
 * whether it did. */
export function arrowToCard(el, event) {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: "up", ArrowDown: "down" }[event.key];
  const from = event.target.closest?.(".cw-twinit-card");
  if (step === undefined || !from || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return false;
  const cards = [...el.querySelectorAll(".cw-twinit-card")];
  let to = null;
  if (typeof step === "number") to = cards[cards.indexOf(from) + step] ?? null;
  else {
    const here = from.getBoundingClientRect();
    const middle = (box) => box.left + box.width / 2;
    const rows = cards.map((card) => [card, card.getBoundingClientRect()])
      .filter(([, box]) => (step === "down" ? box.top >= here.bottom - 1 : box.bottom <= here.top + 1) && box.height > 0);
    const row = step === "down" ? Math.min(...rows.map(([, box]) => box.top)) : Math.max(...rows.map(([, box]) => box.top));
    to = rows.filter(([, box]) => box.top === row)
      .sort(([, a], [, b]) => Math.abs(middle(a) - middle(here)) - Math.abs(middle(b) - middle(here)))[0]?.[0] ?? null;
  }
  if (!to) return false;
  event.preventDefault();
  to.focus();
  return true;
}

export function cardButton(doc, lang, state, face, onTouch, extra = "", place = "table") {
  const card = renderCard({ deck: "twinit", design: face.design }, { lang, doc });
  const hands = state.hands.filter((hand) => hand.card === face.id);
  const mine = hands.some((hand) => hand.seat === state.viewer);
  card.classList.add("cw-twinit-card");
  card.classList.toggle("cw-hand-mine", mine);
  card.classList.toggle("cw-hand-other", hands.length > 0 && !mine);
  card.setAttribute("role", "button");
  card.tabIndex = 0;
  card.dataset.focusKey = `${place}-card-${face.id}`;
  card.dataset.card = String(face.id);
  card.dataset.design = String(face.design);
  card.setAttribute("aria-pressed", mine ? "true" : "false");
  const names = hands.map((hand) => hand.seat);
  const label = card.getAttribute("aria-label");
  card.setAttribute("aria-label", `${label}${extra}${names.length ? `; ${t(lang, "twinit_hands_on", { seats: names })}` : ""}`);
  // A name tag: whose hand is on the card (no emoji, which a classroom machine may lack a font for).
  for (const name of names) card.append(h(doc, "span", { class: "cw-hand-mark", text: name }));
  listen(card, "click", () => onTouch(face.id));
  listen(card, "keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onTouch(face.id);
    }
  });
  return card;
}

/** A seat's won sets, the top card of each (every one visible and within everyone's reach: a third
 * copy takes a pair), in one strip of fixed height: a set won, the strip's cards close up, each
 * overlapping the one before it (the newest whole, on top; the one under the pointer, the keyboard
 * or a hand comes up), never a new row. A row of them that wrapped made a seat 80 px taller every
 * two sets on a projector, and moved everything below it as a hand went down on a card. Each set's
 * size on its corner ("×3"), and in its label; how many in the group's label. */
export function setsStrip(doc, lang, state, seat, onTouch) {
  const sets = state.sets[seat];
  return h(doc, "div", { class: "cw-twinit-sets", attrs: { role: "group", "data-roving": `sets-${seat}`,
    "aria-label": t(lang, "twinit_won_sets", { seat, n: sets.length }), style: `--cw-sets-n: ${Math.max(1, sets.length)}` } },
  sets.map((set) => h(doc, "div", { class: "cw-twinit-stack" },
    cardButton(doc, lang, state, set, onTouch, `, ${t(lang, "twinit_set_of", { seat, n: set.size })}`, `sets-${seat}`),
    h(doc, "span", { class: "cw-twinit-size", text: `×${set.size}`, attrs: { "aria-hidden": "true" } }))));
}

/** After a draw of the view `el`: a strip of won sets that has more sets than at the last draw
 * (`counts`: seat → how many) shows its newest, where it scrolls (when they do not all fit). */
export function showNewestSets(el, counts) {
  for (const strip of el.querySelectorAll(".cw-twinit-sets")) {
    const n = strip.children.length;
    if (!strip.clientWidth) continue;  // not laid out yet (a view drawn before it is in the page)
    if (n > (counts.get(strip.dataset.roving) ?? 0)) strip.scrollLeft = strip.scrollWidth;
    counts.set(strip.dataset.roving, n);
  }
}

/** The designs ``seat`` may not win (the forbidden designs variant), as small cards after a word:
 * nothing showed them, and a class saw a set won and taken back as a mistake with no reason in
 * sight. The line stays while the seat has one set aside by its pile (a dealt game), so that it
 * does not come and go as designs are freed. */
function forbiddenLine(doc, lang, state, seat) {
  const designs = state.forbidden?.[seat] ?? [];
  if (!designs.length && !(state.aside?.[seat] ?? []).length) return null;
  const word = t(lang, "twinit_forbidden");
  return h(doc, "div", { class: "cw-twinit-forbidden" },
    h(doc, "span", { text: word }),
    designs.length
      ? renderCardList(designs.map((design) => ({ deck: "twinit", design })), { lang, doc, label: word })
      : h(doc, "span", { text: t(lang, "twinit_forbidden_none") }));
}

/** Whether anyone with a pile may flip now: in team mode after a claim or a mistake, "cualquiera
 * puede reanudar la partida" (not one seat's turn: the line said "your turn" to the reader, and
 * "flips next" at every seat). */
export function anyoneFlips(state) {
  return !state.over && state.flippers.length > 1;
}

/** The badge by a seat's pile: whose turn it is, or, when anyone may restart, that this seat may.
 * In team mode its width is the longer of the two (`data-room`, drawn out of sight), so that the
 * seat's won sets beside it do not move as it changes. */
function turnBadge(doc, lang, state, seat, you) {
  const turn = t(lang, you ? "twinit_you_flip" : "twinit_flips");
  const may = t(lang, "twinit_may_flip", { you: you ? "yes" : "no" });
  const shown = state.flippers.includes(seat);
  return h(doc, "span", { class: `cw-badge cw-badge-turn${shown ? "" : " cw-idle"}`, text: anyoneFlips(state) ? may : turn,
    attrs: { "aria-hidden": shown ? null : "true", "data-room": state.teams ? (anyoneFlips(state) ? turn : may) : null } });
}

function seatView(doc, lang, state, seat, onTouch) {
  const pile = state.piles[seat];
  const team = state.teams ? state.teams.findIndex((members) => members.includes(seat)) : -1;
  const you = seat === state.viewer;
  return h(doc, "section", { class: `cw-seat cw-twinit-seat${you ? " cw-seat-you" : ""}`,
    attrs: { "aria-label": seat, "data-seat": seat } },
  h(doc, "div", { class: "cw-seat-head" },
    h(doc, "strong", { class: "cw-seat-name", text: you ? t(lang, "twinit_you", { seat }) : seat }),
    team >= 0 ? h(doc, "span", { class: "cw-badge", text: t(lang, "twinit_team", { n: team + 1 }) }) : null,
    h(doc, "div", { class: "cw-twinit-seat-line" },
      h(doc, "span", { class: "cw-twinit-score", text: t(lang, "twinit_sets_of", { n: state.scores[seat], goal: state.sets_to_win }) }))),
  h(doc, "div", { class: "cw-twinit-seat-cards" },
    h(doc, "div", { class: "cw-twinit-pile", attrs: { "data-roving": `pile-${seat}` } },
      pile.top ? cardButton(doc, lang, state, pile.top, onTouch, `, ${t(lang, "twinit_pile_of", { seat })}`, `pile-${seat}`)
        : h(doc, "div", { class: "cw-card cw-twinit-empty", attrs: { role: "img", "aria-label": t(lang, "twinit_no_pile") } }),
      // The turn's badge by the pile it flips, over the pile's count, kept in its place (hidden) when
      // the turn moves on: no seat's cards move under the reader's eyes. (After the score, on a
      // projector it wrapped to a line of its own in Spanish, "0 de 5 conjuntos" and "te toca": a
      // band of 16 px in every seat; beside the name, so did "Sam (vous)" and "à vous".)
      h(doc, "div", { class: "cw-twinit-pile-side" },
        turnBadge(doc, lang, state, seat, you),
        h(doc, "span", { class: "cw-twinit-count", text: t(lang, "twinit_pile_n", { n: pile.count }) }))),
    setsStrip(doc, lang, state, seat, onTouch)),
  // (at the seat's foot: under its name, it put that seat's pile lower than the others')
  forbiddenLine(doc, lang, state, seat));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const clock = pageClock(model);
  const redraw = keepFocus(el, draw);
  const news = newsFeed(model, redraw);
  const send = moveSender(model, (message) => ({ ...message, at: clock.now() }));
  const flip = () => send(move("flip", { card_id: null }));
  const touch = (card) => send(move("touch", { card_id: card }));

  function onKey(event) {
    if (arrowToCard(el, event)) return;
    if (shortcutLetter(event) === t(model.get("lang"), "twinit_key_flip")) {
      event.preventDefault();
      const state = model.get("state");
      if (state.flippers.includes(state.viewer)) flip();
      else refuseFlip(state);
    }
  }
  // The flip key pressed when it is not the reader's to flip said nothing: it says why, above the
  // news where the kernel's refusals show, as long as the table is as it was (said again if pressed again).
  let refusal = null;
  function refuseFlip(state) {
    // (when anyone may restart, the reader is not among them for want of cards, whoever's turn was next)
    const why = state.over ? "over" : state.turn && state.turn !== state.viewer && !anyoneFlips(state) ? "turn" : "none";
    refusal = { state, why, turn: state.turn ?? "", times: refusal?.state === state && refusal.why === why ? refusal.times + 1 : 1 };
    redraw();
  }
  el.addEventListener("keydown", onKey);
  el.tabIndex = -1;  // a click anywhere on the table brings the keyboard to it (not to the notebook)

  function draw() {
    clock.sync();
    const focused = roving.focused();
    const inside = keyboardIn(el);  // (before the draw: the end takes Flip away)
    const lang = model.get("lang");
    const state = model.get("state");
    const practice = model.get("practice");
    const canFlip = state.flippers.includes(state.viewer);
    const practiceBox = h(doc, "input", { attrs: { type: "checkbox", checked: practice, "data-focus-key": "practice" },
      on: { change: (event) => model.send({ action: "practice", on: event.target.checked, at: clock.now() }) } });
    const flipKey = t(lang, "twinit_key_flip");
    const game = numberGame(doc, t, lang, model, send, "cw-twinit-new");
    // Over, New game in Flip's place, a Shift+Tab back from the end's line (which takes the keyboard):
    // the form's, at the foot, was 10 Tab presses on, past the piles, the sets and the table.
    const flipButton = state.over ? againButton(doc, t, lang, model, "cw-twinit-again", game.deal) : h(doc, "button", { class: "cw-button cw-button-primary cw-twinit-flip",
      text: withKey(t(lang, "twinit_flip"), flipKey),
      attrs: { type: "button", disabled: !canFlip, "aria-keyshortcuts": flipKey.toUpperCase(), "data-autofocus": true },
      on: { click: flip } });
    // At the end the turn's place says how the game ended (a "Game over" there and "Game over: Sam
    // reached 5 sets" just below in the news said it twice); the news keeps the claim that ended it.
    // (the standings, part of the end's message, go in the news' room below: on this line they made it
    // two or three lines, and everything below moved down as the game ended)
    const turn = state.over ? say(lang, { ...state.result.reason, standings: "none" }) : anyoneFlips(state) ? t(lang, "twinit_anyone_flips")
      : canFlip ? t(lang, "twinit_your_flip") : state.turn ? t(lang, "twinit_turn_of", { seat: state.turn }) : "";
    // At the end, every seat's (every team's) sets, the most first, ties sharing a place: where the news
    // were, in their room (the others' counts showed only in their seats, a class looked from seat to seat).
    const standings = state.over ? state.result?.reason?.standings ?? null : null;
    // In practice, that the bots wait, on a line of its own under the turn at every turn: said after a
    // bot's turn only, it made that line two on a projector in French, and everything below moved
    // 20 px down whenever the turn went to a bot, and up at the reader's.
    // At the end its room is kept, out of sight: a worked example played to its end in practice went
    // 16 px up under the end's line, the seats and the cards with it.
    const wait = practice ? h(doc, "span", { class: `cw-twinit-wait${state.over ? " cw-idle" : ""}`, text: t(lang, "twinit_bots_wait"),
      attrs: { "aria-hidden": state.over ? "true" : null } }) : null;
    patch(el, [
      h(doc, "div", { class: "cw-controls cw-twinit-controls" },
        flipButton,
        h(doc, "span", { class: state.over ? "cw-twinit-turn cw-twinit-end" : "cw-twinit-turn",
          attrs: { "data-focus-key": "turn", tabindex: state.over ? -1 : null } },
        // The turn is live: a bot's flip and the turn coming back to the reader ("Te toca dar la
        // vuelta") were silent to a screen reader. Not at the end where it takes the keyboard (said
        // once, by the focus); live still where the keyboard is elsewhere (the mouse's reader heard nothing).
        h(doc, "span", { class: "cw-twinit-turn-text", text: turn, attrs: { "aria-live": state.over && inside ? null : "polite" } }), wait),
        h(doc, "label", { class: "cw-twinit-practice" }, practiceBox,
          h(doc, "span", { text: t(lang, "twinit_practice") }))),
      // (until the first news, the box says the keys too: the cards are one Tab stop, the arrows go
      // from card to card, and nothing else on the table said so)
      // A refusal above the news, in the news' room (it came below it, and pushed the seats and the
      // cards 17 px down at the moment a card was clicked, then up again at the next move).
      h(doc, "div", { class: "cw-twinit-said" }, refusal?.state === state
        ? alertBanner(doc, t(lang, "twinit_refuse_flip", { why: refusal.why, turn: refusal.turn }), refusal.times)
        : errorBanner(model, doc),
        news.box(doc, lang, null, "twinit_news_empty", t(lang, "twinit_table_keys"), { lead: standings })),
      // The seats above the table's cards: the table gains a row as cards come (40 to 57 of them in a
      // game), and below it the seats, the reader's pile among them, went down a row's height as a
      // bot flipped. The seats keep their height (setsStrip), so nothing the reader aims at moves.
      h(doc, "div", { class: "cw-twinit-seats" }, state.players.map((seat) => seatView(doc, lang, state, seat, touch))),
      h(doc, "section", { class: "cw-twinit-table", attrs: { "aria-label": t(lang, "twinit_table"), "data-roving": "table" } },
        // (the first card takes the keyboard after a flip: the cards just turned up are where the reader looks for a pair)
        state.table.length ? laidOut(doc, state, model.get("round"), places,
          (face, first) => markFirst(cardButton(doc, lang, state, face, touch), first))
          : h(doc, "p", { class: "cw-twinit-table-empty", text: t(lang, "twinit_table_empty") })),
      // The foot, as at the other tables: the log, and New game with the game's number (a class
      // dealt "game 12" again). New game sat beside Flip, where a stray press asked to end the game.
      h(doc, "div", { class: "cw-table-foot" },
        h(doc, "details", { class: "cw-log", on: { toggle: () => showLogEnd(el) } }, h(doc, "summary", { text: t(lang, "log") }),
          numberedLines(doc, lang, model.get("events"), 12, model.get("events_start"))),
        game.form)]);
    roving.rove(focused);
    showNewestSets(el, setCounts);
    enterNewGame(el, model);
    announceEnd(state, inside, el.querySelector(".cw-twinit-turn"));
    // Opened, and as lines come, the log shows its newest (it opened on its oldest, the end of the
    // game hidden below); a redraw with nothing new leaves where the reader scrolled.
    if (model.get("events") !== logged) showLogEnd(el);
    logged = model.get("events");
  }
  // The game's end takes the keyboard from the cards to the line that says how it ended, in view: on
  // a projector the reader's won sets made the table 2.3 screens tall, the keyboard stayed on a card
  // in them, and the end was said only above, out of sight; the cards take no more moves. Whether the
  // keyboard was in the table is read before the draw: on Flip, which the end takes away (New game in
  // its place), it was nowhere after it, and went to a card.
  const announceEnd = endFocus(model);
  let logged = null;
  const setCounts = new Map();
  const places = tablePlaces();
  // The cards' Tab stops (rovingCards). The table's cards are one stop: 24 and more of them, each a
  // stop, took 30 Tab presses to get past in a real-time game; the arrows go from card to card. Each
  // seat's pile top is a stop of its own: one card a seat, the one a seat flips and every seat races
  // to match, it changes at every flip, so Tab reaches every pile (the reader's first) without a walk
  // through the table. Each seat's won sets are one stop (only a steal takes one). Flip stays a
  // button of its own (and F). A card taken (by the reader or anyone) or a pile's top flipped, the
  // keyboard goes to the card now nearest where it was, in the same group; after the reader's flip,
  // Flip disabled, to the table's first card (markFirst), where the cards just turned up are.
  const roving = rovingCards(el);

  const cleanup = mount({ model, el }, "cw-twinit-table-view", TRAITS, draw, "region.twinit_table");
  return () => {
    clock.stop();
    news.stop();
    el.removeEventListener("keydown", onKey);
    roving.stop();
    cleanup();
  };
}

export default { render };
