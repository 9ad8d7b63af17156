"""The numbers behind Twin It!: the birthday problem of its deck, the race between reaction times,
the deck's split, and the cooperative minute. Exact counts where a clean model allows, simulations
of real deals and real games through :class:`TwinItGame` otherwise, each with its standard error.

The counting model of the exact results: the visible faces are ``k`` faces drawn at random, without
replacement, from the 270 printed faces. Real play differs in one way the model ignores: the two
faces of one card never show together. The simulations deal real decks and flip real cards, so the
tutorial can set the two side by side.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from fractions import Fraction

from cardwidgets.estimate import Estimate
from cardwidgets.games.twinit.bots import Reaction, ReactionBot, play
from cardwidgets.games.twinit.cards import faces
from cardwidgets.games.twinit.game import Flip, TwinItGame
from cardwidgets.games.twinit.rules import LEVEL_NAMES, Rules, level

SEATS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def _multiplicities(copies: tuple[int, int, int]) -> list[int]:
    triples, doubles, singles = copies
    return [3] * triples + [2] * doubles + [1] * singles


def no_match_exact(k: int, copies: tuple[int, int, int] = (40, 71, 8)) -> Fraction:
    """The chance that ``k`` faces drawn from the 270 show ``k`` different designs.

    Choosing ``k`` different designs and one printed copy of each is the elementary symmetric
    polynomial e_k of the copy counts; every set of ``k`` faces is equally likely."""
    e = [1] + [0] * k  # e[j] = sum over j-sets of designs of the product of their copy counts
    for m in _multiplicities(copies):
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * m
    return Fraction(e[k], math.comb(len(faces(copies)), k))


def match_exact(k: int, copies: tuple[int, int, int] = (40, 71, 8)) -> Fraction:
    """The chance that ``k`` visible faces hold at least one match (the counting model above)."""
    return 1 - no_match_exact(k, copies)


def expected_flips_exact(players: int = 4, copies: tuple[int, int, int] = (40, 71, 8)) -> float:
    """Expected flips before the first match shows in the counting model, starting from ``players``
    pile tops, if every flip added one face and none left: the sum over k ≥ players of P(no match
    among k faces). Real flips also hide a face and show two (see :func:`first_match`), so real
    matches come sooner; the tutorial shows both."""
    total, k = Fraction(0), players
    while (p := no_match_exact(k, copies)) > 0:
        total += p
        k += 1
    return float(total)


def _deal_and_flip(players: int, seed: int | None, rules: Rules) -> Iterator[list[int]]:
    """A real deal flipped in turn with nobody claiming: the visible designs after each flip."""
    game = TwinItGame(SEATS[:players], seed=seed, rules=rules)
    while True:
        yield list(game.visible().values())
        if not game.awaiting() or game.is_over:
            return
        game.apply(game.awaiting()[0], Flip())


def first_match(players: int = 4, seed: int | None = None, rules: Rules | None = None) -> int:
    """Flips in a real deal, nobody claiming, before a match first shows (0 if the deal shows one).

    Each flip shows two new faces (the card's hidden face on the table, the pile's next card) and
    hides one (the card's upper face), so a match comes sooner than in the counting model, where
    faces only ever add up."""
    for flips, shown in enumerate(_deal_and_flip(players, seed, rules or Rules())):
        if len(set(shown)) < len(shown):
            return flips
    return flips


def match_simulated(ks: Sequence[int], deals: int = 2_000, players: int = 4, seed: int = 0,
                    copies: tuple[int, int, int] = (40, 71, 8)) -> dict[int, Estimate]:
    """For each ``k``, the chance that a real deal, flipped in turn with nobody claiming, shows a
    match at the moment ``k`` faces are visible (the question the counting model answers)."""
    rng = random.Random(seed)
    rules = Rules(copies=copies)
    hits = dict.fromkeys(ks, 0)
    for _ in range(deals):
        for shown in _deal_and_flip(players, rng.randrange(2**32), rules):
            if len(shown) in hits and len(set(shown)) < len(shown):
                hits[len(shown)] += 1
            if len(shown) >= max(ks):
                break
    return {k: Estimate.of_proportion(hits[k], deals) for k in ks}


def expected_flips_simulated(deals: int = 2_000, players: int = 4, seed: int = 0,
                             copies: tuple[int, int, int] = (40, 71, 8)) -> Estimate:
    """Flips before the first match shows, over real deals (see :func:`first_match`)."""
    rng = random.Random(seed)
    rules = Rules(copies=copies)
    return Estimate.of_mean([first_match(players, rng.randrange(2**32), rules) for _ in range(deals)])


def race(fast: str | Reaction = "expert", slow: str | Reaction = "player", games: int = 200, seed: int = 0,
         players: int = 2, copies: tuple[int, int, int] = (40, 71, 8)) -> dict[str, Estimate]:
    """Bot-only games through the full engine: one ``fast`` bot against ``players - 1`` ``slow``
    ones, the fast one in a different seat each game. Returns the fast bot's share of wins, the
    sets won in a game, and the game's length in seconds."""
    rng = random.Random(seed)
    rules = Rules(copies=copies)
    wins, sets, seconds = [], [], []
    for i in range(games):
        seats = SEATS[:players]
        game = TwinItGame(seats, seed=rng.randrange(2**32), rules=rules)
        fast_seat = seats[i % players]
        bots = {s: ReactionBot(fast if s == fast_seat else slow, seed=rng.randrange(2**32)) for s in seats}
        play(game, bots)
        result = game.result()
        wins.append(result.share(fast_seat))
        sets.append(sum(result.scores.values()))
        seconds.append(game.now)
    return {"fast_wins": Estimate.of_mean(wins), "sets": Estimate.of_mean(sets), "seconds": Estimate.of_mean(seconds)}


def split_effect(splits: Sequence[tuple[int, int, int]], k: int = 10, games: int = 100, seed: int = 0,
                 level_name: str = "player") -> dict[tuple[int, int, int], dict]:
    """How the deck's split changes the game: for each split, the exact chance of a match among
    ``k`` faces, the exact expected flips to the first match (4 players), and from bot games of 4
    ``level_name`` bots the game's length in seconds."""
    out = {}
    for copies in splits:
        rng = random.Random(seed)
        seconds = []
        for _ in range(games):
            game = TwinItGame(SEATS[:4], seed=rng.randrange(2**32), rules=Rules(copies=copies))
            play(game, {s: ReactionBot(level_name, seed=rng.randrange(2**32)) for s in game.players})
            seconds.append(game.now)
        out[copies] = {"match": float(match_exact(k, copies)), "flips": expected_flips_exact(4, copies),
                       "seconds": Estimate.of_mean(seconds)}
    return out


def coop_score(flip_seconds: float = 1.0, grab_seconds: float = 1.5, games: int = 50, seed: int = 0,
               players: int = 1) -> dict:
    """A perfectly fast cooperative player (or ``players`` of them): it never misses a match that
    shows and remembers every face it has seen. Model: a grab (both hands on a match) takes
    ``grab_seconds`` after the player's last action, turning a card over takes ``flip_seconds``; it
    grabs a visible match if there is one, else turns over a card whose hidden face it knows to
    match, else one it has not yet seen turned. Returns the mean score and the share of games at
    each level of the rules' table."""
    rng = random.Random(seed)
    reaction = Reaction(spot=grab_seconds, gap=0.0, flip=flip_seconds)
    scores = []
    for _ in range(games):
        game = TwinItGame(SEATS[:players], seed=rng.randrange(2**32), rules=Rules(mode="cooperative"))
        play(game, {s: ReactionBot(reaction, seed=rng.randrange(2**32)) for s in game.players})
        scores.append(game.result().details["score"])
    levels = {name: Estimate.of_proportion(sum(level(players, s) == name for s in scores), games)
              for name in LEVEL_NAMES}
    return {"score": Estimate.of_mean(scores), "levels": levels}
