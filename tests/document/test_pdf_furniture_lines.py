"""Blocks planned from the lines furniture detection made are planned as before.

``find_furniture`` makes the logical lines of every row in a band (``make_lines([row], rtl)``)
to read its text; the loader hands them to ``plan_page`` with the furniture blocks and with
the body blocks of one such row, and ``plan_page`` takes them instead of making them again
when the block has the direction they were made for. The oracle is the general way: the same
pages planned with no lines handed over.
"""

from __future__ import annotations

from inspector.document.pdf.blocks import plan_page, strong_balance
from inspector.document.pdf.furniture import BandLines, PageRowsView, find_furniture
from inspector.document.pdf.layout import TextBlock, line_pitches
from inspector.document.pdf.loader import _page_layout
from tests.document.real_pdf_extracts import real_extracts


def test_reused_furniture_lines_plan_the_same_blocks() -> None:
    reused = body_reused = 0
    for extracted in real_extracts():
        band_lines: BandLines = {}
        views = [
            PageRowsView(rows.rows, height)
            for rows, (_, height) in zip(extracted.rows, extracted.sizes, strict=True)
        ]
        furniture = find_furniture(views, band_lines)
        assert furniture == find_furniture(views)  # recording the lines changes nothing
        pitches = line_pitches(page.rows for page in extracted.rows)
        for index, page_rows in enumerate(extracted.rows):
            page_rtl = strong_balance(page_rows.rows) > 0
            found = furniture[index]
            made = {k: lines for (page, k), lines in band_lines.items() if page == index}
            tables = extracted.tables[index]
            with_lines = _page_layout(page_rows, tables, found, page_rtl, pitches, made)
            general = _page_layout(page_rows, tables, found, page_rtl, pitches, {})
            for block in with_lines:
                if isinstance(block, TextBlock) and block.made is not None:
                    balance = strong_balance(block.rows)
                    taken = block.made[0] == (balance > 0 or (balance == 0 and page_rtl))
                    reused += taken
                    body_reused += taken and not block.furniture
            assert repr(plan_page(with_lines, index, page_rtl)) == repr(
                plan_page(general, index, page_rtl)
            )
    assert reused > 50  # furniture rows of the samples and corpus do take the made lines
    assert body_reused > 20  # and so do body blocks of one row in a band
