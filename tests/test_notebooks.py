"""Every tutorial executes top to bottom in a fresh kernel; every marimo notebook runs as a script."""

import functools
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


@functools.cache
def printed_in(name: str, lang: str) -> str:
    """What the tutorial ``name`` prints (its stream output) when its lesson is set to ``lang``: its
    ``set_language("en")`` line changed, run top to bottom once per test session."""
    path = ROOT / "notebooks" / name
    notebook = nbformat.read(path, as_version=4)
    setting = next(cell for cell in notebook.cells if 'set_language("en")' in cell.source)
    setting.source = setting.source.replace('set_language("en")', f'set_language("{lang}")')
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    return "".join(output.text for cell in notebook.cells if cell.cell_type == "code"
                   for output in cell.outputs if output.output_type == "stream")


def test_gin_tutorial_in_spanish_prints_its_numbers_as_spanish_does():
    """Run in Spanish, the tutorial printed "0,065% ± 0,011%, about 1 deal in 1,538" (its estimates
    with a decimal comma, its other numbers in English: 1,538 read there as one and a half) and
    "200,000 dealt hands: 56.6 points" beside "13,6 ± 1,0 draws". One convention per lesson."""
    printed = printed_in("03-gin-rummy.ipynb", "es")
    assert "of 4000 random" in printed and "200.000 dealt hands" in printed, printed  # (Spanish groups from 10.000)
    assert re.search(r"dealt hands: \d+,\d points", printed) and re.search(r"1 deal in \d{4}\.", printed), printed
    assert not re.search(r"\d,\d{3}\b(?![%\u202f])|\d\.\d\b", printed), printed


ENGLISH_NUMBER = re.compile(r"\d,\d{3}(?![\d%\u202f])|\d\.(?!\d{3}(?![\d%]))\d")
"""A number written the English way, in a lesson whose language writes ``17.700`` or ``1 770`` and
``3,39%``: a comma before three digits (a thousands comma: ``1,770``; not ``0,065%``, a decimal
comma), or a point before anything but a group of three digits (a decimal point: ``13.6``, ``3.39%``,
``0.6770``; not ``2.558.620.845``)."""


@pytest.mark.parametrize(("name", "lang", "written"), [
    ("01-twins.ipynb", "es", ["2-card hands: 1770,", "2.558.620.845 = 0,6770", "  67,7\u202f%  67,4\u202f% ± 0,7\u202f%"]),
    ("01-twins.ipynb", "fr", ["2-card hands: 1\u202f770,", "2\u202f558\u202f620\u202f845 = 0,6770", "76,27\u202f%"]),
    ("02-no-thanks.ipynb", "es", ["exact 26,0\u202f%,", "(20.000 deals)", "(20.000 games)", " 1596", "(formula: 8,6\u202f%)",
                                  "from 12\u202f% to 63\u202f%"]),
    ("03-gin-rummy.ipynb", "es", ["200.000 dealt hands"]),
    ("04-twin-it.ipynb", "es", ["3,1\u202f%   3,0\u202f% ± 1,7\u202f%", "13,6 flips", "match 12,3", "in 1,5 s"]),
], ids=["twins-es", "twins-fr", "no-thanks-es", "gin-es", "twin-it-es"])
def test_tutorial_prints_every_number_as_its_lesson_language_writes_it(name, lang, written):
    """Run in Spanish or French, the tutorials printed their exact chances and counts the English
    way beside their estimates written the lesson's way: "67.7%  67,4% ± 0,7%" in one table row,
    "2,558,620,845 hands" (in Spanish 2.558 is two and a half), "13.6 flips" above "9,0 ± 0,7 flips".
    The prose stays English by design; every number follows the lesson (messages.number)."""
    printed = printed_in(name, lang)
    assert not ENGLISH_NUMBER.findall(printed), [line for line in printed.splitlines() if ENGLISH_NUMBER.search(line)]
    # French and Spanish write a narrow no-break space before %, as the charts do ("20% to 63%" beside "8,6 %")
    assert not re.search(r"\d%", printed), [line for line in printed.splitlines() if re.search(r"\d%", line)]
    for text in written:
        assert text in printed, (text, printed)


def test_twin_it_tutorial_names_the_level_in_its_english_prose():
    """Run in Spanish, the cooperative minute's sentence read "...(200 games): level genios in
    100,0%..." (the catalogue's word in the lesson's language inside English prose); it names the
    level as the English table printed just above it does."""
    printed = printed_in("04-twin-it.ipynb", "es")
    assert "the geniuses' level in" in printed and "genios" not in printed, printed
