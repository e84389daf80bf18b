# Deadlines, vacations and finding a table (bot/deadlines.py, bot/discord/deadline_commands.py).

## The lobby's choice
deadline-none = no deadline
deadline-chosen = deadline { $time }, then { $then ->
    [ai] an AI plays the seat
   *[drop] the seat is dropped
  }; { $days } vacation days each
deadline-unknown = "{ $value }" is not a deadline. The choices: { $choices }
deadline-on-unknown = "{ $value }" is not what can happen at a deadline. The choices: { $choices }
vacation-days-range = Vacation days go from 0 to { $max }, not { $days }.

## What the sweep says in the game's channel
deadline-reminder = ⏰ { $users }, game #{ $game } waits for you: { $left } left before the deadline.
deadline-dropped = ⌛ { $users } let the deadline of game #{ $game } pass: seat { $seats } is dropped, and the game goes on without it.
deadline-ai = ⌛ { $users } let the deadline of game #{ $game } pass: an AI plays seat { $seats } now. `/claim` takes it back.
deadline-stuck = ⌛ { $users } let the deadline of game #{ $game } pass, and seat { $seats } can't be dropped: the host decides (`replace` or `abandon`).

## Vacations
vacation-not-active = Vacations are for games under way.
vacation-days-positive = Say how many days: more than 0.
vacation-already = You are on vacation in this game already ({ $left } left).
vacation-too-long = { $days } days is more than you have left in this game: { $left } of { $allowed }.

## The lobby's options of /tm new and /kf new
cmd-new-deadline =
    .description = How long each player has for a move (default: no deadline)
cmd-new-deadline-none = No deadline
cmd-new-deadline-12h = 12 hours
cmd-new-deadline-24h = 24 hours
cmd-new-deadline-48h = 48 hours
cmd-new-deadline-72h = 72 hours
cmd-new-deadline-1week = 1 week
cmd-new-deadline-2weeks = 2 weeks
cmd-new-on_deadline =
    .description = What happens to a seat whose deadline passes (default: dropped)
cmd-new-on_deadline-drop = The seat is dropped
cmd-new-on_deadline-ai = An AI plays the seat (its player may claim it back)
cmd-new-vacation_days =
    .description = The vacation days each player may take in this game (default: 7)
