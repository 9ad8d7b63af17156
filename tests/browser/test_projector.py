"""Every tutorial on a projector: 1024×768 zoomed to 150 % (683 CSS pixels
wide), every widget switched to Italian, whose words run longest: nothing scrolls sideways or
sticks out (the tie-break explorer's reading did, by 32 px), and no chart keeps an English caption."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_fits, zoomed_lab

TO_ITALIAN = ("import ipywidgets; [setattr(w, 'lang', 'it') for w in list(ipywidgets.Widget.widgets.values()) "
              "if type(w).__module__.startswith('cardwidgets') and hasattr(w, 'lang')]")


# English words of the tutorials' chart captions, labels and series names (the Italian ones differ).
ENGLISH_CHART = re.compile(
    r"\b(exact|simulated|at least|hands?|best|combination|buy|free|chips?|chance|win|play|players|all|wanted|"
    r"cards?|needed|wait|expected|score|lower|better|rate|games|vs|threshold|lookahead|random|greedy|tracker|"
    r"share|against|fair|your|deadwood|dealt|points|matches|won|first|match|among|visible|faces|birthdays|days|"
    r"ours|split|deck)\b", re.IGNORECASE)


# Each notebook, with a widget whose text says the switch to Italian has been drawn.
NOTEBOOKS = {
    "01-twins.ipynb": (".cw-twins-table .cw-hand-info", "Mano"),
    "02-no-thanks.ipynb": (".cw-take", "Prendi"),
    "03-gin-rummy.ipynb": (".cw-gin-match", "Mano"),
    "04-twin-it.ipynb": (".cw-twinit-new", "Nuova"),
}


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_widget_fits_a_projector_in_italian(browser, jupyter_lab, notebook):
    with zoomed_lab(browser, jupyter_lab, notebook) as lab:
        views = lab.page.locator(".jp-OutputArea-output > .cardwidgets:not(.cw-chart-widget)")
        assert views.count() >= 2
        lab.run_new_cell(TO_ITALIAN)
        where, word = NOTEBOOKS[notebook]
        expect(lab.page.locator(where).first).to_contain_text(word)
        for i in range(views.count()):
            assert_fits(views.nth(i), f"{notebook} widget {i}")
        charts = lab.page.locator(".jp-OutputArea-output > .cw-chart-widget")
        assert charts.count() >= 2
        for i in range(charts.count()):
            expect(charts.nth(i).locator("svg")).not_to_have_text(ENGLISH_CHART)
        charts.first.scroll_into_view_if_needed()
        lab.screenshot_of(charts.first, f"projector-it-{notebook[:2]}-chart.png")
        lab.screenshot_of(views.nth(views.count() - 1), f"projector-it-{notebook[:2]}.png")
