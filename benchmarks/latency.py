"""How fast the widgets feel: `python benchmarks/latency.py [--rounds N]`.

Starts JupyterLab on 127.0.0.1, opens in headless Chromium a notebook it writes itself, and times,
for every widget of the collection that answers clicks, the delay from a click to the first frame
painted with the widget's answer on it, side by side with the plainest round trip there is: an
ipywidgets Button whose handler updates a Label. Each click needs the kernel (the widget sends a
message, the kernel replies with new state, the page redraws).

How a click is timed, in the page's own JavaScript so that Playwright's round trips do not count.
Untimed, the widget is scrolled into view and what will be clicked gets the focus, as the press of
a real click gives it (a synthetic click does not, and a widget that keeps the focus on the card
just picked would then make JupyterLab switch the active cell inside the timed part). Then a
MutationObserver watches the widget, ``element.click()`` is dispatched, and after each mutation the
next frame is awaited (requestAnimationFrame, then a task, which runs once that frame is painted);
the clock stops at the first such frame whose DOM (markup and form values) differs from the DOM
before the click. The table also gives when the answer was complete ("settled": the last frame
that changed, once the widget has been quiet for QUIET_MS), which shows an answer drawn in several
steps, and the page's share of the answer (from the kernel's message arriving). The rounds
alternate: the baseline, a widget, the baseline, the next widget..., so that the machine's drift
hits all alike. The kernel's share is timed in the kernel around ipywidgets' handling of each
message (the widget's handler and the replies it sends).

Widgets are discovered from ``cardwidgets.__all__`` when the script runs: those with page actions.
The ones named in RECIPES get a chosen click; any other gets a generic one (its first card, else its
first primary button), and the table says so.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a file, the script still finds the package and the browser tests' lab
    sys.path.insert(0, str(ROOT))

AIM = 2.0  # the aim: no widget more than twice the plain round trip
BASELINE = "ipywidgets Button + Label"
NOTEBOOK = "latency.ipynb"
QUIET_MS = 150  # an answer is complete once its widget has not changed for this long
NEW_GAME = ".cw-controls button"  # a game table's New game button, clicked between measured moves
GENERIC_CLICK = "[role=option]:not([aria-disabled=true]), button.cw-button-primary:not([disabled])"


@dataclass(frozen=True)
class Contender:
    """One widget to time: how to build it (code assigning ``w``), what to click inside it (a CSS
    selector; the first match is clicked), and what to click, untimed, when nothing matches."""

    name: str
    action: str
    build: str
    click: str
    reset: str | None = None

    @property
    def css_class(self) -> str:
        return "latency-" + "".join(c if c.isalnum() else "-" for c in self.name.lower())


BASELINE_CONTENDER = Contender(
    BASELINE, "click: the Label counts",
    "_label = ipywidgets.Label('0')\n"
    "_button = ipywidgets.Button(description='Count')\n"
    "_button.on_click(lambda _: setattr(_label, 'value', str(int(_label.value) + 1)))\n"
    "w = ipywidgets.VBox([_button, _label])",
    "button",
)

RECIPES = {
    "CardHand": Contender("CardHand", "pick a card", "w = cardwidgets.CardHand(twins.deck()[:8], max_selected=2)",
                          ".cw-card[data-index='0']"),
    "ComboRanker": Contender("ComboRanker", "pick a card (makes or breaks a pair)",
                             "w = cardwidgets.ComboRanker()\nw.selected = [1]", ".cw-card[data-index='0']"),
    "TieBreakExplorer": Contender("TieBreakExplorer", "load an example", "w = cardwidgets.TieBreakExplorer()",
                                  "button[data-example]:not(.cw-button-active)"),
    "TwinsTable": Contender("TwinsTable", "Buy 0 (the bots buy too)",
                            "w = cardwidgets.TwinsTable(players=4, seed=2026)",
                            "button[data-buy='0']:not([disabled])", NEW_GAME),
    "RunScorer": Contender("RunScorer", "toggle a card", "w = cardwidgets.RunScorer()", ".cw-strip .cw-card"),
    "NoThanksTable": Contender("NoThanksTable", "Take (the bots play to your turn)",
                               "w = cardwidgets.NoThanksTable(players=4, seed=2026)",
                               "button.cw-take:not([disabled])", NEW_GAME),
    "MeldExplorer": Contender("MeldExplorer", "toggle a card (the best melds again)",
                              "w = cardwidgets.MeldExplorer('9S 9H 9D 9C 4S 4H 4D 3S 3H 3D')",
                              ".cw-gin-pick[data-index='0']"),
    "ShowdownExplorer": Contender("ShowdownExplorer", "Next step", "w = cardwidgets.ShowdownExplorer('source_35')",
                                  "button.cw-next-step:not([disabled])", "button.cw-from-top"),
    "GinTable": Contender("GinTable", "take the upcard, or draw from the stock",
                          "w = cardwidgets.GinTable('greedy', target=100, seed=2026)",
                          ".cw-gin-actions .cw-button-primary:not([disabled])", ".cw-gin-new"),
    "TwinItTable": Contender("TwinItTable", "Flip (practice: the bots wait)",
                             "w = cardwidgets.TwinItTable(['beginner', 'beginner'], seed=2026, practice=True)",
                             ".cw-twinit-flip:not([disabled])", ".cw-twinit-new"),
    "TwinItCoop": Contender("TwinItCoop", "turn the first card over (↻)", "w = cardwidgets.TwinItCoop(seed=2026)",
                            ".cw-twinit-turn-over:not([disabled])"),
}

# Counts what the page sends to the kernel (a click that never reached it is flagged), and notes when
# the last widget message from the kernel arrived (the page's share of an answer starts there).
SOCKET_JS = """
window.__latencySends = 0;
window.__latencyArrival = 0;
window.WebSocket = class extends window.WebSocket {
  constructor(...args) {
    super(...args);
    const decoder = new TextDecoder();
    this.addEventListener("message", (event) => {
      const text = typeof event.data === "string" ? event.data : decoder.decode(event.data);
      if (text.includes('"comm_msg"')) window.__latencyArrival = performance.now();
    });
  }
  send(data) {
    window.__latencySends += 1;
    return super.send(data);
  }
};
"""

MEASURE_JS = """
async ([rootSelector, clickSelector, timeoutMs, quietMs]) => {
  const root = document.querySelector(rootSelector);
  const target = root && root.querySelector(clickSelector);
  if (!target) return { error: `nothing matches ${clickSelector}` };
  // What the reader sees: the markup, and the values of form controls (a select's value is no attribute).
  const signature = () => root.innerHTML + [...root.querySelectorAll("input, select, textarea")]
    .map((e) => (e.type === "checkbox" || e.type === "radio" ? e.checked : e.value)).join("\\u0000");
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  let dirty = false;
  let wake = null;
  const mutated = (ms) => new Promise((resolve) => {
    if (dirty) return resolve();
    wake = resolve;
    setTimeout(resolve, ms);
  });
  let arrival = null;  // when the message that the first change answered arrived
  const observer = new MutationObserver(() => {
    dirty = true;
    arrival ??= window.__latencyArrival;
    if (wake) wake();
  });
  let shown = signature();
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const sends = window.__latencySends;
  const start = performance.now();
  target.click();
  if (observer.takeRecords().length) shown = signature();  // what the click drew at once is not the answer
  arrival = null;
  let first = null;
  let last = null;
  try {
    for (;;) {
      // Until the first change, wait up to the timeout; after it, until the widget is quiet.
      const wait = first === null ? start + timeoutMs - performance.now() : quietMs;
      if (wait <= 0) break;
      await mutated(wait);
      wake = null;
      if (!dirty) break;
      dirty = false;
      const painted = await afterPaint();
      const now = signature();
      if (now !== shown) {
        shown = now;
        last = painted;
        first ??= painted;
      } else if (first === null) {
        arrival = null;  // that message changed nothing the reader sees
      }
    }
  } finally {
    observer.disconnect();
  }
  if (first === null) return { error: "the page did not change" };
  return { ms: first - start, settled: last - start, page: arrival === null || arrival < start ? null : first - arrival,
    sends: window.__latencySends - sends };
}
"""

QUIET_JS = """
async ([rootSelector, quietMs, maxMs]) => {
  const root = document.querySelector(rootSelector);
  let last = performance.now();
  const observer = new MutationObserver(() => { last = performance.now(); });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const start = performance.now();
  while (performance.now() - last < quietMs && performance.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  observer.disconnect();
}
"""

# Gets a click ready, untimed: scrolls the widget into view and focuses what will be clicked, as the
# press of a real click does (JupyterLab then makes that cell the active one); then waits for the page
# to draw steady frames again, so that the click is not timed against that work.
READY_JS = """
async ([rootSelector, clickSelector]) => {
  const root = document.querySelector(rootSelector);
  root.scrollIntoView({ block: "center" });
  root.querySelector(clickSelector).focus({ preventScroll: true });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = await frame();
  for (let steady = 0, count = 0; steady < 5 && count < 120; count++) {
    const now = await frame();
    steady = now - last < 20 ? steady + 1 : 0;
    last = now;
  }
}
"""

# Times ipywidgets' handling of every message from the page, per widget class, in milliseconds.
KERNEL_TIMER = """\
import collections, json, statistics, time
import ipywidgets, cardwidgets
from cardwidgets.games import twins
KERNEL_MS = collections.defaultdict(list)
_handle = ipywidgets.Widget._handle_custom_msg
def _timed(self, content, buffers):
    start = time.perf_counter()
    try:
        _handle(self, content, buffers)
    finally:
        KERNEL_MS[type(self).__name__].append((time.perf_counter() - start) * 1000)
ipywidgets.Widget._handle_custom_msg = _timed"""
KERNEL_REPORT = "print(json.dumps({name: statistics.median(ms) for name, ms in KERNEL_MS.items()}))"


# -- the pure parts: which widgets, the notebook, statistics, the table -------------------------


def discover() -> tuple[list[Contender], list[str]]:
    """The widgets of ``cardwidgets.__all__`` that answer clicks, as contenders; and the notes on
    those left out (no default construction) or timed with the generic click."""
    import cardwidgets
    from cardwidgets.widgets._base import ActionWidget

    contenders, notes = [], []
    for name in cardwidgets.__all__:
        widget = getattr(cardwidgets, name)
        if not (isinstance(widget, type) and issubclass(widget, ActionWidget) and widget._actions):
            continue
        if name in RECIPES:
            contenders.append(RECIPES[name])
            continue
        try:
            widget()
        except Exception as exc:  # any failure means: no generic recipe for it
            notes.append(f"{name}: left out, {name}() fails ({exc}); give it a recipe in RECIPES")
            continue
        contenders.append(Contender(name, "first card or primary button (generic)", f"w = cardwidgets.{name}()",
                                    GENERIC_CLICK))
        notes.append(f"{name}: generic click; give it a recipe in RECIPES")
    return contenders, notes


def notebook(contenders: list[Contender]) -> dict:
    """The benchmark notebook: the kernel timer, one cell per contender (the baseline among them),
    and the kernel report."""
    import nbformat

    cells = [nbformat.v4.new_code_cell(KERNEL_TIMER)]
    for contender in contenders:
        cells.append(nbformat.v4.new_code_cell(f"{contender.build}\nw.add_class({contender.css_class!r})\nw"))
    cells.append(nbformat.v4.new_code_cell(KERNEL_REPORT))
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    return nb


def summarize(samples: list[float]) -> tuple[float, float]:
    """Median and 90th percentile (inclusive quantiles) of some timings."""
    if not samples:
        raise ValueError("no timings to summarize")
    if len(samples) == 1:
        return samples[0], samples[0]
    return statistics.median(samples), statistics.quantiles(samples, n=10, method="inclusive")[-1]


@dataclass
class Row:
    contender: Contender
    samples: list[float]  # click to the first painted change
    settled: list[float] = field(default_factory=list)  # click to the last change of the answer
    page: list[float] = field(default_factory=list)  # the kernel's message arriving to the first change
    kernel_ms: float | None = None
    failures: int = 0
    local: int = 0  # answers that sent nothing to the kernel


def table(rows: list[Row]) -> str:
    """The results as a Markdown table, the baseline (the first row) first; ratios to its median."""
    base = summarize(rows[0].samples)[0]
    lines = ["| widget | click | median ms | p90 ms | × baseline | settled ms | page ms | kernel ms |",
             "|---|---|--:|--:|--:|--:|--:|--:|"]

    def ms(values: list[float] | float | None, digits: int = 0) -> str:
        if isinstance(values, list):
            values = statistics.median(values) if values else None
        return "—" if values is None else f"{values:.{digits}f}"

    for row in rows:
        notes = [f"{row.failures} of {row.failures + len(row.samples)} clicks unanswered"] * bool(row.failures)
        notes += [f"{row.local} answered without the kernel"] * bool(row.local)
        action = row.contender.action + (f" ({'; '.join(notes)})" if notes else "")
        median, p90 = summarize(row.samples) if row.samples else (None, None)
        ratio = None
        if median is not None:
            ratio = f"{median / base:.1f}×" + (" ⚠" if median / base > AIM else "")
        lines.append(f"| {row.contender.name} | {action} | {ms(median)} | {ms(p90)} | {ratio or '—'} "
                     f"| {ms(row.settled)} | {ms(row.page)} | {ms(row.kernel_ms, 1)} |")
    return "\n".join(lines)


# -- the browser ---------------------------------------------------------------------------------


def measure_once(page, contender: Contender, timeout_ms: float) -> dict:
    """Bring the widget to a state where its click applies, get the click ready, click, time the answer."""
    root = "." + contender.css_class
    present = "([r, s]) => !!document.querySelector(r).querySelector(s)"
    if not page.evaluate(present, [root, contender.click]) and contender.reset:
        page.evaluate("([r, s]) => document.querySelector(r).querySelector(s).click()", [root, contender.reset])
        page.wait_for_function(present, arg=[root, contender.click], timeout=timeout_ms)
        settle(page, root)
    if page.evaluate(present, [root, contender.click]):
        page.evaluate(READY_JS, [root, contender.click])
    result = page.evaluate(MEASURE_JS, [root, contender.click, timeout_ms, QUIET_MS])
    settle(page, root)
    return result


def settle(page, root: str) -> None:
    """Wait until the kernel is idle and the widget has not changed for a while."""
    page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(timeout=60_000)
    page.evaluate(QUIET_JS, [root, 300, 10_000])


def run(contenders: list[Contender], rounds: int, timeout_ms: float) -> tuple[list[Row], dict]:
    import nbformat
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import USER_SETTINGS, Lab, lab_server, launch_chromium

    settings = {**USER_SETTINGS,  # every cell stays in the page, however far it is scrolled
                "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"}}
    everyone = [BASELINE_CONTENDER, *contenders]
    rows = {c.name: Row(c, []) for c in everyone}
    with tempfile.TemporaryDirectory(prefix="cardwidgets-latency-") as folder:
        home = Path(folder)
        (home / "root" / "notebooks").mkdir(parents=True)
        nbformat.write(nbformat.from_dict(notebook(everyone)), home / "root" / "notebooks" / NOTEBOOK)
        with lab_server(home, home / "root", settings) as server, sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
            page.set_default_timeout(60_000)
            page.add_init_script(SOCKET_JS)
            lab = Lab(page, server)
            lab.open(NOTEBOOK)
            lab.run_all()
            for contender in everyone:
                page.locator(f".{contender.css_class}").wait_for()
            for round_ in range(rounds):
                for contender in contenders:
                    for who in (BASELINE_CONTENDER, contender):
                        result = measure_once(page, who, timeout_ms)
                        row = rows[who.name]
                        if "ms" not in result:
                            row.failures += 1
                            print(f"  round {round_ + 1}, {who.name}: {result['error']}", file=sys.stderr)
                            continue
                        row.samples.append(result["ms"])
                        row.settled.append(result["settled"])
                        if result["page"] is not None:
                            row.page.append(result["page"])
                        row.local += result["sends"] == 0
                print(f"  round {round_ + 1} of {rounds} done", file=sys.stderr)
            kernel = json.loads(lab.rerun_cell(len(everyone) + 1))
            machine = {"chromium": browser.version}
            browser.close()
    names = {BASELINE: "Button", **{c.name: c.name for c in contenders}}
    for row in rows.values():
        row.kernel_ms = kernel.get(names[row.contender.name])
    return list(rows.values()), machine


def machine_line(chromium: str) -> str:
    from importlib.metadata import version

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; {cpu}, {os.cpu_count()} cores "
            f"(load average {load} at the end); "
            f"Python {platform.python_version()}, JupyterLab {version('jupyterlab')}, "
            f"ipywidgets {version('ipywidgets')}, anywidget {version('anywidget')}, Chromium {chromium} (headless)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="clicks per widget (and as many baseline clicks)")
    parser.add_argument("--timeout", type=float, default=15.0, help="seconds to wait for an answer to a click")
    parser.add_argument("--only", nargs="*", metavar="WIDGET", help="time only these widgets (and the baseline)")
    args = parser.parse_args(argv)
    contenders, notes = discover()
    if args.only:
        unknown = set(args.only) - {c.name for c in contenders}
        if unknown:
            parser.error(f"no such widget to time: {', '.join(sorted(unknown))}")
        contenders = [c for c in contenders if c.name in args.only]
    rows, machine = run(contenders, max(1, args.rounds), args.timeout * 1000)
    print(f"Click to first painted answer, {args.rounds} clicks each; {machine_line(machine['chromium'])}")
    print()
    print(table(rows))
    for note in notes:
        print(f"- {note}")


if __name__ == "__main__":
    main()
