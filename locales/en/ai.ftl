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

ai-hint-head = 💡 The AI's best moves for **{ $seat }** now (only you see this).
ai-hint-projected = By its reckoning you end the game with about { $vp } VP.
ai-hint-move = { $n }. **{ $words }** (`{ $move }`): { $value }{ $behind }{ $why }
ai-hint-value = about { $vp } VP at the end with it
ai-hint-behind = { $vp } VP behind the best
host-hints-off = The host has switched hints off for this game
host-hints-only-host = Only the host can switch hints on or off
host-hint-not-deciding = A hint is for a decision of yours: the game is not waiting for you now
ai-hint-standing = You have { $vp } VP now; by the AI's projection you are { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $place }th
 } of { $players }.

## The AIs' reasons: Terra Mystica (rules/terra_mystica/ai/reasons.py CODES)

ai-count-tm-C = { $n_s } { $n ->
    [one] coin
   *[other] coins
 }
ai-count-tm-W = { $n_s } { $n ->
    [one] worker
   *[other] workers
 }
ai-count-tm-P = { $n_s } { $n ->
    [one] priest
   *[other] priests
 }
ai-count-tm-PW = { $n_s } power
ai-count-tm-SPADE = { $n_s } { $n ->
    [one] spade
   *[other] spades
 }
ai-count-tm-D = { $n_s } { $n ->
    [one] dwelling
   *[other] dwellings
 }
ai-count-tm-TP = { $n_s } { $n ->
    [one] trading house
   *[other] trading houses
 }
ai-count-tm-TE = { $n_s } { $n ->
    [one] temple
   *[other] temples
 }
ai-count-tm-SH = { $n_s } { $n ->
    [one] stronghold
   *[other] strongholds
 }
ai-count-tm-SA = { $n_s } { $n ->
    [one] sanctuary
   *[other] sanctuaries
 }
ai-count-tm-ship = shipping { $n_s }
ai-count-tm-dig = digging { $n_s }
ai-count-tm-range = range { $n_s }
ai-reason-tm-points = { $vp_s } VP now
ai-reason-tm-final = { $vp_s } VP in the final scoring as it stands
ai-reason-tm-resources = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } VP
 } in hand
ai-reason-tm-income = income { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } VP
 } for { $rounds } { $rounds ->
    [one] round
   *[other] rounds
 }
ai-reason-tm-cult_income = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } VP
 } from the round tiles' cult rewards
ai-reason-tm-buildings = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } VP
 } on the board
ai-reason-tm-range = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } VP of reach
 }
ai-reason-tm-land = { $hexes ->
    [0] { $vp_s } VP
   *[other] { $hexes_s } { $hexes ->
        [one] hex
       *[other] hexes
     }
 } of land in reach
ai-reason-tm-town = { $towns ->
    [0] nearer to a town
   *[other] founds a town
 }
ai-reason-tm-cults = { $steps ->
    [0] { $vp_s } VP on the cult tracks
   *[other] { $steps_s } { $steps ->
        [one] cult step
       *[other] cult steps
     }
 }
ai-reason-tm-leech = { $neighbours_s } { $neighbours ->
    [one] neighbour
   *[other] neighbours
 } to take power from
ai-reason-tm-pass_vp = { $vp_s } VP at passing to come
ai-reason-tm-build_vp = { $vp_s } VP to come for building (favor tile)
ai-reason-tm-card = { $vp_s } VP from the bonus card's action
ai-reason-tm-spades = { $spades_s } { $spades ->
    [one] spade
   *[other] spades
 } to use
ai-reason-tm-specials = { $vp_s } VP from its own actions in the rounds left
ai-reason-tm-pass = { $card ->
    [none] passes
   *[other] passes, taking { $card }
 }
ai-reason-tm-plan = { $vp_s } VP more than other moves set up later this round
ai-reason-tm-setup = a good start by rules of thumb (land around, river, neighbours)
ai-reason-tm-least_loss = costs least ({ $vp_s } VP)

## The AIs' reasons: Keyflower (rules/keyflower/ai/reasons.py CODES)

ai-reason-kf-points = { $vp_s } VP as the game stands
ai-reason-kf-workers = { $workers ->
    [0] { $vp_s } VP in workers
   *[other] { $workers_s } { $workers ->
        [one] worker
       *[other] workers
     } ({ $vp_s } VP)
 }
ai-reason-kf-skills = { $skills ->
    [0] { $vp_s } VP in skills
   *[other] { $skills_s } { $skills ->
        [one] skill
       *[other] skills
     } ({ $vp_s } VP)
 }
ai-reason-kf-resources = { $resources ->
    [0] { $vp_s } VP in resources
   *[other] { $resources_s } { $resources ->
        [one] resource
       *[other] resources
     } ({ $vp_s } VP)
 }
ai-reason-kf-actions = { $vp_s } VP from its village's actions in the seasons left
ai-reason-kf-upgrades = { $vp_s } VP from tiles still to upgrade
ai-reason-kf-won = { $tiles ->
    [0] { $vp_s } VP in tiles won
   *[other] { $tiles_s } { $tiles ->
        [one] tile won
       *[other] tiles won
     } ({ $vp_s } VP)
 }
ai-reason-kf-leads = { $tiles ->
    [0] { $vp_s } VP in tiles its bids lead
   *[other] { $tiles_s } { $tiles ->
        [one] tile its bids lead
       *[other] tiles its bids lead
     } ({ $vp_s } VP)
 }
ai-reason-kf-order = { $vp_s } VP leading for a turn-order tile
ai-reason-kf-contracts = { $contracts ->
    [0] { $vp_s } VP in contracts
   *[other] { $contracts_s } { $contracts ->
        [one] contract
       *[other] contracts
     } ({ $vp_s } VP)
 }
ai-reason-kf-pass = passes
ai-reason-kf-offer = offers the { $tiles } winter { $tiles ->
    [one] tile
   *[other] tiles
 } worth most to it
ai-reason-kf-least_loss = costs least ({ $vp_s } VP)
ai-undone-replies = {"  "}and the { $n ->
    [one] AI move
   *[other] { $n } AI moves
 } after it
