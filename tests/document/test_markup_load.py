"""The markup loader: web pages (HTML, XHTML) and Akoma Ntoso XML -> Document.

Real lxml, real files written to ``tmp_path`` from the short documents of ``markup_fixtures``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree, html

from inspector.document.load import load_document, sniff_kind
from inspector.document.markup.structure import markup_unit
from inspector.document.model import BlockKind, Direction
from inspector.errors import (
    DamagedFileError,
    EmptyDocumentError,
    LoadError,
    TooLargeError,
    UnsupportedFileError,
)
from tests.document import markup_fixtures as fx


@pytest.mark.parametrize(
    ("language", "article_1", "recital_1"),
    [
        ("en", "Article 1\nSubject matter and scope", "(1) The Treaty provides"),
        ("fr", "Article premier\nObjet et champ d’application", "(1) Le traité prévoit"),
    ],
)
def test_eurlex_regulation_units_from_the_markup(
    tmp_path: Path, language: str, article_1: str, recital_1: str
) -> None:
    document = fx.load(tmp_path, f"reg_{language}.html", fx.eurlex_regulation(language))
    assert document.source_kind == "html"
    blocks = fx.blocks(document)
    # the first block is the document title (EUR-Lex oj-doc-ti), the running header left out
    assert blocks[0][0] is BlockKind.TITLE
    assert blocks[0][2].startswith(("REGULATION", "RÈGLEMENT"))
    recitals = [text for kind, style, text in blocks if style == "markup:recital#"]
    assert len(recitals) == 3
    assert recitals[0].startswith(recital_1)
    assert [text[:4] for text in recitals] == ["(1) ", "(2) ", "(3) "]
    articles = [(kind, text) for kind, style, text in blocks if style == "markup:article#"]
    assert [kind for kind, _ in articles] == [BlockKind.HEADING] * 3
    assert articles[0][1] == article_1  # number line, then the oj-sti-art title
    chapters = [text.split("\n")[0] for _, style, text in blocks if style == "markup:chapter#"]
    assert chapters == (["CHAPTER I", "CHAPTER II"] if language == "en" else
                        ["CHAPITRE I", "CHAPITRE II"])  # fmt: skip
    points = [text[:4] for kind, style, text in blocks if style == "markup:point#"]
    assert points == ["(a) ", "(b) "]
    assert all(block.language == language for block in document.blocks)
    # script, toolbar, footer and the OJ running header are not text
    for furniture in ("Article 99", "Article 98", "Article 97", "L 152/1", "3.6.2022"):
        assert furniture not in document.text
    assert document.title == "L_2022152EN.01000101.xml"


def test_arabic_law_is_right_to_left_and_nav_left_out(tmp_path: Path) -> None:
    document = fx.load(tmp_path, "law.htm", fx.ARABIC_LAW)
    blocks = fx.blocks(document)
    assert blocks[0] == (BlockKind.HEADING, "", "قانون رقم 19 لسنة 2024 بشأن حقوق المسنين")
    assert [b.level for b in document.blocks[:3]] == [1, 2, 3]
    arabic = document.blocks[:-1]
    assert all(b.direction is Direction.RTL and b.language == "ar" for b in arabic)
    english = document.blocks[-1]
    assert document.text[english.text_start : english.text_end].startswith("This article")
    assert english.direction is Direction.LTR
    assert english.language == "en"
    assert "الرئيسية" not in document.text
    assert "المادة 90" not in document.text
    assert "جميع الحقوق محفوظة" not in document.text  # the footer


def test_page_furniture_left_out_and_tables_as_tables(tmp_path: Path) -> None:
    document = fx.load(tmp_path, "page.html", fx.PAGE_WITH_FURNITURE)
    for word in ("SCRIPT", "BANNER", "NAV", "MENU", "COOKIE", "Home", "HIDDEN", "RELATED",
                 "FOOTER", "NOSCRIPT", "color"):  # fmt: skip
        assert word not in document.text
    blocks = fx.blocks(document)
    assert blocks[0] == (BlockKind.HEADING, "", "1. Definitions")
    assert (BlockKind.PARAGRAPH, "", "This Agreement starts on the Effective Date\nand lasts "
            "two years.") in blocks  # fmt: skip
    tables = [text for kind, _, text in blocks if kind is BlockKind.TABLE]
    assert tables == ["Party | Role\nAcme Ltd (London) | Supplier\nBeta SA | Customer"]
    assert document.text.count("\n\n") == len(document.blocks) - 1  # one separator a block


def test_akoma_ntoso_act_units_levels_and_notes(tmp_path: Path) -> None:
    document = fx.load(tmp_path, "act.xml", fx.AKN_ACT)
    assert document.source_kind == "akn"
    assert document.metadata["name"] == "Example Act 2024"
    blocks = [(block.level, block.style, text) for block, (_, _, text) in
              zip(document.blocks, fx.blocks(document), strict=True)]  # fmt: skip
    assert blocks == [
        (None, "", "Example Act 2024"),
        (1, "markup:part#", "PART 1\nPreliminary"),
        (2, "markup:article#", "1\nInterpretation"),
        (None, "markup:subsection#", "(1) In this Act “body” means a public body."),
        (None, "markup:subsection#", "(2) A reference to a day is to a working day."),
        (2, "markup:article#", "2\nDuties"),
        (None, "", "Every body must publish a plan. 1"),  # the footnote's mark in place
        (None, "markup:note", "1 FOOTNOTE TEXT"),  # its text after the paragraph
    ]
    assert "/akn/uk" not in document.text


@pytest.mark.parametrize(
    ("name", "content", "as_xml"),
    [
        ("reg.html", fx.eurlex_regulation("fr"), False),
        ("law.html", fx.ARABIC_LAW, False),
        ("act.xml", fx.AKN_ACT, True),
    ],
)
def test_every_real_character_points_at_its_source_character(
    tmp_path: Path, name: str, content: str, as_xml: bool
) -> None:
    document = fx.load(tmp_path, name, content)
    data = content.encode("utf-8")
    root = etree.fromstring(data) if as_xml else html.document_fromstring(data)
    anchors = document.anchors
    assert anchors is not None
    real = 0
    for offset, char in enumerate(document.text):
        found = anchors.locate(document.offset_map, offset)
        if found is None:
            assert char in " \n|" or document.text[offset - 1 : offset + 1].strip()
            continue
        real += 1
        assert fx.source_char(root, *found) == char, (offset, found)
    assert real > 0.8 * len(document.text)


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    words=st.lists(
        st.text(alphabet=st.sampled_from("abcé ع\t\n"), min_size=1, max_size=12),
        min_size=1,
        max_size=8,
    )
)
def test_whitespace_collapses_and_anchors_hold(tmp_path: Path, words: list[str]) -> None:
    """Any text in paragraphs: collapsed as a browser does, every real character anchored."""
    body = "".join(f"<p>{w}<b>{w}</b></p>" for w in words)
    content = f"<html><body>{body}</body></html>"
    path = tmp_path / "w.html"
    path.write_text(content, encoding="utf-8")
    if all(not w.strip() for w in words):
        with pytest.raises(EmptyDocumentError):
            load_document(path)
        return
    document = load_document(path)
    for block in document.blocks:
        text = document.text[block.text_start : block.text_end]
        assert text == " ".join(text.split())  # no run of spaces, nothing at the ends
    root = html.document_fromstring(content)  # the page's text (it declares no encoding)
    assert document.anchors is not None
    for offset, char in enumerate(document.text):
        found = document.anchors.locate(document.offset_map, offset)
        if found is not None:
            assert fx.source_char(root, *found) == char


def test_other_xml_is_refused_with_a_typed_error(tmp_path: Path) -> None:
    path = tmp_path / "legislation.xml"
    path.write_text(fx.OTHER_XML, encoding="utf-8")
    with pytest.raises(UnsupportedFileError, match="not an Akoma Ntoso"):
        load_document(path)


@pytest.mark.parametrize(("name", "content"), [("x.xml", fx.XXE_AKN), ("b.xhtml", fx.LAUGHS_HTML)])
def test_entity_declarations_are_refused(tmp_path: Path, name: str, content: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UnsupportedFileError, match="declares its own entities"):
        load_document(path)


def test_external_dtd_is_never_read(tmp_path: Path) -> None:
    """libxml2 reads a declared external subset from disk even without load_dtd: the loader
    blanks the declaration, so the undefined entity is a typed error naming no other file."""
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET", encoding="utf-8")
    content = fx.AKN_ACT.replace("Every body", "&ext; Every body").replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE akomaNtoso SYSTEM "{secret.as_uri()}">',
    )
    path = tmp_path / "dtd.xml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedFileError, match="Entity 'ext' not defined") as raised:
        load_document(path)
    assert "secret" not in str(raised.value)
    # without the reference the same file loads, the declaration ignored
    path.write_text(content.replace("&ext; ", ""), encoding="utf-8")
    assert "Every body must publish a plan." in load_document(path).text


@pytest.mark.parametrize(
    ("head", "name", "kind"),
    [
        (b"<!DOCTYPE html><html><body><p>x</p></body></html>", "a.bin", "html"),
        (
            b'\xef\xbb\xbf<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">',
            "a",
            "html",
        ),
        (
            b'<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">',
            "j",
            "akn",
        ),
        (
            b'<akn:akomaNtoso xmlns:akn="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">',
            "j.xml",
            "akn",
        ),
        (b"<p>a fragment</p>", "page.htm", "html"),
        (b"<p>not a page</p>", "notes.txt", "text"),
    ],
)
def test_kind_is_sniffed_from_content(head: bytes, name: str, kind: str) -> None:
    assert sniff_kind(head, name) == kind


def test_markup_unit_styles_round_trip() -> None:
    assert markup_unit("markup:article#") == ("article", True)
    assert markup_unit("markup:level") == ("level", False)
    assert markup_unit("Heading 1") is None


CONSOLIDATED = """<html><body>
<div class="toc-item"><p class="toc-1">Article 1 Scope</p>
<p class="toc-1">Article 2 Definitions</p></div>
<p class="title-doc-first">Regulation (EU) No 1234/2013 of the European Parliament</p>
<p class="title-division-1">TITLE I</p><p class="title-division-2">GENERAL PROVISIONS</p>
<div class="eli-subdivision" id="art_1"><p class="title-article-norm">Article 1</p>
<div class="eli-title"><p class="stitle-article-norm">Scope</p></div>
<p class="norm">This Regulation applies to credit institutions.</p></div>
<p class="title-annex-1">ANNEX I</p><p class="title-annex-2">LIST OF ACTIVITIES</p>
</body></html>"""


def test_consolidated_eurlex_classes_and_table_of_contents(tmp_path: Path) -> None:
    document = fx.load(tmp_path, "cons.html", CONSOLIDATED)
    assert [(style, text) for _, style, text in fx.blocks(document)] == [
        ("", "Regulation (EU) No 1234/2013 of the European Parliament"),
        ("markup:title#", "TITLE I\nGENERAL PROVISIONS"),
        ("markup:article#", "Article 1\nScope"),
        ("", "This Regulation applies to credit institutions."),
        ("markup:annex#", "ANNEX I\nLIST OF ACTIVITIES"),
    ]  # the table of contents ("toc-") is navigation: left out


def test_markup_above_the_limit_is_refused_before_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from inspector.document.markup import load as markup_load

    monkeypatch.setattr(markup_load, "MAX_MARKUP_BYTES", 1000)
    path = tmp_path / "big.html"
    path.write_text(fx.eurlex_regulation("en"), encoding="utf-8")  # about 5,000 bytes
    with pytest.raises(TooLargeError, match="above 0 MiB are not opened"):
        load_document(path)


@pytest.mark.parametrize(
    ("name", "content"),
    [("reg.html", fx.eurlex_regulation("en")), ("act.xml", fx.AKN_ACT), ("ar.html", fx.ARABIC_LAW)],
)
def test_truncated_or_deep_markup_ends_in_a_document_or_a_typed_error(
    tmp_path: Path, name: str, content: str
) -> None:
    data = content.encode("utf-8")
    path = tmp_path / name
    cases = [data[:cut] for cut in range(0, len(data), max(1, len(data) // 40))]
    # nesting far past libxml2's depth limit (256), in each vocabulary's block element
    cases.append(data.replace(b"<body>", b"<body>" + b"<div>" * 5000, 1))
    cases.append(data.replace(b"<body>", b"<body>" + b"<hcontainer>" * 5000, 1))
    for case in cases:
        path.write_bytes(case)
        try:
            document = load_document(path)
        except LoadError:
            continue  # one typed line (damaged, empty, unsupported)
        assert len(document.offset_map) == len(document.text)


def test_eli_ids_alone_mark_article_and_chapter_number_lines(tmp_path: Path) -> None:
    """A EUR-Lex page whose classes were stripped keeps its eli-subdivision ids."""
    content = (
        '<html><body><div class="eli-subdivision" id="cpt_II"><p>CHAPTER II</p>'
        '<div class="eli-subdivision" id="art_7"><p>Article 7</p><p>Definitions</p>'
        "<p>For the purposes of this Regulation the following definitions apply.</p></div>"
        '<div class="eli-subdivision" id="art_8"><p>The Commission shall report.</p></div>'
        "</div></body></html>"
    )
    document = fx.load(tmp_path, "stripped.html", content)
    assert [(style, text) for _, style, text in fx.blocks(document)] == [
        ("markup:chapter#", "CHAPTER II"),
        ("markup:article#", "Article 7"),
        ("", "Definitions"),
        ("", "For the purposes of this Regulation the following definitions apply."),
        ("", "The Commission shall report."),  # no number line: nothing made up
    ]


# legislation.gov.uk's Akoma Ntoso (data.akn), cut down: an Act's part, cross-heading, a
# section that inserts an article into another instrument, a schedule with a paragraph.
_UK_ACT = """<?xml version="1.0" encoding="UTF-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><act name="asp"><body>
<part eId="part-1"><num>Part 1</num><heading>Qualifications</heading>
<hcontainer name="crossheading" eId="part-1-crossheading-functions"><heading>Functions</heading>
<section eId="section-2"><num>2</num><heading>Awarding</heading>
<subsection eId="section-2-1"><num>(1)</num><content><p>The body awards qualifications.</p>
</content></subsection>
<subsection eId="section-2-2"><num>(2)</num><intro>
<p>After article 3 of the 2019 Order insert—</p></intro>
<wrapUp><p><quotedStructure><article eId="x"><num>3A</num><heading>Fees</heading>
<content><p>A fee may be charged.</p></content></article></quotedStructure></p></wrapUp>
</subsection>
</section></hcontainer></part>
<hcontainer name="schedules"><hcontainer name="schedule" eId="schedule-1"><num>Schedule 1</num>
<heading>Status</heading><paragraph eId="schedule-1-paragraph-1"><num>1</num>
<heading>Crown status</heading>
<content><p>The body is not a servant of the Crown.</p></content></paragraph></hcontainer>
</hcontainer>
</body></act></akomaNtoso>
"""

# a statutory instrument: its regulations are hcontainer name="regulation"
_UK_SI = """<?xml version="1.0" encoding="UTF-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><act name="uksi"><body>
<hcontainer name="regulation" eId="regulation-1"><num>1.</num><heading>Citation</heading>
<paragraph eId="regulation-1-1"><num>(1)</num><content><p>These Regulations may be cited.</p>
</content></paragraph>
</hcontainer>
<hcontainer name="regulation" eId="regulation-2"><num>2.</num><heading>Amendment</heading>
<content><p>The 2002 Regulations are amended.</p></content></hcontainer>
</body></act></akomaNtoso>
"""

# sections that group articles (a code's chapter sections) or sections keep their rank
_SECTIONS_OF_ARTICLES = """<?xml version="1.0" encoding="UTF-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><act><body>
<section><num>Title A</num><heading>Grouping</heading><section><num>1</num><heading>Inner</heading>
<content><p>Inner text.</p></content></section></section>
<chapter><num>Chapter I</num><heading>General</heading>
<section><num>Section 1</num><heading>Scope</heading>
<article><num>Article 1</num><heading>Subject matter</heading><content><p>This Act applies.</p>
</content></article>
</section></chapter></body></act></akomaNtoso>
"""


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            _UK_ACT,
            [
                ("markup:part#", "Part 1\nQualifications"),
                ("markup:hcontainer", "Functions"),
                ("markup:article#", "2\nAwarding"),
                ("markup:subsection#", "(1) The body awards qualifications."),
                ("markup:schedule#", "Schedule 1\nStatus"),
                ("markup:section#", "1\nCrown status"),
            ],
        ),
        (_UK_SI, [("markup:article#", "1.\nCitation"), ("markup:article#", "2.\nAmendment")]),
        (
            _SECTIONS_OF_ARTICLES,
            [
                ("markup:section#", "Title A\nGrouping"),
                ("markup:article#", "1\nInner"),
                ("markup:chapter#", "Chapter I\nGeneral"),
                ("markup:section#", "Section 1\nScope"),
                ("markup:article#", "Article 1\nSubject matter"),
            ],
        ),
    ],
)
def test_akoma_ntoso_basic_provision_is_an_article(
    tmp_path: Path, content: str, expected: list[tuple[str, str]]
) -> None:
    """An Act's section (or an instrument's regulation) that holds no article is the act's
    basic provision and is marked as an article; a section grouping articles, a cross-heading
    and a schedule keep their own units; an article quoted in an amendment is the quotation."""
    document = fx.load(tmp_path, "act.xml", content)
    marked = [
        (style, text) for _, style, text in fx.blocks(document) if style.startswith("markup:")
    ]
    assert [row for row in marked if row in expected] == expected
    quoted = [text for kind, _, text in fx.blocks(document) if kind is BlockKind.QUOTE]
    assert any("3A" in text for text in quoted) == (content is _UK_ACT)


# A page whose declared language contradicts its script: the UAE Ministry of Justice's e-laws
# portal declares <html lang="en"> around Arabic laws (Word HTML, the class names encode the
# paragraph styles); a page may also mark an English quotation lang="ar". The letters decide.
MISDECLARED = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html lang="en"><head><meta charset="utf-8"><title>قانون</title></head><body>
<div class="x__1575___1604___1605___1575___1583___1577_14">المادة الأولى – التعاريف</div>
<div class="x__1601___1602___1585___1577_">في تطبيق أحكام هذا المرسوم بقانون، يكون للكلمات
والعبارات التالية المعاني الموضحة قرين كل منها.</div>
<div class="x__1601___1602___1585___1577_">الدولة: الإمارات العربية المتحدة.</div>
<p>This page is published by the Ministry of Justice for information only.</p>
<p lang="ar">The English text of this article is an unofficial translation provided for
convenience; the Arabic text prevails in case of any difference between them.</p>
<p lang="fr">Traduction non officielle, fournie à titre indicatif.</p>
</body></html>
"""


@pytest.mark.parametrize(
    ("opening", "language"),
    [
        ("المادة الأولى", "ar"),  # lang="en" inherited, Arabic letters
        ("في تطبيق", "ar"),
        ("الدولة", "ar"),
        ("This page", "en"),  # lang="en" agrees with its letters
        ("The English text", "en"),  # lang="ar" on Latin letters
        ("Traduction", "fr"),  # a declared language its script agrees with is kept
    ],
)
def test_declared_language_yields_to_the_script_of_the_text(
    tmp_path: Path, opening: str, language: str
) -> None:
    document = fx.load(tmp_path, "elaws.html", MISDECLARED)
    (block,) = [
        b for b in document.blocks if document.text[b.text_start : b.text_end].startswith(opening)
    ]
    assert block.language == language
    assert block.direction is (Direction.RTL if language == "ar" else Direction.LTR)


# A page saved as UTF-8 without saying so (no BOM, no <meta charset>, no XML declaration): what
# scrapers write. libxml2 would read its bytes as Latin-1; a page whose bytes are not UTF-8
# (Latin-1 "é" = 0xE9) still is.
@pytest.mark.parametrize(
    ("body", "encoding", "expected"),
    [
        ("<p>Article premier – Objet du règlement</p>", "utf-8", "Article premier – Objet"),
        ("<p>المادة الأولى – التعاريف</p>", "utf-8", "المادة الأولى – التعاريف"),
        ("<p>Section 1 — Scope “as agreed”</p>", "utf-8", "Section 1 — Scope “as agreed”"),
        ("<p>Article premier : objet du règlement</p>", "latin-1", "objet du règlement"),
    ],
)
def test_an_undeclared_encoding_is_read_as_utf8_when_the_bytes_are(
    tmp_path: Path, body: str, encoding: str, expected: str
) -> None:
    path = tmp_path / "saved.html"
    path.write_bytes(
        f"<html><head><title>t</title></head><body>{body}</body></html>".encode(encoding)
    )
    document = load_document(path)
    assert expected in document.text


def test_a_schedule_cross_heading_titles_its_paragraph(tmp_path: Path) -> None:
    """legislation.gov.uk's cross-heading over a schedule's paragraph is the paragraph's title
    on its label line ("1 Participation"), not a heading; elsewhere it stays a heading."""
    body = (
        '<hcontainer name="crossheading"><heading>Interpretation</heading>'
        "<section><num>1</num><heading>Meaning of terms</heading><content><p>In this Act "
        "terms have their ordinary meaning.</p></content></section></hcontainer>"
        '<hcontainer name="schedule"><num>SCHEDULE 1</num><heading>Sandboxes</heading>'
        '<hcontainer name="crossheading"><heading>Participation</heading><paragraph>'
        "<num>1</num><subparagraph><num>(1)</num><content><p>Eligibility for participation."
        "</p></content></subparagraph></paragraph></hcontainer>"
        '<hcontainer name="crossheading"><heading>Technology</heading><paragraph>'
        "<num>2</num><content><p>The kinds of technology that may be used.</p></content>"
        "</paragraph></hcontainer></hcontainer>"
    )
    document = fx.load(
        tmp_path,
        "act.xml",
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn'
        f'/3.0"><act name="act"><body>{body}</body></act></akomaNtoso>',
    )
    assert fx.blocks(document) == [
        (BlockKind.HEADING, "markup:hcontainer", "Interpretation"),
        (BlockKind.HEADING, "markup:article#", "1\nMeaning of terms"),
        (BlockKind.PARAGRAPH, "", "In this Act terms have their ordinary meaning."),
        (BlockKind.HEADING, "markup:schedule#", "SCHEDULE 1\nSandboxes"),
        (BlockKind.PARAGRAPH, "markup:paragraph#", "1 Participation"),
        (BlockKind.PARAGRAPH, "markup:subparagraph#", "(1) Eligibility for participation."),
        (BlockKind.PARAGRAPH, "markup:paragraph#", "2 Technology"),
        (BlockKind.PARAGRAPH, "", "The kinds of technology that may be used."),
    ]


def test_a_schedule_paragraph_keeps_its_number_before_its_first_sub_paragraph(
    tmp_path: Path,
) -> None:
    """ "1" then "(1) ..." with no text between: one label line "1 (1) ...", as printed (the
    paragraph's number was lost); a quoted schedule's cross-heading titles its paragraph too."""
    quoted = (
        '<quotedStructure><hcontainer name="schedule"><num>SCHEDULE 1A</num>'
        '<heading>Transitional arrangements</heading><hcontainer name="crossheading">'
        "<heading>Transitional period</heading><paragraph><num>1</num><content><p>The period "
        "ends on 1 April.</p></content></paragraph></hcontainer></hcontainer></quotedStructure>"
    )
    body = (
        '<hcontainer name="schedule"><num>SCHEDULE 2</num><heading>Amendments</heading>'
        "<paragraph><num>1</num><subparagraph><num>(1)</num><content><p>The 2014 Act is "
        f"amended as follows.</p></content></subparagraph><subparagraph><num>(2)</num><content>"
        f"<p>After Schedule 1 insert—</p>{quoted}</content></subparagraph></paragraph>"
        "</hcontainer>"
    )
    document = fx.load(
        tmp_path,
        "act.xml",
        '<?xml version="1.0"?><akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn'
        f'/3.0"><act name="act"><body>{body}</body></act></akomaNtoso>',
    )
    texts = [text for _, _, text in fx.blocks(document)]
    assert texts[:3] == [
        "SCHEDULE 2\nAmendments",
        "1 (1) The 2014 Act is amended as follows.",
        "(2) After Schedule 1 insert—",
    ]
    quoted_blocks = [(kind, text) for kind, _, text in fx.blocks(document)[3:]]
    assert (BlockKind.QUOTE, "1 Transitional period") in quoted_blocks
    assert (BlockKind.QUOTE, "The period ends on 1 April.") in quoted_blocks


_WEBFORM_BODY = {
    "en": (
        "Law No. 7 of 2020 on Fireworks",
        "Article 1",
        "In this Law the following words have the meanings shown beside them unless the "
        "context requires otherwise: the Ministry means the Ministry of Interior; the "
        "Minister means the Minister of Interior; the competent body means the unit of the "
        "Ministry in charge of licences.",
        "Article 2",
        "The import, export, trade, manufacture, possession, storage, transport or use of "
        "the fireworks listed in the first and second schedules to this Law is prohibited.",
    ),
    "ar": (
        "قانون رقم (7) لسنة 2020 بشأن الألعاب النارية",
        "المادة 1",
        "في تطبيق أحكام هذا القانون، تكون للكلمات والعبارات التالية، المعاني الموضحة قرين كل "
        "منها، ما لم يقتض السياق معنى آخر: الوزارة: وزارة الداخلية. الوزير: وزير الداخلية. "
        "الجهة المختصة: الوحدة الإدارية المختصة بالوزارة.",
        "المادة 2",
        "يُحظر استيراد أو تصدير أو الاتجار أو صنع أو حيازة أو إحراز أو تخزين أو نقل أو استعمال "
        "الألعاب النارية، المدرجة في الجدولين الأول والثاني، المرفقين بهذا القانون. ويُحظر "
        "بغير ترخيص من الجهة المختصة استيراد الألعاب النارية المدرجة في الجدول الثالث.",
    ),
}


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_form_holding_the_page_text_is_read_a_search_form_is_not(
    tmp_path: Path, language: str
) -> None:
    """An ASP.NET WebForms page wraps its whole body in ``<form>``: that form is the content;
    a search or login form beside it (a few words and inputs) stays page chrome."""
    title, head_1, text_1, head_2, text_2 = _WEBFORM_BODY[language]
    direction = ' dir="rtl"' if language == "ar" else ""
    page = (
        f'<html lang="{language}"{direction}><body>'
        '<form method="post" action="Search.aspx" id="search">'
        '<label for="q">Search laws</label><input id="q" name="q"/>'
        "<button>Go</button> SEARCHFORM</form>"
        '<form method="post" action="LawView.aspx?LawID=1" id="form1">'
        '<input type="hidden" name="__VIEWSTATE" value="abc"/>'
        "<script>var theForm = document.forms['form1'];</script>"
        f"<table><tr><td><h1>{title}</h1>"
        f"<p>{head_1}</p><p>{text_1}</p><p>{head_2}</p><p>{text_2}</p>"
        "</td></tr></table>"
        '<div>Username <input name="u"/> Password <input name="p"/> LOGINFORM</div>'
        "</form></body></html>"
    )
    document = fx.load(tmp_path, "law.html", page)
    for kept in (title, text_1[:40], text_2[-30:]):
        assert kept in document.text
    assert "SEARCHFORM" not in document.text
    assert "theForm" not in document.text
    assert "__VIEWSTATE" not in document.text
    assert "abc" not in document.text


@pytest.mark.parametrize(
    "form",
    [
        "<form><label>Username</label><input/><label>Password</label><input/>"
        "<a>Forgot your password?</a><button>Log in</button></form>",
        '<form role="form"><p>اشترك في النشرة البريدية</p><input/><button>اشترك</button></form>',
    ],
)
def test_a_page_whose_only_text_is_in_a_small_form_is_empty(tmp_path: Path, form: str) -> None:
    with pytest.raises(EmptyDocumentError):
        fx.load(tmp_path, "login.html", f"<html><body>{form}</body></html>")
