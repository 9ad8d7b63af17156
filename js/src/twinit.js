// Twin It! designs drawn from their id, so the same design looks the same everywhere. Any two of
// the 119 designs differ in something other than hue: shape (7) × fill (3) × how many shapes (1–3)
// × a white dot inside or not = 126 signatures. Colour is only an extra cue on top of them.

export const SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross"];
export const FILLS = ["solid", "striped", "hollow"];
export const COUNTS = [1, 2, 3];
export const MARKS = ["plain", "dot"];
export const COLORS = ["red", "blue", "green", "orange", "purple", "black"];
export const DESIGN_COUNT = 119;

export const HEX = {
  red: "#d62728", blue: "#1f5fbf", green: "#2a9d2a",
  orange: "#f07f0c", purple: "#8a4fc0", black: "#222222",
};
export const DOT = { fill: "#ffffff", stroke: "#111111" };

/** The glyph of design `id` (0 ≤ id < 119) as `{shape, fill, count, mark, color}`. */
export function designGlyph(id) {
  const shapeFill = SHAPES.length * FILLS.length;
  return {
    shape: SHAPES[id % SHAPES.length],
    fill: FILLS[Math.floor(id / SHAPES.length) % FILLS.length],
    count: COUNTS[Math.floor(id / shapeFill) % COUNTS.length],
    mark: MARKS[Math.floor(id / (shapeFill * COUNTS.length))],
    // Shifted by the fill so that the designs sharing a shape do not also share a colour.
    color: COLORS[(id + Math.floor(id / SHAPES.length)) % COLORS.length],
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

// Where the centre of each shape lies (the dot goes there), and where 1, 2 or 3 shapes sit, as
// [x, y] offsets of a copy scaled by SCALE[count] about the box's centre.
const CENTRE = { triangle: [50, 59], star: [50, 54] };
const SCALE = { 1: 1, 2: 0.5, 3: 0.46 };
const PLACES = {
  1: [[0, 0]],
  2: [[-24, 0], [24, 0]],
  3: [[-25, -23], [25, -23], [0, 24]],
};

/** The stripes of design `id`'s colour as a <pattern>, with an id of its own on the page. */
function stripes(doc, svg, hex) {
  const patternId = `cw-stripes-${++patternCounter}`;
  const defs = svgElement(doc, "defs", {});
  const pattern = svgElement(doc, "pattern", {
    id: patternId, width: 12, height: 12, patternUnits: "userSpaceOnUse",
    patternTransform: "rotate(45)",
  });
  pattern.appendChild(svgElement(doc, "rect", { x: 0, y: 0, width: 6, height: 12, fill: hex }));
  defs.appendChild(pattern);
  svg.appendChild(defs);
  return `url(#${patternId})`;
}

/** Give the stripes in a copy of a drawing (`node`) an id of their own on the page. */
export function ownStripes(node) {
  const pattern = node.querySelector("pattern");
  if (!pattern) return;
  pattern.id = `cw-stripes-${++patternCounter}`;
  for (const shape of node.querySelectorAll("g > *")) {
    if (shape.getAttribute("fill").startsWith("url(")) shape.setAttribute("fill", `url(#${pattern.id})`);
  }
}

/**
 * An <svg> drawing of design `id`, decorative (the card carries the accessible label). Its
 * `data-drawing` tells a redraw that the drawing of the same design can stay as it is.
 */
export function designSvg(doc, id) {
  const { shape, fill, count, mark, color } = designGlyph(id);
  const hex = HEX[color];
  const svg = svgElement(doc, "svg", {
    viewBox: "0 0 100 100", class: "cw-glyph", "aria-hidden": "true", focusable: "false", "data-drawing": `design-${id}`,
  });
  const paint = fill === "solid" ? hex : fill === "hollow" ? "none" : stripes(doc, svg, hex);
  const [name, attributes] = SHAPE_ELEMENTS[shape];
  const [cx, cy] = CENTRE[shape] ?? [50, 50];
  const scale = SCALE[count];
  for (const [dx, dy] of PLACES[count]) {
    const group = svgElement(doc, "g", {
      transform: `translate(${50 + dx} ${50 + dy}) scale(${scale}) translate(-50 -50)`,
    });
    group.appendChild(svgElement(doc, name, { ...attributes, fill: paint, stroke: hex,
      "stroke-width": count === 1 ? 7 : 10, "stroke-linejoin": "round" }));
    if (mark === "dot") {
      group.appendChild(svgElement(doc, "circle", { cx, cy, r: 13, fill: DOT.fill,
        stroke: DOT.stroke, "stroke-width": 5, class: "cw-glyph-dot" }));
    }
    svg.appendChild(group);
  }
  return svg;
}
