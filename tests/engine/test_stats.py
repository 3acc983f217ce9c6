"""Statistics, red flags and the cut measures shared with the benchmark."""

from __future__ import annotations

import pytest

from inspector.document.model import BlockKind
from inspector.engine.config import default_config
from inspector.engine.stats import (
    CutJudge,
    chunk_stats,
    format_stats,
    heading_only_chunks,
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


# Red flags judged from the text, not from the engine's reading of it (issue 24): the
# engine that stranded a heading did not see it as one, so its own reading cannot find it.

JUDGMENT = (
    "Neutral Citation Number: [2024] EWCA Civ 9\n\nIN THE COURT OF APPEAL\n\n"
    "Lord Justice Smith:\n\nIntroduction\n\n1. The appeal concerns costs.\n\n"
    "2. The judge was right about them.\n\nA. The law\n\n3. The Act applies.\n\n"
    "4. It applies here too.\n"
)


@pytest.mark.parametrize(
    ("heading", "next_starts"),
    [
        ("A. The law", "3. The Act"),
        ("Article 5 — Scope", "(1) This applies"),
        ("CHAPTER II", "Article 5"),
        ("1. DEFINITIONS", "1.1 Site means"),
        ("Introduction", "1. The appeal"),
        ("Examen du moyen", "3. La cour"),
        ("الفصل 5", "يطبق هذا"),
    ],
)
def test_a_chunk_ending_with_a_heading_strands_it(heading: str, next_starts: str) -> None:
    text = (
        "Article 1 — Scope\n\nThe first text ends here.\n\n"
        f"{heading}\n\n{next_starts} and goes on.\n"
    )
    document = document_from_text(text)
    judge = CutJudge(document, default_config())
    cut = text.index(next_starts)
    assert judge.strands_heading(0, cut)
    assert not judge.heading_only(0, cut)
    alone = text.index(heading)
    assert judge.heading_only(alone, cut)
    assert stranded_headings(judge, [(0, alone), (alone, cut), (cut, len(text))]) == 1
    assert heading_only_chunks(judge, [(0, alone), (alone, cut), (cut, len(text))]) == 1
    assert not judge.strands_heading(0, alone)  # the heading opens the next chunk
    assert judge.is_clean_cut(alone)
    assert judge.is_clean_cut(cut)


@pytest.mark.parametrize(
    "one_line",
    [
        "Art. 2 - L'action civile en réparation du dommage appartient à ceux qui ont souffert.",
        "Art. 3 - Abrogé",
        "Section 3 Repealed",
        "Article 3 — Every body keeps its records and keeps them safe.",
        "المادة 3 - يطبق هذا القانون على كل الهيئات العامة.",
    ],
)
def test_a_label_inline_with_its_provision_strands_nothing(one_line: str) -> None:
    """An article whose label's line holds its whole text ends a chunk as a body does.

    score.py counts an orphan only where the label stands alone on its line; an inline
    label ("12. The appellant ...", "Art. 2 - L'action ... souffert.") cannot be orphaned.
    """
    text = (
        "Article 1 — Scope\n\nThe first text ends here.\n\n"
        f"{one_line}\n\nArticle 4 — End\n\nIt ends.\n"
    )
    document = document_from_text(text)
    judge = CutJudge(document, default_config())
    alone, cut = text.index(one_line), text.index("Article 4")
    assert not judge.is_heading_line(one_line)
    assert stranded_headings(judge, [(0, alone), (alone, cut), (cut, len(text))]) == 0
    assert heading_only_chunks(judge, [(0, alone), (alone, cut), (cut, len(text))]) == 0
    assert judge.is_heading_line("Article 3 — Duty")  # a label and its title still are


def test_front_matter_and_running_text_strand_nothing() -> None:
    document = document_from_text(JUDGMENT)
    judge = CutJudge(document, default_config())
    assert judge.first_unit == JUDGMENT.index("1. The appeal")
    # a cut between "Lord Justice Smith:" and "Introduction" lies inside the heading-only gap
    # before paragraph 1 (score.py's stranded heading); a cut right before paragraph 1 does not
    assert judge.strands_heading(0, JUDGMENT.index("Introduction"))
    assert not judge.strands_heading(0, JUDGMENT.index("1. The appeal"))
    # a stamp, a signature line and a wrapped line of capitals are no headings
    for line in ("CONFIDENTIAL", "Done at Brussels, 4 May 2024", "DISCLAIMS ALL WARRANTIES OR"):
        assert not judge.is_heading_line(line)


JUDGMENT_COVER = (
    "IN THE COURT OF APPEAL (CIVIL DIVISION)\n\nBefore:\n\nLORD JUSTICE HALE\n\n"
    "Anna Reed KC (instructed by Lowe LLP) for the Appellant\n\n"
    "JUDGMENT\n\nLord Justice Hale:\n\nIntroduction\n\n"
    "1. This appeal concerns the return of records held by an archive.\n\n"
    "2. The judge dismissed the claim.\n"
)


@pytest.mark.parametrize(
    ("first", "lead", "body"),
    [
        ("JUDGMENT", "Lord Justice Hale:", "Introduction"),
        ("ARRÊT", "Exposé du litige", "Faits et procédure"),
        ("الحكم", "الأسباب", "الوقائع"),
    ],
)
def test_a_heading_only_chunk_before_the_first_paragraph_is_flagged(
    first: str, lead: str, body: str
) -> None:
    """ "JUDGMENT" / "Lord Justice Hale:" alone in a chunk, "Introduction" / "1." next (issue 24).

    The chunk ends inside the heading-only gap before paragraph 1, which score.py counts as a
    stranded heading, even though paragraph 1 is the first unit (the cover comes before it).
    """
    text = (
        JUDGMENT_COVER.replace("JUDGMENT", first)
        .replace("Lord Justice Hale:", lead)
        .replace("Introduction", body)
    )
    document = document_from_text(text)
    judge = CutJudge(document, default_config())
    alone, cut = text.index(first + "\n"), text.index(body + "\n")
    ranges = [(0, alone), (alone, cut), (cut, len(text))]
    assert [judge.heading_only(s, e) for s, e in ranges] == [False, True, False]
    assert heading_only_chunks(judge, ranges) == stranded_headings(judge, ranges) == 1
    # the same headings opening the chunk of paragraph 1: nothing stranded
    assert stranded_headings(judge, [(0, alone), (alone, len(text))]) == 0


def test_a_cut_after_a_line_that_runs_on_is_mid_sentence() -> None:
    text = (
        "1. WARRANTIES\n\n1.1 The Supplier warrants its work.\n\n"
        "1.2 EXCEPT AS PROVIDED HEREIN, THE SUPPLIER DISCLAIMS ALL WARRANTIES, EXPRESS OR\n\n"
        "IMPLIED, INCLUDING MERCHANTABILITY.\n\n"
        "2. TERM\n\n2.1 It lasts. The Court of Appeal has not\n\nthought fit to interfere.\n"
    )
    document = document_from_text(text, kinds={3: BlockKind.HEADING})
    judge = CutJudge(document, default_config())
    assert not judge.is_clean_cut(text.index("IMPLIED"))  # a heading block, a blank line
    assert not judge.is_clean_cut(text.index("thought fit"))  # lower case after a blank line
    assert judge.is_clean_cut(text.index("2. TERM"))
    assert judge.is_clean_cut(text.index("1.2 EXCEPT"))


def test_chunk_stats_count_heading_only_chunks_and_unit_starts_mid_sentence() -> None:
    text = (
        "This Supply Agreement is made between A and B.\n\n1. WARRANTIES\n\n"
        "1.1 THE SUPPLIER DISCLAIMS ALL WARRANTIES, EXPRESS OR\n\nIMPLIED, AND ALL OTHER TERMS.\n\n"
        "2. TERM\n\n2.1 It lasts two years.\n"
    )
    document, result = chunked(text)
    judge = CutJudge(document, default_config())
    # the engine's chunks, and the same text cut as a chunker that strands "2. TERM" and
    # starts a chunk at "IMPLIED" would
    assert chunk_stats([(document, result)], default_config()).stranded_headings == 0
    bad = [
        (0, text.index("IMPLIED")),
        (text.index("IMPLIED"), text.index("2.1 It")),
        (text.index("2.1 It"), len(text)),
    ]
    assert stranded_headings(judge, bad) == 1
    assert mid_sentence_cuts(judge, bad) == 1
    stats = chunk_stats([(document, result)], default_config())
    assert (stats.mid_sentence_starts, stats.heading_only_chunks) == (0, 0)
    assert "heading-only chunks: 0" in format_stats(stats)


def test_a_numbered_paragraph_starts_a_unit_whatever_ends_the_one_before() -> None:
    text = (
        "1. The claim concerns goodwill (see Breyer at paragraphs 61 and 72),\n\n"
        "2. The decision in Breyer contains a full analysis.\n"
    )
    judge = CutJudge(document_from_text(text), default_config())
    assert judge.is_clean_cut(text.index("2. The decision"))


@pytest.mark.parametrize(
    ("recital", "formula", "article"),
    [
        (
            "(2) This Regulation respects the principle of proportionality,",
            "HAVE ADOPTED THIS REGULATION:",
            "Article 1",
        ),
        (
            "(2) Le présent règlement respecte le principe de proportionnalité,",
            "ONT ADOPTÉ LE PRÉSENT RÈGLEMENT:",
            "Article premier",
        ),
        ("وبعد الاطلاع على القانون رقم 5 لسنة 2020 ،", "قررنا القانون الآتي نصه :", "المادة 1"),
    ],
)
def test_a_cut_before_the_enacting_formula_is_clean(
    recital: str, formula: str, article: str
) -> None:
    """The last recital ends with a comma, the enacting formula follows: no mid-sentence start.

    score.py's cutok counts that cut outside every unit; the red flag must agree (issue 24).
    """
    text = f"(1) The first recital.\n\n{recital}\n\n{formula}\n\n{article}\n\nThe text.\n"
    document = document_from_text(text)
    judge = CutJudge(document, default_config())
    assert judge.is_clean_cut(text.index(formula))
    assert not judge.is_clean_cut(text.index(recital) + len(recital) // 2)


CONTENTS = {
    "en": (
        ["TABLE OF CONTENTS", "ARTICLE 1 SALE AND PURCHASE 1", "1.1 Supply of Goods | 1",
         "ARTICLE 2 FORECASTS; INVENTORY 2", "2.1 Rolling Forecasts 2"],
        ["ARTICLE 1", "SALE AND PURCHASE", "1.1 Supply of Goods. The Supplier shall supply."],
    ),
    "fr": (
        ["SOMMAIRE", "ARTICLE 1 VENTE ET ACHAT 1", "1.1 Fourniture des produits | 1",
         "ARTICLE 2 PRÉVISIONS ; STOCKS 2", "2.1 Prévisions glissantes 2"],
        ["ARTICLE 1", "VENTE ET ACHAT", "1.1 Fourniture. Le fournisseur livre les produits."],
    ),
    "ar": (
        ["الفهرس", "المادة 1 البيع والشراء 1", "المادة 2 التوقعات والمخزون 2",
         "المادة 3 الأسعار والدفع 3"],
        ["المادة 1", "البيع والشراء", "يلتزم المورد بتوريد البضائع."],
    ),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_table_of_contents_is_front_matter(lang: str) -> None:
    """Its entries ("ARTICLE 2 FORECASTS; INVENTORY 2": label, title, page) open no unit.

    A chunk ending on an entry is front matter, as for score.py (the contents lie before
    every unit), not a stranded heading: a filed contract's contents split over chunks
    raised the flag three times.
    """
    contents, body = CONTENTS[lang]
    text = "\n\n".join(["SUPPLY AGREEMENT", *contents, *body]) + "\n"
    judge = CutJudge(document_from_text(text), default_config())
    assert text[judge.first_unit :].lstrip().startswith(body[0] + "\n")
    entry_end = text.index(contents[-2]) + len(contents[-2]) + 2
    assert not judge.strands_heading(0, entry_end)
