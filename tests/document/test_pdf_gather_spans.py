"""A line of several spans is read in one pass: the same dicts, size, weight and baseline.

``pdf_page_lines._gather_spans`` counts a several-span line's style in the pass that gathers
its character dicts, with ``half_points`` and ``is_bold`` written out, and takes a size's
rounding from the page's table when another span of the page rounded it. The reading it
replaced (a gathering pass, then ``pdf_rawdict.style_of_spans``) is kept here as the oracle,
and both are run on made-up spans (sizes on and between half points, zero, negative and
integer sizes, bold by flag or by name, spans without characters, with a table filled by
earlier lines) and on every several-span line of the real PDFs, page by page.

The one-span lines' rounding through the same table is checked against the line-by-line
reading (``half_points``) by ``test_pdf_page_lines``.
"""

from __future__ import annotations

from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from inspector.document.pdf.page_lines import _gather_spans
from inspector.document.pdf.rawdict import BOLD_FLAG, style_of_spans
from tests.document.test_pdf_page_lines import real_pages


def _old_gather_spans(
    spans: list[dict[str, Any]], dicts: list[dict[str, Any]], bottom: float
) -> tuple[float, bool, float]:
    """The reading before: the dicts and the baseline in one pass, ``style_of_spans`` after."""
    baseline = None
    for span in spans:
        span_chars = span["chars"]
        if span_chars:
            if baseline is None:
                baseline = span_chars[0]["origin"][1]
            dicts += span_chars
    size, bold = style_of_spans(spans)
    return size, bold, bottom if baseline is None else baseline


_SIZES = st.one_of(
    st.sampled_from([0.0, -0.0, 0.2, 0.25, 0.75, 1.0, 9.74, 9.75, 9.76, 10.0, 12.0, -3.3]),
    st.floats(min_value=-100.0, max_value=100.0, allow_nan=False),
)


@st.composite
def _spans(draw: st.DrawFn) -> list[dict[str, Any]]:
    spans = []
    for _ in range(draw(st.integers(min_value=2, max_value=6))):
        count = draw(st.sampled_from([0, 0, 1, 2, 3, 5]))
        chars = [
            {"origin": (draw(st.floats(-5, 5)), draw(st.floats(0, 50))), "c": "x"}
            for _ in range(count)
        ]
        spans.append(
            {
                "size": draw(_SIZES),
                "flags": draw(st.sampled_from([0, BOLD_FLAG, BOLD_FLAG | 4, 4])),
                "font": draw(st.sampled_from(["Noto", "Noto-Bold", "bold", "ABC+Arial,Bold"])),
                "chars": chars,
            }
        )
    return spans


def _span(size: float, flags: int, font: str, count: int) -> dict[str, Any]:
    return {"size": size, "flags": flags, "font": font, "chars": [{"origin": (0.0, 9.0)}] * count}


@given(_spans(), st.floats(0, 100), st.lists(_SIZES, max_size=4))
# Half the characters bold (not a majority); two sizes carrying as many (the first wins).
@example([_span(10.0, BOLD_FLAG, "A", 2), _span(12.0, 0, "B", 1), _span(9.9, 0, "C", 1)], 1.0, [])
@example([_span(10.0, 0, "A-Bold", 1), _span(11.0, 0, "A", 1)], 1.0, [])
@example([_span(-0.0, 0, "A", 1), _span(0.2, 0, "A", 1)], 1.0, [0.0, 0.2])
@example([_span(10, 0, "A", 1), _span(9.76, 0, "A", 2)], 1.0, [10.0, 9.76])
def test_one_pass_matches_the_gathering_then_style_of_spans(
    spans: list[dict[str, Any]], bottom: float, earlier_sizes: list[float]
) -> None:
    got_dicts: list[dict[str, Any]] = [{"c": "before"}]
    expected_dicts: list[dict[str, Any]] = [{"c": "before"}]
    half_sizes: dict[float, float] = {}
    for earlier in earlier_sizes:  # sizes another line of the page rounded
        _gather_spans([{**span, "size": earlier} for span in spans], [], bottom, half_sizes)
    got = _gather_spans(spans, got_dicts, bottom, half_sizes)
    expected = _old_gather_spans(spans, expected_dicts, bottom)
    assert repr(got) == repr(expected)  # (repr: 0.0 and -0.0 told apart)
    assert got_dicts == expected_dicts


def test_one_pass_matches_on_every_real_several_span_line() -> None:
    lines = 0
    for rawdict, _ in real_pages():
        half_sizes: dict[float, float] = {}  # shared by the page's lines, as when reading it
        for block in rawdict.get("blocks", ()):
            for line in block.get("lines", ()):
                spans = line["spans"]
                if len(spans) < 2:
                    continue
                got_dicts: list[dict[str, Any]] = []
                expected_dicts: list[dict[str, Any]] = []
                bottom = line["bbox"][3]
                got = _gather_spans(spans, got_dicts, bottom, half_sizes)
                assert repr(got) == repr(_old_gather_spans(spans, expected_dicts, bottom))
                assert got_dicts == expected_dicts
                lines += 1
    assert lines > 100
