"""Exact positions for the rule tests: cards with chosen faces, piles top first."""

from cardwidgets.games.twinit import Card, Rules, TwinItGame

FILLER = 60  # designs from here on are hidden faces nobody will match by accident


def card(cid: int, up: int, down: int | None = None) -> Card:
    """Card ``cid`` showing ``up`` on its pile; its other face a design no other test card has."""
    return Card(cid, up, FILLER + cid if down is None else down)


def game(piles: dict, rules: Rules | None = None, **kwargs) -> TwinItGame:
    """A game of the seats of ``piles`` ({seat: [(id, up) or (id, up, down), ...]}, top first)."""
    return TwinItGame(list(piles), rules=rules, piles={seat: [card(*spec) for spec in cards]
                                                       for seat, cards in piles.items()}, **kwargs)


def codes(events) -> list[str]:
    return [event["code"] for event in events]
