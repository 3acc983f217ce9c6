"""Decimal clause numbers of any depth ("5.3.1", "12.4.2.1", "٥.٣.١"): cited in full.

A contract or licence numbers its sub-clauses in decimals ("5.3 Distribution" then "5.3.1",
"5.3.2" ...). Where a clause is split for size, a part that starts or ends at a sub-clause is
cited by that sub-clause's full number (it was cited by the depth-1 clause "5.3"); a clause
label numbered so ("Article 5.3.1", "المادة 5.3.1") opens its unit in every language; a line
that starts with a date or an amount is no paragraph number. Short excerpts written for these
tests.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine.config import compiled_rules, default_config
from inspector.engine.records import chunk_records
from tests.engine.helpers import chunked, small

EN = "The Licensee shall keep the records of each distribution for three years. "
FR = "Le Licencié conserve les registres de chaque distribution pendant trois ans. "
AR = "يلتزم المرخص له بحفظ سجلات كل توزيع لمدة ثلاث سنوات. "
EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
WESTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def _body(sentence: str, count: int) -> str:
    return (sentence * count).strip()


def _records(text: str, max_tokens: int) -> list[dict[str, object]]:
    config = small(max_tokens)
    document, chunk_set = chunked(text, config)
    return chunk_records(document, chunk_set, config, with_boxes=False)


def _tails(records: list[dict[str, object]], stem: str) -> list[str]:
    """The pinpoint after the unit keyword of every chunk whose citation names ``stem``."""
    tails = []
    for record in records:
        citation = str(record["citation"])
        found = re.search(rf"{stem}\s+(\S+)$", citation)
        if found:
            tails.append(found.group(1))
    return tails


# (name, text, max tokens, unit keyword in the citation, pinpoints of the clause's parts)
SPLIT_CLAUSES = [
    (
        "en contract, three levels",
        "SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        "5. RIGHTS GRANTED\n\n"
        f"5.1 {_body(EN, 3)}\n\n5.2 {_body(EN, 3)}\n\n"
        f"5.3 Distribution\n\n{_body(EN, 3)}\n\n"
        f"5.3.1 Distribution without modification\n\n{_body(EN, 6)}\n\n"
        f"5.3.2 Distribution of modified software\n\n{_body(EN, 6)}\n\n"
        f"5.3.3 External modules\n\n{_body(EN, 6)}\n\n"
        f"5.3.4. Compatibility\n\n{_body(EN, 6)}\n\n"
        f"6. TERM\n\n6.1 {_body(EN, 2)}\n",
        200,
        "clause",
        ["5.1-5.2", "5.3-5.3.1", "5.3.2-5.3.3", "5.3.4", "6"],
    ),
    (
        "en contract, four levels",
        "SERVICES AGREEMENT\n\nThis Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        "Clause 12 Fees\n\n"
        f"12.4 Invoices\n\n{_body(EN, 9)}\n\n"
        f"12.4.2 Disputed invoices\n\n{_body(EN, 9)}\n\n"
        f"12.4.2.1 {_body(EN, 9)}\n\n12.4.2.2 {_body(EN, 9)}\n\n"
        f"Clause 13 Term\n\n{_body(EN, 2)}\n",
        150,
        "clause",
        ["12.4", "12.4.2", "12.4.2.1", "12.4.2.2", "13"],
    ),
    (
        "fr licence, titled sub-clauses",
        "CONTRAT DE LICENCE DE LOGICIEL\n\nLe présent contrat est conclu entre Alpha SA et "
        "Beta SARL.\n\n"
        "Article 5 - ETENDUE DES DROITS\n\n"
        f"5.3 DROIT DE DISTRIBUTION\n\n{_body(FR, 3)}\n\n"
        f"5.3.1 DISTRIBUTION SANS MODIFICATION\n\n{_body(FR, 6)}\n\n"
        f"5.3.2 DISTRIBUTION DU LOGICIEL MODIFIE\n\n{_body(FR, 6)}\n\n"
        f"5.3.3 MODULES EXTERNES\n\n{_body(FR, 2)}\n\n"
        f"5.3.4 COMPATIBILITE\n\n{_body(FR, 6)}\n\n"
        f"Article 6 - DUREE\n\n{_body(FR, 2)}\n",
        150,
        "art.",
        ["5.3", "5.3.1", "5.3.2-5.3.3", "5.3.4", "6"],
    ),
    (
        "ar contract, eastern digits",
        "عقد ترخيص\n\nأبرم هذا العقد بين الطرف الأول والطرف الثاني.\n\n"
        "البند ٥\n\n"
        f"٥.٣ {_body(AR, 3)}\n\n٥.٣.١ {_body(AR, 5)}\n\n٥.٣.٢ {_body(AR, 5)}\n\n"
        f"٥.٣.٣ {_body(AR, 5)}\n\n"
        f"البند ٦\n\n{_body(AR, 2)}\n",
        300,
        "البند",
        ["5.3", "5.3.1", "5.3.2", "5.3.3", "6"],
    ),
]


@pytest.mark.parametrize(
    ("text", "max_tokens", "stem", "expected"),
    [case[1:] for case in SPLIT_CLAUSES],
    ids=[case[0] for case in SPLIT_CLAUSES],
)
def test_a_split_clause_cites_each_part_by_its_full_decimal_number(
    text: str, max_tokens: int, stem: str, expected: list[str]
) -> None:
    assert _tails(_records(text, max_tokens), stem) == expected


def test_a_clause_kept_whole_with_its_sub_clauses_is_cited_by_the_clause() -> None:
    text = (
        "SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        f"5. RIGHTS GRANTED\n\n5.1 {_body(EN, 9)}\n\n5.2 {_body(EN, 9)}\n\n"
        f"5.3 Distribution\n\n{_body(EN, 2)}\n\n5.3.1 {_body(EN, 2)}\n\n5.3.2 {_body(EN, 2)}\n\n"
        f"6. TERM\n\n6.1 {_body(EN, 2)}\n"
    )
    # 5.1 and 5.2 alone fill a part; 5.3 and all its sub-clauses are the next: "5.3", not
    # "5.3-5.3.2".
    assert _tails(_records(text, 150), "clause") == ["5.1", "5.2", "5.3", "6"]


# (heading as printed, keyword of the citation, number cited)
LABELS = [
    ("Article 5.3.1 Unmodified copies", "article", "5.3.1"),
    ("Article 12.4.2.1 — Disputed invoices", "article", "12.4.2.1"),
    ("Article 5.3.1 - Copies conformes", "art.", "5.3.1"),
    ("المادة 5.3.1", "المادة", "5.3.1"),
    ("المادة (5.3)", "المادة", "5.3"),
    ("البند ٥.٣.١", "البند", "5.3.1"),
    ("البند 12.4.2.1:", "البند", "12.4.2.1"),
]


@pytest.mark.parametrize(("heading", "stem", "number"), LABELS)
def test_a_clause_label_numbered_in_decimals_opens_its_unit(
    heading: str, stem: str, number: str
) -> None:
    if re.search("[\u0600-\u06ff]", heading):
        opening, sentence, after = "عقد ترخيص\n\nأبرم هذا العقد بين الطرفين.\n\n", AR, "المادة 7"
    elif "conformes" in heading:
        opening, sentence = "CONTRAT DE LICENCE\n\nConclu entre Alpha SA et Beta SARL.\n\n", FR
        after = "Article 7 - Durée"
    else:
        opening, sentence = "LICENCE AGREEMENT\n\nMade between Alpha Ltd and Beta Inc.\n\n", EN
        after = "Article 7 Term"
    text = f"{opening}{heading}\n\n{_body(sentence, 3)}\n\n{after}\n\n{_body(sentence, 2)}\n"
    records = _records(text, 400)
    starts = [str(r["text"]).strip().split("\n")[0] for r in records]
    assert heading in starts, starts
    record = records[starts.index(heading)]
    assert str(record["citation"]).endswith(f"{stem} {number}"), record["citation"]


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("5.3.1 Distribution", "5.3.1"),
        ("5.3.1. Distribution", "5.3.1"),
        ("12.4.2.1 The Supplier", "12.4.2.1"),
        ("1.01 Definitions", "1.01"),
        ("٥.٣.١ يلتزم المرخص له", "٥.٣.١"),
        ("12.04.2021 is the date", None),
        ("1.234.567 euros is the fee", None),
        ("3.1415 is no clause", None),
        ("١٢.٠٤.٢٠٢١ تاريخ العقد", None),
    ],
)
def test_a_decimal_paragraph_number_is_not_a_date_or_an_amount(
    line: str, label: str | None
) -> None:
    found = compiled_rules(default_config()).match_number(line)
    assert (found.label.rstrip(".") if found and found.rule.scheme == "decimal" else None) == (
        label
    )


def test_dates_and_amounts_at_a_paragraph_start_open_no_numbered_part() -> None:
    text = (
        "SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is made between Alpha Ltd and Beta Inc.\n\n"
        f"5. RIGHTS\n\n5.1 {_body(EN, 6)}\n\n"
        f"12.04.2021 is the date on which the licence starts. {_body(EN, 6)}\n\n"
        f"1.234.567 euros is the fee payable by the Licensee. {_body(EN, 6)}\n\n"
        f"5.2 {_body(EN, 6)}\n\n6. TERM\n\n6.1 {_body(EN, 2)}\n"
    )
    records = _records(text, 100)
    numbered = [str(r["text"]).split()[0] for r in records if r["startRule"] == "decimal_multi"]
    assert numbered == ["5.2"]
    # A part starting at the date goes on clause 5.1 (a see-reference inside it changes nothing).
    assert all("12.04" not in str(r["citation"]) for r in records)


def _clause(path: tuple[int, ...], sentences: int, arabic: bool) -> str:
    label = ".".join(str(n) for n in path)
    if arabic:
        return f"{label.translate(EASTERN)} {_body(AR, sentences)}\n\n"
    return f"{label} {_body(EN, sentences)}\n\n"


@st.composite
def _outlines(draw: st.DrawFn) -> tuple[list[tuple[tuple[int, ...], int]], bool]:
    """Decimal sub-clauses of clause 5 in document order, each with a body length; Arabic?"""
    out: list[tuple[tuple[int, ...], int]] = []
    path = [5]
    for _ in range(draw(st.integers(2, 6))):
        depth = draw(st.integers(2, min(len(path) + 1, 4)))
        path = path[:depth]
        if len(path) < depth:
            path.append(1)
        else:
            path[-1] += 1
        out.append((tuple(path), draw(st.integers(1, 6))))
    return out, draw(st.booleans())


@settings(max_examples=12, deadline=None)
@given(_outlines())
def test_a_part_that_starts_at_a_decimal_label_is_cited_by_it(
    outline: tuple[list[tuple[tuple[int, ...], int]], bool],
) -> None:
    """Whatever the depth, a part opened by sub-clause X is cited "X" or "X-Y"."""
    clauses, arabic = outline
    if arabic:
        opening = "عقد ترخيص\n\nأبرم هذا العقد بين الطرف الأول والطرف الثاني.\n\nالبند ٥\n\n"
        closing = f"البند ٦\n\n{_body(AR, 2)}\n"
    else:
        opening = "LICENCE AGREEMENT\n\nMade between Alpha Ltd and Beta Inc.\n\n5. RIGHTS\n\n"
        closing = f"6. TERM\n\n6.1 {_body(EN, 2)}\n"
    text = opening + "".join(_clause(path, n, arabic) for path, n in clauses) + closing
    for record in _records(text, 120):
        if record["startRule"] != "decimal_multi":
            continue
        label = str(record["text"]).split()[0].rstrip(".").translate(WESTERN)
        pinpoint = str(record["citation"]).rsplit(" ", 1)[-1]
        assert pinpoint == label or pinpoint.startswith(f"{label}-"), (label, record["citation"])
