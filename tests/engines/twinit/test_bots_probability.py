"""Bots that see only what is visible and take their time, and the probabilities of the deck."""

import itertools
import math
import statistics
from fractions import Fraction

import pytest

from cardwidgets.games.protocol import play_game
from cardwidgets.games.twinit import Flip, Rules, Touch, TwinItGame
from cardwidgets.games.twinit import probability as pr
from cardwidgets.games.twinit.bots import (
    LEVELS,
    RandomBot,
    Reaction,
    ReactionBot,
    Sight,
    play,
)
from tests.engines.twinit.helpers import StubbornBot, game


def test_the_oracle_touches_a_match_the_moment_it_shows_and_both_hands_at_once():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g.apply("Ann", Flip(), at=1.25)
    oracle = ReactionBot("oracle")
    assert oracle.plan("Bob", Sight.of_game(g)) == (1.25, Touch(0))
    g.apply("Bob", Touch(0), at=1.25)
    assert oracle.plan("Bob", Sight.of_game(g)) == (1.25, Touch(2))


def test_a_bot_answers_when_it_would_touch_from_what_shows_since_when():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    g.apply("Ann", Flip(), at=3.0)
    bot = ReactionBot(Reaction(spot=0.8, gap=0.2, flip=1.0))
    assert bot.plan("Ann", Sight.of_game(g)) == (3.8, Touch(0))
    g.apply("Ann", Touch(0), at=3.8)
    assert bot.plan("Ann", Sight.of_game(g)) == (4.0, Touch(2))


def test_the_seat_to_flip_flips_after_its_flip_time_when_nothing_matches():
    g = game({"Ann": [(0, 1), (1, 2)], "Bob": [(2, 3), (3, 4)]})
    assert ReactionBot(Reaction(spot=1, gap=1, flip=0.6)).plan("Ann", Sight.of_game(g)) == (0.6, Flip())
    assert ReactionBot(Reaction(spot=1, gap=1, flip=0.6)).plan("Bob", Sight.of_game(g)) is None


def test_a_bot_leaves_alone_a_match_under_a_hand_it_has_had_time_to_see():
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)]})
    g.apply("Ann", Flip(), at=1.0)
    g.apply("Bob", Touch(2), at=1.1)
    assert ReactionBot(Reaction(spot=0.5, gap=0.2, flip=9)).plan("Cy", Sight.of_game(g)) is None
    quick = ReactionBot(Reaction(spot=0.15, gap=0.2, flip=9))  # at 1.15 it has not yet seen Bob's hand
    assert quick.plan("Cy", Sight.of_game(g)) == (1.15, Touch(0))


def test_what_a_bot_keeps_of_its_draws_goes_with_them():
    """A bot keeps the flip moment and a match's spot time it drew; once it forgets its draws, it
    draws them anew."""
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)]})
    before = Sight.of_game(g)  # Ann to flip, nothing matches
    g.apply("Ann", Flip(), at=1.0)
    after = Sight.of_game(g)  # the match of cards 0 and 2, Bob to flip
    bot = ReactionBot("player", seed=1)
    bot.memory = 0  # every new draw forgets the others
    flip = bot.plan("Ann", before)
    assert bot.plan("Ann", before) == flip and bot.forgotten == 0
    claim = bot.plan("Ann", after)
    assert bot.plan("Ann", after) == claim and bot.forgotten == 1
    assert bot.plan("Ann", before) != flip and bot.forgotten == 2
    assert bot.plan("Ann", after) != claim and bot.forgotten == 3


def test_a_bot_sees_the_same_from_a_snapshot_as_from_the_game():
    g = TwinItGame(["Ann", "Bob", "Cy", "Dee"], seed=4, rules=Rules(mode="team"))
    play(g, {p: ReactionBot("player", seed=i) for i, p in enumerate(g.players)}, until=20.0)
    assert Sight.of_view(g.snapshot("Ann")) == Sight.of_game(g)


def test_a_wrong_grab_puts_the_second_hand_on_another_design():
    g = game({"Ann": [(0, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4)]})
    clumsy = ReactionBot(Reaction(spot=0.5, gap=0.1, flip=1, wrong=1.0), seed=1)
    first = clumsy.plan("Ann", Sight.of_game(g))
    assert first is not None
    g.apply("Ann", first[1], at=first[0])
    second = clumsy.plan("Ann", Sight.of_game(g))
    assert second is not None and isinstance(second[1], Touch)
    assert g.visible()[second[1].card_id] == 4


@pytest.mark.parametrize("mode, level, seed", [("competitive", "oracle", 0), ("competitive", "oracle", 1),
                                               ("competitive", "player", 2), ("team", "oracle", 3), ("team", "expert", 4)])
def test_bots_never_claim_a_design_forbidden_to_them(mode, level, seed):
    """A bot that claimed a design it may not win would only make a mistake, and an oracle did so
    again and again at one moment once it had no set left to lose: the game never ended."""
    players = ["Ann", "Bob", "Cy", "Dee"]
    rules = Rules(mode=mode, forbidden={"Ann": tuple(range(0, 12)), "Bob": tuple(range(12, 24))})
    g = TwinItGame(players, seed=seed, rules=rules)
    # Ann and Bob, who have forbidden designs, are the fast ones: they would be first on those too.
    bots = {p: ReactionBot(level if p in ("Ann", "Bob") else "beginner", seed=seed * 8 + i) for i, p in enumerate(players)}
    events: list[dict] = []
    play(g, bots, events=events)
    reasons = [e["reason"] for e in events if e["code"] == "twinit.mistake"]
    assert "forbidden" not in reasons and g.result().reason["code"] == "twinit.end.sets"


def test_the_oracle_with_forbidden_designs_that_played_forever_ends():
    g = TwinItGame(["Ann", "Bob"], seed=198375038, rules=Rules(forbidden={"Ann": (0, 1, 2)}))
    assert play(g, {p: ReactionBot("oracle", seed=2369992674 + i) for i, p in enumerate(g.players)}) is not None


def test_play_stops_bots_that_act_at_one_moment_forever():
    g = game({"Ann": [(0, 1), (1, 2)], "Bob": [(2, 3), (3, 4)]})
    with pytest.raises(RuntimeError, match="again and again"):
        play(g, {"Ann": StubbornBot("oracle"), "Bob": StubbornBot("oracle")})


def test_bot_games_are_seeded():
    def run(seed):
        g = TwinItGame(["Ann", "Bob", "Cy"], seed=seed)
        play(g, {p: ReactionBot("beginner", seed=seed + i) for i, p in enumerate(g.players)})
        return g.history
    assert run(3) == run(3) and run(3) != run(4)


@pytest.mark.parametrize("mode, size", [("competitive", 4), ("team", 4), ("cooperative", 2)])
def test_random_bots_finish_through_play_game(mode, size):
    g = TwinItGame(["Ann", "Bob", "Cy", "Dee"][:size], seed=1, rules=Rules(mode=mode))
    result = play_game(g, {p: RandomBot(i) for i, p in enumerate(g.players)})
    assert g.is_over and set(result.winners) <= set(g.players)


def test_reaction_bots_also_play_through_play_game_by_choose():
    g = TwinItGame(["Ann", "Bob"], seed=2)
    result = play_game(g, {p: ReactionBot("expert", seed=i) for i, p in enumerate(g.players)})
    assert max(result.scores.values()) == 5


def test_the_levels_get_faster_and_surer():
    order = [LEVELS[name] for name in ("beginner", "player", "expert", "oracle")]
    assert all(a.spot > b.spot and a.wrong >= b.wrong for a, b in itertools.pairwise(order))


@pytest.mark.parametrize("level", ["beginner", "player", "expert"])
def test_each_level_draws_log_normal_times_around_its_medians_and_errs_at_its_rate(level):
    """Many bots of one level in the same positions: the median of each kind of time is the level's,
    the spread of their logarithms its sigma, and the second hand lands on a wrong card at its rate."""
    g = game({"Ann": [(0, 1, 7), (1, 2)], "Bob": [(2, 7), (3, 3)], "Cy": [(4, 4), (5, 5)]})
    to_flip = Sight.of_game(g)  # Ann to flip from 0 s, nothing matches
    g.apply("Ann", Flip(), at=1.0)  # cards 0 and 2 match from 1 s; Bob to flip
    match = Sight.of_game(g)
    g.apply("Cy", Touch(0), at=1.0)
    hand = Sight.of_game(g)
    times: dict[str, list[float]] = {"flip": [], "spot": [], "gap": []}
    wrong, n = 0, 3000
    for seed in range(n):
        bot = ReactionBot(level, seed=seed)
        flip, spot, second = bot.plan("Ann", to_flip), bot.plan("Cy", match), bot.plan("Cy", hand)
        assert flip and spot and second
        times["flip"].append(flip[0])
        times["spot"].append(spot[0] - 1.0)
        times["gap"].append(second[0] - 1.0)
        wrong += second[1] != Touch(2)
    reaction = LEVELS[level]
    for kind, drawn in times.items():
        logs = [math.log(t) for t in drawn]
        assert abs(statistics.median(logs) - math.log(getattr(reaction, kind))) < 0.05, kind
        assert abs(statistics.stdev(logs) - reaction.sigma) < 0.03, kind
    assert abs(wrong - n * reaction.wrong) < 4 * math.sqrt(n * reaction.wrong * (1 - reaction.wrong)) + 1


def test_no_match_by_exact_counting_agrees_with_brute_force_on_a_tiny_deck():
    copies = (40, 71, 8)
    assert pr.no_match_exact(1, copies) == 1
    assert pr.match_exact(2, copies) == Fraction(40 * 3 + 71, math.comb(270, 2))
    assert pr.no_match_exact(120, copies) == 0  # 119 designs: the 120th face repeats one


def test_exact_and_simulated_match_chances_agree():
    simulated = pr.match_simulated([6, 12, 20], deals=600, seed=1)
    for k, estimate in simulated.items():
        assert abs(estimate.value - float(pr.match_exact(k))) < 4 * estimate.stderr + 0.01


def test_real_flips_bring_a_match_sooner_than_faces_that_only_add_up():
    simulated = pr.expected_flips_simulated(deals=400, seed=2)
    assert 12 < pr.expected_flips_exact(4) < 15
    assert simulated.value + 4 * simulated.stderr < pr.expected_flips_exact(4)


def test_more_triples_make_matches_likelier():
    assert pr.match_exact(10, (45, 61, 13)) > pr.match_exact(10, (40, 71, 8)) > pr.match_exact(10, (33, 85, 1))


def test_the_faster_bot_wins_the_race():
    race = pr.race("expert", "beginner", games=30, seed=3)
    assert race["fast_wins"].value > 0.8 and race["sets"].value >= 5


def test_split_effect_reports_each_split():
    out = pr.split_effect([(33, 85, 1), (45, 61, 13)], games=4, seed=1)
    assert out[(45, 61, 13)]["flips"] < out[(33, 85, 1)]["flips"]
    assert all(row["seconds"].value > 0 for row in out.values())


def test_the_cooperative_score_of_a_perfect_player_is_bounded_by_its_grabs():
    out = pr.coop_score(flip_seconds=1.0, grab_seconds=2.0, games=3, seed=1)
    assert out["score"].value == 29  # one grab every 2 s in 60 s, always a match in sight
    assert out["levels"]["geniuses"].value == 1
