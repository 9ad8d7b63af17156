"""cardwidgets: Jupyter teaching widgets for Twins, No Thanks!, Gin Rummy and Twin It!.

The engines (``cardwidgets.games``) are plain Python; the widgets are imported on first use so that
simulations never pay for the widget layer.
"""

from typing import Any

from cardwidgets.errors import IllegalAction
from cardwidgets.messages import set_language

__version__ = "0.1.0"

_WIDGETS = {
    "CardHand": "cardwidgets.widgets.card_hand",
    "Chart": "cardwidgets.widgets.chart",
    "GinTable": "cardwidgets.widgets.gin_table",
    "MeldExplorer": "cardwidgets.widgets.meld_explorer",
    "ShowdownExplorer": "cardwidgets.widgets.showdown_explorer",
    "NoThanksTable": "cardwidgets.widgets.nothanks_table",
    "RunScorer": "cardwidgets.widgets.run_scorer",
    "ComboRanker": "cardwidgets.widgets.combo_ranker",
    "TieBreakExplorer": "cardwidgets.widgets.tiebreak_explorer",
    "TwinsTable": "cardwidgets.widgets.twins_table",
    "TwinItCoop": "cardwidgets.widgets.twinit_coop",
    "TwinItTable": "cardwidgets.widgets.twinit_table",
}

__all__ = ["IllegalAction", "set_language", *_WIDGETS]


def __getattr__(name: str) -> Any:  # a widget class, imported on first use
    if name in _WIDGETS:
        import importlib

        return getattr(importlib.import_module(_WIDGETS[name]), name)
    raise AttributeError(f"module 'cardwidgets' has no attribute {name!r}")
