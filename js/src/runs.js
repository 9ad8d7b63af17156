// A No Thanks! row: runs of consecutive cards drawn overlapped, as the rules suggest, each with
// the card it counts. Used by the RunScorer and the NoThanksTable.

import { renderCard } from "./cards.js";
import { t } from "./i18n.js";
import { h } from "./view.js";

/** The runs of consecutive numbers in `cards`, each sorted, lowest first. */
export function groupRuns(cards) {
  const runs = [];
  for (const card of [...cards].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && card === last[last.length - 1] + 1) last.push(card);
    else runs.push([card]);
  }
  return runs;
}

/** The row of `cards` as overlapped runs, each labelled with the card it counts; with
 * `countSingles` false, only the runs of two cards or more (a lone card counts what it shows, and
 * on a table the label cost a line of height and a third more width per card). */
export function renderRuns(doc, cards, lang, { label = null, countSingles = true } = {}) {
  const runs = groupRuns(cards);
  // No runs: a group saying "No cards", not a list (a list may hold only items, and an empty one was
  // read as a list of one item).
  return h(doc, "div", { class: "cw-runs", attrs: { role: runs.length ? "list" : "group", "aria-label": label ?? t(lang, "row") } },
    runs.length === 0 ? h(doc, "span", { class: "cw-muted", text: t(lang, "no_cards") }) : null,
    runs.map((run) => h(doc, "div", { class: "cw-run", attrs: { role: "listitem",
      "aria-label": t(lang, "run_label", { cards: run.join(", "), n: run[0] }) } },
    h(doc, "div", { class: "cw-run-cards" },
      run.map((n) => renderCard({ deck: "nothanks", number: n }, { lang, doc }))),
    countSingles || run.length > 1 ? h(doc, "div", { class: "cw-run-counts", text: t(lang, "counts", { n: run[0] }) }) : null)));
}
