"""The values the engine produces: boundaries with provenance, chunks, chunk sets.

Units and invariants (every type below):

- Offsets are ``str`` indices into ``Document.text``; ranges are half-open ``[start, end)``.
- The chunks of a ``ChunkSet`` **tile** the text: ``chunks[0].start == 0``, each chunk starts
  where the previous one ends and the last ends at ``len(document.text)``. Excluded spans (page
  furniture) lie inside chunk ranges, never across a boundary, and are left out of a chunk's
  exported text and token count. A document with no text outside excluded spans and
  whitespace has no chunks.
- Token counts are cl100k_base tokens of the key layer (tashkeel stripped, Eastern digits
  ASCII) of the chunk's exported text.
- Page indices are 0-based here; records show them 1-based.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DocumentType(StrEnum):
    """What kind of legal document a text is (seed 000's ``documentType``)."""

    CONTRACT = "contract"
    LEGISLATION = "legislation"
    JUDGMENT = "judgment"
    REGULATION = "regulation"
    UNKNOWN = "unknown"


class ChunkType(StrEnum):
    """What a chunk holds (seed 000's ``chunkType``)."""

    CLAUSE = "clause"
    ARTICLE = "article"
    RECITAL = "recital"
    DEFINITION = "definition"
    JUDGMENT_PARA = "judgment_para"
    OTHER = "other"


PROFILE_OF_TYPE: dict[ChunkType, str] = {
    ChunkType.ARTICLE: "article",
    ChunkType.JUDGMENT_PARA: "judgment_para",
    ChunkType.RECITAL: "recital",
    ChunkType.DEFINITION: "definition",
}
"""The size profile of each chunk type but clauses (short or long by size) and ``other``.

Here rather than with the profiles (``config``) so that the window can read it without loading
the engine's configuration machinery.
"""


class BoundaryKind(StrEnum):
    """Why a chunk may start at an offset, strongest first (see ``rules`` for the spec)."""

    DOCUMENT_START = "document_start"
    HEADING = "heading"
    UNIT = "unit"
    NUMBERED = "numbered"
    DEFINED_TERM = "defined_term"
    PARAGRAPH = "paragraph"
    TABLE_ROW = "table_row"
    LINE = "line"
    SENTENCE = "sentence"
    WORD = "word"


_KIND_STRENGTH = {
    BoundaryKind.DOCUMENT_START: 1000,
    BoundaryKind.HEADING: 900,
    BoundaryKind.UNIT: 800,
    BoundaryKind.NUMBERED: 700,
    BoundaryKind.DEFINED_TERM: 600,
    BoundaryKind.PARAGRAPH: 500,
    BoundaryKind.TABLE_ROW: 400,
    BoundaryKind.LINE: 300,
    BoundaryKind.SENTENCE: 200,
    BoundaryKind.WORD: 100,
}


@dataclass(frozen=True, slots=True)
class Boundary:
    """A place where a chunk may start, and the rule that put it there (provenance).

    Attributes:
        offset: text offset of the first character after the boundary.
        kind: the boundary level.
        rule: name of the rule that matched (``en_article``, ``decimal_multi``, ``blank_line``).
        level: heading rank for headings (1 = part ... 6 = article/clause, 0 = annex or
            signature), numbering depth (1 = outermost) for numbered paragraphs, else 0.
    """

    offset: int
    kind: BoundaryKind
    rule: str
    level: int = 0

    @property
    def strength(self) -> int:
        """Larger is stronger: a split uses the strongest boundaries available first."""
        depth_penalty = self.level if self.kind is BoundaryKind.NUMBERED else 0
        rank_penalty = self.level if self.kind is BoundaryKind.HEADING else 0
        return _KIND_STRENGTH[self.kind] - 10 * depth_penalty - rank_penalty


@dataclass(frozen=True, slots=True)
class Chunk:
    """One chunk: a range of the document text with its provenance and metadata.

    Attributes:
        start: first text offset (inclusive).
        end: one past the last text offset.
        boundary: the boundary the chunk starts at (rule and level).
        chunk_type: clause, article, recital, definition, judgment_para or other.
        heading_path: headings from the outermost down to the chunk's own unit heading.
        heading_text: the label of the nearest unit ("Article 7 — Confidentiality"), with the
            range of paragraphs for a part of a split unit ("Article 4(1)–(3), Definitions").
        language: "en", "fr", "ar", "mixed", another langdetect code, or "" if unknown.
        token_count: cl100k tokens of the exported key text (excluded spans left out).
        max_tokens: the hard maximum of the size profile the chunk was cut with.
        overlap_tokens: tokens of the previous chunk's tail to prepend in the embedding text
            (0 when the profile has none or the chunk starts at a heading).
        page_start: 0-based page of the first content character.
        page_end: 0-based page of the last content character.
        flags: engine flags: ``word_cut`` (a sentence over the maximum was cut at a word),
            ``too_long`` (over the maximum and not splittable: one table row or one word),
            ``table_part`` (a part of a table split between rows).
        table_header: for a table part after the first, the table's header row (repeated in
            the embedding text only, never in the tiled text); else "".
        body_start: text offset after the chunk's own heading lines (``start`` when it has
            none); an overlap tail taken from this chunk never reaches above it.
        context_path: the path shown in the contextual header: ``heading_path`` with the
            unit's own heading replaced by ``heading_text`` (or ``heading_text`` appended).
    """

    start: int
    end: int
    boundary: Boundary
    chunk_type: ChunkType
    heading_path: tuple[str, ...]
    heading_text: str
    language: str
    token_count: int
    max_tokens: int
    overlap_tokens: int
    page_start: int
    page_end: int
    flags: tuple[str, ...] = ()
    table_header: str = ""
    body_start: int = -1
    context_path: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TypeDecision:
    """The document type and the cue that decided it.

    Attributes:
        document_type: the decided type.
        cue: name of the deciding cue (``en_contract_agreement``), ``override`` when the user
            chose the type, or "" when nothing matched.
        evidence: the text the cue matched ("" for an override or no match).
        offset: text offset of the evidence, or -1.
    """

    document_type: DocumentType
    cue: str
    evidence: str = ""
    offset: int = -1


@dataclass(frozen=True, slots=True)
class ChunkSet:
    """The result of chunking one document.

    Attributes:
        chunks: the chunks, tiling the text (see the module docstring).
        type_decision: the document type and the cue that decided it.
        language: the document's dominant language.
        title: the document title used in contextual headers.
        config_hash: hash of the configuration used (``ChunkingConfig.config_hash``).
        prep_version: version of the chunking rules (``PREP_VERSION``).
        title_cue: what chose ``title`` (``engine.title.choose_title``: "metadata title",
            "line 3, names a contract: 'AGREEMENT'"), or "" when not recorded.
    """

    chunks: tuple[Chunk, ...]
    type_decision: TypeDecision
    language: str
    title: str
    config_hash: str
    prep_version: str
    title_cue: str = ""

    @property
    def document_type(self) -> DocumentType:
        """The decided document type."""
        return self.type_decision.document_type
