"""The langdetect profile cache: langdetect's own table, in a private, self-checking file."""

from __future__ import annotations

import marshal
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from langdetect import DetectorFactory, detector_factory

from inspector.langdetect_cache import (
    ProfileTable,
    cache_path,
    decode_table,
    encode_table,
    load_factory,
    profiles_digest,
    profiles_folder,
)

SAMPLES = [
    "The Supplier shall deliver the goods to the premises of the Customer.",
    "La Cour de cassation casse et annule l'arrêt rendu par la cour d'appel.",
    "Der Vertrag tritt am Tag nach seiner Verkündung in Kraft.",
    "El presente contrato se rige por la legislación española.",
    "xyz qqq",
]


@pytest.fixture(scope="module")
def parsed() -> DetectorFactory:
    """langdetect's own factory, parsed from its JSON profiles."""
    factory = DetectorFactory()
    factory.load_profile(detector_factory.PROFILES_DIRECTORY)
    return factory


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path / "legal-chunk-inspector"


def _detections(factory: DetectorFactory) -> list[str]:
    answers = []
    factory.set_seed(0)  # this factory's own seed, as load_factory sets it
    for text in SAMPLES:
        detector = factory.create()
        detector.append(text)
        answers.append(str(detector.get_probabilities()))
    return answers


def test_the_cached_table_is_langdetects_own(private_cache: Path, parsed: DetectorFactory) -> None:
    global_factory = detector_factory._factory
    first, from_cache = load_factory()
    assert from_cache is False  # no cache yet: langdetect parsed, the cache written
    path = cache_path(profiles_digest(profiles_folder()))
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(private_cache.stat().st_mode) == 0o700
    cached, from_cache = load_factory()
    assert from_cache is True
    assert isinstance(cached.word_lang_prob_map, ProfileTable)
    assert cached.langlist == parsed.langlist
    assert len(cached.word_lang_prob_map) == len(parsed.word_lang_prob_map) > 80_000
    # Looked up before any row is built, then every row: bit-identical to the parse.
    assert _detections(cached) == _detections(parsed) == _detections(first)
    assert dict(cached.word_lang_prob_map.items()) == parsed.word_lang_prob_map
    # langdetect's own state is left as it was: its module factory and its class seed.
    assert detector_factory._factory is global_factory
    assert DetectorFactory.seed is None


def test_a_damaged_or_foreign_cache_is_ignored_and_rewritten(private_cache: Path) -> None:
    load_factory()
    path = cache_path(profiles_digest(profiles_folder()))
    data = bytearray(path.read_bytes())
    data[-100] ^= 0xFF
    path.write_bytes(bytes(data))
    assert load_factory()[1] is False  # payload hash mismatch: parsed again
    assert load_factory()[1] is True  # and rewritten
    path.chmod(0o620)  # writable by the group: not trusted
    assert load_factory()[1] is False


def test_a_cache_that_cannot_be_written_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    factory, from_cache = load_factory()
    assert from_cache is False
    assert factory.langlist


rows = st.integers(min_value=2, max_value=6).flatmap(
    lambda width: st.dictionaries(
        st.text(min_size=1, max_size=3),
        st.lists(
            st.one_of(st.just(0.0), st.floats(allow_nan=False, allow_infinity=False)),
            min_size=width,
            max_size=width,
        ),
        max_size=30,
    ).map(lambda table: ([f"l{i}" for i in range(width)], table))
)


@given(rows)
def test_encode_then_decode_gives_the_same_table(
    case: tuple[list[str], dict[str, list[float]]],
) -> None:
    languages, table = case
    decoded_languages, decoded = decode_table(encode_table(languages, table))
    assert decoded_languages == languages
    assert list(decoded) == list(table)
    for word, row in table.items():
        assert word in decoded
        assert [v.hex() for v in decoded[word]] == [v.hex() for v in row]  # -0.0 kept too
    assert decoded.get("\x00absent", "none") == "none"


@pytest.mark.parametrize("payload", [b"", b"garbage", marshal.dumps((1, 2))])
def test_a_payload_that_is_no_table_is_refused(payload: bytes) -> None:
    with pytest.raises(ValueError, match="table"):
        decode_table(payload)


def test_the_loaders_detection_goes_through_the_cache(tmp_path: Path) -> None:
    """A fresh process's first langdetect answer writes the cache, the next one reads it."""
    import json
    import os
    import subprocess
    import sys

    code = (
        "import json\n"
        "from langdetect.detector_factory import DetectorFactory\n"
        "from inspector.document.language import detect_latin\n"
        "parsed = []\n"
        "own = DetectorFactory.load_profile\n"
        "def counted(self, *args):\n"
        "    parsed.append(1)\n"
        "    return own(self, *args)\n"
        "DetectorFactory.load_profile = counted\n"
        "answer = detect_latin('The tenant shall pay the rent on the first day of the month')\n"
        "print(json.dumps([answer, len(parsed)]))\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(2)
    ]
    written = list((tmp_path / "legal-chunk-inspector").glob("langdetect-*.profiles"))
    assert len(written) == 1
    assert stat.S_IMODE(written[0].stat().st_mode) == 0o600
    assert runs[0][0] == runs[1][0] == "en"
    assert runs[0][1] > 0  # the first process parsed langdetect's JSON profiles...
    assert runs[1][1] == 0  # ...the second took the table from the cache
