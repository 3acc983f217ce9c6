r"""Plain-text and Markdown loader: the decoded file is ``Document.text``, char for char.

Conventions (the rest of the contract is in ``model.py``):

- **Offsets are source offsets.** ``Document.text`` is the decoded file with only a byte-order
  mark removed: no newline translation ("\r\n" stays), no normalisation (bidi controls and
  presentation forms, rare in text files, are kept), Markdown markers ("#", ">", "|", "-")
  kept. So every offset is also an index into the decoded file, and a chunk can be cut out of
  the source by the same offsets. Two repairs change characters but no length: in a file
  whose Arabic lines read backwards, as drawn ("ةدالما" for "المادة"), each such line's
  characters are put in reading order (``text_repair.logical_visual_lines``;
  ``metadata["visual_lines_repaired"]`` then holds how many lines); in a file written by a
  tool that put Arabic lam-alef ligatures in visual order ("األولى" for "الأولى",
  ``text_repair.logical_lam_alef``), the two characters of each such pair are swapped back;
  ``metadata["lam_alef_repaired"]`` then holds how many pairs. Offsets are then offsets into
  the repaired text, whose lines start where the file's do.
- Decoding: UTF-8 (with or without a byte-order mark), UTF-16 or UTF-32 with a byte-order mark;
  other bytes are read as Windows-1252 when they decode and look like text. A NUL byte outside
  UTF-16/32, or text with more than ``MAX_CONTROL_SHARE`` control characters, is binary:
  ``UnsupportedFileError``. A file with no visible character: ``EmptyDocumentError``.
- One page (index 0, size 0 x 0) holding the whole text. Every character is real (it is in the
  file): it maps to a glyph on page 0 with no box, one glyph per source line.
- Blocks (text): runs of non-blank lines separated by blank lines, kind PARAGRAPH.
- Blocks (Markdown, the CommonMark block structure that matters for legal text): ATX headings
  ("## Article 4", level = number of "#") and setext headings (a paragraph underlined with "="
  for level 1 or "-" for level 2; the block covers the underline) are HEADING; list items
  ("-", "*", "+", "1." or "1)" markers; one block per item, continuation lines included) are
  LIST_ITEM; block quotes (">") are QUOTE; pipe tables (a header row, a delimiter row such as
  "|---|:-:|", then rows) are one TABLE block; fenced code (``` or ~~~) is one PARAGRAPH with
  style "code", whose lines are never read as headings; a leading "---" front matter block is
  a PARAGRAPH with style "front matter"; thematic breaks ("***", "---") make no block. Other
  lines form PARAGRAPH blocks, which a blank line, a heading, a fence, a quote or a list item
  ends.
- A block's range runs from its first to its last non-whitespace character. ``direction`` is
  the first strong character's (right-to-left for Arabic), ``language`` from
  ``block_languages`` over the blocks' texts. ``Document.title`` is the first level-1 heading's
  text (Markdown) or "".
- Excluded spans (left out of chunk text, kept in ``Document.text``): the page numbers and
  running lines a PDF-to-text tool left between the pages (``text_repair.page_furniture``);
  in Markdown, the markers around words (``_marker_spans``): a heading's "#" runs, a setext
  heading's underline, the "**", "__", "*" and "_" of emphasis, and inline HTML tags and
  comments ("<span class=...>", "</span>", "<!-- -->"), outside code blocks and front matter.
"""

from __future__ import annotations

import codecs
import itertools
import re
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from inspector.document.language import block_languages, first_strong_is_rtl
from inspector.document.model import Block, BlockKind, Direction, Document, ExcludedSpan, Page
from inspector.document.normalize import build_key_layer
from inspector.document.text_repair import (
    logical_lam_alef,
    logical_visual_lines,
    page_furniture,
)
from inspector.document.textbuild import TextBuilder
from inspector.errors import DamagedFileError, EmptyDocumentError, UnsupportedFileError

MAX_CONTROL_SHARE = 0.01
"""More control characters than this share of the text (tab, newlines, form feed excepted)
and the file is taken for binary."""

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# C0 controls except tab, line feed, vertical tab, form feed, carriage return; DEL; C1.
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
_NEWLINE_SPLIT = re.compile(r"(\r\n|\r|\n)")
_PARAGRAPH = re.compile(
    r"(?<![^\r\n])[ \t]*+[^ \t\r\n][^\r\n]*(?:(?:\r\n|\r|\n)[ \t]*+[^ \t\r\n][^\r\n]*)*"
)
"""The text kind's paragraph: a run of non-blank lines (a blank line holds nothing but spaces and
tabs), from its first line's start to its last line's end (line break left out). It starts
only at a line start and never gives back spaces: a blank line is read once (tried at each of
its spaces and backtracking, a line of n spaces cost n * n / 2 steps)."""
_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]|\Z)")
_SETEXT = re.compile(r" {0,3}(=+|-+)[ \t]*\Z")
_THEMATIC = re.compile(r" {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})\Z")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_QUOTE = re.compile(r" {0,3}>")
_LIST_ITEM = re.compile(r" {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|\Z)")
_TABLE_DELIMITER = re.compile(r" {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*\Z")

_PACK_ID = struct.Struct("i").pack
"""A glyph id as the native bytes of an ``array("i")`` item (``TextBuilder.append_packed``)."""

TextKind = Literal["text", "markdown"]


@dataclass(frozen=True, slots=True)
class _Span:
    kind: BlockKind
    first_line: int
    last_line: int  # inclusive
    level: int | None = None
    style: str = ""


_PARAGRAPH_SPAN = _Span(BlockKind.PARAGRAPH, -1, -1)
"""The span of every text-kind block (its lines are not needed once its range is known)."""


def decode(path: Path, data: bytes) -> str:
    """The text of a plain-text file (see the module docstring for the rules).

    Raises:
        UnsupportedFileError: The bytes look binary or are in no encoding we read.
        DamagedFileError: A byte-order mark announces an encoding the bytes then break.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                text = data[len(bom) :].decode(encoding)
            except UnicodeDecodeError as error:
                raise DamagedFileError(
                    f"{path.name} starts as {encoding.upper()} text but byte {error.start} "
                    "is not valid in that encoding."
                ) from error
            return _checked(path, text)
    if b"\x00" in data:
        raise UnsupportedFileError(f"{path.name} looks binary (it contains NUL bytes), not text.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError as error:
            raise UnsupportedFileError(
                f"{path.name} looks binary: it is neither UTF-8 nor Windows-1252 text."
            ) from error
    return _checked(path, text)


def _checked(path: Path, text: str) -> str:
    controls = len(_CONTROL.findall(text))
    if controls > MAX_CONTROL_SHARE * max(len(text), 1):
        raise UnsupportedFileError(
            f"{path.name} looks binary: {controls} of its {len(text)} characters are "
            "control characters."
        )
    return text


def load_plain(path: Path, data: bytes, fingerprint: str, kind: TextKind) -> Document:
    """Load a plain-text (``kind="text"``) or Markdown (``kind="markdown"``) file.

    Args:
        path: Where the file was read from (recorded, and named in messages).
        data: The file's bytes.
        fingerprint: SHA-256 of ``data``, hex.
        kind: How to find blocks: blank-line paragraphs, or Markdown block structure.

    Raises:
        UnsupportedFileError: The file looks binary.
        DamagedFileError: A byte-order mark announces an encoding the bytes then break.
        EmptyDocumentError: The file holds no visible character.
    """
    text = decode(path, data)
    if not text.strip():
        raise EmptyDocumentError(f"{path.name} contains no text.")
    # Both repairs keep the length and the line starts: offsets stay source offsets.
    text, reordered = logical_visual_lines(text)
    text, repaired = logical_lam_alef(text)
    contents, lengths = _lines(text)
    # One boxless glyph per line on page 0; every character of a line (its line break
    # included) names that line's glyph. The ids are packed a line at a time (no numpy: a
    # short ASCII text then loads and chunks without importing it).
    builder = TextBuilder()
    first = builder.add_boxless_glyphs([0] * len(lengths))
    ids = b"".join([_PACK_ID(glyph) * length for glyph, length in enumerate(lengths, first)])
    builder.append_packed(text, ids)
    _same_text, offset_map = builder.finish()  # ``text`` again

    ranges: Iterator[tuple[_Span, int, int]]  # each block's span and source line range
    if kind == "markdown":
        starts = list(itertools.accumulate(lengths, initial=0))
        ranges = (
            (span, starts[span.first_line], starts[span.last_line] + len(contents[span.last_line]))
            for span in _markdown_spans(contents)
        )
    else:  # a paragraph's lines, found in the text itself (no per-line step in Python)
        ranges = ((_PARAGRAPH_SPAN, *match.span()) for match in _PARAGRAPH.finditer(text))
    found: list[tuple[_Span, int, int]] = []  # each block's span and text range
    owns: list[str] = []  # each block's text
    title = ""
    for span, start, end in ranges:
        raw = text[start:end]
        own = raw.strip()  # ``raw`` itself (no copy) when there is nothing to strip
        if not own:
            continue
        start += len(raw) - len(raw.lstrip())
        if not title and span.kind == BlockKind.HEADING and span.level == 1:
            title = _heading_text(own)
        found.append((span, start, start + len(own)))
        owns.append(own)
    if not found:
        raise EmptyDocumentError(f"{path.name} contains no text.")
    blocks = [
        Block(
            index=index,
            kind=span.kind,
            page_index=0,
            text_start=start,
            text_end=end,
            direction=Direction.RTL if first_strong_is_rtl(own) else Direction.LTR,
            level=span.level,
            style=span.style,
            language=language,
        )
        for index, ((span, start, end), own, language) in enumerate(
            zip(found, owns, block_languages(owns), strict=True)
        )
    ]
    return Document(
        source_path=str(path),
        source_kind=kind,
        fingerprint=fingerprint,
        text=text,
        key=build_key_layer(text),
        offset_map=offset_map,
        pages=(Page(0, 0.0, 0.0, 0, len(text)),),
        blocks=tuple(blocks),
        title=title,
        excluded=tuple(
            sorted(
                [
                    *page_furniture(text),
                    *(_marker_spans(text, found) if kind == "markdown" else ()),
                ],
                key=lambda span: span.start,
            )
        ),
        metadata=_repair_counts(repaired, reordered),
    )


_ATX_OPENING = re.compile(r"#{1,6}[ \t]+")
_ATX_CLOSING = re.compile(r"[ \t]+#+[ \t]*\Z")
_BOLD = re.compile(r"\*\*(?=[^\s*])[^\n]*?(?<=[^\s*])\*\*")
"""A strong-emphasis run on one line: "**" right before and right after a non-space."""
_EMPHASIS = re.compile(
    r"(?<![\w_\\])__(?=[^\s_])[^\n]*?(?<=[^\s_])__(?![\w_])"
    r"|(?<![\w*\\])\*(?=[^\s*])[^*\n]*?(?<=[^\s*])\*(?![\w*])"
    r"|(?<![\w_\\])_(?=[^\s_])[^_\n]*?(?<=[^\s_])_(?![\w_])"
)
"""Strong emphasis with "__" and emphasis with one "*" or "_", on one line: the markers right
before and after a non-space and, unlike "**" (which CommonMark lets close inside a word), not
touching a letter or digit outside ("snake_case_name", "2*3*4" and "a * b * c" are no
emphasis), nor escaped with a backslash."""
_HTML_NAMES = (
    "a|abbr|b|big|blockquote|br|caption|center|cite|col|colgroup|dd|del|details|div|dl|dt|em"
    "|figcaption|figure|font|h[1-6]|hr|i|img|ins|li|mark|ol|p|q|s|small|span|strike|strong|sub"
    "|summary|sup|table|tbody|td|tfoot|th|thead|tr|tt|u|ul|wbr"
)
"""The HTML elements a Markdown text carries inline, in lower case: a template's placeholder
in angle brackets ("<Company Name>", "<Address>", "<Date>") is content, not a tag."""
_HTML_TAG = re.compile(
    r"<!--(?:[^-]|-(?!->))*-->"
    rf"|</?(?:{_HTML_NAMES})(?![\w-])(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:\"[^\"<>]*\""
    r"|'[^'<>]*'|[^\s\"'=<>`]+))?)*\s*/?>"
)
"""An inline HTML tag ("<span class=\"x\">", "</span>", "<br/>") or comment, in CommonMark's
raw HTML shape, of an element in ``_HTML_NAMES`` ("a < b", "<3", "<https://...>" and
"<Company Name>" are no tags)."""
_LINE_BREAK_TAGS = frozenset({"br", "p", "div", "hr", "li", "tr", "td", "th"})
"""Tags that stand for a break: left out only where a blank or line end is next to them, so
the words around them stay apart ("one<br>two" keeps its tag rather than reading "onetwo")."""


def _marker_spans(text: str, found: list[tuple[_Span, int, int]]) -> list[ExcludedSpan]:
    """Markdown markup in the blocks ``found`` as excluded spans (out of chunk text).

    A heading's "#" run and its blanks (and an optional closing "#" run), a setext heading's
    underline (with the line break before it), and the "**" around strong emphasis outside
    code blocks. The words stay; the markers stay in ``Document.text`` (offsets unchanged).
    """
    spans: list[ExcludedSpan] = []
    for span, start, end in found:
        if span.style:  # code and front matter: their characters are content
            continue
        if span.kind == BlockKind.HEADING:
            opening = _ATX_OPENING.match(text, start, end)
            if opening is not None:  # (a heading of markers only has no blank before its end)
                spans.append(ExcludedSpan(start, opening.end(), "heading marker"))
                closing = _ATX_CLOSING.search(text, opening.end(), end)
                if closing is not None and closing.start() > opening.end():
                    spans.append(ExcludedSpan(closing.start(), end, "heading marker"))
            else:
                underline = text.rfind("\n", start, end)
                title_end = len(text[start:underline].rstrip()) + start
                if underline != -1 and title_end > start:
                    spans.append(ExcludedSpan(title_end, end, "heading marker"))
        if "**" in text[start:end]:
            for bold in _BOLD.finditer(text, start, end):
                spans.append(ExcludedSpan(bold.start(), bold.start() + 2, "emphasis marker"))
                spans.append(ExcludedSpan(bold.end() - 2, bold.end(), "emphasis marker"))
        if "_" in text[start:end] or "*" in text[start:end]:
            for run in _EMPHASIS.finditer(text, start, end):
                width = 2 if text.startswith("__", run.start()) else 1
                spans.append(ExcludedSpan(run.start(), run.start() + width, "emphasis marker"))
                spans.append(ExcludedSpan(run.end() - width, run.end(), "emphasis marker"))
        if "<" in text[start:end]:
            for tag in _HTML_TAG.finditer(text, start, end):
                if _keeps_words_apart(text, tag):
                    spans.append(ExcludedSpan(tag.start(), tag.end(), "html tag"))
    return _without_overlaps(spans)


def _keeps_words_apart(text: str, tag: re.Match[str]) -> bool:
    """Whether leaving ``tag`` out joins no two words (see ``_LINE_BREAK_TAGS``)."""
    name = tag.group().lstrip("</").split(None, 1)[0].rstrip("/>").lower()
    if name not in _LINE_BREAK_TAGS:
        return True
    before = text[tag.start() - 1 : tag.start()]
    after = text[tag.end() : tag.end() + 1]
    return not before.strip() or not after.strip()


def _without_overlaps(spans: list[ExcludedSpan]) -> list[ExcludedSpan]:
    """``spans`` in text order, each that overlaps one kept before it dropped.

    The marker patterns are found one after another; "***both***" gives "**" and "*" runs
    over the same characters, which one span covers.
    """
    kept: list[ExcludedSpan] = []
    for span in sorted(spans, key=lambda span: (span.start, -span.end)):
        if kept and span.start < kept[-1].end:
            continue
        kept.append(span)
    return kept


def _repair_counts(lam_alef: int, visual_lines: int) -> dict[str, str]:
    """The document metadata naming the repairs made (see the module doc), if any."""
    counts = {"lam_alef_repaired": lam_alef, "visual_lines_repaired": visual_lines}
    return {key: str(count) for key, count in counts.items() if count}


def _lines(text: str) -> tuple[list[str], list[int]]:
    r"""Each line's content and its length in characters with its line break.

    Lines end at "\r\n", "\r" or "\n"; a break at the very end of ``text`` starts no line.
    So the lengths add up to ``len(text)``, and line ``i`` starts at the sum of those before it.
    """
    if "\r" in text:
        pieces = _NEWLINE_SPLIT.split(text)  # content, break, content, ..., content
        contents, breaks = pieces[0::2], pieces[1::2]
        lengths = [len(line) + len(end) for line, end in zip(contents[:-1], breaks, strict=True)]
        lengths.append(len(contents[-1]))
    else:  # one break only: str.split, several times faster than the regular expression
        contents = text.split("\n")
        lengths = [len(content) + 1 for content in contents]
        lengths[-1] -= 1
    if not contents[-1]:  # ``text`` ends with a break (or is empty)
        contents.pop()
        lengths.pop()
    return contents, lengths


def _heading_text(source: str) -> str:
    """A heading's words without its Markdown markers."""
    first = source.splitlines()[0] if source else ""
    return first.strip().strip("#").strip()


def _is_blank(line: str) -> bool:
    """True when ``line`` holds nothing but spaces and tabs."""
    return not line.strip(" \t")


def _starts_block(line: str) -> bool:
    """True when ``line`` interrupts a paragraph (heading, fence, quote, list item, break)."""
    return bool(
        _ATX.match(line)
        or _FENCE.match(line)
        or _QUOTE.match(line)
        or _LIST_ITEM.match(line)
        or _THEMATIC.match(line)
    )


def _is_table_start(lines: list[str], index: int) -> bool:
    return (
        "|" in lines[index]
        and index + 1 < len(lines)
        and "-" in lines[index + 1]
        and _TABLE_DELIMITER.match(lines[index + 1]) is not None
    )


def _markdown_spans(lines: list[str]) -> list[_Span]:
    spans: list[_Span] = []
    count = len(lines)
    index = _front_matter(lines, spans)
    while index < count:
        line = lines[index]
        if _is_blank(line):
            index += 1
            continue
        fence = _FENCE.match(line)
        if fence:
            marker = fence.group(1)
            end = index + 1
            while end < count and not lines[end].lstrip().startswith(marker):
                end += 1
            last = min(end, count - 1)
            spans.append(_Span(BlockKind.PARAGRAPH, index, last, style="code"))
            index = last + 1
            continue
        atx = _ATX.match(line)
        if atx:
            spans.append(_Span(BlockKind.HEADING, index, index, level=len(atx.group(1))))
            index += 1
            continue
        if _THEMATIC.match(line):
            index += 1
            continue
        if _QUOTE.match(line):
            end = index + 1
            while end < count and not _is_blank(lines[end]):
                end += 1
            spans.append(_Span(BlockKind.QUOTE, index, end - 1))
            index = end
            continue
        if _is_table_start(lines, index):
            end = index + 2
            while end < count and "|" in lines[end] and not _is_blank(lines[end]):
                end += 1
            spans.append(_Span(BlockKind.TABLE, index, end - 1))
            index = end
            continue
        item = _LIST_ITEM.match(line) is not None
        end = index + 1
        while end < count:
            following = lines[end]
            if _is_blank(following) or _starts_block(following):
                break
            if not item and _SETEXT.match(following):
                break
            end += 1
        if not item and end < count and _SETEXT.match(lines[end]):
            level = 1 if lines[end].strip().startswith("=") else 2
            spans.append(_Span(BlockKind.HEADING, index, end, level=level))
            index = end + 1
            continue
        spans.append(_Span(BlockKind.LIST_ITEM if item else BlockKind.PARAGRAPH, index, end - 1))
        index = end
    return spans


def _front_matter(lines: list[str], spans: list[_Span]) -> int:
    """Record a leading "---" ... "---" (or "...") front matter block; return the next line."""
    if not lines or lines[0].rstrip() != "---":
        return 0
    for index in range(1, len(lines)):
        if lines[index].rstrip() in ("---", "..."):
            spans.append(_Span(BlockKind.PARAGRAPH, 0, index, style="front matter"))
            return index + 1
    return 0
