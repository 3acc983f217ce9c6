"""Guard against the PySide6 6.12.0 / Python 3.11 bug that corrupts ``None``'s reference count.

There, every Qt method call that returns nothing decrements ``None``'s reference count; a few
thousand paint calls later the interpreter aborts ("deallocating None"). The loop runs in a
child process so that a crash fails this test instead of killing the whole test run.
Python 3.12+ makes None immortal (its count never changes), so the check passes there.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.gui

CALLS = 20_000
TOLERANCE = 100  # ordinary interpreter noise; the bug loses 2 * CALLS references

CHILD = textwrap.dedent(
    f"""
    import sys
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QBrush, QGuiApplication, QImage, QPainter

    app = QGuiApplication([])
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    brush = QBrush(Qt.GlobalColor.red)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range({CALLS}):
        painter.setBrush(brush)  # returns None
        painter.drawRect(0, 0, 8, 8)  # returns None
    after = sys.getrefcount(None)
    painter.end()
    print(after - before)
    """
)


def test_qt_calls_keep_none_refcount() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert child.returncode == 0, (
        f"the Qt call loop crashed the interpreter (exit {child.returncode}); a PySide6 build "
        f"that corrupts None's reference count?\n{child.stderr[-2000:]}"
    )
    drift = int(child.stdout.strip().splitlines()[-1])
    assert drift >= -TOLERANCE, (
        f"None lost {-drift} references over {CALLS} Qt calls: this PySide6 build corrupts "
        "None's reference count (PySide6 6.12.0 on Python 3.11); use another version"
    )
