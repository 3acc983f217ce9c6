"""Each PDF character class's set holds exactly the characters its pattern matches."""

from __future__ import annotations

import re
import unicodedata

import pytest

from inspector.document.pdf import char_classes as classes


@pytest.mark.parametrize("name", ["RTL_STRONG", "MARK", "ARABIC_MARK"])
def test_set_and_pattern_agree_on_every_code_point(name: str) -> None:
    pattern: re.Pattern[str] = getattr(classes, name)
    members: frozenset[str] = getattr(classes, name + "_CHARS")
    matched = {chr(code) for code in range(0x110000) if pattern.match(chr(code))}
    assert matched == members
    assert members  # (an empty class would agree trivially)


def test_classes_hold_what_their_names_say() -> None:
    assert "\u0628" in classes.RTL_STRONG_CHARS  # beh
    assert "\u05d0" in classes.RTL_STRONG_CHARS  # alef (Hebrew)
    assert "\u064b" not in classes.RTL_STRONG_CHARS  # fathatan: a mark, not a letter
    assert "\u0661" not in classes.RTL_STRONG_CHARS  # Arabic-Indic one: a number
    assert all(unicodedata.category(char) in ("Mn", "Me") for char in classes.MARK_CHARS)
    # (The Arabic range also holds a few signs that are not combining: U+06DD END OF AYAH.)
    assert len(classes.ARABIC_MARK_CHARS - classes.MARK_CHARS) < 10
    assert "\u0651" in classes.ARABIC_MARK_CHARS  # shadda
    assert " " in classes.SPACES
