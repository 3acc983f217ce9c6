"""Running the ``inspector`` command as a real process under a memory cap and a time limit.

What a hostile input costs is measured where it matters: in a process of its own, with its
address space capped (``RLIMIT_AS``) so that an input that would take gigabytes fails there,
not on the machine, and with a timeout so that one that would hang fails the test.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass

GIB = 1 << 30
MEMORY_CAP = GIB
"""The address-space cap of a limited run: the README's bound on any command's memory."""

# The peak is the kernel's high-water mark of this process's own memory (VmHWM, reset at
# exec); ru_maxrss would carry over the peak of the process that forked it (the test run).
_MEASURE = (
    "import resource, runpy, sys\n"
    "sys.argv = ['inspector', *sys.argv[1:]]\n"
    "try:\n"
    "    runpy.run_module('inspector', run_name='__main__')\n"
    "finally:\n"
    "    try:\n"
    "        status = open('/proc/self/status').read()\n"
    "        peak = int(status.split('VmHWM:')[1].split()[0])\n"
    "    except (OSError, IndexError):\n"
    "        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
    "    sys.stderr.write(f'\\nPEAK_RSS_KIB {peak}\\n')\n"
)


@dataclass(frozen=True, slots=True)
class Run:
    """A finished limited run: exit status, output, error text and peak resident memory."""

    returncode: int
    stdout: str
    stderr: str
    peak_rss_kib: int

    @property
    def peak_rss_mib(self) -> float:
        return self.peak_rss_kib / 1024


def _cap(memory: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))


def run_limited(args: Sequence[str], *, timeout: float = 10, memory: int = MEMORY_CAP) -> Run:
    """``inspector ARGS`` in a child with ``memory`` bytes of address space, within ``timeout``.

    Raises:
        subprocess.TimeoutExpired: the command did not finish in time (the child is killed).
    """
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=lambda: _cap(memory),
        check=False,
    )
    stderr, _, peak = done.stderr.rpartition("\nPEAK_RSS_KIB ")
    if not peak.strip().isdigit():  # killed, or out of memory, before the line was written
        return Run(done.returncode, done.stdout, done.stderr, -1)
    return Run(done.returncode, done.stdout, stderr.strip("\n"), int(peak.strip()))


def typed_outcome(run: Run) -> bool:
    """Whether ``run`` ended as the command promises: success, or one typed line and exit 1."""
    if run.returncode == 0:
        return True
    lines = run.stderr.strip().splitlines()
    return run.returncode == 1 and len(lines) == 1 and lines[0].startswith("inspector: ")
