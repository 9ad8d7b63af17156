"""The one bot loop, on a toy game: a round of moves stops as soon as a move ends the game;
``Result``, which every game returns, behaves as the frozen dataclass it is; and a malformed move
from the page is refused in the catalogue's words."""

import dataclasses
import inspect
import json
import re

import pytest

from cardwidgets import IllegalAction
from cardwidgets.games.protocol import Result, action_from_json, play_turns
from cardwidgets.messages import LANGUAGES, render


class RaceToOne:
    """Both seats are awaited at once; whoever moves first ends the game."""

    players = ("A", "B")

    def __init__(self) -> None:
        self.moves: list[str] = []

    @property
    def is_over(self) -> bool:
        return bool(self.moves)

    def awaiting(self) -> tuple[str, ...]:
        return () if self.is_over else self.players

    def snapshot(self, seat: str) -> dict:
        return {"legal_actions": [] if self.is_over else ["go"]}

    def apply(self, seat: str, action: str) -> list[dict]:
        assert not self.is_over, f"{seat} was asked to move in a finished game"
        self.moves.append(seat)
        return [{"code": "toy.go", "seat": seat}]


class Goer:
    def choose(self, view: dict) -> str:
        assert view["legal_actions"], "a bot was handed nothing to choose from"
        return view["legal_actions"][0]


def test_a_move_that_ends_the_game_ends_the_round_of_moves():
    game, heard = RaceToOne(), []
    events = play_turns(game, {"A": Goer(), "B": Goer()},  # type: ignore[arg-type]  # a toy: what play_turns uses
                        on_move=lambda seat, made: heard.append(seat))
    assert game.moves == ["A"] and heard == ["A"] and events == [{"code": "toy.go", "seat": "A"}]


class Viewed(RaceToOne):
    """The toy game, with a quick view that says it is one."""

    def seat_view(self, seat: str) -> dict:
        return {"legal_actions": ["go"], "quick": True}


class QuickGoer(Goer):
    reads_seat_view = True

    def choose(self, view: dict) -> str:
        assert view.get("quick"), "a bot that reads the quick view was given the snapshot"
        return super().choose(view)


class SnapshotGoer(Goer):
    def choose(self, view: dict) -> str:
        assert "quick" not in view, "a bot that did not ask for the quick view was given it"
        return super().choose(view)


def test_only_a_bot_that_reads_the_seat_view_is_given_it():
    for bot in (QuickGoer(), SnapshotGoer()):
        game = Viewed()
        play_turns(game, {"A": bot})  # type: ignore[arg-type]  # a toy: what play_turns uses
        assert game.moves == ["A"]


def test_a_result_is_a_frozen_dataclass_with_its_own_quick_init():
    result = Result({"A": 3, "B": 1}, ("B",), {"code": "toy.over"}, True, {"rounds": 2})
    assert [f.name for f in dataclasses.fields(Result)] == ["scores", "winners", "reason", "low_wins", "details"]
    assert list(inspect.signature(Result).parameters) == ["scores", "winners", "reason", "low_wins", "details"]
    assert result == Result(scores={"A": 3, "B": 1}, winners=("B",), reason={"code": "toy.over"}, low_wins=True,
                            details={"rounds": 2})
    assert result != dataclasses.replace(result, low_wins=False)
    assert repr(result) == ("Result(scores={'A': 3, 'B': 1}, winners=('B',), reason={'code': 'toy.over'}, "
                            "low_wins=True, details={'rounds': 2})")
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.winners = ("A",)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del result.scores
    assert result.standings == ("B", "A") and result.share("B") == 1 and result.share("A") == 0
    assert result.to_json() == {"scores": {"A": 3, "B": 1}, "winners": ["B"], "reason": {"code": "toy.over"},
                                "low_wins": True, "details": {"rounds": 2}}
    replaced = dataclasses.replace(result, winners=("A", "B"))
    assert (replaced.winners, replaced.scores, replaced.details, replaced.low_wins) == (("A", "B"), result.scores,
                                                                                        {"rounds": 2}, True)
    plain, other = Result({"A": 1}, ("A",), {"code": "toy.over"}), Result({"A": 1}, ("A",), {"code": "toy.over"})
    assert (plain.low_wins, plain.details, plain.to_json()["details"]) == (False, {}, {})
    assert type(plain.details) is dict and plain.details is not other.details  # a fresh dict each, as default_factory
    assert Result({"A": 1}, ("A",), {"code": "toy.over"}, details=None).details is None  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Result({"A": 1}, ("A",))  # type: ignore[call-arg]


def refused(data, actions) -> dict:
    """The catalogue message with which ``action_from_json`` refuses ``data``; its English text is
    the exception's."""
    with pytest.raises(IllegalAction) as refusal:
        action_from_json(data, actions)
    assert refusal.value.message is not None
    assert str(refusal.value) == render(refusal.value.message, "en")
    return refusal.value.message


@pytest.mark.parametrize("move, reason", [
    ({"type": "buy", "count": None}, "“count” must be a whole number, not null"),
    ({"type": "play", "cards": []}, "“cards” must be a list of 2 cards, not []"),
    ({"type": "play", "cards": [{"deck": "twins", "number": 4, "color": "blu", "ink": "white"}, 1]},
     "“cards” must be a list of 2 cards, not [{\"deck\": \"twins\", \"number\": 4, \"color\": \"blu\", \"ink\": \"white\"}, 1]"),
])
def test_a_malformed_move_says_why_in_the_catalogues_words_and_shows_the_json(move, reason):
    """The audit's cases: the reason was Python's English ("expected int, not None") and the move a
    dict's repr ('count': None), in every language."""
    from cardwidgets.games import twins

    msg = refused(move, twins.ACTIONS)
    assert msg["code"] == "error.bad_move" and msg["reason"]["code"] == "error.wrong_type"
    shown = json.dumps(move)
    assert render(msg, "en") == f"{shown[:80]}{'…' * (len(shown) > 80)} is not a move: {reason}"
    assert render(msg, "es").startswith('{"type": ')
    for lang in LANGUAGES:
        assert not re.search(r"None|expected|': ", render(msg, lang))


def test_a_card_field_and_an_optional_number_are_named_in_words():
    from cardwidgets.games import ginrummy, twinit

    card = refused({"type": "discard", "card": {"deck": "french", "rank": "Z", "suit": "S"}}, ginrummy.ACTIONS)
    assert render(card["reason"], "fr") == \
        "«\u00a0card\u00a0» doit être une carte, pas {\"deck\": \"french\", \"rank\": \"Z\", \"suit\": \"S\"}"
    flip = refused({"type": "flip", "card_id": "x"}, twinit.ACTIONS)
    assert render(flip["reason"], "it") == "«card_id» deve essere un numero intero o niente (null), non \"x\""
    assert refused({"type": "fly", "to": None}, twinit.ACTIONS)["move"] == '{"type": "fly", "to": null}'
