// A row of cards that can be picked with the mouse or the keyboard: a listbox whose options are
// the cards, with a roving tab stop (arrows, Home and End move; Space or Enter picks).

import { renderCard } from "./cards.js";
import { t } from "./i18n.js";
import { focusedIn, focusInView, listen } from "./view.js";

/**
 * Draw `cards` as a hand. Options:
 * - `selected`, `disabled`: arrays of card indices shown lifted or greyed;
 * - `focus`: the index that holds the tab stop;
 * - `onToggle(index)`: called when the user picks a card; without it the hand is read-only;
 * - `onRefuse(index)`: called when the user picks a disabled card (to say why it is refused);
 * - `onFocus(index)`: called when a card gets the focus, so that a redraw can keep it there;
 * - `multiple`: whether several cards may be picked at once (false: one at a time, as a discard, and
 *   the listbox says so, not multi-selectable);
 * - `label`, `lang`, `doc`.
 */
export function renderHand(cards, {
  selected = [], disabled = [], focus = null, onToggle = null,
  onRefuse = null, onFocus = null, multiple = true, label = null, lang = "en", doc = globalThis.document,
} = {}) {
  const hand = doc.createElement("div");
  hand.className = "cw-hand";
  hand.setAttribute("aria-label", label ?? t(lang, "hand"));
  const interactive = typeof onToggle === "function";
  if (cards.length === 0) {
    // A group saying "No cards": a list or listbox may hold only its items (one that held the words
    // was a listbox of no option, or read as a list of one item).
    hand.setAttribute("role", "group");
    const empty = doc.createElement("span");
    empty.className = "cw-hand-empty";
    empty.textContent = t(lang, "no_cards");
    hand.append(empty);
    return hand;
  }
  hand.setAttribute("role", interactive ? "listbox" : "list");
  if (interactive && multiple) hand.setAttribute("aria-multiselectable", "true");
  const chosen = new Set(selected);
  const off = new Set(disabled);
  const stop = Number.isInteger(focus) && focus >= 0 && focus < cards.length ? focus : 0;
  cards.forEach((card, index) => {
    const el = renderCard(card, { lang, doc });
    el.dataset.index = String(index);
    if (chosen.has(index)) el.classList.add("cw-selected");
    if (off.has(index)) el.classList.add("cw-disabled");
    if (interactive) {
      el.setAttribute("role", "option");
      el.setAttribute("aria-selected", String(chosen.has(index)));
      if (off.has(index)) el.setAttribute("aria-disabled", "true");
      el.tabIndex = index === stop ? 0 : -1;
    } else {
      el.setAttribute("role", "listitem");
    }
    hand.append(el);
  });
  if (!interactive) return hand;

  // The hand in the page may be an older one that a redraw kept: it is the event's currentTarget.
  const cardIn = (event) => {
    const el = event.target.closest(".cw-card");
    return el && event.currentTarget.contains(el) ? el : null;
  };
  const moveTo = (live, index) => {
    const elements = [...live.querySelectorAll(".cw-card")];
    const target = Math.max(0, Math.min(elements.length - 1, index));
    elements.forEach((el, i) => { el.tabIndex = i === target ? 0 : -1; });
    focusInView(elements[target]);
  };
  const pick = (index) => {
    if (!off.has(index)) onToggle(index);
    else onRefuse?.(index);
  };
  listen(hand, "click", (event) => {
    const el = cardIn(event);
    if (el) pick(Number(el.dataset.index));
  });
  listen(hand, "focusin", (event) => {
    const el = cardIn(event);
    if (el && onFocus) onFocus(Number(el.dataset.index));
  });
  listen(hand, "keydown", (event) => {
    const el = cardIn(event);
    if (!el) return;
    const index = Number(el.dataset.index);
    const moves = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1,
      ArrowUp: index - 1, Home: 0, End: cards.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(event.currentTarget, moves[event.key]);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      pick(index);
    }
  });
  return hand;
}

/**
 * Keeps the keyboard focus on the card just picked across redraws: a pick sends a message, the
 * kernel answers with new state, and the view draws a new hand.
 */
export class FocusKeeper {
  constructor() {
    this.index = null;
    this.pending = false;
    this.onFocus = (index) => { this.index = index; };
  }

  /** `onToggle` that also remembers to give the focus back after the redraw. */
  wrap(onToggle) {
    return (index) => {
      this.pending = true;
      onToggle(index);
    };
  }

  /** Call once the new hand is in the document, with the hand in the document. (The card just
   * picked is in view: the page does not scroll, nor stop a scroll under way.) The focus comes back
   * to the hand only from the hand or from nowhere (the picked card redrawn): a reader who has
   * moved on since the pick (Tab to Add, before the kernel's answer) keeps where they went, or
   * Enter there toggled the card again. */
  restore(hand) {
    const active = hand && focusedIn(hand);
    const lost = !active || active === hand.ownerDocument.body || !active.isConnected;
    if (this.pending && hand && (lost || hand.contains(active))) hand.querySelector("[tabindex='0']")?.focus({ preventScroll: true });
    this.pending = false;
  }
}
