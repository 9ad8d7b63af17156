// The card renderer: one function from card data (as cardwidgets/carddata.py writes it) to an
// accessible element, for the four decks of the collection. Data only ever reaches the DOM as
// text or attributes, never as HTML.

import { cardName, SUIT_SYMBOLS, t } from "./i18n.js";
import PALETTE from "../../cardwidgets/palette.json" with { type: "json" };
import { DESIGN_COUNT, designGlyph, designSvg, ownStripes } from "./twinit.js";

export const TWINS_COLORS = ["blue", "yellow", "purple", "grey", "green", "pink"];
// A shape beside each colour, so that colour is never the only cue.
export const TWINS_MARKS = {
  blue: "●", yellow: "▲", purple: "■", grey: "◆", green: "★", pink: "✚",
};
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const SUITS = SUIT_SYMBOLS;

const isInt = (value, low, high) => Number.isInteger(value) && value >= low && value <= high;

/** True when `card` is card data the renderer can draw. */
export function isValidCard(card) {
  if (card === null || typeof card !== "object") return false;
  switch (card.deck) {
    case "twins":
      return isInt(card.number, 1, 10) && TWINS_COLORS.includes(card.color)
        && (card.ink === "white" || card.ink === "black");
    case "nothanks":
      return isInt(card.number, 3, 35);
    case "french":
      return RANKS.includes(card.rank) && Object.hasOwn(SUITS, card.suit);
    case "twinit":
      return isInt(card.design, 0, DESIGN_COUNT - 1);
    case "back":
      return true;
    default:
      return false;
  }
}

/** The accessible name of a card, e.g. "4 blue, white number" or "queen of spades". */
export function cardLabel(card, lang = "en") {
  if (!isValidCard(card)) return t(lang, "unknown_card");
  switch (card.deck) {
    case "twins":
      return `${card.number} ${t(lang, `color.${card.color}`)}, ${t(lang, `ink.${card.ink}`)}`;
    case "nothanks":
      return `${t(lang, "card")} ${card.number}`;
    case "french": {
      const rank = /^[AJQK]$/.test(card.rank) ? t(lang, `rank.${card.rank}`) : card.rank;
      return `${rank} ${t(lang, "of")} ${t(lang, `suit.${card.suit}`)}`;
    }
    case "twinit": {
      const { shape, fill, count, mark, color } = designGlyph(card.design);
      return t(lang, "label_value", { label: `${t(lang, "design")} ${card.design}`,
        value: [t(lang, `shape.${shape}`), t(lang, `fill.${fill}`), t(lang, "design_shapes", { n: count }),
          t(lang, `mark.${mark}`), t(lang, `design_color.${color}`)].join(", ") });
    }
    default:
      return t(lang, "face_down");
  }
}

function span(doc, className, text) {
  const node = doc.createElement("span");
  node.className = className;
  node.textContent = text;
  return node;
}

// Colours come from cardwidgets/palette.json, whose contrast a test checks: a Twins number sits on a
// plate of its card's colour, dark under white ink and light under black ink.
function drawTwins(doc, el, card) {
  const colours = PALETTE.twins[card.color];
  el.classList.add(`cw-twins-${card.color}`, `cw-ink-${card.ink}`);
  el.style.setProperty("--cw-card-bg", colours.card);
  el.style.setProperty("--cw-plate", card.ink === "white" ? colours.plate_dark : colours.plate_light);
  el.style.setProperty("--cw-number", PALETTE.ink[card.ink]);
  el.style.setProperty("--cw-mark", colours.mark);
  const mark = TWINS_MARKS[card.color];
  el.append(
    span(doc, "cw-corner cw-corner-top", `${card.number}`),
    span(doc, "cw-twins-mark", mark),
    span(doc, card.number >= 10 ? "cw-pip cw-pip-wide" : "cw-pip", `${card.number}`),
    span(doc, "cw-twins-mark cw-twins-mark-bottom", mark),
  );
}

function drawNoThanks(doc, el, card) {
  const colours = PALETTE.nothanks[card.number];
  el.style.setProperty("--cw-card-bg", colours.card);
  el.style.setProperty("--cw-border", colours.border);
  el.style.setProperty("--cw-number", colours.ink);
  el.append(
    span(doc, "cw-corner cw-corner-top", `${card.number}`),
    span(doc, "cw-pip", `${card.number}`),
    span(doc, "cw-corner cw-corner-bottom", `${card.number}`),
  );
}

function drawFrench(doc, el, card, lang) {
  const red = card.suit === "H" || card.suit === "D";
  el.classList.add(red ? "cw-red" : "cw-black");
  el.style.setProperty("--cw-card-bg", PALETTE.french.card);
  el.style.setProperty("--cw-number", PALETTE.french[red ? "red" : "black"]);
  const index = cardName(card, lang);  // the corner reads as narration names the card: "R♦" in French
  el.append(
    span(doc, "cw-corner cw-corner-top", index),
    span(doc, "cw-pip", SUITS[card.suit]),
    span(doc, "cw-corner cw-corner-bottom", index),
  );
}

function drawTwinIt(doc, el, card) {
  el.style.setProperty("--cw-card-bg", PALETTE.twinit.card);
  el.style.setProperty("--cw-number", PALETTE.twinit.number);
  el.append(designSvg(doc, card.design), span(doc, "cw-design-id", `${card.design}`));
}

const DRAW = { twins: drawTwins, nothanks: drawNoThanks, french: drawFrench, twinit: drawTwinIt };

// Each card is drawn once per document and language, then copied: a view draws all its cards on
// every redraw (a Twin It! table has 135), and a copy costs a fraction of a drawing.
const drawn = new WeakMap();  // document → Map(language and card data → card element)

/**
 * A card element for `card` data. Options: `lang` for the label, `doc` for the document
 * (tests pass jsdom's). Invalid data draws an "unknown card" rather than throwing: the page must
 * never break on data it cannot read.
 */
export function renderCard(card, { lang = "en", doc = globalThis.document } = {}) {
  if (!isValidCard(card)) return drawCard(card, lang, doc);  // never kept: any data may come
  const cards = drawn.get(doc) ?? new Map();
  drawn.set(doc, cards);
  const key = `${lang} ${JSON.stringify(card)}`;
  if (!cards.has(key)) cards.set(key, drawCard(card, lang, doc));
  const el = cards.get(key).cloneNode(true);
  if (card.deck === "twinit") ownStripes(el);
  return el;
}

function drawCard(card, lang, doc) {
  const el = doc.createElement("div");
  el.className = "cw-card";
  // An image named by its label: a div's aria-label alone names nothing (a screen reader read a
  // No Thanks! card as "32 32 32", a Gin discard as "6♠ ♠ 6♠"). A hand, a list or a button that
  // holds the card gives it its own role (option, listitem, button).
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", cardLabel(card, lang));
  if (!isValidCard(card)) {
    el.classList.add("cw-card-unknown");
    el.append(span(doc, "cw-pip", "?"));
  } else if (card.deck === "back") {
    el.classList.add("cw-back");
  } else {
    el.classList.add(`cw-deck-${card.deck}`);
    DRAW[card.deck](doc, el, card, lang);
  }
  return el;
}

/** `cards` as small cards in a list a screen reader names (`label`) and counts: each card an item of
 * it, as a read-only hand's are (an image in a list is no item). The cards left out of No Thanks!,
 * a Twin It! seat's forbidden designs. */
export function renderCardList(cards, { lang = "en", doc = globalThis.document, label } = {}) {
  const list = doc.createElement("span");
  list.className = "cw-mini-cards";
  list.setAttribute("role", "list");
  list.setAttribute("aria-label", label);
  for (const card of cards) {
    const el = renderCard(card, { lang, doc });
    el.setAttribute("role", "listitem");
    list.append(el);
  }
  return list;
}

/** A chip token worth `value` (Twins uses 1, 2 and 5; No Thanks! chips are all 1). */
export function renderChip(value, { lang = "en", doc = globalThis.document } = {}) {
  const el = doc.createElement("span");
  const kind = [1, 2, 5].includes(value) ? String(value) : "other";
  el.className = `cw-chip cw-chip-${kind}`;
  el.style.setProperty("--cw-chip-bg", PALETTE.chips[kind].chip);
  el.style.setProperty("--cw-chip-ink", PALETTE.chips[kind].ink);
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", t(lang, "chips_n", { n: value }));
  el.textContent = String(value);
  return el;
}

/** Chips worth `total` as the fewest 5/2/1 tokens (12 → 5 5 2), for drawing a stack. */
export function chipTokens(total) {
  const tokens = [];
  let left = Math.max(0, Math.floor(total));
  for (const value of [5, 2, 1]) {
    while (left >= value) {
      tokens.push(value);
      left -= value;
    }
  }
  return tokens;
}
