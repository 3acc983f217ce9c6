"""Sample legal documents (EN/FR/AR contracts, laws and judgments) and their generator."""
