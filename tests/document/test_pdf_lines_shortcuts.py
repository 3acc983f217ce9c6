"""Shortcuts of ``pdf_lines`` give what the plain way gives.

- ``normalize_line`` asks one regular expression whether a line holds anything its character
  repairs may change (a presentation form, a bidi control, an unusual space, a soft hyphen,
  two marks in a row) before running them; the reference runs every check on every line;
- the bracket balance of ``fix_brackets`` reads the line's brackets cut out by one
  substitution; the reference reads them match by match.
"""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.normalize import normalize_chars
from inspector.document.pdf import lines as pdf_lines
from inspector.document.pdf.lines import normalize_line

# Letters, marks (a doubled one), presentation forms (lam-alef, "fi"), a bidi control, spaces
# of several kinds, a soft hyphen, Latin letters and digits.
_CHARS = "بلاة\u064e\u0651\u0650\ufefb\ufb01\u200f \u00a0\t\u2009\u00adab1"


def _every_check(text: str, gids: list[int]) -> tuple[str, list[int]]:
    """``normalize_line`` as it ran every check on every line."""
    pair = None
    if not text.isascii():
        pair = pdf_lines._MARK_PAIR.search(text)
        if pdf_lines._NEEDS_NFKC.search(text) or (
            pair and pdf_lines._DOUBLED_MARK.search(text, pair.start())
        ):
            pairs = normalize_chars(list(zip(text, gids, strict=True)))
            text = "".join([char for char, _ in pairs])
            gids = [gid for _, gid in pairs]
            pair = pdf_lines._MARK_PAIR.search(text)
    if not text.isascii():
        if pair:
            text, gids = pdf_lines._canonical_marks(text, gids)
        if pdf_lines._OTHER_SPACE.search(text):
            text = text.translate(pdf_lines._SPACE_LIKE)
        if "\u00ad" in text[:-1]:
            keep = [i for i, char in enumerate(text) if char != "\u00ad" or i == len(text) - 1]
            text = "".join([text[i] for i in keep])
            gids = [gids[i] for i in keep]
    elif pdf_lines._ASCII_SPACE_LIKE.search(text):
        text = text.translate(pdf_lines._SPACE_LIKE)
    return spaces_as_before(text, gids)


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


@given(st.text(alphabet=_CHARS, max_size=30))
@example("ب\u064e\u0651ة")  # two marks
@example("ب\u064eة\u064e")  # marks apart
@example("\ufb01 a\t")  # a ligature that NFKC makes ASCII, then a tab
@example("بة\u00ad")  # a soft hyphen at the end stays
def test_one_search_first_gives_what_every_check_gives(text: str) -> None:
    gids = list(range(len(text)))
    assert normalize_line(text, gids) == _every_check(text, gids)


def _balance_match_by_match(text: str) -> int:
    depth = 0
    for match in pdf_lines._BRACKETS.finditer(text):
        depth += 1 if match.group() in "([{" else -1
        if depth < 0:
            return -1
    return depth


@given(st.text(alphabet="()[]{}ب a", max_size=20))
def test_bracket_balance_read_from_the_brackets_alone(text: str) -> None:
    assert pdf_lines._balance(text) == _balance_match_by_match(text)
