# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""File > Read Document by OCR: the PDF shown is loaded again with every page read by OCR."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from inspector.document.pdf.mupdf import pymupdf
from inspector.gui.main_window import MainWindow
from inspector.gui.pages.overlay_items import PageBannerItem
from tests.gui.conftest import LOAD_TIMEOUT_MS, open_and_wait

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed"),
]


def _digital_pdf(path: Path) -> Path:
    """A one-page digital PDF (a small page: OCR time grows with the area)."""
    document = pymupdf.open()
    page = document.new_page(width=360, height=200)
    page.insert_text((30, 60), "Article 1. The archives are public.", fontsize=14)
    page.insert_text((30, 100), "Article 2. This Law applies to archives.", fontsize=14)
    document.save(path)
    document.close()
    return path


def test_read_document_by_ocr_reloads_the_pdf_with_every_page_ocrd(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = _digital_pdf(tmp_path / "digital.pdf")
    state = open_and_wait(qtbot, window, path)
    assert not state.document.pages[0].quality.ocr
    action = window.window_actions.read_by_ocr
    assert action.isEnabled()
    with qtbot.waitSignal(
        window.controller.chunks_changed,
        timeout=LOAD_TIMEOUT_MS,
        check_params_cb=lambda s: s is not None and window.controller.pending is None,
    ):
        action.trigger()
    forced = window.controller.state
    assert forced is not None
    quality = forced.document.pages[0].quality
    assert quality.ocr
    assert quality.ocr_confidence is not None
    assert "Article 2" in forced.document.text
    window.overlay.ensure_pages([0])
    banner = window.overlay.banner(0)
    assert isinstance(banner, PageBannerItem)
    assert banner.text.startswith("Text read by OCR")
