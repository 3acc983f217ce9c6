"""Replace personal data with tokens: ``[EMAIL:3f2a]`` (hash mode) or ``[EMAIL]`` (mask mode).

Hash tokens are the first 4 hex digits of HMAC-SHA256(salt, normalised value): stable for one
salt, different across salts, the same for "06 12 34 56 78" and "0612345678". Four hex
digits are a join key for a reviewer, not an identifier: collisions are expected across many
values and the value cannot be read back.

Spans are half-open ``[start, end)`` offsets into the given text. A redaction reports what it
replaced (``Replacement``: the range before and the range after), so that offsets into the text
before it are carried into the text after it (``Redacted.span``), never searched for.
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from inspector.redaction.checksums import ascii_digits
from inspector.redaction.errors import RedactionError
from inspector.redaction.salt import default_salt, salt_path

__all__ = [
    "Redacted",
    "RedactionMode",
    "Replacement",
    "default_salt",
    "map_span",
    "merge_spans",
    "normalised_value",
    "redact_spans",
    "redact_text",
    "redaction_token",
    "replace_spans",
    "salt_path",
]

TOKEN_HEX_DIGITS = 4


class RedactionMode(StrEnum):
    """How a span is replaced: a salted hash token or a bare kind mask."""

    HASH = "hash"
    MASK = "mask"


@dataclass(frozen=True, slots=True)
class Replacement:
    """One replaced range: ``[start, end)`` of the text before, ``[new_start, new_end)`` after."""

    start: int
    end: int
    new_start: int
    new_end: int


def replace_spans(
    text: str, spans: Sequence[tuple[int, int, str]]
) -> tuple[str, tuple[Replacement, ...]]:
    """``text`` with each ``(start, end, new)`` replaced by ``new``, and where each went.

    ``spans`` are sorted and do not overlap (offsets into ``text``).
    """
    parts: list[str] = []
    done: list[Replacement] = []
    position = length = 0
    for start, end, new in spans:
        parts.append(text[position:start])
        length += start - position
        parts.append(new)
        done.append(Replacement(start, end, length, length + len(new)))
        length += len(new)
        position = end
    parts.append(text[position:])
    return "".join(parts), tuple(done)


def map_span(start: int, end: int, replacements: Sequence[Replacement]) -> tuple[int, int] | None:
    """``[start, end)`` of the text before ``replacements``, in the text after them.

    None when the span overlaps a replaced range (shares a character with it, or a replacement
    of nothing falls strictly inside it): its text is not in the text after, whole. A span that
    only touches a replaced range keeps its text. ``replacements`` are sorted, not overlapping.
    """
    shift = 0
    for replaced in replacements:
        if replaced.start < end and start < replaced.end:
            return None
        if replaced.end > start:
            break
        shift += (replaced.new_end - replaced.new_start) - (replaced.end - replaced.start)
    return start + shift, end + shift


@dataclass(frozen=True, slots=True)
class Redacted:
    """A redacted text and what each step of its redaction replaced, in order.

    Each step's replacements are sorted and do not overlap; their ``start``/``end`` are offsets
    into that step's input, ``new_start``/``new_end`` into its output (the next step's input).
    """

    text: str
    steps: tuple[tuple[Replacement, ...], ...] = ()

    def then(self, text: str, replacements: tuple[Replacement, ...]) -> Redacted:
        """This redaction followed by one more step that turned ``self.text`` into ``text``."""
        return Redacted(text, (*self.steps, replacements) if replacements else self.steps)

    def span(self, start: int, end: int) -> tuple[int, int] | None:
        """``[start, end)`` of the text before every step, in ``text``.

        None when some step replaced part of it (``map_span``); otherwise ``text`` holds the
        original's slice there, unchanged.
        """
        mapped: tuple[int, int] | None = (start, end)
        for replacements in self.steps:
            if mapped is None:
                break
            mapped = map_span(*mapped, replacements)
        return mapped


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


def redact_spans(
    text: str,
    spans: Iterable[tuple[int, int, str]],
    mode: RedactionMode = RedactionMode.HASH,
    salt: bytes | str | None = None,
) -> tuple[str, tuple[Replacement, ...]]:
    """``text`` with each span ``(start, end, kind)`` replaced by its token, and the replacements.

    Spans may come in any order; overlapping spans are merged first (``merge_spans``). In hash
    mode ``salt`` defaults to the per-user salt (``default_salt``).
    """
    merged = merge_spans(spans, len(text))
    if mode is RedactionMode.HASH and salt is None:
        salt = default_salt()
    key = b"" if salt is None else salt
    tokens = [(s, e, redaction_token(kind, text[s:e], key, mode)) for s, e, kind in merged]
    return replace_spans(text, tokens)


def redact_text(
    text: str,
    spans: Iterable[tuple[int, int, str]],
    mode: RedactionMode = RedactionMode.HASH,
    salt: bytes | str | None = None,
) -> str:
    """``text`` with each span ``(start, end, kind)`` replaced by its token (``redact_spans``)."""
    return redact_spans(text, spans, mode, salt)[0]
