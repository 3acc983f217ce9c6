"""Long work off the UI thread: the window's handles on its worker processes."""
