"""axe-core, the standard automated accessibility check, on every widget of the two tutorials with
the most kinds of them (Twins: a hand, the combo ranker, tie-break explorers, charts, the table; Gin:
the meld and showdown explorers, charts, the table), in a real JupyterLab: WCAG 2.1 A and AA rules,
contrast included, which jsdom cannot lay out (js/test's axeViolations checks roles and names there).
JupyterLab's own markup is not ours: axe looks inside the widgets only."""

import pytest

from tests.conftest import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# Rules axe misjudges on some of our nodes, each rule with the nodes it misjudges and why; only there.
MISJUDGED = {
    # Label in name: a card shows its index ("K♠"; a Twins number at each corner and in the middle)
    # and is named as one says it aloud ("king of spades", "7 blue, white number"): the index is the
    # card's picture, not a word to speak, and the name begins with a Twins or No Thanks! number.
    "label-content-name-mismatch": ".cw-card, .cw-gin-pick",
}
# One widget's audit, the widget at the top of the notebook's view: each violation's rule, impact,
# help and nodes; how many nodes had their contrast checked (none would mean axe never looked).
AUDIT = """async (root, [tags, misjudged]) => {
  root.scrollIntoView({ block: "start" });
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const result = await axe.run(root, { runOnly: { type: "tag", values: tags }, elementRef: true });
  return {
    violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.filter((node) => !(v.id in misjudged && node.element.matches(misjudged[v.id])))
        // The node by its last steps inside the page (the first are JupyterLab's) and its markup.
        .map((node) => `${node.target.join(" ").split(" > ").slice(-2).join(" > ")} ${node.html.slice(0, 120)}`) }))
      .filter((v) => v.nodes.length),
    contrast: result.passes.filter((p) => p.id === "color-contrast").reduce((n, p) => n + p.nodes.length, 0),
  };
}"""
# JupyterLab 4.6 wraps the whole page in a .jp-ThemedContainer 0 px high with overflow: hidden (its
# shell is positioned, so nothing is clipped); axe took everything in the notebook's scroller for
# clipped by it, hence hidden, and checked no contrast there. Not ours to change; for the audit only.
UNCLIP = ".jp-ThemedContainer { overflow: visible !important; }"


@pytest.mark.parametrize("notebook", ["01-twins.ipynb", "03-gin-rummy.ipynb"])
def test_axe_finds_no_violation_in_the_widgets(lab, notebook):
    assert AXE.exists(), f"{AXE} is missing: `npm ci` installs axe-core"
    page = lab.page
    lab.open(notebook)
    lab.run_all()
    page.add_script_tag(path=str(AXE))
    page.add_style_tag(content=UNCLIP)
    widgets = page.locator(".jp-OutputArea-output .cardwidgets")
    widgets.last.wait_for()
    found, contrast = [], 0
    for i in range(widgets.count()):
        widget = widgets.nth(i)
        audit = widget.evaluate(AUDIT, [TAGS, MISJUDGED])
        contrast += audit["contrast"]
        name = widget.get_attribute("aria-label")
        found += [f"{name}: {v['id']} ({v['impact']}) at {node}: {v['help']}"
                  for v in audit["violations"] for node in v["nodes"]]
    assert not found, "axe-core found:\n" + "\n".join(found)
    assert contrast > 300, f"the contrast of only {contrast} nodes was checked"
