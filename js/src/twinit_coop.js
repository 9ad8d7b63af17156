// The TwinItCoop view: every card spread out, a countdown, ↻ to turn a card over, clicks to
// collect identical designs. Time follows twinit_clock.js; the countdown ticks between redraws.
// From the keyboard the cards are one Tab stop (the arrows go from card to card, a letter turns
// the card over): a card and its ↻ each in the Tab order made 272 stops in a timed minute.

import { say, t } from "./i18n.js";
import { move } from "./moves.js";
import { againButton, alertBanner, enterNewGame, errorBanner, h, keepFocus, keyboardIn, mount, moveSender, numberGame, parts, patch, shortcutLetter } from "./view.js";
import { pageClock } from "./twinit_clock.js";
import { endFocus, newsFeed } from "./twinit_news.js";
import { laidOut, rovingCards, tablePlaces } from "./twinit_places.js";
import { arrowToCard, cardButton, setsStrip, showNewestSets } from "./twinit_table.js";

const TRAITS = ["state", "due", "news", "events", "practice", "round", "levels", "seed", "lang", "error"];
const TICK_MS = 200;

/** The seconds left, as the countdown shows them (whole seconds, rounded up). */
export function secondsLeft(total, now) {
  return Math.max(0, Math.ceil(total - now - 1e-9));
}

/** The rules' level table for this number of players; the level reached, once over, marked. */
function levelTable(doc, lang, levels, players, reached) {
  return h(doc, "table", { class: "cw-twinit-levels" },
    h(doc, "caption", { text: t(lang, "twinit_level_table", { n: players }) }),
    h(doc, "tbody", {}, levels.map((row) => h(doc, "tr", {
      class: row.level === reached ? "cw-level-reached" : "", attrs: { "aria-current": row.level === reached ? "true" : null } },
    h(doc, "th", { attrs: { scope: "row" }, text: say(lang, { code: `twinit.level.${row.level}` }) }),
    h(doc, "td", { text: row.above === undefined ? t(lang, "twinit_up_to", { n: row.up_to })
      : t(lang, "twinit_above", { n: row.above }) })))));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const clock = pageClock(model);
  const news = newsFeed(model, keepFocus(el, draw));
  let ticker = null;
  const spots = parts();
  const places = tablePlaces();
  const setCounts = new Map();
  const now = clock.now;
  const send = moveSender(model, (message) => ({ ...message, at: now() }));

  function tick() {
    clearInterval(ticker);
    ticker = null;
    if (!clock.running()) return;
    ticker = setInterval(() => {
      const countdown = el.querySelector(".cw-twinit-countdown");
      if (countdown) countdown.textContent = t(model.get("lang"), "twinit_seconds_left", { n: secondsLeft(model.get("state").coop_seconds, now()) });
    }, TICK_MS);
  }

  function draw() {
    clock.sync();
    const focused = roving.focused();
    const inside = keyboardIn(el);  // (before the draw: Pause goes at the end)
    const lang = model.get("lang");
    const state = model.get("state");
    const paused = model.get("practice");
    const touch = (card) => send(move("touch", { card_id: card }));
    const timeUp = state.over && state.result?.reason.code === "twinit.end.time";
    const left = t(lang, "twinit_seconds_left", { n: secondsLeft(state.coop_seconds, state.over ? state.now : now()) });
    // Paused halfway, the countdown says so and the button resumes; at the end, neither counts on.
    // Once time is up the end's line in the news says so ("Time is up: 7 points, level: …"), and
    // the countdown goes: its "Time's up" beside it said it twice. (A minute that ran out of pairs
    // early keeps the seconds it had left.)
    const halfway = paused && !state.over && now() > 0;
    const countdown = timeUp ? null : h(doc, "span", { class: "cw-twinit-countdown", attrs: { role: "timer" },
      text: halfway ? `${left} (${t(lang, "twinit_paused")})` : left });
    // A spot is drawn again only when its card, the hands on it, the language or the end change.
    // Its ↻ is for the mouse; from the keyboard, the letter turns the focused card over.
    const turnKey = t(lang, "twinit_key_turn_over");
    const game = numberGame(doc, t, lang, model, send, "cw-twinit-new");
    const spot = (face) => {
      const hands = state.hands.filter((hand) => hand.card === face.id);
      return spots(face.id, [face.design, hands, lang, state.over, state.viewer], () => {
        const card = cardButton(doc, lang, state, face, touch, `; ${t(lang, "twinit_card_turn_key", { key: turnKey.toUpperCase() })}`);
        card.setAttribute("aria-keyshortcuts", turnKey.toUpperCase());
        return h(doc, "div", { class: "cw-twinit-spot", attrs: { "data-key": `spot-${face.id}` } },
          card,
          h(doc, "button", { class: "cw-button cw-twinit-turn-over", text: "↻",
            attrs: { type: "button", tabindex: -1, disabled: state.over || hands.length > 0, "data-focus-key": `turn-${face.id}`,
              "aria-label": t(lang, "twinit_turn_over", { design: face.design }) },
            on: { click: () => send(move("flip", { card_id: face.id })) } }));
      });
    };
    patch(el, [
      // The countdown, Start/Pause, the news and a refusal in one bar that stays at the top of the
      // screen (sticky) while the reader plays the cards further down (2.2 projector screens).
      h(doc, "div", { class: "cw-twinit-bar" },
        h(doc, "div", { class: "cw-controls cw-twinit-controls" },
          // Over, New game takes Start/Pause's place: gone, the bar lost 16 px and everything below
          // moved up, and the keyboard on Pause fell to the table's first card, scrolling the page.
          state.over ? againButton(doc, t, lang, model, "cw-twinit-again", game.deal) : h(doc, "button", { class: "cw-button cw-button-primary cw-twinit-start",
            text: t(lang, !paused ? "twinit_pause" : halfway ? "twinit_resume" : "twinit_start"),
            attrs: { type: "button", "data-focus-key": "start", "data-autofocus": paused },  // (stopped, moves wait for it)
            on: { click: () => model.send({ action: "practice", on: !paused, at: now() }) } }),
          countdown,
          h(doc, "span", { class: "cw-twinit-score", text: state.players.map((seat) =>
            t(lang, "label_value", { label: seat, value: t(lang, "twinit_points", { n: state.scores[seat] }) })).join(" · ") })),
        // a refusal over the newest news, in its room: below it, it made the bar taller and moved the cards.
        // Not once the minute is over: a key pressed as it ended was refused ("la partida ha terminado")
        // in the one line of room, and the end's line (the points, the level) went out of sight, the focus on it.
        h(doc, "div", { class: "cw-twinit-said" }, state.over ? alertBanner(doc, null) : errorBanner(model, doc),
          news.box(doc, lang, state.over ? state.result.reason : null, "twinit_news_empty_coop", null, { focused: inside }))),
      h(doc, "p", { class: "cw-twinit-help" }, t(lang, "twinit_coop_help"), " ",
        h(doc, "span", { class: "cw-twinit-keys", text: t(lang, "twinit_coop_keys", { key: turnKey.toUpperCase() }) })),
      h(doc, "section", { class: "cw-twinit-table", attrs: { "aria-label": t(lang, "twinit_table"), "data-roving": "table" } },
        laidOut(doc, state, model.get("round"), places, spot)),
      // Each seat's sets in a strip of fixed height (setsStrip), as at the table.
      h(doc, "div", { class: "cw-twinit-seats" }, state.players.map((seat) =>
        h(doc, "div", { class: "cw-twinit-seat", attrs: { "data-seat": seat } },
          h(doc, "strong", { text: seat }),
          setsStrip(doc, lang, state, seat, touch)))),
      levelTable(doc, lang, model.get("levels"), state.players.length, state.result?.details.level),
      // New game with the minute's number, at the foot under the level the class reached, as at the
      // tables: the bar that stays in view holds only what the minute needs while it runs.
      game.form]);
    roving.rove(focused);
    announceEnd(state, inside, el.querySelector(".cw-twinit-end"));
    showNewestSets(el, setCounts);
    enterNewGame(el, model);
    tick();
  }

  // The minute's end takes the keyboard, from Pause or a card, to the line that says how it ended
  // (time is up, the points, the level), as at the table; New game is a Shift+Tab away, in Pause's place.
  const announceEnd = endFocus(model);

  // The cards' Tab stops (rovingCards): on the table, the card the reader was last on (a card taken:
  // the one now nearest its place), else the first; in each seat's sets, likewise. That table card
  // is also where the keyboard goes when the control it was on goes (a ↻ disabled).
  const roving = rovingCards(el, { entry: "table" });

  function onKey(event) {
    if (arrowToCard(el, event)) return;
    const spot = event.target.closest?.(".cw-twinit-spot");
    if (!spot || shortcutLetter(event) !== t(model.get("lang"), "twinit_key_turn_over")) return;
    event.preventDefault();
    const turnOver = spot.querySelector(".cw-twinit-turn-over");
    if (!turnOver.disabled) send(move("flip", { card_id: Number(spot.querySelector(".cw-twinit-card").dataset.card) }));
  }
  el.addEventListener("keydown", onKey);
  const cleanup = mount({ model, el }, "cw-twinit-coop-view", TRAITS, draw, "region.twinit_coop");
  // The sticky bar's height, for the cards' scroll margin (styles.css): a card the arrows reach
  // comes into view below the bar, however many lines its words take in the reader's language.
  const Observer = doc.defaultView?.ResizeObserver;
  const bar = Observer ? new Observer(([entry]) =>
    el.style.setProperty("--cw-twinit-bar-h", `${Math.ceil(entry.target.getBoundingClientRect().height)}px`)) : null;
  bar?.observe(el.querySelector(".cw-twinit-bar"));
  return () => {
    bar?.disconnect();
    clock.stop();
    news.stop();
    clearInterval(ticker);
    el.removeEventListener("keydown", onKey);
    roving.stop();
    cleanup();
  };
}

export default { render };
