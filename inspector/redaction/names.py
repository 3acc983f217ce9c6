"""Names after honorifics (EN/FR/AR), in signature blocks and forms, and "First I. Last" names.

A name with no honorific is taken only in a strong context: after "By:", "Signed:", "Attn:",
"Par :" (two words or more), "Name:", "Nom :", "Prénom :", "Dear", "Cher" or "الاسم:" and
"التوقيع:", and never when an organisation word (Ltd, Inc, Bank, Supplier...) is among its words.

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
    # An initial, before a capitalised word or a particle ("S. de Villepin").
    f"|[{LATIN_UPPER}]\\.(?=[ \\u00a0\\n](?:[{LATIN_UPPER}]|(?:de|du|van|von|al|el|bin|ben) )))"
)
_PARTICLE = (
    "(?:de|du|des|van|von|der|den|da|di|al|el|bin|ben|ibn"
    "|Al|El|Bin|Ben|Ibn|Abu|Abou|Ould|Van|Von|De|Da|Di|Du"
    "|AL|EL|BIN|BEN|IBN|ABU|ABOU|OULD|VAN|VON|DE|DA|DI|DU|DES|DER|DEN)"
)
_NAME = (
    f"(?:{_PARTICLE}[ \\u00a0\\n])*{_NAME_WORD}"
    f"(?:[ \\u00a0\\n](?:{_PARTICLE}[ \\u00a0\\n])*{_NAME_WORD}){{0,2}}"
)
"""One to three capitalised words (a surname may be on the next line); name particles (de,
van, Al, Bin...) come free."""
_HONORIFIC = (
    r"(?:Mrs|Mr|Ms|Dr|Miss|Mmes|Mme|Mlles|Mlle|Me|Maître|Messrs)\.?|M\."
    r"|Monsieur|Madame|Mademoiselle"
    # Upper case as in headings and parties' blocks ("MR JOHN SMITH"); not "DR", which is
    # as often a country ("DR CONGO"), nor "ME", an English word.
    r"|(?:MRS|MR|MS|MISS|MMES|MME|MLLES|MLLE|MAÎTRE|MESSRS)\.?|MONSIEUR|MADAME|MADEMOISELLE"
)
_LATIN_STOP = _word_set(
    """the and or of in on at to for by with from under per article section clause part
    schedule annex exhibit le la les et ou de du des au aux en sur pour par avec selon chapitre
    titre annexe president président presidente présidente chairman chairwoman speaker
    minister ministre judge juge justice maire mayor secretary secrétaire registrar greffier
    counsel conseil bâtonnier procureur prosecutor kc qc sc esq mp obe cbe jr sr
    mr mrs ms dr miss mme mmes mlle mlles me m maître messrs monsieur madame mademoiselle
    appendix table class option plan series type level tier phase step figure note item list
    form model category group grade zone lot tranche rule point case
    chief executive officer director manager vice general title date address email e-mail
    phone telephone tel fax authorised authorized signatory representative witness name
    signature position function fonction qualité directeur directrice gérant gérante
    avocat avocate notaire duly its his her their our signed print printed
    sir sirs madam dame lord lady gentlemen colleagues all customer"""
)
_COMPANY = _word_set(
    """ltd limited inc incorporated llc llp plc corp corporation co company sa sas sarl gmbh ag
    bv nv spa bank group holdings partners associates international services solutions
    technologies systems foundation trust council court ministry department university
    party parties supplier buyer seller tenant landlord lender borrower client contractor
    employer employee licensor licensee purchaser vendor agent société banque groupe cabinet
    lp l.p. optimization commission committee authority agency office board union parliament
    government secretariat registry directorate division unit team desk centre center
    institute commission européenne comité autorité agence bureau conseil direction service
    data protection compliance legal finance financial sales support customer customers human
    resources procurement marketing accounts payable receivable operations technical
    administration accounting privacy security treasury purchasing notices
    ministère tribunal cour association fondation république republic kingdom state"""
)
"""Words that make a capitalised run after "By:" or "Name:" an organisation, not a person."""

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
_AR_HONORIFIC_WORD = re.compile(
    "[وف]?[بك]?(?:ال|لل)(?:سيدة|سيد|أستاذة|أستاذ|استاذة|استاذ|دكتورة|دكتور)[/:]?"
)
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
        # "M." inside a name is an initial ("John\nM. Mansour"), not the next honorific.
        initial = keep > 0 and len(word) == 2 and word.endswith(".")
        if word.rstrip(".").casefold() in _LATIN_STOP and not initial:
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
        word = _AR_MARKS.sub("", value[start:end])
        # The next honorific ("... والأستاذ علي") starts the next name, not this one.
        if word in _AR_STOP or _AR_HONORIFIC_WORD.fullmatch(word):
            break
        keep = end
    return keep


_INNER_CAPITAL = re.compile(f"[a-zà-öø-ÿ][{LATIN_UPPER}]")


def validate_context_name(value: str) -> int:
    """A name after "By:", "Name:", "Dear"...: its words up to the first stop word.

    0 when an organisation word (``_COMPANY``: Ltd, Inc, Bank, Supplier...) or a word with an
    inner capital ("NorthBridge"; Mc/Mac names excepted) is among them: "By: Corvane Ltd" is
    a party, not a signatory.
    """
    keep = validate_latin_name(value)
    for start, end in _name_words(value[:keep]):
        word = value[start:end].rstrip(".,")
        if word.casefold() in _COMPANY:
            return 0
        if _INNER_CAPITAL.search(word.removeprefix("Mc").removeprefix("Mac")):
            return 0
    return keep


def validate_signatory_name(value: str) -> int:
    """``validate_context_name`` for a signature block: two words at least."""
    keep = validate_context_name(value)
    return keep if len(_name_words(value[:keep])) >= 2 else 0


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

_CONTEXT_NAME = (
    f"(?:{_PARTICLE} )*{_NAME_WORD}(?: (?:{_PARTICLE} )*{_NAME_WORD}){{0,3}}"
    # Not an organisation's name going on (".COM", ", Inc.").
    r"(?![\w.]*\.[A-Za-z]{2,}\b"
    r"|,? ?(?:Inc|Ltd|LLC|LLP|LP|L\.P|plc|PLC|Corp|S\.?A\.?|SARL|SAS|GmbH)\b)"
)
"""One to four capitalised words on one line (initials too): a name in a signature block."""
_SIGNATORY_CUE = (
    r"(?i:by|signed(?: by)?|signature|signatory|witness(?:ed by)?|attn|attention|"
    r"contact(?: person)?|sign[ée](?: par)?|par|t[ée]moin|repr[ée]sent[ée]e? par|"
    r"represented by)"
)
_ADDRESSED_CUE = (
    r"(?i:name|full name|print(?:ed)? name|nom|pr[ée]nom|nom et pr[ée]nom|nom complet)"
    r"[ \u00a0]?[:：]"
)
PERSON_SIGNATORY_PATTERN = (
    f"(?<![^\\W\\d_]){_SIGNATORY_CUE}[ \\u00a0]?[:：][ \\t]*(?:/s/[ \\t]*)?"
    f"(?P<v>{_CONTEXT_NAME})(?!\\w)"
)
PERSON_SIGNED_BY_PATTERN = (
    r"(?<![^\W\d_])(?i:signed by|represented by|repr[ée]sent[ée]e? par|sign[ée]e? par) "
    f"(?P<v>{_CONTEXT_NAME})(?!\\w)"
)
"""A name of two words or more after "signed by", "represented by", "représentée par"."""
"""A name of two words or more after "By:", "Signed:", "Attn:", "Par :"... (signature blocks)."""
PERSON_ADDRESSED_PATTERN = f"(?<![^\\W\\d_]){_ADDRESSED_CUE}[ \\t]*(?P<v>{_CONTEXT_NAME})(?!\\w)"
"""A name of one word or more after "Name:", "Nom :", "Prénom :"."""
PERSON_SALUTATION_PATTERN = f"(?<![^\\W\\d_])(?:Dear|Cher|Chère) (?P<v>{_CONTEXT_NAME})(?!\\w)"
"""A name of one word or more after "Dear", "Cher", "Chère" (letters)."""
_AR_CUE = (
    f"(?<![{_AR_LETTER}])(?:الاسم|الإسم|اسم)(?: واللقب| الكامل| و اللقب)?"
    f"|(?<![{_AR_LETTER}])(?:التوقيع|الإمضاء|الامضاء|الممضي)"
)
PERSON_AR_CONTEXT_PATTERN = f"(?:{_AR_CUE})[ \\u00a0]?[:：][ \\t]*(?P<v>{_AR_NAME})"
"""An Arabic name after الاسم: / الاسم واللقب: / التوقيع: (forms and signature blocks)."""
