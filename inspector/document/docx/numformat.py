"""Word number formats (``w:numFmt``): how a list counter is written in a label.

Formats: decimal, decimalZero, lower/upperLetter (a..z, then aa..zz as Word and LibreOffice
write them), lower/upperRoman, ordinal, cardinalText, ordinalText (English), hindiNumbers
(Eastern Arabic digits ٠-٩, as Word shows them; LibreOffice 7.4 writes Western digits),
arabicAlpha (أ ب ت ث ...) and arabicAbjad (ا ب ج د ...), both continuing as LibreOffice
does (bijective base 28: after the 28th letter come أأ, أب ...), decimalEnclosedParen,
decimalEnclosedCircle, decimalFullWidth, chicago, custom zero-padded formats ("001, 002"),
bullet (Symbol/Wingdings private-use characters mapped to Unicode), none. Anything else is
written in decimal.

Labels stay short whatever the value: a format that repeats a symbol (letters, chicago) writes
values needing more than ``MAX_REPEAT`` copies in decimal, as Roman numerals above 3999 are.
"""

from __future__ import annotations

_ARABIC_ALPHA = "أبتثجحخدذرزسشصضطظعغفقكلمنهوي"
_ARABIC_ABJAD = "ابجدهوزحطيكلمنسعفصقرشتثخذضظغ"
_EASTERN_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_FULL_WIDTH_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")
_ROMAN = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)
_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_ORDINAL_WORDS = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}
_CHICAGO = "*†‡§"
MAX_REPEAT = 20
"""Most copies of a symbol a letter or chicago label holds ("zzz..." up to value 26 x 20)."""

# Bullets are often private-use code points of the Symbol or Wingdings font (U+F000 + the
# font's byte). Map the common ones to the Unicode characters LibreOffice shows for them.
_SYMBOL_BULLETS = {0xB7: "•", 0xA8: "♦", 0xD8: "¬", 0x2D: "−", 0x6F: "o"}
_WINGDINGS_BULLETS = {
    0xA7: "▪",
    0xA8: "◆",
    0xD8: "➢",
    0xFC: "✓",
    0x76: "❖",
    0x6E: "■",
    0x71: "❑",
    0x77: "⬥",
    0x9F: "•",
}


def private_use_symbol(code: int, font: str) -> str | None:
    """Unicode for byte ``code`` of the Symbol or Wingdings ``font`` (lower case), if known."""
    table = _WINGDINGS_BULLETS if "wingdings" in font else _SYMBOL_BULLETS
    return table.get(code)


def map_bullet(text: str, font: str = "") -> str:
    """A bullet's ``lvlText`` with Symbol/Wingdings private-use characters made Unicode.

    Args:
        text: The level's ``lvlText``.
        font: The level's bullet font name in lower case ("symbol", "wingdings", ...).
    """
    out = []
    for char in text:
        code = ord(char)
        if 0xF000 <= code <= 0xF0FF:
            out.append(private_use_symbol(code - 0xF000, font) or "•")
        elif font == "symbol" and char == "·":
            out.append("•")
        else:
            out.append(char)
    return "".join(out)


def format_number(value: int, fmt: str, custom_width: int = 0) -> str:
    """``value`` written in Word number format ``fmt`` (see the module docstring).

    Letter and Roman formats need a positive value; zero and negative values are written in
    decimal, as are Roman numerals above 3999, text formats above 999 and letter and chicago
    labels of more than ``MAX_REPEAT`` symbols.
    """
    if fmt == "decimal" or (value <= 0 and fmt not in ("decimalZero", "hindiNumbers")):
        return str(value)
    if fmt in ("lowerLetter", "upperLetter"):
        if (value - 1) // 26 >= MAX_REPEAT:
            return str(value)
        letter = chr(ord("a") + (value - 1) % 26) * ((value - 1) // 26 + 1)
        return letter if fmt == "lowerLetter" else letter.upper()
    if fmt in ("lowerRoman", "upperRoman"):
        roman = _roman(value)
        return roman.lower() if fmt == "lowerRoman" else roman
    if fmt == "decimalZero":
        return f"{value:02d}" if 0 <= value < 10 else str(value)
    if fmt == "hindiNumbers":
        return str(value).translate(_EASTERN_DIGITS)
    if fmt == "arabicAlpha":
        return _bijective(value, _ARABIC_ALPHA)
    if fmt == "arabicAbjad":
        return _bijective(value, _ARABIC_ABJAD)
    if fmt == "ordinal":
        return f"{value}{_ordinal_suffix(value)}"
    if fmt in ("cardinalText", "ordinalText") and value < 1000:
        words = _english(value)
        if fmt == "ordinalText":
            words = _ordinal_words(words)
        return words[0].upper() + words[1:]
    if fmt == "decimalEnclosedParen":
        return f"({value})"
    if fmt == "decimalEnclosedFullstop":
        return f"{value}."
    if fmt == "decimalEnclosedCircle" and value <= 20:
        return chr(0x2460 + value - 1)
    if fmt == "decimalFullWidth":
        return str(value).translate(_FULL_WIDTH_DIGITS)
    if fmt == "chicago":
        if (value - 1) // 4 >= MAX_REPEAT:
            return str(value)
        return _CHICAGO[(value - 1) % 4] * ((value - 1) // 4 + 1)
    if fmt == "custom" and custom_width:
        return str(value).zfill(custom_width)
    return str(value)


def _roman(value: int) -> str:
    if value >= 4000:
        return str(value)
    out = []
    for amount, numeral in _ROMAN:
        count, value = divmod(value, amount)
        out.append(numeral * count)
    return "".join(out)


def _bijective(value: int, alphabet: str) -> str:
    """1 -> alphabet[0], len -> alphabet[-1], len + 1 -> alphabet[0] * 2, ... (base len)."""
    digits = []
    while value > 0:
        value, rest = divmod(value - 1, len(alphabet))
        digits.append(alphabet[rest])
    return "".join(reversed(digits))


def _ordinal_suffix(value: int) -> str:
    if value % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")


def _english(value: int) -> str:
    """Cardinal English words for 0 <= value < 1000 ("one hundred twenty-one")."""
    if value < 20:
        return _ONES[value]
    if value < 100:
        tens, ones = divmod(value, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(value, 100)
    return f"{_ONES[hundreds]} hundred" + (f" {_english(rest)}" if rest else "")


def _ordinal_words(words: str) -> str:
    head, sep, last = words.rpartition(" ")
    prefix, hyphen, last = last.rpartition("-")
    if last in _ORDINAL_WORDS:
        last = _ORDINAL_WORDS[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + prefix + hyphen + last
