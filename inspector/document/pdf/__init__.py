"""PDF reading, the only place PyMuPDF is used: pages -> lines -> blocks, with the offset map."""
