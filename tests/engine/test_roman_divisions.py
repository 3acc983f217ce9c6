"""A French article's divisions "I.-", "II.-", "III.-" head the parts they open.

Seen on a held-out loi (Légifrance's layout prints the dash against the text: "III.-Pour la
détermination ..."): the numbering rule wanted a space after the dash, so a part opening at
"III.-" was headed by the division before it ("Article 33, II") or counted ("Article 33
(partie 5 sur 8)"). Excerpts written here; the spaced form ("III. – ") read as before.
"""

from __future__ import annotations

import pytest

from inspector.engine.types import DocumentType
from tests.engine.helpers import chunked

_SENTENCE = "Les tarifs des prestations sont fixés chaque année par arrêté du ministre. "


def _loi(mark: str) -> str:
    divisions = "".join(
        f"{numeral}{mark}{_SENTENCE * 40}\n\n" for numeral in ("I", "II", "III", "IV")
    )
    return (
        "Loi n° 2003-1199 du 18 décembre 2003 de financement de la sécurité sociale\n\n"
        f"Article 33\n\n{divisions}Article 34\n\nLe présent article est applicable.\n"
    )


@pytest.mark.parametrize("mark", [".-", ".- ", ". – ", ". - "])
def test_each_roman_division_heads_the_part_it_opens(mark: str) -> None:
    text = _loi(mark)
    _, chunk_set = chunked(text, document_type=DocumentType.LEGISLATION)
    opening = {
        text[c.start : c.end].lstrip().split(mark.strip(), 1)[0]: c.heading_text
        for c in chunk_set.chunks
        if text[c.start : c.end].lstrip().startswith(("I", "II", "III", "IV"))
    }
    assert opening == {n: f"Article 33, {n}" for n in ("II", "III", "IV")}, opening
