"""The redaction gate: no exported chunk may carry detected personal data unredacted.

Seed 000: chunking runs after redaction and personal data is never embedded. The gate runs the
personal-data detector (``inspector.redaction``) over what would actually be written -- every
text value of each record after redaction (``text``, ``embedText``, ``headingText``, each
``headingPath`` entry, ``note``, flag comments, ``fileName`` and any other field outside
``records.MACHINE_FIELDS``) -- so a value that escaped a redaction span (a heading in the
contextual header, an overlap tail, an Eastern-digit form in the key layer) is caught too.
A record with a finding refuses the whole export, unless the user overrides the gate with a
reason; the override is then written into each affected record (``unredactedOverride``: who,
when, why, which kinds) and into the SQLite ``gate_overrides`` table.

Every exported record is checked, approved or not: with ``--all`` unapproved chunks are
exported too, and an index does not care about review status.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, MutableMapping, Sequence
from typing import Any, Protocol

from inspector.export.errors import UnredactedDataError
from inspector.export.records import RedactionSpan, UnredactedOverride, text_values
from inspector.redaction.policy import policy_kinds


class Match(Protocol):
    """What the detector returns per finding (``inspector.redaction.PersonalDataMatch``)."""

    @property
    def start(self) -> int: ...  # noqa: D102

    @property
    def end(self) -> int: ...  # noqa: D102

    @property
    def kind(self) -> str: ...  # noqa: D102


Detector = Callable[[str], Sequence[Match]]


def default_detector() -> Detector:
    """``inspector.redaction``'s ``detect_personal_data`` (every rule).

    Imported here, not with this module: the rule table is compiled on import, which a run
    whose policy detects nothing never needs (``bench/results/chunk_command.md``).
    """
    from inspector.redaction.detect import detect_personal_data

    return detect_personal_data


def detected_redactions(
    text: str,
    *,
    mode: str = "hash",
    salt: bytes | str | None = None,
    kinds: Collection[str] | None = None,
) -> tuple[RedactionSpan, ...]:
    """Redactions of every personal-data match in ``text`` (a document with no review).

    ``kinds`` limits them to those kinds (a policy's, ``policy_kinds``); all when None.
    ``mode`` is ``hash`` (stable salted tokens such as ``[EMAIL:3f2a]``) or ``mask``; ``salt``
    defaults to the user's salt (``inspector.redaction.apply.default_salt``).
    """
    from inspector.redaction.apply import RedactionMode, default_salt, redaction_token

    if kinds is not None and not kinds:
        return ()
    key = salt if salt is not None else default_salt()
    redaction_mode = RedactionMode(mode)
    spans = [
        RedactionSpan(
            match.start,
            match.end,
            match.kind,
            redaction_token(match.kind, text[match.start : match.end], key, redaction_mode),
        )
        for match in default_detector()(text)
        if kinds is None or match.kind in kinds
    ]
    return tuple(spans)


def findings_of(record: MutableMapping[str, Any], detector: Detector) -> list[str]:
    """The kinds of personal data ``detector`` finds in ``record``'s written text fields.

    Only the kinds of the record's ``redactionPolicy`` count (every kind without one): under
    ``none`` a published judgment's names and numbers are not findings.
    """
    policy = record.get("redactionPolicy")
    wanted = policy_kinds(str(policy)) if policy else None
    if wanted is not None and not wanted:
        return []
    kinds: list[str] = []
    for value in text_values(dict(record)):
        kinds.extend(match.kind for match in detector(value))
    return [kind for kind in dict.fromkeys(kinds) if wanted is None or kind in wanted]


def gate_records(
    records: Iterable[MutableMapping[str, Any]],
    *,
    override: UnredactedOverride | None = None,
    detector: Detector | None = None,
) -> list[dict[str, Any]]:
    """Check ``records``; return the override rows (one per overridden record).

    Raises:
        UnredactedDataError: a record holds detected personal data and ``override`` is None.
            Its message names the documents' files, chunk indices and kinds.
    """
    detect = detector or default_detector()
    findings: list[tuple[str, int, str]] = []
    overrides: list[dict[str, Any]] = []
    named: dict[str, str] = {}
    for record in records:
        kinds = findings_of(record, detect)
        if not kinds:
            continue
        doc_id, index = str(record["docId"]), int(record["chunkIndex"])
        named.setdefault(doc_id, str(record.get("fileName") or doc_id[:12]))
        findings.extend((doc_id, index, kind) for kind in kinds)
        if override is not None:
            note = {"reason": override.reason, "by": override.by, "at": override.at}
            record["unredactedOverride"] = {**note, "kinds": kinds}
            overrides.append({"chunkIndex": index, "kinds": kinds, **note})
    if findings and override is None:
        raise UnredactedDataError(_refusal(findings, named), tuple(findings))
    return overrides


def _refusal(findings: Sequence[tuple[str, int, str]], named: dict[str, str]) -> str:
    by_chunk: dict[tuple[str, int], list[str]] = {}
    for doc_id, index, kind in findings:
        by_chunk.setdefault((doc_id, index), []).append(kind)
    listed = [
        f"{named[doc_id]} chunk {index} ({', '.join(kinds)})"
        for (doc_id, index), kinds in list(by_chunk.items())[:8]
    ]
    more = len(by_chunk) - len(listed)
    tail = f" and {more} more" if more > 0 else ""
    return (
        f"Export refused: {len(by_chunk)} chunk(s) hold personal data that is not redacted: "
        f"{'; '.join(listed)}{tail}. Redact it in the review, or export anyway with "
        "--allow-unredacted REASON (recorded in the export)."
    )
