"""The anywidget components. Thin by design: they turn page messages into engine actions."""

from cardwidgets.widgets.card_hand import CardHand
from cardwidgets.widgets.chart import Chart
from cardwidgets.widgets.ginrummy_melds import MeldExplorer
from cardwidgets.widgets.ginrummy_showdown import ShowdownExplorer
from cardwidgets.widgets.ginrummy_table import GinTable
from cardwidgets.widgets.nothanks_scorer import RunScorer
from cardwidgets.widgets.nothanks_table import NoThanksTable
from cardwidgets.widgets.twins_ranker import ComboRanker
from cardwidgets.widgets.twins_table import TwinsTable
from cardwidgets.widgets.twins_tiebreak import TieBreakExplorer

__all__ = ["CardHand", "Chart", "ComboRanker", "GinTable", "MeldExplorer", "NoThanksTable", "RunScorer",
           "ShowdownExplorer", "TieBreakExplorer", "TwinsTable"]
