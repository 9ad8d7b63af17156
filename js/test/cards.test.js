import { test } from "node:test";
import assert from "node:assert/strict";
import { cardLabel, chipTokens, isValidCard, renderCard, renderChip, RANKS, SUITS } from "../src/cards.js";
import { DESIGN_COUNT, HEX, designGlyph, designSvg } from "../src/twinit.js";
import { makeDocument } from "./dom.js";

const doc = makeDocument();

test("twins cards show number, colour class, ink class and a shape mark", () => {
  const el = renderCard({ deck: "twins", number: 4, color: "blue", ink: "white" }, { doc });
  assert.ok(el.classList.contains("cw-twins-blue"));
  assert.ok(el.classList.contains("cw-ink-white"));
  assert.equal(el.querySelector(".cw-pip").textContent, "4");
  assert.equal(el.querySelector(".cw-twins-mark").textContent, "●");
  assert.equal(el.getAttribute("aria-label"), "4 blue, white number");
});

test("every twins colour has its own mark, so colour is never the only cue", () => {
  const marks = ["blue", "yellow", "purple", "grey", "green", "pink"].map((color) =>
    renderCard({ deck: "twins", number: 1, color, ink: "black" }, { doc })
      .querySelector(".cw-twins-mark").textContent);
  assert.equal(new Set(marks).size, 6);
});

test("french cards: rank and suit in the corners, red for hearts and diamonds", () => {
  const queen = renderCard({ deck: "french", rank: "Q", suit: "S" }, { doc });
  assert.equal(queen.querySelector(".cw-corner-top").textContent, "Q♠");
  assert.ok(queen.classList.contains("cw-black"));
  assert.equal(queen.getAttribute("aria-label"), "queen of spades");
  const ten = renderCard({ deck: "french", rank: "10", suit: "D" }, { doc, lang: "it" });
  assert.ok(ten.classList.contains("cw-red"));
  assert.equal(ten.getAttribute("aria-label"), "10 di quadri");
});

test("french cards in French: the corners say V, D, R as French decks print them", () => {
  const corner = (rank, lang) => renderCard({ deck: "french", rank, suit: "C" }, { doc, lang })
    .querySelector(".cw-corner-bottom").textContent;
  assert.deepEqual(["A", "J", "Q", "K", "10"].map((rank) => corner(rank, "fr")), ["A♣", "V♣", "D♣", "R♣", "10♣"]);
  for (const lang of ["en", "it", "es"]) assert.equal(corner("Q", lang), "Q♣");
  const queen = renderCard({ deck: "french", rank: "Q", suit: "S" }, { doc, lang: "fr" });
  assert.equal(queen.getAttribute("aria-label"), "dame de pique");
});

test("all 52 french cards are valid and distinct", () => {
  const labels = new Set();
  for (const rank of RANKS) for (const suit of Object.keys(SUITS)) {
    const card = { deck: "french", rank, suit };
    assert.ok(isValidCard(card));
    labels.add(cardLabel(card));
  }
  assert.equal(labels.size, 52);
});

test("no thanks cards 3 to 35 are valid; 2 and 36 are not", () => {
  for (let n = 3; n <= 35; n++) assert.ok(isValidCard({ deck: "nothanks", number: n }));
  assert.ok(!isValidCard({ deck: "nothanks", number: 2 }));
  assert.ok(!isValidCard({ deck: "nothanks", number: 36 }));
  const el = renderCard({ deck: "nothanks", number: 35 }, { doc });
  assert.equal(el.querySelector(".cw-pip").textContent, "35");
});

test("the 119 twin it designs have 119 different glyphs and labels in every language", () => {
  for (const lang of ["en", "it", "fr", "es"]) {
    const labels = new Set();
    for (let id = 0; id < DESIGN_COUNT; id++) labels.add(cardLabel({ deck: "twinit", design: id }, lang));
    assert.equal(labels.size, 119, lang);
  }
  assert.ok(!isValidCard({ deck: "twinit", design: 119 }));
});

// What a reader who cannot tell hues apart sees: the drawing with every colour erased (the dot's
// white and near-black ring are kept: they are light against dark, not hue), pattern ids made equal.
function colourBlindDrawing(id) {
  const hexes = Object.values(HEX);
  return designSvg(doc, id).outerHTML
    .replace(/cw-stripes-\d+/g, "cw-stripes")
    .replace(/#[0-9a-f]{6}/gi, (hex) => (hexes.includes(hex) ? "HUE" : hex));
}

test("any two twin it designs differ in something other than hue", () => {
  const signatures = new Set();
  const drawings = new Set();
  for (let id = 0; id < DESIGN_COUNT; id++) {
    const { shape, fill, count, mark } = designGlyph(id);
    signatures.add(`${shape}/${fill}/${count}/${mark}`);
    drawings.add(colourBlindDrawing(id));
  }
  assert.equal(signatures.size, 119);
  assert.equal(drawings.size, 119);
});

test("a twin it glyph draws its count of shapes, each with the dot when it has one", () => {
  for (let id = 0; id < DESIGN_COUNT; id++) {
    const { count, mark } = designGlyph(id);
    const svg = designSvg(doc, id);
    assert.equal(svg.querySelectorAll(":scope > g").length, count);
    assert.equal(svg.querySelectorAll(".cw-glyph-dot").length, mark === "dot" ? count : 0);
  }
});

test("striped twin it glyphs get a pattern id of their own", () => {
  const striped = [...Array(DESIGN_COUNT).keys()].filter((id) => designGlyph(id).fill === "striped");
  const a = renderCard({ deck: "twinit", design: striped[0] }, { doc });
  const b = renderCard({ deck: "twinit", design: striped[0] }, { doc });
  assert.notEqual(a.querySelector("pattern").id, b.querySelector("pattern").id);
  assert.match(a.querySelector("polygon, circle, rect:not(pattern rect)").getAttribute("fill"),
    /^url\(#cw-stripes-\d+\)$/);
});

test("a face-down card says so and shows nothing of a face", () => {
  const el = renderCard({ deck: "back" }, { doc });
  assert.ok(el.classList.contains("cw-back"));
  assert.equal(el.textContent, "");
  assert.equal(el.getAttribute("aria-label"), "face-down card");
});

test("bad data draws an unknown card instead of throwing", () => {
  for (const bad of [null, 7, "7D", {}, { deck: "twins", number: 11, color: "blue", ink: "white" },
    { deck: "french", rank: "1", suit: "S" }, { deck: "twinit", design: "3" }]) {
    const el = renderCard(bad, { doc });
    assert.ok(el.classList.contains("cw-card-unknown"));
    assert.equal(el.getAttribute("aria-label"), "unknown card");
  }
});

test("data reaches the DOM as text, never as HTML", () => {
  const el = renderCard({ deck: "french", rank: "<img src=x onerror=alert(1)>", suit: "S" }, { doc });
  assert.equal(el.querySelector("img"), null);
});

test("chips carry their value as text and label; totals split into 5/2/1 tokens", () => {
  const chip = renderChip(5, { doc, lang: "fr" });
  assert.equal(chip.textContent, "5");
  assert.equal(chip.getAttribute("aria-label"), "5 jetons");
  assert.ok(chip.classList.contains("cw-chip-5"));
  assert.deepEqual(chipTokens(12), [5, 5, 2]);
  assert.deepEqual(chipTokens(4), [2, 2]);
  assert.deepEqual(chipTokens(0), []);
});

test("a card is an image named by its label (a div's aria-label alone names nothing); a hand makes it an option", () => {
  for (const card of [{ deck: "nothanks", number: 32 }, { deck: "french", rank: "6", suit: "S" },
    { deck: "twins", number: 4, color: "yellow", ink: "white" }, { deck: "back" }]) {
    const el = renderCard(card, { doc, lang: "es" });
    assert.equal(el.getAttribute("role"), "img", JSON.stringify(card));
    assert.ok(el.getAttribute("aria-label"), JSON.stringify(card));
  }
  assert.equal(renderCard({ deck: "french", rank: "6", suit: "S" }, { doc, lang: "es" }).getAttribute("aria-label"), "6 de picas");
});
