"""The project's exception hierarchy: every error a user can see derives from InspectorError."""

from __future__ import annotations


class InspectorError(Exception):
    """Base of every error the application reports to the user."""


class LoadError(InspectorError):
    """A document could not be opened; the message says why in words a reviewer understands."""


class PasswordRequired(LoadError):  # noqa: N818 - reads as a state, like Cancelled
    """The PDF is encrypted and no (or a wrong) password was given."""


class Cancelled(InspectorError):  # noqa: N818 - it names an outcome, not a failure
    """Long work stopped because the user asked it to."""


class DamagedFileError(LoadError):
    """The file is corrupt or truncated beyond repair."""


class UnsupportedFileError(LoadError):
    """The file is not of a kind we read, or its content does not match its name."""


class EmptyDocumentError(LoadError):
    """The file is valid but holds no pages or no text at all."""


class TooLargeError(LoadError):
    """The file would expand beyond a sane size (for example a DOCX zip bomb)."""
