import { test } from "node:test";
import assert from "node:assert/strict";
import { groupRuns, renderRuns } from "../src/runs.js";
import runScorer from "../src/run_scorer.js";
import nothanksTable from "../src/nothanks_table.js";
import { ANSWER_MS } from "../src/view.js";
import { announced, assertRegion, axeViolations, liveTexts, makeDocument, mountView as mount } from "./dom.js";


test("runs group consecutive numbers and label the card they count", () => {
  assert.deepEqual(groupRuns([16, 13, 15]), [[13], [15, 16]]);
  const doc = makeDocument();
  const row = renderRuns(doc, [3, 7, 8, 10, 14, 15, 16, 25], "en");
  const runs = row.querySelectorAll(".cw-run");
  assert.equal(runs.length, 5);
  assert.deepEqual([...runs].map((r) => r.querySelector(".cw-run-counts").textContent),
    ["counts 3", "counts 7", "counts 10", "counts 14", "counts 25"]);
  assert.equal(runs[3].querySelectorAll(".cw-card").length, 3);
  assert.equal(runs[3].getAttribute("aria-label"), "14, 15, 16: counts 14");
  // On the table, a lone card goes without "counts 25" under it (its aria-label still says it).
  const table = [...renderRuns(doc, [3, 7, 8, 25], "en", { countSingles: false }).querySelectorAll(".cw-run")];
  assert.deepEqual(table.map((r) => r.querySelector(".cw-run-counts")?.textContent ?? null), [null, "counts 7", null]);
  assert.equal(table[2].getAttribute("aria-label"), "25: counts 25");
});

test("runs: a row of runs is a list of them; no card, a named group that says so (a list holds only items)", async () => {
  const doc = makeDocument();
  const none = renderRuns(doc, [], "en", { label: "Sam: cards taken" });
  const some = renderRuns(doc, [7, 8, 25], "en", { label: "Ada: cards taken" });
  doc.body.append(none, some);
  assert.deepEqual([none.getAttribute("role"), none.getAttribute("aria-label"), none.textContent], ["group", "Sam: cards taken", "No cards"]);
  assert.deepEqual([some.getAttribute("role"), some.querySelectorAll("[role=listitem]").length], ["list", 2]);
  assert.deepEqual(await axeViolations(doc.body), []);
});

test("scorer: the strip toggles cards by click and keyboard; the formula shows the sum", () => {
  const { el, model } = mount(runScorer, { cards: [13, 15, 16], chips: 2, runs: [[13], [15, 16]], card_points: 28,
    score: 26, example: "", examples: [{ key: "lisa", label: "Lisa 51", text: "Lisa…" }] });
  assert.equal(el.querySelectorAll(".cw-strip .cw-card").length, 33);
  assert.equal(el.querySelector(".cw-formula").textContent, "13 + 15 − 2 = 26");
  el.querySelector(".cw-strip [data-number='14']").click();
  el.querySelector(".cw-strip [data-number='20']").dispatchEvent(
    new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  el.querySelector("button[data-example='lisa']").click();
  assert.deepEqual(model.sent, [{ action: "toggle", card: 14 }, { action: "toggle", card: 20 }, { action: "load", key: "lisa" }]);
  assert.equal(el.querySelector(".cw-strip [data-number='15']").getAttribute("aria-selected"), "true");
  assert.equal(el.querySelector(".cw-strip [data-number='14']").getAttribute("aria-selected"), "false");
});

test("scorer: the chip buttons' names begin with what they show (−1, +1), in every language, for speech input", async () => {
  const { el, model } = mount(runScorer, { cards: [], chips: 2, runs: [], card_points: 0, score: -2, example: "", examples: [] });
  const chipButtons = () => [...el.querySelectorAll("button")].filter((b) => /^[−+]1$/.test(b.textContent));
  for (const lang of ["en", "it", "fr", "es"]) {
    model.set("lang", lang);
    assert.equal(chipButtons().length, 2);
    for (const button of chipButtons()) assert.ok(button.getAttribute("aria-label").startsWith(`${button.textContent} `), button.getAttribute("aria-label"));
  }
  assert.deepEqual(await axeViolations(chipButtons()[0].parentElement), []);
});

test("scorer: a true minus sign throughout, an empty row is 0, and the caption's place stays", () => {
  const { el, model } = mount(runScorer, { cards: [], chips: 2, runs: [], card_points: 0, score: -2, example: "lisa",
    examples: [{ key: "lisa", label: "Lisa 51", text: "Lisa…" }] });
  assert.equal(el.querySelector(".cw-formula").textContent, "0 − 2 = −2");
  assert.equal(el.querySelector(".cw-example-text").textContent, "Lisa…");
  model.setMany({ chips: 0, score: 0, example: "" });
  assert.equal(el.querySelector(".cw-formula").textContent, "0", "not '0 = 0'");
  assert.equal(el.querySelector(".cw-example-text").textContent, "", "the row is the reader's own: the caption empties, its place stays");
  model.set("lang", "fr");
  assert.equal(el.querySelector(".cw-score-line span").textContent, "Score\u00a0: ");
});

test("scorer: the 33-card strip is one tab stop; arrows move inside it", () => {
  const { el } = mount(runScorer, { cards: [], chips: 0, runs: [], card_points: 0, score: 0, example: "", examples: [] });
  const strip = el.querySelector(".cw-strip");
  assert.equal(strip.getAttribute("role"), "listbox");
  assert.equal(strip.querySelectorAll("[tabindex='0']").length, 1);
  const first = strip.querySelector("[data-number='3']");
  first.focus();
  first.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.equal(el.ownerDocument.activeElement.dataset.number, "4");
  assert.equal(strip.querySelectorAll("[tabindex='0']").length, 1);
});

// What the page shows of a node: its text but the words for a screen reader only.
const shown = (node) => [...node.childNodes].filter((n) => !n.classList?.contains("cw-sr-only")).map((n) => n.textContent).join("");

function tableState(overrides = {}) {
  return {
    name: "Sam", players: 3, min_players: 3, max_players: 7, seed: 1, teacher: false, teacher_switch: true, moves: [], move_count: 0,
    log: [{ code: "table.new_game", names: ["Sam", "Ada", "Bo"], seed: 1 }, { code: "nothanks.pass", seat: "Ada", card: 30, pot: 3 }],
    state: { players: ["Sam", "Ada", "Bo"], card: 27, pot: 3, cards_left: 20, to_move: "Sam",
      taken: { Sam: [5, 6], Ada: [], Bo: [30] }, card_points: { Sam: 5, Ada: 0, Bo: 30 },
      chips: { Sam: 9, Ada: null, Bo: null }, removed: null, legal_actions: [{ type: "take" }, { type: "pass" }], result: null,
      ...overrides },
  };
}

test("table: buttons and the T and N keys send take and pass on the reader's turn", () => {
  const { el, model } = mount(nothanksTable, tableState());
  assert.equal(shown(el.querySelector(".cw-seat[data-seat='Ada'] .cw-nt-chips")), "? chips");
  assert.equal(el.querySelector(".cw-seat[data-seat='Sam'] .cw-nt-chips").textContent, "9 chips");
  assert.deepEqual([...el.querySelectorAll(".cw-run-counts")].map((label) => label.textContent), ["counts 5"],
    "Sam's 5-6 says what it counts; Bo's lone 30 needs no label");
  const answer = () => model.set("state", { ...model.get("state") });  // the kernel's next state
  el.querySelector(".cw-take").click();
  answer();
  el.querySelector(".cw-pass").click();
  answer();
  const key = (k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key("n");
  answer();
  key("T");
  key("x");
  assert.deepEqual(model.sent.map((m) => m.move.type), ["take", "pass", "pass", "take"]);
});

test("table: a double click, N pressed twice, or T after N makes one move until the kernel answers", () => {
  const { el, model } = mount(nothanksTable, tableState());
  const key = (k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  el.querySelector(".cw-pass").click();
  el.querySelector(".cw-pass").click();
  key("n");
  key("t");  // another move, on the table as it was before the first: dropped too (on a slow kernel it took the next card)
  assert.deepEqual(model.sent.map((m) => m.move.type), ["pass"]);
  model.set("state", { ...model.get("state") });  // the kernel's answer: the reader's turn again
  assert.ok(el.querySelector(".cw-pass").hasAttribute("data-autofocus"), "the T dropped was no choice: the focus waits on No thanks");
  key("t");
  assert.deepEqual(model.sent.map((m) => m.move.type), ["pass", "take"]);
});

test("table: while a move waits for its answer the table is only aria-busy, nothing greyed, the focus kept; a refusal ends the wait, and so does ANSWER_MS without one", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, doc } = mount(nothanksTable, tableState());
  const pass = el.querySelector(".cw-pass");
  pass.focus();
  const key = (k) => doc.activeElement.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  const sent = () => model.sent.map((m) => m.move.type);
  key("n");
  assert.equal(el.getAttribute("aria-busy"), "true");
  assert.ok(!pass.disabled && !el.querySelector(".cw-take").disabled, "no buttons greyed for the kernel's 45 ms");
  assert.equal(doc.activeElement, pass);
  key("n");
  assert.deepEqual(sent(), ["pass"]);
  model.setMany({ error: "It is not your turn.", error_count: 1 });  // refused: the reader may try again
  assert.equal(el.hasAttribute("aria-busy"), false);
  key("t");
  assert.deepEqual(sent(), ["pass", "take"]);
  t.mock.timers.tick(ANSWER_MS - 1);
  key("n");
  assert.deepEqual(sent(), ["pass", "take"], "still waiting");
  t.mock.timers.tick(1);  // the answer lost: the table is not locked
  assert.equal(el.hasAttribute("aria-busy"), false);
  key("n");
  assert.deepEqual(sent(), ["pass", "take", "pass"]);
  assert.equal(doc.activeElement, pass);
});

test("table: T and N still work once a button has the focus (Tab, Enter on Take, then T); not in the players' select", () => {
  const { el, model } = mount(nothanksTable, { ...tableState(), lang: "es" });
  const take = el.querySelector(".cw-take");
  take.focus();
  take.click();
  model.set("state", { ...model.get("state") });
  const key = (node, k) => node.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key(el.ownerDocument.activeElement, "t");
  model.set("state", { ...model.get("state") });
  key(el.ownerDocument.activeElement, "N");
  key(el.querySelector("select"), "n");
  assert.deepEqual(model.sent.map((m) => m.move.type), ["take", "take", "pass"]);
});

test("table: each move since the reader's plays back one at a time, and Skip ahead jumps to the end", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  const frame = (to_move, pot, n) => ({ events: [{ code: "chips_n", n }],
    state: { ...tableState().state, to_move, pot, legal_actions: [] } });
  const moves = [frame("Ada", 3, 1), frame("Bo", 4, 2), frame("Sam", 5, 3)];
  el.querySelector(".cw-take").focus();  // the reader has just pressed it
  model.set("state", { ...tableState().state, pot: 5 });
  model.set("log", [...tableState().log, ...moves.map((move) => move.events[0])]);
  model.set("moves", moves);
  model.set("move_count", 1);
  const banner = () => el.querySelector(".cw-nt-move-text")?.textContent;
  const pot = () => el.querySelector(".cw-nt-pot .cw-big").textContent;
  const lastLine = () => [...el.querySelectorAll(".cw-log li")].at(-1).textContent;
  assert.equal(banner(), "1 chip", "the reader's own move first");
  assert.equal(pot(), "3 chips on the card");
  assert.equal(lastLine(), "1 chip", "the log does not tell the moves still to come");
  assert.ok(el.querySelector(".cw-take").disabled, "no move of the reader's while the bots' play back");
  assert.equal(el.ownerDocument.activeElement.className, "cw-prompt", "the focus waits on the status line, not on the table");
  el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "t", bubbles: true }));
  assert.deepEqual(model.sent, []);
  t.mock.timers.tick(1100);
  assert.equal(banner(), "2 chips");
  assert.equal(pot(), "4 chips on the card");
  assert.equal(lastLine(), "2 chips");
  const top = () => el.querySelector(".cw-nt-actions").previousElementSibling?.className;
  assert.equal(top(), "cw-nt-move");
  const bannerItems = el.querySelector(".cw-nt-move").children.length;
  el.querySelector(".cw-skip").click();
  assert.ok(el.querySelector(".cw-skip").disabled && el.querySelector(".cw-skip").classList.contains("cw-idle"),
    "Skip hidden in its place, not gone: the banner keeps its height");
  assert.equal(el.querySelector(".cw-nt-move").children.length, bannerItems);
  assert.equal(banner(), "3 chips", "the last move stays said: the banner does not go, and nothing below it moves");
  assert.equal(top(), "cw-nt-move cw-nt-move-done");
  assert.equal(pot(), "5 chips on the card");
  assert.equal(lastLine(), "3 chips");
  assert.ok(!el.querySelector(".cw-take").disabled);
  cleanup();
});

test("table: a view drawn again for the same table (the app brings the game back) takes up the moves' playback where it was", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  const frame = (to_move, pot, n) => ({ events: [{ code: "chips_n", n }],
    state: { ...tableState().state, to_move, pot, legal_actions: [] } });
  model.set("state", { ...tableState().state, pot: 5 });
  model.set("moves", [frame("Ada", 3, 1), frame("Bo", 4, 2), frame("Sam", 5, 3)]);
  model.set("move_count", 1);
  t.mock.timers.tick(1100);
  const banner = (node) => node.querySelector(".cw-nt-move-text")?.textContent;
  assert.equal(banner(el), "2 chips");
  cleanup();  // the class looks at another game
  const again = el.ownerDocument.createElement("div");
  el.ownerDocument.body.append(again);
  const cleanupAgain = nothanksTable.render({ model, el: again });
  assert.equal(banner(again), "2 chips", "where it was: Bo's move still to show (the view showed the end)");
  assert.ok(again.querySelector(".cw-take").disabled);
  t.mock.timers.tick(1100);
  assert.equal(banner(again), "3 chips");
  assert.ok(!again.querySelector(".cw-take").disabled);
  cleanupAgain();
});

test("table: each bot's move is one announcement (the move's line), and the reader's turn coming back is said", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  const frame = (to_move, pot, n) => ({ events: [{ code: "chips_n", n }], state: { ...tableState().state, to_move, pot, legal_actions: [] } });
  el.querySelector(".cw-take").focus();
  let before = liveTexts(el);
  model.set("state", { ...tableState().state, pot: 5 });
  model.set("moves", [frame("Ada", 3, 1), frame("Bo", 4, 2), frame("Sam", 5, 3)]);
  model.set("move_count", 1);
  const steps = [];
  for (let i = 0; i < 3; i += 1) {
    if (i > 0) t.mock.timers.tick(5000);
    steps.push(announced(el, before));
    before = liveTexts(el);
  }
  assert.equal(el.querySelector(".cw-nt-move-text").textContent, "3 chips");
  assert.deepEqual(steps.slice(0, 2), [["cw-nt-move-text"], ["cw-nt-move-text"]],
    "a screen reader queued the move and 'Waiting for Bo' at every move");
  // The last move brings the reader's turn: the move, then the turn, said (the status line live again).
  assert.deepEqual(steps[2], ["cw-nt-move-text", "cw-prompt"]);
  assert.match(el.querySelector(".cw-prompt").textContent, /27/);
  t.mock.timers.tick(5000);
  assert.deepEqual(announced(el, before), [], "and nothing more");
  cleanup();
});

test("table: the focus stays in the table while the bots' moves play back", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  el.ownerDocument.body.append(el);
  const pass = el.querySelector(".cw-pass");
  pass.focus();
  const frame = { events: [{ code: "chips_n", n: 1 }], state: { ...tableState().state, to_move: "Ada", legal_actions: [] } };
  model.setMany({ moves: [frame, frame], move_count: 1 });
  const active = el.ownerDocument.activeElement;
  assert.ok(active === el || el.contains(active), `the focus went to ${active.tagName}`);
  cleanup();
});

test("table: the focus comes back to the reader's last choice: No thanks after a pass, Take after a take", () => {
  const { el, model, doc } = mount(nothanksTable, tableState());
  doc.body.append(el);
  const turn = (to_move, legal = ["take", "pass"]) => model.set("state",
    { ...tableState().state, to_move, legal_actions: to_move === "Sam" ? legal.map((type) => ({ type })) : [] });
  el.querySelector(".cw-pass").focus();
  el.querySelector(".cw-pass").click();
  turn("Ada");
  assert.equal(doc.activeElement.className, "cw-prompt", "it waits on the status line meanwhile");
  turn("Sam");
  assert.ok(doc.activeElement.classList.contains("cw-pass"), "Space passes again, as it did: it does not take the card");
  doc.activeElement.click();
  turn("Ada");
  turn("Sam", ["take"]);
  assert.ok(doc.activeElement.classList.contains("cw-take"), "out of chips: Take, the only choice");
  doc.activeElement.click();
  turn("Bo");
  turn("Sam");
  assert.ok(doc.activeElement.classList.contains("cw-take"));
  assert.deepEqual(model.sent.map((m) => m.move.type), ["pass", "pass", "take"]);
  assert.equal(el.tabIndex, -1, "the table takes a click's focus without a Tab stop of its own");
});

test("table: a new game starts with the keyboard on Take, whatever the reader last chose", () => {
  const { el, model, doc } = mount(nothanksTable, tableState());
  doc.body.append(el);
  el.querySelector(".cw-pass").click();
  model.set("state", { ...tableState().state, to_move: null, legal_actions: [], card: null,
    result: { winners: ["Ada"], scores: { Sam: 40, Ada: 10, Bo: 30 }, low_wins: true, reason: null } });
  el.querySelector(".cw-controls").requestSubmit();  // over: New game deals at once
  assert.equal(model.sent.at(-1).action, "new_game");
  model.setMany({ state: tableState().state, log: [{ code: "chips_n", n: 1 }] });
  assert.ok(doc.activeElement.classList.contains("cw-take"), "not No thanks, the last game's last choice");
});

test("table: Enter in the seed field deals the new game, as its button does", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mount(nothanksTable, tableState());
  const seed = el.querySelector(".cw-seed-input");
  seed.value = "42";
  seed.form.requestSubmit();  // what Enter in the field does
  assert.deepEqual(model.sent, [], "a game in progress: the first Enter asks");
  assert.equal(el.querySelector(".cw-controls button[type=submit]").textContent, "Press again: this game ends");
  seed.form.requestSubmit();
  assert.deepEqual(model.sent, [{ action: "new_game", players: 3, seed: 42 }]);
});

test("table: a seed the kernel will refuse still goes to it, which says why in the table's language", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mount(nothanksTable, tableState({ result: { winners: ["Sam"], scores: {}, reason: null } }));
  const seed = el.querySelector(".cw-seed-input");
  assert.ok(seed.form.noValidate, "the browser does not stop it with a message of its own, in its own language");
  seed.value = "-3";
  seed.form.requestSubmit();
  assert.deepEqual(model.sent, [{ action: "new_game", players: 3, seed: -3 }]);
});

test("table: the cards left out show as cards once they are known", () => {
  const { el } = mount(nothanksTable, tableState({ removed: [4, 12, 33] }));
  assert.deepEqual([...el.querySelectorAll(".cw-removed .cw-card")].map((c) => c.getAttribute("aria-label")),
    ["card 4", "card 12", "card 33"]);
});

test("table: without chips only taking is offered, and not on someone else's turn", () => {
  const noChips = mount(nothanksTable, tableState({ chips: { Sam: 0, Ada: null, Bo: null }, legal_actions: [{ type: "take" }] }));
  assert.ok(noChips.el.querySelector(".cw-pass").disabled);
  assert.match(noChips.el.querySelector(".cw-prompt").textContent, /must take the 27/);
  const waiting = mount(nothanksTable, tableState({ to_move: "Ada", legal_actions: [] }));
  assert.ok(waiting.el.querySelector(".cw-take").disabled);
  waiting.el.dispatchEvent(new waiting.el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "t", bubbles: true }));
  assert.deepEqual(waiting.model.sent, []);
});

test("table: in Italian the letters are Italian: P for Prendi, N for No grazie (T does nothing)", () => {
  const { el, model } = mount(nothanksTable, { ...tableState(), lang: "it" });
  assert.equal(el.querySelector(".cw-take").textContent, "Prendi (P)");
  assert.equal(el.querySelector(".cw-pass").textContent, "No grazie! (N)");
  const key = (k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key("t");
  assert.deepEqual(model.sent, []);
  key("p");
  assert.deepEqual(model.sent.map((m) => m.move.type), ["take"]);
});

test("table: the end shows every score and the winners; cleanup removes the key handler", () => {
  const { el, model, cleanup } = mount(nothanksTable, tableState({ card: null, to_move: null, legal_actions: [],
    chips: { Sam: 9, Ada: 4, Bo: 1 }, result: { winners: ["Sam"], scores: { Sam: -4, Ada: 30, Bo: 40 }, low_wins: true,
      reason: { code: "nothanks.over.last_card" } } }));
  // The ★ after it is for the eye (CSS, its alternative text empty): a screen reader hears "winner".
  assert.equal(el.querySelector(".cw-winner").textContent, "Score: -4 winner");
  assert.equal(el.querySelector(".cw-winner .cw-sr-only").textContent, " winner");
  assert.equal(el.querySelector(".cw-prompt").textContent, "Winner: Sam — your place: 1st of 3", "who won, and where the reader came");
  assert.equal(el.querySelector(".cw-take"), null, "no Take under the end");
  assert.ok(el.querySelector(".cw-pass").classList.contains("cw-idle"), "nor No thanks, its room kept");
  // Their row holds New game (the form's, at the foot, a screen below on a projector): no empty band
  // under the result; it deals what the form says, at once (the game is over).
  const again = el.querySelector(".cw-nt-actions .cw-nt-again");
  assert.equal(again.textContent, "New game");
  el.querySelector(".cw-seed-input").value = "8";
  again.click();
  assert.deepEqual(model.sent, [{ action: "new_game", players: 3, seed: 8 }]);
  assert.ok(el.querySelector(".cw-nt-card .cw-nt-card-slot"), "nor the seats: the card's room is kept too");
  model.set("state", { ...model.get("state"), result: { ...model.get("state").result, winners: ["Ada", "Bo"],
    scores: { Sam: 50, Ada: 30, Bo: 30 }, low_wins: true } });
  assert.equal(el.querySelector(".cw-prompt").textContent, "Winners: Ada and Bo — your place: 3rd of 3",
    "a shared win in the plural; the two ahead share the first place");
  cleanup();
  assert.equal(model.listenerCount(), 0);
  el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "t", bubbles: true }));
  assert.equal(model.sent.length, 1, "nothing sent after cleanup");
});

test("table: the teacher switch turned off during the bots' playback hides the others' chips at once", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const open = { revealed: true, chips: { Sam: 9, Ada: 7, Bo: 4 }, removed: [4, 12] };
  const { el, model, cleanup } = mount(nothanksTable, { ...tableState(open), teacher: true });
  const frame = (to_move, pot) => ({ events: [{ code: "chips_n", n: pot }], state: { ...tableState(open).state, to_move, pot, legal_actions: [] } });
  model.setMany({ moves: [frame("Ada", 3), frame("Bo", 4), frame("Sam", 5)], move_count: 1 });
  const chips = () => [...el.querySelectorAll(".cw-nt-chips")].map(shown);
  assert.deepEqual(chips(), ["9 chips", "7 chips", "4 chips"], "the teacher sees everyone's chips");
  assert.equal(el.querySelectorAll(".cw-removed .cw-card").length, 2);
  // The kernel answers the switch with its own table; the moves still to play back were saved with everything shown.
  model.setMany({ teacher: false, state: tableState({ pot: 5 }).state });
  assert.ok(el.querySelector(".cw-skip"), "still playing back");
  assert.deepEqual(chips(), ["9 chips", "? chips", "? chips"], "hidden at once");
  assert.equal(el.querySelector(".cw-removed"), null);
  t.mock.timers.tick(1100);
  assert.deepEqual(chips(), ["9 chips", "? chips", "? chips"], "and at the next move");
  model.set("teacher", true);
  assert.deepEqual(chips(), ["9 chips", "7 chips", "4 chips"], "shown again with the switch on");
  cleanup();
});

test("table: a New game the kernel refuses is said under the form, where the keyboard is, not at the table's top", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const over = tableState({ result: { winners: ["Sam"], scores: {}, reason: null } });
  const { el, model } = mount(nothanksTable, { ...over, error_message: {} });
  const seed = el.querySelector(".cw-seed-input");
  seed.value = "-3";
  seed.form.requestSubmit();
  const refused = { code: "error.out_of_range", field: { code: "field.seed" }, low: 0, high: 2147483647, value: -3 };
  model.setMany({ error: "refused", error_message: refused });
  const said = el.querySelector(".cw-controls .cw-form-error");
  assert.equal(said.textContent, "“Game number” must be from 0 to 2147483647, not -3");
  assert.equal(said.getAttribute("role"), "alert");
  assert.equal(el.querySelector(".cw-error:not(.cw-form-error)").textContent, "", "said once, by the form");
  // Another refused move is the table's to say; a dealt game clears the form's line.
  model.setMany({ error: "other", error_message: { code: "error.turn", turn: "Ada", seat: "Sam" } });
  assert.equal(el.querySelector(".cw-form-error").textContent, "");
  assert.notEqual(el.querySelector(".cw-error:not(.cw-form-error)").textContent, "");
});

test("table: an emptied game number is not game 0: the text goes to the kernel, which refuses it", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model } = mount(nothanksTable, tableState({ result: { winners: ["Sam"], scores: {}, reason: null } }));
  const seed = el.querySelector(".cw-seed-input");
  seed.value = "";  // (what a number field holds when letters were typed)
  seed.form.requestSubmit();
  assert.deepEqual(model.sent, [{ action: "new_game", players: 3, seed: "" }]);
});

test("table: the bots' moves play back whatever order the kernel's message sets its traits in (marimo: one by one)", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  const frame = (to_move, pot, n) => ({ events: [{ code: "chips_n", n }],
    state: { ...tableState().state, to_move, pot, legal_actions: [] } });
  const moves = [frame("Ada", 3, 1), frame("Bo", 4, 2), frame("Sam", 5, 3)];
  // The count of answers first, the moves after it (a Python set's order, as marimo sets and tells
  // them): the playback started on the count read the answer before's moves, and stalled.
  model.setInOrder({ move_count: 1, state: { ...tableState().state, pot: 5 },
    log: [...tableState().log, ...moves.map((move) => move.events[0])], moves });
  const banner = () => el.querySelector(".cw-nt-move-text")?.textContent;
  assert.equal(banner(), "1 chip", "the reader's own move first");
  t.mock.timers.tick(1100);
  assert.equal(banner(), "2 chips");
  t.mock.timers.tick(1100);
  assert.equal(banner(), "3 chips");
  assert.ok(!el.querySelector(".cw-take").disabled, "the reader's turn again");
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("table: the game's last take says only the take: the end is said by the table, the cards left out in the card's room", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, tableState());
  const result = { winners: ["Ada"], scores: { Sam: 40, Ada: 12, Bo: 30 }, low_wins: true, reason: { code: "nothanks.over.last_card" } };
  const over = tableState({ card: null, pot: 0, cards_left: 0, to_move: null, legal_actions: [], result, removed: [4, 12, 33],
    chips: { Sam: 9, Ada: 4, Bo: 1 } }).state;
  const end = [{ code: "nothanks.take", seat: "Sam", card: 27, chips: 3 },
    { code: "nothanks.game_over", why: result.reason, winners: ["Ada"], count: 1, score: 12 },
    { code: "nothanks.left_out", cards: [4, 12, 33] }];
  model.setMany({ state: over, log: [...tableState().log, ...end], moves: [{ events: end, state: over }], move_count: 1 });
  t.mock.timers.tick(5000);
  // Said after the take, on a projector the end's two sentences made the banner five lines, and the
  // seats moved 58 px down as the game ended; the log keeps them.
  assert.equal(el.querySelector(".cw-nt-move-text").textContent, "Sam takes the 27 and 3 chips.");
  assert.match([...el.querySelectorAll(".cw-log li")].at(-2).textContent, /^The game ends: the last card was taken\. Winner: Ada/);
  assert.equal(el.querySelector(".cw-prompt").textContent, "Winner: Ada — your place: 3rd of 3");
  assert.equal(el.querySelector(".cw-nt-pot .cw-big").textContent, "Game over");
  // The cards left out, unseen till now, in the card's room (under the pot they made the panel 25 px taller).
  assert.equal(el.querySelectorAll(".cw-nt-card .cw-nt-card-slot.cw-nt-left-out .cw-removed .cw-card").length, 3);
  assert.equal(el.querySelector(".cw-nt-pot .cw-removed"), null);
  // In the teacher's view they were on show beside the pot all game: they stay there.
  model.set("teacher", true);
  assert.equal(el.querySelectorAll(".cw-nt-pot .cw-removed .cw-card").length, 3);
  assert.equal(el.querySelector(".cw-nt-left-out"), null);
  assert.ok(el.querySelector(".cw-nt-card .cw-nt-card-slot"), "the card's room still kept");
  cleanup();
});

test("table: the card on offer and the cards left out are named for a screen reader, in the table's language", () => {
  // A div's aria-label names nothing: Chromium read the card on offer as "32 32 32" (its three numbers).
  const { el } = mount(nothanksTable, { ...tableState({ removed: [4, 12] }), lang: "es" });
  const offer = el.querySelector(".cw-nt-card .cw-card");
  assert.equal(offer.getAttribute("role"), "img");
  assert.equal(offer.getAttribute("aria-label"), "carta 27");
  const out = el.querySelector(".cw-removed [role='list']");
  assert.deepEqual([...out.children].map((c) => [c.getAttribute("role"), c.getAttribute("aria-label")]),
    [["listitem", "carta 4"], ["listitem", "carta 12"]]);
});

test("table: the centre (the card on offer, its chips, the cards left) is a region named in the table's language", () => {
  const { el, model } = mount(nothanksTable, { ...tableState(), lang: "es" });
  const center = () => el.querySelector(".cw-nt-center");
  assert.equal(center().tagName, "SECTION");
  assert.equal(center().getAttribute("aria-label"), "Carta en juego", "a reader going by regions heard a section with no name");
  for (const [lang, name] of [["en", "Card in play"], ["it", "Carta in gioco"], ["fr", "Carte en jeu"]]) {
    model.set("lang", lang);
    assert.equal(center().getAttribute("aria-label"), name);
  }
  model.set("state", { ...tableState().state, card: null, cards_left: 0, result: { winners: ["Ada"], scores: { Sam: 5, Ada: -3, Bo: 30 } } });
  assert.equal(center().getAttribute("aria-label"), "Carte en jeu", "named at the end too");
});

test("table: while the bots' moves play back, only the move's words are live, not Skip", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(nothanksTable, { ...tableState(), lang: "es" });
  const frame = (to_move, pot, n) => ({ events: [{ code: "chips_n", n }], state: { ...tableState().state, to_move, pot, legal_actions: [] } });
  model.set("moves", [frame("Ada", 3, 1), frame("Bo", 4, 2), frame("Sam", 5, 3)]);
  model.set("move_count", 1);
  const skip = el.querySelector(".cw-skip");
  assert.ok(skip && !skip.disabled, "playing back");
  assert.equal(skip.closest("[aria-live]"), null, "a screen reader said 'Saltar' with every move");
  assert.equal(el.querySelector(".cw-nt-move-text").closest("[aria-live]")?.getAttribute("aria-live"), "polite");
  cleanup();
});

test("table: in Spanish the reader's seat says 'te toca' (not 'le toca' beside 'tú'), and others' hidden chips are said as hidden", () => {
  const { el } = mount(nothanksTable, { ...tableState(), lang: "es" });
  assert.equal(el.querySelector(".cw-seat[data-seat='Sam'] .cw-badge:not(.cw-badge-you)").textContent, "te toca");
  const ada = el.querySelector(".cw-seat[data-seat='Ada'] .cw-nt-chips");
  assert.equal(shown(ada), "? fichas", "the page shows the sign");
  // A screen reader does not say "?": it heard "fichas"; the sign is hidden from it, the words said.
  assert.equal(ada.querySelector("[aria-hidden='true']").textContent, "? fichas");
  assert.equal(ada.querySelector(".cw-sr-only").textContent, "fichas ocultas");
});

test("no thanks views: each a region named in its language", () => {
  let view = mount(nothanksTable, tableState());
  assertRegion(assert, view.el, view.model, { en: "No Thanks! table", es: "Mesa de No Thanks!" });
  view = mount(runScorer, { cards: [13], chips: 2, runs: [[13]], card_points: 13, score: 11, example: "", examples: [] });
  assertRegion(assert, view.el, view.model, { en: "Run scorer", es: "Puntuación de escaleras" });
});
