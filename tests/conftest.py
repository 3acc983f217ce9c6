"""Test-wide setup: Qt on the offscreen platform, hypothesis profiles, shared paths."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# Before anything imports Qt: pytest-qt creates the QApplication after conftest is loaded.
os.environ["QT_QPA_PLATFORM"] = os.environ.get("INSPECTOR_TEST_QPA", "offscreen")
os.environ.setdefault("QT_ENABLE_HIGHDPI_SCALING", "0")
for _var in ("QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS"):  # keep grabs 1:1
    os.environ.pop(_var, None)
_runtime = Path(tempfile.gettempdir()) / f"inspector-test-runtime-{os.getuid()}"
_runtime.mkdir(mode=0o700, exist_ok=True)
os.environ.setdefault("XDG_RUNTIME_DIR", str(_runtime))

import shutil  # noqa: E402

from inspector.cli_process import lean_pymupdf  # noqa: E402

# The test process is an entry point too: PyMuPDF without its unused layout and LLM helpers,
# as the application imports it (``inspector.cli_process``).
lean_pymupdf()
import subprocess  # noqa: E402

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile(
    "ci",
    max_examples=300,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

REPO = Path(__file__).resolve().parent.parent
SAMPLE_DOCS = REPO / "sample_docs"


@pytest.fixture(autouse=True)
def _private_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point HOME and the XDG folders at a temporary place, so tests never touch the real ones.

    QSettings, recent files, caches and review stores all resolve under these.
    """
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))


def _arabic_font_families() -> list[str] | None:
    """Families fontconfig knows with Arabic coverage, or None if fc-list is not installed."""
    if shutil.which("fc-list") is None:
        return None
    listing = subprocess.run(
        ["fc-list", ":lang=ar", "family"], capture_output=True, text=True, check=False, timeout=30
    ).stdout
    return sorted({line.split(",")[0].strip() for line in listing.splitlines() if line.strip()})


SLOW_TESTS = frozenset(
    line.strip()
    for line in (REPO / "tests" / "slow_tests.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
)
"""Test functions marked ``slow`` (``tests/slow_tests.txt``): kept in one list rather than
decorators spread over many modules, measured as the list says."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests of ``SLOW_TESTS`` slow (``-m "not slow"`` leaves them out)."""
    for item in items:
        if item.nodeid.split("[", 1)[0] in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)


def pytest_configure(config: pytest.Config) -> None:
    """Stop at once, with the fix, when no font can draw Arabic.

    Qt draws Arabic text as nothing at all (no boxes, no warning) without such a font, which
    would make every right-to-left check meaningless. tests/gui/test_arabic_font.py checks the
    same through Qt itself.
    """
    families = _arabic_font_families()
    if families == []:
        raise pytest.UsageError(
            "no installed font has Arabic glyphs: apt-get install fonts-dejavu-core"
        )
    config.stash[_ARABIC_FONTS] = families or []


_ARABIC_FONTS = pytest.StashKey[list[str]]()


def pytest_report_header(config: pytest.Config) -> str:
    """Name the Arabic-capable fonts in the report header."""
    families = config.stash.get(_ARABIC_FONTS, [])
    return "Arabic-capable fonts: " + (", ".join(families) if families else "(fc-list missing)")
