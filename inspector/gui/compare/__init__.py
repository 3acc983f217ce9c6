"""Compare configurations, and compare a chunking against a golden fixture."""
