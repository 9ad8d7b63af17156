"""The showdown after a knock: the knocker's melds, the defender's layoffs, and the score.

- The knocker's 10 cards are laid out with the least deadwood; among equal arrangements the knocker
  gets the one after which the defender does worst.
- Unless the knocker has gin, the defender lays off deadwood onto the knocker's melds: the fourth
  card of a set, or cards extending a run at either end, in a chain. The defender's own melds and
  layoffs are chosen together for the least final deadwood: every possible set of layoffs is
  tried, and the rest of the defender's hand is arranged at its best.
- The lower deadwood wins the difference; gin adds ``gin_bonus``; an undercut (the defender not
  above the knocker) gives the hand to the defender, with ``undercut_bonus``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from cardwidgets.errors import IllegalAction
from cardwidgets.games.ginrummy.cards import Card
from cardwidgets.games.ginrummy.melds import (
    Arrangement,
    Mask,
    _arrangements,
    best_melds,
    cards_of,
    mask_of,
    min_deadwood,
)
from cardwidgets.games.ginrummy.rules import Rules
from cardwidgets.messages import explain, message

KNOCKER, DEFENDER = message("ginrummy.role.knocker"), message("ginrummy.role.defender")


@dataclass(frozen=True)
class Showdown:
    """The outcome of a knock."""

    winner: str  # "knocker" or "defender"
    points: int
    gin: bool
    undercut: bool
    knocker_deadwood: int
    defender_deadwood: int  # after layoffs
    layoffs: tuple[Card, ...]
    knocker: Arrangement
    defender: Arrangement  # the defender's cards left after the layoffs, at their best
    laid_on: tuple[tuple[Card, ...], ...]
    """For each of the knocker's melds, the cards laid off on it, in the order they can be played."""
    bonus: int
    """The gin or undercut bonus included in ``points``."""

    def layoff_steps(self) -> list[tuple[Card, int]]:
        """The layoffs one at a time: (card, index of the knocker's meld it goes on)."""
        return [(card, i) for i, cards in enumerate(self.laid_on) for card in cards]

    def messages(self, knocker: object = KNOCKER, defender: object = DEFENDER) -> list[dict]:
        """The showdown as narration, step by step: the knocker's melds, each layoff, the
        defender's melds, the score. ``knocker`` and ``defender`` are names (or messages)."""
        lines = [_lay_down(knocker, self.knocker)]
        if self.gin:
            lines.append(message("ginrummy.show.no_layoffs", seat=defender))
        grown = [list(meld) for meld in self.knocker.melds]
        for card, i in self.layoff_steps():
            lines.append(message("ginrummy.show.layoff", seat=defender, card=card.to_card_data(),
                                 meld=_meld(sorted(grown[i]))))
            grown[i].append(card)
        lines.append(_lay_down(defender, self.defender))
        lines.append(self.score_message(knocker, defender))
        return lines

    def score_message(self, knocker: object = KNOCKER, defender: object = DEFENDER) -> dict:
        """Who scores how much, and why."""
        reason = "gin" if self.gin else "undercut" if self.undercut else "lower"
        return message("ginrummy.show.score", seat=knocker if self.winner == "knocker" else defender,
                       points=self.points, reason=reason, bonus=self.bonus,
                       knocker_deadwood=self.knocker_deadwood, defender_deadwood=self.defender_deadwood)

    def explain(self) -> str:
        """The showdown in English, for people working in code."""
        return explain(self.messages())

    def to_json(self) -> dict:
        """Plain data for the page: both arrangements, the layoffs in order, the score."""
        return {
            "winner_role": self.winner, "points": self.points, "gin": self.gin, "undercut": self.undercut,
            "bonus": self.bonus, "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "knocker_melds": [_cards(m) for m in self.knocker.melds],
            "knocker_deadwood_cards": _cards(self.knocker.deadwood),
            "layoffs": _cards(self.layoffs),
            "layoff_steps": [{"card": card.to_card_data(), "meld": i} for card, i in self.layoff_steps()],
            "defender_melds": [_cards(m) for m in self.defender.melds],
            "defender_deadwood_cards": _cards(self.defender.deadwood),
        }


def _cards(cards: Iterable[Card]) -> list[dict]:
    return [c.to_card_data() for c in cards]


def _meld(cards: Iterable[Card]) -> dict:
    """A meld as a message parameter: its cards, which each language names (``Q♠-Q♦-Q♣``, ``D♠-D♦-D♣``)."""
    return {"meld": _cards(cards)}


def _lay_down(seat: object, arrangement: Arrangement) -> dict:
    return message("ginrummy.show.melds", seat=seat, melds=[_meld(m) for m in arrangement.melds],
                   n_melds=len(arrangement.melds), cards=_cards(arrangement.deadwood), points=arrangement.points)


def _layoff_options(meld: Mask, defender: Mask) -> list[Mask]:
    """The sets of defender cards that can be laid off on one meld (the empty set included)."""
    cards = cards_of(meld)
    options = [0]
    if len({c.rank for c in cards}) == 1:  # a set: the missing fourth card, if held
        if len(cards) == 3:
            fourth = next(i for i in range(4) if not meld >> (i * 13 + cards[0].index % 13) & 1)
            bit = 1 << (fourth * 13 + cards[0].index % 13)
            if defender & bit:
                options.append(bit)
        return options
    suit_base = cards[0].index - cards[0].index % 13
    low, high = cards[0].index % 13, cards[-1].index % 13
    below, above = [0], [0]
    for step, rank in enumerate(range(low - 1, -1, -1)):  # chains downwards
        bit = 1 << (suit_base + rank)
        if not defender & bit:
            break
        below.append(below[step] | bit)
    for step, rank in enumerate(range(high + 1, 13)):  # and upwards
        bit = 1 << (suit_base + rank)
        if not defender & bit:
            break
        above.append(above[step] | bit)
    return [b | a for b in below for a in above]


def _best_defence(melds: tuple[Mask, ...], defender: Mask) -> tuple[int, Mask, tuple[Mask, ...]]:
    """The defender's least deadwood after layoffs on ``melds``, the cards laid off, and which
    went on each meld."""
    best: tuple[int, int, tuple[int, ...]] = (min_deadwood(defender), 0, ())
    for choice in itertools.product(*(_layoff_options(m, defender) for m in melds)):
        laid = 0
        for part in choice:
            if laid & part:
                break
            laid |= part
        else:
            if laid:
                best = min(best, (min_deadwood(defender & ~laid), laid, choice))
    return best


def showdown(knocker: Iterable[Card], defender: Iterable[Card], rules: Rules | None = None) -> Showdown:
    """Settle a knock: the knocker's 10 kept cards against the defender's 10.

    >>> from cardwidgets.games.ginrummy.cards import parse_cards
    >>> result = showdown(parse_cards("9S 9H 9D 9C 4S 4H 4D 3S 3H 3D"),
    ...                   parse_cards("6C AH AS 2S 5D 6D 7D KH KS KC"))
    >>> result.winner, result.points, result.gin
    ('knocker', 35, True)
    """
    rules = rules or Rules()
    knocker, defender = list(knocker), list(defender)
    if len(knocker) != 10 or len(defender) != 10:
        raise IllegalAction.coded("ginrummy.error.showdown_size", knocker=len(knocker), defender=len(defender))
    k_mask, d_mask = mask_of(knocker), mask_of(defender)
    if k_mask & d_mask:
        raise IllegalAction.coded("ginrummy.error.both_hold", cards=_cards(cards_of(k_mask & d_mask)))
    knocker_deadwood = min_deadwood(k_mask)
    if knocker_deadwood > rules.knock_limit:
        raise IllegalAction.coded("ginrummy.error.showdown_limit", deadwood=knocker_deadwood, limit=rules.knock_limit)
    gin = knocker_deadwood == 0
    # Among the knocker's best arrangements, the one after which the defender does worst.
    options = []
    for melds in _arrangements(k_mask):
        dead, laid, parts = (min_deadwood(d_mask), 0, ()) if gin else _best_defence(melds, d_mask)
        options.append((-dead, melds, laid, parts))
    worst, melds, laid, parts = min(options)
    defender_deadwood = -worst
    left = d_mask & ~laid
    defender_arrangement = best_melds(left)
    if gin:
        winner, bonus, undercut = "knocker", rules.gin_bonus, False
    elif knocker_deadwood < defender_deadwood:
        winner, bonus, undercut = "knocker", 0, False
    else:
        winner, bonus, undercut = "defender", rules.undercut_bonus, True
    points = abs(defender_deadwood - knocker_deadwood) + bonus
    return Showdown(
        winner=winner, points=points, gin=gin, undercut=undercut,
        knocker_deadwood=knocker_deadwood, defender_deadwood=defender_deadwood,
        layoffs=cards_of(laid), knocker=Arrangement.of(k_mask, melds), defender=defender_arrangement,
        laid_on=tuple(_in_play_order(meld, part) for meld, part in zip(melds, parts)) if parts else ((),) * len(melds),
        bonus=bonus,
    )


def _in_play_order(meld: Mask, part: Mask) -> tuple[Card, ...]:
    """The cards of ``part`` as they can be laid on ``meld`` one at a time: a set's fourth card;
    along a run, outwards from each end."""
    low = meld & -meld
    below = [c for c in cards_of(part) if c.bit < low]
    above = [c for c in cards_of(part) if c.bit > low]
    return (*reversed(below), *above)
