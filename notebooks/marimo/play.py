# A game against the computer in marimo: `marimo run notebooks/marimo/play.py` serves it as an app
# with no code on the page. The same tables as the Voilà app (cardwidgets.widgets.app), with
# marimo's own dropdowns, since marimo does not show ipywidgets' containers.

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from cardwidgets.messages import LANGUAGES, render
    from cardwidgets.widgets.app import GAMES, LANGUAGE_NAMES, AppPage, new_table

    return AppPage, GAMES, LANGUAGES, LANGUAGE_NAMES, mo, new_table, render


@app.cell
def _(AppPage, GAMES, mo):
    # The game chosen, kept apart from its dropdown: the dropdown is made again in the reader's
    # language when the language changes, and keeps the game. The page's title names the game and
    # its language is the reader's (a screen reader reads it in that language), as in the Voilà app.
    get_game, set_game = mo.state("twins")
    page = AppPage(title=f"{GAMES['twins'][0]} · cardwidgets", lang="en")
    return get_game, page, set_game


@app.cell
def _(LANGUAGES, LANGUAGE_NAMES, mo, render):
    # The language chooser, each language by its own name. Its label, fixed when it is made, is in
    # every language, so that a reader who cannot read the page finds it (made again in the chosen
    # language, it would lose the keyboard focus at each change).
    lang = mo.ui.dropdown({name: code for code, name in LANGUAGE_NAMES.items()}, value="English",
                          label=" · ".join(dict.fromkeys(render("app.language", language) for language in LANGUAGES)))
    return (lang,)


@app.cell
def _(GAMES, get_game, lang, mo, page, render, set_game):
    # The game chooser in the reader's language ("Juego", not "Game · Gioco · Jeu · Juego", which
    # took two lines on a projector), the language chooser beside it.
    game = mo.ui.dropdown({title: key for key, (title, _) in GAMES.items()}, value=GAMES[get_game()][0],
                          label=render("app.game", lang.value), on_change=set_game)
    mo.hstack([mo.ui.anywidget(page), game, lang], justify="start")
    return


@app.cell
def _(GAMES, mo, new_table):
    # Every game's table, dealt once, in a cell that never runs again: as in the Voilà app, a class
    # that looks at another game and comes back finds it where it was left, not a new deal. (A table
    # made in the cell that shows it would be dropped by marimo, with its widget, when that cell runs
    # for another game.) A table takes the keyboard focus when the page opens (as in the Voilà
    # app), not from a dropdown in use.
    tables = {key: mo.ui.anywidget(new_table(key, autofocus=True)) for key in GAMES}
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
