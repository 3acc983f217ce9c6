"""The export record: the engine's chunk record plus the review's decisions, redacted.

One record per exported chunk, a flat JSON-ready dict. The fields are those of
``inspector.engine.records.chunk_records`` (seed 000's metadata contract plus DESIGN's export
fields; see that module for units) with these added or filled in by the export:

- ``reviewStatus``: ``unreviewed``, ``approved``, ``needs_work`` or ``rejected``.
- ``flags``: the engine's flags followed by the review flag categories (each once, in order).
- ``reviewFlags``: the review flags in full, ``{category, comment, reviewer, at}``.
- ``note``, ``reviewer``, ``decidedAt`` (ISO-8601 UTC, "" when undecided).
- ``fileName``: the source file's name (no folder: exports never carry local paths).
- ``redactionPolicy``: the policy the export applied (``none``, ``contact`` or ``full``;
  ``inspector.redaction.policy``): which detected kinds were redacted and gated.
- ``unredactedOverride``: ``null``, or ``{reason, by, at, kinds}`` when the chunk holds
  detected personal data and the user overrode the redaction gate.
- ``version``: ``EXPORT_SCHEMA_VERSION``.

``text`` and ``embedText`` carry the redacted text (every redacted original, in display and in
key form, is replaced by its token) and ``contentHash`` is the SHA-256 of the redacted ``text``.
The identity fields (``docId``, ``title``, ``actId``, ``jurisdiction``, ``documentDate``,
``identityCues``) are the reviewed identity (``ExportInput.identity`` over the detected one).
``chunkIndex`` is the chunk's position among all chunks of the document, so an approved-only
export has gaps and an index names the same chunk in every export of one review.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from inspector.document.load import display_name
from inspector.document.model import Document
from inspector.engine.citation_identity import DocumentIdentity, detect_identity
from inspector.engine.config import ChunkingConfig
from inspector.engine.records import chunk_records
from inspector.engine.types import ChunkSet
from inspector.export.errors import ExportError

if TYPE_CHECKING:
    from inspector.redaction.apply import Redacted
    from inspector.redaction.detect import PersonalDataMatch

EXPORT_SCHEMA_VERSION = "1.3"
"""Version of the export record (minor: fields added to ``RECORD_VERSION`` 1.0; 1.2 added
``redactionPolicy``; 1.3 the identity, citation, references, embedTokenCount, ``ocr`` and
``ocrConfidence``)."""

APPROVED = "approved"
UNREVIEWED = "unreviewed"


@dataclass(frozen=True, slots=True)
class ExportFlag:
    """One review flag on a chunk (``category`` is a ``FlagCategory`` value; ``at`` ISO UTC)."""

    category: str
    comment: str = ""
    reviewer: str = ""
    at: str = ""


@dataclass(frozen=True, slots=True)
class ChunkDecision:
    """What the review decided about one chunk (``unreviewed`` with nothing else by default)."""

    status: str = UNREVIEWED
    flags: tuple[ExportFlag, ...] = ()
    note: str = ""
    reviewer: str = ""
    decided_at: str = ""


@dataclass(frozen=True, slots=True)
class RedactionSpan:
    """A redacted range ``[start, end)`` of ``Document.text`` and the token that replaces it."""

    start: int
    end: int
    kind: str
    replacement: str


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """One entry of the review's audit trail (``at`` ISO-8601 UTC)."""

    seq: int
    at: str
    reviewer: str
    action: str
    description: str


@dataclass(frozen=True, slots=True)
class UnredactedOverride:
    """The user's decision to export detected personal data anyway: who, when and why."""

    reason: str
    by: str
    at: str


@dataclass(frozen=True)
class ExportInput:
    """Everything one document's export needs.

    Attributes:
        document: the loaded document, its ``excluded`` spans being the review's current ones.
        chunk_set: the chunks to export (the review's chunks, tiling ``document.text``).
        config: the configuration the chunks were made with (embedding text, overlap).
        decisions: one per chunk, parallel to ``chunk_set.chunks``.
        redactions: the redactions that apply (detected and not dismissed, or added).
        audit: the review's audit trail, oldest first (empty without a review).
        source: ``review`` when a stored review was read, ``engine`` otherwise.
        token_mode: ``hash`` or ``mask``: the tokens of personal data the export itself
            finds in the written fields (heading path, title, notes...).
        salt: the hash salt of those tokens (the user's salt when None).
        policy: the redaction policy (``inspector.redaction.policy``): which detected kinds
            ``redactions`` hold and the export redacts and gates.
        identity: the reviewer's corrections of the document's identity, by record field
            (``title``, ``actId``, ``jurisdiction``, ``documentDate``); detected otherwise.
    """

    document: Document
    chunk_set: ChunkSet
    config: ChunkingConfig
    decisions: tuple[ChunkDecision, ...]
    redactions: tuple[RedactionSpan, ...] = ()
    audit: tuple[AuditRecord, ...] = ()
    source: str = "engine"
    token_mode: str = "hash"
    salt: bytes | str | None = None
    policy: str = "full"
    identity: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.decisions) != len(self.chunk_set.chunks):
            raise ValueError("an ExportInput needs one decision per chunk")

    def document_identity(self) -> DocumentIdentity:
        """The document's identity: detected, with the reviewer's corrections applied."""
        detected = detect_identity(self.document, self.chunk_set)
        return detected.with_values(dict(self.identity)) if self.identity else detected

    @property
    def approved_count(self) -> int:
        """How many chunks are approved."""
        return sum(1 for d in self.decisions if d.status == APPROVED)


def engine_input(
    document: Document,
    chunk_set: ChunkSet,
    config: ChunkingConfig,
    redactions: Sequence[RedactionSpan] = (),
    *,
    token_mode: str = "hash",
    salt: bytes | str | None = None,
    policy: str = "full",
) -> ExportInput:
    """The export input of an unreviewed document: every chunk ``unreviewed``.

    ``redactions`` should hold the detections of ``policy``'s kinds (``detected_redactions``).
    """
    decisions = tuple(ChunkDecision() for _ in chunk_set.chunks)
    return ExportInput(
        document,
        chunk_set,
        config,
        decisions,
        tuple(redactions),
        token_mode=token_mode,
        salt=salt,
        policy=policy,
    )


def require_tenant(tenant_id: str) -> str:
    """``tenant_id`` stripped; an ``ExportError`` when it is empty (seed 000 requires it)."""
    tenant = tenant_id.strip()
    if not tenant:
        raise ExportError("A tenant ID is required: every exported chunk must name its tenant.")
    return tenant


def export_records(
    source: ExportInput,
    *,
    tenant_id: str,
    include_all: bool = False,
    with_boxes: bool = True,
) -> list[dict[str, Any]]:
    """The records of ``source``: approved chunks only unless ``include_all``.

    Records are redacted but not gated: ``inspector.export.gate`` checks them. Unit of
    ``chunkIndex``: position among all the document's chunks (see the module docstring).
    """
    tenant = require_tenant(tenant_id)
    keep = [
        index
        for index, decision in enumerate(source.decisions)
        if include_all or decision.status == APPROVED
    ]
    if not keep:
        return []
    # chunk_records builds every record (embedding overlap needs the neighbours); boxes are
    # the costly part, so only the kept chunks get them.
    every = len(keep) == len(source.chunk_set.chunks)
    identity = source.document_identity()
    records = chunk_records(
        source.document,
        source.chunk_set,
        source.config,
        tenant_id=tenant,
        with_boxes=with_boxes and every,
        identity=identity,
    )
    if with_boxes and not every:
        kept = replace(source.chunk_set, chunks=tuple(source.chunk_set.chunks[i] for i in keep))
        boxed = chunk_records(
            source.document, kept, source.config, tenant_id=tenant, identity=identity
        )
        for index, boxed_record in zip(keep, boxed, strict=True):
            records[index]["bboxes"] = boxed_record["bboxes"]
    redact = field_redactor(source)
    # A review's text is the reviewer's: what is left in it (a dismissed detection) is the
    # gate's to refuse. Every other written field -- and all of an unreviewed document -- is
    # redacted here, so a heading, a title or a note never reaches the gate in clear.
    reviewed_fields = REVIEWED_TEXT_FIELDS if source.source == "review" else ()
    file_name = display_name(PurePath(source.document.source_path).name)
    out: list[dict[str, Any]] = []
    for index in keep:
        record = records[index]
        decision = source.decisions[index]
        _apply_decision(record, decision)
        record["fileName"] = file_name
        redact_record(record, redact, source.policy, reviewed=reviewed_fields)
        record["unredactedOverride"] = None
        record["version"] = EXPORT_SCHEMA_VERSION
        out.append(record)
    return out


def _apply_decision(record: dict[str, Any], decision: ChunkDecision) -> None:
    categories = [flag.category for flag in decision.flags]
    record["reviewStatus"] = decision.status
    record["flags"] = list(dict.fromkeys([*record["flags"], *categories]))
    record["reviewFlags"] = [
        {"category": f.category, "comment": f.comment, "reviewer": f.reviewer, "at": f.at}
        for f in decision.flags
    ]
    record["note"] = decision.note
    record["reviewer"] = decision.reviewer
    record["decidedAt"] = decision.decided_at


def redaction_pairs(
    document: Document, redactions: Sequence[RedactionSpan]
) -> list[tuple[str, str]]:
    """``(original, token)`` pairs to replace, longest original first.

    Each redacted range gives its display form (``Document.text``) and its key form (tashkeel
    stripped, Eastern digits ASCII, as in ``embedText``). Replacing every occurrence, not only
    the redacted offset, is deliberate: the same value elsewhere (a heading in the contextual
    header, an overlap tail) must not leak either.
    """
    pairs: dict[str, str] = {}
    for span in redactions:
        original = document.text[span.start : span.end]
        key = document.key
        key_form = key.text[key.key_offset(span.start) : key.key_offset(span.end)]
        for form in (original, key_form):
            if form.strip():
                pairs.setdefault(form, span.replacement)
    return sorted(pairs.items(), key=lambda pair: (-len(pair[0]), pair[0]))


MACHINE_FIELDS = frozenset(
    {
        "tenantId",
        "docId",
        "chunkIndex",
        "chunkType",
        "pageNumber",
        "pageEnd",
        "bboxes",
        "language",
        "jurisdiction",
        "documentType",
        "charStart",
        "charEnd",
        "tokenCount",
        "contentHash",
        "version",
        "prepVersion",
        "configHash",
        "startRule",
        "startKind",
        "startLevel",
        "ocr",
        "ocrConfidence",
        "reviewStatus",
        "flags",
        "category",
        "reviewer",
        "decidedAt",
        "at",
        "by",
        "unredactedOverride",
        "sourceKind",
        "pageCount",
        "charCount",
        "chunkCount",
        "approvedChunks",
        "exportedChunks",
        "redactions",
        "source",
        "exportedAt",
        "strategy",
        "parentId",
        "redactionPolicy",
        "documentDate",
        "identityCues",
        "embedTokenCount",
        "start",
        "end",
        "unit",
        "number",
        "sub",
        "last",
        "external",
        "targets",
    }
)
"""Fields that never hold free text: identifiers, hashes, enumerations, numbers, times, and the
reviewer's own login name (recorded on purpose, as the audit trail's). Every other string of a
record or of the documents row -- text, headings, heading path, title, file name, notes, flag
comments, and any field added later -- is redacted and checked by the gate."""

REVIEWED_TEXT_FIELDS = ("text", "embedText")
"""The fields whose redaction a reviewer decides (redactions added, detections dismissed)."""


def text_values(value: Any, name: str = "") -> list[str]:
    """Every non-empty string in ``value`` outside ``MACHINE_FIELDS`` (lists and dicts walked)."""
    if name in MACHINE_FIELDS:
        return []
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list | tuple):
        return [text for item in value for text in text_values(item)]
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in text_values(item, str(key))]
    return []


def _redacted_value(value: Any, redact: Callable[[str], str], name: str = "") -> Any:
    if name in MACHINE_FIELDS:
        return value
    if isinstance(value, str):
        return redact(value) if value else value
    if isinstance(value, list):
        return [_redacted_value(item, redact) for item in value]
    if isinstance(value, dict):
        return {key: _redacted_value(item, redact, str(key)) for key, item in value.items()}
    return value


def redact_fields(
    record: dict[str, Any], redact: Callable[[str], str], *, skip: Sequence[str] = ()
) -> None:
    """Replace, in place, each text value of ``record`` by ``redact`` of it.

    Text values are those ``text_values`` walks (not ``MACHINE_FIELDS``); fields named in
    ``skip`` are left as they are.
    """
    for name, value in record.items():
        if name not in skip:
            record[name] = _redacted_value(value, redact, name)


def redact_record(
    record: dict[str, Any],
    redact: FieldRedactor,
    policy: str,
    *,
    reviewed: Sequence[str] = (),
) -> None:
    """Make ``record`` what an export under ``policy`` writes, in place.

    Every text field goes through ``redact`` (``redact_fields``) but those named in
    ``reviewed``, whose redaction the reviewer decided: they get the review's redactions only
    (``FieldRedactor.replaced``; what is left in them is the gate's to refuse). The policy is
    named (``redactionPolicy``), ``contentHash`` is the hash of the text as written and the
    references' spans are carried into it (``carried_references``).
    """
    record["redactionPolicy"] = policy
    text = record.get("text")
    if redact.changes_nothing:
        # Every string would come out as it is (a published law under ``none``): walking
        # the fields, carrying each reference and hashing the text again is skipped (what it
        # cost: bench/results/chunk_command.md).
        if isinstance(text, str) and "contentHash" in record:
            record["contentHash"] = hashlib.sha256(text.encode("utf-8")).hexdigest()
        return
    written: Redacted | None = None
    if isinstance(text, str):
        written = redact.replaced(text) if "text" in reviewed else redact.redacted(text)
    for name in reviewed:
        if name != "text" and isinstance(record.get(name), str):
            record[name] = redact.replaced(record[name]).text
    if written is None:
        redact_fields(record, redact, skip=reviewed)
        return
    # The text is redacted above (offsets kept); a reference's text is a slice of it.
    redact_fields(record, redact, skip=(*reviewed, "text", "references"))
    record["text"] = written.text
    if "contentHash" in record:
        record["contentHash"] = hashlib.sha256(written.text.encode("utf-8")).hexdigest()
    if record.get("references"):
        record["references"] = carried_references(written, record["references"])


def carried_references(written: Redacted, references: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``references`` (spans into the chunk's text) with their spans in the text as written.

    Each span is carried through the redaction's replacements (``Redacted.span``), never
    searched for, so ``written.text[start:end] == reference["text"]`` holds. A reference that a
    replacement overlaps is left out: its text is no longer in the written text whole, and a
    cut reference would name another provision or carry the redacted value in its ``text``.
    """
    kept: list[dict[str, Any]] = []
    for reference in references:
        span = written.span(int(reference["start"]), int(reference["end"]))
        if span is not None:
            kept.append({**reference, "start": span[0], "end": span[1]})
    return kept


class FieldRedactor:
    """What redacts the written strings of one export (``field_redactor``).

    Called on a string it returns the string as written; ``redacted`` and ``replaced`` also
    report what was replaced, so that offsets into the string can be carried.
    """

    def __init__(
        self,
        source: ExportInput,
        detect: Callable[[str], Sequence[PersonalDataMatch]],
    ) -> None:
        from inspector.redaction.apply import RedactionMode
        from inspector.redaction.policy import policy_kinds

        self._source = source
        self._detect = detect
        self._pairs = redaction_pairs(source.document, source.redactions)
        self._kinds = policy_kinds(source.policy)
        self._mode = RedactionMode(source.token_mode)
        self._salt: bytes | str | None = None

    @property
    def changes_nothing(self) -> bool:
        """True when no string can change: no redaction to apply and no kind to detect."""
        return not self._pairs and not self._kinds

    def __call__(self, text: str) -> str:
        """``text`` as written (``redacted``)."""
        return self.redacted(text).text

    def replaced(self, text: str) -> Redacted:
        """``text`` with the review's (or the engine's) redactions (``replaced_values``)."""
        return replaced_values(text, self._pairs)

    def redacted(self, text: str) -> Redacted:
        """``replaced``, then what the detector still finds of the policy's kinds, tokenised.

        Tokens as ``source.token_mode`` says, salted with ``source.salt`` or the user's salt.
        """
        from inspector.redaction.apply import RedactionMode, default_salt, redact_spans

        done = self.replaced(text)
        if not self._kinds:
            return done
        found = self._detect(done.text)
        spans = [(m.start, m.end, m.kind) for m in found if m.kind in self._kinds]
        if not spans:
            return done
        if self._salt is None:
            source = self._source
            if source.salt is not None or self._mode is RedactionMode.MASK:
                self._salt = source.salt if source.salt is not None else b""
            else:
                self._salt = default_salt()
        return done.then(*redact_spans(done.text, spans, self._mode, self._salt))


def field_redactor(
    source: ExportInput, detector: Callable[[str], Sequence[PersonalDataMatch]] | None = None
) -> FieldRedactor:
    """What redacts one written string of ``source``'s export.

    First the review's (or the engine's) redactions, every occurrence of each original; then
    whatever ``detector`` (``detect_personal_data`` when None) still finds of the policy's
    kinds, replaced by its token (``source.token_mode``, salted with ``source.salt`` or the
    user's salt).
    """
    if detector is not None:
        return FieldRedactor(source, detector)
    from inspector.redaction.detect import detect_personal_data

    return FieldRedactor(source, detect_personal_data)


def replaced_values(text: str, pairs: Sequence[tuple[str, str]]) -> Redacted:
    """``text`` with every original of ``pairs`` replaced by its token (pairs in order).

    Each occurrence is replaced as ``str.replace`` finds them (left to right, not
    overlapping); one step per pair that occurs.
    """
    from inspector.redaction.apply import Redacted, replace_spans

    done = Redacted(text)
    for original, token in pairs:
        at = done.text.find(original)
        spans: list[tuple[int, int, str]] = []
        while at >= 0:
            spans.append((at, at + len(original), token))
            at = done.text.find(original, at + len(original))
        if spans:
            done = done.then(*replace_spans(done.text, spans))
    return done


def apply_replacements(text: str, pairs: Sequence[tuple[str, str]]) -> str:
    """``text`` with every original of ``pairs`` replaced by its token (longest first)."""
    return replaced_values(text, pairs).text


def document_row(
    source: ExportInput, *, tenant_id: str, exported: int, exported_at: str
) -> dict[str, Any]:
    """The ``documents`` row of an export of ``source`` (counts in chunks, ``at`` ISO UTC)."""
    document = source.document
    chunk_set = source.chunk_set
    redact = field_redactor(source)
    identity = source.document_identity().record_fields()
    return {
        "tenantId": require_tenant(tenant_id),
        "docId": identity["docId"],
        "fileName": redact(display_name(PurePath(document.source_path).name)),
        "sourceKind": str(document.source_kind),
        "title": redact(identity["title"] or document.title),
        "documentType": chunk_set.document_type.value,
        "language": chunk_set.language,
        "jurisdiction": identity["jurisdiction"],
        "actId": redact(identity["actId"]) if identity["actId"] else None,
        "documentDate": identity["documentDate"],
        "identityCues": identity["identityCues"],
        "pageCount": len(document.pages),
        "charCount": len(document.text),
        "chunkCount": len(chunk_set.chunks),
        "approvedChunks": source.approved_count,
        "exportedChunks": exported,
        "redactions": len(source.redactions),
        "redactionPolicy": source.policy,
        "configHash": chunk_set.config_hash,
        "prepVersion": chunk_set.prep_version,
        "source": source.source,
        "exportedAt": exported_at,
    }
