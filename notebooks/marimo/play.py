# A game against the computer in marimo: `marimo run notebooks/marimo/play.py` serves it as an app
# with no code on the page. The same tables as the Voilà app (cardwidgets.widgets.app), with
# marimo's own dropdowns, since marimo does not show ipywidgets' containers. A link may choose for
# the class, as the Voilà app's does: ...?file=play.py&game=no-thanks&lang=it (&seed=7 to replay a deal).

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    from urllib.parse import urlencode

    import marimo as mo

    from cardwidgets.messages import LANGUAGES, render
    from cardwidgets.widgets.app import GAMES, LANGUAGE_NAMES, AppPage, new_table, read_link

    return AppPage, GAMES, LANGUAGES, LANGUAGE_NAMES, mo, new_table, read_link, render, urlencode


@app.cell
def _(mo, read_link, urlencode):
    # What the page's address asks for. The choosers write the game and the language back into it
    # (a call, not a variable of the page: a cell that named the address would run again at each
    # change), so that a reload keeps them: it opened in English, on Twins, in an Italian class.
    _address = mo.query_params()
    link_game, link_lang, link_seed, link_problems = read_link(
        urlencode({_key: _address.get_all(_key) for _key in _address}, doseq=True))
    return link_game, link_lang, link_problems, link_seed


@app.cell
def _(AppPage, GAMES, link_game, link_lang, mo):
    # The game chosen, kept apart from its dropdown: the dropdown is made again in the reader's
    # language when the language changes, and keeps the game. The page's title names the game and
    # its language is the reader's (a screen reader reads it in that language), as in the Voilà app.
    get_game, set_game = mo.state(link_game)
    page = AppPage(title=f"{GAMES[link_game][0]} · cardwidgets", lang=link_lang)
    return get_game, page, set_game


@app.cell
def _(LANGUAGES, LANGUAGE_NAMES, link_lang, mo, render):
    # The language chooser, each language by its own name. Its label, fixed when it is made, is in
    # every language, so that a reader who cannot read the page finds it (made again in the chosen
    # language, it would lose the keyboard focus at each change).
    lang = mo.ui.dropdown({name: code for code, name in LANGUAGE_NAMES.items()}, value=LANGUAGE_NAMES[link_lang],
                          label=" · ".join(dict.fromkeys(render("app.language", language) for language in LANGUAGES)),
                          on_change=lambda code: mo.query_params().set("lang", code))
    return (lang,)


@app.cell
def _(GAMES, get_game, lang, mo, page, render, set_game):
    # The game chooser in the reader's language ("Juego", not "Game · Gioco · Jeu · Juego", which
    # took two lines on a projector), the language chooser beside it.
    def _choose(key):
        set_game(key)
        mo.query_params().set("game", key)

    game = mo.ui.dropdown({title: key for key, (title, _) in GAMES.items()}, value=GAMES[get_game()][0],
                          label=render("app.game", lang.value), on_change=_choose)
    mo.hstack([mo.ui.anywidget(page), game, lang], justify="start")
    return


@app.cell
def _(lang, link_problems, mo, render):
    # What the link got wrong, in the reader's language (the page opened all the same, on the
    # defaults), the link's words shown as text.
    import html

    mo.callout(mo.Html("<br>".join(f"⚠ {html.escape(render(problem, lang.value))}" for problem in link_problems)),
               kind="warn") if link_problems else None
    return


@app.cell
def _(GAMES, link_game, link_problems, link_seed, mo, new_table):
    # Every game's table, dealt once, in a cell that never runs again: as in the Voilà app, a class
    # that looks at another game and comes back finds it where it was left, not a new deal. (A table
    # made in the cell that shows it would be dropped by marimo, with its widget, when that cell runs
    # for another game.) A table takes the keyboard focus when the page opens (as in the Voilà
    # app), not from a dropdown in use, nor when a link's notice is to stay in view. A link's seed
    # deals the game it names.
    tables = {key: mo.ui.anywidget(new_table(key, seed=link_seed if key == link_game else None, autofocus=not link_problems))
              for key in GAMES}
    return (tables,)


@app.cell
def _(GAMES, get_game, lang, page, tables):
    # The language is switched on the table shown, in place, and on the page.
    tables[get_game()].widget.lang = page.lang = lang.value
    page.title = f"{GAMES[get_game()][0]} · cardwidgets"
    tables[get_game()]
    return


if __name__ == "__main__":
    app.run()
