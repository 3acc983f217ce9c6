r"""Alternative chunking strategies, compared with the legal engine on a retrieval eval.

Pure Python (no Qt, no PyMuPDF). Every strategy returns a ``ChunkSet`` that keeps the engine's
invariants: chunks tile ``Document.text``, excluded spans lie inside chunks, token counts are
cl100k tokens of the key layer of the exported text, and every chunk's boundary names the rule
that made it (``recursive:\n\n``, ``semantic:drop``, ``child:space``, or an engine rule).

- ``config``: ``StrategyConfig`` and its ``[strategy]`` TOML table.
- ``run``: ``chunk_with_strategy`` (legal, recursive, semantic, hybrid, parent_child).
- ``recursive`` / ``semantic``: the splitters; ``embedding``: MiniLM (optional extra).
- ``tiles`` / ``counting``: cuts to chunks, exact token counts.
- ``records``: export records with ``parentId``.
"""
