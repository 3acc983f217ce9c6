"""WordprocessingML names and the two small XML helpers the DOCX loader modules share.

Tags are compared as Clark names (``{namespace}local``); ``W.p`` is the Clark name of
``w:p``. Attribute access is cached on the namespace object, so hot loops pay one attribute
lookup per name.
"""

from __future__ import annotations

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
