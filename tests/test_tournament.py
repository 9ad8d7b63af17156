"""The one tournament: any registered game, win rates with standard errors, the same standings
whatever the number of workers."""

import nbformat
import pytest
from nbclient import NotebookClient

from cardwidgets.estimate import Estimate
from cardwidgets.games import nothanks, twins
from cardwidgets.games.nothanks.bots import LookaheadBot, RandomBot, ThresholdBot
from cardwidgets.games.tournament import BotFactory, Standing, tournament
from cardwidgets.games.twins.bots import PlannerBot
from cardwidgets.games.twins.bots import RandomBot as TwinsRandomBot

NOTHANKS_BOTS: dict[str, BotFactory] = {"random": RandomBot, "threshold": lambda s: ThresholdBot(s, threshold=3),
                                        "lookahead": lambda s: LookaheadBot(s, playouts=10)}


def test_a_tournament_ranks_the_bots_and_reports_uncertainty():
    result = tournament("nothanks", NOTHANKS_BOTS, games=24, seed=2)
    names = [s.name for s in result.standings]
    assert names[-1] == "random" and result.games == 24 and result.seconds > 0
    assert sum(s.win_rate for s in result.standings) == pytest.approx(1)
    assert all(s.win_rate_se >= 0 and s.mean_score_se > 0 and s.games == 24 for s in result.standings)
    assert "wins" in str(result.standings[0]) and str(result).startswith("No Thanks!: 24 games")


def test_a_game_may_be_named_as_the_apps_links_spell_it():
    hyphenated = tournament("no-thanks", NOTHANKS_BOTS, games=6, seed=2, progress=False)
    assert hyphenated.game == "nothanks"
    assert hyphenated.standings == tournament("nothanks", NOTHANKS_BOTS, games=6, seed=2, progress=False).standings
    with pytest.raises(ValueError, match="unknown game 'no_thanks'"):
        tournament("no_thanks", NOTHANKS_BOTS, games=6)


def test_a_standing_reads_like_every_estimate_of_the_collection_two_standard_errors():
    standing = Standing("planner", games=40, win_rate=0.55, win_rate_se=0.08, mean_score=23.3, mean_score_se=1.3)
    assert str(standing) == "planner: wins 55.0% ± 16.0%, mean score 23.3 ± 2.6"
    assert standing.win == Estimate(0.55, 0.08, 40) and standing.score.text() == "23.3 ± 2.6"


def test_the_standings_do_not_depend_on_the_workers():
    one = tournament("nothanks", NOTHANKS_BOTS, games=30, seed=4, progress=False)
    two = tournament(nothanks, NOTHANKS_BOTS, games=30, seed=4, workers=2, progress=False)
    assert one.standings == two.standings


def test_twins_uses_the_same_tournament():
    bots: dict[str, BotFactory] = {"planner": PlannerBot, **{f"random {i}": TwinsRandomBot for i in range(3)}}
    result = tournament(twins, bots, games=8, seed=1, rules=twins.Rules(max_hands=3))
    assert {s.name for s in result.standings} == set(bots) and result.game == "twins"
    assert sum(s.win_rate for s in result.standings) == pytest.approx(1)


@pytest.mark.parametrize(("args", "message"), [
    (("nothanks", {"a": RandomBot, "b": RandomBot}), "3 to 5 players"),
    (("chess", NOTHANKS_BOTS), "unknown game"),
    (("nothanks", NOTHANKS_BOTS, 1), "at least 2"),
])
def test_bad_tournaments_are_refused(args, message):
    with pytest.raises(ValueError, match=message):
        tournament(*args)


def test_workers_must_be_a_positive_whole_number():
    with pytest.raises(ValueError, match="workers"):
        tournament("nothanks", NOTHANKS_BOTS, games=4, workers=0)


SLOW_TOURNAMENT = """
import time
from cardwidgets.games.nothanks.bots import RandomBot
from cardwidgets.games.tournament import tournament

def slow(seed):  # a bot that takes a while to sit down, so that the progress bar shows
    time.sleep(0.2)
    return RandomBot(seed)

print(tournament("nothanks", {"a": slow, "b": slow, "c": slow}, games=3).games, "games")
"""


def test_a_notebook_keeps_no_progress_bar_once_the_tournament_is_over():
    """The bar shows while the games run (a display output), and is emptied at the end: a notebook
    saved afterwards keeps no frozen 'nothanks: 67%|...' line."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SLOW_TOURNAMENT)])
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = notebook.cells[0].outputs
    assert [output.output_type for output in outputs] == ["display_data", "stream"]
    assert outputs[0].data == {"text/plain": ""} and outputs[1].text == "3 games\n"
