"""The game host and the Discord bot: everything with I/O."""
