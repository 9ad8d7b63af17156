// The TieBreakExplorer view: one play of Twins set up by hand or from a rulebook example, and
// the cash card applied step by step. The kernel settles; this view draws and sends edits.

import { cardLabel, renderCard } from "./cards.js";
import { say, signed, t } from "./i18n.js";
import { bringIntoView, comboText, errorBanner, h, keepFocus, listen, mount, patch, tableSizes, wholeNumber } from "./view.js";

const TRAITS = ["play", "table_size", "pot", "reading", "compare", "seats", "outcome", "example",
  "examples", "deck_cards", "lang", "error"];
const READINGS = ["group_must_fit", "pot_covers_group"];

const cardText = (card) => `${card.number} ${card.color}`;

function select(doc, label, value, options, onChange, className = "") {
  const node = h(doc, "select", { class: `cw-select ${className}`, attrs: { "aria-label": label },
    on: { change: (event) => onChange(event.target.value) } },
  options.map(([optionValue, text]) => h(doc, "option", { text, attrs: { value: optionValue } })));
  node.value = String(value);
  return node;
}

/**
 * The card pickers of the seat table: twelve selects of every card in the deck were most of a
 * draw, so their options are built once per language and copied; their `data-drawing` tells a
 * redraw that the options are the same.
 */
function cardPickers(doc) {
  let drawn = null;
  return (lang, deck) => {
    const key = `cards-${lang}-${deck.map(cardText).join(",")}`;
    if (drawn?.getAttribute("data-drawing") !== key) {
      drawn = h(doc, "select", { class: "cw-select", attrs: { "data-drawing": key } },
        deck.map((card) => h(doc, "option", { text: cardLabel(card, lang), attrs: { value: cardText(card) } })));
    }
    return (label, value, onChange) => {
      const node = drawn.cloneNode(true);
      node.setAttribute("aria-label", label);
      listen(node, "change", (event) => onChange(event.target.value));
      node.value = String(value);
      return node;
    };
  };
}

function numberInput(doc, label, value, max, onChange, className = "") {
  const node = h(doc, "input", { class: `cw-number ${className}`, attrs: { type: "number", min: 0, max, step: 1,
    value, "aria-label": label }, on: { change: (event) => onChange(wholeNumber(event.target)) } });
  return node;
}

function labelled(doc, text, control) {
  return h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text }), control);
}

function outcomeView(doc, lang, reading, outcome, shown, play) {
  const rows = outcome.rows.map((row, i) => {
    const visible = i < shown;
    // A row not yet shown gives nothing away: not its amount, nor (by its colour) whether it pays.
    const outcomeClass = !visible ? " cw-hidden-step" : row.delta > 0 ? " cw-gain" : row.delta < 0 ? " cw-loss" : "";
    return h(doc, "li", { class: `cw-outcome-row${outcomeClass}`, attrs: { "data-name": row.name, "aria-hidden": visible ? null : "true" } },
    h(doc, "span", { class: "cw-place", text: `${row.place}.` }),
    h(doc, "span", { class: "cw-lineup-name", text: row.name }),
    h(doc, "span", { class: "cw-mini-cards" }, row.cards.map((card) => renderCard(card, { lang, doc }))),
    h(doc, "span", { class: `cw-combo cw-kind-${row.kind}`, text: comboText(t, lang, row.kind, row.value) }),
    h(doc, "span", { class: "cw-delta", text: visible ? signed(row.delta) : "" }),
    // A row not yet shown has its badges and reason in place, hidden (styles.css), as tall as when
    // shown: a step that showed a tie's five-line reason moved every row below it 70 px down.
    row.sit_out ? h(doc, "span", { class: "cw-badge", text: t(lang, "sits_out") }) : null,
    row.bankrupt ? h(doc, "span", { class: "cw-badge cw-badge-alert", text: t(lang, "bankrupt") }) : null,
    h(doc, "span", { class: "cw-reason", text: say(lang, row.reason) }));
  });
  const done = shown >= outcome.rows.length;
  return h(doc, "div", { class: "cw-outcome", attrs: { "data-reading": reading } },
    // The reading titles the column only where it applies: play 2's ties. Other plays have one rule,
    // and the cash line above names the play already (a "Play 1" under "Play 1: the last 2 pay 2 each"
    // said it twice); the list keeps the play's name for a screen reader.
    play === 2 ? h(doc, "div", { class: "cw-section-title", text: t(lang, `reading.${reading}`) }) : null,
    h(doc, "ol", { class: "cw-outcome-rows", attrs: { "aria-label": play === 2 ? null : t(lang, "play_n", { n: play }) } }, rows),
    outcome.sitting_out.length
      ? h(doc, "p", { class: "cw-muted", text: t(lang, "label_value", { label: t(lang, "not_playing"), value: outcome.sitting_out.join(", ") }) }) : null,
    h(doc, "p", { class: "cw-pot-after", text: done ? t(lang, "pot_after", { n: outcome.pot }) : "…" }));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  // How many steps of the outcome show: a loaded example starts from the top, so that Next step
  // walks through it; an edit shows the whole outcome at once.
  let shown = model.get("example") ? 0 : Infinity;
  const onExample = () => { shown = model.get("example") ? 0 : Infinity; };
  const pickers = cardPickers(doc);
  model.on("change:example", onExample);
  // What a step has just shown (the last of `selector`) comes into view, as little as it takes: on a
  // projector, the outcome's third row and those after it came below the screen, and Next step
  // seemed to do nothing.
  const bringIn = (selector) => bringIntoView([...el.querySelectorAll(selector)].at(-1));
  const draw = keepFocus(el, () => {
    const lang = model.get("lang");
    const seats = model.get("seats");
    const outcome = model.get("outcome");
    const deck = model.get("deck_cards");
    const cardSelect = pickers(lang, deck);
    const set = (name) => (value) => send({ action: "set", name, value });

    const examples = h(doc, "div", { class: "cw-buttons" },
      h(doc, "span", { class: "cw-field-label", text: t(lang, "label_colon", { label: t(lang, "examples") }) }),
      model.get("examples").map((example) => h(doc, "button", {
        class: `cw-button${model.get("example") === example.key ? " cw-button-active" : ""}`,
        text: say(lang, example.label), attrs: { type: "button", title: `${say(lang, example.title)} — ${say(lang, example.source)}`,
          "data-example": example.key }, on: { click: () => {
          send({ action: "load", key: example.key });
          // Another example is drawn from the top when the kernel's answer comes (onExample); the
          // example already loaded changes no trait, so it goes back to the top here. Drawing in
          // both cases delayed the answer by a whole draw and layout.
          if (model.get("example") === example.key) { shown = 0; draw(); }
        } } })));

    const controls = h(doc, "div", { class: "cw-controls" },
      labelled(doc, t(lang, "play"), select(doc, t(lang, "play"), model.get("play"),
        [1, 2, 3, 4].map((n) => [n, String(n)]), (v) => set("play")(Number(v)), "cw-play-select")),
      labelled(doc, t(lang, "table_size"), select(doc, t(lang, "table_size"), model.get("table_size"),
        tableSizes(model).map((n) => [n, String(n)]), (v) => set("table_size")(Number(v)), "cw-size-select")),
      labelled(doc, t(lang, "pot"), numberInput(doc, t(lang, "pot"), model.get("pot"), model.get("max_pot"), set("pot"), "cw-pot-input")),
      // Short options, which a projector's width shows whole; the whole rule is the select's tooltip
      // and titles the outcome at play 2.
      labelled(doc, t(lang, "reading"), Object.assign(select(doc, t(lang, "reading"), model.get("reading"),
        READINGS.map((r) => [r, t(lang, `reading_short.${r}`)]), set("reading"), "cw-reading-select"),
      { title: t(lang, `reading.${model.get("reading")}`) })),
      h(doc, "label", { class: "cw-field cw-check" },
        h(doc, "input", { attrs: { type: "checkbox", checked: model.get("compare") },
          on: { change: (event) => set("compare")(event.target.checked) } }),
        h(doc, "span", { text: t(lang, "compare") })));

    const seatRows = seats.map((seat, index) => h(doc, "tr", { class: seat.playing ? "" : "cw-not-playing" },
      h(doc, "th", { text: seat.name, attrs: { scope: "row" } }),
      // The chips box says what it holds, over it: beside it, a projector's row had no room left.
      h(doc, "td", { class: "cw-seat-chips" }, labelled(doc, t(lang, "chips"), numberInput(doc, `${seat.name} ${t(lang, "chips")}`,
        seat.chips, 99, (value) => send({ action: "set_seat", seat: index, chips: value })))),
      [0, 1].map((slot) => h(doc, "td", {}, cardSelect(`${seat.name} ${t(lang, "card")} ${slot + 1}`, seat.cards[slot],
        (card) => send({ action: "set_seat", seat: index, slot, card })))),
      h(doc, "td", { class: "cw-mini-cards" }, seat.cards.map((text) => {
        const card = deck.find((c) => cardText(c) === text);
        return renderCard(card, { lang, doc });
      })),
      // (named with the seat, as its other controls are: the words beside it said only "plays",
      // five times, to a screen reader tabbing along the rows)
      h(doc, "td", {}, h(doc, "label", { class: "cw-check" },
        h(doc, "input", { attrs: { type: "checkbox", checked: seat.playing, "aria-label": `${seat.name} ${t(lang, "plays")}` },
          on: { change: (event) => send({ action: "set_seat", seat: index, playing: event.target.checked }) } }),
        h(doc, "span", { text: t(lang, "plays") })))));

    // The two readings differ only at play 2: elsewhere, one column, not two alike.
    const readings = Object.keys(outcome).slice(0, model.get("play") === 2 ? undefined : 1);
    const steps = Math.max(0, ...readings.map((r) => outcome[r].rows.length));
    const first = readings.length ? outcome[readings[0]] : null;
    // (it stays at the top of the screen while the outcome under it scrolls: styles.css)
    const stepper = h(doc, "div", { class: "cw-buttons cw-stepper" },
      // Stepped to the end, Next and Show all are disabled: the keyboard goes to From the top (it fell to the whole widget).
      h(doc, "button", { class: "cw-button", text: t(lang, "restart"), attrs: { type: "button", "data-autofocus": shown >= steps },
        on: { click: () => { shown = 0; draw(); } } }),
      h(doc, "button", { class: "cw-button cw-button-primary", text: t(lang, "next_step"),
        attrs: { type: "button", disabled: shown >= steps },
        on: { click: () => { shown = Math.min(steps, shown + 1); draw(); bringIn(shown >= steps ? ".cw-pot-after" : ".cw-outcome-row:not(.cw-hidden-step)"); } } }),
      h(doc, "button", { class: "cw-button", text: t(lang, "show_all"), attrs: { type: "button", disabled: shown >= steps },
        on: { click: () => { shown = Infinity; draw(); bringIn(".cw-columns"); } } }));

    patch(el, [
      examples,
      controls,
      // Next to the inputs it answers: at the foot of the outcome it was out of view on a projector.
      errorBanner(model, doc),
      h(doc, "table", { class: "cw-seats" }, h(doc, "tbody", {}, seatRows)),
      first ? h(doc, "div", { class: "cw-cash-line", text: t(lang, "label_value", { label: t(lang, "play_n", { n: model.get("play") }), value: say(lang, first.line) }) }) : null,
      stepper,
      h(doc, "div", { class: "cw-columns" }, readings.map((r) => outcomeView(doc, lang, r, outcome[r], shown, model.get("play"))))]);
  });
  const cleanup = mount({ model, el }, "cw-tiebreak", TRAITS, draw, "region.tiebreak_explorer");
  return () => {
    model.off("change:example", onExample);
    cleanup();
  };
}

export default { render };
