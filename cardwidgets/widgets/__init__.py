"""The anywidget components. Thin by design: they turn page messages into engine actions."""

from cardwidgets.widgets.card_hand import CardHand
from cardwidgets.widgets.chart import Chart
from cardwidgets.widgets.combo_ranker import ComboRanker
from cardwidgets.widgets.gin_table import GinTable
from cardwidgets.widgets.meld_explorer import MeldExplorer
from cardwidgets.widgets.nothanks_table import NoThanksTable
from cardwidgets.widgets.run_scorer import RunScorer
from cardwidgets.widgets.showdown_explorer import ShowdownExplorer
from cardwidgets.widgets.tiebreak_explorer import TieBreakExplorer
from cardwidgets.widgets.twins_table import TwinsTable

__all__ = ["CardHand", "Chart", "ComboRanker", "GinTable", "MeldExplorer", "NoThanksTable", "RunScorer",
           "ShowdownExplorer", "TieBreakExplorer", "TwinsTable"]
