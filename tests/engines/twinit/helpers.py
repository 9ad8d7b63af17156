"""Exact positions for the rule tests: cards with chosen faces, piles top first."""

from cardwidgets.games.twinit import Card, Rules, Touch, TwinItGame
from cardwidgets.games.twinit.bots import ReactionBot

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


class StubbornBot(ReactionBot):
    """A bot gone wrong, for the guards against it: at every moment it grabs two different designs
    at once, a mistake, again and again, and time never moves on."""

    def plan(self, seat, sight):
        mine = [hand[1] for hand in sight.hands if hand[0] == seat]
        cards = sorted(sight.designs)
        return (sight.now, Touch(cards[-1] if mine else cards[0]))
