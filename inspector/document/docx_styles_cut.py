"""The styles part read without its table styles' bulk: each large style parsed when asked for.

Word's template writes about 165 styles in a 350 KB styles part, 300 KB of it table styles'
formatting, and a document asks for a dozen of them (its paragraph styles, their ``basedOn``
chains, the name of a table's style). Once the whole part has been checked without a tree
(``docx_package.checked_whole``: well-formed, every "<" starts a tag), its bytes are cut into
the root's ``w:style`` children and a small document is parsed: the declaration and root
start tag, what precedes the first style (``w:docDefaults``; ``w:latentStyles`` and the run
defaults pruned as ``parse_xml_pruned`` prunes them), each style of at most ``SMALL_STYLE``
bytes whole, and each larger one as its start tag alone (a *stub*: its ``w:styleId``,
``w:type`` and ``w:default`` are there, for the index of styles and the default style). A
stub is replaced by its whole element the first time ``Styles`` reads one (``StylesCut.whole``:
its bytes parsed between the same root tags), so every answer is the one the whole part gives.

The cut is exact or gives up (None: the loader prunes and parses the part as before):

- the root is ``w:styles``, with only whitespace before it (after the declaration) and
  after its end tag, and the part is UTF-8;
- the bytes between the root tags split at ``<w:style`` into what precedes the first style
  and the styles: each piece must start with a space (a ``w:style`` start tag, not
  ``w:styleLink`` or the like) and end with ``</w:style>`` (the last one before trailing
  whitespace), so the styles follow one another with nothing between them.

Why that is exact in a part that passed the check: every ``<w:style`` and ``</w:style>`` in
the bytes is a tag. There are as many start tags as pieces and at least as many end tags (one
ending each piece), and well-formed XML has one end tag per start tag that is not an
empty-element tag: so none is empty and no piece holds another ``w:style`` tag. The first end
tag after a start tag, with no start of the same name between, closes it, so each piece is
exactly one element, and the styles are siblings; what precedes the first one must then be
balanced (the root's end tag follows the last), so they are the root's children. Each keeps
its own start tag in the small document and is parsed whole under the same root start tag,
with the same namespace declarations in scope.
"""

from __future__ import annotations

import re
from itertools import repeat
from typing import NamedTuple

from lxml import etree

from inspector.document.docx_package import Package, checked_whole, parse_xml
from inspector.document.docx_styles import UNREAD, Styles
from inspector.document.docx_xml import XML_SPACE, root_start_tag

SMALL_STYLE = 200
"""Bytes (after ``<w:style``) up to which a style goes whole into the small document. Word's
template writes ``Normal`` and a few others in under 200 bytes, its other paragraph and
character styles in 400-900 and its table styles in 1-10 KB; parsing a style on its own costs
about 10 µs, and a document reads about a dozen of the 165. Loads of two samples (CPU min of
15, six rounds) with 0 / 200 / 400 / 800: 6.25 / 6.21 / 6.30 / 6.55 ms and 5.02 / 5.08 /
5.32 / 5.12 ms."""

_ROOT = b"<w:styles"
_ROOT_CLOSE = b"</w:styles>"
_STYLE = b"<w:style"
_STYLE_CLOSE = b"</w:style>"


class StylesCut(NamedTuple):
    """The small document of a styles part and the stubs in it (module docstring).

    ``root``: the small document's root. ``stubs``: each stub element (a child of ``root``)
    with the bytes of the style it stands for, from just after ``<w:style``. ``head`` and
    ``tail``: the part's bytes up to the end of the root start tag, and from its end tag.
    """

    root: etree._Element
    stubs: dict[etree._Element, bytes]
    head: bytes
    tail: bytes

    def whole(self, stub: etree._Element) -> etree._Element:
        """The whole style ``stub`` stands for, parsed as the root's only child."""
        return parse_xml(b"".join((self.head, _STYLE, self.stubs[stub], self.tail)))[0]


def cut_styles(raw: bytes, unread: re.Pattern[bytes]) -> StylesCut | None:
    """The styles part ``raw`` as a small document with stubs, or None (module docstring).

    Args:
        raw: The styles part's bytes, for which ``checked_whole`` gave True.
        unread: What to prune before the first style (``docx_styles.UNREAD``).
    """
    found = root_start_tag(raw, _ROOT)
    if found is None:
        return None
    _, root_end = found
    close = raw.rfind(_ROOT_CLOSE)
    if close < root_end or raw[close + len(_ROOT_CLOSE) :].strip(XML_SPACE):
        return None
    pieces = raw[root_end:close].split(_STYLE)
    before = pieces.pop(0)
    if not pieces or not all(map(bytes.startswith, pieces, repeat(b" "))):
        return None
    if not all(map(bytes.endswith, pieces[:-1], repeat(_STYLE_CLOSE))):
        return None
    if not pieces[-1].rstrip(XML_SPACE).endswith(_STYLE_CLOSE):
        return None
    large = [index for index, size in enumerate(map(len, pieces)) if size > SMALL_STYLE]
    small = pieces.copy()
    for index in large:
        piece = pieces[index]
        small[index] = piece[: piece.find(b">")] + b"/>"  # the start tag as an empty element
    head, tail = raw[:root_end], raw[close:]
    document = b"".join((head, unread.sub(b"", before), _STYLE, _STYLE.join(small), tail))
    try:
        root = parse_xml(document)
    except etree.XMLSyntaxError:
        return None  # a ">" inside a start tag's attribute value, a nested pruned element
    children = list(root)
    if len(children) < len(pieces):
        return None
    styles = children[len(children) - len(pieces) :]
    return StylesCut(root, {styles[index]: pieces[index] for index in large}, head, tail)


def read_styles(package: Package, part: str | None) -> Styles:
    """The styles of ``package``'s part ``part`` (None or absent: no styles).

    Cut (``cut_styles``) when the whole part passes ``checked_whole``; else, or when the cut
    gives up, parsed as ``parse_xml_pruned`` would (a part that fails the check is parsed
    whole, which raises what a broken part raises; the check is not run twice).

    Raises:
        DamagedFileError: The part is not well-formed XML or cannot be decompressed.
    """
    raw = package.part_bytes(part)
    if raw is None:
        return Styles(None)
    what = "the styles part"
    if not checked_whole(raw):
        return Styles(package.parse(raw, what=what))
    cut = cut_styles(raw, UNREAD)
    if cut is not None:
        return Styles(None, cut)
    return Styles(package.parse(raw, what=what, pruned=UNREAD, checked=True))
