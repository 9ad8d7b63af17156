// What every widget view shares: a namespaced root, redraws on trait changes, a cleanup function
// for anywidget, and the banner that shows the kernel's last error message to the reader.

/**
 * Mount a view: add the root classes to `el`, call `draw()` now and whenever one of `traits`
 * changes, and return anywidget's cleanup function.
 */
export function mount({ model, el }, className, traits, draw) {
  el.classList.add("cardwidgets", className);
  const redraw = () => draw();
  for (const name of traits) model.on(`change:${name}`, redraw);
  redraw();
  return () => {
    for (const name of traits) model.off(`change:${name}`, redraw);
    el.replaceChildren();
  };
}

/** The `error` trait as an alert line (empty and silent when there is no error). */
export function errorBanner(model, doc = globalThis.document) {
  const banner = doc.createElement("div");
  banner.className = "cw-error";
  banner.setAttribute("role", "alert");
  banner.textContent = model.get("error") || "";
  return banner;
}

export const SIZES = ["small", "medium", "large"];

/** Show cards at one of the SIZES (large suits a projector). */
export function setSize(el, size) {
  for (const name of SIZES) el.classList.toggle(`cw-size-${name}`, name === size);
}
