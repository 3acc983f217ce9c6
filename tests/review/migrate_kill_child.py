"""Child process of the migration kill test: opens schema-1 stores, killed at many moments.

Run as ``python -m tests.review.migrate_kill_child STORE:DELAY...``. For each pair, a forked
process opens the store (``ReviewStore.open``, which migrates it to the current schema and
compacts it) and is sent SIGKILL that long (seconds) after it began. Each line printed is
``<store> killed`` or ``<store> finished``.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path


def main() -> None:
    from inspector.review.store import ReviewStore

    for pair in sys.argv[1:]:
        store, delay = pair.rsplit(":", 1)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(read_end)
                os.write(write_end, b"!")
                ReviewStore.open(Path(store)).close()
            finally:
                os._exit(0)
        os.close(write_end)
        assert os.read(read_end, 1) == b"!"
        os.close(read_end)
        time.sleep(float(delay))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        ended = "killed" if os.WIFSIGNALED(status) else "finished"
        print(store, ended, flush=True)


if __name__ == "__main__":
    main()
