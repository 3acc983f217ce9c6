"""HTML and Akoma Ntoso XML reading: markup -> blocks with the structure the markup states."""
