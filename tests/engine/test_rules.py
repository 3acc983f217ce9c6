"""Table tests for every heading and numbering rule, in every language, with the negatives."""

from __future__ import annotations

import pytest

from inspector.engine.config import compiled_rules, default_config
from inspector.engine.patterns import expand
from inspector.engine.rules import CompiledRules

RULES: CompiledRules = compiled_rules(default_config())

# (rule, line, label, title): the line as it stands at the start of a line (key layer).
HEADINGS = [
    # English
    ("en_part", "Part I — General Provisions", "Part I", "General Provisions"),
    ("en_part", "PART 2: DEFINITIONS", "PART 2", "DEFINITIONS"),
    ("en_part", "Part A — Implementation Services", "Part A", "Implementation Services"),
    ("en_book", "Book One", "Book One", ""),
    ("en_title", "Title III — Access", "Title III", "Access"),
    ("en_chapter", "Chapter 1 — Preliminary", "Chapter 1", "Preliminary"),
    (
        "en_chapter",
        "CHAPTER\u00a0I: ORGANIZATION OF THE COURT",
        "CHAPTER I",
        "ORGANIZATION OF THE COURT",
    ),
    ("en_section", "Section 2 — Functions and Powers", "Section 2", "Functions and Powers"),
    ("en_section", "SECTION 5. TERM", "SECTION 5", "TERM"),
    ("en_subsection", "Subsection 3 — Notices", "Subsection 3", "Notices"),
    ("en_article", "Article 7 — Confidentiality", "Article 7", "Confidentiality"),
    ("en_article", "Article 1", "Article 1", ""),
    ("en_article", "Article 5a — Records", "Article 5a", "Records"),
    ("en_article", "ARTICLE IV - TERM", "ARTICLE IV", "TERM"),
    ("en_article", "Article 7 Confidentiality", "Article 7", "Confidentiality"),
    ("en_article", "Art. 12. The Court may", "Art. 12", "The Court may"),
    ("en_clause", "Clause 14 — Limitation of Liability", "Clause 14", "Limitation of Liability"),
    ("en_rule", "Rule 12 — Service of documents", "Rule 12", "Service of documents"),
    ("en_rule", "Regulation 3", "Regulation 3", ""),
    ("section_sign", "§ 12 Definitions", "§ 12", "Definitions"),
    ("en_caps_clause", "1. DEFINITIONS.", "1", "DEFINITIONS"),
    ("en_caps_clause", "4. CO-BRANDED CAREER CENTER", "4", "CO-BRANDED CAREER CENTER"),
    (
        "en_caps_clause",
        "14. REPRESENTATIONS AND WARRANTIES. Each Party hereby represents",
        "14",
        "REPRESENTATIONS AND WARRANTIES",
    ),
    ("en_caps_clause", "1.\tDEFINITIONS AND INTERPRETATION", "1", "DEFINITIONS AND INTERPRETATION"),
    # Markdown: a number and a title set in bold or italics, then a full stop or the line's end
    (
        "emphasis_clause",
        "2. **Use and Protection of Confidential Information**. The Receiving Party shall:",
        "2",
        "Use and Protection of Confidential Information",
    ),
    ("emphasis_clause", "**2. Term.** This Agreement starts on the Effective Date.", "2", "Term"),
    ("emphasis_clause", "2. __Term__.", "2", "Term"),
    ("emphasis_clause", "2.1 **Notices**. Notices must be in writing.", "2.1", "Notices"),
    ("emphasis_clause", "4. *Governing Law*", "4", "Governing Law"),
    ("emphasis_clause", "3. **Durée**. Le présent contrat est conclu pour deux ans.", "3", "Durée"),
    (
        "emphasis_clause",
        "**5. Résiliation :** Chaque partie peut y mettre fin.",
        "5",
        "Résiliation",
    ),
    ("emphasis_clause", "3. **مدة العقد**. يسري هذا العقد لمدة سنتين.", "3", "مدة العقد"),
    ("emphasis_clause", "٤. __التزامات المورد__. يلتزم المورد بالتسليم.", "٤", "التزامات المورد"),
    ("en_annex", "Annex I — Retention Schedule", "Annex I", "Retention Schedule"),
    ("en_annex", "ANNEX", "ANNEX", ""),
    (
        "en_schedule",
        "SCHEDULE 1 — SERVICES AND SERVICE LEVELS",
        "SCHEDULE 1",
        "SERVICES AND SERVICE LEVELS",
    ),
    ("en_exhibit", "EXHIBIT A", "EXHIBIT A", ""),
    ("en_exhibit", "Exhibit 10.26", "Exhibit 10.26", ""),
    ("en_appendix", "Appendix B — Forms", "Appendix B", "Forms"),
    # French
    ("fr_livre", "Livre Ier — Des personnes", "Livre Ier", "Des personnes"),
    ("fr_partie", "Partie II — Dispositions", "Partie II", "Dispositions"),
    ("fr_titre", "Titre Ier — Dispositions générales", "Titre Ier", "Dispositions générales"),
    (
        "fr_chapitre",
        "Chapitre unique — Infractions et sanctions",
        "Chapitre unique",
        "Infractions et sanctions",
    ),
    ("fr_chapitre", "Chapitre II : Gestion", "Chapitre II", "Gestion"),
    ("fr_section", "Section 1 — Statut et organes", "Section 1", "Statut et organes"),
    ("fr_sous_section", "Sous-section 2 — Procédure", "Sous-section 2", "Procédure"),
    ("fr_sous_section", "Paragraphe 1er — Champ", "Paragraphe 1er", "Champ"),
    ("fr_article", "Article premier — Objet", "Article premier", "Objet"),
    ("fr_article", "Art. 1er", "Art. 1er", ""),
    ("fr_article", "Article 4 bis — Messageries", "Article 4 bis", "Messageries"),
    ("fr_article", "Article 9 ter — Médiateur", "Article 9 ter", "Médiateur"),
    ("fr_article", "Article L. 211-1", "Article L. 211-1", ""),
    ("fr_article", "Art. 3. — Le présent décret", "Art. 3", "Le présent décret"),
    ("fr_annexe", "Annexe I — Tableau de conservation", "Annexe I", "Tableau de conservation"),
    ("fr_appendice", "Appendice 2 — Formulaires", "Appendice 2", "Formulaires"),
    # Arabic (headings are matched on the key layer: tashkeel stripped, digits ASCII; the
    # patterns accept Eastern and Persian digits too)
    ("ar_kitab", "الكتاب 1 - في المراكنة", "الكتاب 1", "في المراكنة"),
    ("ar_bab", "الباب الأول: أحكام عامة", "الباب الأول", "أحكام عامة"),
    ("ar_juz", "الجزء الثاني", "الجزء الثاني", ""),
    ("ar_qism", "القسم الثالث: العقوبات", "القسم الثالث", "العقوبات"),
    ("ar_fasl", "الفصل الأول: التعاريف والأهداف", "الفصل الأول", "التعاريف والأهداف"),
    ("ar_fasl", "الفصل 25", "الفصل 25", ""),
    ("ar_fasl", "الفصل 448-1", "الفصل 448-1", ""),
    ("ar_far", "الفرع الثاني: الاختصاصات", "الفرع الثاني", "الاختصاصات"),
    ("ar_madda", "المادة الأولى: التعاريف", "المادة الأولى", "التعاريف"),
    ("ar_madda", "المادة الثانية – أهداف القانون", "المادة الثانية", "أهداف القانون"),
    ("ar_madda", "مادة (٣): نطاق التطبيق", "مادة (٣)", "نطاق التطبيق"),
    ("ar_madda", "المادة ١٣", "المادة ١٣", ""),
    ("ar_madda", "المادة ۱۴", "المادة ۱۴", ""),
    ("ar_madda", "المادة (14): الإتلاف", "المادة (14)", "الإتلاف"),
    ("ar_madda", "المادة ٤ مكرر: وثائق المنصات", "المادة ٤ مكرر", "وثائق المنصات"),
    ("ar_madda", "المادة 9 مكررا (أ): اللجنة العلمية", "المادة 9 مكررا (أ)", "اللجنة العلمية"),
    ("ar_madda", "المادة الحادية عشرة: اختصاصات الهيئة", "المادة الحادية عشرة", "اختصاصات الهيئة"),
    ("ar_madda", "المادة رقم (5)", "المادة رقم (5)", ""),
    ("ar_madda", "المادة ٨٢-٧: حماية الشهود", "المادة ٨٢-٧", "حماية الشهود"),
    ("ar_madda", "مادة (82-8)", "مادة (82-8)", ""),
    ("ar_madda", "المادة 2- نطاق التطبيق", "المادة 2", "نطاق التطبيق"),
    ("ar_band", "البند 5: الدفع", "البند 5", "الدفع"),
    ("ar_band", "بند (2)", "بند (2)", ""),
    ("ar_faqra", "الفقرة ٦", "الفقرة ٦", ""),
    ("ar_mulhaq", "الملحق (١): جدول مدد الحفظ", "الملحق (١)", "جدول مدد الحفظ"),
    ("ar_murfaq", "المرفق رقم (٢): نموذج الطلب", "المرفق رقم (٢)", "نموذج الطلب"),
]

# Lines starting with a heading word that are cross-references or running text, not headings.
NOT_HEADINGS = [
    "Article 6(1) applies to every public body.",
    "Article 6 (1) applies to every public body.",
    "Article 12, paragraph 2, these shall be the only persons eligible.",
    "Article 44 of the Convention of The Hague of 1907",
    "under Article 6(1), the Authority may",
    "subject to Article 6(1), the Authority may",
    "Section 10.5.1  [CO-BRANDED CAREER CENTER].",
    "Schedule A sets out the fees",
    "Exhibit A attached hereto",
    "Chapter 11 of the Bankruptcy Code",
    "Part of the consideration is deferred",
    "Title to the Goods shall pass on delivery",
    "Regulation (EU) 2016/679 applies",
    "Regulation 2016/679 applies",
    "1. IN WITNESS WHEREOF the parties",
    "12. The main issue in this case",
    "Art. 7 du code civil dispose",
    "« mentionnés à l'Art. 7 »",
    "mentionnés à l'Art. 7",
    "les articles mentionnés à l'article 7",
    "وفقاً للمادة 7 من هذا القانون",
    "وفقا للمادة 7",
    "المادة 7 من هذا القانون",
    "للمادة الأولى من هذا القانون",
    "البند 5 من العقد يسري",
    # a stressed word or a defined term in bold opens a sentence, not a clause heading
    "1. **Not** to disclose the Confidential Information.",
    "1. **“Affiliate”** means any entity that controls a Party.",
    "2. The **Supplier** shall pay the fees.",
    "3. Le **prestataire** s'engage à livrer.",
    "٣. يلتزم **المورد** بالتسليم.",
    "4. **Term** of this Agreement is two years.",
]

# (rule, line, label)
NUMBERS = [
    ("decimal_multi", "1.1 ADVERTISING shall mean", "1.1"),
    ("decimal_multi", "10.5.1 Gross margin", "10.5.1"),
    ("french_degree", "1° « archives » : les documents", "1°"),
    ("paren_digit", "(1) This Act may be cited", "(1)"),
    ("paren_digit", "(١٢) يكون للهيئة", "(١٢)"),
    ("digit_dot", "1. The main issue", "1."),
    ("digit_dot", "2) Deuxième point", "2)"),
    ("digit_dash", "١- الوثائق العامة", "١-"),
    ("paren_lower", "(a) the records", "(a)"),
    ("paren_lower", "(iv) the fourth", "(iv)"),
    ("lower_paren", "a) aux documents produits", "a)"),
    ("paren_upper", "(A) The Supplier develops", "(A)"),
    ("roman_dash", "I. – La présente loi", "I. –"),
    ("roman_dash", "III.-Pour la détermination en 2005", "III.-"),
    ("roman_dash", "II.- Jusqu'au 31 décembre 2021", "II.-"),
    ("roman_dot", "IV. Final provisions", "IV."),
    ("ar_paren_letter", "(أ) عضوان من ذوي الخبرة", "(أ)"),
    ("ar_letter_dash", "أ- عضوان من ذوي الخبرة", "أ-"),
    ("ar_letter_dash", "ب) عضو من ذوي الخبرة", "ب)"),
    ("ar_ordinal_adverb", "أولا: إصدار المعايير", "أولا:"),
    ("ar_ordinal_adverb", "ثانياً: اعتماد جداول", "ثانياً:"),
    ("bullet", "- Live abroad;", "-"),
    ("bullet", "• first item", "•"),
]

NOT_NUMBERS = [
    "1999 was a year",
    "A. Smith agreed",
    "(see below)",
    "v. Jones",
    "X-Ray equipment is exempt",
    "C.-à-d. les actes",
    "M.-A. Durand, avocat au barreau de Lyon",  # an initial, not a division
]

ARABIC_ORDINALS = [
    "الأولى",
    "الأول",
    "الاولى",
    "الثانية",
    "الثالث",
    "الرابعة",
    "الخامسة",
    "السادسة",
    "السابعة",
    "الثامنة",
    "التاسعة",
    "العاشرة",
    "الحادية عشرة",
    "الحادي عشر",
    "الثانية عشرة",
    "التاسعة عشرة",
    "العشرون",
    "الحادية والعشرون",
    "الثالثة والثلاثون",
    "الخامس والأربعون",
    "المائة",
]


@pytest.mark.parametrize(("rule", "line", "label", "title"), HEADINGS)
def test_heading_rule(rule: str, line: str, label: str, title: str) -> None:
    language = next(r.language for r in RULES.headings if r.name == rule)
    match = RULES.match_heading(line, RULES.heading_order(language))
    assert match is not None, line
    assert (match.rule.name, match.label, match.title) == (rule, label, title)


def test_every_heading_rule_has_a_case() -> None:
    tested = {case[0] for case in HEADINGS}
    assert tested == {r.name for r in RULES.headings}


@pytest.mark.parametrize("line", NOT_HEADINGS)
@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_cross_references_are_not_headings(line: str, language: str) -> None:
    assert RULES.match_heading(line, RULES.heading_order(language)) is None


@pytest.mark.parametrize(("rule", "line", "label"), NUMBERS)
def test_numbering_rule(rule: str, line: str, label: str) -> None:
    match = RULES.match_number(line)
    assert match is not None, line
    assert (match.rule.name, match.label) == (rule, label)


def test_every_numbering_rule_has_a_case() -> None:
    assert {case[0] for case in NUMBERS} == {r.name for r in RULES.numbering}


@pytest.mark.parametrize("line", NOT_NUMBERS)
def test_not_numbers(line: str) -> None:
    assert RULES.match_number(line) is None


@pytest.mark.parametrize("ordinal", ARABIC_ORDINALS)
def test_arabic_ordinal_article(ordinal: str) -> None:
    match = RULES.match_heading(f"المادة {ordinal}: عنوان", RULES.heading_order("ar"))
    assert match is not None
    assert match.label == f"المادة {ordinal}"
    assert match.title == "عنوان"


@pytest.mark.parametrize("digits", ["12", "١٢", "۱۲"])
def test_arabic_article_numbers_in_every_digit_set(digits: str) -> None:
    match = RULES.match_heading(f"المادة ({digits})", RULES.heading_order("ar"))
    assert match is not None
    assert match.label == f"المادة ({digits})"


def test_heading_order_puts_the_document_language_first() -> None:
    line = "Article 4 bis — Messageries"
    assert RULES.match_heading(line, RULES.heading_order("fr")).rule.name == "fr_article"  # type: ignore[union-attr]
    assert RULES.match_heading(line, RULES.heading_order("en")).rule.name == "en_article"  # type: ignore[union-attr]


def test_fragments_expand_recursively_and_reject_unknown_names() -> None:
    assert expand("{A}", {"A": "x{B}", "B": "y"}) == "(?:x(?:y))"
    with pytest.raises(ValueError, match="unknown pattern fragment"):
        expand("{MISSING}", {})
    with pytest.raises(ValueError, match="cycle"):
        expand("{A}", {"A": "{A}"})


@pytest.mark.parametrize(
    ("role", "text", "cue"),
    [
        ("recital", "Whereas the records of public bodies", "en_whereas"),
        ("recital", "Considérant que les archives", "fr_considerant"),
        ("recital", "وحيث إن الوثائق العامة", "ar_haythu"),
        ("citation", "Having regard to the Treaty", "en_having_regard"),
        ("citation", "Vu la Constitution", "fr_vu"),
        ("citation", "بعد الاطلاع على الدستور", "ar_baad_alittila"),
        ("formula", "NOW, THEREFORE, the Parliament enacts as follows:", "en_formula"),
        ("formula", "IT IS AGREED as follows:", "en_formula"),
        ("formula", "Adopte la loi dont la teneur suit :", "fr_formula"),
        ("formula", "اتفق الطرفان على ما يلي", "ar_formula"),
        ("signature", "IN WITNESS WHEREOF the parties", "en_signature"),
        ("signature", "Signed by Rebecca Lind for and on behalf of", "en_signature"),
        ("signature", "Fait à Paris, le 18 mars 2026.", "fr_signature"),
        ("signature", "حرر هذا العقد من نسختين", "ar_signature"),
        ("definitions_heading", "Definitions", "definitions_heading"),
        ("definitions_heading", "DEFINITIONS AND INTERPRETATION", "definitions_heading"),
        ("definitions_heading", "التعاريف", "definitions_heading"),
        ("recitals_heading", "BACKGROUND", "recitals_heading"),
        ("defined_term", "“appraisal” means the process", "en_quoted_means"),
        ("defined_term", "ADVERTISING shall mean any paid", "en_caps_means"),
        ("defined_term", "« archives » : les documents", "fr_quoted_term"),
        ("defined_term", "الهيئة: الهيئة الوطنية للمحفوظات", "term_colon"),
    ],
)
def test_unit_cues(role: str, text: str, cue: str) -> None:
    found = RULES.cue(role, text)
    assert found is not None
    assert found.name == cue


@pytest.mark.parametrize(
    ("role", "text"),
    [
        ("recital", "The Supplier whereas"),
        ("signature", "This Agreement has been entered into on the date stated"),
        ("definitions_heading", "Confidentiality"),
        ("defined_term", "The Supplier shall provide the Services"),
    ],
)
def test_unit_cue_negatives(role: str, text: str) -> None:
    assert RULES.cue(role, text) is None
