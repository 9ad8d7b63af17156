// Where each card lies on a Twin It! table, kept from draw to draw, as on a real table: a card
// taken leaves its place empty, and a card that comes takes the first empty place (else a new one
// at the end). Laid out in the order they came, the cards after a pair taken slid along — 20 of 24
// moved at once, under the eyes of readers looking for a match.

import { focusedIn, h } from "./view.js";

/** A table's places: `lay(ids, round)` gives `ids` (the cards on the table) in their places, null
 * for an empty place (none at the end); a new `round` (a new game) lays them out afresh. */
export function tablePlaces() {
  let places = [];
  let round = null;
  return (ids, roundNow) => {
    if (roundNow !== round) {
      round = roundNow;
      places = [];
    }
    const here = new Set(ids);
    places = places.map((id) => (id !== null && here.has(id) ? id : null));
    const placed = new Set(places);
    for (const id of ids) {
      if (placed.has(id)) continue;
      const hole = places.indexOf(null);
      if (hole >= 0) places[hole] = id;
      else places.push(id);
    }
    while (places.length && places.at(-1) === null) places.pop();
    return places;
  };
}

/** The cards of `state.table` in their `places` (a `tablePlaces()`), each drawn by `draw(face,
 * first)` (`first`: the first card laid out), an empty place as an empty cell of the grid. */
export function laidOut(doc, state, round, places, draw) {
  const faces = new Map(state.table.map((face) => [face.id, face]));
  let first = true;
  return places(state.table.map((face) => face.id), round).map((id) => {
    if (id === null) return h(doc, "div", { class: "cw-twinit-place-empty", attrs: { "aria-hidden": "true" } });
    const node = draw(faces.get(id), first);
    first = false;
    return node;
  });
}

/** `card`, marked (`first`: the first card laid out) as where the keyboard goes when the control
 * it was on goes: a card taken, a flip made. */
export function markFirst(card, first) {
  if (first) card.dataset.autofocus = "";
  return card;
}

/**
 * One Tab stop for the cards of `group` (the table, a seat's pile or won sets), a roving tabindex:
 * the card whose focus key is `key` (the one the reader was on) has tabindex 0, every other -1; when
 * that card has gone (taken), the card now nearest its place (`at`, an index among the group's
 * cells, empty places included: the next one, else the one before), else the first card. Returns
 * the card chosen (null if none).
 */
export function roveTabStop(group, key, at = 0) {
  if (!group) return null;
  const cells = [...group.children];
  const cardOf = (cell) => (cell.matches(".cw-twinit-card") ? cell : cell.querySelector(".cw-twinit-card"));
  const cards = cells.map(cardOf);
  let chosen = cards.find((card) => card?.dataset.focusKey === key) ?? null;
  for (let step = 0; !chosen && step <= Math.max(at, cells.length); step += 1) chosen = cards[at + step] ?? cards[at - step] ?? null;
  for (const card of group.querySelectorAll(".cw-twinit-card")) card.tabIndex = card === chosen ? 0 : -1;
  return chosen;
}

/**
 * The cards of the Twin It! view `el` as a few Tab stops rather than one per card (in a real-time
 * game Tab from card to card took 30 presses past a table of 24, 272 past the cooperative minute's):
 * each element marked `data-roving="<name>"` is one stop (roveTabStop), the card the reader was
 * last on in it, else the first; the arrow keys go from card to card (arrowToCard).
 *
 * A view calls `focused()` at the start of its draw and `rove(focused)` at its end. When the card
 * the keyboard was on has gone in that draw (taken by the reader or anyone else, a pile's top
 * flipped), the keyboard goes to the card now nearest its place in the same group, not to the top
 * of the view nor after the card into someone's sets. With `entry` (a group's name), that group's
 * stop is also where keepFocus sends the keyboard when the control it was on goes (data-autofocus).
 * `stop()` removes the listener, for the view's cleanup.
 */
export function rovingCards(el, { entry = null } = {}) {
  const doc = el.ownerDocument;
  const last = new Map();  // group's name → {key, at}: the card the reader was last on, and its cell
  const groupOf = (node) => {
    const cell = node?.closest?.(".cw-twinit-spot, .cw-twinit-stack");
    const card = cell ? cell.querySelector(".cw-twinit-card") : node?.closest?.(".cw-twinit-card");
    const group = card?.closest("[data-roving]");
    return group && el.contains(group) ? { group, card } : null;
  };
  function focused() {
    const found = groupOf(focusedIn(el));
    return found ? { name: found.group.dataset.roving, card: found.card } : null;
  }
  function rove(was = null) {
    const chosen = new Map();
    for (const group of el.querySelectorAll("[data-roving]")) {
      const { key, at } = last.get(group.dataset.roving) ?? {};
      const card = roveTabStop(group, key, at);
      chosen.set(group.dataset.roving, card);
      if (group.dataset.roving === entry) {
        for (const marked of group.querySelectorAll("[data-autofocus]")) if (marked !== card) marked.removeAttribute("data-autofocus");
        card?.setAttribute("data-autofocus", "");
      }
    }
    const active = focusedIn(el);
    const lost = !active || active === doc.body || active === el;
    const to = was && lost && !was.card.isConnected ? chosen.get(was.name) : null;
    to?.focus();
  }
  function onFocus(event) {
    const found = groupOf(event.target);
    if (!found) return;
    const cell = [...found.group.children].findIndex((child) => child.contains(found.card));
    last.set(found.group.dataset.roving, { key: found.card.dataset.focusKey, at: cell });
    rove();
  }
  el.addEventListener("focusin", onFocus);
  return { focused, rove, stop: () => el.removeEventListener("focusin", onFocus) };
}
