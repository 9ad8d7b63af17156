// Every word a widget shows, in the reader's language, from the one message catalogue that Python
// reads too (cardwidgets/messages/*.json, bundled here at build time). Labels are codes with
// parameters (`t(lang, "play_n", {n: 2})`); narration from the engines arrives as messages
// (`{code: "twins.buy", seat: "Ann", count: 2, cost: 3}`) rendered by `say(lang, message)`.
// The template grammar, the plural rules and how parameters become text are those of
// cardwidgets/messages/__init__.py, line for line; a Python test renders every code both ways.

import charts from "../../cardwidgets/messages/charts.json" with { type: "json" };
import errors from "../../cardwidgets/messages/errors.json" with { type: "json" };
import ginrummy from "../../cardwidgets/messages/ginrummy.json" with { type: "json" };
import labels from "../../cardwidgets/messages/labels.json" with { type: "json" };
import nothanks from "../../cardwidgets/messages/nothanks.json" with { type: "json" };
import twinit from "../../cardwidgets/messages/twinit.json" with { type: "json" };
import twins from "../../cardwidgets/messages/twins.json" with { type: "json" };

export const LANGUAGES = ["en", "it", "fr", "es"];

// The catalogue files, in the order Python reads them (sorted by name).
// One name per line, so that adding a file never conflicts with another added beside it.
export const CATALOGUE_FILES = {
  charts,
  errors,
  ginrummy,
  labels,
  nothanks,
  twinit,
  twins,
};

const CATALOGUE = {};
for (const [file, entries] of Object.entries(CATALOGUE_FILES)) {
  for (const [code, templates] of Object.entries(entries)) {
    if (Object.hasOwn(CATALOGUE, code)) throw new Error(`message code ${code} is defined twice (again in ${file}.json)`);
    CATALOGUE[code] = templates;
  }
}

/** 'one' or 'other', as CLDR says for these four languages (French: 0 and 1 are 'one'). */
export function pluralCategory(lang, n) {
  if (lang === "fr") return n >= 0 && n < 2 ? "one" : "other";
  return n === 1 ? "one" : "other";
}

/** Translate label `key` into `lang`, with its parameters `vars`. */
export function t(lang, key, vars = {}) {
  return render(key, lang, vars);
}

/** The text of an engine's message (`{code, ...params}`) in `lang`. */
export function say(lang, message) {
  if (message === null || typeof message !== "object" || typeof message.code !== "string") return String(message ?? "");
  return render(message.code, lang, message);
}

function render(code, lang, values) {
  const templates = CATALOGUE[code];
  if (!templates) return code;
  const language = LANGUAGES.includes(lang) ? lang : "en";
  try {
    return elide(run(templates[language] || templates.en, language, values, undefined), language);
  } catch {
    // A message whose parameters do not fit its template is a bug of ours; show the code, not a blank.
    return code;
  }
}

const VOWEL = "AEIOUYÀÂÉÈÊËÎÏÔÛÙ";
// The little words that change before a name or a card starting with a vowel ("de Ada" is "d'Ada"):
// ELISIONS of cardwidgets/messages/__init__.py.
// A card marked for its spoken words (sayParts) opens with OPEN: the little word before it changes
// as before the card's short name.
const ELISIONS = {
  fr: [[new RegExp(`\\b([Dd]|[Qq]u)e (?=\uE000?[${VOWEL}])`, "g"), "$1'"]],
  it: [[/\b([Aa]) (?=\uE000?A)/g, "$1d "], [/\b([Ee]) (?=\uE000?E)/g, "$1d "]],
  es: [[/\by (?=\uE000?[IÍ])/g, "e "], [/\bo (?=\uE000?[OÓ])/g, "u "]],
};

export function elide(text, lang) {
  return (ELISIONS[lang] ?? []).reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A number as the widgets write it: with a true minus sign (−2, not -2). */
export function minus(value) {
  return String(value).replace("-", "−");
}

/** A change of chips: +3, −2 or 0. */
export function signed(n) {
  return n > 0 ? `+${n}` : minus(n);
}

export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A rank as the language's decks print it in a card's corner: French decks have V, D, R for J, Q, K. */
function rankIndex(rank, lang) {
  return /^[JQK]$/.test(rank) ? render(`rank_index.${rank}`, lang, {}) : rank;
}

/** A card's short name in narration: "4 blue", "7♦" ("R♦" in French), "35", "design 17". */
export function cardName(card, lang) {
  switch (card.deck) {
    case "twins":
      return render("card.twins", lang, { number: card.number, color: render(`color.${card.color}`, lang, {}) });
    case "french":
      return `${rankIndex(card.rank, lang)}${SUIT_SYMBOLS[card.suit]}`;
    case "nothanks":
      return String(card.number);
    case "twinit":
      return render("card.twinit", lang, { design: card.design });
    default:
      return render("face_down", lang, {});
  }
}

/** A card in words, as a screen reader should say it inside a sentence: "queen of hearts" for the
 * French deck's "Q♥"; the other decks' short names are words already. */
export function cardWords(card, lang) {
  if (card.deck !== "french") return cardName(card, lang);
  const rank = /^[AJQK]$/.test(card.rank) ? render(`rank.${card.rank}`, lang, {}) : card.rank;
  return `${rank} ${render("of", lang, {})} ${render(`suit.${card.suit}`, lang, {})}`;
}

// While sayParts renders a message, the cards whose short name is not words (a suit's glyph) are
// marked in the text, OPEN + short name + CLOSE, and their words kept here in order.
const OPEN = "\uE000";
const CLOSE = "\uE001";
let marked = null;

function mark(short, words) {
  if (marked === null || short === words) return short;
  marked.push(words);
  return `${OPEN}${short}${CLOSE}`;
}

/**
 * A message (or label) as parts for the page: strings, and `{short, words}` for each card whose
 * short name is a glyph ("Q♥"), which the page shows as it is and gives assistive technology as
 * words ("queen of hearts"). `text` is the message's text: `say(lang, message)` or `t(lang, key, vars)`.
 */
export function sayParts(text) {
  const before = marked;
  marked = [];
  try {
    const out = text();
    const words = marked;
    const pieces = out.split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`));
    return pieces.map((piece, i) => (i % 2 ? { short: piece, words: words[(i - 1) / 2] } : piece)).filter((piece) => piece !== "");
  } finally {
    marked = before;
  }
}

/** `a, b and c` in the language's words. */
export function join(items, lang) {
  if (items.length <= 1) return items.join("");
  return render("list.and", lang, { head: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

/** One parameter as text: a nested message, a card, a meld ({meld: [card, ...]}, its cards joined by
 * dashes: "Q♠-Q♦-Q♣"), a list, a number or a name. */
export function valueText(value, lang) {
  if (Array.isArray(value)) return join(value.map((item) => valueText(item, lang)), lang);
  if (value !== null && typeof value === "object") {
    if (typeof value.code === "string") return say(lang, value);
    if (typeof value.deck === "string") return mark(cardName(value, lang), cardWords(value, lang));
    if (Array.isArray(value.meld)) {
      return mark(value.meld.map((card) => cardName(card, lang)).join("-"), join(value.meld.map((card) => cardWords(card, lang)), lang));
    }
    throw new Error("cannot show an object in a message");
  }
  if (typeof value === "boolean") return render(value ? "yes" : "no", lang, {});
  if (typeof value === "number" && !Number.isInteger(value)) {
    const text = value.toFixed(1);
    return lang === "en" ? text : text.replace(".", ",");
  }
  return String(value);
}

function closing(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced braces in ${text}`);
}

function options(text) {
  const found = {};
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) { i += 1; continue; }
    const brace = text.indexOf("{", i);
    const end = closing(text, brace);
    found[text.slice(i, brace).trim()] = text.slice(brace + 1, end);
    i = end + 1;
  }
  if (!Object.hasOwn(found, "other")) throw new Error(`no 'other' case in ${text}`);
  return found;
}

function run(template, lang, values, number) {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const char = template[i];
    if (char === "{") {
      const end = closing(template, i);
      out += group(template.slice(i + 1, end), lang, values);
      i = end + 1;
    } else if (char === "#" && number !== undefined) {
      out += valueText(number, lang);
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

function group(body, lang, values) {
  const comma = body.indexOf(",");
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  if (!Object.hasOwn(values, name)) throw new Error(`message parameter ${name} is missing`);
  const value = values[name];
  if (comma < 0) return valueText(value, lang);
  const rest = body.slice(comma + 1);
  const second = rest.indexOf(",");
  const kind = rest.slice(0, second).trim();
  const cases = options(rest.slice(second + 1));
  if (kind === "plural") {
    const chosen = cases[`=${value}`] ?? cases[pluralCategory(lang, value)] ?? cases.other;
    return run(chosen, lang, values, value);
  }
  if (kind === "select") return run(cases[String(value)] ?? cases.other, lang, values, undefined);
  throw new Error(`unknown message format ${kind}`);
}

/** Every code of the catalogue, for the completeness tests. */
export function messageCodes() {
  return Object.keys(CATALOGUE);
}

/** The raw templates of `code` by language, for the completeness tests. */
export function templatesOf(code) {
  return CATALOGUE[code];
}
