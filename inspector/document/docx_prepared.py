"""Plain body paragraphs worked out once per distinct child, and written in runs.

The body walker (``docx_body``) meets each distinct child of the body once in
``docx_distinct``'s terms, however often the document repeats it. What a plain paragraph's
record (``docx_records``) gives the walker is fixed by the record and the paragraph's
properties (``Plain``, ``prepare_all``); most of them write nothing but one block on the
current page: no page break before, no section end, text that survives trimming and
normalisation. Those are *simple*: a stretch of simple paragraphs in a row changes nothing
but the text and the list counters, so the block writer takes it in one call
(``BlockWriter.emit_run``) from the columns of ``RunColumns``, indexed by distinct child,
with the labels of those a list numbers worked out in order first (``labels``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from lxml import etree

from inspector.document.docx_block_writer import BLOCK_SEPARATOR
from inspector.document.docx_inline import TRIMMED, needs_normalization
from inspector.document.docx_numbering import Numbering
from inspector.document.docx_paragraphs import (
    Decided,
    ParagraphProps,
    label_kind_level,
    paragraph_properties,
)
from inspector.document.docx_records import SPECIAL, TABLE, paragraph_key_and_text
from inspector.document.docx_tables import TableReader
from inspector.document.language import first_strong_is_rtl as first_strong
from inspector.document.model import BlockKind, Direction
from inspector.document.normalize import normalize_text

_RTL, _LTR = Direction.RTL, Direction.LTR
_new = tuple.__new__
_UNSEEN = object()


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


def prepare_all(
    children: list[etree._Element],
    records: list[str],
    tables: TableReader,
    decided_of: Callable[[ParagraphProps], Decided],
) -> list[object]:
    """What the walker writes of each child from its record (``docx_records``), by index.

    A plain paragraph: its ``Plain`` (the properties read from the element once per key);
    a plain table: its rows (``TableReader.prepare_record``); None: the child is read as an
    element. Nothing here changes the walker's state, so every child is prepared up front;
    children that differ only in what the records leave out (run properties, bookmarks) give
    the same record, prepared once.

    Args:
        children: The body's (distinct) children.
        records: Their records, one each.
        tables: The walker's table reader.
        decided_of: What a paragraph's properties decide, with its style chain.
    """
    keyed: dict[str, tuple[ParagraphProps, Decided]] = {}
    by_record: dict[str, object] = {}
    prepared: list[object] = []
    for child, record in zip(children, records, strict=True):
        plain = by_record.get(record, _UNSEEN)
        if plain is _UNSEEN:
            if record.startswith(TABLE):
                plain = tables.prepare_record(child, record)
            elif SPECIAL in record or (split := paragraph_key_and_text(record)) is None:
                plain = None
            else:
                key, text = split
                known = keyed.get(key)
                if known is None:
                    props = paragraph_properties(child)
                    known = keyed[key] = (props, decided_of(props))
                plain = plain_of(known[0], known[1], text)
            by_record[record] = plain
        prepared.append(plain)
    return prepared


class RunColumns(NamedTuple):
    """What ``BlockWriter.emit_run`` reads of each distinct child, as columns by index.

    ``simple``: 1 for a simple paragraph, 2 for one that is simple but for a list that may
    number it (``labels`` works its label out), else 0; the other columns hold its block's
    values (``length``: the text's, ``width``: separator and text, in characters; kind and
    level when unnumbered), and placeholders for the others.
    """

    simple: bytes
    text: list[str]
    length: list[int]
    width: list[int]
    visible: list[bool]
    kind: list[BlockKind]
    level: list[int | None]
    style: list[str]
    direction: list[Direction]


def run_columns(prepared: list[object]) -> RunColumns:
    """The columns of the simple paragraphs among ``prepared`` (any other value: not simple).

    Simple: writing it is one block of its text on the current page, and no more (a list
    that may number it adds a label and advances the counters: ``labels``). Not simple: a page
    break before it, a section that ends with it, no text from a ``w:t`` or none left once
    trimmed and normalised.
    """
    count = len(prepared)
    simple = bytearray(count)
    texts: list[str] = [""] * count
    lengths = [0] * count
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
        if not (has_text and shown and text) or decided.breaks or props.ends_section:
            continue
        simple[index] = 2 if decided.may_number else 1
        texts[index] = text
        lengths[index] = len(text)
        widths[index] = separator + len(text)
        visible[index] = seen
        kinds[index], levels[index] = decided.unnumbered
        styles[index] = decided.info.name
        directions[index] = direction
    return RunColumns(
        bytes(simple), texts, lengths, widths, visible, kinds, levels, styles, directions
    )


def labels(
    ids: Sequence[int], prepared: list[object], numbering: Numbering
) -> tuple[list[str], list[BlockKind], list[int | None]]:
    """Labels, kinds and levels of a stretch of simple paragraphs (``run_columns``), in order.

    ``ids`` index ``prepared`` (each a ``Plain``). Each list that may number one advances its
    counters here (``label_kind_level``), in body order; the others get no label and their
    unnumbered kind, as ``BodyWalker._write_plain`` would write them.
    """
    out_labels: list[str] = []
    kinds: list[BlockKind] = []
    levels: list[int | None] = []
    for index in ids:
        props, decided = prepared[index][:2]  # type: ignore[index]
        label, kind, level = label_kind_level(props, decided, numbering)
        out_labels.append(label)
        kinds.append(kind)
        levels.append(level)
    return out_labels, kinds, levels
