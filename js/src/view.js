import { say } from "./i18n.js";

// What every widget view shares: a namespaced root, redraws on trait changes, a cleanup function
// for anywidget, and the banner that shows the kernel's last error message to the reader.

/**
 * Mount a view: add the root classes to `el`, call `draw()` now and whenever one of `traits`
 * changes, and return anywidget's cleanup function.
 *
 * One message from the kernel may change several traits at once. The model fires
 * `change:<trait>` for each of them, then `change` once: the first only mark the view stale, the
 * last draws it, so that a message costs one draw, whatever the number of traits it carries.
 */
export function mount({ model, el }, className, traits, draw) {
  el.classList.add("cardwidgets", className);
  const redraw = keepFocus(el, draw);
  let stale = false;
  const markStale = () => { stale = true; };
  const drawIfStale = () => {
    if (!stale) return;
    stale = false;
    redraw();
  };
  for (const name of traits) model.on(`change:${name}`, markStale);
  model.on("change", drawIfStale);
  redraw();
  return () => {
    for (const name of traits) model.off(`change:${name}`, markStale);
    model.off("change", drawIfStale);
    el.replaceChildren();
  };
}

/**
 * Play a list back one item at a time, `ms` apart, so that a class can follow the bots' moves.
 * `shown` counts the items on screen; `start(from)` begins again with `from` of them showing,
 * `skip()` shows them all, `stop()` clears the timer (for anywidget's cleanup). Items for which
 * `instant(i)` holds come on screen together with the one before them.
 */
export function playback(win, { ms, length, draw, instant = () => false }) {
  let shown = length();
  let timer = null;
  const settle = () => { while (shown < length() && instant(shown)) shown += 1; };
  const stop = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
  };
  const tick = () => {
    timer = null;
    shown += 1;
    settle();
    if (shown < length()) timer = win.setTimeout(tick, ms);
    draw();
  };
  return {
    get shown() { return shown; },
    get playing() { return shown < length(); },
    start(from = 0) {
      stop();
      shown = Math.min(from, length());
      settle();
      if (shown < length()) timer = win.setTimeout(tick, ms);
    },
    skip() {
      stop();
      shown = length();
      draw();
    },
    stop,
  };
}

/** What identifies a control across redraws: its own key, or its kind, class and name. */
function focusKey(node) {
  if (node.dataset?.focusKey) return `key:${node.dataset.focusKey}`;
  const name = node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.textContent;
  return `${node.tagName}.${node.className}|${node.getAttribute("type") ?? ""}|${name}`;
}

/**
 * Wrap a view's `draw` so that the keyboard focus survives the redraw: the control that had it
 * (found again by its key) gets it back; if that control is gone (the Buy buttons after buying),
 * the element marked `data-autofocus` or else the widget itself takes it, never the page.
 */
export function keepFocus(el, draw) {
  return () => {
    const doc = el.ownerDocument;
    const active = doc.activeElement;
    const inside = active && active !== el && el.contains(active);
    const key = inside ? focusKey(active) : null;
    draw();
    const now = doc.activeElement;
    if (!inside || (now && now !== el && el.contains(now))) return;  // kept, or given back by the view
    const again = [...el.querySelectorAll("button, input, select, [tabindex]")]
      .find((node) => focusKey(node) === key && !node.disabled);
    // A disabled control cannot hold the focus: it would fall to the page.
    const target = again ?? el.querySelector("[data-autofocus]:not(:disabled)") ?? el;
    if (target === el && !el.hasAttribute("tabindex")) el.tabIndex = -1;
    target.focus();
  };
}

/**
 * The last refused action as an alert line, in the reader's language (`error_message` is the
 * catalogue message; `error` its English text, for widgets that have no message).
 */
export function errorBanner(model, doc = globalThis.document) {
  const banner = doc.createElement("div");
  banner.className = "cw-error";
  banner.setAttribute("role", "alert");
  const message = model.get("error_message");
  banner.textContent = message?.code ? say(model.get("lang"), message) : model.get("error") || "";
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
  for (const [event, handler] of Object.entries(on)) node.addEventListener(event, handler);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}

/** The text of a Twins combination in `lang`, from its kind and value. */
export function comboText(t, lang, kind, value) {
  return t(lang, `combo.${kind}`, { v: value });
}

/**
 * The controls under a game table: the number of players, the seed, New game, and the teacher
 * switch. The table sizes offered are the rules' (the `min_players` and `max_players` traits);
 * `teacherKey` is the label of the switch.
 */
export function gameControls(doc, t, lang, model, send, { teacherKey }) {
  const counts = [];
  for (let n = model.get("min_players"); n <= model.get("max_players"); n += 1) counts.push(n);
  const seedInput = h(doc, "input", { class: "cw-number cw-seed-input",
    attrs: { type: "number", min: 0, step: 1, value: model.get("seed"), "aria-label": t(lang, "seed") } });
  const playersSelect = h(doc, "select", { class: "cw-select cw-players-select", attrs: { "aria-label": t(lang, "players") } },
    counts.map((n) => h(doc, "option", { text: String(n), attrs: { value: n } })));
  playersSelect.value = String(model.get("players"));
  // A seed that is not a whole number still goes to the kernel, which explains the problem.
  const seed = () => (Number.isInteger(Number(seedInput.value)) ? Number(seedInput.value) : seedInput.value);
  return h(doc, "div", { class: "cw-controls" },
    h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "players") }), playersSelect),
    h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "seed") }), seedInput),
    h(doc, "button", { class: "cw-button", text: t(lang, "new_game"), attrs: { type: "button" },
      on: { click: () => send({ action: "new_game", players: Number(playersSelect.value), seed: seed() }) } }),
    h(doc, "label", { class: "cw-field cw-check" },
      h(doc, "input", { attrs: { type: "checkbox", checked: model.get("teacher") },
        on: { change: (event) => send({ action: "teacher", on: event.target.checked }) } }),
      h(doc, "span", { text: t(lang, teacherKey) })));
}

/** The last lines of a table's log (messages of the catalogue, said in `lang`), in an open <details>,
 * scrolled so the newest line shows. */
export function gameLog(doc, t, lang, lines) {
  const list = h(doc, "ol", {}, lines.slice(-8).map((line) => h(doc, "li", { text: say(lang, line) })));
  // The list is put in the page after this returns; once it is, show its end.
  queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
  return h(doc, "details", { class: "cw-log", attrs: { open: true } },
    h(doc, "summary", { text: t(lang, "log") }), list);
}
