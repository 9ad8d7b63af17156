"""The benchmark scripts still run (their numbers are for people, not for assertions), and the
latency benchmark's pure parts (statistics, table, notebook) are right."""

import importlib.util
import subprocess
import sys

import pytest

from tests.conftest import ROOT

SCRIPTS = sorted((ROOT / "benchmarks").glob("*_bench.py"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_benchmark_script_runs(script):
    run = subprocess.run([sys.executable, str(script), "--seconds", "0.05"], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    assert "/s" in run.stdout


def _latency_script():
    """benchmarks/latency.py as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("latency_bench", ROOT / "benchmarks" / "latency.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def test_latency_script_help_needs_no_browser():
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "latency.py"), "--help"], capture_output=True,
                         text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert "--rounds" in run.stdout


def test_latency_statistics():
    latency = _latency_script()
    assert latency.summarize([float(n) for n in range(11, 0, -1)]) == (6.0, 10.0)
    assert latency.summarize([7.0]) == (7.0, 7.0)
    with pytest.raises(ValueError):
        latency.summarize([])


def test_latency_table_gives_ratios_to_the_baseline_and_flags_over_twice():
    latency = _latency_script()
    widget = latency.Contender("W", "poke", "w = W()", "button")
    rows = [latency.Row(latency.BASELINE_CONTENDER, [10.0, 12.0, 14.0], [10.0, 12.0, 14.0], [5.0, 6.0, 7.0],
                        kernel_ms=0.25),
            latency.Row(widget, [30.0, 30.0, 31.0], [40.0, 50.0, 45.0], [20.0], kernel_ms=3.0, failures=1),
            latency.Row(latency.Contender("V", "tap", "w = V()", "div"), [15.0, 18.0, 20.0], local=3),
            latency.Row(latency.Contender("U", "nudge", "w = U()", "div"), [], failures=3)]
    lines = latency.table(rows).splitlines()
    assert lines[2] == f"| {latency.BASELINE} | {latency.BASELINE_CONTENDER.action} | 12 | 14 | 1.0× | 12 | 6 | 0.2 |"
    assert lines[3] == "| W | poke (1 of 4 clicks unanswered) | 30 | 31 | 2.5× ⚠ | 45 | 20 | 3.0 |"
    assert lines[4] == "| V | tap (3 answered without the kernel) | 18 | 20 | 1.5× | — | — | — |"
    assert lines[5] == "| U | nudge (3 of 3 clicks unanswered) | — | — | — | — | — | — |"


def test_latency_recipes_name_exported_widgets_and_the_notebook_holds_each():
    import nbformat

    import cardwidgets

    latency = _latency_script()
    assert set(latency.RECIPES) <= set(cardwidgets.__all__)
    contenders, _notes = latency.discover()
    names = [c.name for c in contenders]
    assert "Chart" not in names and set(latency.RECIPES) <= set(names)
    everyone = [latency.BASELINE_CONTENDER, *contenders]
    nb = nbformat.from_dict(latency.notebook(everyone))
    nbformat.validate(nb)
    assert len(nb.cells) == len(everyone) + 2
    for contender, cell in zip(everyone, nb.cells[1:]):
        assert contender.build in cell.source and contender.css_class in cell.source
