"""``normalize_line``'s space handling as it was written before (the oracle of
``test_pdf_line_strip``)."""

from __future__ import annotations


def spaces_as_before(text: str, gids: list[int]) -> tuple[str, list[int]]:
    """``normalize_line``'s last steps as they were: runs of spaces cut to one, then one space
    cut from either end by slices (the reference of ``test_pdf_line_strip`` too)."""
    if "  " in text:
        keep = [i for i in range(len(text)) if text[i] != " " or i == 0 or text[i - 1] != " "]
        text = "".join([text[i] for i in keep])
        gids = [gids[i] for i in keep]
    start = 1 if text[:1] == " " else 0
    end = len(text) - 1 if text[-1:] == " " else len(text)
    if start or end < len(text):
        text, gids = text[start:end], gids[start:end]
    return text, gids
