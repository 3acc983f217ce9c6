"""Tokens, span merging, redact_text and the per-user salt file."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import pytest

from inspector.errors import InspectorError
from inspector.redaction.apply import (
    RedactionMode,
    default_salt,
    map_span,
    merge_spans,
    redact_spans,
    redact_text,
    redaction_token,
    replace_spans,
    salt_path,
)
from inspector.redaction.errors import SaltError

TOKEN = re.compile(r"\[EMAIL:[0-9a-f]{4}\]")


def test_hash_token_shape_stability_and_salt_dependence() -> None:
    token = redaction_token("email", "jean@example.fr", b"salt-one")
    assert TOKEN.fullmatch(token)
    assert redaction_token("email", "jean@example.fr", b"salt-one") == token
    assert redaction_token("email", "JEAN@example.fr ", b"salt-one") == token
    tokens = {redaction_token("email", "jean@example.fr", f"salt-{i}") for i in range(20)}
    assert len(tokens) > 10  # 4 hex digits: a few collisions among 20 salts at most


def test_spellings_of_one_number_share_a_token() -> None:
    salt = b"k"
    assert redaction_token("phone", "06 12 34 56 78", salt) == redaction_token(
        "phone", "06.12.34.56.78", salt
    )
    eastern = redaction_token("phone", "٠٥٠١٢٣٤٥٦٧", salt)
    assert eastern == redaction_token("phone", "0501234567", salt)
    assert redaction_token("person", "John  Smith", salt) == redaction_token(
        "person", "john smith", salt
    )


def test_mask_mode() -> None:
    assert redaction_token("fr_nir", "x", b"s", RedactionMode.MASK) == "[FR_NIR]"


def test_redact_text_unsorted_and_overlapping_spans() -> None:
    text = "Mail jean@example.fr or call 06 12 34 56 78."
    spans = [(29, 43, "phone"), (5, 20, "email"), (10, 20, "email")]
    masked = redact_text(text, spans, RedactionMode.MASK)
    assert masked == "Mail [EMAIL] or call [PHONE]."
    hashed = redact_text(text, spans, RedactionMode.HASH, b"salt")
    assert "jean" not in hashed
    assert "06 12" not in hashed
    assert re.fullmatch(r"Mail \[EMAIL:[0-9a-f]{4}\] or call \[PHONE:[0-9a-f]{4}\]\.", hashed)


def test_merge_keeps_the_longest_kind_and_touching_spans_apart() -> None:
    assert merge_spans([(0, 4, "a"), (2, 10, "b")], 10) == [(0, 10, "b")]
    assert merge_spans([(0, 4, "a"), (4, 6, "b")], 10) == [(0, 4, "a"), (4, 6, "b")]


@pytest.mark.parametrize("span", [(5, 5, "x"), (-1, 2, "x"), (3, 99, "x")])
def test_bad_spans_are_a_clear_error(span: tuple[int, int, str]) -> None:
    with pytest.raises(InspectorError, match="outside the text"):
        redact_text("short text", [span], RedactionMode.MASK)


def test_default_salt_is_created_private_and_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    path = salt_path()
    assert path == tmp_path / "data" / "redaction-salt"
    salt = default_salt()
    assert len(salt) == 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert default_salt() == salt
    hashed = redact_text("x@y.example", [(0, 11, "email")])  # hash mode, per-user salt
    assert hashed == redaction_token("email", "x@y.example", salt)


def test_default_salt_under_xdg_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("INSPECTOR_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert salt_path() == tmp_path / "legal-chunk-inspector" / "redaction-salt"
    other = tmp_path / "elsewhere" / "salt"
    assert default_salt(other) != default_salt()  # overridable, and independent
    assert other.exists()


def test_damaged_salt_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "salt"
    path.write_text("not hex at all\n", encoding="ascii")
    os.chmod(path, 0o600)
    with pytest.raises(SaltError, match="damaged"):
        default_salt(path)


def test_redact_spans_reports_each_replacement_before_and_after() -> None:
    text = "Mail jean@example.fr or call 06 12 34 56 78."
    spans = [(29, 43, "phone"), (5, 20, "email")]
    masked, replaced = redact_spans(text, spans, RedactionMode.MASK)
    assert masked == redact_text(text, spans, RedactionMode.MASK)
    assert [(r.start, r.end) for r in replaced] == [(5, 20), (29, 43)]
    assert [masked[r.new_start : r.new_end] for r in replaced] == ["[EMAIL]", "[PHONE]"]


@pytest.mark.parametrize(
    ("span", "carried"),
    [
        ((0, 4), (0, 4)),  # before every replacement
        ((0, 6), None),  # shares a character with "bbb"
        ((4, 6), None),  # inside it
        ((7, 9), (9, 11)),  # touches "bbb" at its end: moved by its growth (3 -> 5)
        ((9, 13), None),  # across the empty replacement at 12
        ((12, 15), (15, 18)),  # starts where something was inserted: after the insertion
        ((13, 16), (16, 19)),
    ],
)
def test_map_span_carries_a_span_or_refuses_one_a_replacement_overlaps(
    span: tuple[int, int], carried: tuple[int, int] | None
) -> None:
    text = "aaaa" + "bbb" + "cccccccccccc"  # "bbb" at [4, 7); an insertion at 12
    written, replaced = replace_spans(text, [(4, 7, "BBBBB"), (12, 12, "+")])
    assert written == "aaaaBBBBBccccc+ccccccc"
    assert map_span(*span, replaced) == carried
    if carried is not None:
        assert written[carried[0] : carried[1]] == text[span[0] : span[1]]
