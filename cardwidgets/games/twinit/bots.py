"""Bots for Twin It!, which see only what is visible and take their time.

A bot answers one question: *given what is visible since when, when would you touch what?*
``bot.plan(seat, sight)`` returns ``(seconds, action)`` or ``None``, so a widget can schedule it and
a simulation can run the earliest plan of all bots (:func:`play`). Reaction times are seeded draws:

- ``spot``: the time from the moment a match shows (the later of its two faces) to the first hand;
- ``gap``: the time between a bot's two hands; it is also how late a bot notices another hand;
- ``flip``: the time from a bot's turn to its flip (cooperative mode: from its last action);
- ``wrong``: the chance that the second hand lands on a wrong card (a mistake).

Times are log-normal around the level's median with shape ``sigma``, each drawn as one of
:data:`QUANTILES` equally likely quantiles (12 bits of one ``getrandbits`` a time: the middle of
each 1/4096 of the log-normal's probability); the ``wrong`` chance is a uniform ``random()``. A bot
draws, for a match it may claim, its spot and gap; for a second hand, its spot, gap and the chance;
for a turn, its flip time (cooperative mode: its spot and flip time). The ``oracle`` sees every match
the moment it shows, puts both hands down at once and never errs. No bot claims a design forbidden
to it (the forbidden designs variant): it knows its own, as a player sees them set aside by the pile.
``RandomBot`` is for generic
drivers (``play_game``, the contract tests): it answers ``choose(view)`` from a snapshot.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from cardwidgets.games.protocol import Result, action_from_json
from cardwidgets.games.twinit.game import ACTIONS, Flip, Touch, TwinItGame


@dataclass(frozen=True)
class Reaction:
    """A bot's speed: medians in seconds, a log-normal shape, and the chance of a wrong grab."""

    spot: float
    gap: float
    flip: float
    sigma: float = 0.0
    wrong: float = 0.0


_BITS = 12
QUANTILES = 1 << _BITS
"""How many equally likely times stand for a log-normal: a time is one 12-bit index."""
_LOW = QUANTILES - 1


@functools.cache
def quantiles(median: float, sigma: float) -> tuple[float, ...]:
    """The log-normal around ``median`` with shape ``sigma`` as :data:`QUANTILES` equally likely
    times, the middle quantile of each 1/4096 of its probability (every one ``median`` when sigma is
    0): a draw is then an index, with no logarithm nor rejection loop. Bots draw hundreds a game."""
    normal = NormalDist()
    return tuple(median * math.exp(sigma * normal.inv_cdf((k + 0.5) / QUANTILES)) for k in range(QUANTILES))


LEVELS: Mapping[str, Reaction] = {
    "beginner": Reaction(spot=2.0, gap=0.5, flip=1.5, sigma=0.5, wrong=0.08),
    "player": Reaction(spot=1.2, gap=0.3, flip=1.0, sigma=0.4, wrong=0.03),
    "expert": Reaction(spot=0.7, gap=0.15, flip=0.7, sigma=0.3, wrong=0.01),
    "oracle": Reaction(spot=0.0, gap=0.0, flip=0.5),
}


@dataclass
class Sight:
    """What every player can see at ``now``: each visible card's design and the moment it began to
    show, the designs showing twice or more, hands on cards, who may flip and since when, whose sets
    are on top, the table's cards, and the designs each seat may not win (the forbidden designs
    variant; empty without it).

    ``of_game`` and ``of_view`` copy what shows; ``live`` shares the game's own read-only indexes
    and ``refresh`` brings its moment, hands and flippers up to date: the fast view of :func:`play`,
    which shows no more than the copies."""

    now: float
    designs: Mapping[int, int]
    since: Mapping[int, float]
    matches: Mapping[int, list[int]]
    hands: tuple[tuple[str, int, float], ...]
    flippers: tuple[str, ...]
    turn_since: float
    set_tops: Mapping[int, str]
    table: Collection[int]
    teams: Mapping[str, tuple[str, ...]]
    last_action: Mapping[str, float]
    mode: str
    individual: bool
    forbidden: Mapping[str, Collection[int]]
    pairs: list[tuple[int, int, float]] = field(init=False, repr=False, compare=False)
    cooperative: bool = field(init=False, repr=False, compare=False)
    _pair_changes: int = field(init=False, repr=False, compare=False, default=-1)

    def __post_init__(self) -> None:
        self.pairs = self._pairs()
        self.cooperative = self.mode == "cooperative"

    def _pairs(self) -> list[tuple[int, int, float]]:
        """Every match as (card, card, the moment it began to show), by design: what bots key
        their reaction times on."""
        since, matches, pairs = self.since, self.matches, []
        for design in sorted(matches):
            cards = matches[design]
            if len(cards) == 2:  # (nearly always; max() of two was a tenth of this)
                a, b = cards
                shown, other = since[a], since[b]
                pairs.append((a, b, other if other > shown else shown))
                continue
            for i, a in enumerate(cards):
                shown = since[a]
                for b in cards[i + 1:]:
                    pairs.append((a, b, max(shown, since[b])))
        return pairs

    @classmethod
    def of_game(cls, game: TwinItGame) -> Sight:
        return cls(game.now, game.visible(), game.since(), game.matches(), game.resting_hands(), game.flippers(),
                   game.turn_since, game.set_tops(), tuple(game.table_cards()), game.teams, dict(game.last_action),
                   game.rules.mode, game.rules.coop_individual, game.forbidden())

    @classmethod
    def live(cls, game: TwinItGame) -> Sight:
        designs, since, matches, set_tops, table, last_action, forbidden = game.indexes()
        return cls(game.now, designs, since, matches, game.resting_hands(), game.flippers(), game.turn_since,
                   set_tops, table, game.teams, last_action, game.rules.mode, game.rules.coop_individual, forbidden)

    def refresh(self, game: TwinItGame) -> None:
        """Bring a live sight to the game's moment (its indexes follow the game by themselves)."""
        self.now = game.now
        self.hands = game.resting_hands()
        self.flippers = game.flippers()
        self.turn_since = game.turn_since
        if game.pair_changes != self._pair_changes:
            self.pairs, self._pair_changes = self._pairs(), game.pair_changes

    @classmethod
    def of_view(cls, view: dict) -> Sight:
        """The same from a seat's snapshot (what a bot in ``play_game`` or a widget has)."""
        tops = [pile["top"] for pile in view["piles"].values() if pile["top"]]
        sets = {s["id"]: seat for seat, won in view["sets"].items() for s in won}
        faces = list(view["table"]) + tops + [s for won in view["sets"].values() for s in won]
        designs = {f["id"]: f["design"] for f in faces}
        groups: dict[int, list[int]] = {}
        for cid, design in designs.items():
            groups.setdefault(design, []).append(cid)
        matches = {d: sorted(cards) for d, cards in sorted(groups.items()) if len(cards) > 1}
        hands = tuple((h["seat"], h["card"], h["at"]) for h in view["hands"])
        teams = {p: tuple(next((t for t in view["teams"] or [] if p in t), [p])) for p in view["players"]}
        return cls(view["now"], designs, {f["id"]: f["since"] for f in faces}, matches, hands, tuple(view["flippers"]),
                   view["turn_since"], sets, tuple(f["id"] for f in view["table"]), teams, view["last_action"],
                   view["mode"], view["individual"],
                   {seat: set(designs) for seat, designs in view["forbidden"].items() if designs})


FLIP = Flip()
_INF = math.inf
_NO_TURN = (math.nan, math.nan)  # a bot's flip moment before any turn: a NaN is no turn's start
_touch = functools.cache(Touch)  # a Touch is immutable: plans share one per card rather than build one a plan


class ReactionBot:
    """A player of a given level (a name of ``LEVELS`` or a :class:`Reaction`), seeded."""

    def __init__(self, level: str | Reaction = "player", seed: int | None = None) -> None:
        self.reaction = LEVELS[level] if isinstance(level, str) else level
        self.level = level if isinstance(level, str) else "custom"
        self._rng = random.Random(seed)
        r = self.reaction
        self._spot, self._gap, self._flip = (quantiles(max(m, 0.0), r.sigma) for m in (r.spot, r.gap, r.flip))
        # what the bot drew, by key, drawn once so that asking again gives the same answer: a match's
        # (card, card, since) → (since + spot, gap); ("flip", turn_since) → the flip moment; ("hand",
        # card, twin, at) → (spot, gap, chance); ("act", seat, since) → (spot, flip). The flip moment
        # is also kept as (turn_since, turn_since + flip), for the plans of one turn.
        self._draws: dict[tuple, Any] = {}
        self._flip_at = _NO_TURN
        self._known: dict[int, set[int]] = {}
        self.memory = 4096  # how many draws are kept; past that, all are forgotten
        self.forgotten = 0  # how many times they were

    def __repr__(self) -> str:
        return f"ReactionBot({self.level!r})"

    def _keep(self, key: tuple, drawn: Any) -> Any:
        """Remember what was ``drawn`` for ``key``; past ``memory`` draws, forget the others first."""
        draws = self._draws
        if len(draws) > self.memory:
            draws.clear()
            self._flip_at = _NO_TURN
            self.forgotten += 1
        draws[key] = drawn
        return drawn

    def _two(self, first: tuple[float, ...], second: tuple[float, ...]) -> tuple[float, float]:
        """A time of each of two kinds (their quantiles), from one draw of 24 bits."""
        bits = self._rng.getrandbits(2 * _BITS)
        return first[bits >> _BITS], second[bits & _LOW]

    def choose(self, view: dict) -> Flip | Touch:
        """The action this bot plans next, from a snapshot (for drivers that ignore time)."""
        plan = self.plan(view["viewer"], Sight.of_view(view))
        legal = [action_from_json(data, ACTIONS) for data in view["legal_actions"]]
        return plan[1] if plan and plan[1] in legal else legal[0]

    def plan(self, seat: str, sight: Sight) -> tuple[float, Flip | Touch] | None:
        """When this bot would do what next, given ``sight``; None: nothing until something changes.

        Without a hand of its side down, the first hand on the match it spots first (a match under
        someone else's hand is left alone once the bot has had ``gap`` seconds to see that hand; a
        match it would spot no sooner than the best so far needs no look at the hands), or its flip
        if that comes sooner. The claim is worked out here rather than in a method of its own: bots
        are asked hundreds of times a game, and a call costs as much as the loop."""
        if sight.cooperative:
            return self._plan_cooperative(seat, sight)
        hands = sight.hands
        if hands:
            team = sight.teams[seat]
            for hand in hands:
                if hand[0] in team:
                    return None if hand[0] == seat and len(team) > 1 else self._second_hand(seat, hand, sight)
        best, first, now = _INF, None, sight.now
        if sight.pairs:
            draws = self._draws
            for pair in self._pairs(seat, sight) if sight.individual or sight.forbidden else sight.pairs:
                drawn = draws.get(pair)
                if drawn is None:  # a match's since + spot and gap, drawn at once
                    bits = self._rng.getrandbits(2 * _BITS)
                    drawn = self._keep(pair, (pair[2] + self._spot[bits >> _BITS], self._gap[bits & _LOW]))
                at, gap = drawn
                if at < now:
                    at = now
                if at >= best:
                    continue
                a, b, _ = pair
                touch = a
                for _, cid, t in hands:
                    if cid in (a, b):
                        if t + gap <= at:
                            break
                        if cid == a:
                            touch = b
                else:
                    best, first = at, touch
        if seat not in sight.flippers:
            return None if first is None else (best, _touch(first))
        since, flip = self._flip_at
        if since != sight.turn_since:
            since = sight.turn_since
            key = ("flip", since)
            drawn = self._draws.get(key)
            flip = self._keep(key, since + self._flip[self._rng.getrandbits(_BITS)]) if drawn is None else drawn
            self._flip_at = (since, flip)
        if flip < now:
            flip = now
        return (best, _touch(first)) if first is not None and best <= flip else (flip, FLIP)

    def _pairs(self, seat: str, sight: Sight) -> list[tuple[int, int, float]]:
        """Every match this bot may claim: (card, card, the moment it began to show), by design; not
        another's set in the individual cooperative game, nor a design its claim may not win."""
        if not (sight.individual or sight.forbidden):
            return sight.pairs
        return [pair for pair in sight.pairs if _may_touch(seat, pair[0], sight) and _may_touch(seat, pair[1], sight)
                and _may_win(seat, sight.designs[pair[0]], sight)]

    def _second_hand(self, seat: str, hand: tuple[str, int, float], sight: Sight) -> tuple[float, Touch] | None:
        """The other hand of a claim this bot (or its teammate) began: on a twin of that card, or,
        with the chance ``wrong``, on another card."""
        who, cid, at = hand
        design = sight.designs[cid]
        if sight.forbidden and design in sight.forbidden.get(seat, ()):
            return None  # a teammate's claim this seat may not win: another teammate's, or it lifts
        individual = sight.individual  # (_may_touch, asked only when it matters: a call a card adds up)
        for twin in sight.matches.get(design, ()):
            if twin != cid and (not individual or _may_touch(seat, twin, sight)):
                break
        else:
            return None
        key = ("hand", cid, twin, at)
        spot, gap, chance = self._draws.get(key) or self._keep(key, (*self._two(self._spot, self._gap), self._rng.random()))
        if who == seat:
            when = at + gap
        else:
            seen = sight.since[cid] + spot
            when = (seen if seen > at else at) + gap
        if when < sight.now:
            when = sight.now
        wrong = self.reaction.wrong
        if chance < wrong:
            others = [c for c, d in sight.designs.items() if d != design and (not individual or _may_touch(seat, c, sight))]
            if others:
                return when, _touch(others[int(chance / wrong * len(others))])
        return when, _touch(twin)

    def _plan_cooperative(self, seat: str, sight: Sight) -> tuple[float, Flip | Touch] | None:
        """Cooperative mode: claim a visible match after a grab (``spot``), else turn over, after a
        flip time, a card whose hidden face is known to match, else one not yet seen turned."""
        for cid, design in sight.designs.items():
            self._known.setdefault(cid, set()).add(design)
        mine = next((h for h in sight.hands if h[0] == seat), None)
        if mine is not None:
            return self._second_hand(seat, mine, sight)
        start = sight.last_action[seat]
        key = ("act", seat, start)
        spot, flip = self._draws.get(key) or self._keep(key, self._two(self._spot, self._flip))
        touched = {cid for _, cid, _ in sight.hands}
        for a, b, _ in self._pairs(seat, sight):
            if a not in touched and b not in touched:
                return max(sight.now, start + spot), _touch(a)
        showing = set(sight.designs.values())
        hidden = [cid for cid in sight.table if cid not in touched]
        known = [cid for cid in hidden if len(self._known.get(cid, ())) == 2
                 and (self._known[cid] - {sight.designs[cid]}) & showing]
        unseen = [cid for cid in hidden if len(self._known.get(cid, ())) < 2]
        choice = known or unseen
        if not choice:
            return None
        return max(sight.now, start + flip), Flip(choice[0])


def _may_win(seat: str, design: int, sight: Sight) -> bool:
    """Whether a claim of ``design`` begun by ``seat`` could be won: the design is not forbidden to
    it, nor (team mode) to every teammate who could put the other hand down. A bot that claimed a
    design it may not win would only make a mistake, again and again at the same moment."""
    forbidden = sight.forbidden
    if design in forbidden.get(seat, ()):
        return False
    team = sight.teams[seat]
    return len(team) == 1 or any(design not in forbidden.get(p, ()) for p in team if p != seat)


def _may_touch(seat: str, cid: int, sight: Sight) -> bool:
    """Whether ``seat`` may touch a visible card: not another's set in the individual cooperative game."""
    return not sight.individual or sight.set_tops.get(cid, seat) == seat


class RandomBot:
    """A careless player for generic drivers: ``choose(view)`` returns a legal action of the view's
    seat. It completes a started claim on a twin when there is one (four times in five), goes for a
    visible match half the time, and otherwise flips when it may or touches at random."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: dict) -> Flip | Touch:
        rng = self._rng
        legal = [action_from_json(data, ACTIONS) for data in view["legal_actions"]]
        designs = Sight.of_view(view).designs
        touches = [a for a in legal if isinstance(a, Touch)]
        flips = [a for a in legal if isinstance(a, Flip)]
        mine = next((h for h in view["hands"] if h["seat"] == view["viewer"]), None)
        team = next((t for t in view["teams"] or [] if view["viewer"] in t), [view["viewer"]])
        ours = next((h for h in view["hands"] if h["seat"] in team), None)
        if ours is not None and touches:
            twins = [a for a in touches if designs[a.card_id] == designs[ours["card"]] and a.card_id != ours["card"]]
            if twins and (mine is None or len(team) == 1) and rng.random() < 0.8:
                return rng.choice(twins)
            return rng.choice(touches)
        counts: dict[int, int] = {}
        for design in designs.values():
            counts[design] = counts.get(design, 0) + 1
        matches = [a for a in touches if counts[designs[a.card_id]] > 1]
        if matches and (not flips or rng.random() < 0.5):
            return rng.choice(matches)
        return rng.choice(flips) if flips else rng.choice(touches)


def next_move(game: TwinItGame, bots: Mapping[str, ReactionBot]) -> tuple[float, str | None, Flip | Touch | None]:
    """What happens next if no one else acts: ``(when, seat, action)`` of the earliest plan of
    ``bots`` (seat → bot, any of the seats; at one moment, touches before flips, then seating
    order), or ``(when, None, None)`` when a resting hand is lifted or the cooperative timer rings
    first; ``when`` is ``math.inf`` when nothing is pending. A widget tells the page this moment."""
    return _earliest(game, Sight.of_game(game), _planners(game, bots))


_Planners = list[tuple[str, Callable[[str, Sight], "tuple[float, Flip | Touch] | None"]]]


def _planners(game: TwinItGame, bots: Mapping[str, ReactionBot]) -> _Planners:
    """The bots' ``plan`` methods with their seats, in seating order: who :func:`_earliest` asks
    (bound once: they are asked four times a move)."""
    return [(seat, bots[seat].plan) for seat in game.players if seat in bots]


def _earliest(game: TwinItGame, sight: Sight, planners: _Planners) -> tuple[float, str | None, Flip | Touch | None]:
    """:func:`next_move`, asking the bots of ``planners`` (:func:`_planners`)."""
    best, first, who = None, _INF, None
    for seat, plan in planners:
        planned = plan(seat, sight)
        if planned is None:
            continue
        at = planned[0]
        if at < first or (at == first and best is not None  # at one moment, a touch before a flip
                          and isinstance(best[1], Flip) and not isinstance(planned[1], Flip)):
            best, first, who = planned, at, seat
    when = first
    if sight.hands:
        limit = game.rules.hand_seconds
        for _, _, at in sight.hands:
            lift = math.nextafter(at + limit, _INF)
            if lift < when:
                when = lift
    if sight.cooperative and game.rules.coop_seconds <= when:
        return game.rules.coop_seconds, None, None
    if best is not None and first == when:
        return when, who, best[1]
    return when, None, None


STUCK = 1000
"""More actions than this at one moment are a loop, not a game: a real table's claims at one moment are few."""


def play(game: TwinItGame, bots: Mapping[str, ReactionBot], until: float = math.inf,
         events: list[dict] | None = None) -> Result | None:
    """Run ``game`` in time with ``bots`` (seat → bot): again and again, the earliest thing to
    happen (:func:`next_move`) happens, its events added to ``events`` if given. Stops at the end
    (returning the result) or when the next action would come after ``until``. Raises RuntimeError
    when the bots are stuck: nothing pending, or more than ``STUCK`` actions at one moment (a loop
    that time would never end).

    It is :func:`next_move` read from a live :class:`Sight` instead of copies, asking every bot at
    every move: working out whose plan an action may have changed cost more than the plans it
    spared (a planner that did so made 7% fewer games a second), and a bot asked again with nothing
    changed draws nothing new."""
    sight = Sight.live(game)
    planners = _planners(game, bots)
    moment, still = -1.0, 0
    while not game.is_over:
        sight.refresh(game)
        when, seat, action = _earliest(game, sight, planners)
        if when > until:
            return None
        if when == math.inf:
            raise RuntimeError(f"no bot can move and nothing is pending: {game!r}")
        if when != moment:
            moment, still = when, 0
        elif (still := still + 1) > STUCK:
            raise RuntimeError(f"the bots act again and again at {when:g} s: {game!r}")
        happened = game.apply(seat, action, at=when) if seat is not None else game.advance(when)
        if events is not None:
            events += happened
    return game.result()
