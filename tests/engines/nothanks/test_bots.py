"""No Thanks! bots: legal, reproducible, blind to what their seat cannot see, and ranked sensibly."""

from cardwidgets.games.nothanks import PASS, TAKE, NoThanksGame
from cardwidgets.games.nothanks.bots import LookaheadBot, RandomBot, ThresholdBot
from cardwidgets.games.protocol import play_game
from cardwidgets.games.tournament import tournament


def test_threshold_bot_takes_when_the_chips_pay_for_the_card():
    bot = ThresholdBot(threshold=0)
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[15, 20], chips=[5, 5, 5], taken=[[], [], []], pot=4)
    assert bot.choose(game.snapshot("A")) == PASS
    rich = NoThanksGame.from_position(["A", "B", "C"], deck=[15, 20], chips=[5, 5, 5], taken=[[], [], []], pot=15)
    assert bot.choose(rich.snapshot("A")) == TAKE
    extends = NoThanksGame.from_position(["A", "B", "C"], deck=[35, 20], chips=[5, 5, 5], taken=[[34], [], []])
    assert bot.choose(extends.snapshot("A")) == TAKE


def test_every_bot_must_take_without_chips():
    game = NoThanksGame.from_position(["A", "B", "C"], deck=[35, 20], chips=[0, 5, 5], taken=[[], [], []])
    for bot in (RandomBot(1), ThresholdBot(), LookaheadBot(1, playouts=3)):
        assert bot.choose(game.snapshot("A")) == TAKE


def test_the_lookahead_bot_sees_only_its_view():
    """Its decision is the same whatever the hidden chips and deck order are."""
    a = NoThanksGame.from_position(["A", "B", "C"], deck=[22, 5, 6, 7], chips=[4, 9, 2], taken=[[21], [], []], pot=3)
    b = NoThanksGame.from_position(["A", "B", "C"], deck=[22, 7, 33, 12], chips=[4, 1, 10], taken=[[21], [], []], pot=3)
    assert LookaheadBot(5, playouts=20).choose(a.snapshot("A")) == LookaheadBot(5, playouts=20).choose(b.snapshot("A"))


def test_bot_games_replay_from_their_seeds():
    def run():
        game = NoThanksGame(["A", "B", "C"], seed=3)
        return play_game(game, {"A": RandomBot(1), "B": ThresholdBot(2, 3), "C": LookaheadBot(3, playouts=5)})

    assert run() == run()


def test_the_lookahead_bot_beats_threshold_players():
    standings = tournament("nothanks", {"threshold": lambda s: ThresholdBot(s, threshold=3),
                                        "lookahead": lambda s: LookaheadBot(s, playouts=12),
                                        "threshold 2": lambda s: ThresholdBot(s, threshold=3)},
                           games=45, seed=1).standings
    assert standings[0].name == "lookahead"
    assert standings[0].win_rate - 2 * standings[0].win_rate_se > 1 / 3  # better than a fair share
