"""A private on-disk cache of langdetect's parsed language profiles, so start-up skips the parse.

langdetect builds its n-gram table (about 88,000 n-grams, one row of 55 probabilities each)
from 55 JSON profiles on first use, which was most of what a batch's fork server spent
preloading after its imports. Rebuilt from this cache, the same table takes about a tenth of
the time. ``load_factory()`` gives a factory of our own holding the rebuilt table
(langdetect's module-level factory is left alone): same language order, same row for every
n-gram, bit-identical probabilities, hence the same seeded answers as langdetect's parse.

The cache lives in the private cache folder (``inspector.private_cache.cache_folder``,
folder mode 0700, file mode 0600) and holds nothing but the public profile table.

File layout: ``MAGIC`` (10 bytes), the SHA-256 of the profiles it was built from (32 bytes),
the SHA-256 of the payload (32 bytes), then the payload: ``marshal`` of (language list, n-gram
list, bytes of non-zero counts per n-gram, bytes of language indexes, bytes of the non-zero
probabilities as native doubles). The profile hash covers the profile files' names in
directory order (that order is langdetect's language order) and contents, plus the byte order
and item sizes of this machine. A cache file is used only when it is a regular file of the
current user that nobody else may write and both hashes match; anything else is ignored and
rewritten. Failing to write is not an error: the cache is only an optimisation.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
from array import array
from itertools import accumulate
from math import copysign
from pathlib import Path
from typing import Any

from inspector.private_cache import cache_folder, read_payload, write_payload

MAGIC = b"LCI-LDP\x00\x00\x01"

Table = dict[str, list[float]]


def profiles_folder() -> Path:
    """The folder of langdetect's bundled JSON profiles."""
    from langdetect.detector_factory import PROFILES_DIRECTORY

    return Path(PROFILES_DIRECTORY)


def profiles_digest(folder: Path) -> bytes:
    """SHA-256 of the profile files (names in directory order, then contents) and platform.

    Raises:
        OSError: a profile cannot be read.
    """
    digest = hashlib.sha256(f"{sys.byteorder} d{array('d').itemsize}".encode())
    for name in os.listdir(folder):  # langdetect's own order: it numbers languages by it
        path = folder / name
        if name.startswith(".") or not path.is_file():
            continue
        digest.update(name.encode("utf-8", "surrogateescape") + b"\x00")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


def cache_path(digest: bytes) -> Path:
    """The cache file for the profiles whose ``profiles_digest`` is ``digest``."""
    return cache_folder() / f"langdetect-{digest.hex()[:16]}.profiles"


def encode_table(languages: list[str], table: Table) -> bytes:
    """The payload for ``table`` (n-gram -> one probability per language of ``languages``)."""
    words = list(table)
    counts = bytearray()
    indexes = bytearray()
    values = array("d")
    for word in words:
        row = table[word]
        # A signed zero is kept: only +0.0, the value of rows langdetect did not fill, is left out.
        hits = [
            (index, value) for index, value in enumerate(row) if value or copysign(1, value) < 0
        ]
        counts.append(len(hits))
        for index, value in hits:
            indexes.append(index)
            values.append(value)
    return marshal.dumps((languages, words, bytes(counts), bytes(indexes), values.tobytes()))


def decode_table(payload: bytes | memoryview) -> tuple[list[str], Table]:
    """The language list and n-gram table of ``payload`` (``encode_table``'s inverse).

    The table is a ``ProfileTable``: its rows are built on first use.

    Raises:
        ValueError: the payload is not a table (wrong types or sizes).
    """
    try:
        languages, words, counts, indexes, raw = marshal.loads(payload)
        values = array("d")
        values.frombytes(raw)
    except (EOFError, ValueError, TypeError) as exc:
        raise ValueError(f"not a profile table: {exc}") from exc
    if (
        not isinstance(languages, list)
        or not isinstance(words, list)
        or len(words) != len(counts)
        or sum(counts) != len(indexes)
        or len(indexes) != len(values)
        or (indexes and max(indexes) >= len(languages))
    ):
        raise ValueError("profile table sizes disagree")
    starts = array("I", accumulate(counts, initial=0))
    return list(languages), ProfileTable(words, starts, indexes, values, len(languages))


class ProfileTable(dict[str, Any]):
    """langdetect's n-gram table whose rows are built when first looked up.

    Building all 88,000 rows of 55 floats up front is slow and takes 40 MB, while a batch
    detects a handful of blocks (the function-word count decides the rest) and looks up a few
    thousand n-grams. The keys are all there from the start (``in`` is the plain dict test
    langdetect's ``Detector`` uses); ``table[word]``, ``get``, ``values`` and ``items`` give
    the row langdetect itself would have built (a list of one probability per language).
    """

    def __init__(
        self, words: list[str], starts: array[int], indexes: bytes, values: array[float], width: int
    ) -> None:
        # Until a row is built, a word's value is its position in ``words``.
        super().__init__(zip(words, range(len(words)), strict=True))
        self._starts = starts
        self._indexes = indexes
        self._values = values
        self._zeros = [0.0] * width

    def __getitem__(self, word: str) -> list[float]:
        found: list[float] | int = dict.__getitem__(self, word)
        if isinstance(found, list):
            return found
        row = self._zeros.copy()
        for at in range(self._starts[found], self._starts[found + 1]):
            row[self._indexes[at]] = self._values[at]
        dict.__setitem__(self, word, row)
        return row

    def get(self, word: str, default: Any = None) -> Any:
        """``table[word]``, or ``default`` for an n-gram of no profile."""
        return self[word] if word in self else default  # noqa: SIM401 (self.get would recurse)

    def values(self) -> Any:
        """Every row, built (langdetect never asks)."""
        return [self[word] for word in self]

    def items(self) -> Any:
        """Every (n-gram, row) pair, rows built (langdetect never asks)."""
        return [(word, self[word]) for word in self]


def read_table(digest: bytes) -> tuple[list[str], Table] | None:
    """The cached table for ``digest``, or None when there is none or it is unusable."""
    payload = read_payload(cache_path(digest), MAGIC, digest)
    if payload is None:
        return None
    try:
        return decode_table(payload)
    except ValueError:
        return None


def write_table(digest: bytes, languages: list[str], table: Table) -> bool:
    """Store the table for ``digest`` (file 0600 in a 0700 folder); False if it could not."""
    return write_payload(cache_path(digest), MAGIC, digest, encode_table(languages, table))


def load_factory() -> tuple[Any, bool]:
    """A langdetect ``DetectorFactory`` of our own, seeded, with the profile table loaded.

    The table comes from the cache (``True`` second) or, when there is no usable cache (or the
    profile folder cannot be hashed), from langdetect's own parse of its profiles, which is
    then written to the cache (``False``). langdetect's module-level factory
    (its ``_factory``) and its class attributes are never touched: the caller
    keeps this factory and creates its detectors from it.
    """
    from langdetect.detector_factory import PROFILES_DIRECTORY, DetectorFactory

    factory = DetectorFactory()
    factory.set_seed(0)  # seeded: a sample always gets the same answer
    try:
        digest = profiles_digest(profiles_folder())
    except OSError:
        factory.load_profile(PROFILES_DIRECTORY)
        return factory, False
    cached = read_table(digest)
    if cached is None:
        factory.load_profile(PROFILES_DIRECTORY)
        write_table(digest, list(factory.langlist), factory.word_lang_prob_map)
        return factory, False
    factory.langlist, factory.word_lang_prob_map = cached
    return factory, True
