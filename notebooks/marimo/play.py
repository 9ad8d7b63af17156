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
    from cardwidgets.widgets.app import GAMES, LANGUAGE_NAMES, new_table

    return GAMES, LANGUAGES, LANGUAGE_NAMES, mo, new_table, render


@app.cell
def _(GAMES, LANGUAGES, LANGUAGE_NAMES, mo, render):
    # A marimo dropdown's label is fixed when it is made: each in every language, so that every
    # reader finds theirs (the tables follow the chosen language).
    def everyone(code):
        return " · ".join(dict.fromkeys(render(code, language) for language in LANGUAGES))

    game = mo.ui.dropdown({title: key for key, (title, _) in GAMES.items()}, value="Twins", label=everyone("app.game"))
    lang = mo.ui.dropdown({name: code for code, name in LANGUAGE_NAMES.items()}, value="English",
                          label=everyone("app.language"))
    mo.hstack([game, lang], justify="start")
    return game, lang


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
def _(game, lang, tables):
    # The language is switched on the table shown, in place.
    tables[game.value].widget.lang = lang.value
    tables[game.value]
    return


if __name__ == "__main__":
    app.run()
