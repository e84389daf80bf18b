## Ratings and statistics (bot/ratings, bot/discord/ratings_commands.py)

rating-no-such-table = { $table } is not one of this game's rating tables: { $tables }
rating-no-table = { $game } has no table "{ $table }": Terra Mystica rates 3 or more players (main), 2 players (two) and games with an AI seat (ai); Keyflower every game without an AI seat (main) and those with one (ai)
rating-no-server = Here there is no server: ask for the ratings of all servers (scope: all), or ask in a server.
rating-title = **{ $game } ratings** · { $scope } · { $table }
rating-scope-server = this server
rating-scope-all = all servers
rating-table-main = { $game ->
    [terra_mystica] 3 or more players, rated as terra.snellman.org rates them
   *[other] games without an AI seat
}
rating-table-two = 2 players
rating-table-ai = games with an AI seat
rating-line = { $place }. **{ $name }** { NUMBER($rating, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}
rating-you = You: { $place } of { $of } · { NUMBER($rating, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}
rating-you-unlisted = You are not on the list yet: { $games } of { $needed } games played (until then your rating moves nobody else's).
rating-you-none = You have no rated game here yet.
rating-nobody = No rated game here yet.
rating-factions = Best factions: { $factions }
rating-faction = { $faction } { NUMBER($rating, maximumFractionDigits: 1) }
rating-faction-on-board = { $faction } ({ $board })
rating-faction-version = { $faction } { $version }
rating-board-with-merchants = { $board } with Merchants of the Seas
stats-title = **{ $name }** · { $game } · { $scope }
stats-none = { $name } has no finished { $game } game in { $scope }.
stats-no-factions = { $game } has no factions: ask for a player's statistics.
stats-overall = { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ NUMBER($rate, style: "percent") }) · { NUMBER($vp, maximumFractionDigits: 1) } VP on average
stats-rating = Rating { NUMBER($rating, maximumFractionDigits: 1) }: { $place } of { $of } ({ $table })
stats-unlisted = Not on the list yet ({ $table }): { $games } of { $needed } games played
stats-history = Rating after each of the last { $games ->
    [one] game
   *[other] { $games } games
}: { $points }
stats-factions = Factions played:
stats-faction = { $faction }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { NUMBER($vp, maximumFractionDigits: 1) } VP on average
stats-factions-title = **Factions** · { $game } · { $scope }
stats-setting = **{ $board }**, { $players } players ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}):
stats-setting-faction = { $faction }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { NUMBER($rate, style: "percent") } won, { NUMBER($vp, maximumFractionDigits: 1) } VP on average{ $rating ->
    [none] {""}
   *[other] , rating { $rating }
}

cmd-ratings =
    .description = See a game's leaderboard: its best players and your place
cmd-ratings-game =
    .description = Which game (default: this channel's)
cmd-ratings-game-terra_mystica = Terra Mystica
cmd-ratings-game-keyflower = Keyflower
cmd-ratings-scope =
    .description = This server's games or every server's (default: this server)
cmd-ratings-scope-server = This server
cmd-ratings-scope-all = All servers
cmd-ratings-table =
    .description = Which ratings (default: the main table)
cmd-ratings-table-main = Main: 3+ players (Terra Mystica), no AI seat
cmd-ratings-table-two = 2 players (Terra Mystica)
cmd-ratings-table-ai = Games with an AI seat
cmd-stats =
    .description = See a player's statistics: games, wins, VP, factions, rating over time
cmd-stats-user =
    .description = Whose (default: yours)
cmd-stats-factions =
    .description = The factions' statistics instead: win rate and VP by board and players
