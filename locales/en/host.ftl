## The host and the bot in English: what every game shares.

## The bot's texts

host-game-opened = **{ $host }** opened Terra Mystica game #{ $game } for up to { $players } players (map: { $board }). Join with the button or `/tm join`; the host starts it with `/tm start`.
host-join-button = Join
host-joined = { $user } joined game #{ $game } ({ $n }/{ $total }).
host-wants-faction = They would like to play { $faction }.
host-left = { $user } left game #{ $game }.
host-started = Game #{ $game } has started!
host-abandoned = Game #{ $game } was abandoned by its host.
host-no-game-here = There is no game in this channel. Open one with `/tm new`.
host-no-channel = Games are played in a server channel.
host-empty-move = Type a move, e.g. `build E5`.
host-move-received = Your move is stored; the board follows.
host-moved = **{ $seat }** ({ $user }) { $words }.
host-moved-automatically = **{ $seat }** { $words } (standing setting).
host-round-begins = **Round { $round }** begins.
host-next = Next: { $who }
host-ranking = 🏁 **Game over!** { $ranking }
host-place = { $n }. { $seat } { $vp } VP ({ $user })
host-not-your-button = This choice belongs to the { $seat } player.
host-not-seated-button = You are not playing in this game; this choice belongs to the { $seat } player.
host-not-seated = You are not playing in this game.
host-board-of = Game #{ $game }
host-lobby-status = Game #{ $game } is waiting for players ({ $n }/{ $total }): { $names }.
host-log-head = Game #{ $game }: the last { $shown } of { $total } moves
host-no-moves = No moves yet.
host-game-line = #{ $game } { $where } · { $status } · { $players }
host-status-lobby = waiting for players
host-status-active = under way
host-status-finished = finished
host-no-games = No games in this server right now.
host-yes = yes
host-no = no
host-settings-now =
    Your standing decisions, in every game:
    • accept offers of 1 power without asking: **{ $leech }**
    • decline offers of power that cost VP without asking: **{ $decline }**
host-undone = ↩️ { $user } took back `{ $move }`.
host-undo-asked = { $user } asks to take back `{ $move }`. { $waiting }: press Agree to allow it.
host-undo-still-waiting = Thanks. Still waiting for { $waiting }.
host-agree-button = Agree
host-resign-confirm = Really leave this game? Your faction stops playing; this can't be undone by you alone.
host-resign-button = Resign
host-resigned = **{ $seat }** ({ $user }) left the game.
host-not-allowed = You are not allowed to do that.
host-stored-not-posted = Your move is stored, but posting the board failed; `/tm board` shows it.
host-internal-error = Something went wrong on our side; nothing was changed. Please try again.
host-game-damaged = Game #{ $game } can't be read: its saved data is damaged. The bot's operator can restore it from a backup.
host-channel-game-damaged = This channel's game can't be read: its saved data is damaged. The bot's operator can restore it from a backup.
host-reminder = ⏰ { $user }, game #{ $game } has been waiting for you for { $hours } hours.

## Refusals: the host's codes (bot/service.py), their parameters in braces.

host-seats = { $title } is played by { $min } to { $max } players
host-channel-has-game = This channel already has a game; finish or abandon it first
host-started-ask-replacement = The game has started; ask the host to replace a player instead
host-already-seated = You are already in this game
host-game-full = The game is full ({ $players } players)
host-too-many-factions = { $factions } factions for { $players } players: one faction a player at most
host-started-resign = The game has started: resign instead
host-not-in-game = You are not in this game
host-preference-after-start = Factions are chosen with a move once the game has started
host-only-host = Only the host can { $what ->
    [start] start the game
    [drop] drop a player
    [replace] replace a player
   *[abandon] abandon the game
 }
host-already-started = The game has already started
host-too-few-players = At least { $min } players are needed; { $joined } joined so far
host-waiting-for-players = Waiting for players: { $joined } of { $total }
host-not-started = The game has not started yet
host-game-over = The game is over
host-duplicate-request = That action was already received and applied
host-moved-on = The game has moved on since then; look at the latest board
host-game-changed = The game changed meanwhile; look again and retry
host-no-seat = There is no seat { $seat }
host-nothing-to-undo = There is no move to undo
host-no-undo-request = Nobody asked to undo a move
host-undo-agreement-not-needed = Your agreement is not needed for this undo
host-undo-outdated = The game has moved on; that undo no longer applies
host-import-unreadable = Can't import: { $reason }
host-import-refused = Can't import: '{ $move }' is refused: { $reason }
host-unknown-game = Unknown game '{ $game }'; games: { $games }
host-no-game = There is no game { $game }
host-not-playing = You are not playing in this game
host-seat-not-yours = Seat { $seat } is not yours
host-unknown-preference = '{ $value }' is not one of { $choices }

## Lists: "built a dwelling on E5 and took FAV11"
host-and = { $first } and { $last }
