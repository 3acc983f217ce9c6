"""Mirrored brackets are swapped when that, and only that, balances a line (``fix_brackets``)."""

from __future__ import annotations

from inspector.document.pdf.lines import fix_brackets


def test_each_kind_of_bracket_is_seen() -> None:
    for close, open_ in (")(", "]["):
        assert fix_brackets(f"{close}٣{open_}") == f"{open_}٣{close}"
    assert fix_brackets("}ما{") == "{ما}"
    assert fix_brackets("ما)") == "ما)"  # swapping does not balance it
