"""Benchmarks: run with ``python -m bench.<name>``; results are recorded in bench/results/."""
