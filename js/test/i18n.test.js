import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGUAGES, messageKeys, t } from "../src/i18n.js";

test("every language has every English key", () => {
  const english = new Set(messageKeys("en"));
  for (const lang of LANGUAGES) {
    assert.deepEqual(new Set(messageKeys(lang)), english, `keys of ${lang}`);
  }
});

test("placeholders are filled, and unknown languages fall back to English", () => {
  assert.equal(t("es", "selected_count", { n: 1, max: 2 }), "1 de 2 como máximo seleccionadas");
  assert.equal(t("xx", "clear"), "Clear selection");
  assert.equal(t("en", "no.such.key"), "no.such.key");
});
