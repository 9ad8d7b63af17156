"""A game table as an app for a class: the game and the language to choose, the table, nothing else.

Voilà serves it from ``notebooks/apps/play.ipynb``, where students see no code. A link can name
the game and the language (``...play.ipynb?game=no-thanks&lang=it``): Voilà hands the kernel the
link's query string. marimo cannot show ipywidgets' containers, so ``notebooks/marimo/`` builds
the same page from ``GAMES`` and ``LANGUAGE_NAMES`` with marimo's own dropdowns.
"""

from __future__ import annotations

import html
import os
import re
import secrets
from urllib.parse import parse_qs

import anywidget
import ipywidgets
import traitlets

from cardwidgets.games import TITLES, link_name
from cardwidgets.messages import LANGUAGES, message, render
from cardwidgets.widgets._base import MAX_SEED, ActionWidget, static_file
from cardwidgets.widgets._table import BotTable
from cardwidgets.widgets.gin_table import GinTable
from cardwidgets.widgets.nothanks_table import NoThanksTable
from cardwidgets.widgets.twinit_table import TwinItTable
from cardwidgets.widgets.twins_table import TwinsTable

# The games a class can play, by the key a link names them with: (title, table class). The
# registry's spellings ("nothanks") name them too (cardwidgets.games.link_name).
GAMES = {
    "twins": (TITLES["twins"], TwinsTable),
    "no-thanks": (TITLES["nothanks"], NoThanksTable),
    "gin-rummy": (TITLES["ginrummy"], GinTable),
    "twin-it": (TITLES["twinit"], TwinItTable),
}
# Each language by its own name, so that a reader finds theirs whatever the page's language.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français", "es": "Español"}


def new_table(game: str, lang: str = "en", seed: int | None = None, *, autofocus: bool = False) -> ActionWidget:
    """The table of ``game`` (a key of ``GAMES``) in ``lang``; a fresh random seed unless given.

    The seed shows in the table's controls and log, so a game a student liked can be replayed.
    The table offers no teacher switch: a student at the app cannot look at the bots' cards.
    ``autofocus``: the table takes the keyboard focus when it is drawn (in the app, not a notebook)."""
    game = link_name(game)
    if game not in GAMES:
        raise ValueError(f"no game {game!r}: the games are {', '.join(GAMES)}")
    if lang not in LANGUAGES:
        raise ValueError(f"no language {lang!r}: the languages are {', '.join(LANGUAGES)}")
    seed = secrets.randbelow(10_000) if seed is None else seed
    table = GAMES[game][1](seed=seed, lang=lang, autofocus=autofocus)
    if isinstance(table, BotTable):
        table.teacher_switch = False
    return table


def read_link(query: str) -> tuple[str, str, int | None, list[dict]]:
    """The game, language and seed a link's query string asks for (``game=no-thanks&lang=it&seed=7``),
    and what it got wrong: what it leaves out takes the defaults, and so does what it gets wrong
    (each a message to show). The Voilà app and the marimo page read their links alike."""
    fields = {k: v[-1].strip() for k, v in parse_qs(query).items()}
    game, lang, seed = link_name(fields.get("game", "twins").lower()), fields.get("lang", "en").lower(), fields.get("seed")
    problems = []
    if game not in GAMES:
        problems.append(message("app.link.game", value=game, games=[title for title, _ in GAMES.values()]))
        game = "twins"
    if lang not in LANGUAGES:
        problems.append(message("app.link.lang", value=lang, languages=list(LANGUAGE_NAMES.values())))
        lang = "en"
    if seed is not None and not (re.fullmatch("[0-9]{1,10}", seed) and int(seed) <= MAX_SEED):  # not "²", nor 10**26
        problems.append(message("app.link.seed", value=seed, max=MAX_SEED))
        seed = None
    return game, lang, None if seed is None else int(seed), problems


class AppPage(anywidget.AnyWidget):
    """The page the app has to itself (Voilà's): its title names the game, and its language is the
    reader's, which screen readers read it in. It draws nothing."""

    _esm = static_file("app_page.js")
    title = traitlets.Unicode("cardwidgets").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)


class GameApp(ipywidgets.VBox):
    """The two choosers above one game table. Choosing another game deals its table the first
    time, and brings it back as it was left afterwards: a class that looks at another game loses
    no game in progress. The table takes the keyboard focus when the page opens (``autofocus``),
    so that its keys work at once."""

    def __init__(self, game: str = "twins", lang: str = "en", seed: int | None = None) -> None:
        game = link_name(game)
        self.table = new_table(game, lang, seed, autofocus=True)
        self._tables = {game: self.table}  # every game dealt so far, as it was left
        self.page = AppPage(title=f"{GAMES[game][0]} · cardwidgets", lang=lang)
        self.notice = ipywidgets.HTML()
        self.link_problems: list[dict] = []  # what was wrong with the link that opened the app
        self.game_choice = ipywidgets.Dropdown(options=[(title, key) for key, (title, _) in GAMES.items()], value=game)
        self.lang_choice = ipywidgets.Dropdown(options=[(name, code) for code, name in LANGUAGE_NAMES.items()], value=lang)
        self._label(lang)
        self.choosers = ipywidgets.HBox([self.game_choice, self.lang_choice],
                                        layout=ipywidgets.Layout(flex_flow="row wrap"))
        super().__init__([self.page, self.choosers, self.table])
        self.add_class("cw-app")
        self.notice.add_class("cw-app-notice")
        self.game_choice.observe(self._new_game, "value")
        self.lang_choice.observe(self._new_lang, "value")

    @classmethod
    def from_query(cls, query: str | None = None) -> GameApp:
        """The app a link asks for (``read_link``; Voilà's ``QUERY_STRING`` when no query is given),
        with what the link got wrong said above the choosers: Voilà would show only that a cell
        failed, and a class would have no table."""
        game, lang, seed, problems = read_link(os.environ.get("QUERY_STRING", "") if query is None else query)
        app = cls(game, lang, seed)
        app.link_problems = problems
        # The notice stays in view: a table that takes the focus may scroll the page to its seat (on a
        # projector, Twins' Buy buttons), and the notice went out of sight above the choosers.
        app.table.autofocus = not problems
        app._label(lang)
        app._show()
        return app

    def _label(self, lang: str) -> None:
        self.game_choice.description = render("app.game", lang)
        self.lang_choice.description = render("app.language", lang)
        self.notice.value = "".join(f'<p role="alert">⚠ {html.escape(render(problem, lang))}</p>'
                                    for problem in self.link_problems)

    def _show(self) -> None:
        """The notice about the link (when it got something wrong), the choosers, the table."""
        self.children = (self.page,) + ((self.notice,) if self.link_problems else ()) + (self.choosers, self.table)

    def _new_game(self, change: dict) -> None:
        game, lang = change["new"], self.lang_choice.value
        if game in self._tables:
            self.table = self._tables[game]
            self.table.lang = lang
        else:
            self.table = self._tables[game] = new_table(game, lang, autofocus=True)
        self.page.title = f"{GAMES[game][0]} · cardwidgets"
        self._show()

    def _new_lang(self, change: dict) -> None:
        self.table.lang = self.page.lang = change["new"]
        self._label(change["new"])
