"""The rules panel: editing a chunking configuration and seeing what it changes."""
