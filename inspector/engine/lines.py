"""Line-level tests the scan and the structure pass share: titles, heading shapes, numbers."""

from __future__ import annotations

import re

_INNER_SENTENCE_END = re.compile(r"[.!?؟][\"'”’»)]*\s+\S")
_LABEL_VALUE = re.compile(r": (?!\s*[a-zß-ÿ])")
"""A colon then a word not in lower case: "Countersigned: J. Reinholt" is a label and value;
"Financial promotion: related amendments" is a title in two parts."""

_LABEL_PARTS = re.compile(r"^(.*?)([0-9]+|[A-Za-z])(\W*)$")
_SECTION_LABEL = re.compile(
    r"(?:[A-Z][.)]|[IVXLC]{1,6}[.)]?|[0-9]{1,2}(?:\.[0-9]{1,2})*[.)]"
    r"|\((?:[0-9]{1,2}|[a-z]{1,4}|[A-Z])\))[^\S\n]+"
)


def continues(previous: str, label: str) -> bool:
    """Whether ``label`` is the number after ``previous`` ("11.1" -> "11.2", "(a)" -> "(b)").

    A wrapped line starting with such a label is a numbered paragraph even when the line before
    does not end a sentence (a running header may sit in between).
    """
    before, after = _LABEL_PARTS.match(previous), _LABEL_PARTS.match(label)
    if before is None or after is None:
        return False
    if before.group(1) != after.group(1) or before.group(3) != after.group(3):
        return False
    old, new = before.group(2), after.group(2)
    if old.isdigit() and new.isdigit():
        return int(new) == int(old) + 1
    return not old.isdigit() and not new.isdigit() and ord(new) == ord(old) + 1


def line_at(key: str, pos: int) -> tuple[str, int]:
    """The line starting at ``pos`` (without its newline) and the start of the next line."""
    end = key.find("\n", pos)
    if end == -1:
        return key[pos:], len(key)
    return key[pos:end], end + 1


def heading_like(text: str) -> bool:
    """Whether a heading block's text is short enough to be a heading.

    At most 150 characters and 20 words, and not a long sentence (over 12 words ending with a
    period).
    """
    line = " ".join(text.split())
    words = len(line.split())
    if len(line) > 150 or words > 20:
        return False
    return not (words > 12 and line.endswith((".", "؟", "!")))


_CLOSING_QUOTES = "\"'”’»"


def last_mark(line: str, closing: str = _CLOSING_QUOTES) -> str:
    """The last character of ``line`` (not blank) before any trailing ``closing`` marks.

    'Any advice from the PHSO.”' ends a quoted sentence: its mark is the period. A title may
    end with a quoted term ('Meaning of “relevant body”'): its mark is a letter. A line of
    closing marks alone gives its last one.
    """
    stripped = line.rstrip(closing)
    return stripped[-1] if stripped else line[-1]


def mostly_figures(line: str) -> bool:
    """Whether ``line``, past a leading number ("10.1.2"), holds more digits than letters."""
    words = line.split()
    if words and any(c.isdigit() for c in words[0]) and not any(c.isalpha() for c in words[0]):
        words = words[1:]
    rest = "".join(words)
    return sum(c.isdigit() for c in rest) > sum(c.isalpha() for c in rest)


REPEALED = re.compile(
    r"(?i:abrog[ée]e?s?|supprim[ée]e?s?|repealed|revoked|deleted|omitted)\b|ملغا[ةه]|ملغى|ملغي"
)
"""A repealed provision's whole text after its label ("Art. 39. Abrogé", "Section 4 Repealed")."""


def label_line_holds_body(tail: str) -> bool:
    """Whether the words after a heading's label, on the label's own line, are a body.

    ``tail`` is the rest of the line after the label. "Art. 2 - L'action civile ... publique."
    and "Art. 39. Abrogé" hold the provision's text on the label's line (an inline label, as
    score.py calls it: it cannot be left stranded); "Article 5 - Duration" holds a title and
    "( الفصل الأول )" only the label's closing bracket.
    """
    tail = tail.lstrip(" \t—–-:.،").strip()
    if not any(char.isalpha() for char in tail):
        return False
    return not is_title_like(tail) or REPEALED.match(tail) is not None


def is_title_like(line: str) -> bool:
    """Whether a line reads like a title.

    It starts with a capital (or an Arabic letter), has at most 12 words and 100 characters,
    holds no sentence end and no "label: Value" (a colon then a word in lower case is a title
    in two parts: "Financial promotion: related amendments"), does not end with punctuation
    (closing quotes aside: a quoted sentence's end is one), and holds more letters than digits
    past a leading number.
    """
    line = line.strip()
    # The tests on single characters come first: most lines asked about are running text.
    if not line or len(line) > 100 or last_mark(line) in ".,;:!?؟،":
        return False
    first = line[0]
    if not (first.isupper() or "\u0621" <= first <= "\u064a"):
        return False
    if len(line.split()) > 12:
        return False
    if mostly_figures(line):
        return False  # "US$0 -- $999,999 40%": a table row of amounts, not a title
    if _LABEL_VALUE.search(line) or _INNER_SENTENCE_END.search(line):
        return (
            False  # "Countersigned: J. Reinholt" is a label and value; titles hold no sentence end
        )
    return any(c.isalpha() for c in line)


_SENTENCE_THEN_CAPITAL = re.compile(r"[.!?؟][\"'”’»)]*\s+[A-Z\u0621-\u064a]")

SECTION_TITLE_MAX_CHARS = 200
"""Characters of a numbered section's title ("42 Provision by pastoral church buildings ...")."""
SECTION_TITLE_MAX_WORDS = 32


def is_section_title(line: str) -> bool:
    """Whether ``line`` reads as the title after a bare section number in a heading font.

    UK statutes print "5 Interpretation", "4A Directions: payment card schemes", "19 Review of
    operation of Act etc. after 2026 general election" and titles of 25 words. As
    ``is_title_like``, but up to ``SECTION_TITLE_MAX_WORDS`` words and
    ``SECTION_TITLE_MAX_CHARS`` characters, with "label: rest" and abbreviations ("etc.",
    "Acts, etc. which") allowed: only a full stop followed by a capital ends a sentence. The
    caller has the heading font as evidence.
    """
    line = line.strip()
    if not line or len(line) > SECTION_TITLE_MAX_CHARS or last_mark(line) in ".,;:!?؟،":
        return False
    first = line[0]
    if not (first.isupper() or "\u0621" <= first <= "\u064a"):
        return False
    if len(line.split()) > SECTION_TITLE_MAX_WORDS or _SENTENCE_THEN_CAPITAL.search(line):
        return False
    return any(c.isalpha() for c in line)


def is_judgment_heading(line: str) -> bool:
    """Whether a line standing alone reads like a section heading of a judgment.

    As ``is_title_like``, but the heading may open with a section letter or number ("A.
    Introduction", "(1) The first issue", "II. THE LAW"), ask a question or name a judge with a
    colon ("Issue 2: was the decision lawful?", "Lord Justice Dingemans:": a line ending with a
    colon is a heading only if each word is capitalised; "Label: value" only if the label ends
    with a number, the value opens with no capital or the line asks a question), and have up to 15
    words and 120 characters. A line ending with ".", "," or ";" is text, not a heading.
    """
    line = line.strip()
    if not line or len(line) > 120 or last_mark(line) in ".,;،":
        return False
    label = _SECTION_LABEL.match(line)
    rest = line[label.end() :] if label is not None else line
    if not rest or not (rest[0].isupper() or "\u0621" <= rest[0] <= "\u064a"):
        rest = line  # "I would ..." is a sentence, not section I
        if not (rest[0].isupper() or "\u0621" <= rest[0] <= "\u064a"):
            return False
    if len(rest.split()) > 15 or _INNER_SENTENCE_END.search(rest):
        return False
    if line[-1] == ":" and not all(w[0].isupper() for w in rest[:-1].split()):
        return False  # "Lord Justice Smith:" names a judge; "Vu l'article 1240 :" quotes
    label_end = rest.find(": ")
    if label_end > 0:
        value = rest[label_end + 2 :]
        numbered = rest[label_end - 1].isdigit()
        if not (numbered or not value[:1].isupper() or line[-1] in "?؟"):
            return False  # "Countersigned: J. Reinholt", "Case No: CA-2023-002540"
    return any(c.isalpha() for c in rest)


LINE_TAIL = 40
"""Characters at a line's end that tell whether it runs on (its last words)."""


def line_tail(line: str) -> str:
    """The last words of ``line`` (about ``LINE_TAIL`` characters, from a word start).

    Whether a line runs on into the next depends on its end only: the ``line_continues``
    cue is asked about the tail, so a long paragraph costs what a short line does.
    """
    line = line.rstrip()
    if len(line) <= LINE_TAIL:
        return line
    space = line.find(" ", len(line) - LINE_TAIL)
    return line[space + 1 :] if space != -1 else line[-LINE_TAIL:]


_LETTER_SPACED = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,2}(?:[^\S\n][^\W\d_]){4,}(?![^\W\d_])")
"""A word set with a space after each letter ("W I T N E S S E T H", a PDF's "WI T N E S S E T
H"): at least five letters and at most two together (a run of words is no such run)."""


def unspaced(line: str) -> str:
    """``line`` with its letter-spaced words closed up: "WI T N E S S E T H:" -> "WITNESSETH:".

    For reading a line's words (a cue), not for showing it: headings keep their text as printed.
    """
    return _LETTER_SPACED.sub(lambda found: "".join(found.group().split()), line)
