"""Plain body paragraphs worked out once per distinct child, and written in runs.

The body walker (``docx_body``) meets each distinct child of the body once in
``docx_distinct``'s terms, however often the document repeats it. What a plain paragraph's
record (``docx_records``) gives the walker is fixed by the record and the paragraph's
properties (``Plain``); most of them write nothing but one block on the current page: no
numbering label, no page break before, no section end, text that survives trimming and
normalisation. Those are *simple*: a stretch of simple paragraphs in a row changes nothing
but the text, so the block writer takes it in one call (``BlockWriter.emit_run``) from the
columns of ``RunColumns``, indexed by distinct child.
"""

from __future__ import annotations

from typing import NamedTuple

from inspector.document.docx_block_writer import BLOCK_SEPARATOR
from inspector.document.docx_inline import TRIMMED, needs_normalization
from inspector.document.docx_paragraphs import Decided, ParagraphProps
from inspector.document.language import first_strong_is_rtl as first_strong
from inspector.document.model import BlockKind, Direction
from inspector.document.normalize import normalize_text

_RTL, _LTR = Direction.RTL, Direction.LTR
_new = tuple.__new__


class Plain(NamedTuple):
    """A plain paragraph's record as the walker writes it (worked out once per record).

    ``has_text``: a ``w:t`` gave text (the page has text). ``shown``: text remains once
    trimmed (the paragraph makes a block even without a label). ``text``: that text as
    written, normalised (may be empty). ``visible``: it holds a non-space character.
    """

    props: ParagraphProps
    decided: Decided
    has_text: bool
    shown: bool
    text: str
    visible: bool
    direction: Direction


def plain_of(props: ParagraphProps, decided: Decided, text: str) -> Plain:
    """``Plain`` for a paragraph record's text (untrimmed) with its properties."""
    has_text = bool(text)
    text = text.strip(TRIMMED)
    shown = bool(text)
    bidi = decided.bidi
    if bidi is None:
        bidi = first_strong(text) is True
    # what the writer writes of the text: normalised, and nothing when that leaves nothing
    if not text.isascii() and needs_normalization(text):
        text = normalize_text(text)
    return _new(
        Plain,
        (
            props,
            decided,
            has_text,
            shown,
            text,
            bool(text) and not text.isspace(),
            _RTL if bidi else _LTR,
        ),
    )


class RunColumns(NamedTuple):
    """What ``BlockWriter.emit_run`` reads of each distinct child, as columns by index.

    ``simple``: 1 for a simple paragraph, else 0; the other columns hold
    its block's values (``width``: separator and text, in characters), and placeholders for
    the others.
    """

    simple: bytes
    text: list[str]
    width: list[int]
    visible: list[bool]
    kind: list[BlockKind]
    level: list[int | None]
    style: list[str]
    direction: list[Direction]


def run_columns(prepared: list[object]) -> RunColumns:
    """The columns of the simple paragraphs among ``prepared`` (any other value: not simple).

    Simple: writing it is one block of its text on the current page, and no more. Not
    simple: a page break before it, a list that may number it (the counters advance), a
    section that ends with it, no text from a ``w:t`` or none left once trimmed and
    normalised.
    """
    count = len(prepared)
    simple = bytearray(count)
    texts: list[str] = [""] * count
    widths = [0] * count
    visible = [False] * count
    kinds = [BlockKind.PARAGRAPH] * count
    levels: list[int | None] = [None] * count
    styles = [""] * count
    directions = [_LTR] * count
    separator = len(BLOCK_SEPARATOR)
    for index, plain in enumerate(prepared):
        if type(plain) is not Plain:
            continue
        props, decided, has_text, shown, text, seen, direction = plain
        if not (has_text and shown and text) or decided.breaks or decided.may_number:
            continue
        if props.ends_section:
            continue
        simple[index] = 1
        texts[index] = text
        widths[index] = separator + len(text)
        visible[index] = seen
        kinds[index], levels[index] = decided.unnumbered
        styles[index] = decided.info.name
        directions[index] = direction
    return RunColumns(bytes(simple), texts, widths, visible, kinds, levels, styles, directions)
