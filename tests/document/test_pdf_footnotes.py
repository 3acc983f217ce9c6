# mypy: disallow-untyped-calls=False
# PyMuPDF leaves Document, Page and their methods unannotated; tests call them directly.
"""Page footnotes: the small print at a page's foot is an excluded span, never chunk text.

Built with PyMuPDF: body text in 10 pt, notes in 8 pt under a rule (drawn with characters or
not at all) or opening with a note mark, the way consolidated codes print the former wordings
of their articles.
"""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind, Document
from inspector.document.pdf.footnotes import FOOTNOTE
from inspector.document.pdf.mupdf import pymupdf
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from tests.document.test_pdf_loader import check_invariants, load_bytes

BODY_FR = [
    "Art. 2 - L'action civile en réparation du dommage causé par une infraction appartient "
    "à tous ceux qui ont personnellement souffert du dommage. (1)",
    "Art. 3 - L'action civile peut être exercée en même temps que l'action publique et "
    "devant la même juridiction. (2)",
    "Cette juridiction est compétente quelle que soit la personne physique ou morale de droit "
    "civil responsable du dommage. Elle l'est également à l'égard de l'Etat, du département, "
    "de la commune ou d'un établissement public à caractère administratif.",
]
NOTES_FR = [
    "(1) Complété par l'ordonnance n° 69-73 du 16 septembre 1969.",
    "(2) Modifié par la loi n° 01-08 du 26 juin 2001.",
    "Rédigé en vertu de l'ordonnance n° 66-155 du 08 juin 1966 comme suit :",
    "- L'action civile ne peut être exercée que devant la juridiction civile.",
]
BODY_EN = [
    "Article 2 - The Authority shall keep a register of licensed providers and publish it. 1",
    "Article 3 - Every provider shall publish its prices on its premises and online, keep "
    "them up to date and give every patient a written estimate before any treatment that "
    "costs more than the amount the Minister sets by order.",
    "Article 4 - A provider that fails to publish its prices commits an offence and is liable "
    "on conviction to a fine; the Authority may also suspend its licence for a period of up "
    "to three months.",
]
NOTES_EN = [
    "1 Substituted by the Health Act 2004, s. 12; the former text read as follows:",
    "Article 2 - The Minister shall keep a register of providers.",
]


def _page(
    document: pymupdf.Document,
    body: list[str],
    notes: list[str],
    *,
    rule: str | None = "_________________",
    note_size: float = 8,
    number: int = 1,
) -> None:
    page = document.new_page(width=595, height=842)
    y = 80.0
    for paragraph in body:
        height = page.insert_textbox(
            pymupdf.Rect(72, y, 523, y + 120), paragraph, fontsize=10, fontname="helv"
        )
        assert height > 0
        y += 120 - height + 14
    y = max(y + 20, 600.0)
    if rule is not None:
        page.insert_text((72, y), rule, fontsize=note_size)
        y += 14
    for note in notes:
        height = page.insert_textbox(
            pymupdf.Rect(72, y, 523, y + 60), note, fontsize=note_size, fontname="helv"
        )
        assert height > 0
        y += 60 - height + 4
    page.insert_text((295, 815), str(number), fontsize=10)


def _pdf(*pages: tuple[list[str], list[str], dict[str, object]]) -> Document:
    document = pymupdf.open()
    for number, (body, notes, options) in enumerate(pages, 1):
        _page(document, body, notes, number=number, **options)  # type: ignore[arg-type]
    loaded = load_bytes(document.tobytes())
    check_invariants(loaded)
    return loaded


def _footnote_text(document: Document) -> str:
    return " ".join(
        document.text[s.start : s.end] for s in document.excluded if s.reason == FOOTNOTE
    )


def _kept(document: Document, start: int, end: int) -> str:
    """``document.text[start:end]`` without its excluded spans: what a chunk exports."""
    pieces, at = [], start
    for span in document.excluded:
        if span.end <= at or span.start >= end:
            continue
        pieces.append(document.text[at : max(at, span.start)])
        at = max(at, span.end)
    pieces.append(document.text[at:end])
    return "".join(pieces)


def _squeeze(text: str) -> str:
    return " ".join(text.split())


CASES = [
    ("fr, rule drawn with characters", BODY_FR, NOTES_FR, {}),
    ("fr, no rule, note mark", BODY_FR, NOTES_FR, {"rule": None}),
    ("en, no rule, bare note number", BODY_EN, NOTES_EN, {"rule": None, "note_size": 8.5}),
]


@pytest.mark.parametrize(("name", "body", "notes", "options"), CASES)
def test_footnotes_are_excluded_and_never_chunk_text_or_headings(
    name: str, body: list[str], notes: list[str], options: dict[str, object]
) -> None:
    document = _pdf((body, notes, options))
    excluded = _squeeze(_footnote_text(document))
    for note in notes:
        assert _squeeze(note) in excluded, (name, note)
    for paragraph in body:
        assert _squeeze(paragraph) not in excluded, name
    # Restorable: still in the text, in furniture blocks at their place on the page.
    for span in document.excluded:
        assert all(
            b.kind == BlockKind.FURNITURE
            for b in document.blocks
            if b.text_start < span.end and b.text_end > span.start
        )
    chunks = chunk_document(document, default_config())
    kept = " ".join(_kept(document, chunk.start, chunk.end) for chunk in chunks.chunks)
    paths = " ".join(
        h for chunk in chunks.chunks for h in (*chunk.heading_path, chunk.heading_text)
    )
    for note in notes:
        assert _squeeze(note)[:40] not in _squeeze(kept), (name, note)
        assert _squeeze(note)[:40] not in _squeeze(paths), (name, note)
    for paragraph in body:
        assert _squeeze(paragraph) in _squeeze(kept), name  # the law in force, marks included


def test_notes_running_over_to_the_next_page_are_footnotes_too() -> None:
    more = [
        "Toutefois, elle ne pouvait être portée devant la juridiction répressive qu'après "
        "l'action publique."
    ]
    document = pymupdf.open()
    _page(document, BODY_FR, NOTES_FR)
    page = document.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(72, 80, 523, 140), more[0], fontsize=8, fontname="helv")
    page.insert_textbox(
        pymupdf.Rect(72, 160, 523, 280), BODY_FR[0].replace("Art. 2", "Art. 5"), fontsize=10
    )
    page.insert_text((295, 815), "2", fontsize=10)
    loaded = load_bytes(document.tobytes())
    assert _squeeze(more[0]) in _squeeze(_footnote_text(loaded))
    assert "Art. 5" not in _footnote_text(loaded)


SMALL_BODY = [
    # small print that ends a page but is no note: no rule above it, no note mark
    (["Article 9 - This Regulation shall be binding in its entirety."], ["Done at Brussels."]),
    # a page all in small print (a schedule set small) has no notes to tell apart
    ([], ["(1) Table of fees", "(2) Registration: 100 riyals", "(3) Renewal: 50 riyals"]),
]


@pytest.mark.parametrize(("body", "small"), SMALL_BODY)
def test_small_print_that_is_no_footnote_stays_text(body: list[str], small: list[str]) -> None:
    options: dict[str, object] = {"rule": None}
    document = _pdf((body, small, options))
    assert _footnote_text(document) == ""
