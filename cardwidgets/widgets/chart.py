"""Chart: bars (or lines) drawn by the widget's own JavaScript as SVG, for the probability parts.

Exact values sit next to simulated ones (with error bars of ±2 standard errors), and a simulation
can update a series as it runs::

    chart = Chart(labels=["Twins", "Pair", "Color", "Singles"], title="Best combination, 8 cards")
    chart.set_series("exact", [0.677, 0.294, 0.030, 0.0])
    chart.set_series("simulated", values, errors=stderrs)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import traitlets

from cardwidgets.widgets._base import ActionWidget, static_file


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise traitlets.TraitError(f"chart values must be finite numbers, not {value!r}")
    return float(value)


class Chart(ActionWidget):
    """A bar chart (``kind="bars"``: one group per label) or a line chart (``kind="lines"``:
    ``labels`` are the x values, e.g. sample sizes). ``percent`` shows values as percentages."""

    _esm = static_file("chart.js")

    kind = traitlets.Enum(["bars", "lines"], "bars").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    labels: traitlets.List[Any] = traitlets.List(help="Bar groups, or the x values of a line chart.").tag(sync=True)
    series = traitlets.List(traitlets.Dict(), help="[{name, values, errors}]").tag(sync=True)
    percent = traitlets.Bool(True).tag(sync=True)
    x_label = traitlets.Unicode("").tag(sync=True)
    y_label = traitlets.Unicode("").tag(sync=True)

    def set_series(self, name: str, values: Sequence[float], errors: Sequence[float] | None = None) -> None:
        """Add or replace the series ``name`` (errors are standard errors, drawn as ±2 SE)."""
        entry = {"name": str(name), "values": [_number(v) for v in values]}
        if errors is not None:
            entry["errors"] = [_number(e) for e in errors]
        # Series drawn for other labels cannot stay (labels mutated in place send no change).
        series = [s for s in self.series if len(s["values"]) == len(self.labels)]
        names = [s["name"] for s in series]
        if entry["name"] in names:
            series[names.index(entry["name"])] = entry
        else:
            series.append(entry)
        self.series = series

    @traitlets.observe("labels")
    def _drop_stale_series(self, _change: dict) -> None:
        self.series = [s for s in self.series if len(s["values"]) == len(self.labels)]

    @traitlets.validate("series")
    def _check_series(self, proposal: dict) -> list[dict]:
        for entry in proposal["value"]:
            values = entry.get("values", [])
            if len(values) != len(self.labels):
                raise traitlets.TraitError(
                    f"series {entry.get('name')!r} has {len(values)} values for {len(self.labels)} labels"
                )
            errors = entry.get("errors")
            if errors is not None and len(errors) != len(values):
                raise traitlets.TraitError(f"series {entry.get('name')!r} needs one error per value")
            for v in [*values, *(errors or [])]:
                _number(v)
        return proposal["value"]
