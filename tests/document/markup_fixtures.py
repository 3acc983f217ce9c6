# ruff: noqa: E501  (markup written as publishers write it: long lines)
"""Short markup documents written for the tests: EUR-Lex-like regulations (EN, FR), an Arabic
law with ``dir="rtl"``, a page with navigation, a table, Akoma Ntoso, and hostile XML.

The EUR-Lex ones follow the Official Journal's HTML as EUR-Lex publishes it (classes
``oj-doc-ti``, ``oj-ti-section-1``/``-2``, ``oj-ti-art``/``oj-sti-art``, ``oj-normal``, the
``oj-hd-*`` running header, ``eli-subdivision`` ids, recitals and points set as two-column
tables), cut down to a few units. Also the helpers the markup tests read them with: ``load``
(a file written to a test's folder, loaded by the real loader), ``blocks`` and
``source_char`` (the source character an anchor points at).
"""

from __future__ import annotations

from pathlib import Path

from lxml import etree

from inspector.document.load import load_document
from inspector.document.model import BlockKind, Document


def load(tmp_path: Path, name: str, content: str) -> Document:
    """``content`` written to ``tmp_path / name`` and loaded."""
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return load_document(path)


def blocks(document: Document) -> list[tuple[BlockKind, str, str]]:
    """Each block's kind, style and text."""
    return [
        (block.kind, block.style, document.text[block.text_start : block.text_end])
        for block in document.blocks
    ]


def source_char(root: etree._Element, path: str, tail: bool, at: int) -> str:
    """The character ``at`` of the text (or tail) of the one element ``path`` names in ``root``:
    where a text offset's anchor (``Document.anchors.locate``) says it comes from."""
    found = root.getroottree().xpath(path)
    assert isinstance(found, list)
    assert len(found) == 1
    element = found[0]
    assert isinstance(element, etree._Element)
    text = element.tail if tail else element.text
    assert text is not None
    return text[at]


def _recital(number: int, text: str) -> str:
    return (
        f'<div class="eli-subdivision" id="rct_{number}"><table width="100%" border="0">'
        '<col width="4%"/><col width="96%"/><tbody><tr>'
        f'<td valign="top"><p class="oj-normal">({number})</p></td>'
        f'<td valign="top"><p class="oj-normal">{text}</p></td>'
        "</tr></tbody></table></div>\n"
    )


def _point(label: str, text: str) -> str:
    return (
        '<table width="100%" border="0"><col width="4%"/><col width="96%"/><tbody><tr>'
        f'<td valign="top"><p class="oj-normal">{label}</p></td>'
        f'<td valign="top"><p class="oj-normal">{text}</p></td></tr></tbody></table>\n'
    )


EN_RECITALS = (
    "The Treaty provides for the establishment of an internal market and a system ensuring "
    "that competition in the internal market is not distorted.",
    "Data-driven innovation will bring enormous benefits to citizens, for example through "
    "improved personalised medicine and new mobility.",
    "It is necessary to improve the conditions for data sharing in the internal market by "
    "creating a harmonised framework for data exchanges.",
)
FR_RECITALS = (
    "Le traité prévoit l’établissement d’un marché intérieur et l’instauration d’un système "
    "garantissant que la concurrence n’est pas faussée dans le marché intérieur.",
    "L’innovation fondée sur les données apportera d’énormes avantages aux citoyens, par "
    "exemple grâce à une médecine personnalisée améliorée.",
    "Il est nécessaire d’améliorer les conditions du partage de données dans le marché "
    "intérieur en créant un cadre harmonisé pour les échanges de données.",
)


def eurlex_regulation(language: str = "en") -> str:
    """A EUR-Lex-like regulation: title, 3 recitals, 2 chapters, 3 articles, points."""
    en = language == "en"
    recitals = EN_RECITALS if en else FR_RECITALS
    w = {
        "title": "REGULATION (EU) 2022/868 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL"
        if en
        else "RÈGLEMENT (UE) 2022/868 DU PARLEMENT EUROPÉEN ET DU CONSEIL",
        "of": "of 30 May 2022" if en else "du 30 mai 2022",
        "on": "on European data governance (Data Governance Act)"
        if en
        else "portant sur la gouvernance européenne des données (règlement sur la "
        "gouvernance des données)",
        "parl": "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,"
        if en
        else "LE PARLEMENT EUROPÉEN ET LE CONSEIL DE L’UNION EUROPÉENNE,",
        "regard": "Having regard to the Treaty on the Functioning of the European Union, and "
        "in particular Article 114 thereof,"
        if en
        else "vu le traité sur le fonctionnement de l’Union européenne, et notamment son "
        "article 114,",
        "whereas": "Whereas:" if en else "considérant ce qui suit:",
        "adopted": "HAVE ADOPTED THIS REGULATION:" if en else "ONT ADOPTÉ LE PRÉSENT RÈGLEMENT:",
        "ch1": "CHAPTER I" if en else "CHAPITRE I",
        "ch1t": "GENERAL PROVISIONS" if en else "DISPOSITIONS GÉNÉRALES",
        "ch2": "CHAPTER II" if en else "CHAPITRE II",
        "ch2t": "RE-USE OF DATA" if en else "RÉUTILISATION DES DONNÉES",
        "a1": "Article 1" if en else "Article premier",
        "a1t": "Subject matter and scope" if en else "Objet et champ d’application",
        "a1p1": "1.   This Regulation lays down:" if en else "1.   Le présent règlement établit:",
        "pa": "conditions for the re-use of certain categories of data held by public "
        "sector bodies;"
        if en
        else "les conditions de réutilisation de certaines catégories de données détenues "
        "par des organismes du secteur public;",
        "pb": "a notification and supervisory framework for the provision of data "
        "intermediation services."
        if en
        else "un cadre de notification et de surveillance pour la fourniture de services "
        "d’intermédiation de données.",
        "a1p2": "2.   This Regulation is without prejudice to Union law on the protection "
        "of personal data."
        if en
        else "2.   Le présent règlement est sans préjudice du droit de l’Union relatif à "
        "la protection des données à caractère personnel.",
        "a2": "Article 2",
        "a2t": "Definitions" if en else "Définitions",
        "a2p": "For the purposes of this Regulation, the following definitions apply:"
        if en
        else "Aux fins du présent règlement, on entend par:",
        "a3": "Article 3",
        "a3t": "Categories of data" if en else "Catégories de données",
        "a3p": "This Chapter applies to data held by public sector bodies which are "
        "protected on grounds of commercial confidentiality."
        if en
        else "Le présent chapitre s’applique aux données détenues par des organismes du "
        "secteur public qui sont protégées pour des motifs de confidentialité commerciale.",
    }
    recital_html = "".join(_recital(i + 1, text) for i, text in enumerate(recitals))
    lang = "en" if en else "fr"
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
<title>L_2022152EN.01000101.xml</title>
<link rel="stylesheet" type="text/css" href="oj.css"/>
<script type="text/javascript">var toolbar = "Article 99 must never be read";</script>
<style>p.oj-normal {{ margin: 0 }}</style></head>
<body>
<div id="toolbar" class="toolbar"><a href="#">Print</a> <a href="#">Article 98 share</a></div>
<table width="100%" border="0"><tr><td class="oj-hd-date">3.6.2022</td>
<td class="oj-hd-lg">{lang.upper()}</td><td class="oj-hd-oj">L 152/1</td></tr></table>
<p class="oj-doc-ti" id="d1e40-1-1">{w["title"]}</p>
<p class="oj-doc-ti">{w["of"]}</p>
<p class="oj-doc-ti">{w["on"]}</p>
<div class="eli-subdivision" id="pbl_1">
<p class="oj-normal">{w["parl"]}</p>
<p class="oj-normal">{w["regard"]}</p>
<p class="oj-normal">{w["whereas"]}</p>
{recital_html}<p class="oj-normal">{w["adopted"]}</p>
</div>
<div id="enc_1">
<div class="eli-subdivision" id="cpt_I">
<p id="d1e900-1-1" class="oj-ti-section-1">{w["ch1"]}</p>
<div class="eli-title" id="cpt_I.tit_1"><p class="oj-ti-section-2"><span class="oj-bold">{
        w["ch1t"]
    }</span></p></div>
<div class="eli-subdivision" id="art_1">
<p id="d1e910-1-1" class="oj-ti-art">{w["a1"]}</p>
<div class="eli-title" id="art_1.tit_1"><p class="oj-sti-art">{w["a1t"]}</p></div>
<div id="001.001"><p class="oj-normal">{w["a1p1"]}</p>
{_point("(a)", w["pa"])}{_point("(b)", w["pb"])}</div>
<div id="001.002"><p class="oj-normal">{w["a1p2"]}</p></div>
</div>
<div class="eli-subdivision" id="art_2">
<p id="d1e950-1-1" class="oj-ti-art">{w["a2"]}</p>
<div class="eli-title" id="art_2.tit_1"><p class="oj-sti-art">{w["a2t"]}</p></div>
<p class="oj-normal">{w["a2p"]}</p>
</div>
</div>
<div class="eli-subdivision" id="cpt_II">
<p id="d1e990-1-1" class="oj-ti-section-1">{w["ch2"]}</p>
<div class="eli-title" id="cpt_II.tit_1"><p class="oj-ti-section-2">{w["ch2t"]}</p></div>
<div class="eli-subdivision" id="art_3">
<p id="d1e999-1-1" class="oj-ti-art">{w["a3"]}</p>
<div class="eli-title" id="art_3.tit_1"><p class="oj-sti-art">{w["a3t"]}</p></div>
<p class="oj-normal">{w["a3p"]}</p>
</div>
</div>
</div>
<footer><p>Article 97 © European Union, https://eur-lex.europa.eu/</p></footer>
</body>
</html>
"""


ARABIC_LAW = """<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>قانون رقم 19 لسنة 2024</title>
</head><body>
<nav><ul><li><a href="/">الرئيسية</a></li><li><a href="/laws">المادة 90 القوانين</a></li></ul></nav>
<main>
<h1>قانون رقم 19 لسنة 2024 بشأن حقوق المسنين</h1>
<h2>الباب الأول</h2>
<h3>أحكام عامة</h3>
<p><strong>المادة 1</strong></p>
<p>يعمل بأحكام هذا القانون في شأن حقوق المسنين، ويقصد بالمسن كل من بلغ سن الخامسة والستين.</p>
<p><strong>المادة 2</strong></p>
<p>تلتزم الدولة بحماية حقوق المسنين وكفالة تمتعهم بها دون تمييز.</p>
<p><strong>المادة 3</strong></p>
<p lang="en" dir="ltr">This article is quoted in English in the official translation.</p>
</main>
<footer><p>جميع الحقوق محفوظة</p></footer>
</body></html>
"""

PAGE_WITH_FURNITURE = """<!DOCTYPE html>
<html lang="en"><head><title>Contract</title><style>body { color: black }</style>
<script>document.write("SCRIPT TEXT")</script></head>
<body>
<header><div class="logo">SITE BANNER</div></header>
<div role="navigation">NAV LINKS</div>
<ul class="main-menu"><li>MENU ITEM</li></ul>
<div id="cookie-consent">COOKIE NOTICE</div>
<div class="breadcrumb">Home &gt; Laws</div>
<article>
<h2>1. Definitions</h2>
<p>In this Agreement the following words have the meanings given to them.</p>
<p style="display:none">HIDDEN TEXT</p>
<h2>2. Term</h2>
<p>This Agreement starts on the Effective Date<br/>and lasts two years.</p>
<table>
<tr><th>Party</th><th>Role</th></tr>
<tr><td><p>Acme Ltd</p><p>(London)</p></td><td>Supplier</td></tr>
<tr><td>Beta SA</td><td>Customer</td></tr>
</table>
</article>
<aside>RELATED CONTENT</aside>
<footer>FOOTER TEXT</footer>
<noscript>NOSCRIPT TEXT</noscript>
</body></html>
"""

AKN_ACT = """<?xml version="1.0" encoding="UTF-8"?>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">
<act name="act"><meta><identification source="#x"><FRBRWork><FRBRthis value="/akn/uk/act/2024/1"/>
<FRBRname value="Example Act 2024"/></FRBRWork></identification></meta>
<preface><p><docTitle>Example Act 2024</docTitle></p></preface>
<body>
<part eId="part_1"><num>PART 1</num><heading>Preliminary</heading>
<section eId="sec_1"><num>1</num><heading>Interpretation</heading>
<subsection eId="sec_1__subsec_1"><num>(1)</num><content><p>In this Act “body” means a public body.</p></content></subsection>
<subsection eId="sec_1__subsec_2"><num>(2)</num><content><p>A reference to a <term refersTo="#day">day</term> is to a working day.</p></content></subsection>
</section>
<section eId="sec_2"><num>2</num><heading>Duties</heading>
<content><p>Every body must publish a plan.<authorialNote marker="1"><p>FOOTNOTE TEXT</p></authorialNote></p></content>
</section>
</part>
</body></act></akomaNtoso>
"""

OTHER_XML = """<?xml version="1.0"?>
<Legislation xmlns="http://www.legislation.gov.uk/namespaces/legislation">
<Primary><Body><P1group><Title>Interpretation</Title></P1group></Body></Primary></Legislation>
"""

XXE_AKN = """<?xml version="1.0"?>
<!DOCTYPE akomaNtoso [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><act><body>
<section><num>1</num><content><p>&secret;</p></content></section></body></act></akomaNtoso>
"""

LAUGHS_HTML = """<?xml version="1.0"?>
<!DOCTYPE html [
 <!ENTITY a "aaaaaaaaaa">
 <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
 <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
 <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
]>
<html xmlns="http://www.w3.org/1999/xhtml"><body><p>&d;&d;&d;&d;&d;&d;</p></body></html>
"""
