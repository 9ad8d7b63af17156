import { test } from "node:test";
import assert from "node:assert/strict";
import meldExplorer from "../src/meld_explorer.js";
import showdownExplorer from "../src/showdown_explorer.js";
import ginTable from "../src/gin_table.js";
import { ASK_MS, MOVE_MS, moveMs } from "../src/view.js";
import { announced, assertRegion, axeViolations, countDraws, liveTexts, mountView as mount, seen as visibleText } from "./dom.js";

const card = (text) => ({ deck: "french", rank: text.slice(0, -1), suit: text.slice(-1) });
const cards = (text) => text.split(" ").map(card);
const key = (el, k) => el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));

function meldState(overrides = {}) {
  return {
    cards: cards("AS 3S 4S 5S AH 4H 5H 2C 3C 4C 5C"),
    arrangements: [{ melds: [cards("3S 4S 5S"), cards("2C 3C 4C 5C")], deadwood: cards("AS AH 4H 5H"), points: 11 }],
    greedy: { melds: [cards("4S 4H 4C"), cards("5S 5H 5C")], deadwood: cards("AS 3S AH 2C 3C"), points: 10 },
    discards: [{ card: card("5H"), deadwood: 6, best: true, greedy: false }, { card: card("3C"), deadwood: 7, best: false, greedy: true }],
    show_all: false, example: "greedy_fails", examples: ["source_gin", "greedy_fails"], ...overrides,
  };
}

test("meld explorer: the picker toggles cards by click and keyboard, one tab stop with arrows", () => {
  const { el, model, doc } = mount(meldExplorer, meldState());
  const picks = el.querySelectorAll(".cw-gin-pick");
  assert.equal(picks.length, 52);
  assert.equal([...picks].filter((p) => p.tabIndex === 0).length, 1);
  assert.equal(el.querySelector(".cw-gin-pick[data-index='0']").getAttribute("aria-pressed"), "true");
  assert.equal(el.querySelector(".cw-gin-pick[data-index='0']").getAttribute("aria-label"), "ace of spades");
  picks[0].focus();
  key(picks[0], "ArrowDown");
  assert.equal(doc.activeElement.dataset.index, "13");
  doc.activeElement.click();
  assert.deepEqual(model.sent, [{ action: "toggle", card: 13 }]);
  model.set("cards", meldState().cards.slice(1));
  assert.equal(doc.activeElement.dataset.index, "13", "the focus stays on the card picked");
  model.set("lang", "fr");
  assert.deepEqual([...el.querySelectorAll(".cw-gin-pick")].slice(10, 13).map((p) => visibleText(p)), ["V♠", "D♠", "R♠"]);
});

test("meld explorer: axe finds nothing wrong in roles and names; the picker is a group of buttons, its rows plain (a row belongs in a grid)", async () => {
  const { el } = mount(meldExplorer, meldState());
  assert.equal(el.querySelectorAll(".cw-gin-picker [role=row]").length, 0);
  // Label in name: a button shows the card's index "K♠" and is named "king of spades", as one says
  // it aloud; a card's index is its picture, not a word to say (Chromium's axe does not flag it).
  assert.deepEqual(await axeViolations(el, ["label-content-name-mismatch"]), []);
});

test("meld explorer: best and greedy side by side, the discards with the best one first", () => {
  const { el, model } = mount(meldExplorer, meldState());
  assert.equal(visibleText(el.querySelector(".cw-gin-best .cw-gin-points")), "Deadwood: 11 points");
  assert.equal(visibleText(el.querySelector(".cw-gin-greedy .cw-gin-points")), "Deadwood: 10 points");
  assert.equal(visibleText(el.querySelector(".cw-gin-verdict")), "The shortcut leaves 7; the search finds 6.");
  const rows = el.querySelectorAll(".cw-gin-discard");
  assert.equal(rows[0].dataset.card, "5H");
  assert.match(visibleText(rows[0]), /→ 6best/);
  assert.equal(el.querySelectorAll(".cw-gin-best .cw-gin-meld").length, 2);
  assert.equal(visibleText(el.querySelector(".cw-gin-best .cw-muted")), "after discarding the 5♥");
  assert.equal(visibleText(el.querySelector(".cw-gin-greedy .cw-muted")), "after discarding the 3♣");
  el.querySelector("button[data-example='source_gin']").click();
  assert.deepEqual(model.sent, [{ action: "load", key: "source_gin" }]);
  model.set("lang", "it");
  assert.equal(visibleText(el.querySelector(".cw-gin-best .cw-gin-points")), "Carte scombinate: 11 punti");
});

test("meld explorer: several best arrangements behind a switch", () => {
  const two = [{ melds: [cards("5S 6S 7S")], deadwood: [], points: 0 }, { melds: [cards("5S 5H 5C")], deadwood: [], points: 0 }];
  const { el, model } = mount(meldExplorer, meldState({ arrangements: two, discards: [] }));
  assert.equal(el.querySelectorAll(".cw-gin-best .cw-gin-arrangement").length, 1);
  el.querySelector(".cw-gin-best input[type='checkbox']").click();
  assert.deepEqual(model.sent, [{ action: "show_all", on: true }]);
  model.set("show_all", true);
  assert.equal(el.querySelectorAll(".cw-gin-best .cw-gin-arrangement").length, 2);
});

const scoreLine = { code: "ginrummy.show.score", seat: { code: "ginrummy.role.defender" }, points: 2, reason: "undercut",
  bonus: 0, knocker_deadwood: 3, defender_deadwood: 1 };

function showdownState(overrides = {}) {
  return {
    knocker: "5H 6H 7H 8S 8D 8C KS KH KD 3C", defender: "4H 8H 9H QS QD QC 2D 3D 4D AS",
    undercut_bonus: 0, gin_bonus: 25, knock_limit: 10, step: 0, steps: 3, example: "layoffs_undercut",
    examples: ["source_35", "layoffs_undercut"], options: { undercut_bonus: [0, 10, 25], gin_bonus: [0, 25], knock_limit: [10] },
    outcome: {
      knocker_melds: [cards("5H 6H 7H"), cards("8S 8D 8C")], knocker_deadwood_cards: cards("3C"), knocker_deadwood: 3,
      layoff_steps: [{ card: card("4H"), meld: 0 }, { card: card("8H"), meld: 1 }],
      defender_melds: [cards("QS QD QC")], defender_deadwood_cards: cards("AS"), defender_deadwood: 1,
      defender_cards: cards("4H 8H QS QD QC AS"), knocker_cards: cards("5H 6H 7H 8S 8D 8C 3C"), winner_role: "defender", points: 2,
      lines: [{ code: "ginrummy.show.melds", seat: { code: "ginrummy.role.knocker" }, melds: [{ meld: cards("5H 6H 7H") }], n_melds: 1, cards: [card("3C")], points: 3 },
        { code: "ginrummy.show.layoff", seat: { code: "ginrummy.role.defender" }, card: card("4H"), meld: { meld: cards("5H 6H 7H") } },
        { code: "ginrummy.show.layoff", seat: { code: "ginrummy.role.defender" }, card: card("8H"), meld: { meld: cards("8S 8D 8C") } },
        { code: "ginrummy.show.melds", seat: { code: "ginrummy.role.defender" }, melds: [{ meld: cards("QS QD QC") }], n_melds: 1, cards: [card("AS")], points: 1 },
        scoreLine],
    },
    ...overrides,
  };
}

test("showdown explorer: one layoff per step, the score only at the end", () => {
  const { el, model } = mount(showdownExplorer, showdownState());
  assert.equal(el.querySelectorAll(".cw-gin-lines li").length, 1);
  assert.equal(visibleText(el.querySelector(".cw-gin-score-line")), "…");
  assert.equal(el.querySelectorAll(".cw-gin-added").length, 0);
  assert.ok(!el.querySelector(".cw-next-step").disabled, "Next step works right after loading");
  el.querySelector(".cw-next-step").click();
  assert.deepEqual(model.sent, [{ action: "step", to: "next" }]);
  model.set("step", 1);
  assert.equal(el.querySelectorAll(".cw-gin-lines li").length, 2);
  assert.deepEqual([...el.querySelectorAll(".cw-gin-added")].map((n) => n.dataset.card), ["4H"]);
  assert.ok(!el.querySelector(".cw-gin-defender [data-card='4H']"), "a card laid off leaves the defender's hand");
  assert.equal(visibleText(el.querySelector(".cw-gin-defender .cw-gin-group-title")), "Still to lay out");
  model.set("step", 3);
  assert.equal(visibleText(el.querySelector(".cw-gin-score-line")), "The defender scores 2 points: undercut, 3 − 1.");
  assert.equal(el.querySelector(".cw-buttons:has(.cw-next-step)").nextElementSibling, el.querySelector(".cw-gin-score-line"),
    "the score under the step buttons, in view with them: at the foot it was told a screen below on a projector");
  assert.ok(![...el.querySelectorAll(".cw-gin-lines li")].some((li) => visibleText(li).includes("scores 2 points")),
    "the score is said once, in its own line, not again at the foot of the list");
  assert.ok(el.querySelector(".cw-next-step").disabled);
  model.set("lang", "es");
  assert.equal(visibleText(el.querySelector(".cw-gin-score-line")), "El rival gana 2 puntos: corte, 3 − 1.");
  model.set("lang", "fr");
  assert.match(visibleText(el.querySelector(".cw-gin-lines")), /combinaisons D♠-D♦-D♣\W+cartes isolées A♠\W+1/,
    "a meld's cards named as French decks print them");
  const doc = el.ownerDocument;
  el.querySelector(".cw-from-top").focus();  // the reader presses From the top, which it disables
  model.set("step", 0);
  assert.equal(doc.activeElement, el.querySelector(".cw-next-step"), "the keyboard goes on to Next step, not to the box");
});

test("showdown explorer: hands and rule options go to the kernel", () => {
  const { el, model } = mount(showdownExplorer, showdownState());
  el.querySelector(".cw-gin-knocker-input").value = "AS 2S";
  model.set("lang", "it");
  model.set("lang", "en");
  el.querySelector(".cw-gin-hands").dispatchEvent(new el.ownerDocument.defaultView.Event("submit", { cancelable: true }));
  const select = el.querySelector(".cw-gin-option-undercut_bonus");
  select.value = "25";
  select.dispatchEvent(new el.ownerDocument.defaultView.Event("change"));
  assert.deepEqual(model.sent, [{ action: "hands", knocker: "AS 2S", defender: showdownState().defender },
    { action: "option", name: "undercut_bonus", value: 25 }]);
});

test("showdown explorer: a French class reads the hands with the cards' letters, and types them so", () => {
  const { el, model } = mount(showdownExplorer, showdownState({ knocker: "8♠ K♠ 5♥ 6♥ 7♥ K♥ 8♦ K♦ 3♣ 10♣", defender: "A♠ Q♠ J♥ 8♥" }));
  model.set("lang", "fr");
  assert.equal(el.querySelector(".cw-gin-knocker-input").value, "8♠ R♠ 5♥ 6♥ 7♥ R♥ 8♦ R♦ 3♣ 10♣", "as the cards below it: R♠, not K♠");
  assert.equal(el.querySelector(".cw-gin-defender-input").value, "A♠ D♠ V♥ 8♥");
  el.querySelector(".cw-gin-knocker-input").value = "R♠ D♥ V♦ 10♣ dd QS 9♣";
  el.querySelector(".cw-gin-hands").dispatchEvent(new el.ownerDocument.defaultView.Event("submit", { cancelable: true }));
  assert.deepEqual(model.sent, [{ action: "hands", knocker: "K♠ Q♥ J♦ 10♣ Qd QS 9♣", defender: "A♠ Q♠ J♥ 8♥" }],
    "the kernel reads English letters: R♠ D♥ V♦ came back as unreadable");
  model.set("lang", "es");
  assert.equal(el.querySelector(".cw-gin-defender-input").value, "A♠ Q♠ J♥ 8♥", "Spanish cards say J, Q, K");
});

function tableState(overrides = {}, moves = []) {
  return {
    name: "Sam", seed: 1, bots: "greedy", target: 100, targets: [1, 50, 100, 200], timer: false, teacher: false, teacher_switch: true, log: [], moves,
    state: {
      players: ["Sam", "Ada"], viewer: "Sam", phase: "discard", turn: "Sam", hand_number: 2, dead_hands: 0,
      legal_actions: [{ type: "discard", card: card("KD") }, { type: "knock", card: card("KD") }, { type: "discard", card: card("9C") }],
      hands: { Sam: cards("2S 3S 4S 7H 7D 7C 9S 9H KD 9C 4C"), Ada: null }, hand_sizes: { Sam: 11, Ada: 10 },
      deadwood: { Sam: 8, Ada: null }, discard_pile: cards("QH"), stock_size: 20, taken_from_pile: card("9C"), drawn: card("9C"),
      totals: { Sam: 12, Ada: 30 }, target: 100, showdown: null, result: null, move_seconds: null,
      arrangement: { melds: [cards("2S 3S 4S"), cards("7H 7D 7C"), cards("9S 9H 9C")], deadwood: cards("KD 4C"), points: 14 },
      after_discard: [14, 14, 14, 14, 14, 14, 14, 14, 4, 14, 14],
      ...overrides,
    },
  };
}

test("table: New game sends the bot, target, timer and seed the reader chose, after any number of draws", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mount(ginTable, tableState());
  el.querySelector(".cw-seed-input").value = "9";
  el.querySelector(".cw-gin-bots-select").value = "random";
  el.querySelector(".cw-gin-target-select").value = "50";
  el.querySelector("[data-focus-key='timer']").checked = true;
  model.set("log", [{ code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }]);
  el.querySelector(".cw-gin-new").click();
  el.querySelector(".cw-gin-new").click();  // (the first press asks: a match is in progress)
  assert.deepEqual(model.sent, [{ action: "new_game", seed: 9, bots: "random", target: 50, timer: true }]);
  el.querySelector(".cw-seed-input").form.requestSubmit();  // Enter in the seed field
  el.querySelector(".cw-seed-input").form.requestSubmit();
  assert.equal(model.sent.length, 2);
});

test("table: New game during a match asks first; once dealt, the keyboard goes to the new game's first move", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, doc } = mount(ginTable, tableState());
  const button = el.querySelector(".cw-gin-new");
  button.focus();
  button.click();
  assert.deepEqual(model.sent, [], "one press (or a stray Enter) does not end the match");
  assert.equal(visibleText(button), "Press again: this game ends");
  assert.equal(doc.activeElement, button);
  model.set("lang", "it");
  assert.equal(visibleText(button), "Premi di nuovo: questa partita finisce", "asked, in the table's language");
  model.set("lang", "en");
  model.set("log", [{ code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }]);
  assert.equal(visibleText(button), "Press again: this game ends", "a redraw keeps the question");
  t.mock.timers.tick(ASK_MS);
  assert.equal(visibleText(button), "New game", "unanswered, the question goes");
  button.click();
  button.click();
  assert.equal(model.sent.length, 1);
  t.mock.timers.tick(ASK_MS - 1000);
  button.click();  // asked again (the kernel has not answered yet)
  t.mock.timers.tick(1000);
  assert.equal(visibleText(button), "Press again: this game ends", "the answered question's timer leaves the new one");
  t.mock.timers.tick(ASK_MS);
  assert.equal(visibleText(button), "New game");
  model.set("error_message", { code: "error.whole_number", field: "seed", value: "'x'" });  // refused
  assert.equal(doc.activeElement, button, "a refused new game leaves the keyboard in the form");
  button.click();
  button.click();
  assert.equal(model.sent.length, 2);
  const dealt = { ...tableState().state, phase: "upcard", hand_number: 1, taken_from_pile: null, drawn: null,
    legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }] };
  model.setMany({ state: dealt, log: [{ code: "ginrummy.new_match", names: ["Sam", "Ada"], seed: 1, target: 100 }] });
  assert.ok(doc.activeElement.classList.contains("cw-gin-act-take"), "the new deal's first move has the keyboard, in view");
  assert.equal(visibleText(el.querySelector(".cw-gin-new")), "New game");
  model.set("state", { ...dealt, result: { winners: ["Ada"], reason: { code: "ginrummy.end.target", winners: ["Ada"] } } });
  el.querySelector(".cw-gin-new").click();
  assert.equal(model.sent.length, 3, "a match over deals at once");
});

test("table: the hand in its best melds, the pile's card marked and not discardable, Knock only when legal", () => {
  const { el, model, doc } = mount(ginTable, tableState());
  // refused: disabled, or greyed and saying why when pressed
  const refused = (key) => { const b = el.querySelector(`.cw-gin-act-${key}`); return b.disabled || b.getAttribute("aria-disabled") === "true"; };
  const hand = [...el.querySelectorAll(".cw-gin-hand .cw-card")].map((n) => n.dataset.card);
  assert.deepEqual(hand, ["2S", "3S", "4S", "7H", "7D", "7C", "9S", "9H", "9C", "KD", "4C"]);
  assert.equal(visibleText(el.querySelector(".cw-gin-my-deadwood")), "Deadwood: 14 points");
  assert.ok(el.querySelector(".cw-gin-hand [data-card='9C']").classList.contains("cw-disabled"));
  assert.ok(refused("discard") && refused("knock"));
  el.querySelector(".cw-gin-hand [data-card='KD']").focus();
  el.querySelector(".cw-gin-hand [data-card='KD']").click();
  assert.equal(visibleText(el.querySelector(".cw-prompt")), "Discarding the K♦ leaves 4 points of deadwood.");
  assert.equal(doc.activeElement.dataset.card, "KD", "the focus stays on the card picked");
  assert.ok(!refused("knock") && refused("gin"));
  el.querySelector(".cw-gin-act-knock").focus();
  el.querySelector(".cw-gin-act-knock").click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "knock", card: card("KD") } }]);
  assert.equal(doc.activeElement.dataset.focusKey, "act-knock", "the focus stays on Knock");
  el.querySelector(".cw-gin-hand [data-card='4C']").click();
  assert.ok(refused("knock"), "no knock with the 4♣: the kernel lists none");
});

test("table: the reader's hand is a single-selection listbox (one card to discard), still picked by arrows and Space", () => {
  const { el, doc } = mount(ginTable, tableState());
  const hand = el.querySelector(".cw-gin-hand");
  assert.equal(hand.getAttribute("role"), "listbox");
  assert.notEqual(hand.getAttribute("aria-multiselectable"), "true", "a screen reader said multi-select: only one card is discarded");
  const first = hand.querySelector("[tabindex='0']");
  first.focus();
  key(first, "End");
  assert.equal(doc.activeElement.dataset.card, "4C");
  key(doc.activeElement, " ");
  const selected = [...el.querySelectorAll(".cw-gin-hand [role=option]")].filter((o) => o.getAttribute("aria-selected") === "true");
  assert.deepEqual(selected.map((o) => o.dataset.card), ["4C"]);
  el.querySelector(".cw-gin-hand [data-card='KD']").click();
  assert.deepEqual([...el.querySelectorAll(".cw-gin-hand [aria-selected='true']")].map((o) => o.dataset.card), ["KD"], "a new pick replaces the last");
});

test("table: the bot's moves play back one by one, and Skip shows them all", async () => {
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }, { code: "ginrummy.discard", seat: "Ada", card: card("QS") }];
  const { el, model, cleanup } = mount(ginTable, { ...tableState({ phase: "draw", legal_actions: [{ type: "draw", source: "stock" },
    { type: "draw", source: "discard" }], taken_from_pile: null, drawn: null }, moves), log: moves });
  const logged = () => el.querySelectorAll(".cw-log li").length;
  assert.equal(shownMoves(el), 1);
  assert.equal(logged(), 1, "the log tells no more than the moves shown");
  assert.ok(el.querySelector(".cw-gin-actions .cw-button:not(:disabled)") === null, "no button to press while the bot's moves play back");
  assert.deepEqual([...el.querySelectorAll(".cw-gin-actions .cw-button")].map((b) => b.dataset.key), ["s", "t"],
    "the reader's next buttons wait in their place, disabled: the hand below does not move");
  await new Promise((resolve) => setTimeout(resolve, MOVE_MS + 50));
  assert.equal(shownMoves(el), 2);
  assert.equal(visibleText(el.querySelectorAll(".cw-gin-move")[1]), "Ada draws from the stock (19 cards left).");
  assert.equal(logged(), 2);
  assert.ok(el.querySelector(".cw-gin-actions .cw-button:not(:disabled)") === null, "still playing back");
  el.querySelector(".cw-gin-skip").click();
  assert.equal(shownMoves(el), 3);
  assert.equal(logged(), 3);
  el.querySelector(".cw-gin-actions .cw-button-primary").click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "draw", source: "stock" } }]);
  model.set("lang", "fr");
  assert.equal(visibleText(el.querySelectorAll(".cw-gin-move")[2]), "Ada défausse D♠.");
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("table: a knock opens the showdown step by step, from its title, then the next hand", async () => {
  const showdown = { ...showdownState().outcome, hand: 1, knocker: "Ada", defender: "Sam", card: card("9C"), gin: false };
  const { el, model } = mount(ginTable, tableState({ showdown, phase: "upcard", hand_number: 2,
    legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }], taken_from_pile: null, drawn: null }));
  const win = el.ownerDocument.defaultView;
  const scrolled = [];
  win.Element.prototype.scrollIntoView = function scrollIntoView(options) { scrolled.push([this.className, options.block]); };
  const frame = () => new Promise((done) => win.requestAnimationFrame(done));
  await frame();
  assert.deepEqual(scrolled, [["cw-gin-showdown cw-reveal", "start"]], "its title comes into view as it opens");
  assert.deepEqual([...el.querySelector(".cw-gin-showdown").children].map((child) => child.className),
    ["cw-section-title", "cw-gin-knock-news", "cw-buttons", "cw-score-line cw-gin-score", "cw-gin-showdown-view"],
    "the knock's sentence, the buttons and the score's place under the title, in view with it, whatever its height");
  assert.equal(visibleText(el.querySelector(".cw-gin-score")), "…", "the score only at the end");
  assert.equal(visibleText(el.querySelector(".cw-gin-knock-news")), "Ada knocks, discarding the 9♣ face down.",
    "the knock told again over its showdown: the moves' box that told it has scrolled out of view");
  model.set("lang", "es");
  assert.equal(visibleText(el.querySelector(".cw-gin-knock-news")), "Ada cierra y descarta 9♣ boca abajo.");
  model.set("lang", "en");
  assert.equal(visibleText(el.querySelector(".cw-gin-showdown .cw-gin-knocker .cw-section-title")), "Ada");
  assert.ok(el.querySelector(".cw-next-hand").disabled);
  el.querySelector(".cw-gin-showdown .cw-next-step").click();
  assert.equal(el.querySelectorAll(".cw-gin-showdown .cw-gin-lines li").length, 2);
  await frame();
  assert.equal(scrolled.length, 1, "not again at each step");
  el.querySelector(".cw-gin-showdown .cw-show-end").click();
  assert.match(visibleText(el.querySelector(".cw-gin-score")), /scores 2 points/);
  assert.equal(el.querySelector(".cw-gin-showdown > .cw-gin-score"), el.querySelector(".cw-gin-score"),
    "the score under the buttons, in view with Next hand (the focus), not a screen below at the foot of the lines");
  assert.ok(![...el.querySelectorAll(".cw-gin-lines li")].some((li) => /scores/.test(visibleText(li))), "said once");
  el.querySelector(".cw-next-hand").click();
  assert.equal(el.querySelector(".cw-gin-showdown"), null);
  assert.equal(visibleText(el.querySelector(".cw-gin-act-take")), "Take the upcard (T)");
  await frame();
  assert.deepEqual(scrolled.at(-1), ["cw-table-head cw-gin-head", "start"],
    "the next hand's table comes into view from its head: the page stayed where the showdown's buttons were, "
    + "and the upcard and the bot's first moves played on out of view above");
});

test("table: the move timer counts down on the page and tells the kernel at zero", async () => {
  const { el, model, cleanup } = mount(ginTable, tableState({ move_seconds: 1 }));
  assert.match(visibleText(el.querySelector(".cw-gin-timer")), /1 second left/);
  await new Promise((resolve) => setTimeout(resolve, 1400));
  assert.deepEqual(model.sent, [{ action: "time_out" }]);
  cleanup();
});

test("table: the move timer keeps its room, hidden, while the bot plays (the hand below jumped every turn)", () => {
  const { el, model, cleanup } = mount(ginTable, tableState({ move_seconds: 30 }));
  const timer = () => el.querySelector(".cw-gin-timer");
  assert.ok(!timer().classList.contains("cw-idle"));
  assert.equal(timer().getAttribute("role"), "timer");
  model.set("state", { ...model.get("state"), turn: "Ada", phase: "draw" });
  assert.ok(timer()?.classList.contains("cw-idle"), "still there, out of sight");
  assert.equal(timer().getAttribute("aria-hidden"), "true");
  assert.equal(timer().getAttribute("role"), null, "no timer said while none runs");
  assert.equal(timer().textContent, "30 seconds left", "the room of the words it will show");
  model.set("state", { ...model.get("state"), turn: "Sam", phase: "discard" });
  assert.ok(!timer().classList.contains("cw-idle"));
  assert.equal(timer().textContent, "30 seconds left");
  cleanup();
});

test("table: the match targets offered are the kernel's (its rules'), not the page's", () => {
  const { el, cleanup } = mount(ginTable, { ...tableState(), targets: [1, 100] });
  assert.deepEqual([...el.querySelectorAll(".cw-gin-target-select option")].map((o) => o.value), ["1", "100"]);
  cleanup();
});

test("table: a letter per action button, only when the button is enabled", () => {
  const { el, model } = mount(ginTable, tableState({ phase: "draw", taken_from_pile: null, drawn: null,
    legal_actions: [{ type: "draw", source: "stock" }] }));
  const key = (k) => el.querySelector(".cw-gin-hand").dispatchEvent(
    new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  key("t");  // the discard pile may not be taken here
  key("S");
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "draw", source: "stock" } }]);
  assert.equal(visibleText(el.querySelector(".cw-gin-act-stock")), "Draw from the stock (S)");
});

test("table: S pressed twice, or S then T, draws once until the kernel answers", () => {
  const { el, model } = mount(ginTable, tableState({ phase: "draw", taken_from_pile: null, drawn: null,
    legal_actions: [{ type: "draw", source: "stock" }, { type: "draw", source: "discard" }] }));
  const doc = el.ownerDocument;
  key(el, "s");
  key(el, "s");
  key(el, "t");
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "draw", source: "stock" } }]);
  assert.equal(doc.activeElement, el.querySelector(".cw-gin-act-stock"), "the T dropped leaves the focus on the move that went");
  model.set("state", { ...model.get("state") });  // the kernel's answer
  key(el, "t");
  assert.deepEqual(model.sent.map((m) => m.move.source), ["stock", "discard"]);
});

test("table: a wrong try says why in the status line, sends nothing and keeps the focus: the card taken from the pile, Knock over the limit", () => {
  const { el, model, doc } = mount(ginTable, { ...tableState({ knock_limit: 10 }), lang: "es" });
  const key = (k) => doc.activeElement.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  const prompt = () => el.querySelector(".cw-prompt");
  // The 9♣ just taken from the pile, picked with Space: it was greyed out and nothing was said.
  const taken = el.querySelector(".cw-gin-hand [data-card='9C']");
  taken.focus();
  key(" ");
  assert.equal(visibleText(prompt()), "Tomaste 9♣ del descarte en este turno: guárdala y descarta otra carta.");
  assert.ok(prompt().classList.contains("cw-refusal"));
  assert.equal(doc.activeElement.dataset.card, "9C", "the focus stays on the card");
  // Knock's letter with no card picked, then with the 4♣ (14 points left: over the limit of 10).
  key("c");
  assert.equal(visibleText(prompt()), "Elige primero la carta que descartas y luego Cerrar.");
  el.querySelector(".cw-gin-hand [data-card='4C']").focus();
  key("Enter");
  assert.equal(visibleText(prompt()), "Descartar 4♣ deja 14 puntos de cartas sueltas.", "a pick clears the refusal");
  assert.ok(!prompt().classList.contains("cw-refusal"));
  key("c");
  assert.equal(visibleText(prompt()), "No puedes cerrar: descartar 4♣ deja 14 puntos de cartas sueltas; el límite es 10.");
  key("g");
  assert.equal(visibleText(prompt()), "No es gin: descartar 4♣ deja 14 puntos de cartas sueltas; el gin no deja ninguna.");
  assert.equal(doc.activeElement.dataset.card, "4C", "the focus stays on the card picked");
  assert.deepEqual(model.sent, [], "nothing goes to the kernel");
  // The reader's turn over (the bot to play), the refusal is gone.
  model.set("state", tableState({ turn: "Ada", phase: "draw", legal_actions: [], taken_from_pile: null, drawn: null }).state);
  assert.ok(!el.querySelector(".cw-refusal"));
});

test("table: a click on Knock or Discard refused for a reason says it; the button is greyed but stays a button", () => {
  const { el, model, doc } = mount(ginTable, { ...tableState({ knock_limit: 10 }), lang: "fr" });
  const prompt = () => el.querySelector(".cw-prompt");
  const knock = () => el.querySelector(".cw-gin-act-knock");
  assert.equal(knock().getAttribute("aria-disabled"), "true");
  assert.ok(!knock().disabled, "a click reaches it");
  knock().click();
  assert.ok(prompt().classList.contains("cw-refusal"));
  assert.match(visibleText(prompt()), /^Choisissez d'abord la carte à défausser/);
  el.querySelector(".cw-gin-hand [data-card='4C']").click();
  knock().focus();
  knock().click();
  assert.match(visibleText(prompt()), /4♣.*14.*10/);
  assert.equal(doc.activeElement, knock(), "the focus stays on the button");
  assert.deepEqual(model.sent, [], "nothing goes to the kernel");
  // Discard, with a card picked, is a plain button that sends.
  assert.equal(el.querySelector(".cw-gin-act-discard").getAttribute("aria-disabled"), null);
  el.querySelector(".cw-gin-act-discard").click();
  assert.equal(model.sent.length, 1);
});

test("table: after a draw from the stock, the keyboard lands on the card drawn; from the pile, on the first it may discard", () => {
  const stock = mount(ginTable, tableState({ taken_from_pile: null, drawn: card("KD") }));
  assert.equal(stock.el.querySelector(".cw-gin-hand [tabindex='0']").dataset.card, "KD");
  assert.ok(stock.el.querySelector(".cw-gin-hand [tabindex='0']").hasAttribute("data-autofocus"));
  const pile = mount(ginTable, tableState());  // the 9♣ taken from the pile, which may not go straight back
  assert.equal(pile.el.querySelector(".cw-gin-hand [tabindex='0']").dataset.card, "2S");
});

test("table: in Italian the letters are Italian: on the upcard P takes it (Prendi) and A passes", () => {
  const { el, model } = mount(ginTable, { ...tableState({ phase: "upcard", drawn: null, taken_from_pile: null,
    legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }] }), lang: "it" });
  assert.equal(visibleText(el.querySelector(".cw-gin-act-take")), "Prendi la carta scoperta (P)");
  assert.equal(visibleText(el.querySelector(".cw-gin-act-pass")), "Passa (A)");
  el.dispatchEvent(new el.ownerDocument.defaultView.KeyboardEvent("keydown", { key: "p", bubbles: true }));
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "draw", source: "discard" } }]);
});

test("table: the kernel's answer with new moves and a new table is drawn once, and plays the bot's moves back", () => {
  const { el, model, cleanup } = mount(ginTable, tableState({ phase: "draw", legal_actions: [{ type: "draw", source: "stock" }],
    taken_from_pile: null, drawn: null }));
  const before = model.get("state");
  const counter = countDraws(model, "state");
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }];
  model.setMany({ moves, log: moves, state: { ...before, stock_size: 19 } });
  assert.equal(counter.draws, 1);
  assert.equal(shownMoves(el), 1, "the reader's move at once, the bot's to come");
  cleanup();
});

test("table: after Discard the focus waits on the status line, then goes to the next action, never to the top", () => {
  const { el, model, doc } = mount(ginTable, tableState());
  el.querySelector(".cw-gin-hand [data-card='KD']").click();
  el.querySelector(".cw-gin-act-discard").focus();
  el.querySelector(".cw-gin-act-discard").click();
  model.set("state", tableState({ turn: "Ada", phase: "draw", legal_actions: [], taken_from_pile: null, drawn: null }).state);
  assert.equal(doc.activeElement, el.querySelector(".cw-prompt"), "the line that says the bot is playing");
  assert.match(visibleText(doc.activeElement), /Ada/);
  model.set("state", tableState({ phase: "draw", taken_from_pile: null, drawn: null,
    legal_actions: [{ type: "draw", source: "stock" }] }).state);
  assert.equal(doc.activeElement, el.querySelector(".cw-gin-act-stock"), "the reader's turn: the stock button");
});

test("table: each of the bot's moves is one announcement (the moves' list), and the reader's turn coming back is said", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }, { code: "ginrummy.discard", seat: "Ada", card: card("QS") }];
  const after = (overrides) => tableState({ turn: "Ada", legal_actions: [], taken_from_pile: null, drawn: null, ...overrides }).state;
  const final = tableState({ phase: "draw", legal_actions: [{ type: "draw", source: "stock" }],
    taken_from_pile: null, drawn: null, discard_pile: cards("QH KD QS"), stock_size: 19 }).state;
  const tables = [[1, after({ phase: "draw", discard_pile: cards("QH KD"), stock_size: 20, hand_sizes: { Sam: 10, Ada: 10 } })],
    [2, after({ phase: "discard", discard_pile: cards("QH KD"), stock_size: 19, hand_sizes: { Sam: 10, Ada: 11 } })], [3, final]];
  const { el, model, cleanup } = mount(ginTable, tableState());
  el.querySelector(".cw-gin-hand [data-card='KD']").click();
  let before = liveTexts(el);
  model.setMany({ moves, tables, log: moves, state: final });
  const steps = [announced(el, before)];
  for (let i = 0; i < 2; i += 1) {
    before = liveTexts(el);
    t.mock.timers.tick(MOVE_MS);
    steps.push(announced(el, before));
  }
  assert.deepEqual(steps.slice(0, 2), [["cw-gin-move-list"], ["cw-gin-move-list"]],
    "a screen reader queued the move and 'Ada is playing' with the reader's discard");
  // The bot's last move brings the reader's turn: the move, then the turn, said (the status line live again).
  assert.deepEqual(steps[2], ["cw-gin-move-list", "cw-prompt"]);
  assert.equal(el.querySelector(".cw-prompt").getAttribute("aria-live"), "polite");
  cleanup();
});

test("table: a class follows the bot's draw, then its discard, each on its own for MOVE_MS", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }, { code: "ginrummy.discard", seat: "Ada", card: card("QS") }];
  const after = (overrides) => tableState({ turn: "Ada", legal_actions: [], taken_from_pile: null, drawn: null, ...overrides }).state;
  const final = tableState({ phase: "draw", legal_actions: [{ type: "draw", source: "stock" }],
    taken_from_pile: null, drawn: null, discard_pile: cards("QH KD QS"), stock_size: 19 }).state;
  const tables = [[1, after({ phase: "draw", discard_pile: cards("QH KD"), stock_size: 20, hand_sizes: { Sam: 10, Ada: 10 } })],
    [2, after({ phase: "discard", discard_pile: cards("QH KD"), stock_size: 19, hand_sizes: { Sam: 10, Ada: 11 } })], [3, final]];
  const { el, cleanup } = mount(ginTable, { ...tableState({}, moves), state: final, tables, log: moves });
  const seen = () => ({ last: visibleText([...el.querySelectorAll(".cw-gin-move")].at(-1)),
    pile: el.querySelector(".cw-gin-pile .cw-card").getAttribute("aria-label"),
    stock: visibleText(el.querySelector(".cw-gin-stock .cw-muted")), ada: visibleText(el.querySelector(".cw-gin-bot .cw-muted")),
    logged: el.querySelectorAll(".cw-log li").length, buttons: el.querySelectorAll(".cw-gin-actions button:not(:disabled)").length });
  const start = { last: "Sam discards the K♦.", pile: "king of diamonds", stock: "Stock: 20 cards", ada: "10 cards, face down",
    logged: 1, buttons: 0 };
  assert.deepEqual(seen(), start, "the reader's discard at once; the stock and Ada's hand as they were");
  t.mock.timers.tick(MOVE_MS - 1);
  assert.deepEqual(seen(), start, "nothing else for MOVE_MS");
  t.mock.timers.tick(1);
  const drawn = { ...start, last: "Ada draws from the stock (19 cards left).", stock: "Stock: 19 cards", ada: "11 cards, face down",
    logged: 2 };
  assert.deepEqual(seen(), drawn, "Ada's draw: a card from the stock into her hand; the K♦ still on the pile");
  t.mock.timers.tick(MOVE_MS - 1);
  assert.deepEqual(seen(), drawn);
  t.mock.timers.tick(1);
  assert.deepEqual(seen(), { ...drawn, last: "Ada discards the Q♠.", pile: "queen of spades", ada: "10 cards, face down",
    logged: 3, buttons: 1 }, "then her discard, and the reader's turn");
  cleanup();
});

/** Hand 2: the reader discards, Ada draws and knocks, which deals hand 3: the table mounted for the
 * teacher, and what of it shows (the head, the reader's cards, the stock, Ada's, the showdown, the moves). */
/** How many of the moves have shown (the panel lists the last three, each with its number). */
const shownMoves = (el) => Number(el.querySelector(".cw-gin-move:last-child")?.dataset.move ?? -1) + 1;

function botKnock() {
  const showdown = { ...showdownState().outcome, hand: 2, knocker: "Ada", defender: "Sam", knocker_cards: cards("AS AH AD 2C 3C 4C 5C 6D 7D 8D") };
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }, { code: "ginrummy.knock", seat: "Ada", card: card("QS") },
    { code: "ginrummy.show.score", seat: "Ada", points: 12, showdown }, { code: "ginrummy.deal", hand: 3, seat: "Sam", card: card("5H") }];
  // The kernel's tables, saved with the teacher's view: after the reader's discard, after Ada's draw
  // (hand 2 still: the reader's ten cards, Ada's eleven), and after her knock, which dealt hand 3.
  const mine = { arrangement: { melds: [cards("2S 3S 4S"), cards("7H 7D 7C"), cards("9S 9H 9C")], deadwood: cards("4C"), points: 4 },
    after_discard: [], legal_actions: [], taken_from_pile: null, revealed: true, turn: "Ada" };
  const discarded = tableState({ ...mine, phase: "draw", drawn: null, discard_pile: cards("QH KD"), stock_size: 20,
    hands: { Sam: cards("2S 3S 4S 7H 7D 7C 9S 9H 9C 4C"), Ada: cards("AS AH AD 2C 3C 4C 6D 7D 8D QS") },
    hand_sizes: { Sam: 10, Ada: 10 }, deadwood: { Sam: 4, Ada: 22 } }).state;
  const drawn = { ...discarded, phase: "discard", drawn: card("5C"), stock_size: 19,
    hands: { ...discarded.hands, Ada: cards("AS AH AD 2C 3C 4C 5C 6D 7D 8D QS") }, hand_sizes: { Sam: 10, Ada: 11 }, deadwood: { Sam: 4, Ada: 12 } };
  const next = tableState({ ...mine, hand_number: 3, phase: "upcard", turn: "Sam", drawn: null, showdown, discard_pile: cards("5H"),
    legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }], stock_size: 31,
    hands: { Sam: cards("KS KH KC 2D 3D 4D 5D 6S 8S 8C"), Ada: cards("2H 3H 4H 5S 6C 7S 8H 9D JC JD") },
    hand_sizes: { Sam: 10, Ada: 10 }, deadwood: { Sam: 22, Ada: 50 },
    arrangement: { melds: [cards("KS KH KC"), cards("2D 3D 4D 5D")], deadwood: cards("6S 8S 8C"), points: 22 } }).state;
  const { el, model, cleanup } = mount(ginTable, { ...tableState({}, moves), state: next, log: moves, teacher: true,
    tables: [[1, discarded], [2, drawn], [5, next]] });
  const seen = () => ({ head: visibleText(el.querySelector(".cw-gin-match")),
    mine: [...el.querySelectorAll(".cw-gin-hand .cw-card")].map((n) => n.dataset.card).join(" "),
    stock: visibleText(el.querySelector(".cw-gin-stock .cw-muted")),
    ada: el.querySelectorAll(".cw-gin-bot-cards .cw-card").length || visibleText(el.querySelector(".cw-gin-bot .cw-muted")),
    showdown: el.querySelector(".cw-gin-showdown") !== null, moves: shownMoves(el) });
  const hand2 = { head: "Hand 2 · match to 100", mine: "2S 3S 4S 7H 7D 7C 9S 9H 9C 4C", stock: "Stock: 20 cards", ada: 10,
    showdown: false, moves: 1 };
  return { el, model, cleanup, seen, hand2 };
}

test("table: a bot's knock plays back over the hand it ends, its showdown opens there, and nothing after it shows till read", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup, seen, hand2 } = botKnock();
  assert.deepEqual(seen(), hand2, "the reader's discard over hand 2, the teacher seeing Ada's ten cards");
  t.mock.timers.tick(MOVE_MS);
  assert.deepEqual(seen(), { ...hand2, stock: "Stock: 19 cards", ada: 11, moves: 2 }, "Ada's draw: her eleven cards, still hand 2");
  t.mock.timers.tick(MOVE_MS);
  const knocked = { ...hand2, mine: "", stock: "Stock: 19 cards", ada: 10, showdown: true, moves: 3 };
  assert.deepEqual(seen(), knocked, "her knock over the hand it ends (her ten cards, the Q♠ down), and its showdown: not its score, nor hand 3");
  assert.ok(!visibleText(el.querySelector(".cw-gin-moves")).includes("12"), "the score waits for the showdown");
  assert.equal(el.querySelector(".cw-gin-skip"), null, "no Skip ahead over it: the showdown is read first");
  model.set("teacher", false);
  assert.deepEqual(seen(), { ...knocked, ada: "10 cards, face down" }, "the switch off hides them at once");
  t.mock.timers.tick(10 * MOVE_MS);
  assert.deepEqual(seen(), { ...knocked, ada: "10 cards, face down" }, "the playback waits for the reader");
  const total = () => visibleText(el.querySelector(".cw-gin-total[data-seat='Sam'] .cw-big"));
  assert.equal(total(), "12 points");
  el.querySelector(".cw-gin-showdown .cw-show-end").click();
  assert.equal(total(), "14 points", "the showdown read to its end, its score is in the totals");
  el.querySelector(".cw-next-hand").click();
  assert.deepEqual(seen(), { head: "Hand 3 · match to 100", mine: "KS KH KC 2D 3D 4D 5D 6S 8S 8C", stock: "Stock: 31 cards",
    ada: 10, showdown: false, moves: 5 }, "Next hand: the score and hand 3's deal at once (the kernel's state: its answer to the switch is to come)");
  cleanup();
});

test("table: Skip over the bot's moves stops at its knock: the showdown opens over hand 2, not over hand 3", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, cleanup, seen, hand2 } = botKnock();
  el.querySelector(".cw-gin-skip").click();
  assert.deepEqual(seen(), { ...hand2, mine: "", stock: "Stock: 19 cards", ada: 10, showdown: true, moves: 3 },
    "the draw and the knock at once, then the showdown: not its score, nor hand 3's deal (it opened over hand 3, with 12 points in)");
  assert.equal(visibleText(el.querySelector(".cw-gin-total[data-seat='Sam'] .cw-big")), "12 points");
  assert.ok(!visibleText(el.querySelector(".cw-log")).includes("5♥"), "nor hand 3's upcard in the log");
  cleanup();
});

test("table: the reader's knock holds the playback at its showdown; Next hand deals, then the bot's first move, paced", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const showdown = { ...showdownState().outcome, hand: 2, knocker: "Sam", defender: "Ada" };
  // The reader knocks and the kernel deals hand 3, where Ada, not the dealer, decides on the upcard
  // first: she passes, then the reader may take it.
  const moves = [{ code: "ginrummy.knock", seat: "Sam", card: card("KD") }, { code: "ginrummy.show.score", seat: "Sam", points: 12, showdown },
    { code: "ginrummy.deal", hand: 3, seat: "Ada", card: card("5H") }, { code: "ginrummy.pass", seat: "Ada" }];
  const hand2 = tableState({ legal_actions: [], turn: null }).state;
  const dealt = tableState({ hand_number: 3, phase: "upcard", turn: "Ada", drawn: null, taken_from_pile: null, showdown,
    discard_pile: cards("5H"), legal_actions: [] }).state;
  const passed = { ...dealt, turn: "Sam", legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }] };
  const { el, model, cleanup } = mount(ginTable, { ...tableState({}, moves), state: passed, log: moves,
    tables: [[0, hand2], [3, dealt], [4, passed]] });
  const seen = () => ({ head: visibleText(el.querySelector(".cw-gin-match")), moves: shownMoves(el),
    showdown: el.querySelector(".cw-gin-showdown .cw-section-title")?.textContent ?? null });
  assert.deepEqual(seen(), { head: "Hand 2 · match to 100", moves: 1, showdown: "Showdown of hand 2" },
    "the reader's knock over hand 2, and its showdown");
  t.mock.timers.tick(5 * MOVE_MS);
  assert.equal(seen().moves, 1, "the score, the deal and Ada's pass wait while the reader reads the showdown");
  el.querySelector(".cw-gin-showdown .cw-show-end").click();
  el.querySelector(".cw-next-hand").click();
  assert.deepEqual(seen(), { head: "Hand 3 · match to 100", moves: 3, showdown: null }, "hand 3 at once, before Ada moves");
  assert.equal(el.querySelector(".cw-gin-actions .cw-button:not(:disabled)"), null, "the reader waits for her");
  t.mock.timers.tick(MOVE_MS);
  assert.equal(seen().moves, 3, "the deal's line, nine words, stays a moment longer than a short one");
  t.mock.timers.tick(moveMs("Hand 3: the upcard is 5♥; Ada decides first.") - MOVE_MS);
  assert.deepEqual(seen(), { head: "Hand 3 · match to 100", moves: 4, showdown: null }, "then her pass");
  assert.equal(visibleText(el.querySelector(".cw-gin-act-take")), "Take the upcard (T)");
  model.set("moves", [...moves]);  // the same moves again (a redisplay): the showdown read stays read
  t.mock.timers.tick(2 * MOVE_MS);
  assert.equal(seen().showdown, null);
  cleanup();
});

test("table: a knock that wins the match: its showdown first, over the hand, then the match's result", () => {
  const showdown = { ...showdownState().outcome, hand: 2, knocker: "Sam", defender: "Ada" };
  const won = { code: "ginrummy.match_won", seat: "Sam", points: 112, other: "Ada", other_points: 30, target: 100 };
  const moves = [{ code: "ginrummy.knock", seat: "Sam", card: card("KD") },
    { code: "ginrummy.show.score", seat: "Sam", points: 100, showdown }, won];
  const hand2 = tableState({ legal_actions: [], turn: null }).state;
  const over = tableState({ showdown, phase: "over", turn: null, legal_actions: [], totals: { Sam: 112, Ada: 30 },
    result: { winners: ["Sam"], reason: won } }).state;
  const { el, cleanup, doc } = mount(ginTable, { ...tableState({}, moves), state: over, log: moves, tables: [[0, hand2], [3, over]] });
  doc.body.append(el);
  assert.equal(el.querySelector(".cw-gin-result"), null, "not the result yet");
  assert.equal(visibleText(el.querySelector(".cw-gin-total[data-seat='Sam'] .cw-big")), "12 points", "nor the new total");
  assert.equal(visibleText(el.querySelector(".cw-next-hand")), "Next hand", "not the end before the showdown says it");
  el.querySelector(".cw-gin-showdown .cw-show-end").click();
  assert.equal(visibleText(el.querySelector(".cw-next-hand")), "Match over");
  el.querySelector(".cw-next-hand").focus();
  el.querySelector(".cw-next-hand").click();
  assert.equal(el.querySelector(".cw-gin-showdown"), null);
  assert.match(visibleText(el.querySelector(".cw-gin-result")), /Match over/);
  assert.equal(doc.activeElement, el.querySelector(".cw-gin-result"), "the keyboard on the result, not on an empty line");
  cleanup();
});

test("table: the upcard the bot took is not noted under the reader's hand", () => {
  const { el } = mount(ginTable, tableState({ turn: "Ada", legal_actions: [], taken_from_pile: card("5D"), drawn: null }));
  assert.equal(el.querySelector(".cw-gin-notes"), null, "no 'taken from the pile: keep it' under Sam's cards");
  assert.ok(![...el.querySelectorAll(".cw-gin-hand .cw-card")].some((n) => n.getAttribute("title")));
});

test("table: a new match's showdowns open, though the last match's showdown of the same hand was read", () => {
  const first = { ...showdownState().outcome, hand: 1, knocker: "Sam", defender: "Ada" };
  const over = { showdown: first, result: { winners: ["Sam"], reason: { code: "ginrummy.match_won", seat: "Sam", target: 1,
    points: 20, other_points: 0 } }, phase: "over", turn: null, legal_actions: [] };
  const { el, model } = mount(ginTable, tableState({ ...over, hand_number: 1, target: 1 }));
  el.querySelector(".cw-show-end").click();
  el.querySelector(".cw-next-hand").click();
  assert.equal(el.querySelector(".cw-gin-showdown"), null, "read");
  model.set("moves", [{ code: "ginrummy.new_match", seats: ["Sam", "Ada"], target: 1, seed: 1 },
    { code: "ginrummy.deal", hand: 1, seat: "Sam", card: card("5H") }]);
  model.set("state", tableState({ hand_number: 1, target: 1 }).state);
  model.set("moves", [{ code: "ginrummy.knock", seat: "Sam", card: card("KD") }]);
  model.set("state", tableState({ ...over, showdown: { ...first, knocker: "Ada", defender: "Sam" }, hand_number: 1, target: 1 }).state);
  assert.notEqual(el.querySelector(".cw-gin-showdown"), null, "the new match's hand 1 showdown opens");
});

test("table: after a showdown the last moves are its knock, its score and the next deal, not the hands' lines the showdown laid out", (t) => {
  // (each of those lines took two or three lines on a projector: as the next hand came the box
  // shrank, and the reader's hand under it moved up 3 px, or 19)
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const showdown = { ...showdownState().outcome, hand: 2, knocker: "Sam", defender: "Ada" };
  const melds = (seat, meld, dead, points) => ({ code: "ginrummy.show.melds", seat, melds: [{ meld: cards(meld) }], n_melds: 1,
    cards: cards(dead), points });
  const moves = [{ code: "ginrummy.knock", seat: "Sam", card: card("KD") }, melds("Sam", "5H 6H 7H", "3C", 3),
    { code: "ginrummy.show.layoff", seat: "Ada", card: card("4H"), meld: { meld: cards("5H 6H 7H") } }, melds("Ada", "QS QD QC", "AS", 1),
    { code: "ginrummy.show.score", seat: "Ada", points: 2, reason: "undercut", bonus: 0, knocker_deadwood: 3, defender_deadwood: 1, showdown },
    { code: "ginrummy.deal", hand: 3, seat: "Ada", card: card("5H") }, { code: "ginrummy.pass", seat: "Ada", card: card("5H") }];
  const hand2 = tableState({ legal_actions: [], turn: null }).state;
  const dealt = tableState({ hand_number: 3, phase: "upcard", turn: "Ada", drawn: null, taken_from_pile: null, showdown,
    discard_pile: cards("5H"), legal_actions: [] }).state;
  const passed = { ...dealt, turn: "Sam", legal_actions: [{ type: "draw", source: "discard" }, { type: "pass" }] };
  const { el, cleanup } = mount(ginTable, { ...tableState({}, moves), state: passed, log: moves,
    tables: [[0, hand2], [6, dealt], [7, passed]] });
  const listed = () => [...el.querySelectorAll(".cw-gin-move")].map((li) => [Number(li.dataset.move), visibleText(li)]);
  el.querySelector(".cw-gin-showdown .cw-show-end").click();
  el.querySelector(".cw-next-hand").click();
  assert.deepEqual(listed(), [[0, "Sam knocks, discarding the K♦ face down."], [4, "Ada scores 2 points: undercut, 3 − 1."],
    [5, "Hand 3: the upcard is 5♥; Ada decides first."]]);
  t.mock.timers.tick(3000);
  assert.deepEqual(listed().map(([i]) => i), [4, 5, 6], "then Ada's pass");
  const log = visibleText(el.querySelector(".cw-log"));
  assert.ok(log.includes("Sam: melds 5♥") && log.includes("Ada: melds Q♠") && log.includes("Ada lays off the 4♥ on 5♥"),
    "the log keeps the showdown's lines");
  cleanup();
});

test("table: at the match's end, New game is under the result, where the buttons were, and deals as the form at the foot says", () => {
  const over = tableState({ phase: "over", turn: null, legal_actions: [], showdown: null,
    result: { winners: ["Sam"], reason: { code: "ginrummy.match_won", seat: "Sam", points: 112, other: "Ada", other_points: 30, target: 100 } } });
  const { el, model, doc, cleanup } = mount(ginTable, over);
  doc.body.append(el);
  const row = el.querySelector(".cw-gin-result").nextElementSibling;
  assert.ok(row.classList.contains("cw-gin-actions"));
  assert.deepEqual([...row.children].map((node) => visibleText(node)), ["New game"], "no empty line: the band under the result holds New game");
  assert.equal(row.querySelector(".cw-prompt"), null);
  assert.equal(el.querySelectorAll(".cw-gin-new").length, 1, "the form's own New game stays at the foot");
  el.querySelector(".cw-seed-input").value = "9";
  el.querySelector(".cw-gin-bots-select").value = "random";
  model.set("lang", "es");
  const again = el.querySelector(".cw-gin-again");
  assert.equal(visibleText(again), "Nueva partida");
  again.click();
  assert.deepEqual(model.sent, [{ action: "new_game", seed: 9, bots: "random", target: 100, timer: false }], "at once: the match is over");
  cleanup();
});

test("table: the discard pile's top card is an image named in the table's language, not its glyphs", () => {
  // Chromium read the pile as "6♠ ♠ 6♠": the card's aria-label was on a div with no role.
  const { el } = mount(ginTable, { ...tableState(), lang: "es" });
  const top = el.querySelector(".cw-gin-pile .cw-card");
  assert.equal(top.getAttribute("role"), "img");
  assert.match(top.getAttribute("aria-label"), / de (picas|corazones|diamantes|tréboles)$/);
});

test("table: while the bot's moves play back, the moves are live, not Skip nor the panel's title", () => {
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") },
    { code: "ginrummy.draw_stock", seat: "Ada", stock: 19 }, { code: "ginrummy.discard", seat: "Ada", card: card("QS") }];
  const { el, cleanup } = mount(ginTable, { ...tableState({ phase: "draw", legal_actions: [{ type: "draw", source: "stock" },
    { type: "draw", source: "discard" }], taken_from_pile: null, drawn: null }, moves), log: moves, lang: "es" });
  const skip = el.querySelector(".cw-gin-skip");
  assert.ok(skip, "playing back");
  assert.equal(skip.closest("[aria-live]"), null, "a screen reader said 'Saltar' with the bot's first move");
  assert.equal(el.querySelector(".cw-gin-moves .cw-section-title").closest("[aria-live]"), null);
  assert.equal(el.querySelector(".cw-gin-move").closest("[aria-live]")?.getAttribute("aria-live"), "polite");
  cleanup();
});

test("table: the stock, the discard pile, the bot's hand, the last moves and the reader's hand are regions named in the table's language", () => {
  const { el } = mount(ginTable, { ...tableState(), lang: "es" });
  const named = (selector) => { const node = el.querySelector(selector); return node.tagName === "SECTION" ? node.getAttribute("aria-label") : null; };
  assert.match(named(".cw-gin-stock"), /^Mazo: \d+ cartas$/);
  assert.equal(named(".cw-gin-pile"), "Descarte", "a reader going by regions found the stock alone");
  assert.equal(named(".cw-gin-bot"), "Mano de Ada");
  assert.equal(named(".cw-gin-moves"), "Últimas jugadas");
  assert.equal(named(".cw-gin-my-seat"), "Tu mano, en sus mejores combinaciones");
});

test("table: a showdown is a region named by its title and the knock that opened it (the keyboard lands on Next step inside it)", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, cleanup } = botKnock();
  t.mock.timers.tick(MOVE_MS);
  t.mock.timers.tick(MOVE_MS);
  const showdown = el.querySelector(".cw-gin-showdown");
  assert.equal(showdown.tagName, "SECTION");
  // A screen reader said only "Next step, button": not that the hand had ended, nor who knocked.
  const title = visibleText(showdown.querySelector(".cw-section-title"));
  const knock = showdown.querySelector(".cw-gin-knock-news")?.textContent;
  assert.equal(showdown.getAttribute("aria-label"), knock ? `${title}. ${knock}` : title);
  assert.match(showdown.getAttribute("aria-label"), /hand 2/i);
  cleanup();
});

test("table: a card in a sentence shows its glyphs, hidden from a screen reader, which hears it in words in the table's language", () => {
  const discard = { code: "ginrummy.discard", seat: "Ada", card: card("QH") };
  const meld = { code: "ginrummy.show.layoff", seat: "Ada", card: card("4H"), meld: { meld: cards("5H 6H 7H") } };
  const { el } = mount(ginTable, { ...tableState(), lang: "es", log: [discard, meld] });
  const [first, second] = el.querySelectorAll(".cw-log li");
  assert.equal(visibleText(first), "Ada descarta Q♥.");
  assert.equal(first.querySelector("[aria-hidden=true]").textContent, "Q♥");
  assert.equal(first.querySelector(".cw-sr-only").textContent, "reina de corazones");
  // Spanish says a card with no article: "el Q♥" was heard "el reina de corazones" (a queen is "la").
  assert.equal(first.textContent.replace("Q♥", ""), "Ada descarta reina de corazones.");
  // The sentence is one node: in the moves' flex line each part was an item, a gap around each card ("6♠ ; Sam").
  assert.equal(first.childNodes.length, 1);
  assert.deepEqual([...second.querySelectorAll(".cw-sr-only")].map((n) => n.textContent),
    ["4 de corazones", "5 de corazones, 6 de corazones y 7 de corazones"], "a meld is read as its cards, not with dashes");
  for (const [lang, words] of [["fr", "dame de cœur"], ["it", "donna di cuori"], ["en", "queen of hearts"]]) {
    const { el: other } = mount(ginTable, { ...tableState(), lang, log: [discard] });
    assert.equal(other.querySelector(".cw-log li .cw-sr-only").textContent, words);
  }
  // The status line's card too ("Discarding the 4♣ leaves ..."), French elision kept before a card: "d'A".
  const { el: prompt } = mount(ginTable, { ...tableState(), lang: "fr", log: [{ code: "ginrummy.error.taken", seat: "Ada", card: card("AS") }] });
  assert.equal(visibleText(prompt.querySelector(".cw-log li")), "Ada a pris A♠ dans la défausse ce tour-ci et ne peut pas la défausser");
});

test("table: the same refusal twice is said twice: the status line is read out whole, a zero-width space alternating, nothing moving", () => {
  const { el, doc } = mount(ginTable, { ...tableState({ knock_limit: 10 }), lang: "en" });
  const key = (k) => doc.activeElement.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true }));
  el.querySelector(".cw-gin-hand [data-card='4C']").focus();
  key("Enter");
  const prompt = () => el.querySelector(".cw-prompt");
  assert.equal(prompt().getAttribute("aria-atomic"), "true");
  key("k");
  const once = prompt().textContent;
  key("k");
  assert.equal(prompt().textContent, `${once}\u200B`, "changed for a screen reader, the same to the eye");
  assert.match(once, /^You cannot knock: discarding the 4♣/);
  key("k");
  assert.equal(prompt().textContent, once);
});

test("gin views: each a region named in its language", () => {
  let view = mount(ginTable, tableState());
  assertRegion(assert, view.el, view.model, { en: "Gin Rummy table", es: "Mesa de Gin Rummy" });
  view = mount(meldExplorer, meldState());
  assertRegion(assert, view.el, view.model, { en: "Meld explorer", es: "Explorador de combinaciones" });
  view = mount(showdownExplorer, showdownState());
  assertRegion(assert, view.el, view.model, { en: "Showdown explorer", es: "Explorador del enfrentamiento" });
});

test("table: each of the last moves is one sentence, its card in the line of words (styles.css), not a row of columns", async () => {
  const { readFileSync } = await import("node:fs");
  const moves = [{ code: "ginrummy.discard", seat: "Sam", card: card("KD") }];
  const { el, doc, cleanup } = mount(ginTable, { ...tableState({}, moves), log: moves });
  const style = doc.createElement("style");
  style.textContent = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
  doc.head.append(style);
  const move = el.querySelector(".cw-gin-move");
  assert.match(visibleText(move), /K♦/);
  // A flex (or grid) line made each run of words and the card a box of its own, side by side: on a
  // projector "Mano 1: la carta descubierta es | 4♠ | ; Sam decide primero." in three columns.
  assert.ok(!/flex|grid/.test(doc.defaultView.getComputedStyle(move).display), doc.defaultView.getComputedStyle(move).display);
  cleanup();
});
