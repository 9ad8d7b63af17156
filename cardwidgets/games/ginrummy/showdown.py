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
from cardwidgets.games.ginrummy.melds import Arrangement, Mask, _arrangements, best_melds, cards_of, mask_of, min_deadwood
from cardwidgets.games.ginrummy.rules import Rules


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

    def explain(self) -> str:
        lines = [f"Knocker: {self.knocker}" + (" — gin!" if self.gin else "")]
        if self.layoffs:
            lines.append(f"Defender lays off {' '.join(map(str, self.layoffs))}")
        lines.append(f"Defender: {self.defender}")
        why = "gin" if self.gin else "undercut" if self.undercut else "lower deadwood"
        lines.append(f"The {self.winner} scores {self.points} ({why}).")
        return "\n".join(lines)


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


def _best_defence(melds: tuple[Mask, ...], defender: Mask) -> tuple[int, Mask]:
    """The defender's least deadwood after layoffs on ``melds``, and the cards laid off."""
    best = (min_deadwood(defender), 0)
    for choice in itertools.product(*(_layoff_options(m, defender) for m in melds)):
        laid = 0
        for part in choice:
            if laid & part:
                break
            laid |= part
        else:
            if laid:
                best = min(best, (min_deadwood(defender & ~laid), laid))
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
        raise IllegalAction(f"a showdown is 10 cards against 10, not {len(knocker)} and {len(defender)}")
    k_mask, d_mask = mask_of(knocker), mask_of(defender)
    if k_mask & d_mask:
        raise IllegalAction(f"both hands hold {' '.join(map(str, cards_of(k_mask & d_mask)))}")
    knocker_deadwood = min_deadwood(k_mask)
    if knocker_deadwood > rules.knock_limit:
        raise IllegalAction(f"cannot knock with {knocker_deadwood} deadwood: the limit is {rules.knock_limit}")
    gin = knocker_deadwood == 0
    # Among the knocker's best arrangements, the one after which the defender does worst.
    options = []
    for melds in _arrangements(k_mask):
        dead, laid = (min_deadwood(d_mask), 0) if gin else _best_defence(melds, d_mask)
        options.append((-dead, melds, laid))
    worst, melds, laid = min(options)
    defender_deadwood = -worst
    left = d_mask & ~laid
    defender_arrangement = best_melds(left)
    if gin:
        winner, points, undercut = "knocker", defender_deadwood + rules.gin_bonus, False
    elif knocker_deadwood < defender_deadwood:
        winner, points, undercut = "knocker", defender_deadwood - knocker_deadwood, False
    else:
        winner, points, undercut = "defender", knocker_deadwood - defender_deadwood + rules.undercut_bonus, True
    return Showdown(
        winner=winner, points=points, gin=gin, undercut=undercut,
        knocker_deadwood=knocker_deadwood, defender_deadwood=defender_deadwood,
        layoffs=cards_of(laid), knocker=Arrangement(k_mask, melds), defender=defender_arrangement,
    )
