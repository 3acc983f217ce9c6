"""One regex finding the lines that start with a heading or numbering label.

Until issue 25 this module read the rule patterns' parsed form (CPython's private
``re._parser``) for the characters and strings a label can start with, to guard the rules
with a one-step character test and dispatch each line to the few rules it could match. Measured
over the bench corpus that bought less than a user could feel (``bench/results/
engine_mechanisms.md``), so the prefilter is now the plain alternation of the labels and the
rules are tried in order on the lines it finds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def line_prefilter(labels: Sequence[str]) -> re.Pattern[str]:
    """One regex finding the line starts where some label matches (exactly those).

    A match is a newline, the line's indentation and an optional Markdown ``#`` prefix,
    followed by a match of one of ``labels`` (a lookahead: the match ends where the label
    starts). Search it in a newline followed by the text, so that the first line counts too.
    """
    return re.compile(
        r"\n[^\S\n]*(?:#{1,6}[^\S\n]+)?(?=" + "|".join(f"(?:{label})" for label in labels) + ")",
        re.MULTILINE,  # "$" in a label pattern means the end of the line
    )
