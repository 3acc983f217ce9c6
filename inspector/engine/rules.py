"""The legal boundary rules as data, compiled once per configuration; the written spec.

Vocabulary (used everywhere in the engine, the review layer and the GUI):

- *boundary*: an offset between two chunks. Every boundary has a *kind* (its level: document
  start, heading, unit, numbered paragraph, defined term, paragraph, table row, line, sentence,
  word) and the *rule* that made it (a pattern name such as ``en_article`` or
  ``decimal_multi``).
- *heading*: a line that names a structural division: part, book, title, chapter, section,
  subsection, article, clause, annex, schedule, exhibit, appendix. Its *rank* orders the
  divisions (0 annex/schedule/exhibit/appendix, which reset the path; 1 part/book; 2 title;
  3 chapter; 4 section; 5 subsection; 6 article/clause).
- *heading path*: the headings in force at a point, outermost first.
- *unit*: what a chunk should hold whole when it fits: an article or clause (a heading and its
  body), a numbered judgment paragraph, a recital, the preamble, a signature block, an annex.
- *cue*: a pattern that recognises a document type or a unit role (recital, citation,
  enacting formula, signature, definitions heading, defined term).
- *profile*: the token sizes for a chunk type (seed 000's table).

The algorithm (the contract ``chunker`` implements):

1. Scan the key layer line by line: headings (rules below, plus heading blocks and Markdown
   ``#`` lines), numbered paragraphs, paragraph starts (blank line or block start), table rows,
   and lines that follow a sentence end. A heading must look like one: the label alone on its
   line, or followed by a separator (``—``, ``-``, ``:``, ``.``) and a title, or by a title
   starting with a capital; and it must begin a paragraph, follow a finished sentence or
   another heading, or stand alone. So "under Article 6(1)" or a wrapped line starting
   "Article 12, paragraph 2, ..." are cross-references, not headings.
2. Classify the document (contract, legislation, judgment, regulation, unknown) from its cues.
3. Build units: a run of consecutive headings and the body up to the next heading is one unit
   (a heading never ends a chunk); in judgments each numbered paragraph continuing the
   sequence 1, 2, 3 ... is a unit; recitals and signature blocks are units of their own.
4. A unit within its profile's maximum is one chunk. A larger one is split at the strongest
   boundaries inside it first: numbered paragraphs (outermost first; parts under
   ``numbered_min_tokens`` merge into their parent), defined terms, paragraphs (merged while
   under the target), table rows (header repeated in the embedding text), lines after a
   sentence end, sentence ends (legal abbreviations are not ends), and only for a single
   sentence over the maximum a word, flagged ``word_cut``. Arabic units pack to the small end
   of the target range.
5. In judgments, every numbered paragraph is a chunk of its own, however short: it is the
   unit a judgment is cited by ("at [23]"), as an article is in legislation.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from inspector.engine.cues import RoleCues
from inspector.engine.patterns import expand, unnamed
from inspector.engine.prefilter import line_prefilter


@dataclass(frozen=True, slots=True)
class HeadingRule:
    """A heading pattern.

    Attributes:
        name: unique rule name, shown as provenance (``en_article``).
        language: "en", "fr", "ar" or "any".
        unit: part, book, title, chapter, section, subsection, article, clause, annex,
            schedule, exhibit or appendix.
        rank: 0 (annex level) to 6 (article/clause); see the module docstring.
        pattern: regex for the label at the start of a line (``{FRAGMENT}`` references are
            expanded); a ``label`` group names the label. With ``tail = "standard"`` the shared
            heading tail follows; with ``tail = "none"`` the pattern must match the whole line
            and may capture ``title`` itself.
        tail: "standard" or "none".
        promote_if_no_units: in a document with no heading of rank 6, this rule's headings
            are the units (rank 6): a Tunisian ``الفصل 1`` is an article, a UK ``Section 12``
            too.
    """

    name: str
    language: str
    unit: str
    rank: int
    pattern: str
    tail: str = "standard"
    promote_if_no_units: bool = False


@dataclass(frozen=True, slots=True)
class NumberingRule:
    """A paragraph-numbering pattern at the start of a line.

    Attributes:
        name: unique rule name (``decimal_multi``).
        scheme: the numbering family; depth is inferred per unit by the order in which
            families appear (``decimal`` uses one family per number of components).
        pattern: regex with a ``label`` group.
    """

    name: str
    scheme: str
    pattern: str


UNIT_CUE_ROLES: dict[str, str] = {
    "recital": "a recital's opening ('Whereas', 'Considérant', 'حيث')",
    "recitals_heading": "a line naming the recitals ('RECITALS', 'WITNESSETH', 'تمهيد')",
    "citation": "a citation of the preamble ('Having regard to', 'Vu', 'بعد الاطلاع على')",
    "formula": "an enacting formula that closes the preamble ('HAVE ADOPTED ...:')",
    "signature": "the start of the signatures ('Done at', 'Fait à', 'صدر في')",
    "signatory": "a line of a signature block (a company's name, 'By:', 'Name:')",
    "definitions_heading": "a heading that opens the definitions ('Definitions')",
    "defined_term": "a definition's opening ('“Term” means', '« Terme » désigne')",
    "amending_formula": "an amending formula whose quoted text follows ('insert—')",
    "amended_unit": "the provision an amending formula names, its number in group n",
    "judgment_front": "a judgment's cover line ('JUDGMENT', 'ARRÊT'), no section heading",
    "judgment_role": "a judge's, party's or officer's line ('MR JUSTICE X', 'LE GREFFIER')",
    "judgment_section": "a judgment's section heading by its words ('MOTIFS DE LA DÉCISION')",
    "judgment_operative": "the heading of a judgment's operative part ('PAR CES MOTIFS')",
    "judgment_operative_lead": "an operative part's opening line ('On those grounds, the Court')",
    "judgment_subheading": "a heading between numbered paragraphs ('Réponse de la Cour')",
    "judgment_visa": "a court's citation of the texts it applies ('Vu l'article 4 :')",
    "stamp": "a page stamp, never a heading or title ('CONFIDENTIAL')",
    "line_continues": "a line that runs on into the next (a wrapped sentence's end)",
    "item_joined": "a list item ending with ',', ';', 'and' or 'or': the list goes on",
    "column_label": "a lone letter above a column, no heading",
    "toc_entry": "a table of contents' entry (label, words, page number or provisions)",
    "toc_reference": "a table of contents' page reference",
    "toc_heading": "a table of contents' heading ('CONTENTS', 'SOMMAIRE', 'الفهرس')",
}
"""Every role a unit cue can play, with what it recognises (the engine reads no other)."""


@dataclass(frozen=True, slots=True)
class Cue:
    """A pattern recognising a document type or a unit role.

    Attributes:
        name: unique cue name (``en_whereas``), shown as provenance.
        role: for document cues the document type (a ``DocumentType`` value but
            ``unknown``); for unit cues one of ``UNIT_CUE_ROLES`` (a configuration naming
            another fails to load).
        language: "en", "fr", "ar" or "any".
        pattern: regex searched in the text (document cues) or matched at the start of a
            paragraph (unit cues; heading cues match the heading line).
        weight: score a document cue adds to its type (unit cues: unused).
    """

    name: str
    role: str
    language: str
    pattern: str
    weight: int = 1


@dataclass(frozen=True, slots=True)
class HeadingMatch:
    """A line recognised as a heading.

    ``label`` and ``title`` are whitespace-normalised; ``label_span`` and ``title_span`` are
    their ranges in the matched string (``title_span`` is empty when there is no title).
    """

    rule: HeadingRule
    label: str
    title: str
    label_span: tuple[int, int] = (0, 0)
    title_span: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class NumberMatch:
    """A line starting with a paragraph number."""

    rule: NumberingRule
    label: str


class CompiledRules:
    """The rule tables of one configuration, compiled.

    Heading rules are tried in order, the rules of the document's language first; numbering
    rules in order. Patterns are matched against a line with its indentation (and a Markdown
    ``#`` prefix) removed.
    """

    def __init__(
        self,
        headings: Sequence[HeadingRule],
        numbering: Sequence[NumberingRule],
        cues: Sequence[Cue],
        fragments: Mapping[str, str],
        heading_tail: str,
    ) -> None:
        # Regexes compile on first use: Python's compiler is slow on these large patterns
        # (about half a second for all of them), and a short document reaches only the rules
        # up to the first that matches each of its candidate lines.
        tail = expand(heading_tail, fragments)
        self.headings = tuple(headings)
        self.numbering = tuple(numbering)
        self.cues = tuple(cues)
        self._heading_sources = tuple(
            expand(r.pattern, fragments) + (tail if r.tail == "standard" else "") for r in headings
        )
        # A label then a title in a script without letter case ("البند ألاول استلام و تسليم
        # الماجور."): no capital shows where the title starts, so the standard tail cannot tell
        # it from a cross-reference ("المادة 5 من هذا القانون"); only a heading block may. Only
        # provisions: a contents table set in heading blocks lists the chapters so
        # ("الفصل الأول تعاريف وأحكام عامة (1-5)"), and a chapter block is a heading anyway.
        self._caseless_sources = tuple(
            expand(r.pattern, fragments) + _CASELESS_TITLE
            if r.tail == "standard" and r.unit in _PROVISION_UNITS
            else None
            for r in headings
        )
        self._caseless_res: dict[int, re.Pattern[str]] = {}
        self._number_sources = tuple(expand(r.pattern, fragments) for r in numbering)
        self._cue_sources = {c.name: expand(c.pattern, fragments) for c in cues}
        self._cues_by_role: dict[str, list[Cue]] = {}
        for cue in cues:
            self._cues_by_role.setdefault(cue.role, []).append(cue)
        self._role_cues = {
            role: RoleCues(
                listed,
                [unnamed(self._cue_sources[c.name]) for c in listed],
                [c.language for c in listed],
            )
            for role, listed in self._cues_by_role.items()
        }
        self._heading_res: dict[int, re.Pattern[str]] = {}
        self._number_res: dict[int, re.Pattern[str]] = {}
        self._cue_res: dict[str, re.Pattern[str]] = {}
        patterns = [r.pattern for r in headings] + [r.pattern for r in numbering]
        # One pass over the whole text finds the few lines worth trying the rules on: a line
        # start where some heading or numbering label matches (``prefilter``).
        self.prefilter = line_prefilter([unnamed(expand(p, fragments)) for p in patterns])
        self._heading_matchers: dict[tuple[int, ...], Callable[[str], HeadingMatch | None]] = {}
        self._title_groups = tuple(_title_groups(source) for source in self._heading_sources)

    def validate(self) -> None:
        """Compile every pattern now (a user configuration fails early, naming the rule).

        Raises:
            ValueError: a pattern does not compile.
        """
        named = [(r.name, s) for r, s in zip(self.headings, self._heading_sources, strict=True)]
        named += [(r.name, s) for r, s in zip(self.numbering, self._number_sources, strict=True)]
        named += list(self._cue_sources.items())
        for name, source in named:
            try:
                re.compile(source)
            except re.error as exc:
                raise ValueError(f"pattern of rule {name!r} does not compile: {exc}") from None

    def heading_order(self, language: str) -> tuple[int, ...]:
        """Indexes of the heading rules, those of ``language`` first (stable otherwise)."""
        return _language_first(tuple(r.language for r in self.headings), language)

    def match_heading(self, line: str, order: tuple[int, ...]) -> HeadingMatch | None:
        """The first heading rule (in ``order``) matching ``line``, or None."""
        return self.heading_matcher(order)(line)

    def heading_matcher(self, order: tuple[int, ...]) -> Callable[[str], HeadingMatch | None]:
        """``match_heading`` for one rule order (one function per order, kept)."""
        matcher = self._heading_matchers.get(order)
        if matcher is not None:
            return matcher
        regexes = self._heading_res
        sources = self._heading_sources
        make = self._heading_match

        def match(line: str) -> HeadingMatch | None:
            for index in order:
                regex = regexes.get(index)
                if regex is None:
                    regex = regexes[index] = re.compile(sources[index])
                found = regex.match(line)
                if found is not None:
                    return make(index, found)
            return None

        self._heading_matchers[order] = match
        return match

    def match_caseless_heading(self, line: str, order: tuple[int, ...]) -> HeadingMatch | None:
        """The first rule (in ``order``) whose label opens ``line`` before an Arabic title.

        Arabic has no letter case: the standard tail takes such a title only after a separator.
        For a line set as a heading (a heading block).
        """
        for index in order:
            source = self._caseless_sources[index]
            if source is None:
                continue
            regex = self._caseless_res.get(index)
            if regex is None:
                regex = self._caseless_res[index] = re.compile(source)
            found = regex.match(line)
            if found is not None:
                label = " ".join(found.group("label").split())
                title = found.group("caseless")
                return HeadingMatch(
                    self.headings[index],
                    label,
                    _clean_title(title),
                    found.span("label"),
                    found.span("caseless"),
                )
        return None

    def _heading_match(self, index: int, match: re.Match[str]) -> HeadingMatch:
        has_title, has_title2 = self._title_groups[index]
        title = (match.group("title") or "") if has_title else ""
        group = "title"
        if not title:
            group = "title2"
            title = (match.group("title2") or "") if has_title2 else ""
        label = " ".join((match.group("label") or "").split())
        title_span = match.span(group) if title else (0, 0)
        return HeadingMatch(
            self.headings[index], label, _clean_title(title), match.span("label"), title_span
        )

    def match_number(self, line: str) -> NumberMatch | None:
        """The first numbering rule matching the start of ``line``, or None."""
        regexes = self._number_res
        for index in range(len(self.numbering)):
            regex = regexes.get(index)
            if regex is None:
                regex = regexes[index] = re.compile(self._number_sources[index])
            match = regex.match(line)
            if match is not None:
                return NumberMatch(self.numbering[index], match.group("label").strip())
        return None

    def cue(
        self, role: str, text: str, *, search: bool = False, specific: bool = False
    ) -> Cue | None:
        """The first cue of ``role`` matching ``text`` (at its start unless ``search``).

        ``specific`` (start matches only): None also when the first matching cue is of
        language ``any``.
        """
        if not search:
            role_cues = self._role_cues.get(role)
            return None if role_cues is None else role_cues.match(text, specific=specific)
        for cue in self._cues_by_role.get(role, []):
            if self.cue_regex(cue.name).search(text) is not None:
                return cue
        return None

    def cue_names(self, role: str) -> list[str]:
        """The names of the cues of ``role``, in configuration order."""
        return [cue.name for cue in self._cues_by_role.get(role, [])]

    def cue_regex(self, name: str) -> re.Pattern[str]:
        """The compiled pattern of the cue called ``name``."""
        regex = self._cue_res.get(name)
        if regex is None:
            regex = self._cue_res[name] = re.compile(self._cue_sources[name])
        return regex


_PROVISION_UNITS = frozenset(("article", "clause"))
"""The units whose label opens a heading block before an Arabic title (``_CASELESS_TITLE``)."""

_CASELESS_TITLE = r"[^\S\n]+(?P<caseless>[\u0621-\u064A][^\n]{0,99})$"
"""A title after a label, starting with an Arabic letter (a script without case)."""


@functools.lru_cache(maxsize=8)
def _language_first(languages: tuple[str, ...], language: str) -> tuple[int, ...]:
    first = [i for i, lang in enumerate(languages) if lang == language]
    return tuple(first + [i for i, lang in enumerate(languages) if lang != language])


def _title_groups(source: str) -> tuple[bool, bool]:
    """Whether a heading pattern has a ``title`` group and a ``title2`` group."""
    return "(?P<title>" in source, "(?P<title2>" in source


_TITLE_JUNK = " \t\u00a0—–-:.،"


def _clean_title(title: str) -> str:
    return " ".join(title.strip().lstrip(_TITLE_JUNK).split())
