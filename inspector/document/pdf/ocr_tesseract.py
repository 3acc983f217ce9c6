"""The ``tesseract`` program run on one page image: hOCR out, script detection, cancellation.

Tesseract 5 with its Arabic, French and English models comes from the Debian packages
``tesseract-ocr tesseract-ocr-ara tesseract-ocr-fra tesseract-ocr-eng`` (``./quickstart``
installs them); the models are read from the system's tessdata folder, nothing is downloaded.
The program runs as a child process, reading the page image from a private temporary file:
it is polled every ``_POLL_S`` and killed when the user cancels. ``OMP_THREAD_LIMIT=1`` is set
in the child's environment only (Tesseract's OpenMP threads cost more than they gain on a
shared machine, and one thread gives the same result on every machine).

**Which models.** The page's script comes from Tesseract's own orientation and script detection
(``--psm 0``, the ``osd`` model shipped with ``tesseract-ocr``), run on each page: Arabic ->
``ara`` alone, Latin -> ``eng`` when the document is known to be English, else ``fra+eng``.
Arabic is read without the English model: with it, Tesseract read Arabic words carrying a
shadda as Latin junk ("كلّ" -> "JS"; 16 such words on a page of the Tunisian code, none with
``ara`` alone, which also took 40% less time); Latin words on an Arabic page are read less well.
What is known of the document's language comes from its text read so far, digital or OCR'd
(``LanguageHint``). When the detection fails (too little text on the page), the previous page's
models are kept, or ``ara+fra+eng`` on a first page.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field

from inspector.document.letter_counts import script_counts
from inspector.errors import Cancelled, LoadError

ARABIC = "ara"
FRENCH = "fra+eng"
ENGLISH = "eng"
UNKNOWN = "ara+fra+eng"
_POLL_S = 0.1
_TIMEOUT_S = 600.0
"""A page Tesseract has not read in ten minutes is given up (a broken image)."""
_SCRIPT = re.compile(rb"Script: (\w+)")
_PENDING_PAGES = 3
"""Page texts a ``LanguageHint`` keeps for its next decision (the latest ones)."""


class OcrUnavailableError(LoadError):
    """The ``tesseract`` program or one of its models is missing, or it failed on a page."""


@dataclass
class LanguageHint:
    """What the document's text read so far says of its language (``models_for``).

    ``french`` and ``english`` count the pages of mostly Latin letters (200 or more) that the
    language detector gave as French or as English. Page texts wait in ``pending`` (the last
    ``_PENDING_PAGES`` only) and are given to the detector only when a Latin page is to be read
    by OCR: a digital document with no scanned page never runs it.
    """

    french: int = 0
    english: int = 0
    last: str = ""
    """The models used for the previous OCR'd page ("" before the first)."""
    pending: list[str] = field(default_factory=list)

    def add_text(self, text: str) -> None:
        """Keep one page's text (digital or OCR'd) for the French/English decision."""
        self.pending.append(text)
        del self.pending[:-_PENDING_PAGES]

    def _count_pending(self) -> None:
        texts, self.pending = self.pending, []
        for text in texts:
            arabic, latin = script_counts(text)
            if latin < 200 or latin < arabic:
                continue
            from inspector.document.language import detect_latin  # langdetect: on demand

            answer = detect_latin(text)
            if answer == "fr":
                self.french += 1
            elif answer == "en":
                self.english += 1

    def models_for(self, script: str | None) -> str:
        """Tesseract's ``-l`` value for a page of ``script`` (None: not detected)."""
        if script == "Arabic":
            return ARABIC
        if script == "Latin":
            self._count_pending()
            return ENGLISH if self.english > self.french else FRENCH
        return self.last or UNKNOWN


def tesseract_path() -> str:
    """The ``tesseract`` program's path.

    Raises:
        OcrUnavailableError: it is not installed.
    """
    found = shutil.which("tesseract")
    if found is None:
        raise OcrUnavailableError(
            "OCR is not available: the tesseract program is not installed "
            "(Debian: apt-get install tesseract-ocr tesseract-ocr-ara tesseract-ocr-fra)."
        )
    return found


def detect_script(image: bytes, should_cancel: Callable[[], bool] | None) -> str | None:
    """Tesseract's script for a page image ("Arabic", "Latin"...), None if it cannot tell."""
    try:
        out = _run(["--psm", "0", "-l", "osd"], image, should_cancel)
    except OcrUnavailableError:
        return None  # too few characters to tell, or no osd model
    found = _SCRIPT.search(out)
    return found.group(1).decode("ascii", "replace") if found else None


def run_hocr(
    image: bytes, languages: str, dpi: int, should_cancel: Callable[[], bool] | None
) -> bytes:
    """Tesseract's hOCR for a page image (PNG bytes) read with models ``languages``.

    Raises:
        OcrUnavailableError: the program or a model is missing, or it failed.
        Cancelled: ``should_cancel`` returned True (the program is killed).
    """
    return _run(["-l", languages, "--dpi", str(dpi), "--psm", "3", "hocr"], image, should_cancel)


def _run(args: list[str], image: bytes, should_cancel: Callable[[], bool] | None) -> bytes:
    """Tesseract's standard output for ``image`` with ``args``.

    The image goes through a private temporary file (0600, in a 0700 folder, removed after):
    ``Popen.communicate`` cannot go on feeding standard input after a timeout, and polling
    with a timeout is what lets the user cancel.
    """
    program = tesseract_path()
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    with tempfile.TemporaryDirectory(prefix="inspector-ocr-") as folder:
        image_path = os.path.join(folder, "page.png")
        descriptor = os.open(image_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(image)
        process = subprocess.Popen(  # (a fixed program, arguments of our own)
            [program, image_path, "stdout", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        waited = 0.0
        try:
            while True:
                try:
                    out, err = process.communicate(timeout=_POLL_S)
                    break
                except subprocess.TimeoutExpired:
                    waited += _POLL_S
                    if should_cancel is not None and should_cancel():
                        raise Cancelled("Loading was cancelled.") from None
                    if waited > _TIMEOUT_S:
                        raise OcrUnavailableError(
                            "OCR gave up on a page after ten minutes."
                        ) from None
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
    if process.returncode != 0:
        message = err.decode("utf-8", "replace").strip().splitlines()
        raise OcrUnavailableError(
            "OCR failed: " + (message[-1] if message else f"tesseract exit {process.returncode}")
        )
    return out
