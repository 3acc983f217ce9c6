"""Library code changes no process-wide state; only the entry points may (``cli_process``).

Below the ``cli*`` modules, ``inspector/gui`` and the fork servers' preload modules, nothing
disables or freezes the garbage collector, changes the switch interval, edits ``sys.modules``
or reads CPython's private regex parser: checked in the source and, on real documents, while
the code runs.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

import inspector
from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.token_index import LARGE_TEXT

PACKAGE = Path(inspector.__file__).parent
SAMPLES = PACKAGE.parent / "sample_docs"

ENTRY_POINTS = ("cli.py", "cli_*.py", "gui/**/*.py", "workers/warmup.py", "__main__.py")
"""Modules that own their process: the command, its subcommands, the window and its workers'
fork server (``workers/warmup.py``), the batch's fork server (``cli_batch_warmup.py``)."""

FORBIDDEN = {
    "gc.disable(": "pauses the garbage collector",
    "gc.freeze(": "freezes the garbage collector",
    "gc.set_threshold(": "retunes the garbage collector",
    "setswitchinterval(": "changes the interpreter's switch interval",
    "sys.modules[": "edits sys.modules",
    "re._compiler": "reaches into re's compiler",
    "import _parser": "reads CPython's private regex parser",
    "sre_parse": "reads CPython's private regex parser",
    "detector_factory._factory": "replaces langdetect's module-level factory",
    "DetectorFactory.seed": "sets langdetect's class-wide seed",
}


def _library_modules() -> list[Path]:
    entry = {p for pattern in ENTRY_POINTS for p in PACKAGE.glob(pattern)}
    return sorted(p for p in PACKAGE.rglob("*.py") if p not in entry)


def _offenders(paths: list[Path], root: Path) -> list[str]:
    """``path:line what`` for each forbidden construct in code (comments and docs skipped)."""
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if code.lstrip().startswith(('"', "'", "``")):
                continue
            found += [
                f"{path.relative_to(root)}:{number} {what}"
                for construct, what in FORBIDDEN.items()
                if construct in code
            ]
    return found


def test_library_source_changes_no_process_wide_state() -> None:
    assert _offenders(_library_modules(), PACKAGE) == []


def test_the_source_check_finds_each_construct(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(
        "import gc, re, sys\n"
        "# gc.disable() in a comment is fine\n"
        + "".join(f"{construct}x)  # planted\n" for construct in FORBIDDEN),
        encoding="utf-8",
    )
    found = _offenders([planted], tmp_path)
    assert [line.split(" ", 1)[1] for line in found] == list(FORBIDDEN.values())


def _blocked_imports() -> set[str]:
    """Names ``sys.modules`` maps to None (``import name`` then fails)."""
    entries: dict[str, object] = dict(sys.modules)
    return {name for name, module in entries.items() if module is None}


def _state() -> tuple[bool, float, int]:
    return gc.isenabled(), sys.getswitchinterval(), gc.get_freeze_count()


def _kept(before: tuple[bool, float, int], after: tuple[bool, float, int]) -> bool:
    """Whether ``after`` keeps the state of ``before``.

    The frozen objects' count may go down by objects being freed (an entry point tested
    earlier in this worker process froze them), never up (a ``gc.freeze()``) nor to 0 from
    more (a ``gc.unfreeze()``).
    """
    frozen_before, frozen_after = before[2], after[2]
    unfrozen = frozen_after == 0 < frozen_before
    return after[:2] == before[:2] and frozen_after <= frozen_before and not unfrozen


@pytest.mark.parametrize("name", ["law_en_data_archives.pdf", "loi_fr_archives.docx"])
def test_loading_and_chunking_keep_the_process_state(name: str) -> None:
    before = _state()
    modules_before = _blocked_imports()
    seen: list[tuple[bool, float, int]] = []
    document = load_document(SAMPLES / name, on_progress=lambda d, t: seen.append(_state()))
    # A long text, so that token counts come from the whole text's encode.
    long = document.text * (LARGE_TEXT // max(1, len(document.text)) + 2)
    assert len(long) > LARGE_TEXT
    from tests.engine.documents import document_from_text

    for doc in (document, document_from_text(long)):
        chunk_document(doc, default_config(), on_progress=lambda d, t: seen.append(_state()))
    assert seen
    assert all(_kept(before, state) for state in seen), (before, set(seen))
    assert _kept(before, _state())
    assert _blocked_imports() == modules_before


def test_language_detection_leaves_langdetect_as_it_found_it() -> None:
    from langdetect import DetectorFactory, detector_factory

    from inspector.document.language import detect_latin

    module_factory, class_seed = detector_factory._factory, DetectorFactory.seed
    # No English or French function word: langdetect itself is asked.
    assert detect_latin("Der Vertrag tritt am Tag nach seiner Verkündung in Kraft.") == "de"
    assert detector_factory._factory is module_factory
    assert DetectorFactory.seed == class_seed
