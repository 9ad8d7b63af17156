"""The start notebook in Jupyter Notebook 7 (served by the same Jupyter server as the lab tests):
run it, click a card, and Python sees the pick."""

from playwright.sync_api import expect

from tests.browser.conftest import Lab


class Notebook7(Lab):
    """Notebook 7's page for one notebook. Its menus, cells and outputs carry JupyterLab's names,
    so only opening the page and waiting for the kernel differ."""

    def open(self, notebook: str) -> None:
        self.page.goto(f"{self.server['base']}/notebooks/notebooks/{notebook}?token={self.server['token']}")
        self.page.wait_for_selector(".jp-Notebook .jp-Cell")
        self.wait_idle()

    def wait_idle(self) -> None:
        # The kernel's name appears in the toolbar once its session exists; then it reports idle.
        self.page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=90_000)
        self.page.locator(".jp-KernelName", has_text="Python 3").wait_for(timeout=90_000)


def test_start_notebook_in_notebook7_a_card_is_clicked_and_python_sees_it(page, jupyter_lab):
    notebook = Notebook7(page, jupyter_lab)
    notebook.open("00-start-here.ipynb")
    notebook.run_all()
    expect(page.locator(".jp-OutputArea-output .cardwidgets")).to_have_count(6)

    hand = page.locator(".cw-card-hand:has(.cw-status)")
    hand.scroll_into_view_if_needed()
    cards = hand.locator("[role=option]")
    expect(cards).to_have_count(8)
    cards.nth(2).click()
    expect(cards.nth(2)).to_have_attribute("aria-selected", "true")
    expect(hand.locator(".cw-status")).to_have_text("1 of at most 2 selected")
    notebook.screenshot("notebook7-start-here.png")

    label = cards.nth(2).get_attribute("aria-label").split(",")[0]
    printed = notebook.rerun_cell(page.locator(".jp-CodeCell").count() - 1)
    assert printed.strip() == f"You picked: {label}"
