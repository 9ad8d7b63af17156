// Twin It! designs drawn from their id: shape × colour × fill. 7 × 6 × 3 = 126 glyphs cover the
// 119 designs, and the id fixes each one, so the same design looks the same everywhere.

export const SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross"];
export const COLORS = ["red", "blue", "green", "orange", "purple", "black"];
export const FILLS = ["solid", "striped", "hollow"];
export const DESIGN_COUNT = 119;

const HEX = {
  red: "#d62728", blue: "#1f5fbf", green: "#2a9d2a",
  orange: "#f07f0c", purple: "#8a4fc0", black: "#222222",
};

/** The glyph of design `id` (0 ≤ id < 119) as `{shape, color, fill}`. */
export function designGlyph(id) {
  return {
    shape: SHAPES[id % SHAPES.length],
    color: COLORS[Math.floor(id / SHAPES.length) % COLORS.length],
    fill: FILLS[Math.floor(id / (SHAPES.length * COLORS.length))],
  };
}

function polygon(points) {
  return points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
}

function regular(n, r, rotation = -Math.PI / 2) {
  const points = [];
  for (let i = 0; i < n; i++) {
    const a = rotation + (2 * Math.PI * i) / n;
    points.push([50 + r * Math.cos(a), 50 + r * Math.sin(a)]);
  }
  return points;
}

function star() {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 40 : 17;
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    points.push([50 + r * Math.cos(a), 54 + r * Math.sin(a)]);
  }
  return points;
}

// Each shape as [element name, attributes] in a 100 × 100 box.
const SHAPE_ELEMENTS = {
  circle: ["circle", { cx: 50, cy: 50, r: 36 }],
  square: ["rect", { x: 18, y: 18, width: 64, height: 64 }],
  triangle: ["polygon", { points: polygon([[50, 12], [88, 82], [12, 82]]) }],
  diamond: ["polygon", { points: polygon([[50, 8], [88, 50], [50, 92], [12, 50]]) }],
  star: ["polygon", { points: polygon(star()) }],
  hexagon: ["polygon", { points: polygon(regular(6, 40, 0)) }],
  cross: ["polygon", { points: polygon([
    [38, 12], [62, 12], [62, 38], [88, 38], [88, 62], [62, 62],
    [62, 88], [38, 88], [38, 62], [12, 62], [12, 38], [38, 38]]) }],
};

const SVG_NS = "http://www.w3.org/2000/svg";
let patternCounter = 0;

function svgElement(doc, name, attributes) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** An <svg> drawing of design `id`, decorative (the card carries the accessible label). */
export function designSvg(doc, id) {
  const { shape, color, fill } = designGlyph(id);
  const hex = HEX[color];
  const svg = svgElement(doc, "svg", {
    viewBox: "0 0 100 100", class: "cw-glyph", "aria-hidden": "true", focusable: "false",
  });
  const [name, attributes] = SHAPE_ELEMENTS[shape];
  const body = svgElement(doc, name, { ...attributes, stroke: hex, "stroke-width": 7,
    "stroke-linejoin": "round" });
  if (fill === "solid") {
    body.setAttribute("fill", hex);
  } else if (fill === "hollow") {
    body.setAttribute("fill", "none");
  } else {
    const patternId = `cw-stripes-${++patternCounter}`;
    const defs = svgElement(doc, "defs", {});
    const pattern = svgElement(doc, "pattern", {
      id: patternId, width: 12, height: 12, patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)",
    });
    pattern.appendChild(svgElement(doc, "rect", { x: 0, y: 0, width: 6, height: 12, fill: hex }));
    defs.appendChild(pattern);
    svg.appendChild(defs);
    body.setAttribute("fill", `url(#${patternId})`);
  }
  svg.appendChild(body);
  return svg;
}
