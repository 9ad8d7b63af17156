"""What the notebooks print: estimates with a stated ± and aligned tables, never raw dicts."""

import pytest

from cardwidgets.estimate import Estimate
from cardwidgets.text_table import PRINT_WIDTH, text_table, wrap


def test_an_estimate_reads_with_two_standard_errors():
    estimate = Estimate(67.862, 0.8429, 500)
    assert estimate.text() == "67.9 ± 1.7"
    assert estimate.text(2) == "67.86 ± 1.69"
    assert str(estimate) == "67.8620 ± 1.6858"


def test_a_proportion_reads_as_a_percentage():
    assert Estimate.of_proportion(1, 4).text(percent=True) == "25.0% ± 43.3%"


def test_a_share_never_or_always_seen_reads_with_the_rule_of_three_not_as_certain():
    assert Estimate.of_proportion(0, 40).text(percent=True) == "0.0% (under 7.5%)"
    assert Estimate.of_proportion(30, 30).text(percent=True, digits=0) == "100% (over 90%)"
    assert Estimate(0.0, 0.0, 40).text() == "0.0 ± 0.0"  # a mean of equal values: no share, no bound


def test_a_table_aligns_text_left_and_numbers_right():
    table = text_table(["seat", "combination", "change"], [["Ann", "Singles 7", -2], ["Dee", "Color 16", 0]])
    assert table.splitlines() == [
        "seat  combination  change",
        "Ann   Singles 7        -2",
        "Dee   Color 16          0",
    ]


def test_a_column_of_estimates_is_right_aligned():
    table = text_table(["cards", "exact"], [[2, "76.27%"], [5, "3.32%"]])
    assert table.splitlines()[1:] == ["    2  76.27%", "    5   3.32%"]


def test_a_table_with_a_short_row_is_refused():
    with pytest.raises(ValueError, match="every row needs 2 cells"):
        text_table(["seat", "chips"], [["Ann"]])


def test_prose_prints_in_lines_that_fit_between_words():
    text = "Bob: nothing: 4 tied players do not fit in the 1 paid place left, so nobody in the tie (Bob, Cy, Dee and Eve) is paid"
    lines = wrap(text, "  ").splitlines()
    assert lines[0].startswith("  Bob: ") and all(line.startswith("    ") for line in lines[1:])
    assert all(len(line) <= PRINT_WIDTH for line in lines) and " ".join(text.split()) == " ".join(" ".join(lines).split())
    assert wrap("short") == "short"
