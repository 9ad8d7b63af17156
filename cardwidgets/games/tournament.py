"""One tournament for every registered game: seeded games between bots, the seats rotating, and
each bot's win rate and mean score with their standard errors.

Every game is seeded from the tournament's seed and its own number alone, so the standings are
the same whether the games run in this process or spread over ``workers`` processes.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from cardwidgets.estimate import Estimate
from cardwidgets.games import GAMES, TITLES, game_name
from cardwidgets.games.protocol import Bot, play_game
from cardwidgets.messages import render
from cardwidgets.progress import ProgressBar

BotFactory = Callable[[int], Bot]


@dataclass(frozen=True)
class Standing:
    """One bot's record: win rate (a shared win counts a fraction) and mean score, with standard errors."""

    name: str
    games: int
    win_rate: float
    win_rate_se: float
    mean_score: float
    mean_score_se: float

    @property
    def win(self) -> Estimate:
        """The win rate as an estimate (its text's ± is two standard errors, as everywhere)."""
        return Estimate(self.win_rate, self.win_rate_se, self.games)

    @property
    def score(self) -> Estimate:
        """The mean score as an estimate."""
        return Estimate(self.mean_score, self.mean_score_se, self.games)

    def __str__(self) -> str:
        """In the lesson's language (``set_language``), as the tutorials print it."""
        return render("tournament.standing", name=self.name, win=self.win.text(percent=True), score=self.score.text())


@dataclass(frozen=True)
class TournamentResult:
    """The standings, best win rate first; how many games were played and how long they took."""

    game: str
    standings: tuple[Standing, ...]
    games: int
    seconds: float

    def __str__(self) -> str:
        """In the lesson's language (``set_language``), as the tutorials print it."""
        title = TITLES.get(self.game, self.game)  # "Twins: 40 partite", not the registry's "twins"
        lines = [render("tournament.summary", game=title, games=self.games, seconds=round(self.seconds, 1) + 0.0)]
        return "\n".join(lines + [f"  {standing}" for standing in self.standings])


@dataclass(frozen=True)
class _Spec:
    game: str
    bots: Mapping[str, BotFactory]
    seed: int
    rules: Any


_SPEC: _Spec | None = None  # what forked workers play, inherited rather than pickled


def game_seed(seed: int, number: int) -> int:
    """The seed of game ``number`` of a tournament seeded ``seed``."""
    return seed * 1_000_003 + number


def tournament(game: str | ModuleType, bots: Mapping[str, BotFactory], games: int = 100, *, seed: int = 0,
               rules: Any = None, workers: int = 1, progress: bool = True) -> TournamentResult:
    """Play ``games`` games of ``game`` (a name of ``cardwidgets.games.GAMES``, or as the app's
    links spell it, "no-thanks"; or its package) between ``bots`` (name → factory taking a seed),
    one seat each, rotating the seats from game to game. ``workers`` > 1 spreads the games over that many processes; a progress bar appears when
    the tournament runs for more than a second, and goes when it ends (``progress=False`` hides it)."""
    name = _game_name(game)
    package = GAMES[name]
    rules = rules if rules is not None else package.Rules()
    if not rules.min_players <= len(bots) <= rules.max_players:
        raise ValueError(f"{name} is for {rules.min_players} to {rules.max_players} players, not {len(bots)} bots")
    if type(games) is not int or games < 2:
        raise ValueError(f"a tournament needs at least 2 games, not {games!r}")
    if type(workers) is not int or workers < 1:
        raise ValueError(f"workers is a whole number, 1 or more, not {workers!r}")
    spec = _Spec(name, dict(bots), seed, rules)
    start = time.perf_counter()
    outcomes = _run(spec, games, workers, progress)
    names = list(bots)
    wins = {n: [share[n] for share, _ in outcomes] for n in names}
    scores = {n: [score[n] for _, score in outcomes] for n in names}
    standings = sorted((Standing(n, games, *_mean_se(wins[n]), *_mean_se(scores[n])) for n in names),
                       key=lambda s: -s.win_rate)
    return TournamentResult(name, tuple(standings), games, time.perf_counter() - start)


def play_one(spec: _Spec, number: int) -> tuple[dict[str, float], dict[str, float]]:
    """Game ``number`` of the tournament: each bot's share of the win and its score."""
    names = list(spec.bots)
    shift = number % len(names)
    order = names[shift:] + names[:shift]
    seed = game_seed(spec.seed, number)
    game = GAMES[spec.game].GAME(order, seed=seed, rules=spec.rules)
    result = play_game(game, {n: spec.bots[n](seed * 16 + i) for i, n in enumerate(order)})
    return {n: result.share(n) for n in names}, {n: result.scores[n] for n in names}


def _run(spec: _Spec, games: int, workers: int, progress: bool) -> list:
    bar = ProgressBar(games, TITLES.get(spec.game, spec.game), "game", show=progress)
    try:
        if workers == 1:
            outcomes = []
            for number in range(games):
                outcomes.append(play_one(spec, number))
                bar.update()
            return outcomes
        global _SPEC
        _SPEC = spec
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        blocks = [range(start, min(games, start + 25)) for start in range(0, games, 25)]
        forked = context.get_start_method() == "fork"
        handed: dict[str, Any] = {} if forked else {"initializer": _adopt, "initargs": (spec,)}
        with ProcessPoolExecutor(workers, mp_context=context, **handed) as pool:
            outcomes = []
            for block in pool.map(_play_block, blocks):
                outcomes += block
                bar.update(len(block))
            return outcomes
    finally:
        _adopt(None)
        bar.close()


def _adopt(spec: _Spec | None) -> None:
    """In a worker: take the spec (pickled where processes are spawned, inherited where forked);
    in the parent, forget it once the pool is done."""
    global _SPEC
    _SPEC = spec


def _play_block(numbers: range) -> list:
    assert _SPEC is not None
    return [play_one(_SPEC, number) for number in numbers]


def _game_name(game: str | ModuleType) -> str:
    if isinstance(game, str):
        if game_name(game) not in GAMES:
            raise ValueError(f"unknown game {game!r}; the games are {', '.join(GAMES)}")
        return game_name(game)
    for name in GAMES:
        if GAMES[name] is game:
            return name
    raise ValueError(f"{game!r} is not a registered game")


def _mean_se(values: list[float]) -> tuple[float, float]:
    estimate = Estimate.of_mean(values)
    return estimate.value, estimate.stderr
