import { test } from "node:test";
import assert from "node:assert/strict";
import { DOUBLE_MS, MOVE_MS, gameLog, moveMs, moveSender, playback } from "../src/view.js";
import { t } from "../src/i18n.js";

test("playback shows one item per step, instant items with the one before, and Skip shows all", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const items = ["mine", "bot", "deal", "bot", "bot"];
  let draws = 0;
  const pb = playback(globalThis, { ms: 100, length: () => items.length, draw: () => { draws += 1; },
    instant: (i) => items[i] !== "bot" });
  assert.equal(pb.shown, 5, "what is already there shows at once");
  pb.start(0);
  assert.equal(pb.shown, 1, "the reader's own move at once");
  t.mock.timers.tick(100);
  assert.equal(pb.shown, 3, "a bot's move, and the deal that came with it");
  assert.equal(draws, 1);
  t.mock.timers.tick(100);
  assert.equal(pb.shown, 4);
  assert.ok(pb.playing);
  pb.skip();
  assert.equal(pb.shown, 5);
  assert.ok(!pb.playing);
  pb.start(1);
  pb.stop();
  t.mock.timers.tick(1000);
  assert.equal(pb.shown, 1, "stopped: no step after the cleanup");
});

test("playback: a wait of its own before each item; after an item that holds, it waits for next()", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const waits = [0, 300, 100, 500, 100];
  let draws = 0;
  const pb = playback(globalThis, { ms: (i) => waits[i], length: () => waits.length, draw: () => { draws += 1; },
    hold: (i) => i === 2 });
  pb.start(1);
  t.mock.timers.tick(299);
  assert.equal(pb.shown, 1);
  t.mock.timers.tick(1);
  assert.equal(pb.shown, 2, "the second item's own wait");
  t.mock.timers.tick(100);
  assert.equal(pb.shown, 3);
  t.mock.timers.tick(5000);
  assert.equal(pb.shown, 3, "held");
  pb.next();
  assert.equal(pb.shown, 4, "next() shows the next at once");
  assert.equal(draws, 3);
  t.mock.timers.tick(100);
  assert.equal(pb.shown, 5);
  assert.ok(!pb.playing);
});

test("playback: Skip stops at an item that holds (a knock's showdown is read first), then goes on to the end", () => {
  const pb = playback(globalThis, { ms: 100, length: () => 5, draw: () => {}, hold: (i) => i === 2 });
  pb.start(1);
  pb.skip();
  assert.equal(pb.shown, 3, "up to the held item, not past it");
  assert.ok(pb.playing);
  pb.skip();
  assert.equal(pb.shown, 3, "held: Skip does not pass it");
  pb.next();
  pb.skip();
  assert.equal(pb.shown, 5);
  assert.ok(!pb.playing);
});

test("playback: an instant item does not slip past a held one (a reader's own knock, then its score)", () => {
  const pb = playback(globalThis, { ms: 100, length: () => 3, draw: () => {}, instant: () => true, hold: (i) => i === 0 });
  pb.start(0);
  assert.equal(pb.shown, 1, "the first at once, and held there");
  pb.next();
  assert.equal(pb.shown, 3, "then the rest, at once");
});

import { h, keepFocus, parts, patch, shortcutLetter } from "../src/view.js";
import { makeDocument } from "./dom.js";

test("patch keeps the nodes that stay, updates what changed, and lets the rest go", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const draw = (items, title) => patch(el, [h(doc, "h2", { class: "cw-title", text: title }),
    h(doc, "ol", {}, items.map((item) => h(doc, "li", { class: item === "b" ? "cw-b" : "", text: item }))), null]);
  draw(["a", "b", "c"], "One");
  const [title, list] = el.children;
  const [a, b, c] = list.children;
  draw(["a", "x"], "Two");
  assert.equal(el.children[0], title, "the same heading, its text changed");
  assert.equal(title.textContent, "Two");
  assert.equal(el.children[1], list);
  assert.deepEqual([...list.children].map((li) => li.textContent), ["a", "x"]);
  assert.deepEqual([...list.children], [a, c], "the item of the same class patched, the other gone");
  draw(["a", "b"], "Two");
  assert.equal(list.children[1], c, "an item whose class changed: patched, not replaced");
  assert.equal(c.className, "cw-b");
  assert.ok(!b.isConnected);
  assert.equal(el.children.length, 2);
});

test("patch finds keyed nodes again wherever they moved, and a node of another kind is replaced", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  const draw = (keys) => patch(el, keys.map((key) => h(doc, key === "p" ? "p" : "span",
    { class: "cw-item", text: key, attrs: { "data-key": key === "p" ? null : key } })));
  draw(["1", "2", "3", "p"]);
  const [one, two, three, p] = el.children;
  draw(["3", "1", "p"]);
  assert.deepEqual([...el.children], [three, one, p], "2 removed from the middle, 3 moved: the same nodes");
  draw(["3", "1", "4"]);
  assert.notEqual(el.children[2], p);
  assert.equal(el.children[2].tagName, "SPAN");
});

test("patch hands the new draw's handlers, form values and focus on to the nodes it keeps", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const clicks = [];
  const draw = (n, value, checked) => patch(el, [
    h(doc, "button", { text: `Go ${n}`, on: { click: () => clicks.push(n) } }),
    h(doc, "input", { attrs: { type: "number", value } }),
    h(doc, "input", { attrs: { type: "checkbox", checked }, on: { change: () => {} } }),
    h(doc, "select", {}, ["x", "y"].map((v) => h(doc, "option", { text: v, attrs: { value: v } })))]);
  draw(1, 5, false);
  const [button, number, box, select] = el.children;
  button.focus();
  number.value = "9";  // typed, not sent yet: kept while the draws say nothing new about it
  box.checked = true;  // a switch's change goes to the kernel at once: the draw says what it answered
  select.value = "y";
  draw(2, 5, false);
  assert.equal(el.children[0], button);
  assert.equal(doc.activeElement, button, "the focus stays on the control kept");
  button.click();
  assert.deepEqual(clicks, [2], "the handler of the latest draw, once");
  assert.equal(number.value, "9");
  assert.equal(box.checked, false);
  assert.equal(select.value, "y");
  draw(3, 6, true);
  assert.equal(number.value, "6", "a new value from the kernel is shown");
  assert.equal(box.checked, true);
});

test("patch keeps a drawing whole when its data-drawing says it is the same", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  const draw = (design, id) => patch(el, [h(doc, "div", { attrs: { "data-drawing": design } },
    h(doc, "span", { attrs: { id } }))]);
  draw("design-1", "first");
  const span = el.querySelector("span");
  draw("design-1", "second");
  assert.equal(el.querySelector("span"), span);
  assert.equal(span.id, "first", "the same drawing: left as it was");
  draw("design-2", "third");
  assert.equal(el.querySelector("span").id, "third");
});

test("keepFocus moves the focus off a control that the draw kept but disabled", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  let done = false;
  const draw = keepFocus(el, () => patch(el, [
    h(doc, "button", { class: "cw-buy", text: "Buy", attrs: { disabled: done } }),
    h(doc, "button", { class: "cw-next", text: "Next", attrs: { "data-autofocus": true } })]));
  draw();
  const buy = el.querySelector(".cw-buy");
  buy.focus();
  done = true;
  draw();
  assert.equal(el.querySelector(".cw-buy"), buy, "kept, disabled");
  assert.equal(doc.activeElement, el.querySelector(".cw-next"), "the focus goes to the marked control, not the page");
});

test("keepFocus keeps the focus on the control it was on in a shadow root, as marimo draws a widget", () => {
  const doc = makeDocument();
  const host = doc.createElement("marimo-anywidget");
  doc.body.append(host);
  const el = doc.createElement("div");
  host.attachShadow({ mode: "open" }).append(el);
  let turn = 1;
  // Each draw replaces the buttons (another key), as a table's move redraws its controls.
  const draw = keepFocus(el, () => patch(el, [
    h(doc, "button", { class: "cw-pass", text: "Pass", attrs: { "data-key": `pass${turn}` } }),
    h(doc, "button", { class: "cw-take", text: "Take", attrs: { "data-key": `take${turn}` } })]));
  draw();
  el.querySelector(".cw-pass").focus();
  assert.equal(doc.activeElement, host, "the page sees only the host");
  turn = 2;
  draw();
  assert.equal(host.shadowRoot.activeElement, el.querySelector(".cw-pass"), "the new Pass button has it, not the page");
});

test("keepFocus gives the focus to the widget itself, when nothing in it can take it, without scrolling the page", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  let shown = true;
  const draw = keepFocus(el, () => patch(el, [shown ? h(doc, "button", { class: "cw-play", text: "Play" }) : null]));
  draw();
  el.querySelector(".cw-play").focus();
  const options = [];
  el.focus = function focus(how) { options.push(how); Object.getPrototypeOf(el).focus.call(this, how); };
  shown = false;
  draw();
  assert.equal(doc.activeElement, el, "not the page");
  assert.deepEqual(options, [{ preventScroll: true }]);
});

test("parts: a part whose deps did not change stays in the page untouched, its handlers too; a change draws it again", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const part = parts();
  let builds = 0;
  const clicks = [];
  const draw = (items, wrap = "ol") => patch(el, [h(doc, wrap, {}, items.map(([key, text]) => part(key, [text], () => {
    builds += 1;
    return h(doc, "li", { text, attrs: { "data-key": key }, on: { click: () => clicks.push(text) } });
  })))]);
  draw([["a", "one"], ["b", "two"]]);
  const [a, b] = el.querySelectorAll("li");
  draw([["b", "two"], ["a", "ONE"], ["c", "three"]]);
  assert.equal(builds, 4, "a and c drawn again, b not");
  assert.deepEqual([...el.querySelectorAll("li")].map((li) => li.textContent), ["two", "ONE", "three"]);
  assert.equal(el.querySelector("li"), b, "b kept as it was, moved first");
  assert.equal(el.querySelectorAll("li")[1], a, "a patched in place");
  b.click();
  assert.deepEqual(clicks, ["two"]);
  draw([["b", "two"], ["a", "ONE"], ["c", "three"]], "ul");
  assert.equal(builds, 4);
  assert.deepEqual([...el.querySelectorAll("ul > li")].map((li) => li.textContent), ["two", "ONE", "three"],
    "in a list new to the page, the parts themselves, no stand-ins");
  assert.equal(el.querySelector("[data-stand-in]"), null);
});

test("shortcutLetter: a letter from a focused button counts; typed in a field, with a modifier or a named key it does not", () => {
  const doc = makeDocument();
  const root = h(doc, "div", {}, h(doc, "button", { text: "Take (T)" }), h(doc, "select", {}, h(doc, "option", { text: "3" })),
    h(doc, "label", {}, h(doc, "input", {})), h(doc, "textarea", {}), h(doc, "input", { attrs: { type: "checkbox" } }));
  const letter = (selector, key, more = {}) => {
    let seen;
    root.addEventListener("keydown", (event) => { seen = shortcutLetter(event); }, { once: true });
    (selector ? root.querySelector(selector) : root).dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key, bubbles: true, ...more }));
    return seen;
  };
  assert.equal(letter("button", "T"), "t");
  assert.equal(letter(null, "n"), "n", "on the table itself");
  for (const field of ["select", "label input", "textarea"]) assert.equal(letter(field, "t"), null, field);
  assert.equal(letter("input[type=checkbox]", "f"), "f", "a ticked box types nothing: the letter is the table's");
  assert.equal(letter("button", "t", { ctrlKey: true }), null);
  assert.equal(letter("button", "Enter"), null);
});

test("moveSender drops the same move from the same state within DOUBLE_MS, any move that soon after New game, and nothing else", () => {
  let now = 0;
  const sent = [];
  const traits = { state: { turn: 1 } };
  const model = { get: (name) => traits[name], send: (message) => sent.push(message) };
  const send = moveSender(model, (message) => ({ ...message, at: now }), () => now);
  const take = { action: "move", move: { type: "take" } };
  send(take);
  now = DOUBLE_MS - 1;
  send({ action: "move", move: { type: "take" } });  // a double click: dropped
  now = DOUBLE_MS;
  send(take);  // a second later (the kernel refused it, say): sent
  send({ action: "move", move: { type: "pass" } });  // another move: sent
  traits.state = { turn: 2 };
  send({ action: "move", move: { type: "pass" } });  // the kernel answered: sent
  send({ action: "new_game", seed: 2 });  // not a move: always sent
  traits.state = { turn: 1, dealt: true };
  now = 2 * DOUBLE_MS - 1;
  send(take);  // New game pressed twice, its second press on the new game's first move: dropped
  now = 2 * DOUBLE_MS;
  send(take);  // the reader's move: sent
  assert.deepEqual(sent, [{ ...take, at: 0 }, { ...take, at: DOUBLE_MS },
    { action: "move", move: { type: "pass" }, at: DOUBLE_MS }, { action: "move", move: { type: "pass" }, at: DOUBLE_MS },
    { action: "new_game", seed: 2, at: DOUBLE_MS }, { ...take, at: 2 * DOUBLE_MS }]);
});

import { mount } from "../src/view.js";
import { assertRegion, fakeModel } from "./dom.js";

test("mount: a widget with autofocus takes the focus once it is in the page, unless something else has it", async () => {
  const doc = makeDocument();
  const draw = (el) => () => patch(el, [h(doc, "button", { text: "Help" }),
    h(doc, "button", { text: "Take", attrs: { "data-autofocus": true } })]);
  const frame = () => new Promise((resolve) => doc.defaultView.requestAnimationFrame(resolve));
  // Drawn before it is attached, as in a page of widgets: it takes the focus when it is attached.
  const app = doc.createElement("div");
  mount({ model: fakeModel({ autofocus: true }), el: app }, "cw-test", [], draw(app));
  doc.body.append(app);
  await frame();
  await frame();
  assert.equal(doc.activeElement.textContent, "Take", "its first action, as the other views' keyboard handling says");
  // A notebook's widget does not; nor does an app's once the reader is using another control.
  const input = doc.createElement("input");
  doc.body.append(input);
  input.focus();
  for (const autofocus of [false, true]) {
    const el = doc.createElement("div");
    doc.body.append(el);
    mount({ model: fakeModel({ autofocus }), el }, "cw-test", [], draw(el));
    await frame();
    assert.equal(doc.activeElement, input);
  }
  input.blur();
  const plain = doc.createElement("div");
  doc.body.append(plain);
  mount({ model: fakeModel({}), el: plain }, "cw-test", [], draw(plain));
  assert.equal(doc.activeElement, doc.body, "a widget without the trait leaves the focus alone");
});

test("a key pressed in a mounted view stays in it, but for Escape, Shift+Enter and keys with Ctrl, Alt or Meta", () => {
  const doc = makeDocument();
  const cell = doc.createElement("div");
  cell.setAttribute("tabindex", "-1");  // a notebook's cell, around the widget's output
  const el = doc.createElement("div");
  cell.append(el);
  doc.body.append(cell);
  const model = fakeModel({});
  const cleanup = mount({ model, el }, "cw-test", [], () => { patch(el, [h(doc, "button", { text: "New game" })]); });
  const reached = [];
  doc.addEventListener("keydown", (event) => reached.push(`${event.shiftKey ? "Shift+" : ""}${event.ctrlKey ? "Ctrl+" : ""}${event.key}`));
  const press = (key, options = {}) => (el.querySelector("button") ?? el).dispatchEvent(
    new doc.defaultView.KeyboardEvent("keydown", { key, bubbles: true, ...options }));
  for (const key of ["m", "d", "ArrowDown", "Enter", " ", "0"]) press(key);
  press("M", { shiftKey: true });
  el.querySelector("button").focus();
  press("Escape");
  assert.equal(doc.activeElement, cell, "Escape hands the focus to the cell around the widget");
  press("Enter", { shiftKey: true });
  press("s", { ctrlKey: true });
  assert.deepEqual(reached, ["Escape", "Shift+Enter", "Ctrl+s"]);
  cleanup();
  press("m");
  assert.deepEqual(reached.at(-1), "m", "after the cleanup the view keeps no key");
});

test("a log numbers its lines from the game's start, though it keeps only the newest", () => {
  const doc = makeDocument();
  const lines = Array.from({ length: 12 }, (_, i) => ({ code: "chips_n", n: i + 1 }));
  const log = gameLog(doc, t, "en", lines, 2, 30);  // 30 lines dropped before these; the last 2 not shown yet
  const list = log.querySelector("ol");
  assert.equal(list.getAttribute("start"), "33", "the 8 shown of 10 are the game's lines 33 to 40");
  assert.deepEqual([...list.children].map((li) => li.textContent), [3, 4, 5, 6, 7, 8, 9, 10].map((n) => `${n} chips`));
  assert.equal(gameLog(doc, t, "en", lines.slice(0, 3)).querySelector("ol").getAttribute("start"), "1");
  // The indent fits the longest number: two digits here, one in a log of three lines.
  assert.equal(list.style.getPropertyValue("--cw-digits"), "2");
  assert.equal(gameLog(doc, t, "en", lines.slice(0, 3)).querySelector("ol").style.getPropertyValue("--cw-digits"), "1");
  assert.equal(gameLog(doc, t, "en", lines, 0, 990).querySelector("ol").style.getPropertyValue("--cw-digits"), "4");
});

test("moveMs: a short move stays MOVE_MS, a long sentence longer, never past 3 s", () => {
  assert.equal(moveMs("Ada passes on the 7♥."), MOVE_MS);
  assert.equal(moveMs("Ada prende la carta 13 e 3 gettoni, e scopre la carta 27."), MOVE_MS + 5 * 200);  // 13 words
  assert.equal(moveMs("word ".repeat(40)), 3000);
  assert.equal(moveMs(""), MOVE_MS);
});

test("patch: a class that moves on to a later item leaves every item in its place (the cash card's current line)", () => {
  const doc = makeDocument();
  const el = doc.createElement("ol");
  const draw = (current) => patch(el, ["a", "b", "c", "d"].map((text, i) => h(doc, "li", { class: i === current ? "cw-now" : "", text })));
  draw(0);
  const items = [...el.children];
  draw(1);
  assert.deepEqual([...el.children], items, "the same four nodes, in the same order: none moved, none new");
  assert.deepEqual(items.map((li) => [li.textContent, li.className]), [["a", ""], ["b", "cw-now"], ["c", ""], ["d", ""]]);
});

test("keepFocus: a control given the focus scrolls the page only if none of it is in view, and then its block, as little as it can", (t) => {
  const doc = makeDocument();
  const win = doc.defaultView;
  const el = doc.createElement("div");
  doc.body.append(el);
  let done = false;
  const draw = keepFocus(el, () => patch(el, [
    h(doc, "button", { class: "cw-buy", text: "Buy", attrs: { disabled: done } }),
    h(doc, "section", { class: "cw-seat", attrs: { "data-focus-view": true } },
      h(doc, "button", { class: "cw-next", text: "Next", attrs: { "data-autofocus": true } }))]));
  const scrolled = [];
  win.Element.prototype.scrollIntoView = function scrollIntoView(how) { scrolled.push([this.className, how]); };
  t.after(() => { delete win.Element.prototype.scrollIntoView; });
  const focused = [];
  const attempt = (box, clip = null) => {
    done = false;
    draw();
    el.style.overflowY = clip ? "auto" : "";
    el.getBoundingClientRect = () => clip ?? { top: 0, bottom: 2000, left: 0, right: 1000 };
    const next = el.querySelector(".cw-next");
    next.getBoundingClientRect = () => ({ left: 10, right: 90, ...box });
    next.focus = function focus(how) { focused.push(how); win.HTMLElement.prototype.focus.call(this, how); };
    el.querySelector(".cw-buy").focus();
    scrolled.length = 0;
    focused.length = 0;
    done = true;
    draw();
    assert.equal(doc.activeElement, next);
    assert.deepEqual(focused, [{ preventScroll: true }], "never the browser's own scrolling, which centres it");
    return scrolled;
  };
  assert.equal(win.innerHeight, 768);
  doc.body.style.overflow = "hidden";  // (as JupyterLab's, whose box is 0 px tall: the window's edges count)
  assert.deepEqual(attempt({ top: 740, bottom: 800 }), [], "the bottom of the window shows its top: the page stays");
  assert.deepEqual(attempt({ top: 900, bottom: 960 }), [["cw-seat", { block: "nearest", inline: "nearest" }]],
    "below the window: its block comes into view");
  assert.deepEqual(attempt({ top: 500, bottom: 560 }, { top: 0, bottom: 400, left: 0, right: 1000 }).length, 1,
    "in the window but below the bottom of a box that scrolls around it: out of view");
  assert.deepEqual(attempt({ top: 380, bottom: 440 }, { top: 0, bottom: 400, left: 0, right: 1000 }), [], "half in that box: in view");
});

test("the kernel's same refusal again is said again: the banner alternates a zero-width space with each refusal counted", async () => {
  const { makeDocument, fakeModel } = await import("./dom.js");
  const { errorBanner } = await import("../src/view.js");
  const doc = makeDocument();
  const message = { code: "ginrummy.error.not_held", seat: "Ada", card: { deck: "french", rank: "Q", suit: "H" } };
  const model = fakeModel({ lang: "es", error: "Ada does not hold Q♥", error_message: message, error_count: 1 });
  const banner = errorBanner(model, doc);
  assert.equal(banner.getAttribute("role"), "alert");
  assert.equal(banner.getAttribute("aria-atomic"), "true");
  // The card reads as words to a screen reader, its glyphs shown to the eye only.
  assert.equal(banner.querySelector("[aria-hidden=true]").textContent, "Q♥");
  assert.equal(banner.querySelector(".cw-sr-only").textContent, "reina de corazones");
  assert.equal(banner.textContent, "Ada no tiene Q♥reina de corazones");
  model.set("error_count", 2);
  assert.equal(errorBanner(model, doc).textContent, "Ada no tiene Q♥reina de corazones\u200B");
  model.set("error_count", 3);
  assert.equal(errorBanner(model, doc).textContent, "Ada no tiene Q♥reina de corazones");
});

test("mount: the root is a region named in the widget's language, from a catalogue key or a function, kept in step with lang", () => {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const model = fakeModel({ lang: "es" });
  let draws = 0;
  const cleanup = mount({ model, el }, "cw-test", [], () => { draws += 1; }, "region.twins_table");
  assertRegion(assert, el, model, { es: "Mesa de Twins", it: "Tavolo di Twins", fr: "Table de Twins", en: "Twins table" });
  assert.equal(draws, 5, "a change of language redraws the view, even one that did not list lang");
  cleanup();
  const chart = doc.createElement("div");
  mount({ model: fakeModel({ lang: "fr" }), el: chart }, "cw-test", ["lang"], () => {}, (lang) => `${lang}!`);
  assert.equal(chart.getAttribute("aria-label"), "fr!");
});

test("mount: an app's table that takes the focus at the start brings the control's block into view only if none of it shows", async (t) => {
  const doc = makeDocument();
  const win = doc.defaultView;
  const scrolled = [];
  win.Element.prototype.scrollIntoView = function scrollIntoView(how) { scrolled.push([this.className, how]); };
  t.after(() => { delete win.Element.prototype.scrollIntoView; });
  const frame = () => new Promise((resolve) => win.requestAnimationFrame(resolve));
  const open = async (top) => {
    const el = doc.createElement("div");
    mount({ model: fakeModel({ autofocus: true }), el }, "cw-test", [], () => patch(el, [
      h(doc, "section", { class: "cw-my-seat", attrs: { "data-focus-view": true } },
        h(doc, "button", { class: "cw-no-buy", text: "No thanks", attrs: { "data-autofocus": true } }))]));
    el.querySelector(".cw-no-buy").getBoundingClientRect = () => ({ top, bottom: top + 40, left: 10, right: 90 });
    doc.body.append(el);
    await frame();
    await frame();
    assert.equal(doc.activeElement.textContent, "No thanks");
    doc.activeElement.blur();
    el.remove();
    return scrolled.splice(0);
  };
  // Twins on a projector: the Buy buttons below the first screen, the focus on one of them unseen.
  assert.deepEqual(await open(900), [["cw-my-seat", { block: "nearest", inline: "nearest" }]]);
  assert.deepEqual(await open(300), [], "in view: the app stays at its top");
});
