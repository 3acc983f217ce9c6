"""Golden files: compare a JSON summary with the stored one; rewrite only on purpose.

``INSPECTOR_UPDATE_GOLDEN=1 pytest tests/engine`` rewrites the files (and the guard test in
``test_golden_flag.py`` fails that run, so a regenerating run can never pass silently in CI).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

UPDATE_VARIABLE = "INSPECTOR_UPDATE_GOLDEN"
GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def updating() -> bool:
    """Whether this run rewrites golden files."""
    return os.environ.get(UPDATE_VARIABLE, "") not in ("", "0")


def assert_matches_golden(data: Any, name: str) -> None:
    """Compare ``data`` with ``golden/<name>`` (JSON, sorted keys, indent 1)."""
    path = GOLDEN_DIR / name
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n"
    if updating():
        path.write_text(text, encoding="utf-8")
        return
    assert path.is_file(), f"no golden file {path.name}: run with {UPDATE_VARIABLE}=1 to create it"
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert json.loads(text) == expected, f"{path.name} differs; if intended, regenerate it"
