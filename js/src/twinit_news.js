// The news of a real-time Twin It! game. The page cannot slow the bots, so a line of news is not
// replaced by the next: the last few stay on screen, the newest batch on top (each batch in the
// order it happened: a tie, then the cards it turned over), and a line leaves only once it has been
// readable for a while, however fast the bots' events come.

import { say, t } from "./i18n.js";
import { h } from "./view.js";

/** How many lines stay on screen once read. */
export const KEEP = 3;
/** How long a line stays on screen at least, even when more than KEEP lines came after it. */
export const READ_MS = 2500;

/**
 * The news lines of one view: `box(doc, lang, ending, empty, hint, {lead})` draws them (the game's
 * `ending` line, if any, first, then the message `lead`, if any; until the first news, the label `empty` says what the box is for, and the
 * text `hint`, if any, what the keys do), taking in the model's `news` when it changes; `redraw` is
 * called when a line is
 * due to leave; `stop()` clears that timer, for the view's cleanup. A new round starts afresh.
 */
export function newsFeed(model, redraw) {
  let lines = [];  // {event, since, key}, the newest batch first
  let seen = null;
  let round = model.get("round");
  let serial = 0;
  let timer = null;
  const stop = () => { clearTimeout(timer); timer = null; };

  function current() {
    if (model.get("round") !== round) {
      round = model.get("round");
      lines = [];
    }
    const now = Date.now();
    if (model.get("news") !== seen) {
      seen = model.get("news");
      const fresh = seen.map((event) => ({ event, since: now, key: (serial += 1) }));
      lines = [...fresh, ...lines];
    }
    lines = lines.filter((line, i) => i < KEEP || now - line.since < READ_MS);
    stop();
    if (lines.length > KEEP) timer = setTimeout(() => { timer = null; redraw(); }, READ_MS - (now - lines.at(-1).since));
    return lines;
  }

  return {
    box(doc, lang, ending, empty = "twinit_news_empty", hint = null, { focused = false, lead = null } = {}) {
      const lines = current();
      const waiting = !ending && !lead && !lines.length;
      // The end's line, where it takes the keyboard (`focused`: the keyboard was in the widget), is
      // said once, as the focus comes, not live as well; else it is live news like any other.
      return h(doc, "div", { class: "cw-twinit-news", attrs: { "aria-live": ending && focused ? null : "polite" } },
        ending ? h(doc, "p", { class: "cw-twinit-end", text: say(lang, ending), attrs: { tabindex: -1 } }) : null,
        // `lead`, a message said above the news (the game's standings at its end), in their room
        lead ? h(doc, "p", { class: "cw-twinit-lead", text: say(lang, lead) }) : null,
        // its room kept from the start, not an empty box: the keys and what it is for, until the
        // first news (one italic line in room for four was a blank band of 62 px above the cards).
        // The keys first: where the keys' line wraps in the projector's two lines (marimo's narrower
        // page, in Italian and Spanish), what the box is for is what is hidden, not how to play.
        waiting && hint ? h(doc, "p", { class: "cw-news-empty cw-news-keys", text: hint }) : null,
        waiting ? h(doc, "p", { class: "cw-news-empty", text: t(lang, empty) }) : null,
        lines.map((line, _, all) => h(doc, "p", { class: line.since === all[0].since ? "cw-news-new" : "cw-news-old",
          attrs: { "data-key": `news-${line.key}` }, text: say(lang, line.event) })));
    },
    stop,
  };
}

/**
 * A game's end takes the keyboard to the line that says how it ended, if the keyboard was in the
 * view before the draw (`keyboardIn`: a control it was on, Flip or Pause, goes at the end):
 * `ended(state, keyboardIn, line)`, called after each draw, focuses `line` at the draw that shows the end.
 */
export function endFocus(model) {
  let seen = { round: model.get("round"), over: model.get("state").over };
  return (state, keyboardIn, line) => {
    const ended = state.over && !seen.over && seen.round === model.get("round");
    seen = { round: model.get("round"), over: state.over };
    if (ended && keyboardIn) line?.focus();
  };
}
