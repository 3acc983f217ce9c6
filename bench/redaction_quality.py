"""Personal-data detection quality: recall and precision per kind, on planted and real text.

Planted: ``tests.redaction.variants.planted_text`` builds texts holding thousands of valid
values (every kind, English, French and Arabic sentences; spaced with no-break and narrow
no-break spaces, broken across lines, full-width or Eastern digits, soft hyphens, lower-case
IBANs, obfuscated e-mail addresses, names with and without honorifics) between sentences that
hold none but look like they might (dates, articles, amounts, laws, cases, "Dear Sir",
"By: the Supplier"). A value counts as found when every non-blank character of it is inside
a detection; a detection is true when it overlaps a planted value.

Real: every detection in the real documents (``../shared/corpus`` and, when present, the
evaluation corpus ``/work/eval_corpus``: each ``text.txt`` and its rendered PDF/DOCX test
files) is counted per kind. These documents are public legislation, judgments and contracts:
what they hold is names of parties, judges, counsel and signatories, and notice addresses;
a detection that is not personal data is a false positive. The counts are recorded here; the
detections themselves are printed with ``--list`` for a reader to check (they are not
written into the repository).

    python -m bench.redaction_quality [--seeds N] [--count N] [--list] [--record]

``--record`` writes the tables into bench/results/redaction.md (its "Recall and precision"
section; ``bench.redaction_speed`` keeps it when it rewrites the file).
"""

from __future__ import annotations

import argparse
import platform
from collections import Counter
from pathlib import Path

from inspector.document.load import load_document
from inspector.errors import InspectorError
from inspector.redaction.detect import detect_personal_data
from tests.redaction.variants import KINDS, KindScore, Planted, planted_text, score

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "redaction.md"
CORPORA = (REPO.parent / "shared" / "corpus", Path("/work/eval_corpus"))
BEGIN, END = "<!-- quality: begin -->", "<!-- quality: end -->"
TEST_FILES = ("text.txt", "rendered.pdf", "rendered.docx", "libreoffice.pdf")
BEFORE = (
    "Before issue 26 (commit 8f59cf1, the planted set before bare names were added to it: "
    "10,068 values): recall 46.22% "
    "(email 49.60%, phone 23.80%, iban 19.70%, card 56.50%, fr_nir 34.20%, sa_id 74.60%, "
    "ae_id 75.60%, uk_nino 43.20%, us_ssn 51.00%, person 34.74%), precision 100%."
)
"""The detector of the previous commit on the default planted set (run once, by hand)."""
LIMITS = (
    "The planted forms were written together with the rules that find them: full recall here "
    "says every form listed is handled, not that unseen forms are. Bare names in prose (no "
    "honorific, no cue: `person: bare`) are found when their given name is in "
    "`inspector/redaction/given_names.py` (2,931 names from Faker's en_US, en_GB, en_IE, "
    "fr_FR, fr_DZ and de_DE lists, MIT; less words of legal text, places and months): the "
    "planted ones drawn from names outside it (Khalid, Youssef, Chloé) or dropped from it as a "
    "word of legal text (Claire: French `claire`) are the misses. Arabic bare names "
    "(`person: arabic_bare`) are found when their given name is in "
    "`inspector/redaction/given_names_ar.py` (138 names written by hand, less those that are "
    "also words: عمر age, دينا debt, سليم sound, نور, هدى, علي typed for على...) and a name "
    "word follows it: the planted ones drawn from the left-out names (علي, سليم, هدى, عمر, "
    "نور, سامي, منى) are its misses; on the real Arabic documents (12 text files, their "
    "rendered PDF/DOCX) the rule adds 18 detections, 6 distinct, all signatories "
    "(عبد الفتاح السيسي twice, عبد الرحمن يوسفي, إدريس جطو, محمد أوجار, محمد بنشعبون): "
    "no legal prose. "
    "Known misses on the real documents: an Italian fax number written with neither + nor 00. "
    "Over-long but true: two signatories' names on one flattened line taken as one name. "
    "Bare names on the real documents' text files: 80 detections no other rule made, all of "
    "them people (counsel, judges, parties, signatories, politicians); the 4 law firms named "
    "after people that an earlier rule took for names (Duncan Lewis, solicitors; Lewis Silkin "
    "LLP) are no longer detected: a name followed by a firm word is a firm's. "
    "Postal addresses (`address`) have no planted set yet: on the real documents all 26 "
    "detections are addresses (the parties' notice addresses in 10 contracts; none in "
    "legislation or judgments); known misses there: a house number "
    "written as a range ('3255-7 Scott Boulevard'), a street number spelled '108th', a "
    "state spelled out before its ZIP code ('Santa Ana, California 92705')."
)
"""What the numbers do not say (read off ``--list`` on the real documents)."""


def planted(seeds: int, count: int) -> tuple[dict[str, KindScore], Counter[str], Counter[str]]:
    """Scores per kind over ``seeds`` texts of ``count`` values; planted and found per form."""
    total = {kind: KindScore() for kind in KINDS}
    forms: Counter[str] = Counter()
    found_forms: Counter[str] = Counter()
    for seed in range(1, seeds + 1):
        text, values = planted_text(seed, count)
        scores = score(text, values, detect_personal_data(text))
        missed: set[tuple[int, int]] = set()
        for kind, entry in scores.items():
            into = total.setdefault(kind, KindScore())
            into.planted += entry.planted
            into.found += entry.found
            into.detections += entry.detections
            into.true_detections += entry.true_detections
            into.missed.extend(entry.missed)
            missed.update((m.start, m.end) for m in entry.missed)
        for value in values:
            key = f"{value.kind}: {value.form}"
            forms[key] += 1
            found_forms[key] += (value.start, value.end) not in missed
    return total, forms, found_forms


def real_documents() -> list[tuple[str, Path]]:
    """(label, file) of every real test file found."""
    out: list[tuple[str, Path]] = []
    for corpus in CORPORA:
        if not corpus.is_dir():
            continue
        for folder in sorted(p for p in corpus.iterdir() if p.is_dir()):
            for name in TEST_FILES:
                path = folder / name
                if path.is_file():
                    out.append((f"{corpus.name}/{folder.name}/{name}", path))
    return out


def real(listing: bool) -> tuple[list[str], Counter[str], int]:
    """Table rows per corpus, detections per kind, characters searched."""
    per_corpus: dict[str, Counter[str]] = {}
    files: Counter[str] = Counter()
    chars = 0
    kinds: Counter[str] = Counter()
    for label, path in real_documents():
        try:
            text = (
                path.read_text(encoding="utf-8")
                if path.suffix == ".txt"
                else load_document(path).text
            )
        except (InspectorError, OSError) as error:
            print(f"skipped {label}: {error}")
            continue
        corpus = label.split("/")[0]
        files[corpus] += 1
        chars += len(text)
        for match in detect_personal_data(text):
            per_corpus.setdefault(corpus, Counter())[match.kind] += 1
            kinds[match.kind] += 1
            if listing:
                context = text[max(0, match.start - 30) : match.end + 20].replace("\n", " ")
                print(f"{label}\t{match.kind}\t{match.text!r}\t{context}")
    rows = [
        f"| {corpus} | {files[corpus]} | "
        + (", ".join(f"{k} {n}" for k, n in sorted(per_corpus.get(corpus, Counter()).items())))
        + " |"
        for corpus in files
    ]
    return rows, kinds, chars


def _percent(value: float) -> str:
    return f"{100 * value:.2f}%"


def report(args: argparse.Namespace) -> list[str]:
    """The markdown section."""
    total, forms, found_forms = planted(args.seeds, args.count)
    planted_count = sum(e.planted for e in total.values())
    lines = [
        "## Recall and precision",
        "",
        f"Recorded with `python -m bench.redaction_quality --record` ({platform.python_version()}"
        f"). Planted: {args.seeds} seeded texts of {args.count} values, {planted_count:,} values"
        " in all, each in an English, French or Arabic legal sentence between sentences with no"
        " personal data (see the module doc).",
        "",
        "| kind | planted | found | recall | detections | true | precision |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for kind in KINDS:
        e = total[kind]
        lines.append(
            f"| {kind} | {e.planted:,} | {e.found:,} | {_percent(e.recall)} | {e.detections:,} "
            f"| {e.true_detections:,} | {_percent(e.precision)} |"
        )
    all_found = sum(e.found for e in total.values())
    detections = sum(e.detections for e in total.values())
    true = sum(e.true_detections for e in total.values())
    lines.append(
        f"| **all** | {planted_count:,} | {all_found:,} | "
        f"{_percent(all_found / planted_count)} | {detections:,} | {true:,} | "
        f"{_percent(true / detections if detections else 1.0)} |"
    )
    if (args.seeds, args.count) == (5, 2000):
        lines += ["", BEFORE]
    lines += ["", LIMITS]
    lines += ["", "Recall per written form:", "", "| kind: form | planted | recall |"]
    lines.append("| --- | ---: | ---: |")
    for key in sorted(forms):
        lines.append(f"| {key} | {forms[key]:,} | {_percent(found_forms[key] / forms[key])} |")
    missed: list[Planted] = [m for e in total.values() for m in e.missed]
    if missed:
        lines += ["", "Missed (first 10):", ""]
        lines += [f"- {m.kind} ({m.form}, {m.lang}): `{m.value!r}`" for m in missed[:10]]
    rows, total_kinds, chars = real(args.list)
    lines += [
        "",
        f"Real documents: {chars:,} characters in the test files below. The bare-name"
        " detections were read one by one (`--list`; see above); the others (names after"
        " honorifics and cues, notice e-mails, fax numbers) were read when first recorded on"
        " 109 files, not again on the files the evaluation corpus gained since. Kinds found: "
        + ", ".join(f"{k} {n}" for k, n in sorted(total_kinds.items()))
        + ".",
        "",
        "| corpus | files | detections |",
        "| --- | ---: | --- |",
        *rows,
    ]
    return lines


def write_section(section: list[str], path: Path = RESULTS) -> None:
    """Put ``section`` between the quality markers of ``path`` (added after the title)."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Personal-data detection\n"
    block = "\n".join([BEGIN, *section, END])
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        title, _, body = text.partition("\n")
        text = f"{title}\n\n{block}\n{body}"
    path.write_text(text, encoding="utf-8")


def main() -> None:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=5, help="planted texts (default 5)")
    parser.add_argument("--count", type=int, default=2000, help="values per text (default 2000)")
    parser.add_argument("--list", action="store_true", help="print every real detection")
    parser.add_argument("--record", action="store_true", help="write bench/results/redaction.md")
    args = parser.parse_args()
    section = report(args)
    print("\n".join(section))
    if args.record:
        write_section(section)


if __name__ == "__main__":
    main()
