r"""The chances behind No Thanks!: which cards are in play, whether a run can be completed, and
what waiting for chips is worth.

Nine of the 33 cards go back in the box unseen, so any one card is in play with probability
24/33. Whether *all* of k cards you hope for are in play is hypergeometric: of the ``unseen``
cards (neither taken nor face up), ``out`` are in the box; the k cards are all in play when the
box holds none of them:

.. math:: P = \binom{unseen - k}{out} \Big/ \binom{unseen}{out}

Simulations take a ``seed`` and return an :class:`~cardwidgets.estimate.Estimate`; the ones that
play whole games by the ten thousand use the batch engine (:mod:`~cardwidgets.games.nothanks.batch`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from math import comb

from cardwidgets.estimate import Estimate
from cardwidgets.games.nothanks.batch import NoThanksBatch
from cardwidgets.games.nothanks.game import PASS, TAKE, NoThanksGame, shuffled
from cardwidgets.games.nothanks.rules import DECK_SIZE, Rules


def p_card_in_play(rules: Rules | None = None) -> Fraction:
    """The chance that a given card is among the 24 played: 24/33 (24/30 in the variant)."""
    rules = rules or Rules()
    return Fraction(DECK_SIZE, len(rules.cards))


def p_all_in_play(k: int, unseen: int = 33, out: int = 9) -> Fraction:
    """The chance that k particular unseen cards are all in play, when ``out`` of the ``unseen``
    cards are in the box. At the start: ``unseen=33, out=9``.

    >>> p_all_in_play(1)
    Fraction(8, 11)
    >>> round(float(p_all_in_play(4)), 2)   # 31, 32, 33 and 34, to join a 30 and a 35
    0.26
    """
    if not 0 <= out <= unseen or not 0 <= k <= unseen:
        raise ValueError(f"need 0 ≤ k, out ≤ unseen; got k={k}, unseen={unseen}, out={out}")
    return Fraction(comb(unseen - k, out), comb(unseen, out))


def simulate_all_in_play(cards: list[int], samples: int = 20_000, seed: int | None = 0,
                         rules: Rules | None = None) -> Estimate:
    """The chance that all of ``cards`` are in the 24-card deck, by dealing games."""
    rules = rules or Rules()
    hits = 0
    wanted = set(cards)
    for i in range(samples):
        # The deal a game makes with this seed: the cards past the 24th go back in the box.
        order, _ = shuffled(rules.cards, None if seed is None else seed * 1_000_003 + i)
        hits += not wanted & set(order[DECK_SIZE:])
    return Estimate.of_proportion(hits, samples)


def waiting_experiment(passes: int, samples: int = 2_000, seed: int = 0, chips: tuple[int, ...] = (6, 8, 4, 2),
                       threshold: int = 3) -> dict[str, Estimate]:
    """Sabina's dilemma from the rules: she holds the 34 and the 35 comes up. She lets it go round
    ``passes`` times before taking it (0: at once); the others play as threshold players, and
    one who runs out of chips must take it. ``chips`` are Sabina's and then each opponent's.

    Returns her mean final score, the chips she collects with the 35, and the chance that
    someone else takes it first.
    """
    if type(passes) is not int or passes < 0:
        raise ValueError(f"passes is a whole number, 0 or more, not {passes!r}")
    rng = random.Random(seed)
    opponents = len(chips) - 1
    names = ["Sabina", *[f"P{i}" for i in range(1, opponents + 1)]]
    scores, gained, lost = [], [], 0
    pool = list(range(3, 34))
    for _ in range(samples):
        rng.shuffle(pool)
        deck = [35, *pool[: DECK_SIZE - 2]]
        game = NoThanksGame.from_position(names, deck=deck, chips=list(chips),
                                          taken=[[34]] + [[] for _ in range(opponents)], turn=0)
        thresholds = [threshold] * len(names)
        passed = 0
        while True:  # the 35 goes round until someone takes it
            seat = game.awaiting()[0]
            if seat == "Sabina":
                if not (passed < passes and game.chips["Sabina"]):
                    break
                passed += 1
            elif not game.chips[seat] or 35 - game.pot <= threshold:
                break
            game.apply(seat, PASS)
        lost += seat != "Sabina"
        gained.append(game.pot if seat == "Sabina" else 0)
        game.apply(seat, TAKE)
        game.playout(rng, thresholds=thresholds)
        scores.append(game.result().scores["Sabina"])
    return {"score": Estimate.of_mean(scores), "chips_with_35": Estimate.of_mean(gained),
            "lost_the_35": Estimate.of_proportion(lost, samples)}


def threshold_sweep(thresholds: Sequence[int], rival: int = 3, players: int = 4, games: int = 20_000,
                    seed: int = 0, rules: Rules | None = None) -> dict[int, dict[str, Estimate]]:
    """How willing to take a card should you be? For each threshold, one threshold player (seat 0)
    against ``players - 1`` rivals with threshold ``rival``, over ``games`` games of the batch engine.

    A threshold player takes when the card would cost it at most its threshold more than the chips
    on it. Every threshold meets the same deals (common random numbers), so the differences between
    thresholds are measured more sharply than each estimate's standard error says. Returns, per
    threshold, ``"win"`` (the share of games won, a tie split between the winners) and ``"score"``
    (the mean final score).

    >>> sweep = threshold_sweep([3], rival=3, games=4_000, seed=1)
    >>> abs(sweep[3]["win"].value - 0.25) < 4 * sweep[3]["win"].stderr   # like the rivals: a fair share
    True
    """
    if type(games) is not int or games < 2:
        raise ValueError(f"games is a whole number, 2 or more, not {games!r}")
    if not all(type(t) is int for t in [*thresholds, rival]):
        raise ValueError(f"thresholds are whole numbers: {list(thresholds)!r}, rival {rival!r}")
    out = {}
    for threshold in thresholds:
        batch = NoThanksBatch(games, players, seed=seed, rules=rules)
        result = batch.playout(thresholds=[threshold, *[rival] * (players - 1)])
        winners = result["winners"]
        out[threshold] = {"win": Estimate.of_mean(winners[:, 0] / winners.sum(axis=1)),
                          "score": Estimate.of_mean(result["scores"][:, 0])}
    return out
