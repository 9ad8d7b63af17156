// The RunScorer view: the 33 cards to click into a row, the row in runs, chips, and the score.
// The strip is one keyboard stop (a listbox like CardHand's: arrows move, Space or Enter picks).

import { FocusKeeper, renderHand } from "./hand.js";
import { minus, say, t } from "./i18n.js";
import { groupRuns, renderRuns } from "./runs.js";
import { errorBanner, h, mount, patch } from "./view.js";

const TRAITS = ["cards", "chips", "runs", "card_points", "score", "example", "examples", "lang", "error"];

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  const keeper = new FocusKeeper();
  const draw = () => {
    const lang = model.get("lang");
    const cards = model.get("cards");
    const chips = model.get("chips");
    const inRow = new Set(cards);
    const numbers = Array.from({ length: 33 }, (_, i) => i + 3);
    const strip = renderHand(numbers.map((number) => ({ deck: "nothanks", number })), {
      selected: numbers.flatMap((n, i) => (inRow.has(n) ? [i] : [])),
      focus: keeper.index,
      onToggle: keeper.wrap((index) => send({ action: "toggle", card: numbers[index] })),
      onFocus: keeper.onFocus,
      label: t(lang, "all_cards"),
      lang,
      doc,
    });
    strip.classList.add("cw-strip");
    strip.querySelectorAll(".cw-card").forEach((card, i) => { card.dataset.number = String(numbers[i]); });
    const lows = groupRuns(cards).map((run) => run[0]);
    // The sum of the runs' lowest cards, less the chips, with a true minus sign throughout; an empty
    // row without chips is just 0.
    const score = minus(model.get("score"));
    const formula = lows.length || chips ? `${lows.join(" + ") || "0"}${chips ? ` − ${chips}` : ""} = ${score}` : score;
    const chipControls = h(doc, "div", { class: "cw-buttons" },
      h(doc, "span", { class: "cw-field-label", text: t(lang, "label_value", { label: t(lang, "chips"), value: chips }) }),
      h(doc, "button", { class: "cw-button", text: "−1", attrs: { type: "button", disabled: chips === 0,
        "aria-label": t(lang, "remove_chip") }, on: { click: () => send({ action: "chips", value: chips - 1 }) } }),
      h(doc, "button", { class: "cw-button", text: "+1", attrs: { type: "button", "aria-label": t(lang, "add_chip") },
        on: { click: () => send({ action: "chips", value: chips + 1 }) } }),
      h(doc, "button", { class: "cw-button", text: t(lang, "clear_row"), attrs: { type: "button" },
        on: { click: () => send({ action: "clear" }) } }));
    const current = model.get("examples").find((e) => e.key === model.get("example"));
    patch(el, [
      h(doc, "div", { class: "cw-buttons" },
        h(doc, "span", { class: "cw-field-label", text: t(lang, "label_colon", { label: t(lang, "examples") }) }),
        model.get("examples").map((e) => h(doc, "button", {
          class: `cw-button${e.key === model.get("example") ? " cw-button-active" : ""}`, text: e.label,
          attrs: { type: "button", "data-example": e.key, title: say(lang, e.text) },
          on: { click: () => send({ action: "load", key: e.key }) } }))),
      // kept (empty) when the row is the reader's own, so that the cards below do not move up under the mouse
      h(doc, "p", { class: "cw-example-text", text: current ? say(lang, current.text) : "" }),
      strip,
      renderRuns(doc, cards, lang),
      chipControls,
      h(doc, "div", { class: "cw-score-line", attrs: { "aria-live": "polite" } },
        h(doc, "span", { text: `${t(lang, "label_colon", { label: t(lang, "score") })} ` }), h(doc, "strong", { class: "cw-formula", text: formula })),
      errorBanner(model, doc)]);
    keeper.restore(el.querySelector(".cw-strip"));
  };
  return mount({ model, el }, "cw-run-scorer", TRAITS, draw, "region.run_scorer");
}

export default { render };
