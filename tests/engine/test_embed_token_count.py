"""``embed_token_count``: the cl100k count of a whole embedding text, from its pieces' counts.

A record's ``embedTokenCount`` must be what encoding its ``embedText`` gives, while only the
header, the overlap tail and (where a token may span a join) the body's first line are
encoded; the body's own count is the chunk's. Checked over generated pieces whose joins fall
between spaces, line breaks, indentation, letters, digits and punctuation (EN/FR/AR).
"""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from inspector.engine.records import embed_token_count
from inspector.engine.tokens import count_tokens

PARTS = [
    "Article 5",
    "word",
    "12",
    " ",
    "   ",
    "\n",
    "\n\n",
    "\n   ",
    "\t",
    ":",
    ".\n",
    "é",
    "l'article",
    "المادة",
    "٣",
    "(a)",
    " - ",
    "\u00a0",
]
pieces = st.lists(st.sampled_from(PARTS), max_size=8).map("".join)


@settings(max_examples=400)
@given(pieces, pieces, pieces)
@example("Document: X > Preamble\n\n", "", "   1\n   2 Parties\nThe Supplier")
@example("Doc > Part 1\n\n", " the tail", " and the body\nNext line")
@example("Doc\n\n", "", "\n\n   indented\n")
def test_count_is_the_whole_texts(head: str, tail: str, body: str) -> None:
    expected = count_tokens(head + tail + body)
    assert embed_token_count(head, tail, body, count_tokens(body)) == expected
    assert embed_token_count(head, tail, body, count_tokens(body), count_tokens(head)) == expected
