"""The board games in Discord: slash commands, buttons, board images, pings. The only package that
imports discord; the same for every game."""
