"""The rules pages for teachers (docs/rules/) name real tests and real rule options, and are found."""

import dataclasses
import importlib
import re

import pytest

from tests.conftest import ROOT

PAGES = {"twins": "twins.md", "nothanks": "no-thanks.md", "ginrummy": "gin-rummy.md", "twinit": "twin-it.md"}
TEST_SOURCES = "\n".join(p.read_text() for p in (ROOT / "tests").rglob("test_*.py"))


@pytest.mark.parametrize("game", PAGES)
def test_every_test_a_rules_page_cites_exists(game):
    page = (ROOT / "docs" / "rules" / PAGES[game]).read_text()
    cited = set(re.findall(r"`(test_\w+)`", page))
    assert cited, "a rules page cites the tests that check its examples"
    assert sorted(name for name in cited if f"def {name}(" not in TEST_SOURCES) == []


@pytest.mark.parametrize("game", PAGES)
def test_every_rule_option_a_rules_page_names_exists(game):
    page = (ROOT / "docs" / "rules" / PAGES[game]).read_text()
    rules = importlib.import_module(f"cardwidgets.games.{game}.rules").Rules
    fields = {f.name for f in dataclasses.fields(rules)}
    named = set(re.findall(r"Rules\((\w+)=", page)) | set(re.findall(r"Rules\.(\w+)", page))
    assert named and sorted(named - fields) == []


@pytest.mark.parametrize("game", PAGES)
def test_the_engine_points_to_its_rules_page(game):
    doc = importlib.import_module(f"cardwidgets.games.{game}").__doc__ or ""
    assert f"docs/rules/{PAGES[game]}" in doc


def test_the_readme_links_to_files_that_exist():
    readme = (ROOT / "README.md").read_text()
    links = [link for link in re.findall(r"\]\(([^)#\s]+)\)", readme) if "://" not in link]
    assert "docs/rules/twins.md" in links
    assert sorted(link for link in links if not (ROOT / link).exists()) == []


def test_the_readme_opens_with_a_small_screenshot_of_a_table_before_the_commands():
    readme = (ROOT / "README.md").read_text()
    (image,) = re.findall(r"!\[[^\]]+\]\((docs/img/[^)]+\.png)\)", readme)
    assert readme.index(image) < readme.index("pip install -e")
    assert (ROOT / image).stat().st_size < 60_000  # kept in the repository: small


def test_ci_runs_the_readmes_test_command_word_for_word_in_a_virtual_environment():
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"```bash\n(.*?)```", readme, re.S)
    assert block, "the README shows its commands in a bash block"
    commands = block.group(1).splitlines()
    test_command = next(line for line in commands if "pytest" in line)
    ci = (ROOT / ".ci" / "run").read_text()
    assert test_command in ci.splitlines()
    assert ci.index("python3 -m venv .venv") < ci.index("source .venv/bin/activate") < ci.index(test_command)
    assert "set -euo pipefail" in ci  # pytest's exit code (5: no test ran) is CI's
    assert "python3 -m venv .venv && . .venv/bin/activate" in readme  # the README says so too
