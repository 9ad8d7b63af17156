"""JupyterLab's Dark theme: the widgets keep their own light surface, so their words stay readable.

On the dark theme's near-black output area the widgets' dark ink (headings, labels, status lines, the
charts' axes) could not be read: no stylesheet test sees a theme, so a lab of its own, set to Dark,
shows the No Thanks! notebook (a run scorer, charts and a table)."""

from tests.browser.conftest import USER_SETTINGS, Lab, copy_of_the_notebooks, lab_server

DARK = {
    **USER_SETTINGS,
    "@jupyterlab/apputils-extension/themes.jupyterlab-settings": {"theme": "JupyterLab Dark"},
    # every cell in the page, not only those in view, so that every widget's words can be read
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}
# Words of each kind: a run scorer's label and score, a chart's title, ticks and axis name (SVG text,
# whose colour is its fill), a table's news, seat name, card points, log and form label.
WORDS = [".cw-run-scorer .cw-field-label", ".cw-run-scorer .cw-score-line", ".cw-chart-title", ".cw-chart-tick",
         ".cw-chart-axis", ".cw-nothanks-table .cw-nt-move-text", ".cw-nothanks-table .cw-seat-name",
         ".cw-nothanks-table .cw-muted", ".cw-nothanks-table .cw-log li", ".cw-nothanks-table .cw-field-label"]
# The contrast of an element's text against the first opaque background behind it (WCAG 2's formula).
CONTRAST = """el => {
  const rgba = (text) => { const v = text.match(/[\\d.]+/g).map(Number); return v.length === 3 ? [...v, 1] : v; };
  const style = getComputedStyle(el);
  const ink = rgba(el instanceof SVGElement ? style.fill : style.color);
  let node = el;
  while (node && rgba(getComputedStyle(node).backgroundColor)[3] < 1) node = node.parentElement;
  if (!node) return null;
  const paper = rgba(getComputedStyle(node).backgroundColor);
  const luminance = (c) => c.slice(0, 3).map((v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [light, dark] = [luminance(ink), luminance(paper)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}"""


def test_widgets_words_are_readable_in_the_dark_theme(browser, tmp_path):
    with lab_server(tmp_path, copy_of_the_notebooks(tmp_path), DARK) as server:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        try:
            page = context.new_page()
            page.set_default_timeout(60_000)
            lab = Lab(page, server)
            lab.open("02-no-thanks.ipynb")
            assert page.evaluate("document.body.dataset.jpThemeLight") == "false", "not the dark theme"
            lab.run_all()
            page.locator(".jp-OutputArea-output .cw-nothanks-table .cw-seat-name").first.wait_for()
            words = {selector: page.locator(f".jp-OutputArea-output {selector}") for selector in WORDS}
            contrasts = {selector: found.first.evaluate(CONTRAST) if found.count() else None
                         for selector, found in words.items()}
            assert all(ratio is not None and ratio >= 4.5 for ratio in contrasts.values()), contrasts
            # Native controls (a checkbox, a select) are drawn light, as on the light theme.
            schemes = page.locator(".jp-OutputArea-output .cw-nothanks-table :is(input, select)").evaluate_all(
                "els => [...new Set(els.map((el) => getComputedStyle(el).colorScheme))]")
            assert schemes == ["light"], schemes
        finally:
            context.close()
