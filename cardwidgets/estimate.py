"""Monte Carlo estimates with their standard errors, shared by the games' probability modules.

Written out, an estimate reads ``67.9 ± 1.7``: the ± is **two** standard errors, as the error bars
of ``Chart`` are, so that the true value lies inside about 95 times in 100.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from numpy.typing import ArrayLike


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
    def of_mean(cls, values: ArrayLike) -> Estimate:
        """The mean of ``values`` (at least two), with the standard error of the mean."""
        import numpy as np  # here, not above: the games' bots use Estimate where numpy may be missing

        values = np.asarray(values, dtype=float)
        return cls(float(values.mean()), float(values.std(ddof=1) / math.sqrt(len(values))), len(values))

    def text(self, digits: int = 1, *, percent: bool = False, lang: str | None = None) -> str:
        """The estimate as a reader wants it: ``"67.9 ± 1.7"``, or ``"26.1% ± 0.6%"`` with ``percent``;
        the ± is two standard errors. In ``lang`` (the lesson's language when None, see
        ``set_language``), its numbers as ``messages.number`` writes them: ``"26,1% ± 0,6%"`` in Italian,
        ``"26,1 % ± 0,6 %"`` in French and Spanish (a narrow no-break space before the sign), and
        ``"15.960,0 ± 12,5"`` in Italian and Spanish, thousands grouped (from five digits: "1596,0").

        >>> Estimate(0.261, 0.0031, 20_000).text(percent=True), Estimate(15960.0, 6.25, 100).text(lang="it")
        ('26.1% ± 0.6%', '15.960,0 ± 12,5')

        A share that was never (or always) seen has no spread to measure, and "0.0% ± 0.0%" would
        read as certain: it reads instead with the bound of the rule of three (no success in n
        tries puts the true share under 3/n, about 95 times in 100).

        >>> Estimate.of_proportion(0, 40).text(percent=True)
        '0.0% (under 7.5%)'

        The bound is rounded outwards, never inwards: 3 in 20,000 is 0.015%, "under 0.02%".

        >>> Estimate.of_proportion(0, 20_000).text(2, percent=True), Estimate.of_proportion(20, 20).text(0, percent=True)
        ('0.00% (under 0.02%)', '100% (over 85%)')
        """
        from cardwidgets.messages import language, number, render

        lang = lang or language()

        def written(value: float) -> str:  # a share, or a mean, as the lesson's language writes it
            return number(value, digits, lang, percent=percent)

        if percent and self.stderr == 0 and self.value in (0, 1) and self.samples > 0:
            scale = 10 ** digits
            bound = Fraction(300 * scale, self.samples)  # in units of the last digit shown, exactly
            if self.value == 0:
                return render("estimate.under", lang, value=written(0), bound=written(math.ceil(bound) / scale / 100))
            return render("estimate.over", lang, value=written(1), bound=written(math.floor(100 * scale - bound) / scale / 100))
        return f"{written(self.value)} ± {written(2 * self.stderr)}"

    def __str__(self) -> str:
        return self.text(4)
