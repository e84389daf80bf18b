"""What players do at the table through Discord: each slash command and button ends up here, the
same for every game (the command's group tells which game's adapter it speaks for).

Every change goes to the host (GameService) first; only once it is stored does the bot answer.
A refusal is a private reply and leaves the game as it was. A move is acknowledged at once
(deferred), then the board is drawn off the event loop and posted with whoever must act next.
Public messages and images are made from the engine's public view; a player's own position and
secret choices go only to that player.

`Table` is assembled from its parts by role, as GameService is (bot/host/): core (the asker, the
channel's game, drawing), announcements (posting a change, late ones), lobby, play (moves, buttons,
resigning), undo, looking (board, plan, status, games, settings) and refusals (the one error
handler).
"""

from __future__ import annotations

from .announcements import Announcements, Post, announced_by, image_name
from .core import Refusal, TableCore, command_name
from .lobby import Lobby
from .looking import Looking
from .play import Play
from .refusals import OUTDATED, Refusals, refusal_text
from .undo import Undo

__all__ = [
    "OUTDATED",
    "Announcements",
    "Post",
    "Refusal",
    "Table",
    "TableCore",
    "announced_by",
    "command_name",
    "image_name",
    "refusal_text",
]


class Table(Lobby, Play, Undo, Looking, Refusals):
    """Every command and button of every game, by role (see the parts' modules)."""
