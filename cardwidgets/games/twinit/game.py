"""A game of Twin It! as a state machine in explicit time: actions carry their moment, and the
engine alone decides what happened first.

Two kinds of action. ``Flip()`` turns the top of your pile onto the table, away from you (its other
face shows; the pile's next card shows its upper face); in cooperative mode ``Flip(card_id)`` turns
over any card on the table. ``Touch(card_id)`` puts one hand on a visible card. A claim is two hands:
of one seat (competitive, cooperative) or of two teammates (team mode). The claim settles the moment
its second hand lands — a pair, a trio taken from a won set, a tie, or a mistake. See
``docs/rules/twin-it.md`` for the rules and our readings, and :class:`Rules` for the options.
"""

from __future__ import annotations

import math
import random
from bisect import insort
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.protocol import Result, action_json, said
from cardwidgets.games.shuffle import shuffle
from cardwidgets.games.twinit.cards import Card, paired_faces
from cardwidgets.games.twinit.rules import Rules, level
from cardwidgets.messages import message


@dataclass(frozen=True)
class Flip:
    """Flip the top card of your pile onto the table; in cooperative mode, turn over ``card_id``."""

    card_id: int | None = None

    def __str__(self) -> str:
        return "flip" if self.card_id is None else f"flip card {self.card_id}"


@dataclass(frozen=True)
class Touch:
    """Put one hand on the visible card ``card_id``."""

    card_id: int

    def __str__(self) -> str:
        return f"touch card {self.card_id}"


ACTIONS = (Flip, Touch)
"""The game's action classes, for :func:`~cardwidgets.games.protocol.action_from_json`."""


class Indexes(NamedTuple):
    """Live read-only views of what shows: card → design, card → the moment it began to show, design →
    its cards in id order (designs showing twice or more), won set's top → its owner, the table's
    cards in the order they came, seat → the moment of its last action, seat → the designs it
    may not win (empty, for every seat, without the forbidden designs variant), and the resting
    hands (:meth:`TwinItGame.resting_hands`)."""

    designs: Mapping[int, int]
    since: Mapping[int, float]
    matches: Mapping[int, list[int]]
    set_tops: Mapping[int, str]
    table: Collection[int]
    last_action: Mapping[str, float]
    forbidden: Mapping[str, Collection[int]]
    hands: Collection[tuple[str, int, float, int]]


DEFAULT_RULES = Rules()  # made once: Rules are frozen


# Events are dict literals, just as :func:`~cardwidgets.messages.message` makes them, and so is a
# design's card data in them, {"deck": "twinit", "design": d}: message()'s keyword call and merge
# were 8% of a replayed game, a helper's call for the card 1% of a bot game.


LONGEST = 86_400.0
"""A day, in seconds: no game lasts longer. A later time is a clock gone wrong, and taken, 1e308
became the game's now, where adding a second changes nothing: its time stood still for good."""


def seconds(at: object) -> float:
    """A time since the game began (an action's, from a page, a bot or Python): a finite number of
    seconds up to ``LONGEST``, as a float; IllegalAction otherwise, a whole number too large for a
    float included (``math.isfinite`` raised OverflowError on it)."""
    if isinstance(at, (int, float)) and not isinstance(at, bool):
        try:
            value = float(at)
        except OverflowError:
            value = math.nan
        if math.isfinite(value):
            if value > LONGEST:
                raise IllegalAction.coded("twinit.error.time_far", at=value, longest=LONGEST)
            return value
    raise IllegalAction.coded("twinit.error.time_kind", at=json_text(at))


class TwinItGame:
    """One game of Twin It! for 1–6 players (``Rules.min_players`` to ``max_players`` by mode).

    ``piles`` (seat → Cards, top first) sets up an exact position instead of a seeded deal (in
    cooperative mode, those cards lie on the table showing their ``up`` face); ``teams`` (two lists
    of seats) is for team mode, where by default seats alternate between the teams.
    """

    # Slots: the game keeps more attributes than an instance's shared-key dict holds (30); past that
    # the instance gets a dict of its own, and every self.x on the hot path becomes a dict lookup.
    __slots__ = ("players", "rules", "_cooperative", "_team_of", "_after", "teams", "_rng", "_faces", "_face",
                 "_piles", "_table", "_sets", "_set_tops", "_aside", "_forbidden", "_shown", "_since", "_by_design",
                 "_matches", "_was", "_crowded", "pair_changes", "_where", "_hands", "_at_once",
                 "_order", "now", "turn_since", "last_action", "history", "_reason", "_winners", "_end_due", "_turn",
                 "_anyone", "_alone")

    def __init__(self, players: Sequence[str], seed: int | None = None, rules: Rules | None = None,
                 teams: Sequence[Sequence[str]] | None = None,
                 piles: Mapping[str, Sequence[Card]] | None = None) -> None:
        self.players = tuple(players)
        self.rules = rules = rules or DEFAULT_RULES
        self._cooperative = rules.cooperative
        low, high = rules.min_players, rules.max_players
        blank = [p for p in self.players if not isinstance(p, str) or not p.strip()]
        if blank:  # (checked first: an unhashable seat failed in set() below with a TypeError)
            raise IllegalAction(f"a seat's name is words to show at the table, not {blank[0]!r} "
                                f"(players: {list(self.players)!r})")
        if len(set(self.players)) != len(self.players) or not low <= len(self.players) <= high:
            raise IllegalAction(f"{rules.mode} Twin It! is for {low} to {high} players with different names, "
                                f"not {list(self.players)}")
        self._team_of = self._teams(teams)
        # seat → the other seats clockwise from it, then itself: the order a turn passes on in
        self._after = {seat: self.players[i + 1:] + self.players[:i + 1] for i, seat in enumerate(self.players)}
        self.teams = {seat: self.team(seat) for seat in self.players}  # seat → its side's seats
        self._rng = random.Random(seed)
        self._faces: dict[int, tuple[int, int]] = {}  # card → (up, down): what the box holds
        self._face: dict[int, int] = {}  # card → the face it shows, or would show on top of its pile
        self._piles: dict[str, list[int]] = {seat: [] for seat in self.players}  # top last
        self._table: dict[int, None] = {}
        self._sets: dict[str, list[list[int]]] = {seat: [] for seat in self.players}  # each: top last
        self._set_tops: dict[int, str] = {}  # the top card of every won set → its owner
        self._aside: dict[str, list[int]] = {seat: [] for seat in self.players}
        self._forbidden: dict[str, set[int]] = {seat: set(rules.forbidden.get(seat, ())) for seat in self.players}
        self._shown: dict[int, int] = {}  # visible card → the design it shows
        self._since: dict[int, float] = {}  # visible card → when that design began to show
        self._by_design: dict[int, list[int]] = {}  # design → visible cards showing it, in id order
        self._matches: dict[int, list[int]] = {}  # the same, for designs showing at least twice
        self._was: dict[int, int | None] = {}  # card → what it showed before this action (changed ones)
        self._crowded = False  # whether a design came to show three times or more in this action
        self.pair_changes = 0  # counts changes of the matches, so that bots list them again only then
        self._where: dict[int, Any] = {}  # visible card → None (table), seat (pile top) or its set
        self._hands: dict[Any, tuple[str, int, float, int]] = {}  # claimant → (seat, card, at, order)
        self._at_once: list[tuple[int, ...]] = []  # three identical designs that appeared together
        self._order = 0
        self.now = 0.0
        self.turn_since = 0.0
        self.last_action = dict.fromkeys(self.players, 0.0)
        self.history: list[tuple[str, Flip | Touch, float]] = []
        self._reason: dict | None = None
        self._winners: tuple[str, ...] = ()
        self._end_due = False  # a set was won: the game may be over (or stuck, when _turn is None)
        unknown = set(rules.forbidden) - set(self.players)
        if unknown:
            raise IllegalAction(f"forbidden designs for {sorted(unknown)}, who are not playing")
        self._deal(piles)
        self._turn: str | None = None if rules.cooperative else self._next_with_pile(self.players[-1])
        self._anyone = False  # team mode, after a claim: "cualquiera puede reanudar la partida"
        self._alone: dict[str | None, tuple[str, ...]] = {None: (), **{p: (p,) for p in self.players}}  # turn → flippers

    # -- setting up ------------------------------------------------------------------------------

    def _teams(self, teams: Sequence[Sequence[str]] | None) -> dict[str, int]:
        if self.rules.mode != "team":
            if teams is not None:
                raise IllegalAction("teams are only for team mode (Rules(mode='team'))")
            return {}
        if teams is None:
            return {seat: i % 2 for i, seat in enumerate(self.players)}
        teams = [list(team) for team in teams]
        seats = [seat for team in teams for seat in team]
        if len(teams) != 2 or sorted(seats) != sorted(self.players) or min(map(len, teams)) < 2:
            raise IllegalAction(f"team mode needs two teams of at least two that share out the players, not {teams}")
        return {seat: i for i, team in enumerate(teams) for seat in team}

    def _deal(self, piles: Mapping[str, Sequence[Card]] | None) -> None:
        """Fill ``_faces`` (card → its up and down designs) and ``_face`` (the up one, but for cards set
        aside), and deal the cards, each seat's top first: :func:`make_deck`'s cards shuffled, those
        set aside first, or the given ``piles``."""
        faces = self._faces
        if piles is None:
            ups, downs = paired_faces(self.rules, seed=self._rng.randrange(2**32))
            order = list(range(len(ups)))
            shuffle(self._rng, order)  # the deck's cards in make_deck(...) shuffled, by id
            faces.update(enumerate(zip(ups, downs)))
            self._face.update(enumerate(ups))
            for seat, designs in self.rules.forbidden.items():
                for design in designs:
                    cid = next((c for c in order if design in faces[c]), None)
                    if cid is None:
                        raise IllegalAction(f"no card of design {design} is left to set aside for {seat}: "
                                            "forbidden designs take one card each")
                    order.remove(cid)
                    self._face[cid] = design
                    self._aside[seat].append(cid)
            dealt = {seat: order[i::len(self.players)] for i, seat in enumerate(self.players)}
        else:
            if set(piles) - set(self.players):
                raise IllegalAction(f"piles for {sorted(set(piles) - set(self.players))}, who are not playing")
            cards = [card for seat in self.players for card in piles.get(seat, ())]
            if len({card.id for card in cards if isinstance(card, Card)}) != len(cards):
                raise IllegalAction("piles are lists of Cards, each card in one place only")
            faces.update((card.id, (card.up, card.down)) for card in cards)
            self._face.update((card.id, card.up) for card in cards)
            dealt = {seat: [card.id for card in piles.get(seat, ())] for seat in self.players}
        for seat in self.players:
            if self._cooperative:
                for cid in dealt[seat]:
                    self._table[cid] = None
                    self._show(cid, None)
            else:
                self._piles[seat] = dealt[seat][::-1]
                self._show_pile_top(seat)

    # -- what shows ------------------------------------------------------------------------------

    def _show(self, cid: int, where: Any) -> None:
        """Card ``cid``, hidden till now, shows its face ``_face[cid]`` at ``where``."""
        design = self._face[cid]
        self._was.setdefault(cid, None)  # it showed nothing before this action, unless hidden in it
        self._shown[cid] = design
        self._since[cid] = self.now
        self._where[cid] = where
        cards = self._by_design.get(design)
        if cards is None:
            self._by_design[design] = [cid]
        else:
            insort(cards, cid)
            self._matches[design] = cards
            self.pair_changes += 1
            if len(cards) > 2:
                self._crowded = True

    def _hide(self, cid: int) -> None:
        """Card ``cid`` stops showing (and any hand on it is lifted)."""
        design = self._shown.pop(cid)
        self._was.setdefault(cid, design)
        del self._since[cid], self._where[cid]
        cards = self._by_design[design]
        cards.remove(cid)
        if not cards:
            del self._by_design[design]
        else:
            self.pair_changes += 1
            if len(cards) == 1:
                del self._matches[design]
        if self._hands:
            for claimant, hand in list(self._hands.items()):
                if hand[1] == cid:
                    del self._hands[claimant]

    def _other(self, cid: int, design: int) -> int:
        """The design on the other face of card ``cid`` from ``design`` (``Card.other``)."""
        up, down = self._faces[cid]
        return down if design == up else up

    def _show_pile_top(self, seat: str) -> None:
        if self._piles[seat]:
            self._show(self._piles[seat][-1], seat)

    def visible(self) -> dict[int, int]:
        """Every face anyone can see now: card id → design (table, pile tops, tops of won sets)."""
        return dict(self._shown)

    def since(self) -> dict[int, float]:
        """Card id → the moment its face began to show, for every visible card: what bots react to."""
        return dict(self._since)

    def indexes(self) -> Indexes:
        """What shows, as the game's own live indexes (read only, no copies): they follow the game
        as it goes on, so that bots can read them at every move (``bots.Sight.live``)."""
        return Indexes(MappingProxyType(self._shown), MappingProxyType(self._since), MappingProxyType(self._matches),
                       MappingProxyType(self._set_tops), self._table.keys(), MappingProxyType(self.last_action),
                       MappingProxyType(self._forbidden if self.rules.forbidden else {}), self._hands.values())

    def forbidden(self) -> dict[str, set[int]]:
        """Seat → the designs it may not win now, in the forbidden designs variant; {} without it."""
        return {seat: set(designs) for seat, designs in self._forbidden.items()} if self.rules.forbidden else {}

    def matches(self) -> dict[int, list[int]]:
        """Every design that shows at least twice → its visible cards, in id order."""
        return {design: list(self._matches[design]) for design in sorted(self._matches)}

    def card(self, cid: int) -> Card:
        """The card ``cid``, both faces: what the box holds, not what the table shows."""
        return Card(cid, *self._faces[cid])

    def set_tops(self) -> dict[int, str]:
        """The visible top of every won set → the seat that owns the set."""
        return dict(self._set_tops)

    def table_cards(self) -> list[int]:
        """The cards on the table, in the order they came."""
        return list(self._table)

    @property
    def sets(self) -> dict[str, list[list[int]]]:
        """Seat → the sets it has won, each a list of card ids, top last."""
        return {seat: [list(s) for s in self._sets[seat]] for seat in self.players}

    def hands(self) -> list[dict]:
        """The hands resting on cards now, each waiting for the other hand of its claim."""
        return [{"seat": seat, "card": cid, "at": at} for seat, cid, at, _ in self._hands.values()]

    def resting_hands(self) -> tuple[tuple[str, int, float, int], ...]:
        """The hands resting on cards now as ``(seat, card, at, order)``, in the order they were put
        down (``order`` counts the touches of the game: which of two hands at one moment came first):
        what bots read. (Every hand kept is resting: each action and ``advance`` first lift those
        that waited too long.)"""
        return tuple(self._hands.values())

    def _live_hands(self, at: float) -> list[tuple[str, int, float, int]]:
        limit = self.rules.hand_seconds
        return [hand for hand in self._hands.values() if at <= hand[2] + limit]

    def _team_lists(self) -> list[list[str]]:
        return [[p for p in self.players if self._team_of[p] == i] for i in (0, 1)]

    def team(self, seat: str) -> tuple[str, ...]:
        """The seats who win and lose sets together with ``seat`` (just ``seat`` outside team mode)."""
        if not self._team_of:
            return (seat,)
        return tuple(p for p in self.players if self._team_of[p] == self._team_of[seat])

    # -- the protocol ----------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._reason is not None

    def awaiting(self) -> tuple[str, ...]:
        """The seat that must flip next (in team mode after a claim, where anyone may restart, the
        claimer or the next seat with a pile); everyone in cooperative mode. Touches need no turn:
        any seat may touch at any moment."""
        if self.is_over:
            return ()
        return self.players if self._cooperative else self._alone[self._turn]

    def flippers(self) -> tuple[str, ...]:
        """Who may flip now: nobody once the game is over (a team's winning claim leaves play
        interrupted, where anyone may restart)."""
        if self._reason is not None:  # (is_over, without a property's call: bots ask at every move)
            return ()
        if self._cooperative:
            return self.players
        if self._anyone:
            return tuple(p for p in self.players if self._piles[p])
        return self._alone[self._turn]

    def legal_actions(self, seat: str) -> list[Flip | Touch]:
        """What ``seat`` may do now: flip when it is its turn, and touch any visible card (but the one
        its own hand is on; in the individual cooperative variant, not other players' sets)."""
        if seat not in self.players or self.is_over:
            return []
        hands = self._live_hands(self.now)
        actions: list[Flip | Touch] = []
        if self._cooperative:
            held = {hand[1] for hand in hands}
            actions += [Flip(cid) for cid in self._table if cid not in held]
        elif seat in self.flippers():
            actions.append(Flip())
        ours = self.team(seat)
        mine = {cid for s, cid, *_ in hands if s in ours}
        return actions + [Touch(cid) for cid in sorted(self._shown) if cid not in mine and self._may_touch(seat, cid)]

    def _may_touch(self, seat: str, cid: int) -> bool:
        where = self._where[cid]
        return not (self.rules.coop_individual and isinstance(where, list) and self._set_tops[cid] != seat)

    def apply(self, seat: str, action: Any, at: float | None = None) -> list[dict]:
        """Check and apply ``seat``'s ``action`` made ``at`` seconds after the game began (``None``:
        at the game's current time, that of the last action); return the events it caused.

        Raises IllegalAction, changing nothing, when the action is not allowed."""
        if not (type(at) is float and self.now <= at <= LONGEST and not self._cooperative and self._reason is None):
            at = self._check_time(at)  # all but the common case, a float from a clock or a bot
        if seat not in self._after:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        touch = isinstance(action, Touch)
        if touch:
            self._check_touch(seat, action, at)
        elif isinstance(action, Flip):
            self._check_flip(seat, action, at)
        else:
            raise IllegalAction.coded("twinit.error.action", action=said(action))
        events = self._lift(at) if self._hands else []
        if at > self.now:  # _advance's time, for an action (_check_time made sure the timer has not rung)
            self.now = at
        self.last_action[seat] = at
        self.history.append((seat, action, at))
        events += self._touch(seat, action.card_id) if touch else self._flip(seat, action)
        if self._end_due or self._turn is None or self._cooperative:
            events += self._check_end()
        return events

    def advance(self, at: float) -> list[dict]:
        """Let time run to ``at``: hands that waited too long are lifted, and in cooperative mode the
        timer rings at ``coop_seconds``. Returns the events."""
        return self._advance(self._check_time(at, until_end=False))

    def _lift(self, at: float) -> list[dict]:
        """Lift the hands that will have waited too long at ``at``, the oldest first."""
        events = []
        limit = self.rules.hand_seconds
        # _hands keeps the hands in the order they were put down, at times that never go back: the
        # first waited longest.
        if at > next(iter(self._hands.values()))[2] + limit:
            for claimant, (seat, cid, t, _) in list(self._hands.items()):
                if at > t + limit:
                    self.now = max(self.now, t + limit)
                    del self._hands[claimant]
                    events.append({"code": "twinit.lift", "seat": seat, "card": {"deck": "twinit", "design": self._shown[cid]}, "id": cid,
                                   "at": self.now})
        return events

    def _advance(self, at: float) -> list[dict]:
        events = self._lift(at) if self._hands else []
        if not self._cooperative:
            if at > self.now:
                self.now = at
            return events
        if at >= self.rules.coop_seconds and not self.is_over:
            self.now = self.rules.coop_seconds
            events += self._finish("twinit.end.time")
        self.now = max(self.now, min(at, self.rules.coop_seconds))
        return events

    def _check_time(self, at: Any, until_end: bool = True) -> float:
        if self._reason is not None:
            raise IllegalAction.coded("error.game_over")
        if at is None:
            return self.now
        at = seconds(at)
        if at < self.now:
            raise IllegalAction.coded("twinit.error.time_back", now=float(self.now), at=float(at))
        if until_end and self._cooperative and at >= self.rules.coop_seconds:
            raise IllegalAction.coded("twinit.error.time_up", end=float(self.rules.coop_seconds))
        return at

    def _check_flip(self, seat: str, action: Flip, at: float) -> None:
        if self._cooperative:
            hands = self._live_hands(at)
            if isinstance(action.card_id, bool) or action.card_id not in self._table:
                raise IllegalAction.coded("twinit.error.coop_flip", card=json_text(action.card_id))
            if any(hand[1] == action.card_id for hand in hands):
                raise IllegalAction.coded("twinit.error.hand_on", card={"deck": "twinit", "design": self._face[action.card_id]})
            return
        if action.card_id is not None:
            raise IllegalAction.coded("twinit.error.flip_own")
        if not (self._piles[seat] if self._anyone else seat == self._turn):
            raise IllegalAction.coded("twinit.error.flip_turn", seat=seat, anyone=self._anyone, turn=self._turn)

    def _check_touch(self, seat: str, action: Touch, at: float) -> None:
        cid = action.card_id
        if isinstance(cid, bool) or not isinstance(cid, int) or cid not in self._shown:
            raise IllegalAction.coded("twinit.error.not_visible", seat=seat, card=json_text(cid))
        if self._hands:
            ours, limit = self.teams[seat], self.rules.hand_seconds
            for s, c, t, _ in self._hands.values():
                if c == cid and s in ours and at <= t + limit:
                    # (named by the design the reader sees: the card's id is on no card of the page)
                    raise IllegalAction.coded("twinit.error.already_on", seat=seat, team=len(ours) > 1,
                                              card={"deck": "twinit", "design": self._shown[cid]})
        if self.rules.coop_individual and not self._may_touch(seat, cid):
            raise IllegalAction.coded("twinit.error.no_stealing")

    # -- flips -----------------------------------------------------------------------------------

    def _flip(self, seat: str, action: Flip) -> list[dict]:
        self._was, self._crowded = {}, False
        if self._cooperative and action.card_id is not None:  # (_check_flip made sure it is a table card)
            events = [self._turn_over(action.card_id, seat)]
        else:
            events = self._flip_at_once() if self._at_once else []
            if self._piles[seat]:  # three at once may have flipped this very pile's last card
                events.append(self._flip_from_pile(seat, seat))
            self._turn = self._next_with_pile(seat)
            self._anyone = False
            self.turn_since = self.now
        if self._crowded:
            events += self._three_at_once()
        return events

    def _flip_from_pile(self, owner: str, seat: str | None) -> dict:
        """The top of ``owner``'s pile goes onto the table, its other face up."""
        pile, face = self._piles[owner], self._face
        cid = pile.pop()
        self._hide(cid)
        up, down = self._faces[cid]  # (_other, inlined: half the actions flip a card)
        face[cid] = design = down if face[cid] == up else up
        self._table[cid] = None
        self._show(cid, None)
        if pile:  # (_show_pile_top, inlined)
            self._show(pile[-1], owner)
        return {"code": "twinit.flip", "seat": seat if seat else owner, "card": {"deck": "twinit", "design": design}, "id": cid,
                "next": face[pile[-1]] if pile else None, "at": self.now}

    def _turn_over(self, cid: int, seat: str | None = None) -> dict:
        """A table card is turned over where it lies."""
        was = self._shown[cid]
        self._hide(cid)
        self._face[cid] = self._other(cid, was)
        self._show(cid, None)
        if seat is None:
            return {"code": "twinit.turned", "was": {"deck": "twinit", "design": was}, "card": {"deck": "twinit", "design": self._face[cid]}, "id": cid,
                    "at": self.now}
        return {"code": "twinit.coop_flip", "seat": seat, "was": {"deck": "twinit", "design": was}, "card": {"deck": "twinit", "design": self._face[cid]}, "id": cid,
                "at": self.now}

    def _flip_by_rule(self, cid: int) -> dict | None:
        """A card turned by a rule (a tie, three at once): a pile's top goes onto the table, a card
        on the table is turned over, a won set is never flipped."""
        where = self._where.get(cid, False)
        if where is None:
            return self._turn_over(cid)
        if isinstance(where, str):
            event = self._flip_from_pile(where, None)
            return {"code": "twinit.turned", "was": {"deck": "twinit", "design": self._other(cid, event["card"]["design"])},
                    "card": event["card"], "id": cid, "at": self.now}
        return None

    def _flip_at_once(self) -> list[dict]:
        """Three identical designs that appeared together and that nobody took are flipped before
        play goes on ("Si ningún jugador gana el conjunto, se le deberá dar la vuelta a las 3")."""
        events = []
        for trio in self._at_once:
            live = [cid for cid in trio if cid in self._shown and not isinstance(self._where[cid], list)]
            if len(live) == 3 and len({self._shown[cid] for cid in live}) == 1:
                events += [event for cid in live if (event := self._flip_by_rule(cid))]
        self._at_once = []
        return events

    def _three_at_once(self) -> list[dict]:
        """Mark designs that now show three times on loose cards (table, pile tops) where at most one
        of them showed before this action: "aparezcan 3 cartas iguales a la vez". Called only when a
        design came to show three times in this action (``_crowded``, rare): what showed before is
        rebuilt from the cards this action changed."""
        shown, was = self._shown, self._was
        before = {(cid, design) for cid, design in shown.items() if cid not in was}
        before |= {(cid, design) for cid, design in was.items() if design is not None}
        events = []
        for design in {design for _, design in self._shown.items() - before}:
            loose = tuple(sorted(c for c in self._by_design[design] if not isinstance(self._where[c], list)))
            if len(loose) >= 3 and sum((cid, design) in before for cid in loose) <= 1:
                self._at_once.append(loose)
                events.append({"code": "twinit.three_at_once", "card": {"deck": "twinit", "design": design}, "ids": list(loose),
                               "at": self.now})
        return events

    # -- claims ----------------------------------------------------------------------------------

    def _touch(self, seat: str, cid: int) -> list[dict]:
        claimant = self._team_of[seat] if self._team_of else seat  # who holds a claim: a seat, or a team
        self._order += 1
        first = self._hands.pop(claimant, None)
        if first is None:
            self._hands[claimant] = (seat, cid, self.now, self._order)
            return [{"code": "twinit.hand", "seat": seat, "card": {"deck": "twinit", "design": self._shown[cid]}, "id": cid, "at": self.now}]
        self._was, self._crowded = {}, False
        events = self._settle(first, (seat, cid, self.now, self._order))
        if self._crowded:
            events += self._three_at_once()
        return events

    def _settle(self, first: tuple, second: tuple) -> list[dict]:
        seats = [first[0], second[0]]
        a, b = first[1], second[1]
        design, other = self._shown[a], self._shown[b]
        cooperative = self._cooperative
        if cooperative and design != other:
            return [{"code": "twinit.miss", "seat": second[0], "card": {"deck": "twinit", "design": design}, "other": {"deck": "twinit", "design": other},
                     "at": self.now}]
        if design != other:
            return self._mistake(second[0], "differ", design, other)
        if self._team_of and first[0] == second[0]:
            return self._mistake(second[0], "alone", design, other)
        contest = self._contest(first, second)
        if contest and not (cooperative and not self.rules.coop_individual):
            return self._tie(seats, contest, a, b, design)
        barred = [s for s in dict.fromkeys(seats) if design in self._forbidden[s]] if self.rules.forbidden else []
        if barred:
            return self._mistake(barred[0], "forbidden", design, other)
        return self._win(seats, a, b, design)

    def _contest(self, first: tuple, second: tuple) -> list[str]:
        """Other seats whose hand got to one of the two cards before this claim's hand did: "el
        jugador cuya mano se encuentre en la parte inferior tiene prioridad"."""
        if not self._hands:  # (the claim's own hand was taken off them)
            return []
        return [seat for seat, cid, _, order in self._hands.values()
                if (cid == first[1] and order < first[3]) or cid == second[1]]

    def _tie(self, seats: list[str], contest: list[str], a: int, b: int, design: int) -> list[dict]:
        """Two players on different cards of one match: the cards involved are flipped, a pile's top
        onto the table, a won set never; every hand on them is lifted."""
        for claimant, hand in list(self._hands.items()):
            if hand[1] in (a, b):
                del self._hands[claimant]
        events = [{"code": "twinit.tie", "seats": list(dict.fromkeys(seats + contest)), "card": {"deck": "twinit", "design": design},
                   "ids": [a, b], "at": self.now}]
        events += [event for cid in (a, b) if (event := self._flip_by_rule(cid))]
        self._fix_turn()
        return events

    def _take(self, cid: int) -> tuple[list[int], str | None]:
        """Take a visible card from where it lies; a set's top brings its whole set (and its owner)."""
        where = self._where[cid]
        if isinstance(where, list):
            owner = self._set_tops.pop(cid)
            self._hide(cid)
            self._sets[owner] = [s for s in self._sets[owner] if s is not where]
            return where, owner
        self._hide(cid)
        if where is None:
            del self._table[cid]
        else:
            self._piles[where].pop()
            self._show_pile_top(where)
        return [cid], None

    def _win(self, seats: list[str], a: int, b: int, design: int) -> list[dict]:
        winner = seats[0]
        (cards_a, from_a), (cards_b, from_b) = self._take(a), self._take(b)
        won = cards_a + cards_b if from_b is None else cards_b + cards_a
        self._sets[winner].append(won)
        self._set_tops[won[-1]] = winner
        self._show(won[-1], won)
        victim = from_a or from_b
        claim = list(dict.fromkeys(seats))
        if victim is None:
            events = [{"code": "twinit.pair", "seats": claim, "n": len(claim), "card": {"deck": "twinit", "design": design}, "ids": won,
                       "at": self.now}]
        else:
            events = [{"code": "twinit.take_three", "seats": claim, "n": len(claim), "victim": victim,
                       "own": victim in claim, "card": {"deck": "twinit", "design": design}, "ids": won, "at": self.now}]
        if self.rules.forbidden:  # (only the variant has forbidden designs to free)
            for seat in self.players:
                if seat not in claim and design in self._forbidden[seat]:
                    self._forbidden[seat].discard(design)
                    events.append({"code": "twinit.freed", "seat": seat, "by": winner, "card": {"deck": "twinit", "design": design},
                                   "at": self.now})
        if self._at_once:
            events += self._flip_third(won, design)
        self._restart(winner)
        self._end_due = True
        return events

    def _flip_third(self, won: list[int], design: int) -> list[dict]:
        """Two of three that appeared at once were taken: "a la tercera se le deberá dar la vuelta"."""
        events = []
        for trio in self._at_once:
            if set(trio) & set(won):
                events += [event for cid in trio if cid not in won and self._shown.get(cid) == design
                           and (event := self._flip_by_rule(cid))]
        self._at_once = [trio for trio in self._at_once if not set(trio) & set(won)]
        return events

    def _mistake(self, seat: str, reason: str, design: int, other: int) -> list[dict]:
        """"pierde (si es posible) un conjunto ya ganado poniéndolo en la parte inferior de su pila":
        the last set won by ``seat`` (in team mode, else by a teammate) goes under ``seat``'s pile."""
        owner = next((p for p in (seat, *self.team(seat)) if self._sets[p]), None)
        lost = None
        if owner is not None:
            lost = self._sets[owner].pop()
            del self._set_tops[lost[-1]]
            self._hide(lost[-1])
            had_pile = bool(self._piles[seat])
            self._piles[seat][0:0] = lost
            if not had_pile:
                self._show_pile_top(seat)
        self._restart(seat)
        return [{"code": "twinit.mistake", "seat": seat, "reason": reason, "card": {"deck": "twinit", "design": design}, "other": {"deck": "twinit", "design": other},
                 "lost": lost is not None, "at": self.now}]

    def _restart(self, seat: str) -> None:
        """"el jugador que lo haya conseguido le da la vuelta a una carta de su pila"; in team mode
        anyone restarts; a seat with no pile passes the restart on clockwise."""
        self._turn = seat if self._piles[seat] else self._next_with_pile(seat)
        self._anyone = bool(self._team_of)
        self.turn_since = self.now

    def _fix_turn(self) -> None:
        """The seat to flip has no pile left (a tie flipped its last card): the next one flips."""
        if self._turn is not None and not self._piles[self._turn]:
            self._turn = self._next_with_pile(self._turn)

    def _next_with_pile(self, seat: str) -> str | None:
        """The first seat clockwise after ``seat`` (``seat`` itself last) with a pile, if any."""
        piles = self._piles
        for other in self._after[seat]:
            if piles[other]:
                return other
        return None

    # -- the end ---------------------------------------------------------------------------------

    def sets_of(self, seat: str) -> int:
        """How many sets count for ``seat``: its own, or its team's in team mode."""
        return sum(len(self._sets[p]) for p in self.team(seat))

    def points_of(self, seat: str) -> int:
        """Cooperative points of ``seat``'s sets: a pair 1, a trio 2."""
        return sum(len(s) - 1 for s in self._sets[seat])

    def _check_end(self) -> list[dict]:
        """Whether the game is over, after an action that won a set, left nobody to flip, or any
        cooperative one: the only ones that can end a game (each action left the turn to a seat
        with a pile, or to nobody)."""
        self._end_due = False
        if self._reason is not None:
            return []
        if self._cooperative:
            return [] if self._coop_can_score() else self._finish("twinit.end.exhausted")
        most = max(map(self.sets_of, self.players)) if self._team_of else max(map(len, self._sets.values()))
        if most >= self.rules.sets_to_win:
            best = next(seat for seat in self.players if self.sets_of(seat) == most)
            return self._finish("twinit.end.sets", self.team(best), n=most)
        if self._turn is None:  # nobody has a card to restart play with
            return self._finish("twinit.end.stuck")
        return []

    def standings(self) -> dict:
        """The sets of every seat (in team mode, of every team) as a message: the most sets first,
        ties sharing a place ("1st Ada: 5, 2nd Bruno: 3, 2nd Cy: 3 and 4th Dee: 1"). Each rank is
        ``{"code": "twinit.standing", "place": p, "team": t, "seats": [...], "n": sets}``, ``team``
        the team's number from 1, or 0 outside team mode."""
        if self._team_of:
            sides = [(i + 1, seats) for i, seats in enumerate(self._team_lists())]
        else:
            sides = [(0, [seat]) for seat in self.players]
        counts = [self.sets_of(seats[0]) for _, seats in sides]
        order = sorted(range(len(sides)), key=lambda i: -counts[i])  # (stable: seat order among equals)
        ranks = [{"code": "twinit.standing", "place": 1 + sum(c > counts[i] for c in counts), "team": sides[i][0],
                  "seats": list(sides[i][1]), "n": counts[i]} for i in order]
        return message("twinit.standings", ranks=ranks)

    def _coop_can_score(self) -> bool:
        """Whether two cards could still make a pair, or a card could still join a pair into a trio."""
        seen: set[int] = set()
        for cid in self._table:
            up, down = self._faces[cid]
            if up in seen or down in seen:
                return True
            seen |= {up, down}
        return any(len(s) == 2 and self._shown[s[-1]] in seen for p in self.players for s in self._sets[p])

    def _finish(self, code: str, winners: Sequence[str] | None = None, **params: Any) -> list[dict]:
        """End the game; without ``winners``, the most sets (cooperative: points) win, ties shared,
        and in plain cooperative mode everyone wins or loses together."""
        if self._cooperative:
            total = sum(map(self.points_of, self.players))
            params.update(n=total, level=message(f"twinit.level.{level(len(self.players), total)}"),
                          individual="yes" if self.rules.coop_individual else "no")  # who has most: only then
        if winners is None:
            if self._cooperative and not self.rules.coop_individual:
                winners = self.players
            else:
                measure = self.points_of if self._cooperative else self.sets_of
                best = max(map(measure, self.players))
                winners = tuple(p for p in self.players if measure(p) == best)
        self._winners = tuple(winners)
        if not self._cooperative:
            params["standings"] = self.standings()
        self._reason = message(code, winners=list(self._winners), **params)
        self._hands.clear()
        self._turn = None
        return [{**self._reason, "at": self.now}]

    def result(self) -> Result:
        """Sets won per seat (team mode: the team's sets; cooperative: points), and the winners."""
        reason = self._reason
        if reason is None:
            raise IllegalAction.coded("error.not_over")
        details: dict[str, Any] = {"sets": self.sets, "seconds": self.now, "mode": self.rules.mode}
        if self._cooperative:
            scores = {p: self.points_of(p) for p in self.players}
            total = sum(scores.values())
            details.update(score=total, level=level(len(self.players), total))
        else:
            scores = {p: self.sets_of(p) for p in self.players}
        if self._team_of:
            details["teams"] = self._team_lists()
        return Result(scores=scores, winners=self._winners, reason=reason, details=details)

    # -- views -----------------------------------------------------------------------------------

    def secrets(self, seat: str) -> dict[str, Any]:
        """What nobody may see, by where a snapshot would show it: every pile's cards below their
        visible face (the top card's hidden face, and the cards under it), and the cards set aside."""
        hidden: dict[str, Any] = {}
        for owner in self.players:
            pile = self._piles[owner]
            if pile:
                hidden[f"piles/{owner}/hidden"] = [{"id": pile[-1], "design": self._other(pile[-1], self._face[pile[-1]])}] + \
                    [{"id": cid, "up": self._face[cid], "down": self._other(cid, self._face[cid])} for cid in pile[-2::-1]]
        return hidden

    def snapshot(self, seat: str | None = None, *, reveal: bool = False) -> dict:
        """Plain JSON-able data; every viewer sees the same faces (no pile card's hidden face, ever:
        ``reveal`` changes nothing here), and ``legal_actions`` are the viewer's."""
        if seat is not None and seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))

        def face(cid: int) -> dict[str, Any]:
            return {"id": cid, "design": self._shown[cid], "since": self._since[cid]}

        return {
            "game": "twinit",
            "players": list(self.players),
            "viewer": seat,
            "mode": self.rules.mode,
            "teams": self._team_lists() if self._team_of else None,
            "now": self.now,
            "hand_seconds": self.rules.hand_seconds,
            "sets_to_win": self.rules.sets_to_win,
            "coop_seconds": self.rules.coop_seconds if self._cooperative else None,
            "awaiting": list(self.awaiting()),
            "turn": self._turn,
            "turn_since": self.turn_since,
            "flippers": list(self.flippers()),
            "last_action": dict(self.last_action),
            "individual": self.rules.coop_individual,
            "piles": {p: {"count": len(self._piles[p]),
                          "top": face(self._piles[p][-1]) if self._piles[p] else None} for p in self.players},
            "table": [face(cid) for cid in self._table],
            "sets": {p: [{**face(s[-1]), "size": len(s)} for s in self._sets[p]] for p in self.players},
            "hands": self.hands(),
            "forbidden": {p: sorted(self._forbidden[p]) for p in self.players},
            "aside": {p: [self._face[cid] for cid in self._aside[p]] for p in self.players},
            "scores": {p: (self.points_of(p) if self._cooperative else self.sets_of(p)) for p in self.players},
            "legal_actions": [action_json(action) for action in self.legal_actions(seat)] if seat else [],
            "over": self.is_over,
            "result": self.result().to_json() if self.is_over else None,
        }

    def __repr__(self) -> str:
        return f"TwinItGame({list(self.players)!r}, rules={self.rules!r}) at {self.now:g} s"
