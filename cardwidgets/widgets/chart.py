"""Chart: bars (or lines) drawn by the widget's own JavaScript as SVG, for the probability parts.

Exact values sit next to simulated ones (with error bars of ±2 standard errors), and a simulation
can update a series as it runs. Every text of a chart (title, axis names, labels, series names) is
either a plain string, shown as given, or a catalogue message, which the page shows in the widget's
``lang`` like every other word::

    chart = Chart(labels=[message("kind.twins"), message("kind.pair")],
                  title=message("chart.twins.best_combination", cards=8))
    chart.set_series(message("chart.exact"), [0.677, 0.294])
    chart.set_series("my guess", [0.6, 0.3])
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import traitlets

from cardwidgets.widgets._base import ActionWidget, Text, caption, static_file, text_or_message


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise traitlets.TraitError(f"chart values must be finite numbers, not {value!r}")
    return float(value)


class Chart(ActionWidget):
    """A bar chart (``kind="bars"``: one group per label) or a line chart (``kind="lines"``:
    ``labels`` are the x values, e.g. sample sizes). ``percent`` shows values as percentages."""

    _esm = static_file("chart.js")

    kind = traitlets.Enum(["bars", "lines"], "bars").tag(sync=True)
    title = caption().tag(sync=True)
    labels: traitlets.List[Any] = traitlets.List(
        help="Bar groups, or the x values of a line chart: texts or numbers.").tag(sync=True)
    series = traitlets.List(traitlets.Dict(), help="[{name, values, errors}]").tag(sync=True)
    percent = traitlets.Bool(True).tag(sync=True)
    x_label = caption().tag(sync=True)
    y_label = caption().tag(sync=True)

    def set_series(self, name: Text, values: Sequence[float], errors: Sequence[float] | None = None) -> None:
        """Add or replace the series ``name`` (errors are standard errors, drawn as ±2 SE)."""
        entry: dict[str, Any] = {"name": name if isinstance(name, Mapping) else str(name),
                                 "values": [_number(v) for v in values]}
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

    @traitlets.validate("title", "x_label", "y_label")
    def _check_caption(self, proposal: dict) -> Text:
        return text_or_message(proposal["value"], proposal["trait"].name)

    @traitlets.validate("labels")
    def _check_labels(self, proposal: dict) -> list:
        return [label if isinstance(label, (int, float)) and not isinstance(label, bool) and math.isfinite(label)
                else text_or_message(label, f"label {i}") for i, label in enumerate(proposal["value"])]

    @traitlets.observe("labels")
    def _drop_stale_series(self, _change: dict) -> None:
        self.series = [s for s in self.series if len(s["values"]) == len(self.labels)]

    @traitlets.validate("series")
    def _check_series(self, proposal: dict) -> list[dict]:
        for entry in proposal["value"]:
            values = entry.get("values", [])
            name = text_or_message(entry.get("name", ""), "a series name")
            if len(values) != len(self.labels):
                raise traitlets.TraitError(f"series {name!r} has {len(values)} values for {len(self.labels)} labels")
            errors = entry.get("errors")
            if errors is not None and len(errors) != len(values):
                raise traitlets.TraitError(f"series {name!r} needs one error per value")
            for v in [*values, *(errors or [])]:
                _number(v)
        return proposal["value"]
