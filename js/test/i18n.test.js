import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_FILES, LANGUAGES, messageCodes, say, t, templatesOf } from "../src/i18n.js";

const here = path.dirname(fileURLToPath(import.meta.url));

test("the bundle imports every catalogue file Python reads", () => {
  const dir = path.join(here, "..", "..", "cardwidgets", "messages");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).sort();
  assert.deepEqual(Object.keys(CATALOGUE_FILES).sort(), files);
});

test("every code has all four languages", () => {
  for (const code of messageCodes()) {
    for (const lang of LANGUAGES) assert.ok(templatesOf(code)[lang], `${code} in ${lang}`);
  }
});

test("placeholders are filled, and unknown languages fall back to English", () => {
  assert.equal(t("es", "selected_count", { n: 1, max: 2 }), "1 seleccionada de 2 como máximo");
  assert.equal(t("xx", "clear"), "Clear selection");
  assert.equal(t("en", "no.such.key"), "no.such.key");
});

test("plurals follow each language: French counts 0 as one", () => {
  assert.equal(t("en", "chips_n", { n: 1 }), "1 chip");
  assert.equal(t("en", "chips_n", { n: 0 }), "0 chips");
  assert.equal(t("fr", "chips_n", { n: 0 }), "0 jeton");
  assert.equal(t("it", "chips_n", { n: 2 }), "2 gettoni");
  assert.equal(t("es", "cards_left", { n: 0 }), "no quedan cartas");
  assert.equal(t("fr", "twinit_sets_of", { n: 1, goal: 5 }), "1 série sur 5");
  assert.equal(t("fr", "twinit_sets_of", { n: 2, goal: 5 }), "2 séries sur 5");
});

test("messages render lists, cards and nested messages; a broken one shows its code", () => {
  assert.equal(t("it", "list.and", { head: "Ann, Bob", last: "Cy" }), "Ann, Bob e Cy");
  const card = { deck: "twins", number: 4, color: "blue", ink: "white" };
  assert.equal(t("fr", "card.twins", { number: 4, color: "bleu" }), "4 bleu");
  assert.equal(say("es", { code: "chips_n", n: 3 }), "3 fichas");
  assert.equal(say("en", { code: "chips_n" }), "chips_n");
  assert.equal(say("en", "plain"), "plain");
  assert.ok(card);
});

test("little words change before a name that starts with a vowel, as in Python", () => {
  assert.equal(t("fr", "twinit_pile_of", { seat: "Ada" }), "sommet de la pile d'Ada");
  assert.equal(t("fr", "twinit_pile_of", { seat: "Bruno" }), "sommet de la pile de Bruno");
  assert.equal(t("it", "twinit_turn_of", { seat: "Ada" }), "Tocca ad Ada girare");
  assert.equal(t("es", "list.and", { head: "Ada", last: "Inés" }), "Ada e Inés");
});
