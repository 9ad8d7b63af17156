// The MeldExplorer view: a 52-card picker, the hand's best arrangement (or all of them), the greedy
// shortcut beside it, and with 11 cards the deadwood each discard leaves. The kernel does the search.

import { renderCard } from "./cards.js";
import { cardKey, examplesRow, renderArrangement, renderPicker } from "./gin.js";
import { t } from "./i18n.js";
import { errorBanner, h, mount, patch, spoken, tParts } from "./view.js";

const TRAITS = ["cards", "arrangements", "greedy", "discards", "show_all", "example", "examples", "lang", "error"];

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  const stop = { index: 0 };
  const draw = () => {
    const lang = model.get("lang");
    const cards = model.get("cards");
    const arrangements = model.get("arrangements");
    const greedy = model.get("greedy");
    const best = arrangements[0];
    const examples = examplesRow(doc, lang, model, send,
      h(doc, "button", { class: "cw-button", text: t(lang, "clear"), attrs: { type: "button", "data-focus-key": "clear" },
        on: { click: () => send({ action: "clear" }) } }));
    const picker = renderPicker(doc, lang, new Set(cards.map(cardKey)), (index) => send({ action: "toggle", card: index }), stop);
    const shown = model.get("show_all") ? arrangements : arrangements.slice(0, 1);
    const discards = model.get("discards");
    const after = (flag) => {
      const thrown = discards.find((d) => d[flag]);
      return thrown ? h(doc, "div", { class: "cw-muted" }, spoken(doc, tParts(lang, "gin.after_discarding", { card: thrown.card }))) : null;
    };
    const bestColumn = h(doc, "div", { class: "cw-column cw-gin-best" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "gin.best") }), after("best"),
      arrangements.length > 1 ? h(doc, "label", { class: "cw-check" },
        h(doc, "input", { attrs: { type: "checkbox", checked: model.get("show_all"), "data-focus-key": "show-all" },
          on: { change: (event) => send({ action: "show_all", on: event.target.checked }) } }),
        h(doc, "span", { text: `${t(lang, "gin.show_all")} (${t(lang, "gin.best_n", { n: arrangements.length })})` })) : null,
      shown.map((arrangement) => renderArrangement(doc, lang, arrangement)));
    const greedyColumn = h(doc, "div", { class: "cw-column cw-gin-greedy" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "gin.greedy") }), after("greedy"),
      renderArrangement(doc, lang, greedy));
    const verdict = discards.length
      ? compare(lang, discards.find((d) => d.greedy).deadwood, discards.find((d) => d.best).deadwood)
      : compare(lang, greedy.points, best.points);
    const discardList = discards.length ? h(doc, "section", { class: "cw-gin-discards" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "gin.discards") }),
      h(doc, "ol", { class: "cw-gin-discard-list" }, discards.map((d) => h(doc, "li", {
        class: `cw-gin-discard${d.best ? " cw-gin-discard-best" : ""}`, attrs: { "data-card": cardKey(d.card) } },
      h(doc, "span", { class: "cw-gin-small" }, renderCard(d.card, { lang, doc })),
      h(doc, "span", { class: "cw-gin-discard-points", text: `→ ${d.deadwood}` }),
      d.best ? h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "gin.discard_best") }) : null,
      d.greedy ? h(doc, "span", { class: "cw-badge", text: t(lang, "gin.discard_shortcut") }) : null)))) : null;
    patch(el, [examples, picker,
      h(doc, "div", { class: "cw-status", attrs: { "aria-live": "polite" } },
        h(doc, "span", { text: t(lang, "gin.hand_n", { n: cards.length }) }), " · ",
        h(doc, "strong", { class: "cw-gin-verdict", text: verdict })),
      errorBanner(model, doc),
      h(doc, "div", { class: "cw-columns" }, bestColumn, greedyColumn),
      discardList]);
  };
  return mount({ model, el }, "cw-meld-explorer", TRAITS, draw, "region.meld_explorer");
}

function compare(lang, greedy, best) {
  return greedy > best ? t(lang, "gin.greedy_worse", { greedy, best }) : t(lang, "gin.greedy_same");
}

export default { render };
