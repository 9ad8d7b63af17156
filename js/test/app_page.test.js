import { test } from "node:test";
import assert from "node:assert/strict";
import appPage from "../src/app_page.js";
import { mountView } from "./dom.js";

test("the app's page: its title names the game, its language is the reader's; cleanup stops following", () => {
  const { doc, el, model, cleanup } = mountView(appPage, { title: "Twins · cardwidgets", lang: "fr" });
  assert.equal(doc.title, "Twins · cardwidgets");
  assert.equal(doc.documentElement.lang, "fr");
  assert.equal(el.childNodes.length, 0, "it draws nothing");
  model.setMany({ title: "Gin Rummy · cardwidgets", lang: "it" });
  assert.equal(doc.title, "Gin Rummy · cardwidgets");
  assert.equal(doc.documentElement.lang, "it");
  cleanup();
  assert.equal(model.listenerCount(), 0);
});
