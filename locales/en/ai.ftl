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
