"""Record the numbering labels LibreOffice renders for each sample DOCX (golden files).

    .venv/bin/python -m tests.document.make_docx_label_goldens [DOCX ...]

writes ``tests/document/golden/docx_labels/<stem>.txt``: one label per line, in body order,
for every paragraph outside tables that LibreOffice shows with a numbering label. Without
arguments it records every ``sample_docs/*.docx`` that has a main document part. Run it on
purpose, when the sample documents change; ``test_docx_labels_match_golden`` then compares the
loader's labels with these files (in CI, where LibreOffice is absent).

How a label is cut out of LibreOffice's text: LibreOffice's plain-text export writes each
paragraph as indentation + label + a space + text, whatever ``w:suff`` says, so the label
cannot be told from the text by looking. A copy of the document gets a marker run ``⟦n⟧`` at
the start of every paragraph outside tables (before any tracked change or field, so those do
not matter); the label of paragraph n is what precedes its marker on the line. Paragraphs
whose mark is a tracked deletion get no marker: in the accepted view they merge with the next
paragraph and have no label of their own.

Known LibreOffice 7.4 differences from Word, which the comparisons account for: it writes
``hindiNumbers`` with Western digits ("المادة 1" where Word shows "المادة ١"; compare after
mapping Eastern digits to ASCII), and it ignores ``isLgl`` and ``lvlRestart`` (the loader
follows Word there; none of the samples uses them).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from lxml import etree

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "sample_docs"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden" / "docx_labels"
TIMEOUT_S = 120

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_MARKER = re.compile("⟦(\\d+)⟧")
_EASTERN_TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def comparable(label: str) -> str:
    """A label as compared with LibreOffice's: Eastern digits made ASCII, ends stripped."""
    return label.translate(_EASTERN_TO_ASCII).strip()


def sample_docx_files() -> list[Path]:
    """The sample DOCX files that have a main document part (malformed samples excluded)."""
    out = []
    for path in sorted(SAMPLES.glob("*.docx")):
        try:
            with zipfile.ZipFile(path) as package:
                if "word/document.xml" in package.namelist():
                    out.append(path)
        except zipfile.BadZipFile:
            continue
    return out


def _marked_copy(source: Path, target: Path) -> int:
    """Copy ``source`` to ``target`` with a marker run opening each paragraph outside tables.

    Returns:
        The number of markers inserted.
    """
    with zipfile.ZipFile(source) as package:
        members = {info.filename: package.read(info) for info in package.infolist()}
    root = etree.fromstring(members["word/document.xml"])
    body = root.find(f"{W}body")
    assert body is not None
    count = 0
    for paragraph in body.iter(f"{W}p"):
        if any(a.tag in (f"{W}tbl", f"{W}txbxContent") for a in paragraph.iterancestors()):
            continue
        ppr = paragraph.find(f"{W}pPr")
        mark = ppr.find(f"{W}rPr") if ppr is not None else None
        if mark is not None and (
            mark.find(f"{W}del") is not None or mark.find(f"{W}moveFrom") is not None
        ):
            continue
        run = etree.Element(f"{W}r")
        etree.SubElement(run, f"{W}t").text = f"⟦{count}⟧"
        if ppr is not None:
            ppr.addnext(run)
        else:
            paragraph.insert(0, run)
        count += 1
    members["word/document.xml"] = etree.tostring(root, xml_declaration=True, encoding="UTF-8")
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in members.items():
            out.writestr(name, data)
    return count


def libreoffice_labels(docx: Path, soffice: str = "soffice") -> list[str]:
    """The numbering labels LibreOffice shows for ``docx``, paragraphs outside tables, in order.

    Raises:
        RuntimeError: LibreOffice failed, or a paragraph's marker is missing from its output.
    """
    return libreoffice_labels_of([docx], soffice)[docx]


def libreoffice_labels_of(docxs: list[Path], soffice: str = "soffice") -> dict[Path, list[str]]:
    """``libreoffice_labels`` of each file, from one LibreOffice run (its start-up, about two
    seconds with a new profile, is most of the time of one file).

    Raises:
        RuntimeError: LibreOffice failed, or a paragraph's marker is missing from its output.
    """
    with tempfile.TemporaryDirectory(prefix="lci-lo-") as tmp:
        work = Path(tmp)
        counts = {}
        for n, docx in enumerate(docxs):
            counts[docx] = _marked_copy(docx, work / f"marked{n}.docx")
        command = [
            soffice,
            f"-env:UserInstallation=file://{work / 'profile'}",
            "--headless",
            "--convert-to",
            "txt:Text (encoded):UTF8",
            "--outdir",
            str(work / "out"),
            *(str(work / f"marked{n}.docx") for n in range(len(docxs))),
        ]
        subprocess.run(command, check=True, capture_output=True, timeout=TIMEOUT_S)
        texts = {
            docx: (work / "out" / f"marked{n}.txt").read_text(encoding="utf-8-sig")
            for n, docx in enumerate(docxs)
        }
    return {docx: _labels(docx, texts[docx], counts[docx]) for docx in docxs}


def _labels(docx: Path, text: str, count: int) -> list[str]:
    """The labels before the markers ``0 .. count - 1`` of LibreOffice's text of ``docx``."""
    labels: dict[int, str] = {}
    for line in text.splitlines():
        match = _MARKER.search(line)
        if match:
            labels[int(match.group(1))] = line[: match.start()].strip()
    missing = [n for n in range(count) if n not in labels]
    if missing:
        raise RuntimeError(f"{docx.name}: LibreOffice lost paragraph markers {missing[:10]}")
    return [labels[n] for n in range(count) if labels[n]]


def main(argv: list[str]) -> int:
    """Write the golden label files; see the module docstring."""
    soffice = shutil.which("soffice")
    if soffice is None:
        print("soffice (LibreOffice) is not installed", file=sys.stderr)
        return 1
    files = [Path(arg) for arg in argv] or sample_docx_files()
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for path, labels in libreoffice_labels_of(files, soffice).items():
        target = GOLDEN_DIR / f"{path.stem}.txt"
        target.write_text("".join(f"{label}\n" for label in labels), encoding="utf-8")
        print(f"{target.relative_to(REPO)}: {len(labels)} labels")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
