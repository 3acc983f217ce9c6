"""Atomic file replacement: write a private temporary file next to the target, then rename.

A reader (or a process killed half-way) sees the old file or the new one, never a mix: the
temporary file lives in the target's folder (``os.replace`` is atomic only within one file
system), is fsynced before the rename, and the folder is fsynced after it so the rename
survives a power cut. Files are created with mode 0600 whatever the umask (exports hold
client documents).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from inspector.export.errors import ExportError

FILE_MODE = 0o600


def folder_of(path: Path) -> Path:
    """The folder ``path`` lives in (``.`` for a bare file name)."""
    return path.parent if str(path.parent) else Path(".")


def private_temp(path: Path, suffix: str = ".tmp") -> Path:
    """A new empty file, mode 0600, in ``path``'s folder, named after ``path``."""
    try:
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=suffix, dir=folder_of(path))
    except OSError as exc:
        raise ExportError(f"Cannot write next to {path}: {exc.strerror or exc}.") from exc
    os.close(handle)
    os.chmod(name, FILE_MODE)
    return Path(name)


def publish(temporary: Path, path: Path) -> None:
    """Make ``temporary`` (closed, complete) become ``path`` atomically and durably."""
    with open(temporary, "rb") as handle:
        os.fsync(handle.fileno())
    os.replace(temporary, path)
    _fsync_folder(folder_of(path))


def _fsync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # a folder that cannot be opened (some platforms): the rename still holds
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


@contextmanager
def replacing(path: Path, suffix: str = ".tmp") -> Iterator[Path]:
    """Yield a private temporary path; on success it replaces ``path``, on error it is removed."""
    temporary = private_temp(path, suffix)
    try:
        yield temporary
        publish(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold the export lock of ``path`` (a hidden ``.NAME.lock`` next to it) while writing.

    Every export copies or reads the target, changes it and renames the result over it; two
    at once would silently drop one's documents. The lock is an advisory ``flock`` (released
    by the kernel if the process dies). The lock file (empty, 0600) is removed while the lock
    is still held, so no empty file is left beside the export; a writer that opened it just
    before and locks it after finds it is no longer the file at that path, and refuses as if
    the export were still running (else it and a third writer, on a new lock file, would both
    write). Platforms without ``fcntl`` go unlocked.

    Raises:
        ExportError: another export of ``path`` is running.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: no advisory locks
        yield
        return
    lock_path = folder_of(path) / f".{path.name}.lock"
    try:
        descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT, FILE_MODE)
    except OSError as exc:
        raise ExportError(f"Cannot write next to {path}: {exc.strerror or exc}.") from exc
    held = False
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            held = _is_file_at(descriptor, lock_path)
        except BlockingIOError:
            pass
        if not held:
            raise ExportError(
                f"{path.name} is being written by another export; try again when it is done."
            )
        _sweep(path)
        yield
    finally:
        if held:
            lock_path.unlink(missing_ok=True)
        os.close(descriptor)  # closing releases the lock


def _is_file_at(descriptor: int, path: Path) -> bool:
    """Whether the open ``descriptor`` is the file ``path`` names now (not one removed since)."""
    try:
        return os.path.samestat(os.fstat(descriptor), os.stat(path, follow_symlinks=False))
    except FileNotFoundError:
        return False


def _sweep(path: Path) -> None:
    """Remove working copies that killed exports of ``path`` left behind (lock held).

    They hold client text; with the lock held no live export of ``path`` owns one.
    """
    for suffix in (".tmp", ".sqlite-tmp"):
        for stale in folder_of(path).glob(f".{path.name}.*{suffix}"):
            stale.unlink(missing_ok=True)


def write_text_atomically(path: Path, write: Callable[[TextIO], None]) -> None:
    """Replace ``path`` by what ``write`` writes (UTF-8, LF line ends), atomically."""
    with replacing(path) as temporary, open(temporary, "w", encoding="utf-8", newline="\n") as out:
        write(out)
