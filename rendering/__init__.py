"""Board images: game states to PNG with Pillow. One module per game, shared helpers here."""
