"""The engine reads the structure a markup source marks ahead of its text patterns.

Documents loaded by the real markup loader from the short documents of
``tests.document.markup_fixtures``; the shared corpus's Akoma Ntoso judgment scored against its
gold with ``../shared/tools/score.py`` (skipped when ``../shared`` is absent).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.document.model import Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import ChunkSet, ChunkType
from tests.document import markup_fixtures as fx

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
JUDGMENT = sorted((SHARED / "corpus").glob("08_*"))


def _chunks(tmp_path: Path, name: str, content: str) -> tuple[Document, ChunkSet]:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    document = load_document(path)
    return document, chunk_document(document, default_config())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_eurlex_articles_chapters_and_recitals_have_markup_provenance(
    tmp_path: Path, language: str
) -> None:
    document, chunk_set = _chunks(tmp_path, f"r_{language}.html", fx.eurlex_regulation(language))
    rows = [
        (chunk.boundary.rule, chunk.chunk_type, document.text[chunk.start : chunk.end])
        for chunk in chunk_set.chunks
    ]
    starts = {text.split("\n")[0]: rule for rule, _, text in rows}
    chapter, chapter_2 = ("CHAPTER I", "CHAPTER II") if language == "en" else (
        "CHAPITRE I", "CHAPITRE II")  # fmt: skip
    assert starts[chapter] == "markup_chapter"  # chapter and its first article: one unit
    assert starts[chapter_2] == "markup_chapter"
    assert starts["Article 2"] == "markup_article"
    recitals = [rule for rule, kind, _ in rows if kind is ChunkType.RECITAL]
    # the first recital goes with its intro ("Whereas:"), the others start their chunk
    assert recitals.count("markup_recital") == 2
    assert [
        c.heading_path[-1] for c in chunk_set.chunks if c.boundary.rule == "markup_article"
    ] == ["Article 2 — Definitions" if language == "en" else "Article 2 — Définitions"]


def test_akoma_ntoso_sections_head_their_subsections(tmp_path: Path) -> None:
    document, chunk_set = _chunks(tmp_path, "act.xml", fx.AKN_ACT)
    rules = [chunk.boundary.rule for chunk in chunk_set.chunks]
    assert "markup_part" in rules
    assert "markup_article" in rules  # an Act's section is its article-rank provision
    last = chunk_set.chunks[-1]
    assert last.heading_path == ("PART 1 — Preliminary", "2 — Duties")
    assert document.text[last.start : last.end].startswith("2\nDuties")


def test_a_long_markup_heading_is_not_a_heading(tmp_path: Path) -> None:
    """Converters mark a judgment paragraph's run-on text as a level's <heading>."""
    run_on = (
        "(“the Definitions”) in respect of the transactions between the parties, and it was "
        "further agreed that electronic messages exchanged between the parties would constitute "
        "confirmations for the purpose of the Master Agreement."
    )
    paragraphs = "".join(
        f'<paragraph eId="para_{n}"><num>{n}.</num><content><p>The court heard the parties on '
        f"day {n} of the hearing and reserved its judgment.</p></content></paragraph>"
        for n in (1, 2)
    )
    content = (
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '<judgment name="judgment"><header><p>IN THE COURT OF APPEAL</p><p>Before: LORD JUSTICE X'
        "</p><p>JUDGMENT</p></header><judgmentBody><decision>"
        f"{paragraphs}<level><heading>{run_on}</heading>"
        '<paragraph eId="para_3"><num>3.</num><content><p>The appeal is allowed.</p></content>'
        "</paragraph></level></decision></judgmentBody></judgment></akomaNtoso>"
    )
    document, chunk_set = _chunks(tmp_path, "j.xml", content)
    for chunk in chunk_set.chunks:
        text = document.text[chunk.start : chunk.end]
        assert not text.startswith("(“the Definitions”)"), "the run-on text opened a chunk"


@pytest.mark.slow
@pytest.mark.skipif(not JUDGMENT, reason="../shared/corpus (the shared corpus) is absent")
def test_akoma_ntoso_judgment_scores_at_least_as_its_pdf(tmp_path: Path) -> None:
    folder = JUDGMENT[0]
    (source,) = sorted((folder / "source").glob("*.xml"))
    scores = {}
    for name, file in (("markup", source), ("pdf", folder / "rendered.pdf")):
        document = load_document(file)
        config = default_config()
        chunk_set = chunk_document(document, config)
        out = tmp_path / f"{name}.jsonl"
        with out.open("w", encoding="utf-8") as handle:
            for record in chunk_records(document, chunk_set, config):
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        report = tmp_path / f"{name}.json"
        subprocess.run(
            [sys.executable, str(SHARED / "tools" / "score.py"), str(folder), str(out),
             "--json", str(report)],
            check=True, capture_output=True,
        )  # fmt: skip
        scores[name] = json.loads(report.read_text(encoding="utf-8"))["documents"][0]
    markup, pdf = scores["markup"], scores["pdf"]
    assert markup["anchored"] >= 0.995
    for key in ("recall", "integrity", "type_acc"):
        assert markup[key] >= pdf[key], key


def test_quoted_points_marked_as_paragraphs_stay_in_their_judgment_paragraph(
    tmp_path: Path,
) -> None:
    """Converters mark a quoted definition's "(a)", "(b)" as top-level <paragraph>s: only the
    judgment's own "N." paragraphs start units."""
    text = "The court heard the parties and reserved its judgment on the matter."

    def paragraph(num: str, body: str) -> str:
        return f"<paragraph><num>{num}</num><content><p>{body}</p></content></paragraph>"

    body = (
        paragraph("1.", text)
        + paragraph("2.", "The expression is defined by section 38 as follows:")
        + paragraph("(a)", "in relation to premises in England, the First-tier Tribunal; and")
        + paragraph("(b)", "in relation to premises in Wales, a leasehold valuation tribunal.”")
        + paragraph("3.", text)
    )
    content = (
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '<judgment name="judgment"><header><p>IN THE COURT OF APPEAL</p><p>JUDGMENT</p></header>'
        f"<judgmentBody><decision>{body}</decision></judgmentBody></judgment></akomaNtoso>"
    )
    document, chunk_set = _chunks(tmp_path, "j.xml", content)
    openings = [document.text[c.start : c.end].split(" ", 1)[0] for c in chunk_set.chunks]
    assert "(a)" not in openings
    assert "(b)" not in openings
    paragraph_2 = next(c for c in chunk_set.chunks if document.text[c.start :].startswith("2."))
    assert (
        "(b) in relation to premises in Wales" in document.text[paragraph_2.start : paragraph_2.end]
    )
    assert [c.boundary.rule for c in chunk_set.chunks if c.chunk_type is ChunkType.JUDGMENT_PARA][
        -1
    ] == "judgment_para"


def _annexed(language: str) -> str:
    """The EUR-Lex-like regulation with an annex in two unnumbered sections, long enough that
    the annex is cut at its second section (as the AI Act's Annex I, "Section B. ...")."""
    en = language == "en"
    annex, section = ("ANNEX I", "Section") if en else ("ANNEXE I", "Section")
    item = (
        "Directive 2006/42/EC of the European Parliament and of the Council of 17 May 2006 on "
        "machinery, and amending Directive 95/16/EC, as regards the safety components and the "
        "conformity of the products placed on the market before the date of application;"
        if en
        else "Directive 2006/42/CE du Parlement européen et du Conseil du 17 mai 2006 relative "
        "aux machines et modifiant la directive 95/16/CE, en ce qui concerne les composants de "
        "sécurité et la conformité des produits mis sur le marché avant la date d’application;"
    )

    def rows(first: int) -> str:
        return "".join(
            f'<table><tbody><tr><td></td><td><p class="oj-normal">{n}.</p></td>'
            f"<td><span>{item}</span></td></tr></tbody></table>"
            for n in range(first, first + 12)
        )

    title = "List of Union harmonisation legislation" if en else "Liste de la législation"
    html = (
        '<div class="eli-container" id="anx_I">'
        f'<p class="oj-doc-ti">{annex}</p><p class="oj-doc-ti">{title}</p>'
        f'<p class="oj-ti-grseq-1">{section} A. {title} (1)</p>{rows(1)}'
        f'<p class="oj-ti-grseq-1">{section} B. {title} (2)</p>{rows(13)}'
        "</div>"
    )
    return fx.eurlex_regulation(language).replace("<footer>", html + "<footer>")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_unnumbered_section_of_an_annex_is_named_in_its_annex(
    tmp_path: Path, language: str
) -> None:
    document, chunk_set = _chunks(tmp_path, f"a_{language}.html", _annexed(language))
    annex = "ANNEX I" if language == "en" else "ANNEXE I"
    section_b = [
        chunk
        for chunk in chunk_set.chunks
        if document.text[chunk.start : chunk.end].startswith("Section B.")
    ]
    assert section_b  # the annex is cut at its second section
    for chunk in section_b:
        assert chunk.heading_text.startswith(annex), chunk.heading_text
        assert "Section B" in chunk.heading_text


def test_units_of_a_schedule_are_headed_by_the_schedule(tmp_path: Path) -> None:
    """An Akoma Ntoso schedule's cross-headings name no number: the schedule names them."""
    cross = "".join(
        f'<hcontainer name="crossheading"><heading>{title}</heading>'
        f'<paragraph eId="sch-1-para-{n}"><num>{n}</num><content><p>The body must {text} '
        "within three months of the day on which this Act comes into force.</p></content>"
        "</paragraph></hcontainer>"
        for n, title, text in (
            (1, "Exclusion of Crown status", "act independently of the Crown"),
            (2, "Number and appointment of members", "appoint at least seven members"),
        )
    )
    content = (
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '<act name="act"><body><section eId="section-1"><num>1</num><heading>The body</heading>'
        "<content><p>A body corporate is established (see schedule 1).</p></content></section>"
        '<hcontainer name="schedule" eId="schedule-1"><num>Schedule 1</num>'
        '<heading>The body</heading><part eId="schedule-1-part-1"><num>Part 1</num>'
        f"<heading>Status</heading>{cross}</part></hcontainer></body></act></akomaNtoso>"
    )
    document, chunk_set = _chunks(tmp_path, "act.xml", content)
    in_schedule = [
        chunk
        for chunk in chunk_set.chunks
        if "Exclusion" in document.text[chunk.start : chunk.end]
        or "Number and appointment" in document.text[chunk.start : chunk.end]
    ]
    assert in_schedule
    for chunk in in_schedule:
        assert "Schedule 1" in chunk.heading_text, chunk.heading_text


def _schedule_with_cross_headings(groups: tuple[tuple[int, str, str], ...]) -> str:
    """A short Act whose schedule groups its paragraphs under cross-headings, as
    legislation.gov.uk's Akoma Ntoso does (the schedule's number carries a reference note)."""
    cross = "".join(
        f'<hcontainer name="crossheading"><heading>{title}</heading>'
        f"<paragraph><num>{n}</num><subparagraph><num>(1)</num><content><p>The scheme may "
        f"set out {text} for persons taking part in the arrangements.</p></content>"
        "</subparagraph><subparagraph><num>(2)</num><content><p>Provision under "
        "sub-paragraph (1) may differ for different descriptions of persons.</p></content>"
        "</subparagraph></paragraph></hcontainer>"
        for n, title, text in groups
    )
    return (
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '<act name="act"><body><section eId="section-1"><num>1</num><heading>Sandboxes</heading>'
        "<content><p>Schedule 4 makes provision about sandbox arrangements.</p></content>"
        '</section><hcontainer name="schedule" eId="schedule-4"><num>SCHEDULE 4'
        '<authorialNote class="referenceNote"><p>Section 1</p></authorialNote></num>'
        f"<heading>Sandboxes</heading>{cross}</hcontainer></body></act></akomaNtoso>"
    )


_SANDBOX_GROUPS = (
    (1, "Participation", "eligibility requirements"),
    (2, "Technology", "the kinds of technology to be used"),
    (3, "Practices", "the practices to be adopted"),
    (4, "Financial instruments", "the instruments to be traded"),
)


def test_a_schedule_that_fits_is_one_chunk_across_its_cross_headings(tmp_path: Path) -> None:
    """A schedule's cross-headings title its paragraphs: they cut no unit the schedule holds
    (the PDF path reads them as the paragraphs' titles, "1 Participation")."""
    document, chunk_set = _chunks(
        tmp_path, "act.xml", _schedule_with_cross_headings(_SANDBOX_GROUPS)
    )
    texts = [document.text[chunk.start : chunk.end] for chunk in chunk_set.chunks]
    schedule = [text for text in texts if "Participation" in text]
    assert len(schedule) == 1
    assert schedule[0].startswith("SCHEDULE 4")
    assert all(title in schedule[0] for _, title, _ in _SANDBOX_GROUPS)  # not cut at them
    for n, title, _ in _SANDBOX_GROUPS:
        assert f"{n} {title}\n" in schedule[0]  # the paragraph's number, then its title
    assert texts[-1] == schedule[0]
    assert chunk_set.chunks[-1].heading_path == ("SCHEDULE 4 — Sandboxes",)


@pytest.mark.parametrize(
    "title",
    [
        "SOCIAL CARE: MINOR AND CONSEQUENTIAL AMENDMENTS",  # "label: Value" for the text tests
        "Provisions on the transfer of the staff, property, rights, liabilities and "
        "obligations of the former authority",  # longer than the text tests' title
    ],
)
def test_a_markup_heading_title_is_its_title_whatever_its_words(tmp_path: Path, title: str) -> None:
    """The line under a markup heading's number is its <heading>: a title, not body text, so
    the schedule's heading and its first part's heading stay one run (no chunk of a lone
    heading), and the title names the schedule."""
    content = (
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '<act name="act"><body><section eId="section-1"><num>1</num><heading>Amendments</heading>'
        "<content><p>Schedule 1 makes minor amendments.</p></content></section>"
        f'<hcontainer name="schedule"><num>SCHEDULE 1</num><heading>{title}</heading>'
        "<part><num>PART 1</num><heading>Amendments to the 2014 Act</heading>"
        "<paragraph><num>1</num><content><p>In section 82 of the 2014 Act, for “section 81” "
        "substitute “section 81A”.</p></content></paragraph></part></hcontainer>"
        "</body></act></akomaNtoso>"
    )
    document, chunk_set = _chunks(tmp_path, "act.xml", content)
    last = chunk_set.chunks[-1]
    text = document.text[last.start : last.end]
    assert text.startswith("SCHEDULE 1\n")
    assert "PART 1" in text
    assert "section 81A" in text
    assert last.heading_path[0].startswith(f"SCHEDULE 1 — {title[:40]}")  # path texts are cut
