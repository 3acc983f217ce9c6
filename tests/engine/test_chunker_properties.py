"""Hypothesis invariants of chunk_document over generated legal-ish documents.

Tiling (precise): when the text has anything outside whitespace and excluded spans, the chunks
are contiguous, non-overlapping and cover ``[0, len(text))``; excluded spans lie inside chunks
and no boundary falls strictly inside one; a chunk's exported text (excluded spans left out)
is never blank. A document with nothing to export has no chunks.
"""

from __future__ import annotations

import itertools
import re

from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import BlockKind, Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import ChunkingConfig, default_config
from inspector.engine.spans import excluded_key_ranges, kept_text
from inspector.engine.stats import exported_text
from inspector.engine.tokens import count_tokens
from inspector.engine.types import BoundaryKind, ChunkSet
from tests.engine.documents import document_from_text, paragraph_ranges
from tests.engine.helpers import small

WORDS = [
    "the",
    "authority",
    "shall",
    "keep",
    "every",
    "public",
    "record",
    "safe",
    "and",
    "the",
    "court",
    "may",
    "order",
    "access",
    "to",
    "archives",
    "within",
    "thirty",
    "days",
    "unless",
    "the",
    "minister",
    "decides",
    "otherwise",
    "under",
    "this",
    "act",
]
ARABIC = [
    "تحفظ",
    "الوثائق",
    "الإلكترونية",
    "المقرر",
    "حفظها",
    "حفظا",
    "دائما",
    "بصيغ",
    "مفتوحة",
    "وملائمة",
    "للحفظ",
]
TASHKEEL = "\u064e\u064f\u0650\u0651\u0652"
ABBREVIATIONS = ["Art. 5", "No. 12", "cf. para. 3", "v. Jones", "U.S.C. 1983"]

HEADINGS = st.sampled_from(
    [
        "Article {n} — Title of article {n}",
        "Article {n}",
        "PART {n}",
        "Chapter {n} — Chapter title",
        "{n}. DEFINITIONS",
        "Schedule {n}",
        "المادة {n}: عنوان المادة",
        "الفصل {n}",
        "Article {n} bis — Inserted",
        "### {n}. HEADING IN MARKDOWN",
    ]
)
LABELS = st.sampled_from(["({n})", "{n}.", "1.{n}", "(a)", "(i)", "{n}°", "- "])


@st.composite
def sentences(draw: st.DrawFn) -> str:
    if draw(st.booleans()) and draw(st.integers(0, 9)) == 0:
        words = draw(st.lists(st.sampled_from(ARABIC), min_size=3, max_size=25))
        if draw(st.booleans()):
            words = [w[:2] + draw(st.sampled_from(TASHKEEL)) + w[2:] for w in words]
        return " ".join(words) + "."
    words = draw(
        st.lists(st.sampled_from(WORDS), min_size=2, max_size=draw(st.sampled_from([12, 40, 400])))
    )
    if draw(st.booleans()):
        words.insert(draw(st.integers(0, len(words))), draw(st.sampled_from(ABBREVIATIONS)))
    text = " ".join(words)
    return text[0].upper() + text[1:] + draw(st.sampled_from([".", ".", ";", ":", ""]))


@st.composite
def blocks(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["heading", "numbered", "paragraph", "paragraph", "table"]))
    number = draw(st.integers(1, 40))
    if kind == "heading":
        return draw(HEADINGS).format(n=number)
    body = " ".join(draw(st.lists(sentences(), min_size=1, max_size=6)))
    if kind == "numbered":
        return draw(LABELS).format(n=number) + " " + body
    if kind == "table":
        rows = draw(st.integers(2, 30))
        cells = draw(st.integers(2, 4))
        return "\n".join(
            " | ".join(f"r{r}c{c} {body[: draw(st.integers(1, 80))]}" for c in range(cells))
            for r in range(rows)
        )
    wrap = draw(st.booleans())
    return re.sub(r"(.{60,80}?) ", r"\1\n", body) if wrap else body


@st.composite
def documents(draw: st.DrawFn) -> Document:
    parts = draw(st.lists(blocks(), min_size=0, max_size=14))
    separators = [draw(st.sampled_from(["\n\n", "\n", "\n \n\n"])) for _ in parts]
    text = draw(st.sampled_from(["", "\n", "  \n"]))
    for part, separator in zip(parts, separators, strict=True):
        text += part + separator
    kinds = {
        i: BlockKind.TABLE
        for i, (s, e) in enumerate(paragraph_ranges(text))
        if " | " in text[s:e].split("\n")[0] and "\n" in text[s:e]
    }
    lines = [m.span() for m in re.finditer(r"[^\n]*\n", text)]
    chosen = (
        draw(st.lists(st.integers(0, max(0, len(lines) - 1)), max_size=3, unique=True))
        if lines
        else []
    )
    excluded = sorted(lines[i] for i in chosen)
    return document_from_text(text, kinds=kinds, excluded=excluded, pages=draw(st.integers(1, 3)))


CONFIGS = st.sampled_from(
    [default_config(), small(60), small(150, target=100, overlap=20), small(400)]
)


def _has_content(document: Document) -> bool:
    return bool(exported_text(document, 0, len(document.text)).strip())


def _check_tiling(document: Document, result: ChunkSet) -> None:
    chunks = result.chunks
    if not _has_content(document):
        assert chunks == ()
        return
    assert chunks[0].start == 0
    assert chunks[-1].end == len(document.text)
    for before, after in itertools.pairwise(chunks):
        assert before.end == after.start
        assert before.start < before.end
    for span in document.excluded:
        for chunk in chunks[1:]:
            assert not span.start < chunk.start < span.end


# One generated document serves the three properties below: generating it costs more than
# chunking it, and the suite runs each property on the same examples anyway (derandomized).
@given(documents(), CONFIGS)
def test_chunks_tile_the_text_with_exact_tokens_and_repeat(
    document: Document, config: ChunkingConfig
) -> None:
    result = chunk_document(document, config)
    _check_tiling(document, result)
    _check_offsets_tokens_and_budgets(document, result)
    assert chunk_document(document, config) == result, "chunking is deterministic"


def _check_offsets_tokens_and_budgets(document: Document, result: ChunkSet) -> None:
    excluded = excluded_key_ranges(document)
    key = document.key
    for chunk in result.chunks:
        assert chunk.boundary.offset == chunk.start
        assert exported_text(document, chunk.start, chunk.end).strip(), "no empty chunk"
        kept = kept_text(key.text, key.key_offset(chunk.start), key.key_offset(chunk.end), excluded)
        assert chunk.token_count == count_tokens(kept)
        if chunk.token_count > chunk.max_tokens:
            # Only what cannot be cut: a table row, a single word, or a run of headings (a
            # heading is never separated from the text it opens).
            assert "too_long" in chunk.flags
            body = kept_text(
                key.text, key.key_offset(chunk.body_start), key.key_offset(chunk.end), excluded
            )
            unsplittable = "table_part" in chunk.flags or " | " in kept or len(kept.split()) <= 2
            assert unsplittable or count_tokens(body) <= chunk.max_tokens, kept[:200]
        else:
            assert "too_long" not in chunk.flags
        if chunk.boundary.kind is BoundaryKind.WORD:
            assert "word_cut" in chunk.flags
        assert 0 <= chunk.page_start <= chunk.page_end < len(document.pages)
        assert chunk.heading_path == tuple(p for p in chunk.heading_path if p)
