"""A changed file opens read-only; re-anchoring keeps the decisions of unchanged chunks."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine import chunk_document, default_config
from inspector.review.access import load_review_for, open_session
from inspector.review.edits import AddFlag, AddRedaction, SetStatus, SplitChunk
from inspector.review.model import FlagCategory, ReviewStatus
from inspector.review.session import ReviewReadOnly, ReviewSession
from tests.review.conftest import LAW_TXT, fixed_clock


def _open(path: Path, folder: Path) -> ReviewSession:
    document = load_document(path)
    chunk_set = chunk_document(document, default_config())
    return open_session(
        path,
        document,
        default_config(),
        "Ana",
        lambda: chunk_set,
        folder=folder,
        clock=fixed_clock(),
    )


def _writable(session: ReviewSession) -> bool:
    return not session.read_only


def test_changed_file_is_read_only_until_reanchored(tmp_path: Path) -> None:
    path = tmp_path / "law.txt"
    shutil.copyfile(LAW_TXT, path)
    folder = tmp_path / "reviews"
    folder.mkdir()
    session = _open(path, folder)
    count = len(session.state.chunks)
    session.apply(SetStatus(tuple(range(count)), ReviewStatus.APPROVED))
    session.apply(AddFlag(count - 1, FlagCategory.OTHER, "last"))
    # A manual boundary and a reviewer's redaction after the place that will change.
    split_at = (session.state.chunks[20].start + session.state.chunks[20].end) // 2
    session.apply(SplitChunk(20, split_at))
    manual_text = session.chunk_text(21)
    redacted = session.state.chunks[30].start + 10
    session.apply(AddRedaction(redacted, redacted + 8, "name"))
    redacted_text = session.text[redacted : redacted + 8]
    count += 1
    old_state = session.state
    # Edit the text of one article near the start: its chunk changes, the rest do not.
    text = path.read_text(encoding="utf-8")
    target = old_state.chunks[8]
    snippet = text[target.start : target.end]
    words = snippet.split(" ")
    changed = " ".join([*words[:3], "notwithstanding", *words[3:]])
    path.write_text(text.replace(snippet, changed, 1), encoding="utf-8")
    old_store = session.store.path
    session.close()

    stale = _open(path, folder)
    assert stale.read_only
    assert "changed since this review was saved" in stale.stale_reason
    assert stale.store.path == old_store
    assert stale.state == old_state  # the old review, over the old text
    assert stale.text != stale.document.text
    assert stale.chunk_text(8) == snippet
    with pytest.raises(ReviewReadOnly, match="changed since"):
        stale.apply(SetStatus((0,), ReviewStatus.REJECTED))
    assert not stale.can_undo
    found = load_review_for(path, folder=folder)
    assert found is not None
    assert found[1].stale

    report = stale.reanchor()
    assert _writable(stale)
    assert stale.store.path != old_store
    assert report.dropped == 1  # the changed article's approval
    assert report.manual_kept == 1
    new_state = stale.state
    changed_chunk = new_state.chunks[8]
    assert "notwithstanding" in stale.text[changed_chunk.start : changed_chunk.end]
    assert new_state.reviews[8].status is ReviewStatus.UNREVIEWED
    reviewed = [r for r in new_state.reviews if r.status is not ReviewStatus.UNREVIEWED]
    assert len(reviewed) == count - 3  # the changed chunk and both parts of the split chunk
    assert new_state.reviews[-1].flags[0].comment == "last"
    manual = [i for i, r in enumerate(new_state.reviews) if r.manual]
    assert len(manual) == 1
    assert stale.chunk_text(manual[0]) == manual_text
    assert new_state.chunks[manual[0]].boundary.rule == "manual"
    (redaction,) = new_state.redactions
    assert stale.text[redaction.start : redaction.end] == redacted_text
    assert stale.undo_text.startswith("Re-anchor the review")
    stale.close()

    again = _open(path, folder)
    assert _writable(again)
    assert again.state == new_state
    again.close()
    current = _open(path, folder)
    with pytest.raises(ReviewReadOnly, match="nothing to re-anchor"):
        current.reanchor()
    current.close()


def test_same_bytes_read_differently_is_stale_too(tmp_path: Path) -> None:
    """A newer loader gives other text for the same file: offsets would be wrong."""
    path = tmp_path / "law.txt"
    shutil.copyfile(LAW_TXT, path)
    folder = tmp_path / "reviews"
    folder.mkdir()
    session = _open(path, folder)
    session.apply(SetStatus(tuple(range(len(session.state.chunks))), ReviewStatus.APPROVED))
    session.close()
    # The "new loader": the same file's text with a line added at the top.
    other = tmp_path / "other.txt"
    other.write_text("Consolidated version\n\n" + path.read_text(encoding="utf-8"), "utf-8")
    fingerprint = load_document(path).fingerprint
    document = replace(load_document(other), fingerprint=fingerprint, source_path=str(path))
    chunk_set = chunk_document(document, default_config())
    stale = open_session(path, document, default_config(), "Ana", lambda: chunk_set, folder=folder)
    assert stale.read_only
    assert "extracted differently" in stale.stale_reason
    found = load_review_for(path, folder=folder)
    assert found is not None
    assert not found[1].stale  # same bytes: only the loaded text tells
    found = load_review_for(path, folder=folder, document=document)
    assert found is not None
    assert found[1].stale
    report = stale.reanchor()
    assert report.kept >= len(chunk_set.chunks) - 2
    assert [p.name for p in folder.iterdir() if ".retired-" in p.name]
    stale.close()
    again = open_session(path, document, default_config(), "Ana", lambda: chunk_set, folder=folder)
    assert _writable(again)
    assert again.progress().approved == report.kept
    again.close()
