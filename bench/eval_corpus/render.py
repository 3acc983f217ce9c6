"""Test files made from a document's blocks: a DOCX written with python-docx and a PDF made from
that DOCX by LibreOffice (``soffice --headless --convert-to pdf``), as ``../shared/corpus`` does.

Styles follow the shared corpus: the title is Word's "Title", structural headings "Heading 2",
a unit's label line and title line "Heading 3", everything else "Normal". Arabic documents get
right-to-left paragraphs (``w:bidi``) and right-to-left runs. LibreOffice prints a page number
in no footer here, so the PDF's text is the blocks' text.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

import docx
from docx.oxml import OxmlElement
from docx.oxml.ns import qn

from bench.eval_corpus.gold import Block

_STYLE = {
    "title": "Title",
    "heading": "Heading 2",
    "label": "Heading 3",
    "unit_title": "Heading 3",
    "body": "Normal",
}


def write_docx(blocks: list[Block], path: Path, *, title: str, rtl: bool) -> None:
    """Writes the blocks as a DOCX; ``title`` goes to the core properties only."""
    document = docx.Document()
    document.core_properties.title = title
    # Fixed dates keep the file's bytes the same from one build to the next.
    import datetime as _dt

    stamp = _dt.datetime(2026, 1, 1, tzinfo=_dt.UTC)
    document.core_properties.created = stamp
    document.core_properties.modified = stamp
    document.core_properties.author = "eval_corpus"
    document.core_properties.last_modified_by = "eval_corpus"
    for block in blocks:
        para = document.add_paragraph(style=_STYLE.get(block.style, "Normal"))
        run = para.add_run(block.text)
        if rtl:
            ppr = para._p.get_or_add_pPr()
            bidi = OxmlElement("w:bidi")
            ppr.insert(0, bidi)
            rpr = run._r.get_or_add_rPr()
            rpr.append(OxmlElement("w:rtl"))
            jc = OxmlElement("w:jc")
            jc.set(qn("w:val"), "right")
            ppr.append(jc)
    path.parent.mkdir(parents=True, exist_ok=True)
    document.save(str(path))
    _fix_zip_times(path)


def _fix_zip_times(path: Path) -> None:
    """Rewrites the package with one fixed timestamp on every part (python-docx stamps the
    time of saving), so the same blocks give the same bytes."""
    with zipfile.ZipFile(path) as src:
        parts = [(info, src.read(info)) for info in src.infolist()]
    with zipfile.ZipFile(path, "w") as out:
        for info, data in parts:
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = info.external_attr
            out.writestr(fixed, data)


def soffice() -> str | None:
    """The LibreOffice binary, or None when it is not installed."""
    return shutil.which("soffice") or shutil.which("libreoffice")


def docx_to_pdf(docx_path: Path, pdf_path: Path) -> None:
    """Converts with LibreOffice in a private profile (so parallel builds do not collide)."""
    binary = soffice()
    if binary is None:
        raise RuntimeError("LibreOffice (soffice) is not installed; rerun with --no-pdf")
    with tempfile.TemporaryDirectory(prefix="eval_corpus_lo_") as tmp:
        profile = Path(tmp) / "profile"
        outdir = Path(tmp) / "out"
        subprocess.run(
            [
                binary,
                f"-env:UserInstallation=file://{profile}",
                "--headless",
                "--convert-to",
                "pdf",
                "--outdir",
                str(outdir),
                str(docx_path),
            ],
            check=True,
            capture_output=True,
            timeout=600,
        )
        produced = outdir / (docx_path.stem + ".pdf")
        shutil.move(str(produced), str(pdf_path))
