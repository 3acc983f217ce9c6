"""Personal-data detection cost against loading the same document.

For each document (default: the corpus PDFs and DOCX when ``../shared/corpus`` exists, the
sample PDFs, DOCX and text files that open, ``/tmp/long.pdf`` when present) we load it once,
then time in this process, alternating so that machine load hits both alike:

- **load**: ``load_document`` on the file (everything the loader does);
- **detect**: ``detect_personal_data`` over the loaded ``Document.text`` (every rule);

and report characters per second and matches per second of detection, and detection as a
share of loading. A synthetic text dense with personal data (every kind, in English, French
and Arabic, between filler sentences, 1 MB) shows the worst case for matches per second and
which rules cost most.

Figures are CPU time (``time.process_time``: the machine is shared), medians of ``--runs``
runs after one warm-up.

    python -m bench.redaction_speed [FILE ...] [--runs N] [--record]

``--record`` writes the tables to bench/results/redaction.md.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from inspector.document.load import load_document
from inspector.redaction.detect import detect_personal_data
from inspector.redaction.rules import RULES, Rule

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results" / "redaction.md"
CORPUS = REPO.parent / "shared" / "corpus"
LONG = Path("/tmp/long.pdf")
BROKEN = {
    "encrypted.pdf",
    "truncated.pdf",
    "not_a_pdf.pdf",
    "empty.pdf",
    "missing_document_part.docx",
}

DENSE_SENTENCES = [
    "Notices to Mr John Smith at john.smith@example.com or +44 20 7946 0958. ",
    "Payment to IBAN GB82 WEST 1234 5698 7654 32 by card 4111 1111 1111 1111. ",
    "Mme Hélène Varennes, NIR 2 69 05 49 588 157 80, tél. 06 12 34 56 78. ",
    "السيد خالد المهيري، الهوية 784-1987-6543210-3، الجوال +966 50 123 4567. ",
    "SSN 078-05-1120, NINO AB 12 34 56 C, Saudi ID 1012345672. ",
    "Article 12.3.4 of Law No. 2016-1321 of 12/03/2024 sets a fee of 1,250,000.00. ",
    "القانون رقم 15 لسنة 2018 والمادة ١٢ منه تنظم الأحوال الشخصية في الدولة. ",
    "The Supplier shall perform the Services with reasonable skill and care. ",
]


def default_files() -> list[Path]:
    """Corpus PDFs and DOCX, sample documents that open, and a long PDF if present."""
    files = sorted(CORPUS.glob("*/*.pdf")) + sorted(CORPUS.glob("*/source/*.pdf"))
    files += sorted(CORPUS.glob("*/*.docx"))
    samples = REPO / "sample_docs"
    for pattern in ("*.pdf", "*.docx", "*.txt", "*.md"):
        files += [p for p in sorted(samples.glob(pattern)) if p.name not in BROKEN | {"README.md"}]
    if LONG.exists():
        files.append(LONG)
    return files


def _cpu(function: Callable[[], object]) -> float:
    start = time.process_time()
    function()
    return time.process_time() - start


def measure(path: Path, runs: int) -> dict[str, float | str]:
    """Median CPU seconds of loading and of detecting, and what was found."""
    document = load_document(path)
    text = document.text
    matches = detect_personal_data(text)  # warm-up
    loads, detects = [], []
    for _ in range(runs):
        loads.append(_cpu(lambda: load_document(path)))
        detects.append(_cpu(lambda: detect_personal_data(text)))
    kinds = Counter(m.kind for m in matches)
    return {
        "chars": len(text),
        "matches": len(matches),
        "load": statistics.median(loads),
        "detect": statistics.median(detects),
        "kinds": ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) or "none",
    }


def _rule_cost(text: str, rule: Rule) -> float:
    """Best of three CPU seconds of detecting with ``rule`` alone."""
    return min(_cpu(lambda: detect_personal_data(text, [rule])) for _ in range(3))


def dense(runs: int) -> tuple[list[str], str]:
    """Detection over a 1 MB text full of personal data, and the cost of each rule on it."""
    block = "".join(DENSE_SENTENCES)
    text = block * (1_000_000 // len(block))
    matches = detect_personal_data(text)
    seconds = min(_cpu(lambda: detect_personal_data(text)) for _ in range(runs))
    lines = [
        f"Dense text: {len(text):,} characters, {len(matches):,} matches, "
        f"{seconds * 1000:.0f} ms CPU: {len(text) / seconds / 1e6:.1f} M characters/s, "
        f"{len(matches) / seconds:,.0f} matches/s (best of {runs}).",
        "",
        "| rule | kind | ms on the dense text | share |",
        "| --- | --- | ---: | ---: |",
    ]
    costs = [(rule, _rule_cost(text, rule)) for rule in RULES]
    total = sum(c for _, c in costs)
    for rule, cost in sorted(costs, key=lambda rc: -rc[1]):
        lines.append(f"| {rule.name} | {rule.kind} | {cost * 1000:.0f} | {cost / total:.0%} |")
    return lines, text


def main() -> None:
    """Measure every file and the dense text; print (and optionally record) Markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    files = args.files or default_files()
    lines = [
        f"Recorded {time.strftime('%Y-%m-%d')} on {platform.machine()}, Python "
        f"{platform.python_version()}; CPU time, medians of {args.runs} runs.",
        "",
        "| document | characters | matches | load ms | detect ms | detect / load "
        "| M chars/s | found |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    totals = {"chars": 0.0, "matches": 0.0, "load": 0.0, "detect": 0.0}
    for path in files:
        m = measure(path, args.runs)
        label = path.name
        if path.is_relative_to(CORPUS):
            label = f"corpus {path.relative_to(CORPUS).parts[0]} ({path.suffix[1:]})"
        chars, load, detect = float(m["chars"]), float(m["load"]), float(m["detect"])
        lines.append(
            f"| {label} | {chars:,.0f} | {m['matches']} | {load * 1000:.0f} | "
            f"{detect * 1000:.1f} | {detect / load:.1%} | {chars / detect / 1e6:.1f} | "
            f"{m['kinds']} |"
        )
        print(lines[-1], flush=True)
        for key in totals:
            totals[key] += float(m[key])
    if totals["detect"]:
        lines.append(
            f"| **all** | {totals['chars']:,.0f} | {totals['matches']:.0f} | "
            f"{totals['load'] * 1000:.0f} | {totals['detect'] * 1000:.1f} | "
            f"{totals['detect'] / totals['load']:.1%} | "
            f"{totals['chars'] / totals['detect'] / 1e6:.1f} | |"
        )
        print(lines[-1])
    dense_lines, _ = dense(args.runs)
    lines += ["", *dense_lines]
    print("\n".join(dense_lines))
    if args.record:
        RESULTS.parent.mkdir(exist_ok=True)
        # Keep the recall and precision section bench.redaction_quality writes.
        previous = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else ""
        begin, end = "<!-- quality: begin -->", "<!-- quality: end -->"
        kept = ""
        if begin in previous and end in previous:
            kept = begin + previous.split(begin, 1)[1].split(end, 1)[0] + end + "\n\n"
        RESULTS.write_text(
            "# Personal-data detection\n\n" + kept + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
