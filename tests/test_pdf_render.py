"""inspector.document.pdf.render: page sizes, rendered bytes, and the error for each bad file."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from inspector.document.pdf.render import PageSource, RenderedPage, open_pages
from inspector.errors import (
    DamagedFileError,
    EmptyDocumentError,
    LoadError,
    PasswordRequired,
    UnsupportedFileError,
)
from tests.gui import pdf_files


@pytest.fixture
def five_pages(tmp_path: Path) -> Path:
    return pdf_files.write_pdf(tmp_path / "five.pdf")


def test_page_count_and_sizes_match_pymupdf(five_pages: Path) -> None:
    with open_pages(five_pages) as source:
        assert source.page_count == 5
        sizes = [(size.width, size.height) for size in source.page_sizes]
    assert sizes == pdf_files.displayed_sizes(five_pages)
    # The rotated page is reported as displayed: landscape, although created portrait.
    assert sizes[pdf_files.ROTATED_PAGE] == (842.0, 595.0)
    assert not source.was_repaired


@pytest.mark.parametrize("zoom", [0.5, 1.0, 2.25])
def test_rendered_page_has_stride_times_height_bytes(five_pages: Path, zoom: float) -> None:
    with open_pages(five_pages) as source:
        rendered = source.render_page(1, zoom)
        width, height = source.page_sizes[1].width, source.page_sizes[1].height
    assert isinstance(rendered, RenderedPage)
    assert len(rendered.samples) == rendered.stride * rendered.height_px
    assert rendered.stride >= 3 * rendered.width_px  # RGB, no alpha
    assert abs(rendered.width_px - width * zoom) <= 1
    assert abs(rendered.height_px - height * zoom) <= 1


def test_rendering_draws_the_page_text(five_pages: Path) -> None:
    with open_pages(five_pages) as source:
        rendered = source.render_page(0, 1.0)
    # A white page with black text: both extremes must occur in the pixels.
    assert max(rendered.samples) == 255
    assert min(rendered.samples) < 64


def test_rotated_page_renders_landscape(five_pages: Path) -> None:
    with open_pages(five_pages) as source:
        rendered = source.render_page(pdf_files.ROTATED_PAGE, 1.0)
    assert rendered.width_px > rendered.height_px


def test_clip_renders_only_that_part(five_pages: Path) -> None:
    with open_pages(five_pages) as source:
        rendered = source.render_page(0, 2.0, (100.0, 200.0, 300.0, 250.0))
    assert (rendered.width_px, rendered.height_px) == (400, 100)
    assert len(rendered.samples) == rendered.stride * rendered.height_px


def test_render_rejects_bad_index_zoom_and_closed_source(five_pages: Path) -> None:
    source = open_pages(five_pages)
    with pytest.raises(IndexError):
        source.render_page(5, 1.0)
    with pytest.raises(IndexError):
        source.render_page(-1, 1.0)
    for zoom in (0.0, -1.0, math.nan, math.inf):
        with pytest.raises(ValueError, match="zoom"):
            source.render_page(0, zoom)
    source.close()
    source.close()  # idempotent
    with pytest.raises(ValueError, match="closed"):
        source.render_page(0, 1.0)


def test_encrypted_pdf_needs_the_password(tmp_path: Path) -> None:
    path = pdf_files.write_encrypted_pdf(tmp_path / "sealed.pdf")
    with pytest.raises(PasswordRequired, match=r"sealed\.pdf is protected by a password"):
        open_pages(path)
    with pytest.raises(PasswordRequired, match=r"password for sealed\.pdf is wrong"):
        open_pages(path, "not-it")
    with open_pages(path, pdf_files.PASSWORD) as source:
        assert source.page_count == 5
        assert source.render_page(0, 0.5).width_px > 0


def test_repaired_pdf_opens_and_says_so(tmp_path: Path) -> None:
    path = pdf_files.write_repairable_pdf(tmp_path / "cut.pdf")
    with open_pages(path) as source:
        assert source.was_repaired
        assert source.page_count >= 1


def not_a_pdf(looks_like: str) -> str:
    return rf"^notes\.pdf is not a PDF \(it looks like {looks_like}\)\.$"


BAD_FILES: list[tuple[Callable[[Path], Path], type[LoadError], str]] = [
    (pdf_files.write_text_as_pdf, UnsupportedFileError, not_a_pdf("plain text")),
    (pdf_files.write_html_as_pdf, UnsupportedFileError, not_a_pdf("an HTML page")),
    (pdf_files.write_docx_as_pdf, UnsupportedFileError, not_a_pdf(r"a Word document \(DOCX\)")),
    (pdf_files.write_truncated_pdf, DamagedFileError, r"^notes\.pdf is damaged"),
    (pdf_files.write_zero_page_pdf, EmptyDocumentError, r"^notes\.pdf has no pages\.$"),
]


@pytest.mark.parametrize(
    ("write", "kind", "message"), BAD_FILES, ids=lambda value: getattr(value, "__name__", "")
)
def test_bad_file_gives_a_specific_load_error(
    tmp_path: Path, write: Callable[[Path], Path], kind: type[LoadError], message: str
) -> None:
    path = write(tmp_path / "notes.pdf")
    with pytest.raises(kind, match=message):
        open_pages(path)


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"")
    with pytest.raises(EmptyDocumentError, match=r"^empty\.pdf is empty \(0 bytes\)\.$"):
        open_pages(path)


def test_header_only_file_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "stub.pdf"
    path.write_bytes(b"%PDF-1.7\n" + b"\x00 not an object " * 40)
    with pytest.raises(DamagedFileError, match=r"^stub\.pdf is damaged"):
        open_pages(path)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"^gone\.pdf does not exist: .*gone\.pdf$"):
        open_pages(tmp_path / "gone.pdf")
    (tmp_path / "folder.pdf").mkdir()
    with pytest.raises(LoadError, match=r"^folder\.pdf is a folder, not a PDF file\.$"):
        open_pages(tmp_path / "folder.pdf")


def test_junk_before_the_header_is_tolerated(tmp_path: Path, five_pages: Path) -> None:
    path = tmp_path / "prefixed.pdf"
    path.write_bytes(b"X-Mailer-Junk: 1\r\n\r\n" + five_pages.read_bytes())
    with open_pages(path) as source:
        assert source.page_count == 5


def test_page_source_type_is_exported(five_pages: Path) -> None:
    source = open_pages(five_pages)
    try:
        assert isinstance(source, PageSource)
        assert source.path == five_pages
    finally:
        source.close()


def test_unreadable_file(tmp_path: Path, five_pages: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chmod cannot stop root (CI containers); make the read itself fail instead.
    def refuse(path: object, *args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(os, "open", refuse)  # the header check opens without blocking
    with pytest.raises(LoadError, match=r"^five\.pdf could not be read: Permission denied\.$"):
        open_pages(five_pages)
