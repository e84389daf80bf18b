"""Terra Mystica in Discord: slash commands, buttons, board images, pings. The only package that
imports discord."""
