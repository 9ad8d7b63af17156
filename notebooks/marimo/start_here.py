# The start notebook for marimo: `marimo edit notebooks/marimo/start_here.py`, or as an app that
# hides the code, `marimo run notebooks/marimo/start_here.py`. The same widgets as in Jupyter.

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import random

    import marimo as mo

    from cardwidgets import CardHand, carddata
    from cardwidgets.games import twins
    from cardwidgets.messages import message

    return CardHand, carddata, message, mo, random, twins


@app.cell
def _(mo):
    mo.md("""
    # cardwidgets — start here

    Four card games, each with a tutorial you can teach from: **Twins** (Reiner Knizia),
    **No Thanks!** (Thorsten Gimmler), **Gin Rummy** and **Twin It!** (Nathalie and Rémi Saunier,
    Tom Vuarchex).
    The tutorials are Jupyter notebooks (`notebooks/`); this marimo notebook shows the decks
    and a hand to pick from, and `play.py` beside it is a game against the computer.

    ## The four decks

    **Twins**: the numbers 1 to 10 in six colours. Blue, yellow and purple cards have **white**
    numbers; grey, green and pink cards have **black** numbers. Each colour also has its own
    shape in the corner (● ▲ ■ ◆ ★ ✚), so nobody needs to tell colours apart.
    """)
    return


@app.cell
def _(CardHand, message, mo, twins):
    mo.ui.anywidget(CardHand(twins.deck(), max_selected=0, size="small", label=message("gallery.twins")))
    return


@app.cell
def _(mo):
    mo.md("""
    **No Thanks!**: 33 cards numbered 3 to 35. Neighbouring numbers have neighbouring colours, which helps to see runs.
    """)
    return


@app.cell
def _(CardHand, carddata, message, mo):
    mo.ui.anywidget(CardHand([carddata.nothanks(n) for n in carddata.NOTHANKS_NUMBERS], max_selected=0, size="small",
                             label=message("gallery.nothanks")))
    return


@app.cell
def _(mo):
    mo.md("""
    **Gin Rummy**: the 52 French cards, ace to king in spades, hearts, diamonds and clubs.
    """)
    return


@app.cell
def _(CardHand, carddata, message, mo):
    mo.ui.anywidget(CardHand(
        [carddata.french(rank, suit) for suit in carddata.FRENCH_SUITS for rank in carddata.FRENCH_RANKS],
        max_selected=0,
        size="small",
        label=message("gallery.french"),
    ))
    return


@app.cell
def _(mo):
    mo.md("""
    **Twin It!**: 119 designs. Each is a shape, a fill (solid, striped or hollow), one to
    three copies of it, with or without a white dot inside, so that no two differ only in colour (colour
    is an extra cue); each carries its number in the corner. In the game you hunt for two identical
    designs.
    """)
    return


@app.cell
def _(CardHand, carddata, message, mo):
    mo.ui.anywidget(CardHand([carddata.twinit(d) for d in carddata.TWINIT_DESIGNS], max_selected=0, size="small",
                             label=message("gallery.twinit")))
    return


@app.cell
def _(mo):
    mo.md("""
    ## Your turn: pick two cards

    Eight Twins cards, dealt at random (with a fixed seed, so everyone in the class sees the
    same hand). Click two of them — or use the arrow keys and the space bar — to pick them.
    """)
    return


@app.cell
def _(CardHand, message, mo, random, twins):
    dealt = sorted(random.Random(2026).sample(twins.deck(), 8))
    hand = mo.ui.anywidget(CardHand(dealt, max_selected=2, size="large", label=message("gallery.pick", n=2)))
    # A pick travels as a message that Python checks before it changes `selected`; marimo reruns
    # cells only for changes made on the page, so the checked selection is handed on as state.
    get_picked, set_picked = mo.state(hand.widget.selected_cards)
    hand.widget.observe(lambda _change: set_picked(hand.widget.selected_cards), "selected")
    hand
    return (get_picked,)


@app.cell
def _(get_picked, mo):
    # marimo runs this cell again whenever the selection changes: no need to re-run it by hand.
    picked = ", ".join(str(card) for card in get_picked()) or "nothing yet"
    mo.md(f"Python sees what you picked: **{picked}**").callout()
    return


if __name__ == "__main__":
    app.run()
