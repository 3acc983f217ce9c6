"""Statistics, red flags and the cut measures shared with the benchmark."""

from __future__ import annotations

from inspector.engine.config import default_config
from inspector.engine.stats import (
    CutJudge,
    chunk_stats,
    format_stats,
    mid_sentence_cuts,
    stranded_headings,
    units_whole,
)
from tests.engine.documents import document_from_text
from tests.engine.helpers import chunked

LAW = (
    "An Act to keep records.\n\nArticle 1 — Scope\n\nThis Act applies to every public body\n"
    "and to every court.\n\nArticle 2 — Duty\n\nEvery body keeps its records. It keeps them safe.\n"
)


def test_cut_judge_on_hand_made_cuts() -> None:
    document = document_from_text(LAW)
    judge = CutJudge(document, default_config())
    article_2 = LAW.index("Article 2")
    assert judge.is_clean_cut(article_2)
    assert judge.is_clean_cut(LAW.index("It keeps"))  # after a sentence end
    assert not judge.is_clean_cut(LAW.index("and to every"))  # a wrapped sentence
    assert not judge.is_clean_cut(LAW.index("records. It") - 3)  # inside a word
    assert judge.strands_heading(0, article_2 + len("Article 2 — Duty\n"))
    assert not judge.strands_heading(0, article_2)
    peers = [(0, LAW.index("and to every")), (LAW.index("and to every"), len(LAW))]
    assert mid_sentence_cuts(judge, peers) == 1
    assert stranded_headings(judge, [(0, article_2 + 18), (article_2 + 18, len(LAW))]) == 1


def test_units_whole_counts_containment() -> None:
    text = "aaa bbb\n\nccc ddd\n"
    units = [(0, 7), (9, 16)]
    assert units_whole(text, [(0, 9), (9, 17)], units) == (2, 2)
    assert units_whole(text, [(0, 4), (4, 17)], units) == (1, 2)


def test_engine_output_has_no_red_flags_but_small_chunks() -> None:
    document, result = chunked(LAW)
    stats = chunk_stats([(document, result)], default_config())
    assert stats.count == len(result.chunks)
    assert (stats.mid_sentence_starts, stats.stranded_headings, stats.over_max) == (0, 0, 0)
    assert stats.under_50 == stats.count
    assert stats.red_flags == (f"many chunks under 50 tokens: {stats.count} (100%)",)
    assert "median tokens:" in format_stats(stats)


def test_identical_chunks_across_documents_are_flagged() -> None:
    first = chunked(LAW)
    second = chunked(LAW.replace("Article 1 — Scope", "Article 1 — Reach"))
    stats = chunk_stats([first, second], default_config())
    assert stats.duplicates >= 2
    assert any(flag.startswith("identical chunks across documents") for flag in stats.red_flags)
