"""Where one provision ends and the next begins: a label's line that holds the whole body, and
a provision's last sentence before the next label (EN/FR/AR table tests)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import chunked, first_lines

# A one-line article (label and body on one line, as a PDF paragraph is loaded) right before
# the next label is its own unit, not a title run that swallows the next article.
ONE_LINE_ARTICLES = [
    (
        "fr",
        "Art. 1er - L'action publique est mise en mouvement par les magistrats.\n\n"
        "Art. 2 - L'action civile en réparation du dommage causé par un crime appartient à "
        "tous ceux qui ont personnellement souffert du dommage.\n\n"
        "Art. 3 - (Modifié) - L'action civile peut être exercée en même temps que l'action "
        "publique et devant la même juridiction\n\n"
        "Cette juridiction est compétente quelle que soit la personne responsable.\n\n"
        "Art. 4 - L'action civile peut être exercée séparément de l'action publique.\n\n",
        ["Art. 1er", "Art. 2", "Art. 3", "Art. 4"],
    ),
    (
        "fr",  # "Article." with a dot, and a repealed article's one word
        "Article. 1er - L'action publique pour l'application des peines est mise en mouvement "
        "par les magistrats.\n\n"
        "Art. 39. Abrogé (2)\n\n"
        "Art. 40 - Est territorialement compétent le procureur de la République du lieu de "
        "l'infraction.\n\n",
        ["Article. 1er", "Art. 39", "Art. 40"],
    ),
    (
        "en",
        "Article 1 - This Regulation lays down rules on the protection of natural persons with "
        "regard to the processing of personal data.\n\n"
        "Article 2 - This Regulation applies to the processing of personal data wholly or "
        "partly by automated means.\n\n"
        "Article 3 - Repealed\n\n"
        "Article 4 - This Regulation shall enter into force on the twentieth day following "
        "that of its publication.\n\n",
        ["Article 1", "Article 2", "Article 3", "Article 4"],
    ),
    (
        "ar",
        "المادة 1 - يعمل بأحكام هذا القانون في شأن تنظيم خدمات الرعاية الصحية داخل الدولة "
        "وتطبق على جميع المنشآت الصحية.\n\n"
        "المادة 2 - تتولى الوزارة وضع السياسات والخطط والإجراءات اللازمة لتقديم خدمات "
        "الرعاية الصحية بالمنشآت الصحية الحكومية والخاصة.\n\n"
        "المادة 3 - ينشر هذا القانون في الجريدة الرسمية ويعمل به من تاريخ نشره.\n\n",
        ["المادة 1", "المادة 2", "المادة 3"],
    ),
]


@pytest.mark.parametrize(("language", "text", "labels"), ONE_LINE_ARTICLES)
def test_an_article_on_one_line_is_a_unit_of_its_own(
    language: str, text: str, labels: list[str]
) -> None:
    document, chunks = chunked(text)
    texts = [document.text[c.start : c.end].strip() for c in chunks.chunks]
    for label in labels:
        # the label's line opens a chunk, and that chunk holds no other label's line
        holder = next(t for t in texts if any(line.startswith(label) for line in t.splitlines()))
        assert holder.startswith(label), (label, first_lines(document, chunks))
        others = [
            line
            for line in holder.splitlines()[1:]
            if any(line.startswith(other) for other in labels if other != label)
        ]
        assert others == [], (label, holder)
    cited = [c.heading_text for c in chunks.chunks if c.heading_text.startswith(tuple(labels))]
    assert len(cited) == len(labels), cited


def test_a_label_and_its_title_still_head_the_body_below() -> None:
    text = (
        "Article 5 - Duration\n\n"
        "This Agreement shall remain in force for five years from the Effective Date.\n\n"
        "Article 6 - Termination\n\n"
        "Either party may terminate this Agreement by written notice.\n\n"
    )
    document, chunks = chunked(text)
    lines = first_lines(document, chunks)
    assert lines == ["Article 5 - Duration", "Article 6 - Termination"]
    assert "five years" in document.text[chunks.chunks[0].start : chunks.chunks[0].end]


# A provision's last sentence without a final full stop, starting with a conjunction, right
# before the next label: it ends that provision; it neither opens nor heads the next one.
LAST_SENTENCES = [
    (
        "ar",
        "المادة 21\n\n"
        "تتولى شركة إدارة المطالبات تسوية المطالبات التي تنشأ عن تقديم خدمات الرعاية "
        "الصحية، وأن تحافظ على سريتها.\n\n"
        "وتحدد اللائحة الالتزامات الأخرى لشركة إدارة المطالبات\n\n"
        "المادة 22\n\n"
        "يلتزم وسيط التأمين الصحي بتقديم المشورة للمستفيدين.\n\n"
        "المادة 23\n\n"
        "يعاقب بالغرامة كل صاحب عمل امتنع عن توفير التأمين الصحي.\n\n"
        "وفي جميع الأحوال يحكم برد المبالغ المستحقة\n\n"
        "المادة 24\n\n"
        "ينشر هذا القانون في الجريدة الرسمية.\n\n",
        ["وتحدد اللائحة الالتزامات الأخرى", "وفي جميع الأحوال"],
    ),
    (
        "en",
        "Article 4\n\n"
        "The Authority shall keep a register of licensed providers.\n\n"
        "And the Minister may set the fees for registration\n\n"
        "Article 5\n\n"
        "Every provider shall publish its prices.\n\n",
        ["And the Minister may set the fees"],
    ),
    (
        "fr",
        "Article 4\n\n"
        "L'autorité tient un registre des prestataires agréés.\n\n"
        "Et le ministre fixe les frais d'inscription\n\n"
        "Article 5\n\n"
        "Tout prestataire publie ses prix.\n\n",
        ["Et le ministre fixe les frais"],
    ),
]


@pytest.mark.parametrize(("language", "text", "sentences"), LAST_SENTENCES)
def test_a_last_sentence_without_full_stop_stays_with_its_provision(
    language: str, text: str, sentences: list[str]
) -> None:
    document, chunks = chunked(text)
    for sentence in sentences:
        holder = next(c for c in chunks.chunks if sentence in document.text[c.start : c.end])
        body = document.text[holder.start : holder.end].strip()
        assert not body.startswith(sentence), body  # it does not open the next provision
        assert body.index(sentence) > 0
    for chunk in chunks.chunks:
        assert not any(
            sentence in heading for heading in chunk.heading_path for sentence in sentences
        ), chunk.heading_path
        assert not any(sentence in chunk.heading_text for sentence in sentences)


def test_a_title_line_above_an_article_still_titles_it() -> None:
    text = (
        "Article 1\n\n"
        "The Authority shall keep a register.\n\n"
        "Definitions\n\n"
        "Article 2\n\n"
        "In this Law, the following words have the meanings given.\n\n"
    )
    document, chunks = chunked(text)
    second = chunks.chunks[-1]
    assert document.text[second.start : second.end].lstrip().startswith("Definitions")
