"""A game of Twins as a state machine: actions in, events out, one snapshot per viewer.

A hand: the dealer deals 8 cards each; from the dealer's left, each player may buy once (one card
for 1 chip, two for 3); then four plays, where everyone still in the hand puts two cards face down
(several seats are awaited at once), all are revealed, and the cash card is applied. The dealer
moves left each hand. A bankruptcy ends the game once the current hand is over.

Simulations drive this engine millions of times, so its hot path is lean while checking every
action: the deck's cards are shared objects, every possible play of a deck is made once (with its
combination and what a reveal says of it, made on first use), a seat's legal plays are listed once
per change of its hand, and the awaited seats are kept rather than recomputed. The last play's
Settlement is made only when asked for.
"""

from __future__ import annotations

import functools
import random
from bisect import insort
from collections.abc import Iterable, Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, cast, overload

from cardwidgets.errors import IllegalAction, json_text
from cardwidgets.games.protocol import Result, action_json, said, seat_only
from cardwidgets.games.shuffle import shuffle
from cardwidgets.games.twins.cards import Card, deck_of_layout, layout
from cardwidgets.games.twins.combos import Combo, classify
from cardwidgets.games.twins.rules import CashLine, Rules
from cardwidgets.games.twins.settle import Settlement, outcome
from cardwidgets.messages import message

BUY, PLAY, OVER = "buy", "play", "over"
_BY_ID = attrgetter("id")
_new = object.__new__


@dataclass(frozen=True)
class Buy:
    """Buy ``count`` cards (0, 1 or 2) at the start of a hand."""

    count: int

    def __str__(self) -> str:
        return "buy nothing" if self.count == 0 else f"buy {self.count} card{'s' if self.count > 1 else ''}"


BUYS = (Buy(0), Buy(1), Buy(2))


@dataclass(frozen=True, init=False)
class Play:
    """Put two cards face down for the current play; ``Play(a, b) == Play(b, a)``."""

    cards: tuple[Card, Card]

    def __init__(self, a: Card, b: Card) -> None:
        if not isinstance(a, Card) or not isinstance(b, Card):
            raise IllegalAction.coded("twins.error.not_cards", a=said(a), b=said(b))
        if a == b:
            raise IllegalAction.coded("twins.error.same_card", card=a.to_card_data())
        object.__setattr__(self, "cards", tuple(sorted((a, b))))

    @classmethod
    def from_fields(cls, cards: tuple[Card, Card]) -> Play:
        """The play of its one field, as :func:`~cardwidgets.games.protocol.action_from_json` reads it."""
        return cls(*cards)

    @functools.cached_property
    def combo(self) -> Combo:
        """The combination the two cards make."""
        return classify(*self.cards)

    @functools.cached_property
    def _said(self) -> tuple[Combo, int, str, int, dict, dict, dict]:
        """What a reveal reads of the play: its combination, the combination's strength, kind,
        value and message, and the two cards' data. The engine's plays are made once per deck, so
        this is made once per play of the deck, and each reveal copies the dicts into its events."""
        combo = self.combo
        a, b = combo.cards
        return combo, combo.strength, combo.kind, combo.value, combo.message(), a.to_card_data(), b.to_card_data()

    def __str__(self) -> str:
        return f"play {self.cards[0]} and {self.cards[1]}"


ACTIONS = (Buy, Play)
"""The game's action classes, for :func:`~cardwidgets.games.protocol.action_from_json`."""


@functools.lru_cache(maxsize=64)  # one per ink layout
def _play_table(inks: tuple[str, ...]) -> tuple[tuple[Play | None, ...], ...]:
    """Every play of two different cards of a deck layout, made once: ``table[a.id][b.id]``."""
    cards = deck_of_layout(inks)
    table: list[list[Play | None]] = [[None] * len(cards) for _ in cards]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            table[a.id][b.id] = table[b.id][a.id] = Play(a, b)
    return tuple(tuple(row) for row in table)


@functools.lru_cache(maxsize=64)
def _line_messages(card: tuple[CashLine, ...]) -> tuple[dict, ...]:
    """A cash card's lines as messages, made once per card: each game copies them into its events."""
    return tuple(line.message() for line in card)


# For each hand size (10 dealt and 2 bought at most), the index pairs (i, j), i < j, of its cards,
# in the order plays are listed.
_PAIRS = tuple(tuple((i, j) for i in range(size) for j in range(i + 1, size)) for size in range(13))


class HandPlays(Sequence[Play]):
    """The legal plays of a hand, every pair of its cards in hand order, made as they are read.

    A random player reads one of the 28 plays of an 8-card hand; listing them all each time its
    hand changes was a fifth of a simulation's time. Equal to any sequence of the same plays.
    The game keeps one per seat until the seat's hand changes (it replaces a hand, never changes
    one in place). Whether the hand holds a play's cards is known without comparing cards one by
    one: the play last read from this list is the hand's, and its place in the hand is known;
    any other is looked up in the set of card ids held, made on first need.
    """

    __slots__ = ("_held", "_last", "_at", "_pairs", "_plays", "hand")

    hand: list[Card]
    _plays: tuple[tuple[Play | None, ...], ...]  # the deck's plays, table[a.id][b.id]
    _pairs: tuple[tuple[int, int], ...]
    _held: set[int] | None
    _last: Play | None  # the play last read from this list: the engine trusts it

    @classmethod
    def of(cls, hand: list[Card], plays: tuple[tuple[Play | None, ...], ...]) -> HandPlays:
        """The legal plays of ``hand``, from the deck's ``plays``. Made without ``__init__``: a class
        call runs it in an interpreter frame of its own (~1.4k instructions), and the engine makes
        a list per seat at every play."""
        listed = _new(cls)
        listed.hand, listed._plays, listed._pairs = hand, plays, _PAIRS[len(hand)]
        listed._held = listed._last = None
        return listed

    def __len__(self) -> int:
        return len(self._pairs)

    @overload
    def __getitem__(self, index: int) -> Play: ...

    @overload
    def __getitem__(self, index: slice) -> list[Play]: ...

    def __getitem__(self, index: int | slice) -> Play | list[Play]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        i, j = self._at = self._pairs[index]
        play = self._last = self._plays[self.hand[i].id][self.hand[j].id]
        assert play is not None, "i < j: two different cards"
        return play

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Play) and self.shared(action) is not None

    def shared(self, action: Play) -> Play | None:
        """The deck's play of ``action``'s cards (equal cards: the ink too) if the hand holds
        both, else None: the shared play is made of the hand's very cards."""
        if action is self._last:  # read from this list: two cards of the hand
            return action
        a, b = action.cards
        shared = self._plays[a.id][b.id]
        if shared is None or (shared is not action and shared.cards != action.cards):
            return None
        if self._held is None:
            self._held = set(map(_BY_ID, self.hand))
        return shared if a.id in self._held and b.id in self._held else None

    def without(self, play: Play, hand: list[Card]) -> list[Card]:
        """``hand`` (the seat's, holding ``play``) without ``play``'s cards, as a new list. The play
        last read from this list, in the hand it was made of, is taken out by its place: filtering
        the hand card by card was a tenth of the bytecodes a random game runs."""
        if play is self._last and hand is self.hand:
            i, j = self._at
            rest = hand.copy()
            del rest[j], rest[i]
            return rest
        a, b = play.cards
        return [card for card in hand if card is not a and card is not b]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return repr(list(self))


@dataclass(frozen=True)
class SeatView:
    """What a bot reads: its own seat's part of the snapshot, as cards and actions.

    Made from a snapshot (``bots.seat_view``), or straight from the engine
    (``TwinsGame.seat_view``), the quick path for simulations: the same content, without building
    and parsing card data. It holds nothing the seat may not see: its own hand, the chips (public),
    the phase and play, and its legal actions (read only: a view of the game's own lists).
    """

    viewer: str
    phase: str
    play: int | None
    hand: tuple[Card, ...]
    chips: Mapping[str, int]
    legal_actions: Sequence[Buy | Play]


# What a play is settled from, kept to settle it again when its Settlement is asked for: the play,
# its cash line, the revealed combinations (last_reveal, copied for the Settlement when it is made),
# their strengths, the pot and the chips before.
_Settling = tuple[int, CashLine, dict[str, Combo], dict[str, int], int, dict[str, int]]


def _card_list(cards: Iterable[Card]) -> list[dict]:
    return list(map(Card.to_card_data, cards))


def _combo_data(combo: Combo) -> dict:
    return {"kind": combo.kind, "value": combo.value, "combo": combo.message(), "cards": _card_list(combo.cards)}


class TwinsGame:
    """Twins for 3 to 6 players, following the protocol every game of cardwidgets shares.

    >>> game = TwinsGame(["Ann", "Bob", "Cy"], seed=1)
    >>> game.awaiting(), game.legal_actions("Bob")
    (('Bob',), (Buy(count=0), Buy(count=1), Buy(count=2)))
    """

    phase: str
    play: int | None  # 1 to 4 while the seats play their pairs, else None
    is_over: bool
    """The game is over (its phase is "over"): a plain attribute, as simulations read it at every move."""
    _awaiting: tuple[str, ...]

    def __init__(self, players: Sequence[str], seed: int | None = None, rules: Rules | None = None) -> None:
        players = tuple(players)
        if not 3 <= len(players) <= 6:
            raise ValueError(f"Twins is for 3 to 6 players, not {len(players)}")
        if not all(isinstance(p, str) and p.strip() for p in players) or len(set(players)) != len(players):
            raise ValueError(f"players must be distinct non-empty names: {players!r}")
        self.players = players
        self.rules = rules or Rules()
        self._cash_card = self.rules.cash_card(len(players))
        self._dearest = max(self.rules.buy_prices)  # who holds as much may buy anything
        self._line_messages = _line_messages(tuple(self._cash_card))  # copied into each settle event
        inks = layout(self.rules.ink_by_color)
        self._cards, self._plays = deck_of_layout(inks), _play_table(inks)
        self._rng = random.Random(seed)
        self.chips = dict.fromkeys(players, self.rules.starting_chips)
        self.pot = 0
        self.hand_number = 0
        self.bankrupt: set[str] = set()
        self.history: list[tuple[str, Buy | Play]] = []
        self.dealer = self._rng.randrange(len(players))
        self._settled: Settlement | _Settling | None = None  # see last_settlement
        self.last_reveal: dict[str, Combo] = {}
        self._plays_of: dict[str, HandPlays] = {}  # kept while the seat's hand is the same list
        self.is_over = False
        self.opening: list[dict] = self._start_hand(first=True)
        """The events of setting the game up (the first deal), for a table's log."""

    # -- the protocol --------------------------------------------------------------------------

    def awaiting(self) -> tuple[str, ...]:
        """The seats whose decision the game waits for: one buyer, or everyone yet to choose."""
        return self._awaiting

    def legal_actions(self, seat: str) -> Sequence[Buy | Play]:
        if seat not in self._awaiting:
            return ()
        if self.phase == BUY:
            chips, left = self.chips[seat], len(self.deck)
            if chips >= self._dearest and left >= 2:  # the common case: any buy
                return BUYS
            prices = self.rules.buy_prices
            return tuple(buy for buy in BUYS if prices[buy.count] <= chips and buy.count <= left)
        plays = self._plays_of.get(seat)
        if plays is None or plays.hand is not self.hands[seat]:  # the hand changed: list it anew
            plays = self._plays_of[seat] = HandPlays.of(self.hands[seat], self._plays)
        return plays

    def apply(self, seat: str, action: Any) -> list[dict]:
        """Check and apply ``seat``'s action; return the events it caused.

        Raises IllegalAction, changing nothing, when the action is not allowed.
        """
        if seat not in self._awaiting:
            self._refuse_turn(seat)
        if self.phase == BUY:
            if not isinstance(action, Buy):
                raise IllegalAction.coded("twins.error.buy_now", seat=seat, action=said(action))
            return self._buy(seat, action)
        if not isinstance(action, Play):
            raise IllegalAction.coded("twins.error.play_now", seat=seat, play=self.play, action=said(action))
        return self._play(seat, action)

    def result(self) -> Result:
        """Chips per seat and the winners (most chips; ties share the win), once the game is over."""
        if not self.is_over:
            raise IllegalAction.coded("error.not_over")
        best = max(self.chips.values())
        bankrupt = [seat for seat in self.players if seat in self.bankrupt]
        reason = (message("twins.over.bankrupt", seats=bankrupt, count=len(bankrupt)) if bankrupt
                  else message("twins.over.hands", n=self.hand_number))
        return Result(scores=dict(self.chips), winners=tuple(seat for seat in self.players if self.chips[seat] == best),
                      reason=reason, details={"bankrupt": bankrupt, "hands_played": self.hand_number})

    @staticmethod
    def conceal(snapshot: dict, seat: str) -> dict:
        """A snapshot taken with ``reveal=True`` as ``seat``'s own is: the others' hands and
        face-down plays hidden again. A table whose teacher switch is turned off hides so the
        views it saved while the switch was on (a test keeps this equal to ``snapshot(seat)``)."""
        if not snapshot["revealed"]:
            return snapshot
        return {**snapshot, "viewer": seat, "revealed": False, "hands": seat_only(snapshot["hands"], seat),
                "choices": seat_only(snapshot["choices"], seat)}

    def secrets(self, seat: str) -> dict[str, Any]:
        """What ``seat`` may not see, by where a snapshot would show it: the others' hands and
        face-down choices, and the deck's order (see ``protocol.Game.secrets``)."""
        hidden: dict[str, Any] = {"deck": _card_list(self.deck)}
        for other in self.players:
            if other != seat:
                hidden[f"hands/{other}"] = _card_list(self.hands[other])
                if other in self.choices:
                    hidden[f"choices/{other}"] = _card_list(self.choices[other].cards)
        return hidden

    def seat_view(self, seat: str) -> SeatView:
        """``seat``'s snapshot as a bot reads it (``bots.seat_view(self.snapshot(seat))``), read
        straight from the game: the quick path for bots in simulations."""
        if seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        return SeatView(viewer=seat, phase=self.phase, play=self.play, hand=tuple(self.hands[seat]),
                        chips=dict(self.chips), legal_actions=self.legal_actions(seat))

    def snapshot(self, seat: str | None = None, *, reveal: bool = False) -> dict:
        """Plain JSON-able data for ``seat``; ``seat=None`` or ``reveal=True`` shows everything.

        A seat sees its own hand and face-down choice; of the others only the public facts: chips,
        hand sizes, who bought how many, who has chosen, the revealed combinations.
        """
        if seat is not None and seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        sees_all = seat is None or reveal

        def visible(owner: str) -> bool:
            return sees_all or owner == seat

        settlement = self.last_settlement
        return {
            "game": "twins",
            "players": list(self.players),
            "viewer": seat,
            "revealed": sees_all,
            "table_size": len(self.players),
            "dealer": self.players[self.dealer],
            "hand_number": self.hand_number,
            "phase": self.phase,
            "play": self.play,
            "cash_card": [line.message() for line in self.rules.cash_card(len(self.players))],
            "buy_prices": list(self.rules.buy_prices),
            "pot": self.pot,
            "chips": dict(self.chips),
            "hand_sizes": {p: len(self.hands[p]) for p in self.players},
            "deck_size": len(self.deck),
            "discards": _card_list(self.discards),
            "hands": {p: _card_list(self.hands[p]) if visible(p) else None for p in self.players},
            "bought": dict(self.bought),
            "chosen": {p: p in self.choices for p in self.players},
            "choices": {
                p: _card_list(self.choices[p].cards) if p in self.choices and visible(p) else None
                for p in self.players
            },
            "sit_out": sorted(self.sit_out, key=self.players.index),
            "bankrupt": sorted(self.bankrupt, key=self.players.index),
            "awaiting": list(self._awaiting),
            "legal_actions": [action_json(action) for action in self.legal_actions(seat)] if seat is not None else [],
            "last_play": None if settlement is None else {
                "play": settlement.play,
                "combos": {p: _combo_data(c) for p, c in self.last_reveal.items()},
                "ranking": list(map(list, settlement.ranking)),
                "delta": dict(settlement.delta),
                "reasons": {seat: deepcopy(reason) for seat, reason in settlement.reasons.items()},
                "sit_out": sorted(settlement.sit_out, key=self.players.index),
                "bankrupt": sorted(settlement.bankrupt, key=self.players.index),
                "pot": settlement.pot,
                "line": settlement.line.message(),
            },
            "result": self.result().to_json() if self.is_over else None,
        }

    @property
    def last_settlement(self) -> Settlement | None:
        """The Settlement of the last play revealed (None before the first), settled again from
        what the play was settled from when first asked for: simulations never ask, and making
        one at every play was a tenth of the settling. Settled again, it holds none of the dicts
        handed out in the play's events, which their reader may change."""
        settled = self._settled
        if isinstance(settled, tuple):
            play, line, combos, strength, pot, chips = settled
            ranking, delta, pot, sit_out, bankrupt, reasons = outcome(line, strength, pot, chips, self.rules.play2_ties)
            settled = self._settled = Settlement(play, line, tuple(map(tuple, ranking)), combos.copy(), delta, pot,
                                                 frozenset(sit_out), frozenset(bankrupt), reasons)
        return settled

    # -- the hand ------------------------------------------------------------------------------

    def _start_hand(self, first: bool = False) -> list[dict]:
        if not first:
            self.dealer = (self.dealer + 1) % len(self.players)
        self.hand_number += 1
        cards = list(self._cards)
        shuffle(self._rng, cards)
        size = self.rules.hand_size
        order = [*self.players[self.dealer + 1:], *self.players[:self.dealer + 1]]  # from the dealer's left
        self.hands = {seat: sorted(cards[i * size:(i + 1) * size], key=_BY_ID) for i, seat in enumerate(order)}
        self.deck = cards[len(order) * size:]
        self.discards: list[Card] = []
        self.bought: dict[str, int | None] = dict.fromkeys(self.players)
        self._buyers = order
        self.choices: dict[str, Play] = {}
        self.sit_out: set[str] = set()
        self.phase, self.play = BUY, None
        self._awaiting = (order[0],)
        dealer = self.players[self.dealer]
        return [{"code": "twins.deal", "hand": self.hand_number, "dealer": dealer, "size": size}]

    def _refuse_turn(self, seat: str) -> None:
        """Raise the IllegalAction that says why ``seat``, not awaited, may not act now."""
        if self.is_over:
            raise IllegalAction.coded("error.game_over")
        if seat not in self.players:
            raise IllegalAction.coded("error.unknown_player", seat=json_text(seat), players=list(self.players))
        if self.phase == BUY:
            raise IllegalAction.coded("twins.error.buy_turn", turn=self._buyers[0], seat=seat)
        if seat in self.bankrupt:
            raise IllegalAction.coded("twins.error.bankrupt", seat=seat)
        if seat in self.sit_out:
            raise IllegalAction.coded("twins.error.sits_out", seat=seat)
        raise IllegalAction.coded("twins.error.chosen", seat=seat, play=self.play)

    def _buy(self, seat: str, action: Buy) -> list[dict]:
        count = action.count
        if type(count) is not int or count not in (0, 1, 2):
            raise IllegalAction.coded("twins.error.buy_count", count=json_text(count))
        price = self.rules.buy_prices[count]
        if price > self.chips[seat]:
            raise IllegalAction.coded("twins.error.too_dear", seat=seat, count=count, price=price, chips=self.chips[seat])
        if count > len(self.deck):
            raise IllegalAction.coded("twins.error.deck_short", n=len(self.deck))
        self.history.append((seat, action))
        self.chips[seat] -= price
        self.pot += price
        if count:  # the bought cards go to their places in a new list (the hand is sorted by id)
            hand = self.hands[seat] = self.hands[seat].copy()
            for card in self.deck[:count]:
                insort(hand, card, key=_BY_ID)
            del self.deck[:count]
        self.bought[seat] = count
        self._buyers.pop(0)
        events = [{"code": "twins.buy", "seat": seat, "count": count, "cost": price}]
        if self._buyers:
            self._awaiting = (self._buyers[0],)
        else:
            events += self._next_play()
        return events

    def _play(self, seat: str, action: Play) -> list[dict]:
        plays = self._plays_of.get(seat)
        if plays is None or plays.hand is not self.hands[seat]:  # not read since the hand changed
            plays = cast(HandPlays, self.legal_actions(seat))
        shared = action if action is plays._last else plays.shared(action)  # read from the list: no call
        if shared is None:
            hand = self.hands[seat]
            missing = [card.to_card_data() for card in action.cards if card not in hand]
            raise IllegalAction.coded("twins.error.not_held", seat=seat, cards=missing)
        self.history.append((seat, action))
        self.choices[seat] = shared
        awaiting = self._awaiting  # seats mostly choose in the order awaited: then one slice
        self._awaiting = awaiting[1:] if awaiting[0] == seat else tuple([s for s in awaiting if s != seat])
        events = [{"code": "twins.choose", "seat": seat}]
        if not self._awaiting:
            events += self._reveal()
        return events

    def _next_play(self) -> list[dict]:
        self.play = 1 if self.play is None else self.play + 1
        self.phase = PLAY
        self.choices = {}
        if not self.bankrupt and (self.play != 4 or not self.sit_out):  # most plays: everyone plays
            self._awaiting = self.players
        else:
            self._awaiting = tuple([seat for seat in self.players if seat not in self.bankrupt
                                    and not (self.play == 4 and seat in self.sit_out)])
        events: list[dict] = [{"code": "twins.play", "play": self.play}]
        if not self._awaiting:  # everyone sat out play 4: nothing to reveal
            events += self._reveal()
        return events

    def _reveal(self) -> list[dict]:
        choices, hands, play = self.choices, self.hands, self.play
        assert play is not None, "a reveal ends a play"
        plays_of = self._plays_of  # the seats' lists the choices were checked against
        for seat, choice in choices.items():  # in the order chosen: the order of the discards
            hands[seat] = plays_of[seat].without(choice, hands[seat])
            self.discards += choice.cards
        # One pass in seating order makes the combinations and what the events say of them (the
        # reveal and the settlement are a third of a simulation's time: no helper calls here).
        combos: dict[str, Combo] = {}
        strength: dict[str, int] = {}
        shown, data = [], {}
        for seat in self.players:
            if seat in choices:
                combo, strength[seat], kind, value, said, card_a, card_b = choices[seat]._said
                combos[seat] = combo
                shown.append({"code": "twins.shown", "seat": seat, "combo": said.copy()})
                data[seat] = {"kind": kind, "value": value, "combo": said.copy(),
                              "cards": [card_a.copy(), card_b.copy()]}
        line, chips = self._cash_card[play - 1], self.chips
        self._settled = (play, line, combos, strength, self.pot, chips.copy())
        ranking, delta, pot, sit_out, bankrupt, reasons = outcome(line, strength, self.pot, chips, self.rules.play2_ties)
        for payer, change in delta.items():
            chips[payer] += change
        self.pot = pot
        if sit_out:
            self.sit_out.update(sit_out)
        if bankrupt:
            self.bankrupt.update(bankrupt)
        self.last_reveal = combos
        events = [
            {"code": "twins.reveal", "play": play, "shown": shown} if combos
            else message("twins.reveal.nobody", play=play),
            {"code": "twins.settle", "play": play, "line": self._line_messages[play - 1].copy(), "pot": pot,
             "combos": data, "ranking": ranking, "delta": delta,
             "sit_out": sorted(sit_out) if sit_out else [], "bankrupt": sorted(bankrupt) if bankrupt else [],
             "reasons": reasons},
        ]
        if play < 4:
            return events + self._next_play()
        return events + self._end_hand()

    def _end_hand(self) -> list[dict]:
        done = self.bankrupt or (self.rules.max_hands is not None and self.hand_number >= self.rules.max_hands)
        if not done:
            return self._start_hand()
        self.phase, self.play, self.choices, self._awaiting, self.is_over = OVER, None, {}, (), True
        result = self.result()
        return [message("twins.game_over", why=result.reason, winners=list(result.winners), count=len(result.winners),
                        chips=result.scores[result.winners[0]])]

    def __repr__(self) -> str:
        return (f"<TwinsGame hand {self.hand_number} {self.phase}"
                f"{'' if self.play is None else ' play ' + str(self.play)} pot {self.pot} chips {self.chips}>")
