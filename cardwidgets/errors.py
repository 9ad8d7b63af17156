"""The one error every engine and widget raises for an illegal or malformed action."""


class IllegalAction(ValueError):
    """An action that the rules forbid, or that is not an action at all.

    The message says which rule was broken, in words a student can act on. Whatever raised it has
    left the game exactly as it was.
    """
