"""Private cache files of public tables: read back only when intact, written atomically.

The langdetect profile cache (``inspector.langdetect_cache``) uses this format and these
rules. A cache file is
``magic``, the SHA-256 of the source it was built from (32 bytes), the SHA-256 of the payload
(32 bytes), then the payload. It lives in ``$XDG_CACHE_HOME/legal-chunk-inspector`` (by
default ``~/.cache/legal-chunk-inspector``, folder mode 0700, file mode 0600). A file is read
back only when it is a regular file of the current user that nobody else may write and its
magic and both hashes match; anything else is ignored (and rewritten by the caller). Failing to
write (read-only home, full disk) is not an error: a cache is only an optimisation.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import tempfile
from pathlib import Path

APP_FOLDER = "legal-chunk-inspector"
_HASHES = 32 + 32


def cache_folder() -> Path:
    """``$XDG_CACHE_HOME/legal-chunk-inspector``, or ``~/.cache/legal-chunk-inspector``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / APP_FOLDER


def read_payload(path: Path, magic: bytes, source_digest: bytes) -> memoryview | None:
    """The payload of the cache file ``path`` built from ``source_digest``, or None if unusable.

    Unusable: missing, not a private regular file of this user, or a magic, source hash or
    payload hash that does not match.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        if not _private_regular_file(os.fstat(fd)):
            return None
        with os.fdopen(fd, "rb") as handle:
            fd = -1  # now owned by ``handle``
            data = handle.read()
    except OSError:
        return None
    finally:
        if fd >= 0:
            os.close(fd)
    header = len(magic) + _HASHES
    if len(data) <= header or not data.startswith(magic):
        return None
    if data[len(magic) : len(magic) + 32] != source_digest:
        return None
    payload = memoryview(data)[header:]
    if hashlib.sha256(payload).digest() != data[len(magic) + 32 : header]:
        return None
    return payload


def write_payload(path: Path, magic: bytes, source_digest: bytes, payload: bytes) -> bool:
    """Store ``payload`` built from ``source_digest`` at ``path``; False if it could not.

    The file is written under a temporary name (mode 0600) in the cache folder (mode 0700) and
    renamed over ``path``, so a concurrent reader never sees half a file.
    """
    blob = magic + source_digest + hashlib.sha256(payload).digest() + payload
    folder = path.parent
    temporary = ""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(prefix=".cache-", dir=folder)  # mode 0600
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
        os.replace(temporary, path)
    except OSError:
        if temporary:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        return False
    return True


def _private_regular_file(info: os.stat_result) -> bool:
    """A regular file owned by the current user that neither group nor others may write."""
    if not stat.S_ISREG(info.st_mode):
        return False
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return False
    return not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
