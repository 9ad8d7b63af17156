"""Plain text for ``print()``: tables and prose that a class can read, instead of Python dicts.

Printed lines are kept to ``PRINT_WIDTH`` characters: JupyterLab breaks a longer line of output
wherever it reaches the edge, in the middle of a word or a number ("more than 1" / "7"), and on a
projector (1024×768 at 150%) the output area holds about 70 characters.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Sequence
from numbers import Number

PRINT_WIDTH = 66


def wrap(text: str, indent: str = "", *, hang: str = "  ") -> str:
    """``text`` in lines of at most ``PRINT_WIDTH`` characters, broken between words: the first
    line starts with ``indent``, the others with ``indent + hang``."""
    return textwrap.fill(text, PRINT_WIDTH, initial_indent=indent, subsequent_indent=indent + hang,
                         break_long_words=False, break_on_hyphens=False)


_NUMERIC = re.compile(r"[-+−±]?\s?\d")


def _numeric(cell: object) -> bool:
    """A number, or text that starts as one ("67.4% ± 0.7%", "-2")."""
    return isinstance(cell, Number) or bool(_NUMERIC.match(str(cell)))


def text_table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Columns under ``header``, each as wide as its widest cell; a column of numbers (or of text that
    starts with one, such as ``"67.4% ± 0.7%"``) right-aligned, any other left-aligned.

    >>> print(text_table(["seat", "chips"], [["Ann", 12], ["Bob", 9]]))
    seat  chips
    Ann      12
    Bob       9
    """
    rows = [list(row) for row in rows]
    if any(len(row) != len(header) for row in rows):
        raise ValueError(f"every row needs {len(header)} cells, one per column of {list(header)}")
    cells = [[str(cell) for cell in row] for row in [list(header), *rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    right = [bool(rows) and all(_numeric(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.rjust(w) if r else cell.ljust(w) for cell, w, r in zip(row, widths, right)).rstrip()
             for row in cells]
    return "\n".join(lines)
