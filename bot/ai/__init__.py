"""AI seats: who they are (names, levels), the games they can play, and (bot/ai/worker.py,
bot/ai/driver.py) the moves they make, in worker processes, through the host like a player's."""
