"""Recognising and parsing markup sources (HTML, XHTML, Akoma Ntoso XML) safely.

``markup_kind`` tells from a file's first bytes whether it is a web page ("html") or an Akoma
Ntoso / LegalDocML document ("akn"); other XML is refused with a typed error. ``parse_markup``
builds the lxml tree with a hardened parser: no network, no DTD loaded, no entity expanded
(XML through ``document.xml_parse``, as the DOCX loader's parts), and a document type
declaration that declares entities is refused outright, so neither an external entity (XXE)
nor an entity expansion bomb (billion laughs) can reach the tree.
"""

from __future__ import annotations

import re

from lxml import etree

from inspector.document.xml_parse import parse_xml
from inspector.errors import DamagedFileError, UnsupportedFileError

AKN_NAMESPACES = (
    "http://docs.oasis-open.org/legaldocml/ns/akn/3.0",
    "http://www.akomantoso.org/2.0",
    "http://www.akomantoso.org/3.0",
)
"""Akoma Ntoso namespaces: the OASIS LegalDocML standard's and the pre-standard drafts'."""
HTML_SUFFIXES = (".html", ".htm", ".xhtml")
MARKUP_SUFFIXES = (*HTML_SUFFIXES, ".xml")

_SNIFF = 4096
_BOM = b"\xef\xbb\xbf"
_HTML_START = re.compile(rb"<(?:!doctype\s+html|html[\s>])", re.IGNORECASE)
_AKN_ROOT = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?akomaNtoso[\s>/]")
_ENTITY_DECLARATION = re.compile(rb"<!ENTITY", re.IGNORECASE)
_DOCTYPE = re.compile(rb"<!DOCTYPE[^>\[]*>", re.IGNORECASE)
_DOCTYPE_SUBSET = re.compile(rb"<!DOCTYPE[^>\[]*\[", re.IGNORECASE)
_DECLARED_ENCODING = re.compile(rb"charset\s*=|<\?xml[^>]*encoding\s*=", re.IGNORECASE)
_DECLARATION_SCAN = 16384
"""Bytes searched for an encoding declaration (a page's head: ``<meta charset>``)."""


def markup_kind(head: bytes, name: str) -> str | None:
    """The markup kind ("html", "akn") of a file whose first bytes are ``head``, or None.

    A file is markup when, after a byte order mark and whitespace, it starts with "<" and is
    not a PDF or ZIP (the caller checks those first). HTML: a ``<!DOCTYPE html>`` or an
    ``<html>`` element near the start (XHTML included), or an HTML file name with markup that
    does not say otherwise. Akoma Ntoso: an ``akomaNtoso`` root element.

    Raises:
        UnsupportedFileError: XML of another vocabulary (a typed, one-line message).
    """
    text = head[len(_BOM) :] if head.startswith(_BOM) else head
    text = text[:_SNIFF].lstrip()
    if not text.startswith(b"<"):
        return None
    lowered_name = name.lower()
    if _AKN_ROOT.search(text) is not None:
        return "akn"
    if _HTML_START.search(text) is not None:
        return "html"
    if lowered_name.endswith(HTML_SUFFIXES):
        return "html"  # a fragment ("<p>...") saved as a page
    if text.startswith(b"<?xml") or lowered_name.endswith(".xml"):
        raise UnsupportedFileError(
            f"{name} is XML but not an Akoma Ntoso (LegalDocML) document; the XML read is "
            "Akoma Ntoso (legislation and judgments) and XHTML."
        )
    return None


def parse_markup(data: bytes, name: str, kind: str) -> etree._Element:
    """The root element of ``data`` (``kind`` "html" or "akn"), parsed without risk.

    Akoma Ntoso goes through the XML parser, its document type declaration blanked out
    (``_without_doctype``); web pages, XHTML included, through libxml2's HTML parser, which
    knows HTML's named characters, loads no DTD and mends tag soup as browsers do.

    Raises:
        UnsupportedFileError: the file declares entities (refused: XXE, entity bombs).
        DamagedFileError: the XML is not well formed, or nothing could be parsed.
    """
    prolog_end = _prolog_end(data)
    if _ENTITY_DECLARATION.search(data, 0, prolog_end) or _DOCTYPE_SUBSET.search(
        data, 0, prolog_end
    ):
        raise UnsupportedFileError(
            f"{name} declares its own entities or document type subset; such files are "
            "refused (they can read other files or expand without bound)."
        )
    try:
        if kind == "akn":
            root = parse_xml(_without_doctype(data, prolog_end))
        else:
            root = etree.fromstring(data, _html_parser(_undeclared_utf8(data)))
    except etree.XMLSyntaxError as error:
        raise DamagedFileError(f"{name} is damaged: it is not well-formed XML ({error}).") from None
    except etree.ParserError as error:
        raise DamagedFileError(f"{name} could not be read as a web page ({error}).") from None
    if root is None:
        raise DamagedFileError(f"{name} could not be read as a web page.")
    return root


def _without_doctype(data: bytes, prolog_end: int) -> bytes:
    """``data`` with its document type declaration blanked out (same length).

    libxml2 reads a declared external subset from a local file even when told not to load
    DTDs (no_network only keeps it off the network); an Akoma Ntoso document needs no DTD,
    so the declaration is removed before parsing. An entity it would have declared is then
    undefined: the parse fails with a typed error rather than read another file.
    """
    found = _DOCTYPE.search(data, 0, prolog_end)
    if found is None:
        return data
    return data[: found.start()] + b" " * (found.end() - found.start()) + data[found.end() :]


def _prolog_end(data: bytes) -> int:
    """Where the root element's start tag begins (an upper bound: the first "<" + letter)."""
    found = re.search(rb"<[A-Za-z_]", data)
    return len(data) if found is None else found.start()


def _undeclared_utf8(data: bytes) -> str | None:
    """The encoding of a web page saved as UTF-8 that does not say so: "utf-8", else None.

    None leaves the parser's own reading (byte order mark, ``<meta charset>``, XML
    declaration, else Latin-1). Scrapers save pages as UTF-8 and drop the HTTP header that
    named the encoding; read as Latin-1 their French and Arabic come out as mojibake
    ("rÃ¨glement"). Bytes that decode as UTF-8 are all but never Latin-1 text (its accented
    letters are not followed by the continuation bytes UTF-8 needs), so they are read as UTF-8.
    """
    if data.isascii() or data.startswith((_BOM, b"\xff\xfe", b"\xfe\xff")):
        return None
    head_end = data.find(b"</head", 0, _DECLARATION_SCAN)
    if _DECLARED_ENCODING.search(data, 0, _DECLARATION_SCAN if head_end < 0 else head_end):
        return None
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return "utf-8"


def _html_parser(encoding: str | None = None) -> etree.HTMLParser:
    # lxml.etree's parser, not lxml.html's: the walk needs no HTML element classes, whose
    # lookup costs a Python call for every element met
    return etree.HTMLParser(
        encoding=encoding,
        no_network=True,
        remove_comments=True,
        remove_pis=True,
        huge_tree=False,
        default_doctype=False,  # type: ignore[call-arg]  # lxml takes it; the stubs omit it
        collect_ids=False,
    )
