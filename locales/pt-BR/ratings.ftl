## Classificação e estatísticas (bot/ratings, bot/discord/ratings_commands.py)

rating-no-such-table = { $table } não é uma das tabelas de classificação deste jogo: { $tables }
