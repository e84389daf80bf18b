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
deadline-stuck = ⌛ { $users } let the deadline of game #{ $game } pass, and seat { $seats } can be neither dropped nor given to an AI: the host decides (`replace` or `abandon`).

## Vacations
vacation-not-active = Vacations are for games under way.
vacation-days-positive = Say how many days: more than 0.
vacation-no-deadline = Game #{ $game } has no deadline: there is no clock to stop.
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
vacation-taken = 🏖️ { $user } is on vacation from game #{ $game } for { $days ->
    [one] 1 day
   *[other] { $days } days
  } (until <t:{ $until }:f>): no deadline runs for them meanwhile. Vacation days left in this game: { $left }.

## Claiming a seat back
claim-nothing = No AI plays a seat of yours: there is nothing to claim back.
claim-nothing-here = No AI plays a seat of yours in game #{ $game }.
claim-unavailable = This bot cannot give seats back from an AI yet.
claim-taken = ↩️ { $user } takes seat { $seats } of game #{ $game } back from the AI and plays on.

## Finding a table
open-no-server = Open lobbies are listed in a server: ask there.
open-head = **Games looking for players in this server**
open-line = #{ $game } { $title } { $where } · host { $host } · { $free ->
    [one] 1 seat free
   *[other] { $free } seats free
  } of { $total }{ $details } · { $deadline }
open-join-button = Join #{ $game }
open-none = No game in this server is looking for players. Open one with `/tm new` or `/kf new`.
open-more = …and { $more } more.
deadline-which-game = You are in several games: say which ({ $games }).
my-games-head = **Your games**
my-games-line = #{ $game } { $title } { $where } · { $turn } · { $left }
my-games-your-turn = **your turn**
my-games-waiting = waiting for { $names }
my-games-left = { $left } left

## The commands
cmd-vacation =
    .description = Stop your clock in a game for some days: no deadline runs for you meanwhile
cmd-vacation-days =
    .description = How many days (within the vacation days the game allows)
cmd-vacation-game =
    .description = Which game, by its number (default: this channel's)
cmd-claim =
    .description = Take back your seat from the AI that took it over at the deadline
cmd-claim-game =
    .description = Which game, by its number (default: this channel's)
cmd-open =
    .description = The games of this server looking for players
cmd-open-game =
    .description = Which game (default: every game)
cmd-open-game-terra_mystica = Terra Mystica
cmd-open-game-keyflower = Keyflower
cmd-my-games =
    .description = Your games in every server: whose turn it is and the time left

## Time taken (status and final results)
time-taken = ⏱️ Time taken: { $seats }
time-taken-seat = { $seat }: { $moves ->
    [0] no move timed
    [one] { $total } (1 move)
   *[other] { $total } ({ $moves } moves, { $median } a move, median)
  }
