"""Guards: a font with Arabic glyphs is installed, and Qt shapes Arabic (joined letter forms).

Without an Arabic-capable font Qt draws Arabic text as nothing at all, with no warning.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QTextLayout
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.gui

BEH = "\u0628"  # ARABIC LETTER BEH


def glyph_indexes(text: str) -> list[int]:
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    assert runs, f"no glyphs laid out for {text!r}"
    return [index for run in runs for index in run.glyphIndexes()]


def test_an_arabic_font_is_installed(qapp: QApplication) -> None:
    families = QFontDatabase.families(QFontDatabase.WritingSystem.Arabic)
    assert families, "no font with Arabic glyphs: install fonts-dejavu-core or fonts-noto-core"


def test_arabic_letters_are_shaped(qapp: QApplication) -> None:
    isolated = glyph_indexes(BEH)
    joined = glyph_indexes(BEH * 3)
    assert len(isolated) == 1
    assert isolated[0] != 0  # glyph 0 is .notdef: the font had no beh at all
    # Initial, medial and final beh are three different glyphs, none of them the isolated one.
    assert len(joined) == 3
    assert len(set(joined)) == 3
    assert isolated[0] not in joined
