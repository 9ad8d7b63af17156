"""A real JupyterLab on 127.0.0.1, driven by Debian's headless Chromium through Playwright.

Without Chromium these tests skip and say so; `.ci/run` installs it so that CI always runs them.
Screenshots land in test-artifacts/ for a person to look at.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid

import pytest

from tests.conftest import ROOT

CHROMIUM = os.environ.get("CARDWIDGETS_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
# Settings that keep popups off the page (news, update checks) and save widget state.
USER_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false", "checkForUpdates": False,
    },
    "@jupyter-widgets/jupyterlab-manager/plugin.jupyterlab-settings": {"saveState": True},
}


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            if CHROMIUM is None:
                item.add_marker(pytest.mark.skip(
                    reason="no Chromium: install Debian's chromium (apt-get install -y chromium) "
                           "or set CARDWIDGETS_CHROMIUM to a Chromium binary"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(command: list[str], ready_url: str, home: pathlib.Path, env: dict | None = None, cwd=None):
    """Run a server (its output in ``home``/server.log) until ``ready_url`` answers; stop it after."""
    log_path = home / "server.log"
    with open(log_path, "w") as log:
        server = subprocess.Popen(command, env={**os.environ, **(env or {})}, cwd=cwd, stdout=log,
                                  stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 90
            while True:
                try:
                    urllib.request.urlopen(ready_url, timeout=2).read()
                    break
                except OSError as exc:
                    if server.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(f"{command[:4]} did not start:\n" + log_path.read_text()) from exc
                    time.sleep(0.5)
            yield
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()


def copy_of_the_notebooks(home: pathlib.Path) -> pathlib.Path:
    """A root folder holding a copy of notebooks/, so that no server writes into the repository."""
    root = home / "root"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    return root


@contextlib.contextmanager
def lab_server(home: pathlib.Path, root: pathlib.Path, settings: dict = USER_SETTINGS):
    """Run JupyterLab on ``root`` (its settings, workspaces and log under ``home``) until the block
    ends; yield its base URL and token. The latency benchmark starts its lab with this too."""
    settings_dir = home / "settings"
    for name, values in settings.items():
        path = settings_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    port, token = free_port(), uuid.uuid4().hex
    env = {
        "JUPYTERLAB_SETTINGS_DIR": str(settings_dir),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
    }
    base = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
               "--port-retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
               "--allow-root"]
    with serve(command, f"{base}/api/status?token={token}", home, env):
        yield {"base": base, "token": token}


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory):
    """Start JupyterLab on a copy of the notebooks; yield its base URL and token. The same server
    answers Notebook 7's pages (/notebooks/...) and Voilà's (/voila/render/...) when they are installed."""
    home = tmp_path_factory.mktemp("lab")
    with lab_server(home, copy_of_the_notebooks(home)) as server:
        yield server


def launch_chromium(playwright):
    """Debian's Chromium, headless, through Playwright (which cannot download its own here)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


class Lab:
    """The few JupyterLab gestures the tests need (JupyterLab 4 names)."""

    def __init__(self, page, server):
        self.page, self.server = page, server

    def open(self, notebook: str) -> None:
        self.page.goto(f"{self.server['base']}/lab/tree/notebooks/{notebook}?token={self.server['token']}&reset")
        self.page.wait_for_selector(".jp-NotebookPanel .jp-Cell")
        self.wait_idle()

    def wait_idle(self) -> None:
        # The status bar, not the toolbar: the toolbar says idle before the kernel is ready.
        self.page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(timeout=90_000)

    def run_all(self) -> None:
        self.page.locator("div.lm-MenuBar-itemLabel:text-is('Run')").click()
        self.page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
        # Every code cell gets an execution count once it has run.
        self.page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
            ".every(p => /\\[\\d+\\]/.test(p.textContent))",
            timeout=120_000,
        )

    def run_new_cell(self, code: str) -> None:
        """Add a code cell at the end of the notebook, type ``code`` into it and run it."""
        self.page.locator(".jp-Cell").last.click()
        self.page.keyboard.press("Escape")
        self.page.keyboard.press("b")  # a new code cell below, then into its editor
        self.page.keyboard.press("Enter")
        self.page.keyboard.type(code)
        self.page.keyboard.press("Shift+Enter")

    def rerun_cell(self, index: int) -> str:
        """Run code cell `index` again; return the text of its output."""
        cell = self.page.locator(".jp-CodeCell").nth(index)
        before = cell.locator(".jp-InputPrompt").inner_text()
        cell.locator(".jp-InputArea-editor").click()
        self.page.keyboard.press("Shift+Enter")
        self.page.wait_for_function(
            "([i, before]) => { const p = document.querySelectorAll('.jp-CodeCell')[i]"
            ".querySelector('.jp-InputPrompt').textContent; return /\\[\\d+\\]/.test(p) && p !== before; }",
            arg=[index, before],
        )
        return cell.locator(".jp-OutputArea-output").inner_text()

    def screenshot(self, name: str, **options) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / name), **options)

    def screenshot_of(self, locator, name: str) -> None:
        """The whole of one output, however tall: the window grows for the shot, then shrinks back."""
        ARTIFACTS.mkdir(exist_ok=True)
        size = self.page.viewport_size
        box = locator.bounding_box()
        self.page.set_viewport_size({"width": size["width"], "height": max(size["height"], int(box["height"]) + 300)})
        locator.scroll_into_view_if_needed()
        locator.screenshot(path=str(ARTIFACTS / name))
        self.page.set_viewport_size(size)


@pytest.fixture
def lab(page, jupyter_lab):
    return Lab(page, jupyter_lab)


@contextlib.contextmanager
def zoomed_lab(browser, server, notebook: str):
    """A notebook run in JupyterLab on 1024×768 zoomed to 150 % (683×512 CSS pixels), the file
    browser closed (it would take a third of the screen)."""
    context = browser.new_context(viewport={"width": 683, "height": 512}, device_scale_factor=1.5)
    page = context.new_page()
    page.set_default_timeout(60_000)
    lab = Lab(page, server)
    try:
        lab.open(notebook)
        if page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
            page.keyboard.press("Control+b")
        lab.run_all()
        yield lab
    finally:
        context.close()


def assert_fits(view, what) -> None:
    """Neither ``view`` nor its output area scrolls sideways, and nothing in it sticks out."""
    view.scroll_into_view_if_needed()
    overflow = view.evaluate(
        "el => { const out = el.closest('.jp-OutputArea-output') || el; const box = out.getBoundingClientRect();"
        " return [el.scrollWidth - el.clientWidth, out.scrollWidth - out.clientWidth,"
        " ...[...el.querySelectorAll('*')].map(n => n.getBoundingClientRect().right - box.right)"
        ".filter(d => d > 1).slice(0, 3)]; }")
    assert overflow[0] <= 1 and overflow[1] <= 1 and len(overflow) == 2, (what, overflow)


def skip_playback(table) -> bool:
    """Click a Twins table's Show all if it is playing moves back, where that is not what a test
    watches; whether it was. Clicked in the page: between a look and a click the playback may end."""
    return table.evaluate("t => { const skip = t.querySelector('.cw-show-all'); skip?.click(); return Boolean(skip); }")
