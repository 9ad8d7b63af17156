import { test } from "node:test";
import assert from "node:assert/strict";
import { playback } from "../src/view.js";

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
