"""Names after honorifics, in signature blocks and forms, "First I. Last" and bare names.

Bare names start with a known given name: in Latin-script prose ("Boris signed the letter",
"between Amina Haddad and ...": ``PERSON_BARE_PATTERN``, the list in ``given_names``) and in
Arabic, followed by one to three name words ("محمد عبد الله الفلاني", "فاطمة الزهراء بنت
علي": ``PERSON_AR_BARE_PATTERN``, the list in ``given_names_ar``, which leaves out names that
are also words); they are the only names found with neither an honorific nor a cue.

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
from typing import Any

from inspector.redaction.given_names import GIVEN_NAMES
from inspector.redaction.given_names_ar import ARABIC_GIVEN_NAMES


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
    "|AL|EL|BIN|BEN|IBN|ABU|ABOU|OULD|VAN|VON|DE|DA|DI|DU|DES|DER|DEN"
    # In a surname: "de la Fontaine", "DE LA FONTAINE", "LE GOFF", "Del Rio", "dos Santos".
    # Lower-case "la", "le" only ever join a name word after them (the pattern needs one),
    # and the validator cuts a name before a firm or a stop word met after a particle
    # ("Me Romain LAFFLY de la SELARL LX": "Romain LAFFLY").
    "|la|le|del|della|dos|das|ter|ten|LA|LE|DEL|DELLA|DOS|DAS|Del|Della|Dos|Das)"
)
_PARTICLE_SEP = f"(?:{_PARTICLE}[ \\u00a0\\n]|[dD]['’](?=[{LATIN_UPPER}]))"
"""A particle and the space after it, or an elided one glued to the name ("d'Estaing")."""
_NAME = f"{_PARTICLE_SEP}*{_NAME_WORD}(?:[ \\u00a0\\n]{_PARTICLE_SEP}*{_NAME_WORD}){{0,2}}"
"""One to three capitalised words (a surname may be on the next line); name particles (de,
van, Al, Bin, de la, LE...) come free."""
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
    sir sirs madam dame lord lady gentlemen colleagues all customer
    procureure générale generale général substitut greffière greffiere conseillère conseillere
    conseiller premier première premiere"""
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
    ministère tribunal cour association fondation république republic kingdom state
    selarl selas selafa scp aarpi scm"""
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
    kept = 0  # name words kept so far (particles aside)
    after_particle = False
    words = _name_words(value)
    for index, (start, end) in enumerate(words):
        word = value[start:end]
        if _PARTICLE_RE.fullmatch(word):
            # A surname in capitals that is also a particle ("Clara BEN") ends the name.
            if keep > 0 and index == len(words) - 1 and word.isupper() and len(word) > 2:
                keep = end
            after_particle = True
            continue
        # After a given name alone and a particle, capitals are the surname even when the word
        # is a legal or company noun too ("Marie DE LA COUR"): stopping there would mask the
        # given name and leave the surname in clear.
        surname = after_particle and kept == 1 and word.isupper() and len(word) > 2
        # "M." inside a name is an initial ("John\nM. Mansour"), not the next honorific.
        initial = keep > 0 and len(word) == 2 and word.endswith(".")
        if word.rstrip(".").casefold() in _LATIN_STOP and not initial and not surname:
            break
        # "Romain LAFFLY de la SELARL", "Pierre Durand du Cabinet": a firm after a whole name,
        # not a part of it.
        if after_particle and kept > 1 and word.rstrip(".,").casefold() in _COMPANY:
            break
        after_particle = False
        keep = end
        kept += 1
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
"""A name of two words or more after "By:", "Signed:", "Attn:", "Par :"... (signature blocks)."""
PERSON_SIGNED_BY_PATTERN = (
    r"(?<![^\W\d_])(?i:signed by|represented by|repr[ée]sent[ée]e? par|sign[ée]e? par) "
    f"(?P<v>{_CONTEXT_NAME})(?!\\w)"
)
"""A name of two words or more after "signed by", "represented by", "représentée par"."""
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


_SENTENCE_WORDS = _word_set(
    """The A An And But Or If When While As After Before Because Since Although Though Whereas
    Where In On At By For From With To Of Between Both Neither Either Then Thus Hence However
    Accordingly Here There This That These Those Whether Unless Until Upon Under Per
    Le La Les Un Une Et Ou Mais Si Lorsque Quand Selon Pour Par Entre Avec Sans Dont Puis
    Ainsi Donc Alors Après Avant Comme Depuis Durant Pendant Chez Vu Attendu Considérant"""
)
"""Capitalised words after which a given name still starts a name (they start sentences)."""
_AFTER_SENTENCE_WORD = "(?:" + "|".join(f"(?<=(?<!\\w){w} )" for w in sorted(_SENTENCE_WORDS))
_NOT_AFTER_CAPITALISED = (
    "|"
    + "".join(f"(?<![{LATIN_UPPER}][a-zà-öø-ÿ]{{{n}}} )" for n in range(1, 15))
    # Nor after an all-capitals word ("JP Morgan", "HHJ Gerald").
    + "".join(f"(?<![{LATIN_UPPER}]{{{n}}} )" for n in range(2, 6))
    + ")"
)
_TITLE_WORD_REST = f"[a-zà-öø-ÿ]+(?:-[{LATIN_UPPER}][a-zà-öø-ÿ]+)?"
"""A capitalised word after its first letter (not all capitals: a heading's "GRACE PERIOD" is
not a name)."""
# A title-case surname (O'Brien and McAdam are), or one in capitals as French writes it
# ("Clara SPITZ", "Jean-Pierre LE GOFF", "Bénédicte DE LAVENNE-BORREDON"), not a reference
# in capitals ("Harvey UKEAT/0032/12": a tribunal's): no "/" or digit after it.
_SURNAME_WORD = (
    f"(?:[{LATIN_UPPER}][a-zà-öø-ÿ'’](?:[{LATIN_LETTER}]|['’-](?=[{LATIN_LETTER}]))*"
    # In capitals: a whole word, and not a judge's or counsel's post-nominal ("Simon LJ").
    f"|(?!(?:LJJ?|JJ?|JSC|CJ|DJ|HHJ|VP|VC|MR|QC|KC|SC|MP|PC|OBE|CBE|KBE|DBE)(?![{LATIN_LETTER}]))"
    f"[{LATIN_UPPER}](?:[{LATIN_UPPER}]|['’-](?=[{LATIN_UPPER}]))+(?![{LATIN_LETTER}/\\d'’-]))"
)


def _trie(words: list[list[str]]) -> str:
    """One regular expression matching any of ``words`` (each a list of pattern tokens).

    Words sharing their first tokens share a branch (a trie): a flat alternation is tried
    one word after the other at every position, which over hundreds of names costs more than
    the rest of the pattern.
    """
    trie: dict[str, Any] = {}
    for tokens in words:
        node = trie
        for token in tokens:
            node = node.setdefault(token, {})
        node[""] = {}

    def render(node: dict[str, Any]) -> str:
        branches = [token + render(child) for token, child in sorted(node.items()) if token]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return render(trie)


def _given_name_start() -> str:
    """A name of ``GIVEN_NAMES`` starts here: its first letter, then (a lookahead) the rest.

    No lower-case letter follows the name.
    ``validate_bare_name`` accepts only a first word (or its part before a hyphen) in the
    list, so a capitalised word that fails this would be rejected anyway: testing it in the
    pattern first spares the checks and the validator call on every other capitalised word.
    Names are grouped by first letter so that only those with the right initial are tried,
    and the pattern starts with that letter (a literal of each branch): the regular
    expression engine then skips from one such letter to the next in C instead of trying
    the pattern at every position.
    """
    groups: dict[str, list[list[str]]] = {}
    for name in sorted(GIVEN_NAMES):
        groups.setdefault(name[0], []).append([re.escape(letter) for letter in name[1:]])
    branches = "|".join(
        f"{re.escape(first)}(?={_trie(rests)}(?![a-zà-öø-ÿ]))" for first, rests in groups.items()
    )
    return f"(?:{branches})"


# What may stand before a bare name's first letter: not inside a word or a hyphenated name
# ("Saint-Pierre"), not right after a dot, and not the name part of a place ("Saint Louis",
# "Lake Victoria", "rue Victor Hugo", "Port Louis").
_BARE_BEFORE = (
    "(?<![\\w.'’-])"
    "(?<!St |Mt )(?<!Rue |rue |San |St\\. )"
    "(?<!Lake |Port |Fort |Cape |quai |Quai |Mont )"
    "(?<!Saint |Mount |Santa |place |Place |allée |Allée )"
    "(?<!Sainte |avenue |Avenue |Street |street )"
    "(?<!boulevard |Boulevard )" + _AFTER_SENTENCE_WORD + _NOT_AFTER_CAPITALISED
    # Not after another capitalised word ("Aston Martin", "rue Victor Hugo", "Judge Anna"),
    # unless it is a word that starts sentences ("When Boris signed", "Selon Pierre").
)
_FIRM_AFTER = (
    r"(?i:solicitors|barristers|attorneys|advocates|avocats|notaires|chambers|llp|llc|ltd|"
    r"limited|plc|inc|gmbh|sarl|sas)"
)
"""Words after a name that make it a firm's (case ignored: "Duncan Lewis, solicitors")."""
_BARE_REST = (
    f"{_TITLE_WORD_REST}(?:[ \\u00a0](?:{_PARTICLE}[ \\u00a0]|[dD]['’](?=[{LATIN_UPPER}]))*"
    f"{_SURNAME_WORD}){{0,2}}+)(?!\\w)"
    # Not a firm's name going on ("Allen & Overy").
    "(?! ?&)"
    # (The surnames taken possessively: a shorter run must not slip past the checks after it.)
    # Nor a firm named after people: "Duncan Lewis, solicitors", "Lewis Silkin LLP".
    f"(?!,?[ \\u00a0]{_FIRM_AFTER}(?!\\w))"
)
"""A bare name after its first letter, to the end of the ``v`` group and the checks after it."""
# Cheap test first (a given name's first letter, then the rest of it), then what stands
# before that letter (``_BARE_BEFORE``, shifted past it: a lookbehind of one character more).
PERSON_BARE_PATTERN = f"(?P<v>{_given_name_start()}(?<={_BARE_BEFORE}.){_BARE_REST}"
"""A given name of ``GIVEN_NAMES`` and up to two capitalised words after it (the surname)."""
_NOT_PERSON = _word_set(
    """street st road rd avenue ave lane way drive boulevard square place quay bridge building
    house hall tower centre center park station airport port harbour harbor island islands
    river lake mount bay valley county city district province region state states town
    village hospital clinic school college academy museum library church cathedral
    act acts convention treaty treaties programme program plan report directive regulation
    code law laws prize award fund scheme rules principles declaration charter protocol
    agreement accord doctrine test case affair affaire rapport loi décret arrêté traité
    rue allée quai pont gare hôpital école lycée collège musée église prix fonds
    day week month year jour semaine mois an année hotel hôtel restaurant
    airlines airways motors records studios press media news times post journal gazette
    solicitors barristers chambers advocates avocats notaires lj ljj j"""
)
"""Words that make a run starting with a given name a place, a law or a thing ("Victoria
Street", "Jean Monnet Programme", "Robert Schuman Declaration"), not a person."""


def validate_bare_name(value: str) -> int:
    """A bare name: its first word is a known given name (``GIVEN_NAMES``).

    Its words are kept up to the first stop word (``validate_latin_name``); 0 when none of
    them starts with a known given name, or when an organisation word (``_COMPANY``), a
    place, law or thing word (``_NOT_PERSON``) or a word with an inner capital is among them.
    """
    first = value.split(None, 1)[0]
    if first not in GIVEN_NAMES and first.split("-", 1)[0] not in GIVEN_NAMES:
        return 0
    keep = validate_latin_name(value)
    after_particle = False
    for start, end in _name_words(value[:keep]):
        printed = value[start:end]
        word = printed.rstrip(".,").casefold()
        if after_particle and printed.isupper():
            continue  # "Marie DE LA COUR": a surname in capitals, whatever else the word means
        after_particle = _PARTICLE_RE.fullmatch(printed) is not None
        if after_particle:
            continue
        if word in _COMPANY or word in _NOT_PERSON:
            return 0
        if _INNER_CAPITAL.search(value[start:end].removeprefix("Mc").removeprefix("Mac")):
            return 0
    return keep


_CAPS_SURNAME = f"[{LATIN_UPPER}]{{2}}(?:[{LATIN_UPPER}]|['’-](?=[{LATIN_UPPER}]))+"
"""A surname in capitals of three letters or more ("SPITZ", "LE GOFF"'s "GOFF", "N'DIAYE")."""
_GIVEN_NAME = f"{_given_name_start()}{_TITLE_WORD_REST}"
"""A whole given name of ``GIVEN_NAMES`` (title case, "Jean-Pierre" too)."""
PERSON_SURNAME_FIRST_PATTERN = (
    # Not inside a word, and not the last word of a run in capitals ("COMPOSITION DU
    # TRIBUNAL Clara ..." is a heading before a name, not a surname).
    f"(?<![\\w.'’-])(?<![{LATIN_UPPER}][ \\u00a0])"
    f"(?P<v>(?:{_PARTICLE_SEP}*{_CAPS_SURNAME}[ \\u00a0]){{1,2}}"
    f"{_GIVEN_NAME}(?:[ \\u00a0]{_GIVEN_NAME})?)"
    # Not a given name that starts a name in title case ("CONDAMNE Marie Dupont").
    f"(?![\\w'’-])(?![ \\u00a0][{LATIN_UPPER}])"
)
"""A surname in capitals, then a known given name: "SPITZ Clara", "LE GOFF Jean-Pierre"."""
_CAPS_NOT_SURNAME = _word_set(
    """condamne déboute deboute dit ordonne constate prononce rejette déclare declare renvoie
    laisse fixe rappelle donne confirme infirme annule casse accorde autorise enjoint juge
    reçoit recoit statuant entre contre vu attendu demandeur demanderesse défendeur
    défenderesse appelant appelante intimé intimée between against plaintiff defendant
    claimant appellant respondent before order orders judgment arrêt jugement ordonnance
    hhj lj ljj"""
)
"""Words in capitals that stand before a name in judgments (operative verbs, party roles)."""


def validate_surname_first(value: str) -> int:
    """A surname-first name: its capital words are no stop, firm, place or operative word.

    The given name (the pattern's last words) must be in ``GIVEN_NAMES``; the whole span is
    kept or none of it.
    """
    words = value.split()
    given = [w for w in words if not w.isupper()]
    if not given or any(
        w not in GIVEN_NAMES and w.split("-", 1)[0] not in GIVEN_NAMES for w in given
    ):
        return 0
    for word in words:
        if not word.isupper() or _PARTICLE_RE.fullmatch(word):
            continue
        folded = word.casefold()
        if folded in _LATIN_STOP or folded in _COMPANY or folded in _NOT_PERSON:
            return 0
        if folded in _CAPS_NOT_SURNAME:
            return 0
    return len(value)


def _arabic_given_alternation() -> str:
    """The Arabic given names as one regular expression; عبد compounds also spaced.

    Any letter may carry diacritics or a tatweel ("محمّد", "خالدٌ"). Built as a trie
    (``_trie``): tried at every word start of an Arabic text, a flat alternation of the 138
    names tripled the time of the whole detection there.
    """
    marks = "[\u0640\u064b-\u0652\u0670]*"
    words = []
    for name in ARABIC_GIVEN_NAMES:
        tokens = [re.escape(letter) + marks for letter in name]
        if name.startswith("عبد"):
            tokens.insert(3, " ?")
        words.append(tokens)
    return _trie(words)


AR_BARE_FIRST = "".join(sorted({name[0] for name in ARABIC_GIVEN_NAMES} | {"و"}))
"""The letters an Arabic bare name (or the و glued before it) starts with."""
PERSON_AR_BARE_PATTERN = (
    # A word start (an "and" و may be glued on: "ومحمد"), a known given name, then one to
    # three name words (particles بن, بنت, أبو, آل... free; عبد + name is one word).
    # Cheap test first: an Arabic letter a given name (or و) starts with.
    f"(?=[{AR_BARE_FIRST}])"
    # Not inside a word: a letter or a diacritic before it ("قدّمها" holds مها after a shadda).
    f"(?<![{_AR_LETTER}\u0640\u064b-\u0652\u0670])و?(?P<v>(?:{_arabic_given_alternation()})"
    f"(?:[ \\u00a0](?:{_AR_PARTICLE} )*{_AR_UNIT}){{1,3}})(?![{_AR_LETTER}])"
)
"""An Arabic given name of ``ARABIC_GIVEN_NAMES`` and one to three name words after it."""


_AR_BARE_STOP = _word_set(
    """أمام لدى بعد قبل خلال بتاريخ يوم منذ حتى دون غير سوى الذي التي وهو وهي وقد فقد كما
    لما ما لا لم لن إذ إذا اذا ثم أي كان كانت يكون تكون قال قالت وقال وقالت أنه انه أنها
    بأن بان وأن وان والذي والتي المذكور المذكورة المحترم المحترمة رحمه رضي صلى عليه عليها
    عليهم السلام تعالى بصفة بوصفه بصفته بصفتها وزير وزيرة الوزير رئيس الرئيس الملك ملك
    أمير الأمير ولي العهد مدير المدير الأستاذ المحامي القاضي"""
)
"""Words that end a bare Arabic name (prepositions, verbs, titles after a name)."""


def validate_arabic_bare_name(value: str) -> int:
    """A bare Arabic name: a known given name and at least one name word after it.

    Words are kept up to the first stop word (``validate_arabic_name``: function words,
    titles, legal nouns, the next honorific; ``_AR_BARE_STOP``: prepositions, verbs, titles)
    or the first word glued to و or a preposition with ال ("وشركة", "بالعقد"). Right after
    the given name any word may be the family name ("محمد بنشعبون"); after that only a word
    with ال, a known given name (a father's name), or a word after بن/بنت/أبو/آل or عبد.
    0 when no name word is left after the given name ("محمد في") or when the given name is
    not in the list once diacritics are removed.
    """
    words = _name_words(value[: validate_arabic_name(value)])
    bare = [_AR_MARKS.sub("", value[start:end]) for start, end in words]
    if not bare:
        return 0
    compound = bare[0] == "عبد" and len(bare) > 1
    if (bare[0] + bare[1] if compound else bare[0]) not in ARABIC_GIVEN_NAMES:
        return 0
    index = 2 if compound else 1
    keep = 0
    free = True  # the next word may be any word (the family name, or after a particle)
    for (_start, end), word in zip(words[index:], bare[index:], strict=True):
        glued = word.startswith(("و", "ف", "بال", "لل", "كال")) and word not in ARABIC_GIVEN_NAMES
        if word in _AR_BARE_STOP or glued:
            break
        if re.fullmatch(_AR_PARTICLE, word) or word == "عبد":
            free = True
            continue
        if not free and not word.startswith("ال") and word not in ARABIC_GIVEN_NAMES:
            break
        keep, free = end, False
    return keep
