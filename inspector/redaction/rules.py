"""The personal-data rules as data: one named pattern plus validator per format.

Each ``Rule`` finds candidates with a regular expression (the span is the ``v`` group) and a
validator (``validators``, ``names``) decides how many characters of the candidate are
personal data (0 rejects it). The table can be listed and filtered by rule name or kind
(``select_rules``), which is how the CLI and GUI toggle rules. Kinds are short lower-case
names used in redaction tokens: email, phone, iban, card, fr_nir, sa_id, ae_id, uk_nino, us_ssn,
address, person.

Numbers accept ASCII, Arabic-Indic (U+0660..0669) and Persian (U+06F0..06F9) digits. A number
never starts right after a digit, ``+`` or ``@``, or after a digit and a separator
(``12.`` / ``12-``), and never ends right before a digit or a separator and a digit: so
"Article 12.3.4", "12/03/2024", "1,250,000.00" and "Law No. 2016-1321" are not cut into
pieces that look like phone numbers. Two numbers glued into one digit run cannot be told
apart and are left to the reviewer.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Collection
from dataclasses import dataclass

from inspector.redaction.addresses import (
    ADDRESS_ANCHOR_PATTERN,
    ADDRESS_PATTERN,
    validate_address,
)
from inspector.redaction.errors import UnknownRuleError
from inspector.redaction.kinds import KINDS as KINDS  # listed here with the rules
from inspector.redaction.names import (
    AR_BARE_FIRST,
    LATIN_UPPER,
    PERSON_ADDRESSED_PATTERN,
    PERSON_AR_BARE_PATTERN,
    PERSON_AR_CONTEXT_PATTERN,
    PERSON_AR_PATTERN,
    PERSON_BARE_PATTERN,
    PERSON_INITIAL_PATTERN,
    PERSON_PATTERN,
    PERSON_SALUTATION_PATTERN,
    PERSON_SIGNATORY_PATTERN,
    PERSON_SIGNED_BY_PATTERN,
    PERSON_SURNAME_FIRST_PATTERN,
    validate_arabic_bare_name,
    validate_arabic_name,
    validate_bare_name,
    validate_context_name,
    validate_initial_name,
    validate_latin_name,
    validate_signatory_name,
    validate_surname_first,
)
from inspector.redaction.validators import (
    Validator,
    accept_all,
    digit_count,
    validate_ae_id,
    validate_card,
    validate_email,
    validate_iban,
    validate_international_phone,
    validate_nino,
    validate_nir,
    validate_obfuscated_email,
    validate_sa_id,
    validate_ssn,
    validate_tn_phone,
)


@dataclass(frozen=True, slots=True, eq=False)
class Anchor:
    """A cheap pattern every match of a rule lies near, so the rule runs only around it.

    A rule's regular expression is tried only in windows ``[hit.start - back, hit.end +
    ahead)`` around the anchor's hits (windows that touch are merged). Most legal text holds
    no long digit run, no ``@`` and no honorific, so most of it is never looked at twice.

    Compared and hashed by identity (``eq=False``): ``detect_personal_data`` keys its windows
    by anchor for every rule of every call, and hashing the fields (a compiled pattern, a
    tuple) each time cost more than the windows; the rule table shares each anchor object.
    """

    pattern: re.Pattern[str]
    back: int
    ahead: int
    literals: tuple[str, ...] = ()
    """If given, the anchor can only hit where one of these occurs: a text holding none of
    them (``str.find`` speed) is skipped without running the pattern."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One detection rule.

    Attributes:
        name: unique rule name ("phone_fr", "iban", ...), used to toggle it.
        kind: the kind of personal data it finds (several rules may share a kind).
        pattern: regular expression; the match's ``v`` group is the candidate.
        validate: how much of the candidate to keep (see ``Validator``).
        description: one line for listings.
        anchor: where matches can be (None: anywhere).
    """

    name: str
    kind: str
    pattern: re.Pattern[str]
    validate: Validator
    description: str
    anchor: Anchor | None = None
    joined: bool = False
    """Run on the view where a single line break is a space (``views.joined_view``): for
    values that are never split over lines on purpose (numbers, e-mail addresses, IBANs)."""

    @property
    def skips(self) -> bool:
        """The pattern has a ``skip`` group: a match that takes it is not personal data.

        The group holds what, right before a value, says it is not one (a court's name
        before its address, "article" before a number); the search goes on after the
        whole match, so the value inside it is not found again on its own.
        """
        return "skip" in self.pattern.groupindex


def _digit(ascii_chars: str) -> str:
    """A character class matching the given ASCII digits in ASCII, Arabic-Indic and Persian."""
    chars = "".join(c + chr(0x0660 + int(c)) + chr(0x06F0 + int(c)) for c in ascii_chars)
    return f"[{chars}]"


D = _digit("0123456789")
# Digits are the boundary that matters: a letter glued to a number (bad extraction, "Tel06...")
# does not hide it, while a digit or a digit-separator pair means the number goes on.
_BEFORE = r"(?<![\d+@])(?<!\d[.,/:-])"
_AFTER = r"(?!\d)(?![.,/:-]?" + D + ")"


def _rule(name: str, kind: str, pattern: str, validate: Validator, description: str) -> Rule:
    anchors = {
        "email": _EMAIL_ANCHOR,
        "email_obfuscated": _OBFUSCATED_ANCHOR,
        "person": _NAME_ANCHOR,
        "person_ar": _AR_NAME_ANCHOR,
        "person_initial": _INITIAL_ANCHOR,
        "person_signatory": _CUE_ANCHOR,
        "person_signed_by": _SIGNED_BY_ANCHOR,
        "person_addressed": _CUE_ANCHOR,
        "person_salutation": _SALUTATION_ANCHOR,
        "person_ar_context": _AR_CUE_ANCHOR,
        "person_bare": None,  # a given name's first letter (the pattern starts with it)
        "person_surname_first": _SURNAME_FIRST_ANCHOR,
        "person_ar_bare": _AR_BARE_ANCHOR,
        "address": _ADDRESS_ANCHOR,
    }
    anchor = anchors[name] if name in anchors else anchors.get(kind, _NUMBER_ANCHOR)
    # Names and addresses are read line by line (an address's lines are matched as such).
    joined = kind not in ("person", "address")
    return Rule(name, kind, re.compile(pattern), validate, description, anchor, joined)


# Every number rule needs six digits or more, possibly spaced: NINO 6, Tunisian phone 8, the
# rest 9 and up. The window reaches back over a cue word ("Téléphone portable :") or an
# IBAN's letters before its first long digit run, and ahead over a NINO's suffix letter.
_NUMBER_ANCHOR = Anchor(re.compile(D + r"(?:[ .\-/()]{0,2}" + D + "){5,}"), 48, 24)
_EMAIL_ANCHOR = Anchor(re.compile("@"), 80, 260)
# Anchor patterns start with a character or a set of them (the upper-case honorifics behind a
# lookbehind, not as a second branch): the regular expression engine then skips in C to the
# next place that character stands, instead of trying the pattern at every position.
_NAME_ANCHOR = Anchor(
    re.compile(
        "[MD](?:rs?|s|iss|mes?|lles?|e|aître|essrs|onsieur|adame|ademoiselle|r"
        "|(?<=M)(?:RS?|S|ISS|MES?|LLES?|AÎTRE|ESSRS|ONSIEUR|ADAME|ADEMOISELLE))?\\.?[ \u00a0\n]"
    ),
    8,
    160,
)
_OBFUSCATED_ANCHOR = Anchor(re.compile(r"(?i:[\[({<] ?(?:at|@|arobase) ?[\])}>]| dot )"), 80, 200)
# Person rules run on the plain view, where a full-width colon is ":". A lone literal is
# what Python's re scans fastest; "Dear"/"Cher" lines are rare, so they get their own rule.
_CUE_ANCHOR = Anchor(re.compile(":"), 32, 90, (":",))
_SIGNED_BY_ANCHOR = Anchor(
    # The first letter as a set: every character "s" or "r" matches ignoring case (ſ is one).
    re.compile(
        r"[SsſRr](?i:(?<=s)igned by|(?<=r)epresented by|(?<=r)epr[ée]sent[ée]e? par"
        r"|(?<=s)ign[ée]e? par) "
    ),
    0,
    90,
    ("igned by", "IGNED BY", "epresented by", "EPRESENTED BY", "eprésenté", "EPRÉSENTÉ",
     "igné par", "igné", "IGNÉ"),
)  # fmt: skip
# The reference or court name before an address (its ``skip`` group) lies within ``back``.
_ADDRESS_ANCHOR = Anchor(re.compile(ADDRESS_ANCHOR_PATTERN), 160, 200)
_SALUTATION_ANCHOR = Anchor(re.compile("Dear |Cher |Chère "), 0, 90, ("Dear ", "Cher ", "Chère "))
_AR_CUE_ANCHOR = Anchor(
    re.compile("اسم|التوقيع|الإمضاء|الامضاء|الممضي"),
    4,
    120,
    ("اسم", "التوقيع", "الإمضاء", "الامضاء", "الممضي"),
)
_INITIAL_ANCHOR = Anchor(re.compile(f"[{LATIN_UPPER}]\\. [{LATIN_UPPER}]"), 40, 40)
# The end of a word in capitals and the start of a title-case word after it ("SPITZ Clara").
_SURNAME_FIRST_ANCHOR = Anchor(
    re.compile(f"[{LATIN_UPPER}]{{3}}[ \u00a0][{LATIN_UPPER}][a-zà-öø-ÿ]"), 48, 48
)
_AR_NAME_ANCHOR = Anchor(re.compile("سيد|ستاذ|دكتور"), 8, 160, ("سيد", "ستاذ", "دكتور"))
# From the first letter a bare Arabic name can start with to the end of the text: a text with
# none (most Latin-script ones) is not searched, any other is searched as without an anchor.
_AR_BARE_ANCHOR = Anchor(re.compile(f"[{AR_BARE_FIRST}]"), 0, sys.maxsize)

_NZ = _digit("123456789")
_ZERO = _digit("0")
_SEP = r"[ .\-]?"

RULES: tuple[Rule, ...] = (
    _rule(
        "email",
        "email",
        # Not inside a longer ASCII local part; any other character may touch it: an address
        # glued to Arabic text or digits ("٠٥٠١٢٣٤٥٦٧jean@...", extraction) is still one.
        r"(?<![A-Za-z0-9._%+\-])(?P<v>[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*"
        r"[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24})"
        # A digit right after the top-level domain is glued-on text (extraction), not domain.
        r"(?![^\W\d]|-|\.[A-Za-z0-9])",
        validate_email,
        "e-mail address",
    ),
    _rule(
        "email_obfuscated",
        "email",
        # john.smith [at] example [dot] com, jean (arobase) cabinet (point) fr,
        # john.smith at example dot com: the words "at" and "dot" both, or brackets.
        r"(?<![A-Za-z0-9._%+\-])(?P<v>[A-Za-z0-9][A-Za-z0-9._%+\-]*"
        r"(?: (?i:dot) [A-Za-z0-9][A-Za-z0-9._%+\-]*)*"
        r"(?: ?[\[({<] ?(?i:at|@|arobase) ?[\])}>] ?| (?i:at) (?=[A-Za-z0-9.\-]+ (?i:dot) ))"
        r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
        r"(?:(?:\.| ?[\[({<] ?(?i:dot|point|\.) ?[\])}>] ?| (?i:dot) )"
        r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)+)(?![A-Za-z0-9])",
        validate_obfuscated_email,
        "e-mail address written to dodge harvesters: [at], (at), [dot], at ... dot",
    ),
    _rule(
        "iban",
        "iban",
        r"(?<![A-Za-z])(?P<v>[A-Z]{2}[0-9]{2}(?:[ \-]?[A-Z0-9]){11,40}(?![a-z])"
        # Written in lower case (typed by hand): a known country's length only.
        r"|[a-z]{2}[0-9]{2}(?:[ \-]?[a-z0-9]){11,40})",
        validate_iban,
        "IBAN with a valid ISO 13616 checksum, grouped by spaces or dashes or not, any case",
    ),
    _rule(
        "card",
        "card",
        f"{_BEFORE}(?P<v>{_digit('23456')}{D}{{12,18}}"
        f"|{_digit('23456')}{D}{{3}}(?:[ \\-]{D}{{4}}){{2,3}}(?:[ \\-]{D}{{1,3}})?"
        f"|{_digit('3')}{D}{{3}}[ \\-]{D}{{6}}[ \\-]{D}{{4,5}}){_AFTER}",
        validate_card,
        "payment card number, 13-19 digits, Luhn check",
    ),
    _rule(
        "fr_nir",
        "fr_nir",
        f"{_BEFORE}(?P<v>{_digit('123478')}{_SEP}{D}{{2}}{_SEP}{D}{{2}}{_SEP}"
        f"(?:{D}{{2}}|2[ABab]){_SEP}{D}{{3}}{_SEP}{D}{{3}}{_SEP}{D}{{2}}){_AFTER}",
        validate_nir,
        "French social security number (NIR) with a matching key; Corsica 2A/2B",
    ),
    _rule(
        "sa_id",
        "sa_id",
        f"{_BEFORE}(?P<v>{_digit('12')}{D}{{9}}){_AFTER}",
        validate_sa_id,
        "Saudi national ID (1...) or iqama (2...), 10 digits with check digit",
    ),
    _rule(
        "ae_id",
        "ae_id",
        f"{_BEFORE}(?P<v>{_digit('7')}{_digit('8')}{_digit('4')}[ \\-]?{D}{{4}}[ \\-]?{D}{{7}}"
        f"[ \\-]?{D}){_AFTER}",
        validate_ae_id,
        "Emirates ID 784-YYYY-NNNNNNN-C with Luhn check",
    ),
    _rule(
        "uk_nino",
        "uk_nino",
        f"(?<![A-Za-z])(?P<v>[A-Z]{{2}} ?{D}{{2}} ?{D}{{2}} ?{D}{{2}} ?[A-D])(?![A-Za-z])",
        validate_nino,
        "UK National Insurance number (valid prefix letters, suffix A-D)",
    ),
    _rule(
        "us_ssn",
        "us_ssn",
        f"{_BEFORE}(?P<v>{D}{{3}}-{D}{{2}}-{D}{{4}}|{D}{{3}} {D}{{2}} {D}{{4}}){_AFTER}",
        validate_ssn,
        "US social security number outside the never-issued ranges",
    ),
    _rule(
        "phone_international",
        "phone",
        f"(?P<v>(?:(?<!\\+)\\+|(?<![\\w+]){_ZERO}{_ZERO}){_NZ}"
        f"(?:[ .\\-]?(?:\\({D}{{1,4}}\\)|{D})){{6,17}}){_AFTER}",
        validate_international_phone,
        "international number: +CC or 00CC and a national number of the country's length",
    ),
    _rule(
        "phone_fr",
        "phone",
        f"{_BEFORE}(?P<v>{_ZERO}{_NZ}(?:[ .\\-]?{D}{{2}}){{4}}){_AFTER}",
        accept_all,
        "French national number 0X XX XX XX XX",
    ),
    _rule(
        "phone_national",
        "phone",
        f"{_BEFORE}(?P<v>{_ZERO}{_NZ}{D}{{0,3}}(?:[ \\-]{D}{{3,4}}){{1,2}}"
        f"|{_ZERO}{_NZ}{D}{{3}} {D}{{6}}|{_ZERO}{_NZ}{D}{{8,9}}){_AFTER}",
        digit_count(9, 11),
        "national number with trunk 0 (UK, Saudi Arabia, UAE), 9-11 digits",
    ),
    _rule(
        "phone_us",
        "phone",
        f"(?P<v>(?:\\({_digit('23456789')}{D}{{2}}\\) ?{_digit('23456789')}{D}{{2}}[\\-. ]"
        f"|(?<![\\d+]){_digit('23456789')}{D}{{2}}(?P<us>[\\-. /]){_digit('23456789')}{D}{{2}}"
        # One separator throughout ("212.555.0145"), or a dash last ("212/555-0145"): mixed
        # ones are references (a regulation clause "252.227-7013").
        r"(?:(?P=us)|(?<=[ /]\d\d\d)-)"
        f"){D}{{4}}){_AFTER}",
        accept_all,
        "North American number (NXX) NXX-XXXX, NXX-NXX-XXXX, also NXX/NXX-XXXX",
    ),
    _rule(
        "phone_cued",
        "phone",
        r"(?:(?i:\b(?:t[ée]l[ée]phone|telephone|t[ée]l|phone|fax|mobile|gsm|portable|cell)\b)"
        r"|\b(?:ال)?(?:هاتف|جوال|فاكس|نقال)\b)\.?\s?(?::|n°|No\.?|رقم)?\s?"
        f"(?P<v>{D}(?:[ .\\-]?{D}){{7,14}}){_AFTER}",
        digit_count(8, 15),
        "any 8-15 digit number right after Tel/Phone/Fax/هاتف (Tunisian numbers have no trunk 0)",
    ),
    _rule(
        "phone_tn",
        "phone",
        # 8 digits grouped 2-3-3 or 2-2-2-2 as Tunisians write them: mobiles 2x, 4x, 5x, 9x,
        # fixed 3x, 7x. Not an amount ("25 000 000 dinars", "TND 98 123 457"): see
        # validate_tn_phone.
        r"(?<!(?i:tnd) )(?<!(?i:eur) )(?<!(?i:usd) )(?<!DT )(?<!€ )(?<!\$ )(?<![€$])"
        # Not a piece of a longer spaced number ("2 69 05 49 588 157 81").
        f"{_BEFORE}(?<!\\d )(?P<v>{_digit('234579')}{D} (?:{D}{{3}} {D}{{3}}|{D}{D} {D}{D} {D}{D}))"
        f"{_AFTER}(?! \\d)"
        r"(?! ?(?i:dinars?|dt\b|tnd\b|d\.t|millimes?|euros?|€|\$|usd|eur\b|dollars?"
        r"|francs?|%|habitants|m2|m²|km)|\s*(?:دينار|د\.ت|مليم|يورو|أورو|دولار))",
        validate_tn_phone,
        "Tunisian number 98 123 457 or 98 12 34 57 without a cue (not an amount)",
    ),
    _rule(
        "address",
        "address",
        ADDRESS_PATTERN,
        validate_address,
        "postal address: number and street (rue, avenue, Street, Road, شارع...), postcode "
        "and town (FR, UK, US), P.O. box; not a court's, not after article/section",
    ),
    _rule(
        "person",
        "person",
        PERSON_PATTERN,
        validate_latin_name,
        "one to three capitalised words after Mr, Mrs, Ms, Dr, M., Mme, Mlle, Me",
    ),
    _rule(
        "person_ar",
        "person",
        PERSON_AR_PATTERN,
        validate_arabic_name,
        "one to three Arabic words after السيد, السيدة, الأستاذ (السيد/ too)",
    ),
    _rule(
        "person_initial",
        "person",
        PERSON_INITIAL_PATTERN,
        validate_initial_name,
        "a first name, a middle initial and a surname (Ralph M. Pais), no honorific needed",
    ),
    _rule(
        "person_signatory",
        "person",
        PERSON_SIGNATORY_PATTERN,
        validate_signatory_name,
        "two or more capitalised words after By:, Signed:, Witness:, Attn:, Par :, Signé :",
    ),
    _rule(
        "person_signed_by",
        "person",
        PERSON_SIGNED_BY_PATTERN,
        validate_signatory_name,
        "two or more capitalised words after signed by, represented by, représentée par",
    ),
    _rule(
        "person_addressed",
        "person",
        PERSON_ADDRESSED_PATTERN,
        validate_context_name,
        "capitalised words after Name:, Nom :, Prénom :",
    ),
    _rule(
        "person_salutation",
        "person",
        PERSON_SALUTATION_PATTERN,
        validate_context_name,
        "capitalised words after Dear, Cher, Chère",
    ),
    _rule(
        "person_bare",
        "person",
        PERSON_BARE_PATTERN,
        validate_bare_name,
        "a known given name (EN/FR/DE/Maghreb lists) and its surname, with no honorific",
    ),
    _rule(
        "person_surname_first",
        "person",
        PERSON_SURNAME_FIRST_PATTERN,
        validate_surname_first,
        "a surname in capitals, then a known given name (SPITZ Clara, LE GOFF Jean-Pierre)",
    ),
    _rule(
        "person_ar_bare",
        "person",
        PERSON_AR_BARE_PATTERN,
        validate_arabic_bare_name,
        "a known Arabic given name and one to three name words, with no honorific",
    ),
    _rule(
        "person_ar_context",
        "person",
        PERSON_AR_CONTEXT_PATTERN,
        validate_arabic_name,
        "Arabic words after الاسم:, الاسم واللقب:, التوقيع: (forms, signature blocks)",
    ),
)
"""Every rule, in listing order."""


def select_rules(
    enabled: Collection[str] | None = None, disabled: Collection[str] = ()
) -> tuple[Rule, ...]:
    """The rules to run, by rule name or kind.

    Those named in ``enabled`` (all if None) minus those named in ``disabled``; raises
    ``UnknownRuleError`` for a name that is neither a rule nor a kind.
    """
    known = {r.name for r in RULES} | {r.kind for r in RULES}
    unknown = sorted((set(enabled or ()) | set(disabled)) - known)
    if unknown:
        raise UnknownRuleError(
            f"Unknown redaction rule or kind: {', '.join(unknown)}. "
            f"Known: {', '.join(sorted(known))}."
        )
    return tuple(
        r
        for r in RULES
        if (enabled is None or r.name in enabled or r.kind in enabled)
        and r.name not in disabled
        and r.kind not in disabled
    )
