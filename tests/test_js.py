"""The JavaScript side, run from pytest so that one command runs every test.

These need Node.js and `npm ci`; they fail (not skip) without them, since the bundle's freshness
is part of what a change must keep right.
"""

import shutil
import subprocess

import pytest

from tests.conftest import ROOT

NPM = shutil.which("npm") or ""
pytestmark = pytest.mark.skipif(not NPM, reason="Node.js and npm are needed for the JS tests")


@pytest.fixture(scope="module", autouse=True)
def node_modules():
    if not (ROOT / "node_modules" / "esbuild").exists():
        pytest.fail("run `npm ci` first: the JS tests and the bundle check need esbuild and jsdom")


def test_renderer_unit_tests_pass():
    run = subprocess.run([NPM, "test", "--silent"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "# fail 0" in run.stdout


def test_the_committed_bundle_is_built_from_the_current_js(tmp_path):
    run = subprocess.run(
        ["node", "js/build.mjs", "--outdir", str(tmp_path)], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    static = ROOT / "cardwidgets" / "static"
    built = sorted(p.name for p in tmp_path.iterdir())
    assert built == sorted(p.name for p in static.iterdir() if p.suffix in {".js", ".css"})
    stale = [name for name in built if (tmp_path / name).read_bytes() != (static / name).read_bytes()]
    assert not stale, f"cardwidgets/static is stale for {stale}: run `npm run build` and commit"
