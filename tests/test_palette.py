"""Text and marks on cards and chips meet WCAG AA contrast, computed from the palette the renderer
paints with (cardwidgets/palette.json): 4.5:1 for text (the card numbers' corners are small
text), 3:1 for the shape marks that let colour-blind readers tell the Twins colours apart."""

import json

import pytest

from tests.conftest import ROOT

PALETTE = json.loads((ROOT / "cardwidgets" / "palette.json").read_text(encoding="utf-8"))
TEXT, GRAPHIC = 4.5, 3.0


def luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance of an sRGB colour '#rrggbb'."""
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_matches_the_wcag_reference_values():
    assert contrast("#ffffff", "#000000") == pytest.approx(21)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


def pairs():
    ink = PALETTE["ink"]
    for name, c in PALETTE["twins"].items():
        yield f"twins {name}: white number on its plate", ink["white"], c["plate_dark"], TEXT
        yield f"twins {name}: black number on its plate", ink["black"], c["plate_light"], TEXT
        yield f"twins {name}: shape mark on the card", c["mark"], c["card"], GRAPHIC
    for number, c in PALETTE["nothanks"].items():
        yield f"no thanks {number}", c["ink"], c["card"], TEXT
    french = PALETTE["french"]
    yield "french red suit", french["red"], french["card"], TEXT
    yield "french black suit", french["black"], french["card"], TEXT
    yield "twin it design number", PALETTE["twinit"]["number"], PALETTE["twinit"]["card"], TEXT
    for value, c in PALETTE["chips"].items():
        yield f"chip {value}", c["ink"], c["chip"], TEXT


PAIRS = list(pairs())


@pytest.mark.parametrize("what, ink, ground, needed", PAIRS, ids=[pair[0] for pair in PAIRS])
def test_every_colour_pair_meets_wcag_aa(what, ink, ground, needed):
    assert contrast(ink, ground) >= needed, f"{what}: {contrast(ink, ground):.2f}:1"


def test_the_palette_covers_every_card_the_data_allows():
    from cardwidgets.carddata import NOTHANKS_NUMBERS, TWINS_COLORS

    assert set(PALETTE["twins"]) == set(TWINS_COLORS)
    assert set(PALETTE["nothanks"]) == {str(n) for n in NOTHANKS_NUMBERS}


def test_no_text_is_smaller_than_12_px_at_the_default_size():
    """Every font size in the stylesheet is 12 px or more, or scales with a card but never below
    12 px (``max(12px, …)``), so reasons, logs and marks on small cards read from the back row."""
    import re

    css = (ROOT / "js" / "styles.css").read_text(encoding="utf-8")
    sizes = re.findall(r"font-size:\s*([^;]+);", css)
    assert sizes
    for size in sizes:
        px = re.fullmatch(r"(\d+(?:\.\d+)?)px", size.strip())
        if px:
            assert float(px.group(1)) >= 12, size
        else:
            assert size.strip().startswith("max(12px,"), size
