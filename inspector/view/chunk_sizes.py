"""Chunk sizes as the window judges them: a chunk's size profile, the small-chunk mark.

Plain Python, no Qt, and no engine import at load time (the window module loads this; the
engine's configuration module is imported when a profile is first asked for). Sizes are
cl100k token counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inspector.engine.types import PROFILE_OF_TYPE, Chunk, ChunkType

if TYPE_CHECKING:
    from inspector.engine.config import ChunkingConfig, SizeProfile

SMALL_TOKENS = 50
"""Seed 002's small-chunk mark: ``inspector.engine.stats.SMALL_TOKENS`` (a test keeps it so)."""


def profile_of(chunk: Chunk, config: ChunkingConfig) -> tuple[str, SizeProfile]:
    """The size profile ``chunk`` was cut with under ``config`` (its name and sizes).

    A clause's profile is the clause profile with the chunk's maximum (short or long); any
    other type's is named after the type. A profile ``config`` lacks falls back to the first
    of ``PROFILE_NAMES`` it has.
    """
    from inspector.engine.config import PROFILE_NAMES

    profiles = config.profiles
    if chunk.chunk_type is ChunkType.CLAUSE:
        names = [n for n in ("clause_short", "clause_long") if n in profiles]
        matching = [n for n in names if profiles[n].max_tokens == chunk.max_tokens]
        name = (matching or names or ["other"])[0]
    else:
        name = PROFILE_OF_TYPE.get(chunk.chunk_type, "other")
    if name not in profiles:
        name = next(n for n in PROFILE_NAMES if n in profiles)
    return name, profiles[name]
