"""The page side of the window: rendered pages, the reflowed text view, the chunk overlays."""
