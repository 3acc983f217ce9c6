"""Display normalisation, the key layer and language detection."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.language import (
    block_languages,
    by_function_words,
    detect_language,
    detect_latin,
)
from inspector.document.normalize import (
    TASHKEEL,
    TATWEEL,
    build_key_layer,
    normalize_chars,
    normalize_text,
)

ARABICISH = st.text(
    alphabet=st.sampled_from(
        list("المادةيعاقب ١٢٣4. (PDF/A)") + sorted(TASHKEEL)[:6] + [TATWEEL, "\u06f4"]
    ),
    max_size=80,
)


@given(ARABICISH)
def test_key_layer_maps_back_to_its_source_characters(text: str) -> None:
    key = build_key_layer(text)
    assert len(key.text) == len(key.to_text)
    assert list(key.to_text) == sorted(set(key.to_text))  # strictly increasing
    for key_char, offset in zip(key.text, key.to_text, strict=True):
        source = text[offset]
        assert source not in TASHKEEL
        assert source != TATWEEL
        assert key_char == source or (key_char.isascii() and key_char.isdigit())
    assert not any(c in TASHKEEL or c == TATWEEL for c in key.text)
    # Offsets are kept exactly when nothing was stripped (Eastern digits map one for one).
    assert key.keeps_offsets() == (len(key.text) == len(text))
    assert key.keeps_offsets() == (list(key.to_text) == list(range(len(text))))


def test_key_layer_examples() -> None:
    key = build_key_layer("يُعَاقَبُ ١٢ ـــ x")
    assert key.text == "يعاقب 12  x"
    assert key.text_range(0, 5) == (0, 9)  # the whole vocalised word
    assert key.key_offset(10) == 6  # the "١" of "١٢"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("\ufefb", "\u0644\u0627"),  # lam-alef ligature: two letters, one glyph
        ("\ufb01nance", "finance"),  # Latin fi ligature
        ("\u202bنص\u202c", "نص"),  # bidi embedding controls removed
        ("\u0651\u0651", "\u0651"),  # MuPDF's doubled shadda collapsed
        ("1er n°", "1er n°"),  # NFKC is not applied outside presentation forms
    ],
)
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


def test_expanded_characters_inherit_their_glyph() -> None:
    assert normalize_chars([("\ufefb", 7), ("x", 8)]) == [("\u0644", 7), ("\u0627", 7), ("x", 8)]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "The Receiving Party shall not disclose any Confidential Information to a third party.",
            "en",
        ),
        (
            "La présente loi régit la conservation des archives publiques numériques de l'État.",
            "fr",
        ),
        ("المادة الأولى: يعمل بهذا القانون من تاريخ نشره في الجريدة الرسمية", "ar"),
        ("يلتزم الطرف الثاني (the Contractor) بأحكام اتفاقية عدم الإفصاح المؤرخة", "ar"),
        ("Article 1", ""),  # too short to tell; headings inherit their section's language
        ("Clause 7 – Confidentiality / البند ٧ – السرية والمعلومات", "mixed"),
        ("", ""),
    ],
)
def test_detect_language(text: str, language: str) -> None:
    assert detect_language(text) == language


@pytest.mark.parametrize(
    "text",
    [
        "The Supplier shall deliver the Goods to the Delivery Point in accordance with Schedule 1.",
        "Le juge apprécie souverainement la portée des pièces soumises par les parties.",
    ],
)
def test_function_words_agree_with_langdetect(text: str) -> None:
    assert detect_language(text) == detect_latin(text)


def test_block_languages_let_short_latin_blocks_inherit() -> None:
    from inspector.document.language import block_languages

    blocks = [
        "Article 1",  # nothing decided before it: undetermined
        "La présente loi régit la conservation des archives publiques de l'État.",
        "Article 2 — Définitions",  # a heading: inherits French
        "المادة الأولى: التعاريف",
        "Chapitre II",  # after Arabic: still the last Latin-script language
    ]
    assert block_languages(blocks) == ["", "fr", "fr", "ar", "fr"]


def test_a_title_takes_the_language_of_the_first_decided_block(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from inspector.document import language
    from inspector.document.language import block_languages

    title = "Clinical Records Platform and Managed Archive Services"
    assert language.by_function_words(title) == ""  # langdetect would be asked
    asked: list[str] = []
    detect = language.detect_latin

    def counted(text: str) -> str:
        asked.append(text)
        return detect(text)

    monkeypatch.setattr(language, "detect_latin", counted)
    blocks = [
        title,
        "Schedule 1",  # too few letters on its own: waits with the title
        "Le prestataire fournit les services décrits à l'annexe dans les délais convenus.",
        "Annexe A — Tarifs",
    ]
    assert block_languages(blocks) == ["fr", "fr", "fr", "fr"]
    assert asked == []  # the title cost no langdetect call
    # With nothing decided after it, a title is detected on its own and lends its language.
    assert block_languages([title, "Schedule 1"]) == ["en", "en"]
    assert asked == [title]


@pytest.mark.parametrize(
    ("text", "rtl"),
    [
        ("Article 1", False),
        ("المادة ١", True),
        ("15/01/2024 يلتزم", True),  # digits are not strong: the Arabic word decides
        ("NDA: يلتزم الطرف", False),  # a Latin term first makes the paragraph LTR (rule P2)
        ("(١٢) – 2.1", None),
        ("", None),
    ],
)
def test_first_strong_is_rtl(text: str, rtl: bool | None) -> None:
    from inspector.document.language import first_strong_is_rtl

    assert first_strong_is_rtl(text) is rtl


# Spanish, Italian, Portuguese and German share function words with French ("la", "de",
# "que", "il") or English: a block in one of them is labelled what it is, never "en"/"fr".
OTHER_LANGUAGES = [
    (
        "El presente Reglamento se aplica a las personas físicas y jurídicas que tengan su "
        "domicilio en el territorio de la Unión, y a los contratos celebrados por ellas.",
        "es",
    ),
    (
        "Il presente regolamento si applica alle persone fisiche e giuridiche che hanno la "
        "residenza nel territorio dell'Unione e ai contratti conclusi da esse.",
        "it",
    ),
    (
        "O presente regulamento aplica-se às pessoas singulares e coletivas que tenham "
        "domicílio no território da União e aos contratos celebrados por elas.",
        "pt",
    ),
    (
        "Dieses Gesetz gilt für alle Verträge, die von einer natürlichen oder juristischen "
        "Person mit Wohnsitz in der Union geschlossen werden.",
        "de",
    ),
    (
        "Los contratos de trabajo se celebrarán por escrito y en ellos constarán la "
        "identidad de las partes, la fecha de comienzo de la relación laboral y el salario.",
        "es",
    ),
]


@pytest.mark.parametrize(("text", "language"), OTHER_LANGUAGES)
def test_other_latin_languages_are_named_for_what_they_are(text: str, language: str) -> None:
    assert by_function_words(text) == ""
    assert detect_language(text) == language
    # A long block (the same paragraph many times) and a short heading that inherits.
    assert block_languages(["Artículo 1", text * 5, "Artículo 2", text]) == [
        "",
        language,
        language,
        language,
    ]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Le contrat de travail est constaté par écrit et mentionne l'identité des parties, "
            "la date de début de la relation de travail et la rémunération.",
            "fr",
        ),
        (
            "The contract of employment shall be in writing and shall state the identity of the "
            "parties, the date on which the employment began and the remuneration.",
            "en",
        ),
    ],
)
def test_english_and_french_still_decided_by_function_words(text: str, language: str) -> None:
    assert by_function_words(text) == language
    assert block_languages([text * 5]) == [language]
