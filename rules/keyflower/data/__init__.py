"""Keyflower's numbers: tiles, boats, turn-order tiles, contracts, extensions, setup by player count.

Facts from ../shared/reference/keyflower/tiles.md (its source tags are kept in comments where a
number is known from one source only). Rules live in code; these are tables.
"""
