"""Opening a DOCX package safely: what the file is, size limits, parts found by relationship.

Sizes are bounded twice, so that no package costs more than the loader's memory bound
(README: every command stays under 1 GB; a part of ``MAX_XML_PART`` bytes is about 500 MB once
parsed and loaded):

- before anything is decompressed, from the ZIP central directory: more than
  ``MAX_TOTAL_UNCOMPRESSED`` bytes (512 MiB) declared over all members (images included,
  though they are never decompressed), an XML part declared above ``MAX_XML_PART`` (16 MiB),
  or a member of at least ``RATIO_MIN_SIZE`` bytes (16 MiB) declared with a compression ratio
  above ``MAX_RATIO`` (200; Word's own XML compresses about 5-20x): ``TooLargeError`` in
  microseconds;
- while decompressing, on the bytes actually produced, not the sizes the archive declares
  (which a crafted file can lie about): a part is read in blocks of ``READ_BLOCK`` bytes and
  refused as soon as it passes its limit (``MAX_XML_PART`` for the main document part,
  ``MAX_OTHER_PART``, 4 MiB, for styles, numbering, headers and the rest, which are small in
  real documents), and all parts read together stop at ``MAX_READ_TOTAL`` (32 MiB). A part
  shorter or longer than declared fails its CRC check (``DamagedFileError``).
- a package of more than ``MAX_MEMBERS`` (10,000) members is refused before its directory is
  read.

What the file is, from its first bytes and its members: an OLE2 compound file (``D0 CF 11
E0``) is a password-protected OOXML document or a Word 97-2003 ``.doc``; a ZIP with an Excel,
PowerPoint or OpenDocument main part is another kind of document; anything else that is not a
ZIP is not a Word document at all (all ``UnsupportedFileError``). A ZIP that looks like an
Office package but whose main document part is missing, unreadable or not well-formed XML is
``DamagedFileError``.

Parts are found the OPC way: ``_rels/.rels`` names the main document part
(``officeDocument`` relationship, falling back to ``word/document.xml``), and the main part's
relationships name styles, numbering and the rest. Strict Open XML documents (ISO 29500
Strict namespaces) are read by mapping their namespaces to the transitional ones.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
import zlib
from pathlib import Path
from urllib.parse import unquote

from lxml import etree

from inspector.document.xml_parse import parse_xml
from inspector.errors import DamagedFileError, TooLargeError, UnsupportedFileError

MAX_TOTAL_UNCOMPRESSED = 512 * 1024 * 1024
MAX_XML_PART = 16 * 1024 * 1024
MAX_OTHER_PART = 4 * 1024 * 1024
MAX_READ_TOTAL = 32 * 1024 * 1024
MAX_RATIO = 200
RATIO_MIN_SIZE = 16 * 1024 * 1024
READ_BLOCK = 1024 * 1024
MAX_MEMBERS = 10_000
"""Most ZIP members a package may have. Python's zipfile keeps an object of about 800 bytes
per member (measured: 400,000 empty members, a 37 MB file, took 337 MB), so a 256 MiB file of
empty members would pass 2 GB; a Word document has tens of parts, a few thousand with many
images."""
_CENTRAL_HEADER = b"PK\x01\x02"

OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ENCRYPTION_INFO = "EncryptionInfo".encode("utf-16-le")
_WORD_STREAM = "WordDocument".encode("utf-16-le")
_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_REL = f"{{{_PKG_REL}}}Relationship"
_STRICT_TO_TRANSITIONAL = (
    (
        b"http://purl.oclc.org/ooxml/wordprocessingml/main",
        b"http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    ),
    (
        b"http://purl.oclc.org/ooxml/officeDocument/relationships",
        b"http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    ),
    (
        b"http://purl.oclc.org/ooxml/officeDocument/math",
        b"http://schemas.openxmlformats.org/officeDocument/2006/math",
    ),
)
_OTHER_OFFICE = {
    "xl/": "an Excel workbook",
    "ppt/": "a PowerPoint presentation",
}


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):,.0f} MB"


class Package:
    """An opened DOCX: the ZIP members and the relationships of its main document part.

    Args:
        path: The file's path (only its name is used, in messages).
        data: The file's bytes.

    Raises:
        UnsupportedFileError: Not a Word document (encrypted, ``.doc``, another format).
        DamagedFileError: A Word package whose main document part is missing or unreadable.
        TooLargeError: The package would decompress beyond the limits above.
    """

    def __init__(self, path: Path, data: bytes) -> None:
        self.name = path.name
        self._zip = self._open_zip(data)
        self._members = {info.filename.lower(): info for info in self._zip.infolist()}
        self._package_relations: list[tuple[str, str]] = []
        self._read_so_far = 0  # bytes decompressed by _read, all parts together
        self._check_sizes()
        self._main: str | None = None  # until found, every part read is an "other" part
        self.main_part = self._main = self._find_main_part()
        self._relations = self._relationships(self.main_part)

    def _open_zip(self, data: bytes) -> zipfile.ZipFile:
        name = self.name
        if not data:
            raise DamagedFileError(f"{name} is empty (0 bytes): it is not a Word document.")
        if data.startswith(OLE_MAGIC):
            if _ENCRYPTION_INFO in data:
                raise UnsupportedFileError(
                    f"{name} is password-protected (encrypted). Open it in Word, remove the "
                    "password (File > Info > Protect Document) and save it again."
                )
            if _WORD_STREAM in data:
                raise UnsupportedFileError(
                    f"{name} is an old Word 97-2003 document (.doc), not a .docx. "
                    "Save it as a Word document (.docx) and open that."
                )
            raise UnsupportedFileError(
                f"{name} is an encrypted Office document or an old binary .doc file, not a "
                "Word document this program can read."
            )
        # Every member has a central-directory header starting with these bytes (zipfile
        # checks them), so their count bounds the members before zipfile reads any of them.
        if data.startswith(b"PK") and data.count(_CENTRAL_HEADER) > MAX_MEMBERS:
            raise TooLargeError(
                f"{name} is too large to open: it holds more than {MAX_MEMBERS:,} parts."
            )
        try:
            return zipfile.ZipFile(io.BytesIO(data))
        except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError) as error:
            if data.startswith(b"PK"):
                raise DamagedFileError(
                    f"{name} is damaged: its ZIP structure cannot be read ({error})."
                ) from error
            what = "a PDF" if data.startswith(b"%PDF") else "not a ZIP package"
            if data.lstrip()[:5] == b"{\\rtf":
                what = "an RTF document"
            raise UnsupportedFileError(
                f"{name} is not a Word document (it is {what}). "
                "Open a .docx saved by Word or LibreOffice."
            ) from error

    def _check_sizes(self) -> None:
        total = 0
        for key, info in self._members.items():
            size = info.file_size
            total += size
            if key.endswith((".xml", ".rels")) and size > MAX_XML_PART:
                raise TooLargeError(
                    f"{self.name} is too large to open: its part {info.filename} would "
                    f"expand to {_mib(size)} (the limit is {_mib(MAX_XML_PART)})."
                )
            if size >= RATIO_MIN_SIZE and size > MAX_RATIO * max(info.compress_size, 1):
                raise TooLargeError(
                    f"{self.name} looks like a zip bomb: its part {info.filename} would "
                    f"expand {size // max(info.compress_size, 1):,} times, to {_mib(size)}."
                )
        if total > MAX_TOTAL_UNCOMPRESSED:
            raise TooLargeError(
                f"{self.name} is too large to open: it would expand to {_mib(total)} "
                f"(the limit is {_mib(MAX_TOTAL_UNCOMPRESSED)})."
            )

    def _find_main_part(self) -> str:
        main = None
        if "_rels/.rels" in self._members:
            self._package_relations = self._read_rels("_rels/.rels", "")
        for rel_type, target in self._package_relations:
            if rel_type.endswith("/officeDocument"):
                main = target
                break
        if main is None:
            main = "word/document.xml"
        for prefix, what in _OTHER_OFFICE.items():
            if main.lower().startswith(prefix):
                raise UnsupportedFileError(f"{self.name} is {what}, not a Word document.")
        if main.lower() not in self._members:
            for prefix, what in _OTHER_OFFICE.items():
                if any(key.startswith(prefix) for key in self._members):
                    raise UnsupportedFileError(f"{self.name} is {what}, not a Word document.")
            if "mimetype" in self._members and b"opendocument" in self._read("mimetype"):
                raise UnsupportedFileError(
                    f"{self.name} is an OpenDocument file, not a Word document. "
                    "Save it as .docx in LibreOffice and open that."
                )
            office_markers = ("[content_types].xml", "_rels/.rels")
            if any(marker in self._members for marker in office_markers) or any(
                key.startswith("word/") for key in self._members
            ):
                raise DamagedFileError(
                    f"{self.name} is damaged: the main document part is missing ({main})."
                )
            raise UnsupportedFileError(
                f"{self.name} is not a Word document: it is a ZIP archive without Word content."
            )
        return main

    def _read(self, name: str) -> bytes:
        """The decompressed bytes of member ``name``, counted as they come (module docstring).

        Raises:
            TooLargeError: the part, or all parts read so far, pass the limits.
            DamagedFileError: the part cannot be decompressed or fails its CRC check.
            UnsupportedFileError: a compression method or encryption zipfile cannot read.
        """
        info = self._members[name.lower()]
        limit = MAX_XML_PART if name == self._main else MAX_OTHER_PART
        blocks: list[bytes] = []
        size = 0
        try:
            with self._zip.open(info) as member:
                while block := member.read(READ_BLOCK):
                    size += len(block)
                    self._read_so_far += len(block)
                    if size > limit:
                        raise TooLargeError(
                            f"{self.name} is too large to open: its part {info.filename} "
                            f"expands beyond {_mib(limit)}."
                        )
                    if self._read_so_far > MAX_READ_TOTAL:
                        raise TooLargeError(
                            f"{self.name} is too large to open: its parts expand beyond "
                            f"{_mib(MAX_READ_TOTAL)} together."
                        )
                    blocks.append(block)
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError) as error:
            raise DamagedFileError(
                f"{self.name} is damaged: its part {info.filename} cannot be read ({error})."
            ) from error
        except (NotImplementedError, RuntimeError) as error:  # compression method, encryption
            raise UnsupportedFileError(
                f"{self.name} uses a ZIP feature this program cannot read "
                f"({info.filename}: {error})."
            ) from error
        return blocks[0] if len(blocks) == 1 else b"".join(blocks)

    def _read_rels(self, rels_name: str, base: str) -> list[tuple[str, str]]:
        """``(type, target part name)`` of the internal relationships in ``rels_name``."""
        try:
            root = parse_xml(self._read(rels_name))
        except etree.XMLSyntaxError:
            return []  # broken relationships: fall back to conventional part names
        out = []
        for rel in root.iter(_REL):
            if (rel.get("TargetMode") or "Internal") != "Internal":
                continue
            target = unquote(str(rel.get("Target") or ""))
            if not target:
                continue
            if target.startswith("/"):
                name = target.lstrip("/")
            else:
                name = posixpath.normpath(posixpath.join(base, target))
            out.append((str(rel.get("Type") or ""), name))
        return out

    def _relationships(self, part: str) -> list[tuple[str, str]]:
        folder, file = posixpath.split(part)
        rels = posixpath.join(folder, "_rels", f"{file}.rels")
        return self._read_rels(rels, folder) if rels.lower() in self._members else []

    def related_part(self, kind: str, fallback: str | None = None) -> str | None:
        """Name of the main part's related part of relationship type ``.../kind``, if present."""
        for rel_type, target in self._relations:
            if rel_type.endswith(f"/{kind}") and target.lower() in self._members:
                return target
        if fallback is not None and fallback.lower() in self._members:
            return fallback
        return None

    def package_part(self, kind: str, fallback: str | None = None) -> str | None:
        """Like ``related_part``, for the package's own relationships (``_rels/.rels``)."""
        for rel_type, target in self._package_relations:
            if rel_type.endswith(f"/{kind}") and target.lower() in self._members:
                return target
        if fallback is not None and fallback.lower() in self._members:
            return fallback
        return None

    def xml(self, part: str | None, *, what: str) -> etree._Element | None:
        """Parse part ``part`` (None or absent: None).

        Args:
            part: The part name.
            what: How the user would call the part, for the error message.

        Raises:
            DamagedFileError: The part is not well-formed XML or cannot be decompressed.
        """
        raw = self.part_bytes(part)
        return None if raw is None else self.parse(raw, what=what)

    def part_bytes(self, part: str | None) -> bytes | None:
        """The bytes of part ``part`` with Strict namespaces mapped (None or absent: None).

        Raises:
            DamagedFileError: The part cannot be decompressed.
        """
        if part is None or part.lower() not in self._members:
            return None
        raw = self._read(part)
        if b"purl.oclc.org/ooxml" in raw:
            for strict, transitional in _STRICT_TO_TRANSITIONAL:
                raw = raw.replace(strict, transitional)
        return raw

    def parse(self, raw: bytes, *, what: str) -> etree._Element:
        """``raw`` (from ``part_bytes``) parsed (``parse_xml``).

        Raises:
            DamagedFileError: ``raw`` is not well-formed XML.
        """
        try:
            return parse_xml(raw)
        except etree.XMLSyntaxError as error:
            raise DamagedFileError(
                f"{self.name} is damaged: {what} is not valid XML ({error})."
            ) from error
