"""Twins and No Thanks! narrate and refuse in messages of the catalogue: every message they emit or
refuse with renders in the four languages, and every ``twins.*`` and ``nothanks.*`` code of the
catalogue is emitted by something (random games at every table size and option, the rulebook
examples under both readings of the tie rule, the cash cards, a play 4 that nobody plays, and every
refusal: seats acting out of turn through whole games, and each malformed or unaffordable action)."""

import functools

import numpy as np
import pytest

from cardwidgets import IllegalAction, messages
from cardwidgets.games import nothanks, twins
from cardwidgets.games.nothanks.batch import NoThanksBatch
from cardwidgets.games.nothanks.bots import RandomBot as NoThanksRandomBot
from cardwidgets.games.protocol import play_turns
from cardwidgets.games.twins.bots import PlannerBot
from cardwidgets.games.twins.bots import RandomBot as TwinsRandomBot
from cardwidgets.games.twins.examples import EXAMPLES
from cardwidgets.messages import LANGUAGES, catalogue, render
from cardwidgets.text_table import PRINT_WIDTH
from tests.engines.twins.helpers import rig

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus")
C = twins.Card.parse


def messages_in(value):
    """Every message in ``value``, nested ones included (a reason inside an event, say)."""
    if isinstance(value, dict):
        found = [value] if "code" in value else []
        return found + [m for item in value.values() for m in messages_in(item)]
    if isinstance(value, (list, tuple)):
        return [m for item in value for m in messages_in(item)]
    return []


def twins_games():
    out = []
    for size in range(3, 7):
        for reading in ("group_must_fit", "pot_covers_group"):
            for seed in range(6):
                rules = twins.Rules(play2_ties=reading, max_hands=None if seed < 2 else 3)
                game = twins.TwinsGame(NAMES[:size], seed=seed, rules=rules)
                bots = {seat: (PlannerBot if i % 2 else TwinsRandomBot)(seed * 10 + i) for i, seat in enumerate(game.players)}
                events = game.opening + play_turns(game, bots)
                out += [*events, game.result().reason, game.snapshot(game.players[0]), game.snapshot(None)]
    return out


def twins_examples():
    out = []
    for example in EXAMPLES.values():
        out += [example.label, example.title, example.source]
        for reading in ("group_must_fit", "pot_covers_group"):
            combos = {name: twins.classify(a, b) for name, (a, b) in example.cards().items()}
            settlement = twins.settle(example.play, combos, pot=example.pot, chips=dict.fromkeys(combos, example.chips),
                                      table_size=example.table_size, rules=twins.Rules(play2_ties=reading))
            out += settlement.messages()
    for size in range(3, 7):
        out += [line.message() for line in twins.Rules().cash_card(size)]
    return out + twins.settle(4, {}, pot=5, chips={}, table_size=3).messages()


def twins_nobody_plays_play_4():
    """Play 3 at three players, all three tied for last: all pay, all sit out, play 4 is empty."""
    game = twins.TwinsGame(NAMES[:3], seed=1)
    rig(game, Ann="1 blue, 4 green, 2 blue, 3 blue, 5 blue, 6 blue, 7 grey, 9 grey",
        Bob="1 yellow, 4 pink, 2 yellow, 3 yellow, 5 yellow, 6 yellow, 7 pink, 9 pink",
        Cy="1 purple, 4 grey, 2 purple, 3 purple, 5 purple, 6 purple, 7 green, 9 green")
    events = []
    while game.phase == "buy":
        events += game.apply(game.awaiting()[0], twins.Buy(0))
    plays = {"Ann": ["2 blue, 3 blue", "5 blue, 6 blue", "1 blue, 4 green"],
             "Bob": ["2 yellow, 3 yellow", "5 yellow, 6 yellow", "1 yellow, 4 pink"],
             "Cy": ["2 purple, 3 purple", "5 purple, 6 purple", "1 purple, 4 grey"]}
    for play in range(3):
        for seat, cards in plays.items():
            events += game.apply(seat, twins.Play(*(C(text) for text in cards[play].split(","))))
    assert any(event["code"] == "twins.reveal.nobody" for event in events)
    return events


def nothanks_games():
    out = []
    for size in range(3, 8):
        for seed in range(6):
            rules = nothanks.Rules(variant=seed % 2 == 1, large_tables=True)
            game = nothanks.NoThanksGame(NAMES[:size], seed=seed, rules=rules)
            bots = {seat: NoThanksRandomBot(seed * 10 + i, p_take=0.3) for i, seat in enumerate(game.players)}
            out += game.opening() + play_turns(game, bots) + [game.result().reason, game.snapshot(None)]
    return out


def refusal(call, *args):
    """The catalogue message of the IllegalAction that ``call(*args)`` raises."""
    with pytest.raises(IllegalAction) as refused:
        call(*args)
    assert refused.value.message is not None, f"not a catalogue message: {refused.value}"
    assert str(refused.value) == render(refused.value.message, "en")
    return refused.value.message


def idle_seats_refused(game, bots):
    """Play ``game`` out; before each move, every seat that is not awaited tries to act (out of
    turn, bankrupt, sitting out, already chosen), and once it is over, the first seat: the refusals."""
    out = []
    while not game.is_over:
        out += [refusal(game.apply, seat, None) for seat in game.players if seat not in game.awaiting()]
        seat = game.awaiting()[0]
        game.apply(seat, bots[seat].choose(game.snapshot(seat)))
    return [*out, refusal(game.apply, game.players[0], None)]


def twins_refusals():
    out = []
    for size in range(3, 7):
        for seed in range(2):
            game = twins.TwinsGame(NAMES[:size], seed=seed)
            out += idle_seats_refused(game, {seat: PlannerBot(seed + i) for i, seat in enumerate(game.players)})
    game = twins.TwinsGame(NAMES[:3], seed=1)
    first, idle = game.awaiting()[0], game.players[0]
    out += [refusal(game.result), refusal(game.snapshot, "Zed"), refusal(game.apply, first, None),
            refusal(game.apply, first, twins.Buy(5)), refusal(PlannerBot(0).choose, game.snapshot(idle)),
            refusal(twins.Play, C("4 blue"), C("4 blue")), refusal(twins.Play, "4 blue", 4)]
    game.chips[first] = 0
    out.append(refusal(game.apply, first, twins.Buy(1)))
    game.chips[first], game.deck[1:] = 3, []
    out.append(refusal(game.apply, first, twins.Buy(2)))
    game = twins.TwinsGame(NAMES[:3], seed=1)
    while game.phase == "buy":
        game.apply(game.awaiting()[0], twins.Buy(0))
    ann, bob = game.hands["Ann"], game.hands["Bob"]
    return [*out, refusal(game.apply, "Ann", None), refusal(game.apply, "Ann", twins.Play(ann[0], bob[0])),
            refusal(game.apply, "Ann", twins.Buy(0)), refusal(game.apply, "Ann", twins.Buy(2)),
            *moves_out_of_phase()]


def moves_out_of_phase():
    """A play while the seats are buying, and a buy while they play: refused naming the move."""
    game = twins.TwinsGame(NAMES[:3], seed=1)
    first = game.awaiting()[0]
    hand = game.hands[first]
    play = refusal(game.apply, first, twins.Play(hand[0], hand[1]))
    while game.phase == "buy":
        game.apply(game.awaiting()[0], twins.Buy(1))
    return [play, refusal(game.apply, game.awaiting()[0], twins.Buy(1))]


def nothanks_refusals():
    game = nothanks.NoThanksGame(NAMES[:3], seed=2)
    out = idle_seats_refused(game, {seat: NoThanksRandomBot(i, p_take=0.3) for i, seat in enumerate(game.players)})
    game = nothanks.NoThanksGame.from_position(["A", "B", "C"], deck=[20, 21], chips=[0, 3, 3], taken=[[], [], []])
    out += [refusal(game.result), refusal(game.snapshot, "Zed"), refusal(game.apply, "A", "take"),
            refusal(game.apply, "A", nothanks.PASS)]
    batch = NoThanksBatch(20, 3, seed=4)
    while not batch.must_take.any():
        batch.step(batch.must_take.copy())  # everybody passes who may
    return [*out, refusal(batch.step, np.zeros(batch.games, dtype=bool))]


@functools.cache
def emitted():
    out = (twins_games() + twins_examples() + twins_nobody_plays_play_4() + nothanks_games()
           + twins_refusals() + nothanks_refusals())
    return [m for value in out for m in messages_in(value)]


def test_every_emitted_message_renders_in_every_language():
    seen = set()
    for msg in emitted():
        assert msg["code"] in catalogue(), msg["code"]
        key = repr(sorted(msg.items(), key=lambda item: item[0]))
        if key in seen:
            continue
        seen.add(key)
        for lang in LANGUAGES:
            assert render(msg, lang).strip(), (msg, lang)


@pytest.mark.parametrize("domain", ["twins", "nothanks"])
def test_every_code_of_the_catalogue_is_emitted(domain):
    codes = {code for code in catalogue() if code.startswith(f"{domain}.")}
    assert codes - {msg["code"] for msg in emitted()} == set()


def test_the_engines_refuse_with_the_shared_error_codes():
    codes = {msg["code"] for msg in emitted()}
    assert {"error.unknown_player", "error.turn", "error.game_over", "error.not_over"} <= codes


def test_a_refusal_reads_in_the_readers_language():
    game = twins.TwinsGame(["Ann", "Bob", "Cy"], seed=1)
    first = game.awaiting()[0]
    game.chips[first] = 2
    too_dear = refusal(game.apply, first, twins.Buy(2))
    assert render(too_dear) == f"{first} cannot buy 2 cards: they cost 3 and {first} holds 2 chips"
    assert render(too_dear, "it") == f"{first} non può comprare 2 carte: costano 3 e {first} ha 2 gettoni"
    broke = nothanks.NoThanksGame.from_position(["A", "B", "C"], deck=[20, 21], chips=[0, 3, 3], taken=[[], [], []])
    must_take = refusal(broke.apply, "A", nothanks.PASS)
    assert render(must_take, "fr") == "A n'a plus de jetons et doit prendre le 20"
    assert render(refusal(broke.apply, "B", nothanks.TAKE), "es") == "es el turno de A, no de B"


def test_a_move_out_of_phase_is_named_in_words_not_code():
    """The audit's French: '…(Buy(0), Buy(1) ou Buy(2)), pas Play(cards=(Card(10, 'green', 'black'), …))'."""
    play, buy = moves_out_of_phase()
    assert play["action"]["code"] == "twins.move.play" and buy["action"] == {"code": "twins.move.buy", "count": 1}
    shown = messages.value_text(play["action"]["cards"], "fr")
    assert render(play, "fr") == f"{play['seat']} doit maintenant décider combien de cartes acheter (0, 1 ou 2), pas jouer {shown}"
    assert render(buy, "es").endswith(", no comprar 1 carta")
    assert render({**buy, "action": {"code": "twins.move.buy", "count": 0}}, "it").endswith(", non rinunciare a comprare")
    game = nothanks.NoThanksGame(NAMES[:3], seed=2)
    assert render(refusal(game.apply, game.awaiting()[0], "take"), "fr") == \
        'les coups sont prendre la carte ou dire «\u00a0Non merci\u00a0!\u00a0», pas "take"'


def test_a_value_shown_back_in_a_refusal_is_json_not_a_python_repr():
    """The seat or count that was refused read 'None' and 'Zed' with Python's quotes in every language."""
    game = twins.TwinsGame(NAMES[:3], seed=1)
    assert render(refusal(game.apply, None, twins.Buy(0)), "es") == \
        "jugador desconocido null; los jugadores son Ann, Bob y Cy"
    text_count = twins.Buy("2")  # type: ignore[arg-type]
    assert render(refusal(game.apply, game.awaiting()[0], text_count), "it") == 'si comprano 0, 1 o 2 carte, non "2"'


def test_plurals_in_narration():
    assert render({"code": "nothanks.pass", "seat": "Ada", "card": 30, "pot": 3}) == "Ada: No thanks! — 3 chips on the 30."  # (a full stop, as the take lines)
    assert render({"code": "nothanks.pass", "seat": "Ada", "card": 30, "pot": 1}, "it") == "Ada: No grazie! — 1 gettone sulla carta 30."
    assert render({"code": "twins.buy", "seat": "Ann", "count": 0, "cost": 0}, "fr") == "Ann n'achète rien."
    assert render({"code": "twins.reason.tie_paid", "others": 1, "amount": 3}, "es") == "empatado con otro y todos cobran: gana 3"


def test_a_rulebook_example_reads_in_italian():
    example = EXAMPLES["example_2"]
    combos = {name: twins.classify(a, b) for name, (a, b) in example.cards().items()}
    text = twins.settle(2, combos, pot=10, chips=dict.fromkeys(combos, 12), table_size=5).explain("it")
    assert text.splitlines()[0] == "Giocata 2: i primi 2 vincono 3 ciascuno."
    assert "niente: 4 giocatori in parità non entrano nell'unico posto pagato rimasto" in " ".join(text.split())
    assert max(map(len, text.splitlines())) <= PRINT_WIDTH  # each line prints whole in a notebook
