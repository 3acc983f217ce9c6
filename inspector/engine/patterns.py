"""The pattern text of the rules: ``{FRAGMENT}`` references expanded, groups unnamed.

``expand`` turns a configured pattern into a regex; ``unnamed`` makes an expanded pattern fit
for an alternation with others (named groups would clash, leading global flags would not be
at the start any more).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_FRAGMENT = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")
_NAMED_GROUP = re.compile(r"\(\?P<[A-Za-z_][A-Za-z0-9_]*>")
_GLOBAL_FLAGS = re.compile(r"\(\?([aiLmsux]+)\)")


def unnamed(expanded: str) -> str:
    """An expanded pattern with its groups unnamed and its leading flags scoped."""
    expanded = _NAMED_GROUP.sub("(?:", expanded)
    flags = _GLOBAL_FLAGS.match(expanded)
    if flags is not None:
        expanded = f"(?{flags.group(1)}:{expanded[flags.end() :]})"
    return expanded


def expand(pattern: str, fragments: Mapping[str, str]) -> str:
    """Replace ``{NAME}`` references by their fragments, recursively.

    Raises:
        ValueError: an unknown fragment, or fragments that refer to each other in a cycle.
    """
    for _ in range(10):
        expanded = _FRAGMENT.sub(lambda m: _fragment(m.group(1), fragments), pattern)
        if expanded == pattern:
            return expanded
        pattern = expanded
    raise ValueError(f"fragments nest too deeply (a cycle?) in {pattern[:80]!r}")


def _fragment(name: str, fragments: Mapping[str, str]) -> str:
    try:
        return f"(?:{fragments[name]})"
    except KeyError:
        raise ValueError(f"unknown pattern fragment {{{name}}}") from None
