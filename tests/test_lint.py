"""The linters configured in pyproject.toml find nothing: every landing keeps them clean.

They run as CI runs them, from the repository's root, with the versions the `test` extra installs.
"""

import subprocess
import sys

from tests.conftest import ROOT


def run_module(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m <args>`` from the repository's root, its output kept for the failure message."""
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing():
    ruff = run_module("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert ruff.returncode == 0, f"`ruff check .` ('ruff check --fix .' mends the safe ones):\n{ruff.stdout}{ruff.stderr}"


def test_mypy_finds_nothing():
    mypy = run_module("mypy")  # what to check is in pyproject.toml; .mypy_cache/ makes a second run fast
    assert mypy.returncode == 0, f"mypy (the files and settings in pyproject.toml):\n{mypy.stdout}{mypy.stderr}"
