## AI seats and hints at the Discord table (bot/discord/table/, bot/discord/commands.py).

cmd-new-ai =
    .description = How many seats AI players take (at least one seat stays for a person)
cmd-new-level =
    .description = How well the AI players play (if not said: hard)
cmd-new-level-easy = Easy
cmd-new-level-normal = Normal
cmd-new-level-hard = Hard
cmd-tm-new-ai_factions =
    .description = The factions the AI players play, separated by commas (if not said: chosen as the game goes)
cmd-replace-ai =
    .description = An AI of this level plays it from now on (instead of a person)
cmd-replace-ai-easy = Easy AI
cmd-replace-ai-normal = Normal AI
cmd-replace-ai-hard = Hard AI

host-ai-plays = It will play { $choice }.
host-replace-who = Say who takes the seat from now on: a person, with `user:`, or an AI, with `ai:` — not both.
host-ai-too-many-choices = { $choices } choices for { $n ->
    [0] no AI seat
    [one] one AI seat
   *[other] { $n } AI seats
 }: name at most one for each AI seat.
cmd-new-hints =
    .description = May players ask the AI for /hint? (if not said: yes with AI players, no in rated games)

## /hint

cmd-hint =
    .description = The AI's best moves for you now, privately (the host may switch hints off)
cmd-hint-game =
    .description = The game's number (if not said: this channel's game, or your only one)
cmd-hint-allow =
    .description = Host only: allow hints in this game (True) or switch them off (False)
hint-switched = { $on ->
    [yes] Hints are now allowed in game #{ $game }: `/hint` shows a player the AI's best moves, to them alone.
   *[no] Hints are now switched off in game #{ $game }.
 }
hint-which-game = You are playing several games: name one with `game:` ({ $games }).
