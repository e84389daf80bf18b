"""Keyflower and its expansion The Merchants: the rules engine (rules.core contract)."""
