"""The game host's parts, each with one job; `bot.service.GameService` puts them together."""
