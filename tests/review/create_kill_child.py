"""Child process of the creation kill test: kills review-store creations at many moments.

Run as ``python -m tests.review.create_kill_child FOLDER DELAY...``. The document is loaded
once; then for each delay (seconds) a forked process creates review stores one after another,
each in a new sub-folder of FOLDER (``open_session``, the way the window and the CLI start a
review), and is sent SIGKILL that long after its first creation began. Each line printed is
``<delay> <folders>``.
"""

from __future__ import annotations

import itertools
import os
import signal
import sys
import time
from pathlib import Path


def _create_forever(folder: Path, started: int) -> None:
    """Create stores in new sub-folders of ``folder``; a byte to ``started`` once begun."""
    from inspector.engine import default_config
    from inspector.review.access import open_session
    from tests.review.conftest import LAW_TXT, loaded

    document, chunk_set = loaded(LAW_TXT)
    for number in itertools.count():
        sub = folder / f"{number:04d}"
        sub.mkdir(mode=0o700)
        if number == 0:
            os.write(started, b"!")
        session = open_session(
            LAW_TXT, document, default_config(), "Child", lambda: chunk_set, folder=sub
        )
        session.close()


def main() -> None:
    from inspector.review.access import open_session  # noqa: F401 - imported before the forks
    from tests.review.conftest import LAW_TXT, loaded

    folder = Path(sys.argv[1])
    loaded(LAW_TXT)  # loaded once, inherited by every fork
    for number, delay in enumerate(float(d) for d in sys.argv[2:]):
        target = folder / f"kill-{number:02d}"
        target.mkdir(mode=0o700)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(read_end)
                _create_forever(target, write_end)
            finally:
                os._exit(1)
        os.close(write_end)
        assert os.read(read_end, 1) == b"!"  # the first creation is under way: the delay runs
        os.close(read_end)
        time.sleep(delay)
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status)
        assert os.WTERMSIG(status) == signal.SIGKILL
        print(delay, len(list(target.iterdir())), flush=True)


if __name__ == "__main__":
    main()
