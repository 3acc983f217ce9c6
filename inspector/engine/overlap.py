"""The embedding text of a chunk: contextual header, overlap tail, table header, body.

Seed 000 and seed 002, in that order of precedence:

- ``Document: <title> > <heading path>`` is prepended (seed 002's contextual header); the last
  element of the path is the chunk's ``headingText``.
- Overlap is a trailing tail: the last ``Chunk.overlap_tokens`` tokens of the previous chunk,
  taken from below that chunk's heading lines (the heading is never repeated). The chunker
  sets ``overlap_tokens`` only for contract clauses and judgment paragraphs that do not start
  at a heading, so overlap never crosses one. The tiled text is never duplicated.
- A part of a table split between rows repeats the table's header row.
- Everything is in the key layer: tashkeel and tatweel stripped, Eastern digits ASCII (the
  stored ``text`` keeps them). Excluded spans (page furniture) are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspector.document.model import Document
from inspector.document.normalize import build_key_layer
from inspector.engine.config import ChunkingConfig
from inspector.engine.spans import excluded_key_ranges, kept_text
from inspector.engine.tokens import cl100k_base
from inspector.engine.types import Chunk, ChunkSet

_TAIL_CHARS_PER_TOKEN = 8
"""Characters of context encoded per wanted tail token (cl100k averages 2-5 per token)."""


class EmbedTextBuilder:
    """Builds the embedding texts of one chunked document."""

    def __init__(self, document: Document, chunk_set: ChunkSet, config: ChunkingConfig) -> None:
        self.document = document
        self.chunks = chunk_set.chunks
        self.config = config
        self.title = chunk_set.title or document.title or _stem(document.source_path)
        self.key = document.key
        self.excluded = excluded_key_ranges(document)
        self._headers: dict[tuple[str, ...], str] = {}  # heading path -> its header line

    def header(self, path: tuple[str, ...]) -> str:
        """The contextual header of a chunk under ``path``, in the key layer, with its gap.

        Consecutive chunks mostly share a heading path: each distinct path is rendered once.
        """
        header = self._headers.get(path)
        if header is None:
            line = self.config.header.format(title=self.title, path=" > ".join(path))
            header = self._headers[path] = build_key_layer(line).text.rstrip(" >") + "\n\n"
        return header

    def all(self) -> list[str]:
        """The embedding text of every chunk, in order."""
        return [self.text_of(i) for i in range(len(self.chunks))]

    def text_of(self, index: int) -> str:
        """The embedding text of chunk ``index``."""
        return "".join(self.pieces_of(index))

    def pieces_of(self, index: int) -> tuple[str, str, str]:
        """The embedding text of chunk ``index`` in three pieces, joined in this order.

        ``(head, tail, body)``: the contextual header and table header (ending with a line
        break), the overlap tail, and the chunk's own key text -- whose cl100k count is the
        chunk's ``token_count``, so a caller counting the whole need only count the rest.
        """
        chunk = self.chunks[index]
        head: list[str] = []
        if self.config.contextual_header:
            head.append(self.header(chunk.context_path))
        if chunk.table_header:
            head.append(chunk.table_header + "\n")
        tail = self.overlap_tail(index) if index > 0 else ""
        return "".join(head), tail, self.key_text(chunk.start, chunk.end)

    def key_text(self, start: int, end: int) -> str:
        """The key text of text range ``[start, end)`` with excluded spans left out."""
        key_start, key_end = self.key.key_offset(start), self.key.key_offset(end)
        return kept_text(self.key.text, key_start, key_end, self.excluded)

    def overlap_tail(self, index: int) -> str:
        """The last ``overlap_tokens`` tokens of the chunk before ``index`` (below its heading)."""
        chunk = self.chunks[index]
        if chunk.overlap_tokens <= 0 or index == 0:
            return ""
        previous = self.chunks[index - 1]
        start = max(previous.start, previous.body_start)
        source = self.key_text(start, previous.end)
        if not source.strip():
            return ""
        return last_tokens(source, chunk.overlap_tokens)


def last_tokens(text: str, count: int) -> str:
    """The text of the last ``count`` cl100k tokens of ``text`` (a broken character dropped)."""
    encoding = cl100k_base()
    window = text[-count * _TAIL_CHARS_PER_TOKEN :]
    tokens = encoding.encode_ordinary(window)
    while len(tokens) < count and len(window) < len(text):
        window = text[-2 * len(window) :]
        tokens = encoding.encode_ordinary(window)
    return encoding.decode_bytes(tokens[-count:]).decode("utf-8", errors="ignore")


def embed_texts(document: Document, chunk_set: ChunkSet, config: ChunkingConfig) -> list[str]:
    """The embedding text of every chunk of ``chunk_set`` (see the module docstring)."""
    return EmbedTextBuilder(document, chunk_set, config).all()


def _stem(path: str) -> str:
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[0] if "." in name else name


def context_header(chunks: Sequence[Chunk], index: int, title: str, config: ChunkingConfig) -> str:
    """The contextual header line of chunk ``index`` alone (for display)."""
    path = " > ".join(chunks[index].context_path)
    return config.header.format(title=title, path=path).rstrip(" >")
