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
def _(game, mo, new_table):
    # A new table only when the game changes; the language is switched on the table in place. It takes
    # the keyboard focus when the page opens (as in the Voilà app), not from a dropdown in use.
    table = mo.ui.anywidget(new_table(game.value, autofocus=True))
    return (table,)


@app.cell
def _(lang, table):
    table.widget.lang = lang.value
    table
    return


if __name__ == "__main__":
    app.run()
