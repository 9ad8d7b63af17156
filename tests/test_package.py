import subprocess
import sys

import cardwidgets
from cardwidgets import IllegalAction


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


def test_importing_the_engines_does_not_import_the_widget_layer():
    code = (
        "import sys, cardwidgets, cardwidgets.games.twins; "
        "print('anywidget' in sys.modules, 'ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_widgets_are_exported_lazily():
    assert cardwidgets.CardHand.__name__ == "CardHand"
