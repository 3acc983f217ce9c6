"""The document's title (prepended to every chunk's embedding text), with the cue that chose it.

Candidates, in order: the title the loader found (PDF or DOCX metadata, else a block laid out
as a title), then the first lines of the text (page furniture left out). Stamps and banners
are never a title: "CONFIDENTIAL", "EXECUTION VERSION", "DRAFT", "EXHIBIT 10.26",
"Confidential Treatment Requested", file names, web addresses, lines without letters. Of the
others, the first that names an instrument of the decided type at its start or end ("…
AGREEMENT", "Statute of …", "Loi n° …", "نظام العمل") wins, then the first that names one
anywhere ("A v B"), since a document's metadata title or first line is often something else
(a browser's page title, a party's name, a sentence); failing that, the first candidate left.
The cue says which candidate and why ("metadata title", "line 3, names a contract:
'AGREEMENT'").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from inspector.engine.types import DocumentType

OPENING_LINES = 15
"""Non-empty lines of the text read as title candidates."""

OPENING_CHARS = 3000
"""Characters of the text read for those lines."""

MAX_TITLE_CHARS = 200
"""Longer candidates are sentences, not titles (a line is cut to this when nothing better)."""

_STAMP_WORDS = (
    r"(?:strictly\s+)?(?:private\s+and\s+)?confidential(?:\s+treatment\s+requested)?|privileged"
    r"|draft|final|execution\s+(?:version|copy)|conformed\s+copy|redacted|sample|specimen"
    r"|for\s+discussion(?:\s+purposes)?(?:\s+only)?|without\s+prejudice|copy|original"
    r"|confidentiel(?:le)?|projet|version\s+(?:finale|définitive)|document\s+de\s+travail"
    r"|سري(?:\s+للغاية)?|مسودة|نسخة(?:\s+نهائية)?|خاص"
)
_STAMP = re.compile(
    rf"^[\W_]*(?:(?:{_STAMP_WORDS})[\W_]*)+$"
    # "EXHIBIT 10.26", "Annex II", "Schedule 3", "ملحق رقم 2": a label of an attachment
    r"|^[\W_]*(?:exhibit|annex(?:e|ure)?|schedule|appendix|attachment|pièce|ملحق|مرفق)"
    r"(?:\s+(?:n[°o]\.?|no\.|رقم))?\s*[\w.\-()]{0,12}[\W_]*$"
    # file names, web addresses, a word processor's window title
    r"|\.(?:pdf|docx?|rtf|html?|txt|odt)\b|https?://|\bwww\.|^microsoft\s+word\s+-"
    # page furniture read as a line: "Page 3 of 12", "Source: …"
    r"|^(?:page|p\.|pg\.?)\s*\d+(?:\s*(?:of|/|de|sur)\s*\d+)?$|^source\s*:",
    re.IGNORECASE,
)
_LETTER = re.compile(r"[^\W\d_]")
_BANNER = re.compile(
    r"^[\W_]*(?:r[ée]publique|royaume|principaut[ée]|[ée]mirats?|sultanat|kingdom\s+of"
    r"|republic\s+of|pr[ée]sidence|secr[ée]tariat\s+g[ée]n[ée]ral|minist[èe]re|ministry\s+of)\b"
    r"|^[\W_]*(?:المملكة|الجمهورية|دولة|الإمارات\s+العربية|سلطنة|رئاسة|وزارة|الأمانة\s+العامة)",
    re.IGNORECASE,
)
"""A state's or an authority's banner ("RÉPUBLIQUE ALGÉRIENNE DÉMOCRATIQUE ET POPULAIRE",
"ROYAUME DU MAROC", "المملكة الأردنية الهاشمية"): the cover of an official edition. When the
text opens with one and no opening line names the document, the act's own line further down
is the title (``ACT_LINE_CHARS``)."""
_TATWEEL = "\u0640"
"""Arabic tatweel (kashida): stretches a word on the page ("عقــد"); not part of the title, or
a search for "عقد" misses it."""
ACT_LINE_CHARS = 20000
"""When no opening line names the decided type, characters of the text searched for a line
that starts with its name and a number ("Ordonnance n° 66-155 du 8 juin 1966 portant code de
procédure pénale" after an official edition's cover and table of contents)."""
_ACT_NUMBER = re.compile(r"[^\S\n]*(?:n[°o]\.?|no\.|number|رقم|\(?[0-9])", re.IGNORECASE)

_NAMES: dict[DocumentType, re.Pattern[str]] = {
    DocumentType.CONTRACT: re.compile(
        r"\b(?:agreement|contract|deed|memorandum\s+of\s+understanding|licen[cs]e|lease"
        r"|terms\s+and\s+conditions|contrat|convention|accord|avenant|protocole)\b"
        r"|عقد|اتفاقية|اتفاق|مذكرة\s+تفاهم",
        re.IGNORECASE,
    ),
    DocumentType.LEGISLATION: re.compile(
        r"\b(?:act|law|code|statute|constitution|directive|treaty|charter|ordinance|loi"
        r"|ordonnance|dahir)\b|قانون|نظام|مجلة|دستور|ظهير|مرسوم\s+بقانون",
        re.IGNORECASE,
    ),
    DocumentType.REGULATION: re.compile(
        r"\b(?:regulations?|decree|order|rules|by-?laws?|règlement|décret|arrêté|circulaire)\b"
        r"|لائحة|اللائحة|مرسوم|قرار|نظام",
        re.IGNORECASE,
    ),
    DocumentType.JUDGMENT: re.compile(
        r"\b(?:judgment|judgement|arrêt|jugement|décision)\b|(?<=\S\s)(?:v\.?|c\.)(?=\s\S)"
        r"|حكم|قرار|(?<=\s)ضد(?=\s)",
        re.IGNORECASE,
    ),
}


def choose_title(
    document_title: str,
    text: str,
    excluded: Sequence[tuple[int, int]],
    document_type: DocumentType,
) -> tuple[str, str]:
    """The document's title and the cue that chose it ("" and "" when there is none).

    Args:
        document_title: the title the loader found ("" if none).
        text: the document's text.
        excluded: excluded spans (page furniture) as ``(start, end)`` offsets into ``text``,
            in order; lines starting inside one are not candidates.
        document_type: the decided type, whose names a title is expected to hold (for
            ``UNKNOWN``, the first candidate that may be a title is taken).
    """
    candidates: list[tuple[str, str]] = []
    if document_title.strip():
        candidates.append((" ".join(document_title.split()), "metadata title"))
    candidates += [(line, f"line {n}") for n, line in enumerate(_opening(text, excluded), 1)]
    candidates = [(line.replace(_TATWEEL, ""), source) for line, source in candidates]
    usable = [(line, source) for line, source in candidates if _may_be_title(line)]
    names = [(document_type, _NAMES[document_type])] if document_type in _NAMES else []
    named: list[tuple[str, str, re.Match[str]]] = []
    for line, source in usable:
        if len(line) > MAX_TITLE_CHARS:
            continue
        for _kind, pattern in names:
            found = pattern.search(line)
            if found is not None:
                named.append((line, source, found))
    # A title starts or ends with the name of its kind ("مرسوم بتحديد ...", "Statute of ...",
    # "CO-BRANDING AGREEMENT"); a sentence that mentions one in passing does not.
    for line, source, found in sorted(named, key=lambda item: not _heads_or_tails(*item[::2])):
        return line, f"{source}, names a {document_type.value}: {found.group().strip()!r}"
    act_line = _act_line(text, excluded, names, usable)
    if act_line is not None:
        return act_line
    if usable:
        line, source = usable[0]
        return line[:MAX_TITLE_CHARS].rstrip(), source
    return "", ""


def _opening(text: str, excluded: Sequence[tuple[int, int]]) -> list[str]:
    """The first ``OPENING_LINES`` non-empty lines of ``text``, furniture left out."""
    lines: list[str] = []
    position = 0
    spans = iter(excluded)
    span = next(spans, None)
    limit = min(len(text), OPENING_CHARS)
    while position < limit and len(lines) < OPENING_LINES:
        end = text.find("\n", position)
        if end < 0:
            end = len(text)
        while span is not None and span[1] <= position:
            span = next(spans, None)
        inside = span is not None and span[0] <= position < span[1]
        line = " ".join(text[position:end].split())
        if line and not inside:
            lines.append(line.strip("# "))
        position = end + 1
    return lines


def _heads_or_tails(line: str, found: re.Match[str]) -> bool:
    """Whether the name ``found`` in ``line`` is among its first two words or ends it."""
    return len(line[: found.start()].split()) <= 1 or not _LETTER.search(line, found.end())


def _act_line(
    text: str,
    excluded: Sequence[tuple[int, int]],
    names: list[tuple[DocumentType, re.Pattern[str]]],
    usable: list[tuple[str, str]],
) -> tuple[str, str] | None:
    """The act's own line further down, when the text opens with a banner or has no title.

    The line starts with the decided type's name and a number ("Ordonnance n° 66-155 du 8 juin
    1966 portant code de procédure pénale" on page 7 of an official edition).
    """
    if not names or (usable and _BANNER.search(usable[0][0]) is None):
        return None
    pattern = names[0][1]
    position = 0
    limit = min(len(text), ACT_LINE_CHARS)
    for number, raw in enumerate(text[:limit].split("\n"), 1):
        start, position = position, position + len(raw) + 1
        if any(a <= start < b for a, b in excluded):
            continue
        line = " ".join(raw.replace(_TATWEEL, "").split())
        found = pattern.match(line)
        if (
            found is not None
            and _ACT_NUMBER.match(line, found.end())
            and len(line) <= MAX_TITLE_CHARS
            and _may_be_title(line)
        ):
            cue = f"line {number}, names a {names[0][0].value} with its number"
            return line, f"{cue}: {found.group().strip()!r}"
    return None


def _may_be_title(line: str) -> bool:
    """Whether ``line`` can be a title: it has letters and is no stamp, banner or table row.

    Nor a wrapped fragment of a sentence: it starts in lower case or ends with a comma.
    """
    return (
        bool(_LETTER.search(line))
        and _STAMP.search(line) is None
        and not line.startswith("|")
        and line.count(" | ") < 2
        and not line[:1].islower()
        and not line.endswith(",")
    )
