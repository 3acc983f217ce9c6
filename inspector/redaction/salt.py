"""The per-user redaction salt: 32 random bytes kept in a private file.

Hash-mode tokens are HMACs keyed with this salt, so the same value gives the same token in
every export of one user (joins across documents still work) while another user's tokens
differ and a token cannot be reversed by hashing guessed values without the salt.

Location: ``$INSPECTOR_DATA_DIR/redaction-salt`` if that variable is set, otherwise
``$XDG_DATA_HOME/legal-chunk-inspector/redaction-salt`` (``~/.local/share/...`` by default).
The folder is created 0700 and the file 0600; the file holds 64 hex digits and a newline.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from inspector.redaction.errors import SaltError

SALT_FILE_NAME = "redaction-salt"
SALT_BYTES = 32


def salt_path() -> Path:
    """Where the per-user salt lives (see the module doc); nothing is created."""
    data_dir = os.environ.get("INSPECTOR_DATA_DIR")
    if data_dir:
        return Path(data_dir) / SALT_FILE_NAME
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "legal-chunk-inspector" / SALT_FILE_NAME


def default_salt(path: Path | None = None) -> bytes:
    """The salt stored at ``path`` (default ``salt_path()``), created on first use.

    Creation is exclusive (``O_EXCL``), so two processes starting together agree on one salt.
    Raises ``SaltError`` if the file exists but does not hold 64 hex digits.
    """
    target = salt_path() if path is None else path
    try:
        return _read(target)
    except FileNotFoundError:
        pass
    try:
        target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _read(target)
    except OSError as error:
        raise SaltError(f"Cannot create the redaction salt {target}: {error.strerror}.") from error
    salt = secrets.token_bytes(SALT_BYTES)
    with os.fdopen(descriptor, "w", encoding="ascii") as handle:
        handle.write(salt.hex() + "\n")
    return salt


def _read(path: Path) -> bytes:
    try:
        content = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError) as error:
        raise SaltError(f"Cannot read the redaction salt {path}: {error}.") from error
    if len(content) != 2 * SALT_BYTES:
        raise SaltError(
            f"The redaction salt {path} is damaged (expected {2 * SALT_BYTES} hex digits); "
            "delete it to make a new one (tokens in new exports will then differ)."
        )
    try:
        return bytes.fromhex(content)
    except ValueError as error:
        raise SaltError(f"The redaction salt {path} is damaged (not hex).") from error
