"""Settling one play: the cash card for the table's size applied to the revealed combinations.

- Plays 1 and 3 (paying places): a seat pays when fewer than N seats rank strictly below it, so
  everyone tied at the boundary pays (and in play 3 sits out play 4).
- Play 2 (winning places): down the ranking one tied group at a time; a lone winner is paid the
  prize or whatever is left in the pot; a tied group is paid as ``Rules.play2_ties`` says.
- Play 4: a lone first takes the whole pot; a tie for first, or nobody playing, leaves it there.
- Who must pay more than they hold pays everything and is bankrupt.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import TypeVar

from cardwidgets.games.twins.combos import Combo
from cardwidgets.games.twins.rules import PAY, WIN, CashLine, Play2Ties, Rules
from cardwidgets.messages import explain, message

Seat = str  # a seat's name, as in every game
T = TypeVar("T")


def places(ranking: Sequence[Sequence[T]]) -> Iterator[tuple[int, T, bool]]:
    """Each of a ranking's members (tied groups, strongest first) with its place as sports count
    them, and whether it is tied: tied members share a place and the next place skips theirs (1, 2,
    2, 4), so that a place says how many rank above (numbered 1, 2, 2, 3, the fourth of four was
    shown third, and told it was among "the last 2").

    >>> list(places([["Dee"], ["Bob", "Cy"], ["Ann"]]))
    [(1, 'Dee', False), (2, 'Bob', True), (2, 'Cy', True), (4, 'Ann', False)]
    """
    place = 1
    for group in ranking:
        for member in group:
            yield place, member, len(group) > 1
        place += len(group)


_zeros = dict.fromkeys  # read once: reading it makes a bound method at each call (~700 instructions)


@dataclass(frozen=True, init=False)
class Settlement:
    """What one play's cash card did: chips won (negative: paid), the pot after, and why.

    ``reasons`` are messages of the catalogue (``twins.reason.*``), one per seat that played.
    """

    play: int
    line: CashLine
    ranking: tuple[tuple[Seat, ...], ...]  # tied groups, strongest first
    combos: Mapping[Seat, Combo]
    delta: Mapping[Seat, int]
    pot: int
    sit_out: frozenset
    bankrupt: frozenset
    reasons: Mapping[Seat, dict]

    def __init__(self, play: int, line: CashLine, ranking: tuple[tuple[Seat, ...], ...], combos: Mapping[Seat, Combo],
                 delta: Mapping[Seat, int], pot: int, sit_out: frozenset, bankrupt: frozenset,
                 reasons: Mapping[Seat, dict]) -> None:
        """The fields in one update of the instance's dict: a frozen dataclass's own ``__init__``
        calls ``object.__setattr__`` once per field, nine calls at every play an engine settles."""
        self.__dict__.update(play=play, line=line, ranking=ranking, combos=combos, delta=delta, pot=pot,
                             sit_out=sit_out, bankrupt=bankrupt, reasons=reasons)

    def messages(self) -> list[dict]:
        """The play told in rulebook terms, strongest combination first, as messages."""
        lines = [message("twins.settlement.head", play=self.play, line=self.line.message())]
        if not self.ranking:
            lines.append(message("twins.settlement.nobody"))
        for group in self.ranking:
            for seat in group:
                lines.append(message("twins.settlement.row", seat=str(seat), combo=self.combos[seat].message(),
                                     reason=self.reasons[seat]))
        lines.append(message("twins.settlement.pot", pot=self.pot))
        return lines

    def explain(self, lang: str | None = None) -> str:
        """The play told in rulebook terms, in ``lang`` (the lesson's language when None)."""
        return explain(self.messages(), lang)


def _check(play: int, combos: Mapping[Seat, Combo], pot: int, chips: Mapping[Seat, int], table_size: int) -> None:
    if type(play) is not int or not 1 <= play <= 4:
        raise ValueError(f"play is 1, 2, 3 or 4, not {play!r}")
    if type(pot) is not int or pot < 0:
        raise ValueError(f"the pot must be a whole number of chips, 0 or more, not {pot!r}")
    if not isinstance(combos, Mapping) or not all(isinstance(c, Combo) for c in combos.values()):
        raise ValueError("combos must map each seat in the play to its Combo")
    if len(combos) > table_size:
        raise ValueError(f"{len(combos)} seats cannot play at a table of {table_size}")
    for seat in combos:
        held = chips.get(seat) if isinstance(chips, Mapping) else None
        if type(held) is not int or held < 0:
            raise ValueError(f"chips must give every seat in the play its chips (0 or more); {seat!r}: {held!r}")


def settle(
    play: int,
    combos: Mapping[Seat, Combo],
    *,
    pot: int,
    chips: Mapping[Seat, int],
    table_size: int,
    rules: Rules | None = None,
) -> Settlement:
    """Apply the cash card's line for ``play`` to the revealed ``combos``.

    ``chips`` are what each seat holds before paying; ``table_size`` is the number of players the
    game started with (the cash card does not change when someone goes bankrupt).

    >>> from cardwidgets.games.twins.combos import Combo
    >>> s = settle(1, {"A": Combo("singles", 7), "B": Combo("singles", 12),
    ...                "C": Combo("singles", 12), "D": Combo("color", 16)},
    ...            pot=0, chips=dict.fromkeys("ABCD", 12), table_size=4)
    >>> s.delta, s.pot
    ({'A': -2, 'B': -2, 'C': -2, 'D': 0}, 6)
    """
    rules = rules or Rules()
    _check(play, combos, pot, chips, table_size)
    line = rules.cash_card(table_size)[play - 1]
    strength = {seat: combo.strength for seat, combo in combos.items()}
    ranking, delta, pot, sit_out, bankrupt, reasons = outcome(line, strength, pot, chips, rules.play2_ties)
    return Settlement(play, line, tuple(map(tuple, ranking)), dict(combos), delta, pot, frozenset(sit_out),
                      frozenset(bankrupt), reasons)


Outcome = tuple[list[list[Seat]], dict[Seat, int], int, list[Seat], list[Seat], dict[Seat, dict]]
"""A Settlement's ranking (its tied groups as lists: as the engine's settle event shows it, which takes
it as it is), delta, pot, sit_out, bankrupt (lists, in ranking order) and reasons."""


def outcome(line: CashLine, strength: Mapping[Seat, int], pot: int, chips: Mapping[Seat, int],
            play2_ties: Play2Ties) -> Outcome:
    """``settle``'s work without its checks and without the Settlement, from the strength of each
    seat's combination (``Combo.strength``, the seats in the order of the combinations): for
    ``settle``, and for the engine, whose plays are right by construction, which knows the
    strengths as it reveals the plays, and which makes a Settlement only when asked.

    Simulations settle tens of thousands of plays a second: the common reasons are written as the
    dicts ``message()`` would make, without its call, and a ranking without ties (most of them)
    is made without grouping."""
    ordered = sorted(strength, key=strength.__getitem__, reverse=True)
    if len(set(strength.values())) == len(ordered):  # each seat a group of its own
        ranking = [[seat] for seat in ordered]
    else:
        ranking = [list(group) for _, group in groupby(ordered, key=strength.__getitem__)]
    delta = _zeros(strength, 0)
    reasons: dict[Seat, dict] = {}
    sit_out: list[Seat] = []
    bankrupt: list[Seat] = []
    effect, places, amount = line.effect, line.places, line.amount

    if effect == PAY:
        below = len(ordered)  # the seats ranked strictly below the group at hand
        for group in ranking:
            below -= len(group)
            for seat in group:
                if below >= places:
                    reasons[seat] = {"code": "twins.reason.safe", "below": below}
                    continue
                why = ({"code": "twins.why.last_tied", "places": places,
                        "tied": [str(other) for other in group if other != seat]} if len(group) > 1
                       else {"code": "twins.why.last", "places": places})
                held = chips[seat]
                if held < amount:
                    delta[seat] = -held
                    pot += held
                    bankrupt.append(seat)
                    reasons[seat] = message("twins.reason.bankrupt", why=why, owes=amount, holds=held,
                                            sit_out=line.sit_out)
                else:
                    delta[seat] = -amount
                    pot += amount
                    reasons[seat] = {"code": "twins.reason.pays", "why": why, "amount": amount,
                                     "sit_out": line.sit_out}
                if line.sit_out:
                    sit_out.append(seat)
    elif effect == WIN:
        stopped = None
        for group in ranking:
            if stopped:
                for seat in group:
                    reasons[seat] = message("twins.reason.stopped", names=list(stopped))
                continue
            if places <= 0:
                for seat in group:
                    reasons[seat] = {"code": "twins.reason.not_first", "places": line.places}
                continue
            if len(group) == 1:
                seat = group[0]
                if pot >= amount:
                    delta[seat], pot = amount, pot - amount
                    reasons[seat] = {"code": "twins.reason.wins", "amount": amount}
                else:
                    delta[seat], pot = pot, 0
                    reasons[seat] = message("twins.reason.pot_short", amount=amount, paid=delta[seat])
                places -= 1
                continue
            names = [str(seat) for seat in group]  # each reason below is given its own list and dict
            fits = len(group) <= places or play2_ties == "pot_covers_group"
            covered = pot >= amount * len(group)
            if fits and covered:
                for seat in group:
                    delta[seat] = amount
                    reasons[seat] = message("twins.reason.tie_paid", others=len(group) - 1, amount=amount)
                pot -= amount * len(group)
                places -= len(group)
                continue
            for seat in group:
                reasons[seat] = (
                    message("twins.reason.tie_no_fit", size=len(group), places=places, names=names.copy()) if not fits
                    else message("twins.reason.tie_pot_short", pot=pot, size=len(group), amount=amount, names=names.copy()))
            stopped = names
    else:
        top = ranking[0] if ranking else []
        if len(top) == 1:
            delta[top[0]], pot = pot, 0
            reasons[top[0]] = {"code": "twins.reason.takes_pot", "amount": delta[top[0]]}
        elif top:
            for seat in top:
                reasons[seat] = message("twins.reason.tied_first")
        for group in ranking[1:]:
            for seat in group:
                reasons[seat] = {"code": "twins.reason.not_best"}
    return ranking, delta, pot, sit_out, bankrupt, reasons
