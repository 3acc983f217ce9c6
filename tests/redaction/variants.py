"""A seeded generator of planted personal data in legal sentences (EN, FR, AR), and its score.

Each planted value is a valid value of one kind (checksums hold: IBAN, card, NIR, Saudi and
Emirates IDs), written in one of the forms people and extraction produce: spaced with a
no-break or narrow no-break space, broken across a line, in full-width or Eastern Arabic
digits, with a soft hyphen inside, in lower case (IBAN), obfuscated (e-mail), with or
without an honorific (names). It sits in a sentence of a contract, judgment or law, between
sentences holding no personal data but many numbers that look like it (dates, articles,
amounts, laws, cases), so the same text measures recall and precision.

``planted_text(seed, count)`` builds one text and the list of what was planted;
``score(text, planted, matches)`` counts per kind. Used by the tests (a few hundred values)
and ``bench/redaction_quality.py`` (thousands).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

KINDS = (
    "email",
    "phone",
    "iban",
    "card",
    "fr_nir",
    "sa_id",
    "ae_id",
    "uk_nino",
    "us_ssn",
    "person",
)


@dataclass(frozen=True, slots=True)
class Planted:
    """One planted value: its kind, language, form, and where it is in the text."""

    kind: str
    lang: str
    form: str
    start: int
    end: int
    value: str


# -- values ----------------------------------------------------------------------------------


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def _luhn_digit(body: str) -> str:
    total = 0
    for position, char in enumerate(reversed(body)):
        digit = int(char)
        if position % 2 == 0:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return str((10 - total % 10) % 10)


def _iban(rng: random.Random) -> tuple[str, str]:
    country, bban = rng.choice(
        [
            ("FR", _digits(rng, 23)),
            ("GB", rng.choice(["WEST", "NWBK", "BARC", "LOYD"]) + _digits(rng, 14)),
            ("DE", _digits(rng, 18)),
            ("TN", _digits(rng, 20)),
            ("MA", _digits(rng, 24)),
            ("SA", _digits(rng, 20)),
            ("AE", _digits(rng, 19)),
        ]
    )
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    compact = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    grouped = " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
    return rng.choice([grouped, grouped, compact, grouped.replace(" ", "-")]), country


def _phone(rng: random.Random, lang: str) -> tuple[str, str]:
    def d(count: int) -> str:
        return _digits(rng, count)

    country = rng.choice(["fr", "uk", "us", "tn", "tn", "ma", "sa", "ae"])
    if country == "fr":
        first = rng.choice("1234567")
        national = f"0{first} {d(2)} {d(2)} {d(2)} {d(2)}"
        forms = [
            national,
            national.replace(" ", "."),
            national.replace(" ", ""),
            f"+33 {first} {national[3:]}",
            f"+33 (0){first} {national[3:]}",
        ]
    elif country == "uk":
        forms = [
            f"020 7946 {d(4)}",
            f"07700 900{d(3)}",
            f"+44 20 7946 {d(4)}",
            f"+44 7700 900{d(3)}",
            f"0161 496 {d(4)}",
        ]
    elif country == "us":
        area, exchange, line = f"{rng.choice('2345689')}{d(2)}", "555", d(4)
        forms = [
            f"({area}) {exchange}-{line}",
            f"{area}-{exchange}-{line}",
            f"{area}.{exchange}.{line}",
            f"{area}/{exchange}-{line}",
            f"+1 {area} {exchange} {line}",
        ]
    elif country == "tn":
        last = d(3) if rng.random() < 0.5 else f"{rng.choice('123456789')}{d(2)}"
        number = f"{rng.choice('2459')}{d(1)} {d(3)} {last}"
        pairs = f"{rng.choice('2459')}{d(1)} {d(2)} {d(2)} {rng.choice('123456789')}{d(1)}"
        forms = [number, pairs, f"+216 {number}", f"00216 {number}", f"71 {d(3)} {last}"]
    elif country == "ma":
        national = f"0{rng.choice('567')} {d(2)} {d(2)} {d(2)} {d(2)}"
        forms = [national, f"+212 {national[1:]}", f"+212 {national[1:].replace(' ', '')}"]
    elif country == "sa":
        forms = [f"05{d(1)} {d(3)} {d(4)}", f"+966 5{d(1)} {d(3)} {d(4)}", f"05{d(8)}"]
    else:
        forms = [f"05{d(1)} {d(3)} {d(4)}", f"+971 5{d(1)} {d(3)} {d(4)}", f"04 {d(3)} {d(4)}"]
    return rng.choice(forms), country


def _card(rng: random.Random) -> tuple[str, str]:
    brand = rng.choice(["visa", "mastercard", "amex"])
    if brand == "amex":
        body = rng.choice(["34", "37"]) + _digits(rng, 12)
        number = body + _luhn_digit(body)
        return rng.choice([f"{number[:4]} {number[4:10]} {number[10:]}", number]), brand
    body = ("4" if brand == "visa" else f"5{rng.choice('12345')}") + _digits(
        rng, 14 if brand == "visa" else 13
    )
    number = body + _luhn_digit(body)
    grouped = " ".join(number[i : i + 4] for i in range(0, 16, 4))
    return rng.choice([grouped, grouped.replace(" ", "-"), number]), brand


def _nir(rng: random.Random) -> tuple[str, str]:
    department = rng.choice([f"{rng.randint(1, 95):02d}", "2A", "2B"])
    body = (
        f"{rng.choice('12')}{rng.randint(40, 99):02d}{rng.randint(1, 12):02d}"
        f"{department}{_digits(rng, 3)}{_digits(rng, 3)}"
    )
    numeric = body.replace("2A", "19").replace("2B", "18")
    key = f"{97 - int(numeric) % 97:02d}"
    spaced = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    return rng.choice([spaced, spaced, body + key]), "fr"


def _sa_id(rng: random.Random) -> tuple[str, str]:
    body = rng.choice("12") + _digits(rng, 8)
    return body + _luhn_digit(body), "sa"


def _ae_id(rng: random.Random) -> tuple[str, str]:
    body = f"784{rng.randint(1950, 2005)}{_digits(rng, 7)}"
    number = body + _luhn_digit(body)
    dashed = f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"
    return rng.choice([dashed, dashed, number]), "ae"


def _nino(rng: random.Random) -> tuple[str, str]:
    first = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    while first + second in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    digits = _digits(rng, 6)
    suffix = rng.choice("ABCD")
    spaced = f"{first}{second} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"
    return rng.choice([spaced, spaced.replace(" ", "")]), "uk"


def _ssn(rng: random.Random) -> tuple[str, str]:
    area = rng.choice([a for a in range(1, 900) if a != 666])
    ssn = f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
    return rng.choice([ssn, ssn, ssn.replace("-", " ")]), "us"


def _words(text: str) -> list[str]:
    return text.split()


LATIN_FIRST = _words(
    "John Jane Peter Sarah David Emma James Olivia Michael Sophie Jean Marie Pierre Claire "
    "Hélène François Isabelle Luc Amélie Mathias Khalid Amina Youssef Leila Omar Boris Chloé "
    "Jean-Pierre Anne-Marie"
)
LATIN_LAST = [
    *_words(
        "Smith Johnson Hollis Carter Bennett Whitfield Dupont Martin Durand Lefèvre Moreau "
        "Girard Rousseau Holm Benali Haddad Mansour Chaouch Trabelsi Nakamura O’Brien Kowalski"
    ),
    "de Villepin",
    "Van Damme",
    "Al Muhairi",
    "Ben Salah",
]
ARABIC_FIRST = [
    *_words("محمد أحمد علي فاطمة خالد سامي ليلى مريم يوسف عمر نور هدى سليم منى"),
    "عبد الرحمن",
]
ARABIC_LAST = [
    *_words("الطرابلسي الشريف المهيري الزهراني العتيبي الغامدي القاسمي الحمامي السويسي"),
    "بن صالح",
    "بن علي",
    "بن عمر",
    "عبد الله",
]


def _latin_name(rng: random.Random) -> str:
    first = rng.choice(LATIN_FIRST)
    last = rng.choice(LATIN_LAST)
    initial = rng.choice(LATIN_LAST).split()[-1][0]
    return rng.choice([f"{first} {last}", f"{first} {last}", last, f"{first} {initial}. {last}"])


def _arabic_name(rng: random.Random) -> str:
    return f"{rng.choice(ARABIC_FIRST)} {rng.choice(ARABIC_LAST)}"


# -- sentences -------------------------------------------------------------------------------

SENTENCES: dict[tuple[str, str], list[str]] = {
    ("email", "en"): [
        "Any notice under this Agreement shall be sent by e-mail to {v} with a copy by post.",
        "Questions about the invoices may be addressed to {v} during business hours.",
    ],
    ("email", "fr"): [
        "Toute notification est adressée par courrier électronique à {v} avec copie par lettre.",
        "Le Prestataire communique ses factures à l'adresse {v} au plus tard le cinq du mois.",
    ],
    ("email", "ar"): [
        "توجه جميع الإشعارات إلى البريد الإلكتروني {v} مع نسخة بالبريد المضمون.",
    ],
    ("phone", "en"): [
        "The Supplier's duty manager can be reached on {v} at any time during the Term.",
        "For urgent matters the Tenant shall call {v} and confirm in writing.",
        "The witness gave her number as {v} and agreed to be contacted.",
    ],
    ("phone", "fr"): [
        "Le locataire, joignable au {v}, s'engage à payer le loyer à terme échu.",
        "En cas d'urgence, le Prestataire peut être contacté au {v} du lundi au vendredi.",
    ],
    ("phone", "ar"): [
        "يمكن الاتصال بالمورد على الرقم {v} في أوقات العمل الرسمية.",
        "صرح الشاهد بأن رقم هاتفه هو {v} وقبل أن يتم الاتصال به.",
    ],
    ("iban", "en"): [
        "The Purchase Price shall be paid by wire transfer to the account {v} within 30 days.",
        "All sums due shall be credited to IBAN {v} held with the Bank.",
    ],
    ("iban", "fr"): [
        "Le prix est payé par virement sur le compte {v} dans un délai de trente jours.",
        "Les sommes dues sont versées sur l'IBAN {v} ouvert au nom du bailleur.",
    ],
    ("iban", "ar"): [
        "يتم دفع الثمن بتحويل بنكي إلى الحساب رقم {v} في أجل ثلاثين يوما.",
    ],
    ("card", "en"): [
        "The deposit was paid with the card {v} and refunded on termination.",
    ],
    ("card", "fr"): [
        "Le dépôt de garantie a été réglé par la carte {v} et restitué à la sortie.",
    ],
    ("card", "ar"): [
        "تم دفع مبلغ الضمان بواسطة البطاقة {v} وأرجع عند انتهاء العقد.",
    ],
    ("fr_nir", "fr"): [
        "Le salarié, immatriculé sous le numéro {v}, est affilié au régime général.",
        "Numéro de sécurité sociale de l'assuré : {v}, tel qu'il figure sur sa carte.",
    ],
    ("fr_nir", "en"): [
        "The employee's French social security number is {v} as shown on his card.",
    ],
    ("sa_id", "ar"): [
        "المستأجر سعودي الجنسية بموجب الهوية الوطنية رقم {v} الصادرة من الرياض.",
        "يحمل العامل إقامة رقم {v} سارية المفعول.",
    ],
    ("sa_id", "en"): [
        "The Tenant holds Saudi national ID {v} issued in Riyadh.",
    ],
    ("ae_id", "en"): [
        "The Buyer, holder of Emirates ID {v}, confirms his capacity to contract.",
    ],
    ("ae_id", "ar"): [
        "المشتري يحمل بطاقة الهوية الإماراتية رقم {v} وهو بكامل أهليته.",
    ],
    ("uk_nino", "en"): [
        "The employee's National Insurance number is {v} and is held by payroll.",
        "NI number {v} was given on the claim form.",
    ],
    ("us_ssn", "en"): [
        "The borrower's social security number {v} appears on the loan application.",
        "SSN {v} was redacted from the public filing but not from the exhibit.",
    ],
}

PERSON_SENTENCES: dict[str, list[tuple[str, str]]] = {
    # (template, name source): {h} is an honorific, {v} the name.
    "en": [
        ("This Agreement is made between Corvane Ltd and {h} {v} of London.", "latin"),
        ("The claim was brought by {h} {v} against the Company.", "latin"),
        ("BETWEEN {h} {v} (the Seller) AND CORVANE LIMITED (the Buyer)", "caps"),
        ("By: {v}, Chief Executive Officer", "sign"),
        ("Signed: {v}\nTitle: Director", "sign"),
        ("Attn: {v}, General Counsel", "sign"),
        ("Name: {v}\nPosition: Authorised Signatory", "addressed"),
        ("Dear {v},\nThank you for your letter of 3 March.", "addressed_first"),
        ("signed by {h} {v} on behalf of the Buyer", "line"),
        ("The deed was signed by {v} in the presence of a notary.", "sign"),
        # Bare names in prose: no honorific, no cue.
        ("{v} signed the letter on 3 March and returned it.", "bare"),
        ("The agreement between {v} and Corvane Ltd was terminated.", "bare"),
        ("According to {v}, the goods were delivered late.", "bare"),
    ],
    "fr": [
        (
            "Le présent contrat est conclu entre la société Corvane et {h} {v}, domicilié à Lyon.",
            "latin",
        ),
        ("Sur le rapport de {h} {v}, conseiller, et les observations des parties.", "latin"),
        ("ENTRE {h} {v}, ci-après le Vendeur, ET LA SOCIÉTÉ CORVANE", "caps"),
        ("Par : {v}, Directeur général", "sign"),
        ("Nom : {v}\nQualité : Gérant", "addressed"),
        ("La société Corvane, représentée par {v}, gérant, déclare accepter.", "sign"),
        ("Cher {v},\nNous accusons réception de votre courrier.", "addressed_first"),
        ("{v} a signé la lettre le 3 mars.", "bare"),
        ("Le contrat conclu entre {v} et la société Corvane est résilié.", "bare"),
    ],
    "ar": [
        ("حضر {h} {v} بصفته ممثلا عن الشركة المدعية.", "arabic"),
        ("حضر السيد محمد الطرابلسي و{h} {v} المحامي عن المدعى عليه.", "arabic_pair"),
        ("الاسم: {v}\nالصفة: المدير العام", "arabic_addressed"),
        ("التوقيع: {v}", "arabic_addressed"),
        # Bare names in prose: no honorific, no cue.
        ("وقع {v} الرسالة بتاريخ 3 مارس وأعادها.", "arabic_bare"),
        ("أبرم العقد بين {v} وشركة كورفان وفسخ لاحقا.", "arabic_bare"),
        ("وحسب أقوال {v} فإن البضاعة سلمت متأخرة.", "arabic_bare"),
    ],
}
HONORIFICS = {
    "en": ["Mr", "Mrs", "Ms", "Dr", "Miss", "Mr."],
    "fr": ["M.", "Mme", "Mlle", "Me", "Monsieur", "Madame", "Maître"],
    "caps": ["MR", "MRS", "MS", "MME", "MONSIEUR", "MADAME"],
    "ar": ["السيد", "السيدة", "الأستاذ", "الدكتور", "الأستاذة"],
    "ar_pair": ["الأستاذ", "السيد", "السيدة", "الدكتور"],
}

FILLER = {
    "en": [
        "Article 12.3.4 of the Regulation applies from 1 January 2025.",
        "The sum of EUR 1,250,000.00 shall be paid in three instalments of 416,666.67.",
        "Under Law No. 2016-1321 of 7 October 2016 and Regulation (EU) 2016/679, OJ L 119.",
        "See [2025] EWCA Civ 673 at [42] and Case C-311/18, paragraphs 12 to 14.",
        "This Agreement was signed on 12/03/2024 and amended on 2024-09-30.",
        "By: the Supplier, acting through its duly authorised representative.",
        "Name: Authorised Signatory",
        "Dear Sir or Madam,",
        "The Court of Appeal (Civil Division) allowed the appeal by a majority of 2 to 1.",
        "Clause 14.2(b) survives termination for a period of 24 months.",
        "Page 12 of 45 — Schedule 3, Part 2, paragraph 7.1.",
        # (not "the building at 10 Downing Lane": a postal address is personal data, kind address)
        "The premises extend to 1 250 m² on floors 2 to 5 of the building known as Downing House.",
        "Invoice no. 2024-00123 dated 15 May 2024 remains unpaid after 60 days.",
    ],
    "fr": [
        "Vu la loi n° 78-17 du 6 janvier 1978 et le décret n° 2019-536 du 29 mai 2019.",
        "Le loyer annuel est fixé à 25 000 000 dinars, payable par trimestre.",
        "Le capital social est de 1 250 000 euros, divisé en 125 000 actions.",
        "Cour de cassation, chambre sociale, 12 mars 2024, pourvoi n° 22-17.456.",
        "L'article L. 1234-5 du code du travail est applicable au présent litige.",
        "Par ces motifs, la Cour rejette le pourvoi et condamne la demanderesse aux dépens.",
        "Nom : le représentant légal de la société",
        "Fait à Tunis, le 3 avril 2023, en deux exemplaires originaux.",
        "Le montant de 98 123 000 dinars est réparti entre les associés.",
    ],
    "ar": [
        "القانون عدد 63 لسنة 2004 المؤرخ في 27 جويلية 2004 المتعلق بحماية المعطيات الشخصية.",
        "الفصل 12 من مجلة الالتزامات والعقود ينطبق على هذا النزاع.",
        "المرسوم رقم ٢٥ لسنة ٢٠١٩ والمادة ١٢ منه.",
        "حددت قيمة الكراء بمبلغ 25 000 000 دينار تدفع كل ثلاثة أشهر.",
        "حكمت المحكمة ابتدائيا بعدم سماع الدعوى وإبقاء المصاريف القانونية على المدعي.",
        "صدر هذا القرار بتاريخ 12/03/2024 تحت عدد 2024/1234.",
    ],
}

# -- forms -----------------------------------------------------------------------------------

FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _replace_spaces(value: str, space: str) -> str:
    return value.replace(" ", space)


def _break_line(rng: random.Random, value: str) -> str:
    spaces = [i for i, c in enumerate(value) if c == " "]
    if not spaces:
        return value
    cut = rng.choice(spaces)
    return value[:cut] + "\n" + value[cut + 1 :]


def _soft_hyphen(rng: random.Random, value: str) -> str:
    inside = [i for i in range(1, len(value)) if value[i - 1].isdigit() and value[i].isdigit()]
    if not inside:
        return value
    cut = rng.choice(inside)
    return value[:cut] + "\u00ad" + value[cut:]


NUMBER_FORMS: dict[str, Callable[[random.Random, str], str]] = {
    "plain": lambda rng, v: v,
    "nbsp": lambda rng, v: _replace_spaces(v, "\u00a0"),
    "narrow_nbsp": lambda rng, v: _replace_spaces(v, "\u202f"),
    "line_break": _break_line,
    "full_width": lambda rng, v: v.translate(FULL_WIDTH),
    "soft_hyphen": _soft_hyphen,
    "nbsp_and_line_break": lambda rng, v: _break_line(rng, v).replace(" ", "\u00a0"),
}
"""How a number may be written, whatever its kind."""

OBFUSCATIONS = [
    (" [at] ", " [dot] "),
    (" (at) ", " (dot) "),
    ("[at]", "[dot]"),
    (" at ", " dot "),
    (" [@] ", "."),
    (" (arobase) ", " (point) "),
    (" {at} ", " {dot} "),
]

EMAIL_LOCALS = _words("john.smith j.dupont m.benali sarah.carter claire.martin khalid.m notices")
EMAIL_DOMAINS = _words("example.com cabinet-dupont.fr corvane.co.uk exemple.tn societe.ma firm.ae")


def _email(rng: random.Random) -> tuple[str, str]:
    local, domain = rng.choice(EMAIL_LOCALS), rng.choice(EMAIL_DOMAINS)
    if rng.random() < 0.5:
        return f"{local}@{domain}", "plain"
    at, dot = rng.choice(OBFUSCATIONS)
    if at == " at " and rng.random() < 0.5:
        local = local.replace(".", dot)  # john dot smith at example dot com
    return f"{local}{at}{domain.replace('.', dot)}", "obfuscated"


VALUE_MAKERS: dict[str, Callable[[random.Random], tuple[str, str]]] = {
    "iban": _iban,
    "card": _card,
    "fr_nir": _nir,
    "sa_id": _sa_id,
    "ae_id": _ae_id,
    "uk_nino": _nino,
    "us_ssn": _ssn,
}


@dataclass
class _Builder:
    rng: random.Random
    parts: list[str] = field(default_factory=list)
    length: int = 0
    planted: list[Planted] = field(default_factory=list)

    def add(self, text: str) -> None:
        self.parts.append(text)
        self.length += len(text)

    def sentence(self, template: str, value: str, kind: str, lang: str, form: str) -> None:
        before, after = template.split("{v}")
        self.add(before)
        self.planted.append(Planted(kind, lang, form, self.length, self.length + len(value), value))
        self.add(value)
        self.add(after)


def _number(rng: random.Random, kind: str, lang: str) -> tuple[str, str]:
    if kind == "phone":
        value, _country = _phone(rng, lang)
    else:
        value, _detail = VALUE_MAKERS[kind](rng)
    form = rng.choice(list(NUMBER_FORMS))
    if kind == "iban" and rng.random() < 0.2:
        return value.lower(), "lower_case"
    if lang == "ar" and rng.random() < 0.3 and kind != "iban":
        return value.translate(EASTERN), "eastern_digits"
    return NUMBER_FORMS[form](rng, value), form


def _person(builder: _Builder, lang: str) -> None:
    rng = builder.rng
    template, source = rng.choice(PERSON_SENTENCES[lang])
    form = source
    if source in ("latin", "line"):
        name = _latin_name(rng)
        honorific = rng.choice(HONORIFICS["en" if lang == "en" else "fr"])
        if source == "line" and " " in name:
            name = name.replace(" ", "\n", 1)
    elif source == "caps":
        name = _latin_name(rng).upper()
        honorific = rng.choice(HONORIFICS["caps"])
    elif source == "sign":
        name = f"{rng.choice(LATIN_FIRST)} {rng.choice(LATIN_LAST)}"
        if rng.random() < 0.3:
            name = name.upper()
        honorific = ""
    elif source == "addressed":
        name = f"{rng.choice(LATIN_FIRST)} {rng.choice(LATIN_LAST)}"
        honorific = ""
    elif source == "bare":
        first = rng.choice(LATIN_FIRST)
        name = rng.choice([first, f"{first} {rng.choice(LATIN_LAST)}"])
        honorific = ""
    elif source == "addressed_first":
        name = rng.choice(LATIN_FIRST)
        honorific = ""
    elif source == "arabic_pair":
        # Two names in a row: the first match must not swallow the second honorific.
        before, after = template.split("{h} {v}")
        first = _arabic_name(rng)
        lead = "حضر السيد "
        builder.sentence(
            lead + "{v}" + before.removeprefix("حضر السيد محمد الطرابلسي"),
            first,
            "person",
            lang,
            "arabic_first_of_pair",
        )
        honorific = rng.choice(HONORIFICS["ar_pair"])
        builder.sentence(honorific + " {v}" + after, _arabic_name(rng), "person", lang, source)
        return
    elif source == "arabic_bare":
        name = _arabic_name(rng)
        honorific = ""
    else:
        name = _arabic_name(rng)
        honorific = rng.choice(HONORIFICS["ar"])
    filled = template.replace("{h}", honorific)
    builder.sentence(filled, name, "person", lang, form)


def planted_text(seed: int, count: int, fillers: int = 1) -> tuple[str, list[Planted]]:
    """A text holding ``count`` planted values, each in its own paragraph after ``fillers``
    sentences holding no personal data. Same seed, same text."""
    rng = random.Random(seed)
    builder = _Builder(rng)
    for index in range(count):
        kind = KINDS[index % len(KINDS)]
        langs = sorted({lang for (k, lang) in SENTENCES if k == kind}) or ["en", "fr", "ar"]
        if kind == "person":
            langs = ["en", "fr", "ar"]
        lang = rng.choice(langs)
        for _ in range(fillers):
            builder.add(rng.choice(FILLER[lang]) + " ")
        if kind == "person":
            _person(builder, lang)
        elif kind == "email":
            value, form = _email(rng)
            builder.sentence(rng.choice(SENTENCES[kind, lang]), value, kind, lang, form)
        else:
            value, form = _number(rng, kind, lang)
            builder.sentence(rng.choice(SENTENCES[kind, lang]), value, kind, lang, form)
        builder.add("\n\n")
    return "".join(builder.parts), builder.planted


# -- scoring ---------------------------------------------------------------------------------


class Found(Protocol):
    """What the detector returned (``PersonalDataMatch`` or the like)."""

    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...

    @property
    def kind(self) -> str: ...


@dataclass
class KindScore:
    """Counts for one kind: planted and found (recall), detections and true ones (precision)."""

    planted: int = 0
    found: int = 0
    detections: int = 0
    true_detections: int = 0
    missed: list[Planted] = field(default_factory=list)

    @property
    def recall(self) -> float:
        """Share of planted values wholly covered by detections (1.0 with none planted)."""
        return self.found / self.planted if self.planted else 1.0

    @property
    def precision(self) -> float:
        """Share of detections that overlap a planted value (1.0 with no detection)."""
        return self.true_detections / self.detections if self.detections else 1.0


def score(text: str, planted: Sequence[Planted], matches: Sequence[Found]) -> dict[str, KindScore]:
    """Per kind: a planted value counts as found when every non-blank character of it lies in
    a detection (of any kind: it is redacted either way); a detection is true when it overlaps
    a planted value."""
    covered = bytearray(len(text))
    for match in matches:
        covered[match.start : match.end] = b"\x01" * (match.end - match.start)
    marks = bytearray(len(text))
    for value in planted:
        marks[value.start : value.end] = b"\x01" * (value.end - value.start)
    scores = {kind: KindScore() for kind in KINDS}
    for value in planted:
        entry = scores[value.kind]
        entry.planted += 1
        if all(covered[i] or text[i].isspace() for i in range(value.start, value.end)):
            entry.found += 1
        else:
            entry.missed.append(value)
    for match in matches:
        entry = scores.setdefault(match.kind, KindScore())
        entry.detections += 1
        if any(marks[match.start : match.end]):
            entry.true_detections += 1
    return scores
