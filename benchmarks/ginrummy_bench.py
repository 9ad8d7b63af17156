"""Gin Rummy speed, side by side in one run: `python benchmarks/ginrummy_bench.py`.

- The best arrangement of random 10-card hands, per call: our ``best_melds`` and ``min_deadwood``
  (pure Python, Card objects in) against OpenSpiel's C++ ``min_deadwood`` called from Python, and
  against RLCard's melding utilities; our batch ``min_deadwood_many`` per hand. The same 2,000
  hands go round for every contender; nothing in our search remembers a hand (no cache), so the
  rounds after the first are worth no more to it than fresh hands.
- Random play (uniform among the legal actions) through the full engine, ``apply()`` with its
  checks and events, hands per second: ours against OpenSpiel's ``gin_rummy`` driven from Python.

The peers are optional (``pip install -e ".[bench]"``); a missing one is reported, not measured.
``comparisons()`` gives the rows of ``run_all.py``'s one table; the contenders take turns (see
``run_all.py``), and each keeps its best round.
"""

from __future__ import annotations

import random
import time

import numpy as np
from run_all import arguments, rate, report

from cardwidgets.games.ginrummy import DECK, GinRummyGame, Rules, best_melds, min_deadwood
from cardwidgets.games.ginrummy.melds import min_deadwood_many

OPENSPIEL, RLCARD = "OpenSpiel 2.0.2 `min_deadwood` (C++)", "RLCard 1.2.0 melding"


def per_call(function, items):
    """A contender: ``seconds`` → calls per second of ``function`` over ``items`` (cycled)."""
    def measure(seconds: float) -> float:
        done, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            for item in items:
                function(item)
            done += len(items)
        return done / (time.perf_counter() - start)
    return measure


def openspiel():
    try:
        import pyspiel
        from pyspiel import gin_rummy
    except ImportError:
        return None
    return pyspiel, gin_rummy


def rlcard_deadwood():
    try:
        from rlcard.games.gin_rummy.utils import melding, utils
    except ImportError:
        return None

    def deadwood(hand):
        clusters = melding.get_best_meld_clusters(hand)
        return utils.get_deadwood_count(hand, clusters[0]) if clusters else len(hand)

    return deadwood, utils.get_card


def our_random_hands(seconds: float) -> float:
    rng, hands, start = random.Random(0), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = GinRummyGame(["A", "B"], seed=hands, rules=Rules(target=1))
        while game.hand_number == 1 and not game.is_over:
            seat = game.awaiting()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        hands += 1
    return hands / (time.perf_counter() - start)


def their_random_hands(pyspiel):
    def measure(seconds: float) -> float:
        game, rng, hands, start = pyspiel.load_game("gin_rummy"), random.Random(0), 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
            hands += 1
        return hands / (time.perf_counter() - start)
    return measure


def comparisons() -> list[dict]:
    """The rows of the table: the work, our contender, the peer and its contender (None when missing)."""
    rng = random.Random(1)
    ours = [[DECK[i] for i in rng.sample(range(52), 10)] for _ in range(2_000)]
    spiel, rl = openspiel(), rlcard_deadwood()
    spiel_deadwood = rl_deadwood = spiel_play = None
    if spiel:
        utils = spiel[1].GinRummyUtils(13, 4, 10)
        # OpenSpiel numbers cards its own way; translate through the card names.
        names = {utils.card_string(i): i for i in range(52)}
        theirs = [[names[f"{'T' if c.rank == '10' else c.rank}{c.suit.lower()}"] for c in hand] for hand in ours]
        spiel_deadwood, spiel_play = per_call(utils.min_deadwood, theirs), their_random_hands(spiel[0])
    if rl:
        deadwood, get_card = rl
        rl_deadwood = per_call(deadwood, [[get_card(c.index) for c in hand] for hand in ours])
    hands = np.array([[c.index for c in hand] for hand in ours] * 25)

    def batch() -> int:
        """One batch, again and again for the round's seconds, as the other contenders run: timed
        once, right after another contender's round, the call read a fifth of its rate (its arrays
        met a cold cache)."""
        min_deadwood_many(hands)
        return len(hands)

    return [
        {"work": "Gin Rummy, random play through `GinRummyGame` (`apply()`, checks and events)", "unit": "hands/s",
         "ours": our_random_hands, "peer": "OpenSpiel 2.0.2 `gin_rummy` from Python", "theirs": spiel_play},
        {"work": "Gin Rummy, `best_melds` of a 10-card hand, per call", "unit": "/s",
         "ours": per_call(best_melds, ours), "peer": OPENSPIEL, "theirs": spiel_deadwood},
        {"work": "Gin Rummy, `min_deadwood` of a 10-card hand, per call", "unit": "/s",
         "ours": per_call(min_deadwood, ours), "peer": OPENSPIEL, "theirs": spiel_deadwood},
        {"work": "Gin Rummy, `best_melds` of a 10-card hand, per call", "unit": "/s",
         "ours": per_call(best_melds, ours), "peer": RLCARD, "theirs": rl_deadwood},
        {"work": f"Gin Rummy, `min_deadwood_many`, a batch of {len(hands):,} hands, per hand", "unit": "/s",
         "ours": rate(batch), "peer": OPENSPIEL + " per call", "theirs": spiel_deadwood},
    ]


if __name__ == "__main__":
    args = arguments(__doc__.splitlines()[0])
    report(comparisons(), args.seconds, args.rounds)
