"""Imported once by the fork server so that every load worker starts warm.

No Qt here. :mod:`inspector.gui.tasks` names this module in ``set_forkserver_preload``: the
fork server imports it before forking any worker, and each worker is a fork of that server. So
the imports below (PyMuPDF, the loaders, the engine: about 0.35 s), the cl100k ranks (about
0.2 s) and the compiled default rules (about 0.4 s, including the combined heading patterns
for each document language) are paid once per application run instead of once per opened file.
Importing this module has those side effects on purpose; nothing else should import it.
"""

from __future__ import annotations

import inspector.document.docx
import inspector.document.pdf
import inspector.document.plain
import inspector.engine.chunker
from inspector.gui import load_worker, rechunk_worker

__all__ = ["load_worker", "rechunk_worker"]

# Keep the linters from flagging the imports above as unused: they are the point.
_MODULES = (inspector.document.docx, inspector.document.pdf, inspector.document.plain)
_ENGINE = inspector.engine.chunker
load_worker.warm_engine()
