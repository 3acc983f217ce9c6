"""Errors the export layer reports to the user (all ``InspectorError`` subclasses)."""

from __future__ import annotations

from inspector.errors import InspectorError


class ExportError(InspectorError):
    """An export could not be written or read; the message says which file and why."""


class UnredactedDataError(ExportError):
    """An approved chunk holds detected personal data that is not redacted.

    Attributes:
        findings: one ``(docId, chunkIndex, kind)`` per unredacted match.
    """

    def __init__(self, message: str, findings: tuple[tuple[str, int, str], ...]) -> None:
        super().__init__(message)
        self.findings = findings


class FixtureError(ExportError):
    """A fixture file is unreadable or its document cannot be found."""
