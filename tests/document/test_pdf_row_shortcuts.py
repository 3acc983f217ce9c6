# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Shortcuts the PDF loader takes for speed give what the plain per-item way gives.

- ``Row.wide_blank``, worked out as a row is made from the gaps ``repair_row`` measured,
  equals the row's widest blank (gap or cluster) against two font sizes, read from its lists;
- a row's first characters and flat glyph ids, cut by slices around its attached clusters
  (``pdf_lines``), equal the per-cluster ones, on real rows and on generated ones;
- a row's clusters come out in visual order (the reversal and the final-full-stop-first
  orders done by slicing give the stable sort by centre);
- a space ``repair_row`` passes over as clear of its neighbours is never a spurious one;
- the neutrals ``pdf_bidi._neutral_types`` resolves run by run are those rules N1 and N2
  give one position at a time;
- a right-to-left line without a Latin letter, put in order as a reversal with its numbers
  kept in their order (``pdf_bidi.line_order``), comes out as the full algorithm orders it.
"""

from __future__ import annotations

import gc
import operator
from itertools import chain
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.pdf.bidi import (
    _neutral_types,
    _numbers_by_reading_context,
    first_chars,
    line_order,
    reorder,
    resolve_levels,
)
from inspector.document.pdf.bidi_codes import RTL_RUN_ONLY, bidi_codes
from inspector.document.pdf.clusters import LigatureHabit
from inspector.document.pdf.lines import (
    _cluster_gids,
    _first_chars,
    _reversed_cluster_gids,
    order_row,
)
from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.rawdict import LinePiece, page_rawdict
from inspector.document.pdf.rows import Row, _finish_row, read_rows
from inspector.document.textbuild import TextBuilder
from tests.conftest import SAMPLE_DOCS
from tests.document.test_pdf_loader import CORPUS, CORPUS_PDFS

_BROKEN = {"encrypted.pdf", "truncated.pdf", "not_a_pdf.pdf", "empty.pdf"}


def _real_pdfs() -> list[Path]:
    samples = [p for p in sorted(SAMPLE_DOCS.glob("*.pdf")) if p.name not in _BROKEN]
    corpus = [p for name, pattern in CORPUS_PDFS.items() for p in (CORPUS / name).glob(pattern)]
    return samples + sorted(corpus)


def _rows(path: Path) -> list[Row]:
    """Every row of every page of ``path``, as the loader reads them."""
    rows: list[Row] = []
    builder = TextBuilder()
    habit = LigatureHabit()
    with pymupdf.open(path) as document:
        for index in range(document.page_count):
            page = document.load_page(index)
            rotation = tuple(page.rotation_matrix) if page.rotation else None
            rect = page.rect
            page_rows = read_rows(
                page_rawdict(page),
                index,
                (rect.x0, rect.y0, rect.x1, rect.y1),
                builder,
                habit,
                rotation,
            )
            rows += page_rows.rows
    return rows


def _blank_over_two_sizes(row: Row) -> bool:
    """The row's widest blank, read from its final lists, against two font sizes."""
    if len(row.x0s) < 2:
        return False
    widest = max(map(operator.sub, row.x1s, row.x0s))
    gap = max(map(operator.sub, row.x0s[1:], row.x1s))
    over: bool = max(widest, gap) > 2 * row.size
    return over


def _per_cluster(row: Row, reverse: bool) -> tuple[str, list[int]]:
    """The row's text and glyph ids cluster by cluster, in order or reversed."""
    order = range(len(row.texts) - 1, -1, -1) if reverse else range(len(row.texts))
    text = "".join(row.texts[k] for k in order)
    gids = list(chain.from_iterable((row.gids[k], *row.extra.get(k, ())) for k in order))
    return text, gids


def test_wide_blank_matches_the_rows_own_blanks() -> None:
    known = wide = 0
    for path in _real_pdfs():
        for row in _rows(path):
            if row.wide_blank is None:  # rotated rows: worked out when asked
                continue
            known += 1
            wide += row.wide_blank
            assert row.wide_blank == _blank_over_two_sizes(row), (path.name, row.text)
    assert known > 1000
    assert 0 < wide < known  # both answers occur in the samples (tables, spaced rows)


def test_slices_around_attached_clusters_match_real_rows() -> None:
    seen = 0
    for path in _real_pdfs():
        for row in _rows(path):
            if not row.extra:
                continue
            seen += 1
            assert _first_chars(row) == first_chars(row.texts), (path.name, row.text)
            assert _cluster_gids(row.gids, row.extra) == _per_cluster(row, False)[1]
            assert _reversed_cluster_gids(row.gids, row.extra) == _per_cluster(row, True)[1]
            assert order_row(row, rtl=False, as_drawn=True) == _per_cluster(row, False)
    assert seen > 100


_LETTERS = st.sampled_from(list("بتثجحخدذرزسشصضطظعغفقكلمنهوي"))
_MARKS = st.sampled_from(list("\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652"))


@st.composite
def _rows_with_marks(draw: st.DrawFn) -> Row:
    """A right-to-left row of Arabic letters, some carrying one to three marks."""
    count = draw(st.integers(min_value=1, max_value=30))
    texts: list[str] = []
    gids: list[int] = []
    extra: dict[int, tuple[int, ...]] = {}
    next_gid = 0
    for k in range(count):
        marks = draw(st.lists(_MARKS, max_size=3))
        texts.append(draw(_LETTERS) + "".join(marks))
        gids.append(next_gid)
        if marks:
            extra[k] = tuple(range(next_gid + 1, next_gid + 1 + len(marks)))
        next_gid += 1 + len(marks)
    x0s = [float(100 - 3 * k) for k in range(count)]
    x1s = [x + 3.0 for x in x0s]
    return Row(texts, gids, x0s, x1s, (x0s[-1], 0.0, x1s[0], 10.0), 8.0, 10.0, False, 0, extra)


@given(_rows_with_marks())
def test_slices_around_attached_clusters_match_generated_rows(row: Row) -> None:
    assert order_row(row, rtl=False, as_drawn=True) == _per_cluster(row, reverse=False)
    assert order_row(row, rtl=True) == _per_cluster(row, reverse=True)
    assert _first_chars(row) == "".join(text[0] for text in row.texts)


@st.composite
def _emitted_lines(draw: st.DrawFn) -> tuple[list[int], set[int]]:
    """An emission order of a line's slots (0 = leftmost), and the clusters carrying a mark.

    Orders a right-to-left line takes (reversed, its final full stop emitted first) come as
    often as arbitrary permutations.
    """
    count = draw(st.integers(min_value=1, max_value=12))
    kind = draw(st.sampled_from(["reversed", "lead", "any"]))
    if kind == "reversed":
        slots = list(range(count - 1, -1, -1))
    elif kind == "lead":
        slots = [0, *range(count - 1, 0, -1)]
    else:
        slots = draw(st.permutations(list(range(count))))
    marked = draw(st.sets(st.integers(min_value=0, max_value=count - 1)))
    return slots, marked


@given(_emitted_lines())
def test_a_row_comes_out_in_visual_order_whatever_the_emission_order(
    line: tuple[list[int], set[int]],
) -> None:
    # Glyphs 5 pt wide, 0.5 pt apart: no overlap, no word gap, so the row is only reordered.
    slots, marked = line
    texts = [
        chr(ord("a") + slot) + ("\u0301" if k in marked else "") for k, slot in enumerate(slots)
    ]
    extra: dict[int, tuple[int, ...]] = {k: (100 + k,) for k in marked}
    x0s = [5.5 * slot for slot in slots]
    piece = LinePiece(
        texts,
        list(range(len(slots))),
        x0s,
        [x + 5.0 for x in x0s],
        extra,
        0.0,
        10.0,
        8.0,
        10.0,
        False,
        False,
    )
    row = _finish_row([piece], 0, True)
    by_slot = sorted(range(len(slots)), key=slots.__getitem__)
    assert row.texts == tuple(texts[k] for k in by_slot)
    assert row.gids == tuple(by_slot)
    assert row.extra == {new: (100 + old,) for new, old in enumerate(by_slot) if old in marked}


def test_a_cluster_wider_than_two_sizes_is_a_wide_blank() -> None:
    # A 30 pt glyph at 10 pt with no gap: only the clusters' widths tell.
    piece = LinePiece(
        ["a", "b"], [0, 1], [0.0, 30.5], [30.0, 35.0], {}, 0.0, 10.0, 8.0, 10.0, False, False
    )
    assert _finish_row([piece], 0, True).wide_blank is True
    narrow = LinePiece(
        ["a", "b"], [0, 1], [0.0, 5.5], [5.0, 10.0], {}, 0.0, 10.0, 8.0, 10.0, False, False
    )
    assert _finish_row([narrow], 0, True).wide_blank is False


def _neutrals_one_by_one(types: str, base: int) -> str:
    """Rules N1 and N2 read off UAX #9 per position: a neutral takes the direction of the
    nearest strong type on each side (numbers count as R, the line's edges as the embedding)
    when both agree, else the embedding."""
    embedding = "R" if base else "L"
    strong = {"L": "L", "R": "R", "E": "R", "N": "R"}
    out = []
    for k, code in enumerate(types):
        if code in strong:
            out.append(code)
            continue
        before = next((strong[c] for c in reversed(types[:k]) if c in strong), embedding)
        after = next((strong[c] for c in types[k + 1 :] if c in strong), embedding)
        out.append(before if before == after else embedding)
    return "".join(out)


@given(st.text(alphabet="LRENPXWO()", max_size=30), st.sampled_from([0, 1]))
def test_neutrals_resolve_as_rules_n1_n2_say(types: str, base: int) -> None:
    assert _neutral_types(types, base) == _neutrals_one_by_one(types, base)


@given(st.text(alphabet="RENPXWO()", max_size=30))
def test_neutrals_of_a_right_to_left_line_without_latin(types: str) -> None:
    # Drawn on purpose: the other test draws an "L" most of the time.
    assert _neutral_types(types, 1) == _neutrals_one_by_one(types, 1)


# Arabic letters, European and Arabic-Indic digits, separators, terminators, spaces, brackets,
# a mark, a tab, a Latin letter and a zero-width joiner (the last two leave the shortcut).
_RTL_LINE_CHARS = "بيلة0125٣٤%$#+-,.:/ ()[]\u064e\tAx\u200d"


@given(st.text(alphabet=_RTL_LINE_CHARS, max_size=25), st.booleans())
def test_a_right_to_left_line_without_latin_reorders_as_the_full_algorithm(
    firsts: str, after_arabic: bool
) -> None:
    codes = bidi_codes(firsts)
    if RTL_RUN_ONLY.fullmatch(firsts) or not any(code in "LEN" for code in codes):
        expected = list(range(len(firsts) - 1, -1, -1))
    else:
        if "E" in codes and ("T" in codes or "S" in codes):
            codes = _numbers_by_reading_context(codes, after_arabic)
        expected = reorder(resolve_levels(codes, firsts, 1))
    assert list(line_order(firsts, True, after_arabic)) == expected


def test_marks_opening_a_line_take_its_start_direction() -> None:
    # Two marks first (rule W1 with sos): the algorithm once left one unresolved and failed.
    marks = "\u064e\u064e"
    assert reorder(resolve_levels(bidi_codes(marks + "0"), marks + "0", 1)) == [2, 1, 0]
    assert list(line_order(marks + ":0", True)) == [3, 2, 1, 0]
    assert reorder(resolve_levels(bidi_codes(marks + "ab"), marks + "ab", 0)) == [0, 1, 2, 3]


def test_a_row_keeps_its_clusters_in_tuples_the_collector_stops_tracking() -> None:
    # A loaded document keeps every page's rows until its layout is done: stored in lists, the
    # rows' characters and edges were traversed by each full collection during the load.
    row = Row(
        ["a", "b\u0301"],
        [0, 1],
        [0.0, 5.0],
        [4.0, 9.0],
        (0.0, 0.0, 9.0, 10.0),
        8.0,
        10.0,
        False,
        0,
        {1: (2,)},
    )
    assert (row.texts, row.gids, row.x0s, row.x1s) == (
        ("a", "b\u0301"),
        (0, 1),
        (0.0, 5.0),
        (4.0, 9.0),
    )
    gc.collect()
    assert not any(map(gc.is_tracked, (row.texts, row.gids, row.x0s, row.x1s)))
    assert row.subset(range(1, 2)).texts == ("b\u0301",)
