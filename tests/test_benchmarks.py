"""The benchmark scripts still run (their numbers are for people, not for assertions)."""

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
