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
