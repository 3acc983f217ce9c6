"""Write inspector/redaction/given_names.py: the given names a bare name in prose starts with.

    python -m bench.make_given_names FAKER_DIR [TEXT_DIR ...]

FAKER_DIR is an unpacked Faker wheel (``pip download --no-deps faker``, then unzip; Faker is
MIT-licensed, Copyright (c) 2012 Daniele Faraglia; the inspector does not depend on it). The
given names of its person providers ``en_US``, ``en_GB``, ``en_IE``, ``fr_FR``, ``fr_DZ``
and ``de_DE`` are kept when they:

- are one capitalised word (a hyphenated one too) of three letters or more;
- are not a word of the real legal texts under TEXT_DIR written in lower case (``will``,
  ``grant``, ``claire``: a given name that is also a word is not safe alone);
- are not a place name of Faker's address providers (``Georgia``, ``Jordan``, ``Chad``) nor
  in ``EXCLUDED`` below (months, places, legal and everyday words read by hand).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from pathlib import Path

LOCALES = ("en_US", "en_GB", "en_IE", "fr_FR", "fr_DZ", "de_DE")
_EXCLUDED_WORDS = """
    January February March April May June July August September October November December
    Janvier Avril Juin Juillet Août Septembre Octobre Novembre Décembre Monday Sunday Adélaïde
    Adelaide Alexandria Alexandrie Austin Brooklyn Chelsea Clare Constance Dallas Denver Eden
    Florence Geneva Houston Kent Lorraine Lourdes Lucia Madison Nancy Orlando Paris Phoenix
    Preston Regina Savannah Sierra Sydney Troy Valence Victoria Virginia Angel Amber Autumn Bill
    Bob Brandy Chase Christian Crystal Dawn Destiny Diamond Don Drew Ernest Eve Faith Frank Glen
    Grace Guy Hazel Holly Hunter Ivy Jade Jack Joy Justice Lance Mark Marine Max Mercedes Misty
    Norman Parker Patience Pearl Penny Prudence Ray Rim Rose Ruby Sandy Summer Tanner Taylor
    Tory Valentine Victoire Aurore Aimé Aimée Capucine Honoré Luce Olive Océane Carter Spencer
    Clinton Jackson Clifford Kirby Baker Cook Miles Price Page Lane Chance Major General
    Marshall Sterling Tucker Walker Webb Young King Prince Queen Duke Earl Baron Bishop Abbott
    Dean Judge Chief Marlborough Cash Sunny Sonny Star Storm Rain River Sky Hope Harmony Liberty
    Unity Trinity Sharon Israel Jordan Chad Kenya Georgia India China Asia Africa America Europa
    Lincoln Washington Warren Houston Carson Royal Noble Rich Gay Joyce Merry Bliss Ocean Field
    Forest Stone Hill Wood Gold Silver Iris Violet Daisy Lily Poppy Heather Jasmine Myrtle
    Willow Laurel Holly Fern Ginger Art Will Gene Case Article Court Party Parties Section
    Clause Annex German French English Irish Scottish Welsh Roman Latin Norman Christian
    Catholic
"""
EXCLUDED = frozenset(_EXCLUDED_WORDS.split())
"""Given names also used as months, places or words in legal text (read by hand)."""
_SHAPE = re.compile(r"[A-ZÀ-Þ][a-zà-öø-ÿ]+(?:-[A-ZÀ-Þ][a-zà-öø-ÿ]+)?")


def _provider_names(faker_dir: Path) -> set[str]:
    names: set[str] = set()
    for locale in LOCALES:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female"):
            value = getattr(provider, attribute, None)
            if isinstance(value, (dict, list, tuple, set, frozenset)):
                names |= set(value)
    return names


def _places(faker_dir: Path) -> set[str]:
    places: set[str] = set()
    for locale in ("en", "en_US", "en_GB", "fr_FR", "de_DE"):
        try:
            provider = importlib.import_module(f"faker.providers.address.{locale}").Provider
        except ImportError:
            continue
        for attribute in ("states", "countries", "regions", "departments", "cities"):
            value = getattr(provider, attribute, None)
            if isinstance(value, dict):
                value = list(value)
            if isinstance(value, (list, tuple)):
                places |= {str(v[1] if isinstance(v, tuple) else v) for v in value}
    return places


def main(argv: list[str]) -> int:
    """Command-line entry point."""
    faker_dir, texts = Path(argv[0]), [Path(a) for a in argv[1:]]
    sys.path.insert(0, str(faker_dir))
    lower: Counter[str] = Counter()
    for folder in texts:
        for path in folder.rglob("*.txt"):
            lower.update(re.findall(r"\b[a-zà-öø-ÿ'’-]+\b", path.read_text(encoding="utf-8")))
    places = _places(faker_dir)
    kept = sorted(
        n
        for n in _provider_names(faker_dir)
        if len(n) >= 3
        and _SHAPE.fullmatch(n)
        and not lower[n.lower()]
        and n not in places
        and n not in EXCLUDED
    )
    out = Path(__file__).resolve().parent.parent / "inspector" / "redaction" / "given_names.py"
    lines = [
        '"""Given names a bare personal name in prose starts with (``names.PERSON_BARE_PATTERN``).',
        "",
        "Written by ``python -m bench.make_given_names`` (its docstring says how): the given",
        "names of Faker's person providers en_US, en_GB, en_IE, fr_FR, fr_DZ and de_DE, less",
        "those that are also words of legal text, places, months or everyday words.",
        "Faker: MIT License, Copyright (c) 2012 Daniele Faraglia.",
        "Permission is hereby granted, free of charge, to any person obtaining a copy of this",
        'software and associated documentation files (the "Software"), to deal in the',
        "Software without restriction, including without limitation the rights to use, copy,",
        "modify, merge, publish, distribute, sublicense, and/or sell copies of the Software,",
        "and to permit persons to whom the Software is furnished to do so, subject to the",
        "following conditions: The above copyright notice and this permission notice shall be",
        "included in all copies or substantial portions of the Software. THE SOFTWARE IS",
        'PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.',
        '"""',
        "",
        '_NAMES = """',
    ]
    line = "   "
    for name in kept:
        if len(line) + len(name) + 1 > 96:
            lines.append(line)
            line = "   "
        line += " " + name
    lines += [line, '"""', "", "GIVEN_NAMES: frozenset[str] = frozenset(_NAMES.split())"]
    lines += [f'"""{len(kept):,} names, capitalised as written."""', ""]
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(kept)} names written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
