"""Per-page quality of a PDF's text layer: garbage ratio and pages without usable text.

research/arabic.md §2.1 and §4 step 11: some producers draw perfect-looking pages whose text
layer is junk (PyMuPDF Story and Qt with Amiri: 14–28 % of the characters are C0 controls,
Syriac/Thaana/NKo letters or U+FFFD), and scanned pages have no text at all. A reviewer must be
told, not handed an empty or garbled page. The garbage ratio counts characters that cannot
occur in English, French or Arabic legal text:

- U+FFFD (unmapped glyph), C0/C1 controls other than tab/newline, private-use and unassigned
  code points, surrogates;
- Hebrew, Syriac, Arabic Supplement, Thaana, NKo, Samaritan, Mandaic and Arabic Extended
  (U+0590–U+05FF, U+0700–U+08FF): broken Arabic ToUnicode maps land there;
- Latin Extended-B (U+0180–U+024F) except the Romanian letters ș ț (U+0218–U+021B), and the
  Indic blocks (U+0900–U+0DFF): same cause.

Thresholds (observed: LibreOffice 0 %, Story/Qt with Noto 0.9–1.8 %, htmlbox 4.5 %, broken
fonts 14–28 %): above ``UNREADABLE`` the page has no usable text layer; above ``DEGRADED`` it
is usable but the reason warns about it.
"""

from __future__ import annotations

import re

from inspector.document.model import PageQuality

DEGRADED = 0.02
"""Garbage share above which a page is flagged as partly unreadable."""

UNREADABLE = 0.05
"""Garbage share above which a page counts as having no usable text layer."""

MIN_CHARS = 8
"""A page with fewer visible characters than this has no text layer to speak of."""

_HEAD = 64
"""Characters of a page ``has_text`` reads first (most pages settle it there)."""
_CLEAN = PageQuality(0.0, True, "")
"""The quality of a page with text and no garbage character."""

UNUSED_SCRIPTS = "\u0180-\u0217\u021c-\u024f\u0590-\u05ff\u0700-\u08ff\u0900-\u0dff"
"""Character-class ranges of letters legal text in English, French and Arabic does not use
(Latin Extended-B but the Romanian letters, Hebrew, Syriac to Indic): in a text layer they are
misread glyphs. Shared with the engine's damage count (``engine.text_damage``)."""
_GARBAGE = re.compile(
    "[\ufffd\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f" + UNUSED_SCRIPTS + "\ue000-\uf8ff"
    "\ud800-\udfff\U000f0000-\U0010ffff\ufff0-\ufffc\ufffe\uffff]"
)


def visible_count(chars: str) -> int:
    r"""Number of non-whitespace characters in ``chars``.

    ``str.split`` and the regular expression ``\s`` agree on what is whitespace (both use
    ``str.isspace``); splitting is about three times faster than deleting with ``re.sub``.
    """
    return sum(map(len, chars.split()))


def has_text(chars: str) -> bool:
    """Whether ``chars`` holds at least ``MIN_CHARS`` visible characters.

    Read from the first ``_HEAD`` characters when they suffice (almost every page): counting
    a whole page's visible characters splits it into words.
    """
    return visible_count(chars[:_HEAD]) >= MIN_CHARS or visible_count(chars) >= MIN_CHARS


def text_page_quality(chars: str) -> PageQuality:
    """``page_quality`` of a page that ``has_text``: images and drawings are not asked.

    The garbage characters are counted first: without any, the ratio is 0 whatever the
    number of visible characters, which is then not counted.
    """
    garbage = len(_GARBAGE.findall(chars))
    if not garbage:
        return _CLEAN
    return _from_ratio(garbage / visible_count(chars))


def garbage_ratio(chars: str, visible: int | None = None) -> float:
    """Share (0..1) of the non-space characters of ``chars`` that are garbage (see above).

    ``visible``: ``visible_count(chars)`` when the caller has it already.
    """
    if visible is None:
        visible = visible_count(chars)
    if not visible:
        return 0.0
    return len(_GARBAGE.findall(chars)) / visible


def page_quality(
    chars: str, image_area_share: float, drawing_count: int, visible: int | None = None
) -> PageQuality:
    """The quality of one page's text layer.

    Args:
        chars: Every character MuPDF extracted on the page, in any order.
        image_area_share: Share (0..1) of the page covered by images; only consulted when the
            page has (almost) no text.
        drawing_count: Number of vector paths on the page; only consulted likewise.
        visible: ``visible_count(chars)`` when the caller has it already.

    Returns:
        ``has_text_layer`` False with a reason for a scanned or unreadable page; a reason but
        ``has_text_layer`` True for a degraded one; no reason for a good or blank page.
    """
    if visible is None:
        visible = visible_count(chars)
    if visible < MIN_CHARS:
        if image_area_share >= 0.3:
            return PageQuality(0.0, False, "no text layer (scanned image)")
        if drawing_count >= 50:
            return PageQuality(0.0, False, "no text layer (text drawn as vector outlines)")
        return PageQuality(0.0, True, "")
    return _from_ratio(garbage_ratio(chars, visible))


def _from_ratio(ratio: float) -> PageQuality:
    """The quality of a page with text (``MIN_CHARS`` visible or more) and this garbage share."""
    percent = round(100 * ratio)
    if ratio > UNREADABLE:
        return PageQuality(ratio, False, f"text layer unreadable: {percent}% garbage characters")
    if ratio > DEGRADED:
        return PageQuality(
            ratio, True, f"text layer partly unreadable: {percent}% garbage characters"
        )
    return PageQuality(ratio, True, "")
