"""A unit over its maximum is cut after a finished sentence, never in mid-sentence (issue 24).

Two classes seen on real documents, each with an excerpt per language:

- a paragraph break in mid-sentence (a page or column break after "point" and before
  "(f), of that Regulation") is not a place to cut: the two paragraphs are one sentence;
- in a definitions unit (pieces packed by size), a cut falls after a finished sentence (before
  "(2) These are the conditions ..."), not between the items (a), (b), (c) of one sentence.
"""

from __future__ import annotations

import pytest

from inspector.engine.sentences import ends_full_sentence
from inspector.engine.types import Chunk
from tests.engine.helpers import chunked, small

RUN_ON = {
    "en": (
        "Regulation on data.\n\nArticle 4 — Lawful processing\n\n",
        "The competent authority shall keep every record of the processing safe and complete. ",
        "Processing is lawful where it is necessary for a legitimate interest as referred to "
        "in Article 6(1), point",
        "(f), of that Regulation. ",
    ),
    "fr": (
        "Règlement relatif aux données.\n\nArticle 4 — Licéité du traitement\n\n",
        "L'autorité compétente conserve chaque registre du traitement de manière sûre et "
        "complète. ",
        "Le traitement est licite lorsqu'il est nécessaire aux fins d'un intérêt légitime au "
        "sens de l'article 6, paragraphe 1, point",
        "f), dudit règlement. ",
    ),
    "ar": (
        "نظام حماية البيانات\n\nالمادة 4 — مشروعية المعالجة\n\n",
        "تحفظ الجهة المختصة كل سجلات المعالجة بصورة آمنة وكاملة ومتاحة للجمهور. ",
        "تكون المعالجة مشروعة متى كانت لازمة لتحقيق مصلحة مشروعة على النحو المشار إليه في "
        "المادة 6، الفقرة (و)،",
        "من ذلك النظام. ",
    ),
}


def _cuts(text: str, chunks: tuple[Chunk, ...], first: str) -> list[tuple[str, str]]:
    """(text before, text after) of every chunk start after the chunk holding ``first``."""
    at = text.index(first)
    return [
        (text[: c.start], text[c.start : c.start + 40])
        for c in chunks
        if c.start > at and text[at : c.start].strip()
    ]


@pytest.mark.parametrize("lang", sorted(RUN_ON))
def test_a_paragraph_break_in_mid_sentence_is_not_a_cut(lang: str) -> None:
    head, sentence, before, after = RUN_ON[lang]
    body = sentence * 6 + before + "\n\n" + after + sentence * 6
    text = head + body + "\n"
    document, result = chunked(text, small(150))
    cuts = _cuts(document.text, result.chunks, sentence)
    assert cuts, "the unit is over its maximum: it must be cut"
    for previous, start in cuts:
        assert not start.startswith(after.strip()[:4]), start
        assert ends_full_sentence(previous), (previous[-60:], start)


DEFINITIONS = {
    "en": (
        "An Act about shares.\n\nSection 2 — Interpretation\n\n(1) In this Act—\n\n",
        [
            f"“term {n}” means a notice that the Company has sent to a shareholder by post;"
            for n in range(12)
        ],
        "(2) These are the conditions referred to in the definition of “missing shareholder”—",
        [
            "(a) the Company has sent the shareholder three notices in accordance with this Act;",
            "(b) the notification period that this Act sets for those notices has expired;",
            "(c) in the case of each such notice, the notice has been returned undelivered; and",
            "(d) the shareholder has not claimed any dividend or other sum within that period.",
        ],
        "(3) For the purposes of subsection (2)(a), the notices must be sent at least "
        "three months apart and by recorded delivery.",
    ),
    "fr": (
        "Loi relative aux actions.\n\nArticle 2 — Définitions\n\n"
        "1° Au sens de la présente loi :\n\n",
        [
            f"« terme {n} » : un avis que la société adresse à un actionnaire par voie postale ;"
            for n in range(9)
        ],
        "2° Les conditions mentionnées à la définition de l'« actionnaire disparu » sont :",
        [
            "a) la société a adressé à l'actionnaire trois avis conformément à la présente loi ;",
            "b) le délai de notification que la présente loi fixe pour ces avis a expiré ;",
            "c) chacun de ces avis a été retourné à la société sans avoir pu être remis ; et",
            "d) l'actionnaire n'a réclamé aucun dividende ni aucune autre somme dans ce délai.",
        ],
        "3° Pour l'application du 2°, a), les avis sont adressés à trois mois d'intervalle au "
        "moins et par lettre recommandée.",
    ),
    "ar": (
        "نظام الأسهم\n\nالمادة 2 — التعريفات\n\n1- يقصد بالألفاظ الآتية في هذا النظام:\n\n",
        [f"المصطلح {n}: الإشعار الذي ترسله الشركة إلى المساهم بالبريد المسجل؛" for n in range(4)],
        "2- الشروط المشار إليها في تعريف المساهم المفقود هي:",
        [
            "(أ) أن تكون الشركة قد أرسلت إلى المساهم ثلاثة إشعارات وفقاً لهذا النظام؛",
            "(ب) أن تكون مدة الإخطار التي يحددها هذا النظام لتلك الإشعارات قد انقضت؛",
            "(ج) أن يكون كل إشعار من تلك الإشعارات قد أعيد إلى الشركة دون أن يسلم؛",
            "(د) ألا يكون المساهم قد طالب بأي أرباح أو مبالغ أخرى خلال تلك المدة.",
        ],
        "3- لأغراض البند 2، ترسل الإشعارات بفاصل ثلاثة أشهر على الأقل وبالبريد المسجل.",
    ),
}


@pytest.mark.parametrize("lang", sorted(DEFINITIONS))
def test_a_definitions_unit_is_cut_after_a_sentence_not_between_its_items(lang: str) -> None:
    head, terms, lead_in, items, last = DEFINITIONS[lang]
    terms = [*terms[:-1], terms[-1][:-1].rstrip() + "."]  # the list of terms ends its sentence
    text = head + "\n\n".join([*terms, lead_in, *items, last]) + "\n"
    document, result = chunked(text, small(260))
    cuts = _cuts(document.text, result.chunks, terms[0])
    assert cuts, "the unit is over its maximum: it must be cut"
    assert any(start.startswith(lead_in[:8]) for _, start in cuts), cuts
    for previous, start in cuts:
        assert ends_full_sentence(previous), (previous[-60:], start)
