"""The document layer's fast paths give exactly what the plain readings give.

The key layer's shortcut for text without Arabic-block characters is compared with a
character-by-character reference, the block languages (shared work per distinct text)
with the rule applied block by block, and the byte-level function-word counts with the
regular-expression reading.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from inspector.document.language import (
    _ENGLISH_WORDS,
    _FRENCH_WORDS,
    _OTHER_WORDS,
    INHERIT_BELOW,
    MIN_LATIN_CHARS,
    STOPWORD_MIN,
    block_languages,
    by_function_words,
    detect_language,
)
from inspector.document.letter_counts import script_counts
from inspector.document.normalize import (
    TASHKEEL,
    TATWEEL,
    build_key_layer,
    normalize_chars,
    normalize_text,
)


def _reference_key(text: str) -> tuple[str, list[int]]:
    digits = {chr(0x0660 + i): str(i) for i in range(10)} | {
        chr(0x06F0 + i): str(i) for i in range(10)
    }
    key, offsets = [], []
    for index, char in enumerate(text):
        if char in TASHKEEL or char == TATWEEL:
            continue
        key.append(digits.get(char, char))
        offsets.append(index)
    return "".join(key), offsets


# U+0106, U+2006 and U+0A06 carry a 0x06 byte in UTF-16 without being Arabic-block characters;
# then the ends of the dropped and digit ranges and their neighbours, and a lone surrogate.
_KEY_CHARS = st.sampled_from(
    [
        *"aé—Ćؠبـٌَ٣۷ ",
        "\u2006",
        "\u0a06",
        "\u064b",
        "\U0001d400",
        *"\u064a\u065f\u0660\u0669\u066a\u066f\u0670\u0671\u063f\u0641",
        *"\u06d5\u06d6\u06dc\u06dd\u06de\u06df\u06e8\u06e9\u06ea\u06ed\u06ee",
        *"\u06ef\u06f0\u06f9\u06fa\u06ff\u0700\u0030\u0039",
        "\ud800",
    ]
)


@given(st.lists(_KEY_CHARS, max_size=60).map("".join))
def test_key_layer_matches_the_character_by_character_reference(text: str) -> None:
    key = build_key_layer(text)
    assert (key.text, list(key.to_text)) == _reference_key(text)
    assert key.source_length == len(text)


_BLOCK_TEXTS = st.sampled_from(
    [
        "Article 3",
        "The Buyer shall pay the price to the Seller within thirty days of the invoice.",
        "Le vendeur est tenu de livrer la chose dans le délai prévu par le contrat.",
        "المادة ٣ — يلتزم البائع بتسليم المبيع",
        "Chapter 1 — Preliminary",
        "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod",
        "[Repealed]",
        "",
        "Contractor (المقاول) هو الطرف الثاني",
    ]
)


def _reference_languages(texts: list[str]) -> list[str]:
    """The documented rule, block by block, with no shared work."""
    out: list[str] = []
    previous = ""
    waiting: list[int] = []
    for text in texts:
        arabic, latin = script_counts(text)
        words = by_function_words(text) if not arabic and latin >= MIN_LATIN_CHARS else ""
        inherits = not arabic and not words and len(text) < INHERIT_BELOW
        if inherits and previous:
            out.append(previous)
        elif inherits and (waiting or latin >= MIN_LATIN_CHARS):
            waiting.append(len(out))  # a title: it takes the next decided block's language
            out.append("")
        elif inherits:
            out.append("")
        else:
            language = detect_language(text)
            if language not in ("", "ar", "mixed"):
                for place in waiting:
                    out[place] = language
                previous, waiting = language, []
            out.append(language)
    for place in waiting:  # nothing decided after them: their own, later ones inheriting
        out[place] = previous or detect_language(texts[place])
        if out[place] not in ("", "ar", "mixed"):
            previous = out[place]
    return out


@given(st.lists(_BLOCK_TEXTS, max_size=12))
def test_block_languages_match_the_block_by_block_rule(texts: list[str]) -> None:
    assert block_languages(texts) == _reference_languages(texts)


def _reference_function_words(text: str) -> str:
    """``by_function_words`` as documented: word-character runs of the lowered text, counted
    against the English, French and other languages' function words."""
    words = re.findall(r"[^\W\d_]+", text[:2000].lower())
    english = sum(word in _ENGLISH_WORDS for word in words)
    french = sum(word in _FRENCH_WORDS for word in words)
    other = sum(word in _OTHER_WORDS for word in words)
    if other >= STOPWORD_MIN and 2 * other >= max(english, french):
        return ""  # Spanish, Italian, Portuguese or German words compete
    if english >= STOPWORD_MIN and english >= 3 * french:
        return "en"
    if french >= STOPWORD_MIN and french >= 3 * english:
        return "fr"
    return ""


# ASCII, Latin-1 (letters, ª º ² ½ µ, no-break space), the punctuation the Latin-1 way makes
# spaces, and characters that send text the general way (œ, Kelvin sign, Arabic, a digit).
_WORDS = st.sampled_from(
    [
        *("the", "of", "and", "Le", "la", "les", "de", "été", "À", "être", "du", "à", "un"),
        *("THE", "Été", "ÉTÉ", "l’article", "«", "»", "—", "–", "…"),
        *("‘", "’", "“", "”", "\u202f", "\u2009", "•", "œuvre"),
        *("\u212a", "²", "½", "ª", "µ", "x_y", "3e", "1er", "ß", "ÿ", "\u0663", "Chœur"),
        *(" ", "\u00a0", "\n", "'", "-", "_", ".", ""),
    ]
)


@given(st.lists(_WORDS, max_size=30).map("".join))
def test_function_words_match_the_regular_expression_reading(text: str) -> None:
    assert by_function_words(text) == _reference_function_words(text)


_SCRIPT_CHARACTERS = [
    st.characters(min_codepoint=0x20, max_codepoint=0x2FF),
    st.characters(min_codepoint=0x600, max_codepoint=0x6FF),
    st.characters(min_codepoint=0x1F600, max_codepoint=0x1F610),
    st.sampled_from(["\u200f", "\u061c", " ", "\ud800"]),
    # both ends of every range counted, and their neighbours
    st.sampled_from(list("@AZ[`az{\u00bf\u00c0\u00d6\u00d7\u00f7\u00ff\u0100\u01ff")),
    st.sampled_from(list("\u024f\u0250\u061f\u0620\u064a\u064b\u066d\u066e\u06d3")),
    st.sampled_from(list("\u06d4\u06f9\u06fa\u06ff\u0700\u05ff")),
    # dashes and quotes (made spaces: text with nothing else beyond ASCII counts as ASCII)
    st.sampled_from(list("\u2014\u2013\u2019\u201c\u2012\u2015")),
]
# Text with presentation forms is counted another way: both kinds are drawn.
_SCRIPT_TEXT = st.one_of(
    st.text(alphabet=st.one_of(*_SCRIPT_CHARACTERS), max_size=60),
    st.text(alphabet=st.sampled_from(list("Ab z.1\u2014\u2013\u2019\u00e9")), max_size=30),
    st.text(
        alphabet=st.one_of(
            *_SCRIPT_CHARACTERS,
            st.characters(min_codepoint=0xFB40, max_codepoint=0xFEFF),
            st.sampled_from(list("\ufb4f\ufb50\ufdff\ufe6f\ufe70\ufefc\ufefd")),
        ),
        max_size=60,
    ),
)


@given(_SCRIPT_TEXT)
def test_script_counts_match_the_letter_classes(text: str) -> None:
    # the byte-mask counting against one regular-expression match per letter
    arabic = re.findall("[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\ufb50-\ufdff\ufe70-\ufefc]", text)
    latin = re.findall("[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]", text)
    assert script_counts(text) == (len(arabic), len(latin))


def test_script_counts_at_the_range_ends() -> None:
    letters = "AZaz\u00c0\u00d6\u00d8\u00f6\u00f8\u00ff\u0100\u01ff\u0200\u024f"
    others = "@[`{\u00bf\u00d7\u00f7\u0250\u061f\u064b\u066d\u06d4\u06f9\u0700\u05ff"
    arabic = "\u0620\u064a\u066e\u06d3\u06fa\u06ff"
    assert script_counts(letters + others + arabic + "\u200f") == (len(arabic), len(letters))
    for char in letters:  # one by one too: a shifted range could balance its two ends
        assert script_counts(char + "\u200f") == (0, 1), char
    for char in others:
        assert script_counts(char + "\u200f") == (0, 0), char
    for char in arabic:
        assert script_counts(char + "\u200f") == (1, 0), char
    long_text = "\u00e9\u0628\u0250" * 1500  # beyond the shared 4096-character mask
    assert script_counts(long_text) == (1500, 1500)
    presentation = "\ufb50\ufdff\ufe70\ufefc"
    assert script_counts(presentation + "\ufb4f\ufe6f\ufefd" + arabic) == (10, 0)


_NORMALIZATION_CHARS = st.sampled_from(
    [
        *"Ab 1.-",
        *("\u2014", "\u2013", "\u2019", "\u201c", "é", "ب", "\u064e", "\u0301"),
        *("\u200f", "\u061c", "\ufb01", "\ufe8d", "\ufdf2", "\u0651\u0651", "\u0301\u0301"),
        # marks of other scripts doubled (Devanagari virama, Thai mai ek), letters doubled
        *("\u094d\u094d", "\u0e48\u0e48", "\u0915\u094d", "مم", "éé"),
    ]
)


@given(st.lists(_NORMALIZATION_CHARS, max_size=30).map("".join))
def test_normalize_text_is_the_character_by_character_normalisation(text: str) -> None:
    by_character = "".join(c for c, _ in normalize_chars([(c, -1) for c in text]))
    assert normalize_text(text) == by_character


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("\u0915\u094d\u094d\u0937", "\u0915\u094d\u0937"),  # a doubled virama collapses
        ("ก\u0e48\u0e48", "ก\u0e48"),
        ("ممثل", "ممثل"),  # a doubled letter is not a mark
        ("\u200fle d\u00e9cret \u2014 art. 3", "le d\u00e9cret \u2014 art. 3"),
        ("\ufb01n", "fin"),
    ],
)
def test_normalize_text_on_marks_of_every_script(text: str, normalized: str) -> None:
    assert normalize_text(text) == normalized
