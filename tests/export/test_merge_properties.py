"""Hypothesis: any sequence of re-exports leaves exactly each document's latest records."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.export.jsonl import merge_jsonl, read_jsonl
from inspector.export.records import export_records
from tests.export.helpers import LAW_TXT, reviewed

BASE = export_records(reviewed(LAW_TXT), tenant_id="t", include_all=True)[:12]
DOCS = ["a" * 64, "b" * 64, "c" * 64]
TENANTS = ["t1", "t2"]

Export = tuple[str, str, frozenset[int]]
exports = st.lists(
    st.tuples(
        st.sampled_from(TENANTS),
        st.sampled_from(DOCS),
        st.frozensets(st.integers(0, len(BASE) - 1), max_size=len(BASE)),
    ),
    min_size=1,
    max_size=8,
)


def _records(tenant: str, doc: str, chosen: frozenset[int]) -> list[dict[str, Any]]:
    return [
        {**record, "tenantId": tenant, "docId": doc}
        for record in BASE
        if record["chunkIndex"] in chosen
    ]


@settings(max_examples=40, deadline=None)
@given(exports)
def test_merge_keeps_the_latest_export_of_each_document(steps: list[Export]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "out.jsonl"
        latest: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for tenant, doc, chosen in steps:
            records = _records(tenant, doc, chosen)
            merge_jsonl(records, out, [(tenant, doc)])
            latest[(tenant, doc)] = records
        found = read_jsonl(out)
        by_doc: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for record in found:
            by_doc.setdefault((record["tenantId"], record["docId"]), []).append(record)
        assert by_doc == {key: value for key, value in latest.items() if value}
        # Re-exporting the last document changes nothing, byte for byte.
        before = out.read_bytes()
        tenant, doc, chosen = steps[-1]
        merge_jsonl(_records(tenant, doc, chosen), out, [(tenant, doc)])
        assert out.read_bytes() == before
