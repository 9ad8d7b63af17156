"""Every tutorial executes top to bottom in a fresh kernel; every marimo notebook runs as a script."""

import re
import subprocess
import sys

import nbformat
import pytest
from nbclient import NotebookClient

from cardwidgets.text_table import PRINT_WIDTH
from tests.conftest import ROOT

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "apps").glob("*.ipynb"))
MARIMO = sorted((ROOT / "notebooks" / "marimo").glob("*.py"))


def test_there_is_a_start_notebook():
    assert NOTEBOOKS and NOTEBOOKS[0].name == "00-start-here.ipynb"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_top_to_bottom(path):
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    errors = [
        output
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if output.output_type == "error"
    ]
    assert not errors
    too_wide = [line for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs
                if output.output_type == "stream" for line in output.text.splitlines() if len(line) > PRINT_WIDTH]
    assert not too_wide, "JupyterLab breaks a longer printed line mid-word (see text_table.PRINT_WIDTH)"


@pytest.mark.parametrize("path", MARIMO, ids=lambda p: p.name)
def test_marimo_notebook_runs_as_a_script(path):
    run = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]


def test_marimo_start_notebook_describes_the_decks_as_the_jupyter_one_does():
    """Each deck's paragraph of 00-start-here.ipynb, word for word in marimo's start_here.py: the
    marimo one said a Twin It! design was a shape, a colour and a fill, which tells a class to tell
    designs apart by colour (colour is only an extra cue: count and dot tell them apart)."""
    notebook = nbformat.read(ROOT / "notebooks" / "00-start-here.ipynb", as_version=4)
    prose = "\n\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
    marimo = re.sub(r"\s+", " ", (ROOT / "notebooks" / "marimo" / "start_here.py").read_text())
    for deck in ["Twins", "No Thanks!", "Gin Rummy", "Twin It!"]:
        [paragraph] = [p for p in re.split(r"\n\s*\n", prose) if p.strip().startswith(f"**{deck}**:")]
        assert re.sub(r"\s+", " ", paragraph.strip()) in marimo, deck


def test_gin_tutorial_in_spanish_prints_its_numbers_as_spanish_does():
    """Run in Spanish, the tutorial printed "0,065% ± 0,011%, about 1 deal in 1,538" (its estimates
    with a decimal comma, its other numbers in English: 1,538 read there as one and a half) and
    "200,000 dealt hands: 56.6 points" beside "13,6 ± 1,0 draws". One convention per lesson."""
    path = ROOT / "notebooks" / "03-gin-rummy.ipynb"
    notebook = nbformat.read(path, as_version=4)
    setting = next(cell for cell in notebook.cells if 'set_language("en")' in cell.source)
    setting.source = setting.source.replace('set_language("en")', 'set_language("es")')
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    printed = "".join(output.text for cell in notebook.cells if cell.cell_type == "code"
                      for output in cell.outputs if output.output_type == "stream")
    assert "of 4.000 random" in printed and "200.000 dealt hands" in printed, printed
    assert re.search(r"dealt hands: \d+,\d points", printed) and re.search(r"1 deal in \d\.\d{3}\.", printed), printed
    assert not re.search(r"\d,\d{3}\b(?!%)|\d\.\d\b", printed), printed
