"""The retrieval eval: questions, retrieval over chunks, metrics and the comparison report."""
