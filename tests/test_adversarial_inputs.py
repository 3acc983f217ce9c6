"""Hostile and broken inputs, generated from a fixed seed: each loads or fails with a typed error.

Cases are made from the real sample documents (``sample_docs/``) and from small files written
here: truncations, bit flips (in the file and inside DOCX XML), PDF page trees that are cyclic,
deep or claim a billion pages, zip bombs of every kind (a size that lies upwards or downwards,
a huge real size, many members, many large parts, deep XML nesting), numbering extremes, text
files with NUL bytes, broken UTF-8 or one endless line, FIFOs, devices, folders, symbolic links
(to a document, dangling, looping) and odd file names.

What every case must do: load (and chunk) or raise an ``InspectorError``; never another
exception, never hang, never pass 1 GB. Most cases run in this process (``load_document`` and
``chunk_document``, with an alarm of ``CASE_SECONDS``); the costly ones (bombs, extremes) run as
real ``inspector text`` / ``inspector chunk`` processes with their address space capped at
1 GiB (``tests.limits``), and their peak resident memory is checked against the same bound.
The seed fixes the cases; change ``SEED`` to explore others.
"""

from __future__ import annotations

import io
import os
import random
import signal
import socket
import time
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from inspector.document.load import load_document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.errors import InspectorError
from tests.conftest import SAMPLE_DOCS
from tests.limits import GIB, run_limited, typed_outcome
from tests.zip_craft import Member, craft_zip, deflate_repeated, honest, with_name

SEED = 20261206
CASE_SECONDS = 10
"""The most any case may take (in this process: an alarm; as a process: a timeout)."""
MIB = 1 << 20

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
DOCX_SAMPLES = ("law_en_data_archives.docx", "qanun_ar_archives.docx")
PDF_SAMPLES = ("contract_en_services.pdf", "qanun_ar_archives.pdf")
TEXT_SAMPLES = ("law_en_data_archives.txt", "contract_en_services.md")


@dataclass(frozen=True, slots=True)
class Case:
    """One input: a name for the report and how to make it in a folder (returns its path)."""

    name: str
    make: Callable[[Path], Path]


def _file(name: str, data: bytes) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = folder / name
        path.write_bytes(data)
        return path

    return make


def _sample(name: str) -> bytes:
    return (SAMPLE_DOCS / name).read_bytes()


def _docx_parts(name: str) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(_sample(name))) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


def _docx(parts: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for part, data in parts.items():
            archive.writestr(part, data)
    return out.getvalue()


# --------------------------------------------------------------------------- in-process cases


def truncations(rng: random.Random) -> Iterator[Case]:
    for name in (*DOCX_SAMPLES, *PDF_SAMPLES, *TEXT_SAMPLES):
        data = _sample(name)
        for cut in sorted(rng.sample(range(1, len(data)), 3)):
            yield Case(f"{name} cut at {cut}", _file(name, data[:cut]))


def bit_flips(rng: random.Random) -> Iterator[Case]:
    for name in (*DOCX_SAMPLES, *PDF_SAMPLES, *TEXT_SAMPLES):
        data = bytearray(_sample(name))
        for flips in (1, 8, 64):
            mutated = bytearray(data)
            for _ in range(flips):
                mutated[rng.randrange(len(mutated))] ^= 1 << rng.randrange(8)
            yield Case(f"{name} with {flips} bit flips", _file(name, bytes(mutated)))


def xml_mutations(rng: random.Random) -> Iterator[Case]:
    """Bytes changed inside a DOCX's parts, then zipped honestly (past the CRC checks)."""
    for name in DOCX_SAMPLES:
        parts = _docx_parts(name)
        for part in ("word/document.xml", "word/styles.xml", "word/numbering.xml"):
            if part not in parts:
                continue
            for _ in range(2):
                raw = bytearray(parts[part])
                for _ in range(rng.choice((1, 5, 40))):
                    raw[rng.randrange(len(raw))] = rng.choice(b'<>&"/= \x00\xff:w')
                mutated = dict(parts, **{part: bytes(raw)})
                yield Case(f"{name}: {part} mutated", _file(name, _docx(mutated)))


def _pdf(objects: list[bytes]) -> bytes:
    """A PDF of ``objects`` (object n is ``objects[n - 1]``), catalog first, with an xref."""
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    start = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        start,
    )
    return bytes(out)


_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def _content(text: bytes) -> bytes:
    stream = b"BT /F1 12 Tf 72 720 Td (" + text + b") Tj ET"
    return b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"


def _page(parent: int, content: int, font: int) -> bytes:
    return (
        b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
        b"/Resources << /Font << /F1 %d 0 R >> >> >>" % (parent, content, font)
    )


def page_trees(rng: random.Random) -> Iterator[Case]:
    catalog = b"<< /Type /Catalog /Pages 2 0 R >>"
    text = b"Article 1. The parties agree."
    yield Case(
        "PDF page tree whose node is its own kid",
        _file(
            "cyclic.pdf",
            _pdf(
                [
                    catalog,
                    b"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
                    _page(2, 4, 5),
                    _content(text),
                    _FONT,
                ]
            ),
        ),
    )
    yield Case(
        "PDF page tree with two nodes that are each other's kid",
        _file(
            "cycle2.pdf",
            _pdf(
                [
                    catalog,
                    b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    b"<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 4 0 R] /Count 1 >>",
                    _page(3, 5, 6),
                    _content(text),
                    _FONT,
                ]
            ),
        ),
    )
    yield Case(
        "PDF claiming a billion pages",
        _file(
            "count.pdf",
            _pdf(
                [
                    catalog,
                    b"<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>",
                    _page(2, 4, 5),
                    _content(text),
                    _FONT,
                ]
            ),
        ),
    )
    depth = rng.randrange(400, 1200)
    nodes = [catalog]
    for level in range(depth):  # object 2 + level is a Pages node whose kid is the next one
        parent = b"/Parent %d 0 R " % (level + 1) if level else b""
        nodes.append(b"<< /Type /Pages %s/Kids [%d 0 R] /Count 1 >>" % (parent, level + 3))
    leaf = len(nodes) + 1
    nodes += [_page(leaf - 1, leaf + 1, leaf + 2), _content(text), _FONT]
    yield Case(f"PDF page tree {depth} levels deep", _file("deep.pdf", _pdf(nodes)))
    yield Case("PDF with no pages", _file("none.pdf", _pdf([catalog, b"<< /Type /Pages >>"])))


def _numbering_docx(level_xml: str, overrides: str = "") -> bytes:
    parts = _docx_parts("law_en_data_archives.docx")
    numbering = (
        f'<?xml version="1.0"?><w:numbering xmlns:w="{W_NS}">'
        f'<w:abstractNum w:abstractNumId="0">{level_xml}</w:abstractNum>'
        f'<w:num w:numId="1"><w:abstractNumId w:val="0"/>{overrides}</w:num></w:numbering>'
    )
    paragraph = '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>'
    body = "".join(f"{paragraph}<w:r><w:t>Clause {i}</w:t></w:r></w:p>" for i in range(5))
    document = (
        f'<?xml version="1.0"?><w:document xmlns:w="{W_NS}"><w:body>{body}</w:body></w:document>'
    )
    parts["word/document.xml"] = document.encode()
    parts["word/numbering.xml"] = numbering.encode()
    rels = parts["word/_rels/document.xml.rels"].decode()
    if "numbering.xml" not in rels:
        rels = rels.replace(
            "</Relationships>",
            '<Relationship Id="rNum" Type="http://schemas.openxmlformats.org/officeDocument/'
            '2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
        )
    parts["word/_rels/document.xml.rels"] = rels.encode()
    return _docx(parts)


def numbering_extremes(rng: random.Random) -> Iterator[Case]:
    values = ["1" + "0" * 31, "1" + "0" * 4000, "4000000000", "-" + "9" * 20, "x", ""]
    formats = ["lowerLetter", "chicago", "upperRoman", "arabicAbjad", "cardinalText", "bogus"]
    for value in rng.sample(values, 4):
        fmt = rng.choice(formats)
        level = (
            f'<w:lvl w:ilvl="0"><w:start w:val="{value}"/><w:numFmt w:val="{fmt}"/>'
            '<w:lvlText w:val="%1.%9.%2"/></w:lvl>'
        )
        override = f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="{value}"/></w:lvlOverride>'
        yield Case(f"numbering start {value[:12]} ({fmt})", _file("n.docx", _numbering_docx(level)))
        yield Case(
            f"numbering startOverride {value[:12]} ({fmt})",
            _file("o.docx", _numbering_docx(level.replace(value, "1"), override)),
        )
    odd_level = (
        f'<w:lvl w:ilvl="{"9" * 30}"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
        '<w:lvlText w:val="%1"/></w:lvl><w:lvl w:ilvl="-1"/><w:lvl w:ilvl="0"/>'
    )
    yield Case("numbering with odd levels", _file("l.docx", _numbering_docx(odd_level)))


def odd_text(rng: random.Random) -> Iterator[Case]:
    law = _sample("law_en_data_archives.txt")
    yield Case("text with NUL bytes", _file("nul.txt", law[:3000] + b"\x00" * 50 + law[3000:6000]))
    yield Case(
        "text of invalid UTF-8", _file("bad.txt", bytes(rng.randrange(256) for _ in range(4000)))
    )
    yield Case("one 1 MB line", _file("line.txt", b"Article 1 " + b"word " * 200_000))
    yield Case("a byte-order mark only", _file("bom.txt", b"\xef\xbb\xbf"))
    yield Case("empty text", _file("empty.md", b""))
    yield Case("UTF-16 text", _file("u16.txt", "المادة 1. النص".encode("utf-16")))
    yield Case("markdown of 5,000 nested quotes", _file("q.md", b">" * 5000 + b" x\n"))
    yield Case("30,000 one-character paragraphs", _file("p.txt", b"(a)\n\n" * 30_000))


def _fifo(folder: Path) -> Path:
    path = folder / "pipe.pdf"
    os.mkfifo(path)
    return path


def _socket(folder: Path) -> Path:
    path = folder / "sock.docx"
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    sock.close()  # the socket file stays
    return path


def _link(target: str) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = folder / "link.pdf"
        path.symlink_to(SAMPLE_DOCS / target if target else folder / "nowhere.pdf")
        return path

    return make


def _loop(folder: Path) -> Path:
    (folder / "a.pdf").symlink_to(folder / "b.pdf")
    (folder / "b.pdf").symlink_to(folder / "a.pdf")
    return folder / "a.pdf"


def _named(name: bytes) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = Path(os.fsdecode(os.fsencode(folder) + b"/" + name))
        path.write_bytes(_sample("contract_en_services.md"))
        return path

    return make


def special_files(rng: random.Random) -> Iterator[Case]:
    yield Case("a FIFO", _fifo)
    yield Case("a socket", _socket)
    yield Case("/dev/zero", lambda folder: Path("/dev/zero"))
    yield Case("a folder", lambda folder: folder)
    yield Case("a link to a document", _link("contract_en_services.pdf"))
    yield Case("a dangling link", _link(""))
    yield Case("a link loop", _loop)
    yield Case("a missing file", lambda folder: folder / "gone.docx")
    for raw in (b"caf\xe9.md", b"\xff\xfe.md", b"line\nbreak.md", b"x" * 250 + b".md"):
        yield Case(f"file name {raw[:20]!r}", _named(raw))
    rtl = "عقد \u202eexe.md".encode()
    yield Case("a right-to-left override in the name", _named(rtl))
    yield Case("an unknown suffix", _named(b"contract.rtf"))
    del rng


GENERATORS = (
    truncations,
    bit_flips,
    xml_mutations,
    page_trees,
    numbering_extremes,
    odd_text,
    special_files,
)


def generated_cases() -> list[Case]:
    rng = random.Random(SEED)
    return [case for generator in GENERATORS for case in generator(rng)]


class CaseTimeoutError(Exception):
    """A case ran past CASE_SECONDS (raised by the alarm)."""


@contextmanager
def alarm(seconds: int) -> Iterator[None]:
    def expired(signum: int, frame: object) -> None:
        raise CaseTimeoutError(f"over {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_generated_inputs_load_or_fail_typed(tmp_path: Path) -> None:
    """Every generated case, in this process: a Document (then chunked) or an InspectorError."""
    config = default_config()
    failures = []
    outcomes = {"loaded": 0, "typed error": 0}
    slowest = (0.0, "")
    for number, case in enumerate(generated_cases()):
        folder = tmp_path / str(number)
        folder.mkdir()
        started = time.perf_counter()
        try:
            with alarm(CASE_SECONDS):
                path = case.make(folder)
                document = load_document(path)
                chunk_document(document, config)
            outcomes["loaded"] += 1
        except InspectorError:
            outcomes["typed error"] += 1
        except Exception as exc:  # the point: anything else is a failure
            failures.append(f"{case.name}: {type(exc).__name__}: {exc}"[:300])
        took = time.perf_counter() - started
        slowest = max(slowest, (took, case.name))
    print(f"{sum(outcomes.values())} cases: {outcomes}; slowest {slowest[0]:.2f} s ({slowest[1]})")
    assert not failures, "\n".join(failures)
    assert outcomes["loaded"]
    assert outcomes["typed error"]


# --------------------------------------------------------------------------- as real processes

_HEAD = f'<?xml version="1.0"?><w:document xmlns:w="{W_NS}"><w:body>'.encode()
_TAIL = b"</w:body></w:document>"
_PARA = b"<w:p><w:r><w:t>The party shall deliver the goods.</w:t></w:r></w:p>"


def _package(document: Member, *others: Member) -> bytes:
    """A DOCX whose main part is ``document`` (a crafted member) beside the sample's parts."""
    parts = _docx_parts("law_en_data_archives.docx")
    members = [honest(name, data) for name, data in parts.items() if name != "word/document.xml"]
    members.append(document)
    members.extend(others)
    return craft_zip(members)


def _expanding(
    mib: int, name: str = "word/document.xml", declared_size: int | None = None
) -> Member:
    member = deflate_repeated(_PARA, mib * MIB // len(_PARA), _HEAD, _TAIL)
    # padded so the declared compression ratio stays under the old 200x alarm
    padding = max(0, (declared_size or member.size) // 150 - len(member.data))
    return with_name(member, name, padding=padding, declared_size=declared_size)


def bombs() -> Iterator[tuple[str, Callable[[], bytes]]]:
    yield "document.xml of 100 MiB, honestly declared", lambda: _package(_expanding(100))
    yield (
        "document.xml declared 200 MiB, 100 MiB real",
        lambda: _package(_expanding(100, declared_size=200 * MIB)),
    )
    yield (
        "document.xml declared 15 MiB, 100 MiB real",
        lambda: _package(_expanding(100, declared_size=15 * MIB)),
    )
    yield (
        "styles.xml of 15 MiB beside the document",
        lambda: craft_zip(
            [
                *(
                    honest(name, data)
                    for name, data in _docx_parts("law_en_data_archives.docx").items()
                    if name != "word/styles.xml"
                ),
                _expanding(15, "word/styles.xml"),
            ]
        ),
    )
    yield (
        "60,000 empty members",
        lambda: craft_zip(
            [
                *(honest(n, d) for n, d in _docx_parts("law_en_data_archives.docx").items()),
                *(honest(f"junk/{i}.xml", b"") for i in range(60_000)),
            ]
        ),
    )
    nested = b"<w:tbl><w:tr><w:tc>" * 3000 + b"<w:p/>" + b"</w:tc></w:tr></w:tbl>" * 3000
    yield (
        "tables nested 3,000 deep",
        lambda: _package(honest("word/document.xml", _HEAD + nested + _TAIL)),
    )
    yield (
        "numbering start 4,000,000,000 in chicago",
        lambda: _numbering_docx(
            '<w:lvl w:ilvl="0"><w:start w:val="4000000000"/><w:numFmt w:val="chicago"/>'
            '<w:lvlText w:val="%1"/></w:lvl>'
        ),
    )
    member = deflate_repeated(b" " * 1024, 200 * 1024, b"", b"BT /F1 12 Tf 72 720 Td (x) Tj ET")
    yield (
        "PDF page content inflating to 200 MiB",
        lambda: _pdf(
            [
                b"<< /Type /Catalog /Pages 2 0 R >>",
                b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                _page(2, 4, 5),
                b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(_zlib(member.data))
                + _zlib(member.data)
                + b"\nendstream",
                _FONT,
            ]
        ),
    )


def _zlib(raw_deflate: bytes) -> bytes:
    """A raw deflate stream with a zlib header (what /FlateDecode holds; no checksum kept)."""
    return b"\x78\x01" + raw_deflate


def test_a_package_of_too_many_members_is_refused_before_its_directory_is_read(
    tmp_path: Path,
) -> None:
    """zipfile keeps ~800 bytes a member: a 256 MiB file of empty members would pass 2 GB."""
    from inspector.errors import TooLargeError

    parts = _docx_parts("law_en_data_archives.docx")
    members = [honest(n, d) for n, d in parts.items()]
    members += [honest(f"junk/{i}.xml", b"") for i in range(10_001)]
    path = tmp_path / "many.docx"
    path.write_bytes(craft_zip(members))
    with pytest.raises(TooLargeError, match="more than 10,000 parts"):
        load_document(path)


@pytest.mark.parametrize(("name", "make"), list(bombs()), ids=[name for name, _ in bombs()])
def test_bombs_stay_under_a_gigabyte_as_real_commands(
    name: str, make: Callable[[], bytes], tmp_path: Path
) -> None:
    """``inspector text`` on each, capped at 1 GiB of address space: one typed line or success,
    within CASE_SECONDS, and a peak resident size under 1 GB."""
    suffix = ".pdf" if name.startswith("PDF") else ".docx"
    path = tmp_path / f"bomb{suffix}"
    path.write_bytes(make())
    run = run_limited(["text", str(path)], timeout=CASE_SECONDS)
    print(f"{name}: exit {run.returncode}, peak {run.peak_rss_mib:.0f} MiB: {run.stderr[:120]}")
    assert typed_outcome(run), run.stderr[-2000:]
    assert 0 < run.peak_rss_kib * 1024 < GIB
