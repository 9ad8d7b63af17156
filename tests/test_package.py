import subprocess
import sys
import zipfile

import pytest

import cardwidgets
from cardwidgets import IllegalAction
from tests.conftest import ROOT


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


def test_importing_the_engines_does_not_import_the_widget_layer():
    code = (
        "import sys, cardwidgets, cardwidgets.games.twins; "
        "print('anywidget' in sys.modules, 'ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_widgets_are_exported_lazily():
    assert cardwidgets.CardHand.__name__ == "CardHand"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """The wheel as `pip install .` would build it, opened as a zip file."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--quiet", "-w", str(out)],
        check=True, capture_output=True, text=True,
    )
    (path,) = out.glob("cardwidgets-*.whl")
    with zipfile.ZipFile(path) as whl:
        yield whl


def test_the_wheel_ships_the_license(wheel):
    (license_file,) = [n for n in wheel.namelist() if n.endswith(".dist-info/licenses/LICENSE")]
    assert wheel.read(license_file) == (ROOT / "LICENSE").read_bytes()
    assert "License-Expression: MIT" in wheel.read(license_file.replace("licenses/LICENSE", "METADATA")).decode()


def test_the_wheel_ships_every_message_catalogue_and_the_built_bundle(wheel):
    names = set(wheel.namelist())
    wanted = [p.relative_to(ROOT).as_posix() for p in (ROOT / "cardwidgets" / "messages").glob("*.json")]
    wanted += [p.relative_to(ROOT).as_posix() for p in (ROOT / "cardwidgets" / "static").iterdir()]
    assert "cardwidgets/messages/labels.json" in wanted
    assert sorted(set(wanted) - names) == []


NUMPY_ONLY = ("probability", "batch")  # the numpy-only helpers: simulations and batch engines


def test_engines_and_widgets_import_without_numpy():
    """The pure-Python path (e.g. a JupyterLite kernel without Pyodide's numpy) stays open: only
    the probability and batch modules need numpy."""
    code = f"""
import importlib, pkgutil, sys
class NoNumpy:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "numpy":
            raise ImportError("numpy is blocked")
sys.meta_path.insert(0, NoNumpy())
import cardwidgets
names = [m.name for m in pkgutil.walk_packages(cardwidgets.__path__, "cardwidgets.")
         if m.name.rsplit(".", 1)[-1] not in {NUMPY_ONLY!r}]
for name in names:
    importlib.import_module(name)
from cardwidgets.games import nothanks
game = nothanks.NoThanksGame(["Ann", "Bob", "Cy"], seed=1)
game.apply(game.awaiting()[0], nothanks.TAKE)
print(len(names))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout) > 20
