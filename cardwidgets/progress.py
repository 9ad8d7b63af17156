"""A progress bar for long runs that leaves nothing behind.

tqdm's bar shows while the work runs, once it has taken a second. In a notebook the bar is a widget
that tqdm displays for good: the notebook saved afterwards keeps a frozen line ("nothanks: 83%|…").
Here the notebook's bar goes through a display of its own, emptied when the run ends.
"""

from __future__ import annotations

import time
from typing import Any

DELAY = 1.0  # seconds of work before a bar appears


def in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel (where tqdm draws its bar as a widget)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and "IPKernelApp" in shell.config


class ProgressBar:
    """``total`` steps of ``unit``, counted with :meth:`update`; :meth:`close` it when done (it is
    a context manager). ``show=False`` shows nothing."""

    def __init__(self, total: int, desc: str, unit: str, show: bool = True) -> None:
        self._start = time.monotonic()
        self._handle: Any = None
        self._notebook = show and in_kernel()
        self._bar: Any = None
        if self._notebook:
            from tqdm.notebook import tqdm as notebook_tqdm

            self._bar = notebook_tqdm(total=total, desc=desc, unit=unit, leave=False, display=False)
        elif show:
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc=desc, unit=unit, leave=False, delay=DELAY)

    def update(self, steps: int = 1) -> None:
        if self._bar is None:
            return
        self._bar.update(steps)
        if self._notebook and self._handle is None and time.monotonic() - self._start >= DELAY:
            from IPython.display import display

            self._handle = display(self._bar.container, display_id=True)

    def close(self) -> None:
        if self._bar is None:
            return
        self._bar.close()
        if self._handle is not None:
            self._handle.update({"text/plain": ""}, raw=True)

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()
