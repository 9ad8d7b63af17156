// A jsdom document and a fake anywidget model for the view tests.
import axe from "axe-core";
import { JSDOM } from "jsdom";

export function makeDocument() {
  // Scripts from outside only: axeViolations puts axe-core into the page.
  const dom = new JSDOM("<!doctype html><html lang=\"en\"><body></body></html>", { pretendToBeVisual: true, runScripts: "outside-only" });
  return dom.window.document;
}

/**
 * What axe-core's WCAG 2.1 A and AA rules find wrong in `el` (in a page of makeDocument's), as
 * "rule: node: help" lines; [] when nothing. Roles, names and ARIA attributes: contrast needs a
 * layout jsdom has not, tests/browser/test_accessibility.py checks it in Chromium. `skip`: rule ids
 * a test judges wrong for `el`, each with its reason there.
 */
export async function axeViolations(el, skip = []) {
  const window = el.ownerDocument.defaultView;
  if (!window.axe) window.eval(axe.source);
  const rules = Object.fromEntries(["color-contrast", ...skip].map((id) => [id, { enabled: false }]));
  const { violations } = await window.axe.run(el, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, rules });
  // An array of this realm, not the page's: assert.deepEqual tells them apart.
  return Array.from(violations).flatMap((v) => Array.from(v.nodes, (node) => `${v.id}: ${node.target.join(" ")}: ${v.help}`));
}

/**
 * A model with anywidget's get/set/on/off/save_changes/send; `sent` records the messages. Like the
 * real (Backbone) model, a set fires `change:<name>`, then `change`; `setMany` sets several traits
 * at once, as one message from the kernel does.
 */
export function fakeModel(state) {
  const listeners = new Map();
  const fire = (event) => { for (const callback of listeners.get(event) ?? []) callback(); };
  const model = {
    sent: [],
    get: (name) => state[name],
    set: (name, value) => model.setMany({ [name]: value }),
    setMany: (values) => {
      Object.assign(state, values);
      for (const name of Object.keys(values)) fire(`change:${name}`);
      fire("change");
    },
    // As marimo's model does: each trait set and its `change:` fired in the message's order, then
    // one `change`.
    setInOrder: (values) => {
      for (const [name, value] of Object.entries(values)) {
        state[name] = value;
        fire(`change:${name}`);
      }
      fire("change");
    },
    on: (event, callback) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(callback);
    },
    off: (event, callback) => listeners.get(event)?.delete(callback),
    save_changes: () => {},
    send: (message) => model.sent.push(message),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
  return model;
}

/**
 * Counts a view's draws from now on: each draw reads `trait` of the model once, and nothing else
 * reads it. (A draw that changes nothing leaves no mark in the page, now that views patch it.)
 */
export function countDraws(model, trait) {
  const counter = { draws: 0 };
  const get = model.get;
  model.get = (name) => {
    if (name === trait) counter.draws += 1;
    return get(name);
  };
  return counter;
}

/** Render `view` into a fresh document with a fake model holding `state` (lang "en", no error). */
export function mountView(view, state) {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const model = fakeModel({ lang: "en", error: "", ...state });
  const cleanup = view.render({ model, el });
  return { doc, el, model, cleanup };
}

/** What a sighted reader sees of `node`'s text: its words for screen readers alone (cw-sr-only) left out. */
export function seen(node) {
  const copy = node.cloneNode(true);
  copy.querySelectorAll(".cw-sr-only").forEach((hidden) => hidden.remove());
  return copy.textContent;
}

/**
 * Assert that a mounted view's root is a region named `names[lang]` and marked with the language,
 * for each language of `names` in turn (switched on the model as the kernel does).
 */
export function assertRegion(assert, el, model, names) {
  for (const [lang, name] of Object.entries(names)) {
    model.set("lang", lang);
    assert.equal(el.getAttribute("role"), "region");
    assert.equal(el.getAttribute("aria-label"), name);
    assert.equal(el.lang, lang);
  }
}

/** Every live region in `el` and its text, those set to "off" too. */
export function liveTexts(el) {
  return new Map([...el.querySelectorAll("[aria-live]")].map((node) => [node, node.textContent]));
}

/** The classes of the live regions (not "off") whose text changed since `before` (liveTexts): what a screen reader says. */
export function announced(el, before) {
  return [...liveTexts(el)].filter(([node, text]) => node.getAttribute("aria-live") !== "off" && before.get(node) !== text)
    .map(([node]) => node.className);
}
