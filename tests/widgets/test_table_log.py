"""A table's log: the page shows the same lines as if the whole game's log were sent, which a table
no longer does at every move (see ``BotTable._record_batch``)."""

import random
import re

import pytest

from cardwidgets.widgets import GinTable, NoThanksTable, TwinsTable
from cardwidgets.widgets._table import LOG_SHOWN, MAX_LOG, BotTable
from tests.conftest import ROOT


def held_back(table) -> list[int]:
    """How many of the log's newest lines the page may hold back after this batch, while it plays
    the batch's moves back: every count it can reach, as each table's page works it out."""
    if isinstance(table, TwinsTable):
        counts = [move["lines"] for move in table.moves]
        return [*(sum(counts[shown:]) for shown in range(len(counts) + 1)), *(r["log_after"] for r in table.reveals),
                *(r["summary"]["log_after"] for r in table.reveals if "summary" in r)]
    if isinstance(table, NoThanksTable):
        counts = [len(move["events"]) for move in table.moves]
        return [sum(counts[shown:]) for shown in range(len(counts) + 1)]
    return list(range(len(table.moves) + 1))  # Gin: one line a move


@pytest.mark.parametrize("make", [lambda: TwinsTable(4, seed=3), lambda: NoThanksTable(5, seed=2),
                                  lambda: GinTable(seed=4)], ids=["twins", "no-thanks", "gin-rummy"])
def test_the_page_shows_what_a_whole_log_would_show(make, monkeypatch):
    whole: list[dict] = []
    batches: list[int] = []
    add = BotTable._record_batch

    def recording(self, lines):
        whole.extend(lines)
        batches.append(len(lines))
        add(self, lines)

    monkeypatch.setattr(BotTable, "_record_batch", recording)
    table = make()
    whole[:0] = table.log[:len(table.log) - len(whole)]  # a new game's line, set before the first batch
    moves, choose = 0, random.Random(1).choice
    while not table.game.is_over and moves < 300:
        table.act(choose(table.game.legal_actions(table.name)))
        moves += 1
        log = table.log
        assert len(log) <= max(MAX_LOG, batches[-1] + LOG_SHOWN)
        assert whole[table.log_start:] == log, "the page numbers the lines from the game's start"
        for unseen in held_back(table):
            assert unseen <= batches[-1], "the page holds back only lines of the latest batch"
            assert log[:len(log) - unseen][-LOG_SHOWN:] == whole[:len(whole) - unseen][-LOG_SHOWN:]
    assert len(whole) > 2 * MAX_LOG, "a game long enough to cut its log"
    table.new_game()
    assert table.log_start == 0 and table.log[0]["code"] in ("table.new_game", "ginrummy.new_match")


def test_the_page_shows_as_many_lines_as_the_table_keeps_before_a_batch():
    shown = re.search(r"export const LOG_SHOWN = (\d+);", (ROOT / "js/src/view.js").read_text())
    assert shown and int(shown.group(1)) == LOG_SHOWN
