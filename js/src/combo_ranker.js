// The ComboRanker view: a fan of Twins cards, the ladder of combinations, and a line-up where
// ties share a place. The kernel classifies and ranks; this view only draws and sends picks.

import { renderCard } from "./cards.js";
import { FocusKeeper, renderHand } from "./hand.js";
import { t } from "./i18n.js";
import { bringIntoView, comboText, errorBanner, h, mount, patch } from "./view.js";

const KINDS = ["twins", "pair", "color", "singles"];
const TRAITS = ["fan", "selected", "current", "lineup", "lang", "error"];

function ladder(doc, lang, current) {
  const rungs = KINDS.map((kind, i) => {
    const here = current && current.kind === kind;
    return h(doc, "li", { class: `cw-rung${here ? " cw-rung-current" : ""}`, attrs: { "data-kind": kind } },
      h(doc, "span", { class: "cw-rung-rank", text: `${i + 1}` }),
      h(doc, "span", { class: "cw-rung-kind", text: t(lang, `kind.${kind}`) }),
      h(doc, "span", { class: "cw-rung-rule", text: t(lang, `ladder.${kind}`) }),
      here ? h(doc, "strong", { class: "cw-rung-combo", text: comboText(t, lang, kind, current.value) }) : null);
  });
  return h(doc, "div", { class: "cw-ladder" },
    h(doc, "div", { class: "cw-section-title", text: t(lang, "ladder") }),
    h(doc, "ol", { class: "cw-rungs" }, rungs));
}

function lineupView(doc, lang, rows, send) {
  if (rows.length === 0) return h(doc, "p", { class: "cw-muted", text: t(lang, "lineup_empty") });
  return h(doc, "ol", { class: "cw-lineup" }, rows.map((row, index) =>
    h(doc, "li", { class: `cw-lineup-row${row.tied ? " cw-tied" : ""}`, attrs: { "data-place": row.place } },
      h(doc, "span", { class: "cw-place", text: `${row.place}.` }),
      h(doc, "span", { class: "cw-lineup-name", text: row.name }),
      h(doc, "span", { class: "cw-mini-cards" }, row.cards.map((card) => renderCard(card, { lang, doc }))),
      h(doc, "span", { class: `cw-combo cw-kind-${row.kind}`, text: comboText(t, lang, row.kind, row.value) }),
      row.tied ? h(doc, "span", { class: "cw-badge", text: t(lang, "tie") }) : null,
      h(doc, "button", { class: "cw-button cw-button-small", text: t(lang, "remove"),
        attrs: { type: "button", "aria-label": `${t(lang, "remove")} ${row.name}` },
        on: { click: () => send({ action: "remove", index }) } }))));
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  const keeper = new FocusKeeper();
  const draw = () => {
    const lang = model.get("lang");
    const current = model.get("current");
    const hasCombo = current && current.kind;
    const fan = renderHand(model.get("fan"), {
      selected: model.get("selected"), focus: keeper.index, lang, doc, label: t(lang, "pick_two"),
      onToggle: keeper.wrap((index) => {
        send({ action: "toggle", index });
        // The pick's name and Add come into view with it, as little as it takes: on a projector, a
        // pick in the fan's top rows left them below the screen (the combination was never named
        // there), and Tab to Add scrolled the page 304 px to centre it.
        bringIntoView(el.querySelector(".cw-verdict + .cw-buttons"));
      }), onFocus: keeper.onFocus,
    });
    const buttons = h(doc, "div", { class: "cw-buttons" },
      h(doc, "button", { class: "cw-button cw-button-primary", text: t(lang, "add"),
        // Greyed until the kernel names a pick, but never disabled: a Tab right after the second
        // card, before the kernel's answer, skipped a disabled Add. The kernel reads the pick's
        // toggle before this add, and refuses an add without two cards, saying why.
        attrs: { type: "button", "aria-disabled": hasCombo ? null : "true" }, on: { click: () => {
          // Added, the pick is cleared: the focus goes back to the cards, where the next two are
          // picked, rather than staying on a greyed button.
          el.querySelector(".cw-fan [tabindex='0']")?.focus();
          send({ action: "add" });
        } } }),
      h(doc, "button", { class: "cw-button", text: t(lang, "rulebook_example"), attrs: { type: "button" },
        on: { click: () => send({ action: "example" }) } }),
      h(doc, "button", { class: "cw-button", text: t(lang, "clear_lineup"), attrs: { type: "button" },
        on: { click: () => send({ action: "clear" }) } }));
    const verdict = h(doc, "div", { class: "cw-verdict", attrs: { "aria-live": "polite" },
      text: hasCombo ? comboText(t, lang, current.kind, current.value) : t(lang, "pick_two") });
    // The pick's name and Add right under the cards: next in the Tab order (after the line-up's
    // Remove buttons, Tab then Enter removed a line), and on a projector's first screen.
    patch(el, [
      h(doc, "div", { class: "cw-fan" }, fan),
      verdict,
      buttons,
      errorBanner(model, doc),
      h(doc, "div", { class: "cw-columns" },
        h(doc, "div", { class: "cw-column" }, ladder(doc, lang, hasCombo ? current : null)),
        h(doc, "div", { class: "cw-column" },
          h(doc, "div", { class: "cw-section-title", text: t(lang, "lineup") }),
          lineupView(doc, lang, model.get("lineup"), send)))]);
    keeper.restore(el.querySelector(".cw-fan .cw-hand"));
  };
  return mount({ model, el }, "cw-combo-ranker", TRAITS, draw, "region.combo_ranker");
}

export default { render };
