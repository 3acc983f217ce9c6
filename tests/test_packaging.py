"""The package's build compiles the PDF loader's C walk, and installs without it when it cannot.

Each test builds the project from a copy of its sources with pip, as a user does (an isolated
build environment: setuptools and PyMuPDF come from the build requirements), installs the
result into a fresh virtual environment (the application's dependencies reached through the
test environment's site-packages) and asks ``inspector --version`` how PDF pages are read.
Slow (a build environment is installed each time).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from inspector.document.pdf.mupdf import pymupdf
from inspector.document.pdf.stext_lines import VERIFIED_MUPDF

ROOT = Path(__file__).resolve().parents[1]
EXTENSION = "inspector/document/pdf/_stext_lines" + str(sysconfig.get_config_var("EXT_SUFFIX"))

pytestmark = pytest.mark.slow


def _sources(tmp_path: Path) -> Path:
    """A copy of what the build reads, so that the checkout gets no build/ folder."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyc")
    for name in ("inspector", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    return source


def _pip_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """pip's environment: the build's PyMuPDF is the one these tests run (as in one install)."""
    constraints = tmp_path / "constraints.txt"
    constraints.write_text(f"pymupdf=={pymupdf.__version__}\n")
    return {**os.environ, "PIP_CONSTRAINT": str(constraints), **extra}


def _pip(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "-m", "pip", "-q", *args], check=True, env=env)


def _fresh_venv(tmp_path: Path) -> Path:
    """A new virtual environment that sees the dependencies installed here, not the project."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    target = Path(
        subprocess.run(
            [
                venv / "bin" / "python",
                "-c",
                "import sysconfig; print(sysconfig.get_path('purelib'))",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    # A plain path line: the test environment's own .pth files (its editable install of the
    # project among them) are not read, so ``inspector`` comes only from the fresh install.
    (target / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return venv


def _reading(venv: Path, tmp_path: Path) -> str:
    """The second line of ``inspector --version`` in the fresh environment (run outside ROOT)."""
    shown = subprocess.run(
        [venv / "bin" / "inspector", "--version"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout
    return shown.splitlines()[1]


def _installed(venv: Path) -> Path:
    """Where the fresh environment imports ``inspector`` from (run outside ROOT)."""
    located = subprocess.run(
        [venv / "bin" / "python", "-c", "import inspector; print(inspector.__file__)"],
        capture_output=True,
        text=True,
        check=True,
        cwd=venv,
    ).stdout.strip()
    return Path(located).parent


def test_pip_install_builds_the_compiled_walk_into_the_package(tmp_path: Path) -> None:
    source = _sources(tmp_path)
    venv = _fresh_venv(tmp_path)
    env = _pip_env(tmp_path)
    _pip("--python", str(venv / "bin" / "python"), "install", "--no-deps", str(source), env=env)
    package = _installed(venv)
    assert package.is_relative_to(tmp_path / "venv")
    assert (package.parent / EXTENSION).is_file()
    assert (package / "resources" / "style.qss").is_file()
    reading = _reading(venv, tmp_path)
    assert reading.startswith(
        "PDF pages: compiled text-page walk"
        if pymupdf.mupdf_version in VERIFIED_MUPDF
        else f"PDF pages: rawdict (MuPDF {pymupdf.mupdf_version} is not one"
    ), reading


def test_a_wheel_built_without_a_compiler_installs_and_reads_rawdict(tmp_path: Path) -> None:
    source = _sources(tmp_path)
    wheels = tmp_path / "wheels"
    _pip(
        "wheel",
        "--no-deps",
        "-w",
        str(wheels),
        str(source),
        env=_pip_env(tmp_path, CC="/bin/false"),
    )
    (wheel,) = wheels.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert EXTENSION not in names
    assert "inspector/document/pdf/_stext_lines.c" in names
    assert "inspector/resources/style.qss" in names
    assert "inspector/py.typed" in names
    venv = _fresh_venv(tmp_path)
    _pip(
        "--python",
        str(venv / "bin" / "python"),
        "install",
        "--no-deps",
        str(wheel),
        env=os.environ.copy(),
    )
    reading = _reading(venv, tmp_path)
    assert reading.startswith("PDF pages: rawdict"), reading
    assert "the compiled walk is not installed" in reading
