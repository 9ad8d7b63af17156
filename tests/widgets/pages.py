"""What the page sends to a table for the reader's move, as the views build it (js/src/moves.js)."""


def move(kind, at=None, **fields):
    """``{"action": "move", "move": {"type": kind, **fields}}``, with the page's clock ``at`` (Twin It!)."""
    message = {"action": "move", "move": {"type": kind, **fields}}
    return message if at is None else {**message, "at": at}
