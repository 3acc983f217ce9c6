r"""The main part's body cut into its top-level children by bytes, each distinct child once.

Legal documents repeat whole paragraphs byte for byte ("[Repealed]", boilerplate, recurring
headings, tables). Parsing the whole main part and running the record pass (``docx_records``)
over every element pays for each copy; here the bytes of ``w:body`` are cut into its
top-level children, each distinct child's bytes are kept once (first-seen order), and a small
document is parsed instead: the original declaration and root start tag (every namespace
declaration, ``mc:Ignorable``...), ``<w:body>``, the distinct children, the closing tags. The
body is then the list of distinct elements and, for each child in document order, the index
of its element (``DistinctBody.order``). Reading an element several times is fine: the
loader only reads elements, and nothing it reads crosses from one body child to another.

The cut (all of it C-level ``bytes`` methods and simple patterns, no per-byte Python):

- tables: each ``<w:tbl>`` to its matching ``</w:tbl>``, nested tables counted;
- between tables: split at ``</w:p>``: each piece but the last is a paragraph without its
  end tag (the key it is kept under), the last is what follows the last paragraph (the
  final ``w:sectPr``, bookmarks...), cut by ``_ELEMENT``: a start tag and everything up to
  the first end tag of the same name, or an empty-element tag. Bytes between children must
  be XML whitespace;
- when a paragraph piece does not start with a ``w:p`` start tag (a bookmark or content
  control between paragraphs, whitespace between children), what lies between tables is
  cut by ``_ELEMENT`` instead.

Why a cut that passes is exact: with no comment, CDATA section or processing instruction in
the bytes, every "<" starts a tag. Each piece starts with a start tag ``<w:N`` and ends at
the first ``</w:N>`` after it (tables: at the end tag that brings the count of ``w:tbl``
back to zero). If the small document is well-formed XML, that end tag must close the
innermost open element, which can only be the piece's own start (no earlier piece can leave
an element open: nothing later could close it before its own start was closed), so each piece
is exactly one element, and the small document's body has one child per distinct piece
(checked too). The small document holds every byte of the body but the whitespace between
children (whose text lxml would keep as tails the loader never reads).

The cut gives up (None: the loader parses the whole part as before, which also raises what a
malformed part raises) on anything it is not sure of: an encoding other than UTF-8, anything
but whitespace around the root start tag and ``w:body`` (a DOCTYPE, ``w:background``...), the
``w`` prefix not bound to the WordprocessingML namespace on the root, ``w:body`` with
attributes or empty, a NUL byte (the key marker), a namespace declaration, comment, CDATA
section or processing instruction inside the body, text between children, a cut that does
not tile the body, a small document that does not parse or has the wrong number of children;
it does not start on a small part (``MIN_BYTES``) and stops when the body repeats too little
to pay for the rest (``MOSTLY_DISTINCT``).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from itertools import count, repeat
from typing import NamedTuple

from lxml import etree

from inspector.document.docx_package import parse_xml
from inspector.document.docx_xml import XML_SPACE, root_start_tag

_ROOT = b"<w:document"
_BODY_OPEN = b"<w:body>"
_BODY_CLOSE = b"</w:body>"
_DOCUMENT_CLOSE = b"</w:document>"
_P_END = b"</w:p>"
_P_STARTS = (b"<w:p>", b"<w:p ")
_TBL_START, _TBL_END = b"<w:tbl>", b"</w:tbl>"
MIN_BYTES = 256 * 1024
"""Main parts smaller than this are not cut. Finding the distinct children costs about 2 ns
a byte (0.13-0.28 ms on the 80-120 KB samples, which repeat 0-3% of their bytes), paid for
nothing by every document written once; a part this small parses whole in about 2 ms."""
MOSTLY_DISTINCT = 0.85
"""Share of the body's bytes in distinct children above which the cut gives up. A repeated
byte spares about 12 ns (the long law: parse, record pass and freeing 21.6 -> 4.5 ms for
1.46 MB repeated); what the cut does after finding the distinct children costs about 2 ns a
distinct byte; so repeats pay from about 15% of the bytes (the long law repeats 88%, the
Word samples 0-3%)."""
_WHOLE = b"\x00"
"""Ends the key of a child kept whole (a paragraph's key is its bytes without ``</w:p>``).
NUL cannot occur in XML 1.0, and a part holding one is refused."""

_W_BINDING = re.compile(
    rb"""\sxmlns:w\s*=\s*(["'])http://schemas\.openxmlformats\.org/wordprocessingml/2006/main\1"""
)
# A start tag and everything up to the first end tag of its name, or an empty-element tag.
# Group 1 is the element, group 2 its name (split() returns both).
_ELEMENT = re.compile(rb"(<(w:[A-Za-z]+)(?=[\s/>])(?:[^>]*/>|[^>]*>[^<]*(?:<(?!/\2>)[^<]*)*</\2>))")


class DistinctBody(NamedTuple):
    """A body read from its distinct children.

    ``root``: the small document's root. ``children``: its body's children, the distinct
    top-level children in first-seen order. ``order``: for each top-level child of the real
    body, in order, its index in ``children``. ``raw``: the small document's bytes.
    """

    root: etree._Element
    children: list[etree._Element]
    order: list[int]
    raw: bytes


class Cut(NamedTuple):
    """What ``cut_body`` gives: the small document's bytes, the order, the distinct count."""

    raw: bytes
    order: list[int]
    distinct: int


def distinct_body(raw: bytes) -> DistinctBody | None:
    """The body of the main part ``raw`` as distinct children (module docstring), or None.

    ``raw``: the main document part's bytes (Strict namespaces already mapped). The small
    document is parsed as the loader parses a part (``docx_package.parse_xml``).
    """
    cut = cut_body(raw)
    if cut is None:
        return None
    try:
        root = parse_xml(cut.raw)
    except etree.XMLSyntaxError:
        return None  # the whole part is parsed next, and raises what a malformed part raises
    body = root[0] if len(root) == 1 else None
    if body is None or len(body) != cut.distinct:
        return None
    return DistinctBody(root, list(body), cut.order, cut.raw)


def cut_body(raw: bytes) -> Cut | None:
    """The small document's bytes and the order of the distinct children, or None."""
    if len(raw) < MIN_BYTES or b"\x00" in raw:
        return None
    found = root_start_tag(raw, _ROOT)
    if found is None:
        return None
    root_start, root_end = found
    if raw[root_end - 2 : root_end] == b"/>" or not _W_BINDING.search(raw, root_start, root_end):
        return None
    body_open = raw.find(_BODY_OPEN, root_end)
    if body_open < 0 or raw[root_end:body_open].strip(XML_SPACE):
        return None
    content_start = body_open + len(_BODY_OPEN)
    body_close = raw.rfind(_BODY_CLOSE)
    if body_close < content_start or raw[body_close + len(_BODY_CLOSE) :].strip(XML_SPACE) != (
        _DOCUMENT_CLOSE
    ):
        return None
    content = raw[content_start:body_close]
    keys = _keys(content, split=True)
    deduped = None if keys is None else _dedupe(keys)
    if deduped is None or not _paragraph_keys_start_right(deduped[0]):
        keys = _keys(content, split=False)
        if keys is None:
            return None
        deduped = _dedupe(keys)
    index, firsts = deduped
    distinct = list(index)
    if sum(map(len, distinct)) > MOSTLY_DISTINCT * len(content):
        return None  # too few repeats to pay for the rest: the whole part is parsed
    dense = dict(zip(index.values(), count()))
    order = list(map(dense.__getitem__, firsts))
    # every key gets a closing </w:p>; a whole child's marker takes its own away again
    children = (_P_END.join(distinct) + _P_END).replace(_WHOLE + _P_END, b"")
    if (b"!" in children and b"<!" in children) or (b"?" in children and b"<?" in children):
        return None  # a comment, CDATA section, DOCTYPE or processing instruction
    if b"xmlns" in children:
        return None  # a namespace declared inside the body: names would not mean the same
    small = b"".join((raw[:content_start], children, _BODY_CLOSE, _DOCUMENT_CLOSE))
    return Cut(small, order, len(distinct))


def _dedupe(keys: list[bytes]) -> tuple[dict[bytes, int], list[int]]:
    """Each distinct key's first position, in first-seen order; each position's key's first.

    In C: ``setdefault`` keeps the first value.
    """
    index: dict[bytes, int] = {}
    return index, list(map(index.setdefault, keys, count()))


def _keys(content: bytes, *, split: bool) -> list[bytes] | None:
    """The body's children as keys, in order, or None (``_cut_elements`` gave up).

    Tables are cut whole; what lies between them is split at ``</w:p>`` (``split``: the
    caller checks that each piece is a paragraph) or cut by ``_ELEMENT``.
    """
    keys: list[bytes] = []
    end = len(content)
    position = 0
    while position < end:
        table = content.find(_TBL_START, position)
        stop = end if table < 0 else table
        if stop > position:
            if split:
                paragraphs = content[position:stop].split(_P_END)
                tail = paragraphs.pop()
                keys += paragraphs
            else:
                tail = content[position:stop]
            if tail and not _cut_elements(tail, keys):
                return None
        if table < 0:
            break
        position = _table_end(content, table)
        if position < 0:
            return None
        keys.append(content[table:position] + _WHOLE)
    return keys


def _table_end(content: bytes, start: int) -> int:
    """Where the table starting at ``start`` ends (after its end tag); -1: no end."""
    depth = 1
    position = start + len(_TBL_START)
    while depth:
        close = content.find(_TBL_END, position)
        if close < 0:
            return -1
        depth += content.count(_TBL_START, position, close) - 1  # nested tables opened first
        position = close + len(_TBL_END)
    return position


def _cut_elements(stretch: bytes, keys: list[bytes]) -> bool:
    """Extend ``keys`` with the elements ``stretch`` holds (``_ELEMENT``); whether it could.

    False when anything but XML whitespace lies between or around them. Paragraphs get the
    key the ``</w:p>`` split gives them, so copies dedupe whichever way they were cut.
    """
    parts = _ELEMENT.split(stretch)
    if b"".join(parts[0::3]).strip(XML_SPACE):
        return False
    for element in parts[1::3]:
        if not element.startswith(_P_STARTS):
            keys.append(element + _WHOLE)
        elif element.endswith(_P_END):
            keys.append(element[: -len(_P_END)])
        else:
            return False  # "<w:p .../>": its key would look like a paragraph's
    return True


def _paragraph_keys_start_right(distinct: Collection[bytes]) -> bool:
    """Whether every key is a whole child or starts with a ``w:p`` start tag.

    No whole child's key starts like a paragraph's (``_cut_elements`` refuses "<w:p .../>",
    a table starts "<w:tbl>"), so no key is counted twice.
    """
    paragraphs = sum(map(bytes.startswith, distinct, repeat(_P_STARTS)))
    whole = sum(map(bytes.endswith, distinct, repeat(_WHOLE)))
    return paragraphs + whole == len(distinct)
