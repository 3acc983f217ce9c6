"""Names after honorifics (EN/FR/AR) and "First I. Last" names: patterns and validators.

Patterns are strings for ``inspector.redaction.rules``; the span of a name is the ``v`` group
(the honorific stays visible: "Mr [PERSON:3f2a]"). Validators cut a candidate at the first
stop word (function words, titles, legal nouns, post-nominals such as KC) and drop a
possessive 's. Latin names are one to three capitalised words (particles such as de, van, Al,
Bin come free); Arabic names one to three words (عبد + name counts as one; بن, آل, أبو free).
"""

from __future__ import annotations

import re


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


LATIN_UPPER = "A-ZÀ-ÖØ-Þ"
LATIN_LETTER = "A-Za-zÀ-ÖØ-öø-ÿ"
_NAME_WORD = (
    f"(?:[{LATIN_UPPER}](?:[{LATIN_LETTER}]|['’-](?=[{LATIN_LETTER}]))+"
    f"|[{LATIN_UPPER}]\\.(?=[ \\u00a0][{LATIN_UPPER}]))"
)
_PARTICLE = (
    "(?:de|du|des|van|von|der|den|da|di|al|el|bin|ben|ibn"
    "|Al|El|Bin|Ben|Ibn|Abu|Abou|Ould|Van|Von|De|Da|Di|Du)"
)
_NAME = (
    f"(?:{_PARTICLE}[ \\u00a0])*{_NAME_WORD}"
    f"(?:[ \\u00a0](?:{_PARTICLE}[ \\u00a0])*{_NAME_WORD}){{0,2}}"
)
"""One to three capitalised words; name particles (de, van, Al, Bin...) come free."""
_HONORIFIC = (
    r"(?:Mrs|Mr|Ms|Dr|Miss|Mmes|Mme|Mlles|Mlle|Me|Maître|Messrs)\.?|M\."
    r"|Monsieur|Madame|Mademoiselle"
)
_LATIN_STOP = _word_set(
    """the and or of in on at to for by with from under per article section clause part
    schedule annex exhibit le la les et ou de du des au aux en sur pour par avec selon chapitre
    titre annexe president président presidente présidente chairman chairwoman speaker
    minister ministre judge juge justice maire mayor secretary secrétaire registrar greffier
    counsel conseil bâtonnier procureur prosecutor kc qc sc esq mp obe cbe jr sr
    mr mrs ms dr miss mme mmes mlle mlles me m maître messrs monsieur madame mademoiselle
    appendix table class option plan series type level tier phase step figure note item list
    form model category group grade zone lot tranche rule point case"""
)

_AR_LETTER = "\u0621-\u063a\u0641-\u064a"
_AR_WORD = f"[{_AR_LETTER}][{_AR_LETTER}\u0640\u064b-\u0652\u0670]*"
_AR_PARTICLE = "(?:بن|بنت|ابن|أبو|ابو|آل)"
_AR_UNIT = f"(?:عبد ?)?{_AR_WORD}"
_AR_NAME = f"(?:{_AR_PARTICLE} )*{_AR_UNIT}(?:[ \\u00a0](?:{_AR_PARTICLE} )*{_AR_UNIT}){{0,2}}"
"""One to three Arabic names; عبد + name counts as one, بن/آل/أبو come free."""
_AR_HONORIFIC = (
    f"(?<![{_AR_LETTER}])[وف]?[بك]?(?:ال|لل)(?:سيدة|سيد|أستاذة|أستاذ|استاذة|استاذ|دكتورة|دكتور)"
)
_AR_MARKS = re.compile("[\u0640\u064b-\u0652\u0670]")
_AR_STOP = _word_set(
    """في من على إلى الى عن مع أن ان إن أو او ثم الذي التي الذين هو هي هم بصفته بصفتها
    بموجب وفقا طبقا لدى عند حيث قد كل بين ضد الرئيس رئيس الوزير وزير المدير مدير القاضي قاضي
    المحامي محامي النائب نائب العام المحترم المحترمة عضو ممثل الممثل رقم المادة الفصل البند
    المدعي المدعى عليه الطرف الشركة السيد السيدة الأستاذ الأستاذة والسيد والسيدة"""
)


_PARTICLE_RE = re.compile(_PARTICLE)


def _name_words(value: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(r"[^\s]+", value)]


def validate_latin_name(value: str) -> int:
    """Keep name words up to the first stop word (a function word, a title or a legal noun).

    A possessive ending ('s) is left out, and so are particles left dangling at the end.
    """
    keep = 0
    for start, end in _name_words(value):
        word = value[start:end]
        if _PARTICLE_RE.fullmatch(word):
            continue
        if word.rstrip(".").casefold() in _LATIN_STOP:
            break
        keep = end
        if word.endswith(("'s", "’s")):
            keep = end - 2
            break
    return keep


def validate_arabic_name(value: str) -> int:
    """Keep Arabic words up to the first stop word (particles, titles, legal nouns)."""
    keep = 0
    for start, end in _name_words(value):
        if _AR_MARKS.sub("", value[start:end]) in _AR_STOP:
            break
        keep = end
    return keep


def validate_initial_name(value: str) -> int:
    """Accept a 'First I. Last' name unless either name is a stop word; drop a possessive."""
    first, _initial, last = value.split(" ")
    if {first.casefold(), last.casefold().removesuffix("'s").removesuffix("’s")} & _LATIN_STOP:
        return 0
    return len(value) - 2 if value.endswith(("'s", "’s")) else len(value)


# Not after a letter (inside a word); after a dot it is: extraction glues "M.Mr John Smith".
PERSON_PATTERN = f"(?<![^\\W\\d_])(?:{_HONORIFIC})[ \\u00a0\\n](?P<v>{_NAME})(?!\\w)"
"""A Latin-script name after Mr, Mrs, Ms, Dr, M., Mme, Mlle, Me, Monsieur, Madame..."""
PERSON_AR_PATTERN = f"{_AR_HONORIFIC}[/:]?[ \\u00a0\\n]+(?P<v>{_AR_NAME})"
"""An Arabic name after السيد, السيدة, الأستاذ (also written السيد/)."""
PERSON_INITIAL_PATTERN = (
    f"(?<![\\w.])(?P<v>[{LATIN_UPPER}][{LATIN_LETTER}]+ [{LATIN_UPPER}]\\. "
    f"[{LATIN_UPPER}](?:[{LATIN_LETTER}]|['’-](?=[{LATIN_LETTER}]))+)(?!\\w)"
)
"""A first name, a middle initial and a surname."""
