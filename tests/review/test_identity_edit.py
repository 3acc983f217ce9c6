"""Issue 28: the document identity is a review edit: a value, undoable, saved in the store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inspector.document.model import Document
from inspector.engine import ChunkSet, default_config
from inspector.engine.citation_identity import detect_identity
from inspector.review.access import open_session
from inspector.review.chunk_json import state_from_json, state_to_json
from inspector.review.edits import EditRefused, SetIdentity, SetStatus
from inspector.review.model import ReviewStatus
from inspector.review.session import ReviewSession
from inspector.review.splice import Splice, apply_splice
from tests.review.conftest import LAW_PDF, fixed_clock


def _session(law_pdf: tuple[Document, ChunkSet], folder: Path) -> ReviewSession:
    document, chunk_set = law_pdf
    return open_session(
        LAW_PDF,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=folder,
        clock=fixed_clock(),
    )


def test_an_identity_edit_is_undone_redone_and_kept_across_reopening(
    law_pdf: tuple[Document, ChunkSet], tmp_path: Path
) -> None:
    session = _session(law_pdf, tmp_path)
    assert not session.state.identity
    session.apply(SetIdentity((("documentDate", "2026-05-01"), ("actId", "2026 c. 7"))))
    assert dict(session.state.identity) == {"actId": "2026 c. 7", "documentDate": "2026-05-01"}
    session.apply(SetStatus((0,), ReviewStatus.APPROVED))
    session.undo()
    session.undo()
    assert not session.state.identity
    session.redo()
    assert dict(session.state.identity)["documentDate"] == "2026-05-01"
    session.close()
    reopened = _session(law_pdf, tmp_path)
    assert dict(reopened.state.identity) == {"actId": "2026 c. 7", "documentDate": "2026-05-01"}
    reopened.close()


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ((("documentDate", "1 May 2026"),), "not valid"),
        ((("jurisdiction", "England"),), "not valid"),
        ((("court", "X"),), "no identity field"),
    ],
)
def test_an_invalid_identity_is_refused_and_nothing_changes(
    law_pdf: tuple[Document, ChunkSet],
    tmp_path: Path,
    values: tuple[tuple[str, str], ...],
    message: str,
) -> None:
    session = _session(law_pdf, tmp_path)
    with pytest.raises(EditRefused, match=message):
        session.apply(SetIdentity(values))
    assert session.state.identity == ()
    session.close()


def test_the_identity_splice_round_trips_through_json_and_inverts(
    law_pdf: tuple[Document, ChunkSet], tmp_path: Path
) -> None:
    session = _session(law_pdf, tmp_path)
    state = session.state
    splice = SetIdentity((("title", "Records Act 2026"),)).plan(session.context, state)
    again = Splice.from_json(splice.to_json(), state)
    assert again == splice
    after, inverse = apply_splice(state, again)
    assert after.identity == (("title", "Records Act 2026"),)
    assert apply_splice(after, inverse)[0] == state
    assert state_from_json(json.loads(json.dumps(state_to_json(after)))) == after
    session.close()


def test_a_state_saved_before_identity_edits_reads_with_none() -> None:
    # The JSON of a review state as schema 2 stores wrote it before issue 28: no "identity".
    old: dict[str, list[object]] = {"chunks": [], "reviews": [], "excluded": [], "redactions": []}
    assert state_from_json(old).identity == ()
    assert "identity" not in state_to_json(state_from_json(old))


def test_the_export_writes_the_reviewed_identity(
    law_pdf: tuple[Document, ChunkSet], tmp_path: Path
) -> None:
    from inspector.export.records import engine_input, export_records

    document, chunk_set = law_pdf
    source = engine_input(document, chunk_set, default_config())
    detected = detect_identity(document, chunk_set)
    edited = type(source)(**{**source.__dict__, "identity": {"documentDate": "2026-05-01"}})
    records = export_records(edited, tenant_id="t", include_all=True, with_boxes=False)
    assert {r["documentDate"] for r in records} == {"2026-05-01"}
    assert {r["identityCues"]["documentDate"] for r in records} == {"edited"}
    assert {r["title"] for r in records} == {detected.title.value}
    assert {r["docId"] for r in records} == {detected.doc_id}
