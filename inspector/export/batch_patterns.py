"""A private cache of the regular expressions the batch fork server compiles as it preloads.

The preload (``batch_warmup``) compiles about 275 patterns: the loaders', the detectors' and
the chunking rules'. Python compiles a pattern in two pure-Python passes (parse, then code
generation) before handing the code to ``_sre.compile``: about 65 ms of the preload's 0.4 s of
CPU, serial time every cold batch waits for before its first worker starts. This cache keeps,
per pattern and flags, what those passes produced (final flags, code, group count, group
names) and rebuilds the pattern from it with ``_sre.compile`` (which validates the code).

``recording()`` wraps ``re``'s compile step while the preload runs: a pattern found in the
cache is rebuilt from it, any other is compiled as usual and recorded, but only once the
rebuilt pattern was checked equal to the one ``re`` compiled (same pattern, flags and code,
same groups). ``re`` keeps what it gets in its own cache as always, so the modules and rules
hold the same patterns either way. When the preload recorded something or left entries
unused, the file is rewritten with exactly the entries this preload used.

The file is keyed by the interpreter (``sys.version``, ``_sre.MAGIC``, code size, largest code
point): another Python ignores it and builds its own. It lives next to the other caches
(``inspector.private_cache``: folder 0700, file 0600, magic and both hashes checked) and holds
nothing but compiled public patterns. Anything unexpected (an interpreter whose ``re``
internals differ, an unreadable or unwritable file) leaves ``re`` compiling as usual.
"""

from __future__ import annotations

import hashlib
import importlib
import marshal
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from inspector.private_cache import cache_folder, read_payload, write_payload

MAGIC = b"LCI-RE\x00\x00\x00\x01"

Key = tuple[bool, str | bytes, int]
"""A pattern's cache key: whether it is bytes, its source, the flags it was compiled with."""
Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
"""What ``_sre.compile`` takes after the pattern: flags, code, groups - 1, names, index."""


def _internal(name: str) -> ModuleType:
    """One of ``re``'s internal modules (``_sre``, ``re._parser``, ``re._compiler``).

    Raises:
        ImportError: this interpreter has no such module.
    """
    return importlib.import_module(name)


def interpreter_digest() -> bytes:
    """SHA-256 of what the compiled code depends on: this interpreter and its ``_sre``."""
    sre = _internal("_sre")
    key = f"{sys.version}|{sre.MAGIC}|{sre.CODESIZE}|{sys.maxunicode}"
    return hashlib.sha256(key.encode()).digest()


def cache_path(digest: bytes, label: str = "") -> Path:
    """The cache file for the interpreter whose ``interpreter_digest`` is ``digest``.

    ``label`` names one preload among several (the loaders it holds): each keeps its own file,
    so a preload of fewer modules does not drop another's entries as unused.
    """
    suffix = f"-{label}" if label else ""
    return cache_folder() / f"patterns-{digest.hex()[:16]}{suffix}.re"


def read_entries(digest: bytes, label: str = "") -> dict[Key, Entry]:
    """The cached entries for ``digest`` (and ``label``); empty when there is no usable file."""
    payload = read_payload(cache_path(digest, label), MAGIC, digest)
    if payload is None:
        return {}
    try:
        entries = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return {}
    return entries if isinstance(entries, dict) else {}


def write_entries(digest: bytes, entries: dict[Key, Entry], label: str = "") -> bool:
    """Store ``entries`` for ``digest`` and ``label`` (file 0600, folder 0700); False if not."""
    try:
        payload = marshal.dumps(entries)
    except ValueError:  # not plain data (an entry_for of another interpreter): keep none
        return False
    return write_payload(cache_path(digest, label), MAGIC, digest, payload)


def entry_for(pattern: str | bytes, flags: int) -> Entry:
    """The code ``re`` would hand ``_sre.compile`` for ``pattern`` (its own two passes)."""
    parsed = _internal("re._parser").parse(pattern, flags)
    code = _internal("re._compiler")._code(parsed, flags)
    names = dict(parsed.state.groupdict)
    index: list[str | None] = [None] * parsed.state.groups
    for name, number in names.items():
        index[number] = name
    # Plain ints: the opcodes are int subclasses, which marshal refuses.
    return (
        int(flags | parsed.state.flags),
        [int(word) for word in code],
        int(parsed.state.groups - 1),
        {str(name): int(number) for name, number in names.items()},
        tuple(index),
    )


def rebuild(pattern: str | bytes, entry: Entry) -> re.Pattern[Any]:
    """The compiled pattern ``entry`` describes (``_sre.compile`` checks the code)."""
    flags, code, groups, names, index = entry
    sre = _internal("_sre")
    compiled: re.Pattern[Any] = sre.compile(pattern, flags, code, groups, names, index)
    return compiled


def same_pattern(one: re.Pattern[Any], other: re.Pattern[Any]) -> bool:
    """Equal patterns: source, flags and code (``==``), and the same groups."""
    return one == other and one.groups == other.groups and one.groupindex == other.groupindex


@contextmanager
def recording(label: str = "") -> Iterator[dict[str, int]]:
    """Serve ``re``'s compilations from the cache for the ``with`` block; record the others.

    ``label``: which cache file (``cache_path``), one per kind of preload.

    Yields counts (``hits``, ``recorded``) filled in as the block runs. The file is rewritten
    after the block when it recorded a pattern or left a cached one unused.
    """
    counts = {"hits": 0, "recorded": 0}
    try:
        compiler = _internal("re._compiler")
        original: Callable[..., re.Pattern[Any]] = compiler.compile
        digest = interpreter_digest()
    except (ImportError, AttributeError):  # an interpreter without these internals
        yield counts
        return
    cached = read_entries(digest, label)
    used: dict[Key, Entry] = {}

    def compile_pattern(pattern: Any, flags: int = 0) -> re.Pattern[Any]:
        if not isinstance(pattern, str | bytes) or flags & re.DEBUG:
            return original(pattern, flags)
        key: Key = (isinstance(pattern, bytes), pattern, int(flags))
        entry = cached.get(key)
        if entry is not None:
            try:
                compiled = rebuild(pattern, entry)
            except (TypeError, ValueError, RuntimeError):
                pass  # not code this interpreter accepts: compile it below
            else:
                used[key] = entry
                counts["hits"] += 1
                return compiled
        compiled = original(pattern, flags)
        try:
            entry = entry_for(pattern, flags)
            if same_pattern(rebuild(pattern, entry), compiled):
                used[key] = entry
                counts["recorded"] += 1
        except Exception:  # internals unlike 3.11's: this pattern is just not cached
            pass
        return compiled

    setattr(compiler, "compile", compile_pattern)  # noqa: B010 (a module: no typed attribute)
    try:
        yield counts
    finally:
        setattr(compiler, "compile", original)  # noqa: B010
    if counts["recorded"] or len(used) != len(cached):
        write_entries(digest, used, label)
