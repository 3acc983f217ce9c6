"""Postal addresses: a street with its number, a postcode and its town, a post-office box.

Patterns are strings for ``inspector.redaction.rules`` (the ``address`` kind); the span of an
address is the ``v`` group. What is found:

- a street address: a house number, a street-type word and the street's name ("29, rue
  Camille Roussel", "81, avenue de la République", "221B Baker Street", "1600 Pennsylvania
  Avenue NW", "15 شارع الحرية", "شارع الملك فهد رقم 12"), with the postcode and town after it
  when they follow on the same line, after a comma or on the next line ("… / 64100
  Neveu-sur-Rodriguez");
- a street with no number when a postcode and town follow it ("rue de Peltier 46877
  Charpentier-sur-Bonnin");
- a postcode and town alone, at the start of a line or after a comma or "à" (France: five
  digits and a capitalised town, CEDEX too; United Kingdom: a postcode, the town before it
  optional; United States: "Town, ST 12345");
- a post-office box ("BP 1234", "P.O. Box 552", "ص.ب 1234").

Whose address it is cannot be read from the text, so the rule takes the safe side: the home
of a private person must never leave in clear, so every address is masked, a company's
registered office included (a one-person company's seat, an EURL or a sole trader's, is
often its owner's home; a firm's address in a contract is in its register anyway and
masking it loses no legal content). Two exceptions, read from the text before the address
(the ``skip`` group: a match that takes it is no address and the search goes on after it):

- the address of a court, right after the court's name ("Tribunal judiciaire de Paris,
  Parvis du Tribunal de Paris, 75017 Paris"; "Royal Courts of Justice, Strand, London WC2A
  2LL"): a public authority's address is no personal data, and a judgment's header names
  its court;
- a number that is a reference, not a house number: "article 5, rue …", "section 2 Public
  Way", "Schedule 3 Park Lane", "n° 12 place …" never match.

A street with no number and no postcode ("la place Vendôme", "Victoria Street") is not an
address here: in legal prose that is a place, not someone's home.
"""

from __future__ import annotations

from inspector.redaction.names import LATIN_UPPER

_LETTER = "A-Za-zÀ-ÖØ-öø-ÿ"
_DIGIT = "0-9\u0660-\u0669\u06f0-\u06f9"
_SP = "[ \\u00a0]"
_BREAK = "(?:[ \\u00a0]*\\n){1,2}[ \\u00a0\\t]*"
"""One line break, or a blank line (paragraphs of a DOCX), between two lines of an address."""

_NUMBER = (
    f"(?<![\\w.,/-])[{_DIGIT}]{{1,4}}(?:{_SP}?(?:bis|ter|quater|[A-Ha-h])(?![{_LETTER}]))?"
    f"(?:,|{_SP}?-)?{_SP}"
)
"""A house number: "29, ", "12 bis ", "221B ", "5-"."""

_FR_TYPES = (
    "rue|avenue|av\\.|boulevard|bd|chemin|impasse|allée|allee|place|quai|route|cours"
    "|square|passage|voie|parvis|esplanade|promenade|faubourg|rond-point|lieu-dit"
    "|résidence|lotissement|cité|sentier|villa|hameau"
)
_FR_TYPE = f"(?i:{_FR_TYPES})"
_FR_PARTICLE = "(?:de la|de l['’]|de|du|des|d['’]|la|le|les|l['’]|aux|au|sur|sous|en|lès|et)"
_NAME_WORD = f"[{LATIN_UPPER}][{_LETTER}'’-]*\\.?"
_NAME_TOKEN = f"(?:{_NAME_WORD}|[{_DIGIT}]{{1,4}}(?:er|e|ème)?(?![\\w]))"
_FR_NAME = (
    f"(?:{_FR_PARTICLE}(?:{_SP}|(?<=['’])))*{_NAME_TOKEN}"
    f"(?:{_SP}(?:{_FR_PARTICLE}(?:{_SP}|(?<=['’])))*{_NAME_TOKEN}){{0,5}}"
)
"""A French street's name: capitalised words (and numbers: "rue du 8 Mai 1945") with the
particles between them, on one line."""
_FR_STREET = f"{_FR_TYPE}{_SP}{_FR_NAME}"

_FR_TOWN_WORD = f"(?!(?i:cedex)(?![{_LETTER}]))[{LATIN_UPPER}][{_LETTER}'’-]+"
_FR_POSTCODE_TOWN = (
    f"(?<![\\w.,/-])(?:F-)?(?:[{_DIGIT}]{{5}}|[{_DIGIT}]{{2}}{_SP}[{_DIGIT}]{{3}}){_SP}+"
    f"{_FR_TOWN_WORD}(?:{_SP}(?:(?:sur|sous|en|lès|les|le|la|de|du|des|aux|d['’]|l['’]){_SP}?)?"
    f"{_FR_TOWN_WORD}){{0,3}}(?:{_SP}(?i:cedex)(?:{_SP}[{_DIGIT}]{{1,2}})?)?(?![\\w])"
)
"""A French postcode (five digits, "75 001" too) and a capitalised town, CEDEX optional."""

_EN_TYPES = (
    "Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Ln\\.?|Drive|Close|Way|Place|Crescent"
    "|Gardens|Terrace|Square|Boulevard|Blvd\\.?|Grove|Mews|Parkway"
)
_EN_TYPE = f"(?:{_EN_TYPES})"
_EN_STREET = (
    f"{_NAME_WORD}(?:{_SP}{_NAME_WORD}){{0,3}}{_SP}{_EN_TYPE}(?![{_LETTER}])"
    f"(?:{_SP}(?:NW|NE|SW|SE|N|S|E|W)(?![{_LETTER}]))?"
)
"""An English street's name and type ("Baker Street", "Pennsylvania Avenue NW")."""
_UK_POSTCODE = (
    "(?<![A-Za-z0-9])[A-Z]{1,2}[0-9][A-Z0-9]?[ \\u00a0]?[0-9][ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])"
)
_US_STATE = (
    "(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE"
    "|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)"
)
_TOWN = f"{_NAME_WORD}(?:{_SP}{_NAME_WORD}){{0,2}}"
_UK_TOWN_POSTCODE = f"(?:{_TOWN},?{_SP})?{_UK_POSTCODE}"
"""A UK postcode, with the town before it ("London SW1A 2AA")."""
_US_TOWN_ZIP = f"{_TOWN},{_SP}{_US_STATE}{_SP}[0-9]{{5}}(?:-[0-9]{{4}})?(?![0-9])"
"""A US town, state and ZIP code ("Springfield, IL 62704")."""

_AR_LETTER = "\u0621-\u063a\u0641-\u064a"
_AR_WORD = f"[{_AR_LETTER}][{_AR_LETTER}\u0640\u064b-\u0652\u0670]*"
_AR_TYPE = "(?:شارع|نهج|زنقة|جادة)"
_AR_STOP = (
    "(?:في|من|على|إلى|الى|عن|مع|أو|او|ثم|الذي|التي|وفي|ومن|وعلى|رقم|عمارة|بناية|مبنى|الكائن"
    "|الكائنة|بتاريخ|حيث|لدى)"
)
_AR_NAME_WORD = f"(?!{_AR_STOP}(?![{_AR_LETTER}])){_AR_WORD}"
_AR_NAME = f"{_AR_NAME_WORD}(?:{_SP}{_AR_NAME_WORD}){{0,3}}"
_AR_NUMBER = f"[{_DIGIT}]{{1,4}}"
_AR_STREET = (
    f"(?<![{_AR_LETTER}{_DIGIT}]){_AR_NUMBER}{_SP}?[،,]?{_SP}?{_AR_TYPE}{_SP}{_AR_NAME}"
    f"|(?<![{_AR_LETTER}]){_AR_TYPE}{_SP}{_AR_NAME}[،,]?{_SP}?"
    f"(?:رقم|عمارة(?:{_SP}رقم)?|بناية(?:{_SP}رقم)?|مبنى(?:{_SP}رقم)?){_SP}?{_AR_NUMBER}"
)
"""An Arabic street with its number, before the street ("15 شارع الحرية") or after it
("شارع الملك فهد رقم 12", "شارع الجامعة، عمارة 7"). "شارع" with no number is left alone:
"الشارع" is also "the legislator", "طريق" also "a means" ("عن طريق")."""

_PO_BOX = (
    f"(?<![\\w.])(?:B\\.{_SP}?P\\.|BP|P\\.{_SP}?O\\.{_SP}?Box|PO{_SP}Box|ص\\.{_SP}?ب\\.?|ص{_SP}ب)"
    f"{_SP}?[{_DIGIT}]{{1,6}}(?![\\w])"
)
"""A post-office box: BP 1234, B.P. 1234, P.O. Box 552, ص.ب 1234."""

_LINE_START = "(?:^|(?<=\\n)|(?<=\\n[ \\t])|(?<=,[ ])|(?<=[ ][-–][ ])|(?<=[ ]à[ ]))"
"""Where a postcode and town alone may start: a line's start, after a comma, a dash or "à"."""

_UNIT = (
    f"(?:(?:Suite|Ste\\.|Unit|Floor|Apt\\.?|Flat|Building|Bldg\\.|Room|#){_SP}?[0-9A-Za-z][0-9A-Za-z-]*"
    f"|[0-9]{{1,3}}(?:st|nd|rd|th){_SP}Floor)"
)
_MIDDLE = f"(?:,?{_SP}+(?:{_UNIT}|{_TOWN}),?){{0,3}}?"
"""What stands between an English street and its postcode: "Suite 100", "28th Floor", the
town and the state ("700 Dresher Road, Suite 100, Horsham, Pennsylvania, PA 19044"). Lazy:
the fewest words that reach a postcode ("Findlay, OH 45840", not "OH" as a town and "45840
Attention" as a French postcode and town)."""
_TAIL = (
    f"(?:{_MIDDLE}(?:,?{_SP}+|,?{_BREAK}|{_SP}[-–]{_SP}|{_SP}à{_SP})"
    f"(?:{_US_TOWN_ZIP}|{_UK_TOWN_POSTCODE}|{_FR_POSTCODE_TOWN}))?"
)
"""The postcode and town after a street, when they follow it."""
_TAIL_REQUIRED = (
    f"(?:,?{_SP}+|,?{_BREAK}|{_SP}[-–]{_SP}|{_SP}à{_SP})"
    f"(?:{_FR_POSTCODE_TOWN}|{_UK_TOWN_POSTCODE}|{_US_TOWN_ZIP})"
)

_REFERENCE = (
    "(?i:(?<![\\w])(?:articles?|art\\.|sections?|s\\.|ss\\.|sec\\.|paragraphs?|para\\.|paras\\."
    "|alinéas?|al\\.|clauses?|rules?|regulations?|reg\\.|schedules?|annex|annexe|annexes"
    "|chapters?|chapitres?|titres?|titles?|livres?|books?|parts?|partie|parties|n°|no\\.|nos\\."
    "|numéros?|numbers?|pages?|p\\.|pp\\.|points?|items?|lois?|laws?|décrets?|acts?|codes?"
    "|notes?|footnotes?|annexures?|appendix|appendices|tables?|figures?)"
    f"{_SP}*(?:[\\w.()/-]+{_SP}*(?:,|et|and|or|ou|to|à|-){_SP}*)*)"
    "|§+ ?|(?:المادة|البند|الفقرة)" + _SP
)
"""A reference word before the number: it is an article's number, not a house's."""
_COURT = (
    f"(?:(?:{_NAME_WORD}|of|the|de|du|des|d['’]|la|le){_SP}){{0,3}}"
    # A court's venue is named as its own: "Rolls Building", "Palais de Justice".
    "(?:Tribunal|TRIBUNAL|Cour|COUR|Court|COURT|Courts|COURTS|Greffe|GREFFE|Juridiction"
    "|Rolls Building|Palais de [Jj]ustice|PALAIS DE JUSTICE"
    "|Conseil de prud['’]hommes|CONSEIL DE PRUD['’]HOMMES|محكمة|المحكمة)"
    f"(?:{_SP}(?:{_NAME_WORD}|of|the|for|and|de|du|des|d['’]\\S+|la|le|l['’]\\S+|judiciaire"
    "|administratif|administrative|d['’]appel|de commerce|de grande instance|d['’]instance"
    f"|[{_AR_LETTER}]+)){{0,8}}"
    f"(?:,?{_SP}*|,?{_BREAK})(?:{_NAME_WORD}(?:{_SP}{_NAME_WORD}){{0,4}}(?:,?{_SP}*|,?{_BREAK}))?"
)
"""A court's name right before an address (and a line between them: "Parvis du Tribunal de
Paris" before "75017 Paris"; "Strand, " before "London WC2A 2LL")."""

ADDRESS_PATTERN = (
    f"(?P<skip>{_REFERENCE}|{_COURT})?"
    "(?P<v>"
    f"{_NUMBER}(?:{_FR_STREET}|{_EN_STREET}){_TAIL}"
    f"|(?<![\\w]){_FR_STREET}{_TAIL_REQUIRED}"
    f"|{_AR_STREET}"
    f"|{_LINE_START}(?:{_FR_POSTCODE_TOWN}|{_US_TOWN_ZIP})"
    f"|{_UK_TOWN_POSTCODE}"
    f"|{_PO_BOX}"
    ")"
)
"""A postal address (see the module doc); a match with the ``skip`` group is no address."""

ADDRESS_ANCHOR_PATTERN = (
    # A number right before a French street type ("place", "cours", "voie" alone are
    # everyday words: "mettre en place", "au cours de"), an English street type in title case.
    f"[{_DIGIT}](?:{_SP}?(?:bis|ter|quater|[A-Ha-h]))?(?:,|{_SP}?-)?{_SP}{_FR_TYPE}(?![{_LETTER}])"
    f"|(?<![{_LETTER}])(?:{_EN_TYPES})(?![{_LETTER}])"
    # A postcode before a capitalised town (an amount, "45 000 euros", is not).
    f"|[{_DIGIT}]{{2}}{_SP}?[{_DIGIT}]{{3}}{_SP}+[{LATIN_UPPER}]"
    f"|[A-Z][0-9][A-Z0-9]? ?[0-9][A-Z]{{2}}|,{_SP}{_US_STATE}{_SP}[0-9]{{5}}"
    f"|{_AR_TYPE}|ص\\.? ?ب|BP|B\\. ?P\\.|[Bb]ox"
)
"""Where an address can be: a street type, a postcode, a state and ZIP, a box (the rule runs
only around these: ``rules.Anchor``)."""


def validate_address(value: str) -> int:
    """Keep the whole address but a comma or a space it ends with."""
    return len(value.rstrip(" ,،\u00a0\t\n"))
