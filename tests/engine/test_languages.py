"""The script tests of ``languages``: the fast whole-text test agrees with the regex."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.engine import languages

# Characters around every edge of the Arabic and Latin classes, and others (a non-BMP emoji).
EDGES = sorted(
    {
        chr(code)
        for low, high in languages._ARABIC_RANGES + languages._LATIN_RANGES
        for code in (low - 1, low, high, high + 1)
    }
    | set(" \n.,1٣“”😀ſ")
)


@settings(max_examples=80, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(" \n.1“”😀"), min_size=0, max_size=30),
    st.lists(st.sampled_from(EDGES), max_size=3),
    st.integers(min_value=0, max_value=languages._LONG + 2 * languages._PEEK),
)
def test_contains_is_the_regex_search(filler: str, extra: list[str], at: int) -> None:
    """In a long text, past the first ``_PEEK`` characters, the answer comes from the bytes."""
    size = languages._LONG + 2 * languages._PEEK
    text = (filler or " ") * (size // len(filler or " ") + 1)
    for character in extra:
        position = at % len(text)
        text = text[:position] + character + text[position:]
    for letters, ranges in (
        (languages._ARABIC, languages._ARABIC_RANGES),
        (languages._LATIN, languages._LATIN_RANGES),
    ):
        expected = letters.search(text) is not None
        assert languages._contains(text, letters, ranges) is expected


def test_a_lone_surrogate_is_no_letter() -> None:
    text = "1 " * languages._LONG + "\ud800" + " و"
    assert languages._contains(text, languages._ARABIC, languages._ARABIC_RANGES)
    assert not languages._contains(text, languages._LATIN, languages._LATIN_RANGES)
