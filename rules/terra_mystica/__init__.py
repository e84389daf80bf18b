"""Terra Mystica: the rules engine (base game)."""
