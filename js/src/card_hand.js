// The CardHand widget view: any cards of the four decks; the reader picks up to `max_selected`.
// Picks go to the kernel as {action: "toggle", index}; the kernel decides and syncs `selected`.

import { FocusKeeper, renderHand } from "./hand.js";
import { say, t } from "./i18n.js";
import { errorBanner, mount, patch, setSize } from "./view.js";

const TRAITS = ["cards", "selected", "disabled", "max_selected", "size", "label", "lang", "error"];

/** The row's `label` in `lang` (a string, or a catalogue message said in `lang`); "" without one. It
 * names the widget's region and its list of cards: a screen reader goes from widget to widget by
 * name, and five galleries of a page all named "Cards" (their lists "Hand") could not be told apart. */
const labelOf = (model, lang) => say(lang, model.get("label"));

function render({ model, el }) {
  const doc = el.ownerDocument;
  const keeper = new FocusKeeper();
  const draw = () => {
    const lang = model.get("lang");
    setSize(el, model.get("size"));
    const selected = model.get("selected");
    const interactive = model.get("max_selected") > 0;  // 0 shows the cards read-only, as in a gallery
    const cards = model.get("cards");
    const hand = renderHand(cards, {
      selected, disabled: model.get("disabled"), focus: keeper.index, lang, doc, label: labelOf(model, lang) || null,
      onToggle: interactive ? keeper.wrap((index) => model.send({ action: "toggle", index })) : null,
      onFocus: keeper.onFocus,
    });
    // How many cards share the row: a large hand narrows them a little to keep to one (styles.css).
    hand.style.setProperty("--cw-hand-n", String(Math.max(1, cards.length)));
    const parts = [hand];
    if (interactive) {
      const status = doc.createElement("div");
      status.className = "cw-status";
      status.setAttribute("aria-live", "polite");
      status.textContent = t(lang, "selected_count", { n: selected.length, max: model.get("max_selected") });
      parts.push(status);
    }
    patch(el, [...parts, errorBanner(model, doc)]);
    keeper.restore(el.querySelector(".cw-hand"));
  };
  return mount({ model, el }, "cw-card-hand", TRAITS, draw, (lang) => labelOf(model, lang) || t(lang, "region.cards"));
}

export default { render };
