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
    show, the designs showing twice or more, hands on cards (``(seat, card, at, order)``, in the
    order they were put down), who may flip and since when, whose sets are on top, the table's
    cards, and the designs each seat may not win (the forbidden designs variant; empty without it).

    ``of_game`` and ``of_view`` copy what shows; ``live`` shares the game's own read-only indexes
    and ``refresh`` brings its moment and flippers up to date: the fast view of :func:`play`, which
    shows no more than the copies."""

    now: float
    designs: Mapping[int, int]
    since: Mapping[int, float]
    matches: Mapping[int, list[int]]
    hands: Collection[tuple[str, int, float, int]]
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
        designs, since, matches, set_tops, table, last_action, forbidden, hands = game.indexes()
        return cls(game.now, designs, since, matches, hands, game.flippers(), game.turn_since,
                   set_tops, table, game.teams, last_action, game.rules.mode, game.rules.coop_individual, forbidden)

    def refresh(self, game: TwinItGame) -> None:
        """Bring a live sight to the game's moment (its indexes follow the game by themselves)."""
        self.now = game.now
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
        hands = tuple((h["seat"], h["card"], h["at"], order) for order, h in enumerate(view["hands"]))
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
        """Remember what was ``drawn`` for ``key``; past ``memory`` draws, forget the others."""
        draws = self._draws
        draws[key] = drawn
        if len(draws) > self.memory + 1:
            self._forget(key)
        return drawn

    def _forget(self, key: tuple) -> None:
        """Forget every draw but the one just kept for ``key``."""
        draws = self._draws
        drawn = draws[key]
        draws.clear()
        draws[key] = drawn
        self._flip_at = _NO_TURN
        self.forgotten += 1

    def _flip_time(self, turn_since: float) -> float:
        """When this bot would flip in the turn that began at ``turn_since``: drawn once, and kept
        as ``_flip_at`` for the plans of that turn."""
        key = ("flip", turn_since)
        flip = self._draws.get(key)
        if flip is None:
            flip = self._keep(key, turn_since + self._flip[self._rng.getrandbits(_BITS)])
        self._flip_at = (turn_since, flip)
        return flip

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
        (:func:`_earliest` says how, for every bot of a table at once.)"""
        at, _, action = _earliest(sight, [(seat, self, self._plan_cooperative if sight.cooperative else None)])
        return None if action is None else (at, action)

    def _pairs(self, seat: str, sight: Sight) -> list[tuple[int, int, float]]:
        """Every match this bot may claim: (card, card, the moment it began to show), by design; not
        another's set in the individual cooperative game, nor a design its claim may not win."""
        if not (sight.individual or sight.forbidden):
            return sight.pairs
        return [pair for pair in sight.pairs if _may_touch(seat, pair[0], sight) and _may_touch(seat, pair[1], sight)
                and _may_win(seat, sight.designs[pair[0]], sight)]

    def _second_hand(self, seat: str, hand: tuple[str, int, float, int], sight: Sight) -> tuple[float, Touch] | None:
        """The other hand of a claim this bot (or its teammate) began: on a twin of that card, or,
        with the chance ``wrong``, on another card."""
        who, cid, at, _ = hand
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
        touched = {hand[1] for hand in sight.hands}
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
    return _earliest(Sight.of_game(game), _asked(game, bots), game.rules.hand_seconds, game.rules.coop_seconds)


_Plan = Callable[[str, Sight], "tuple[float, Flip | Touch] | None"]
_Asked = list[tuple[str, ReactionBot, "_Plan | None"]]


def _asked(game: TwinItGame, bots: Mapping[str, ReactionBot]) -> _Asked:
    """The bots with their seats, in seating order, as :func:`_earliest` asks them: with the
    method that plans for them (their own ``plan`` when they have one, a subclass's; in cooperative
    mode ``_plan_cooperative``), else None (planned in :func:`_earliest` itself)."""
    cooperative = game.rules.cooperative
    return [(seat, bot, bot.plan if type(bot).plan is not ReactionBot.plan
             else bot._plan_cooperative if cooperative else None)
            for seat in game.players if (bot := bots.get(seat)) is not None]


def _earliest(sight: Sight, asked: _Asked, hand_seconds: float = _INF,
              coop_seconds: float = _INF) -> tuple[float, str | None, Flip | Touch | None]:
    """The earliest plan of the bots ``asked`` (:func:`_asked`), given ``sight``: ``(when, seat,
    action)``, at one moment a touch before a flip, then seating order; ``(inf, None, None)`` when
    no bot plans anything until something changes. Given the game's ``hand_seconds`` and
    ``coop_seconds`` (:func:`next_move`), ``(when, None, None)`` when a resting hand is lifted or
    the cooperative timer rings first.

    A bot with a hand of its side down puts down the other (:meth:`ReactionBot._second_hand`; in
    team mode a teammate's, not its own second). Otherwise its first hand goes on the match it
    spots first (a match under someone else's hand is left alone once the bot has had ``gap``
    seconds to see that hand; a match it would spot no sooner than its best so far needs no look at
    the hands), or it flips, if that comes sooner. Cooperative mode: :meth:`ReactionBot._plan_cooperative`.
    Every bot is worked out in this one loop rather than by a method each: bots are asked hundreds
    of times a game, and a call with its reads of the sight cost as much as the plan."""
    hands, now, pairs, flippers = sight.hands, sight.now, sight.pairs, sight.flippers
    filtered, teams = sight.individual or sight.forbidden, sight.teams
    first: float = _INF
    who: str | None = None
    action: Flip | Touch | None = None
    planned: tuple[float, Flip | Touch] | None
    for seat, bot, own in asked:
        if own is None:
            ours = None
            if hands:  # the first hand of its side down: the claim it is in
                team = teams[seat]
                for hand in hands:
                    if hand[0] in team:
                        ours = hand
                        break
            if ours is None:
                best, claim = _INF, None
                if pairs:
                    draws = bot._draws
                    for pair in bot._pairs(seat, sight) if filtered else pairs:
                        drawn = draws.get(pair)
                        if drawn is None:  # a match's since + spot and gap, drawn at once (_keep, inlined)
                            bits = bot._rng.getrandbits(2 * _BITS)
                            drawn = draws[pair] = (pair[2] + bot._spot[bits >> _BITS], bot._gap[bits & _LOW])
                            if len(draws) > bot.memory + 1:
                                bot._forget(pair)
                        at, gap = drawn
                        if at < now:
                            at = now
                        if at >= best:
                            continue
                        if not hands:
                            best, claim = at, pair[0]
                            continue
                        a, b, _ = pair
                        card = a
                        for _, cid, t, _ in hands:
                            if cid in (a, b):
                                if t + gap <= at:
                                    break
                                if cid == a:
                                    card = b
                        else:
                            best, claim = at, card
                if seat in flippers:
                    since, flip = bot._flip_at
                    if since != sight.turn_since:
                        flip = bot._flip_time(sight.turn_since)
                    if flip < now:
                        flip = now
                    if claim is None or best > flip:
                        if flip < first:
                            first, who, action = flip, seat, FLIP
                        continue
                if claim is not None and (best < first or (best == first and isinstance(action, Flip))):
                    first, who, action = best, seat, _touch(claim)
                continue
            planned = None if ours[0] == seat and len(team) > 1 else bot._second_hand(seat, ours, sight)
        else:
            planned = own(seat, sight)
        if planned is not None and (planned[0] < first or (planned[0] == first and isinstance(action, Flip)
                                                            and not isinstance(planned[1], Flip))):
            first, who, action = planned[0], seat, planned[1]
    if hands:  # the first hand put down is lifted first
        lift = math.nextafter(next(iter(hands))[2] + hand_seconds, _INF)
        if lift < first:
            first, who, action = lift, None, None
    if sight.cooperative and coop_seconds <= first:
        return coop_seconds, None, None
    return first, who, action


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
    asked = _asked(game, bots)
    hand_seconds, coop_seconds = game.rules.hand_seconds, game.rules.coop_seconds
    moment, still = -1.0, 0
    while not game.is_over:
        sight.refresh(game)
        when, seat, action = _earliest(sight, asked, hand_seconds, coop_seconds)
        if when > until:
            return None
        if when == math.inf:
            raise RuntimeError(f"no bot can move and nothing is pending: {game!r}")
        if when != moment:
            moment, still = when, 0
        elif (still := still + 1) > STUCK:
            raise RuntimeError(f"the bots act again and again at {when:g} s: {game!r}")
        happened = game.apply(seat, action, when) if seat is not None else game.advance(when)
        if events is not None:
            events += happened
    return game.result()
