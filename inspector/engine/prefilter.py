"""One regex finding the lines that start with a heading or numbering label.

Until issue 25 this module read the rule patterns' parsed form (CPython's private
``re._parser``) for the characters and strings a label can start with, to guard the rules
with a one-step character test and dispatch each line to the few rules it could match. Measured
over the bench corpus that bought less than a user could feel (``bench/results/
engine_mechanisms.md``), so the prefilter is now the plain alternation of the labels and the
rules are tried in order on the lines it finds: the heading rules only where a heading label
matched (each heading label ends with an empty group of its own, which says so).
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def line_prefilter(headings: Sequence[str], numbering: Sequence[str]) -> re.Pattern[str]:
    """One regex finding the line starts where some label matches (exactly those).

    A match is a newline, the line's indentation and an optional Markdown ``#`` prefix,
    followed by a match of one of the labels, ``headings`` then ``numbering`` (a lookahead:
    the match ends where the label starts). Search it in a newline followed by the text, so
    that the first line counts too. A match's ``lastgroup`` is None when no heading label
    matched after the whole indentation (only a numbering label did, each heading label is
    followed by an empty group of its own): then no heading rule matches that line, since a
    rule's pattern begins with its label.
    """
    labels = [f"(?:{label})(?P<h{k}>)" for k, label in enumerate(headings)]
    labels += [f"(?:{label})" for label in numbering]
    return re.compile(
        r"\n[^\S\n]*(?:#{1,6}[^\S\n]+)?(?=" + "|".join(labels) + ")",
        re.MULTILINE,  # "$" in a label pattern means the end of the line
    )
