import { test } from "node:test";
import assert from "node:assert/strict";
import chart, { drawChart, formatValue, niceScale, valueDigits } from "../src/chart.js";
import comboRanker from "../src/combo_ranker.js";
import tiebreak from "../src/tiebreak_explorer.js";
import twinsTable, { timeline } from "../src/twins_table.js";
import { t } from "../src/i18n.js";
import { announced, assertRegion, axeViolations, countDraws, liveTexts, makeDocument, mountView as mount } from "./dom.js";


const twinsCard = (number, color, ink) => ({ deck: "twins", number, color, ink });
const FOUR_BLUE = twinsCard(4, "blue", "white");
const FOUR_YELLOW = twinsCard(4, "yellow", "white");

test("chart: nice scales, value formats, bars with error bars and a legend", () => {
  assert.deepEqual(niceScale(0.68), { top: 0.8, step: 0.2 });
  assert.equal(formatValue(0.677, true), "68%");
  assert.equal(formatValue(0.0296, true), "3.0%");
  assert.equal(formatValue(0.0296, true, "it"), "3,0%");
  assert.equal(formatValue(0.25, true, "es"), "25\u202f%", "as the Spanish and French titles write it");
  assert.equal(formatValue(-2, false), "−2", "a true minus sign");
  const doc = makeDocument();
  const svg = drawChart(doc, { kind: "bars", labels: ["a", "b"], percent: true, title: "T",
    series: [{ name: "exact", values: [0.6, 0.4] }, { name: "sim", values: [0.58, 0.42], errors: [0.01, 0.01] }] });
  assert.equal(svg.querySelectorAll("rect.cw-chart-bar").length, 4);
  assert.equal(svg.querySelectorAll(".cw-chart-error").length, 2);
  assert.match(svg.querySelector(".cw-chart-legend").textContent, /exact.*sim \(±2 SE\)/);
});

test("chart: the values of one chart share their decimals: '74.0' beside '67.9', not '74'", () => {
  assert.deepEqual([valueDigits([67.9, 74]), valueDigits([5.3, 1.25]), valueDigits([120, 7]), valueDigits([0, 0])], [1, 2, 0, 0]);
  const doc = makeDocument();
  const svg = drawChart(doc, { kind: "bars", labels: ["1", "2"], percent: false, title: "T", lang: "fr",
    series: [{ name: "score", values: [67.9, 74], errors: [0.9, 0.95] }] });
  assert.deepEqual([...svg.querySelectorAll(".cw-chart-value")].map((n) => n.textContent), ["67,9", "74,0"]);
  assert.deepEqual([...svg.querySelectorAll(".cw-chart-tick")].slice(0, 3).map((n) => n.textContent), ["0", "20", "40"],
    "the ticks keep their round numbers");
});

test("chart: colour is never a series' only mark: each line has its dash and marker shape, each bar series its hatching, the legend the same", () => {
  const doc = makeDocument();
  const series = [{ name: "exacto", values: [0.1, 0.3] }, { name: "simulado", values: [0.12, 0.28], errors: [0.01, 0.01] },
    { name: "cumpleaños", values: [0.05, 0.2] }];
  const lines = drawChart(doc, { kind: "lines", labels: ["4", "6"], percent: true, title: "T", series, lang: "es" });
  const dashes = [...lines.querySelectorAll(".cw-chart-line")].map((line) => line.getAttribute("stroke-dasharray"));
  assert.equal(new Set(dashes).size, 3, `dashes ${dashes}`);
  const shapes = (root) => [...root.querySelectorAll(".cw-chart-marker")].map((m) => m.dataset.shape);
  const onLines = shapes(lines).slice(0, 6);
  assert.deepEqual(onLines, ["circle", "circle", "square", "square", "triangle", "triangle"], "each series' points one shape, not another's");
  const legend = lines.querySelector(".cw-chart-legend");
  assert.deepEqual(shapes(legend), ["circle", "square", "triangle"]);
  assert.deepEqual([...legend.querySelectorAll("line")].map((line) => line.getAttribute("stroke-dasharray")), dashes);
  const bars = drawChart(doc, { kind: "bars", labels: ["a", "b"], percent: true, title: "T", series: series.slice(0, 2) });
  const fills = [...bars.querySelectorAll("rect.cw-chart-bar")].map((bar) => bar.getAttribute("fill"));
  assert.equal(fills[0], fills[1]);
  assert.match(fills[2], /^url\(#cw-chart-\d+-1\)$/, "the second series hatched");
  assert.ok(bars.querySelector(fills[2].slice(4, -1)), "its pattern in the chart");
  assert.deepEqual([...bars.querySelectorAll(".cw-chart-legend rect")].map((rect) => rect.getAttribute("fill")), [fills[0], fills[2]]);
  const again = drawChart(doc, { kind: "bars", labels: ["a", "b"], percent: true, title: "T", series: series.slice(0, 2) });
  assert.notEqual(again.querySelector("pattern").id, bars.querySelector("pattern").id, "two charts on a page, two patterns");
});

test("chart: a value label over a full bar stays clear of the title", () => {
  const svg = drawChart(makeDocument(), { kind: "bars", labels: ["a", "b"], percent: true, title: "Share won",
    series: [{ name: "sim", values: [1, 0.5], errors: [0, 0.02] }] });
  const titleBottom = Number(svg.querySelector(".cw-chart-title").getAttribute("y")) + 5;  // 16 px type's descenders
  const tops = [...svg.querySelectorAll(".cw-chart-value")].map((label) => Number(label.getAttribute("y")) - 12);
  assert.equal(tops.length, 2);
  assert.ok(Math.min(...tops) >= titleBottom + 4, `a value label's top at ${Math.min(...tops)}, the title's bottom at ${titleBottom}`);
});

test("chart: catalogue captions, labels and series names follow lang; plain strings stay as given", () => {
  const best = { code: "chart.twins.best_combination", cards: 8 };
  const { el, model } = mount(chart, { kind: "bars", percent: true, title: best,
    labels: [{ code: "kind.twins" }, { code: "kind.pair" }], x_label: { code: "chart.nothanks.cards_needed" },
    y_label: "P", series: [{ name: { code: "chart.exact" }, values: [0.677, 0.025] },
      { name: "my guess", values: [0.6, 0.3], errors: [0.01, 0.01] }] });
  const texts = () => [...el.querySelectorAll("text")].map((node) => node.textContent);
  assert.ok(texts().includes("Best combination in a hand of 8 cards"));
  model.set("lang", "it");
  assert.ok(texts().includes("Miglior combinazione in una mano di 8 carte"));
  assert.ok(texts().includes("Gemelli") && texts().includes("Coppia") && texts().includes("carte volute"));
  assert.ok(texts().includes("2,5%"), "a decimal comma in Italian");
  assert.equal(el.querySelector(".cw-chart-legend").textContent, "esattomy guess (±2 ES)");
  assert.ok(texts().includes("P"), "a reader's own string is kept");
  assert.equal(el.querySelector("svg").getAttribute("aria-label"), "Miglior combinazione in una mano di 8 carte");
  model.set("lang", "fr");
  assert.ok(texts().includes("Meilleure combinaison d'une main de 8 cartes") && texts().includes("Paire"));
  model.set("lang", "es");
  assert.ok(texts().includes("Mejor combinación de una mano de 8 cartas") && texts().includes("Gemelos"));
  assert.match(el.querySelector(".cw-chart-legend").textContent, /exacto/);
});

test("chart: numeric labels are written the language's way (Italian groups thousands with a dot)", () => {
  const svg = drawChart(makeDocument(), { kind: "lines", labels: [1000, 30000], percent: false, title: "",
    series: [], lang: "it" });
  const ticks = [...svg.querySelectorAll("text")].map((node) => node.textContent);
  assert.ok(ticks.includes("30.000") && ticks.includes("1000"), ticks.join(" ")); // CLDR: no group in 1000
  // A negative label has a true minus sign, as the values do (No Thanks!' thresholds read "-2", a hyphen).
  const negative = drawChart(makeDocument(), { kind: "lines", labels: [-2, 0], percent: false, title: "", series: [], lang: "it" });
  assert.ok([...negative.querySelectorAll("text")].some((node) => node.textContent === "\u22122"));
});

test("chart: a series that does not fit the labels is skipped, not drawn wrong", () => {
  const { el, model } = mount(chart, { kind: "lines", labels: ["1", "2"], series: [{ name: "x", values: [1] }],
    percent: false, title: "", x_label: "n", y_label: "" });
  assert.equal(el.querySelectorAll("polyline").length, 0);
  model.set("series", [{ name: "x", values: [1, 2] }]);
  assert.equal(el.querySelectorAll("polyline").length, 1);
});

test("ranker: picks send toggles, the verdict and the ladder show the current combination", () => {
  const { el, model } = mount(comboRanker, { fan: [FOUR_BLUE, FOUR_YELLOW], selected: [], current: {}, lineup: [] });
  assert.equal(el.querySelector(".cw-verdict").textContent, "Pick two cards");
  assert.equal(el.querySelector(".cw-button-primary").getAttribute("aria-disabled"), "true", "Add greyed, no pick named");
  assert.ok(!el.querySelector(".cw-button-primary").disabled, "yet a Tab stop: Tab right after the second card, before the kernel names it, reaches it");
  el.querySelectorAll("[role=option]")[1].click();
  assert.deepEqual(model.sent, [{ action: "toggle", index: 1 }]);
  model.set("selected", [0, 1]);
  model.set("current", { kind: "twins", value: 4, text: "Twins of 4" });
  assert.equal(el.querySelector(".cw-verdict").textContent, "Twins of 4");
  assert.equal(el.querySelector(".cw-rung-current").dataset.kind, "twins");
  model.set("lang", "it");
  assert.equal(el.querySelector(".cw-verdict").textContent, "Gemelli di 4");
  const add = el.querySelector(".cw-button-primary");
  assert.equal(add.getAttribute("aria-disabled"), null);
  add.focus();
  add.click();
  assert.deepEqual(model.sent.at(-1), { action: "add" });
  model.setMany({ selected: [], current: {} });  // the kernel's answer: the pick cleared, Add greyed
  assert.equal(el.querySelector(".cw-button-primary").getAttribute("aria-disabled"), "true");
  assert.ok(el.querySelector(".cw-fan").contains(el.ownerDocument.activeElement), "the focus is back on the cards, not lost");
});

test("ranker: the kernel's answer to a pick leaves the focus on Add when the reader has tabbed there", () => {
  const { el, model } = mount(comboRanker, { fan: [FOUR_BLUE, FOUR_YELLOW], selected: [0], current: {}, lineup: [] });
  el.querySelectorAll("[role=option]")[1].click();  // the second card, by Space or a click
  const add = el.querySelector(".cw-button-primary");
  add.focus();  // Tab, before the kernel answers
  model.setMany({ selected: [0, 1], current: { kind: "twins", value: 4, text: "Twins of 4" } });
  assert.equal(el.ownerDocument.activeElement, el.querySelector(".cw-button-primary"),
    "Add keeps the keyboard (the answer took it back to the cards, and Enter there unpicked the card)");
});

test("ranker: a pick brings the pick's name and Add into view, as little as it takes", (t) => {
  const { el, model } = mount(comboRanker, { fan: [FOUR_BLUE, FOUR_YELLOW], selected: [], current: {}, lineup: [] });
  const scrolled = [];
  const { Element } = el.ownerDocument.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView(how) { scrolled.push([this.previousElementSibling?.className, how.block]); };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  el.querySelectorAll("[role=option]")[1].click();
  assert.deepEqual(model.sent, [{ action: "toggle", index: 1 }]);
  assert.deepEqual(scrolled, [["cw-verdict", "nearest"]], "the buttons' row, under the pick's name (on a projector both were below the screen)");
});

test("ranker: after the cards, Tab reaches Add before any Remove of the line-up", () => {
  const row = { name: "Bob", kind: "twins", value: 4, text: "Twins of 4", place: 1, tied: false, cards: [FOUR_BLUE, FOUR_YELLOW] };
  const { el } = mount(comboRanker, { fan: [FOUR_BLUE, FOUR_YELLOW], selected: [0, 1], current: { kind: "twins", value: 4 },
    lineup: [row] });
  const stops = [...el.querySelectorAll("button, [tabindex='0']")].filter((node) => !node.disabled);
  assert.equal(stops[0].getAttribute("role"), "option", "the cards first");
  assert.equal(stops[1].textContent, "Add to the line-up", "then Add: Tab and Enter after a pick add it");
  assert.ok(stops.findIndex((node) => node.textContent === "Remove") > 1);
});

test("ranker: the line-up shows places and ties, and sends removals", () => {
  const row = (name, place, tied) => ({ name, kind: "pair", value: 3, text: "Pair of 3", place, tied,
    cards: [FOUR_BLUE, FOUR_YELLOW] });
  const { el, model } = mount(comboRanker, { fan: [], selected: [], current: {},
    lineup: [row("A", 1, true), row("B", 1, true), row("C", 2, false)] });
  const places = [...el.querySelectorAll(".cw-lineup-row")].map((li) => li.dataset.place);
  assert.deepEqual(places, ["1", "1", "2"]);
  assert.equal(el.querySelectorAll(".cw-lineup .cw-badge").length, 2);
  el.querySelectorAll(".cw-lineup-row button")[2].click();
  assert.deepEqual(model.sent, [{ action: "remove", index: 2 }]);
});

function explorerState() {
  const deck = ["blue", "yellow"].flatMap((color) => [1, 2, 3].map((n) => twinsCard(n, color, "white")));
  return {
    play: 1, table_size: 3, min_players: 3, max_players: 6, max_pot: 594, pot: 0, reading: "group_must_fit", compare: false, example: "",
    examples: [{ key: "example_1", label: { code: "twins.example.example_1.label" },
      title: { code: "twins.example.example_1.title" }, source: { code: "twins.example.example_1.source" } }],
    deck_cards: deck,
    seats: ["Ann", "Bob", "Cy"].map((name, i) => ({ name, chips: 12, playing: true,
      cards: [`${i + 1} blue`, `${i + 1} yellow`] })),
    outcome: { group_must_fit: { line: { code: "twins.line.pay", places: 1, amount: 2, sit_out: false }, pot: 2,
      sitting_out: [],
      rows: ["Cy", "Bob", "Ann"].map((name, i) => ({ name, kind: "twins", value: 3 - i, combo: { code: "combo.twins", v: 3 - i },
        place: i + 1, cards: [deck[0], deck[3]], delta: i === 2 ? -2 : 0,
        reason: i === 2 ? { code: "twins.reason.pays", why: { code: "twins.why.last", places: 1 }, amount: 2, sit_out: false }
          : { code: "twins.reason.safe", below: 2 - i }, sit_out: false,
        bankrupt: false })) } },
  };
}

test("explorer: the table sizes and the pot's limit are the kernel's, not the page's", () => {
  const { el } = mount(tiebreak, { ...explorerState(), min_players: 3, max_players: 5, max_pot: 495 });
  assert.deepEqual([...el.querySelectorAll(".cw-size-select option")].map((o) => o.value), ["3", "4", "5"]);
  assert.equal(el.querySelector(".cw-pot-input").max, "495");
});

test("explorer: a refused edit is told right under the inputs, in the reader's language", () => {
  const { el, model } = mount(tiebreak, explorerState());
  model.set("lang", "it");
  model.setMany({ error: "“Pot” must be from 0 to 594, not -3",
    error_message: { code: "error.out_of_range", field: { code: "field.pot" }, low: 0, high: 594, value: -3 } });
  const banner = el.querySelector(".cw-error");
  assert.equal(banner.textContent, "«Piatto» deve essere tra 0 e 594, non -3");
  assert.equal(banner.previousElementSibling, el.querySelector(".cw-controls"));
});

test("explorer: edits go to the kernel as messages", () => {
  const { el, model } = mount(tiebreak, explorerState());
  el.querySelector("button[data-example='example_1']").click();
  const pot = el.querySelector(".cw-pot-input");
  pot.value = "7";
  pot.dispatchEvent(new el.ownerDocument.defaultView.Event("change"));
  const selects = el.querySelectorAll(".cw-seats select");
  selects[1].value = "3 yellow";
  selects[1].dispatchEvent(new el.ownerDocument.defaultView.Event("change"));
  assert.deepEqual(model.sent, [
    { action: "load", key: "example_1" },
    { action: "set", name: "pot", value: 7 },
    { action: "set_seat", seat: 0, slot: 1, card: "3 yellow" },
  ]);
});

test("explorer: the outcome is titled by the tie rule's reading at play 2 only, where it applies", () => {
  const { el, model } = mount(tiebreak, explorerState());
  // Elsewhere the cash line names the play, once: no second "Play 1" under it (but for a screen reader).
  assert.equal(el.querySelector(".cw-cash-line").textContent, "Play 1: the last pays 2");
  assert.equal(el.querySelector(".cw-outcome .cw-section-title"), null);
  assert.equal(el.querySelector(".cw-outcome-rows").getAttribute("aria-label"), "Play 1");
  model.set("play", 2);
  assert.match(el.querySelector(".cw-outcome .cw-section-title").textContent, /^default: a tied group/);
  assert.equal(el.querySelector(".cw-outcome-rows").getAttribute("aria-label"), null);
});

test("explorer: each seat's chips box is labelled in words a reader sees, in the reader's language", () => {
  const { el, model } = mount(tiebreak, explorerState());
  const labels = () => [...el.querySelectorAll(".cw-seats .cw-seat-chips")].map((cell) => cell.textContent);
  assert.deepEqual(labels(), ["chips", "chips", "chips"]);
  const box = el.querySelector(".cw-seats .cw-seat-chips input");
  assert.equal(box.closest("label").querySelector(".cw-field-label").textContent, "chips");
  assert.equal(box.getAttribute("aria-label"), "Ann chips");
  const plays = () => [...el.querySelectorAll(".cw-seats input[type=checkbox]")].map((check) => check.getAttribute("aria-label"));
  assert.deepEqual(plays(), ["Ann plays", "Bob plays", "Cy plays"], "each seat's 'plays' box names its seat, as its chips and cards do");
  model.set("lang", "es");
  assert.deepEqual(labels(), ["fichas", "fichas", "fichas"]);
  model.set("lang", "it");
  assert.deepEqual(plays(), ["Ann gioca", "Bob gioca", "Cy gioca"]);
});

test("explorer: a row not yet shown gives nothing away; Show all is done once all is shown; one column but at play 2", () => {
  const state = explorerState();
  const { el, model } = mount(tiebreak, { ...state, example: "",
    outcome: { ...state.outcome, pot_covers_group: state.outcome.group_must_fit }, compare: true });
  assert.equal(el.querySelectorAll(".cw-outcome").length, 1, "play 1: the readings agree, one column");
  [...el.querySelectorAll(".cw-buttons button")].find((b) => b.textContent === "From the top").click();
  assert.equal(el.querySelectorAll(".cw-hidden-step").length, 3);
  assert.equal(el.querySelectorAll(".cw-outcome-row.cw-loss, .cw-outcome-row.cw-gain").length, 0,
    "the payer's '?' is not red before its row is shown");
  const showAll = [...el.querySelectorAll(".cw-buttons button")].find((b) => b.textContent === "Show all");
  showAll.click();
  assert.equal(el.querySelectorAll(".cw-outcome-row.cw-loss").length, 1);
  assert.ok([...el.querySelectorAll(".cw-buttons button")].find((b) => b.textContent === "Show all").disabled);
  model.set("play", 2);
  assert.equal(el.querySelectorAll(".cw-outcome").length, 2, "play 2: the two readings side by side");
});

test("explorer: step by step shows one more row each time", () => {
  const { el, model } = mount(tiebreak, { ...explorerState(), example: "" });
  const buttons = () => [...el.querySelectorAll(".cw-buttons button")];
  const hidden = () => el.querySelectorAll(".cw-hidden-step").length;
  assert.equal(hidden(), 0);
  buttons().find((b) => b.textContent === "From the top").click();
  assert.equal(hidden(), 3);
  // A row to come holds its reason already, hidden with the row (styles.css): as tall as it will be,
  // it moves no row below it when shown (a tie's reason of five lines moved them 70 px on a projector).
  const reasons = () => [...el.querySelectorAll(".cw-outcome-row .cw-reason")].map((reason) => reason.textContent);
  const toCome = reasons();
  assert.equal(toCome[0], "safe: 2 combinations rank below it");
  assert.ok([...el.querySelectorAll(".cw-hidden-step")].every((row) => row.getAttribute("aria-hidden") === "true"));
  const next = buttons().find((b) => b.textContent === "Next step");
  next.focus();
  next.click();
  assert.equal(el.ownerDocument.activeElement.textContent, "Next step", "the focus stays on Next step");
  assert.equal(hidden(), 2);
  next.click();
  next.click();
  assert.equal(hidden(), 0);
  assert.deepEqual(reasons(), toCome);
  assert.equal(el.ownerDocument.activeElement.textContent, "From the top", "at the end, Next disabled: From the top");
  buttons().find((b) => b.textContent === "From the top").click();
  model.sent.length = 0;
  buttons().find((b) => b.textContent === "Next step").click();
  assert.equal(hidden(), 2);
  assert.equal(el.querySelector(".cw-outcome-row .cw-reason").textContent, "safe: 2 combinations rank below it");
  buttons().find((b) => b.textContent === "Show all").click();
  assert.equal(hidden(), 0);
  assert.equal(el.querySelector(".cw-pot-after").textContent, "Pot after the play: 2");
});

test("explorer: each step brings what it shows into view, and the steps' buttons stay on top of the screen", (t) => {
  const { el } = mount(tiebreak, { ...explorerState(), example: "" });
  const scrolled = [];
  const { Element } = el.ownerDocument.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView(how) {
    scrolled.push([this.dataset.name ?? this.className, how.block]);
  };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  const button = (text) => [...el.querySelectorAll(".cw-stepper button")].find((b) => b.textContent === text);
  assert.ok(el.querySelector(".cw-stepper").classList.contains("cw-buttons"), "the steps' row (sticky: styles.css)");
  button("From the top").click();
  for (let i = 0; i < 3; i += 1) button("Next step").click();
  assert.deepEqual(scrolled, [["Cy", "nearest"], ["Bob", "nearest"], ["cw-pot-after", "nearest"]],
    "each row as it shows (on a projector, the third came below the screen), then the pot after the play");
  button("From the top").click();
  button("Show all").click();
  assert.deepEqual(scrolled.at(-1), ["cw-columns", "nearest"]);
});

test("explorer: Next step works right after an example is loaded", () => {
  const { el, model } = mount(tiebreak, { ...explorerState(), example: "" });
  const hidden = () => el.querySelectorAll(".cw-hidden-step").length;
  assert.equal(hidden(), 0, "an edited play shows its whole outcome");
  el.querySelector("button[data-example='example_1']").click();
  assert.deepEqual(model.sent, [{ action: "load", key: "example_1" }]);
  model.set("example", "example_1");
  assert.equal(hidden(), 3);
  const next = [...el.querySelectorAll(".cw-buttons button")].find((b) => b.textContent === "Next step");
  assert.equal(next.disabled, false);
  next.click();
  assert.equal(hidden(), 2);
});

test("explorer: a new example is drawn once, when the kernel answers; the one shown goes back to the top at once", () => {
  const { el, model } = mount(tiebreak, { ...explorerState(), example: "" });
  const hidden = () => el.querySelectorAll(".cw-hidden-step").length;
  const counter = countDraws(model, "seats");
  el.querySelector("button[data-example='example_1']").click();
  assert.equal(counter.draws, 0, "no draw before the answer");
  model.set("example", "example_1");
  assert.equal(hidden(), 3);
  [...el.querySelectorAll(".cw-buttons button")].find((b) => b.textContent === "Next step").click();
  assert.equal(hidden(), 2);
  el.querySelector("button[data-example='example_1']").click();
  assert.equal(hidden(), 3, "the loaded example from the top, with no trait to change");
  assert.deepEqual(model.sent, [{ action: "load", key: "example_1" }, { action: "load", key: "example_1" }]);
});

test("table: chips and pot change only when the reveal reaches their row; a hand's summary stays until Continue", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState({ phase: "buy", play: null, hand_number: 2,
    chips: { Sam: 9, Ada: 14, Bo: 10 }, pot: 4, awaiting: ["Sam"], bought: { Sam: null, Ada: 1, Bo: null },
    legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) }));
  const total = (seat) => el.querySelector(`.cw-seat[data-seat='${seat}'] .cw-chip-total`).textContent;
  const rows = [
    { name: "Ada", kind: "twins", value: 9, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 4, reason: "r", sit_out: false, bankrupt: false },
    { name: "Bo", kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r", sit_out: false, bankrupt: false },
    { name: "Sam", kind: null, value: null, cards: [], delta: 0, reason: "r", sit_out: true, bankrupt: false },
  ];
  answer(model, [["Sam", model.get("state")]], [{ play: 4, line: "the first takes the whole pot", pot: 0, rows,
    chips_before: { Sam: 9, Ada: 10, Bo: 10 }, pot_before: 4, move: 0,
    summary: { hand: 1, delta: { Ada: 5, Bo: -1, Sam: -4 }, pot: 0, chips: { Sam: 9, Ada: 14, Bo: 10 }, bankrupt: ["Bo"] } }]);
  assert.equal(total("Ada"), "10", "before the reveal reaches Ada, her chips give nothing away");
  assert.equal(el.querySelector(".cw-pot .cw-chip-total").textContent, "4");
  assert.equal(el.querySelectorAll("button[data-buy]").length, 0, "no buying while the last play is revealed");
  t.mock.timers.tick(250);
  assert.equal(total("Ada"), "14");
  assert.equal(el.querySelector(".cw-pot .cw-chip-total").textContent, "0");
  t.mock.timers.tick(650);
  t.mock.timers.tick(650);
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 3);
  const slot = el.querySelectorAll(".cw-reveal .cw-empty-slot");
  assert.equal(slot.length, 1, "a seat sitting out shows an empty slot");
  // An image named "sits out play 4" (a name on a plain span is no name to a screen reader).
  assert.deepEqual([slot[0].getAttribute("role"), slot[0].getAttribute("aria-label")], ["img", "sits out play 4"]);
  t.mock.timers.tick(900);
  const summary = el.querySelector(".cw-hand-summary");
  assert.ok(summary, "the end of the hand is summed up");
  assert.equal(summary.querySelector(".cw-section-title").textContent, "Hand 1 is over");
  assert.deepEqual([...summary.querySelectorAll(".cw-reason")].map((r) => r.textContent),
    ["won 5 chips this hand", "paid 1 chip this hand (bankrupt)", "paid 4 chips this hand"], "and who went bankrupt in it");
  t.mock.timers.tick(5000);
  assert.ok(el.querySelector(".cw-hand-summary"), "it stays until the reader moves on");
  assert.equal(el.querySelectorAll("button[data-buy]").length, 0);
  const next = el.querySelector(".cw-continue");
  next.focus();
  next.click();
  assert.equal(el.querySelector(".cw-hand-summary"), null);
  assert.equal(el.querySelectorAll("button[data-buy]").length, 3, "then the next hand's buying");
  assert.equal(el.ownerDocument.activeElement.dataset.buy, "0", "and the focus goes to it, not to the page");
  cleanup();
});

test("table: the head is read in parts: hand, dealer and play a list, the pot a named group, the cash card a list named by its title", () => {
  const { el, model } = mount(twinsTable, tableState());
  const head = el.querySelector(".cw-table-head");
  const info = head.querySelector(".cw-hand-info");
  assert.equal(info.getAttribute("role"), "list", "a screen reader read the head as one run: 'Hand 1 dealer: Ada Play 1 Pot…'");
  assert.deepEqual([...info.children].map((n) => [n.getAttribute("role"), n.textContent]),
    [["listitem", "Hand 1"], ["listitem", t("en", "label_value", { label: t("en", "dealer"), value: "Ada" })], ["listitem", "Play 1"]]);
  const pot = head.querySelector(".cw-pot .cw-chip-stack");
  assert.equal(pot.getAttribute("role"), "group");
  assert.equal(pot.getAttribute("aria-label"), t("en", "label_value", { label: "Pot", value: t("en", "chips_n", { n: 3 }) }));
  assert.equal(head.querySelector(".cw-pot .cw-section-title").getAttribute("aria-hidden"), "true", "'Pot' said once, by the group");
  const cash = head.querySelector(".cw-cash-card");
  assert.equal(cash.querySelector("ol").getAttribute("aria-label"), cash.querySelector(".cw-section-title").textContent);
  assert.equal(cash.querySelector(".cw-section-title").getAttribute("aria-hidden"), "true");
  // No name on a plain div (a screen reader says none): every named node in the head has a role.
  for (const node of head.querySelectorAll("div[aria-label]")) assert.ok(node.getAttribute("role"), node.className);
  model.set("lang", "es");
  assert.equal(info.getAttribute("role"), "list");
  assert.equal(head.querySelector(".cw-cash-card ol").getAttribute("aria-label"), t("es", "cash_card", { n: 3 }));
});

function tableState(overrides = {}) {
  const players = ["Sam", "Ada", "Bo"];
  return {
    name: "Sam", players: 3, min_players: 3, max_players: 6, seed: 1, teacher: false, teacher_switch: true, moves: [], move_count: 0, reveals: [],
    log: [{ code: "table.new_game", names: ["Sam", "Ada", "Bo"], seed: 1 }, { code: "twins.buy", seat: "Ada", count: 1, cost: 1 }],
    state: {
      players, table_size: 3, dealer: "Ada", hand_number: 1, phase: "play", play: 1, pot: 3,
      cash_card: [{ code: "twins.line.pay", places: 1, amount: 2, sit_out: false }, { code: "twins.line.win", places: 1, amount: 3 },
        { code: "twins.line.pay", places: 1, amount: 1, sit_out: true }, { code: "twins.line.pot" }],
      buy_prices: [0, 1, 3], chips: { Sam: 12, Ada: 10, Bo: 11 }, deck_size: 30,
      hand_sizes: { Sam: 3, Ada: 8, Bo: 8 }, hands: { Sam: [FOUR_BLUE, FOUR_YELLOW, twinsCard(9, "grey", "black")], Ada: null, Bo: null },
      bought: { Sam: 0, Ada: 1, Bo: 2 }, chosen: { Sam: false, Ada: true, Bo: false },
      choices: { Sam: null, Ada: null, Bo: null }, sit_out: [], bankrupt: [], awaiting: ["Sam", "Bo"],
      legal_actions: [], result: null, ...overrides },
  };
}

/**
 * One answer of the kernel to a move: the batch's `moves` (each `[seat, state after it, log lines it
 * added, the move itself]`, the reader's first) and `reveals`; the table after the last move.
 */
function answer(model, moves, reveals = [], extra = {}) {
  model.setMany({ moves: moves.map(([seat, state, lines = 0, event = null]) => ({ seat, event, lines, state })), reveals,
    state: moves.at(-1)[1], move_count: model.get("move_count") + 1, ...extra });
}

test("table: the reader's own seat says bankrupt, as the bots' seats do", () => {
  const { el } = mount(twinsTable, tableState({ chips: { Sam: 0, Ada: 22, Bo: 11 }, bankrupt: ["Sam"], awaiting: [] }));
  assert.equal(el.querySelector(".cw-my-seat .cw-badge-alert").textContent, "bankrupt");
});

test("table: the two cards played leave no pick behind on the cards that move into their places", () => {
  const { el, model } = mount(twinsTable, tableState());
  const options = () => [...el.querySelectorAll(".cw-my-seat .cw-hand [role=option]")];
  options()[0].click();
  options()[1].click();
  assert.equal(el.querySelectorAll(".cw-my-seat .cw-selected").length, 2);
  // The kernel has the play; its reveal shows the table of the same play, the hand a card shorter by two.
  model.set("state", { ...model.get("state"), hands: { ...model.get("state").hands, Sam: [twinsCard(9, "grey", "black")] },
    hand_sizes: { ...model.get("state").hand_sizes, Sam: 1 } });
  assert.equal(el.querySelectorAll(".cw-my-seat .cw-selected").length, 0, "the 9 grey is not marked picked");
});

test("table: axe finds nothing wrong in roles and names: seats' hands are named groups, an empty hand no listbox", async () => {
  const { el, model } = mount(twinsTable, tableState());
  assert.deepEqual(await axeViolations(el), []);
  model.set("state", { ...model.get("state"), hands: { ...model.get("state").hands, Sam: [] }, hand_sizes: { ...model.get("state").hand_sizes, Sam: 0 } });
  assert.equal(el.querySelector(".cw-my-seat .cw-hand").getAttribute("role"), "group");
  assert.deepEqual(await axeViolations(el), []);
});

test("table: the reader picks two cards and plays them; opponents stay face down", () => {
  const { el, model } = mount(twinsTable, tableState());
  assert.equal(el.querySelectorAll(".cw-seat").length, 2);
  // Ada's two cards are down, out of her 8 (the engine keeps them in her hand till the reveal); Bo's room for his.
  assert.equal(el.querySelectorAll(".cw-seat .cw-back").length, 6 + 2 + 8 + 2);
  const adas = el.querySelector(".cw-seat[data-seat='Ada'] .cw-seat-hand");
  assert.deepEqual([adas.getAttribute("role"), adas.getAttribute("aria-label")], ["group", "6 cards"]);
  assert.equal(el.querySelectorAll(".cw-seat .cw-face-down-slot .cw-back").length, 2);
  assert.equal(el.querySelector(".cw-seat[data-seat='Ada'] .cw-seat-status").textContent, "✓ cards down");
  assert.equal(el.querySelector(".cw-current-play").textContent, "Play 1: the last pays 2");
  const play = () => el.querySelector(".cw-play-button");
  assert.ok(play().disabled);
  const options = () => el.querySelectorAll(".cw-my-seat [role=option]");
  const [first, , third] = options();
  const table = [...el.querySelectorAll("*")];
  options()[0].click();
  options()[2].click();
  assert.ok(!play().disabled);
  assert.deepEqual([options()[0], options()[2]], [first, third], "a pick redraws the cards it changed, in place");
  assert.ok(third.classList.contains("cw-selected"));
  assert.deepEqual([...el.querySelectorAll("*")], table, "and makes no new element anywhere on the table");
  play().click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "play", cards: [FOUR_BLUE, twinsCard(9, "grey", "black")] } }]);
});

test("table: with the teacher switch, a bot's two cards put down show face up below its hand, not in it too", () => {
  const adaHand = [FOUR_BLUE, twinsCard(9, "grey", "black"), FOUR_YELLOW, twinsCard(2, "red", "white")];
  const { el } = mount(twinsTable, { ...tableState({ hand_sizes: { Sam: 3, Ada: 4, Bo: 8 }, revealed: true,
    hands: { Sam: [FOUR_BLUE, FOUR_YELLOW, twinsCard(9, "grey", "black")], Ada: adaHand, Bo: null },
    choices: { Sam: null, Ada: [FOUR_YELLOW, FOUR_BLUE], Bo: null } }), teacher: true });
  const ada = el.querySelector(".cw-seat[data-seat='Ada']");
  const labels = (selector) => [...ada.querySelectorAll(`${selector} .cw-card`)].map((c) => c.getAttribute("aria-label"));
  assert.equal(labels(".cw-seat-hand").length, 2, "4 cards, 2 of them put down");
  assert.deepEqual([...el.querySelectorAll(".cw-seat-hand")].map((hand) => hand.classList.contains("cw-seat-hand-open")), [true, false],
    "a hand face up is marked, for its room on a projector (styles.css): Ada's, not Bo's");
  assert.equal(labels(".cw-face-down").length, 2);
  assert.ok(labels(".cw-face-down").every((label) => label.startsWith("4") && !labels(".cw-seat-hand").includes(label)), labels(".cw-seat-hand"));
});

test("table: buying offers what the reader can afford", () => {
  const { el, model } = mount(twinsTable, tableState({ phase: "buy", play: null, chips: { Sam: 2, Ada: 10, Bo: 11 },
    awaiting: ["Sam"], bought: { Sam: null, Ada: 1, Bo: null }, legal_actions: [{ type: "buy", count: 0 }, { type: "buy", count: 1 }] }));
  const buy = (n) => el.querySelector(`button[data-buy='${n}']`);
  assert.ok(!buy(0).disabled && !buy(1).disabled && buy(2).disabled);
  buy(1).click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "buy", count: 1 } }]);
});

test("table: a double click on Buy, or Buy then another, buys once until the kernel answers", () => {
  const { el, model } = mount(twinsTable, tableState({ phase: "buy", play: null, awaiting: ["Sam"], bought: { Sam: null, Ada: 1, Bo: null },
    legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) }));
  const buy = (n) => el.querySelector(`button[data-buy='${n}']`);
  buy(1).click();
  buy(1).click();
  buy(2).click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "buy", count: 1 } }]);
  model.setMany({ error: "It is not your turn.", error_count: 1 });  // the kernel's answer (a refusal, here)
  buy(2).click();
  assert.deepEqual(model.sent.map((m) => m.move.count), [1, 2]);
});

test("table: the log holds back a play's settlement, and what followed, until the table has shown it", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState({ play: 3 }));
  const logged = () => [...el.querySelectorAll(".cw-log li")].map((li) => li.textContent);
  const header = () => ({ play: el.querySelector(".cw-play-now")?.textContent ?? null,
    dealer: el.querySelector(".cw-hand-info").children[1].textContent, marked: el.querySelector(".cw-current-play")?.textContent ?? null });
  const row = (name) => ({ name, kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r",
    sit_out: false, bankrupt: false });
  const reveal = (play, move, logAfter, extra = {}) => ({ play, line: "", pot: 3, rows: [row("Ada"), row("Bo")],
    chips_before: { Sam: 12, Ada: 10, Bo: 11 }, pot_before: 3, hand: 1, dealer: "Ada", move, log_after: logAfter, ...extra });
  const before = model.get("log");
  const line = (text) => ({ code: "twins.buy", seat: text, count: 0, cost: 0 });
  const table = model.get("state");
  const room = el.querySelector(".cw-reveal-room");
  // Sam's play 3 is revealed; Sam sits out play 4, Ada puts her cards down, Bo's completes the
  // play, revealed; the next hand, dealt by Bo, where Ada buys first: all in one answer.
  const play4 = { ...table, play: 4, sit_out: ["Sam"], chosen: { Sam: false, Ada: false, Bo: false }, awaiting: ["Ada", "Bo"] };
  const hand2 = { ...table, dealer: "Bo", hand_number: 2, phase: "buy", play: null, awaiting: ["Ada"],
    bought: { Sam: null, Ada: null, Bo: null } };
  answer(model, [["Sam", play4, 3], ["Ada", { ...play4, chosen: { Sam: false, Ada: true, Bo: false }, awaiting: ["Bo"] }],
    ["Bo", hand2, 3], ["Ada", { ...hand2, awaiting: ["Sam"], bought: { Sam: null, Ada: 0, Bo: null } }, 1, line("Ada")]],
  [reveal(3, 0, 7), reveal(4, 2, 4, { summary: { hand: 1, delta: { Sam: 0, Ada: 0, Bo: 0 }, pot: 3, chips: { Sam: 12, Ada: 10, Bo: 11 },
    dealer: "Ada", log_after: 2 } })],
  { log: [...before, line("revealed 3"), line("settled 3"), line("play 4"), line("revealed 4"), line("settled 4"),
    line("dealt by Bo"), line("Ada bought")] });
  assert.equal(logged().length, before.length, "nothing of the two plays before the reveal, not even its reveal line");
  assert.deepEqual(header(), { play: "Play 3", dealer: "dealer: Ada", marked: "Play 3: the last pays 1 and sits out play 4" },
    "the header shows the play being revealed, and its hand's dealer");
  t.mock.timers.tick(250);
  assert.equal(logged().length, before.length, "one row of the first play shown: its reveal line not yet");
  t.mock.timers.tick(650);
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 2);
  assert.deepEqual(logged().slice(before.length), ["revealed 3", "settled 3", "play 4"].map((seat) => `${seat} buys nothing.`),
    "the first play shown: its lines and what came before the next reveal");
  t.mock.timers.tick(900);
  assert.equal(header().play, "Play 4", "then the table after it");
  t.mock.timers.tick(1100);
  assert.equal(el.querySelector(".cw-seat[data-seat='Ada'] .cw-seat-status").textContent, "✓ cards down", "Ada's cards go down");
  assert.equal(el.querySelector(".cw-seat[data-seat='Bo'] .cw-seat-status").textContent, "choosing…", "Bo's not yet");
  t.mock.timers.tick(1100);
  assert.equal(header().play, "Play 4", "Bo's completes the play: its reveal");
  assert.ok(!logged().some((text) => text.includes("revealed 4")), "the second play not yet");
  t.mock.timers.tick(250);
  t.mock.timers.tick(650);
  assert.equal(logged().length, before.length + 5, "play 4 shown, the next hand not yet");
  t.mock.timers.tick(900);
  assert.ok(el.querySelector(".cw-hand-summary"));
  t.mock.timers.tick(5000);
  assert.ok(el.querySelector(".cw-hand-summary"), "the summary waits for the reader");
  assert.equal(logged().length, before.length + 5, "while the summary stands, the next hand stays out of the log");
  assert.equal(header().dealer, "dealer: Ada", "and out of the header");
  el.querySelector(".cw-continue").click();
  assert.equal(logged().length, before.length + 6, "then the deal");
  assert.deepEqual(header(), { play: null, dealer: "dealer: Bo", marked: null });
  assert.equal(el.querySelector(".cw-reveal"), null, "hand 1's last play does not stand over hand 2's purchase");
  assert.deepEqual([...el.querySelector(".cw-reveal-area").children].map((part) => part.className), ["cw-reveal-room"],
    "its room does, shown: the area went, and the reader's hand moved up 305 px under the pointer on Continue");
  assert.equal(el.querySelector(".cw-reveal-room"), room, "the same room, kept in the page all along");
  assert.equal(el.querySelector(".cw-seat[data-seat='Ada'] .cw-seat-status").textContent, "choosing…", "Ada has not bought yet");
  assert.equal(el.querySelectorAll("button[data-buy]").length, 0);
  t.mock.timers.tick(1100);
  assert.equal(logged().at(-1), "Ada bought buys nothing.", "all shown, all told");
  assert.equal(el.querySelectorAll("button[data-buy]").length, 0, "Ada's purchase, the last move, has its time on screen");
  t.mock.timers.tick(1100);
  assert.equal(el.querySelectorAll("button[data-buy]").length, 3, "and then the reader's turn comes");
  assert.equal(el.querySelector(".cw-reveal"), null);
  cleanup();
});

test("timeline: each bot's move on its own, a reveal row by row, a summary that waits, the log held back to match", () => {
  const move = (lines) => ({ lines });
  const row = { name: "Ada" };
  // The reader buys; Ada buys; Bo buys and play 1 begins; Ada, then Bo, put their cards down.
  const buying = timeline([move(1), move(1), move(2), move(0), move(0)], []);
  assert.deepEqual(buying.map((frame) => [frame.kind, frame.move, frame.wait, frame.unseen]),
    [["move", 0, 1100, 3], ["move", 1, 1100, 2], ["move", 2, 1100, 0], ["move", 3, 1100, 0], ["move", 4, 1100, 0],
      ["end", 4, 1100, 0]], "Bo's move, the last, stays on screen as long as the others");
  // The reader's play completes play 4 (reveal, settle: 2 lines) and the hand (deal: 1 line); Ada buys.
  const reveal = { move: 0, rows: [row, row], log_after: 4, summary: { log_after: 2 } };
  const frames = timeline([move(3), move(1)], [reveal]);
  assert.deepEqual(frames.map((frame) => [frame.kind, frame.rows ?? null, frame.wait, frame.unseen]), [
    ["reveal", 0, 1100, 4], ["reveal", 1, 250, 4], ["reveal", 2, 650, 2], ["summary", null, 900, 2], ["after", null, 900, 1],
    ["move", null, 1100, 0], ["end", null, 1100, 0]]);
  assert.deepEqual(frames.map((frame) => frame.reveal), [0, 0, 0, 0, 0, 0, 0], "the reveal stays on screen after it");
  assert.equal(timeline([move(1)], []).at(-1).unseen, 0, "the last frame holds nothing back");
  assert.equal(timeline([move(1)], []).length, 1, "the reader's own move alone needs no time on screen");
});

test("table: after a purchase, each bot's purchase and cards put down show at its seat one at a time", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const buying = tableState({ phase: "buy", play: null, awaiting: ["Sam"], bought: { Sam: null, Ada: null, Bo: null },
    chosen: { Sam: false, Ada: false, Bo: false }, hand_sizes: { Sam: 3, Ada: 8, Bo: 8 },
    legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) });
  const { el, model, cleanup } = mount(twinsTable, buying);
  const doc = el.ownerDocument;
  const table = model.get("state");
  const seat = (name) => el.querySelector(`.cw-seat[data-seat='${name}']`);
  const shown = (name) => ({ chips: seat(name).querySelector(".cw-chip-total").textContent,
    cards: seat(name).querySelectorAll(".cw-seat-hand .cw-card").length,
    status: seat(name).querySelector(".cw-seat-status").textContent, marked: seat(name).classList.contains("cw-just-moved") });
  const prompt = () => el.querySelector(".cw-prompt").textContent;
  const logged = () => el.querySelectorAll(".cw-log li").length;
  const offered = () => el.querySelectorAll("button[data-buy], .cw-play-button").length;
  el.querySelector("button[data-buy='1']").focus();
  el.querySelector("button[data-buy='1']").click();
  assert.deepEqual(model.sent, [{ action: "move", move: { type: "buy", count: 1 } }]);
  const buy = (who, count, cost) => ({ code: "twins.buy", seat: who, count, cost });
  const samBought = { ...table, chips: { ...table.chips, Sam: 11 }, pot: 4, hand_sizes: { ...table.hand_sizes, Sam: 4 },
    bought: { Sam: 1, Ada: null, Bo: null }, awaiting: ["Ada"], legal_actions: [] };
  const adaBought = { ...samBought, chips: { ...samBought.chips, Ada: 7 }, pot: 7, hand_sizes: { ...samBought.hand_sizes, Ada: 10 },
    bought: { Sam: 1, Ada: 2, Bo: null }, awaiting: ["Bo"] };
  const playing = { ...adaBought, phase: "play", play: 1, bought: { Sam: 1, Ada: 2, Bo: 0 }, awaiting: ["Sam", "Ada", "Bo"] };
  const adaDown = { ...playing, chosen: { Sam: false, Ada: true, Bo: false }, awaiting: ["Sam", "Bo"] };
  const boDown = { ...adaDown, chosen: { Sam: false, Ada: true, Bo: true }, awaiting: ["Sam"], legal_actions: [{ type: "play" }] };
  const scrolled = [];
  const { Element } = doc.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView() { scrolled.push(this.className); };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  const before = logged();
  answer(model, [["Sam", samBought, 1, buy("Sam", 1, 1)], ["Ada", adaBought, 1, buy("Ada", 2, 3)],
    ["Bo", playing, 2, buy("Bo", 0, 0)], ["Ada", adaDown, 0, { code: "twins.choose", seat: "Ada" }],
    ["Bo", boDown, 0, { code: "twins.choose", seat: "Bo" }]],
  [], { log: [...model.get("log"), buy("Sam", 1, 1), buy("Ada", 2, 3), buy("Bo", 0, 0), { code: "twins.play", play: 1 }] });

  assert.equal(prompt(), "Sam buys 1 card for 1 chip.", "the reader's own purchase first");
  assert.deepEqual(shown("Ada"), { chips: "10", cards: 8, status: "choosing…", marked: false }, "nothing of Ada's yet");
  assert.equal(logged(), before + 1);
  assert.equal(offered(), 0);
  assert.equal(doc.activeElement, el.querySelector(".cw-prompt"), "the focus waits on the status line, not on the page");
  t.mock.timers.tick(1099);
  assert.equal(shown("Ada").cards, 8);
  t.mock.timers.tick(1);
  assert.deepEqual(shown("Ada"), { chips: "7", cards: 10, status: "bought 2 cards", marked: true }, "Ada's purchase, at her seat");
  assert.deepEqual(scrolled, ["cw-opponents"], "the seats brought into view as the bots' moves begin");
  assert.equal(prompt(), "Ada buys 2 cards for 3 chips.");
  assert.equal(el.querySelector(".cw-pot .cw-chip-total").textContent, "7");
  assert.deepEqual(shown("Bo"), { chips: "11", cards: 8, status: "choosing…", marked: false });
  assert.equal(logged(), before + 2, "the log as far as the table has got");
  t.mock.timers.tick(1100);
  assert.equal(shown("Bo").status, "bought nothing", "not \"bought 0\"");
  assert.equal(shown("Ada").marked, false);
  assert.equal(logged(), before + 4);
  assert.equal(el.querySelectorAll(".cw-face-down:not(.cw-face-down-slot)").length, 0, "no cards down yet");
  assert.equal(el.querySelectorAll(".cw-opponents .cw-face-down-slot[aria-hidden='true']").length, 2,
    "but their room is kept at every seat, hidden: the row of seats does not grow when they go down");
  t.mock.timers.tick(1100);
  assert.deepEqual(shown("Ada"), { chips: "7", cards: 8, status: "✓ cards down", marked: true }, "Ada's cards go down, out of her hand");
  assert.equal(shown("Bo").status, "choosing…", "then Bo's");
  assert.equal(seat("Ada").querySelectorAll(".cw-face-down:not(.cw-face-down-slot) .cw-back").length, 2, "face down");
  assert.equal(prompt(), "Ada puts two cards face down.");
  assert.equal(offered(), 0, "the reader's turn has not come yet");
  assert.equal(el.querySelector(".cw-my-seat .cw-hand").getAttribute("role"), "list", "nor can a card be picked");
  t.mock.timers.tick(1100);
  assert.deepEqual(shown("Bo"), { chips: "11", cards: 6, status: "✓ cards down", marked: true }, "Bo's, the last, marked and told");
  assert.equal(prompt(), "Bo puts two cards face down.");
  assert.equal(offered(), 0);
  t.mock.timers.tick(1100);
  assert.equal(shown("Bo").marked, false);
  assert.equal(scrolled.length, 1, "once, not at each move");
  assert.equal(prompt(), "Play 1: pick two cards to put face down.");
  assert.equal(offered(), 1);
  assert.equal(el.querySelector(".cw-show-all"), null);
  assert.equal(doc.activeElement, el.querySelector(".cw-hand .cw-card"), "the reader's turn: the hand");
  cleanup();
});

test("table: while the moves play back, the status line says each move and a play's reveal, not who is waited for; then the reader's turn", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState({ awaiting: ["Sam"], chosen: { Sam: false, Ada: true, Bo: true } }));
  const table = model.get("state");
  const row = (name) => ({ name, kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r", sit_out: false, bankrupt: false });
  const choose = (seat) => ({ code: "twins.choose", seat });
  // Sam's play completes play 1, revealed; then Ada and Bo put their cards down for play 2; then Sam's turn.
  const play2 = { ...table, play: 2, chosen: { Sam: false, Ada: false, Bo: false }, awaiting: ["Sam", "Ada", "Bo"] };
  const adaDown = { ...play2, chosen: { Sam: false, Ada: true, Bo: false }, awaiting: ["Sam", "Bo"] };
  const boDown = { ...adaDown, chosen: { Sam: false, Ada: true, Bo: true }, awaiting: ["Sam"], legal_actions: [{ type: "play" }] };
  answer(model, [["Sam", play2, 2, choose("Sam")], ["Ada", adaDown, 0, choose("Ada")], ["Bo", boDown, 0, choose("Bo")]],
    [{ play: 1, line: "", pot: 3, rows: [row("Ada"), row("Bo"), row("Sam")], chips_before: table.chips, pot_before: 3, hand: 1,
      dealer: "Ada", move: 0, log_after: 0 }]);
  const prompt = el.querySelector(".cw-prompt");
  const said = [];
  let before = new Map();
  for (const ms of [0, 250, 650, 650, 650, 900, 1100, 1100, 1100]) {
    t.mock.timers.tick(ms);
    if (announced(el, before).includes("cw-prompt")) said.push(prompt.textContent);
    before = liveTexts(el);
  }
  assert.equal(el.querySelector(".cw-prompt"), prompt, "one status line, kept in the page");
  assert.deepEqual(said, ["Revealing play 1…", "Ada puts two cards face down.", "Bo puts two cards face down.",
    "Play 2: pick two cards to put face down."], "not 'Waiting for Ada and Bo…' after the play's rows");
  assert.equal(prompt.getAttribute("aria-live"), "polite");
  cleanup();
});

test("table: Show all skips the bots' moves; a table drawn for the teacher keeps the bots' cards down once the switch is off", () => {
  const { el, model, cleanup } = mount(twinsTable, tableState({ awaiting: ["Sam"], chosen: { Sam: false, Ada: false, Bo: false } }));
  const table = model.get("state");
  const open = { ...table, revealed: true, hands: { ...table.hands, Ada: [FOUR_BLUE, FOUR_YELLOW], Bo: [FOUR_BLUE] } };
  const adaDown = { ...open, chosen: { Sam: false, Ada: true, Bo: false }, choices: { Sam: null, Ada: [FOUR_BLUE, FOUR_YELLOW], Bo: null } };
  answer(model, [["Sam", table], ["Ada", adaDown], ["Bo", { ...adaDown, awaiting: ["Sam"], legal_actions: [{ type: "play" }] }]]);
  assert.equal(el.querySelectorAll(".cw-seat .cw-card:not(.cw-back)").length, 0, "no bot's card face up");
  model.set("teacher", true);
  assert.equal(el.querySelector(".cw-show-all").textContent, "Show all");
  // No play on show: Show all sits where the reader's buttons come, and the reveal area holds the room of the play to come.
  assert.ok(el.querySelector(".cw-my-seat .cw-show-all"), "in the reader's seat, below the hand");
  assert.deepEqual([...el.querySelector(".cw-reveal-area").children].map((part) => part.className), ["cw-reveal-room"]);
  el.querySelector(".cw-show-all").click();
  assert.ok(el.querySelectorAll(".cw-seat .cw-card:not(.cw-back)").length > 0, "the teacher sees them");
  assert.equal(el.querySelectorAll(".cw-play-button").length, 1, "all shown: the reader's turn");
  assert.equal(el.querySelector(".cw-show-all"), null);
  cleanup();
});

test("table: New game sends the seed and players the reader chose, however often the table was drawn since", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mount(twinsTable, tableState());
  const seed = el.querySelector(".cw-seed-input");
  seed.value = "77";
  el.querySelector(".cw-players-select").value = "4";
  model.set("log", [...model.get("log"), { code: "twins.buy", seat: "Bo", count: 0, cost: 0 }]);
  assert.equal(el.querySelector(".cw-seed-input"), seed, "the input stays in the page");
  assert.equal(seed.value, "77", "a draw that says nothing new about the seed leaves what was typed");
  const newGame = [...el.querySelectorAll(".cw-table-foot button")].find((b) => b.textContent === "New game");
  newGame.click();
  newGame.click();  // (the first press asks: a game is in progress)
  assert.deepEqual(model.sent, [{ action: "new_game", players: 4, seed: 77 }]);
  model.set("seed", 77);
  seed.value = "abc";
  model.set("seed", 78);
  assert.equal(seed.value, "78", "the kernel's new seed is shown");
});

test("table: a reveal appears one seat at a time, and Show all skips ahead", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState());
  const rows = ["Ada", "Sam", "Bo"].map((name, i) => ({ name, kind: "singles", value: 10 - i, cards: [FOUR_BLUE, FOUR_YELLOW],
    delta: i === 2 ? -2 : 0, reason: { code: "twins.reason.not_best" }, sit_out: false, bankrupt: false }));
  const reveal = { play: 1, line: { code: "twins.line.pay", places: 1, amount: 2, sit_out: false }, pot: 5, rows,
    chips_before: { Sam: 12, Ada: 10, Bo: 13 }, pot_before: 3, move: 0, hand: 1 };
  const scrolled = [];
  const { Element } = el.ownerDocument.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView(options) { scrolled.push([this.className, options]); };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  answer(model, [["Sam", model.get("state")]], [reveal]);
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 0);
  assert.deepEqual(scrolled, [["cw-reveal-area", { block: "nearest", behavior: "smooth" }]], "the reveal is brought into view as it starts");
  assert.equal(el.querySelector(".cw-prompt").textContent, "Revealing play 1…", "not 'Waiting for Sam…' to Sam");
  // The rows to come hold their place, hidden, and so does the pot line: the box does not grow as they appear.
  assert.equal(el.querySelectorAll(".cw-reveal .cw-reveal-rows > li").length, 3);
  assert.equal(el.querySelectorAll(".cw-reveal .cw-reveal-rows > li.cw-reveal-slot[aria-hidden=true]").length, 3);
  assert.equal(el.querySelector(".cw-reveal .cw-pot-after").textContent, "\u00a0");
  t.mock.timers.tick(250);
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 1);
  assert.equal(el.querySelectorAll(".cw-reveal .cw-reveal-rows > li").length, 3);
  const first = el.querySelector(".cw-reveal-row");
  t.mock.timers.tick(650);
  assert.equal(scrolled.length, 1, "and only then, not at each row");
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 2);
  assert.equal(el.querySelectorAll(".cw-row-new").length, 1, "only the row just revealed fades in");
  assert.equal(el.querySelector(".cw-reveal-row"), first, "the row shown before stays in the page, not drawn again");
  model.set("lang", "it");
  assert.equal(el.querySelectorAll(".cw-row-new").length, 0, "a redraw for another reason animates nothing");
  model.set("lang", "en");
  [...el.querySelectorAll(".cw-reveal-area button")].find((b) => b.textContent === "Show all").click();
  assert.equal(el.querySelectorAll(".cw-reveal-row").length, 3);
  assert.equal(el.querySelector(".cw-reveal .cw-pot-after").textContent, "Pot after the play: 5");
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("table: a table made without the teacher switch (a students' app) shows none", () => {
  const { el, model } = mount(twinsTable, tableState());
  assert.equal(el.querySelectorAll(".cw-table-foot input[type=checkbox]").length, 1);
  model.set("teacher_switch", false);
  assert.equal(el.querySelectorAll(".cw-table-foot input[type=checkbox]").length, 0);
});

test("table: the teacher switch and a new game are messages to the kernel", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });  // (the question's ASK_MS)
  const { el, model } = mount(twinsTable, tableState());
  const check = el.querySelector(".cw-table-foot input[type=checkbox]");
  check.checked = true;
  check.dispatchEvent(new el.ownerDocument.defaultView.Event("change"));
  el.querySelector(".cw-seed-input").value = "77";
  const newGame = [...el.querySelectorAll(".cw-table-foot button")].find((b) => b.textContent === "New game");
  newGame.click();
  newGame.click();
  assert.deepEqual(model.sent, [{ action: "teacher", on: true }, { action: "new_game", players: 3, seed: 77 }]);
});

test("table: the end shows the final standing with the winners", () => {
  const { el } = mount(twinsTable, tableState({ phase: "over", play: null, awaiting: [],
    result: { winners: ["Ada"], scores: { Sam: 12, Ada: 10, Bo: 11 }, chips: {}, bankrupt: [], hands_played: 2 } }));
  assert.match(el.querySelector(".cw-prompt").textContent, /Game over — Winner: Ada/);
  // The ★ after it is for the eye (CSS, its alternative text empty): a screen reader hears "winner".
  assert.equal(el.querySelector(".cw-winner").textContent, "Ada: 10 chips winner");
  assert.equal(el.querySelector(".cw-winner .cw-sr-only").textContent, " winner");
});

test("table: at the end why the game ended heads the standings, not the prompt, which keeps to one line on a projector", () => {
  const { el } = mount(twinsTable, { ...tableState({ phase: "over", play: null, awaiting: [],
    result: { winners: ["Bo"], scores: { Sam: 12, Ada: 10, Bo: 13 }, chips: {}, bankrupt: [], hands_played: 2,
      reason: { code: "twins.over.hands", n: 2 } } }), lang: "fr" });
  // (with it, "Partie terminée — Gagnant : Bo — 2 manches ont été jouées" took two lines, and the
  // reader's hand moved 19 px down as Continue took the last hand's summary away)
  assert.equal(el.querySelector(".cw-my-seat .cw-prompt").textContent, "Partie terminée — Gagnant\u00a0: Bo");
  assert.equal(el.querySelector(".cw-final .cw-section-title").textContent, "Partie terminée\u00a0: 2 manches ont été jouées");
});

test("table: at the end two seats tied on chips share a place", () => {
  const { el } = mount(twinsTable, tableState({ phase: "over", play: null, awaiting: [], chips: { Sam: 12, Ada: 10, Bo: 12 },
    result: { winners: ["Sam", "Bo"], scores: { Sam: 12, Ada: 10, Bo: 12 }, low_wins: false, bankrupt: [], hands_played: 2 } }));
  assert.deepEqual([...el.querySelectorAll(".cw-final li")].map((li) => li.value), [1, 1, 3], "not 1, 2 for two winners of 12 chips");
  assert.match(el.querySelector(".cw-prompt").textContent, /Winners: Sam and Bo/);
});

test("table: the log, the cash card and a reveal's reasons follow the language", (t_) => {
  t_.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState());
  const rows = ["Ada", "Sam", "Bo"].map((name, i) => ({ name, kind: "singles", value: 10 - i, cards: [FOUR_BLUE, FOUR_YELLOW],
    delta: 0, reason: { code: "twins.reason.not_best" }, sit_out: false, bankrupt: false }));
  answer(model, [["Sam", model.get("state")]], [{ play: 4, line: { code: "twins.line.pot" }, pot: 5, rows, move: 0, hand: 1 }]);
  const texts = (selector) => [...el.querySelectorAll(selector)].map((node) => node.textContent);
  assert.deepEqual(texts(".cw-log li"), ["New game: Sam, Ada and Bo; seed 1.", "Ada buys 1 card for 1 chip."]);
  model.set("lang", "it");
  assert.deepEqual(texts(".cw-log li"), ["Nuova partita: Sam, Ada e Bo; codice 1.", "Ada compra 1 carta per 1 gettone."]);
  assert.equal(texts(".cw-cash-card li")[2], "Giocata 3: l'ultimo paga 1 e salta la 4ª giocata");
  // A play on show: Show all in its corner, not in the reader's seat.
  assert.equal(el.querySelector(".cw-my-seat .cw-show-all"), null);
  [...el.querySelectorAll(".cw-reveal-area button")].find((b) => b.textContent === t("it", "show_all")).click();
  assert.deepEqual(texts(".cw-reveal-row .cw-reason"), Array(3).fill("niente: non è la combinazione migliore"));
  model.set("lang", "fr");
  const french = (text) => text.startsWith("Pli ") && text.includes("\u00a0: ") && !/\S: /.test(text);
  assert.ok(french(texts(".cw-cash-card li")[0]), "French puts a no-break space before the colon");
  assert.ok(french(el.querySelector(".cw-reveal .cw-section-title").textContent));
  cleanup();
});

test("explorer: the examples and the cash line follow the language", () => {
  const { el, model } = mount(tiebreak, explorerState());
  model.set("lang", "es");
  const example = el.querySelector("button[data-example='example_1']");
  assert.equal(example.textContent, "Ejemplo 1");
  assert.match(example.getAttribute("title"), /^Ejemplo 1 — jugada 1 con 4 jugadores/);
  assert.equal(el.querySelector(".cw-cash-line").textContent, "Jugada 1: el último paga 2");
  model.set("lang", "fr");
  assert.match(el.querySelector(".cw-cash-line").textContent, /^Pli 1\u00a0: /);
});

test("table: a keyboard player is never sent back to the top: bought → the hand, played → the status line, then the hand again", () => {
  const buying = tableState({ phase: "buy", play: null, awaiting: ["Sam"], legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) });
  const { el, model } = mount(twinsTable, buying);
  const doc = el.ownerDocument;
  el.querySelector("button[data-buy='1']").focus();
  model.set("state", tableState({ awaiting: ["Sam"], legal_actions: [{ type: "play" }] }).state);
  assert.ok(el.querySelector(".cw-play-button").disabled, "Play waits for two cards");
  assert.equal(doc.activeElement, el.querySelector(".cw-hand .cw-card"), "the buy buttons are gone: the hand's first card");
  model.set("state", tableState({ awaiting: ["Bo"] }).state);
  assert.equal(doc.activeElement, el.querySelector(".cw-prompt"), "played: the line that says whom the table waits for");
  assert.equal(doc.activeElement.textContent, "Waiting for Bo…");
  assert.equal(doc.activeElement.getAttribute("aria-live"), "polite");
  model.set("state", tableState({ awaiting: ["Sam"], play: 2, legal_actions: [{ type: "play" }] }).state);
  assert.equal(doc.activeElement, el.querySelector(".cw-hand .cw-card"), "the reader's turn again: back to the hand");
});

test("table: play 4's reveal and the hand's summary show the hand they end; the next deal comes with its log line", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState({ play: 4, hand_sizes: { Sam: 3, Ada: 2, Bo: 2 },
    awaiting: ["Sam"], chosen: { Sam: false, Ada: true, Bo: true } }));
  const table = model.get("state");
  const left = twinsCard(9, "grey", "black");
  // Sam's play ends hand 1 (9 grey left in Sam's hand, nothing in the bots'); the same move deals hand 2.
  const ended = { ...table, hands: { ...table.hands, Sam: [left] }, hand_sizes: { Sam: 1, Ada: 0, Bo: 0 },
    chosen: { Sam: false, Ada: false, Bo: false }, awaiting: [] };
  const dealt = [1, 2, 3, 5, 6, 7, 8, 10].map((n) => twinsCard(n, "pink", "black"));
  const hand2 = { ...table, hand_number: 2, dealer: "Bo", phase: "buy", play: null, hands: { ...table.hands, Sam: dealt },
    hand_sizes: { Sam: 8, Ada: 8, Bo: 8 }, chosen: { Sam: false, Ada: false, Bo: false }, awaiting: ["Sam"],
    bought: { Sam: null, Ada: null, Bo: null }, legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) };
  const row = (name) => ({ name, kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r",
    sit_out: false, bankrupt: false });
  const line = (text) => ({ code: "twins.buy", seat: text, count: 0, cost: 0 });
  const before = model.get("log").length;
  answer(model, [["Sam", hand2, 3]], [{ play: 4, line: "", pot: 3, rows: [row("Ada"), row("Bo"), row("Sam")],
    chips_before: table.chips, pot_before: 3, hand: 1, dealer: "Ada", move: 0, log_after: 3, table: ended,
    summary: { hand: 1, delta: { Sam: 0, Ada: 0, Bo: 0 }, pot: 3, chips: table.chips, dealer: "Ada", log_after: 1 } }],
  { log: [...model.get("log"), line("revealed 4"), line("settled 4"), line("dealt by Bo")] });
  const mine = () => [...el.querySelectorAll(".cw-my-seat .cw-hand .cw-card")].map((card) => card.getAttribute("aria-label").split(",")[0]);
  const backs = (seat) => el.querySelectorAll(`.cw-seat[data-seat='${seat}'] .cw-seat-hand .cw-card:not(.cw-idle)`).length;
  const dealtShown = () => el.querySelector(".cw-log").textContent.includes("dealt by Bo");
  const hand = () => el.querySelector(".cw-hand-info .cw-big").textContent;
  for (const ms of [0, 250, 650, 650]) {
    t.mock.timers.tick(ms);
    assert.deepEqual(mine(), ["9 grey"], "the reveal: the card left of the hand being settled, not the next deal");
    assert.deepEqual([backs("Ada"), backs("Bo"), hand(), dealtShown()], [0, 0, "Hand 1", false]);
  }
  t.mock.timers.tick(900);
  assert.ok(el.querySelector(".cw-hand-summary"), "the hand's summary");
  assert.deepEqual([mine(), backs("Ada"), hand(), dealtShown()], [["9 grey"], 0, "Hand 1", false]);
  el.querySelector(".cw-continue").click();
  assert.equal(mine().length, 8, "then the next deal");
  assert.deepEqual([backs("Ada"), hand(), dealtShown()], [8, "Hand 2", true], "and its log line, at the same moment");
  assert.equal(el.querySelectorAll(".cw-log li").length, Math.min(before + 3, 8));
  answer(model, model.get("moves").map((move) => [move.seat, move.state, move.lines]), model.get("reveals"));
  el.querySelector(".cw-show-all").click();
  assert.deepEqual([mine(), hand(), Boolean(el.querySelector(".cw-hand-summary"))], [["9 grey"], "Hand 1", true],
    "Show all: the summary stands over the hand it sums up");
  el.querySelector(".cw-continue").click();
  assert.deepEqual([mine().length, hand()], [8, "Hand 2"]);
  cleanup();
});

test("table: every bot's seat has the rows of a seat in play from the deal on, their room kept hidden while empty", () => {
  const rows = (seat) => [...seat.children].map((row) => `${row.className.split(" ").at(-1)}${row.getAttribute("aria-hidden") ? " (hidden)" : ""}`);
  const buying = mount(twinsTable, tableState({ phase: "buy", play: null, awaiting: ["Sam"], bought: { Sam: null, Ada: 1, Bo: null },
    chosen: { Sam: false, Ada: false, Bo: false }, legal_actions: [0, 1, 2].map((count) => ({ type: "buy", count })) }));
  const seats = [...buying.el.querySelectorAll(".cw-opponents .cw-seat")];
  assert.deepEqual(seats.map(rows), [["cw-seat-head", "cw-seat-status", "cw-seat-hand", "cw-face-down-slot (hidden)"],
    ["cw-seat-head", "cw-seat-status", "cw-seat-hand", "cw-face-down-slot (hidden)"]],
  "buying, the room of the two cards each bot will put down is there already (it came as play 1 began: 52 px)");
  assert.equal(seats[0].querySelectorAll(".cw-face-down-slot .cw-back").length, 2);
  buying.cleanup();
  // Play 4: Ada's last two cards are down (her hand empty), Bo's not yet.
  const { el, cleanup } = mount(twinsTable, tableState({ play: 4, hand_sizes: { Sam: 3, Ada: 2, Bo: 2 } }));
  const [ada, bo] = el.querySelectorAll(".cw-opponents .cw-seat");
  assert.deepEqual([rows(ada), rows(bo)], [["cw-seat-head", "cw-seat-status", "cw-seat-hand", "cw-face-down"],
    ["cw-seat-head", "cw-seat-status", "cw-seat-hand", "cw-face-down-slot (hidden)"]]);
  const hand = ada.querySelector(".cw-seat-hand");
  assert.equal(hand.getAttribute("aria-label"), "0 cards");
  assert.deepEqual([...hand.children].map((card) => [card.classList.contains("cw-idle"), card.getAttribute("aria-hidden")]), [[true, "true"]],
    "an empty hand keeps a card's height, hidden (the seat shrank by 27 px as the last cards went down)");
  assert.equal(bo.querySelectorAll(".cw-seat-hand .cw-card:not(.cw-idle)").length, 2);
  cleanup();
});

test("table: a hand's summary comes in its last play's place, over it, and the reader's prompt keeps its line", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, cleanup } = mount(twinsTable, tableState({ play: 4, awaiting: ["Sam"] }));
  const table = model.get("state");
  const row = (name) => ({ name, kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r", sit_out: false, bankrupt: false });
  answer(model, [["Sam", { ...table, phase: "over", awaiting: [], result: { winners: ["Sam"], scores: table.chips, reason: null } }]],
    [{ play: 4, line: "", pot: 3, rows: [row("Ada"), row("Bo"), row("Sam")], chips_before: table.chips, pot_before: 3, hand: 1, dealer: "Ada",
      move: 0, table, summary: { hand: 1, delta: { Sam: 0, Ada: 0, Bo: 0 }, pot: 3, chips: table.chips } }]);
  const area = () => [...el.querySelector(".cw-reveal-area").children].map((part) => part.className);
  for (const ms of [250, 650, 650]) t.mock.timers.tick(ms);
  assert.deepEqual(area(), ["cw-reveal-room cw-reveal-covered", "cw-reveal cw-reveal-done", "cw-button cw-show-all cw-button-small"]);
  const reveal = el.querySelector(".cw-reveal");
  t.mock.timers.tick(900);
  assert.deepEqual(area(), ["cw-reveal-room cw-reveal-covered", "cw-reveal cw-reveal-done cw-reveal-covered", "cw-hand-summary"],
    "the summary in the area of the play, which stays (hidden) and keeps the area as tall: below it, it pushed the hand 180 px down");
  assert.equal(el.querySelector(".cw-reveal"), reveal, "the same play");
  assert.equal(el.querySelector(".cw-my-seat .cw-prompt").textContent, "\u00a0", "a blank line, not an empty one (19 px)");
  el.querySelector(".cw-continue").click();
  assert.ok(!el.querySelector(".cw-reveal.cw-reveal-covered") && !el.querySelector(".cw-hand-summary"));
  cleanup();
});

test("table: from the deal on, the reveal area holds a play's room: framed, titled by the play to come, a row for each seat", () => {
  const { el, model, cleanup } = mount(twinsTable, tableState({ phase: "buy", play: null, awaiting: ["Sam"] }));
  const area = () => [...el.querySelector(".cw-reveal-area").children].map((part) => part.className);
  assert.deepEqual(area(), ["cw-reveal-room"], "no play revealed yet, and its room is kept: play 1's reveal pushed the hand 305 px down");
  const room = el.querySelector(".cw-reveal-room");
  assert.equal(room.querySelector(".cw-section-title").textContent, "Play 1: the last pays 2");
  assert.equal(room.querySelectorAll(".cw-reveal-rows > li.cw-reveal-slot").length, 3, "as tall as a play of three seats");
  assert.equal(room.getAttribute("aria-hidden"), "true", "nothing to say (the cash card says the line)");
  assert.equal(room.getAttribute("aria-live"), null);
  model.set("lang", "it");
  assert.match(room.querySelector(".cw-section-title").textContent, /^Giocata 1: /);
  model.set("state", { ...model.get("state"), phase: "play", play: 2 });
  assert.match(room.querySelector(".cw-section-title").textContent, /^Giocata 2: /, "the play to come");
  cleanup();
});

test("table: a pick brings the reader's seat into view, as little as it can (its Play button was out of sight)", (t) => {
  const { el, cleanup } = mount(twinsTable, tableState());
  const scrolled = [];
  const { Element } = el.ownerDocument.defaultView;
  Element.prototype.scrollIntoView = function scrollIntoView(how) { scrolled.push([this.className, how]); };
  t.after(() => { delete Element.prototype.scrollIntoView; });
  el.querySelectorAll(".cw-my-seat [role=option]")[1].click();
  assert.deepEqual(scrolled, [["cw-my-seat", { block: "nearest", behavior: "smooth" }]]);
  cleanup();
});

test("table: at the game's end New game is in the reader's buttons' row, a Tab on from the result that keeps the focus, and deals what the form says", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, doc, cleanup } = mount(twinsTable, tableState({ play: 4, awaiting: ["Sam"], legal_actions: [{ type: "play" }] }));
  const table = model.get("state");
  const row = (name) => ({ name, kind: "singles", value: 3, cards: [FOUR_BLUE, FOUR_YELLOW], delta: 0, reason: "r", sit_out: false, bankrupt: false });
  el.querySelector(".cw-my-seat [role=option]").focus();  // the reader's last play, by keyboard
  answer(model, [["Sam", { ...table, phase: "over", play: null, awaiting: [], legal_actions: [],
    result: { winners: ["Sam"], scores: table.chips, reason: null } }]],
  [{ play: 4, line: "", pot: 3, rows: [row("Ada"), row("Bo"), row("Sam")], chips_before: table.chips, pot_before: 3, hand: 1, dealer: "Ada",
    move: 0, table, summary: { hand: 1, delta: { Sam: 0, Ada: 0, Bo: 0 }, pot: 3, chips: table.chips } }]);
  for (const ms of [250, 650, 650]) t.mock.timers.tick(ms);
  assert.equal(el.querySelector(".cw-twins-again"), null, "not while the last play is revealed");
  t.mock.timers.tick(900);
  assert.equal(el.querySelector(".cw-twins-again"), null, "nor over the hand's summary");
  assert.equal(doc.activeElement, el.querySelector(".cw-continue"));
  el.querySelector(".cw-continue").click();
  const again = el.querySelector(".cw-my-seat .cw-buttons .cw-twins-again");
  assert.ok(again, "the buttons' row, under the reader's hand, holds New game");
  assert.equal(again.textContent, "New game");
  assert.match(el.querySelector(".cw-my-seat .cw-prompt").textContent, /^Game over — Winner: Sam/);
  const status = el.querySelector(".cw-my-seat .cw-prompt");
  assert.equal(doc.activeElement, status, "the keyboard is on the result (read out; a second Enter deals nothing)");
  const stops = [...el.querySelectorAll("button, input, select, [tabindex]")].filter((e) => !e.disabled && e.tabIndex >= 0);
  assert.equal(stops.find((e) => status.compareDocumentPosition(e) & 4), again, "New game is the next Tab stop after it");
  assert.equal(el.querySelectorAll(".cw-table-foot .cw-controls button[type=submit]").length, 1, "the form's own New game stays at the foot");
  model.set("lang", "fr");
  assert.equal(el.querySelector(".cw-twins-again").textContent, "Nouvelle partie");
  el.querySelector(".cw-twins-again").focus();
  model.set("lang", "it");
  assert.equal(doc.activeElement, el.querySelector(".cw-twins-again"), "a redraw keeps the focus on it");
  model.set("lang", "es");
  assert.equal(el.querySelector(".cw-twins-again").textContent, "Nueva partida");
  el.querySelector(".cw-seed-input").value = "41";
  el.querySelector(".cw-players-select").value = "5";
  el.querySelector(".cw-twins-again").click();
  assert.deepEqual(model.sent.filter((m) => m.action === "new_game"), [{ action: "new_game", players: 5, seed: 41 }],
    "at once (the game is over), the form's seed and players");
  cleanup();
});

test("twins views: each a region named in its language (a chart by its title)", () => {
  let view = mount(twinsTable, tableState());
  assertRegion(assert, view.el, view.model, { en: "Twins table", es: "Mesa de Twins" });
  view = mount(comboRanker, { fan: [FOUR_BLUE, FOUR_YELLOW], selected: [], current: {}, lineup: [] });
  assertRegion(assert, view.el, view.model, { en: "Combination ranker", es: "Clasificación de combinaciones" });
  view = mount(tiebreak, explorerState());
  assertRegion(assert, view.el, view.model, { en: "Tie explorer", es: "Explorador de empates" });
  view = mount(chart, { kind: "bars", percent: true, title: { code: "chart.twins.best_combination", cards: 8 },
    labels: ["a"], x_label: "", y_label: "", series: [{ name: "x", values: [0.5] }] });
  assertRegion(assert, view.el, view.model, { en: "Chart: Best combination in a hand of 8 cards",
    es: "Gráfico: Mejor combinación de una mano de 8 cartas" });
  view.model.set("title", "");
  assert.equal(view.el.getAttribute("aria-label"), "Gráfico");
});
