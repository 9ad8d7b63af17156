// What the Gin Rummy views share: cards laid out as melds and deadwood, the 52-card picker, the
// showdown step by step, and the example buttons of the explorers.

import { cardLabel, renderCard, SUITS, RANKS } from "./cards.js";
import { cardName, t } from "./i18n.js";
import { h, listen, sayNodes } from "./view.js";

export const cardKey = (card) => `${card.rank}${card.suit}`;

/** A row of cards as a group: a "meld", the "deadwood", or cards still "in_hand". `marks` maps a
 * card key to a badge text. */
export function cardGroup(doc, lang, cards, { kind = "meld", marks = {}, added = new Set() } = {}) {
  const title = t(lang, `gin.${kind}`);
  return h(doc, "div", { class: `cw-gin-group cw-gin-${kind}`,
    attrs: { role: "group", "aria-label": t(lang, "label_value", { label: title, value: cards.map((c) => cardLabel(c, lang)).join(", ") }) } },
  h(doc, "span", { class: "cw-gin-group-title", text: title }),
  h(doc, "div", { class: "cw-gin-cards" }, cards.map((card) => {
    const key = cardKey(card);
    const node = renderCard(card, { lang, doc });
    node.dataset.card = key;
    if (added.has(key)) node.classList.add("cw-gin-added");
    return marks[key]
      ? h(doc, "div", { class: "cw-gin-marked" }, node, h(doc, "span", { class: "cw-badge", text: marks[key] }))
      : node;
  })));
}

/** An arrangement ({melds, deadwood, points}) with a title and its deadwood total. */
export function renderArrangement(doc, lang, arrangement, { title = null, className = "", marks = {}, added } = {}) {
  return h(doc, "section", { class: `cw-gin-arrangement ${className}`.trim() },
    title ? h(doc, "div", { class: "cw-section-title", text: title }) : null,
    h(doc, "div", { class: "cw-gin-groups" },
      arrangement.melds.length ? null : h(doc, "span", { class: "cw-muted", text: t(lang, "gin.no_melds") }),
      arrangement.melds.map((meld) => cardGroup(doc, lang, meld, { marks, added })),
      arrangement.deadwood.length ? cardGroup(doc, lang, arrangement.deadwood, { kind: "deadwood", marks }) : null),
    h(doc, "div", { class: "cw-gin-points", text: t(lang, "gin.deadwood_n", { n: arrangement.points }) }));
}

/**
 * The 52 cards as a 4 × 13 grid of toggle buttons, one keyboard stop: arrows move (up and down
 * change suit), Space or Enter toggles. `held` is a Set of card keys; `onToggle(index)` gets 0–51.
 */
export function renderPicker(doc, lang, held, onToggle, stop = { index: 0 }) {
  const rows = Object.keys(SUITS).map((suit, row) => h(doc, "div", { class: "cw-gin-picker-row" },
    RANKS.map((rank, column) => {
      const index = row * 13 + column;
      const card = { deck: "french", rank, suit };
      const on = held.has(cardKey(card));
      return h(doc, "button", { class: `cw-gin-pick ${suit === "H" || suit === "D" ? "cw-red" : "cw-black"}${on ? " cw-selected" : ""}`,
        text: cardName(card, lang), attrs: { type: "button", "aria-pressed": String(on), "aria-label": cardLabel(card, lang),
          tabindex: index === stop.index ? 0 : -1, "data-index": index, "data-focus-key": `pick-${index}` },
        on: { click: () => { stop.index = index; onToggle(index); } } });
    })));
  const grid = h(doc, "div", { class: "cw-gin-picker", attrs: { role: "group", "aria-label": t(lang, "gin.picker") } }, rows);
  listen(grid, "keydown", (event) => {
    const index = Number(event.target.dataset?.index);
    if (!Number.isInteger(index)) return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 13, ArrowUp: -13 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (index + moves[event.key] + 52) % 52;
    // The grid in the page may be one that a redraw kept: its buttons, not this draw's.
    const buttons = event.currentTarget.querySelectorAll(".cw-gin-pick");
    buttons[index].tabIndex = -1;
    buttons[next].tabIndex = 0;
    stop.index = next;
    buttons[next].focus();
  });
  return grid;
}

const cardOrder = (card) => Object.keys(SUITS).indexOf(card.suit) * 13 + RANKS.indexOf(card.rank);

/** How many steps a showdown has after its first: one per layoff, then the defender and the score. */
export const showdownSteps = (outcome) => outcome.layoff_steps.length + 1;

/**
 * A showdown (page data with `lines`) as far as `step`: the knocker's melds with the cards laid off
 * so far, the defender's cards (arranged, at the last step), and the narration up to there, its
 * score last (bold), unless `scoreApart` (a view that shows the score line on its own).
 */
export function renderShowdown(doc, lang, outcome, step, { knocker, defender, scoreApart = false } = {}) {
  const done = step >= showdownSteps(outcome);
  const laid = outcome.layoff_steps.slice(0, Math.min(step, outcome.layoff_steps.length));
  const laidKeys = new Set(laid.map((s) => cardKey(s.card)));
  const melds = outcome.knocker_melds.map((meld, i) => [...laid.filter((s) => s.meld === i).map((s) => s.card), ...meld]
    .sort((a, b) => cardOrder(a) - cardOrder(b)));
  const marks = Object.fromEntries([...laidKeys].map((key) => [key, t(lang, "gin.laid_off")]));
  const knockerView = renderArrangement(doc, lang, { melds, deadwood: outcome.knocker_deadwood_cards, points: outcome.knocker_deadwood },
    { title: knocker ?? t(lang, "gin.knocker"), className: "cw-gin-knocker", marks, added: laidKeys });
  const left = outcome.defender_cards.filter((card) => !laidKeys.has(cardKey(card)));
  const defenderView = done
    ? renderArrangement(doc, lang, { melds: outcome.defender_melds, deadwood: outcome.defender_deadwood_cards,
      points: outcome.defender_deadwood }, { title: defender ?? t(lang, "gin.defender"), className: "cw-gin-defender" })
    : h(doc, "section", { class: "cw-gin-arrangement cw-gin-defender" },
      h(doc, "div", { class: "cw-section-title", text: defender ?? t(lang, "gin.defender") }),
      h(doc, "div", { class: "cw-gin-groups" }, cardGroup(doc, lang, left, { kind: "in_hand" })));
  const lines = done ? outcome.lines.slice(0, scoreApart ? -1 : undefined) : outcome.lines.slice(0, 1 + step);
  return h(doc, "div", { class: "cw-gin-showdown-view" },
    h(doc, "div", { class: "cw-columns" }, knockerView, defenderView),
    h(doc, "ol", { class: "cw-gin-lines", attrs: { "aria-live": "polite" } },
      lines.map((line, i) => h(doc, "li", { class: done && !scoreApart && i === lines.length - 1 ? "cw-gin-score" : "" }, sayNodes(doc, lang, line)))));
}

const SUIT_OF = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

/** A hand's text ("8♠ K♠ 10♥") with its ranks in the reader's language, as its cards show them:
 * "8♠ R♠ 10♥" in French. Tokens it cannot read stay as they are. */
export function handText(text, lang) {
  return String(text).replace(/(^|[\s,])(10|[2-9AJQK])([♠♥♦♣])(?=$|[\s,])/gu,
    (_, before, rank, suit) => before + cardName({ deck: "french", rank, suit: SUIT_OF[suit] }, lang));
}

/** What the reader typed, with the language's own rank letters in English for the kernel: a French
 * class types the cards as it reads them (R♠, D♥, V♦), which the kernel refused as unreadable. */
export function handInput(text, lang) {
  const local = Object.fromEntries(["J", "Q", "K"].map((rank) => [cardName({ deck: "french", rank, suit: "S" }, lang).slice(0, -1).toUpperCase(), rank])
    .filter(([letter, rank]) => letter !== rank && !RANKS.includes(letter)));
  return String(text).replace(/(^|[\s,])([^\s,]+?)([♠♥♦♣SHDCshdc])(?=$|[\s,])/gu,
    (token, before, rank, suit) => (local[rank.toUpperCase()] ? before + local[rank.toUpperCase()] + suit : token));
}

/** The example buttons of an explorer (captions `gin.example.<key>`); `extra` buttons follow them. */
export function examplesRow(doc, lang, model, send, ...extra) {
  return h(doc, "div", { class: "cw-buttons" },
    h(doc, "span", { class: "cw-field-label", text: t(lang, "label_colon", { label: t(lang, "examples") }) }),
    model.get("examples").map((key) => h(doc, "button", {
      class: `cw-button${model.get("example") === key ? " cw-button-active" : ""}`, text: t(lang, `gin.example.${key}`),
      attrs: { type: "button", "data-example": key, "data-focus-key": `example-${key}` },
      on: { click: () => send({ action: "load", key }) } })), ...extra);
}
