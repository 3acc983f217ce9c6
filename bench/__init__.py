"""Benchmarks: run with ``python -m bench.<name>``; results are recorded in bench/results/.

A benchmark runs as the application's processes do: with one BLAS thread
(``inspector.cli.single_threaded_blas``, set here before anything imports numpy), so that
OpenBLAS's pool neither adds its start-up CPU to the process's CPU time nor makes instruction
counts depend on timing.
"""

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
