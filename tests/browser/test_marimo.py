"""The marimo game page served by `marimo run --headless` on 127.0.0.1: a move played by clicking,
the language switched from a marimo dropdown, and the other game's table answering a click."""

import sys

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS, ROOT, free_port, serve


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory):
    home = tmp_path_factory.mktemp("marimo")
    port = free_port()
    command = [sys.executable, "-m", "marimo", "run", str(ROOT / "notebooks" / "marimo" / "play.py"),
               "--headless", "--host", "127.0.0.1", "--port", str(port), "--no-token"]
    base = f"http://127.0.0.1:{port}"
    with serve(command, f"{base}/", home, {"MARIMO_SKIP_UPDATE_CHECK": "1"}):
        yield base


def test_a_move_in_marimo(page, marimo_app):
    page.goto(marimo_app)
    twins = page.locator(".cw-twins-table")
    buy = twins.locator("button[data-buy='1']")
    expect(buy).to_be_enabled(timeout=90_000)
    assert page.locator(".cm-editor").count() == 0  # an app: no code on the page
    buy.click()
    expect(twins.locator(".cw-my-seat .cw-hand [role=option]")).to_have_count(9)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "marimo-twins.png"))

    page.get_by_role("combobox", name="Language").select_option(label="Italiano")
    expect(twins.locator(".cw-hand-info .cw-big").first).to_have_text("Mano 1")  # the same game, in Italian
    expect(twins.locator(".cw-my-seat .cw-hand [role=option]")).to_have_count(9)

    page.get_by_role("combobox", name="Game").select_option(label="No Thanks!")
    table = page.locator(".cw-nothanks-table")
    expect(table.locator(".cw-pass")).to_contain_text("No grazie")
    before = table.locator(".cw-log li").last.inner_text()
    table.locator(".cw-pass").click()
    expect(table.locator(".cw-log li").last).not_to_have_text(before)
    page.screenshot(path=str(ARTIFACTS / "marimo-nothanks-italian.png"))
