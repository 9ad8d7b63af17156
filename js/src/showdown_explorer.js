// The ShowdownExplorer view: the knocker's melds, then the defender's layoffs one at a time, then
// the defender's melds and the score; hands and rule options editable. The kernel settles.

import { examplesRow, handInput, handText, renderShowdown } from "./gin.js";
import { t } from "./i18n.js";
import { errorBanner, h, live, mount, patch, sayNodes } from "./view.js";

const TRAITS = ["knocker", "defender", "undercut_bonus", "gin_bonus", "knock_limit", "outcome", "step", "steps",
  "example", "examples", "options", "lang", "error"];

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  const draw = () => {
    const lang = model.get("lang");
    const outcome = model.get("outcome");
    const step = model.get("step");
    const steps = model.get("steps");
    const done = step >= steps;
    const lines = outcome.lines;
    // The keyboard goes on to Next step after From the top (which it disables), and to From the
    // top once at the end (it was left on the widget's box).
    const stepButtons = h(doc, "div", { class: "cw-buttons" },
      h(doc, "button", { class: "cw-button cw-button-primary cw-next-step", text: t(lang, "next_step"),
        attrs: { type: "button", disabled: done, "data-focus-key": "next", "data-autofocus": !done }, on: { click: () => send({ action: "step", to: "next" }) } }),
      h(doc, "button", { class: "cw-button cw-from-top", text: t(lang, "gin.from_top"),
        attrs: { type: "button", disabled: step === 0, "data-focus-key": "top", "data-autofocus": done }, on: { click: () => send({ action: "step", to: "top" }) } }),
      h(doc, "button", { class: "cw-button cw-show-end", text: t(lang, "gin.show_end"),
        attrs: { type: "button", disabled: done, "data-focus-key": "end" }, on: { click: () => send({ action: "step", to: "end" }) } }),
      h(doc, "span", { class: "cw-muted", text: t(lang, "gin.step_n", { n: step + 1, total: steps + 1 }) }));
    const score = h(doc, "div", { class: "cw-score-line cw-gin-score-line", attrs: { "aria-live": "polite" } },
      done ? h(doc, "strong", {}, sayNodes(doc, lang, lines[lines.length - 1])) : "…");
    // The score once, in its own line, under the buttons as at the table: at the foot, below both
    // hands and the lines, it was told a screen below the focus on a projector.
    patch(el, [examplesRow(doc, lang, model, send), handsForm(doc, lang, model, send), optionsRow(doc, lang, model, send),
      errorBanner(model, doc), stepButtons, score,
      renderShowdown(doc, lang, outcome, step, { scoreApart: true })]);
  };
  return mount({ model, el }, "cw-showdown-explorer", TRAITS, draw, "region.showdown_explorer");
}

function handsForm(doc, lang, model, send) {
  const input = (name, label) => h(doc, "label", { class: "cw-field cw-gin-hand-field" },
    h(doc, "span", { class: "cw-field-label", text: label }),
    // (in the reader's language's rank letters, as the cards below show them, and read back so)
    h(doc, "input", { class: `cw-text cw-gin-${name}-input`, attrs: { type: "text", value: handText(model.get(name), lang), spellcheck: "false",
      "aria-label": label, "data-focus-key": `input-${name}` } }));
  const knocker = input("knocker", t(lang, "gin.cards_of", { seat: t(lang, "gin.knocker") }));
  const defender = input("defender", t(lang, "gin.cards_of", { seat: t(lang, "gin.defender") }));
  const value = (field) => handInput(live(field.querySelector("input")).value, lang);
  return h(doc, "form", { class: "cw-controls cw-gin-hands", on: { submit: (event) => {
    event.preventDefault();
    send({ action: "hands", knocker: value(knocker), defender: value(defender) });
  } } }, knocker, defender,
  h(doc, "button", { class: "cw-button", text: t(lang, "gin.show_down"), attrs: { type: "submit", "data-focus-key": "show-down" } }));
}

function optionsRow(doc, lang, model, send) {
  const options = model.get("options");
  return h(doc, "div", { class: "cw-controls" }, ["undercut_bonus", "gin_bonus", "knock_limit"].map((name) => {
    const select = h(doc, "select", { class: `cw-select cw-gin-option-${name}`, attrs: { "aria-label": t(lang, `gin.${name}`),
      "data-focus-key": `option-${name}` }, on: { change: (event) => send({ action: "option", name, value: Number(event.target.value) }) } },
    options[name].map((v) => h(doc, "option", { text: String(v), attrs: { value: v } })));
    select.value = String(model.get(name));
    return h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, `gin.${name}`) }), select);
  }));
}

export default { render };
