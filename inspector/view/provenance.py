"""Why a chunk starts where it does, in words, from the provenance the engine recorded.

No Qt here. The sentences use what a Chunk and its Boundary carry (kind, rule, level, heading
path, tokens, maximum) and the rule tables of the configuration (a rule's unit or role):

    Starts at "(4) Records closed …" : split at a numbered paragraph (rule paren_digit,
    depth 1) because "Article 15 — Access" has 1,330 tokens > 800 (article maximum).
"""

from __future__ import annotations

from inspector.engine.types import BoundaryKind
from inspector.view.chunk_state import ChunkState

_RANK_NAMES = {
    0: "annex level",
    1: "part",
    2: "title",
    3: "chapter",
    4: "section",
    5: "subsection",
    6: "article/clause",
}
_STRUCTURAL = frozenset({BoundaryKind.DOCUMENT_START, BoundaryKind.HEADING, BoundaryKind.UNIT})
_SPLIT_WORDS = {
    BoundaryKind.NUMBERED: "a numbered paragraph",
    BoundaryKind.DEFINED_TERM: "a defined term",
    BoundaryKind.PARAGRAPH: "a paragraph break",
    BoundaryKind.TABLE_ROW: "a table row",
    BoundaryKind.LINE: "a line break after a sentence end",
    BoundaryKind.SENTENCE: "a sentence end",
    BoundaryKind.WORD: "a word (one sentence was over the maximum)",
}
_UNIT_RULES = {
    "judgment_para": "a numbered judgment paragraph",
    "preamble": "the preamble",
    "signature": "a signature block",
}
FLAG_WORDS = {
    "word_cut": "A sentence longer than the maximum was cut at a word.",
    "too_long": "Over the maximum and cannot be split further (one table row or one word).",
    "table_part": "Part of a table split between rows; the header row is repeated in the "
    "embedding text.",
    "under_50": "Under 50 tokens: a fragment or a heading on its own?",
    "embed_over_limit": "Its embedding text is over the embedding model's input limit "
    "(embedding.model_max_tokens): the model would not read all of it.",
}
"""A sentence per chunk flag, for the detail pane and tooltips."""


FSI = "\u2068"
"""FIRST STRONG ISOLATE: quoted text takes its own direction from its first strong letter."""
PDI = "\u2069"
"""POP DIRECTIONAL ISOLATE: ends the isolate."""


def quoted(text: str, limit: int = 48) -> str:
    """``text`` in curly quotes, shortened to ``limit`` characters, as a bidi isolate.

    The isolate keeps an Arabic quotation inside an English sentence from pulling the
    neighbouring numbers and punctuation into its right-to-left run (and the reverse).
    """
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return f"“{FSI}{text}{PDI}”"


def rule_role(state: ChunkState, rule: str) -> str:
    """What a rule recognises, from the configuration ("article", "recital", ...) or ""."""
    if rule.startswith("markup_"):
        # the source's markup (Akoma Ntoso elements, EUR-Lex classes), not a pattern: scan
        return f"{rule.removeprefix('markup_')} marked in the source's markup"
    config = state.config
    for heading in config.heading_rules:
        if heading.name == rule:
            return heading.unit
    for numbering in config.numbering_rules:
        if numbering.name == rule:
            return f"{numbering.scheme} numbering"
    for cue in config.unit_cues:
        if cue.name == rule:
            return cue.role
    return ""


def start_reason(state: ChunkState, index: int) -> str:
    """How the boundary at the start of chunk ``index`` was made (one clause, no full stop)."""
    chunk = state.chunks[index]
    boundary = chunk.boundary
    if boundary.kind is BoundaryKind.DOCUMENT_START or index == 0:
        return "starts the document"
    role = rule_role(state, boundary.rule)
    if boundary.kind is BoundaryKind.HEADING:
        rank = _RANK_NAMES.get(boundary.level, f"level {boundary.level}")
        what = f", level {boundary.level} ({role or rank})"
        return f"by rule {boundary.rule}{what}"
    if boundary.kind is BoundaryKind.UNIT:
        words = _UNIT_RULES.get(boundary.rule) or (f"a {role}" if role else "a unit of its own")
        return f"by rule {boundary.rule}: {words}"
    words = _SPLIT_WORDS.get(boundary.kind, boundary.kind.value)
    depth = f", depth {boundary.level}" if boundary.level else ""
    return f"split at {words} (rule {boundary.rule}{depth})"


def unit_span(state: ChunkState, index: int) -> range:
    """The chunks cut from the same unit as chunk ``index`` (one chunk if it was not split).

    A unit starts at a structural boundary (document start, heading, unit); the parts after it
    start at split boundaries and share its heading path.
    """
    chunks = state.chunks
    first = index
    while (
        first > 0
        and chunks[first].boundary.kind not in _STRUCTURAL
        and chunks[first - 1].heading_path == chunks[index].heading_path
    ):
        first -= 1
    last = index
    while (
        last + 1 < len(chunks)
        and chunks[last + 1].boundary.kind not in _STRUCTURAL
        and chunks[last + 1].heading_path == chunks[index].heading_path
    ):
        last += 1
    return range(first, last + 1)


def describe(state: ChunkState, index: int) -> str:
    """The provenance of chunk ``index`` in one or two sentences."""
    chunk = state.chunks[index]
    start = f"Starts at {quoted(state.first_line(index))}"
    sentence = f"{start} {start_reason(state, index)}"
    if sentence.endswith("starts the document"):
        sentence = f"{start}: the beginning of the document"
    span = unit_span(state, index)
    if len(span) > 1:
        tokens = sum(state.chunks[i].token_count for i in span)
        name = chunk.heading_path[-1] if chunk.heading_path else chunk.heading_text
        profile_name, _ = state.profile_of(index)
        because = (
            f"{quoted(name)} has {tokens:,} tokens > {chunk.max_tokens:,} "
            f"({profile_name.replace('_', ' ')} maximum)"
        )
        part = span.index(index) + 1
        if chunk.boundary.kind in _STRUCTURAL:
            sentence += f"; the unit was split into {len(span)} parts because {because}"
        else:
            sentence += f", part {part} of {len(span)}, because {because}"
    sentences = [sentence + "."]
    if chunk.overlap_tokens and index > 0:
        sentences.append(
            f"The embedding text begins with the last {chunk.overlap_tokens} tokens of "
            f"#{index - 1} (overlap)."
        )
    sentences += [FLAG_WORDS.get(flag, f"Flag: {flag}.") for flag in state.flags(index)]
    return " ".join(sentences)


def summary(state: ChunkState, index: int) -> str:
    """A few plain-text lines for a tooltip: heading, size, rule, pages, flags."""
    chunk = state.chunks[index]
    pages = (
        f"page {chunk.page_start + 1}"
        if chunk.page_start == chunk.page_end
        else f"pages {chunk.page_start + 1}–{chunk.page_end + 1}"
    )
    lines = [
        f"#{index} · {chunk.heading_text or state.first_line(index)}",
        f"{chunk.chunk_type.value} · {chunk.token_count:,} tokens (max {chunk.max_tokens:,})"
        f" · {chunk.language or 'language unknown'} · {pages}",
        f"{chunk.boundary.kind.value} boundary, {start_reason(state, index)}",
    ]
    flags = state.flags(index)
    if flags:
        lines.append("flags: " + ", ".join(flags))
    return "\n".join(lines)
