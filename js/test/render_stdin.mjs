// Render messages for the Python cross-check: reads [[lang, message], ...] as JSON on stdin and
// prints the texts as a JSON list, so tests/test_messages.py can compare both renderers.
import { say } from "../src/i18n.js";

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const texts = JSON.parse(input).map(([lang, message]) => say(lang, message));
  process.stdout.write(JSON.stringify(texts));
});
