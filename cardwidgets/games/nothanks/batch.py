"""Many games of No Thanks! at once, in lockstep with numpy: Monte Carlo by the hundred thousand.

Row ``g`` of every array is one game. Each :meth:`NoThanksBatch.step` makes one decision in every
game still going, checked like :meth:`NoThanksGame.apply <cardwidgets.games.nothanks.game.NoThanksGame.apply>`;
games that have ended sit still while the others finish. The rules are those of ``NoThanksGame``:
the tests replay batches through it move by move.

A player's cards are a bitmask (bit ``c`` for card ``c``), so the cost of the face-up card and
the final scores are a few array operations for all games together.

>>> batch = NoThanksBatch(10_000, players=4, seed=1)
>>> result = batch.playout(thresholds=[3, 3, 3, 3])
>>> result["scores"].shape, bool(batch.over.all())
((10000, 4), True)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardwidgets.errors import IllegalAction
from cardwidgets.games.nothanks.game import check_policy
from cardwidgets.games.nothanks.rules import DECK_SIZE, HIGHEST, LOWEST, Rules

_ONE = np.uint64(1)


class NoThanksBatch:
    """``games`` games of No Thanks! for ``players`` seats (3–5; 6–7 with ``Rules(large_tables=True)``).

    Arrays, one row per game: ``deck`` (the 24 cards in order), ``removed`` (the cards out of the
    game), ``first`` (the seat that starts), ``turn``, ``pot``, ``chips`` (games × seats) and
    ``held`` (games × seats, the cards taken as bitmasks; :meth:`taken` lists them). Read them
    freely; change them only through :meth:`step`.
    """

    def __init__(self, games: int, players: int = 4, seed: int | None = None, rules: Rules | None = None) -> None:
        if type(games) is not int or games < 1:
            raise ValueError(f"games is a whole number, 1 or more, not {games!r}")
        if type(players) is not int:
            raise ValueError(f"players is the number of seats, not {players!r}")
        self.rules = rules = rules or Rules()
        rules.check_players(players)
        self.players = players
        self.rng = np.random.default_rng(seed)
        order = self.rng.permuted(np.tile(np.array(rules.cards, dtype=np.int64), (games, 1)), axis=1)
        self.deck, self.removed = order[:, :DECK_SIZE].copy(), np.sort(order[:, DECK_SIZE:], axis=1)
        self.first = self.rng.integers(players, size=games)
        self.turn = self.first.copy()
        self.position = np.zeros(games, dtype=np.int64)  # how many cards have been taken
        self.pot = np.zeros(games, dtype=np.int64)
        self.chips = np.full((games, players), rules.starting_chips(players), dtype=np.int64)
        self.held = np.zeros((games, players), dtype=np.uint64)
        # Flat views and offsets: one gather per quantity per step (2-D fancy indexing is slower).
        self._deck_at, self._seat_at = np.arange(games) * DECK_SIZE, np.arange(games) * players
        self._flat_deck, self._flat_chips, self._flat_held = self.deck.ravel(), self.chips.reshape(-1), self.held.reshape(-1)

    @property
    def games(self) -> int:
        return len(self.deck)

    @property
    def over(self) -> np.ndarray:
        """Which games have ended (the 24th card taken)."""
        return self.position == DECK_SIZE

    @property
    def card(self) -> np.ndarray:
        """The face-up card of each game, 0 where the game is over."""
        return self._flat_deck.take(self._deck_at + np.minimum(self.position, DECK_SIZE - 1)) * ~self.over

    @property
    def must_take(self) -> np.ndarray:
        """Games whose player to move has no chips (and so must take)."""
        return ~self.over & (self._flat_chips.take(self._seat_at + self.turn) == 0)

    def cost(self) -> np.ndarray:
        """What the face-up card would add to the score of the player to move (chips aside): its
        number, less where it extends a run (``scoring.marginal_cost``). 0 where the game is over."""
        card = self.card
        # Bits 0, 1, 2 of ``near``: the player holds the card below, the card, the card above.
        near = self._flat_held.take(self._seat_at + self.turn) >> np.maximum(card - 1, 0).astype(np.uint64)
        below, above = (near & _ONE).astype(bool), (near >> np.uint64(2) & _ONE).astype(bool)
        # Above a run it adds nothing; below one it replaces the run's lowest card.
        return card * ~below - (card + 1) * above

    def step(self, take: np.ndarray | Sequence[bool]) -> None:
        """One decision in every game still going: ``take[g]`` True to take, False for "No thanks!".

        Ended games ignore their entry. A pass by a player without chips raises IllegalAction
        and changes nothing, in any game.
        """
        take = np.asarray(take)
        if take.shape != (self.games,) or take.dtype != bool:
            raise ValueError(f"take is one True/False per game: {self.games} of them, not {take.dtype} {take.shape}")
        live, turn = ~self.over, self.turn
        seat = self._seat_at + turn
        mine = self._flat_chips.take(seat)
        wrong = live & ~take & (mine == 0)
        if wrong.any():
            g = int(np.flatnonzero(wrong)[0])
            raise IllegalAction.coded("nothanks.error.batch_must_take", game=g, seat=int(turn[g]), card=int(self.card[g]))
        takes, passes = live & take, live & ~take
        card = self._flat_deck.take(self._deck_at + np.minimum(self.position, DECK_SIZE - 1)).astype(np.uint64)
        self._flat_chips[seat] = mine + self.pot * takes - passes
        self._flat_held[seat] = self._flat_held.take(seat) | (_ONE << card) * takes
        self.pot = (self.pot + passes) * ~takes
        self.position += takes
        turn = turn + passes
        self.turn = turn - self.players * (turn == self.players)

    def playout(self, p_take: float = 0.5, thresholds: Sequence[int] | None = None) -> dict[str, np.ndarray]:
        """Play every game to the end, as ``NoThanksGame.playout`` plays one, and return :meth:`result`.

        Every seat takes with probability ``p_take`` (random players, drawing from ``self.rng``),
        or, given ``thresholds`` (one per seat), takes when :meth:`cost` less the chips on the card
        is at most its threshold. A player without chips takes.
        """
        check_policy(self.players, p_take, thresholds)
        limits = None if thresholds is None else np.asarray(thresholds)
        while not self.over.all():
            if limits is None:
                take = self.rng.random(self.games, dtype=np.float32) < p_take
            else:
                take = self.cost() - self.pot <= limits[self.turn]
            self.step(take | self.must_take)
        return self.result()

    def card_points(self) -> np.ndarray:
        """Games × seats: the sum of each run's lowest card."""
        lowest = self.held & ~(self.held << _ONE)  # cards with no card just below them
        points = np.zeros(self.held.shape, dtype=np.int64)
        for card in range(LOWEST, HIGHEST + 1):
            points += card * ((lowest >> np.uint64(card)) & _ONE).astype(np.int64)
        return points

    def result(self) -> dict[str, np.ndarray]:
        """Games × seats arrays: ``scores`` (card points minus chips), ``card_points``, ``chips``,
        and ``winners`` (True for the lowest score of its game; ties share)."""
        points = self.card_points()
        scores = points - self.chips
        return {"scores": scores, "card_points": points, "chips": self.chips.copy(),
                "winners": scores == scores.min(axis=1, keepdims=True)}

    def taken(self, game: int) -> list[list[int]]:
        """The cards each seat of one game has taken, sorted."""
        return [[c for c in range(LOWEST, HIGHEST + 1) if int(mask) >> c & 1] for mask in self.held[game]]

    def __repr__(self) -> str:
        return f"<NoThanksBatch {self.games} games, {self.players} players, {int(self.over.sum())} over>"
