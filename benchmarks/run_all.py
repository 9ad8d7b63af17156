"""Every benchmark in one run, one table: `python benchmarks/run_all.py`.

Each ``*_bench.py`` beside this script offers ``comparisons()``: the work it measures, our
contender and, where one exists and is installed (``pip install -e ".[bench]"``), a peer doing the
same work. The contenders of all comparisons take turns, round after round, so that they share the
machine's ups and downs; each keeps its best round. The table says what was measured, against
whom, both rates and their ratio. A bench script without ``comparisons()`` runs on its own after
the table.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path} is not a Python script")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def machine() -> str:
    """The machine in a few words: the processor, its cores, Python."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}"


def rate(work):
    """A contender: ``seconds`` → items per second of ``work()``, which returns how many items it did."""
    def measure(seconds: float) -> float:
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            done += work()
        return done / elapsed
    return measure


def rate_text(rate: float | None, unit: str) -> str:
    return "—" if rate is None else f"{rate:,.0f} {unit}"


def measure(comparisons: list[dict], seconds: float, rounds: int) -> dict[tuple[int, str], float]:
    """The best rate of each contender, the contenders of all comparisons taking turns each round."""
    best: dict[tuple[int, str], float] = {}
    for _ in range(max(1, rounds)):
        for index, comparison in enumerate(comparisons):
            for side in ("ours", "theirs"):
                contender = comparison.get(side)
                if contender is not None:
                    best[index, side] = max(best.get((index, side), 0.0), contender(seconds))
    return best


def report(comparisons: list[dict], seconds: float, rounds: int) -> None:
    """Measure ``comparisons`` and print the table: work, peer, ours, ratio."""
    best = measure(comparisons, seconds, rounds)
    print(f"{datetime.date.today().isoformat()}, {machine()}; best of {rounds} alternating rounds of {seconds:g} s")
    print()
    print("| work | peer | ours | ratio |")
    print("|---|---|---|---|")
    for index, comparison in enumerate(comparisons):
        ours, theirs = best.get((index, "ours")), best.get((index, "theirs"))
        peer = comparison.get("peer") or "none exists"
        if comparison.get("peer") and comparison.get("theirs") is None:
            peer += " (not installed)"
        ratio = f"{ours / theirs:.1f}×" if ours and theirs else "—"
        rate = f": {rate_text(theirs, comparison['unit'])}" if theirs else ""
        print(f"| {comparison['work']} | {peer}{rate} | {rate_text(ours, comparison['unit'])} | {ratio} |")


def arguments(description: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds; the best of each is kept")
    return parser.parse_args()


def main() -> None:
    args = arguments(__doc__.splitlines()[0])
    comparisons, alone = [], []
    for path in sorted(HERE.glob("*_bench.py")):
        module = load(path)
        if hasattr(module, "comparisons"):
            comparisons += module.comparisons()
        else:
            alone.append(path)
    report(comparisons, args.seconds, args.rounds)
    for path in alone:
        print(f"\n{path.name} (no comparisons() yet, run on its own):", flush=True)
        subprocess.run([sys.executable, str(path), "--seconds", str(args.seconds)], check=True)


if __name__ == "__main__":
    main()
