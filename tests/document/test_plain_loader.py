"""The plain-text and Markdown loader: decoding, source offsets, blocks, bad input."""

from __future__ import annotations

import codecs
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import BlockKind, Direction, Document
from inspector.document.plain import TextKind, decode, load_plain
from inspector.errors import DamagedFileError, EmptyDocumentError, UnsupportedFileError

SAMPLES = Path(__file__).resolve().parents[2] / "sample_docs"


def load(data: bytes, kind: TextKind = "text", name: str = "doc.txt") -> Document:
    return load_plain(Path(name), data, "f" * 64, kind)


def blocks(document: Document) -> list[tuple[BlockKind, int | None, str]]:
    return [(b.kind, b.level, document.text[b.text_start : b.text_end]) for b in document.blocks]


def check_invariants(document: Document, source: str) -> None:
    assert document.text == source
    assert len(document.offset_map) == len(source)
    assert document.pages == (document.pages[0],)
    assert (document.pages[0].text_start, document.pages[0].text_end) == (0, len(source))
    for offset in range(len(source)):
        glyph = document.offset_map.glyph(offset)
        assert glyph is not None
        assert (glyph.page_index, glyph.bbox) == (0, None)
    # One glyph per source line ("\r\n", "\r" or "\n" ends one), numbered in order; a
    # line's break belongs to it.
    line = 0
    for offset, char in enumerate(source):
        assert document.offset_map.glyph_of[offset] == line
        if char == "\n" or (char == "\r" and source[offset + 1 : offset + 2] != "\n"):
            line += 1
    end = 0
    for index, block in enumerate(document.blocks):
        assert block.index == index
        assert end <= block.text_start < block.text_end <= len(source)
        assert not source[block.text_start].isspace()
        assert not source[block.text_end - 1].isspace()
        end = block.text_end


# --------------------------------------------------------------------------- decoding


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (b"Article 1\n", "Article 1\n"),
        (codecs.BOM_UTF8 + "المادة ١\n".encode(), "المادة ١\n"),
        (codecs.BOM_UTF16_LE + "Clause 1 – é".encode("utf-16-le"), "Clause 1 – é"),
        (codecs.BOM_UTF16_BE + "مادة".encode("utf-16-be"), "مادة"),
        (codecs.BOM_UTF32_LE + "x€".encode("utf-32-le"), "x€"),
        ("Café – résumé “quoted”".encode("cp1252"), "Café – résumé “quoted”"),
    ],
)
def test_decoding(data: bytes, text: str) -> None:
    assert decode(Path("f.txt"), data) == text


@pytest.mark.parametrize(
    "data",
    [
        b"text with a NUL\x00byte",
        bytes(range(1, 32)) * 20 + b"some text",
        b"\x81\x8d\x8f\x90\x9d\xff",  # neither UTF-8 nor Windows-1252
    ],
)
def test_binary_is_refused(data: bytes) -> None:
    with pytest.raises(UnsupportedFileError, match="looks binary"):
        load(data)


def test_broken_text_after_a_byte_order_mark_is_damaged() -> None:
    with pytest.raises(DamagedFileError, match="starts as UTF-8 text but byte"):
        load(codecs.BOM_UTF8 + b"ok \xff\xfe broken")


@pytest.mark.parametrize("data", [b"", b"   \n\n\t  \r\n", codecs.BOM_UTF8])
def test_empty(data: bytes) -> None:
    with pytest.raises(EmptyDocumentError, match="contains no text"):
        load(data)


def test_markdown_with_only_a_thematic_break_is_empty() -> None:
    with pytest.raises(EmptyDocumentError):
        load(b"---\n\n***\n", "markdown")


# --------------------------------------------------------------------------- plain text


def test_text_paragraphs_keep_source_offsets() -> None:
    source = "TITLE\r\n\r\n  Article 1\r\nThe Supplier shall deliver.\r\n\r\n\r\nArticle 2  \r\n"
    document = load(source.encode())
    check_invariants(document, source)
    assert blocks(document) == [
        (BlockKind.PARAGRAPH, None, "TITLE"),
        (BlockKind.PARAGRAPH, None, "Article 1\r\nThe Supplier shall deliver."),
        (BlockKind.PARAGRAPH, None, "Article 2"),
    ]
    assert document.source_kind == "text"
    assert document.title == ""


def test_bom_is_not_in_the_text_and_offsets_follow_the_decoded_file() -> None:
    source = "مادة ١\n\nThe Buyer shall pay the price within thirty days of delivery of the goods."
    document = load(codecs.BOM_UTF8 + source.encode())
    check_invariants(document, source)
    assert [b.direction for b in document.blocks] == [Direction.RTL, Direction.LTR]
    assert [b.language for b in document.blocks] == ["ar", "en"]
    assert document.key.text.startswith("مادة 1")


# --------------------------------------------------------------------------- markdown

MARKDOWN = """---
title: Services Agreement
---

# Services Agreement

Made between the parties
on 1 March 2026.

## 1. Definitions

1\\. In this Agreement:

- "Services" means the services;
- "Fees" means the fees
  set out in Schedule 1.
  - nested item

> Quoted statutory text.
continued lazily

| Ref | Level |
|:---|---:|
| SL1 | 99.9% |

Interpretation
--------------

Setext level one
===

```
# not a heading
> not a quote
```

***

#NoSpaceIsNotAHeading
    # indented four spaces: not a heading
####### seven hashes: not a heading
"""


def test_markdown_blocks() -> None:
    document = load(MARKDOWN.encode(), "markdown", "contract.md")
    check_invariants(document, MARKDOWN)
    got = blocks(document)
    assert got == [
        (BlockKind.PARAGRAPH, None, "---\ntitle: Services Agreement\n---"),
        (BlockKind.HEADING, 1, "# Services Agreement"),
        (BlockKind.PARAGRAPH, None, "Made between the parties\non 1 March 2026."),
        (BlockKind.HEADING, 2, "## 1. Definitions"),
        (BlockKind.PARAGRAPH, None, "1\\. In this Agreement:"),
        (BlockKind.LIST_ITEM, None, '- "Services" means the services;'),
        (BlockKind.LIST_ITEM, None, '- "Fees" means the fees\n  set out in Schedule 1.'),
        (BlockKind.LIST_ITEM, None, "- nested item"),
        (BlockKind.QUOTE, None, "> Quoted statutory text.\ncontinued lazily"),
        (BlockKind.TABLE, None, "| Ref | Level |\n|:---|---:|\n| SL1 | 99.9% |"),
        (BlockKind.HEADING, 2, "Interpretation\n--------------"),
        (BlockKind.HEADING, 1, "Setext level one\n==="),
        (BlockKind.PARAGRAPH, None, "```\n# not a heading\n> not a quote\n```"),
        (
            BlockKind.PARAGRAPH,
            None,
            "#NoSpaceIsNotAHeading\n    # indented four spaces: not a heading\n"
            "####### seven hashes: not a heading",
        ),
    ]
    assert [b.style for b in document.blocks if b.style] == ["front matter", "code"]
    assert document.title == "Services Agreement"
    assert document.source_kind == "markdown"


def test_markdown_arabic_heading_direction_and_language() -> None:
    source = "## المادة ٤ مكرر\n\nيلتزم المورد بتسليم البضائع في الموعد المتفق عليه.\n"
    document = load(source.encode(), "markdown")
    assert [(b.kind, b.level, b.direction, b.language) for b in document.blocks] == [
        (BlockKind.HEADING, 2, Direction.RTL, "ar"),
        (BlockKind.PARAGRAPH, None, Direction.RTL, "ar"),
    ]


def test_text_kind_does_not_read_markdown() -> None:
    document = load(b"# Heading\nbody", "text")
    assert blocks(document) == [(BlockKind.PARAGRAPH, None, "# Heading\nbody")]


lines = st.lists(
    st.sampled_from(
        [
            "",
            "  ",
            "# H",
            "## مادة ١",
            "text",
            "- item",
            "> q",
            "| a | b |",
            "|---|---|",
            "===",
            "---",
            "```",
            "1. one",
            "\tindented",
            "x\r",
        ]
    ),
    max_size=25,
)


@given(lines, st.sampled_from(["\n", "\r\n"]), st.sampled_from(["text", "markdown"]))
def test_any_line_mix_keeps_the_invariants(
    source_lines: list[str], newline: str, kind: TextKind
) -> None:
    source = newline.join(source_lines)
    try:
        document = load(source.encode(), kind)
    except EmptyDocumentError:
        assert kind == "markdown" or not source.strip()
        return
    check_invariants(document, source)


# --------------------------------------------------------------------------- samples


def test_sample_markdown_contract() -> None:
    path = SAMPLES / "contract_en_services.md"
    if not path.exists():
        pytest.skip("sample_docs/contract_en_services.md has not been generated")
    data = path.read_bytes()
    document = load_plain(path, data, "x", "markdown")
    check_invariants(document, data.decode("utf-8-sig"))
    kinds = {b.kind for b in document.blocks}
    assert {BlockKind.HEADING, BlockKind.PARAGRAPH, BlockKind.TABLE} <= kinds
    headings = [document.text[b.text_start : b.text_end] for b in document.blocks if b.level == 1]
    assert headings
    assert document.title
    assert {b.language for b in document.blocks if b.kind == BlockKind.PARAGRAPH} >= {"en"}


def test_sample_text_law() -> None:
    path = SAMPLES / "law_en_data_archives.txt"
    if not path.exists():
        pytest.skip("sample_docs/law_en_data_archives.txt has not been generated")
    data = path.read_bytes()
    document = load_plain(path, data, "x", "text")
    check_invariants(document, data.decode("utf-8-sig"))
    assert len(document.blocks) > 20
    assert all(b.kind == BlockKind.PARAGRAPH for b in document.blocks)


# --------------------------------------------------------------------------- paragraphs


def paragraphs_line_by_line(source: str) -> list[tuple[int, int]]:
    """The text kind's block ranges by their definition, one line at a time.

    Lines end at "\r\n", "\r" or "\n"; a paragraph is a run of lines holding something
    beside spaces and tabs; its range is trimmed of whitespace (``str.isspace``) and dropped
    when nothing is left.
    """
    lines = []  # (start, end) of each line's content
    start = offset = 0
    while offset < len(source):
        if source[offset] in "\r\n":
            lines.append((start, offset))
            offset += 2 if source[offset : offset + 2] == "\r\n" else 1
            start = offset
        else:
            offset += 1
    if start < len(source):
        lines.append((start, len(source)))
    runs: list[list[tuple[int, int]]] = [[]]
    for line in lines:
        if source[line[0] : line[1]].strip(" \t"):
            runs[-1].append(line)
        elif runs[-1]:
            runs.append([])
    out = []
    for run in runs:
        if not run:
            continue
        first, last = run[0][0], run[-1][1]
        while first < last and source[first].isspace():
            first += 1
        while last > first and source[last - 1].isspace():
            last -= 1
        if first < last:
            out.append((first, last))
    return out


@given(st.text(alphabet=st.sampled_from("ab é\t\r\n\f\v\xa0\u2028\u0645"), max_size=60))
def test_text_paragraphs_are_runs_of_non_blank_lines(source: str) -> None:
    expected = paragraphs_line_by_line(source)
    try:
        document = load(source.encode())
    except EmptyDocumentError:
        assert not expected
        return
    assert [(b.text_start, b.text_end) for b in document.blocks] == expected
    check_invariants(document, source)


@pytest.mark.parametrize(
    ("source", "ranges"),
    [
        ("Article 1\r\n\r\nArticle 2\rtext\r\n \t\r\nend", [(0, 9), (13, 27), (33, 36)]),
        ("  Article 1 \n\f\n\t\nArticle 2\n", [(2, 11), (17, 26)]),
        ("\u00a0\n\nالمادة 1\n\u2028", [(3, 11)]),
    ],
)
def test_text_paragraph_ranges(source: str, ranges: list[tuple[int, int]]) -> None:
    assert paragraphs_line_by_line(source) == ranges
    assert [(b.text_start, b.text_end) for b in load(source.encode()).blocks] == ranges


def test_long_blank_lines_are_read_once() -> None:
    # A scan trying each space of a blank line, and giving spaces back, takes n * n / 2 steps
    # for a line of n spaces: hours for these lines. Read once, well under a second.
    probe = (
        "from pathlib import Path\n"
        "from inspector.document.plain import load_plain\n"
        "source = 'Article 1\\n' + ' ' * 1_000_000 + '\\n\\t' + ' \\t' * 500_000 + '\\nend'\n"
        "document = load_plain(Path('doc.txt'), source.encode(), 'f' * 64, 'text')\n"
        "print([(b.text_start, b.text_end) for b in document.blocks])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.split("\n")[0] == "[(0, 9), (2000013, 2000016)]"
