"""The export gate: detected matches in a range that redactions leave visible."""

from __future__ import annotations

from inspector.redaction.detect import detect_personal_data
from inspector.redaction.gate import unredacted_matches
from inspector.review.model import Redaction

TEXT = (
    "Article 3. Notices. Notices go to Mr John Smith at john.smith@example.com "
    "or +44 20 7946 0958. Payments to GB82 WEST 1234 5698 7654 32."
)


def spans_of(kind: str) -> list[tuple[int, int]]:
    return [(m.start, m.end) for m in detect_personal_data(TEXT) if m.kind == kind]


def test_everything_unredacted_is_reported_with_document_offsets() -> None:
    found = unredacted_matches(TEXT, 0, len(TEXT), [])
    assert [m.kind for m in found] == ["person", "email", "phone", "iban"]
    for m in found:
        assert TEXT[m.start : m.end] == m.text


def test_redacted_matches_are_not_reported() -> None:
    redacted = spans_of("person") + spans_of("email") + spans_of("phone") + spans_of("iban")
    assert unredacted_matches(TEXT, 0, len(TEXT), redacted) == []


def test_partly_redacted_match_is_still_reported() -> None:
    (email,) = spans_of("email")
    found = unredacted_matches(TEXT, 0, len(TEXT), [(email[0], email[1] - 3)])
    assert "email" in [m.kind for m in found]


def test_adjacent_redactions_cover_a_match_together() -> None:
    (email,) = spans_of("email")
    middle = (email[0] + email[1]) // 2
    pieces = [(email[0], middle, "manual"), (middle, email[1], "manual")]
    assert "email" not in [m.kind for m in unredacted_matches(TEXT, 0, len(TEXT), pieces)]


def test_range_limits_and_straddling_values() -> None:
    (iban,) = spans_of("iban")
    (person,) = spans_of("person")
    # A chunk ending in the middle of the IBAN still holds part of it: reported, whole.
    found = unredacted_matches(TEXT, iban[0] + 5, len(TEXT), [])
    assert [(m.kind, m.start, m.end) for m in found] == [("iban", *iban)]
    # The honorific sits in the previous chunk; the name is still recognised.
    found = unredacted_matches(TEXT, person[0], person[1], [])
    assert [m.kind for m in found] == ["person"]
    # A range before every value holds nothing.
    assert unredacted_matches(TEXT, 0, 19, []) == []


def test_review_redactions_and_dismissed_false_positives() -> None:
    (person,) = spans_of("person")
    (email,) = spans_of("email")
    redactions = [Redaction(email[0], email[1], "email", "detector")]
    found = unredacted_matches(TEXT, 0, len(TEXT), redactions, dismissed=[person])
    assert [m.kind for m in found] == ["phone", "iban"]
