"""Ratings and statistics of finished games: Terra Mystica's as the reference site computes them
(elo.py, terra_mystica.py), Keyflower's with openskill (keyflower.py), over the results each
finished game leaves (results.py, records.py), made for a table and a server by book.py."""
