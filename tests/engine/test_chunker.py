"""chunk_document: splitting, merging, tables, overlap, embedding text, provenance."""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.chunker import chunk_document
from inspector.engine.config import SizeProfile, default_config
from inspector.engine.overlap import embed_texts
from inspector.engine.stats import exported_text
from inspector.engine.tokens import count_tokens
from inspector.engine.types import BoundaryKind, ChunkType, DocumentType
from inspector.errors import Cancelled
from tests.engine.documents import document_from_text
from tests.engine.helpers import chunked, first_lines, small

SENTENCE = (
    "The Authority shall keep every public record safe, complete and available to the public. "
)


def _paragraph(label: str, sentences: int) -> str:
    return f"{label} " + SENTENCE * sentences


def test_long_article_splits_at_paragraphs_and_repeats_its_label() -> None:
    body = "\n\n".join(_paragraph(f"({n})", 6) for n in range(1, 9))
    text = f"An Act to keep records.\n\nArticle 4 — Duties of bodies\n\n{body}\n"
    _document, result = chunked(text, small(300, target=250))
    parts = [
        c for c in result.chunks if c.heading_path and c.heading_path[-1].startswith("Article 4")
    ]
    assert len(parts) > 1
    assert parts[0].heading_text.startswith("Article 4(1)")
    assert all(p.heading_text.endswith(", Duties of bodies") for p in parts)
    assert all("–" in p.heading_text or p.heading_text.count("(") == 1 for p in parts)
    assert [p.boundary.kind for p in parts[1:]] == [BoundaryKind.NUMBERED] * (len(parts) - 1)
    assert all(p.token_count <= 300 for p in parts)
    assert parts[0].boundary.kind is BoundaryKind.HEADING


def test_short_sub_clauses_merge_into_the_parent() -> None:
    items = "\n\n".join(f"({n}) A short duty number {n}." for n in range(1, 6))
    big = "\n\n".join(_paragraph(f"({n})", 8) for n in range(6, 8))
    intro = SENTENCE * 6 + "Every body shall:"
    text = f"An Act.\n\nArticle 9 — Duties\n\n{intro}\n\n{items}\n\n{big}\n"
    document, result = chunked(text, small(300))
    heads = first_lines(document, result)
    article = heads.index("Article 9 — Duties")
    assert [h[:4] for h in heads[article + 1 :]] == ["(6) ", "(7) "]
    parent = result.chunks[article]
    assert "(5) A short duty" in document.text[parent.start : parent.end]
    assert parent.heading_text == "Article 9(1)–(5), Duties"


def test_unit_within_its_maximum_is_never_split() -> None:
    text = (
        "An Act.\n\nArticle 1 — One\n\n" + _paragraph("(1)", 20) + "\n\nArticle 2 — Two\n\nShort.\n"
    )
    document, result = chunked(text)
    assert first_lines(document, result)[1:] == ["Article 1 — One", "Article 2 — Two"]


def test_sentence_fallback_respects_legal_abbreviations() -> None:
    sentence = "Under Art. 5 and No. 3, cf. para. 2, the body shall keep records for the public. "
    text = "An Act.\n\nArticle 1 — One\n\n" + sentence * 30 + "\n"
    document, result = chunked(text, small(150, target=120))
    for chunk in result.chunks[1:]:
        body = document.text[chunk.start : chunk.end].strip()
        assert body.startswith(("Under Art. 5", "Article 1"))
        assert chunk.boundary.kind in (BoundaryKind.HEADING, BoundaryKind.SENTENCE)


def test_a_single_sentence_over_the_maximum_is_cut_at_a_word_and_flagged() -> None:
    text = "An Act.\n\nArticle 1 — One\n\n" + " ".join(f"word{n}" for n in range(600)) + ".\n"
    document, result = chunked(text, small(100))
    cut = [c for c in result.chunks if "word_cut" in c.flags]
    assert len(cut) >= 2
    assert all(c.token_count <= 100 for c in result.chunks)
    for chunk in cut[1:]:
        assert document.text[chunk.start - 1].isspace()  # cut at a word start
        assert chunk.boundary.kind is BoundaryKind.WORD


def test_tables_are_never_cut_and_oversize_tables_repeat_their_header() -> None:
    rows = "\n".join(f"Item {n} | Kept for {n} years | Destroyed after review" for n in range(40))
    text = (
        "An Act.\n\nAnnex I — Schedule\n\nThe periods are:\n\n"
        f"Item | Period | Action\n{rows}\n\nEnd of annex.\n"
    )
    kinds = {3: BlockKind.TABLE}
    document, result = chunked(text, small(200), kinds=kinds)
    table_start = text.index("Item | Period")
    table_end = text.index("\n\nEnd of annex")
    inside = [c for c in result.chunks if table_start < c.start < table_end]
    assert inside, "an oversize table is split"
    for chunk in inside:
        assert text[chunk.start - 1] == "\n"  # between rows
        assert chunk.table_header == "Item | Period | Action"
        assert "table_part" in chunk.flags
        assert "Item | Period | Action" not in document.text[chunk.start : chunk.end]
    embedded = embed_texts(document, result, small(200))
    for chunk in inside:
        assert "Item | Period | Action\n" in embedded[result.chunks.index(chunk)]
    whole = chunked(text, kinds=kinds)[1]
    assert not any(table_start < c.start < table_end for c in whole.chunks)


def test_arabic_packs_to_the_small_end_of_the_target() -> None:
    arabic = (
        "تحفظ الوثائق الإلكترونية المقرر حفظها حفظا دائما بصيغ مفتوحة وملائمة للحفظ طويل الأمد. "
    )
    english = "The Authority keeps electronic records in open formats suited to long-term storage. "
    config = default_config().with_profile("article", SizeProfile(100, 300, 400, 0))

    def sizes(sentence: str, heading: str) -> list[int]:
        paragraphs = "\n\n".join(sentence for _ in range(24))
        _, result = chunked(
            f"{heading}\n\n{paragraphs}\n", config, document_type=DocumentType.LEGISLATION
        )
        return [c.token_count for c in result.chunks]

    assert max(sizes(arabic, "المادة 1")) <= 100  # packs to the small end, 100
    assert max(sizes(english, "Article 1")) > 200  # packs to the large end, 300


def test_overlap_only_for_clauses_and_judgments_never_after_a_heading() -> None:
    clause = "\n\n".join(_paragraph(f"1.{n}", 7) for n in range(1, 8))
    text = (
        "THIS AGREEMENT is made BETWEEN A and B.\n\n1. SERVICES\n\n"
        f"{clause}\n\n2. TERM\n\n2.1 It lasts.\n"
    )
    config = small(700, target=300, overlap=40)
    document, result = chunked(text, config)
    assert result.document_type is DocumentType.CONTRACT
    for chunk in result.chunks:
        starts_at_heading = chunk.boundary.kind in (
            BoundaryKind.HEADING,
            BoundaryKind.DOCUMENT_START,
        )
        expected = 0 if starts_at_heading or chunk.chunk_type is not ChunkType.CLAUSE else 40
        assert chunk.overlap_tokens == expected
    embedded = embed_texts(document, result, config)
    continued = [i for i, c in enumerate(result.chunks) if c.overlap_tokens]
    assert continued
    for index in continued:
        previous = result.chunks[index - 1]
        tail = embedded[index].split("\n\n", 1)[1]
        body = exported_text(document, result.chunks[index].start, result.chunks[index].end)
        assert tail.endswith(body)
        overlap = tail[: len(tail) - len(body)]
        assert count_tokens(overlap) in range(38, 43)
        assert document.text[previous.start : previous.end].endswith(overlap)
        assert "1. SERVICES" not in overlap
    articles = chunked(
        text.replace("THIS AGREEMENT is made", "An Act made"),
        config,
        document_type=DocumentType.LEGISLATION,
    )[1]
    assert all(c.overlap_tokens == 0 for c in articles.chunks)


def test_embedding_text_has_the_contextual_header_and_no_tashkeel() -> None:
    text = "قانون المحفوظات\n\nالمادَّة ٤: الحفظ\n\nيُحفَظ السِّجلّ لمدة ١٠ سنوات.\n"
    document, result = chunked(text, title="قانون المحفوظات")
    embedded = embed_texts(document, result, default_config())
    last = embedded[-1]
    assert last.startswith("Document: قانون المحفوظات > المادة 4 — الحفظ\n\n")
    assert "يحفظ السجل لمدة 10 سنوات." in last
    assert "يُحفَظ السِّجلّ" in document.text[result.chunks[-1].start : result.chunks[-1].end]


def test_excluded_spans_are_inside_chunks_and_left_out_of_text_and_tokens() -> None:
    header = "Official Gazette — Page 2\n"
    text = (
        "An Act.\n\nArticle 1 — One\n\nThe body keeps records.\n"
        + header
        + "It keeps them well.\n\nArticle 2 — Two\n\nMore.\n"
    )
    start = text.index(header)
    document, result = chunked(text, excluded=[(start, start + len(header))])
    chunk = next(c for c in result.chunks if c.start <= start < c.end)
    assert chunk.start < start
    assert start + len(header) <= chunk.end
    assert "Gazette" not in exported_text(document, chunk.start, chunk.end)
    plain = chunked(text.replace(header, ""))[1]
    assert (
        chunk.token_count
        == next(c for c in plain.chunks if c.heading_text == chunk.heading_text).token_count
    )


def test_provenance_pages_and_token_counts() -> None:
    text = "An Act.\n\n" + "\n\n".join(
        f"Article {n} — Title {n}\n\n" + SENTENCE * 3 for n in range(1, 7)
    )
    document = document_from_text(text, pages=3)
    result = chunk_document(document, default_config())
    assert result.chunks[0].boundary.kind is BoundaryKind.DOCUMENT_START
    assert result.chunks[-1].page_end == 2
    assert result.chunks[1].page_start == 0
    assert [c.page_start for c in result.chunks] == sorted(c.page_start for c in result.chunks)
    for chunk in result.chunks:
        kept = document.key.text[
            document.key.key_offset(chunk.start) : document.key.key_offset(chunk.end)
        ]
        assert chunk.token_count == count_tokens(kept)
        assert chunk.language == "en"
        assert chunk.max_tokens == 800 or chunk.chunk_type is not ChunkType.ARTICLE
    assert result.config_hash == default_config().config_hash
    assert result.prep_version


def test_cancel_and_progress() -> None:
    document = document_from_text("An Act.\n\nArticle 1 — One\n\nText.\n")
    seen: list[tuple[int, int]] = []
    chunk_document(document, default_config(), on_progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (100, 100)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    with pytest.raises(Cancelled):
        chunk_document(document, default_config(), should_cancel=lambda: True)


def test_empty_and_blank_documents_have_no_chunks() -> None:
    for text in ("", "\n\n   \n"):
        assert chunked(text)[1].chunks == ()


def test_mixed_language_chunks() -> None:
    text = (
        "THIS AGREEMENT is made BETWEEN the parties below.\n\n1. CONFIDENTIALITY\n\n"
        "The Receiving Party shall keep all information confidential and shall not disclose it.\n"
        "يلتزم الطرف المتلقي بالحفاظ على سرية جميع المعلومات وعدم الإفصاح عنها لأي طرف ثالث.\n"
    )
    _, result = chunked(text)
    assert result.chunks[-1].language == "mixed"
    assert result.chunks[0].language == "en"
