"""What an export or ``inspector chunk`` may write over, and how a failure to write reads.

Outputs are refused unless absent or a regular file this tool wrote, never an input document;
a failure to write is one typed line (exit status 1), never a traceback; the lock file is not
a way to make the tool write elsewhere, and none is left behind.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.export.errors import ExportError
from inspector.export.service import export_documents
from tests.export.helpers import LAW_TXT, QANUN_DOCX, reviewed


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_a_planted_lock_link_is_refused_not_followed(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"out{suffix}"
    victim = tmp_path / "elsewhere" / "victim"
    victim.parent.mkdir()
    (tmp_path / f".{out.name}.lock").symlink_to(victim)
    with pytest.raises(ExportError, match="symbolic link"):
        export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    assert not victim.exists()
    assert not out.exists()


@pytest.mark.parametrize("suffix", [".jsonl", ".sqlite"])
def test_no_lock_file_is_left_beside_an_export(suffix: str, tmp_path: Path) -> None:
    out = tmp_path / f"out{suffix}"
    export_documents([reviewed(LAW_TXT)], out, tenant_id="t")
    export_documents([reviewed(QANUN_DOCX)], out, tenant_id="t")
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]
