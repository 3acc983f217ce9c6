# mypy: disallow-untyped-calls=False
# PyMuPDF's low-level mupdf bindings are unannotated; their results are typed where used.
r"""Whether a PDF page can paint a path, read from its objects instead of by running it.

``pdf_tables`` reads ruled tables from ``page.get_cdrawings()``, which runs the whole page
(its text too) through MuPDF's interpreter: about a third of the cost of its ``rawdict``.
Most candidate pages of text documents draw nothing at all, and that shows in their objects
for a twentieth of the cost (the content stream decompressed and scanned once in C).

``get_cdrawings`` (without ``extended``) reports the paths MuPDF fills or strokes: its device
records ``fill_path`` and ``stroke_path`` calls only (clips, text, images and shadings are not
recorded). MuPDF makes such calls for a page only from

- a path-painting operator (``S s f F f* B B* b b*``) in its content streams;
- content it runs on the way: form XObjects, patterns, soft masks (``ExtGState`` ``/SMask``),
  and the glyph procedures of Type 3 fonts (also through an ``ExtGState`` ``/Font``; the
  PyMuPDF in use was not seen to report their paths, but they are content MuPDF runs);
- the appearance of annotations and widgets (made up by MuPDF where one is missing).

``paints_no_path`` answers True only when none of these can happen: no annotation; resources
holding nothing but fonts that are not Type 3, images, colour spaces, marked-content
properties, procedure sets and graphics states without a soft mask or font; and no token in
the contents that MuPDF's lexer could read as a painting operator. The token scan is
conservative: every whitespace and delimiter byte counts as a token boundary, and a token may
start after a number (MuPDF's lexer ends a number at the first letter, so ``10f`` is ``10 f``);
text inside strings, comments or inline images that looks like an operator only makes the
answer False (the page is then run by ``get_cdrawings`` as before). Any error reading the
objects answers False too.
"""

from __future__ import annotations

from collections.abc import Callable

from inspector.document.pdf.mupdf import pymupdf

_MUPDF = pymupdf.mupdf

_BOUNDARY = b"\x00\t\n\x0c\r ()>[]{}%"
"""PDF whitespace and delimiters (but "<" and "/"): a token ends at any of them."""


def _token_table() -> bytes:
    """The ``bytes.translate`` table that reduces contents to what the scan looks at.

    Whitespace, delimiters and "*" become spaces; the letters of the painting operators
    (``S s f F B b``) become "o"; "<" and "/" become "<" (a token ends there too, and what
    follows is a hexadecimal string or a name, never an operator: "<0F>" is no "F", "/F1"
    no "F"); every other byte becomes "x". A painting operator (``f*`` too, "*" being a
    space) is then the token "o": a space, "o", and a space or "<".
    """
    table = bytearray(b"x" * 256)
    for byte in _BOUNDARY + b"*":
        table[byte] = ord(" ")
    for byte in b"SsfFBb":
        table[byte] = ord("o")
    for byte in b"</":
        table[byte] = ord("<")
    return bytes(table)


_TOKENS = _token_table()

_NUMBER_CHARS = b"+-.0123456789"
"""Deleted: MuPDF's lexer ends a number at the first letter ("10f" is "10" and "f"), so an
operator drawn right after a number becomes a token of its own; a number alone vanishes."""

_SAFE_RESOURCES = frozenset({"Font", "XObject", "ExtGState", "ColorSpace", "ProcSet", "Properties"})
"""Resource kinds that ``_resources_paint_nothing`` knows; any other (Pattern, Shading...)
makes the page a candidate for painting."""


def paints_no_path(page: pymupdf.Page, seen: dict[int, bool]) -> bool:
    """Whether ``page.get_cdrawings()`` is certain to be empty (see the module docstring).

    Args:
        page: A page of a PDF.
        seen: Answers for resource dictionaries already looked at, by object number; one
            dictionary per document (pages of one producer usually share their resources).

    Returns:
        True only when no path can be painted; False when one may be (or on any error).
    """
    try:
        pdf_page = _MUPDF.pdf_page_from_fz_page(page.this)
        if not pdf_page.m_internal:
            return False  # not a PDF page (MuPDF opens other formats too)
        obj = pdf_page.obj()
        annots = _MUPDF.pdf_dict_get(obj, _MUPDF.PDF_ENUM_NAME_Annots)
        if not _MUPDF.pdf_is_null(annots) and not (
            _MUPDF.pdf_is_array(annots) and _MUPDF.pdf_array_len(annots) == 0
        ):
            return False
        resources = _MUPDF.pdf_dict_get_inheritable(obj, _MUPDF.PDF_ENUM_NAME_Resources)
        if _MUPDF.pdf_is_indirect(resources):
            number = _MUPDF.pdf_to_num(resources)
            safe = seen.get(number)
            if safe is None:
                safe = seen[number] = _resources_paint_nothing(resources)
        else:
            safe = _resources_paint_nothing(resources)
        if not safe:
            return False
        contents: bytes = page.read_contents()
    except (RuntimeError, ValueError, TypeError, AttributeError, _MUPDF.FzErrorBase):
        return False
    # (Tokens inside strings, comments or inline images may be taken for an operator: the
    # answer is then False, never wrongly True.)
    tokens = b" " + contents.translate(_TOKENS, _NUMBER_CHARS) + b" "
    return b" o " not in tokens and b" o<" not in tokens


def _resources_paint_nothing(resources: pymupdf.mupdf.PdfObj) -> bool:
    """Whether nothing in a resource dictionary can paint a path when used (or is null)."""
    if _MUPDF.pdf_is_null(resources):
        return True
    if not _MUPDF.pdf_is_dict(resources):
        return False
    for index in range(_MUPDF.pdf_dict_len(resources)):
        kind = _MUPDF.pdf_to_name(_MUPDF.pdf_dict_get_key(resources, index))
        if kind not in _SAFE_RESOURCES:
            return False
        value = _MUPDF.pdf_dict_get_val(resources, index)
        if kind == "Font" and not _entries_pass(value, _plain_font):
            return False
        if kind == "XObject" and not _entries_pass(value, _image):
            return False
        if kind == "ExtGState" and not _entries_pass(value, _plain_state):
            return False
    return True


def _entries_pass(
    value: pymupdf.mupdf.PdfObj, test: Callable[[pymupdf.mupdf.PdfObj], bool]
) -> bool:
    """Whether every entry of a resource sub-dictionary passes ``test`` (a null one has none)."""
    if _MUPDF.pdf_is_null(value):
        return True
    if not _MUPDF.pdf_is_dict(value):
        return False
    return all(
        test(_MUPDF.pdf_dict_get_val(value, index)) for index in range(_MUPDF.pdf_dict_len(value))
    )


def _plain_font(font: pymupdf.mupdf.PdfObj) -> bool:
    subtype = _MUPDF.pdf_dict_get(font, _MUPDF.PDF_ENUM_NAME_Subtype)
    return bool(_MUPDF.pdf_is_name(subtype)) and _MUPDF.pdf_to_name(subtype) != "Type3"


def _image(xobject: pymupdf.mupdf.PdfObj) -> bool:
    subtype = _MUPDF.pdf_dict_get(xobject, _MUPDF.PDF_ENUM_NAME_Subtype)
    return bool(_MUPDF.pdf_is_name(subtype)) and _MUPDF.pdf_to_name(subtype) == "Image"


def _plain_state(state: pymupdf.mupdf.PdfObj) -> bool:
    if not _MUPDF.pdf_is_dict(state):
        return False
    if not _MUPDF.pdf_is_null(_MUPDF.pdf_dict_get(state, _MUPDF.PDF_ENUM_NAME_Font)):
        return False
    mask = _MUPDF.pdf_dict_get(state, _MUPDF.PDF_ENUM_NAME_SMask)
    return bool(_MUPDF.pdf_is_null(mask)) or (
        bool(_MUPDF.pdf_is_name(mask)) and _MUPDF.pdf_to_name(mask) == "None"
    )
