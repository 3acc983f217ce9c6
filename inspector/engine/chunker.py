"""``chunk_document``: Document + ChunkingConfig -> ChunkSet (pure, deterministic, cancellable).

The pipeline (the spec is in ``rules``): scan the key layer into segments (``scan``), classify
the document (``classify``), build units (``structure``), split units over their maximum
(``splitting``), then turn parts into chunks that tile the text, with provenance, heading
text, language, pages and overlap budget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from inspector.document.model import Document
from inspector.engine import labels
from inspector.engine.assembly import ChunkAssembler, Draft, cut_words
from inspector.engine.classify import classify
from inspector.engine.config import (
    PREP_VERSION,
    ChunkingConfig,
    SizeProfile,
    compiled_rules,
)
from inspector.engine.languages import LanguageModel
from inspector.engine.scan import Scanner
from inspector.engine.sentences import abbreviation_set
from inspector.engine.spans import KeptOffset, excluded_key_ranges, kept_text
from inspector.engine.splitting import SplitContext, split_atoms, unit_atoms
from inspector.engine.structure import StructureBuilder
from inspector.engine.title import choose_title
from inspector.engine.token_index import TokenCounter
from inspector.engine.types import (
    PROFILE_OF_TYPE,
    Boundary,
    BoundaryKind,
    ChunkSet,
    ChunkType,
    DocumentType,
)
from inspector.engine.unit_sizes import UnitSizes
from inspector.engine.units import Display, Unit, UnitKind
from inspector.errors import Cancelled

ProgressCallback = Callable[[int, int], None]
"""``on_progress(done, total)``: percent of the work done (``total`` is 100)."""
CancelCheck = Callable[[], bool]
"""``should_cancel()``: polled between units of work; true makes chunking raise Cancelled."""

_CANCEL_EVERY = 32


def chunk_document(
    document: Document,
    config: ChunkingConfig,
    *,
    on_progress: ProgressCallback | None = None,
    should_cancel: CancelCheck | None = None,
    document_type: DocumentType | None = None,
) -> ChunkSet:
    """Chunk ``document`` with ``config``.

    Args:
        document: the loaded document.
        config: sizes, rules and toggles.
        on_progress: called with (percent done, 100).
        should_cancel: polled between stages and every few units.
        document_type: the user's choice of type, overriding classification.

    Returns:
        The chunks (tiling ``document.text``; see ``types``) and the document's type, language
        and title, the configuration hash and the prep version.

    Raises:
        Cancelled: ``should_cancel`` returned true.
    """
    return _Run(document, config, on_progress, should_cancel).execute(document_type)


class _Run:
    """One chunking run over one document."""

    def __init__(
        self,
        document: Document,
        config: ChunkingConfig,
        on_progress: ProgressCallback | None,
        should_cancel: CancelCheck | None,
    ) -> None:
        self.document = document
        self.config = config
        self.key = document.key.text
        self.to_text = document.key.to_text
        self.rules = compiled_rules(config)
        self.on_progress = on_progress
        self.should_cancel = should_cancel
        self.abbreviations = abbreviation_set(config.abbreviations.values())
        self.page_starts = [p.text_start for p in document.pages]

    def execute(self, override: DocumentType | None) -> ChunkSet:
        self._check()
        excluded = excluded_key_ranges(self.document)
        counter = TokenCounter(kept_text(self.key, 0, len(self.key), excluded))
        return self._chunks(counter, excluded, override)

    def _chunks(
        self,
        counter: TokenCounter,
        excluded: list[tuple[int, int]],
        override: DocumentType | None,
    ) -> ChunkSet:
        languages = LanguageModel(self.document)
        self.languages = languages
        self.language = languages.document
        scanner = Scanner(self.document, self.rules, self.language)
        self.scanner = scanner
        self.segments = scanner.scan()
        self._progress(30)
        self._check()
        decision = classify(self.key, self.segments, self.rules, override=override)
        # A key layer that is the text itself (nothing normalised: most Latin-script texts)
        # is read directly, without the offset map.
        same = self.key is self.document.text and self.document.key.keeps_offsets()
        display = Display(self.key, self.document.text, None if same else self.to_text)
        units = StructureBuilder(
            self.key,
            self.segments,
            self.config,
            self.rules,
            decision.document_type,
            self.language,
            display,
            excluded,
        ).build()
        self._progress(40)
        self._check()
        self.sizes = UnitSizes(self.segments, counter, excluded, len(self.key))
        self._progress(50)
        kept = KeptOffset(excluded)
        # Ranges that do not end at line starts (sentence and word cuts) are counted from the
        # same encode, with only their partial first and last lines encoded again.
        self.count = lambda start, end: counter.count_range(kept(start), kept(end))
        assembler = ChunkAssembler(self.document, self.config, excluded, languages, self.count)
        # Units are sized, grouped, split and assembled in order, as their token counts come
        # in: the first ones while the worker still encodes the end of the text.
        for index, group in enumerate(self._groups(units)):
            if index % _CANCEL_EVERY == 0:
                self._check()
                self._progress(50 + 45 * group[0].first // max(1, len(self.segments)))
            for draft in self._drafts(group):
                assembler.add(draft)
        chunks = assembler.finish()
        self._progress(100)
        title, title_cue = choose_title(
            self.document.title,
            self.document.text,
            [(span.start, span.end) for span in self.document.excluded],
            decision.document_type,
        )
        return ChunkSet(
            chunks=tuple(chunks),
            type_decision=decision,
            language=self.language,
            title=title,
            config_hash=self.config.config_hash,
            prep_version=PREP_VERSION,
            title_cue=title_cue,
        )

    def _check(self) -> None:
        if self.should_cancel is not None and self.should_cancel():
            raise Cancelled("chunking was cancelled")

    def _progress(self, percent: int) -> None:
        if self.on_progress is not None:
            self.on_progress(percent, 100)

    # -- units -> drafts -------------------------------------------------------------------

    def _profile(self, unit: Unit) -> SizeProfile:
        profiles = self.config.profiles
        if unit.chunk_type is ChunkType.CLAUSE:
            short = profiles["clause_short"]
            return short if unit.tokens <= short.max_tokens else profiles["clause_long"]
        return profiles[PROFILE_OF_TYPE.get(unit.chunk_type, "other")]

    def _groups(self, units: list[Unit]) -> Iterator[list[Unit]]:
        """Units one by one, sized, each in a group of its own.

        A numbered judgment paragraph is the unit a judgment is cited by ("at [23]"), as an
        article is in legislation: it is never merged with its neighbours, however short (a
        chunk holding paragraphs 2-3 answers for neither).
        """
        sizes = self.sizes
        for unit in units:
            sizes.size(unit)
            yield [unit]

    def _drafts(self, group: list[Unit]) -> list[Draft]:
        unit = group[0]
        profile = self._profile(unit)
        boundary = self._unit_boundary(unit)
        if unit.tokens <= profile.max_tokens:
            # The common case, a unit kept whole: its draft without a Part in between.
            start, end = self.segments[unit.first].start, self.segments[unit.last - 1].end
            text = self._whole_text(unit)
            return [self._draft(unit, start, end, unit.tokens, boundary, text, profile)]
        language = self._unit_language(unit)  # once: it counts the letters of the whole unit
        self.sizes.size_segments(unit)
        parts = split_atoms(
            unit_atoms(self.segments, unit.first, unit.body, unit.last, boundary),
            self._context(unit, profile, language),
            self._heading_end(unit),
        )
        drafts = []
        for index, part in enumerate(parts):
            text = labels.part_text(
                unit, part.first_label, part.last_label, index, len(parts), self.config, language
            )
            drafts.append(
                self._draft(
                    unit,
                    part.start,
                    part.end,
                    part.tokens,
                    part.boundary,
                    text,
                    profile,
                    exact=part.exact,
                    flags=part.flags,
                    table=part.table,
                )
            )
        return drafts

    def _context(self, unit: Unit, profile: SizeProfile, language: str) -> SplitContext:
        arabic = language == "ar" and self.config.arabic_small_end
        return SplitContext(
            key=self.key,
            excluded=self.scanner.excluded,
            count=self.count,
            cut_words=cut_words,
            max_tokens=profile.max_tokens,
            pack_target=profile.pack_target(small_end=arabic),
            min_own=self.config.numbered_min_tokens,
            abbreviations=self.abbreviations,
            pack_numbered=unit.is_definitions,
        )

    def _unit_language(self, unit: Unit) -> str:
        start, end = self.segments[unit.first].start, self.segments[unit.last - 1].end
        kind = self.languages.kind(self.key[start:end])
        return "ar" if kind == "ar" else (self.language if kind != "mixed" else "mixed")

    def _unit_boundary(self, unit: Unit) -> Boundary:
        start = self.segments[unit.first].start
        kind = BoundaryKind.DOCUMENT_START if unit.first == 0 else unit.start_kind
        rule = "document_start" if unit.first == 0 else unit.start_rule
        return Boundary(start, kind, rule, unit.start_level)

    def _heading_end(self, unit: Unit) -> int:
        """Key offset after the unit's last heading line (parts never start before it)."""
        if not unit.headings:
            return self.segments[unit.first].content
        last = self.segments[unit.headings[-1]]
        end = self.key.find("\n", last.content, last.end)
        return last.end if end == -1 else end + 1

    def _whole_text(self, unit: Unit) -> str:
        if unit.kind is UnitKind.JUDGMENT_PARA:
            return labels.judgment_text([unit], self.config, self.language)
        return labels.whole_text(unit)

    def _draft(
        self,
        unit: Unit,
        start: int,
        end: int,
        tokens: int,
        boundary: Boundary,
        text: str,
        profile: SizeProfile,
        *,
        exact: bool = True,
        flags: Sequence[str] = (),
        table: int = -1,
    ) -> Draft:
        """The draft of key range ``[start, end)`` of ``unit`` (a part of it, or all of it)."""
        at_unit_start = start == self.segments[unit.first].start
        body = self._heading_end(unit) if at_unit_start and unit.headings else start
        path = unit.path
        own = bool(unit.headings) or (bool(path) and text.startswith(path[-1]))
        context = (*path[:-1], text) if own and path else (*path, text)
        header = ""
        if table >= 0 and boundary.kind is BoundaryKind.TABLE_ROW:
            header = self._table_header(table)
        return Draft(
            start,
            end,
            tokens,
            exact,
            boundary,
            unit.chunk_type,
            text,
            path,
            tuple(filter(None, context)),
            profile,
            list(flags),
            header,
            body,
        )

    def _table_header(self, table: int) -> str:
        start = self.scanner.blocks.tables[table][0]
        end = self.key.find("\n", start)
        return self.key[start : len(self.key) if end == -1 else end].strip()
