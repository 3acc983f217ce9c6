"""Issue 28's measure: document identity, citations and references against the gold.

Usage: ``.venv/bin/python -m bench.citation_quality [--corpus DIR ...] [--record | --out FILE]``
(defaults: ``/work/eval_corpus`` and ``../shared/corpus``; ``--record`` writes the table to
``bench/results/citations.md`` with the commit measured, ``--out`` elsewhere; without either
it is printed).

For each document with a ``gold.json`` the test file (``rendered.pdf``, else the first PDF of
``test_files``) is loaded, chunked with the default configuration and turned into records.

Expected identity, derived from the gold's metadata and the pinned source it names -- never
from this tool's output (``expected_identity``):

- title: the gold title, its " — " note and a CUAD file name's "COMPANY_DATE-EX-10.5-" prefix
  left out (and a contract description's " between <parties>" and "(EX-...)"). Right when one
  of the normalised titles (case, punctuation and spaces ignored, a date written in words
  read as its ISO form: "18 novembre 2020" = "2020-11-18") holds the other and the shorter
  has at least half the longer's letters, against that or the whole gold title. A judgment's
  title is what a lawyer cites it by (issue 28): for the samples, whose Title block is the
  court's banner, the expected title is the citation line each sample prints as its running
  header, its neutral citation (the actId) left out ("Harrow Health Trust v Meridian Archives
  Ltd", "Cour de cassation — Chambre civile — Pourvoi n° 24-18.377"); a judgment's title is
  also right when at least 80% of the expected title's words are in it and 80% of its words
  in the expected title (a cited form's "Ltd" for the printed "Limited", "Pourvoi");
- jurisdiction: from ``doc_type``, the folder's and the source repository's country word
  (England and Wales or UK -> GB, EU -> EU, French/France -> FR, Saudi -> SA, Egyptian
  -> EG, Moroccan -> MA, Tunisian -> TN, a CUAD contract (an SEC EDGAR filing) -> US); the
  ICJ Statute has none (expected empty);
- actId: a judgment's neutral citation from its folder ("ewca_civ_2020_1032" -> "[2020] EWCA
  Civ 1032"); a CELEX number in the gold title (right: the CELEX number or its "YYYY/N"); a
  French text's "n° 45-875" in the gold title; a pourvoi "n° 19-19.463"; an Egyptian
  "law_19_2024" folder -> "19 لسنة 2024"; a CUAD contract's "EX-10.5" -> "10.5". Others
  (codes, UK Acts, Saudi and Moroccan texts) name no number in the gold: not scored;
- documentDate: a Find Case Law judgment's ``FRBRdate name="judgment"`` in the pinned source
  XML (``/work/.mirror``), the ``issued_date`` of an Ansvar law JSON, a date in the gold title
  ("du 1 mai 1945", "2020-11-18"). EU seed JSONs give only an effective date and CUAD only a
  filing date: not scored.

actId and documentDate are also totalled over the documents whose test file states the
expected value (``_in_text``, ``_date_in_text``: Eastern digits read as ASCII; a date as its
day, up to 25 other characters and its year, "4أبريل سنة . ) 2024" included, or d/m/y): a
value the document does not print is the gold source's metadata, not something a text
extractor can find; it is never taken from file metadata or a file name, but for an EDGAR
exhibit number, which the filed file's EDGAR name states ("...-EX-10.47-..."). A third total
counts every document: right when the value is detected where the test file states it, and
when nothing is detected where it does not (no value invented).

Citations: each gold unit is re-anchored in the chunks' text with ``score.py``'s own
anchoring; the chunk that starts the unit (as score.py's boundary recall finds it) must cite
the unit's number with the right unit word: its pinpoint (after the document's name) holds
the number as a whole token or as the head of a sub-division ("3" in "clause 3.1",
"[3]"), and names a unit of the gold kind (article: Article/art./s./reg./r./المادة/الفصل --
a UK statutory instrument's regulation or rule is the gold's article; paragraph:
[n]/§/الفقرة; recital: recital/considérant; section: any provision word; exhibit:
exhibit/schedule/annex).

References: every in-document reference the gold text holds ("Article 7", "section 5(2)",
"المادة السابعة" ...; found in the gold text with the same patterns) whose number is a unit
of the gold is counted; it is resolved when the chunk whose text holds it has a reference at
the same text with a target among the chunks that start or lie inside that unit. A reference
to another act's unit ("Article 6(1) of Regulation (EU) 2016/679") is not counted, nor one
whose unit kind the gold unit of that number is not ("section 14" in a judgment whose
paragraph 14 is a unit).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
MIRROR = Path("/work/.mirror")
DEFAULT_CORPORA = (Path("/work/eval_corpus"), SHARED / "corpus")

_COUNTRIES = (
    ("england and wales", "GB"),
    ("uk legislation", "GB"),
    ("eu ", "EU"),
    ("eu_", "EU"),
    ("france", "FR"),
    ("french", "FR"),
    ("jorf", "FR"),
    ("saudi", "SA"),
    ("egypt", "EG"),
    ("morocc", "MA"),
    ("tunisia", "TN"),
    ("_tn_", "TN"),
)
_FR_MONTHS = {
    m: i
    for i, m in enumerate(
        [
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ],
        1,
    )
}


@dataclass
class Expected:
    """The identity the gold and its source metadata give ("" = none; None = not scored)."""

    title: str
    full_title: str
    jurisdiction: str | None
    act_id: list[str] | None
    date: str | None
    notes: list[str] = field(default_factory=list)


def expected_identity(folder: Path, gold: dict[str, Any]) -> Expected:
    """See the module docstring: every value from the gold or the pinned source."""
    name = str(gold.get("doc_id") or folder.name)
    doc_type = str(gold.get("doc_type", "")).lower()
    raw_title = str(gold.get("title", ""))
    title = raw_title.split(" — ")[0]
    cuad = re.match(r".*[-_]EX-[0-9.]+[-_ ]+(.*)$", title)
    if "cuad" in raw_title.lower():
        title = cuad.group(1) if cuad else re.sub(r"^.*? - ", "", title)
        # a contract's name, without the parties and filing the gold's description adds
        title = re.split(r" between | \(EX-", title)[0]
    notes: list[str] = []
    # jurisdiction
    jurisdiction: str | None = None
    repository = str((gold.get("source") or {}).get("repository", "")).lower()
    probe = f"{doc_type} {name} {repository}"
    for word, code in _COUNTRIES:
        if word in probe:
            jurisdiction = code
            break
    if jurisdiction is None and "cuad" in raw_title.lower():
        jurisdiction = "US"
    if jurisdiction is None and "statute" in doc_type and "international" in doc_type:
        jurisdiction = ""
    # actId
    act_id: list[str] | None = None
    judgment = re.search(r"_(ewca|ewhc)_(civ|crim|admin|ch|qb|kb|fam)_([0-9]{4})_([0-9]+)", name)
    if judgment:
        court, division, year, number = judgment.groups()
        act_id = (
            [f"[{year}] EWCA {division.capitalize()} {number}"]
            if court == "ewca"
            else [f"[{year}] EWHC {number} ({division.capitalize()})"]
        )
    elif found := re.search(r"CELEX ([0-9]([0-9]{4})[A-Z]([0-9]{4}))", raw_title):
        act_id = [found.group(1), f"{found.group(2)}/{int(found.group(3))}"]
    elif (
        (found := re.search(r"\b(?:UE|EU)\) ([0-9]{4}/[0-9]+)", raw_title))
        or (found := re.search(r"n° ?([0-9]{2}-[0-9]{2}\.[0-9]{3})", raw_title))
        or (found := re.search(r"n° ?([0-9]{2,4}-[0-9]+)", raw_title))
    ):
        act_id = [found.group(1)]
    elif found := re.search(r"_law_([0-9]+)_([0-9]{4})_", name):
        act_id = [f"{found.group(1)} لسنة {found.group(2)}"]
    elif found := re.search(r"EX-([0-9]+\.[0-9]+)", raw_title):
        act_id = [found.group(1)]
    else:
        notes.append("actId not in the gold")
    # documentDate
    date = _source_date(gold) or _title_date(raw_title)
    if date is None:
        notes.append("date not in the gold or its source metadata")
    full_title = raw_title.removesuffix(" — CUAD v1")
    return Expected(title, full_title, jurisdiction, act_id, date, notes)


def _title_date(title: str) -> str | None:
    found = re.search(r"\b([0-9]{4}-[0-9]{2}-[0-9]{2})\b", title)
    if found:
        return found.group(1)
    found = re.search(r"\bdu ([0-9]{1,2})(?:er)? ([a-zéû]+) ([0-9]{4})", title)
    if found and found.group(2) in _FR_MONTHS:
        day, month, year = found.groups()
        return f"{year}-{_FR_MONTHS[month]:02d}-{int(day):02d}"
    return None


def _source_date(gold: dict[str, Any]) -> str | None:
    source = gold.get("source") or {}
    repo = str(source.get("repository", "")).removeprefix("https://github.com/")
    commit = str(source.get("commit", "")) or "HEAD"
    git_dir = MIRROR / repo.replace("/", "+") / "repo"
    if not repo or not git_dir.exists():
        return None
    for path in source.get("paths") or []:
        shown = subprocess.run(
            ["git", f"--git-dir={git_dir}", "show", f"{commit}:{path}"],
            capture_output=True,
            check=False,
        )
        if shown.returncode != 0:
            shown = subprocess.run(
                ["git", f"--git-dir={git_dir}", "show", f"HEAD:{path}"],
                capture_output=True,
                check=False,
            )
        if shown.returncode != 0:
            continue
        data = shown.stdout.decode("utf-8", "replace")
        found = re.search(r'FRBRdate date="([0-9-]{10})" name="judgment"', data)
        if found:
            return found.group(1)
        if path.endswith(".json"):
            try:
                value = json.loads(data)
            except json.JSONDecodeError:
                continue
            if isinstance(value, dict) and isinstance(value.get("issued_date"), str):
                return str(value["issued_date"])[:10]
    return None


_EN_MONTHS = {
    m: i
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ],
        1,
    )
}


def _iso_dates(text: str) -> str:
    """``text`` with its dates in words ("18 novembre 2020", "1er juin 2021") as ISO."""

    def iso(found: re.Match[str]) -> str:
        day, month, year = found.group(1), found.group(2).casefold(), found.group(3)
        number = _FR_MONTHS.get(month) or _EN_MONTHS.get(month)
        return f"{year}-{number:02d}-{int(day):02d}" if number else found.group()

    return re.sub(r"\b([0-9]{1,2})(?:er|st|nd|rd|th)?\s+([^\W\d_]+)\s+([0-9]{4})\b", iso, text)


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", _iso_dates(text)).casefold()
    return re.sub(r"[\W_]+", "", text)


def title_right(expected: str, got: str | None) -> bool:
    """See the module docstring."""
    a, b = _norm(expected), _norm(got or "")
    if not a or not b:
        return False
    short, long = sorted((a, b), key=len)
    return short in long and len(short) >= len(long) / 2


def _words(text: str) -> set[str]:
    text = unicodedata.normalize("NFKC", _iso_dates(text)).casefold()
    return set(re.findall(r"[^\W_]+", text.replace("-", "").replace(".", "")))


def judgment_title_right(expected: str, got: str | None) -> bool:
    """A judgment's title: ``title_right``, or 80% of the words shared both ways (docstring)."""
    if title_right(expected, got):
        return True
    want, have = _words(expected), _words(got or "")
    if not want or not have:
        return False
    shared = len(want & have)
    return shared >= 0.8 * len(want) and shared >= 0.8 * len(have)


def act_id_right(expected: list[str], got: str | None) -> bool:
    got_text = " ".join((got or "").split())
    return any(e and e in got_text for e in expected) if expected else not got_text


_KIND_WORDS = {
    "article": r"Article|article|art\.|s\.|reg\.|\br\.|Section|section|المادة|الفصل|\[",
    "paragraph": r"\[|§|الفقرة|para\.",
    "recital": r"recital|considérant|الحيثية",
    "section": r"Article|article|art\.|s\.|reg\.|\br\.|Section|section|clause|Clause|البند|المادة",
    "exhibit": r"exhibit|Exhibit|schedule|Schedule|annex|Annex|appendix|الملحق",
}


def citation_right(unit: dict[str, Any], citation: str, document_name: str) -> bool:
    """See the module docstring."""
    number = str(unit.get("number") or "").strip()
    pinpoint = citation[len(document_name) :] if citation.startswith(document_name) else citation
    if not number or not pinpoint.strip():
        return False
    words = _KIND_WORDS.get(str(unit.get("kind")), r"\S+")
    numbers = re.escape(number.replace(" ", ""))
    if number in ("premier", "1"):  # "Article premier" is cited "art. 1er"
        numbers = r"1(?:er)?"
    pattern = rf"(?:{words})[^\S\n]*\(?{numbers}(?![0-9A-Za-z])"
    compact = pinpoint.replace("L. ", "L")
    return re.search(pattern, compact) is not None


_REFERENCE_KINDS = {
    "article": {"article", "section"},
    "section": {"article", "section"},
    "clause": {"article", "section"},
    "fasl": {"article"},
    "recital": {"recital"},
}
"""Gold unit kinds a reference of each unit may point to (a contract's top-level "section"
units are its clauses, a UK Act's "article" units its sections)."""


@dataclass
class DocResult:
    name: str
    file: str
    fields: dict[str, tuple[bool | None, str, str]]
    cited: int = 0
    cited_right: int = 0
    wrong_citations: list[str] = field(default_factory=list)
    refs: int = 0
    refs_resolved: int = 0
    notes: list[str] = field(default_factory=list)
    present: dict[str, bool] = field(default_factory=dict)
    original: tuple[str, dict[str, tuple[bool | None, str, str]]] | None = None


def test_file(folder: Path, gold: dict[str, Any]) -> Path | None:
    if (folder / "rendered.pdf").exists():
        return folder / "rendered.pdf"
    for name in gold.get("test_files") or []:
        if str(name).lower().endswith(".pdf") and (folder / name).exists():
            return Path(folder / str(name))
    return None


def measure(folder: Path, score: Any) -> DocResult | None:
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.citation_format import document_name
    from inspector.engine.citation_identity import detect_identity
    from inspector.engine.citation_refs import find_references
    from inspector.engine.citation_rules import citation_rules
    from inspector.engine.config import default_config
    from inspector.engine.records import chunk_records

    gold_raw = json.loads((folder / "gold.json").read_text("utf-8"))
    path = test_file(folder, gold_raw)
    if path is None:
        return None
    config = default_config()
    document = load_document(path)
    chunk_set = chunk_document(document, config)
    records = chunk_records(document, chunk_set, config, with_boxes=False)
    identity = detect_identity(document, chunk_set)
    expected = expected_identity(folder, gold_raw)
    got = identity.record_fields()
    judge = judgment_title_right if "judgment" in str(gold_raw.get("doc_type", "")) else title_right
    fields: dict[str, tuple[bool | None, str, str]] = {
        "title": (
            judge(expected.title, got["title"]) or judge(expected.full_title, got["title"]),
            expected.title,
            got["title"] or "",
        ),
        "jurisdiction": (
            None
            if expected.jurisdiction is None
            else (got["jurisdiction"] or "") == expected.jurisdiction,
            expected.jurisdiction or "",
            got["jurisdiction"] or "",
        ),
        "actId": (
            None if expected.act_id is None else act_id_right(expected.act_id, got["actId"]),
            " or ".join(expected.act_id or []),
            got["actId"] or "",
        ),
        "documentDate": (
            None if expected.date is None else got["documentDate"] == expected.date,
            expected.date or "",
            got["documentDate"] or "",
        ),
    }
    present = {
        # an EDGAR exhibit number is stated by the filed file's name too ("...-EX-10.47-...")
        "actId": any(
            _in_text(e, document.text) or _in_text(e, path.name) for e in expected.act_id or []
        ),
        "documentDate": bool(expected.date) and _date_in_text(expected.date or "", document.text),
    }
    result = DocResult(folder.name, path.name, fields, notes=expected.notes, present=present)
    result.original = _original_identity(folder, gold_raw, path, expected)
    # citations: the chunk that starts each anchored gold unit
    gold = score.Gold(folder)
    chunks = [
        {"text": r["text"], "chunkType": r["chunkType"], "headingText": r["headingText"]}
        for r in records
    ]
    fields_of = [score.chunk_fields(c) for c in chunks]
    text, spans, _ = score.build_tool_text(fields_of, None)
    starts_at, ends_at, _, _, heading_end = score.anchor_units(gold, text)
    live = [k for k, s in enumerate(spans) if s["new"] > 0]
    begins = sorted((spans[k]["b"], k) for k in live)
    language = chunk_set.language if chunk_set.language in ("en", "fr", "ar") else "en"
    convention = citation_rules().convention(
        identity.jurisdiction.value, chunk_set.document_type.value, language
    )
    name = document_name(identity, convention, language)
    unit_chunks: dict[int, set[int]] = {}
    for i, unit in enumerate(gold.units):
        a = starts_at[i]
        if a is None:
            continue
        lo_gap = ends_at[i - 1] if i and starts_at[i - 1] is not None else 0
        candidates = [
            k
            for b, k in begins
            if (a - score.TOL <= b <= a + heading_end[i] + score.TOL)
            or (b < a and a - b <= score.GAP_MAX and b >= lo_gap - score.TOL)
        ]
        z = ends_at[i] if ends_at[i] is not None else a
        unit_chunks[i] = {k for b, k in begins if a - score.GAP_MAX <= b < max(z, a + 1)} | set(
            candidates
        )
        if not candidates:
            continue
        record = records[candidates[-1]]
        result.cited += 1
        if citation_right(unit, record["citation"], name):
            result.cited_right += 1
        elif len(result.wrong_citations) < 4:
            result.wrong_citations.append(f"{unit.get('label')!s} -> {record['citation']!r}")
    # references in the gold text that point to a gold unit
    gold_text = (folder / str(gold_raw.get("text_file", "text.txt"))).read_text("utf-8")
    by_number: dict[tuple[str, str], int] = {}
    for i, unit in enumerate(gold.units):
        number = str(unit.get("number") or "").casefold().replace(" ", "")
        by_number.setdefault((str(unit.get("kind")), number), i)
    ours: dict[str, list[set[int]]] = {}
    for record in records:
        for reference in record["references"]:
            key = " ".join(reference["text"].split())
            ours.setdefault(key, []).append(set(reference["targets"]))
    for unit in gold.units:
        body = gold_text[unit["start"] : unit["end"]]
        head = len(body.split("\n", 1)[0])
        for reference in find_references(body, skip_before=head):
            if reference["external"] or not reference["number"]:
                continue
            number = reference["number"].casefold().replace(" ", "")
            # "section 14" of a judgment is no reference to its paragraph 14
            kinds = sorted(_REFERENCE_KINDS.get(reference["unit"], set()))
            targets = [by_number[(k, number)] for k in kinds if (k, number) in by_number]
            target = targets[0] if targets else None
            if target is None or target not in unit_chunks:
                continue
            result.refs += 1
            key = " ".join(reference["text"].split())
            if any(targets & unit_chunks[target] for targets in ours.get(key, [])):
                result.refs_resolved += 1
    return result


def _original_identity(
    folder: Path, gold: dict[str, Any], measured: Path, expected: Expected
) -> tuple[str, dict[str, tuple[bool | None, str, str]]] | None:
    """actId and date read from the original PDF the gold names besides ``rendered.pdf``.

    A law rendered from structured provisions may leave out what the official PDF prints
    (an Egyptian law's number): shown apart, not in the totals.
    """
    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.citation_identity import detect_identity
    from inspector.engine.config import default_config

    for name in gold.get("test_files") or []:
        path = folder / str(name)
        if not str(name).lower().endswith(".pdf") or path == measured or not path.exists():
            continue
        document = load_document(path)
        got = detect_identity(document, chunk_document(document, default_config()))
        act_id, date = got.act_id.value, got.document_date.value
        return str(name), {
            "actId": (
                None if expected.act_id is None else act_id_right(expected.act_id, act_id),
                " or ".join(expected.act_id or []),
                act_id,
            ),
            "documentDate": (
                None if expected.date is None else date == expected.date,
                expected.date or "",
                date,
            ),
        }
    return None


_EASTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def _in_text(value: str, text: str) -> bool:
    """Whether ``value`` is printed in ``text`` (spaces and Eastern digits aside)."""
    squeeze = re.compile(r"\s+")
    return squeeze.sub("", value) in squeeze.sub("", text.translate(_EASTERN))


def _date_in_text(iso: str, text: str) -> bool:
    """Whether the date ``iso`` is printed in ``text``: its year and its day next to a month."""
    year, month, day = iso.split("-")
    text = text.translate(_EASTERN)
    month_name = next(m for m, i in _EN_MONTHS.items() if i == int(month))
    return bool(
        re.search(
            rf"(?<![0-9]){int(day)}(?:st|nd|rd|th|er)?(?![0-9])\D{{1,25}}?{year}(?![0-9])", text
        )
        or re.search(
            rf"\b0?{int(day)}\s*/\s*0?{int(month)}\s*/\s*(?:{year}|{year[2:]})(?![0-9])", text
        )
        or re.search(rf"\b{year}-{month}-{day}\b", text)
        or re.search(rf"(?i:{month_name})\s+{int(day)}(?:st|nd|rd|th)?,?\s+{year}(?![0-9])", text)
    )


NOTES = {
    "e16_contract_hyperion_distributor_en": (
        "the CUAD PDF prints no exhibit number (no 'EX-10.47', 'Exhibit 10.47' or '10.47' in "
        "its text); 10.47 comes from the EDGAR file name. Its date is printed, 'dated as "
        "April 15, 1994' (read since this record), but CUAD gives only a filing date: not "
        "scored."
    ),
    "e41_sa_competition_law_ar": (
        "the rendered law (from the Ansvar JSON provisions) prints no decree, number or date "
        "in any form (no Hijri date, no م/.., no Gregorian year); 2004-06-22 is the source "
        "JSON's issued_date."
    ),
    "e42_sa_mental_health_care_law_ar": (
        "as e41: no decree number or date printed in any form; the gold date is the JSON's "
        "issued_date."
    ),
    "e43_sa_electronic_transactions_law_ar": (
        "as e41; the only decree printed is an amendment's note inside an article ('تم "
        "تعديل هذه المادة بموجب المرسوم الملكي رقم (م/57) بتاريخ 1 / 8 / 1436هـ'), which is "
        "not the law's own decree or date."
    ),
    "e44_sa_registered_mortgage_law_ar": ("as e41: no decree number or date printed in any form."),
    "e45_sa_narcotics_law_ar": (
        "as e41; the only Hijri date printed is the repealed order's ('الصادر بالأمر السامي "
        "ذي الرقم 3318 والتاريخ 9 / 4 / 1353 هـ'), not the law's."
    ),
    "e46_eg_elderly_rights_law_19_2024_ar": (
        "the rendered PDF prints the promulgation date, garbled by its visual order ('صدر "
        "برئاسة الجمهورية فى ٢٥رمضان سنة ١٤٤٥ھ ( الموافق ٤أبريل سنة . ) ٢٠٢٤'), read since "
        "this record; it does not print the law's number ('قانون رقم ١٩ لسنة ٢٠٢٤' is only in "
        "the official gazette PDF, source/, where it is read)."
    ),
    "e48_eg_health_insurance_accounts_law_ar": (
        "the law prints two dates: its promulgation 'صدر برئاسة الجمهورية فى غرة ذى الحجة "
        "سنة ١٤٤٤ه ( الموافق ١٩يونيو سنة ٢٠٢٣م )' -- the adoption date, which documentDate "
        "holds (2023-06-19) -- and the gazette header 'الجريدة الرسمية – العدد ٢٤مكرر (ط) فى "
        "٢٠يونية سنة ٢٠٢٣', the publication date, which the source JSON's issued_date "
        "(2023-06-20) is. Counted as a miss; the gold is the publication date."
    ),
}
"""What reading each document whose actId or date is missed found (not used in scoring)."""


def _pct(right: int, total: int) -> str:
    return f"{100 * right / total:.1f}% ({right}/{total})" if total else "n/a"


def report(results: list[DocResult], commit: str) -> str:
    lines = [
        "# Citable chunks: identity, citations, references (issue 28)",
        "",
        f"Measured at commit `{commit}` by `bench/citation_quality.py` (default configuration, "
        "PDF test files). Expected values come from each gold.json and the pinned source it "
        "names (see the script's docstring); `-` = the gold gives no value to check.",
        "",
    ]
    totals: dict[str, list[int]] = {
        f: [0, 0] for f in ("title", "jurisdiction", "actId", "documentDate")
    }
    for result in results:
        for name, (right, _, _) in result.fields.items():
            if right is not None:
                totals[name][0] += bool(right)
                totals[name][1] += 1
    present_totals: dict[str, list[int]] = {f: [0, 0] for f in ("actId", "documentDate")}
    for result in results:
        for name in present_totals:
            right = result.fields[name][0]
            if right is not None and result.present.get(name):
                present_totals[name][0] += bool(right)
                present_totals[name][1] += 1
    # As a text extractor should: the value where the test file states it, nothing (no
    # invented value) where it does not.
    honest_totals: dict[str, list[int]] = {f: [0, 0] for f in ("actId", "documentDate")}
    for result in results:
        for name in honest_totals:
            right, _, got = result.fields[name]
            if right is None:
                continue
            stated = result.present.get(name)
            honest_totals[name][0] += bool(right) if stated else not got
            honest_totals[name][1] += 1
    cited = sum(r.cited for r in results)
    cited_right = sum(r.cited_right for r in results)
    refs = sum(r.refs for r in results)
    resolved = sum(r.refs_resolved for r in results)
    lines += ["## Totals", "", "| measure | right | target |", "|---|---|---|"]
    for name, (count, total) in totals.items():
        lines.append(f"| {name} | {_pct(count, total)} | 95% |")
    for name, (count, total) in present_totals.items():
        lines.append(
            f"| {name}, documents that state it (the test file prints the expected value) "
            f"| {_pct(count, total)} | 95% |"
        )
    for name, (count, total) in honest_totals.items():
        lines.append(
            f"| {name}, every document: its value where the test file states it, none where "
            f"it does not | {_pct(count, total)} | 95% |"
        )
    lines.append(f"| citation of chunks starting a gold unit | {_pct(cited_right, cited)} | 97% |")
    lines.append(f"| in-document references resolved | {_pct(resolved, refs)} | 90% |")
    lines += [
        "",
        "The actId and documentDate rows over all documents count values the gold takes from "
        "its source's metadata (an Ansvar JSON's issued_date, an EDGAR file name) that some "
        "documents do not print in any form: a text extractor cannot find them, and none is "
        "taken from file metadata or a file name (but an EDGAR exhibit number from the filed "
        "file's EDGAR name). The rows 'every document' count a document that does not state "
        "the value as right when nothing is detected (no value invented). The rows "
        "'documents that state it' count only the documents whose test file prints the "
        "expected value (Eastern digits, dates in words or d/m/y, see the script's "
        "docstring). What each missed document prints is below, read by hand.",
    ]
    unprinted = [
        f"{r.name} ({name})"
        for r in results
        for name in ("actId", "documentDate")
        if r.fields[name][0] is False and not r.present.get(name)
    ]
    if unprinted:
        lines += [
            "",
            "Misses of a value the test file does not print (the gold's source metadata has "
            "it, the document does not: nothing to detect): " + ", ".join(unprinted) + ".",
        ]
    stated_misses = [
        f"{r.name} ({name})"
        for r in results
        for name in ("actId", "documentDate")
        if r.fields[name][0] is False and r.present.get(name)
    ]
    if stated_misses:
        lines += [
            "",
            "Misses of a value the test file prints: " + ", ".join(stated_misses) + ".",
        ]
    notes = [f"- {r.name}: {NOTES[r.name]}" for r in results if r.name in NOTES]
    if notes:
        lines += ["", "## What the documents print (read by hand)", "", *notes]
    lines += [
        "",
        "## Per document",
        "",
        "| document | title | jurisdiction | actId | date | citations | references |",
        "|---|---|---|---|---|---|---|",
    ]

    def cell(value: tuple[bool | None, str, str]) -> str:
        right, want, got = value
        if right is None:
            return f"- ({got or 'none'})"
        return "ok" if right else f"**no**: want {want or 'none'!r}, got {got or 'none'!r}"

    for r in results:
        lines.append(
            f"| {r.name} | {cell(r.fields['title'])} | {cell(r.fields['jurisdiction'])} | "
            f"{cell(r.fields['actId'])} | {cell(r.fields['documentDate'])} | "
            f"{_pct(r.cited_right, r.cited)} | {_pct(r.refs_resolved, r.refs)} |"
        )
    originals = [r for r in results if r.original is not None]
    if originals:
        lines += [
            "",
            "## Identity read from the original PDF (not in the totals)",
            "",
            "The gold names an official PDF besides the rendered test file:",
            "",
            "| document | original | actId | date |",
            "|---|---|---|---|",
        ]
        for r in originals:
            assert r.original is not None
            name, found = r.original
            lines.append(
                f"| {r.name} | {name.rsplit('/', 1)[-1][:40]} | {cell(found['actId'])} | "
                f"{cell(found['documentDate'])} |"
            )
    wrong = [(r.name, w) for r in results for w in r.wrong_citations]
    if wrong:
        lines += ["", "## Some wrong citations (up to 4 per document)", ""]
        lines += [f"- {name}: {w}" for name, w in wrong]
    return "\n".join(lines) + "\n"


_NEUTRAL_PREFIX = re.compile(r"^\[[0-9]{4}\]\s+[A-Z]+(?:\s+[A-Z][a-z]+)?\s+[0-9]+\s*[—–-]\s*")
"""A running header's leading neutral citation: "[2026] NLCA 214 — "."""


def sample_titles() -> list[DocResult]:
    """The samples' titles against their ``Title`` block (``sample_docs/content``); a
    judgment's against the citation line of its running header (module docstring).

    The samples are fictional (no jurisdiction, number or date to look up) and have no gold
    units: only the title is scored.
    """
    import importlib
    import pkgutil

    from inspector.document.load import load_document
    from inspector.engine.chunker import chunk_document
    from inspector.engine.citation_identity import detect_identity
    from inspector.engine.config import default_config
    from sample_docs import content
    from sample_docs.docmodel import Title

    results: list[DocResult] = []
    for module in pkgutil.iter_modules(content.__path__):
        for sample in importlib.import_module(f"sample_docs.content.{module.name}").DOCUMENTS:
            path = ROOT / "sample_docs" / f"{sample.stem}.pdf"
            titles = [b.text for b in sample.blocks if isinstance(b, Title)]
            if not path.exists() or not titles:
                continue
            document = load_document(path)
            chunk_set = chunk_document(document, default_config())
            got = detect_identity(document, chunk_set).title.value
            if sample.kind == "judgment":  # cited by its running header's line (docstring)
                want = _NEUTRAL_PREFIX.sub("", sample.running_header)
                right = judgment_title_right(want, got)
            else:
                want = titles[0]
                right = title_right(want, got)
            fields: dict[str, tuple[bool | None, str, str]] = {
                "title": (right, want, got),
                "jurisdiction": (None, "", ""),
                "actId": (None, "", ""),
                "documentDate": (None, "", ""),
            }
            results.append(DocResult(f"sample_docs/{path.name}", path.name, fields))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, action="append")
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--record", action="store_true", help="write bench/results/citations.md (the record)"
    )
    where.add_argument("--out", type=Path, help="write the table to this file")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(SHARED / "tools"))
    import score  # type: ignore[import-not-found]  # the shared scorer's anchoring

    results: list[DocResult] = []
    for corpus in args.corpus or list(DEFAULT_CORPORA):
        for folder in sorted(p for p in corpus.iterdir() if (p / "gold.json").exists()):
            result = measure(folder, score)
            if result is not None:
                results.append(result)
                print(
                    folder.name,
                    {k: v[0] for k, v in result.fields.items()},
                    f"cite {result.cited_right}/{result.cited}",
                    f"refs {result.refs_resolved}/{result.refs}",
                    flush=True,
                )
    if not args.corpus:
        for result in sample_titles():
            results.append(result)
            print(result.name, {"title": result.fields["title"][0]}, flush=True)
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    table = report(results, commit)
    out = ROOT / "bench" / "results" / "citations.md" if args.record else args.out
    if out is None:
        print(table)
    else:
        out.write_text(table, encoding="utf-8")
        print(f"written {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
