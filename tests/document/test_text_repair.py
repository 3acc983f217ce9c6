"""Repairs of text another tool extracted from PDFs: lam-alef order, page furniture lines."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.model import Document
from inspector.document.plain import TextKind, load_plain
from inspector.document.text_repair import logical_lam_alef


def load(source: str, kind: TextKind = "text") -> Document:
    return load_plain(Path("doc.txt"), source.encode(), "f" * 64, kind)


# --------------------------------------------------------------------------- lam-alef order

# A law's opening written by a visual-order tool, and the same text as it should read.
VISUAL = (
    "القانون المتعلق بمكافحة االتجار بالبشر\n"
    "المادة األولى\n"
    "يعاقب على االتجار بالبشر إال إذا نص القانون على خالف ذلك.\n"
    "اإلمضاء: رئيس الحكومة. الفقرة اآلخرة من المادة األولى.\n"
)
LOGICAL = (
    "القانون المتعلق بمكافحة الاتجار بالبشر\n"
    "المادة الأولى\n"
    "يعاقب على الاتجار بالبشر إلا إذا نص القانون على خالف ذلك.\n"
    "الإمضاء: رئيس الحكومة. الفقرة الآخرة من المادة الأولى.\n"
)
# Correct Arabic with every look-alike: "ألف", "ألزم", "سأل", the article before an alef
# ("الأولى", "الإمضاء", "الاتجار", "الآخرة"), "لا", "إلا", "خلال", "الله".
CORRECT = (
    "المادة الأولى\n"
    "ألزم القانون كل من سأل عن ألف درهم، إلا إذا لا يعلم، خلال الأجل.\n"
    "الإمضاء: الحمد لله. الاتجار بالبشر. الآخرة. الالتزامات. إلى الأمام.\n"
)


@pytest.mark.parametrize(
    ("source", "expected", "count"),
    [
        (VISUAL, LOGICAL, 7),
        (CORRECT, CORRECT, 0),
        # two visual pairs only: too few to be the document's habit
        ("المادة األولى\nاإلمضاء\n", "المادة األولى\nاإلمضاء\n", 0),
        # as many logical articles as visual pairs: a mixed text, left alone
        (VISUAL + CORRECT * 3, VISUAL + CORRECT * 3, 0),
        # visual pairs the habit, a few correct words among them still untouched
        (VISUAL * 2 + "الأولى\n", LOGICAL * 2 + "الأولى\n", 14),
        ("Article 1 - Article premier - المادة 1\n", "Article 1 - Article premier - المادة 1\n", 0),
    ],
)
def test_logical_lam_alef(source: str, expected: str, count: int) -> None:
    repaired, found = logical_lam_alef(source)
    assert (repaired, found) == (expected, count)
    assert len(repaired) == len(source)


def test_loaded_text_reads_logically_and_finds_the_article() -> None:
    document = load(VISUAL)
    assert document.text == LOGICAL
    assert "المادة الأولى" in document.key.text
    assert document.metadata == {"lam_alef_repaired": "7"}
    assert load(CORRECT).text == CORRECT
    assert load(CORRECT).metadata == {}


arabic_words = st.sampled_from(
    ["الأولى", "األولى", "اإلمضاء", "الإمضاء", "ألف", "ألزم", "إلا", "إال", "لا", "خلال", "1", "\n"]
)


@given(st.lists(arabic_words, max_size=60))
def test_repair_only_swaps_neighbours(words: list[str]) -> None:
    """Length kept; every changed character is one of a swapped alef-lam pair."""
    source = " ".join(words)
    repaired, count = logical_lam_alef(source)
    assert len(repaired) == len(source)
    changed = [i for i, (a, b) in enumerate(zip(source, repaired, strict=True)) if a != b]
    assert len(changed) <= 2 * count
    for i in changed:
        j = i + 1 if source[i] != "\u0644" else i - 1
        assert (source[i], source[j]) == (repaired[j], repaired[i])
    if count == 0:
        assert repaired is source


# --------------------------------------------------------------------------- page furniture

PARAGRAPH = {
    "en": "The Supplier shall deliver the goods described in the schedule to the premises. " * 14,
    "fr": "Le fournisseur livre les biens décrits dans l'annexe au lieu convenu entre eux. " * 14,
    "ar": "يلتزم المورد بتسليم البضائع المبينة في الملحق إلى المكان المتفق عليه بين الطرفين. " * 14,
}


def page_text(language: str, index: int) -> str:
    """One page's paragraph, different on each page (its amount)."""
    return PARAGRAPH[language].strip() + f" {index * 100 + 50}."


def paged(language: str, numbers: list[str], running: str = "") -> tuple[str, list[str]]:
    """A text of pages of one paragraph each, a number line (and a running line) between."""
    pieces: list[str] = []
    for index, number in enumerate(numbers):
        pieces.append(page_text(language, index))
        if running:
            pieces.append(running)
        pieces.append(number)
    return "\n\n".join(pieces) + "\n", numbers


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize(
    "numbers",
    [
        ["1", "2", "3", "4"],
        ["- 1 -", "- 2 -", "- 3 -"],
        ["Page 1", "Page 2", "Page 3 of 3"],
        ["1/3", "2/3", "3/3"],
        ["١", "٢", "٣", "٤"],
        ["-6-", "-8-", "-9-", "- 11 -"],
        ["الصفحة 1", "الصفحة 2", "الصفحة 3"],
    ],
)
def test_page_numbers_are_left_out_of_chunk_text(language: str, numbers: list[str]) -> None:
    source, _ = paged(language, numbers)
    document = load(source)
    assert document.text == source  # kept in the text
    assert [s.reason for s in document.excluded] == ["page number"] * len(numbers)
    assert [source[s.start : s.end].strip() for s in document.excluded] == numbers
    kept = exported(document)
    assert kept == "\n\n".join(page_text(language, i) for i in range(len(numbers))) + "\n"


def exported(document: Document) -> str:
    from inspector.engine.spans import exported_text  # the export's view of the text

    return exported_text(document, 0, len(document.text))


@pytest.mark.parametrize(
    "source",
    [
        # numbered lines that are no page numbers: labels with more than digits
        "\n\n".join(f"{n}.\n" + PARAGRAPH["en"] for n in range(1, 5)),
        "\n\n".join(f"({n})\n" + PARAGRAPH["fr"] for n in range(1, 5)),
        "\n\n".join(f"المادة {n}\n" + PARAGRAPH["ar"] for n in range(1, 5)),
        "\n\n".join(f"Article {n}\n" + PARAGRAPH["en"] for n in range(1, 5)),
        # lone numbers with little text between them: numbered paragraphs, not pages
        "\n\n".join(f"{n}\n\nThe appeal is dismissed for the reasons given." for n in range(1, 9)),
        # one lone number: an item number of an inserted list, not a page sequence
        PARAGRAPH["en"] + "\n\n15\n\n" + PARAGRAPH["en"] + "\n",
        # footnote calls broken over lines: "(" "8" ")"
        "\n\n".join(PARAGRAPH["en"] + f"\n\n(\n\n{n}\n\n)" for n in range(1, 5)),
        "\n\n".join(PARAGRAPH["en"] + f" of the\n\n{n}\n\n) shall apply." for n in range(1, 5)),
        # numbers out of any page order
        "\n\n".join(PARAGRAPH["en"] + f"\n\n{n}" for n in (40, 7, 1990, 12)),
    ],
)
def test_other_number_lines_stay(source: str) -> None:
    document = load(source)
    assert document.excluded == ()
    assert exported(document) == source


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_running_lines_next_to_page_numbers_are_left_out(language: str) -> None:
    running = {
        "en": "CONFIDENTIAL - Supply Agreement",
        "fr": "Journal officiel",
        "ar": "الجريدة الرسمية",
    }[language]
    source, _ = paged(language, ["1", "2", "3", "4"], running)
    document = load(source)
    reasons = [s.reason for s in document.excluded]
    assert reasons == ["running line", "page number"] * 4
    assert running not in exported(document)
    assert exported(document) == "\n\n".join(page_text(language, i) for i in range(4)) + "\n"


def test_a_page_number_inside_a_sentence_joins_the_lines() -> None:
    one, two, three, four = (page_text("en", i) for i in range(4))
    source = f"{one}\n\n1\n\n{two} and the\n2\nother party.\n\n3\n\n{three}\n\n{four}\n\n4\n"
    document = load(source)
    assert [source[s.start : s.end].strip() for s in document.excluded] == ["1", "2", "3", "4"]
    assert "and the\nother party." in exported(document)


# --------------------------------------------------------------------------- Markdown markers


@pytest.mark.parametrize(
    ("source", "kept"),
    [
        ("## Article 5 - Confidentiality\n\nText.\n", "Article 5 - Confidentiality\n\nText.\n"),
        ("# Loi n° 2003-1199\n\n## Article premier\n", "Loi n° 2003-1199\n\nArticle premier\n"),
        ("### المادة 5 - السرية\n\nنص.\n", "المادة 5 - السرية\n\nنص.\n"),
        ("## Article 6 ##\n\nText.\n", "Article 6\n\nText.\n"),  # closing sequence
        ("Article 7\n=========\n\nText.\n", "Article 7\n\nText.\n"),  # setext heading
        ("Chapitre II\n---\n\nTexte.\n", "Chapitre II\n\nTexte.\n"),
        ("The **Supplier** shall **not** assign.\n", "The Supplier shall not assign.\n"),
        ("**Article 8** Notices\n", "Article 8 Notices\n"),
        # kept: code, markers that are content, a "#" with no blank after it
        ("```\n## not a heading\n**kept**\n```\n", "```\n## not a heading\n**kept**\n```\n"),
        ("#hashtag\n\nText 2 ** 3 and 4 ** 5.\n", "#hashtag\n\nText 2 ** 3 and 4 ** 5.\n"),
        ("1. One\n2. Two\n", "1. One\n2. Two\n"),
        # "__", "*" and "_" emphasis; not inside words, between figures or spaced out
        ("2. __Durée__. Le contrat *dure* deux _ans_.\n", "2. Durée. Le contrat dure deux ans.\n"),
        ("3. *مدة العقد*. يسري العقد.\n", "3. مدة العقد. يسري العقد.\n"),
        ("Use snake_case_name, 2*3*4 and a * b.\n", "Use snake_case_name, 2*3*4 and a * b.\n"),
        ("An escaped \\*star\\* stays.\n", "An escaped \\*star\\* stays.\n"),
        # inline HTML tags and comments; a placeholder in brackets and "a < b" are content
        (
            'On the <span class="coverpage_link">Effective Date</span> it starts.\n',
            "On the Effective Date it starts.\n",
        ),
        ("Le <b>prestataire</b><!-- note --> livre.\n", "Le prestataire livre.\n"),
        ('يلتزم <span dir="rtl">المورد</span> بالتسليم.\n', "يلتزم المورد بالتسليم.\n"),
        (
            "Between <Company Name> and <Address>, a < b.\n",
            "Between <Company Name> and <Address>, a < b.\n",
        ),
        ("one<br>two and three <br/> four\n", "one<br>two and three  four\n"),
        ("```\n<span>code</span> *kept*\n```\n", "```\n<span>code</span> *kept*\n```\n"),
    ],
)
def test_markdown_markers_are_left_out_of_chunk_text(source: str, kept: str) -> None:
    document = load(source, "markdown")
    assert document.text == source
    assert exported(document) == kept


@pytest.mark.parametrize(
    ("source", "heading"),
    [
        (
            "# Act\n\n## Article 5 - Confidentiality\n\nMember States shall ensure it.\n",
            "Article 5",
        ),
        ("# Loi\n\n## Article 3\n\nLe présent article s'applique.\n", "Article 3"),
        ("# قانون\n\n## المادة 4\n\nيطبق هذا القانون.\n", "المادة 4"),
    ],
)
def test_markdown_heading_still_opens_its_chunk(source: str, heading: str) -> None:
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.engine.records import chunk_records

    document = load(source, "markdown")
    records = chunk_records(document, chunk_document(document, default_config()), default_config())
    opening = next(r for r in records if heading in r["headingText"])
    assert opening["text"].startswith(heading)
    assert "#" not in opening["text"]
    assert "#" not in opening["embedText"]
    assert source[opening["charStart"] :].startswith("## " + heading)


# --------------------------------------------------------------------------- properties

pieces = st.sampled_from(
    [
        "## Article 1 - Scope",
        "# Title",
        "Article 2\n=====",
        "The **Party** shall pay.",
        "1",
        "- 2 -",
        "Page 3",
        "(4)",
        "المادة األولى",
        "االتجار بالبشر إال إذا",
        "اإلمضاء",
        "Le présent article s'applique aux contrats conclus entre les parties. " * 20,
        "1. item",
        '2. **Term**. The ***term*** runs on the <span class="x">Date</span>.',
        "3. __Durée__. Le _présent_ contrat<br>dure *deux* ans<!-- note -->.",
    ]
)


@given(st.lists(pieces, min_size=1, max_size=30), st.sampled_from(["text", "markdown"]))
def test_repairs_keep_length_offsets_and_chunk_text(parts: list[str], kind: TextKind) -> None:
    """Swaps and exclusions change no length; chunks tile the text and their exported text is
    their own range of the text with the excluded spans left out, every kept character in
    order at its source offset."""
    from inspector.engine.chunker import chunk_document
    from inspector.engine.config import default_config
    from inspector.engine.records import chunk_records

    source = "\n\n".join(parts) + "\n"
    document = load(source, kind)
    text = document.text
    assert len(text) == len(source) == len(document.offset_map)
    changed = [i for i, (a, b) in enumerate(zip(source, text, strict=True)) if a != b]
    for i in changed:  # only swapped alef-lam neighbours
        j = i + 1 if source[i] != "\u0644" else i - 1
        assert (source[i], source[j]) == (text[j], text[i])
    previous_end = 0
    for span in document.excluded:
        assert previous_end <= span.start < span.end <= len(text)
        previous_end = span.end
    excluded = [(s.start, s.end) for s in document.excluded]
    kept_offsets = [
        i for i in range(len(text)) if not any(start <= i < end for start, end in excluded)
    ]
    config = default_config()
    records = chunk_records(document, chunk_document(document, config), config)
    assert records[0]["charStart"] == 0
    assert records[-1]["charEnd"] == len(text)
    for record, following in itertools.pairwise(records):
        assert record["charEnd"] == following["charStart"]
    for record in records:
        own = [i for i in kept_offsets if record["charStart"] <= i < record["charEnd"]]
        assert record["text"] == "".join(text[i] for i in own)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_page_numbers_with_any_line_break(newline: str) -> None:
    source, numbers = paged("fr", ["1", "2", "3"])
    source = source.replace("\n", newline)
    document = load(source)
    assert [source[s.start : s.end].strip() for s in document.excluded] == numbers
    assert exported(document) == newline.join(
        [page_text("fr", 0), "", page_text("fr", 1), "", page_text("fr", 2), ""]
    )
