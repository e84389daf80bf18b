"""Keyflower and its expansion The Merchants: the rules engine (in progress: data tables so far)."""
