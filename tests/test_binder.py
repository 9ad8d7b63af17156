"""Binder's configuration, checked with repo2docker itself (no Docker daemon needed)."""

import json
import shutil
import subprocess
import sys

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest brings tomli, the same parser, to Python 3.10
    import tomli as tomllib

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def dockerfile():
    repo2docker = shutil.which("repo2docker")
    if repo2docker is None:
        pytest.fail("repo2docker is missing: pip install -e '.[test]'")
    run = subprocess.run(
        [repo2docker, "--no-build", "--debug", str(ROOT)], capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout + run.stderr


def test_binder_installs_the_package_with_a_failing_post_build(dockerfile):
    assert "RUN ./binder/postBuild" in dockerfile
    post_build = (ROOT / "binder" / "postBuild").read_text()
    assert "set -euo pipefail" in post_build  # without set -e, Binder ignores a failed install
    assert 'pip install --no-cache-dir ".[lab]"' in post_build  # the lab extra brings Voilà


def test_binder_uses_the_python_we_test_with(dockerfile):
    assert "python=3.11" in dockerfile


def test_the_readme_badge_opens_the_start_notebook():
    readme = (ROOT / "README.md").read_text()
    assert "?urlpath=lab/tree/notebooks/00-start-here.ipynb" in readme
    assert (ROOT / "notebooks" / "00-start-here.ipynb").exists()


def test_the_lab_extra_brings_voila_for_the_app_link():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert any(dep.startswith("voila") for dep in pyproject["project"]["optional-dependencies"]["lab"])


def test_the_readme_app_link_opens_the_app_in_voila():
    readme = (ROOT / "README.md").read_text()
    assert "?urlpath=voila/render/notebooks/apps/play.ipynb" in readme
    assert (ROOT / "notebooks" / "apps" / "play.ipynb").exists()


def test_binder_wraps_long_code_lines_for_a_projector(tmp_path):
    assert "python binder/lab_settings.py" in (ROOT / "binder" / "postBuild").read_text()
    overrides = tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    overrides.parent.mkdir(parents=True)
    overrides.write_text('{"@jupyterlab/notebook-extension:tracker": {"kernelShutdown": true}, "other": {"a": 1}}')
    subprocess.run([sys.executable, str(ROOT / "binder" / "lab_settings.py"), str(tmp_path)], check=True, capture_output=True)
    settings = json.loads(overrides.read_text())
    assert settings["@jupyterlab/notebook-extension:tracker"] == {
        "kernelShutdown": True, "codeCellConfig": {"lineNumbers": False, "lineWrap": True}}
    assert settings["other"] == {"a": 1}, "settings already there are kept"
