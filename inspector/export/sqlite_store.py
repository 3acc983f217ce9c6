"""SQLite export through sqlite-utils: an explicit schema, foreign keys, full-text search.

Tables (usable as-is in Datasette: integer row ids, single-column foreign keys it links):

- ``documents``: one row per ``(tenantId, docId)`` export (unique), with counts, the
  configuration hash and ``prepVersion``.
- ``chunks``: one row per exported record (the fields of ``inspector.export.records``; lists
  and objects as JSON text), ``document_id`` → ``documents.id``; unique
  ``(tenantId, docId, chunkIndex)``; FTS5 index ``chunks_fts`` on ``headingText`` and ``text``
  (kept in step by triggers).
- ``flags``: one row per engine or review flag, ``chunk_id`` → ``chunks.id``.
- ``audit``: the review's audit trail, ``document_id`` → ``documents.id``.
- ``gate_overrides``: who exported detected personal data, when and why.
- ``export_meta``: ``schemaVersion`` (``EXPORT_SCHEMA_VERSION``), ``generator``, ``updatedAt``.

Atomicity: ``SqliteExport`` works on a private copy of the target in the same folder and
renames it over the target on ``commit`` (or ``checkpoint``), so a process killed mid-export
leaves the previous file byte-identical. Re-exporting a document deletes its rows (chunks,
flags, audit, overrides) and inserts the new ones: idempotent, stale rows removed.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from contextlib import ExitStack
from pathlib import Path
from types import TracebackType
from typing import Any

import sqlite_utils
from sqlite_utils.db import jsonify_if_needed

from inspector.export.atomic import exclusive, private_temp, publish
from inspector.export.chunk_rows import PARENT_KEY, ChunkRows, encode_chunks
from inspector.export.errors import ExportError
from inspector.export.jsonl import current_doc_id
from inspector.export.records import EXPORT_SCHEMA_VERSION, AuditRecord
from inspector.export.sqlite_schema import (
    CHUNK_COLUMNS,
    DOCUMENT_COLUMNS,
    FTS_INSERT_TRIGGER,
    create_schema,
    now_utc,
)

_RECORD_COLUMNS = frozenset(CHUNK_COLUMNS) - {"id", PARENT_KEY}
"""The chunk columns a record may fill (the id is SQLite's, the parent key the writer's)."""


class SqliteExport:
    """An open export into one SQLite file; use as a context manager.

    On a clean exit the working copy replaces the target; on an exception it is discarded and
    the target is untouched. ``checkpoint()`` publishes what is written so far (batch runs).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        # Held from the copy to the rename; closing the stack (idempotent) releases it.
        self._lock = ExitStack()
        self._lock.enter_context(exclusive(self.path))
        try:
            self._work = private_temp(self.path, ".sqlite-tmp")
        except BaseException:
            self._lock.close()
            raise
        try:
            if self.path.exists():
                try:
                    shutil.copyfile(self.path, self._work)
                except OSError as exc:
                    raise ExportError(f"Cannot read {self.path}: {exc.strerror or exc}.") from exc
            self._db = sqlite_utils.Database(self._work)
            self._setup()
        except BaseException:
            self._discard()
            raise

    def __enter__(self) -> SqliteExport:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if kind is None:
            self.commit()
        else:
            self.abort()

    @property
    def db(self) -> sqlite_utils.Database:
        """The working copy (tests and queries; writes go through ``replace_document``)."""
        return self._db

    def _setup(self) -> None:
        conn = self._db.conn
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            # The working copy is private and discarded on a crash: its journal need not be
            # durable; durability comes from fsync + rename in publish().
            conn.execute("PRAGMA journal_mode = MEMORY")
            conn.execute("PRAGMA synchronous = OFF")
            names = set(self._db.table_names())
        except sqlite3.DatabaseError as exc:
            raise ExportError(f"{self.path} is not an SQLite export ({exc}).") from exc
        if "export_meta" in names:
            self._check_version()
            with conn:
                self._add_new_columns()
        elif names - {"sqlite_sequence"}:
            raise ExportError(f"{self.path} is an SQLite file but not an export of this tool.")
        else:
            with conn:
                create_schema(self._db)
        # The FTS insert trigger indexes one row at a time, three times slower than indexing a
        # document's rows in one statement. The working copy is private, so it goes without
        # the trigger (replace_document indexes set-wise) and gets it back before publishing.
        row = conn.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
            [FTS_INSERT_TRIGGER],
        ).fetchone()
        self._fts_trigger: str | None = row[0] if row else None
        self._set_fts_trigger(False)

    def _check_version(self) -> None:
        row = self._db.execute(
            "SELECT value FROM export_meta WHERE key = 'schemaVersion'"
        ).fetchone()
        found = str(row[0]) if row else "?"
        if found.split(".")[0] != EXPORT_SCHEMA_VERSION.split(".")[0]:
            raise ExportError(
                f"{self.path} has export schema {found}; this version writes "
                f"{EXPORT_SCHEMA_VERSION}. Export to a new file."
            )

    def _add_new_columns(self) -> None:
        """Bring an export of an earlier minor version up to this one.

        Columns added since (``redactionPolicy`` in 1.2) are added, empty for the documents
        already in it, and the schema version is raised.
        """
        added = False
        for table, columns in (("documents", DOCUMENT_COLUMNS), ("chunks", CHUNK_COLUMNS)):
            present = set(self._db.table(table).columns_dict)
            for name, kind in columns.items():
                if name not in present:
                    self._db.table(table).add_column(name, kind)
                    added = True
        renamed = self._uuid_doc_ids()
        if added or renamed:
            self._db.execute(
                "UPDATE export_meta SET value = ? WHERE key = 'schemaVersion'",
                [EXPORT_SCHEMA_VERSION],
            )

    def _uuid_doc_ids(self) -> bool:
        """Give the documents of a schema 1.2 export their UUID docId (``current_doc_id``).

        Their docId was the file's SHA-256; every table keyed by it is updated, so a
        re-export of the same file replaces its rows instead of adding a second copy.
        """
        rows = self._db.execute("SELECT DISTINCT docId FROM documents").fetchall()
        renames = [(current_doc_id(str(old)), str(old)) for (old,) in rows]
        renames = [(new, old) for new, old in renames if new != old]
        for table in ("documents", "chunks", "flags", "audit", "gate_overrides"):
            if renames and table in self._db.table_names():
                self._db.conn.executemany(
                    f"UPDATE {table} SET docId = ? WHERE docId = ?",
                    renames,
                )
        return bool(renames)

    def has_document(
        self, tenant_id: str, doc_id: str, config_hash: str, prep: str, policy: str | None = None
    ) -> bool:
        """Whether ``doc_id`` of ``tenant_id`` is exported with this configuration and rules.

        ``policy``: also under this redaction policy (``none``, ``contact``, ``full``; ``auto``:
        the default of the document type the row records); None: under any.
        """
        from inspector.redaction.policy import AUTO, default_policy

        row = self._db.execute(
            "SELECT redactionPolicy, documentType FROM documents WHERE tenantId = ? AND docId = ? "
            "AND configHash = ? AND prepVersion = ?",
            [tenant_id, doc_id, config_hash, prep],
        ).fetchone()
        if row is None:
            return False
        if policy is None:
            return True
        wanted = default_policy(str(row[1])).value if policy == AUTO else policy
        return bool(row[0] == wanted)

    def replace_document(
        self,
        document: Mapping[str, Any],
        records: Sequence[Mapping[str, Any]] | ChunkRows,
        audit: Iterable[AuditRecord] = (),
        overrides: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        """Replace one document's rows (one transaction); ``document`` is a ``document_row``.

        ``records`` are ``export_records`` dictionaries, or the same already encoded as rows
        (``encode_chunks``, as batch workers send them): the stored rows are the same.
        """
        tenant, doc_id = str(document["tenantId"]), str(document["docId"])
        chunks = records if isinstance(records, ChunkRows) else encode_chunks(records)
        conn = self._db.conn
        with conn:
            self._delete(tenant, doc_id)
            # Plain SQL for the one-row inserts: sqlite-utils' insert (query building, column
            # checks) cost more per document than binding its chunk rows. Values converted as
            # sqlite-utils converts them.
            names = ", ".join(f"[{name}]" for name in document)
            cursor = conn.execute(
                f"INSERT INTO documents ({names}) VALUES ({', '.join('?' for _ in document)})",
                [jsonify_if_needed(value) for value in document.values()],
            )
            document_id = int(cursor.lastrowid or 0)
            self._insert_chunks(document_id, chunks)
            if self._fts_trigger is not None:
                self._db.execute(
                    "INSERT INTO chunks_fts (rowid, headingText, text) "
                    "SELECT id, headingText, text FROM chunks WHERE document_id = ?",
                    [document_id],
                )
            self._insert_flags(tenant, doc_id)
            trail = [
                {
                    "document_id": document_id,
                    "tenantId": tenant,
                    "docId": doc_id,
                    "seq": entry.seq,
                    "at": entry.at,
                    "reviewer": entry.reviewer,
                    "action": entry.action,
                    "description": entry.description,
                }
                for entry in audit
            ]
            if trail:  # most documents of a batch have no review, hence no trail
                self._db.table("audit").insert_all(trail)
            if overrides:
                self._db.table("gate_overrides").insert_all(
                    {**override, "document_id": document_id, "tenantId": tenant, "docId": doc_id}
                    for override in overrides
                )
            self._touch()

    def _insert_chunks(self, document_id: int, chunks: ChunkRows) -> None:
        # executemany on sqlite-utils' connection rather than insert_all: its per-value type
        # sniffing was two thirds of the write time of 10,000 chunks. The columns are the
        # explicit schema's, so a record field the schema lacks is a bug, not data to drop.
        unknown = set(chunks.columns) - _RECORD_COLUMNS
        if unknown:
            raise ValueError(f"record fields missing from the chunks table: {unknown}")
        columns = (*chunks.columns, PARENT_KEY)
        placeholders = ", ".join("?" for _ in columns)
        names = ", ".join(f"[{name}]" for name in columns)
        parent = (document_id,)
        self._db.conn.executemany(
            f"INSERT INTO chunks ({names}) VALUES ({placeholders})",
            [row + parent for row in chunks.rows],
        )

    def _delete(self, tenant: str, doc_id: str) -> None:
        row = self._db.execute(
            "SELECT id FROM documents WHERE tenantId = ? AND docId = ?", [tenant, doc_id]
        ).fetchone()
        if row is None:
            return
        document_id = row[0]
        # Children first: the foreign keys are enforced.
        self._db.execute(
            "DELETE FROM flags WHERE chunk_id IN (SELECT id FROM chunks WHERE document_id = ?)",
            [document_id],
        )
        for table in ("chunks", "audit", "gate_overrides"):
            self._db.execute(f"DELETE FROM {table} WHERE document_id = ?", [document_id])
        self._db.execute("DELETE FROM documents WHERE id = ?", [document_id])

    def _insert_flags(self, tenant: str, doc_id: str) -> None:
        # Built in SQL from the chunk rows just inserted: engine flags are the entries of
        # `flags` that no review flag names; review flags carry comment, reviewer and time.
        self._db.execute(
            """
            INSERT INTO flags (chunk_id, tenantId, docId, chunkIndex, position, source,
                               category, comment, reviewer, at)
            SELECT c.id, c.tenantId, c.docId, c.chunkIndex, CAST(f.key AS INTEGER), 'engine',
                   f.value, '', '', ''
            FROM chunks c, json_each(c.flags) f
            WHERE c.tenantId = ? AND c.docId = ? AND f.value NOT IN
                  (SELECT json_extract(r.value, '$.category') FROM json_each(c.reviewFlags) r)
            UNION ALL
            SELECT c.id, c.tenantId, c.docId, c.chunkIndex, 1000 + CAST(r.key AS INTEGER),
                   'review', json_extract(r.value, '$.category'),
                   json_extract(r.value, '$.comment'), json_extract(r.value, '$.reviewer'),
                   json_extract(r.value, '$.at')
            FROM chunks c, json_each(c.reviewFlags) r
            WHERE c.tenantId = ? AND c.docId = ?
            """,
            [tenant, doc_id, tenant, doc_id],
        )

    def _touch(self) -> None:
        # The same row sqlite-utils' upsert leaves, without its per-call query building.
        self._db.conn.execute(
            "INSERT INTO export_meta ([key], [value]) VALUES ('updatedAt', ?) "
            "ON CONFLICT ([key]) DO UPDATE SET [value] = excluded.[value]",
            [now_utc()],
        )

    def _set_fts_trigger(self, present: bool) -> None:
        if self._fts_trigger is None:
            return
        with self._db.conn:
            if present:
                self._db.execute(self._fts_trigger)
            else:
                self._db.execute(f"DROP TRIGGER IF EXISTS [{FTS_INSERT_TRIGGER}]")

    def checkpoint(self) -> None:
        """Publish a copy of what is written so far over the target; keep working."""
        snapshot = private_temp(self.path, ".sqlite-tmp")
        try:
            self._db.conn.commit()
            self._set_fts_trigger(True)
            try:
                # The working copy is this export's alone (the lock) and every transaction is
                # committed (journal in memory: nothing outside the file), so its bytes are a
                # whole database. The kernel copies them for a quarter of the CPU of SQLite's
                # page-by-page backup (6 against 23 ms for 12.8 MB): the batch's writer does
                # this while two workers want both cores.
                shutil.copyfile(self._work, snapshot)
            finally:
                self._set_fts_trigger(False)
            publish(snapshot, self.path)
        except BaseException:
            snapshot.unlink(missing_ok=True)
            raise

    def commit(self) -> None:
        """Close the working copy and rename it over the target."""
        try:
            self._set_fts_trigger(True)
            self._db.conn.close()
            publish(self._work, self.path)
            self._release()
        except BaseException:
            self._discard()
            raise

    def abort(self) -> None:
        """Drop the working copy; the target stays as it was."""
        self._discard()

    def _discard(self) -> None:
        db = getattr(self, "_db", None)
        if db is not None:
            db.conn.close()
        self._work.unlink(missing_ok=True)
        self._release()

    def _release(self) -> None:
        self._lock.close()


def search_chunks(db: sqlite_utils.Database, query: str, limit: int = 20) -> list[dict[str, Any]]:
    """Chunks whose heading or text match the FTS5 ``query``, best first."""
    return [dict(row) for row in db.table("chunks").search(query, limit=limit)]
