// Where each card lies on a Twin It! table, kept from draw to draw, as on a real table: a card
// taken leaves its place empty, and a card that comes takes the first empty place (else a new one
// at the end). Laid out in the order they came, the cards after a pair taken slid along — 20 of 24
// moved at once, under the eyes of readers looking for a match.

import { h } from "./view.js";

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
