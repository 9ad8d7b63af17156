import { test } from "node:test";
import assert from "node:assert/strict";
import { renderHand } from "../src/hand.js";
import cardHand from "../src/card_hand.js";
import { assertRegion, axeViolations, countDraws, fakeModel, makeDocument } from "./dom.js";

const CARDS = [
  { deck: "french", rank: "A", suit: "S" },
  { deck: "nothanks", number: 17 },
  { deck: "twinit", design: 5 },
];

function key(el, name) {
  el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: name, bubbles: true }));
}

test("a hand is a listbox of options with one tab stop", () => {
  const doc = makeDocument();
  const hand = renderHand(CARDS, { doc, selected: [1], onToggle: () => {} });
  assert.equal(hand.getAttribute("role"), "listbox");
  const options = [...hand.querySelectorAll("[role=option]")];
  assert.equal(options.length, 3);
  assert.deepEqual(options.map((o) => o.getAttribute("aria-selected")), ["false", "true", "false"]);
  assert.deepEqual(options.map((o) => o.tabIndex), [0, -1, -1]);
});

test("a hand picks several cards unless told one at a time: then the listbox is not multi-selectable", () => {
  const doc = makeDocument();
  assert.equal(renderHand(CARDS, { doc, onToggle: () => {} }).getAttribute("aria-multiselectable"), "true");
  const single = renderHand(CARDS, { doc, selected: [1], multiple: false, onToggle: () => {} });
  assert.equal(single.getAttribute("role"), "listbox");
  assert.equal(single.getAttribute("aria-multiselectable"), null);
  assert.deepEqual([...single.querySelectorAll("[role=option]")].map((o) => o.getAttribute("aria-selected")), ["false", "true", "false"]);
  assert.equal(renderHand(CARDS, { doc }).getAttribute("aria-multiselectable"), null, "a read-only hand is a list");
});

test("clicks and Space/Enter pick cards; disabled cards cannot be picked", () => {
  const doc = makeDocument();
  const picked = [];
  const hand = renderHand(CARDS, { doc, disabled: [2], onToggle: (i) => picked.push(i) });
  doc.body.append(hand);
  const options = hand.querySelectorAll(".cw-card");
  options[1].click();
  key(options[0], " ");
  key(options[0], "Enter");
  options[2].click();
  assert.deepEqual(picked, [1, 0, 0]);
  assert.equal(options[2].getAttribute("aria-disabled"), "true");
});

test("arrow keys, Home and End move the tab stop and the focus", () => {
  const doc = makeDocument();
  const focused = [];
  const hand = renderHand(CARDS, { doc, onToggle: () => {}, onFocus: (i) => focused.push(i) });
  doc.body.append(hand);
  const options = hand.querySelectorAll(".cw-card");
  key(options[0], "ArrowRight");
  assert.equal(doc.activeElement, options[1]);
  key(options[1], "End");
  key(options[2], "ArrowRight");
  key(options[2], "Home");
  key(options[0], "ArrowLeft");
  assert.deepEqual(focused, [1, 2, 0]);
  assert.deepEqual([...options].map((o) => o.tabIndex), [0, -1, -1]);
});

test("an arrow key moves the focus without the browser's scrolling, and scrolls only to bring a card out of view in", (t) => {
  const doc = makeDocument();
  const hand = renderHand(CARDS, { doc, onToggle: () => {} });
  doc.body.append(hand);
  const options = [...hand.querySelectorAll(".cw-card")];
  const how = [];
  const scrolled = [];
  for (const option of options) {
    option.focus = function focus(options_) { how.push(options_); doc.defaultView.HTMLElement.prototype.focus.call(this, options_); };
  }
  const { Element } = doc.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView(options_) { scrolled.push([this.getAttribute("aria-label"), options_.block]); };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  options[1].getBoundingClientRect = () => ({ top: 100, bottom: 160, left: 0, right: 40 });
  options[2].getBoundingClientRect = () => ({ top: 740, bottom: 800, left: 0, right: 40 });  // its bottom below the window's 768 px
  key(options[0], "ArrowRight");
  key(options[1], "ArrowRight");
  assert.equal(doc.activeElement, options[2]);
  assert.deepEqual(how, [{ preventScroll: true }, { preventScroll: true }],
    "the browser's scrolling on focus stopped a smooth scroll under way (the ranker's pick name never came into view)");
  assert.deepEqual(scrolled, [[options[2].getAttribute("aria-label"), "nearest"]], "the card in view stays; the one cut off comes in, no further");
});

test("without onToggle the hand is a read-only list", () => {
  const doc = makeDocument();
  const hand = renderHand(CARDS, { doc });
  assert.equal(hand.getAttribute("role"), "list");
  assert.equal(hand.querySelectorAll("[tabindex]").length, 0);
});

test("an empty hand says so, in a named group: a listbox or list may hold only its cards", async () => {
  const doc = makeDocument();
  for (const onToggle of [() => {}, null]) {
    const hand = renderHand([], { doc, lang: "it", onToggle, label: "Mano" });
    doc.body.replaceChildren(hand);
    assert.equal(hand.textContent, "Nessuna carta");
    assert.deepEqual([hand.getAttribute("role"), hand.getAttribute("aria-label"), hand.getAttribute("aria-multiselectable")],
      ["group", "Mano", null]);
    assert.deepEqual(await axeViolations(doc.body), []);
  }
});

function mountCardHand(state) {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const model = fakeModel({ selected: [], disabled: [], max_selected: 2, lang: "en", error: "", size: "medium",
    cards: CARDS, ...state });
  const cleanup = cardHand.render({ model, el });
  return { doc, el, model, cleanup };
}

test("the CardHand view sends toggles and redraws from the model", () => {
  const { el, model } = mountCardHand({});
  el.querySelectorAll(".cw-card")[2].click();
  assert.deepEqual(model.sent, [{ action: "toggle", index: 2 }]);
  model.set("selected", [2]);
  assert.ok(el.querySelectorAll(".cw-card")[2].classList.contains("cw-selected"));
  assert.equal(el.querySelector(".cw-status").textContent, "1 of at most 2 selected");
});

test("the CardHand view keeps keyboard focus on the card just picked", () => {
  const { doc, el, model } = mountCardHand({});
  const second = el.querySelectorAll(".cw-card")[1];
  second.focus();
  key(second, " ");
  model.set("selected", [1]);
  assert.equal(doc.activeElement, el.querySelectorAll(".cw-card")[1]);
});

test("the CardHand view shows the kernel's error and switches language", () => {
  const { el, model } = mountCardHand({});
  model.set("error", "you may pick at most 2 cards; put one back first");
  assert.equal(el.querySelector("[role=alert]").textContent,
    "you may pick at most 2 cards; put one back first");
  model.set("lang", "fr");
  // The participle agrees with the count, which comes first: French counts 0 as one.
  assert.equal(el.querySelector(".cw-status").textContent, "0 sélectionnée sur 2 au plus");
  model.set("selected", [0, 1]);
  assert.equal(el.querySelector(".cw-status").textContent, "2 sélectionnées sur 2 au plus");
  model.set("lang", "it");
  assert.equal(el.querySelector(".cw-status").textContent, "2 selezionate su 2 al massimo");
});

test("max_selected 0 shows a read-only gallery", () => {
  const { el, model } = mountCardHand({ max_selected: 0 });
  el.querySelectorAll(".cw-card")[0].click();
  assert.deepEqual(model.sent, []);
  assert.equal(el.querySelector(".cw-status"), null);
});

test("cleanup removes every listener and the content", () => {
  const { el, model, cleanup } = mountCardHand({});
  assert.ok(model.listenerCount() > 0);
  cleanup();
  assert.equal(model.listenerCount(), 0);
  assert.equal(el.childElementCount, 0);
});

test("the size trait switches the size class", () => {
  const { el, model } = mountCardHand({});
  assert.ok(el.classList.contains("cw-size-medium"));
  model.set("size", "large");
  assert.ok(el.classList.contains("cw-size-large"));
  assert.ok(!el.classList.contains("cw-size-medium"));
  // the row's card count, by which a large hand narrows its cards to keep to one row (styles.css)
  assert.equal(el.querySelector(".cw-hand").style.getPropertyValue("--cw-hand-n"), String(el.querySelectorAll(".cw-card").length));
});

test("a message from the kernel that changes several traits draws the view once", () => {
  const { el, model, cleanup } = mountCardHand({});
  const counter = countDraws(model, "cards");
  model.setMany({ selected: [1], disabled: [2], size: "large" });
  assert.equal(counter.draws, 1);
  assert.ok(el.querySelectorAll(".cw-card")[1].classList.contains("cw-selected"));
  assert.ok(el.classList.contains("cw-size-large"));
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("a disabled card reached by the arrows shows the focus ring in full, its face still faded", async () => {
  const { readFileSync } = await import("node:fs");
  const doc = makeDocument();
  const style = doc.createElement("style");
  style.textContent = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
  doc.head.append(style);
  const root = doc.createElement("div");
  root.className = "cardwidgets";
  doc.body.append(root);
  const cards = [{ deck: "french", rank: "Q", suit: "H" }, { deck: "french", rank: "4", suit: "S" }];
  root.append(renderHand(cards, { doc, disabled: [0, 1], onToggle: () => {} }));
  const [taken, other] = root.querySelectorAll(".cw-card.cw-disabled");
  const view = doc.defaultView;
  taken.focus();  // (jsdom keeps a computed style once asked: each card is asked once, after the focus)
  assert.equal(view.getComputedStyle(other).opacity, "0.4", "greyed out while not focused");
  // (faded with the card, the orange ring was a pale grey one on a projector)
  assert.equal(view.getComputedStyle(taken).opacity, "1");
  assert.ok([...taken.children].every((part) => view.getComputedStyle(part).opacity === "0.4"), "its face stays faded");
});

test("card hand: a region named in its language, for a screen reader's list of landmarks", () => {
  const { el, model } = mountCardHand({});
  assertRegion(assert, el, model, { en: "Cards", es: "Cartas", it: "Carte", fr: "Cartes" });
});

test("a CardHand is named by its label, a catalogue message in its language or a plain string", () => {
  const { el, model } = mountCardHand({ max_selected: 0 });
  assert.equal(el.getAttribute("aria-label"), "Cards", "without a label");
  model.set("label", { code: "gallery.twins" });
  assert.equal(el.getAttribute("aria-label"), "The Twins deck");
  assert.equal(el.querySelector(".cw-hand").getAttribute("aria-label"), "The Twins deck", "its list too, not 'Hand'");
  model.set("lang", "fr");
  assert.equal(el.getAttribute("aria-label"), "Le paquet de Twins");
  model.setMany({ label: { code: "gallery.pick", n: 2 }, max_selected: 2 });
  assert.equal(el.getAttribute("aria-label"), "Votre main\u00a0: choisissez 2 cartes");
  assert.equal(el.querySelector("[role=listbox]").getAttribute("aria-label"), "Votre main\u00a0: choisissez 2 cartes");
  model.set("label", "Mes cartes");
  assert.equal(el.getAttribute("aria-label"), "Mes cartes", "a plain string as given");
});
