"""WordprocessingML names and tiny XML helpers shared by the DOCX loader modules.

Tags are compared as Clark names (``{namespace}local``); ``W.p`` is the Clark name of
``w:p``. Attribute access is cached on the namespace object, so hot loops pay one attribute
lookup per name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import itemgetter

from lxml import etree

W_URI = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
M_URI = "http://schemas.openxmlformats.org/officeDocument/2006/math"
R_URI = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
MC_URI = "http://schemas.openxmlformats.org/markup-compatibility/2006"

_FALSE = frozenset({"0", "false", "off"})
OFF_VALUES = _FALSE
"""On/off property values (lowered) that mean off; any other value, or none, means on."""


class Namespace:
    """Clark names of one XML namespace: ``Namespace(uri).tag == "{uri}tag"``."""

    def __init__(self, uri: str) -> None:
        self.uri = uri

    def __getattr__(self, name: str) -> str:
        value = f"{{{self.uri}}}{name}"
        setattr(self, name, value)  # cached: later lookups find the instance attribute
        return value


W = Namespace(W_URI)
W_DEL = f"{{{W_URI}}}del"
"""``w:del`` (``del`` is a Python keyword, so ``W.del`` cannot be written)."""
M = Namespace(M_URI)
R = Namespace(R_URI)


def attr(element: etree._Element | None, name: str) -> str | None:
    """The attribute ``name`` (a Clark name) of ``element``, or None."""
    if element is None:
        return None
    value = element.get(name)
    return None if value is None else str(value)


def on_off(element: etree._Element, name: str = W.val, *, default: bool = True) -> bool:
    """A WordprocessingML on/off property: present means on unless its value says off.

    Args:
        element: The property element (``<w:bidi/>``, ``<w:vanish w:val="0"/>``).
        name: The attribute that holds the value.
        default: The value when the attribute is absent (True for toggle elements).
    """
    value = element.get(name)
    if value is None:
        return default
    return str(value).lower() not in _FALSE


_BOM = b"\xef\xbb\xbf"


def declaration_end(raw: bytes) -> int:
    """Where the XML declaration at the start of ``raw`` (after a byte order mark) ends.

    0 when ``raw`` does not start with one. What follows can be searched for markup the
    declaration itself holds ("<?"), which a search over all of ``raw`` would count.
    """
    start = len(_BOM) if raw.startswith(_BOM) else 0
    if not raw.startswith(b"<?xml", start):
        return 0
    end = raw.find(b"?>", start)
    return end + 2 if end >= 0 else 0


_ENCODING = re.compile(rb"""\sencoding\s*=\s*["']([^"']*)["']""")


def utf8_or_undeclared(raw: bytes, start: int) -> bool:
    """Whether the XML declaration ``raw[:start]`` (``declaration_end``) names UTF-8 or none.

    Byte-level cuts look for ASCII markup: in UTF-8 a byte below 0x80 is always that
    character, which another declared encoding need not promise.
    """
    encoding = _ENCODING.search(raw, 0, start)
    return encoding is None or encoding.group(1).lower() in (b"utf-8", b"utf8")


XML_SPACE = b" \t\r\n"
"""XML's whitespace bytes."""


def root_start_tag(raw: bytes, name: bytes) -> tuple[int, int] | None:
    """Where the root element's start tag ``name`` (e.g. b"<w:styles") begins and ends.

    None unless the part is UTF-8 or undeclared (``utf8_or_undeclared``), only whitespace
    lies between its declaration and the tag, the tag's name ends there (whitespace follows
    it) and a ">" closes the tag. For byte-level cuts, which give up on anything else.
    """
    start = declaration_end(raw)
    if not utf8_or_undeclared(raw, start):
        return None
    tag_start = raw.find(name, start)
    if tag_start < 0 or raw[start:tag_start].strip(XML_SPACE):
        return None
    tag_end = raw.find(b">", tag_start) + 1
    if tag_end <= 0 or raw[tag_start + len(name)] not in XML_SPACE:
        return None
    return tag_start, tag_end


def gather_bytes(table: bytes | bytearray, order: Sequence[int]) -> bytes:
    """``bytes(table[i] for i in order)``, in C.

    One ``itemgetter`` of every index (about 11 ns an item; a map of the table's
    ``__getitem__`` into ``bytes`` costs about 30).
    """
    if len(order) < 2:  # an itemgetter of one index gives the value, not a tuple
        return bytes(table[index] for index in order)
    return bytes(itemgetter(*order)(table))
