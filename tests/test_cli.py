"""The command line: version, and private files."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import inspector


def test_version_is_printed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "inspector", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert result.stdout.strip() == f"inspector {inspector.__version__}"


def test_files_written_by_the_app_are_private(tmp_path: Path) -> None:
    target = tmp_path / "written.txt"
    code = (
        "import os\n"
        "os.umask(0o022)\n"  # a typical permissive session umask
        "from inspector.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        f"open({str(target)!r}, 'w').write('client data')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, capture_output=True)
    assert target.stat().st_mode & 0o777 == 0o600
