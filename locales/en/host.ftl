## The host and the bot in English: what every game shares.

## The bot's texts

host-game-opened = **{ $host }** opened { $title } game #{ $game } for up to { $players } players{ $details }. Join with the button or `/{ $group } { $join }`; the host starts it with `/{ $group } { $start }`.
host-join-button = Join
host-joined = { $user } joined game #{ $game } ({ $n }/{ $total }).
host-wants = They would like to play { $choice }.
host-left = { $user } left game #{ $game }.
host-started = Game #{ $game } has started!
host-abandoned = Game #{ $game } was abandoned by its host.
host-no-game-here = There is no { $title } game in this channel. Open one with `/{ $group } { $new }`.
host-other-game = This channel's game is { $title }: play it with `/{ $group }`.
host-no-channel = Games are played in a server channel.
host-empty-move = Type a move, e.g. `{ $example }`.
host-move-too-long = A move is at most { $max } characters: '{ $move }' is longer.
host-move-received = Your move is stored; the board follows.
host-done = Done: see below.
host-moved = **{ $seat }** ({ $user }) { $words }.
host-moved-automatically = **{ $seat }** { $words } (standing setting).
host-next = Next: { $who }
host-next-seat = { $user } ({ $seat }) { $what }
host-ranking = 🏁 **Game over!** { $ranking }
host-place = { $n }. { $seat } { $vp } VP ({ $user })
host-not-your-button = This choice belongs to the { $seat } player.
host-not-seated-button = You are not playing in this game; this choice belongs to the { $seat } player.
host-not-seated = You are not playing in this game.
host-plan-head = Your plan ({ $seat }): nothing is played; only you see this.
host-plan-move = • **{ $seat }** { $words } (`{ $move }`)
host-plan-stopped = ✋ The plan stops at `{ $move }`: { $reason }
host-plan-banner = Plan ({ $seat }): not played, only you see this
host-nearest = Nearest legal moves: { $moves }
host-board-of = Game #{ $game }
host-lobby-status = Game #{ $game } is waiting for players ({ $n }/{ $total }): { $names }.
host-ledger-head = Game #{ $game }: moves { $first }–{ $last } of { $total } · page { $page } of { $pages } (`page:` for another)
host-ledger-empty = Game #{ $game }
host-ledger-no-page = There is no page { $page }: the log has { $pages ->
    [one] 1 page
   *[other] { $pages } pages
 }.
host-no-moves = No moves yet.
host-game-line = #{ $game } { $title } { $where } · { $status } · { $players }
host-status-lobby = waiting for players
host-status-active = under way
host-status-finished = finished
host-no-games = No games in this server right now.
host-no-games-of-yours = You sit in no game right now.
host-yes = yes
host-no = no
host-settings-now = Your standing decisions, in every game:
host-undone = ↩️ { $user } took back `{ $move }`{ $after }.
host-undo-asked = { $user } asks to take back `{ $move }`. { $waiting }: press Agree to allow it.
host-undo-still-waiting = Thanks. Still waiting for { $waiting }.
host-agree-button = Agree
host-resign-confirm = Really leave this game? Your seat stops playing; this can't be undone by you alone.
host-resign-button = Resign
host-resigned = **{ $seat }** ({ $user }) left the game.
host-not-allowed = You are not allowed to do that.
host-command-outdated = This command is not the one this version of the bot has: Discord may still be updating the commands. Try again in a few minutes; if it goes on, ask the bot's owner to run `/tm-sync`.
host-stored-not-posted = Your move is stored, but posting the board failed; `/{ $group } { $board }` shows it.
host-reply-failed = 📌 { $user }: your move is stored. Discord did not take the reply to it, so here it is.
host-late-restart = ⏰ Stored at { $time } UTC (<t:{ $ts }:R>), announced after a restart:
host-late = ⏰ Stored at { $time } UTC (<t:{ $ts }:R>), announced late:
host-already-stored = Your move `{ $move }` was already stored (its board is on its way). To play it a second time, press Again.
host-again-button = Again
host-confirm-resign = Leaving the game is confirmed with the Resign button
host-internal-error = Something went wrong on our side; nothing was changed. Please try again.
host-game-damaged = Game #{ $game } can't be read: its saved data is damaged. The bot's operator can restore it from a backup.
host-channel-game-damaged = This channel's game can't be read: its saved data is damaged. The bot's operator can restore it from a backup.
host-reminder = ⏰ { $user }, game #{ $game } has been waiting for you for { $hours } hours.

## Seats, replacements, secret choices

host-seat = Seat { $seat }
host-replaced = { $user } now plays { $seat } in game #{ $game }.
host-secret-button = { $seat }: see your choices
host-full-board-button = Full board
host-button-outdated = This button is from an earlier version of the bot and no longer works: use the game's slash commands instead.
host-secret-choices = Only you see this. { $seat }: { $what }
host-pass-screen = ── Pass the screen to { $seat } ({ $user }), then press Enter. ──
host-choose-one = Only you see this. That fits { $n } moves: which one?
host-decision-choose = to choose which move
    .prompt = choose the move
host-setting-line = • { $setting }: **{ $value }**

## Refusals: the host's codes (bot/service.py), their parameters in braces.

host-seats = { $title } is played by { $min } to { $max } players
host-channel-has-game = This channel already has a game; finish or abandon it first
host-started-ask-replacement = The game has started; ask the host to replace a player instead
host-already-seated = You are already in this game
host-game-full = The game is full ({ $players } players)
host-too-many-preferences = { $asked } choices asked for { $players } players: one a player at most
host-started-resign = The game has started: resign instead
host-not-in-game = You are not in this game
host-preference-after-start = Once the game has started, that is chosen with a move
host-only-host = Only the host can { $what ->
    [start] start the game
    [drop] drop a player
    [replace] replace a player
   *[abandon] abandon the game
 }
host-already-started = The game has already started
host-too-few-players = At least { $min } players are needed; { $joined } joined so far
host-waiting-for-players = Waiting for players: { $joined } of { $total }
host-plan-hidden = { $title } has hidden information: trying moves could show it, so it has no plans
host-empty-plan = Type the moves to try, separated by ';', e.g. `{ $example }`
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

## The terminal (python -m bot.local)

host-local-help = Type a move in notation; tab completes the legal ones ('legal' lists them). 'name: move' plays for that seat. { $plans ->
    [yes] 'plan move; move' tries moves without playing them. Commands: undo, legal, log, status, board, plan, hint, help, quit (or Ctrl-D).
   *[no] Commands: undo, legal, log, status, board, hint, help, quit (or Ctrl-D).
}
host-local-image-where = The board is written to { $path } after each move.
host-local-image-written = {"  "}(board: { $path })
host-local-image-failed = {"  "}! the board can't be written to { $path }: { $reason }
host-local-moved = { $seat } { $words }.
host-local-undone = {"  "}undone: { $move }
host-local-none = (none)
host-local-left = Game { $game } is stored; resume it with: { $command }
host-local-over = The game is over. Final scores:
host-local-place = {"  "}{ $n }. { $seat } { $vp } VP ({ $user })
host-local-plan-usage = Type the moves to try after 'plan', separated by ';', e.g. plan { $example }
host-local-new-game = New game { $game }
host-local-games = Games: { $games }
host-local-game = { $game }: { $title } { $status }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
 }
host-local-menu-prompt = new / resume N / list / help / quit >
host-local-menu-help = new: start a game (asks for its settings) · resume N: go on with game N · list: every stored game · help: this · quit (or Ctrl-D): leave
host-local-menu-unknown = I didn't understand '{ $text }': type new, resume N, list, help or quit.
host-local-resume-which = Which game? Type resume and its number, e.g. resume 1.

## Lists: "built a dwelling on E5 and took FAV11"
host-and = { $first } and { $last }

## Slash commands every game's group has ({ $game }: its title). English names are in the code.

cmd-new =
    .description = Open a { $game } game in this channel
cmd-new-players =
    .description = At most this many players ({ $min } to { $max }); the host may start with fewer
cmd-join =
    .description = Take a seat in this channel's game
cmd-leave =
    .description = Give up your seat before the game starts
cmd-start =
    .description = Start the game with the players seated (host only)
cmd-abandon =
    .description = End this channel's game without a result (host only)
cmd-move =
    .description = Play any move in notation, e.g. '{ $example }'
cmd-move-action =
    .description = Your move; start typing to see the legal ones
cmd-plan =
    .description = Try moves on a private copy of the game: the board and your resources after them
cmd-plan-moves =
    .description = Moves separated by ';' (for another seat: 'name: move'), e.g. '{ $example }'
cmd-board =
    .description = Show the board
cmd-board-public =
    .description = Post it for everyone instead of only for you
cmd-status =
    .description = Your own position (only you see it)
cmd-log =
    .description = The moves played so far, and the whole log as a file
cmd-log-page =
    .description = Which page (default: the last, the latest moves)
cmd-games =
    .description = The games being played in this server
cmd-undo =
    .description = Take back the last move (others affected must agree)
cmd-resign =
    .description = Leave the game under way (asks to confirm)
cmd-replace =
    .description = Put another player, or an AI, in a seat (host only)
cmd-replace-seat =
    .description = The seat's number (1 is the first)
cmd-replace-user =
    .description = Who plays it from now on
cmd-drop =
    .description = Take out of the game a seat whose player has gone (host only)
cmd-drop-seat =
    .description = The seat's number (1 is the first)
cmd-settings =
    .description = Your standing decisions, in every game
cmd-sync =
    .description = Register the bot's commands with Discord (owner only)
cmd-sync-guild_only =
    .description = Only this server (instant) instead of everywhere

## The terminal's questions and hot seat (bot/local.py)
host-local-player = Player { $seat }
host-local-since = Since you last looked:
host-local-ask-game = Which game? ({ $games })
host-local-not-a-game = '{ $text }' is not a game here; games: { $games }
host-local-ask-players = How many players? ({ $min } to { $max })
host-local-not-players = '{ $text }' is not a number of players from { $min } to { $max }
host-local-ask-yes-no = { $question }? (yes/no)
host-local-ask-choices = { $question } ({ $choices })
host-local-ask-preferences = { $what }, for each seat in order, comma separated (empty: chosen in the game)
host-local-yes = yes
host-local-no = no
host-local-not-yes-no = '{ $text }' is neither yes nor no
host-local-not-a-number = '{ $text }' is not a number
host-local-not-allowed = '{ $text }' is not among the choices this game allows (nearest: { $nearest }); the choices: { $choices }
host-local-new-abandoned = No game made.

# Refusals of issue 30 (host)
host-cannot-start = The game can't start with { $players } players: { $reason }

## /tile (bot/discord/tile_commands.py)
cmd-tile =
    .description = See a tile, card or boat in full: what it does, costs and scores, and its picture
cmd-tile-name = name
    .description = The tile's name or code (Keywood, FAV11, BON7, TW3, SCORE2...)
cmd-tile-game = game
    .description = Which game (default: this channel's)
cmd-tile-game-terra_mystica = Terra Mystica
cmd-tile-game-keyflower = Keyflower
tile-unknown = { $game } has no tile '{ $name }'. Nearest: { $close }
