"""ZIP archives written byte by byte, so that they can lie: declared sizes, CRCs, padding.

``zipfile`` writes only honest archives; a hostile DOCX is not one. ``craft_zip`` writes each
member's local header, data and central-directory entry from ``Member`` values the test
chooses, and ``deflate_repeated`` makes a raw deflate stream of a block repeated many times
without ever holding the expanded bytes.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable
from dataclasses import dataclass

_MIB = 1 << 20


@dataclass(frozen=True, slots=True)
class Member:
    """One archive member as written: its name, stored bytes and what the directory claims.

    ``data`` is written as is (already deflated for ``method`` 8); ``declared_size`` and
    ``declared_compressed`` default to the truth (the compressed size is ``len(data)``).
    ``padding`` bytes follow the data inside the member's claimed compressed extent.
    """

    name: str
    data: bytes
    method: int = 8
    crc: int = 0
    size: int = 0
    declared_size: int | None = None
    declared_compressed: int | None = None
    padding: int = 0


def deflated(raw: bytes) -> bytes:
    """``raw`` as a raw deflate stream (what a ZIP member of method 8 holds)."""
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    return packer.compress(raw) + packer.flush()


def deflate_repeated(block: bytes, times: int, head: bytes = b"", tail: bytes = b"") -> Member:
    """A member body expanding to ``head + block * times + tail``, with its true CRC and size.

    The expanded bytes are never held: the block is fed to the compressor ``times`` times.
    """
    packer = zlib.compressobj(1, zlib.DEFLATED, -15)
    crc = zlib.crc32(head)
    out = [packer.compress(head)]
    per_chunk = max(1, _MIB // len(block))
    chunk = block * per_chunk
    whole, rest = divmod(times, per_chunk)
    for _ in range(whole):  # a MiB at a time: the compressor's speed, not Python's
        out.append(packer.compress(chunk))
        crc = zlib.crc32(chunk, crc)
    out.append(packer.compress(block * rest))
    crc = zlib.crc32(block * rest, crc)
    out.append(packer.compress(tail))
    crc = zlib.crc32(tail, crc)
    out.append(packer.flush())
    size = len(head) + len(block) * times + len(tail)
    return Member("", b"".join(out), 8, crc, size)


def honest(name: str, raw: bytes) -> Member:
    """A truthful deflated member."""
    return Member(name, deflated(raw), 8, zlib.crc32(raw), len(raw))


def craft_zip(members: Iterable[Member]) -> bytes:
    """The bytes of a ZIP archive of ``members`` (no ZIP64: every size below 4 GiB)."""
    body = bytearray()
    directory = bytearray()
    count = 0
    for member in members:
        name = member.name.encode("utf-8")
        size = member.size if member.declared_size is None else member.declared_size
        stored = len(member.data) + member.padding
        compressed = stored if member.declared_compressed is None else member.declared_compressed
        offset = len(body)
        fields = (20, 0, member.method, 0, 0x21, member.crc, compressed, size, len(name), 0)
        body += struct.pack("<IHHHHHIIIHH", 0x04034B50, *fields) + name
        body += member.data + b"\0" * member.padding
        directory += struct.pack(
            "<IHHHHHHIIIHHHHHII",
            0x02014B50, 20, 20, 0, member.method, 0, 0x21, member.crc, compressed, size,
            len(name), 0, 0, 0, 0, 0, offset,
        ) + name  # fmt: skip
        count += 1
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, len(directory), len(body), 0)
    return bytes(body + directory + end)


def with_name(
    member: Member,
    name: str,
    *,
    padding: int = 0,
    declared_size: int | None = None,
    declared_compressed: int | None = None,
) -> Member:
    """``member`` under ``name``, padded, with what the directory declares changed."""
    from dataclasses import replace

    return replace(
        member,
        name=name,
        padding=padding,
        declared_size=declared_size,
        declared_compressed=declared_compressed,
    )
