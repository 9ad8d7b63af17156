// js/src/view.js
function mount({ model, el }, className, traits, draw) {
  el.classList.add("cardwidgets", className);
  const redraw = () => draw();
  for (const name of traits) model.on(`change:${name}`, redraw);
  redraw();
  return () => {
    for (const name of traits) model.off(`change:${name}`, redraw);
    el.replaceChildren();
  };
}
function errorBanner(model, doc = globalThis.document) {
  const banner = doc.createElement("div");
  banner.className = "cw-error";
  banner.setAttribute("role", "alert");
  banner.textContent = model.get("error") || "";
  return banner;
}
function h(doc, tag, { class: className, text, attrs = {}, on = {} } = {}, ...children) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== void 0 && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === void 0) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const [event, handler] of Object.entries(on)) node.addEventListener(event, handler);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}

// js/src/chart.js
var SVG_NS = "http://www.w3.org/2000/svg";
var PALETTE = ["#4d4d4d", "#1f5fbf", "#d95f02", "#2a9d2a", "#8a4fc0", "#c8102e"];
var W = 680;
var H = 320;
var M = { top: 34, right: 16, bottom: 58, left: 62 };
function svg(doc, name, attributes = {}, text = null) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = String(text);
  return node;
}
function niceScale(max) {
  if (!(max > 0)) return { top: 1, step: 0.2 };
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return { top: Math.ceil(max / step - 1e-9) * step, step };
}
function formatValue(value, percent) {
  if (percent) return `${(value * 100).toFixed(value * 100 >= 10 || value === 0 ? 0 : 1)}%`;
  return Math.abs(value) >= 100 ? value.toFixed(0) : String(+value.toPrecision(3));
}
function drawChart(doc, { kind, labels, series, percent, title, xLabel, yLabel }) {
  const root = svg(doc, "svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: "cw-chart-svg",
    role: "img",
    "aria-label": title || "chart"
  });
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const valid = series.filter((s) => Array.isArray(s.values) && s.values.length === labels.length);
  const tops = valid.flatMap((s) => s.values.map((v, i) => v + 2 * (s.errors?.[i] ?? 0)));
  const { top, step } = niceScale(Math.max(0, ...tops));
  const y = (v) => M.top + plotH - Math.max(0, v) / top * plotH;
  if (title) root.append(svg(doc, "text", { x: W / 2, y: 20, class: "cw-chart-title", "text-anchor": "middle" }, title));
  for (let tick = 0; tick <= top + 1e-9; tick += step) {
    root.append(svg(doc, "line", { x1: M.left, x2: W - M.right, y1: y(tick), y2: y(tick), class: "cw-chart-grid" }));
    root.append(svg(
      doc,
      "text",
      { x: M.left - 6, y: y(tick) + 4, "text-anchor": "end", class: "cw-chart-tick" },
      formatValue(tick, percent)
    ));
  }
  if (yLabel) {
    root.append(svg(doc, "text", {
      x: 14,
      y: M.top + plotH / 2,
      class: "cw-chart-axis",
      "text-anchor": "middle",
      transform: `rotate(-90 14 ${M.top + plotH / 2})`
    }, yLabel));
  }
  const band = plotW / Math.max(1, labels.length);
  labels.forEach((label, i) => {
    root.append(svg(doc, "text", {
      x: M.left + band * (i + 0.5),
      y: M.top + plotH + 18,
      "text-anchor": "middle",
      class: "cw-chart-tick"
    }, label));
  });
  if (xLabel) {
    root.append(svg(
      doc,
      "text",
      { x: M.left + plotW / 2, y: H - 22, "text-anchor": "middle", class: "cw-chart-axis" },
      xLabel
    ));
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
      root.append(svg(doc, "polyline", {
        points: points.map((p) => p.join(",")).join(" "),
        fill: "none",
        stroke: color,
        "stroke-width": 2.5,
        class: "cw-chart-line"
      }));
      points.forEach(([px, py], i) => {
        root.append(svg(doc, "circle", { cx: px, cy: py, r: 4, fill: color }));
        errorBar(px, s.values[i], s.errors?.[i], color);
      });
      return;
    }
    const barW = band * 0.8 / valid.length;
    s.values.forEach((v, i) => {
      const x = M.left + band * i + band * 0.1 + barW * k;
      const bar = svg(doc, "rect", {
        x,
        y: y(v),
        width: Math.max(1, barW - 2),
        height: M.top + plotH - y(v),
        fill: color,
        class: "cw-chart-bar"
      });
      bar.append(svg(doc, "title", {}, `${s.name}, ${labels[i]}: ${formatValue(v, percent)}`));
      root.append(bar);
      if (barW > 26) {
        root.append(svg(doc, "text", {
          x: x + barW / 2 - 1,
          y: y(v + 2 * (s.errors?.[i] ?? 0)) - 5,
          "text-anchor": "middle",
          class: "cw-chart-value"
        }, formatValue(v, percent)));
      }
      errorBar(x + barW / 2 - 1, v, s.errors?.[i], "#111");
    });
  });
  const legend = svg(doc, "g", { class: "cw-chart-legend" });
  let lx = M.left;
  valid.forEach((s, k) => {
    legend.append(svg(doc, "rect", { x: lx, y: H - 14, width: 12, height: 12, fill: PALETTE[k % PALETTE.length] }));
    const label = `${s.name}${s.errors ? " (±2 SE)" : ""}`;
    legend.append(svg(doc, "text", { x: lx + 16, y: H - 4, class: "cw-chart-tick" }, label));
    lx += 28 + label.length * 7.5;
  });
  root.append(legend);
  return root;
}
var TRAITS = ["kind", "labels", "series", "percent", "title", "x_label", "y_label", "error"];
function render({ model, el }) {
  const doc = el.ownerDocument;
  const draw = () => {
    const chart = drawChart(doc, {
      kind: model.get("kind"),
      labels: model.get("labels"),
      series: model.get("series"),
      percent: model.get("percent"),
      title: model.get("title"),
      xLabel: model.get("x_label"),
      yLabel: model.get("y_label")
    });
    el.replaceChildren(h(doc, "div", { class: "cw-chart" }, chart), errorBanner(model, doc));
  };
  return mount({ model, el }, "cw-chart-widget", TRAITS, draw);
}
var chart_default = { render };
export {
  chart_default as default,
  drawChart,
  formatValue,
  niceScale
};
