"""The review store: one SQLite file per reviewed document, one transaction per edit.

Where: ``review_dir()`` is ``$INSPECTOR_DATA_DIR/reviews`` when that variable is set, else
``$XDG_DATA_HOME/legal-chunk-inspector/reviews`` (``~/.local/share/...`` by default); the
folder is created 0700 and every store file 0600 (SQLite gives its ``-wal`` and ``-shm``
files the same mode). A store is named ``<fingerprint>-<path key>.sqlite``: the SHA-256 of the
document's bytes (first 32 hex digits) and a key of its absolute path (``path_key``), so the
store of a file that changed since the review is still found by its path (and then opened
read-only, see ``session.open_session``), and the store of a moved file by its fingerprint.

Durability: write-ahead log with ``synchronous=FULL``, so a committed edit survives a kill or
a power cut (``NORMAL`` may lose the last commits on power loss); each edit is one
``BEGIN IMMEDIATE ... COMMIT`` transaction, and an edit row is written only if the last row
is the one this writer saw (``StoreConflict`` otherwise: two windows on one review).

Tables (schema version ``SCHEMA_VERSION``):

- ``meta(key, value)``: ``schema_version``, ``fingerprint``, ``path``, ``path_key``,
  ``config_hash``, ``prep_version``, ``created`` (ISO-8601 UTC), ``document_type``,
  ``type_cue``, ``language``, ``title`` of the chunk set the review started from.
- ``base(id = 1, state)``: the initial ``ReviewState`` as JSON (``chunk_json.state_to_json``).
- ``document(id = 1, text)``: the reviewed ``Document.text``, UTF-8, zlib-compressed: every
  offset in the review refers to it, so a review of a file that has since changed can still
  be shown and re-anchored by content.
- ``edits``: the audit trail, one row per applied edit, undo or redo, in order:
  ``seq`` (1, 2, ...), ``at``, ``reviewer``, ``action`` (``move_boundary``, ..., ``undo``,
  ``redo``), ``description``, ``splice`` (the splice's JSON, UTF-8, zlib-compressed: a BLOB),
  ``inverse`` (empty since schema 2: the inverse is derived from the splice), ``undo_of`` /
  ``redo_of`` (the seq of the original edit an undo or redo row reverts or re-applies, else
  NULL), ``before`` / ``after`` (readable summaries), ``config_before`` / ``config_after`` (the
  configuration hash change of a rebase, else NULL).
- ``snapshot(seq, state)``: at most one row, the state after row ``seq`` (JSON as ``base``,
  zlib-compressed), rewritten every ``SNAPSHOT_EVERY`` rows, so that reopening replays at most
  that many rows rather than all of them.

The review's state is ``base`` with the ``splice`` of every row applied in ``seq`` order
(undo rows carry the inverse of what they undo), so replay needs no undo logic at all; the
snapshot, when there is one, is that state after its row. Size: a row is some hundreds of
bytes (a boundary edit's splice compresses about fourfold), not the ~3-15 kB of JSON text of
schema 1 (``bench/results/review_store.md``).

Schema 1 (splices as JSON text, their inverses too, no snapshot) is migrated on opening, in
one transaction (every row kept, its splice compressed, its inverse dropped; then ``VACUUM``
gives the space back).
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import sqlite3
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspector.errors import InspectorError
from inspector.review.chunk_json import StoreFormatError, state_from_json, state_to_json
from inspector.review.model import ReviewState

SCHEMA_VERSION = 2
SNAPSHOT_EVERY = 200
"""Rows between two snapshots of the state (module docstring); reopening replays fewer."""
STORE_SUFFIX = ".sqlite"
_FINGERPRINT_DIGITS = 32

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS base (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS document (id INTEGER PRIMARY KEY CHECK (id = 1), text BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS edits (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    reviewer TEXT NOT NULL,
    action TEXT NOT NULL,
    description TEXT NOT NULL,
    splice TEXT NOT NULL,
    inverse TEXT NOT NULL,
    undo_of INTEGER REFERENCES edits(seq),
    redo_of INTEGER REFERENCES edits(seq),
    before TEXT NOT NULL,
    after TEXT NOT NULL,
    config_before TEXT,
    config_after TEXT
);
CREATE TABLE IF NOT EXISTS snapshot (seq INTEGER PRIMARY KEY, state BLOB NOT NULL);
"""


class ReviewStoreError(InspectorError):
    """The review store cannot be opened, read or written (the message says which file)."""


class UnfinishedStore(ReviewStoreError):  # noqa: N818 - names the situation
    """A store whose creation was interrupted (see ``is_unfinished``): it holds no edit."""


class NewerStore(ReviewStoreError):  # noqa: N818 - names the situation
    """A store written by a newer version of the inspector (a schema this one cannot read)."""


class StoreConflict(ReviewStoreError):  # noqa: N818 - names the situation
    """Another writer added edits to this review since this session read it."""


def review_dir() -> Path:
    """The folder of review stores (module docstring), created 0700 if missing."""
    data_dir = os.environ.get("INSPECTOR_DATA_DIR")
    if data_dir:
        folder = Path(data_dir) / "reviews"
    else:
        xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        folder = Path(xdg) / "legal-chunk-inspector" / "reviews"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if folder.stat().st_mode & 0o077:
            folder.chmod(0o700)  # made before with a wider mode: reviews hold document text
    except OSError as error:
        raise ReviewStoreError(f"Cannot create the review folder {folder}: {error}.") from error
    return folder


def path_key(path: Path | str) -> str:
    """A stable key of a file's absolute path (16 hex digits of its SHA-256)."""
    absolute = str(Path(path).expanduser().resolve())
    return hashlib.sha256(absolute.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def store_name(fingerprint: str, path: Path | str) -> str:
    """File name of the store of a document with ``fingerprint`` at ``path``."""
    return f"{fingerprint[:_FINGERPRINT_DIGITS]}-{path_key(path)}{STORE_SUFFIX}"


def retire_store(path: Path) -> Path:
    """Rename a closed store (and any ``-wal``/``-shm`` files) out of the way; the new name.

    The retired store keeps its history as ``<name>.retired-<n>``, a name no lookup matches.
    """
    number = 1
    while (target := path.with_name(f"{path.name}.retired-{number}")).exists():
        number += 1
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    path.rename(target)
    return target


@dataclass(frozen=True, slots=True)
class EditRecord:
    """One row of the ``edits`` table (module docstring); ``seq`` is 0 before it is saved.

    ``splice`` is the splice's JSON text ("" when read by ``records(splices=False)``).
    """

    seq: int
    at: str
    reviewer: str
    action: str
    description: str
    splice: str
    undo_of: int | None = None
    redo_of: int | None = None
    before: str = ""
    after: str = ""
    config_before: str | None = None
    config_after: str | None = None


class ReviewStore:
    """One open review store file. Use ``create`` or ``open``; ``close`` when done."""

    snapshot_every = SNAPSHOT_EVERY
    """Rows between two snapshots (``SNAPSHOT_EVERY``; tests set fewer to exercise them)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection
        self._last_seq = self._max_seq()
        self._snapshot_seq = 0  # the row the snapshot follows (0: none); read by ``snapshot``
        # The base state as ``create`` wrote it: a new review's session reads it at once, and
        # decoding it back (JSON, ~1,500 chunks) cost ~50 ms on the GUI thread for nothing.
        # ``ReviewState`` is immutable, so handing out the same object is safe.
        self._base: ReviewState | None = None

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def create(cls, path: Path, meta: dict[str, str], base: ReviewState, text: str) -> ReviewStore:
        """Create a new store at ``path`` (mode 0600): ``meta``, the base state, the text.

        Atomic: the store is built whole under a hidden name in the same folder
        (``building_name``), made durable (fsync) and only then linked to ``path``, so a kill
        at any moment leaves either no store at ``path`` or a complete one, never a store
        without its schema version that every later opening would refuse.

        Raises:
            ReviewStoreError: the file exists or cannot be written.
        """
        if path.exists():
            raise ReviewStoreError(f"Cannot create the review store {path}: it already exists.")
        remove_dead_builds(path)
        building = path.with_name(building_name(path, os.getpid()))
        try:
            _build(building, {**meta, "schema_version": str(SCHEMA_VERSION)}, base, text)
            _publish(building, path)
        except OSError as error:
            raise ReviewStoreError(f"Cannot create the review store {path}: {error}.") from error
        except sqlite3.DatabaseError as error:
            raise ReviewStoreError(f"Cannot create the review store {path}: {error}.") from error
        finally:
            _remove_files(building)
        store = cls(path, _connect(path))
        store._base = base
        return store

    @classmethod
    def open(cls, path: Path) -> ReviewStore:
        """Open an existing store.

        Raises:
            NewerStore: written by a newer version (a schema this one cannot read).
            ReviewStoreError: missing, not a review store, or unreadable.
        """
        if not path.is_file():
            raise ReviewStoreError(f"There is no review store at {path}.")
        if is_unfinished(path):
            raise UnfinishedStore(
                f"The review store {path} was never finished (its creation was interrupted); "
                "it holds no edit."
            )
        store = cls(path, _connect(path))
        version = store.meta().get("schema_version", "")
        if version == "1":
            try:
                store._migrate()
            except BaseException:
                store.close()
                raise
            version = str(SCHEMA_VERSION)
        if version != str(SCHEMA_VERSION):
            store.close()
            newer = version.isdigit() and int(version) > SCHEMA_VERSION
            raise (NewerStore if newer else ReviewStoreError)(
                f"The review store {path} has schema version {version or 'none'}; this version "
                f"of the inspector reads version {SCHEMA_VERSION}."
            )
        return store

    def close(self) -> None:
        """Close the connection (committed edits are already on disk)."""
        self._connection.close()

    def __enter__(self) -> ReviewStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading ---------------------------------------------------------------------------

    def meta(self) -> dict[str, str]:
        """The ``meta`` table as a dict."""
        rows = self._query("SELECT key, value FROM meta")
        return {str(k): str(v) for k, v in rows}

    def base(self) -> ReviewState:
        """The review's initial state."""
        if self._base is not None:
            return self._base
        rows = self._query("SELECT state FROM base WHERE id = 1")
        if not rows:
            raise ReviewStoreError(f"The review store {self.path} has no base state.")
        try:
            data = json.loads(rows[0][0])
        except (ValueError, RecursionError) as error:
            raise StoreFormatError(f"The review store {self.path} is damaged: {error}") from error
        return state_from_json(data)

    def text(self) -> str:
        """The document text the review's offsets refer to."""
        rows = self._query("SELECT text FROM document WHERE id = 1")
        if not rows:
            raise ReviewStoreError(f"The review store {self.path} has no document text.")
        try:
            return zlib.decompress(rows[0][0]).decode("utf-8", "surrogatepass")
        # TypeError: the BLOB column holds text or a number (a crafted or damaged store).
        except (zlib.error, UnicodeDecodeError, TypeError) as error:
            raise StoreFormatError(f"The review store {self.path} is damaged: {error}") from error

    def records(self, after: int = 0, *, splices: bool = True) -> list[EditRecord]:
        """The edit rows with a seq above ``after``, oldest first.

        ``splices``: False leaves every ``splice`` "" (the audit trail and the undo stacks need
        none: reading 10,000 rows is then a few milliseconds).
        """
        column = "splice" if splices else "''"
        rows = self._query(
            f"SELECT seq, at, reviewer, action, description, {column}, undo_of, redo_of, "
            "before, after, config_before, config_after FROM edits WHERE seq > ? ORDER BY seq",
            (after,),
        )
        for row in rows:
            self._check_edit_row(row)
        return [
            EditRecord(
                seq=int(row[0]),
                at=row[1],
                reviewer=row[2],
                action=row[3],
                description=row[4],
                splice=self._unpack(row[5]),
                undo_of=row[6],
                redo_of=row[7],
                before=row[8],
                after=row[9],
                config_before=row[10],
                config_after=row[11],
            )
            for row in rows
        ]

    _EDIT_COLUMNS: tuple[tuple[str, tuple[type, ...]], ...] = (
        ("seq", (int,)),
        ("at", (str,)),
        ("reviewer", (str,)),
        ("action", (str,)),
        ("description", (str,)),
        ("splice", (str, bytes)),
        ("undo_of", (int, type(None))),
        ("redo_of", (int, type(None))),
        ("before", (str,)),
        ("after", (str,)),
        ("config_before", (str, type(None))),
        ("config_after", (str, type(None))),
    )
    """The Python types an edit row's columns (in ``records``' order) may hold. SQLite's
    dynamic typing lets a damaged or crafted store hold a BLOB or a number in a TEXT column;
    such a row would raise a ``TypeError`` far from here (redacting the audit trail)."""

    def _check_edit_row(self, row: tuple[Any, ...]) -> None:
        """Raise ``StoreFormatError`` when a column of an edit row holds the wrong type."""
        for (column, types), value in zip(self._EDIT_COLUMNS, row, strict=True):
            if not isinstance(value, types) or isinstance(value, bool):
                raise StoreFormatError(
                    f"The review store {self.path} is damaged: edit {row[0]!r} holds a "
                    f"{type(value).__name__} as its {column}."
                )

    def splice_text(self, seq: int) -> str:
        """The splice JSON of row ``seq`` (an undo step's splice, read when it is undone)."""
        rows = self._query("SELECT splice FROM edits WHERE seq = ?", (seq,))
        if not rows:
            raise ReviewStoreError(f"The review store {self.path} has no edit {seq}.")
        return self._unpack(rows[0][0])

    def snapshot(self) -> tuple[int, ReviewState] | None:
        """The latest snapshot: the seq of the row it follows and the state then, or None."""
        rows = self._query("SELECT seq, state FROM snapshot ORDER BY seq DESC LIMIT 1")
        if not rows or int(rows[0][0]) > self._last_seq:
            return None
        seq = int(rows[0][0])
        try:
            data = json.loads(self._unpack(rows[0][1]))
        except (ValueError, RecursionError) as error:  # a crafted store nested too deep
            raise StoreFormatError(f"The review store {self.path} is damaged: {error}") from error
        self._snapshot_seq = seq
        return seq, state_from_json(data)

    @property
    def snapshot_seq(self) -> int:
        """The row the store's snapshot follows, as last read or written (0: none)."""
        return self._snapshot_seq

    @property
    def last_seq(self) -> int:
        """The seq of the last row this store has written or read (0 when none)."""
        return self._last_seq

    # -- writing ---------------------------------------------------------------------------

    def append(self, record: EditRecord, state: ReviewState | None = None) -> int:
        """Save one edit row in its own transaction; its seq is returned.

        ``state``: the review state once the row is applied; with it, a snapshot is saved in
        the same transaction when ``SNAPSHOT_EVERY`` rows have come since the last one.

        Raises:
            StoreConflict: another writer added rows since this store last wrote or read.
            ReviewStoreError: the disk refused the write (nothing was saved).
        """
        with self._transaction() as cursor:
            found = cursor.execute("SELECT COALESCE(MAX(seq), 0) FROM edits").fetchone()[0]
            if found != self._last_seq:
                raise StoreConflict(
                    f"The review in {self.path} was changed by another window or process; "
                    "reopen the document to see its edits."
                )
            seq = self._last_seq + 1
            cursor.execute(
                "INSERT INTO edits (seq, at, reviewer, action, description, splice, inverse, "
                "undo_of, redo_of, before, after, config_before, config_after) "
                "VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?)",
                (
                    seq,
                    record.at,
                    record.reviewer,
                    record.action,
                    record.description,
                    pack_json(record.splice),
                    record.undo_of,
                    record.redo_of,
                    record.before,
                    record.after,
                    record.config_before,
                    record.config_after,
                ),
            )
            due = state is not None and seq - self._snapshot_seq >= self.snapshot_every
            if due and state is not None:
                _write_snapshot(cursor, seq, state)
        self._last_seq = seq
        if due:
            self._snapshot_seq = seq
        return seq

    def save_snapshot(self, state: ReviewState) -> bool:
        """Save ``state`` as the snapshot after the last row; whether it was saved.

        Not saved when another writer added rows since this store last read or wrote (the
        state would not be theirs).
        """
        with self._transaction() as cursor:
            found = cursor.execute("SELECT COALESCE(MAX(seq), 0) FROM edits").fetchone()[0]
            if found != self._last_seq:
                return False
            _write_snapshot(cursor, found, state)
        self._snapshot_seq = self._last_seq
        return True

    # -- internals -------------------------------------------------------------------------

    def _unpack(self, value: object) -> str:
        try:
            return unpack_json(value)
        except (zlib.error, UnicodeDecodeError, TypeError) as error:
            raise StoreFormatError(f"The review store {self.path} is damaged: {error}") from error

    def _migrate(self) -> None:
        """Bring a schema-1 store to ``SCHEMA_VERSION`` in one transaction, then compact it.

        Every row stays, with the same values; its splice is compressed and its inverse
        (derived from the splice) dropped. A kill before the commit leaves schema 1 whole.
        """
        self._connection.create_function("inspector_pack", 1, _pack_column, deterministic=True)
        with self._transaction() as cursor:
            row = cursor.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            if row is None or row[0] != "1":
                return  # another process migrated it meanwhile
            cursor.execute("UPDATE edits SET splice = inspector_pack(splice), inverse = ''")
            cursor.execute(
                "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),)
            )
        # The freed pages back to the file system (a one-time cost, about a second for
        # 100 MB); skipped if another connection is reading (they are reused by new rows).
        with suppress(sqlite3.OperationalError):
            self._connection.execute("VACUUM")

    def _max_seq(self) -> int:
        rows = self._query("SELECT COALESCE(MAX(seq), 0) FROM edits")
        return int(rows[0][0])

    def _query(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return list(self._connection.execute(sql, parameters).fetchall())
        except sqlite3.DatabaseError as error:
            raise ReviewStoreError(f"Cannot read the review store {self.path}: {error}.") from error

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Cursor]:
        try:
            cursor = self._connection.cursor()
        except sqlite3.Error as error:
            raise ReviewStoreError(
                f"Cannot save to the review store {self.path}: {error}."
            ) from error
        try:
            cursor.execute("BEGIN IMMEDIATE")
            yield cursor
            cursor.execute("COMMIT")
        except BaseException as error:
            if self._connection.in_transaction:
                self._connection.rollback()
            if isinstance(error, sqlite3.Error):
                raise ReviewStoreError(
                    f"Cannot save to the review store {self.path}: {error}."
                ) from error
            raise
        finally:
            cursor.close()


def pack_json(text: str) -> bytes:
    """How the store keeps a JSON text: UTF-8, zlib-compressed (level 6)."""
    return zlib.compress(text.encode("utf-8", "surrogatepass"), 6)


def unpack_json(value: object) -> str:
    """The JSON text ``pack_json`` kept (a ``str`` is a schema-1 value, given back as is).

    Raises:
        zlib.error, UnicodeDecodeError, TypeError: the value is damaged or of another kind.
    """
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes):
        raise TypeError(f"a stored JSON value of type {type(value).__name__}")
    return zlib.decompress(value).decode("utf-8", "surrogatepass")


def _pack_column(value: str | bytes) -> bytes:
    """``pack_json`` as a SQLite function for the migration (non-text values unchanged)."""
    return pack_json(value) if isinstance(value, str) else bytes(value)


def _write_snapshot(cursor: sqlite3.Cursor, seq: int, state: ReviewState) -> None:
    """Replace the snapshot by ``state`` after row ``seq`` (inside the caller's transaction)."""
    packed = pack_json(_dumps(state_to_json(state)))
    cursor.execute("DELETE FROM snapshot")
    cursor.execute("INSERT INTO snapshot (seq, state) VALUES (?, ?)", (seq, packed))


def building_name(path: Path, pid: int) -> str:
    """The hidden name a store for ``path`` is built under by process ``pid`` (see ``create``).

    It starts with a dot and does not end in ``STORE_SUFFIX``: no lookup ever opens it.
    """
    return f".{path.name}.building-{pid}"


def is_unfinished(path: Path) -> bool:
    """Whether the store file at ``path`` is one whose creation was interrupted.

    That is an empty file, or a SQLite file with no ``schema_version`` in ``meta`` and no
    edit row: a version before atomic creation wrote the file, then its tables, then meta,
    base and text in one transaction, and edits only after that, so such a file never held an
    acknowledged edit and may be removed and created again. A file SQLite cannot read at all
    is not unfinished (it may be a damaged review): it is left for ``open`` to report.
    """
    try:
        if path.stat().st_size == 0:
            return True
    except OSError:
        return False
    try:
        connection = sqlite3.connect(path, isolation_level=None)
    except sqlite3.Error:
        return False
    try:
        tables = {
            str(row[0])
            for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        if (
            "meta" in tables
            and connection.execute("SELECT 1 FROM meta WHERE key = 'schema_version'").fetchone()
        ):
            return False
        return (
            "edits" not in tables
            or not connection.execute("SELECT 1 FROM edits LIMIT 1").fetchone()
        )
    except sqlite3.Error:
        return False
    finally:
        connection.close()


def remove_unfinished(path: Path) -> bool:
    """Delete the store at ``path`` (and its side files) if it is unfinished; whether it was."""
    if not is_unfinished(path):
        return False
    _remove_files(path)
    return True


def _build(path: Path, meta: dict[str, str], base: ReviewState, text: str) -> None:
    """Write a complete store at ``path`` (a new file, 0600) and make it durable."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    os.close(descriptor)
    os.chmod(path, 0o600)  # whatever the umask made of it
    # A rollback journal while building: once closed, the file alone is the whole store.
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA synchronous=FULL")
        connection.executescript(_SCHEMA)
        connection.execute("BEGIN IMMEDIATE")
        connection.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
        connection.execute(
            "INSERT INTO base (id, state) VALUES (1, ?)", (_dumps(state_to_json(base)),)
        )
        packed = zlib.compress(text.encode("utf-8", "surrogatepass"), 6)
        connection.execute("INSERT INTO document (id, text) VALUES (1, ?)", (packed,))
        connection.execute("COMMIT")
    finally:
        connection.close()
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _publish(building: Path, path: Path) -> None:
    """Give the built store its name, never replacing a store there; the folder synced."""
    try:
        os.link(building, path)  # fails if ``path`` exists: a store is never replaced
    except FileExistsError:
        raise
    except OSError:
        # No hard links on this file system: a rename, after a last look for a store there.
        if path.exists():
            raise FileExistsError(f"{path} already exists") from None
        os.rename(building, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def _remove_files(path: Path) -> None:
    """Delete ``path`` and its SQLite side files, whichever exist."""
    for name in (path.name, path.name + "-journal", path.name + "-wal", path.name + "-shm"):
        with suppress(FileNotFoundError):
            path.with_name(name).unlink()


def remove_dead_builds(path: Path) -> None:
    """Delete builds of ``path`` left by processes that were killed (they hold no edit).

    A kill between linking a build to its name and deleting the build's own name leaves it
    too; the store itself is complete then.
    """
    prefix = building_name(path, 0).removesuffix("0")
    for found in path.parent.glob(glob.escape(prefix) + "*"):
        pid = found.name.removeprefix(prefix).split("-")[0]
        if not pid.isdigit() or pid != found.name.removeprefix(prefix):
            continue  # a side file (-journal): removed with its build
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            _remove_files(found)
        except OSError:
            pass  # alive under another user, or unknowable: leave it


def _connect(path: Path) -> sqlite3.Connection:
    try:
        connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        mode = connection.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise sqlite3.OperationalError(f"write-ahead log unavailable (journal mode {mode})")
        connection.execute("PRAGMA synchronous=FULL")
        connection.execute("PRAGMA foreign_keys=ON")
        connection.executescript(_SCHEMA)
    except sqlite3.DatabaseError as error:
        raise ReviewStoreError(f"Cannot open the review store {path}: {error}.") from error
    return connection


def _dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
