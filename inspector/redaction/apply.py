"""Replace personal data with tokens: ``[EMAIL:3f2a]`` (hash mode) or ``[EMAIL]`` (mask mode).

Hash tokens are the first 4 hex digits of HMAC-SHA256(salt, normalised value): stable for one
salt, different across salts, the same for "06 12 34 56 78" and "0612345678". Four hex
digits are a join key for a reviewer, not an identifier: collisions are expected across many
values and the value cannot be read back.

Spans are half-open ``[start, end)`` offsets into the given text.
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata
from collections.abc import Iterable
from enum import StrEnum

from inspector.redaction.checksums import ascii_digits
from inspector.redaction.errors import RedactionError
from inspector.redaction.salt import default_salt, salt_path

__all__ = [
    "RedactionMode",
    "default_salt",
    "merge_spans",
    "normalised_value",
    "redact_text",
    "redaction_token",
    "salt_path",
]

TOKEN_HEX_DIGITS = 4


class RedactionMode(StrEnum):
    """How a span is replaced: a salted hash token or a bare kind mask."""

    HASH = "hash"
    MASK = "mask"


def normalised_value(kind: str, value: str) -> str:
    """The form of ``value`` that is hashed: equal for different spellings of one value.

    NFKC, case-folded, Eastern digits as ASCII; names keep single spaces between words,
    e-mail addresses are kept whole, every other kind keeps only letters and digits.
    """
    folded = ascii_digits(unicodedata.normalize("NFKC", value)).casefold()
    if kind == "person":
        return " ".join(folded.split())
    if kind == "email":
        return folded.strip()
    return "".join(c for c in folded if c.isalnum())


def _key(salt: bytes | str) -> bytes:
    return salt.encode("utf-8") if isinstance(salt, str) else salt


def redaction_token(
    kind: str, value: str, salt: bytes | str, mode: RedactionMode = RedactionMode.HASH
) -> str:
    """The token replacing ``value``: ``[KIND:xxxx]`` in hash mode, ``[KIND]`` in mask mode."""
    label = kind.upper()
    if mode is RedactionMode.MASK:
        return f"[{label}]"
    digest = hmac.new(_key(salt), normalised_value(kind, value).encode("utf-8"), hashlib.sha256)
    return f"[{label}:{digest.hexdigest()[:TOKEN_HEX_DIGITS]}]"


def merge_spans(spans: Iterable[tuple[int, int, str]], length: int) -> list[tuple[int, int, str]]:
    """Sorted, non-overlapping spans: overlapping ones merged (touching ones stay apart).

    A merged span takes the kind of its longest part (the first of equal length). Raises
    ``RedactionError`` for a span that is empty or leaves ``[0, length]``.
    """
    ordered = sorted(spans)
    for start, end, _kind in ordered:
        if not 0 <= start < end <= length:
            raise RedactionError(
                f"Redaction span {start}-{end} is empty or outside the text (length {length})."
            )
    merged: list[tuple[int, int, str]] = []
    longest: list[int] = []
    for start, end, kind in ordered:
        if merged and start < merged[-1][1]:
            last_start, last_end, last_kind = merged[-1]
            if end - start > longest[-1]:
                last_kind, longest[-1] = kind, end - start
            merged[-1] = (last_start, max(last_end, end), last_kind)
        else:
            merged.append((start, end, kind))
            longest.append(end - start)
    return merged


def redact_text(
    text: str,
    spans: Iterable[tuple[int, int, str]],
    mode: RedactionMode = RedactionMode.HASH,
    salt: bytes | str | None = None,
) -> str:
    """``text`` with each span ``(start, end, kind)`` replaced by its token.

    Spans may come in any order; overlapping spans are merged first (``merge_spans``). In hash
    mode ``salt`` defaults to the per-user salt (``default_salt``).
    """
    merged = merge_spans(spans, len(text))
    if mode is RedactionMode.HASH and salt is None:
        salt = default_salt()
    key = b"" if salt is None else salt
    parts: list[str] = []
    position = 0
    for start, end, kind in merged:
        parts.append(text[position:start])
        parts.append(redaction_token(kind, text[start:end], key, mode))
        position = end
    parts.append(text[position:])
    return "".join(parts)
