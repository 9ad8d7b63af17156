import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { gameClock } from "../src/twinit_clock.js";
import twinitTable, { showNewestSets } from "../src/twinit_table.js";
import twinitCoop from "../src/twinit_coop.js";
import { tablePlaces } from "../src/twinit_places.js";
import { assertRegion, axeViolations, makeDocument, mountView as mount } from "./dom.js";

const face = (id, design, since = 0) => ({ id, design, since });

function tableState(extra = {}) {
  return {
    viewer: "Sam", players: ["Sam", "Ada"], teams: null, now: 0, over: false, result: null,
    flippers: ["Sam"], turn: "Sam", turn_since: 0, sets_to_win: 5,
    piles: { Sam: { count: 10, top: face(1, 7) }, Ada: { count: 9, top: face(2, 7) } },
    table: [face(3, 40), face(4, 41)], sets: { Sam: [], Ada: [{ ...face(5, 90), size: 2 }] },
    hands: [], scores: { Sam: 0, Ada: 1 }, ...extra,
  };
}

function mountTable(extra = {}, traits = {}) {
  return mount(twinitTable, { state: tableState(extra), due: null, news: [], events: [], practice: false,
    round: 1, seed: 1, ...traits });
}

test("twin it table: free spots, pile tops and won sets as cards with their designs", () => {
  const { el } = mountTable();
  assert.deepEqual([...el.querySelectorAll(".cw-twinit-table .cw-card")].map((c) => c.dataset.design), ["40", "41"]);
  assert.equal(el.querySelectorAll(".cw-twinit-pile .cw-card").length, 2);
  const set = el.querySelector(".cw-twinit-sets .cw-card");
  assert.match(set.getAttribute("aria-label"), /design 90: .*Ada's set of 2/);
  assert.match(el.querySelector("[data-seat=Ada] .cw-twinit-score").textContent, /1 of 5 sets/);
});

test("twin it table: a seat's pile gone is an image named so; axe finds nothing wrong in roles and names", async () => {
  const { el } = mountTable({ piles: { Sam: { count: 0, top: null }, Ada: { count: 9, top: face(2, 7) } } });
  const empty = el.querySelector("[data-seat=Sam] .cw-twinit-empty");
  assert.deepEqual([empty.getAttribute("role"), empty.getAttribute("aria-label")], ["img", "no pile left"]);
  assert.deepEqual(await axeViolations(el), []);
});

test("twin it table: clicks and the F key are stamped with the page's clock", () => {
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: 0 });
  try {
    const { el, model } = mountTable();
    mock.timers.tick(1500);
    el.querySelector("[data-card='3']").click();
    assert.deepEqual(model.sent.at(-1), { action: "move", move: { type: "touch", card_id: 3 }, at: 1.5 });
    mock.timers.tick(500);
    el.querySelector(".cw-twinit-flip").dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "f", bubbles: true }));
    assert.deepEqual(model.sent.at(-1), { action: "move", move: { type: "flip", card_id: null }, at: 2 });
    assert.equal(el.tabIndex, -1, "a click on the table's words gives it the keyboard (F), out of the Tab order");
  } finally {
    mock.timers.reset();
  }
});

test("twin it table: the page advances the kernel when a bot is due, not before; cleanup clears the timer", () => {
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: 0 });
  try {
    const { model, cleanup } = mountTable({ flippers: ["Ada"], turn: "Ada" }, { due: 2.5 });
    mock.timers.tick(2499);
    assert.equal(model.sent.length, 0);
    mock.timers.tick(1);
    assert.deepEqual(model.sent, [{ action: "advance", at: 2.5 }]);
    model.setMany({ due: 4, state: tableState({ now: 2.5, flippers: ["Ada"] }) });
    cleanup();
    mock.timers.tick(5000);
    assert.equal(model.sent.length, 1);
  } finally {
    mock.timers.reset();
  }
});

test("twin it table: practice stops the timers; the clock resumes from the kernel's time", () => {
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: 0 });
  try {
    const { el, model } = mountTable({ now: 3 }, { due: 4, practice: true });
    mock.timers.tick(10000);
    assert.equal(model.sent.length, 0);
    model.setMany({ practice: false });
    mock.timers.tick(250);
    el.querySelector("[data-card='4']").click();
    assert.deepEqual(model.sent.at(-1), { action: "move", move: { type: "touch", card_id: 4 }, at: 3.25 });
  } finally {
    mock.timers.reset();
  }
});

test("twin it table: hands are shown and named; news and the end are announced", () => {
  const { el } = mountTable({ hands: [{ seat: "Ada", card: 1, at: 0.2 }] },
    { news: [{ code: "twinit.tie", seats: ["Sam", "Ada"], card: { deck: "twinit", design: 7 }, ids: [1, 2] }] });
  const held = el.querySelector("[data-card='1']");
  assert.ok(held.classList.contains("cw-hand-other"));
  assert.match(held.getAttribute("aria-label"), /hand of Ada/);
  assert.match(el.querySelector(".cw-twinit-news").textContent, /Tie on design 7 between Sam and Ada/);
});

test("twin it table: an empty table says what lands there, in the page's language", () => {
  const { el, model } = mountTable({ table: [] });
  assert.equal(el.querySelector(".cw-twinit-table .cw-twinit-table-empty").textContent,
    "No card on the table yet: the cards flipped from the piles land here.");
  model.set("lang", "it");
  assert.match(el.querySelector(".cw-twinit-table-empty").textContent, /^Ancora nessuna carta sul tavolo/);
  model.set("state", tableState());
  assert.equal(el.querySelector(".cw-twinit-table-empty"), null);
});

test("game clock never reads behind the kernel and stands still when paused", () => {
  mock.timers.enable({ apis: ["Date"], now: 0 });
  try {
    const clock = gameClock();
    mock.timers.tick(1000);
    assert.equal(clock.read(0, false), 1);
    assert.equal(clock.read(5, false), 5);
    assert.equal(clock.read(5, true), 5);
  } finally {
    mock.timers.reset();
  }
});

function mountCoop(extra = {}, traits = {}) {
  const state = tableState({ players: ["Sam"], flippers: ["Sam"], turn: null, coop_seconds: 60, sets: { Sam: [] },
    piles: { Sam: { count: 0, top: null } }, scores: { Sam: 0 }, ...extra });
  return mount(twinitCoop, { state, due: 60, news: [], events: [], practice: false, round: 1, seed: 1,
    levels: [{ level: "beginners", up_to: 4 }, { level: "experienced", up_to: 6 }, { level: "experts", up_to: 9 },
      { level: "geniuses", above: 9 }], ...traits });
}

test("twin it coop: the countdown runs from the page's clock and the minute's end is sent when due", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval", "Date"], now: 0 });
  try {
    const { el, model, cleanup } = mountCoop();
    assert.equal(el.querySelector(".cw-twinit-countdown").textContent, "60 seconds left");
    mock.timers.tick(20400);
    assert.equal(el.querySelector(".cw-twinit-countdown").textContent, "40 seconds left");
    mock.timers.tick(39600);
    assert.deepEqual(model.sent, [{ action: "advance", at: 60 }]);
    cleanup();
  } finally {
    mock.timers.reset();
  }
});

test("twin it coop: ↻ turns a card over, a click selects it, stamped; paused, no timer runs", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval", "Date"], now: 0 });
  try {
    const { el, model } = mountCoop({}, { practice: true });
    assert.equal(el.querySelector(".cw-twinit-start").textContent, "Start the minute");
    mock.timers.tick(70000);
    assert.equal(model.sent.length, 0);
    model.setMany({ practice: false });
    mock.timers.tick(1000);
    el.querySelector("[aria-label='turn over design 40']").click();
    el.querySelector("[data-card='4']").click();
    assert.deepEqual(model.sent, [{ action: "move", move: { type: "flip", card_id: 3 }, at: 1 }, { action: "move", move: { type: "touch", card_id: 4 }, at: 1 }]);
    assert.equal(el.querySelector(".cw-twinit-start").textContent, "Pause");
    el.querySelector(".cw-twinit-start").click();
    assert.deepEqual(model.sent.at(-1), { action: "practice", on: true, at: 1 }, "the clock stops where the page read it");
    model.setMany({ practice: true, state: { ...model.get("state"), now: 1 } });  // the kernel's answer
    assert.equal(el.querySelector(".cw-twinit-start").textContent, "Resume", "paused halfway: not 'Start the minute'");
    assert.equal(el.querySelector(".cw-twinit-countdown").textContent, "59 seconds left (paused)");
  } finally {
    mock.timers.reset();
  }
});

test("twin it coop: the level table for the players, the level reached marked at the end", () => {
  const { el } = mountCoop({ over: true, result: { reason: { code: "twinit.end.time", n: 7,
    level: { code: "twinit.level.experts" }, individual: "no", winners: ["Sam"] }, details: { level: "experts" } } });
  assert.match(el.querySelector(".cw-twinit-levels caption").textContent, /Levels for 1 player/);
  assert.match(el.querySelector(".cw-level-reached").textContent, /experts.*up to 9 points/);
  assert.equal(el.querySelector(".cw-twinit-end").textContent, "Time is up: 7 points, level: experts.",
    "playing together, nobody has 'most points'");
  assert.equal(el.querySelector(".cw-twinit-countdown"), null, "the end's line says time is up; the countdown said it too");
  assert.equal(el.querySelector(".cw-twinit-start"), null, "no Pause once the minute is over");
});

test("twin it coop: a pair collected takes its two cards off the table and leaves every other card as it was", () => {
  const table = Array.from({ length: 8 }, (_, i) => face(10 + i, 20 + i));
  const { el, model, cleanup } = mountCoop({ table }, { practice: true });
  const cards = () => [...el.querySelectorAll(".cw-twinit-table .cw-card")];
  const before = cards();
  model.set("state", { ...model.get("state"), table: table.filter((card) => card.id !== 11 && card.id !== 14) });
  assert.deepEqual(cards(), before.filter((card) => !["11", "14"].includes(card.dataset.card)),
    "the same elements: nothing drawn again, nothing shifted into another card");
  cleanup();
});

test("twin it coop: at the minute's end the page says time is up once, in every language", () => {
  const over = { over: true, now: 60, result: { reason: { code: "twinit.end.time", n: 7, level: { code: "twinit.level.experts" },
    individual: "no", winners: ["Sam"] }, details: { level: "experts" } } };
  const { el, model, cleanup } = mountCoop(over);
  const said = { en: /Time is up|Time's up/g, it: /Tempo scaduto/g, fr: /Temps écoulé/g, es: /Se acabó el tiempo/g };
  for (const [lang, words] of Object.entries(said)) {
    model.set("lang", lang);
    assert.equal(el.textContent.match(words)?.length, 1, `${lang}: ${el.textContent}`);
  }
  // A minute that ran out of pairs with time to spare keeps the seconds it had left.
  model.set("state", { ...model.get("state"), now: 47.5, result: { ...over.result, reason: { ...over.result.reason, code: "twinit.end.exhausted" } } });
  assert.equal(el.querySelector(".cw-twinit-countdown").textContent, "quedan 13 segundos");
  cleanup();
});

const pair = (seat, design) => ({ code: "twinit.pair", seats: [seat], n: 1, card: { deck: "twinit", design } });
const newsLines = (el) => [...el.querySelectorAll(".cw-twinit-news p")].map((p) => p.textContent);

test("twin it table: the bots' news stays readable: the last 3 lines, the newest batch on top in the order it happened, each on screen 2.5 s at least", () => {
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: 0 });
  try {
    const { el, model, cleanup } = mountTable({}, { news: [pair("Ada", 1)] });
    mock.timers.tick(250);
    model.set("news", [{ code: "twinit.tie", seats: ["Ada", "Bo"], card: { deck: "twinit", design: 2 }, ids: [1, 2] }]);
    assert.deepEqual(newsLines(el), ["Tie on design 2 between Ada and Bo: the cards are flipped.", "Ada wins a pair of design 1."]);
    assert.ok(el.querySelector(".cw-twinit-news p").classList.contains("cw-news-new"));
    assert.ok(el.querySelectorAll(".cw-twinit-news p")[1].classList.contains("cw-news-old"));
    model.set("news", [pair("Bo", 3), pair("Ada", 4)]);
    assert.equal(newsLines(el).length, 4, "the first line has been up 0.25 s: it stays");
    mock.timers.tick(2249);
    assert.equal(newsLines(el).length, 4);
    mock.timers.tick(1);
    assert.deepEqual(newsLines(el), ["Bo wins a pair of design 3.", "Ada wins a pair of design 4.",
      "Tie on design 2 between Ada and Bo: the cards are flipped."], "a tie's cards turned over read after the tie");
    model.set("state", tableState({ now: 3 }));
    assert.equal(newsLines(el).length, 3, "a redraw for another reason keeps the news");
    model.setMany({ round: 2, news: [] });
    assert.deepEqual(newsLines(el), ["Keys: Tab to the cards, the arrows from card to card, Enter puts a hand on one.",
      "Sets won, mistakes and ties are announced here."],
    "a new game starts with no news: the room kept for them says what the keys do first (the line a narrow " +
    "projector's two lines keep whole when it wraps), then what it is for");
    assert.ok([...el.querySelectorAll(".cw-twinit-news p")].every((p) => p.classList.contains("cw-news-empty")));
    model.set("lang", "es");
    assert.deepEqual(newsLines(el), ["Teclas: Tab hasta las cartas, las flechas de una carta a otra, Intro pone una mano.",
      "Aquí se anuncian los conjuntos ganados, los errores y los empates."]);
    model.set("news", [pair("Ada", 5)]);
    assert.deepEqual(newsLines(el), ["Ada gana una pareja del diseño 5."], "it gives way to the first news");
    cleanup();
  } finally {
    mock.timers.reset();
  }
});

test("twin it coop: news lines stay as on the table, and the news timer is cleared on cleanup", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval", "Date"], now: 0 });
  try {
    const { el, model, cleanup } = mountCoop({}, { practice: true });
    model.set("news", [pair("Sam", 1), pair("Sam", 2), pair("Sam", 3), pair("Sam", 4)]);
    assert.equal(newsLines(el).length, 4);
    const text = el.textContent;
    cleanup();
    mock.timers.tick(5000);
    assert.equal(el.textContent, "", "no redraw after cleanup");
    assert.ok(text.includes("Sam wins a pair of design 4."));
  } finally {
    mock.timers.reset();
  }
});

test("twin it table: in Italian, whose turn it is does not read as the Flip button's order", () => {
  const { el } = mountTable({ flippers: ["Ada"], turn: "Ada" }, { lang: "it" });
  assert.equal(el.querySelector(".cw-twinit-flip").textContent, "Gira (G)", "its letter is the Italian word's");
  assert.equal(el.querySelector(".cw-twinit-turn").textContent, "Tocca ad Ada girare");
  assert.equal(el.querySelector("[data-seat=Ada] .cw-badge-turn").textContent, "di turno");
});

test("twin it table: the reader's own badge speaks to the reader: 'Sam (vous) · à vous', not 'à son tour'", () => {
  const { el } = mountTable({ flippers: ["Sam"], turn: "Sam" }, { lang: "fr" });
  assert.equal(el.querySelector("[data-seat=Sam] .cw-seat-name").textContent, "Sam (vous)");
  assert.equal(el.querySelector("[data-seat=Sam] .cw-badge-turn").textContent, "à vous");
  assert.equal(el.querySelector("[data-seat=Ada] .cw-badge-turn").textContent, "à son tour");
});

test("twin it table: each seat's won sets in one strip that closes up, above the table's cards; how many said in words", () => {
  const sets = (n) => Array.from({ length: n }, (_, i) => ({ ...face(20 + i, 60 + i), size: i === 1 ? 3 : 2 }));
  const { el, model, cleanup } = mountTable({ sets: { Sam: sets(2), Ada: [] }, scores: { Sam: 2, Ada: 0 } });
  const strip = () => el.querySelector("[data-seat=Sam] .cw-twinit-sets");
  assert.equal(strip().style.getPropertyValue("--cw-sets-n"), "2", "the strip's cards close up to fit, by the number of sets");
  assert.deepEqual([...strip().children].map((stack) => [stack.querySelector(".cw-twinit-card").dataset.design,
    stack.querySelector(".cw-twinit-size").textContent]), [["60", "×2"], ["61", "×3"]], "every set's top and size in sight");
  assert.match(strip().querySelector("[data-card='21']").getAttribute("aria-label"), /Sam's set of 3/);
  assert.equal(strip().getAttribute("aria-label"), "sets won by Sam: 2");
  model.set("state", tableState({ sets: { Sam: sets(5), Ada: [] }, scores: { Sam: 5, Ada: 0 } }));
  assert.equal(el.querySelectorAll("[data-seat=Sam] .cw-twinit-sets").length, 1, "one strip, however many sets");
  assert.equal(strip().style.getPropertyValue("--cw-sets-n"), "5");
  model.set("lang", "fr");
  assert.equal(strip().getAttribute("aria-label"), "séries gagnées par Sam\u00a0: 5");
  // The seats come before the table's cards, which gain rows as cards come: nothing of a seat moves.
  const seats = el.querySelector(".cw-twinit-seats");
  assert.ok(seats.compareDocumentPosition(el.querySelector(".cw-twinit-table")) & el.ownerDocument.defaultView.Node.DOCUMENT_POSITION_FOLLOWING);
  cleanup();
});

test("twin it: a strip of sets that does not fit scrolls to its newest when a set comes, and only then", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  const strip = doc.createElement("div");
  strip.className = "cw-twinit-sets";
  strip.dataset.roving = "sets-Sam";
  el.append(strip);
  let width = 0;
  Object.defineProperty(strip, "clientWidth", { get: () => width });
  Object.defineProperty(strip, "scrollWidth", { get: () => 40 * strip.children.length });
  let scrolled = [];
  Object.defineProperty(strip, "scrollLeft", { get: () => scrolled.at(-1) ?? 0, set: (x) => scrolled.push(x) });
  const counts = new Map();
  const win = () => strip.append(doc.createElement("div"));
  win(); win();
  showNewestSets(el, counts);
  assert.deepEqual(scrolled, [], "not laid out yet: nothing to scroll, and it is tried again at the next draw");
  width = 60;
  showNewestSets(el, counts);
  assert.deepEqual(scrolled, [80]);
  showNewestSets(el, counts);
  assert.deepEqual(scrolled, [80], "a redraw with no new set leaves the strip where the reader scrolled it");
  win();
  showNewestSets(el, counts);
  assert.deepEqual(scrolled, [80, 120]);
});

test("twin it: a refusal is said in the news' room, above them, in both views (below, it moved what is under it)", () => {
  for (const { el, model, cleanup } of [mountTable(), mountCoop()]) {
    model.setMany({ error: "card 9 is not in sight any more", error_message: {} });
    const said = el.querySelector(".cw-twinit-said");
    assert.deepEqual([...said.children].map((child) => child.className), ["cw-error", "cw-twinit-news"]);
    assert.equal(said.querySelector(".cw-error").textContent, "card 9 is not in sight any more");
    cleanup();
  }
});

test("twin it coop: each player's sets in the table's strip", () => {
  const { el, cleanup } = mountCoop({ sets: { Sam: [{ ...face(20, 60), size: 2 }, { ...face(21, 61), size: 3 }] }, scores: { Sam: 3 } });
  const strip = el.querySelector("[data-seat=Sam] .cw-twinit-sets");
  assert.equal(strip.style.getPropertyValue("--cw-sets-n"), "2");
  assert.equal(strip.getAttribute("aria-label"), "sets won by Sam: 2");
  assert.deepEqual([...strip.querySelectorAll(".cw-twinit-size")].map((size) => size.textContent), ["×2", "×3"]);
  cleanup();
});

test("twin it table: the turn badge keeps its place at every seat, shown at the flipper's only", () => {
  const { el, model } = mountTable({ flippers: ["Ada"], turn: "Ada" });
  const badges = () => [...el.querySelectorAll(".cw-badge-turn")].map((b) =>
    `${b.closest("[data-seat]").dataset.seat}:${b.classList.contains("cw-idle") ? "hidden" : "shown"}`);
  assert.deepEqual(badges(), ["Sam:hidden", "Ada:shown"], "no seat's cards move when the turn does");
  assert.equal(el.querySelector("[data-seat=Sam] .cw-badge-turn").getAttribute("aria-hidden"), "true");
  model.set("state", tableState({ flippers: ["Sam"], turn: "Sam" }));
  assert.deepEqual(badges(), ["Sam:shown", "Ada:hidden"]);
  assert.equal(el.querySelector("[data-seat=Sam] .cw-badge-turn").getAttribute("aria-hidden"), null);
});

test("twin it table: a pair the reader claims goes to the reader's sets, and the focus stays on the table", () => {
  const { el, model } = mountTable({ table: [face(3, 40), face(4, 40), face(6, 42)] });
  const doc = el.ownerDocument;
  el.querySelector(".cw-twinit-table [data-card='3']").focus();
  model.set("state", tableState({ table: [face(6, 42)], sets: { Sam: [{ ...face(3, 40), size: 2 }], Ada: [{ ...face(5, 90), size: 2 }] },
    scores: { Sam: 1, Ada: 1 } }));
  assert.ok(el.querySelector(".cw-twinit-sets [data-card='3']"), "card 3 tops the reader's set now");
  assert.equal(doc.activeElement, el.querySelector(".cw-twinit-table [data-card='6']"),
    "the focus goes to the card now nearest card 3's place, not after card 3 into the sets, down the page");
});

test("twin it table: after a flip the focus goes to the cards on the table, not to the top", () => {
  const { el, model } = mountTable();
  const doc = el.ownerDocument;
  el.querySelector(".cw-twinit-flip").focus();
  model.set("state", tableState({ flippers: ["Ada"], turn: "Ada", table: [face(3, 40), face(4, 41), face(6, 42)] }));
  assert.equal(doc.activeElement, el.querySelector(".cw-twinit-table [data-card='3']"), "Flip is disabled: the table's first card");
});

test("twin it table: at the end the turn's place says how the game ended, once (the controls do not reflow)", () => {
  const { el } = mountTable({ over: true, flippers: [], turn: null,
    result: { reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 }, winners: ["Sam"] } });
  assert.equal(el.querySelector(".cw-twinit-turn").textContent, "Game over: Sam reached 5 sets.");
  assert.equal(el.querySelectorAll(".cw-twinit-end").length, 1, "not again in the news box");
  assert.doesNotMatch(el.querySelector(".cw-twinit-news").textContent, /Game over/);
  // Flip, disabled, gives its place to New game: a Shift+Tab back from the end's line, which takes
  // the keyboard (the foot's was 10 Tab presses on, past the piles, the sets and the table).
  assert.equal(el.querySelector(".cw-twinit-flip"), null);
  const again = el.querySelector(".cw-twinit-controls .cw-twinit-again");
  assert.equal(again.textContent, "New game");
  assert.equal(again.nextElementSibling, el.querySelector(".cw-twinit-end"));
});

test("twin it table: New game, at the foot with the game's number, asks first while the game goes on; over, it deals at once", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mountTable();
  const foot = el.querySelector(".cw-table-foot");
  assert.equal(foot, el.lastElementChild, "under the seats, as at the other tables, not beside Flip");
  assert.ok(foot.querySelector(".cw-log") && foot.querySelector("form .cw-seed-input") && foot.querySelector("form .cw-twinit-new"));
  assert.equal(el.querySelector(".cw-twinit-controls .cw-twinit-new"), null);
  const button = el.querySelector(".cw-twinit-new");
  button.click();
  assert.deepEqual(model.sent, [], "a stray click does not end the game");
  assert.equal(button.textContent, "Press again: this game ends");
  button.click();
  assert.equal(model.sent.length, 1);
  assert.equal(model.sent[0].action, "new_game");
  assert.equal(model.sent[0].seed, 1, "the game in play's number, as the field shows it (it dealt seed + 1)");
  model.set("state", tableState({ over: true, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } }));
  el.querySelector(".cw-twinit-new").click();
  assert.equal(model.sent.length, 2);
});

test("twin it table: the game's number is a labelled field; New game, or Enter in it, deals the number typed", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const over = { over: true, flippers: [], turn: null, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } };
  const { el, model } = mountTable(over, { seed: 7, lang: "fr" });
  const seed = el.querySelector(".cw-seed-input");
  assert.equal(seed.value, "7");
  assert.equal(seed.closest("label").querySelector(".cw-field-label").textContent, "Numéro de partie");
  assert.equal(seed.getAttribute("aria-label"), "Numéro de partie");
  assert.ok(seed.form.noValidate, "the kernel, not the browser, says what is wrong, in the table's language");
  seed.value = "12";
  seed.form.requestSubmit();  // what Enter in the field does
  assert.deepEqual(model.sent.map(({ action, seed: number }) => [action, number]), [["new_game", 12]]);
  model.setMany({ state: tableState(over), error_message: {} });
  el.querySelector(".cw-seed-input").value = "1.5";
  el.querySelector(".cw-twinit-new").click();
  assert.equal(model.sent.at(-1).seed, "1.5", "not a whole number: sent as typed, for the kernel to explain");
  model.setMany({ error: "x", error_message: { code: "error.wrong_type", field: { code: "field.seed" }, kind: { code: "kind.whole_number" }, value: '"1.5"' } });
  assert.equal(el.querySelector(".cw-form-error").textContent, "«\u00a0Numéro de partie\u00a0» doit être un nombre entier, pas \"1.5\"",
    "said under the field, where the keyboard is");
});

test("twin it table: the field keeps what the reader types while the game goes on, and shows the next number once it is over", () => {
  const { el, model } = mountTable({}, { seed: 3 });
  el.querySelector(".cw-seed-input").value = "20";
  model.set("state", tableState({ now: 2 }));
  assert.equal(el.querySelector(".cw-seed-input").value, "20", "typed during play back of the bots' moves");
  model.setMany({ seed: 4, state: tableState({ over: true, result: { winners: ["Ada"], scores: { Sam: 1, Ada: 5 },
    reason: { code: "twinit.end.sets", winners: ["Ada"], n: 5 } } }) });
  assert.equal(el.querySelector(".cw-seed-input").value, "4", "the game over, its number moved on");
});

test("twin it table: once the new game is dealt, the keyboard goes from New game to Flip", () => {
  const over = { over: true, flippers: [], turn: null, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } };
  const { el, model } = mountTable(over, { seed: 2 });
  const doc = el.ownerDocument;
  el.querySelector(".cw-twinit-new").focus();
  el.querySelector(".cw-twinit-new").click();
  assert.equal(doc.activeElement, el.querySelector(".cw-twinit-new"), "not yet dealt");
  model.setMany({ state: tableState(), round: 2, events: [{ code: "table.new_game", names: ["Sam", "Ada"], seed: 2, at: 0 }] });
  assert.equal(doc.activeElement, el.querySelector(".cw-twinit-flip"));
  el.querySelector(".cw-log").open = true;
  assert.match(el.querySelector(".cw-log li").textContent, /^New game: Sam and Ada; seed 2\.$/);
});

test("twin it coop: New game and the minute's number at the foot, under the levels; the bar keeps the minute's own", () => {
  const { el, model } = mountCoop({ over: true, result: { winners: ["Sam"], scores: { Sam: 3 }, reason: { code: "twinit.end.time" },
    details: { level: "beginners" } } }, { seed: 6, lang: "fr" });
  assert.equal(el.querySelector(".cw-twinit-bar .cw-twinit-new"), null);
  const form = el.lastElementChild;
  assert.equal(form.tagName, "FORM");
  assert.equal(form.previousElementSibling.className, "cw-twinit-levels");
  assert.equal(form.querySelector(".cw-seed-input").value, "6");
  assert.equal(form.querySelector(".cw-twinit-new").textContent, "Nouvelle partie");
  form.querySelector(".cw-twinit-new").click();
  assert.equal(model.sent.at(-1).seed, 6);
  model.setMany({ round: 2, practice: true, state: { ...model.get("state"), over: false, result: null } });
  assert.equal(el.ownerDocument.activeElement, el.querySelector(".cw-twinit-start"), "dealt: the keyboard on Start");
});

test("twin it table: the game's end takes the keyboard from a card to the line that says how it ended", () => {
  const over = { over: true, flippers: [], turn: null, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } };
  const { el, model } = mountTable({}, { lang: "fr" });
  const doc = el.ownerDocument;
  el.querySelector("[data-seat='Sam'] .cw-twinit-card").focus();
  model.set("state", tableState(over));
  assert.equal(doc.activeElement, el.querySelector(".cw-twinit-turn"));
  assert.match(doc.activeElement.textContent, /^Fin de la partie\s: victoire de Sam avec 5\sséries\.$/);
  el.querySelector("[data-card='3']").focus();  // the reader goes back to the cards: left there
  model.set("state", tableState({ ...over, now: 9 }));
  assert.equal(doc.activeElement, el.querySelector("[data-card='3']"));
  const other = mountTable(over);  // drawn over (a notebook reopened): nothing taken
  assert.notEqual(other.doc.activeElement, other.el.querySelector(".cw-twinit-turn"));
  const away = mountTable();  // the keyboard elsewhere on the page: not taken from there
  away.model.set("state", tableState(over));
  assert.notEqual(away.doc.activeElement, away.el.querySelector(".cw-twinit-turn"));
});

test("twin it table: the flip letter follows the language (G for Gira, R for Retourner)", () => {
  const { el, model } = mountTable({}, { lang: "it" });
  const key = (k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key("f");
  assert.equal(model.sent.length, 0);
  key("g");
  assert.deepEqual(model.sent.at(-1).move, { type: "flip", card_id: null });
  model.setMany({ lang: "fr", state: tableState() });  // in French, from the kernel's next state
  assert.equal(el.querySelector(".cw-twinit-flip").getAttribute("aria-keyshortcuts"), "R");
  key("r");
  assert.equal(model.sent.length, 2);
});

test("twin it table: in practice, the turn's line says the bots wait, on a line of its own at every turn (nothing happened, and nothing said why)", () => {
  const lines = (turn) => [...mountTable(turn, { practice: true, lang: "es" }).el.querySelector(".cw-twinit-turn").children]
    .map((node) => node.textContent);
  assert.deepEqual(lines({ flippers: ["Ada"], turn: "Ada" }), ["Le toca a Ada dar la vuelta", "(práctica: los bots esperan)"]);
  // the reader's turn says it too: the line keeps its height as the turn goes round (it had two
  // lines at a bot's turn only, and all below moved 20 px on a projector in French)
  assert.equal(lines({ flippers: ["Sam"], turn: "Sam" })[1], "(práctica: los bots esperan)");
  assert.equal(mountTable({ flippers: ["Ada"], turn: "Ada" }, { lang: "es" }).el.querySelector(".cw-twinit-wait"), null, "not out of practice");
  // A worked example played to its end in practice keeps the line's room, out of sight (it went, and
  // the seats and the cards went 16 px up under the end's line).
  const over = mountTable({ over: true, flippers: [], turn: null, result: { reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } },
    { practice: true }).el.querySelector(".cw-twinit-wait");
  assert.ok(over.classList.contains("cw-idle"));
  assert.equal(over.getAttribute("aria-hidden"), "true");
});

test("twin it places: a card taken leaves its place empty, a card that comes takes the first empty one", () => {
  const lay = tablePlaces();
  assert.deepEqual(lay([3, 4, 5, 6], 1), [3, 4, 5, 6]);
  assert.deepEqual(lay([3, 6], 1), [3, null, null, 6], "a pair taken: the others stay where they were");
  assert.deepEqual(lay([3, 6, 9], 1), [3, 9, null, 6], "a card flipped onto the table: the first hole");
  assert.deepEqual(lay([3], 1), [3], "no empty place at the end");
  assert.deepEqual(lay([7, 8], 2), [7, 8], "a new game: laid out afresh");
});

test("twin it table: taking a pair leaves the other cards where they lie", () => {
  const { el, model } = mountTable({ table: [face(3, 40), face(4, 41), face(6, 42), face(7, 43)] });
  const cells = () => [...el.querySelector(".cw-twinit-table").children].map((c) => c.dataset.card ?? "-");
  assert.deepEqual(cells(), ["3", "4", "6", "7"]);
  model.set("state", tableState({ table: [face(3, 40), face(7, 43)] }));
  assert.deepEqual(cells(), ["3", "-", "-", "7"], "card 7 stays in the fourth cell");
  assert.equal(el.querySelector(".cw-twinit-place-empty").getAttribute("aria-hidden"), "true");
});

test("twin it coop: the keyboard enters at Start while the minute is stopped, and stays where it was when its card is taken", () => {
  const stopped = mountCoop({}, { practice: true });
  assert.equal(stopped.el.querySelector("[data-autofocus]").classList.contains("cw-twinit-start"), true);
  stopped.cleanup();
  const { el, model, cleanup } = mountCoop();
  const card = el.querySelector(".cw-twinit-table [data-card='4']");
  card.focus();
  model.set("state", { ...model.get("state"), table: [face(3, 40)] });  // card 4 taken
  assert.equal(el.ownerDocument.activeElement, el.querySelector(".cw-twinit-table [data-card='3']"), "not the whole widget");
  cleanup();  // (the countdown's timer)
});

const keyOn = (el, key) => el.ownerDocument.activeElement.dispatchEvent(
  new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
const tabStops = (el) => [...el.querySelectorAll("button, input, summary, [tabindex]")].filter((node) => node.tabIndex >= 0 && !node.disabled);

test("twin it coop: the countdown, Start/Pause, the newest news and a refusal share the bar that stays in view; the cards follow the help", () => {
  const { el, model, cleanup } = mountCoop({}, { practice: true, news: [pair("Sam", 1)] });
  const bar = el.querySelector(".cw-twinit-bar");
  assert.equal(bar, el.firstElementChild);
  for (const part of [".cw-twinit-start", ".cw-twinit-countdown", ".cw-twinit-score", ".cw-twinit-news", ".cw-error"]) {
    assert.ok(bar.querySelector(part), part);
  }
  assert.equal(bar.querySelector(".cw-twinit-news").textContent, "Sam wins a pair of design 1.");
  assert.deepEqual([...el.children].slice(1, 3).map((node) => node.className), ["cw-twinit-help", "cw-twinit-table"],
    "no empty news box between the help and the cards");
  model.set("lang", "fr");
  assert.equal(el.querySelector(".cw-twinit-bar"), bar, "the same bar, redrawn");
  cleanup();
});

test("twin it coop: the cards are one Tab stop, the one the reader was last on (a card and its ↻ each made 272)", () => {
  const table = Array.from({ length: 12 }, (_, i) => face(10 + i, 20 + i));
  const { el, model, cleanup } = mountCoop({ table, sets: { Sam: [{ ...face(5, 90), size: 2 }, { ...face(6, 91), size: 2 }] } });
  const cards = el.querySelectorAll(".cw-twinit-table .cw-twinit-card");
  const stops = () => tabStops(el).map((node) => node.dataset.card ?? node.className);
  assert.deepEqual(stops(), ["cw-button cw-button-primary cw-twinit-start", "10", "5", "cw-number cw-seed-input", "cw-button cw-twinit-new"],
    "Pause, the table's first card, the first won set, then the game's number and New game at the foot; no ↻");
  cards[0].focus();
  keyOn(el, "ArrowRight");
  keyOn(el, "ArrowRight");
  assert.equal(el.ownerDocument.activeElement.dataset.card, "12");
  assert.deepEqual(stops().slice(1, 3), ["12", "5"], "Tab comes back to the card the reader left");
  model.set("state", { ...model.get("state"), now: 1 });  // a redraw
  assert.deepEqual(stops().slice(1, 3), ["12", "5"]);
  assert.equal(el.ownerDocument.activeElement.dataset.card, "12");
  el.querySelector("[data-card='6']").focus();
  assert.deepEqual(stops().slice(1, 3), ["12", "6"], "each group keeps its own");
  el.querySelector("[data-card='17'] ~ .cw-twinit-turn-over").click();  // the mouse's ↻ still works
  assert.deepEqual(model.sent.at(-1).move, { type: "flip", card_id: 17 });
  cleanup();
});

test("twin it coop: a pair taken, the keyboard goes to the card now nearest where the reader was, not to the first", () => {
  const table = Array.from({ length: 8 }, (_, i) => face(10 + i, 20 + i));
  const { el, model, cleanup } = mountCoop({ table });
  el.querySelector("[data-card='13']").focus();
  model.set("state", { ...model.get("state"), table: table.filter((card) => card.id !== 12 && card.id !== 13) });
  assert.equal(el.ownerDocument.activeElement.dataset.card, "14", "the next card after its empty place");
  assert.deepEqual(tabStops(el).filter((node) => node.dataset.card).map((node) => node.dataset.card), ["14"]);
  el.querySelector("[data-card='17']").focus();
  model.set("state", { ...model.get("state"), table: table.filter((card) => card.id < 16) });
  assert.equal(el.ownerDocument.activeElement.dataset.card, "15", "the last place gone: the card before it");
  cleanup();
});

test("twin it coop: the turn-over letter turns the focused card over, and the card keeps the keyboard; said in its label and under the buttons", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval", "Date"], now: 0 });
  try {
    const { el, model, cleanup } = mountCoop({ table: [face(3, 40), face(4, 41)], hands: [{ seat: "Sam", card: 3 }] });
    const card = el.querySelector("[data-card='4']");
    assert.match(card.getAttribute("aria-label"), /design 41.*; T turns it over/);
    assert.equal(card.getAttribute("aria-keyshortcuts"), "T");
    assert.match(el.querySelector(".cw-twinit-help").textContent, /↻ turns a card over\. Keys: .*arrows.*, T turns it over\./);
    mock.timers.tick(2000);
    card.focus();
    keyOn(el, "t");
    assert.deepEqual(model.sent.at(-1), { action: "move", move: { type: "flip", card_id: 4 }, at: 2 });
    model.set("state", { ...model.get("state"), table: [face(3, 40), face(4, 77)] });  // turned over: the same card, another design
    assert.equal(el.ownerDocument.activeElement, el.querySelector("[data-card='4']"));
    assert.equal(el.ownerDocument.activeElement.dataset.design, "77");
    const sent = model.sent.length;
    el.querySelector("[data-card='3']").focus();
    keyOn(el, "t");
    assert.equal(model.sent.length, sent, "a hand on it: its ↻ is disabled, and so is its letter");
    model.set("lang", "it");
    el.querySelector("[data-card='4']").focus();
    keyOn(el, "g");
    assert.deepEqual(model.sent.at(-1).move, { type: "flip", card_id: 4 }, "Italian: G, gira");
    assert.match(el.querySelector("[data-card='4']").getAttribute("aria-label"), /G la gira/);
    cleanup();
  } finally {
    mock.timers.reset();
  }
});

test("twin it table: the arrow keys move the keyboard from card to card", () => {
  const { el, cleanup } = mountTable({ table: [face(3, 40), face(4, 41), face(6, 42)] });
  const key = (k) => el.ownerDocument.activeElement.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  const at = () => el.ownerDocument.activeElement.dataset.card;
  el.querySelector("[data-card='3']").focus();
  key("ArrowRight");
  assert.equal(at(), "4");
  key("ArrowRight");
  key("ArrowLeft");
  assert.equal(at(), "4");
  key("ArrowLeft");
  assert.equal(at(), "3");
  key("ArrowLeft");
  assert.equal(at(), "5", "before the table's first card, the last seat's last card, above it");
  el.querySelector("[data-card='1']").focus();
  key("ArrowLeft");
  assert.equal(at(), "1", "the first card (the reader's pile top) stays the first");
  cleanup();
});

test("twin it table: the table's cards are one Tab stop, each seat's pile top one, each seat's won sets one (a stop a card: 30 Tab presses past 24 cards)", () => {
  const table = Array.from({ length: 12 }, (_, i) => face(10 + i, 20 + i));
  const { el, model, cleanup } = mountTable({ table, sets: { Sam: [], Ada: [{ ...face(5, 90), size: 2 }, { ...face(6, 91), size: 2 }] } });
  const stops = () => tabStops(el).map((node) => node.dataset.focusKey ?? node.className);
  assert.deepEqual(stops(), ["cw-button cw-button-primary cw-twinit-flip", "practice",
    "pile-Sam-card-1", "pile-Ada-card-2", "sets-Ada-card-5", "table-card-10", "", "seed", "new"],
    "Flip and practice, the seats' cards, the table's, then the foot: the log, the game's number, New game");
  el.querySelector("[data-card='10']").focus();
  keyOn(el, "ArrowRight");
  keyOn(el, "ArrowRight");
  assert.equal(el.ownerDocument.activeElement.dataset.card, "12", "the arrows go from card to card");
  assert.deepEqual(stops().slice(2, 6), ["pile-Sam-card-1", "pile-Ada-card-2", "sets-Ada-card-5", "table-card-12"],
    "Tab comes back to the card the reader left");
  model.set("state", { ...model.get("state"), now: 1 });  // a redraw
  assert.equal(el.ownerDocument.activeElement.dataset.card, "12");
  assert.equal(stops()[5], "table-card-12");
  keyOn(el, "ArrowLeft");
  keyOn(el, "Enter");
  assert.deepEqual(model.sent.at(-1).move, { type: "touch", card_id: 11 }, "Enter puts a hand on the focused card");
  el.querySelector("[data-card='6']").focus();
  assert.deepEqual(stops().slice(2, 6), ["pile-Sam-card-1", "pile-Ada-card-2", "sets-Ada-card-6", "table-card-11"], "each group keeps its own");
  cleanup();
});

test("twin it table: a card others take, or a pile's top flipped, the keyboard goes to the card now nearest where it was", () => {
  const table = Array.from({ length: 8 }, (_, i) => face(10 + i, 20 + i));
  const { el, model, cleanup } = mountTable({ table });
  const at = () => el.ownerDocument.activeElement.dataset.focusKey;
  el.querySelector("[data-card='13']").focus();
  model.set("state", tableState({ table: table.filter((card) => card.id !== 12 && card.id !== 13), hands: [],
    sets: { Sam: [], Ada: [{ ...face(5, 90), size: 2 }, { ...face(13, 23), size: 2 }] }, scores: { Sam: 0, Ada: 2 } }));
  assert.equal(at(), "table-card-14", "Ada's pair: the next card after its empty place, not Flip nor Ada's sets");
  el.querySelector("[data-seat='Ada'] .cw-twinit-pile .cw-twinit-card").focus();
  model.set("state", { ...model.get("state"), piles: { ...model.get("state").piles, Ada: { count: 8, top: face(30, 8) } },
    table: [...model.get("state").table, face(2, 7)] });
  assert.equal(at(), "pile-Ada-card-30", "Ada's pile shows its next card: the keyboard on it");
  model.set("state", { ...model.get("state"), piles: { ...model.get("state").piles, Ada: { count: 0, top: null } } });
  assert.ok(el.contains(el.ownerDocument.activeElement) && el.ownerDocument.activeElement !== el, "an empty pile: still in the table");
  cleanup();
});

test("twin it table: a seat's forbidden designs show by its name, as small cards named in the table's language (nothing showed them)", () => {
  const { el } = mountTable({ forbidden: { Sam: [7, 12], Ada: [] }, aside: { Sam: [], Ada: [] } }, { lang: "it" });
  const line = el.querySelector("[data-seat=Sam] .cw-twinit-forbidden");
  assert.equal(line.firstChild.textContent, "Vietati:");
  const list = line.querySelector("[role=list]");
  assert.equal(list.getAttribute("aria-label"), "Vietati:");
  assert.equal(list.querySelectorAll(".cw-card[role=listitem]").length, 2);
  assert.match(list.querySelector(".cw-card").getAttribute("aria-label"), /7/);
  assert.equal(el.querySelector("[data-seat=Ada] .cw-twinit-forbidden"), null, "no line for a seat without any");
  // In a dealt game a seat's line stays once its designs are freed (they were set aside by its pile).
  const freed = mountTable({ forbidden: { Sam: [], Ada: [] }, aside: { Sam: [7, 12, 30], Ada: [] } }, { lang: "es" });
  assert.equal(freed.el.querySelector("[data-seat=Sam] .cw-twinit-forbidden").textContent, "Prohibidos:ya ninguno");
  assert.equal(mountTable().el.querySelector(".cw-twinit-forbidden"), null, "none without the variant");
});

test("twin it table: the turn is said to a screen reader as it moves (a live line, its text changed in place); not at the end, which takes the focus", () => {
  const { el, model } = mountTable({ flippers: ["Ada"], turn: "Ada" }, { lang: "es" });
  const line = () => el.querySelector(".cw-twinit-turn [aria-live]");
  const before = line();
  assert.equal(before?.getAttribute("aria-live"), "polite", "a bot's turn and the reader's were silent");
  assert.equal(before.textContent, "Le toca a Ada dar la vuelta");
  model.set("state", tableState({ table: [face(3, 40), face(4, 41), face(6, 8)] }));
  assert.equal(line(), before, "the same node: a live region redrawn whole is said again, or not at all");
  assert.equal(line().textContent, "Te toca dar la vuelta");
  el.querySelector(".cw-twinit-flip").focus();
  model.set("state", tableState({ over: true, flippers: [], turn: null, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } }));
  assert.equal(el.ownerDocument.activeElement, el.querySelector(".cw-twinit-turn"));
  assert.equal(line(), null, "the end is said once, by the focus");
});

test("twin it table: a game that ends with the keyboard elsewhere keeps the focus there and says the end as live news", () => {
  const { el, model } = mountTable({ flippers: ["Ada"], turn: "Ada" }, { lang: "es" });
  const outside = el.ownerDocument.createElement("button");
  el.ownerDocument.body.append(outside);
  outside.focus();
  model.set("state", tableState({ over: true, flippers: [], turn: null, result: { winners: ["Sam"], scores: { Sam: 5, Ada: 1 },
    reason: { code: "twinit.end.sets", winners: ["Sam"], n: 5 } } }));
  assert.equal(el.ownerDocument.activeElement, outside, "a widget does not take the keyboard from the notebook");
  const line = el.querySelector(".cw-twinit-turn-text");
  assert.equal(line.getAttribute("aria-live"), "polite", "a screen reader with the mouse heard nothing of the end");
  assert.match(line.textContent, /Fin de la partida/);
  outside.remove();
});

test("twin it table: the flip letter when it is not the reader's to flip says why, in the table's language, and again if pressed again", () => {
  const { el, model } = mountTable({ flippers: ["Ada"], turn: "Ada" }, { lang: "es" });
  const key = (k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key("d");
  assert.equal(model.sent.length, 0, "nothing goes to the kernel");
  const said = () => el.querySelector(".cw-twinit-said [role=alert]");
  assert.equal(said().textContent, "No te toca: le toca dar la vuelta a Ada.");
  assert.equal(said().getAttribute("aria-atomic"), "true");
  key("d");
  // (a live region does not read out again text that did not change: a zero-width space alternates)
  assert.equal(said().textContent, "No te toca: le toca dar la vuelta a Ada.\u200B");
  key("d");
  assert.equal(said().textContent, "No te toca: le toca dar la vuelta a Ada.");
  model.set("state", tableState({ flippers: ["Sam"], turn: "Sam" }));
  assert.equal(said().textContent, "", "the turn come back to the reader, the refusal is gone");
  model.setMany({ lang: "en", state: tableState({ over: true, flippers: [], turn: null, result: { reason: { code: "twinit.over.sets", seat: "Ada", n: 5 } } }) });
  key("f");
  assert.equal(said().textContent, "The game is over: there is nothing to flip.");
});

test("twin it coop: at the minute's end New game takes Pause's place and the keyboard goes to the end's line", () => {
  const { el, model, cleanup } = mountCoop();
  const pause = el.querySelector(".cw-twinit-start");
  assert.equal(pause.textContent, "Pause");
  pause.focus();
  model.set("state", { ...model.get("state"), over: true, now: 60, result: { reason: { code: "twinit.end.time", n: 7,
    level: { code: "twinit.level.experts" }, individual: "no", winners: ["Sam"] }, details: { level: "experts" }, winners: ["Sam"] } });
  const end = el.querySelector(".cw-twinit-end");
  assert.equal(el.ownerDocument.activeElement, end, "not the table's first card (the page scrolled to it)");
  assert.equal(end.closest(".cw-twinit-news").getAttribute("aria-live"), null, "said once, as the focus comes");
  const again = el.querySelector(".cw-twinit-controls .cw-twinit-again");
  assert.equal(again?.textContent, "New game", "the bar keeps its row (it lost 16 px, and the cards moved up)");
  assert.ok(again.compareDocumentPosition(end) & 4, "a Shift+Tab back from the end's line");
  again.click();
  assert.equal(model.sent.at(-1).action, "new_game");
  cleanup();
});

test("twin it coop: a minute that ends with the keyboard elsewhere keeps the focus there and says the end as live news", () => {
  const { el, model, cleanup } = mountCoop();
  const outside = el.ownerDocument.createElement("button");
  el.ownerDocument.body.append(outside);
  outside.focus();
  model.set("state", { ...model.get("state"), over: true, now: 60, result: { reason: { code: "twinit.end.time", n: 7,
    level: { code: "twinit.level.experts" }, individual: "no", winners: ["Sam"] }, details: { level: "experts" }, winners: ["Sam"] } });
  const end = el.querySelector(".cw-twinit-end");
  assert.equal(el.ownerDocument.activeElement, outside, "a widget does not take the keyboard from the notebook");
  assert.equal(end.closest(".cw-twinit-news").getAttribute("aria-live"), "polite", "a screen reader with the mouse heard nothing");
  outside.remove();
  cleanup();
});

function teamState(extra = {}) {
  const seats = ["Sam", "Ada", "Bruno", "Chiara"];
  return tableState({ players: seats, teams: [["Sam", "Bruno"], ["Ada", "Chiara"]], mode: "team",
    piles: Object.fromEntries(seats.map((seat, i) => [seat, { count: 9, top: face(10 + i, 60 + i) }])),
    sets: Object.fromEntries(seats.map((seat) => [seat, []])), scores: Object.fromEntries(seats.map((seat) => [seat, 0])),
    ...extra });
}

test("twin it table: in team mode after a claim anyone may restart, and the turn line and every badge say so, in every language", () => {
  const anyone = teamState({ flippers: ["Sam", "Ada", "Bruno", "Chiara"], turn: "Ada" });
  const { el, model } = mountTable(anyone, { lang: "it" });
  const badges = () => [...el.querySelectorAll(".cw-badge-turn")].map((b) =>
    `${b.closest("[data-seat]").dataset.seat}:${b.classList.contains("cw-idle") ? "-" : b.textContent}`);
  const turn = () => el.querySelector(".cw-twinit-turn-text").textContent;
  assert.equal(turn(), "Chiunque può girare per far ripartire il gioco", "not 'Tocca a te girare' (or 'Tocca ad Ada')");
  assert.deepEqual(badges(), ["Sam:puoi girare", "Ada:può girare", "Bruno:può girare", "Chiara:può girare"]);
  assert.equal(el.querySelector(".cw-twinit-flip").disabled, false);
  const said = { en: ["Anyone may flip to restart play", "you may flip", "may flip"],
    fr: ["N'importe qui peut retourner pour relancer le jeu", "vous pouvez", "peut retourner"],
    es: ["Cualquiera puede dar la vuelta para reanudar la partida", "puedes dar la vuelta", "puede dar la vuelta"] };
  for (const [lang, [line, mine, theirs]] of Object.entries(said)) {
    model.setMany({ lang });
    assert.equal(turn(), line, lang);
    assert.deepEqual(badges(), [`Sam:${mine}`, `Ada:${theirs}`, `Bruno:${theirs}`, `Chiara:${theirs}`], lang);
  }
  // Each badge keeps the room of its longer words (its turn's, or anyone's): nothing beside it moves.
  assert.equal(el.querySelector("[data-seat=Ada] .cw-badge-turn").dataset.room, "le toca");
  // The first flip made, one seat's turn again: the line names it.
  model.setMany({ lang: "en", state: teamState({ flippers: ["Bruno"], turn: "Bruno" }) });
  assert.equal(turn(), "Bruno flips next");
  assert.deepEqual(badges(), ["Sam:-", "Ada:-", "Bruno:flips next", "Chiara:-"]);
  assert.equal(el.querySelector("[data-seat=Ada] .cw-badge-turn").dataset.room, "may flip");
});

test("twin it table: when anyone may restart, the flip key of a reader with no cards says so, not 'not your turn'", () => {
  const state = teamState({ flippers: ["Ada", "Bruno", "Chiara"], turn: "Ada" });
  state.piles.Sam = { count: 0, top: null };
  const { el, model } = mountTable(state, { lang: "en" });
  el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "f", bubbles: true }));
  assert.equal(model.sent.length, 0);
  assert.equal(el.querySelector(".cw-twinit-said [role=alert]").textContent, "You have no card left to flip.");
});

test("twin it table: at the end the standings show in the news' room, the most sets first, ties sharing a place; the end's line stays one sentence", () => {
  const standings = { code: "twinit.standings", ranks: [
    { code: "twinit.standing", place: 1, team: 0, seats: ["Ada"], n: 5 },
    { code: "twinit.standing", place: 2, team: 0, seats: ["Sam"], n: 3 },
    { code: "twinit.standing", place: 2, team: 0, seats: ["Bruno"], n: 3 }] };
  const reason = { code: "twinit.end.sets", winners: ["Ada"], n: 5, standings };
  const { el, model } = mountTable({ over: true, flippers: [], turn: null, result: { reason, winners: ["Ada"] } },
    { lang: "it", news: [{ code: "twinit.pair", seats: ["Ada"], n: 1, card: { deck: "twinit", design: 4 }, ids: [1, 2] }] });
  assert.equal(el.querySelector(".cw-twinit-turn").textContent, "Fine della partita: vittoria di Ada con 5 set.");
  const news = el.querySelector(".cw-twinit-news");
  assert.equal(news.firstElementChild.textContent, "Classifica in set: 1° Ada: 5, 2° Sam: 3 e 2° Bruno: 3.");
  assert.match(news.textContent, /Ada vince una coppia/, "the claim that ended it, under them");
  model.setMany({ lang: "fr" });
  assert.equal(news.firstElementChild.textContent.replaceAll("\u00a0", " "), "Classement en séries : 1re Ada : 5, 2e Sam : 3 et 2e Bruno : 3.");
  // Team mode: the teams, each with its players.
  model.setMany({ lang: "es", state: teamState({ over: true, flippers: [], turn: null, result: { winners: ["Ada", "Chiara"], reason: {
    code: "twinit.end.sets", winners: ["Ada", "Chiara"], n: 5, standings: { code: "twinit.standings", ranks: [
      { code: "twinit.standing", place: 1, team: 2, seats: ["Ada", "Chiara"], n: 5 },
      { code: "twinit.standing", place: 2, team: 1, seats: ["Sam", "Bruno"], n: 1 }] } } } }) });
  assert.equal(el.querySelector(".cw-twinit-news").firstElementChild.textContent,
    "Clasificación en conjuntos: 1.º equipo 2 (Ada y Chiara): 5 y 2.º equipo 1 (Sam y Bruno): 1.");
  assert.equal(el.querySelector(".cw-twinit-turn").textContent, "Fin de la partida: victoria de Ada y Chiara con 5 conjuntos.");
});

test("twin it views: each a region named in its language", () => {
  let view = mountTable();
  assertRegion(assert, view.el, view.model, { en: "Twin It! table", es: "Mesa de Twin It!" });
  view = mountCoop();
  assertRegion(assert, view.el, view.model, { en: "Twin It! cooperative minute", es: "Minuto cooperativo de Twin It!" });
  view.cleanup();
});

test("twin it coop: a key pressed as the minute ends does not put its refusal over the end's line (the points and the level)", () => {
  const { el, model, cleanup } = mountCoop({}, { lang: "es" });
  el.querySelector(".cw-twinit-start").focus();
  const over = { over: true, now: 60, result: { reason: { code: "twinit.end.time", n: 44, level: { code: "twinit.level.geniuses" },
    individual: "no", winners: ["Sam"] }, details: { level: "geniuses" } } };
  for (const code of ["error.game_over", "twinit.error.time_up"]) {
    model.setMany({ state: { ...model.get("state"), ...over }, error: "refused", error_message: { code, end: 60 }, error_count: 1 });
    const said = el.querySelector(".cw-twinit-said");
    assert.equal(said.querySelector(".cw-error").textContent, "", code);
    assert.equal(said.querySelector("p").textContent, "Se acabó el tiempo: 44 puntos, nivel: genios.", "first in the one line of room");
    assert.equal(el.ownerDocument.activeElement, said.querySelector(".cw-twinit-end"));
  }
  cleanup();
});
