"""The anywidget components. Thin by design: they turn page messages into engine actions."""

from cardwidgets.widgets.card_hand import CardHand

__all__ = ["CardHand"]
