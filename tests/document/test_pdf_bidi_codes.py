"""Right-to-left lines put in order without the full bidi algorithm give what it gives.

- the character classes of ``pdf_bidi_codes`` hold exactly the characters of their codes;
- ``pdf_bidi.reversal_runs`` (a reversal keeping runs of numbers, found in the characters or
  in the codes) orders a right-to-left line as ``reorder(resolve_levels(...))`` does, or
  declines (None) only for a line with a Latin letter or an ignorable;
- ``pdf_lines.order_row`` cut by slices around those runs gives the clusters (with their
  attached characters and glyph ids) picked one by one in that order.
"""

from __future__ import annotations

from itertools import chain

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.bidi import (
    _numbers_by_reading_context,
    line_order,
    reorder,
    resolve_levels,
    reversal_keeping,
    reversal_runs,
)
from inspector.document.pdf.bidi_codes import (
    NUMBER_BESIDE_WEAK,
    NUMBER_RUN,
    RTL_OR_NUMBER_ONLY,
    RTL_RUN_ONLY,
    TERMINATOR_BEFORE_NUMBER,
    bidi_codes,
)
from inspector.document.pdf.lines import order_row
from inspector.document.pdf.rows import Row

# Arabic letters, European, Arabic-Indic and Persian digits, the Arabic decimal and thousands
# separators and percent sign, superscript two, separators, terminators, spaces (and a
# no-break space), brackets, marks, a tab, Latin letters, and a zero-width joiner and non-joiner.
_CHARS = "بيلة0125٣٤۵٫٬٪²%$#+-,.:/ \u00a0()[]\u064e\u0651\tAx\u200d\u200c"


def _full_order(firsts: str, after_arabic: bool) -> list[int]:
    """The right-to-left order by the full algorithm (as ``line_order`` runs it)."""
    codes = bidi_codes(firsts)
    if "E" in codes and ("T" in codes or "S" in codes):
        codes = _numbers_by_reading_context(codes, after_arabic)
    return reorder(resolve_levels(codes, firsts, 1))


def test_classes_hold_the_characters_of_their_codes() -> None:
    for point in range(0x10000):
        char = chr(point)
        code = bidi_codes(char)
        assert bool(RTL_RUN_ONLY.fullmatch(char)) <= (code not in "LEN"), hex(point)
        if not RTL_OR_NUMBER_ONLY.fullmatch(char):
            # Outside the covered blocks, or L or Z: the characters' way is not taken.
            assert code in "LZ" or not 0x0600 <= point < 0x0700, hex(point)
            continue
        assert code not in "LZ", hex(point)
        assert bool(RTL_RUN_ONLY.fullmatch(char)) == (code not in "EN"), hex(point)
        assert bool(NUMBER_RUN.fullmatch(char * 2)) == (code in "EN"), hex(point)
        assert bool(TERMINATOR_BEFORE_NUMBER.fullmatch(char + "0")) == (code == "T"), hex(point)
        assert bool(NUMBER_BESIDE_WEAK.fullmatch("0" + char)) == (code in "TM"), hex(point)
        assert bool(NUMBER_BESIDE_WEAK.fullmatch("0" + char + "0")) == (code in "SC"), hex(point)


def test_weak_neighbours_are_found() -> None:
    assert NUMBER_BESIDE_WEAK.search("ب 5% ب")  # a terminator after a number
    assert NUMBER_BESIDE_WEAK.search("1,5")  # a separator between numbers
    assert NUMBER_BESIDE_WEAK.search("٣\u064e")  # a mark after a number
    assert not NUMBER_BESIDE_WEAK.search("ب 5، ب 12.")
    assert TERMINATOR_BEFORE_NUMBER.search("%5 ةنيع")
    assert TERMINATOR_BEFORE_NUMBER.search("%\u064e5")  # the mark takes the terminator's class
    assert not TERMINATOR_BEFORE_NUMBER.search("% 5")


@given(st.text(alphabet=_CHARS, max_size=25), st.booleans())
@example("ب 12 ب 3", False)
@example("ب 1-3 ب", True)
@example("ب 1,500 ب %5", False)
@example("\u064e12 ٣٤", False)
@example("%\u064e0", False)
def test_reversal_runs_order_as_the_full_algorithm(firsts: str, after_arabic: bool) -> None:
    runs = reversal_runs(firsts, after_arabic)
    codes = bidi_codes(firsts)
    if runs is None:
        assert "L" in codes or "Z" in codes
        return
    assert list(reversal_keeping(len(firsts), runs)) == _full_order(firsts, after_arabic)
    assert list(line_order(firsts, True, after_arabic)) == _full_order(firsts, after_arabic)


@st.composite
def _rows(draw: st.DrawFn) -> Row:
    """A row of clusters: a character of ``_CHARS``, some with attached marks or letters."""
    count = draw(st.integers(min_value=0, max_value=25))
    texts: list[str] = []
    gids: list[int] = []
    extra: dict[int, tuple[int, ...]] = {}
    next_gid = 0
    for k in range(count):
        attached = draw(st.sampled_from(["", "", "", "\u064e", "\u0651\u064e", "ا"]))
        texts.append(draw(st.sampled_from(_CHARS)) + attached)
        gids.append(next_gid)
        if attached:
            extra[k] = tuple(range(next_gid + 1, next_gid + 1 + len(attached)))
        next_gid += 1 + len(attached)
    x0s = [float(3 * k) for k in range(count)]
    x1s = [x + 3.0 for x in x0s]
    return Row(texts, gids, x0s, x1s, (0.0, 0.0, 3.0 * count, 10.0), 8.0, 10.0, False, 0, extra)


@given(_rows(), st.booleans())
def test_rows_cut_around_kept_runs_are_the_clusters_picked_in_order(
    row: Row, after_arabic: bool
) -> None:
    firsts = "".join(text[0] for text in row.texts)
    order = list(line_order(firsts, True, after_arabic))
    text = "".join(row.texts[k] for k in order)
    gids = list(chain.from_iterable((row.gids[k], *row.extra.get(k, ())) for k in order))
    assert order_row(row, True, after_arabic=after_arabic) == (text, gids)
