"""Gin Rummy bots and probabilities."""

import pytest

from cardwidgets.games.ginrummy import DRAW_DISCARD, GinRummyGame, Knock, Rules, parse_cards
from cardwidgets.games.ginrummy import probability as P
from cardwidgets.games.ginrummy.bots import GreedyBot, RandomBot, TrackerBot, legal_from_view
from cardwidgets.games.ginrummy.game import SeatView
from cardwidgets.games.ginrummy.melds import min_deadwood_many
from cardwidgets.games.protocol import Bot

from .test_game import fingerprint, rig


def play_match(bots, seed, target=100):
    game = GinRummyGame(["A", "B"], seed=seed, rules=Rules(target=target))
    while not game.is_over:
        seat = game.awaiting()[0]
        view = game.snapshot(seat)
        assert set(map(repr, legal_from_view(view))) == set(map(repr, game.legal_actions(seat)))
        game.apply(seat, bots[seat].choose(view))
    return game


def test_bots_play_legal_moves_from_their_own_view_and_replay():
    first = play_match({"A": RandomBot(1), "B": TrackerBot(2)}, seed=3, target=50)
    again = play_match({"A": RandomBot(1), "B": TrackerBot(2)}, seed=3, target=50)
    assert first.history == again.history and first.totals == again.totals


def test_the_quick_seat_view_is_the_snapshot_read_into_cards_for_either_seat():
    for seed in range(4):
        game = GinRummyGame(["A", "B"], seed=seed, rules=Rules(target=50))
        bots = {"A": GreedyBot(), "B": TrackerBot()}
        while not game.is_over:
            for seat in game.players:
                assert game.seat_view(seat) == SeatView.of_snapshot(game.snapshot(seat))
            seat = game.awaiting()[0]
            game.apply(seat, bots[seat].choose(game.seat_view(seat)))


def test_the_quick_seat_view_shows_nothing_hidden_from_the_seat():
    """Swapping the opponent's cards with the stock's (what the seat cannot see) changes nothing in its view."""
    game = GinRummyGame(["A", "B"], seed=5)
    me, opponent = game.awaiting()[0], game.players[1 - game.turn]
    before = game.seat_view(me)
    hidden = game.hands[opponent] + game.stock
    game.hands[opponent], game.stock = hidden[-10:], hidden[:-10]
    assert game.seat_view(me) == before
    assert game.seat_view(opponent).hand == tuple(sorted(hidden[-10:]))


def test_bots_play_the_same_games_from_the_quick_view_as_from_snapshots():
    def play(view_of, seed):
        game = GinRummyGame(["A", "B"], seed=seed, rules=Rules(target=100))
        bots: dict[str, Bot] = {"A": TrackerBot(), "B": RandomBot(seed)}
        while not game.is_over:
            seat = game.awaiting()[0]
            game.apply(seat, bots[seat].choose(view_of(game, seat)))
        return fingerprint(game)

    for seed in range(3):
        assert play(GinRummyGame.seat_view, seed) == play(GinRummyGame.snapshot, seed)


def test_the_greedy_bot_knocks_as_soon_as_it_may_and_takes_what_lowers_its_deadwood():
    game = GinRummyGame(["Ann", "Bob"], seed=4)
    first, _ = rig(game, "9S 9H 9D 9C 4S 4H 4D 3S 3H 7D", "6C AH AS 2S 5H 6H 7H KD KS KC", "3D")
    bot = GreedyBot()
    assert bot.choose(game.snapshot(first)) == DRAW_DISCARD  # the 3♦ makes a set
    game.apply(first, DRAW_DISCARD)
    assert bot.choose(game.snapshot(first)) == Knock(parse_cards("7D")[0])


def test_greedy_beats_random_and_the_tracker_beats_greedy():
    greedy_wins = sum(play_match({"A": GreedyBot(s), "B": RandomBot(s)}, seed=s, target=50).winner == "A"
                      for s in range(6))
    assert greedy_wins == 6
    tracker_wins = 0
    for s in range(40):
        seats = ("A", "B") if s % 2 == 0 else ("B", "A")
        game = play_match({seats[0]: TrackerBot(s), seats[1]: GreedyBot(s)}, seed=s, target=50)
        tracker_wins += game.winner == seats[0]
    assert tracker_wins >= 24  # 60%: a coin would rarely do this well


def test_batch_deadwood_agrees_with_one_by_one_and_refuses_nonsense():
    import numpy as np

    from cardwidgets.games.ginrummy import DECK, min_deadwood

    hands = np.random.default_rng(5).permuted(np.tile(np.arange(52), (3000, 1)), axis=1)[:, :10]
    assert min_deadwood_many(hands).tolist() == [min_deadwood([DECK[i] for i in h]) for h in hands]
    assert min_deadwood_many([parse_cards("AS 2S 3S 5H")]).tolist() == [5]
    with pytest.raises(ValueError, match="twice"):
        min_deadwood_many(np.array([[1, 1, 2]]))
    with pytest.raises(ValueError, match="0 to 51"):
        min_deadwood_many(np.array([[1, 52, 2]]))


def test_dealt_hands_rarely_knock_and_simulations_are_seeded():
    chances = P.dealt_hand_chances(20_000, seed=1)
    assert chances["knockable"].value < 0.01 and 50 < chances["mean_deadwood"].value < 65
    assert P.dealt_hand_chances(2_000, seed=2) == P.dealt_hand_chances(2_000, seed=2)
    greedy = P.greedy_hands(20, seed=1)
    assert 5 < greedy["turns_before_knock"].value < 30 and 0 <= greedy["dead"].value <= 1
    with pytest.raises(ValueError, match="at least 2"):
        P.dealt_deadwood(1)
