"""Rebuild the evaluation corpus from local clones of public repositories.

    .venv/bin/python -m bench.eval_corpus.build --sources /work/.mirror --out /work/eval_corpus

``--sources`` holds bare clones as ``owner+name/repo`` (the layout ``fetch`` gives; a plain
``git clone --bare https://github.com/owner/name owner+name/repo`` gives the same). Each document
folder gets ``text.txt`` + ``gold.json`` (the format of ``../shared/corpus``) and its test files:
the publisher's PDF where the repository has it (``source/``), else ``rendered.docx`` written
with python-docx and ``rendered.pdf`` converted from it by LibreOffice. Documents are written one
by one and ``INDEX.md`` is rewritten after each, so readers can start before the build ends.
Output is deterministic for the pinned commits in ``sources.REPOS`` (the PDF bytes depend on the
LibreOffice version; text and gold do not).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.eval_corpus import render
from bench.eval_corpus.gold import write_document
from bench.eval_corpus.sources import (
    FORBIDDEN_PATTERNS,
    REPOS,
    Built,
    Sources,
    cuad_contract,
    eu_act,
    eu_directive_fr_lina,
    eurlex_oj_xhtml,
    judilibre_decision,
    legi_code_book,
    provision_label,
    provisions_doc,
    tunisian_constitution,
    uae_elaws_html,
    uk_judgment,
    uk_legislation_clml,
    uk_legislation_lex,
)

CASELAW = "nationalarchives/ds-caselaw-data-enrichment-service"
CUAD = "maastrichtlawtech/law3027-advanced-legal-analytics"
EU = "Ansvar-Systems/EU_compliance_MCP"
LEGI = "SocialGouv/legi-data"
FR = "Ansvar-Systems/French-law-mcp"
SA = "Ansvar-Systems/Saudi-law-mcp"
EG = "Ansvar-Systems/Egyptian-law-mcp"
MA = "Ansvar-Systems/Moroccan-law-mcp"
TN = "Oussema-Aouini/Tunisian_Legal_Texts"
LINA = "edition-accessible/lina25"
LEX = "i-dot-ai/lex"
JUDI = "Cour-de-cassation/judilibre-search"
EURLEX_PAGES = "maastrichtlawtech/eur-lex-visualiser"
LGU = "jurisdatum/lgu2-api-spring-boot"
LEXEU = "SFHAJJI/lex-corpus-eu-eurlex"
AE = "Ansvar-Systems/uae-law-mcp"

# EU acts in French as the Official Journal's XHTML (Cellar's, stored verbatim as fr.xml of the
# act's original version): doc_id -> (version folder under works/, the page's own file name
# (its <title>, with an .xhtml suffix), kind of act). Gold read from the ELI markup.
EURLEX_OJ_FR: dict[str, tuple[str, str, str]] = {
    "e74_eu_reg_2022_2554_dora_fr": (
        "32022r2554/versions/2022-12-14--3cf89d5c4b7a6f0c4faa5e6fda9345ee5cd160999eb96bc977dc4f99bcbc4473",
        "L_2022333FR.01000101.xhtml",
        "EU regulation",
    ),
    "e76_eu_reg_2024_1689_ai_act_fr": (
        "32024r1689/versions/2024-06-13--18768a611cc299c96458e151e97d4ee8e5d6186352f916602f6409f9a06ad0e1",
        "L_202401689FR.000101.fmx.xhtml",
        "EU regulation",
    ),
    "e77_eu_dir_2024_1760_due_diligence_fr": (
        "32024l1760/versions/2024-06-13--428a9bb5fc0746c344c2864fc15a655141a2d26601a66c7cfea28807d44f9240",
        "L_202401760FR.000101.fmx.xhtml",
        "EU directive",
    ),
    "e78_eu_reg_2023_2854_data_act_fr": (
        "32023r2854/versions/2023-12-13--c098adafe1999d67e4f15af15aae5385fffebfee941e5e6f6a76b392643cd9a7",
        "L_202302854FR.000101.fmx.xhtml",
        "EU regulation",
    ),
    "e79_eu_dir_2023_970_pay_transparency_fr": (
        "32023l0970/versions/2023-05-10--f015d7dd7a4acd30bf8958a3cd1ac2e5ed6ad2908c9d66736bd2fcd3c3a9b3b5",
        "L_2023132FR.01002101.xhtml",
        "EU directive",
    ),
}

# UAE federal laws as the Ministry of Justice's e-laws portal publishes them (HTML pages the
# repository's fetcher saved in data/source): doc_id -> page. Gold read from the paragraph
# styles; chosen for their structure: chapters (الفصل), parts (الباب), "bis" articles (مكرر).
ELAWS: dict[str, str] = {
    "e75_ae_fdl_34_2023_discrimination_ar": "fdl-34-2023.html",
    "e80_ae_fl_2_2001_social_security_ar": "fl-2-2001.html",
    "e81_ae_fdl_46_2021_electronic_transactions_ar": "fdl-46-2021.html",
    "e82_ae_fdl_20_2018_anti_money_laundering_ar": "fdl-20-2018.html",
    "e83_ae_fdl_26_2019_public_finance_ar": "fdl-26-2019.html",
}

Maker = Callable[[Sources], Built]


def _judgment(path: str, doc_id: str, repo: str = CASELAW) -> tuple[str, str, Maker]:
    return doc_id, repo, lambda s: uk_judgment(s, repo, path, doc_id)


def _cuad(stem: str, doc_id: str) -> tuple[str, str, Maker]:
    return doc_id, CUAD, lambda s: cuad_contract(s, CUAD, stem, _cuad_pdf_index(s)[stem], doc_id)


def _eu(name: str, kind: str, doc_id: str) -> tuple[str, str, Maker]:
    return doc_id, EU, lambda s: eu_act(s, EU, f"data/seed/{name}.json", doc_id, kind)


def _oj_fr(doc_id: str) -> tuple[str, str, Maker]:
    folder, _, kind = EURLEX_OJ_FR[doc_id]
    return (
        doc_id,
        LEXEU,
        lambda s: eurlex_oj_xhtml(s, LEXEU, f"works/{folder}/fr.xml", doc_id, kind),
    )


def _elaws(doc_id: str) -> tuple[str, str, Maker]:
    path = f"data/source/{ELAWS[doc_id]}"
    return doc_id, AE, lambda s: uae_elaws_html(s, AE, path, doc_id)


def _clml(path: str, doc_id: str) -> tuple[str, str, Maker]:
    return (
        doc_id,
        LGU,
        lambda s: uk_legislation_clml(s, LGU, f"src/test/resources/{path}", doc_id),
    )


def _prov(
    repo: str,
    path: str,
    doc_id: str,
    language: str,
    doc_type: str,
    pdf: str | None = None,
    sequence: bool = False,
    printed_ordinals: bool = False,
) -> tuple[str, str, Maker]:
    return (
        doc_id,
        repo,
        lambda s: provisions_doc(
            s,
            repo,
            path,
            doc_id,
            language=language,
            doc_type=doc_type,
            label=provision_label,
            source_pdf=pdf,
            sequence=sequence,
            printed_ordinals=printed_ordinals,
        ),
    )


# The same document as its publisher's own markup, kept beside the gold built from another
# source (or read from this very page): doc_id -> (repository, path[, file name in source/]).
# Copied to ``source/`` and listed after the renderings (so ``--prefer pdf`` still takes the
# PDF), for ``score --prefer markup``. The EU acts' pages are EUR-Lex's XHTML (CONVEX) of the
# Official Journal text; the UK acts' are legislation.gov.uk's Akoma Ntoso (data.akn) of the
# CLML their gold is read from.
PUBLISHED_MARKUP: dict[str, tuple[str, ...]] = {
    "e21_eu_reg_2022_868_data_governance_en": (EURLEX_PAGES, "public/data/dga.html"),
    "e22_eu_reg_2022_1925_digital_markets_en": (EURLEX_PAGES, "public/data/dma.xhtml"),
    "e26_eu_reg_2023_2854_data_act_en": (EURLEX_PAGES, "public/data/da.xhtml"),
    "e69_uk_act_financial_services_markets_2023_en": (
        LGU,
        "src/test/resources/ukpga_2023_29/ukpga-2023-29-2024-11-01.akn.xml",
    ),
    "e70_uk_act_education_scotland_2025_en": (
        LGU,
        "src/test/resources/asp_2025_11/asp-2025-11-2025-08-07.akn.xml",
    ),
    "e71_uk_act_health_social_care_wales_2025_en": (
        LGU,
        "src/test/resources/asc_2025_1/asc-2025-1-2025-03-25.akn.xml",
    ),
    "e72_uk_act_faversham_oyster_fishery_2017_en": (
        LGU,
        "src/test/resources/ukla_2017_1/ukla-2017-1-enacted.akn.xml",
    ),
    "e73_uk_regs_social_security_misc_2025_en": (
        LGU,
        "src/test/resources/uksi_2025_3/uksi-2025-3-made.akn.xml",
    ),
    # documents whose gold is read from this very page (sources.eurlex_oj_xhtml,
    # uae_elaws_html): the page itself, under a name that says what it is
    **{
        doc_id: (LEXEU, f"works/{folder}/fr.xml", name)
        for doc_id, (folder, name, _) in EURLEX_OJ_FR.items()
    },
    **{doc_id: (AE, f"data/source/{page}", page) for doc_id, page in ELAWS.items()},
}


def attach_markup(src: Sources, folder: Path, doc_id: str, gold: dict[str, Any]) -> bool:
    """Copies the document's published markup (``PUBLISHED_MARKUP``) into ``folder/source``
    and lists it in ``gold`` (``test_files`` and ``markup_source``); False when it has none
    or its clone is absent. ``gold`` is changed in place; the caller writes it."""
    found = PUBLISHED_MARKUP.get(doc_id)
    if found is None or not src.available(found[0]):
        return False
    repo, path = found[0], found[1]
    target = folder / "source" / (found[2] if len(found) > 2 else Path(path).name)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(src.read(repo, path))
    name = f"source/{target.name}"
    gold["test_files"] = [f for f in gold.get("test_files", []) if f != name] + [name]
    commit, licence, terms = REPOS[repo]
    gold["markup_source"] = {
        "repository": f"https://github.com/{repo}",
        "commit": commit,
        "path": path,
        "repository_licence": licence,
        "text_terms": terms,
    }
    return True


# The catalogue: (folder name, repository, maker). Chosen for clean structure in the source
# (judgments: paragraph numbers running 1..n in the XML), variety of publishers and sizes.
CATALOGUE: list[tuple[str, str, Maker]] = [
    # UK judgments (England and Wales Court of Appeal, 2020), Akoma Ntoso XML
    _judgment("2020/2020-ewca-1032-civ.xml", "e01_judgment_ewca_civ_2020_1032_en"),
    _judgment("2020/2020-ewca-1064-civ.xml", "e02_judgment_ewca_civ_2020_1064_en"),
    _judgment("2020/2020-ewca-1072-civ.xml", "e03_judgment_ewca_civ_2020_1072_en"),
    _judgment("2020/2020-ewca-112-civ.xml", "e04_judgment_ewca_civ_2020_112_en"),
    _judgment("2020/2020-ewca-1287-civ.xml", "e05_judgment_ewca_civ_2020_1287_en"),
    _judgment("2020/2020-ewca-1441-civ.xml", "e06_judgment_ewca_civ_2020_1441_en"),
    _judgment("2020/2020-ewca-1213-civ.xml", "e07_judgment_ewca_civ_2020_1213_en"),
    _judgment("2020/2020-ewca-1425-civ.xml", "e08_judgment_ewca_civ_2020_1425_en"),
    # UK judgments (High Court, 2017), Akoma Ntoso XML kept as test data by i.AI's lex
    _judgment(
        "tests/test_data/ewhc_admin_2017_3364.xml", "e09_judgment_ewhc_admin_2017_3364_en", LEX
    ),
    _judgment(
        "tests/test_data/ewhc_admin_2017_3409.xml", "e10_judgment_ewhc_admin_2017_3409_en", LEX
    ),
    # UK legislation: per-section Markdown rendered from legislation.gov.uk XML (lex test data)
    (
        "e61_uk_measure_dioceses_pastoral_mission_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            1,
            "e61_uk_measure_dioceses_pastoral_mission_en",
        ),
    ),
    (
        "e62_uk_order_scarweather_sands_wind_farm_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            2,
            "e62_uk_order_scarweather_sands_wind_farm_en",
        ),
    ),
    (
        "e63_uk_act_senedd_members_elections_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            3,
            "e63_uk_act_senedd_members_elections_en",
        ),
    ),
    (
        "e64_uk_act_contract_third_party_rights_scotland_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            4,
            "e64_uk_act_contract_third_party_rights_scotland_en",
        ),
    ),
    (
        "e65_uk_act_legislation_wales_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            10,
            "e65_uk_act_legislation_wales_en",
        ),
    ),
    (
        "e66_uk_order_york_north_yorkshire_combined_authority_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            12,
            "e66_uk_order_york_north_yorkshire_combined_authority_en",
        ),
    ),
    (
        # a (local) Act of the UK Parliament
        "e68_uk_act_bishops_stortford_cemetery_2024_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            6,
            "e68_uk_act_bishops_stortford_cemetery_2024_en",
        ),
    ),
    (
        "e67_uk_regs_payment_card_interchange_fee_en",
        LEX,
        lambda s: uk_legislation_lex(
            s,
            LEX,
            "tests/test_data/legislation_text_target.py",
            13,
            "e67_uk_regs_payment_card_interchange_fee_en",
        ),
    ),
    # US contracts (SEC EDGAR exhibits, CUAD v1): the publisher's PDF
    _cuad(
        "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement",
        "e11_contract_airspan_distributor_en",
    ),
    _cuad(
        "ANIXABIOSCIENCESINC_06_09_2020-EX-10.1-COLLABORATION AGREEMENT",
        "e12_contract_anixa_collaboration_en",
    ),
    _cuad(
        "BICYCLETHERAPEUTICSPLC_03_10_2020-EX-10.11-SERVICE AGREEMENT",
        "e13_contract_bicycle_service_en",
    ),
    _cuad(
        "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement",
        "e14_contract_ebix_cobranding_en",
    ),
    _cuad(
        "FerroglobePlc_20150624_F-4A_EX-10.20_9154746_EX-10.20_Outsourcing Agreement",
        "e15_contract_ferroglobe_outsourcing_en",
    ),
    _cuad(
        "HYPERIONSOFTWARECORP_09_28_1994-EX-10.47-EXCLUSIVE DISTRIBUTOR AGREEMENT",
        "e16_contract_hyperion_distributor_en",
    ),
    _cuad(
        "MPLXLP_06_17_2015-EX-10.1-TRANSPORTATION SERVICES AGREEMENT",
        "e17_contract_mplx_transportation_en",
    ),
    _cuad(
        "OAKTREECAPITALGROUP,LLC_03_02_2020-EX-10.8-Services Agreement",
        "e18_contract_oaktree_services_en",
    ),
    _cuad(
        "VAPOTHERM, INC. - Manufacturing and Supply Agreement", "e19_contract_vapotherm_supply_en"
    ),
    _cuad(
        "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT",
        "e20_contract_netgear_distributor_en",
    ),
    # EU acts in English (EUR-Lex text as JSON): recitals + articles
    _eu("dga", "Regulation", "e21_eu_reg_2022_868_data_governance_en"),
    _eu("dma", "Regulation", "e22_eu_reg_2022_1925_digital_markets_en"),
    _eu("cer", "Directive", "e23_eu_dir_2022_2557_critical_entities_en"),
    _eu("nis2", "Directive", "e24_eu_dir_2022_2555_nis2_en"),
    _eu("cyber_solidarity", "Regulation", "e25_eu_reg_2025_38_cyber_solidarity_en"),
    _eu("data-act", "Regulation", "e26_eu_reg_2023_2854_data_act_en"),
    # UK legislation: whole Acts and an instrument as legislation.gov.uk publishes them (CLML
    # data.xml for the gold; its Akoma Ntoso data.akn is a test file, PUBLISHED_MARKUP)
    _clml(
        "ukpga_2023_29/ukpga-2023-29-2024-11-01.xml",
        "e69_uk_act_financial_services_markets_2023_en",
    ),
    _clml("asp_2025_11/asp-2025-11-2025-08-07.xml", "e70_uk_act_education_scotland_2025_en"),
    _clml("asc_2025_1/asc-2025-1-2025-03-25.xml", "e71_uk_act_health_social_care_wales_2025_en"),
    _clml("ukla_2017_1/ukla-2017-1-enacted.xml", "e72_uk_act_faversham_oyster_fishery_2017_en"),
    _clml("uksi_2025_3/uksi-2025-3-made.xml", "e73_uk_regs_social_security_misc_2025_en"),
    # EU directive in French (accessible HTML adaptation of the EUR-Lex text)
    (
        "e27_eu_dir_2019_882_accessibility_fr",
        LINA,
        lambda s: eu_directive_fr_lina(
            s,
            LINA,
            "ressources/CELEX_32019L0882_FR_TXT_adaptation.md",
            "e27_eu_dir_2019_882_accessibility_fr",
        ),
    ),
    # EU acts in French as EUR-Lex publishes them (Official Journal XHTML), gold read from
    # their ELI markup; the page itself is their markup test file (PUBLISHED_MARKUP)
    *(_oj_fr(doc_id) for doc_id in EURLEX_OJ_FR),
    # French judgment: Cour de cassation decision (Judilibre open data, sample API response)
    (
        "e36_judgment_cass_com_2020_19-19463_fr",
        JUDI,
        lambda s: judilibre_decision(
            s,
            JUDI,
            "src/data/sample_detail_resolved.json",
            "e36_judgment_cass_com_2020_19-19463_fr",
        ),
    ),
    # French code (LEGI), two books, and French laws (JORF)
    (
        "e31_code_crpa_livre1_fr",
        LEGI,
        lambda s: legi_code_book(
            s,
            LEGI,
            "data/LEGITEXT000031366350.json",
            "e31_code_crpa_livre1_fr",
            "Livre Ier",
            "Code des relations entre le public et l'administration",
        ),
    ),
    (
        "e32_code_crpa_livre2_fr",
        LEGI,
        lambda s: legi_code_book(
            s,
            LEGI,
            "data/LEGITEXT000031366350.json",
            "e32_code_crpa_livre2_fr",
            "Livre II",
            "Code des relations entre le public et l'administration",
        ),
    ),
    _prov(
        FR,
        "data/seed/jorftext000000522575.json",
        "e33_ordonnance_1945_875_fr",
        "fr",
        "legislation (ordonnance)",
    ),
    _prov(
        FR,
        "data/seed/jorftext000041755529.json",
        "e34_jorf_041755529_fr",
        "fr",
        "legislation (JORF text)",
    ),
    _prov(
        FR,
        "data/seed/jorftext000034103762.json",
        "e35_jorf_034103762_fr",
        "fr",
        "legislation (JORF text)",
    ),
    # UAE federal laws as the Ministry of Justice's e-laws portal publishes them (HTML), gold
    # read from their paragraph styles; the page itself is their markup test file
    *(_elaws(doc_id) for doc_id in ELAWS),
    # Arabic laws: Saudi Arabia (laws.boe.gov.sa), Egypt, Morocco, Tunisia
    _prov(
        SA,
        "data/seed/259-law-6b615a05-f637-41cf-8419-a9a700f1afd7.json",
        "e41_sa_competition_law_ar",
        "ar",
        "legislation (Saudi law, نظام)",
    ),
    _prov(
        SA,
        "data/seed/111-law-107f22b5-81a2-47ee-84bc-a9a700f2907a.json",
        "e42_sa_mental_health_care_law_ar",
        "ar",
        "legislation (Saudi law, نظام)",
    ),
    _prov(
        SA,
        "data/seed/061-electronic-transactions.json",
        "e43_sa_electronic_transactions_law_ar",
        "ar",
        "legislation (Saudi law, نظام)",
    ),
    _prov(
        SA,
        "data/seed/059-law-bf568515-eef9-4356-9d52-a9a700f2d8c3.json",
        "e44_sa_registered_mortgage_law_ar",
        "ar",
        "legislation (Saudi law, نظام)",
    ),
    _prov(
        SA,
        "data/seed/310-law-221b3286-a3c6-4ea4-97c7-a9a700f18273.json",
        "e45_sa_narcotics_law_ar",
        "ar",
        "legislation (Saudi law, نظام)",
    ),
    _prov(
        EG,
        "data/seed/eg-law-19-2024.json",
        "e46_eg_elderly_rights_law_19_2024_ar",
        "ar",
        "legislation (Egyptian law: issuing articles, then the law; official gazette PDF)",
        pdf="data/source-manshurat/pdf-node-content-sdr-qnwn-ry-hqwq-lmsnyn.pdf",
        sequence=True,
        printed_ordinals=True,
    ),
    _prov(
        EG,
        "data/seed/eg-manshurat-content-rbt-hsb-khtmy-mwzn-lhyy-lm-lltmyn-lsh-lshml-llsn-lmly-20222021.json",
        "e48_eg_health_insurance_accounts_law_ar",
        "ar",
        "legislation (Egyptian law, official PDF)",
        pdf="data/source-manshurat/pdf-node-content-rbt-hsb-khtmy-mwzn-lhyy-lm-lltmyn-lsh-lshml-llsn-lmly-20222021.pdf",
        printed_ordinals=True,
    ),
    _prov(
        MA,
        "data/seed/516-adala-civil-6582.json",
        "e49_ma_civil_status_decree_ar",
        "ar",
        "legislation (Moroccan decree, مرسوم)",
    ),
    _prov(
        MA,
        "data/seed/736-adala-labor-5005.json",
        "e50_ma_dangerous_machines_decree_ar",
        "ar",
        "legislation (Moroccan decree, مرسوم)",
    ),
    _prov(
        MA,
        "data/seed/758-adala-civil-4037.json",
        "e52_ma_movable_securities_decree_ar",
        "ar",
        "legislation (Moroccan decree, مرسوم)",
    ),
    (
        "e51_tn_constitution_2022_ar",
        TN,
        lambda s: tunisian_constitution(
            s, TN, "Tunisia_constitution_ara.json", "e51_tn_constitution_2022_ar"
        ),
    ),
]


_PDF_INDEX: dict[str, str] = {}


def _cuad_pdf_index(src: Sources) -> dict[str, str]:
    """CUAD text stem -> path of the same filing's PDF (PDFs sit in category folders)."""
    if not _PDF_INDEX:
        out = subprocess.run(
            [
                "git",
                "--git-dir",
                str(src.git_dir(CUAD)),
                "ls-tree",
                "-r",
                "--name-only",
                REPOS[CUAD][0],
                "data/CUAD_v1/full_contract_pdf",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
        for p in out:
            _PDF_INDEX[p.rsplit("/", 1)[1][: -len(".pdf")]] = p
    return _PDF_INDEX


def forbidden(*names: str) -> bool:
    low = " ".join(names).lower()
    return any(p.lower() in low for p in FORBIDDEN_PATTERNS)


def build_one(
    src: Sources, out: Path, doc_id: str, repo: str, maker: Maker, *, pdf: bool
) -> dict[str, Any]:
    built = maker(src)
    if forbidden(doc_id, built.title, *built.paths):
        raise ValueError("kept apart for independent measurement (issue 24)")
    folder = out / doc_id
    tmp = out / (doc_id + ".part")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    test_files: list[str] = []
    if built.source_pdf is not None:
        spdf = tmp / "source" / Path(built.source_pdf[1]).name
        spdf.parent.mkdir(parents=True)
        spdf.write_bytes(src.read(*built.source_pdf))
        test_files.append(f"source/{spdf.name}")
    if built.blocks is not None:
        rtl = built.language == "ar"
        render.write_docx(built.blocks, tmp / "rendered.docx", title=built.title, rtl=rtl)
        if pdf:
            render.docx_to_pdf(tmp / "rendered.docx", tmp / "rendered.pdf")
            test_files.append("rendered.pdf")
        test_files.append("rendered.docx")
    commit, licence, terms = REPOS[repo]
    meta = {
        "doc_id": doc_id,
        "title": built.title,
        "language": built.language,
        "doc_type": built.doc_type,
        "source_format": built.source_format,
        "source": {
            "repository": f"https://github.com/{repo}",
            "commit": commit,
            "paths": built.paths,
            "repository_licence": licence,
            "text_terms": terms,
        },
        "test_files": test_files,
        "gold_method": built.gold_method,
        "built_by": "bench/eval_corpus/build.py",
    }
    attach_markup(src, tmp, doc_id, meta)
    gold = write_document(tmp, built.text, built.units, meta)
    if folder.exists():
        shutil.rmtree(folder)
    tmp.rename(folder)
    return gold


def write_index(out: Path) -> None:
    rows = []
    for gold_path in sorted(out.glob("*/gold.json")):
        g = json.loads(gold_path.read_text(encoding="utf-8"))
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(g["unit_kinds"].items()))
        rows.append(
            f"| {g['doc_id']} | {g['language']} | {g['doc_type']} | {kinds} | "
            f"{', '.join(g['test_files'])} | "
            f"{g['source']['repository'].removeprefix('https://github.com/')} |"
        )
    text = (
        "# Evaluation corpus (issue 24)\n\n"
        "Built by `bench/eval_corpus/build.py` from public repositories (see each gold.json's "
        "`source`: repository, pinned commit, paths, licence). Not part of the project: do not "
        "commit. Score a chunker with `../shared/tools/score.py DOC_DIR CHUNKS.jsonl`; "
        "`bench/eval_corpus/score.py` runs the engine on every document.\n\n"
        f"{len(rows)} documents.\n\n"
        "| folder | lang | type | units | test files | repository |\n|---|---|---|---|---|---|\n"
        + "\n".join(rows)
        + "\n"
    )
    (out / "INDEX.md").write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--sources",
        type=Path,
        default=Path("/work/.mirror"),
        help="folder of bare clones owner+name/repo",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("/work/eval_corpus"),
        help="output folder (outside the repository)",
    )
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        help="build only folders containing this text (repeatable)",
    )
    parser.add_argument("--no-pdf", action="store_true", help="skip the LibreOffice PDF renderings")
    parser.add_argument("--list", action="store_true", help="list the catalogue and exit")
    parser.add_argument(
        "--markup-only",
        action="store_true",
        help="only copy each built document's published markup (PUBLISHED_MARKUP) into its "
        "folder and list it in its gold.json, without rebuilding",
    )
    args = parser.parse_args(argv)
    src = Sources(args.sources)
    if args.list:
        for doc_id, repo, _ in CATALOGUE:
            print(f"{doc_id}\t{repo}\t{'ok' if src.available(repo) else 'clone missing'}")
        return 0
    if args.markup_only:
        for doc_id in PUBLISHED_MARKUP:
            gold_path = args.out / doc_id / "gold.json"
            if (args.only and not any(o in doc_id for o in args.only)) or not gold_path.exists():
                continue
            gold = json.loads(gold_path.read_text(encoding="utf-8"))
            if attach_markup(src, gold_path.parent, doc_id, gold):
                gold_path.write_text(
                    json.dumps(gold, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
                )
                print(f"{doc_id}: {', '.join(gold['test_files'])}")
        write_index(args.out)
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    failures = 0
    for doc_id, repo, maker in CATALOGUE:
        if args.only and not any(o in doc_id for o in args.only):
            continue
        if not src.available(repo):
            print(f"skip {doc_id}: no clone of {repo} under {args.sources}", file=sys.stderr)
            continue
        try:
            gold = build_one(src, args.out, doc_id, repo, maker, pdf=not args.no_pdf)
        except Exception as exc:  # one bad source must not stop the others
            failures += 1
            print(f"FAILED {doc_id}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        print(
            f"{doc_id}: {gold['n_units']} units, {gold['n_chars']} chars, "
            f"{', '.join(gold['test_files'])}"
        )
        write_index(args.out)
    write_index(args.out)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
