"""Loaded PDF text against the gold text, word by word: where the text layer reads wrong.

    .venv/bin/python -m bench.eval_corpus.text_defects --corpus /work/eval_corpus [--only _ar] [-v]

For each document folder with a ``rendered.pdf`` (the LibreOffice rendering of ``text.txt``),
the loader's text and ``text.txt`` are split into words (NFKC, tatweel removed) and aligned
with difflib; each differing stretch is counted by kind:

- ``split``: the same letters, more words in the loaded text ("ناش ئًا" for "ناشئًا");
- ``merged``: the same letters, fewer words;
- ``spacing``: the same letters and word count, spaces elsewhere;
- ``order``: the same letters in another order ("عاماًل" for "عاملًا");
- ``bracket``: as ``order``, brackets included ("( ٣٩(" for "(٣٩)");
- ``other``, ``delete``, ``insert``: anything else.

The gold text of a document made from a publisher's PDF (the Egyptian gazette) carries that
PDF's own text-layer defects (")د("), which the rendering prints as they are: read the
examples (``-v``) before counting a difference as the loader's.
"""

from __future__ import annotations

import argparse
import collections
import difflib
import unicodedata
from pathlib import Path

from inspector.document.load import load_document

_BRACKETS = set("()[]{}")


def words(text: str) -> list[str]:
    """The words of ``text`` for the comparison (NFKC, no tatweel)."""
    return unicodedata.normalize("NFKC", text).replace("\u0640", "").split()


def kind_of(gold: list[str], loaded: list[str]) -> str:
    """The kind of a replaced stretch (see the module docstring)."""
    g, lo = "".join(gold), "".join(loaded)
    if g == lo:
        if len(loaded) != len(gold):
            return "split" if len(loaded) > len(gold) else "merged"
        return "spacing"
    if sorted(g) == sorted(lo):
        return "bracket" if _BRACKETS & set(g + lo) else "order"
    return "other"


def defects(gold_text: str, loaded_text: str) -> list[tuple[str, str, str]]:
    """(kind, gold words, loaded words) of every stretch where the two texts differ."""
    gold, loaded = words(gold_text), words(loaded_text)
    out = []
    matcher = difflib.SequenceMatcher(None, gold, loaded, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        kind = op if op in ("delete", "insert") else kind_of(gold[i1:i2], loaded[j1:j2])
        out.append((kind, " ".join(gold[i1:i2]), " ".join(loaded[j1:j2])))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--only", default="", help="only folders whose name holds this text")
    parser.add_argument("-v", "--verbose", action="store_true", help="print the differences")
    args = parser.parse_args()
    total: collections.Counter[str] = collections.Counter()
    for folder in sorted(args.corpus.iterdir()):
        pdf = folder / "rendered.pdf"
        if args.only not in folder.name or not pdf.is_file():
            continue
        found = defects((folder / "text.txt").read_text(), load_document(pdf).text)
        counts = collections.Counter(kind for kind, _, _ in found)
        total.update(counts)
        print(folder.name, dict(sorted(counts.items())))
        if args.verbose:
            for kind, gold, loaded in found:
                print(f"    {kind}: gold {gold!r} loaded {loaded!r}")
    print("total", dict(sorted(total.items())))


if __name__ == "__main__":
    main()
