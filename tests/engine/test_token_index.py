"""One whole-text encode (in pieces) gives the same counts as encoding every segment."""

from __future__ import annotations

import bisect
import itertools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.document.load import load_document
from inspector.engine import token_index
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.token_index import TokenCounter
from inspector.engine.tokens import cl100k_base, cl100k_ranks, count_tokens

REPO = Path(__file__).resolve().parents[2]
_LINE_START = re.compile(r"^(?=[^\S\n]*\S)", re.MULTILINE)

ARABIC = (
    "المادة ١٢ مكرر: يُعاقَب بالحبس كل من خالف أحكام هذا القانون.\n"
    "الفصل الثاني — أحكام عامة\n\n"
    "<|endoftext|> Article premier — Objet. La présente loi régit les archives 😀.\n"
)


def _big_text() -> str:
    """Real sample text and trilingual lines, repeated past the whole-text threshold."""
    english = (REPO / "sample_docs" / "law_en_data_archives.txt").read_text(encoding="utf-8")
    piece = english + "\n\n" + ARABIC + "\n"
    return piece * (token_index.LARGE_TEXT // len(piece) + 1)


def _bounds(text: str) -> list[int]:
    starts = [m.start() for m in _LINE_START.finditer(text)]
    return sorted({0, *starts, len(text)})


@pytest.fixture(scope="module")
def big() -> str:
    return _big_text()


@pytest.fixture(scope="module")
def pieces(big: str) -> TokenCounter:
    """A counter of ``big`` encoding it in several pieces."""
    return TokenCounter(big, piece_chars=50_000)


def test_the_whole_text_path_runs_and_matches_segment_encodes(big: str) -> None:
    bounds = _bounds(big)
    counter = TokenCounter(big)
    assert counter.whole_text  # the whole-text path, not the per-segment one
    assert counter.counts(bounds) == [count_tokens(big[a:b]) for a, b in itertools.pairwise(bounds)]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10**9), min_size=1, max_size=40))
def test_any_subset_of_line_starts_sums_exactly(big: str, picks: list[int]) -> None:
    starts = _bounds(big)
    chosen = sorted({0, len(big), *(starts[p % len(starts)] for p in picks)})
    counts = TokenCounter(big).counts(chosen)
    assert sum(counts) == count_tokens(big)
    probe = max(range(len(counts)), key=counts.__getitem__)
    assert counts[probe] == count_tokens(big[chosen[probe] : chosen[probe + 1]])


def test_small_text_counts_segment_by_segment() -> None:
    text = ARABIC * 3
    bounds = _bounds(text)
    counter = TokenCounter(text)
    assert not counter.whole_text
    assert sum(counter.counts(bounds)) == count_tokens(text)


def test_piece_ends_cut_after_a_newline_before_text(big: str) -> None:
    ends = token_index.piece_ends(big, 5_000)
    assert len(ends) > 10
    assert ends[-1] == len(big)
    assert ends == sorted(set(ends))
    for end in ends[:-1]:
        assert big[end - 1] == "\n"
        assert not big[end].isspace()
    assert token_index.piece_ends("short\ntext", 5_000) == [len("short\ntext")]
    shares = token_index.piece_ends(big)
    assert len(shares) == len(token_index.PIECE_SHARES) + 1
    assert shares[0] >= token_index.PIECE_SHARES[0] * len(big)
    assert shares[-2] < len(big) == shares[-1]


def test_pieces_encoded_end_to_end_are_the_whole_text(big: str) -> None:
    ends = token_index.piece_ends(big, 7_000)
    pieces = sum(count_tokens(big[a:b]) for a, b in itertools.pairwise([0, *ends]))
    assert pieces == count_tokens(big)


@settings(max_examples=10, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=10**9), max_size=12))
def test_counts_in_consecutive_batches_while_encoding(big: str, cuts: list[int]) -> None:
    """Batches of bounds, each from where the last ended, give the counts of one call."""
    bounds = _bounds(big)
    whole = TokenCounter(big).counts(bounds)
    counter = TokenCounter(big, piece_chars=9_000)
    assert len(counter._ends) > 10  # several pieces, taken as the batches need them
    edges = sorted({0, len(bounds) - 1, *(c % len(bounds) for c in cuts)})
    batched: list[int] = []
    for a, b in itertools.pairwise(edges):
        assert 0 <= counter.encoded_until() <= len(big)
        batched += counter.counts(bounds[a : b + 1])
    assert batched == whole
    assert counter.encoded_until() == len(big)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=40_000))
def test_count_range_of_any_range_is_its_own_encode(
    big: str, pieces: TokenCounter, at: int, size: int
) -> None:
    """Ranges cut anywhere (inside words, lines, multi-byte text) count as encoded alone."""
    counter = pieces
    start = at % len(big)
    end = min(len(big), start + size)
    assert counter.count_range(start, end) == count_tokens(big[start:end])


@pytest.mark.parametrize(
    "name", ["law_en_data_archives.pdf", "qanun_ar_archives.pdf", "judgment_en_appeal.docx"]
)
def test_pieces_and_partial_lines_chunk_as_the_per_range_encodes(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sample documents (page furniture, Arabic key layers) forced through the worker path.

    Below ``LARGE_TEXT`` every range is encoded on its own; with the thresholds lowered the
    same documents are encoded in many pieces and cut ranges counted from partial lines: the
    chunks must not change.
    """
    document = load_document(REPO / "sample_docs" / name)
    config = default_config()
    assert len(document.key.text) < token_index.LARGE_TEXT
    direct = chunk_document(document, config)
    monkeypatch.setattr(token_index, "LARGE_TEXT", 500)
    monkeypatch.setattr(token_index, "_SHORT_RANGE", 40)
    monkeypatch.setattr(token_index, "PIECE_SHARES", (0.2, 0.4, 0.6, 0.8, 0.9))
    assert len(token_index.piece_ends(document.key.text)) == 6
    assert chunk_document(document, config) == direct


def _tokens_before_by_bytes(text: str) -> list[int]:
    """Per character offset of ``text``: tokens whose first byte lies before that character.

    The reference for the counter's character starts, taken from byte offsets: the tokens'
    UTF-8 byte starts against each character's byte offset.
    """
    encoding = cl100k_base()
    starts = list(
        itertools.accumulate(
            len(encoding.decode_single_token_bytes(t)) for t in encoding.encode_ordinary(text)
        )
    )
    starts = [0, *starts[:-1]]
    offsets = list(itertools.accumulate((len(c.encode("utf-8")) for c in text), initial=0))
    return [bisect.bisect_left(starts, offset) for offset in offsets]


def test_token_starts_hold_for_tokens_beginning_inside_a_character() -> None:
    """Rare characters are byte-level tokens: some tokens begin inside a character.

    Every character offset, not only token boundaries, must split the tokens as their UTF-8
    byte starts do.
    """
    line = "Ἀρχή 𝔄𝔯𝔱. 1 — 鬱龘 ﷺ 😀🧾 a\u0301 ٢٣ المادة\n"
    text = line * (token_index.LARGE_TEXT // len(line) + 1)
    counter = TokenCounter(text, piece_chars=20_000)
    sample = text[: 4 * len(line)]
    expected = _tokens_before_by_bytes(sample)
    assert expected != list(range(len(expected)))  # some tokens are not one per character
    counts = counter.counts(list(range(len(sample) + 1)))
    assert list(itertools.accumulate(counts, initial=0)) == expected


def test_pieces_are_encoded_as_the_counts_need_them(big: str) -> None:
    """A first batch encodes only the pieces it reaches; asking for the rest encodes the rest."""
    bounds = _bounds(big)
    counter = TokenCounter(big, piece_chars=5_000)
    first = bounds[: len(bounds) // 10]
    assert counter.counts(first) == [count_tokens(big[a:b]) for a, b in itertools.pairwise(first)]
    assert 0 < counter._taken < len(counter._ends)
    assert counter.encoded_until() >= first[-1]
    rest = bounds[len(first) - 1 :]
    counts = counter.counts(rest)
    assert counter._taken == len(counter._ends)
    assert counts == [count_tokens(big[a:b]) for a, b in itertools.pairwise(rest)]


def test_char_tables_match_each_token_bytes() -> None:
    """The vectorised per-id tables equal a plain per-token reading of the token's bytes.

    For every cl100k id: the characters it begins (its UTF-8 lead bytes, bytes not of the form
    ``10xxxxxx``) and the shift to the character holding its first byte (0 when that byte is
    a lead byte, -1 when the token opens inside a character), minus that count.
    """
    encoding = cl100k_base()
    leads, adjust = token_index._token_char_tables()
    special = set(encoding.special_tokens_set)
    checked = 0
    for token in range(encoding.n_vocab):
        try:
            data = encoding.decode_single_token_bytes(token)
        except KeyError:  # an id with no token (cl100k has gaps before its special tokens)
            continue
        if data.decode("utf-8", "replace") in special:
            continue
        begun = sum(1 for byte in data if byte & 0xC0 != 0x80)
        opens_inside = data[0] & 0xC0 == 0x80
        assert (leads[token], adjust[token]) == (begun, -begun - opens_inside), token
        checked += 1
    assert checked == len(cl100k_ranks())


# Characters cl100k splits differently: ASCII, accents (precomposed and combining), Arabic
# letters, marks and digits, CJK, astral symbols (byte-level tokens beginning inside a
# character), spaces and line breaks.
_PROPERTY_ALPHABET = st.sampled_from(list("aZ 1.\n\t-'é\u0301Àمحدٌّ٣ـ鬱龘ﷺ😀🧾𝔄\u200f"))


@settings(max_examples=25, deadline=None)
@given(st.text(_PROPERTY_ALPHABET, min_size=1, max_size=300))
def test_token_starts_of_any_text_match_byte_starts(sample: str) -> None:
    """At every character offset of any text, the counts split the tokens as byte starts do.

    The text is padded past ``LARGE_TEXT`` (after a line break and a letter, where the pieces
    may be cut) so the counter takes its whole-text path; the reference reads each token's
    bytes one by one.
    """
    text = sample + "\nx" + "Article 1.\n" * (token_index.LARGE_TEXT // 11 + 1)
    counter = TokenCounter(text, piece_chars=50_000)
    assert counter.whole_text
    head = text[: len(sample) + 1]
    counts = counter.counts(list(range(len(head) + 1)))
    assert list(itertools.accumulate(counts, initial=0)) == _tokens_before_by_bytes(head)
