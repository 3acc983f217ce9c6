"""The fork server's pattern cache: the same patterns as ``re`` compiles, or no cache at all."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from inspector.export import batch_patterns
from inspector.export.batch_patterns import (
    cache_path,
    entry_for,
    interpreter_digest,
    read_entries,
    rebuild,
    recording,
    same_pattern,
)

SAMPLES = [
    r"^(?P<number>\d+)\.\s+(?P<title>[A-Z][^\n]*)$",
    r"(?i)\b(?:article|art\.)\s+(\d+)",
    r"[\u0600-\u06FF]+|\p",  # not a valid pattern: re's error, cached or not
    r"(?:\w+\s*){1,3}?$",
]


def _fresh(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``pattern`` compiled by ``re``'s own compiler, bypassing every cache."""
    compiler = batch_patterns._internal("re._compiler")
    compiled: re.Pattern[str] = compiler.compile(pattern, flags)
    return compiled


def test_a_rebuilt_pattern_equals_the_compiled_one() -> None:
    for pattern in (SAMPLES[0], SAMPLES[1], SAMPLES[3]):
        for flags in (0, re.MULTILINE | re.IGNORECASE):
            rebuilt = rebuild(pattern, entry_for(pattern, flags))
            assert same_pattern(rebuilt, _fresh(pattern, flags))
            assert rebuilt.groupindex == _fresh(pattern, flags).groupindex
    # Another pattern's code gives another pattern: the comparison can fail.
    other = rebuild(SAMPLES[0], entry_for(SAMPLES[3], 0))
    assert not same_pattern(other, _fresh(SAMPLES[0]))


def _compile_samples() -> list[re.Pattern[str] | str]:
    found: list[re.Pattern[str] | str] = []
    for pattern in SAMPLES:
        re.purge()  # past re's own cache, to the compile step ``recording`` wraps
        try:
            found.append(re.compile(pattern, re.MULTILINE))
        except re.error as exc:
            found.append(f"error: {exc}")
    return found


def test_recording_writes_the_patterns_then_serves_the_same_ones() -> None:
    digest = interpreter_digest()
    assert read_entries(digest) == {}
    with recording() as counts:
        first = _compile_samples()
    assert counts == {"hits": 0, "recorded": 3}  # the invalid pattern is not recorded
    path = cache_path(digest)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert len(read_entries(digest)) == 3
    with recording() as counts:
        second = _compile_samples()
    assert counts == {"hits": 3, "recorded": 0}
    assert second[2] == first[2]
    assert str(second[2]).startswith("error: ")
    for one, other in zip(first, second, strict=True):
        if isinstance(one, re.Pattern):
            assert isinstance(other, re.Pattern)
            assert same_pattern(one, other)
            assert one.findall("1. Title\n2. Next") == other.findall("1. Title\n2. Next")
    # Outside the block, re compiles as it always does.
    assert batch_patterns._internal("re._compiler").compile.__module__ == "re._compiler"


def test_unused_entries_are_dropped_and_a_damaged_file_is_rebuilt() -> None:
    digest = interpreter_digest()
    with recording():
        _compile_samples()
    with recording() as counts:
        re.purge()
        re.compile(SAMPLES[1], re.MULTILINE)
    assert counts == {"hits": 1, "recorded": 0}
    assert [key[1] for key in read_entries(digest)] == [SAMPLES[1]]
    path = cache_path(digest)
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))
    assert read_entries(digest) == {}
    with recording() as counts:
        re.purge()
        re.compile(SAMPLES[1], re.MULTILINE)
    assert counts == {"hits": 0, "recorded": 1}
    assert len(read_entries(digest)) == 1


def test_the_compile_step_is_restored_when_the_block_fails() -> None:
    compiler = batch_patterns._internal("re._compiler")
    original = compiler.compile
    seen = []

    def preload() -> None:
        with recording():
            seen.append(compiler.compile)
            raise RuntimeError("preload failed")

    with pytest.raises(RuntimeError):
        preload()
    assert seen[0] is not original
    assert compiler.compile is original


def test_an_unwritable_cache_folder_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    with recording() as counts:
        found = _compile_samples()
    assert counts["recorded"] == 3
    assert isinstance(found[0], re.Pattern)


# A new interpreter importing the preload twice: the second takes every pattern from the cache,
# and each equals what re's compiler makes of it.
PRELOAD_PROBE = """
import re, sys
import inspector.export.batch_warmup as warmup
from inspector.export import batch_patterns as bp
entries = bp.read_entries(bp.interpreter_digest(), warmup.pattern_label(warmup.KINDS))
compiler = bp._internal("re._compiler")
unequal = [key for key, entry in entries.items()
           if not bp.same_pattern(bp.rebuild(key[1], entry), compiler.compile(key[1], key[2]))]
print(warmup.PATTERNS["hits"], warmup.PATTERNS["recorded"], len(entries), len(unequal))
"""


def test_the_preload_takes_its_patterns_from_the_cache() -> None:
    runs = [
        subprocess.run(
            [sys.executable, "-c", PRELOAD_PROBE],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ),
        ).stdout.split()
        for _ in range(2)
    ]
    (hits, recorded, entries, unequal), again = runs
    assert int(hits) == 0
    assert int(recorded) > 100
    assert int(entries) == int(recorded)
    assert unequal == "0"
    assert again == [recorded, "0", recorded, "0"]
