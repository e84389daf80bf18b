## Ratings and statistics (bot/ratings, bot/discord/ratings_commands.py)

rating-no-such-table = { $table } is not one of this game's rating tables: { $tables }
