## AI seats and hints in English (bot/ai/, bot/host/seats.py).

ai-level = { $level ->
    [easy] easy
    [normal] normal
   *[hard] hard
 }
ai-name = 🤖 { $level ->
    [easy] Easy
    [normal] Normal
   *[hard] Hard
 } AI
ai-seat-to-ai = { $seat } in game #{ $game } is now played by { $ai }, in place of { $user }, who may take it back.
ai-seat-to-human = { $user } now plays { $seat } in game #{ $game }, in place of { $ai }.
ai-seat-level = { $seat } in game #{ $game } is now played by { $ai }.
ai-added = { $ai } joined game #{ $game } ({ $n }/{ $total }).

## Refusals

host-ai-only-host = Only the host can add an AI player
host-ai-not-for-game = { $title } has no AI player yet
host-ai-unknown-level = There is no AI level '{ $level }'; levels: { $levels }
host-ai-needs-a-person = At least one person must play: a game of AI players only is not played
host-ai-already = An AI at that level plays seat { $seat } already
host-ai-not-ai-seat = Seat { $seat } is played by a person, not an AI
host-ai-not-a-person = A seat handed back needs a person to play it

## Hints (only the asker sees them)

ai-hint-head = 💡 The AI's best moves for **{ $seat }** now (only you see this). { $kind ->
    [final] By its reckoning you end the game with about { $vp } VP.
   *[worth] Your best move is worth about { $vp } VP to your position.
 }
ai-hint-move = { $n }. **{ $words }** (`{ $move }`): { $value }{ $behind }{ $why }
ai-hint-value = { $kind ->
    [final] about { $vp } VP at the end
   *[worth] worth { $vp } VP
 }
ai-hint-behind = { $vp } VP behind the best
host-hints-off = The host has switched hints off for this game
host-hints-only-host = Only the host can switch hints on or off
host-hint-not-deciding = A hint is for a decision of yours: the game is not waiting for you now
