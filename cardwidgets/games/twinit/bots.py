"""Bots for Twin It!, which see only what is visible and take their time.

A bot answers one question: *given what is visible since when, when would you touch what?*
``bot.plan(seat, sight)`` returns ``(seconds, action)`` or ``None``, so a widget can schedule it and
a simulation can run the earliest plan of all bots (:func:`play`). Reaction times are seeded draws:

- ``spot``: the time from the moment a match shows (the later of its two faces) to the first hand;
- ``gap``: the time between a bot's two hands; it is also how late a bot notices another hand;
- ``flip``: the time from a bot's turn to its flip (cooperative mode: from its last action);
- ``wrong``: the chance that the second hand lands on a wrong card (a mistake).

Times are log-normal around the level's median with shape ``sigma``; the ``oracle`` sees every match
the moment it shows, puts both hands down at once and never errs. ``RandomBot`` is for generic
drivers (``play_game``, the contract tests): it answers ``choose(view)`` from a snapshot.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass

from cardwidgets.games.protocol import Result
from cardwidgets.games.twinit.game import Flip, Touch, TwinItGame, action_from_data


@dataclass(frozen=True)
class Reaction:
    """A bot's speed: medians in seconds, a log-normal shape, and the chance of a wrong grab."""

    spot: float
    gap: float
    flip: float
    sigma: float = 0.0
    wrong: float = 0.0

    def draw(self, rng: random.Random, median: float) -> float:
        if median <= 0 or self.sigma <= 0:
            return max(median, 0.0)
        return rng.lognormvariate(math.log(median), self.sigma)


LEVELS: Mapping[str, Reaction] = {
    "beginner": Reaction(spot=2.0, gap=0.5, flip=1.5, sigma=0.5, wrong=0.08),
    "player": Reaction(spot=1.2, gap=0.3, flip=1.0, sigma=0.4, wrong=0.03),
    "expert": Reaction(spot=0.7, gap=0.15, flip=0.7, sigma=0.3, wrong=0.01),
    "oracle": Reaction(spot=0.0, gap=0.0, flip=0.5),
}


@dataclass(frozen=True)
class Sight:
    """What every player can see at ``now``: each visible card's design and the moment it began to
    show, the designs showing twice or more, hands on cards, who may flip and since when, whose sets
    are on top, and the table's cards."""

    now: float
    designs: Mapping[int, int]
    since: Mapping[int, float]
    matches: Mapping[int, list[int]]
    hands: tuple[tuple[str, int, float], ...]
    flippers: tuple[str, ...]
    turn_since: float
    set_tops: Mapping[int, str]
    table: tuple[int, ...]
    teams: Mapping[str, tuple[str, ...]]
    last_action: Mapping[str, float]
    mode: str
    individual: bool

    @classmethod
    def of_game(cls, game: TwinItGame) -> Sight:
        hands = tuple((h["seat"], h["card"], h["at"]) for h in game.hands())
        return cls(game.now, game.visible(), game.since(), game.matches(), hands, game.flippers(), game.turn_since,
                   game.set_tops(), tuple(game.table_cards()), game.teams, dict(game.last_action),
                   game.rules.mode, game.rules.coop_individual)

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
                   view["mode"], view["individual"])


class ReactionBot:
    """A player of a given level (a name of ``LEVELS`` or a :class:`Reaction`), seeded."""

    def __init__(self, level: str | Reaction = "player", seed: int | None = None) -> None:
        self.reaction = LEVELS[level] if isinstance(level, str) else level
        self.level = level if isinstance(level, str) else "custom"
        self._rng = random.Random(seed)
        self._draws: dict[tuple, tuple[float, float, float, float]] = {}
        self._known: dict[int, set[int]] = {}

    def __repr__(self) -> str:
        return f"ReactionBot({self.level!r})"

    def _draw(self, key: tuple) -> tuple[float, float, float, float]:
        """The bot's spot, gap, flip time and a uniform number for ``key`` (a match or a turn), drawn
        once, so that asking again gives the same answer."""
        draws = self._draws.get(key)
        if draws is None:
            if len(self._draws) > 4096:
                self._draws.clear()
            r, rng = self.reaction, self._rng
            draws = self._draws[key] = (r.draw(rng, r.spot), r.draw(rng, r.gap), r.draw(rng, r.flip), rng.random())
        return draws

    def choose(self, view: dict):
        """The action this bot plans next, from a snapshot (for drivers that ignore time)."""
        plan = self.plan(view["viewer"], Sight.of_view(view))
        legal = [action_from_data(data) for data in view["legal_actions"]]
        return plan[1] if plan and plan[1] in legal else legal[0]

    def plan(self, seat: str, sight: Sight) -> tuple[float, Flip | Touch] | None:
        """When this bot would do what next, given ``sight``; None: nothing until something changes."""
        if sight.mode == "cooperative":
            return self._plan_cooperative(seat, sight)
        team = sight.teams[seat]
        mine = next((h for h in sight.hands if h[0] in team), None)
        if mine is not None:
            return None if mine[0] == seat and len(team) > 1 else self._second_hand(seat, mine, sight)
        options = [self._claim(seat, sight)]
        if seat in sight.flippers:
            options.append((max(sight.now, sight.turn_since + self._draw(("flip", sight.turn_since))[2]), Flip()))
        options = [option for option in options if option is not None]
        return min(options, key=lambda option: option[0]) if options else None

    def _pairs(self, seat: str, sight: Sight):
        """Every match this bot may claim: (the moment it began to show, card, card)."""
        since = sight.since
        for cards in sight.matches.values():
            for i, a in enumerate(cards):
                for b in cards[i + 1:]:
                    if not (sight.individual and _stolen(seat, (a, b), sight)):
                        yield max(since[a], since[b]), a, b

    def _claim(self, seat: str, sight: Sight) -> tuple[float, Touch] | None:
        """The first hand on the match this bot spots first. A match under someone else's hand is
        left alone once the bot has had ``gap`` seconds to see that hand."""
        best = None
        for since, a, b in self._pairs(seat, sight):
            spot, gap, _, _ = self._draw((a, b, since))
            at = max(sight.now, since + spot)
            taken = [cid for s, cid, t in sight.hands if cid in (a, b) and t + gap <= at]
            if taken:
                continue
            touched = {cid for _, cid, _ in sight.hands}
            first = b if a in touched else a
            if best is None or at < best[0]:
                best = (at, Touch(first))
        return best

    def _second_hand(self, seat: str, hand: tuple[str, int, float], sight: Sight) -> tuple[float, Touch] | None:
        """The other hand of a claim this bot (or its teammate) began: on a twin of that card, or,
        with the chance ``wrong``, on another card."""
        _, cid, at = hand
        design, since = sight.designs[cid], sight.since[cid]

        def allowed(c):
            return c != cid and not (sight.individual and _stolen(seat, (c,), sight))

        twins = [c for c in sight.matches.get(design, ()) if allowed(c)]
        if not twins:
            return None
        twin = twins[0]
        spot, gap, _, chance = self._draw((cid, twin, at))
        when = max(sight.now, at + gap if hand[0] == seat else max(at, since + spot) + gap)
        if chance < self.reaction.wrong:
            others = [c for c, d in sight.designs.items() if d != design and allowed(c)]
            if others:
                return when, Touch(others[int(chance / self.reaction.wrong * len(others))])
        return when, Touch(twin)

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
        spot, _, flip, _ = self._draw(key)
        touched = {cid for _, cid, _ in sight.hands}
        for _, a, b in self._pairs(seat, sight):
            if a not in touched and b not in touched:
                return max(sight.now, start + spot), Touch(a)
        showing = set(sight.designs.values())
        hidden = [cid for cid in sight.table if cid not in touched]
        known = [cid for cid in hidden if len(self._known.get(cid, ())) == 2
                 and (self._known[cid] - {sight.designs[cid]}) & showing]
        unseen = [cid for cid in hidden if len(self._known.get(cid, ())) < 2]
        choice = known or unseen
        if not choice:
            return None
        return max(sight.now, start + flip), Flip(choice[0])


def _stolen(seat: str, cards: tuple[int, ...], sight: Sight) -> bool:
    return any(sight.set_tops.get(cid, seat) != seat for cid in cards)


class RandomBot:
    """A careless player for generic drivers: ``choose(view)`` returns a legal action of the view's
    seat. It completes a started claim on a twin when there is one (four times in five), goes for a
    visible match half the time, and otherwise flips when it may or touches at random."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: dict) -> Flip | Touch:
        rng = self._rng
        legal = [action_from_data(data) for data in view["legal_actions"]]
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
        return rng.choice(flips or touches)


def next_move(game: TwinItGame, bots: Mapping[str, ReactionBot]) -> tuple[float, str | None, Flip | Touch | None]:
    """What happens next if no one else acts: ``(when, seat, action)`` of the earliest plan of
    ``bots`` (seat → bot, any of the seats; at one moment, touches before flips, then seating
    order), or ``(when, None, None)`` when a resting hand is lifted or the cooperative timer rings
    first; ``when`` is ``math.inf`` when nothing is pending. A widget tells the page this moment."""
    sight = Sight.of_game(game)
    best = None
    for i, seat in enumerate(game.players):
        planned = bots[seat].plan(seat, sight) if seat in bots else None
        if planned is not None:
            key = (planned[0], isinstance(planned[1], Flip), i)
            if best is None or key < best[0]:
                best = (key, seat, planned[1])
    limit = game.rules.hand_seconds
    lifted = min((math.nextafter(at + limit, math.inf) for _, _, at in sight.hands), default=math.inf)
    ends = game.rules.coop_seconds if game.rules.cooperative else math.inf
    when = min(best[0][0] if best else math.inf, lifted, ends)
    if best is not None and best[0][0] == when and when < ends:
        return when, best[1], best[2]
    return when, None, None


def play(game: TwinItGame, bots: Mapping[str, ReactionBot], until: float = math.inf) -> Result | None:
    """Run ``game`` in time with ``bots`` (seat → bot): again and again, the earliest thing to
    happen (:func:`next_move`) happens. Stops at the end (returning the result) or when the next
    action would come after ``until``."""
    while not game.is_over:
        when, seat, action = next_move(game, bots)
        if when > until:
            return None
        if when == math.inf:
            raise RuntimeError(f"no bot can move and nothing is pending: {game!r}")
        if seat is not None:
            game.apply(seat, action, at=when)
        else:
            game.advance(when)
    return game.result()
