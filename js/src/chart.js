// The Chart widget view: grouped bars or lines as SVG, error bars at ±2 standard errors.
// Drawn from the synced traits alone; no plotting library. Every text is a plain string (shown as
// given), a number (written the language's way) or a catalogue message (said in the widget's lang).

import { minus, say, t } from "./i18n.js";
import { errorBanner, h, mount, patch } from "./view.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const PALETTE = ["#4d4d4d", "#1f5fbf", "#d95f02", "#2a9d2a", "#8a4fc0", "#c8102e"];
// Colour is never a series' only mark (a class told "exacto" from "simulado" by colour alone, and a
// grey-scale print or a colour-blind reader not at all): each series has its marker shape and its
// dash on a line chart, its hatching on a bar chart; the legend shows the same.
const SHAPES = ["circle", "square", "triangle", "diamond", "down"];
const DASHES = [null, "9 5", "3 4", "12 4 3 4", "6 3"];
const HATCHES = [null, "M0,8 L8,0", "M0,0 L8,8", "M4,0 L4,8", "M0,4 L8,4"];
let charts = 0;  // each chart's own pattern ids: a page holds several charts
const W = 680;
const H = 320;
// The top margin leaves a bar's value label (12 px, above a bar at the top of the scale) clear of
// the title's descenders (16 px, on the baseline at 20).
const M = { top: 46, right: 16, bottom: 58, left: 62 };

function svg(doc, name, attributes = {}, text = null) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = String(text);
  return node;
}

/** A "nice" upper bound and tick step for values up to `max`. */
export function niceScale(max) {
  if (!(max > 0)) return { top: 1, step: 0.2 };
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return { top: Math.ceil(max / step - 1e-9) * step, step };
}

/**
 * A value on an axis or a bar: "68%", "2.5%", "45.3", with a decimal comma outside English;
 * `digits`, a count of decimals (valueDigits) for a number that is not a percentage.
 */
export function formatValue(value, percent, lang = "en", digits = undefined) {
  // French and Spanish put a (narrow, unbreakable) space before %, as the charts' titles do.
  const sign = lang === "fr" || lang === "es" ? "\u202f%" : "%";
  const text = percent ? `${(value * 100).toFixed(value * 100 >= 10 || value === 0 ? 0 : 1)}${sign}`
    : digits !== undefined ? value.toFixed(digits)
      : Math.abs(value) >= 100 ? value.toFixed(0) : String(+value.toPrecision(3));
  return lang === "en" ? minus(text) : minus(text).replace(".", ",");  // a true minus sign, as the widgets write it
}

/**
 * The decimals of a chart's values that are not percentages, one count for them all: three
 * significant digits of the largest. Each written alone, "74" stood beside "67.9" on one chart (and
 * the tutorial's table printed "74.0 ± 1.9").
 */
export function valueDigits(values) {
  const largest = Math.max(0, ...values.filter(Number.isFinite).map(Math.abs));
  return largest === 0 || largest >= 100 ? 0 : Math.max(0, 2 - Math.floor(Math.log10(largest)));
}

/** A chart's text in `lang`: a catalogue message said, a number written the language's way. */
export function caption(lang, value) {
  if (typeof value === "number") return minus(value.toLocaleString(lang));  // "−2", a true minus, as the ticks write it
  if (value !== null && typeof value === "object") return say(lang, value);
  return String(value ?? "");
}

/** Series k's marker at (x, y): its shape (SHAPES) as well as its colour. */
function marker(doc, k, x, y, color) {
  const shape = SHAPES[k % SHAPES.length];
  const attrs = { fill: color, class: "cw-chart-marker", "data-shape": shape };
  if (shape === "circle") return svg(doc, "circle", { cx: x, cy: y, r: 4, ...attrs });
  if (shape === "square") return svg(doc, "rect", { x: x - 3.5, y: y - 3.5, width: 7, height: 7, ...attrs });
  const points = { triangle: [[0, -5], [4.5, 3.5], [-4.5, 3.5]], diamond: [[0, -5], [5, 0], [0, 5], [-5, 0]],
    down: [[0, 5], [4.5, -3.5], [-4.5, -3.5]] }[shape];
  return svg(doc, "polygon", { points: points.map(([dx, dy]) => `${x + dx},${y + dy}`).join(" "), ...attrs });
}

/** Series k's dash on a line chart, as attributes (none for the first series: a solid line). */
function dashed(k) {
  const dash = DASHES[k % DASHES.length];
  return dash ? { "stroke-dasharray": dash } : {};
}

/** Series k's fill on a bar chart: its colour, hatched in white from the second series on. */
function barFill(doc, defs, id, k) {
  const color = PALETTE[k % PALETTE.length];
  const hatch = HATCHES[k % HATCHES.length];
  if (!hatch) return color;
  const pattern = svg(doc, "pattern", { id: `${id}-${k}`, width: 8, height: 8, patternUnits: "userSpaceOnUse" });
  pattern.append(svg(doc, "rect", { width: 8, height: 8, fill: color }),
    svg(doc, "path", { d: hatch, stroke: "#fff", "stroke-width": 2 }));
  defs.append(pattern);
  return `url(#${id}-${k})`;
}

/** The chart as an <svg> element, from plain data; its texts in `lang`. */
export function drawChart(doc, { kind, labels: labelValues, series, percent, title: titleValue, xLabel: xValue,
  yLabel: yValue, lang = "en" }) {
  const [title, xLabel, yLabel] = [titleValue, xValue, yValue].map((value) => caption(lang, value));
  const labels = labelValues.map((value) => caption(lang, value));
  const root = svg(doc, "svg", { viewBox: `0 0 ${W} ${H}`, class: "cw-chart-svg", role: "img",
    "aria-label": title || t(lang, "chart.untitled") });
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const valid = series.filter((s) => Array.isArray(s.values) && s.values.length === labels.length);
  const tops = valid.flatMap((s) => s.values.map((v, i) => v + 2 * (s.errors?.[i] ?? 0)));
  const { top, step } = niceScale(Math.max(0, ...tops));
  const digits = percent ? undefined : valueDigits(valid.flatMap((s) => s.values));
  const written = (v) => formatValue(v, percent, lang, digits);
  const y = (v) => M.top + plotH - (Math.max(0, v) / top) * plotH;
  const defs = svg(doc, "defs");
  root.append(defs);
  charts += 1;
  const fills = valid.map((_, k) => (kind === "lines" ? PALETTE[k % PALETTE.length] : barFill(doc, defs, `cw-chart-${charts}`, k)));

  if (title) root.append(svg(doc, "text", { x: W / 2, y: 20, class: "cw-chart-title", "text-anchor": "middle" }, title));
  for (let tick = 0; tick <= top + 1e-9; tick += step) {
    root.append(svg(doc, "line", { x1: M.left, x2: W - M.right, y1: y(tick), y2: y(tick), class: "cw-chart-grid" }));
    root.append(svg(doc, "text", { x: M.left - 6, y: y(tick) + 4, "text-anchor": "end", class: "cw-chart-tick" },
      formatValue(tick, percent, lang)));
  }
  if (yLabel) {
    root.append(svg(doc, "text", { x: 14, y: M.top + plotH / 2, class: "cw-chart-axis", "text-anchor": "middle",
      transform: `rotate(-90 14 ${M.top + plotH / 2})` }, yLabel));
  }
  const band = plotW / Math.max(1, labels.length);
  labels.forEach((label, i) => {
    root.append(svg(doc, "text", { x: M.left + band * (i + 0.5), y: M.top + plotH + 18, "text-anchor": "middle",
      class: "cw-chart-tick" }, label));
  });
  if (xLabel) {
    root.append(svg(doc, "text", { x: M.left + plotW / 2, y: H - 22, "text-anchor": "middle", class: "cw-chart-axis" },
      xLabel));
  }

  const errorBar = (x, value, error, color) => {
    if (!(error > 0)) return;
    const g = svg(doc, "g", { stroke: color, "stroke-width": 1.5, class: "cw-chart-error" });
    g.append(svg(doc, "line", { x1: x, x2: x, y1: y(value - 2 * error), y2: y(value + 2 * error) }));
    for (const v of [value - 2 * error, value + 2 * error]) {
      g.append(svg(doc, "line", { x1: x - 4, x2: x + 4, y1: y(v), y2: y(v) }));
    }
    root.append(g);
  };

  valid.forEach((s, k) => {
    const color = PALETTE[k % PALETTE.length];
    if (kind === "lines") {
      const points = s.values.map((v, i) => [M.left + band * (i + 0.5), y(v)]);
      root.append(svg(doc, "polyline", { points: points.map((p) => p.join(",")).join(" "), fill: "none",
        stroke: color, "stroke-width": 2.5, class: "cw-chart-line", ...dashed(k) }));
      points.forEach(([px, py], i) => {
        root.append(marker(doc, k, px, py, color));
        errorBar(px, s.values[i], s.errors?.[i], color);
      });
      return;
    }
    const barW = (band * 0.8) / valid.length;
    s.values.forEach((v, i) => {
      const x = M.left + band * i + band * 0.1 + barW * k;
      const bar = svg(doc, "rect", { x, y: y(v), width: Math.max(1, barW - 2), height: M.top + plotH - y(v),
        fill: fills[k], class: "cw-chart-bar" });
      bar.append(svg(doc, "title", {}, t(lang, "label_value", { label: `${caption(lang, s.name)}, ${labels[i]}`, value: written(v) })));
      root.append(bar);
      if (barW > 26) {
        root.append(svg(doc, "text", { x: x + barW / 2 - 1, y: y(v + 2 * (s.errors?.[i] ?? 0)) - 5,
          "text-anchor": "middle", class: "cw-chart-value" }, written(v)));
      }
      errorBar(x + barW / 2 - 1, v, s.errors?.[i], "#111");
    });
  });

  const legend = svg(doc, "g", { class: "cw-chart-legend" });
  let lx = M.left;
  valid.forEach((s, k) => {
    const color = PALETTE[k % PALETTE.length];
    // A line's sample (its dash and its marker), or a bar's swatch (its hatching).
    const sample = kind === "lines" ? 24 : 12;
    if (kind === "lines") {
      legend.append(svg(doc, "line", { x1: lx, x2: lx + sample, y1: H - 8, y2: H - 8, stroke: color, "stroke-width": 2.5,
        ...dashed(k) }), marker(doc, k, lx + sample / 2, H - 8, color));
    } else {
      legend.append(svg(doc, "rect", { x: lx, y: H - 14, width: 12, height: 12, fill: fills[k], stroke: color }));
    }
    const name = caption(lang, s.name);
    const label = s.errors ? t(lang, "chart.with_errors", { name }) : name;
    legend.append(svg(doc, "text", { x: lx + sample + 4, y: H - 4, class: "cw-chart-tick" }, label));
    lx += sample + 16 + label.length * 7.5;
  });
  root.append(legend);
  return root;
}

const TRAITS = ["kind", "labels", "series", "percent", "title", "x_label", "y_label", "error", "lang"];

function render({ model, el }) {
  const doc = el.ownerDocument;
  const draw = () => {
    const chart = drawChart(doc, {
      kind: model.get("kind"), labels: model.get("labels"), series: model.get("series"),
      percent: model.get("percent"), title: model.get("title"), xLabel: model.get("x_label"),
      yLabel: model.get("y_label"), lang: model.get("lang"),
    });
    patch(el, [h(doc, "div", { class: "cw-chart" }, chart), errorBanner(model, doc)]);
  };
  // Named by its title, which tells one chart from the next on a tutorial's page.
  const name = (lang) => {
    const title = caption(lang, model.get("title"));
    return title ? t(lang, "region.chart", { title }) : t(lang, "region.chart_untitled");
  };
  return mount({ model, el }, "cw-chart-widget", TRAITS, draw, name);
}

export default { render };
