import { say, sayParts, t } from "./i18n.js";

// What every widget view shares: a namespaced root, redraws on trait changes, a cleanup function
// for anywidget, and the banner that shows the kernel's last error message to the reader.

/** How soon the same move again counts as the same click twice (a double click, a bounced key). */
export const DOUBLE_MS = 1000;

/**
 * A table's sender: `send(message)` passes `stamp(message)` to the kernel, but a move (`{action:
 * "move"}`) the same as the last one, from the same state, within DOUBLE_MS, is dropped. A double
 * click on "Buy" or a held key makes one move instead of a move and a refusal ("it is not your
 * turn"); the same move once the state has changed, or a second later (after a refusal), goes.
 * So is any move within DOUBLE_MS of a New game: over, a game deals at the first press, and the
 * keyboard goes to the new game's first move, where a second press out of habit (a game in
 * progress asks twice) took the upcard. Returns whether the message went.
 */
export function moveSender(model, stamp = (message) => message, clock = () => Date.now()) {
  let last = null;
  let dealt = -Infinity;
  return (message) => {
    const at = clock();
    if (message.action === "new_game") dealt = at;
    if (message.action === "move") {
      if (at - dealt < DOUBLE_MS) return false;
      const key = JSON.stringify(message.move);
      const state = model.get("state");
      if (last && last.key === key && last.state === state && at - last.at < DOUBLE_MS) return false;
      last = { key, state, at };
    }
    model.send(stamp(message));
    return true;
  };
}

/** How long a turn-based table waits for the kernel's answer to a move before it takes moves again (turnSender). */
export const ANSWER_MS = 3000;

/**
 * A turn-based table's sender (No Thanks!, Twins, Gin): moveSender's, and once a move has gone, the
 * table's next moves are dropped till the kernel answers it, with a new `state` or a refusal
 * (`error_count`). On a slow kernel (Binder, a busy class server: hundreds of ms) a second press
 * before the answer, a double click or a key pressed twice, was a second move on a table the
 * reader had not seen: "No thanks!" twice paid a chip on the next card. Nothing is disabled
 * meanwhile (greyed for the 45 ms of a local kernel, the buttons flickered, and the focus would
 * leave them): the table is only aria-busy. Should the answer be lost, moves go again after
 * ANSWER_MS. Not for Twin It!, whose quick touches are claims of their own, timed by the kernel.
 * `send(message)` says whether the message went; `waiting`, whether a move waits for its answer;
 * `stop()` is for the view's cleanup.
 */
export function turnSender(model, el) {
  const win = el.ownerDocument.defaultView;
  const sender = moveSender(model);
  let timer = null;
  const answered = () => {
    if (timer === null) return;
    win.clearTimeout(timer);
    timer = null;
    el.removeAttribute("aria-busy");
  };
  const stopListening = onAnswer(model, ["state", "error_count"], answered);
  const send = (message) => {
    const isMove = message.action === "move";
    if ((isMove && timer !== null) || !sender(message)) return false;
    if (isMove) {
      timer = win.setTimeout(answered, ANSWER_MS);
      el.setAttribute("aria-busy", "true");
    }
    return true;
  };
  return { send, get waiting() { return timer !== null; }, stop: () => { answered(); stopListening(); } };
}

/**
 * Mount a view: add the root classes to `el`, call `draw()` now and whenever one of `traits`
 * changes, and return anywidget's cleanup function. A widget whose `autofocus` trait is on (an
 * app's table) takes the keyboard focus once it is in the page (takeFocus).
 *
 * `name` names the widget: a catalogue key, or a function of the language that says it. The root
 * is a region with that name, in the widget's language, and carries the language itself (`lang`),
 * both kept in step with the `lang` trait: a screen reader's list of landmarks goes from widget to
 * widget on a tutorial page of twenty (the roots had no role nor name, and nothing in them is a
 * heading), and reads each in its own language (a Spanish table on an English page was read with
 * English sounds).
 *
 * One message from the kernel may change several traits at once: the view draws once, after all
 * of them are set (onAnswer), whatever the number of traits it carries.
 *
 * Keys pressed in the widget stay in it (`ownKeys`).
 */
export function mount({ model, el }, className, traits, draw, name) {
  el.classList.add("cardwidgets", className);
  el.addEventListener("keydown", ownKeys);
  const named = () => {
    const lang = model.get("lang");
    el.setAttribute("role", "region");
    el.setAttribute("aria-label", typeof name === "function" ? name(lang) : t(lang, name));
    el.lang = lang;
  };
  const drawn = keepFocus(el, draw);
  const redraw = () => {
    named();
    drawn();
  };
  if (!traits.includes("lang")) traits = [...traits, "lang"];
  // The same refusal again changes only the count of refusals: the banner says it again (errorBanner).
  const stopDrawing = onAnswer(model, traits.includes("error") ? [...traits, "error_count"] : traits, redraw);
  redraw();
  if (model.get("autofocus")) takeFocus(el);
  return () => {
    stopDrawing();
    el.removeEventListener("keydown", ownKeys);
    el.replaceChildren();
  };
}

/**
 * A key pressed in a widget is the widget's: the notebook around it never sees a key without
 * Ctrl, Alt or Meta. In JupyterLab's command mode such keys act on cells (M makes the widget's cell
 * Markdown, D D deletes it, the arrows move to another cell and take the focus), so a reader who
 * pressed a letter or an arrow on a table, or a game's shortcut while it was not theirs to use,
 * would lose the table. Shift+Enter (run the cell and move on) still reaches the notebook, and
 * Escape leaves the widget: the focus goes to the nearest focusable element around it (in
 * JupyterLab its cell, whose shortcuts then work as usual).
 */
function ownKeys(event) {
  if (event.key === "Escape") {
    for (let node = event.currentTarget.parentElement; node; node = node.parentElement) {
      if (node.hasAttribute("tabindex")) {
        node.focus();
        break;
      }
    }
    return;
  }
  if (event.ctrlKey || event.altKey || event.metaKey || (event.shiftKey && event.key === "Enter")) return;
  event.stopPropagation();
}

/** How long a bot's move stays on screen before the next, so that a class can follow who did what. */
export const MOVE_MS = 1100;

/** How long a move told in `text` stays on screen: MOVE_MS, a fifth of a second more for each word
 * past eight, up to 3 s. "Ada prende la carta 13 e 3 gettoni, e scopre la carta 27." was replaced
 * after 1.1 s, before a class had read it. */
export function moveMs(text) {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(3000, MOVE_MS + 200 * Math.max(0, words - 8));
}

// How far each list has been played back, by the list (playback's `batch`).
const progress = new WeakMap();

/**
 * Play a list back one item at a time, so that a class can follow the bots' moves. `ms` is the
 * wait before each item comes on screen: a number, or a function of the item's index. `shown`
 * counts the items on screen; `start(from)` begins again with `from` of them showing, `skip()`
 * shows them all up to the first that holds (a Skip never jumps past what must be read), `stop()`
 * clears the timer (for anywidget's cleanup). Items for which
 * `instant(i)` holds come on screen together with the one before them, unless that one holds: after
 * an item for which `hold(i)` holds (a summary to read) the playback waits for `next()`, which shows
 * the next at once.
 *
 * `batch()`: the list being played back (the kernel's `moves`, the same object in every view of a
 * table until its next answer). A view drawn again for it (the app brings a game back) takes up
 * the playback where the last view left it, not at its end: a class that looked at another game
 * came back past the bots' moves still to show, and past a hand's summary (Twins) never read.
 */
export function playback(win, { ms, length, draw, instant = () => false, hold = () => false, batch = () => null }) {
  const wait = typeof ms === "function" ? ms : () => ms;
  let shown = Math.min(progress.get(batch()) ?? Infinity, length());
  let timer = null;
  const note = () => {
    const list = batch();
    if (list !== null && typeof list === "object") progress.set(list, shown);
  };
  const more = () => shown < length() && !hold(shown - 1);  // the next item may come on screen
  const settle = () => { while (more() && instant(shown)) shown += 1; };
  const stop = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    if (more()) timer = win.setTimeout(tick, wait(shown));
  };
  const tick = () => {
    timer = null;
    shown += 1;
    settle();
    note();
    schedule();
    draw();
  };
  schedule();  // (a playback taken up again goes on)
  return {
    get shown() { return shown; },
    get playing() { return shown < length(); },
    start(from = 0) {
      stop();
      shown = Math.min(from, length());
      settle();
      note();
      schedule();
    },
    next() {
      stop();
      if (shown < length()) tick();
    },
    skip() {
      stop();
      while (more()) shown += 1;
      note();
      draw();
    },
    stop,
  };
}

/**
 * The element that has the keyboard focus, as `el` sees it. In a shadow root (marimo draws each
 * widget in one) the page's `document.activeElement` is only the shadow's host, never a control
 * in `el`: asked of the page, a table would lose the focus at every redraw.
 */
export function focusedIn(el) {
  const root = el.getRootNode();
  return root !== el && "activeElement" in root ? root.activeElement : el.ownerDocument.activeElement;
}

/** Whether the keyboard is on something inside `el` (not on `el` itself, nor outside it). */
export function keyboardIn(el) {
  const active = focusedIn(el);
  return Boolean(active) && active !== el && el.contains(active);
}

/**
 * Call `handler` once a message from the kernel has set everything it changes, when it changed any
 * of `keys`: once a message, whatever the number of those traits it carries, and in the order the
 * handlers were registered (a table's playback starts before `mount`'s draw). ipywidgets sets every
 * trait of a message and then fires the `change:` events and `change`; marimo fires each `change:`
 * as it sets its trait, in the message's order (a Python set's: it differs from one kernel to the
 * next), and `change` once after all. A handler of `change:move_count` read the moves of the answer
 * before, in marimo, and the bots' moves never played back. Returns what stops listening.
 */
export function onAnswer(model, keys, handler) {
  let due = false;
  const mark = () => { due = true; };
  const run = () => {
    if (!due) return;
    due = false;
    handler();
  };
  for (const key of keys) model.on(`change:${key}`, mark);
  model.on("change", run);
  return () => {
    for (const key of keys) model.off(`change:${key}`, mark);
    model.off("change", run);
  };
}

/** What identifies a control across redraws: its own key, or its kind, class and name. */
function focusKey(node) {
  if (node.dataset?.focusKey) return `key:${node.dataset.focusKey}`;
  const name = node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.textContent;
  return `${node.tagName}.${node.className}|${node.getAttribute("type") ?? ""}|${name}`;
}

const FOCUSABLE = "button, input, select, textarea, [tabindex]";

/**
 * Wrap a view's `draw` so that the keyboard focus survives the redraw: the control that had it
 * (found again by its key) gets it back; if that control is gone or disabled (the Buy buttons after
 * buying), the first enabled element marked `data-autofocus` (where the reader's next action is)
 * takes it, else the `data-focus-fallback` status line (while the reader waits), else the widget
 * itself, never the page. A status line holds the focus only until a next action is there.
 */
export function keepFocus(el, draw) {
  return () => {
    const active = focusedIn(el);
    const inside = keyboardIn(el);
    const key = inside ? focusKey(active) : null;
    draw();
    if (!inside) return;
    const now = focusedIn(el);
    // Kept, or given back by the view; a control kept in the page but now disabled, or a card no
    // longer focusable (a hand that is not the reader's to play), cannot keep it.
    const held = now && now !== el && el.contains(now) && !now.disabled && now.matches(FOCUSABLE) ? now : null;
    const again = held ?? [...el.querySelectorAll(FOCUSABLE)]
      .find((node) => focusKey(node) === key && !node.disabled);
    const next = el.querySelector("[data-autofocus]:not(:disabled)");
    const target = again && !(next && again.hasAttribute("data-focus-fallback")) ? again : focusEntry(el);
    if (target === now) return;
    // The widget itself, or a waiting status line, takes it without scrolling the page: a tall table
    // would jump to its top or to the reader's seat, away from what the draw has just shown (the
    // Twins reveal scrolls itself into view). A control brings itself into view only if none of it
    // is (focusOn).
    focusOn(el, target);
  };
}

/** Where the keyboard enters a view: the first enabled control marked `data-autofocus` (the reader's
 * next action), else the status line marked `data-focus-fallback`, else the view itself. */
function focusEntry(el) {
  return el.querySelector("[data-autofocus]:not(:disabled)") ?? el.querySelector("[data-focus-fallback]") ?? el;
}

/**
 * Give `target` (`el` or in it) the focus. Unless `preventScroll` (by default, for the widget itself
 * or a waiting status line: see keepFocus), the page then scrolls, as little
 * as it can, to bring it into view, if none of it is in view: a browser's own scrolling centres a
 * focused control that does not show whole (the Twins hand, given the keyboard when the reader's
 * turn came, moved 364 px up the screen). What comes into view is the block around it marked
 * `data-focus-view`, if there is one: the Twins reader's seat, its buttons with its hand (brought
 * in by itself, the hand left the Play button below the screen, and Tab to it scrolled the page
 * 222 px to centre it).
 */
function focusOn(el, target, preventScroll = target === el || target.hasAttribute("data-focus-fallback")) {
  if (target === el && !el.hasAttribute("tabindex")) el.tabIndex = -1;
  target.focus({ preventScroll: true });
  if (preventScroll || inView(target)) return;
  const block = target.closest("[data-focus-view]");
  (block && el.contains(block) ? block : target).scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

const CLIPS = ["auto", "scroll", "hidden", "clip", "overlay"];  // what an overflow hides

/** Whether some of `node` is in view (with `whole`, all of it): inside the window and every box
 * around it that clips what overflows it (the notebook's scrolling panel, in JupyterLab). The page's
 * body and root are the window's: JupyterLab's body hides its overflow, and its box is 0 px tall. */
function inView(node, { whole = false } = {}) {
  const doc = node.ownerDocument;
  const win = doc.defaultView;
  let { top, bottom, left, right } = node.getBoundingClientRect();
  const clip = (box, across, down) => {
    if (down) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    if (across) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
  };
  const own = { top, bottom, left, right };
  for (let box = node.parentElement; box && box !== doc.body && box !== doc.documentElement; box = box.parentElement) {
    const { overflowX, overflowY } = win.getComputedStyle(box);
    if (CLIPS.includes(overflowX) || CLIPS.includes(overflowY)) {
      clip(box.getBoundingClientRect(), CLIPS.includes(overflowX), CLIPS.includes(overflowY));
    }
  }
  clip({ top: 0, left: 0, bottom: win.innerHeight, right: win.innerWidth }, true, true);
  if (whole) return top <= own.top && bottom >= own.bottom && left <= own.left && right >= own.right;
  return top <= bottom && left <= right;
}

/** Scroll the page, smoothly unless the reader asks for less motion, as little as brings `node` (if
 * any) into view: what a table or an explorer has just shown, on a screen too small for all of it. */
export function bringIntoView(node) {
  const still = node?.ownerDocument.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches ?? false;
  node?.scrollIntoView?.({ block: "nearest", behavior: still ? "auto" : "smooth" });
}

/**
 * Give `node` the focus, and scroll the page as little as brings all of it into view, only if it
 * needs to: the browser's own scrolling on focus stopped any smooth scroll under way (a pick's
 * name, in the ranker, never came into view when the arrow key went on to the next card at once).
 */
export function focusInView(node) {
  node.focus({ preventScroll: true });
  if (!inView(node, { whole: true })) node.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

/**
 * Give the view in `el` the keyboard focus (focusEntry) once it is in the page, unless something on
 * the page has it already: an app's table, whose keys (a shortcut, Enter on its first button) then
 * work without a click first, but never a control the reader is using (the app's game chooser). The
 * app opens at its top, unless none of the control is in view: then its block comes into view, as
 * in keepFocus (Twins' Buy buttons and hand were below the first screen, on a projector and at
 * 1280 × 800, with the focus on "No thanks" out of sight: Enter bought nothing, unseen). Up to
 * `frames` animation frames for `el` to be put in the page (a view is drawn before it is attached).
 */
function takeFocus(el, frames = 120) {
  const doc = el.ownerDocument;
  const attempt = (left) => {
    if (!el.isConnected) {
      if (left > 0) doc.defaultView.requestAnimationFrame(() => attempt(left - 1));
      return;
    }
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    focusOn(el, focusEntry(el));
  };
  attempt(frames);
}

/**
 * A table's status line (what it waits for, whose turn it is), read out as it changes; the focus
 * lands on it while the reader has nothing to do (keepFocus), rather than on the table's top.
 * `live: false` while the bots' moves play back: the move's line says each move, and a screen
 * reader queued two sentences a move (the move, then "Waiting for Bo"). Live again (the attribute
 * patched before the text) when the turn comes back, which is said.
 */
export function statusLine(doc, text, times = 0, { live = true } = {}) {
  return h(doc, "span", { class: "cw-prompt",
    attrs: { "aria-live": live ? "polite" : "off", "aria-atomic": "true", tabindex: -1, "data-focus-fallback": true, "data-focus-key": "status" } },
  spoken(doc, text), again(times));
}

/**
 * Text for a live line or alert: a string, or a sentence's parts (sayParts) in one span, whose cards
 * show their glyphs ("Q♥", hidden from assistive technology) and are read as words ("queen of
 * hearts", hidden from sight). One node, not one a part: in a flex line (the Gin moves') each part
 * was an item of its own, and the gap showed as a space around every card ("6♠ ; Sam").
 */
export function spoken(doc, text) {
  if (!Array.isArray(text)) return text === null || text === undefined ? null : String(text);
  return h(doc, "span", {}, text.map((part) => (typeof part === "string" ? part
    : h(doc, "span", { class: "cw-spoken-card" },
      h(doc, "span", { text: part.short, attrs: { "aria-hidden": "true" } }),
      h(doc, "span", { class: "cw-sr-only", text: part.words })))));
}

/** Parts (sayParts) as a screen reader should hear them, for an accessible name: cards in words. */
export function heard(parts) {
  return parts.map((part) => (typeof part === "string" ? part : part.words)).join("");
}

/** The word "winner", for a screen reader alone, at the end of a winner's line (whose ★ is for the eye). */
export function winnerWord(doc, lang) {
  return h(doc, "span", { class: "cw-sr-only", text: ` ${t(lang, "winner_said")}` });
}

/** A catalogue message (say) as the parts of a live line: its cards read as words (spoken). */
export function sayNodes(doc, lang, message) {
  return spoken(doc, sayParts(() => say(lang, message)));
}

/** A label with parameters (t) as sayParts' parts, for a line that `spoken` shows. */
export function tParts(lang, key, vars) {
  return sayParts(() => t(lang, key, vars));
}

/**
 * The same refusal said again: a live region does not read out text that did not change, so the
 * `times`-th refusal (counted by whoever refuses) ends with a zero-width space every second time.
 * Nothing shows or moves; the region (aria-atomic) is read out whole.
 */
export function again(times) {
  return times > 0 && times % 2 === 0 ? "\u200B" : null;
}

/** A button's words with its shortcut `letter` (the language's, from the catalogue), as every table shows them. */
export function withKey(label, letter) {
  return `${label} (${letter.toUpperCase()})`;
}

/**
 * The letter a table's shortcut key stands for (lower case), or null when the key is not one: a
 * modifier is held, or the focus is where letters are typed or pick options (a text or number
 * field, a select, a textarea). A focused button or checkbox does not stop it: Tab, Enter on a
 * button, then a letter, must work, and a letter after ticking Twin It!'s practice box was lost.
 */
export function shortcutLetter(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.target.closest?.("input:not([type=checkbox]):not([type=radio]), select, textarea")) return null;
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}

/**
 * The last refused action as an alert line, in the reader's language (`error_message` is the
 * catalogue message; `error` its English text, for widgets that have no message).
 */
export function errorBanner(model, doc = globalThis.document) {
  const message = model.get("error_message");
  if (dealRefusal(model)) return alertBanner(doc, null);  // said by the New game form, where the keyboard is
  const said = message?.code ? sayNodes(doc, model.get("lang"), message) : model.get("error") || null;
  return alertBanner(doc, said, model.get("error_count") ?? 0);
}

/** A refusal's alert line, read out whole; `times`: the how-manyeth time it is said (see `again`). */
export function alertBanner(doc, content, times = 0) {
  const banner = h(doc, "div", { class: "cw-error", attrs: { role: "alert", "aria-atomic": "true" } }, content);
  const mark = content ? again(times) : null;
  if (mark) banner.append(mark);
  return banner;
}

export const SIZES = ["small", "medium", "large"];

/** Show cards at one of the SIZES (large suits a projector). */
export function setSize(el, size) {
  for (const name of SIZES) el.classList.toggle(`cw-size-${name}`, name === size);
}

/**
 * Build an element: `h(doc, "button", {class: "cw-x", text: "Go", attrs: {type: "button"},
 * on: {click: fn}}, ...children)`. Text goes in as text, never as HTML.
 */
export function h(doc, tag, { class: className, text, attrs = {}, on = {} } = {}, ...children) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const [event, handler] of Object.entries(on)) listen(node, event, handler);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}

// Redrawing only what changed. A view builds its whole content afresh on every draw (cheap: the
// nodes are not in the page), then `patch` makes the page's nodes look like the new ones, keeping
// every node that can stay. The page then styles, lays out and paints only what changed, focus
// and animations stay where they are, and new rows are the only new nodes.

const handlers = new WeakMap();  // node → {event type: handler}, the handlers of its latest draw
const inPage = new WeakMap();  // node just drawn → the node in the page that patch made look like it
const drawnControls = new WeakMap();  // form control in the page → {value, checked} of its latest draw
const standIns = new WeakMap();  // stand-in → the node in the page it stands for
const wired = new WeakMap();  // node → the event types it forwards to `handlers`

function forward(node, type) {
  const types = wired.get(node) ?? new Set();
  wired.set(node, types);
  if (types.has(type)) return;
  types.add(type);
  node.addEventListener(type, (event) => handlers.get(node)?.[type]?.(event));
}

/**
 * Listen for `type` on `node` so that `patch` can hand the handler on to the node it keeps in the
 * page (a handler closes over one draw's data). A handler that needs the node in the page uses
 * `event.currentTarget`, never the node it was built with.
 */
export function listen(node, type, handler) {
  const table = handlers.get(node) ?? {};
  handlers.set(node, table);
  table[type] = handler;
  forward(node, type);
}

/** What identifies a node among its siblings across draws: `data-key`, else its `data-focus-key`. */
function keyOf(node) {
  return node.nodeType === 1 ? node.getAttribute("data-key") ?? node.getAttribute("data-focus-key") : null;
}

/** Two nodes of one kind: both text, or elements of one tag (and, if `strict`, the same first class). */
function sameKind(a, b, strict = false) {
  if (a.nodeType !== b.nodeType) return false;
  if (a.nodeType !== 1) return true;
  const first = (node) => (node.getAttribute("class") ?? "").split(" ", 1)[0];
  return a.tagName === b.tagName && (!strict || first(a) === first(b));
}

// By names, not through `attributes`: its Attr objects made this most of a patch's time.
function patchAttributes(node, fresh) {
  for (const name of node.getAttributeNames()) if (!fresh.hasAttribute(name)) node.removeAttribute(name);
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
}

/** Make `node` (in the page) look like `fresh` (just drawn), its children included. */
function patchNode(node, fresh) {
  if (node.nodeType !== 1) {
    if (node.nodeValue !== fresh.nodeValue) node.nodeValue = fresh.nodeValue;
    return;
  }
  // The same drawing (a card's design, say) is kept whole: nothing in it depends on anything else.
  const drawing = fresh.getAttribute("data-drawing");
  const sameDrawing = drawing !== null && drawing === node.getAttribute("data-drawing");
  inPage.set(fresh, node);
  patchAttributes(node, fresh);
  const table = handlers.get(fresh);
  if (table) {
    handlers.set(node, table);
    for (const type of Object.keys(table)) forward(node, type);
  } else {
    handlers.delete(node);
  }
  if (!sameDrawing) patch(node, [...fresh.childNodes]);
  if (fresh.tagName === "INPUT" || fresh.tagName === "SELECT") patchControl(node, fresh);
}

/**
 * What a form control shows is a property, not an attribute. A control that sends its changes at
 * once shows what the kernel answered (it may have refused). One that a button reads later (New
 * game's seed, players, bot) shows a new value the draw brings, and otherwise keeps what the
 * reader has typed or chosen since (a seed typed while the bots' moves play back).
 */
function patchControl(node, fresh) {
  const sends = handlers.get(fresh)?.change !== undefined || handlers.get(fresh)?.input !== undefined;
  const last = drawnControls.get(node);
  if (node.value !== fresh.value && (sends || last?.value !== fresh.value)) node.value = fresh.value;
  if (node.checked !== fresh.checked && (sends || last?.checked !== fresh.checked)) node.checked = fresh.checked;
  drawnControls.set(node, { value: fresh.value, checked: fresh.checked });
}

/**
 * The node in the page that `patch` made look like `node` (drawn by one draw), else `node` itself:
 * a handler reads a form control through it, since a handler closes over the nodes of its own
 * draw, which may never have gone into the page.
 */
export function live(node) {
  return inPage.get(node) ?? node;
}

/**
 * Make the children of `parent` (in the page) look like `children` (nodes just drawn; null and
 * false are skipped). A keyed child (`data-key` or `data-focus-key`) takes the old child of that
 * key; any other the next unused old child of its kind (tag and first class), in order, else the
 * next unused old child if it has the same tag. Matched
 * old nodes are patched and kept, the rest of the new ones go in, old nodes left over go.
 *
 * Unless the new children are as many as the old, of the same tags in the same order, and none
 * keyed (a list whose items stay, their classes changing): then each takes the old child in its
 * place. Looking ahead for a class, a class that moved on to a later item (the Twins cash card's
 * current line) shifted every item after it up one node, and the browser, which holds the page's
 * scroll to a node it anchors on, scrolled the page by a line.
 */
export function patch(parent, children) {
  const fresh = children.flat().filter(Boolean);
  const old = [...parent.childNodes];
  if (fresh.length === 0 && old.length === 0) return;
  if (fresh.length === 1 && old.length === 1 && fresh[0].nodeType === 3 && old[0].nodeType === 3) {
    if (old[0].nodeValue !== fresh[0].nodeValue) old[0].nodeValue = fresh[0].nodeValue;  // a text, the commonest case
    return;
  }
  const aligned = fresh.length === old.length
    && fresh.every((node, i) => keyOf(node) === null && keyOf(old[i]) === null && sameKind(old[i], node));
  const keyed = new Map();
  for (const node of old) {
    const key = keyOf(node);
    if (key !== null) keyed.set(key, [...(keyed.get(key) ?? []), node]);
  }
  const used = new Set();
  let cursor = 0;
  const next = (node) => {
    const key = keyOf(node);
    if (key !== null) {
      const match = keyed.get(key)?.shift();
      return match && sameKind(match, node) ? match : null;
    }
    const free = (i) => !used.has(old[i]) && keyOf(old[i]) === null;
    for (let i = cursor; i < old.length; i += 1) {
      if (free(i) && sameKind(old[i], node, true)) {
        cursor = i + 1;
        return old[i];
      }
    }
    // None of its class further on: the next free node of its tag (a row whose class says its state).
    while (cursor < old.length && !free(cursor)) cursor += 1;
    if (cursor < old.length && sameKind(old[cursor], node)) return old[cursor++];
    return null;
  };
  const wanted = fresh.map((node, i) => {
    const standing = standIns.get(node);
    if (standing) {
      used.add(standing);
      return standing;
    }
    const match = aligned ? old[i] : next(node);
    if (!match) {
      // New in the page: a stand-in inside it is replaced by the part it stands for.
      for (const standIn of node.querySelectorAll?.("[data-stand-in]") ?? []) standIn.replaceWith(standIns.get(standIn));
      for (const control of node.matches?.("input, select") ? [node] : node.querySelectorAll?.("input, select") ?? []) {
        drawnControls.set(control, { value: control.value, checked: control.checked });
      }
      return node;
    }
    used.add(match);
    patchNode(match, node);
    return match;
  });
  for (const node of old) if (!used.has(node) && node.parentNode === parent) node.remove();  // (a part may have moved on)
  wanted.forEach((node, i) => {
    const here = parent.childNodes[i] ?? null;
    if (here !== node) parent.insertBefore(node, here);
  });
}

/**
 * Parts of a view drawn again only when what they show changes. `part(key, deps, build)` returns
 * `build()`'s new node, or, when `deps` (JSON-able) are those of the part's last drawing and that
 * drawing is in the page, a stand-in that `patch` replaces by the node in the page, untouched.
 * `deps` must hold everything the part shows and its handlers use; `build` must give the node a
 * `data-key` (or `data-focus-key`) of its own among its siblings.
 */
export function parts() {
  const last = new Map();  // key → {deps, node}
  return (key, deps, build) => {
    const text = JSON.stringify(deps);
    const drawn = last.get(key);
    const kept = drawn && live(drawn.node);
    if (drawn?.deps === text && kept.isConnected) {
      const standIn = kept.cloneNode(false);
      standIn.setAttribute("data-stand-in", "");
      standIns.set(standIn, kept);
      return standIn;
    }
    const node = build();
    last.set(key, { deps: text, node });
    return node;
  };
}

/** The text of a Twins combination in `lang`, from its kind and value. */
export function comboText(t, lang, kind, value) {
  return t(lang, `combo.${kind}`, { v: value });
}

/** The table sizes the rules allow, from the widget's `min_players` to its `max_players` trait. */
export function tableSizes(model) {
  const sizes = [];
  for (let n = model.get("min_players"); n <= model.get("max_players"); n += 1) sizes.push(n);
  return sizes;
}

/**
 * The controls under a game table: the number of players, the seed, New game, and the teacher
 * switch. The table sizes offered are the rules' (the `min_players` and `max_players` traits);
 * `teacherKey` is the label of the switch. `form` goes under the table; `deal()` sends the new game
 * its fields say, for a New game button elsewhere (in the buttons' row once a game is over).
 */
export function gameControls(doc, t, lang, model, send, { teacherKey }) {
  const counts = tableSizes(model);
  const seed = seedField(doc, t, lang, model);
  const playersSelect = h(doc, "select", { class: "cw-select cw-players-select", attrs: { "aria-label": t(lang, "players") } },
    counts.map((n) => h(doc, "option", { text: String(n), attrs: { value: n } })));
  playersSelect.value = String(model.get("players"));
  const deal = () => send({ action: "new_game", players: Number(live(playersSelect).value), seed: seed.value() });
  const form = newGameForm(doc, model, deal,
    h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "players") }), playersSelect),
    seed.field,
    newGameButton(doc, t, lang, model),
    teacherSwitch(doc, t(lang, teacherKey), model, send));
  return { form, deal };
}

/** The controls under a table whose only choice is the game's number (Twin It!'s table and its
 * cooperative minute): `form`, the number and New game (`className`), and `deal`, which deals the
 * game the field says (for an againButton in the table's own bar at the end). */
export function numberGame(doc, t, lang, model, send, className = "") {
  const seed = seedField(doc, t, lang, model);
  const deal = () => send({ action: "new_game", seed: seed.value() });
  return { form: newGameForm(doc, model, deal, seed.field, newGameButton(doc, t, lang, model, className)), deal };
}

/**
 * A table's game number (its `seed` trait) as a labelled field of its new-game form: `field` to put
 * in the form, `value()` what New game sends (read from the field in the page when pressed). The
 * number is the game in play's, or once it is over the next one's (the kernel moves it on); what the
 * reader types stays while the game goes on. A number that is not a whole one still goes to the
 * kernel, which explains the problem in the table's language (`page_seed`).
 */
export function seedField(doc, t, lang, model) {
  const input = h(doc, "input", { class: "cw-number cw-seed-input",
    attrs: { type: "number", min: 0, step: 1, value: model.get("seed"), "aria-label": t(lang, "seed"), "data-focus-key": "seed" } });
  return {
    field: h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "seed") }), input),
    value: () => wholeNumber(live(input)),
  };
}

// A new game asked for while one is in progress waits for a second press within ASK_MS (one stray
// Enter in the seed field lost the game; Twin It!'s button is beside Flip): model → its question
// (a token of its own, which only its own timer takes back); and model → the log and error a new
// game was asked with, till the kernel answers: a new log (dealt), or a new error (refused: the
// focus stays in the form).
export const ASK_MS = 5000;
const confirming = new WeakMap();
const dealing = new WeakMap();
const refusals = new WeakMap();  // model → the error that refused its last New game

/**
 * The kernel's refusal of the New game last asked for (a game number it cannot deal), while it is
 * the table's error, else null. The form says it under its fields and the table's banner does not:
 * the banner, at the table's top, was a screen above the keyboard on a projector, and a class saw
 * New game do nothing.
 */
function dealRefusal(model) {
  const asked = dealing.get(model);
  const error = model.get("error_message");
  if (asked && asked.error !== error && asked.log === model.get("log") && asked.round === model.get("round")) {
    refusals.set(model, error);
  }
  return error?.code && refusals.get(model) === error ? error : null;
}

/** A new game, asked for from `button`: dealt at once when no game is in progress (or asked a second
 * time), else the button asks, for ASK_MS, in its own words. */
function askOrDeal(model, button, deal) {
  if (model.get("state")?.result === null && !confirming.has(model)) {
    const question = {};
    confirming.set(model, question);
    button.textContent = button.dataset.confirm;
    button.focus();  // (Enter in the seed field asked: the answer is on the button)
    button.ownerDocument.defaultView.setTimeout(() => {
      if (confirming.get(model) !== question) return;
      confirming.delete(model);
      button.textContent = button.dataset.label;
    }, ASK_MS);
    return;
  }
  confirming.delete(model);
  dealing.set(model, { log: model.get("log"), round: model.get("round"), error: model.get("error_message") });
  deal();
}

/** A table's new-game controls as a form, so that Enter in its seed field deals the game as its
 * button does (it did nothing); `deal()` sends the new game; the form's `newGameButton` asks first
 * during a game; once dealt, `enterNewGame` gives the new game the keyboard. */
export function newGameForm(doc, model, deal, ...children) {
  // (not checked by the browser: its message, in the browser's language, not the table's, stopped a
  // seed of -3 or 1.5 on its way to the kernel, which says what is wrong in the reader's)
  const refusal = dealRefusal(model);
  return h(doc, "form", { class: "cw-controls", attrs: { novalidate: true }, on: { submit: (event) => {
    event.preventDefault();
    askOrDeal(model, event.currentTarget.querySelector("[data-focus-key='new']"), deal);
  } } }, ...children,
  h(doc, "p", { class: "cw-error cw-form-error", text: refusal ? say(model.get("lang"), refusal) : "", attrs: { role: "alert" } }));
}

/** New game: a form's submit button, or, given `deal`, a button of its own. Asked once during a
 * game, it says what a second press does. */
export function newGameButton(doc, t, lang, model, className = "", deal = null) {
  const label = t(lang, "new_game");
  const confirm = t(lang, "new_game_confirm");
  return h(doc, "button", { class: `cw-button ${className}`.trim(), text: confirming.has(model) ? confirm : label,
    attrs: { type: deal ? "button" : "submit", "data-focus-key": "new", "data-label": label, "data-confirm": confirm },
    on: deal ? { click: (event) => askOrDeal(model, event.currentTarget, deal) } : {} });
}

/** New game in a table's buttons' row once its game is over, dealing what the form at its foot says
 * (`deal`): that form is a screen below on a projector, and the row was an empty band under the
 * result. Its focus key is its own, not the form's button's. It is a Tab on from the line that tells
 * the result, which keeps the keyboard (a screen reader reads it; a second Enter on the last move
 * must not deal a new game over the result). */
export function againButton(doc, t, lang, model, className, deal) {
  const again = newGameButton(doc, t, lang, model, `cw-button-primary ${className}`, deal);
  again.dataset.focusKey = "again";
  return again;
}

/** After a table's draw: once the new game asked for at its foot is dealt, the table's top comes
 * into view and the keyboard goes to its first move, or to the line that says whom it waits for
 * (it stayed on New game, at the foot of a tall table, while the new deal and a move timer ran
 * out of sight). */
export function enterNewGame(el, model) {
  const asked = dealing.get(model);
  if (!asked) return;
  const dealt = asked.log !== model.get("log") || asked.round !== model.get("round");  // (Twin It!: a new round)
  if (!dealt && asked.error === model.get("error_message")) return;  // no answer yet
  dealing.delete(model);
  if (!dealt) return;
  el.scrollIntoView?.({ block: "start" });
  focusOn(el, focusEntry(el), false);  // (scrolling on, should the first move still be below the fold)
}

/** The whole number typed in `input` (a seed, a pot, chips), or, when it is not one, the text, which
 * goes to the kernel all the same, to be explained there. */
export function wholeNumber(input) {
  const text = input.value.trim();  // ("" too when a number field holds letters: not the number 0)
  return text !== "" && Number.isInteger(Number(text)) ? Number(text) : input.value;
}

/**
 * A table saved while the teacher switch was on (`state.revealed`: a move played back, a reveal's
 * table) as the reader's seat sees it while the switch is off: `hide(state)` hides again what the
 * seat may not see, at once, not once the playback has ended.
 */
export function asSeated(state, teacher, hide) {
  return teacher || !state.revealed ? state : hide(state);
}

/** `seat`'s place in a game's result: 1, and one more for each seat that did better by the game's
 * measure (`low_wins`: fewer is better); tied seats share a place. */
export function placeIn(result, seat) {
  const mine = result.scores[seat];
  return 1 + Object.values(result.scores).filter((score) => (result.low_wins ? score < mine : score > mine)).length;
}

/** What `bySeat` (seat → anything) shows to `me`: its own, and null for every other seat. */
export function onlyMine(bySeat, me) {
  return Object.fromEntries(Object.entries(bySeat).map(([seat, value]) => [seat, seat === me ? value : null]));
}

/** The teacher switch, unless the table was made without one (a students' app): then nothing. */
export function teacherSwitch(doc, label, model, send) {
  if (!model.get("teacher_switch")) return null;
  return h(doc, "label", { class: "cw-field cw-check" },
    h(doc, "input", { attrs: { type: "checkbox", checked: model.get("teacher"), "data-focus-key": "teacher" },
      on: { change: (event) => send({ action: "teacher", on: event.target.checked }) } }),
    h(doc, "span", { text: label }));
}

/** How many lines of a table's log show (`LOG_SHOWN` in `cardwidgets/widgets/_table.py`, which keeps
 * that many lines before the latest batch of moves, the only one played back). */
export const LOG_SHOWN = 8;

/** The last lines of a table's log (messages of the catalogue, said in `lang`), in an open <details>;
 * `showLogEnd` scrolls it once it is in the page. The log tells no more than the table shows: the
 * last `unseen` lines, of moves still being played back, wait for their turn. `start`: how many of
 * the game's lines came before `lines[0]` (the table's `log_start`). */
export function gameLog(doc, t, lang, lines, unseen = 0, start = 0) {
  return h(doc, "details", { class: "cw-log", attrs: { open: true } },
    h(doc, "summary", { text: t(lang, "log") }),
    numberedLines(doc, lang, lines.slice(0, lines.length - unseen), LOG_SHOWN, start));
}

/** The newest `count` of `lines` as a list numbered from the game's start: `start` lines came
 * before `lines[0]` (a log keeps only its newest lines; numbered 1 to 8 every time, they read as
 * the game's first eight). */
export function numberedLines(doc, lang, lines, count, start = 0) {
  const first = Math.max(0, lines.length - count);
  // The list's indent fits its longest number (a fixed one cut "46." to ".6." in its box).
  const digits = String(start + lines.length).length;
  return h(doc, "ol", { attrs: { start: start + first + 1, style: `--cw-digits: ${digits}` } },
    lines.slice(first).map((line) => h(doc, "li", {}, sayNodes(doc, lang, line))));
}

/**
 * Scroll the log in `el` to its newest line, in the next frame: the scroll needs the layout, which
 * the frame computes anyway, where reading it now would force one more in the middle of the draw.
 */
export function showLogEnd(el) {
  el.ownerDocument.defaultView?.requestAnimationFrame(() => {
    const list = el.querySelector(".cw-log ol");
    if (list) list.scrollTop = list.scrollHeight;
  });
}
