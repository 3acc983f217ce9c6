"""Atomic file replacement: write a private temporary file next to the target, then rename.

A reader (or a process killed half-way) sees the old file or the new one, never a mix: the
temporary file lives in the target's folder (``os.replace`` is atomic only within one file
system), is fsynced before the rename, and the folder is fsynced after it so the rename
survives a power cut. Files are created with mode 0600 whatever the umask (exports hold
client documents).

What may be replaced (``check_output``, the one check every writer runs): a path that does
not exist yet, or a regular file, never a folder, symbolic link, FIFO, device or socket, and
never one of the command's input documents. Whether an existing regular file is an export of
this tool is checked by each format on its content (``jsonl.check_jsonl_export``, the SQLite
store's schema check). Every failure to write is an ``ExportError``: one line for the user.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

from inspector.export.errors import ExportError

FILE_MODE = 0o600


def check_output(path: Path, inputs: Iterable[Path | str] = ()) -> None:
    """Refuse ``path`` as an output unless it is absent or a regular file, and not an input.

    A symbolic link is refused, not followed (the rename would replace the link, not what it
    points at, and a planted link must not steer a write); the inputs are compared by device
    and inode, so another name of an input (a hard link, ``./x`` for ``x``) is refused too.

    Raises:
        ExportError: ``path`` is a folder, link, FIFO, device or socket, or an input.
    """
    path = Path(path)
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise ExportError(f"Cannot write {_shown(path)}: {exc.strerror or exc}.") from exc
    if not stat.S_ISREG(found.st_mode):
        raise ExportError(
            f"Cannot write {_shown(path)}: it is {_kind_of(found.st_mode)}; "
            "name a new file or an earlier export."
        )
    for source in inputs:
        try:
            other = os.stat(source)
        except OSError:
            continue
        if (other.st_dev, other.st_ino) == (found.st_dev, found.st_ino):
            raise ExportError(f"Cannot write {_shown(path)}: it is one of the input documents.")


def _kind_of(mode: int) -> str:
    from inspector.document.load import file_kind

    return file_kind(mode)


def _shown(path: Path) -> str:
    from inspector.document.load import display_name

    return display_name(path)


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
    """Make ``temporary`` (closed, complete) become ``path`` atomically and durably.

    Raises:
        ExportError: ``path`` cannot be replaced (a folder, no permission, a full disk).
    """
    try:
        with open(temporary, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except OSError as exc:
        raise ExportError(f"Cannot write {_shown(path)}: {exc.strerror or exc}.") from exc
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
    by the kernel if the process dies) on a 0600 file opened without following a link (a
    planted symbolic link is refused, not written through). The holder removes the lock file
    before releasing it, so no empty file stays beside the export; a writer that locked a
    file by then removed sees that the name no longer leads to the file it holds and starts
    over with a new one. Platforms without ``fcntl`` go unlocked.

    Raises:
        ExportError: another export of ``path`` is running, the lock file cannot be made, or
            ``path`` is not something an export may replace (``check_output``).
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: no advisory locks
        check_output(path)
        yield
        return
    lock_path = folder_of(path) / f".{path.name}.lock"
    descriptor = _locked(lock_path, path, fcntl)
    try:
        check_output(path)  # again under the lock: the path may have changed since
        _sweep(path)
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock_path)  # while still locked: see the docstring
        os.close(descriptor)  # closing releases the lock


def _locked(lock_path: Path, path: Path, fcntl: Any) -> int:
    """A descriptor of ``lock_path`` holding its exclusive lock (``exclusive``)."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_NONBLOCK", 0)  # a planted FIFO must not block the open
    for _ in range(100):
        try:
            descriptor = os.open(lock_path, flags, FILE_MODE)
        except OSError as exc:
            reason = exc.strerror or exc
            if exc.errno == errno.ELOOP:
                reason = f"{lock_path.name} is a symbolic link"
            raise ExportError(f"Cannot write next to {_shown(path)}: {reason}.") from exc
        try:
            held = os.fstat(descriptor)
            if not stat.S_ISREG(held.st_mode):
                raise ExportError(
                    f"Cannot write next to {_shown(path)}: {lock_path.name} is "
                    f"{_kind_of(held.st_mode)}."
                )
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError as exc:
                raise ExportError(
                    f"{_shown(Path(path.name))} is being written by another export; try "
                    "again when it is done."
                ) from exc
            try:
                named = os.lstat(lock_path)
            except FileNotFoundError:
                named = None
            if named is not None and (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino):
                return descriptor
        except BaseException:
            os.close(descriptor)
            raise
        os.close(descriptor)  # the file was removed by the holder before us: start over
    raise ExportError(f"Cannot lock {_shown(path)}: its lock file keeps changing.")


def _sweep(path: Path) -> None:
    """Remove working copies that killed exports of ``path`` left behind (lock held).

    They hold client text; with the lock held no live export of ``path`` owns one.
    """
    for suffix in (".tmp", ".sqlite-tmp"):
        for stale in folder_of(path).glob(f".{path.name}.*{suffix}"):
            stale.unlink(missing_ok=True)


def write_text_atomically(path: Path, write: Callable[[TextIO], None]) -> None:
    """Replace ``path`` by what ``write`` writes (UTF-8, LF line ends), atomically.

    Raises:
        ExportError: the file cannot be written (no permission, a full disk...).
    """
    try:
        with (
            replacing(path) as temporary,
            open(temporary, "w", encoding="utf-8", newline="\n") as out,
        ):
            write(out)
    except OSError as exc:
        raise ExportError(f"Cannot write {_shown(path)}: {exc.strerror or exc}.") from exc
