# mypy: disallow-untyped-calls=False
# (PyMuPDF leaves many functions unannotated; see inspector/document/pdf/render.py.)
"""Real PDF files (and files posing as PDFs) written into a test's tmp_path with PyMuPDF.

No Qt here: tests/test_pdf_render.py uses these too.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from inspector.document.pdf.mupdf import pymupdf

PASSWORD = "s3cret"

# (width, height) in points: A4, US Letter, A4 landscape, A5, A4 again; the last page is
# rotated by 90 degrees, so it is shown 842 x 595.
SIZES = [(595.0, 842.0), (612.0, 792.0), (842.0, 595.0), (420.0, 595.0), (595.0, 842.0)]
ROTATED_PAGE = 4


def write_pdf(path: Path, page_count: int = len(SIZES), *, object_streams: bool = False) -> Path:
    """A PDF whose page i has size SIZES[i % 5] and says "Page i+1" in large text."""
    document = pymupdf.open()
    for index in range(page_count):
        width, height = SIZES[index % len(SIZES)]
        page = document.new_page(width=width, height=height)
        page.insert_text((72, 100), f"Page {index + 1}", fontsize=36)
        page.insert_text((72, 160), "Article 1. The parties agree as follows. " * 2, fontsize=9)
        if index % len(SIZES) == ROTATED_PAGE:
            page.set_rotation(90)
    if object_streams:
        # Compressed cross-reference and object streams, as most current PDF writers make.
        document.save(path, garbage=3, deflate=True, use_objstms=1)
    else:
        document.save(path)
    document.close()
    return path


def displayed_sizes(path: Path) -> list[tuple[float, float]]:
    """Page sizes as shown (rotation applied), read independently of the code under test."""
    with pymupdf.open(path) as document:
        return [(page.rect.width, page.rect.height) for page in document]


def write_encrypted_pdf(path: Path) -> Path:
    """A 5-page PDF that needs the user password PASSWORD (AES-256)."""
    plain = write_pdf(path.with_name("plain-for-encryption.pdf"))
    with pymupdf.open(plain) as document:
        document.save(
            path,
            encryption=pymupdf.mupdf.PDF_ENCRYPT_AES_256,
            user_pw=PASSWORD,
            owner_pw=PASSWORD + "-owner",
        )
    return path


def write_truncated_pdf(path: Path) -> Path:
    """The first half of a PDF written with object streams: MuPDF cannot repair it."""
    whole = write_pdf(path.with_name("whole.pdf"), object_streams=True).read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    return path


def write_repairable_pdf(path: Path) -> Path:
    """The first half of a classic-xref PDF: MuPDF rebuilds it and finds all pages."""
    whole = write_pdf(path.with_name("whole-classic.pdf")).read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    return path


def write_zero_page_pdf(path: Path) -> Path:
    """A well-formed PDF with an empty page tree (PyMuPDF refuses to save one, so by hand)."""
    bodies = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(bodies, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(bodies) + 1,
        xref,
    )
    path.write_bytes(bytes(out))
    return path


def write_text_as_pdf(path: Path) -> Path:
    """A plain text file with a .pdf name."""
    path.write_text("Article 1. This is a plain text file, not a PDF.\n", encoding="utf-8")
    return path


def write_html_as_pdf(path: Path) -> Path:
    """An HTML page saved with a .pdf name (a common failed download)."""
    path.write_text(
        "<!DOCTYPE html><html><head><title>Sign in</title></head>"
        "<body>Please sign in.</body></html>",
        encoding="utf-8",
    )
    return path


def write_docx_as_pdf(path: Path) -> Path:
    """A ZIP container (as a DOCX is) with a .pdf name."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document/>")
    return path
