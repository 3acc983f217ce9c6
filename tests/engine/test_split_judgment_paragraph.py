"""Every part of a judgment paragraph cut for size cites that paragraph.

Seen on two held-out English judgments: paragraph 26 of [2023] EWHC 257 (Ch) (four parts) and
paragraph 170 of [2017] EWHC 3397 (Ch) (two parts) were headed "para. 26 (part 2 of 4)" and
cited as the bare judgment, without "[26]": the paragraph pattern wanted the number at the end
of the heading text. Excerpts written here, one per language.
"""

from __future__ import annotations

import pytest

from inspector.engine.config import default_config
from inspector.engine.records import chunk_records
from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_EN = (
    "Neutral Citation Number: [2019] UKSC 12\n\nIN THE SUPREME COURT OF THE UNITED KINGDOM\n\n"
    "Date: 6 March 2019\n\nJUDGMENT\n\nIntroduction\n\n"
    "1. This appeal concerns section 14 of the 1998 Act.\n\n2. "
    + "The tribunal considered the evidence of each witness with care and found it reliable. " * 80
    + "\n\n3. The appeal is dismissed.\n"
)
_FR = (
    "COUR DE CASSATION\n\nAudience publique du 18 novembre 2020\n\n"
    "ARRÊT DE LA COUR DE CASSATION, CHAMBRE COMMERCIALE, DU 18 NOVEMBRE 2020\n\n"
    "Faits et procédure\n\n1. Selon l'arrêt attaqué, la société a assigné sa banque.\n\n2. "
    + "La cour d'appel a relevé que la banque avait manqué à son devoir de mise en garde. " * 80
    + "\n\n3. Le moyen n'est donc pas fondé.\n"
)
_AR = (
    "المملكة المغربية\n\nمحكمة النقض\n\nالحكم\n\nالوقائع\n\n"
    "1. حيث يستفاد من وثائق الملف أن المدعي تقدم بمقال.\n\n2. "
    + "وحيث إن المحكمة اطلعت على الوثائق المدلى بها وتبين لها أن الطلب مؤسس قانونا. " * 80
    + "\n\n3. لهذه الأسباب قضت المحكمة برفض الطلب.\n"
)

# (text, how the convention cites paragraph 2)
CASES = [(_EN, ", [2]"), (_FR, ", § 2"), (_AR, "، الفقرة 2")]


@pytest.mark.parametrize(("text", "cited"), CASES)
def test_each_part_of_a_split_paragraph_cites_it(text: str, cited: str) -> None:
    document, chunk_set = chunked(text, document_type=DocumentType.JUDGMENT)
    records = chunk_records(document, chunk_set, default_config(), with_boxes=False)
    paragraphs = [r for r in records if r["chunkType"] == "judgment_para"]
    parts = [r for r in paragraphs if r["citation"].endswith(cited) or "2 (" in r["headingText"]]
    assert len(parts) >= 2, [r["headingText"] for r in paragraphs]  # the paragraph was cut
    assert [r["citation"][-len(cited) :] for r in parts] == [cited] * len(parts)
    # the paragraphs around it keep their own numbers
    assert paragraphs[0]["citation"].endswith(cited.replace("2", "1"))
    assert paragraphs[-1]["citation"].endswith(cited.replace("2", "3"))
