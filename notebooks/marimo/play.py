# A game against the computer in marimo: `marimo run notebooks/marimo/play.py` serves it as an app
# with no code on the page. The same tables as the Voilà app (cardwidgets.widgets.app), with
# marimo's own dropdowns, since marimo does not show ipywidgets' containers.

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from cardwidgets.widgets.app import GAMES, LANGUAGE_NAMES, new_table

    return GAMES, LANGUAGE_NAMES, mo, new_table


@app.cell
def _(GAMES, LANGUAGE_NAMES, mo):
    game = mo.ui.dropdown({title: key for key, (title, _) in GAMES.items()}, value="Twins", label="Game")
    lang = mo.ui.dropdown({name: code for code, name in LANGUAGE_NAMES.items()}, value="English", label="Language")
    mo.hstack([game, lang], justify="start")
    return game, lang


@app.cell
def _(game, mo, new_table):
    # A new table only when the game changes; the language is switched on the table in place.
    table = mo.ui.anywidget(new_table(game.value))
    return (table,)


@app.cell
def _(lang, table):
    table.widget.lang = lang.value
    table
    return


if __name__ == "__main__":
    app.run()
