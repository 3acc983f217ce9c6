"""A private on-disk cache of the parsed cl100k_base ranks, so start-up skips the parse.

Parsing the bundled rank file (100,256 base64 lines) is slower than loading the same
dictionary from ``marshal``; ``bench/results/startup.md`` times the encoding's build with and
without the cache. The cache lives in the user's cache folder
(``$XDG_CACHE_HOME/legal-chunk-inspector``, by default ``~/.cache/legal-chunk-inspector``),
folder mode 0700, file mode 0600, and holds nothing but the public rank table.

File layout: ``MAGIC`` (10 bytes), the SHA-256 of the rank file it was parsed from (32 bytes),
the SHA-256 of the payload (32 bytes), then the payload (``marshal`` of the ``bytes -> int``
dictionary). A cache file is used only when all of this holds: it is a regular file of the
current user that nobody else may write, its magic and rank-file hash match the rank file just
read and hash-checked by ``tokens``, its payload hash matches, and the payload is a dictionary
of the expected size. Anything else (corrupt, truncated, foreign, another rank file) is ignored
and rewritten. Failing to write (read-only home, full disk) is not an error: the cache is only
an optimisation, and the ranks were parsed anyway.
"""

from __future__ import annotations

import marshal
from pathlib import Path

from inspector.private_cache import cache_folder, read_payload, write_payload

MAGIC = b"LCI-RANK\x00\x01"


def cache_path(rank_sha256: str) -> Path:
    """The cache file for the rank file whose SHA-256 (hex) is ``rank_sha256``."""
    return cache_folder() / f"cl100k_base-{rank_sha256[:16]}.ranks"


def read_ranks(rank_sha256: str, expected_size: int) -> dict[bytes, int] | None:
    """The cached ranks of the rank file with SHA-256 ``rank_sha256``, or None if unusable.

    Args:
        rank_sha256: hex SHA-256 of the (already verified) rank file.
        expected_size: number of entries the rank table must have.
    """
    payload = read_payload(cache_path(rank_sha256), MAGIC, bytes.fromhex(rank_sha256))
    if payload is None:
        return None
    try:
        ranks = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return None
    if not isinstance(ranks, dict) or len(ranks) != expected_size:
        return None
    return ranks


def write_ranks(rank_sha256: str, ranks: dict[bytes, int]) -> bool:
    """Store ``ranks`` for the rank file with SHA-256 ``rank_sha256``; False if it could not.

    The file is written to a temporary name (mode 0600) in the cache folder (mode 0700) and
    renamed over the target, so a concurrent reader never sees half a file.
    """
    payload = marshal.dumps(ranks)
    return write_payload(cache_path(rank_sha256), MAGIC, bytes.fromhex(rank_sha256), payload)
