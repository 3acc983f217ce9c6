"""Errors the redaction layer reports to the user (all ``InspectorError`` subclasses)."""

from __future__ import annotations

from inspector.errors import InspectorError


class RedactionError(InspectorError):
    """A redaction could not be applied or its settings could not be read."""


class UnknownRuleError(RedactionError):
    """A rule or kind name given to select rules is not in the rule table."""


class SaltError(RedactionError):
    """The per-user salt file is unreadable or damaged."""
