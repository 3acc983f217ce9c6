"""Where each corpus document comes from, and how its gold structure is read.

Every source is a public GitHub repository read from a local bare clone with ``git show
COMMIT:PATH`` (the commit is pinned, so a rebuild gives the same bytes). ``REPOS`` names each
repository with its licence; the documents themselves are public legal texts (legislation,
judgments, SEC filings) whose publishers' re-use terms are given beside the repository's
licence. Nothing here is committed to this project but this code.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree

from bench.eval_corpus.gold import (
    DocBuilder,
    check_units,
    is_division_heading,
    is_structural_heading,
)

# owner/name -> (pinned commit, licence of the repository, terms of the underlying texts)
REPOS: dict[str, tuple[str, str, str]] = {
    "nationalarchives/ds-caselaw-data-enrichment-service": (
        "bfc679e5eeeb0023dad5a5697121da473e3f61e4",
        "MIT (repository code); judgments under the Open Justice Licence",
        "Find Case Law (The National Archives), Open Justice Licence",
    ),
    "i-dot-ai/lex": (
        "77c87f7d9271440c3cc78a36503567f137598887",
        "MIT (repository); judgments under the Open Justice Licence",
        "Find Case Law (The National Archives), Open Justice Licence",
    ),
    "maastrichtlawtech/law3027-advanced-legal-analytics": (
        "77c8f5a3cc2e6e5e3793b43f84a3bc097a414f9e",
        "course repository; data/CUAD_v1 is CUAD v1, CC BY 4.0 (The Atticus Project)",
        "SEC EDGAR filings (public), CUAD v1 CC BY 4.0",
    ),
    "Ansvar-Systems/EU_compliance_MCP": (
        "047a8d3db90e5160e6ccfc44615504e3c70ab558",
        "Apache-2.0",
        "EUR-Lex texts, re-use authorised (Commission Decision 2011/833/EU)",
    ),
    "SocialGouv/legi-data": (
        "91a2a1309c987da51631a2b16eb473f3469136d2",
        "Apache-2.0",
        "Légifrance LEGI database, Licence Ouverte 2.0 (Etalab)",
    ),
    "Ansvar-Systems/French-law-mcp": (
        "ae46d5807593a1362b6289b6c3c1aa476f487397",
        "Apache-2.0",
        "Légifrance (JORF/LODA), Licence Ouverte 2.0 (Etalab)",
    ),
    "Ansvar-Systems/Saudi-law-mcp": (
        "2d2b1982d91ec28270d6da6881919f64ff32150b",
        "Apache-2.0",
        "Bureau of Experts at the Council of Ministers (laws.boe.gov.sa), public official texts",
    ),
    "Ansvar-Systems/Egyptian-law-mcp": (
        "14f6d27310436578db3fba62dc069aa924d7f2bf",
        "Apache-2.0",
        "Egyptian official gazette texts (public), via portal.investment.gov.eg and manshurat.org",
    ),
    "Ansvar-Systems/Moroccan-law-mcp": (
        "d549436d268307b405b94529c8d158588bddafd0",
        "Apache-2.0",
        "Moroccan official texts (public), via adala.justice.gov.ma",
    ),
    "edition-accessible/lina25": (
        "5831984c5a57c3388f747e3d79f00d141b3bf643",
        "GPL-3.0 (repository); the directive's text is EUR-Lex's",
        "EUR-Lex texts, re-use authorised (Commission Decision 2011/833/EU)",
    ),
    "maastrichtlawtech/eur-lex-visualiser": (
        "5d7f15a613ecf57b8f36323d709ed492cd33675b",
        "GPL-3.0 (repository); public/data holds EUR-Lex's own XHTML pages of the acts",
        "EUR-Lex texts, re-use authorised (Commission Decision 2011/833/EU)",
    ),
    "jurisdatum/lgu2-api-spring-boot": (
        "18fa07ece3c64de152b24fb134d56580a723ceff",
        "no licence stated (repository); src/test/resources holds legislation.gov.uk's own CLML "
        "(data.xml) and Akoma Ntoso (data.akn) of whole Acts and instruments",
        "legislation.gov.uk, Open Government Licence v3.0 (Crown copyright)",
    ),
    "SFHAJJI/lex-corpus-eu-eurlex": (
        "ac1c73005c2e5b0cb929315eea186cf4401e192e",
        "no code licence (NOTICE: the compilation CC BY 4.0); bodies stored verbatim as Cellar "
        "disseminates them: the Official Journal XHTML (works/*/versions/*/fr.xml), Formex",
        "EUR-Lex texts, re-use authorised (Commission Decision 2011/833/EU)",
    ),
    "Ansvar-Systems/uae-law-mcp": (
        "6cb9e04f0789bcde6b6b0f2738f86b582571a457",
        "Apache-2.0 (repository); data/source holds the e-laws pages as its fetcher saved them",
        "UAE Ministry of Justice e-laws portal (elaws.moj.gov.ae), public official texts",
    ),
    "Cour-de-cassation/judilibre-search": (
        "c734338a1a67e5c40371ad03e799832658b0099a",
        "no licence stated (the Cour de cassation's API server; src/data holds sample responses)",
        "Judilibre open data (Cour de cassation), Licence Ouverte 2.0 (Etalab); pseudonymised",
    ),
    "Oussema-Aouini/Tunisian_Legal_Texts": (
        "533dc1400a00f08300968636e10b3719cea0cd28",
        "MIT",
        "Tunisian Constitution 2022 (official text, public)",
    ),
}

# Kept apart for independent measurement (issue 24): never built, whatever a spec says.
FORBIDDEN_PATTERNS = (
    "2016/679",
    "32016R0679",
    "gdpr",
    "code-civil",
    "LEGITEXT000006070721",
    "ArrayBio",
    "ARRAYBIOPHARMA",
    "uksc-2023-42",
    "uksc_2023_42",
    "093-law-0838",  # Saudi Labour Law (نظام العمل)
    "(39) لسنة 2022",  # UAE Federal Decree-Law No. 39 of 2022
    "Neoforma",  # already in ../shared/corpus
    "ewca_civ_2025_673",  # already in ../shared/corpus
    "Status_code_arabic",  # already in ../shared/corpus (Tunisian Personal Status Code)
)


@dataclass
class Built:
    """A finished document before it is written: reference text, units and test-file plan."""

    doc_id: str
    title: str
    language: str
    doc_type: str
    source_format: str
    gold_method: str
    repo: str
    paths: list[str]
    text: str
    units: list[dict[str, Any]]
    blocks: Any = None  # list[Block] when the test files are rendered from the blocks
    source_pdf: tuple[str, str] | None = None  # (repo, path) of the publisher's PDF
    notes: list[str] = field(default_factory=list)


class Sources:
    """Reads pinned files from the local clones under ``root`` (``root/owner+name/repo``)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def git_dir(self, repo: str) -> Path:
        return self.root / repo.replace("/", "+") / "repo"

    def available(self, repo: str) -> bool:
        return self.git_dir(repo).is_dir()

    def read(self, repo: str, path: str) -> bytes:
        commit = REPOS[repo][0]
        out = subprocess.run(
            ["git", "--git-dir", str(self.git_dir(repo)), "show", f"{commit}:{path}"],
            capture_output=True,
            check=False,
        )
        if out.returncode != 0:
            raise FileNotFoundError(f"{repo}@{commit[:10]}:{path}: {out.stderr.decode().strip()}")
        return out.stdout

    def json(self, repo: str, path: str) -> Any:
        return json.loads(self.read(repo, path).decode("utf-8"))


# ---------------------------------------------------------------------------------------------
# UK judgments: Akoma Ntoso XML (Find Case Law)

AKN = "{http://docs.oasis-open.org/legaldocml/ns/akn/3.0}"
_PARA_NUM = re.compile(r"^\(?(\d{1,3})[.)]?$")


def _text(el: etree._Element) -> str:
    parts = [str(t) for t in el.itertext()]
    return " ".join("".join(parts).split())


def _looks_like_heading(el: etree._Element, text: str) -> bool:
    cls = el.get("class") or ""
    if "Heading" in cls or "heading" in cls:
        return True
    if len(text) > 90 or not text:
        return False
    if text[-1] in ".;,:" and not text.endswith(":"):
        return False
    if text.endswith(":") and len(text) > 40:
        return False
    # Short line in bold or underline, or a line with no lower-case sentence ending.
    styled = any(
        "bold" in (s.get("style") or "") or "underline" in (s.get("style") or "") for s in el.iter()
    )
    return styled or (text[0].isupper() and not text.endswith("."))


def uk_judgment(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    root = etree.fromstring(src.read(repo, path))
    judgment = root.find(f"{AKN}judgment")
    if judgment is None:
        raise ValueError("no <judgment>")
    title_el = root.find(f".//{AKN}FRBRWork/{AKN}FRBRname")
    title = title_el.get("value") if title_el is not None else doc_id
    b = DocBuilder()
    header = judgment.find(f"{AKN}header")
    if header is not None:
        for p in header.iter(f"{AKN}p"):
            b.outside(_text(p))
    body = judgment.find(f"{AKN}judgmentBody")
    if body is None:
        raise ValueError("no <judgmentBody>")
    numbers: list[int] = []

    def visit(el: etree._Element) -> None:
        tag = etree.QName(el).localname
        if tag == "paragraph":
            num_el = el.find(f"{AKN}num")
            num_text = _text(num_el) if num_el is not None else ""
            m = _PARA_NUM.match(num_text)
            ps = [p for p in el.iter(f"{AKN}p") if _text(p)]
            texts = [_text(p) for p in ps]
            first_cls = (ps[0].get("class") or "") if ps else ""
            numbered = m is not None and (not numbers or int(m.group(1)) == numbers[-1] + 1)
            if numbered and texts and "Heading" not in first_cls:
                n = int(m.group(1))  # type: ignore[union-attr]
                numbers.append(n)
                b.start_unit("paragraph", str(n), f"{n}.", None, label_line="", eId=el.get("eId"))
                b.body(f"{n}. {texts[0]}")
                for t in texts[1:]:
                    b.body(t)
            elif texts and "Heading" in first_cls:
                b.heading(" ".join(x for x in [num_text, texts[0]] if x))
                for t in texts[1:]:
                    b.body(t)
            else:
                for t in texts:
                    b.body(t)
        elif tag == "heading":
            b.heading(_text(el))
        elif tag in ("p", "block"):
            t = _text(el)
            if t and _looks_like_heading(el, t):
                b.heading(t)
            elif t:
                b.body(t)
        elif tag == "table":
            for row in el.iter(f"{AKN}tr"):
                b.body(" | ".join(_text(c) for c in row if _text(c)))
        else:
            for child in el:
                visit(child)

    visit(body)
    text, units = b.finish()
    if len(units) < 5:
        raise ValueError(f"only {len(units)} numbered paragraphs found")
    return Built(
        doc_id=doc_id,
        title=title or doc_id,
        language="en",
        doc_type="court judgment (England and Wales)",
        source_format="Akoma Ntoso 3.0 XML (The National Archives, Find Case Law)",
        gold_method=(
            "markup: one unit per top-level <paragraph> whose <num> is 'N.' with N running "
            "1..n in order; nested sub-paragraphs and quotations inside it stay inside; a "
            "paragraph runs on over following unnumbered blocks (continuation text, quotations) "
            "up to the next numbered paragraph or heading (a <heading>, or a short bold/"
            "underlined/Heading-class line). 'parent' = nearest preceding heading. Header text "
            "is in no unit."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# EU acts: EUR-Lex text as JSON (recitals, articles with titles and chapters)

_MARKER = re.compile(r"^\(?([a-z]{1,4}|\d{1,3})[.)]$|^—$|^-$")


def _paragraphs(text: str) -> list[str]:
    """Blank-line separated paragraphs; a lone list marker ("(a)", "1.") joins the next one."""
    paras = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]
    out: list[str] = []
    pending = ""
    for p in paras:
        if not p:
            continue
        if _MARKER.match(p):
            pending = (pending + " " + p).strip()
            continue
        out.append((pending + " " + p).strip() if pending else p)
        pending = ""
    if pending:
        out.append(pending)
    return out


_EU_TAIL = re.compile(r"\n\s*Done at |/{4,}|\$\(document\)")


def _eu_article_text(text: str) -> str:
    """The article alone: the scraped JSON runs the last article on into the signatures,
    footnotes and the web page's script; those are cut at "Done at" (the signature formula)."""
    m = _EU_TAIL.search(text)
    return text[: m.start()] if m else text


_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(value: Any) -> int:
    """A chapter number in Roman numerals ("XIV") as an int; 0 when it is not one."""
    s = str(value or "").strip().upper()
    if not s or any(c not in _ROMAN for c in s):
        return 0
    total = 0
    for i, c in enumerate(s):
        v = _ROMAN[c]
        total += -v if i + 1 < len(s) and _ROMAN[s[i + 1]] > v else v
    return total


def eu_act(src: Sources, repo: str, path: str, doc_id: str, kind_name: str) -> Built:
    d = src.json(repo, path)
    title = f"{d.get('full_name') or d['id']} (CELEX {d.get('celex_id')})"
    b = DocBuilder()
    b.outside(title, "title")
    recitals = sorted(d.get("recitals") or [], key=lambda r: int(r["recital_number"]))
    if recitals:
        b.outside("Whereas:")
    for r in recitals:
        n = str(r["recital_number"])
        paras = _paragraphs(r["text"])
        if not paras:
            continue
        b.start_unit("recital", n, f"({n})", None, label_line="")
        b.body(f"({n}) {paras[0]}")
        for p in paras[1:]:
            b.body(p)
    b.outside("HAVE ADOPTED THIS " + kind_name.upper() + ":")
    # The scraper that wrote the JSON marks chapter N+1 on the LAST article of chapter N (it met
    # "CHAPTER N+1" at that article's end) and leaves the chapter's title in capitals at the end
    # of that article's text. So chapter I opens before the first article, and chapter N+1's
    # heading (number, then title) is printed after the article marked N+1 while chapter N is
    # open; other chapter values (out of sequence in some files) are ignored.
    articles = d["articles"]
    open_chapter = 0
    if any(_roman(a.get("chapter")) for a in articles):
        b.heading("CHAPTER I")
        open_chapter = 1
    for a in articles:
        n = str(a["number"])
        paras = _paragraphs(_eu_article_text(a["text"]))
        titles: list[str] = []
        while len(paras) > 1 and is_structural_heading(paras[-1]):
            titles.insert(0, paras.pop())
        ch = _roman(a.get("chapter"))
        opens_next = bool(open_chapter) and ch == open_chapter + 1 and a is not articles[-1]
        last = paras[-1] if paras else ""
        # some files keep the title in sentence case ("Re-use of certain categories of protected
        # data held by public sector bodies"): on the article that closes a chapter, a short
        # last paragraph that is no sentence is that title
        if (
            opens_next
            and not titles
            and len(paras) > 1
            and len(last) <= 160
            and last[-1] not in ".;:,"
        ):
            titles.append(paras.pop())
        b.start_unit("article", n, f"Article {n}", (a.get("title") or None))
        for p in paras:
            b.body(p)
        if opens_next:
            open_chapter = ch
            b.heading(f"CHAPTER {a['chapter']}")
        for t in titles:
            b.heading(t)
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title=title,
        language="en",
        doc_type=f"EU {kind_name.lower()}",
        source_format="JSON of the EUR-Lex text (recitals, articles with titles, chapters)",
        gold_method=(
            "markup: one unit per JSON recital (kind recital, label '(N)', printed '(N) text') "
            "and per JSON article (kind article, label 'Article N', heading = article title, "
            "printed as its own line); chapters rendered as headings and given as 'parent': "
            "'CHAPTER I' before the first article, chapter N+1 ('CHAPTER N+1' and the title in "
            "capitals that the JSON leaves at the end of an article) after the article the JSON "
            "marks N+1 while chapter N is open; every unit ends before those headings. "
            "Citations, annexes and signatures are not in the text (the JSON's last article runs "
            "on into signatures, footnotes and page script: cut at 'Done at')."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# Statutes as JSON provisions (Ansvar-Systems *-law-mcp seeds, Tunisian constitution)

_AR_LABEL_TAIL = re.compile(r"[\s:：\-–—.]+$")


_AR_ORDINALS = [
    "الأولى",
    "الثانية",
    "الثالثة",
    "الرابعة",
    "الخامسة",
    "السادسة",
    "السابعة",
    "الثامنة",
    "التاسعة",
    "العاشرة",
]
# a division heading's first line, bare or in brackets as a gazette prints a chapter
# (") الفصل الأول (" in the text layer's visual order)
_AR_HEADING_LINE = re.compile(r"^\s*[()]?\s*(?:الباب|الفرع|القسم|الجزء|الكتاب|الفصل)\s")
_PAGE_NUMBER_LINE = re.compile(r"^\s*-?\s*\d{1,3}\s*-?\s*$")


def split_trailing_headings(content: str) -> tuple[str, list[str]]:
    """The article text and the structural headings its source ran on into.

    Text extracted from a gazette PDF puts the next chapter's heading ("الباب الثاني :...",
    "الفرع الأول :...", with a continuation line) at the end of the previous article. From the
    first line that starts like such a heading, where every later line is another heading line,
    a short line without a full stop (the heading's continuation) or a page number, the rest is
    returned as headings (continuation lines joined to their heading, page numbers dropped).
    """
    lines = content.split("\n")
    for i, line in enumerate(lines):
        if i == 0 or not _AR_HEADING_LINE.match(line):
            continue
        rest = lines[i:]
        if all(
            _AR_HEADING_LINE.match(x)
            or _PAGE_NUMBER_LINE.match(x)
            or not x.strip()
            or (len(x.strip()) <= 60 and not x.strip().endswith("."))
            for x in rest
        ):
            headings: list[str] = []
            for x in rest:
                if _PAGE_NUMBER_LINE.match(x) or not x.strip():
                    continue
                if _AR_HEADING_LINE.match(x) or not headings:
                    headings.append(x.strip())
                else:
                    headings[-1] += " " + x.strip()
            return "\n".join(lines[:i]).rstrip(), headings
    return content, []


# The signature block that closes a law or decree: the promulgation formula with its date
# ("صدر برئاسة الجمهورية فى ٢٥ رمضان سنة ١٤٤٥ هـ", Morocco's "وحرر بالرباط في 2 شعبان
# 1423", France's "Fait à Paris, le 2 novembre 1945"), then the signatories.
_SIGNATURE_LINE = re.compile(
    r"^\s*(?:و?صدر\s+(?:برئاسة\s+الجمهورية|بقصر|ب\S+\s+(?:في|فى))|و?حرر\s+ب\S+\s+(?:في|فى)"
    r"|Fait\s+à\s+[A-Z]\S*,?\s+le\s).*[\d٠-٩]{4}"
)


def split_signature(content: str) -> tuple[str, str]:
    """The article text and the signature block its source ran on into (with whatever follows
    it: the gazette's page header, the next law's title and headings, an annexed table).

    The block starts at the first line that opens with the promulgation formula and carries a
    year (``_SIGNATURE_LINE``) after some text of the article, so an article keeps its text;
    (content, "") when there is no such line.
    """
    lines = content.split("\n")
    for i, line in enumerate(lines):
        if i and _SIGNATURE_LINE.match(line) and "\n".join(lines[:i]).strip():
            return "\n".join(lines[:i]).rstrip(), "\n".join(lines[i:]).strip()
    return content, ""


def provisions_doc(
    src: Sources,
    repo: str,
    path: str,
    doc_id: str,
    *,
    language: str,
    doc_type: str,
    label: Callable[[dict[str, Any]], str],
    source_pdf: str | None = None,
    sequence: bool = False,
    printed_ordinals: bool = False,
) -> Built:
    """``printed_ordinals``: the JSON titles are normalised ("مادة 1") where the publisher's
    PDF prints the articles of the promulgating law "( المادة الأولى )"; the label is written
    as printed, up to the restart of the numbering at 1 where a law attached to it begins
    (its "مادة (1)" keeps the JSON's label). Headings the source ran on into the end of an
    article (``split_trailing_headings``) are moved out and rendered as headings before the
    next one; a signature block it ran on into (``split_signature``) is text in no unit, but
    for the division headings it holds (the attached law's first chapter), which are
    headings. ``sequence``: the source's split into
    provisions is unreliable (text extracted from a gazette PDF): a provision starts a unit
    only if its number follows the previous one (or restarts at 1, as the articles of a
    promulgated law do after the issuing articles); any other piece is text of the previous
    unit (a mis-split fragment) and is printed as body."""
    d = src.json(repo, path)
    title = d.get("title") or doc_id
    b = DocBuilder()
    b.outside(title, "title")
    seen: dict[str, int] = {}
    last = 0
    restarted = False  # the numbering restarted at 1: the attached law's articles
    last_chapter = ""
    pending_headings: list[str] = []
    for p in d.get("provisions") or []:
        content = p.get("content") or ""
        for h in pending_headings:
            b.heading(h)
            last_chapter = " ".join(h.split())
        pending_headings = []
        content, signature = split_signature(content)
        if not signature:
            content, pending_headings = split_trailing_headings(content)
        paras = _paragraphs(content) if "\n\n" in content else [content]
        paras = [" ".join(x.split()) for x in paras if x.strip()]
        if not paras:
            continue
        number = str(p.get("section") or "").strip()
        lab = label(p)
        if sequence:
            n = int(number) if number.isdigit() else -1
            if n not in (last + 1, 1):
                for x in paras:
                    b.body(x)
                continue
            restarted = restarted or (n == 1 and last > 0)
            last = n
        elif number in seen:  # duplicated number in the source: keep both, tell them apart
            seen[number] += 1
            number = f"{number} bis{seen[number]}" if language != "ar" else f"{number} مكرر"
        else:
            seen[number] = 1
        # the JSON's chapter, unless it was just printed (as a heading run into the previous
        # article and moved out, or for the previous provision)
        chapter = " ".join(str(p.get("chapter") or "").split())
        if chapter and chapter != last_chapter:
            b.heading(chapter)
        last_chapter = chapter or last_chapter
        line = None
        printed_ordinals = printed_ordinals and not restarted
        if printed_ordinals and number.isdigit() and 1 <= int(number) <= len(_AR_ORDINALS):
            lab = f"المادة {_AR_ORDINALS[int(number) - 1]}"
            line = f"( {lab} )"
        b.start_unit("article", number, lab, None, label_line=line)
        numbers = {str(q.get("section") or "").strip() for q in d.get("provisions") or []}
        for x in paras:
            # An article the source's split missed (its printed label, in the PDF's ligature
            # forms, ran into the previous provision): a paragraph that opens with the label of
            # the next number, which no provision has, starts that article.
            nxt = str(int(number) + 1) if number.isdigit() else ""
            m = _printed_ordinal_label(x, int(nxt)) if printed_ordinals and nxt else None
            if m is not None and nxt not in numbers:
                lab = f"المادة {_AR_ORDINALS[int(nxt) - 1]}"
                b.start_unit("article", nxt, lab, None, label_line=f"( {lab} )")
                number = nxt
                x = x[m:]
            b.body(x)
        for x in _paragraphs(signature):
            if is_division_heading(x):
                b.heading(x)
                last_chapter = x
            else:
                b.outside(x)
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title=title,
        language=language,
        doc_type=doc_type,
        source_format="JSON provisions (one object per article: number, title, content)",
        gold_method=(
            "markup: one unit per JSON provision (kind article); label = the provision's own "
            "printed title (e.g. 'Article 3', 'المادة الثالثة', 'مادة 3') without trailing "
            "punctuation; a title after ':' ('المادة الأولى: تعريفات') is the heading, not "
            "part of the label; number = its section number; rendered as a label line then the "
            "content. Chapters, when the JSON has them, are headings and 'parent'. A unit ends "
            "before the headings ('الباب ...', '( الفصل الأول )', also when the source ran them "
            "into the end of the article's text) and page furniture (page numbers, the "
            "gazette's running header) that precede the next one, and before the signature "
            "block (the promulgation formula with its date: 'صدر برئاسة الجمهورية فى ...', "
            "'وحرر بالرباط في ...'), which with what follows it (signatories, an annexed table) "
            "is in no unit but for the division headings it holds. Where the publisher prints "
            "the promulgating law's articles '( المادة الأولى )' and the JSON normalised them to "
            "'مادة 1', the label is the printed one."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
        source_pdf=(repo, source_pdf) if source_pdf else None,
    )


def _printed_ordinal_label(para: str, n: int) -> int | None:
    """Length of the printed label "( المادة <ordinal n> )" (brackets either way round, as a
    PDF's text layer may give them, ligatures compared after NFKC) at the start of ``para``;
    None when ``para`` does not open with it."""
    import unicodedata

    if not 1 <= n <= len(_AR_ORDINALS):
        return None
    word = _AR_ORDINALS[n - 1]
    m = re.match(r"^\s*[()]?\s*(\S+)\s+(\S+)\s*[()]?\s*", para)
    if m is None:
        return None
    first, second = (unicodedata.normalize("NFKC", g) for g in m.groups())
    if first == "المادة" and second == word:
        return m.end()
    return None


def provision_label(p: dict[str, Any]) -> str:
    raw = str(p.get("title") or "").strip()
    raw = _AR_LABEL_TAIL.sub("", raw)
    if not raw:
        raw = f"Article {p.get('section')}"
    return raw


def tunisian_constitution(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    d = src.json(repo, path)
    b = DocBuilder()
    b.outside("دستور الجمهورية التونسية 2022", "title")
    pat = re.compile(r"^\.?\s*(الفصل\s+(\d+))\s*[:：]\s*")
    seen: set[str] = set()
    for a in d["articles"]:
        t = " ".join(str(a["text"]).split())
        m = pat.match(t)
        if not m:
            continue
        number = m.group(2)
        body = t[m.end() :].strip()
        if number in seen or not body:
            continue
        seen.add(number)
        b.start_unit("article", number, f"الفصل {number}", None)
        b.body(body)
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title="دستور الجمهورية التونسية 2022 — Tunisian Constitution (2022)",
        language="ar",
        doc_type="constitution",
        source_format="JSON (articles: id 'الفصل N', text)",
        gold_method=(
            "markup: one unit per JSON article; label 'الفصل N' from the article id, rendered "
            "as its own line; the text after 'الفصل N:' is the body. A repeated number keeps "
            "its first occurrence only."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# French code: LEGI tree (sections with titles, articles with HTML text)

_BR = re.compile(r"<br\s*/?>|</p>|<p>", re.I)
_TAG = re.compile(r"<[^>]+>")


def _html_paras(s: str) -> list[str]:
    parts = [html.unescape(_TAG.sub("", x)) for x in _BR.split(s)]
    return [" ".join(p.split()) for p in parts if p.strip()]


def legi_code_book(
    src: Sources, repo: str, path: str, doc_id: str, book_prefix: str, code_title: str
) -> Built:
    d = src.json(repo, path)
    b = DocBuilder()
    b.outside(code_title, "title")
    books = [
        c for c in d["children"] if (c.get("data") or {}).get("title", "").startswith(book_prefix)
    ]
    if not books:
        raise ValueError(f"no section titled {book_prefix!r}")

    def walk(node: dict[str, Any]) -> None:
        data = node.get("data") or {}
        if node.get("type") == "section":
            if data.get("etat", "VIGUEUR") != "VIGUEUR":
                return
            b.heading(data.get("title") or "")
            for c in node.get("children") or []:
                walk(c)
        elif node.get("type") == "article":
            if data.get("etat") != "VIGUEUR":
                return
            num = data.get("num") or ""
            paras = _html_paras(data.get("texteHtml") or "") or [data.get("texte") or ""]
            b.start_unit("article", num, f"Article {num}", None)
            for p in paras:
                b.body(p)

    walk(books[0])
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title=f"{code_title} — {books[0]['data']['title']}",
        language="fr",
        doc_type="legislation (French code, one book)",
        source_format="JSON (LEGI tree: sections with titles, articles with HTML text)",
        gold_method=(
            "markup: one unit per article in force of the book (kind article, label "
            "'Article L100-1' etc., legislative and regulatory articles in code order); every "
            "section title (Livre, Titre, Chapitre, Section) rendered as a heading and given as "
            "'parent'; article paragraphs split at <br/>."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# US contracts: CUAD v1 (publisher PDF + CUAD's plain text)

_CUAD_SECTION = re.compile(
    r"^[ \t]*(?:(?:ARTICLE|Article|SECTION|Section)[ \t]+)?(\d{1,2})\.?[ \t]+"
    r"([A-Z][A-Za-z ,;&\-/']{2,120}?)[.:]?[ \t]*$"
    r"|^[ \t]*(\d{1,2})\.[ \t]+([A-Z][A-Z ,;&\-/']{3,60})\."
    r"|^[ \t]*(?:ARTICLE|Article|SECTION|Section)[ \t]+(\d{1,2})[ \t]*\n\s*"
    r"([A-Z][A-Za-z ,;&\-/']{2,120}?)[.:]?[ \t]*$"
    # a heading CUAD's text ran onto the end of the previous paragraph's line
    # ("... within the required timeframe. 11. Conditions Precedent"): after a sentence's
    # end, a title in capitals or Title Case that ends the line
    r"|(?<=[.;:][ \t])(\d{1,2})\.[ \t]+"
    r"([A-Z][A-Za-z]+(?:[ \t]+(?:[A-Z][A-Za-z]+|and|of|or|the|to|for|in|on|&)){0,5})[ \t]*$",
    re.M,
)
# The signature block, opened at a line's start, numbered as a clause or not, by its formula:
# "IN WITNESS WHEREOF" ("18. IN WITNESS WHEREOF, the parties ...", "Section 18 In Witness
# Whereof"), an acceptance ("Agreed and Accepted:", "ACCEPTED AND AGREED", "Agreed to and
# accepted by"), an execution clause ("Executed as a Deed by ...", "EXECUTED by the parties",
# "THIS AGREEMENT has been executed and delivered as a deed") or a signing line ("SIGNED by
# ... for and on behalf of", "Signed for and on behalf of"). The execution and signing words
# open with a capital: a sentence wrapped onto a new line ("signed by both parties") is text.
_WITNESS = re.compile(
    r"^[ \t]*(?:(?i:ARTICLE|SECTION)[ \t]+)?(?:\d{1,2}\.?[ \t]+)?"
    r"(?:(?i:IN[ \t]+WITNESS[ \t]+WHEREOF|AGREED[ \t]+(?:TO[ \t]+)?AND[ \t]+ACCEPTED"
    r"|ACCEPTED[ \t]+AND[ \t]+AGREED)"
    r"|(?:EXECUTED|Executed)[ \t]+(?:(?i:as[ \t]+a[ \t]+deed)|by|BY)\b"
    r"|(?:SIGNED|Signed)[ \t]+(?:(?i:as[ \t]+a[ \t]+deed)[ \t]+)?"
    r"(?:by|BY|(?i:for[ \t]+and[ \t]+on[ \t]+behalf[ \t]+of))\b"
    r"|(?:THIS|This)[ \t]+(?:AGREEMENT|Agreement|DEED|Deed)[ \t]+(?:has[ \t]+been|is|was)"
    r"[ \t]+(?:executed|EXECUTED)\b)",
    re.M,
)
# Page furniture a filing prints at a page's foot or head and CUAD's text keeps in the flow: a
# page number alone ("12", "- 12 -", "Page 12", "Page 12 of 30", "A-3" in an exhibit), a rule
# line of dashes (the EDGAR page break "- -----"), a page remark ("[Signature page
# follows]", "This page intentionally left blank").
_PAGE_NUMBER_ALONE = re.compile(
    r"^(?:page[ \t]+)?[-–—(\[]?[ \t]*(?:\d{1,3}|[A-Z]-\d{1,3})[ \t]*[-–—)\]]?"
    r"(?:[ \t]+of[ \t]+\d{1,3})?$",
    re.I,
)
_RULE_LINE = re.compile(r"^[-–—= \t]*[-–—=]{5,}[-–—= \t]*$")
# A filing's redaction legend, printed on the pages that hold redactions ("[* * *] = Certain
# confidential information ... has been omitted", "** Confidential treatment has been
# requested for portions of this document", "* Portions denoted with an asterisk have been
# omitted ..."), and its confidentiality stamp ("CONFIDENTIAL TREATMENT REQUEST", "Marathon
# Pipe Line LLC CONFIDENTIAL AND PROPRIETARY", a short line ending so, in capitals).
_REDACTION_LEGEND = re.compile(
    r"^(?:\[[ \t*]+\]|\*+)[ \t]*(?:=[ \t]*)?\S.*?\b(?:omitted|confidential[ \t]+treatment)\b",
    re.I,
)
_CONFIDENTIAL_STAMP = re.compile(
    r"^.{0,80}?\bCONFIDENTIAL[ \t]+(?:AND[ \t]+PROPRIETARY|TREATMENT[ \t]+REQUEST(?:ED)?)$"
)
_PAGE_REMARK = re.compile(
    r"intentionally[ \t]+(?:been[ \t]+)?left[ \t]+blank"
    r"|^[\[(]?[ \t]*signature[ \t]+pages?[ \t]+(?:to[ \t]+)?follows?[ \t]*[.\])]?$",
    re.I,
)
RUNNING_LINE_MIN = 3
RUNNING_LINE_SPREAD = 0.5
"""A line printed at least RUNNING_LINE_MIN times in one filing (digits aside: "INGRAM
NETGEAR Distributor Agreement 12", "Source: EBIX INC, 10-Q, 5/15/2001", "[* * *] = Certain
confidential information ...") whose first and last printings lie at least
RUNNING_LINE_SPREAD of the text apart is a running header or footer: it is on the pages from
the front to the back. A form printed five times in one exhibit repeats its lines too, close
together: those are text."""


def _running_key(line: str) -> str:
    """A line compared with the other lines of its document: blanks folded, digits as "#"."""
    return re.sub(r"\d+", "#", " ".join(line.split())).lower()


def running_lines(text: str) -> frozenset[str]:
    """The keys (``_running_key``) of a filing's running lines (RUNNING_LINE_MIN,
    RUNNING_LINE_SPREAD) that hold at least three letters (a repeated "[* * *]" is a redacted
    cell, not a header)."""
    where: dict[str, list[int]] = {}
    offset = 0
    for line in text.split("\n"):
        key = _running_key(line)
        if sum(c.isalpha() for c in key) >= 3:
            where.setdefault(key, []).append(offset)
        offset += len(line) + 1
    return frozenset(
        key
        for key, at in where.items()
        if len(at) >= RUNNING_LINE_MIN and at[-1] - at[0] >= RUNNING_LINE_SPREAD * len(text)
    )


def is_page_line(line: str, running: frozenset[str]) -> bool:
    """True when a line of a filing's text is page furniture: a page number alone, a rule
    line, a page remark, a redaction legend or confidentiality stamp, or a running line
    (``running``, from ``running_lines``)."""
    t = " ".join(line.split())
    if not t:
        return False
    return bool(
        _PAGE_NUMBER_ALONE.match(t)
        or _RULE_LINE.match(t)
        or _PAGE_REMARK.search(t)
        or _REDACTION_LEGEND.match(t)
        or _CONFIDENTIAL_STAMP.match(t)
        or _running_key(t) in running
    )


def trim_page_lines(text: str, start: int, end: int, running: frozenset[str]) -> int:
    """The end of the unit ``text[start:end]`` without the page furniture lines
    (``is_page_line``) and blanks that close it; the unit keeps its first line."""
    first_line_end = text.find("\n", start, end)
    if first_line_end < 0:
        return start + len(text[start:end].rstrip())
    while True:
        end = start + len(text[start:end].rstrip())
        line_start = text.rfind("\n", start, end) + 1
        if line_start <= first_line_end or not is_page_line(text[line_start:end], running):
            return end
        end = line_start


# An attachment's heading line: the word and its letter or number alone ("EXHIBIT B"), or
# followed by its title, after a separator or not ("ANNEX 1: DEFINITIONS", "Exhibit A-1 Price
# Schedule: in EURO (Euro)", "Exhibit C – Vapotherm Tools", "Exhibit D: [* * *] Purchase ...");
# a title opens with a capital, "[" or "(", so "Schedule A sets out ..." is a sentence.
_EXHIBIT = re.compile(
    r"^[ \t]*((?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|Exhibit|Schedule|Annex|Appendix)"
    r"(?:[ \t]+([A-Z0-9][A-Z0-9.\-]{0,5})(?![A-Za-z0-9]))?)"
    r"(?:(?:[ \t]*[:.\-–—][ \t]*|[ \t]+)([A-Z\[(][^\n]*?))?[ \t]*$",
    re.M,
)
_ATTACHMENT_FIRST = frozenset({"A", "1", "I"})


def _attachment_major(number: str) -> str:
    """The series letter or number of an attachment's designation: "A-1" -> "A", "2" -> "2"."""
    return re.split(r"[.\-]", number, maxsplit=1)[0]


def _attachment_follows(previous: str | None, number: str) -> bool:
    """True when ``number`` continues a series of attachments of one kind whose last
    designation was ``previous`` (None: the first of its kind): a series opens at A, 1 or I
    and runs on to the same or the next letter or number ("A-1", "A-2", "B"). "Appendix 5"
    with no appendix before it is the appendix of a document attached inside an exhibit (a
    form printed with its own numbering), not an attachment of the contract."""
    major = _attachment_major(number)
    if previous is None:
        return major in _ATTACHMENT_FIRST
    before = _attachment_major(previous)
    if major == before:
        return True
    if major.isdigit() and before.isdigit():
        return int(major) == int(before) + 1
    letters = len(major) == len(before) == 1 and major.isalpha() and before.isalpha()
    if letters and ord(major) == ord(before) + 1:
        return True
    return bool(_roman(before)) and _roman(major) == _roman(before) + 1


def cuad_contract(src: Sources, repo: str, stem: str, pdf_path: str, doc_id: str) -> Built:
    path = f"data/CUAD_v1/full_contract_txt/{stem}.txt"
    text = src.read(repo, path).decode("utf-8")
    spans: list[tuple[int, str, str, str]] = []  # start, number, label, heading
    expected = 1
    for m in _CUAD_SECTION.finditer(text):
        if _WITNESS.match(text, text.rfind("\n", 0, m.start()) + 1):
            continue  # "18. IN WITNESS WHEREOF": the signature block, not a section
        k = int(m.group(1) or m.group(3) or m.group(5) or m.group(7))
        # one missing number is allowed (a heading the filing printed as an image or table)
        if k not in (expected, expected + 1) or (k == expected + 1 and k == 2):
            continue
        expected = k + 1
        heading = m.group(2) or m.group(4) or m.group(6) or m.group(8) or ""
        heading = heading.strip().rstrip(".:")
        line = " ".join(text[m.start() : m.end()].split())
        label_end = line.find(heading)
        label = line[:label_end].strip() + " " + heading if label_end > 0 else line
        start = m.start() + (
            len(text[m.start() : m.end()]) - len(text[m.start() : m.end()].lstrip())
        )
        spans.append((start, str(k), " ".join(label.split()), heading))
    if len(spans) < 8:
        raise ValueError(f"only {len(spans)} numbered sections found")
    # attachment headings after the last section's start, each continuing the series of its
    # kind (EXHIBIT A, B ...; ANNEX 1, 2 ...); a designation printed again continues its unit
    attachments: list[tuple[int, str, str, str | None]] = []  # start, number, label, heading
    last_of_kind: dict[str, str] = {}
    for m in _EXHIBIT.finditer(text, spans[-1][0]):
        kind_word = m.group(1).split()[0].upper()
        number = (m.group(2) or "").rstrip(".")
        if not number and re.match(r"[A-Z0-9][A-Z0-9.\-]{0,3}\s", m.group(3) or ""):
            continue  # "Schedule A sets out ...": a designation then a sentence
        if number:
            if number == last_of_kind.get(kind_word):
                continue
            if not _attachment_follows(last_of_kind.get(kind_word), number):
                continue
            last_of_kind[kind_word] = number
        title = re.split(r"\s{3,}", m.group(3) or "", maxsplit=1)[0].strip().rstrip(".:")
        attachments.append(
            (
                m.start() + len(m.group(0)) - len(m.group(0).lstrip()),
                number or str(len(attachments) + 1),
                " ".join(m.group(1).split()),
                " ".join(title.split()) or None,
            )
        )
    witness = _WITNESS.search(text, spans[-1][0])
    signature = witness.start() if witness else len(text)
    body_end = min([a[0] for a in attachments[:1]] + [signature])
    exhibits = [a for a in attachments if a[0] >= body_end]
    units: list[dict[str, Any]] = []
    bounds = [s[0] for s in spans] + [body_end]
    rows: list[tuple[int, int, str, str, str, str | None]] = []
    for i, (start, number, label, heading) in enumerate(spans):
        rows.append((start, bounds[i + 1], "section", number, label, heading))
    # the parties may sign after the attachments (a deed executed after its schedule): the
    # attachment the signature block falls in ends there
    ex_bounds = [e[0] for e in exhibits] + [len(text)]
    seen_ex: set[str] = set()
    for i, (start, number, label, title) in enumerate(exhibits):
        if number in seen_ex:
            continue
        seen_ex.add(number)
        end = ex_bounds[i + 1]
        if start < signature < end:
            end = signature
        rows.append((start, end, "exhibit", number, label, title))
    running = running_lines(text)
    for index, (start, end, kind, number, label, heading) in enumerate(rows):
        # a unit ends with its last line of text, not with the page number or running
        # footer printed after it
        end = trim_page_lines(text, start, end, running)
        units.append(
            {
                "index": index,
                "kind": kind,
                "number": number,
                "label": label,
                "heading": heading,
                "start": start,
                "end": end,
                "head": text[start : min(end, start + 60)],
                "tail": text[max(start, end - 40) : end],
                "parent": None,
            }
        )
    check_units(text, units)
    return Built(
        doc_id=doc_id,
        title=f"{stem} — CUAD v1",
        language="en",
        doc_type="contract",
        source_format="PDF (CUAD v1 full_contract_pdf, EDGAR filing printed to PDF) + CUAD txt",
        gold_method=(
            "regex on CUAD's text lines: a top-level section is a line 'N. Title' / 'Section N "
            "Title' / 'ARTICLE N TITLE' / 'ARTICLE N' over a title line (or 'N. TITLE.' at a "
            "paragraph start) with N running "
            "1..n in order, one skipped number allowed (the first line with the next number is "
            "taken; sub-clauses 'N.M' do "
            "not match), or 'N. Title' ending a line after a sentence's end (a heading CUAD's "
            "text ran onto the previous paragraph's line). The last section ends before the "
            "signature block, a line starting 'IN WITNESS WHEREOF' numbered or not ('18. IN "
            "WITNESS WHEREOF'), 'Agreed and Accepted', 'ACCEPTED AND AGREED', 'Executed as a "
            "Deed by', 'EXECUTED by', 'SIGNED by', 'THIS AGREEMENT has been executed' (in no "
            "unit; an attachment it falls in ends there) or before the first attachment "
            "heading, a line "
            "'EXHIBIT/SCHEDULE/ANNEX/APPENDIX [X]' alone or with its title ('ANNEX 1: "
            "DEFINITIONS', 'Exhibit A-1 Price Schedule'; label = word and designation, heading "
            "= the title up to a table's cells); "
            "each such line after that starts an exhibit unit (running to the next one) when "
            "its designation continues the series of its word (A, B ...; 1, 2 ...; A-1, A-2, "
            "B: a form's 'Appendix 5' inside an exhibit is that exhibit's text). Page "
            "numbers and running lines inside a span are left in; those that close it (a page "
            "number alone, 'Page N of M', a dash rule, a redaction legend or confidentiality "
            "stamp, a line the filing repeats from front to back, digits aside, such as a "
            "running footer) are not part of it. text.txt is CUAD's "
            "own text of the same filing (same words as the PDF, other line breaks)."
        ),
        repo=repo,
        paths=[path, pdf_path],
        text=text,
        units=units,
        source_pdf=(repo, pdf_path),
    )


# ---------------------------------------------------------------------------------------------
# EU directive in French: accessible HTML adaptation of the EUR-Lex text (lina25)

_FR_ORDINAL = {"premier": "1", "premiere": "1", "première": "1"}
_ART_HEAD = re.compile(r"^Article\s+(\w+)\.?\s*(.*?)\.?$")


def _html_text(el: Any) -> str:
    """Text of an HTML element without footnote calls (``<a id="ntc...">Article 16</a>``) and
    without nested lists (those are read as their own items)."""
    from copy import deepcopy

    el = deepcopy(el)
    for a in el.xpath(".//a[starts-with(@id, 'ntc')]"):
        a.drop_tree()
    for sub in el.xpath(".//ul|.//ol"):
        sub.drop_tree()
    return " ".join(el.text_content().split())


def eu_directive_fr_lina(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    import lxml.html

    raw = src.read(repo, path).decode("utf-8")
    body = raw.split("---", 2)[2] if raw.startswith("---") else raw
    root: Any = lxml.html.fromstring(f"<div>{body}</div>")
    title = "DIRECTIVE (UE) 2019/882 DU PARLEMENT EUROPÉEN ET DU CONSEIL"
    b = DocBuilder()
    b.outside(title, "title")
    for p in root.xpath(".//p[@class='doc-ti']"):
        b.outside(_html_text(p))
    b.outside("considérant ce qui suit:")
    for li in root.xpath(".//li[starts-with(@id, 'consideration')]"):
        n = li.get("id")[len("consideration") :]
        text = re.sub(r"^Considération\s+\d+\s*", "", _html_text(li))
        if not n.isdigit() or not text:
            continue
        b.start_unit("recital", n, f"({n})", None, label_line="")
        b.body(f"({n}) {text}")
    b.outside("ONT ADOPTÉ LA PRÉSENTE DIRECTIVE:")
    articles = root.xpath(".//section[contains(@class, 'ti-section-1')]")
    if not articles:
        raise ValueError("no articles section")
    for el in articles[0].iter("h2", "h3", "p", "li"):
        if el.tag == "h2":
            b.heading(_html_text(el))
        elif el.tag == "h3" and "ti-art" in (el.get("class") or ""):
            m = _ART_HEAD.match(_html_text(el))
            if not m:
                raise ValueError(f"article heading {_html_text(el)!r}")
            word, heading = m.group(1), m.group(2).strip() or None
            number = _FR_ORDINAL.get(word.lower(), word)
            b.start_unit("article", number, f"Article {word}", heading)
        elif el.tag in ("p", "li"):
            b.body(_html_text(el))
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title=f"{title} du 17 avril 2019 (accessibilité des produits et services)",
        language="fr",
        doc_type="EU directive",
        source_format="HTML (accessible adaptation of the EUR-Lex French text, lina25)",
        gold_method=(
            "markup: one unit per <li id='considerationN'> (kind recital, printed '(N) text' "
            "as in the Official Journal) and per <h3 class='ti-art'> 'Article N. Titre.' (kind "
            "article, label 'Article N' / 'Article premier', heading = title, printed on its own "
            "line); chapter <h2> are headings and 'parent'. Footnote calls and the notes and "
            "annexes are left out. The adaptation glues some words ('unepréparation') as its "
            "source does."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# Published HTML read for its gold by its own markup (a reader independent of the loader):
# EUR-Lex's XHTML of the Official Journal (CONVEX, ELI subdivisions) and the UAE Ministry of
# Justice's e-laws pages (Word HTML whose class names are the Arabic paragraph style names).


def _oj_text(el: Any) -> str:
    """The element's text as the page shows it (note calls "(3)" kept), spaces collapsed."""
    return " ".join(el.text_content().split())


_OJ_BLOCK_TAGS = frozenset({"p", "div", "table", "ul", "ol", "li", "blockquote", "hr"})


def _oj_blocks(el: Any, skip: tuple[Any, ...] = ()) -> list[str]:
    """The paragraphs of an OJ XHTML element in reading order (its children in ``skip`` left
    out). A list is a table whose rows hold the point's label cells ("a)", "(1)"; an annex's
    indent cell is empty) and its content cell: the labels are printed before the content's
    first paragraph, nested lists follow as their own paragraphs. Text directly in an element
    or in inline elements (``span``, ``a``: an annex's cells) is a paragraph of its own."""
    out: list[str] = []
    run: list[str] = [el.text or ""]

    def flush() -> None:
        text = " ".join(" ".join(run).split())
        run.clear()
        if text:
            out.append(text)

    for child in el:
        tag = child.tag if isinstance(child.tag, str) else ""
        if child in skip:
            pass
        elif tag == "table":
            flush()
            for row in child.xpath("./tbody/tr|./tr"):
                cells = row.xpath("./td")
                if not cells:
                    continue
                label = " ".join(t for t in (_oj_text(c) for c in cells[:-1]) if t)
                inner = _oj_blocks(cells[-1])
                if label and inner:
                    inner[0] = f"{label} {inner[0]}"
                elif label:
                    inner = [label]
                out.extend(inner)
        elif tag == "p":
            flush()
            text = _oj_text(child)
            if text:
                out.append(text)
        elif tag in _OJ_BLOCK_TAGS:
            flush()
            out.extend(_oj_blocks(child))
        elif tag:
            run.append(child.text_content())
        run.append(child.tail or "")
    flush()
    return out


_OJ_ART = re.compile(r"^Article\s+(premier|\d+[a-z]*)\b", re.I)
_OJ_RECITAL = re.compile(r"^\((\d+)\)\s")
_OJ_SUBDIVISION = re.compile(r"^(?:rct|art|anx|cpt|sct|tis|prt|ttl|sub)_")


def eurlex_oj_xhtml(src: Sources, repo: str, path: str, doc_id: str, doc_type: str) -> Built:
    """An EU act as EUR-Lex publishes it in the Official Journal: its XHTML (CONVEX) page.

    Units: each recital (``div.eli-subdivision`` ``rct_*``, kind recital, number the "(N)" its
    label cell prints, printed "(N) text" as its table row shows it; a ``rct_*`` without one,
    "considérant ce qui suit:" on some pages, is in no unit) and each article (``art_N``, kind
    article, label its ``oj-ti-art`` line "Article premier" / "Article N", heading its
    ``oj-sti-art`` title).
    Chapters and sections (``cpt_*``, ``*.sct_*``: ``oj-ti-section-1`` number and
    ``oj-ti-section-2`` title) are headings and 'parent'. The OJ page header, title,
    citations, the formulas around the recitals, the final part (``fnp_1``: closing formula,
    signatures) and the footnotes are in no unit. Lists are tables: a point's label cell is
    printed before its text. Annexes (``anx_*``), when the act has any, are units of kind
    exhibit, label their first line.
    """
    import lxml.html

    root: Any = lxml.html.fromstring(src.read(repo, path))
    b = DocBuilder()
    header = root.xpath("//table[.//p[starts-with(@class, 'oj-hd-')]]")
    if header:
        b.outside(_oj_text(header[0]))
    title_lines = [_oj_text(p) for p in root.xpath("//div[@class='eli-main-title']//p")]
    if not title_lines:
        raise ValueError("no eli-main-title")
    for i, line in enumerate(title_lines):
        b.outside(line, "title" if i == 0 else "body")

    def subdivision(div: Any) -> None:
        ident = div.get("id") or ""
        last = ident.rsplit(".", 1)[-1]
        if last.startswith("rct_"):
            # the number printed in the recital's label cell, not the id's: some pages give
            # "considérant ce qui suit:" an id rct_1 of its own, and the ids run one ahead
            paras = _oj_blocks(div)
            m = _OJ_RECITAL.match(paras[0]) if paras else None
            if m is None:
                for para in paras:
                    b.outside(para)
                return
            n = m.group(1)
            b.start_unit("recital", n, f"({n})", None, label_line="")
            b.body(" ".join(paras))
            return
        if last.startswith("art_"):
            head = div.xpath("./p[contains(@class, 'oj-ti-art')]")
            line = _oj_text(head[0]) if head else ""
            m = _OJ_ART.match(line)
            if m is None:
                raise ValueError(f"{ident}: article line {line!r}")
            word = m.group(1)
            number = _FR_ORDINAL.get(word.lower(), word)
            sub = div.xpath("./div[@class='eli-title']")
            heading = _oj_text(sub[0]) if sub else None
            b.start_unit("article", number, line, heading or None)
            for para in _oj_blocks(div, skip=(*head[:1], *sub[:1])):
                b.body(para)
            return
        if last.startswith("anx_"):
            paras = _oj_blocks(div)
            if paras:
                b.start_unit("exhibit", last[4:].strip(), paras[0], None, title_line=False)
                for para in paras[1:]:
                    b.body(para)
            return
        # chapter, section, title, part: its own lines are the heading, then its content
        words: list[str] = []
        for child in div:
            cls = child.get("class") or "" if isinstance(child.tag, str) else ""
            if cls.startswith("oj-ti-section") or (cls == "eli-title" and not words[1:]):
                words.append(_oj_text(child))
                continue
            if words:
                b.heading(" ".join(w for w in words if w))
                words = []
            walk(child)
        if words:
            b.heading(" ".join(w for w in words if w))

    def walk(el: Any) -> None:
        if not isinstance(el.tag, str):
            return
        cls = el.get("class") or ""
        ident = el.get("id") or ""
        last = ident.rsplit(".", 1)[-1]
        # ELI ids name the subdivisions; a chapter's div carries its id without the
        # eli-subdivision class
        if last.startswith(("fnp_", "cit_")):
            for para in _oj_blocks(el):
                b.outside(para)
        elif last.startswith(("pbl_", "enc_")):
            for child in el:
                walk(child)
        elif _OJ_SUBDIVISION.match(last):
            subdivision(el)
        elif el.tag == "p":
            b.outside(_oj_text(el))
        elif el.tag == "div" and cls != "eli-main-title":
            for child in el:
                walk(child)

    def annex(div: Any) -> None:
        titles = div.xpath("./p[@class='oj-doc-ti']")
        if not titles:
            raise ValueError(f"{div.get('id')}: no annex title")
        label = _oj_text(titles[0])
        number = label.split()[-1] if len(label.split()) > 1 else "1"
        heading = " ".join(_oj_text(t) for t in titles[1:]) or None
        b.start_unit("exhibit", number, label, heading)
        for para in _oj_blocks(div, skip=tuple(titles)):
            b.body(para)

    # the act (the first eli-container), then its footnotes and annexes in page order
    containers = root.xpath("//div[@class='eli-container']")
    if not containers:
        raise ValueError("no eli-container")
    for child in containers[0]:
        walk(child)
    b.clear_parent()
    for el in root.xpath(
        "//p[@class='oj-note'] | //div[@class='eli-container'][starts-with(@id, 'anx_')]"
    ):
        if el.tag == "p":
            b.outside(_oj_text(el))
        else:
            annex(el)
    text, units = b.finish()
    if sum(u["kind"] == "article" for u in units) < 3:
        raise ValueError("fewer than 3 articles")
    language = (root.get("lang") or "").lower()[:2] or "fr"
    return Built(
        doc_id=doc_id,
        title=" ".join(title_lines[:2]),
        language=language,
        doc_type=doc_type,
        source_format="EUR-Lex XHTML of the Official Journal (CONVEX), as Cellar disseminates it",
        gold_method=(
            "markup, read with lxml by ELI subdivision: one unit per div rct_* that prints a "
            "'(N)' label (kind recital, number N, printed '(N) text' as its table row) and per "
            "div art_N (kind article, label its "
            "oj-ti-art line 'Article premier'/'Article N', heading its oj-sti-art title); "
            "cpt_/sct_ lines (oj-ti-section-1 number + oj-ti-section-2 title) are headings "
            "and 'parent'; lists (tables) printed 'a) text'; note calls '(3)' kept as printed; "
            "OJ header, title, citations, formulas, final part (fnp_1) and footnotes in no unit."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


_ELAWS_STYLE = re.compile(r"_(\d{3,5})_")
_ELAWS_ORDINALS = {w: str(i) for i, w in enumerate(_AR_ORDINALS, 1)} | {"الاولى": "1"}
_ELAWS_ART = re.compile(
    r"^المادة\s*\(?\s*(\d+|" + "|".join(_ELAWS_ORDINALS) + r")\s*\)?"  # number
    r"(?:\s*(مكرر(?:اً|ًا|ا)?(?:\s*\(?\d+\)?)?))?"  # "bis" ("14 مكرراً", "56 مكرر (1)")
    r"(?:\s*[-–—:]\s*|\s+|$)(.*)$"  # dash (or nothing), title
)


def _elaws_style(cls: str) -> str:
    """The Word paragraph style a class of the e-laws page encodes: "x__1601___1602___1585___1577_"
    -> "فقرة" (code points between underscores, other characters kept)."""
    return _ELAWS_STYLE.sub(lambda m: chr(int(m.group(1))), cls).replace("_", "")[1:]


def uae_elaws_html(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    """A UAE federal law as the Ministry of Justice's e-laws portal publishes it (HTML exported
    from Word, each paragraph a ``div`` whose class encodes its Arabic style name).

    Units: each paragraph of style "المادة…" opens an article (kind article, label "المادة 2" /
    "المادة الأولى", heading the title after its dash, printed as the page prints the line);
    paragraphs of style "فقرة" (and any other style) until the next article are its text.
    Paragraphs of style "الفصل" / "الباب" / "الفرع" / "القسم" (number line, then title line)
    are headings and 'parent'. The title block (قانون, تاريخ, عنوان للقانون, معدل…), the
    preamble (مقدمة القانون) before the first article, and the closing (صدر, الامضاء, نشر)
    after the last are in no unit; hidden paragraphs (``display:none``: footnote texts) are
    left out.
    """
    import lxml.html

    # the fetcher wrote the page as UTF-8 (the portal's own bytes are ASCII: character
    # references), with no charset the HTML parser would take
    root: Any = lxml.html.fromstring(src.read(repo, path).decode("utf-8"))
    b = DocBuilder()
    title: list[str] = []
    heading_words: list[str] = []
    seen_article = False
    closing = ("صدر", "الامضاء", "نشر")
    structural = ("الفصل", "الباب", "الفرع", "القسم", "الكتاب")

    def flush_heading() -> None:
        if heading_words:
            b.heading(" ".join(heading_words))
            heading_words.clear()

    for div in root.body.iter("div"):
        if "display:none" in (div.get("style") or "").replace(" ", ""):
            continue
        cls = div.get("class") or ""
        if not cls.startswith("x_"):
            continue
        style = _elaws_style(cls)
        text = " ".join(div.text_content().split())
        if not text:
            continue
        if style.startswith("المادة"):
            flush_heading()
            m = _ELAWS_ART.match(text)
            if m is None:
                raise ValueError(f"article line {text!r}")
            word, bis = m.group(1), m.group(2)
            number = _ELAWS_ORDINALS.get(word, word) + (f" {bis}" if bis else "")
            label = f"المادة {word}" + (f" {bis}" if bis else "")
            heading = m.group(3).rstrip("*").strip() or None
            b.start_unit("article", number, label, heading, label_line=text, title_line=False)
            seen_article = True
        elif style.startswith(structural):
            heading_words.append(text)
        elif style.startswith(closing) or not seen_article:
            flush_heading()
            if not seen_article:
                title.append(text)
            b.outside(text, "title" if len(title) == 1 and not seen_article else "body")
        else:
            flush_heading()
            b.body(text)
    text, units = b.finish()
    if len(units) < 3:
        raise ValueError(f"only {len(units)} articles found")
    return Built(
        doc_id=doc_id,
        title=" ".join(title[:1] + title[3:4]) if len(title) > 3 else " ".join(title[:1]),
        language="ar",
        doc_type="legislation (UAE federal decree-law, مرسوم بقانون اتحادي)",
        source_format=(
            "HTML page of the UAE Ministry of Justice e-laws portal (elaws.moj.gov.ae), saved "
            "verbatim by the repository's fetcher"
        ),
        gold_method=(
            "markup, read with lxml by the Word paragraph style each div's class encodes: one "
            "unit per 'المادة' paragraph (kind article, label 'المادة N'/'المادة الأولى', heading "
            "the title after its dash, '*' history marks left out of the heading, printed as "
            "the page prints the line), its 'فقرة' paragraphs its text; 'الفصل'/'الباب' lines "
            "(number + title) are headings and 'parent'; title block, preamble and closing "
            "(صدر, الامضاء, نشر) in no unit; hidden footnote texts left out."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# UK legislation: per-section Markdown rendered from legislation.gov.uk CLML (i.AI lex test data)

_LEX_SECTION = re.compile(r"^Section (\d+[A-Z]?)\) \*\*(.*?)\*\*\s*")
_LEX_SCHEDULE = re.compile(r"^(SCHEDULE(?: \d+[A-Z]?)?)\s+(.*)$")
_LEX_POINT = re.compile(r"^(\d+[A-Z]?|[a-z]{1,4}|[ivx]+)\) ")
_CITED_AS = re.compile(
    r"(?:may be cited as|short title of this (?:Act|Measure) is) (?:the )?(.+?)"
    r"(?:,? and (?:comes?|shall|extends?|come)|\.\s|\.$|;)"
)


def _lex_lines(text: str) -> list[str]:
    """Body lines as legislation.gov.uk prints them: "1) ..." -> "(1) ...", nested
    "Section 2) **Title**" (schedule paragraphs) -> "2 Title", Markdown marks dropped."""
    out: list[str] = []
    for raw in text.split("\n"):
        line = raw.strip().lstrip("#").strip()
        if not line:
            continue
        m = _LEX_SECTION.match(line)
        if m:
            line = f"{m.group(1)} {m.group(2)}" + (
                f" {line[m.end() :]}" if line[m.end() :].strip() else ""
            )
        else:
            line = _LEX_POINT.sub(lambda p: f"({p.group(1)}) ", line, count=1)
        line = line.replace("**", "").replace("*", "")
        out.append(" ".join(line.split()))
    return out


def uk_legislation_lex(src: Sources, repo: str, path: str, item: int, doc_id: str) -> Built:
    import ast

    tree = ast.parse(src.read(repo, path).decode("utf-8"))
    assign = tree.body[0]
    if not isinstance(assign, ast.Assign):
        raise ValueError("target_texts is not an assignment")
    acts = ast.literal_eval(assign.value)
    sections: list[str] = acts[item]
    cited = None
    for text in sections:
        cited = _CITED_AS.search(" ".join(text.replace("*", "").split()))
        if cited:
            break
    title = cited.group(1).strip() if cited else f"UK legislation (legislation.gov.uk), item {item}"
    b = DocBuilder()
    b.outside(title, "title")
    for text in sections:
        m = _LEX_SECTION.match(text)
        if m:
            number, heading = m.group(1), m.group(2).strip().rstrip(".") or None
            line = f"{number} {heading or ''}".strip()
            # the label is the printed line, as '1. DEFINITIONS' in ../shared/corpus's contract
            b.start_unit("article", number, line, heading, label_line=line, title_line=False)
            for line in _lex_lines(text[m.end() :]):
                b.body(line)
            continue
        first, _, rest = text.partition("\n")
        s = _LEX_SCHEDULE.match(first.strip())
        if s is None:
            raise ValueError(f"item {item}: unexpected block {text[:40]!r}")
        label = s.group(1)
        number = label.removeprefix("SCHEDULE").strip() or "1"
        heading = " ".join(s.group(2).replace("#", "").replace("*", "").split()) or None
        b.start_unit("exhibit", number, label, heading, label_line=label)
        for line in _lex_lines(rest):
            b.body(line)
    text, units = b.finish()
    return Built(
        doc_id=doc_id,
        title=title,
        language="en",
        doc_type="UK legislation (Act, Measure or statutory instrument)",
        source_format=(
            "Markdown per section, rendered from legislation.gov.uk CLML XML by i.AI's lex "
            "(tests/test_data/legislation_text_target.py)"
        ),
        gold_method=(
            "markup: one unit per 'Section N) **Title**' block (kind article: the Act's section "
            "or the instrument's article; printed 'N Title' on one line as legislation.gov.uk "
            "does, which is the label; heading = title) and per SCHEDULE block (kind exhibit, "
            "label 'SCHEDULE N', heading = the rest of its first line); subsection markers '1)' "
            "printed '(1)'. The "
            "title is the short title the first provisions cite, else a placeholder. Parts and "
            "cross-headings are not in this source."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# French judgments: Judilibre decision JSON (Cour de cassation open data: text + zones)

_JUDI_PARA = re.compile(r"^(\d{1,3})\.\s+\S")


def _judi_heading(para: str) -> bool:
    """A section heading of a Cour de cassation decision ("Faits et procédure", "Examen du
    moyen", "Réponse de la Cour"): a short line starting with a capital, not a sentence."""
    return len(para) <= 80 and para[:1].isupper() and para[-1] not in ".;:,»)"


def judilibre_decision(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    d = src.json(repo, path)
    raw: str = d["text"]
    zones = d.get("zones") or {}

    def zone_start(name: str) -> int | None:
        spans = zones.get(name) or []
        return min(z["start"] for z in spans) if spans else None

    body_start = zone_start("expose")
    body_end = zone_start("dispositif")
    if body_start is None or body_end is None:
        raise ValueError("decision without 'expose' or 'dispositif' zone")
    b = DocBuilder()
    last = 0
    for m in re.finditer(r"\S[^\n]*(?:\n(?!\s*\n)[^\n]*)*", raw):
        para = " ".join(m.group(0).split())
        if not para:
            continue
        if m.start() < body_start or m.start() >= body_end:
            b.outside(para)  # heading of the decision, parties, dispositif, annexed pleas
            continue
        num = _JUDI_PARA.match(para)
        if num and int(num.group(1)) == last + 1:
            last += 1
            b.start_unit("paragraph", str(last), f"{last}.", None, label_line="")
            b.body(para)
        elif _judi_heading(para):
            b.heading(para)
        else:
            b.body(para)
    text, units = b.finish()
    if len(units) < 5:
        raise ValueError(f"only {len(units)} numbered paragraphs found")
    title = (
        f"{d.get('jurisdiction', 'Cour de cassation')}, {d.get('chamber', '')}, "
        f"{d.get('decision_date', '')}, n° {d.get('number', '')}"
    )
    return Built(
        doc_id=doc_id,
        title=title,
        language="fr",
        doc_type="court judgment (France, Cour de cassation)",
        source_format="JSON (Judilibre decision: text, zones with offsets)",
        gold_method=(
            "markup + numbering: Judilibre's zones (introduction, exposé, moyens, motivations, "
            "dispositif, annexes) bound the reasoning; inside it one unit per paragraph "
            "'N. ...' with N running 1..n (kind paragraph, label 'N.'), running on over "
            "unnumbered paragraphs (quoted pleas) up to the next one or the next section "
            "heading ('Faits et procédure', 'Examen du moyen', 'Réponse de la Cour': short "
            "lines, not sentences), which are headings and 'parent'. The introduction (court, "
            "parties), the dispositif and the annexed pleas are in no unit."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )


# ---------------------------------------------------------------------------------------------
# UK legislation: legislation.gov.uk's own XML (CLML) of a whole Act or statutory instrument

CLML = "{http://www.legislation.gov.uk/namespaces/legislation}"
_CLML_SKIP = frozenset(
    {"CommentaryRef", "FootnoteRef", "MarginNoteRef", "Commentaries", "Footnotes", "Contents",
     "Metadata", "Image", "Figure", "IncludedDocument"}
)  # fmt: skip
_CLML_LINES = frozenset(
    {"Text", "Title", "Subtitle", "LongTitle", "DateText", "Number", "Reference", "th", "td"}
)
"""Elements printed as a paragraph of their own (a table cell is one paragraph)."""
_CLML_OUTSIDE = frozenset({"SignedSection", "ExplanatoryNotes", "EarlierOrders"})
"""Elements that close the provision before them and lie in no unit, wherever CLML puts them:
an instrument's signature block (``SignedSection``, inside its ``Body`` after the last
regulation), its explanatory note and the note of earlier commencement orders."""


def _clml_local(el: etree._Element) -> str:
    tag: object = el.tag  # a comment's or processing instruction's tag is not a string
    return etree.QName(tag).localname if isinstance(tag, str) else ""


def _clml_text(el: etree._Element) -> str:
    """An element's text without commentary and footnote references, blanks folded."""
    out: list[str] = []

    def visit(e: etree._Element) -> None:
        if _clml_local(e) in _CLML_SKIP:
            return
        out.append(e.text or "")
        for child in e:
            visit(child)
            out.append(child.tail or "")

    visit(el)
    return " ".join("".join(out).split())


def _clml_paras(el: etree._Element) -> list[str]:
    """The paragraphs of a provision's body as legislation.gov.uk prints them: each Text,
    title and table cell a paragraph; a subdivision's number ``(1)``, ``(a)`` opens its first
    paragraph; a schedule paragraph's number and title ("3 Transfer of property") are one line.
    """
    out: list[str] = []
    pending: list[str] = []

    def visit(e: etree._Element, depth: int) -> None:
        name = _clml_local(e)
        if not name or name in _CLML_SKIP:
            return
        if name == "P1group":
            title = e.find(f"{CLML}Title")
            p1s = e.findall(f"{CLML}P1")
            if title is not None and p1s:
                num = p1s[0].find(f"{CLML}Pnumber")
                line = _clml_text(title)
                if num is not None:
                    line = f"{_clml_text(num)} {line}"
                out.append(line)
                for i, p1 in enumerate(p1s):
                    for child in p1:
                        if i == 0 and _clml_local(child) == "Pnumber":
                            continue
                        visit(child, depth + 1)
                for child in e:
                    if _clml_local(child) not in ("Title", "P1"):
                        visit(child, depth + 1)
                return
        if name == "Pnumber":
            number = _clml_text(e)
            if number:
                parent = e.getparent()
                plain = parent is not None and _clml_local(parent) == "P1"
                pending.append(number if plain else f"({number})")
            return
        if name in _CLML_LINES:
            text = _clml_text(e)
            if name in ("th", "td") and not text:
                return
            if text:
                if pending:
                    text = f"{' '.join(pending)} {text}"
                    pending.clear()
                out.append(text)
            return
        for child in e:
            visit(child, depth + 1)

    for child in el:
        if _clml_local(el) == "P1" and _clml_local(child) == "Pnumber":
            continue  # the provision's own number is in its label line
        visit(child, 0)
    if pending:
        out.append(" ".join(pending))
    return out


def uk_legislation_clml(src: Sources, repo: str, path: str, doc_id: str) -> Built:
    """A whole Act or instrument from legislation.gov.uk's CLML (its ``data.xml``).

    Units: each section of an Act or regulation/article of an instrument (a ``P1`` of the
    body, kind article, printed "N Title" as legislation.gov.uk does, "N." in an instrument)
    and each schedule (kind exhibit, label its number line "Schedule N", heading its title).
    Parts, chapters and cross-headings (``Part``, ``Chapter``, ``Pblock``) of the body are
    headings and parents; inside a schedule they are its text. The prelims (title, long title,
    enacting formula), the signature block (``SignedSection``, which an instrument's ``Body``
    holds after its last regulation) and whatever follows the schedules (explanatory note) are
    in no unit;
    commentaries and footnotes are left out (their references are marks, not text).
    """
    root = etree.fromstring(src.read(repo, path))
    title_el = root.find(".//{http://purl.org/dc/elements/1.1/}title")
    title = " ".join((title_el.text or "").split()) if title_el is not None else doc_id
    main = root.find(f"{CLML}Primary")
    secondary = main is None
    if main is None:
        main = root.find(f"{CLML}Secondary")
    if main is None:
        raise ValueError("neither <Primary> nor <Secondary>")
    b = DocBuilder()
    b.outside(title, "title")

    def provision(p1: etree._Element, heading: str | None) -> None:
        num_el = p1.find(f"{CLML}Pnumber")
        number = _clml_text(num_el) if num_el is not None else ""
        printed = f"{number}." if secondary and number else number
        line = f"{printed} {heading}".strip() if heading else printed
        b.start_unit("article", number, line, heading, label_line=line, title_line=False)
        for para in _clml_paras(p1):
            b.body(para)

    def outside(el: etree._Element) -> None:
        for para in _clml_paras(el) if len(el) else [_clml_text(el)]:
            b.outside(para)

    def body(el: etree._Element) -> None:
        for child in el:
            name = _clml_local(child)
            if not name or name in _CLML_SKIP or name in ("Number", "Title"):
                continue
            if name in _CLML_OUTSIDE:
                outside(child)
            elif name in ("Part", "Chapter", "Pblock", "PsubBlock"):
                words = [_clml_text(x) for x in child if _clml_local(x) in ("Number", "Title")]
                b.heading(" ".join(w for w in words if w))
                body(child)
            elif name == "P1group":
                group_title = child.find(f"{CLML}Title")
                heading = _clml_text(group_title) if group_title is not None else None
                for i, p1 in enumerate(child.findall(f"{CLML}P1")):
                    provision(p1, heading if i == 0 else None)
            elif name == "P1":
                provision(child, None)
            else:
                for para in _clml_paras(child) if len(child) else [_clml_text(child)]:
                    b.body(para)

    for part in main:
        name = _clml_local(part)
        if name.endswith("Prelims"):
            for para in _clml_paras(part):
                b.outside(para)
        elif name == "Body":
            body(part)
        elif name == "Schedules":
            # direct children: a schedule quoted in an amendment belongs to another Act
            for schedule in part.findall(f"{CLML}Schedule"):
                num = schedule.find(f"{CLML}Number")
                label = _clml_text(num) if num is not None else "Schedule"
                tb = schedule.find(f"{CLML}TitleBlock")
                heading = _clml_text(tb) if tb is not None else None
                number = label.split()[-1] if len(label.split()) > 1 else "1"
                b.start_unit("exhibit", number, label, heading or None, label_line=label)
                for child in schedule:
                    if _clml_local(child) in ("Number", "TitleBlock"):
                        continue
                    if _clml_local(child) in _CLML_OUTSIDE:
                        outside(child)
                        continue
                    for para in _clml_paras(child) if len(child) else [_clml_text(child)]:
                        b.body(para)
        elif name not in _CLML_SKIP:
            outside(part)  # signatures, explanatory note
    text, units = b.finish()
    if len(units) < 3:
        raise ValueError(f"only {len(units)} provisions found")
    return Built(
        doc_id=doc_id,
        title=title,
        language="en",
        doc_type="UK legislation (Act, Measure or statutory instrument)",
        source_format="legislation.gov.uk CLML XML (data.xml) of the whole Act or instrument",
        gold_method=(
            "markup: one unit per P1 of the body (kind article: an Act's section, an "
            "instrument's regulation or article; printed 'N Title' on one line, 'N.' in an "
            "instrument, as legislation.gov.uk does; heading = its P1group's Title) and per "
            "Schedule (kind exhibit, label its Number 'Schedule N', heading its TitleBlock); "
            "Part/Chapter/Pblock (cross-heading) Number and Title of the body are headings and "
            "'parent', inside a schedule its text; subdivision numbers printed '(1)', '(a)'; "
            "CommentaryRef/FootnoteRef marks and the commentaries are left out; prelims, the "
            "signature block (SignedSection, inside the Body after the last provision) and "
            "explanatory notes are in no unit."
        ),
        repo=repo,
        paths=[path],
        text=text,
        units=units,
        blocks=b.blocks,
    )
