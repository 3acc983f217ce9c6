"""Numbering families and depths on labels an ordinary document never has."""

from __future__ import annotations

import pytest

from tests.engine.helpers import chunked


@pytest.mark.parametrize(
    "labels",
    [
        ["(aa)", "(i)"],  # a two-letter label, then one that could be a letter after it
        ["(abc)", "(b)", "(ii)"],
        ["(ff)", "(g)"],
    ],
)
def test_multi_letter_paren_labels_do_not_break_depths(labels: list[str]) -> None:
    """A "(i)" follows "(h)" as a letter; after "(aa)" it is not a letter's successor, and the
    comparison must not fail on a label of several letters (a TypeError from ord before)."""
    text = "Article 1. Scope\n\n" + "\n\n".join(
        f"{label} The party shall deliver the goods on time." for label in labels
    )
    document, chunk_set = chunked(text)
    assert chunk_set.chunks
    assert document.text[chunk_set.chunks[0].start :].startswith("Article 1")
