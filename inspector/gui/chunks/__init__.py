"""The chunk side of the window: the list, its model and filter, detail pane, statistics."""
