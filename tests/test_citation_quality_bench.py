"""The citation bench's judges (issue 28): how a title, a judgment's title and a printed date
are compared with the gold. Table tests on values written here."""

from __future__ import annotations

import pytest

from bench.citation_quality import _date_in_text, judgment_title_right, title_right

# (expected, got, right)
TITLES = [
    # a date in words is its ISO form
    (
        "Cour de cassation, Chambre commerciale financière et économique, 2020-11-18, n° 19-19.463",
        "Cour de cassation, chambre commerciale, financière et économique, 18 novembre 2020, "
        "n° 19-19.463",
        True,
    ),
    ("Judgment of 2019-06-12", "Judgment of 12 June 2019", True),
    ("Judgment of 2019-06-12", "Judgment of 13 June 2019", False),
    # a docket line is no title
    (
        "Cour de cassation, Chambre commerciale financière et économique, 2020-11-18, n° 19-19.463",
        "Arrêt n° 740 FS-P+B",
        False,
    ),
]


@pytest.mark.parametrize(("expected", "got", "right"), TITLES)
def test_titles_compare_dates_in_any_written_form(expected: str, got: str, right: bool) -> None:
    assert title_right(expected, got) is right


JUDGMENT_TITLES = [
    (
        "Harrow Health Trust v Meridian Archives Ltd",
        "Harrow Health Trust v Meridian Archives Limited",
        True,
    ),
    (
        "Cour de cassation — Chambre civile — Pourvoi n° 24-18.377",
        "Cour de cassation, chambre civile, 14 octobre 2026, n° 24-18.377",
        True,
    ),
    ("Harrow Health Trust v Meridian Archives Ltd", "IN THE COURT OF APPEAL OF NORLAND", False),
    (
        "Cour de cassation — Chambre civile — Pourvoi n° 24-18.377",
        "Arrêt n° 512 du 14 octobre 2026, Pourvoi n° 24-18.377",
        False,
    ),
]


@pytest.mark.parametrize(("expected", "got", "right"), JUDGMENT_TITLES)
def test_a_judgments_title_is_judged_by_its_words(expected: str, got: str, right: bool) -> None:
    assert judgment_title_right(expected, got) is right


# (ISO date, text, printed)
PRINTED = [
    ("2024-04-04", "صدر برئاسة الجمهورية فى ٢٥رمضان سنة ١٤٤٥ھ ( الموافق ٤أبريل سنة . ) ٢٠٢٤", True),
    ("2005-09-27", "بتاريخ 23/8/1426هـ الموافق 27 / 9 / 2005م", True),
    ("2015-06-01", "This Agreement is dated as of June 1, 2015.", True),
    ("2019-01-01", "Fait à Paris, le 1er janvier 2019.", True),
    ("2004-06-22", "نظام المنافسة\n\nالمادة الأولى\n\nيهدف هذا النظام إلى حماية المنافسة.", False),
    ("2024-04-04", "قانون رقم 4 لسنة 2014 المعدل بالقانون رقم 19 لسنة 2024", False),
]


@pytest.mark.parametrize(("iso", "text", "printed"), PRINTED)
def test_a_date_counts_as_stated_in_each_printed_form(iso: str, text: str, printed: bool) -> None:
    assert _date_in_text(iso, text) is printed
