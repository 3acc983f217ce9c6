"""The per-document red flags: no structure found, and a damaged text layer.

Short excerpts written here (EN/FR/AR). ``--stats`` and the window's statistics must not say
"red flags: none" when no chunk starts at a unit of the document's own structure (every chunk
a size, paragraph or bullet cut, the document start or its front matter), nor when the text
holds what no page shows (U+FFFD, private-use glyph codes, "(cid:12)", broken digits,
mojibake, letters of scripts legal text does not use). A well-structured sample fires nothing.
"""

from __future__ import annotations

import dataclasses

import pytest

from inspector.document.model import Document
from inspector.engine.config import default_config
from inspector.engine.stats import chunk_stats, format_stats, starts_structure
from inspector.engine.text_damage import MIN_MARKS, text_damage
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked, small


def _named(document: Document, name: str) -> Document:
    return dataclasses.replace(document, source_path=f"/tmp/in/{name}")


def _paragraphs(sentence: str, count: int) -> str:
    return "\n\n".join(f"{sentence} {sentence}" for _ in range(count)) + "\n"


# --- no structure ---------------------------------------------------------------------------

# (name, text, document type): long enough for several chunks under ``small(120)``, with no
# heading, numbered paragraph or clause anywhere: every chunk starts at a paragraph, a bullet
# or the document start.
UNSTRUCTURED = [
    (
        "en_plain.txt",
        _paragraphs("The appellant says the judge was wrong to refuse the adjournment.", 12),
        None,
    ),
    (
        "fr_bullets.txt",
        "LA COUR,\n\n"
        + "\n".join(
            f"- L'association demande à la cour de réformer le jugement sur le point {n}, "
            "de condamner l'État aux dépens et de lui allouer une indemnité."
            for n in range(14)
        )
        + "\n",
        DocumentType.JUDGMENT,
    ),
    (
        "ar_plain.txt",
        _paragraphs("قررت المحكمة رفض الدعوى وإلزام المدعي بالمصروفات ومقابل أتعاب المحاماة.", 12),
        None,
    ),
]


@pytest.mark.parametrize(
    ("name", "text", "kind"), UNSTRUCTURED, ids=[case[0] for case in UNSTRUCTURED]
)
def test_a_document_without_structure_is_flagged_by_name(
    name: str, text: str, kind: DocumentType | None
) -> None:
    config = small(120)
    document, chunk_set = chunked(text, config, document_type=kind)
    assert len(chunk_set.chunks) > 1
    assert not any(starts_structure(chunk) for chunk in chunk_set.chunks)
    stats = chunk_stats([(_named(document, name), chunk_set)], config)
    assert stats.unstructured == (name,)
    flags = [flag for flag in stats.red_flags if flag.startswith("no structure found")]
    assert flags == [
        f"no structure found in {name}: every chunk starts at a size or paragraph cut, the "
        "document start or its front matter"
    ]
    assert f"red flag: {flags[0]}" in format_stats(stats).splitlines()


# The same sizes with the document's own units: articles, numbered clauses, a judgment's
# numbered paragraphs. Chunks start there, so no structure flag.
STRUCTURED = [
    (
        "en_act.txt",
        "".join(
            f"Article {n}\n\nThe Minister shall keep a register of every licence granted under "
            f"this Act and shall publish it each year in the Gazette, with its conditions.\n\n"
            for n in range(1, 9)
        ),
        None,
    ),
    (
        "fr_contrat.txt",
        "".join(
            f"{n}. Le Prestataire fournit les services décrits à l'annexe dans les délais "
            f"convenus et informe le Client de toute difficulté rencontrée sans délai.\n\n"
            for n in range(1, 9)
        ),
        DocumentType.CONTRACT,
    ),
    (
        "ar_qanun.txt",
        "".join(
            f"المادة {n}\n\nيلتزم الوزير بإعداد سجل لجميع التراخيص الممنوحة وفقا لأحكام هذا "
            "القانون ونشره سنويا في الجريدة الرسمية مع شروط كل ترخيص.\n\n"
            for n in range(1, 9)
        ),
        None,
    ),
]


@pytest.mark.parametrize(("name", "text", "kind"), STRUCTURED, ids=[case[0] for case in STRUCTURED])
def test_a_structured_document_is_not_flagged(
    name: str, text: str, kind: DocumentType | None
) -> None:
    config = small(120)
    document, chunk_set = chunked(text, config, document_type=kind)
    assert len(chunk_set.chunks) > 1
    stats = chunk_stats([(_named(document, name), chunk_set)], config)
    assert stats.unstructured == ()
    assert not [flag for flag in stats.red_flags if "structure" in flag]


def test_a_one_chunk_document_needs_no_structure() -> None:
    document, chunk_set = chunked("The parties agree to meet in Paris on Monday.\n")
    assert len(chunk_set.chunks) == 1
    assert chunk_stats([(document, chunk_set)], default_config()).unstructured == ()


def test_only_the_unstructured_documents_are_named() -> None:
    config = small(120)
    plain = chunked(UNSTRUCTURED[0][1], config)
    act = chunked(STRUCTURED[0][1], config)
    stats = chunk_stats(
        [(_named(act[0], "act.txt"), act[1]), (_named(plain[0], "notes.txt"), plain[1])], config
    )
    assert stats.unstructured == ("notes.txt",)


# --- damaged text layer ---------------------------------------------------------------------

# (text, the mark it must count) in each language; each excerpt holds at least MIN_MARKS marks
DAMAGED = [
    (
        "The Supplier shall pay the \ufffd\ufffd\ufffd fees within thirty (30) days of the "
        "invoice \ufffd\ufffd date.",
        "replacement",
    ),
    (
        "(cid:72)(cid:101)(cid:108) Licensee shall not assign this Agreement (cid:3)(cid:12) "
        "without consent.",
        "glyph_code",
    ),
    (
        "Le prÃ©sent contrat est conclu Ã  Paris. Il est rÃ©siliÃ© de plein droit en cas de "
        "non-paiement Ã  l'Ã©chÃ©ance.",
        "mojibake",
    ),
    (
        "Le Prestataire s'engage \ue000 fournir les services d\ue001crits \ue002 l'annexe "
        "\ue003 et \ue004.",
        "private_use",
    ),
    (
        "فانون رقم ١7 لسنة ١٩7٣ بإصدار قانون الوكالة، ويلغى القانون رقم ١09 لسنة ١997 "
        "والقانون رقم ٢5 لسنة ٢٠٠3.",
        "mixed_digits",
    ),
    (
        "مادة(؟)\nالمركز الرئيسي للوكالة.\nمادة(؟)\nتهدف الوكالة.\nمادة (؟)\nمادة(?)\n"
        "يعمل به من ١؟٣ يوما و ٢؟٥.",
        "question_digits",
    ),
    (
        "\u0710\u0712\u0713 المادة \u05d0\u05d1 يعمل \u0783\u0784 بهذا القانون.",
        "foreign_script",
    ),
]


@pytest.mark.parametrize(("text", "mark"), DAMAGED, ids=[case[1] for case in DAMAGED])
def test_marks_of_a_damaged_text_layer_are_counted_and_flagged(text: str, mark: str) -> None:
    damage = text_damage(text)
    counts = dict(damage.counts)
    assert counts[mark] >= MIN_MARKS
    assert damage.damaged
    document, chunk_set = chunked(text)
    stats = chunk_stats([(_named(document, "gazette.pdf"), chunk_set)], default_config())
    assert stats.damaged == (("gazette.pdf", damage.describe()),)
    assert (
        f"red flag: damaged text layer in gazette.pdf: {damage.describe()}"
        in format_stats(stats).splitlines()
    )


# Clean text that looks a little like damage: questions after numbers, one digit script per
# number (both scripts in one text), accented capitals, a single stray private-use bullet.
CLEAN = [
    "Was Article 5 breached? The court asked whether paragraph (2) applied, and answered no? "
    "See http://www.unmultimedia.org/tv/unifeed/ and the unifeed/ and unicode/ pages, 1/uni.",
    "Qu'en est-il de l'article 12 ? ÂGÉ de 1990 à 2024, le CRÉANCIER « À PARIS » a agi.",
    "هل خالف المدعى عليه المادة ٥؟ نعم، وفقا للقانون رقم 17 لسنة ١٩٧٣ والقانون 109 لسنة 1997.",
    "\uf0b7 The Licensee shall pay the fees. " + "The parties agree. " * 50,
]


@pytest.mark.parametrize(
    ("text", "marks"),
    list(zip(CLEAN, [0, 0, 0, 1], strict=True)),
    ids=["en", "fr", "ar", "one_bullet"],
)
def test_clean_text_is_not_damaged(text: str, marks: int) -> None:
    damage = text_damage(text)
    assert damage.marks == marks
    assert not damage.damaged


def test_the_damage_threshold_grows_with_the_text() -> None:
    """Five U+FFFD in a long text are a stray few, not a damaged layer (``MIN_SHARE``)."""
    text = "\ufffd" * MIN_MARKS + " The parties agree to the terms set out below." * 400
    assert not text_damage(text).damaged
    assert text_damage(text[:300]).damaged


# --- a well-structured sample fires nothing ---------------------------------------------------

WELL_STRUCTURED = [
    "".join(
        f"Article {n} — Public records\n\nEvery public body shall keep its records in a safe "
        "place, protect them from fire, water and theft, and make them available to the public on "
        "request within thirty days, unless a law provides otherwise for a class of records "
        "that concerns national security, the privacy of a person or a trade secret of a "
        "company that gave them to the body in confidence.\n\n"
        for n in range(1, 6)
    ),
    "".join(
        f"Article {n} — Archives publiques\n\nChaque organisme public conserve ses archives en "
        "lieu sûr, les protège contre l'incendie, l'eau et le vol, et les communique au public sur "
        "demande dans un délai de trente jours, sauf si une loi en dispose autrement pour une "
        "catégorie d'archives relative à la sécurité nationale, à la vie privée d'une personne "
        "ou au secret des affaires d'une entreprise qui les a confiées à l'organisme.\n\n"
        for n in range(1, 6)
    ),
    "".join(
        f"المادة {n}\n\nتلتزم كل جهة عامة بحفظ سجلاتها في مكان آمن وحمايتها من الحريق والمياه "
        "والسرقة، وإتاحتها للجمهور عند الطلب خلال ثلاثين يوما، ما لم ينص القانون على خلاف ذلك "
        "بالنسبة لفئة من السجلات تتعلق بالأمن الوطني أو بخصوصية الأشخاص أو بالأسرار التجارية "
        "لشركة سلمتها إلى الجهة على سبيل السرية، وذلك وفقا للإجراءات التي تحددها اللائحة.\n\n"
        for n in range(1, 6)
    ),
]


@pytest.mark.parametrize("text", WELL_STRUCTURED, ids=["en", "fr", "ar"])
def test_a_well_structured_sample_fires_no_red_flag(text: str) -> None:
    document, chunk_set = chunked(text)
    assert len(chunk_set.chunks) > 1
    stats = chunk_stats([(_named(document, "law.txt"), chunk_set)], default_config())
    assert stats.red_flags == ()
    assert format_stats(stats).splitlines()[-1] == "red flags: none"
