"""A JSON-ready description of a loaded Document, for ``inspector text --json`` and debugging."""

from __future__ import annotations

from typing import Any

from inspector.document.model import Document


def describe_document(doc: Document, *, key: bool = False) -> dict[str, Any]:
    """Pages (with quality), blocks, excluded spans and the text (or the key layer if ``key``).

    Offsets are text offsets (half-open); page indexes are 0-based; boxes are in PDF points.
    """
    return {
        "source": doc.source_path,
        "sourceKind": doc.source_kind,
        "fingerprint": doc.fingerprint,
        "title": doc.title,
        "layer": "key" if key else "text",
        "text": doc.key.text if key else doc.text,
        "pages": [
            {
                "index": p.index,
                "width": p.width,
                "height": p.height,
                "textStart": p.text_start,
                "textEnd": p.text_end,
                "garbageRatio": round(p.quality.garbage_ratio, 4),
                "hasTextLayer": p.quality.has_text_layer,
                "qualityReason": p.quality.reason,
                "ocr": p.quality.ocr,
                "ocrConfidence": (
                    None if p.quality.ocr_confidence is None else round(p.quality.ocr_confidence, 1)
                ),
            }
            for p in doc.pages
        ],
        "blocks": [
            {
                "index": b.index,
                "kind": str(b.kind),
                "page": b.page_index,
                "textStart": b.text_start,
                "textEnd": b.text_end,
                "direction": str(b.direction),
                "language": b.language,
                "level": b.level,
                "style": b.style,
                "fontSize": b.font_size,
                "bold": b.bold,
                "bbox": list(b.bbox) if b.bbox else None,
            }
            for b in doc.blocks
        ],
        "excluded": [
            {"start": s.start, "end": s.end, "reason": s.reason, "text": doc.text[s.start : s.end]}
            for s in doc.excluded
        ],
    }
