"""Monte Carlo estimates with their standard errors, shared by the games' probability modules."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Estimate:
    """A Monte Carlo estimate: the value, its standard error, and the number of samples."""

    value: float
    stderr: float
    samples: int

    @classmethod
    def of_proportion(cls, hits: int, samples: int) -> Estimate:
        p = hits / samples
        return cls(p, math.sqrt(p * (1 - p) / samples), samples)

    @classmethod
    def of_mean(cls, values) -> Estimate:
        """The mean of ``values`` (at least two), with the standard error of the mean."""
        values = np.asarray(values, dtype=float)
        return cls(float(values.mean()), float(values.std(ddof=1) / math.sqrt(len(values))), len(values))

    def __str__(self) -> str:
        return f"{self.value:.4f} ± {self.stderr:.4f}"
