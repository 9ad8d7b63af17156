"""The one contract (cardwidgets/games/protocol.py), checked against every game in the registry.

A game registers in ``cardwidgets.games.GAMES`` and these tests run against it: random playouts at
every table size that keep the protocol's promises, seeded replay, illegal actions that change
nothing, snapshots that are JSON and keep each seat's secrets, and events that are messages of the
catalogue rendering in the four languages.
"""

import dataclasses
import importlib
import json
import random
from typing import Any

import pytest

from cardwidgets import IllegalAction
from cardwidgets.games import GAMES
from cardwidgets.games.protocol import Game, Result, action_from_json, action_json, play_game
from cardwidgets.messages import LANGUAGES, catalogue, render

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def new_game(name, size, seed):
    """A game for the contract checks: the package's ``QUICK_RULES`` where it has them (a short but
    whole game, e.g. a Gin Rummy match to 1 point), else its default rules."""
    package = GAMES[name]
    return package.GAME(NAMES[:size], seed=seed, rules=getattr(package, "QUICK_RULES", package.Rules()))


def random_bot(name, seed):
    return importlib.import_module(f"{GAMES[name].__name__}.bots").RandomBot(seed)


def sizes(name):
    rules = GAMES[name].Rules()
    return range(rules.min_players, rules.max_players + 1)


def subtrees(value):
    """Every value inside a JSON value (itself included), as canonical JSON text."""
    out = {json.dumps(value, sort_keys=True)}
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for child in children:
        out |= subtrees(child)
    return out


def at(view, path):
    """The value at ``path`` ("hands/Bob") in a snapshot, or None where there is none."""
    for key in path.split("/"):
        if not isinstance(view, dict) or key not in view:
            return None
        view = view[key]
    return view


def check_message(msg):
    assert msg["code"] in catalogue(), msg["code"]
    json.dumps(msg)
    for lang in LANGUAGES:
        assert render(msg, lang).strip()


def check_refusal(exc):
    """A refusal is a catalogue message, so that a page can say it in the reader's language; its
    text is that message in English."""
    assert exc.message is not None, f"not a catalogue message: {exc}"
    check_message(exc.message)
    assert str(exc) == render(exc.message, "en")


def check_view(game, seat):
    view = game.snapshot(seat)
    parsed = json.loads(json.dumps(view))
    assert len(parsed["legal_actions"]) == len(game.legal_actions(seat))
    secrets = game.secrets(seat)
    assert all(at(parsed, path) is None for path in secrets), f"{seat} may not see {list(secrets)}"
    shown = subtrees(parsed)
    leaks = [path for path, secret in secrets.items()
             if isinstance(secret, (list, dict)) and secret and json.dumps(secret, sort_keys=True) in shown]
    assert not leaks, f"{seat} may not see {leaks}"
    return view


def random_game(name, size, seed, check_every=1):
    """Play a game with the registered random bots, checking the contract at every step."""
    game = new_game(name, size, seed)
    bots = {seat: random_bot(name, seed * 10 + i) for i, seat in enumerate(game.players)}
    events, step = [], 0
    while not game.is_over:
        awaited = game.awaiting()
        assert awaited and set(awaited) <= set(game.players)
        for seat in awaited:
            view = check_view(game, seat) if step % check_every == 0 else game.snapshot(seat)
            action = bots[seat].choose(view)
            assert action in game.legal_actions(seat)
            hash(action)
            new = game.apply(seat, action)
            events += new
            step += 1
    return game, events


@pytest.mark.parametrize("name", list(GAMES))
def test_a_registered_game_offers_the_contract(name):
    package = GAMES[name]
    rules = package.Rules()
    assert 2 <= rules.min_players <= rules.max_players
    game = new_game(name, rules.min_players, 1)
    assert isinstance(game, Game) and game.players == NAMES[:rules.min_players]
    assert callable(random_bot(name, 0).choose)


@pytest.mark.parametrize("name", list(GAMES))
def test_there_is_no_result_before_the_end(name):
    game = new_game(name, GAMES[name].Rules().min_players, 1)
    with pytest.raises(IllegalAction) as refused:
        game.result()
    assert refused.value.message == {"code": "error.not_over"}
    assert game.snapshot(None)["result"] is None


@pytest.mark.parametrize("name", list(GAMES))
def test_random_playouts_keep_the_promises(name):
    for size in sizes(name):
        for seed in range(3):
            game, events = random_game(name, size, seed, check_every=7)
            for event in events:
                check_message(event)
            result = game.result()
            assert isinstance(result, Result) and game.awaiting() == ()
            assert set(result.scores) == set(game.players) and set(result.winners) <= set(game.players)
            assert result.winners and sum(result.share(seat) for seat in game.players) == pytest.approx(1)
            check_message(result.reason)
            json.dumps(result.to_json())
            assert all(game.legal_actions(seat) in ([], ()) for seat in game.players)
            with pytest.raises(IllegalAction) as refused:
                game.apply(game.players[0], None)
            check_refusal(refused.value)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_seeded_game_replays_exactly(name):
    size = sizes(name)[-1]
    first, second = random_game(name, size, 5), random_game(name, size, 5)
    assert first[1] == second[1] and first[0].result() == second[0].result()


@pytest.mark.parametrize("name", list(GAMES))
def test_an_illegal_action_changes_nothing(name):
    """A game that is offered illegal actions before every move plays on exactly like its twin
    that never was: the same teacher's view at every step, the same events, the same end."""
    size = sizes(name)[0]
    tried, clean = new_game(name, size, 3), new_game(name, size, 3)
    rng = random.Random(3)
    while not clean.is_over:
        seat = clean.awaiting()[0]
        legal = list(clean.legal_actions(seat))
        idle = [other for other in clean.players if other not in clean.awaiting()]
        attempts = [(seat, None), (seat, "nonsense"), ("Nobody", legal[0])] + [(other, legal[0]) for other in idle]
        for who, action in attempts:
            with pytest.raises(IllegalAction) as refused:
                tried.apply(who, action)
            check_refusal(refused.value)
        assert tried.snapshot(None) == clean.snapshot(None)
        action = rng.choice(legal)
        assert tried.apply(seat, action) == clean.apply(seat, action)
    assert tried.result() == clean.result()


@pytest.mark.parametrize("name", list(GAMES))
def test_bots_play_through_play_game(name):
    game = new_game(name, sizes(name)[0], 9)
    result = play_game(game, {seat: random_bot(name, i) for i, seat in enumerate(game.players)})
    assert game.is_over and result == game.result()


@pytest.mark.parametrize("name", list(GAMES))
def test_every_legal_action_round_trips_through_the_one_json_shape(name):
    """What a snapshot lists is what the page sends back: ``{"type": name, **fields}`` for every
    game, read back with the game's ``ACTIONS`` into an equal action."""
    actions = GAMES[name].ACTIONS
    for size in sizes(name):
        game, rng, step = new_game(name, size, size), random.Random(size), 0
        while not game.is_over:
            seat = rng.choice(game.awaiting())
            legal = list(game.legal_actions(seat))
            if step % 3 == 0:
                listed = json.loads(json.dumps(game.snapshot(seat)["legal_actions"]))
                assert listed == [action_json(action) for action in legal]
                for action, data in zip(legal, listed):
                    assert data["type"] == type(action).__name__.lower()
                    assert set(data) == {"type", *(spec.name for spec in dataclasses.fields(action))}
                    back = action_from_json(data, actions)
                    assert back == action and type(back) is type(action)
            game.apply(seat, rng.choice(legal))
            step += 1


@pytest.mark.parametrize("name", list(GAMES))
def test_malformed_action_json_is_refused(name):
    actions = GAMES[name].ACTIONS
    game = new_game(name, sizes(name)[0], 1)
    sample = action_json(game.legal_actions(game.awaiting()[0])[0])
    wrong_values: list[Any] = [[], {"deck": "x"}, "1", 1.5]
    garbage: list[Any] = [None, "take", [], {}, {"type": 3}, {"type": "nonsense"}, {**sample, "extra": 1},
                          {**sample, "type": sample["type"].upper()}]
    garbage += [{key: value for key, value in sample.items() if key != field} for field in sample if field != "type"]
    garbage += [{**sample, field: bad} for field in sample if field != "type" for bad in wrong_values]
    for data in garbage:
        with pytest.raises(IllegalAction):
            action_from_json(data, actions)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_game_in_play_copies_and_pickles_and_the_copies_play_on_alike(name):
    """A reader copies a game to try a move on it; a tournament hands the rules to worker processes,
    pickled where they are spawned: both work for every game, its rules included, and a copy plays on
    exactly as the original."""
    import copy
    import pickle

    size = sizes(name)[0]
    game, rng = new_game(name, size, 4), random.Random(4)
    for _ in range(5):
        seat = game.awaiting()[0]
        game.apply(seat, rng.choice(list(game.legal_actions(seat))))
    copies = [copy.deepcopy(game), pickle.loads(pickle.dumps(game))]
    assert all(other.rules == game.rules and other.snapshot(None) == game.snapshot(None) for other in copies)
    while not game.is_over:
        seat = game.awaiting()[0]
        action = rng.choice(list(game.legal_actions(seat)))
        events = game.apply(seat, action)
        assert all(other.apply(seat, action) == events for other in copies)
    assert all(other.result() == game.result() for other in copies)


@pytest.mark.parametrize("name", ["twins", "nothanks", "ginrummy"])
def test_a_teachers_snapshot_concealed_is_the_seats_own(name):
    """The games whose tables have a teacher switch hide a revealed snapshot again exactly as the
    seat's own snapshot hides it (the table does so to what it saved while the switch was on)."""
    conceal = GAMES[name].GAME.conceal
    for size in sizes(name):
        game = new_game(name, size, size)
        bots = {seat: random_bot(name, i) for i, seat in enumerate(game.players)}
        while True:
            for seat in game.players:
                assert conceal(game.snapshot(seat, reveal=True), seat) == game.snapshot(seat)
            if game.is_over:
                break
            seat = game.awaiting()[0]
            game.apply(seat, bots[seat].choose(game.snapshot(seat)))
