"""Word automatic numbering in the DOCX loader: formats, counters, restarts, style links.

DOCX files are built in ``tmp_path`` with python-docx (its default template: real styles,
headings, Title, Quote) plus raw ``numbering.xml`` and body XML, so each case controls exactly
the numbering markup. Expected labels follow Word; where LibreOffice 7.4 renders the same
(everything but ``isLgl`` and ``lvlRestart``), ``test_labels_match_libreoffice`` checks it.
"""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path

import docx
import pytest
from docx.oxml import parse_xml
from docx.oxml.ns import qn

from inspector.document.docx import load_docx
from inspector.document.docx.numformat import format_number, map_bullet
from inspector.document.model import BlockKind, Document
from tests.document.make_docx_label_goldens import comparable, libreoffice_labels

NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
    'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"'
)


# --------------------------------------------------------------------------- DOCX builders


def make_docx(path: Path, body: str, *, numbering: str = "", styles: str = "") -> Path:
    """A DOCX at ``path``: python-docx's template with ``body`` (w:p/w:tbl XML) as its body,
    ``numbering`` (w:abstractNum/w:num XML) as numbering.xml and ``styles`` (w:style XML)
    appended to the template's styles."""
    document = docx.Document()
    body_element = document.element.body
    section = body_element.find(qn("w:sectPr"))
    for child in list(body_element):
        if child is not section:
            body_element.remove(child)
    for child in list(parse_xml(f"<w:body {NS}>{body}</w:body>")):
        section.addprevious(child)
    if numbering:
        part = document.part.numbering_part
        part._element = parse_xml(f"<w:numbering {NS}>{numbering}</w:numbering>")
    for style in list(parse_xml(f"<w:styles {NS}>{styles}</w:styles>")):
        document.styles.element.append(style)
    document.save(str(path))
    return path


def lvl(ilvl: int, fmt: str, text: str, *, start: int = 1, suff: str = "", extra: str = "") -> str:
    suffix = f'<w:suff w:val="{suff}"/>' if suff else ""
    return (
        f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
        f'{suffix}<w:lvlText w:val="{text}"/>{extra}</w:lvl>'
    )


def abstract(abstract_id: int, *levels: str, extra: str = "") -> str:
    return (
        f'<w:abstractNum w:abstractNumId="{abstract_id}">{extra}{"".join(levels)}</w:abstractNum>'
    )


def num(num_id: int, abstract_id: int, overrides: str = "") -> str:
    return f'<w:num w:numId="{num_id}"><w:abstractNumId w:val="{abstract_id}"/>{overrides}</w:num>'


def start_override(ilvl: int, value: int) -> str:
    return f'<w:lvlOverride w:ilvl="{ilvl}"><w:startOverride w:val="{value}"/></w:lvlOverride>'


def p(
    text: str,
    num_id: int | None = None,
    ilvl: int | None = 0,
    *,
    style: str = "",
    ppr: str = "",
) -> str:
    props = f'<w:pStyle w:val="{style}"/>' if style else ""
    if num_id is not None:
        level = f'<w:ilvl w:val="{ilvl}"/>' if ilvl is not None else ""
        props += f'<w:numPr>{level}<w:numId w:val="{num_id}"/></w:numPr>'
    run = f'<w:r><w:t xml:space="preserve">{text}</w:t></w:r>' if text else ""
    return f"<w:p><w:pPr>{props}{ppr}</w:pPr>{run}</w:p>"


def load(path: Path) -> Document:
    data = path.read_bytes()
    return load_docx(path, data, hashlib.sha256(data).hexdigest())


def labels_of(document: Document) -> list[str]:
    """Labels of the document's numbered blocks, outside tables: the synthetic characters that
    open a block, without the separator (tab or space) that ends them."""
    out = []
    glyph_of = document.offset_map.glyph_of
    for block in document.blocks:
        if block.kind in (BlockKind.TABLE, BlockKind.FURNITURE):
            continue
        end = block.text_start
        while end < block.text_end and glyph_of[end] < 0:
            end += 1
        prefix = document.text[block.text_start : end]
        if prefix:
            out.append(prefix[:-1] if prefix[-1] in "\t " else prefix)
    return out


# --------------------------------------------------------------------------- number formats


@pytest.mark.parametrize(
    ("fmt", "values", "expected"),
    [
        ("decimal", [1, 9, 10, 123], ["1", "9", "10", "123"]),
        ("decimalZero", [1, 9, 10], ["01", "09", "10"]),
        ("lowerLetter", [1, 2, 26, 27, 28, 53], ["a", "b", "z", "aa", "bb", "aaa"]),
        ("upperLetter", [1, 26, 27], ["A", "Z", "AA"]),
        ("lowerRoman", [1, 4, 9, 14, 40, 1999], ["i", "iv", "ix", "xiv", "xl", "mcmxcix"]),
        ("upperRoman", [3, 44, 3999, 4000], ["III", "XLIV", "MMMCMXCIX", "4000"]),
        ("hindiNumbers", [1, 10, 2025], ["١", "١٠", "٢٠٢٥"]),
        ("arabicAlpha", [1, 2, 3, 28, 29, 30], ["أ", "ب", "ت", "ي", "أأ", "أب"]),
        ("arabicAbjad", [1, 2, 3, 4, 5, 28, 29], ["ا", "ب", "ج", "د", "ه", "غ", "اا"]),
        (
            "ordinal",
            [1, 2, 3, 4, 11, 12, 13, 21, 102],
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"],
        ),
        (
            "cardinalText",
            [1, 12, 21, 100, 342],
            ["One", "Twelve", "Twenty-one", "One hundred", "Three hundred forty-two"],
        ),
        (
            "ordinalText",
            [1, 2, 5, 12, 20, 21],
            ["First", "Second", "Fifth", "Twelfth", "Twentieth", "Twenty-first"],
        ),
        ("decimalEnclosedParen", [3], ["(3)"]),
        ("decimalEnclosedCircle", [1, 20, 21], ["①", "⑳", "21"]),
        ("chicago", [1, 2, 3, 4, 5], ["*", "†", "‡", "§", "**"]),
        ("unknownFormat", [7], ["7"]),
        ("lowerLetter", [0], ["0"]),
    ],
)
def test_format_number(fmt: str, values: list[int], expected: list[str]) -> None:
    assert [format_number(value, fmt) for value in values] == expected


def test_custom_zero_padded_format_and_bullets() -> None:
    assert format_number(7, "custom", 3) == "007"
    assert map_bullet("\uf0b7", "symbol") == "•"
    assert map_bullet("\uf0a7", "wingdings") == "▪"
    assert map_bullet("o", "courier new") == "o"
    assert map_bullet("\uf0e0", "symbol") == "•"  # unknown private-use bullet


# --------------------------------------------------------------------------- counters

LEGAL = abstract(
    0,
    lvl(0, "decimal", "%1."),
    lvl(1, "decimal", "%1.%2"),
    lvl(2, "decimal", "%1.%2.%3"),
    lvl(3, "lowerLetter", "(%4)"),
    lvl(4, "lowerRoman", "(%5)"),
)
ARABIC = abstract(
    1,
    lvl(0, "hindiNumbers", "المادة %1"),
    lvl(1, "hindiNumbers", "%1-%2"),
    lvl(2, "arabicAlpha", "%3)"),
    lvl(3, "arabicAbjad", "(%4)"),
)
ROMAN_LEGAL = abstract(
    2,
    lvl(0, "upperRoman", "%1."),
    lvl(1, "decimal", "%1.%2", extra="<w:isLgl/>"),
)
NO_RESTART = abstract(
    3,
    lvl(0, "decimal", "%1)"),
    lvl(1, "decimal", "%2]", extra='<w:lvlRestart w:val="0"/>'),
    lvl(2, "decimal", "%3>", extra='<w:lvlRestart w:val="1"/>'),
)

CASES: dict[str, tuple[str, list[str], list[str]]] = {
    "multilevel legal clauses, deeper levels restart": (
        LEGAL + num(1, 0),
        [
            p("Definitions", 1, 0),
            p("Terms", 1, 1),
            p("Agreement", 1, 2),
            p("first", 1, 3),
            p("second", 1, 3),
            p("sub", 1, 4),
            p("sub", 1, 4),
            p("back", 1, 3),
            p("Term", 1, 1),
            p("Fees", 1, 0),
            p("Payment", 1, 1),
            p("deep", 1, 3),
        ],
        ["1.", "1.1", "1.1.1", "(a)", "(b)", "(i)", "(ii)", "(c)", "1.2", "2.", "2.1", "(a)"],
    ),
    "Arabic formats: Eastern digits, alpha and abjad letters": (
        ARABIC + num(1, 1),
        [
            p("أ", 1, 0),
            p("ب", 1, 1),
            p("ج", 1, 1),
            p("د", 1, 2),
            p("ه", 1, 2),
            p("و", 1, 3),
            p("ز", 1, 3),
            p("ح", 1, 3),
            p("ط", 1, 0),
        ],
        ["المادة ١", "١-١", "١-٢", "أ)", "ب)", "(ا)", "(ب)", "(ج)", "المادة ٢"],
    ),
    "two w:num on one abstractNum continue one list": (
        LEGAL + num(1, 0) + num(2, 0),
        [p("a", 1, 0), p("b", 2, 0), p("c", 1, 0), p("d", 2, 1)],
        ["1.", "2.", "3.", "3.1"],
    ),
    "startOverride restarts on first use only, then the list continues": (
        LEGAL + num(1, 0) + num(2, 0, start_override(0, 1)) + num(3, 0, start_override(0, 10)),
        [
            p("a", 1, 0),
            p("b", 1, 0),
            p("c", 2, 0),
            p("d", 2, 0),
            p("e", 1, 0),
            p("f", 2, 0),
            p("g", 3, 0),
            p("h", 1, 0),
        ],
        ["1.", "2.", "1.", "2.", "3.", "4.", "10.", "11."],
    ),
    "startOverride on a deeper level applies when that level is first used": (
        LEGAL + num(1, 0) + num(2, 0, start_override(1, 4)),
        [p("a", 1, 0), p("b", 2, 0), p("c", 2, 1), p("d", 2, 1), p("e", 2, 0), p("f", 2, 1)],
        ["1.", "2.", "2.4", "2.5", "3.", "3.1"],
    ),
    "lvlOverride replaces a level's definition": (
        LEGAL
        + num(1, 0)
        + num(
            2,
            0,
            '<w:lvlOverride w:ilvl="1">'
            + lvl(1, "upperLetter", "[%2]", start=1)
            + "</w:lvlOverride>",
        ),
        [p("a", 1, 0), p("b", 2, 1), p("c", 2, 1), p("d", 1, 1)],
        ["1.", "[A]", "[B]", "1.3"],
    ),
    "level start values, start 0": (
        abstract(0, lvl(0, "decimal", "%1.", start=3), lvl(1, "decimal", "%1.%2", start=0))
        + num(1, 0),
        [p("a", 1, 0), p("b", 1, 1), p("c", 1, 1), p("d", 1, 0)],
        ["3.", "3.0", "3.1", "4."],
    ),
    "a deeper level used first fills the shallower one with its start": (
        LEGAL + num(1, 0),
        [p("a", 1, 1), p("b", 1, 0), p("c", 1, 1)],
        ["1.1", "2.", "2.1"],
    ),
    "numId 0 and undefined lists give no label and move no counter": (
        LEGAL + num(1, 0),
        [p("a", 1, 0), p("b", 0, 0), p("c", 99, 0), p("e", 1, 0)],
        ["1.", "2."],
    ),
    "an undefined level gives no label (LibreOffice invents one)": (
        LEGAL + num(1, 0),
        [p("a", 1, 0), p("d", 1, 7), p("e", 1, 0)],
        ["1.", "2."],
    ),
    "ilvl missing from a direct numPr means level 0": (
        LEGAL + num(1, 0),
        [p("a", 1, None), p("b", 1, None)],
        ["1.", "2."],
    ),
    "format none and empty lvlText: numbered, no label": (
        abstract(0, lvl(0, "none", ""), lvl(1, "decimal", "%2.")) + num(1, 0),
        [p("a", 1, 0), p("b", 1, 1), p("c", 1, 0), p("d", 1, 1)],
        ["1.", "1."],
    ),
    "bullets: Symbol private-use character rendered as •": (
        abstract(
            0,
            lvl(
                0,
                "bullet",
                "\uf0b7",
                extra='<w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol"/></w:rPr>',
            ),
        )
        + num(1, 0),
        [p("a", 1, 0), p("b", 1, 0)],
        ["•", "•"],
    ),
    "isLgl writes every level in decimal (Word; LibreOffice 7.4 ignores it)": (
        ROMAN_LEGAL + num(1, 2),
        [p("a", 1, 0), p("b", 1, 1), p("c", 1, 0), p("d", 1, 1)],
        ["I.", "1.1", "II.", "2.1"],
    ),
    "lvlRestart 0 never restarts, 1 restarts only after level 1 (Word)": (
        NO_RESTART + num(1, 3),
        [
            p("a", 1, 0),
            p("b", 1, 1),
            p("c", 1, 2),
            p("d", 1, 1),
            p("e", 1, 2),
            p("f", 1, 0),
            p("g", 1, 1),
            p("h", 1, 2),
        ],
        ["1)", "1]", "1>", "2]", "2>", "2)", "3]", "1>"],
    ),
}
LIBREOFFICE_DIFFERS = {
    "an undefined level gives no label (LibreOffice invents one)",
    "isLgl writes every level in decimal (Word; LibreOffice 7.4 ignores it)",
    "lvlRestart 0 never restarts, 1 restarts only after level 1 (Word)",
}


@pytest.mark.parametrize("case", list(CASES))
def test_numbering_labels(case: str, tmp_path: Path) -> None:
    numbering, paragraphs, expected = CASES[case]
    document = load(make_docx(tmp_path / "case.docx", "".join(paragraphs), numbering=numbering))
    assert labels_of(document) == expected


STYLE_LINKED = (
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>'
    '<w:pPr><w:numPr><w:numId w:val="5"/></w:numPr><w:outlineLvl w:val="0"/></w:pPr></w:style>'
)
STYLE_CASES = {
    # Numbering on heading styles (numPr in the style, levels linked back with w:pStyle), a
    # custom style inheriting its list through basedOn, and a direct numId 0 removing it.
    "style-linked headings and basedOn inheritance": (
        abstract(
            0,
            lvl(0, "decimal", "Article %1", extra='<w:pStyle w:val="ArtHeading"/>'),
            lvl(1, "decimal", "%1.%2", extra='<w:pStyle w:val="SecHeading"/>'),
        )
        + num(5, 0),
        '<w:style w:type="paragraph" w:styleId="ArtHeading"><w:name w:val="Art Heading"/>'
        '<w:basedOn w:val="Heading1"/><w:pPr><w:numPr><w:numId w:val="5"/></w:numPr></w:pPr>'
        "</w:style>"
        '<w:style w:type="paragraph" w:styleId="SecHeading"><w:name w:val="Sec Heading"/>'
        '<w:basedOn w:val="Heading2"/><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="5"/>'
        "</w:numPr></w:pPr></w:style>"
        '<w:style w:type="paragraph" w:styleId="SecChild"><w:name w:val="Sec Child"/>'
        '<w:basedOn w:val="SecHeading"/></w:style>',
        [
            p("Scope", style="ArtHeading"),
            p("Goods", style="SecHeading"),
            p("Services", style="SecChild"),
            p("Price", style="ArtHeading"),
            p("Unnumbered", 0, 0, style="ArtHeading"),
            p("Currency", style="SecHeading"),
        ],
        ["Article 1", "1.1", "1.2", "Article 2", "2.1"],
    ),
    "numStyleLink: a list defined through a numbering style": (
        abstract(0, extra='<w:numStyleLink w:val="LegalList"/>')
        + abstract(
            1,
            lvl(0, "upperLetter", "%1."),
            lvl(1, "decimal", "%1.%2"),
            extra='<w:styleLink w:val="LegalList"/>',
        )
        + num(1, 1)
        + num(2, 0),
        '<w:style w:type="numbering" w:styleId="LegalList"><w:name w:val="Legal List"/>'
        '<w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>',
        [p("a", 2, 0), p("b", 2, 1), p("c", 2, 0)],
        ["A.", "A.1", "B."],
    ),
}


@pytest.mark.parametrize("case", list(STYLE_CASES))
def test_style_linked_numbering(case: str, tmp_path: Path) -> None:
    numbering, styles, paragraphs, expected = STYLE_CASES[case]
    path = make_docx(tmp_path / "s.docx", "".join(paragraphs), numbering=numbering, styles=styles)
    assert labels_of(load(path)) == expected


def test_numbered_headings_stay_headings_and_separators_follow_suff(tmp_path: Path) -> None:
    numbering = abstract(
        0,
        lvl(0, "decimal", "Clause %1", suff="space"),
        lvl(1, "decimal", "%1.%2"),  # default suffix: a tab
        lvl(2, "lowerLetter", "(%3)", suff="nothing"),
    ) + num(1, 0)
    body = (
        p("Services", 1, 0, style="Heading1")
        + p("The Supplier shall provide the Services.", 1, 1)
        + p("promptly", 1, 2)
        + p("", 1, 1)  # an empty numbered paragraph: Word shows its label alone
    )
    document = load(make_docx(tmp_path / "h.docx", body, numbering=numbering))
    assert document.text == (
        "Clause 1 Services\n\n1.1\tThe Supplier shall provide the Services.\n\n(a)promptly\n\n1.2\t"
    )
    kinds = [(b.kind, b.level) for b in document.blocks]
    assert kinds == [
        (BlockKind.HEADING, 1),
        (BlockKind.LIST_ITEM, None),
        (BlockKind.LIST_ITEM, None),
        (BlockKind.LIST_ITEM, None),
    ]
    # labels and separators are synthetic; the paragraph text maps to glyphs
    heading = document.blocks[0]
    assert document.offset_map.glyph(heading.text_start) is None
    assert document.offset_map.glyph(heading.text_start + len("Clause 1 ")) is not None
    assert document.offset_map.page_of(heading.text_end - 1) == 0


def test_numbering_inside_tables_advances_the_same_counters(tmp_path: Path) -> None:
    cell = "<w:tc>{}</w:tc>"
    table = (
        "<w:tbl><w:tr>" + cell.format(p("in table", 1, 0)) + cell.format(p("x")) + "</w:tr></w:tbl>"
    )
    body = p("before", 1, 0) + table + p("after", 1, 0)
    document = load(make_docx(tmp_path / "t.docx", body, numbering=LEGAL + num(1, 0)))
    assert labels_of(document) == ["1.", "3."]
    assert "2.\tin table | x" in document.text


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
def test_labels_match_libreoffice(tmp_path: Path) -> None:
    """All cases where Word and LibreOffice agree, in one document, rendered by LibreOffice."""
    numbering: list[str] = []
    body: list[str] = []
    expected: list[str] = []
    # Give each case its own list ids so the cases do not continue each other's counters.
    for index, case in enumerate(c for c in CASES if c not in LIBREOFFICE_DIFFERS):
        case_numbering, paragraphs, labels = CASES[case]
        offset = 100 * (index + 1)
        numbering.append(_shift_ids(case_numbering, offset))
        body.extend(_shift_ids(paragraph, offset) for paragraph in paragraphs)
        expected.extend(labels)
    path = make_docx(tmp_path / "all.docx", "".join(body), numbering="".join(numbering))
    ours = [comparable(label) for label in labels_of(load(path))]
    assert ours == [comparable(label) for label in expected]
    assert libreoffice_labels(path) == ours


_LIST_ID = re.compile(
    r'(w:abstractNumId="|<w:abstractNumId w:val="|w:numId="|<w:numId w:val=")(\d+)"'
)


def _shift_ids(xml: str, offset: int) -> str:
    """Renumber list ids by ``offset``; numId 0 ("no numbering") stays 0."""

    def shift(match: re.Match[str]) -> str:
        value = int(match.group(2))
        keep = value == 0 and "abstract" not in match.group(1)
        return f'{match.group(1)}{value if keep else value + offset}"'

    return _LIST_ID.sub(shift, xml)


# --------------------------------------------------------------------------- extreme values

WORD_MAX_START = 32767
"""Word's largest "Start at" value."""
HUGE_VALUES = {
    "10^31": "1" + "0" * 31,
    "10^4000": "1" + "0" * 4000,
    "4,000,000,000": "4000000000",
    "-10^31": "-" + "9" * 31,
}
REPEATING_AND_OTHER_FORMATS = (
    "lowerLetter",
    "upperLetter",
    "chicago",
    "decimal",
    "upperRoman",
    "arabicAlpha",
    "ordinalText",
    "hindiNumbers",
    "decimalZero",
)


@pytest.mark.parametrize("fmt", REPEATING_AND_OTHER_FORMATS)
@pytest.mark.parametrize("value", list(HUGE_VALUES))
def test_huge_start_values_are_clamped_and_labels_stay_short(
    fmt: str, value: str, tmp_path: Path
) -> None:
    """A start or startOverride of any size loads (no OverflowError, no gigabyte label): it
    counts as Word's largest start, 32767 (negative: 0), and labels stay a few characters."""
    digits = HUGE_VALUES[value]
    level = (
        f'<w:lvl w:ilvl="0"><w:start w:val="{digits}"/><w:numFmt w:val="{fmt}"/>'
        '<w:lvlText w:val="%1."/></w:lvl>'
    )
    numbering = (
        abstract(0, level)
        + abstract(1, lvl(0, fmt, "(%1)"))
        + num(1, 0)
        + num(
            2,
            1,
            f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="{digits}"/></w:lvlOverride>',
        )
    )
    body = "".join([p("a", 1), p("b", 1), p("c", 2), p("d", 2)])
    document = load(make_docx(tmp_path / "huge.docx", body, numbering=numbering))
    first = WORD_MAX_START if not digits.startswith("-") else 0
    assert labels_of(document) == [
        f"{format_number(first, fmt)}.",
        f"{format_number(first + 1, fmt)}.",
        f"({format_number(first, fmt)})",
        f"({format_number(first + 1, fmt)})",
    ]
    assert all(len(label) <= 32 for label in labels_of(document))


@pytest.mark.parametrize(
    ("fmt", "period"), [("lowerLetter", 26), ("upperLetter", 26), ("chicago", 4)]
)
def test_repeating_formats_write_long_labels_in_decimal(fmt: str, period: int) -> None:
    """Letters and chicago symbols repeat once per cycle: past 20 copies, decimal."""
    assert len(format_number(period * 20, fmt)) == 20
    assert format_number(period * 20 + 1, fmt) == str(period * 20 + 1)
    assert format_number(period * 40, fmt) == str(period * 40)
