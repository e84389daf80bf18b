## Terra Mystica in English: its nouns, the rules' refusals, moves and tiles in words, the image's labels.

## Nouns. A message names one from a parameter with TERM("tm-faction", $faction, case: "the").

-tm-faction-alchemists = { $case ->
    [the] the Alchemists
   *[nom] Alchemists
 }
-tm-faction-auren = { $case ->
    [the] the Auren
   *[nom] Auren
 }
-tm-faction-chaosmagicians = { $case ->
    [the] the Chaos Magicians
   *[nom] Chaos Magicians
 }
-tm-faction-cultists = { $case ->
    [the] the Cultists
   *[nom] Cultists
 }
-tm-faction-darklings = { $case ->
    [the] the Darklings
   *[nom] Darklings
 }
-tm-faction-dwarves = { $case ->
    [the] the Dwarves
   *[nom] Dwarves
 }
-tm-faction-engineers = { $case ->
    [the] the Engineers
   *[nom] Engineers
 }
-tm-faction-fakirs = { $case ->
    [the] the Fakirs
   *[nom] Fakirs
 }
-tm-faction-giants = { $case ->
    [the] the Giants
   *[nom] Giants
 }
-tm-faction-halflings = { $case ->
    [the] the Halflings
   *[nom] Halflings
 }
-tm-faction-mermaids = { $case ->
    [the] the Mermaids
   *[nom] Mermaids
 }
-tm-faction-nomads = { $case ->
    [the] the Nomads
   *[nom] Nomads
 }
-tm-faction-swarmlings = { $case ->
    [the] the Swarmlings
   *[nom] Swarmlings
 }
-tm-faction-witches = { $case ->
    [the] the Witches
   *[nom] Witches
 }
-tm-faction-icemaidens = { $case ->
    [the] the Ice Maidens
   *[nom] Ice Maidens
 }
-tm-faction-yetis = { $case ->
    [the] the Yetis
   *[nom] Yetis
 }
-tm-faction-dragonlords = { $case ->
    [the] the Dragonlords
   *[nom] Dragonlords
 }
-tm-faction-acolytes = { $case ->
    [the] the Acolytes
   *[nom] Acolytes
 }
-tm-faction-riverwalkers = { $case ->
    [the] the Riverwalkers
   *[nom] Riverwalkers
 }
-tm-faction-shapeshifters = { $case ->
    [the] the Shapeshifters
   *[nom] Shapeshifters
 }

-tm-building-D = { $case ->
    [a] a dwelling
   *[nom] dwelling
 }
-tm-building-TP = { $case ->
    [a] a trading house
   *[nom] trading house
 }
-tm-building-TE = { $case ->
    [a] a temple
   *[nom] temple
 }
-tm-building-SH = { $case ->
    [a] a stronghold
   *[nom] stronghold
 }
-tm-building-SA = { $case ->
    [a] a sanctuary
   *[nom] sanctuary
 }
-tm-building-SY = { $case ->
    [a] a shipyard
   *[nom] shipyard
 }

-tm-terrain-yellow = yellow (desert)
-tm-terrain-brown = brown (plains)
-tm-terrain-black = black (swamp)
-tm-terrain-blue = blue (lakes)
-tm-terrain-green = green (forest)
-tm-terrain-gray = gray (mountains)
-tm-terrain-red = red (wasteland)
-tm-terrain-ice = ice
-tm-terrain-volcano = volcano
-tm-terrain-variable = a terrain of their choice

-tm-cult-FIRE = Fire
-tm-cult-WATER = Water
-tm-cult-EARTH = Earth
-tm-cult-AIR = Air

-tm-resource-C = coins
-tm-resource-W = workers
-tm-resource-P = priests
-tm-resource-PW = power
-tm-resource-VP = victory points
-tm-resource-P1 = power in bowl I
-tm-resource-P2 = power in bowl II
-tm-resource-P3 = power in bowl III
-tm-resource-SPADE = spades
-tm-resource-KEY = keys
-tm-resource-GAIN_FAVOR = favor tiles to take
-tm-resource-GAIN_TW = town tiles to take
-tm-resource-CULT = cult steps to take
-tm-resource-FREE_TF = free transformations
-tm-resource-FREE_D = free dwellings
-tm-resource-FREE_TP = free trading houses
-tm-resource-BRIDGE = bridges to place
-tm-resource-BOAT = boats
-tm-resource-MAY_BOAT = boats
-tm-resource-GAIN_SHIP = shipping
-tm-resource-VOLCANO_TF = volcano transformations (dig first)
-tm-resource-PW_TOKEN = power tokens
-tm-resource-ALLOW_SHAPESHIFT = terrain changes left
-tm-resource-GAIN_P3_FOR_VP = power tokens on offer
-tm-resource-UNLOCK_TERRAIN = terrains to unlock
-tm-resource-PICK_COLOR = colours to pick
-tm-resource-LOSE_CULT = cult steps to give up
-tm-resource-CONVERT_W_TO_P = workers the stronghold turns into priests

-tm-action-ACT1 = the bridge power action
-tm-action-ACT2 = the priest power action
-tm-action-ACT3 = the 2 workers power action
-tm-action-ACT4 = the 7 coins power action
-tm-action-ACT5 = the 1 spade power action
-tm-action-ACT6 = the 2 spades power action
-tm-action-ACT7 = the move boats power action
-tm-action-ACT8 = the place a boat power action
-tm-action-ACT9 = the favor tile power action
-tm-action-ACTA = the Auren's 2 cult steps
-tm-action-ACTC = the Chaos Magicians' double turn
-tm-action-ACTE = the Engineers' bridge
-tm-action-ACTG = the Giants' 2 spades
-tm-action-ACTN = the Nomads' sandstorm
-tm-action-ACTS = the Swarmlings' free trading house
-tm-action-ACTW = the Witches' ride
-tm-action-BON1 = the bonus card's spade
-tm-action-BON2 = the bonus card's cult step
-tm-action-FAV6 = the favor tile's cult step
-tm-action-ACTMB = the shipyard card's move boats
-tm-action-ACTPB = the shipyard card's place a boat
-tm-action-BON11 = the bonus card's boat
-tm-action-BON13 = the bonus card's move boats
-tm-action-ACTH1 = the Shapeshifters' new terrain for 3 power
-tm-action-ACTH2 = the Shapeshifters' new terrain for 3 power tokens
-tm-action-ACTH3 = the Shapeshifters' new terrain for 4 power
-tm-action-ACTH4 = the Shapeshifters' new terrain for 4 power tokens
-tm-action-ACTH5 = the Shapeshifters' new terrain for 5 power
-tm-action-ACTH6 = the Shapeshifters' new terrain for 5 power tokens

## Refusals: the rules' codes (rules/terra_mystica), their parameters in braces.

tm-seats = Terra Mystica is played by { $min } to { $max } players
tm-unknown-options = Unknown option(s): { $options }
tm-unknown-board = Unknown board '{ $board }'; boards: { $boards }
tm-six-score-tiles = Six round scoring tiles are needed (SCORE1 to SCORE21)
tm-trial-needs-merchants = The trial variant is a way to play Merchants of the Seas: add that option too
tm-unknown-bonus-cards = Unknown bonus card
tm-unknown-final-tile = Unknown final scoring tile '{ $tile }'; tiles: { $tiles }
tm-game-over = The game is over
tm-no-seat = There is no seat { $seat } in this game
tm-choose-faction-first = Choose your faction first, e.g. 'setup witches'
tm-seat-without-faction = This seat has no faction
tm-faction-left = { TERM("tm-faction", $faction) } have left the game
tm-not-enough = Not enough { $resource ->
    [PW] power in bowl III
   *[other] { TERM("tm-resource", $resource) }
 }: you have { $have }, this needs { $need }
tm-not-a-resource = '{ $resource }' is not something a faction can gain or lose
tm-cultists-may-reach-10 = The Cultists may still reach 10 on { TERM("tm-cult", $cult) } with a pending cult step: wait for their decision first (use 'wait')
tm-not-a-favor-tile = { $tile } is not a favor tile
tm-tile-not-yours = You don't have { $tile }
tm-favor-twice = You can't take two copies of { $tile }
tm-favor-not-in-game = { $tile } is not a favor tile in this game
tm-tile-gone = No { $tile } tile is left
tm-one-step-favor-taken = You have { $tile }, the other favor tile of 1 step on { TERM("tm-cult", $cult) }: with 2 or 3 players a faction takes only one of them
tm-town-not-in-game = { $tile } is not a town tile in this game
tm-town-given-back = Town tiles can't be given back
tm-town-tiles-left = Not enough { $tile } tiles left (there { $left ->
    [one] is 1
   *[other] are { $left }
 })
tm-not-a-bonus-card = { $tile } is not a bonus card
tm-bonus-card-unavailable = { $tile } is not available (available: { $available })
tm-cannot-advance = { TERM("tm-faction", $faction) } can't advance { $track ->
    [ship] shipping
   *[dig] digging
 }
tm-track-at-maximum = { $track ->
    [ship] Shipping
   *[dig] Digging
 } is already at its maximum ({ $max })
tm-no-building-left = You have no { TERM("tm-building", $building) } left to build
tm-income-taken = { TERM("tm-faction", $faction) } already took this income
tm-leech-out-of-order = Decide on power from { TERM("tm-faction", $faction, case: "the") } before '{ $move }': offers are taken in order
tm-no-power-offer = You have no power offer to take
tm-no-such-power-offer = You have no offer of { $power } power from { TERM("tm-faction", $faction, case: "the") }; your offers: { $offers }
tm-no-such-power-offer-any = You have no offer of { $power } power; your offers: { $offers }
tm-one-teleport-per-turn = You can use one { $kind ->
    [tunnel] tunnel
   *[carpet] carpet flight
 } per turn, and you already used it for { $hex }
tm-out-of-reach = { $hex } is out of your reach: it is not next to your buildings { $reach ->
    [tunnel] nor within your tunnel range ({ $range })
    [carpet] nor within your carpet flight range ({ $range })
    [ship] nor within shipping { $range }
   *[none] and you have no shipping
 }
tm-sandstorm-not-adjacent = The sandstorm needs { $hex } to be directly next to your building (not over a bridge)
tm-connect-mermaids-only = Only the Mermaids can found a town across a river
tm-not-land = { $hex } is not a land hex on this board
tm-no-common-river = No river hex touches all of { $hexes }
tm-not-river = { $hex } is not a river hex
tm-connect-no-town = Connecting across { $rivers } doesn't found a town
tm-setup-only = Only placing dwellings and picking bonus cards happen during setup
tm-not-your-turn = It's not your turn: { TERM("tm-faction", $faction, case: "the") } are to move
tm-not-your-turn-now = It's not your turn
tm-second-action = You have already taken your action this turn; '{ $action }' would be a second one
tm-income-not-taken = Round { $round } income not taken for { TERM("tm-faction", $faction, case: "the") }
tm-faction-not-playing = { TERM("tm-faction", $faction) } are not playing in this game
tm-not-a-terrain = '{ $terrain }' is not a terrain; terrains are { $terrains }
tm-not-understood = I don't understand '{ $text }'
tm-not-an-upgrade = '{ $building }' is not a building you can upgrade to (TP, TE, SH, SA or SY)
tm-not-a-cult = '{ $cult }' is not a cult track; tracks are { $cults }
tm-not-a-track = '{ $track }' is not a track; advance ship or advance dig
tm-not-a-faction = '{ $faction }' is not a faction; factions are { $factions }
tm-nothing-to-do = Nothing to do: type a command. Examples: { $examples }
tm-unknown-command = Unknown command { $command }
tm-action-not-taken = You still have your action to take this turn
tm-drop-only-yours = You can only resign your own faction
tm-factions-chosen-at-start = Factions are chosen before the game starts
tm-setup-over = Setup is over
tm-setup-now = Now { $step ->
    [dwelling] place a dwelling (build E5, for instance)
    [harbour] place the harbour token (harbour E5, for instance)
    [depot] place the depot (harbour E5, for instance)
   *[bonus] pick a bonus card (pass BON3, for instance)
 }
tm-setup-turn-of = It's the turn of { TERM("tm-faction", $faction, case: "the") } to { $step ->
    [dwelling] place a dwelling
    [harbour] place the harbour token
    [depot] place the depot
   *[bonus] pick a bonus card
 }
tm-hex-occupied = { $hex } already has { TERM("tm-faction", $faction, case: "the") }' { TERM("tm-building", $building) }
tm-start-on-home = Starting dwellings go on { TERM("tm-terrain", $terrain) }; { $hex } is { TERM("tm-terrain", $found) }
tm-one-dwelling-per-move = A move action's trades build one dwelling at most (TRADE-10)
tm-ride-on-home = The ride only builds on { TERM("tm-terrain", $terrain) }; { $hex } is { TERM("tm-terrain", $found) }
tm-spades-left = Use all your spades before building ({ $left } left)
tm-boat-build-merchants-only = Building by returning a boat is part of Merchants of the Seas, during the rounds
tm-sandstorm-by-boat = After a sandstorm next to a boat, build there by returning the boat (build X by boat)
tm-no-upgrade-in-setup = Buildings can't be upgraded during setup
tm-not-your-building = { $hex } has no building of yours
tm-nothing-upgrades-to = Nothing upgrades to { TERM("tm-building", $building, case: "a") }
tm-upgrade-from = { $hex } has { TERM("tm-building", $building, case: "a") }; { TERM("tm-building", $wanted, case: "a") } is built on { TERM("tm-building", $base, case: "a") }
tm-no-spades = You have no spades to transform with
tm-already-terrain = { $hex } already is { TERM("tm-terrain", $terrain) }
tm-transform-built = { $hex } has a building; only empty hexes can be transformed
tm-trade-spade-wasteland = The spade from trading with the Giants' stronghold can't transform a wasteland (section 14)
tm-one-foreign-terrain = Only one hex per action may be turned into a terrain other than your home
tm-transform-spades = Turning { $hex } ({ TERM("tm-terrain", $found) }) into { TERM("tm-terrain", $terrain) } takes { $need ->
    [one] 1 spade
   *[other] { $need } spades
 }; you have { $have }
tm-spades-to-home = Spades you dig must all be used: with { $left } left, transform this hex to your home terrain
tm-dug-spades-left = You dug more spades than this action can use: { $left ->
    [one] 1 spade would be left over with no transform to spend it on
   *[other] { $left } spades would be left over with no transform to spend them on
 }, and spades you dig can't be given up. Dig only the spades you need
tm-cannot-dig = { TERM("tm-faction", $faction) } can't dig
tm-dig-at-least-one = Dig at least one spade
tm-no-priest = You have no priest to send
tm-no-cult-space = No free space worth { $steps } steps on { TERM("tm-cult", $cult) }
tm-convert-in-turn = Resources are converted during your turn
tm-convert-at-least-one = Convert at least one
tm-stronghold-conversion = The stronghold turns at most { $max } workers into priests
tm-cannot-convert = You can't convert { $resource } to { $to }
tm-conversion-rate = { $count } { $to } costs { $cost } { $resource }, not { $paid }
tm-burn-at-least-one = Burn at least 1 power
tm-no-power-offer-to-decline = You have no power offer to decline
tm-free-action-own-turn = Free actions (burn, convert) are taken in your own turn
tm-counts-nothing = '{ $text }' counts nothing: the number must be at least 1
tm-burn-needs = Burning { $power } power needs { $need } in bowl II; you have { $have }
tm-no-bridge = You have no bridge to place (take the bridge power action first)
tm-bridge-not-yours = A bridge must touch one of your buildings
tm-bridges-used = All three of your bridges are on the map
tm-bridge-not-possible = No bridge can join { $a } and { $b }: a bridge crosses a river between two land hexes
tm-bridge-exists = There already is a bridge between { $a } and { $b }
tm-pick-bonus-card = Pick a bonus card: { $available }
tm-already-passed = You have already passed this round
tm-pass-with-bonus-card = Pass with a bonus card, e.g. 'pass BON3'; available: { $available }
tm-not-an-action = '{ $action }' is not an action; actions are ACT1 to ACT6 and your own
tm-merchants-action = { $action } is a power action of Merchants of the Seas, not played in this game
tm-action-not-yours = You don't have the action { $action } ({ TERM("tm-action", $action) })
tm-action-taken = { $action } ({ TERM("tm-action", $action) }) has already been taken this round
tm-no-boat-in-supply = You have no { $piece ->
    [merchant] merchant
   *[boat] boat
 } left in your supply to place
tm-no-boat-site = Boats are placed next to your harbour token or shipyard, and you have neither yet
tm-cult-give-up = Cult steps can't be given up (except from 7 or more, to let a key reach 10)
tm-cult-same-track = All { $steps } cult steps go on the same track (e.g. +{ $steps }{ $cult })
tm-no-favor-to-take = You have no favor tile to take
tm-town-tiles-to-take = { $count ->
    [0] You have no town tile to take
    [one] You may take 1 town tile
   *[other] You may take { $count } town tiles
 }
tm-spades-must-be-used = Spades you dig must all be used
tm-no-cult-step = You have no cult step to take{ $taken ->
    [yes] {" "}(you took it already?)
   *[no] {""}
 }
tm-cannot-take = You can't just take { $resource }
tm-cannot-give-up = { $resource } can't be given up
tm-seat-chooses-now = Seat { $seat } chooses a faction now
tm-faction-taken = { TERM("tm-faction", $faction) } are already taken
tm-terrain-taken = { TERM("tm-faction", $faction) } already play on { TERM("tm-terrain", $terrain) }; pick a faction of another terrain
tm-no-boat-to-place = You have no { $piece ->
    [merchant] merchant
   *[boat] boat
 } to place now
tm-boat-site = A { $piece ->
    [merchant] merchant
   *[boat] boat
 } goes { $where ->
    [shipyard] next to the shipyard (the shipyard's own boat, SY-5)
    [depot] on your depot's or market's hex
   *[harbour] on a river hex next to your harbour or shipyard
 }: { $hexes }
tm-harbour-in-setup = The harbour token is placed during setup, after the starting dwellings
tm-harbour-site = { $token ->
    [depot] The depot goes on one of your dwellings
   *[harbour] The harbour token goes on one of your buildings next to a river
 }: { $hexes }
tm-sail-in-move-action = Boats move only in a move action (action ACTMB, ACT7 or BON13), before its trades are resolved
tm-sail-path = Write the path from where the boat stands, e.g. sail r3-r4-E5
tm-not-a-hex = { $hex } is not a hex on this board
tm-no-unmoved-boat = You have no { $piece ->
    [merchant] merchant
   *[boat] boat
 } at { $hex } that has not moved in this action
tm-sail-too-far = A { $piece ->
    [merchant] merchant
   *[boat] boat
 } takes at most { $limit ->
    [one] 1 step
   *[other] { $limit } steps
 }, { $paid } paying 1 power; this path has { $steps }
tm-sail-same-target = Another of your { $piece ->
    [merchant] merchants
   *[boat] boats
 } already goes to { $hex } in this action (MOVE-7)
tm-no-trade-marker = You have no trade marker left for another trade (TRADE-7)
tm-extra-step-power = The extra step costs 1 power from bowl III, and you have none
tm-boat-on-land = Your boats stand on rivers; { $hex } is land
tm-boat-land-last = A boat enters land only to trade, as its last step ({ $hex })
tm-not-adjacent = { $hex } is not next to { $to }
tm-boat-land-empty = A boat goes on land only to trade with a structure; { $hex } is empty
tm-boat-own-structure = A boat doesn't enter your own structures (MOVE-6)
tm-already-traded = You have already traded with the structure at { $hex } (TRADE-8)
tm-boat-step = { $hex } to { $to } is not one step: rivers move to a neighbouring river hex or along a canal
tm-merchant-on-river = Your merchants stand on land; { $hex } is a river
tm-merchant-step = { $hex } to { $to } is not one step: merchants move to a neighbouring hex
tm-merchant-ends-on-river = A merchant may cross a river but never ends its move on one (FD-14)
tm-no-trade-here = You have no trade at { $hex }; trades to resolve: { $trades }
tm-no-trade = You have no trade to resolve (a boat must first move onto a structure)
tm-trade-spade-first = First carry out the stronghold trade's Transform and Build, or give up its spade with -SPADE (TRADE-9)
tm-trade-choice = Trading with { TERM("tm-building", $building, case: "a") } needs a choice: { $choices } (e.g. { $example })
tm-merchant-build = Merchants stand on the hex itself: write build { $hex } by merchant
tm-no-merchant-here = You have no merchant on { $hex }
tm-no-boat-at = You have no boat at { $river } next to { $hex }
tm-no-boat-next-to = You have no boat on a river next to { $hex }
tm-shipyard-merchants-only = The shipyard is part of Merchants of the Seas, not played in this game
tm-shipyard-built = You have built your shipyard already (SY-2)
tm-shipyard-river = The shipyard is built on a trading house next to a river; { $hex } touches none (SY-1)
tm-no-nf1 = You have no NF1 choice to make
tm-nf1-choices = Choose ship, a cult (choose FIRE) or a priest on a cult (choose priest FIRE)
tm-no-priest-in-supply = You have no priest left in your supply
tm-nf1-no-priest-space = No free priest space on { TERM("tm-cult", $cult) }; take the step instead (choose { $cult })

## Refusals of Fire & Ice's factions.

tm-start-by-river = { TERM("tm-faction", $faction, case: "the") } start next to a river; { $hex } is inland
tm-out-of-river-reach = { $hex } is out of your reach: the Riverwalkers build only across rivers, within shipping { $range }
tm-action-forbidden = { TERM("tm-faction", $faction) } can't take { TERM("tm-action", $action) }: they never use spades
tm-volcano-needs-dig = A volcano needs a volcano transformation first: dig 1
tm-volcano-first = First make the volcano you dug for (transform E5 to volcano), or give it up: -VOLCANO_TF
tm-ice-volcano-fixed = { $hex } is { TERM("tm-terrain", $terrain) }: ice and volcano can't be transformed
tm-ice-factions-only = Only the ice factions (Ice Maidens, Yetis) turn terrain into ice
tm-volcano-factions-only = Only the volcano factions (Dragonlords, Acolytes) turn terrain into volcano
tm-volcano-tokens = A volcano on { TERM("tm-terrain", $terrain) } costs { $need ->
    [one] 1 power token
   *[other] { $need } power tokens
 }; you have { $have }
tm-volcano-steps = A volcano on { TERM("tm-terrain", $terrain) } costs { $steps } steps on one cult track; you are on none that high
tm-lose-cult-first = First give up the { $steps } cult steps the volcano costs (e.g. -{ $steps }FIRE)
tm-lose-cult-one-track = Give up all { $steps } steps on one cult track (e.g. -{ $steps }{ $cult })
tm-lose-cult-too-low = You are at { $level } on { TERM("tm-cult", $cult) }: not high enough to give up { $steps } steps
tm-selection-pending = { TERM("tm-faction", $faction, case: "the") } choose first: { $choice ->
    [color] pick a colour (pick-color green)
   *[favor] take a favor tile (+FAV11)
 }
tm-fire-ice-option = { TERM("tm-faction", $faction, case: "the") } play only with Fire & Ice's factions ({ $option })
tm-variable-taken = { TERM("tm-faction", $faction) } already play the other variable faction; pick another faction
tm-no-color-to-pick = { TERM("tm-faction", $faction, case: "the") } have no colour to pick now
tm-pick-a-color = Pick one of the terrain colours: { $colors }
tm-color-taken = { TERM("tm-terrain", $terrain) } is not available: it is { $mine ->
    [yes] your terrain
   *[no] the terrain of { TERM("tm-faction", $faction, case: "the") }
 }
tm-no-unlock = { TERM("tm-faction", $faction, case: "the") } have no terrain to unlock now (a priest gained gives one)
tm-already-unlocked = { TERM("tm-terrain", $terrain) } is unlocked already
tm-nothing-for = Nothing offers { $resource } for { $price }; e.g. gain P3 for VP
tm-no-token-offer = You have no power token on offer (one comes when someone takes your power)

## Decisions: what a seat must do now ("Next: @Ann (Witches) to take a favor tile") and, for a menu, its prompt.

# The Next line's part for a seat: { $user } mentioned, { $seat } its name, { $what } a decision
# below; { $name } the faction (a term) once chosen, { $known } yes or no.
tm-next-seat = { $user } ({ $seat }) { $what }
tm-decision-power = to decide on power
tm-decision-favor = to take a favor tile
    .prompt = choose a favor tile
tm-decision-town = to take a town tile
    .prompt = choose a town tile
tm-decision-cult = to take a cult step
tm-decision-spade = to use the spades left
tm-decision-faction = to choose a faction
    .prompt = choose your faction
tm-decision-bonus = to pick a bonus card
    .prompt = choose a bonus card
tm-decision-trade = to resolve a trade
    .prompt = resolve a trade
tm-decision-boat = to place a boat
    .prompt = place a boat
tm-decision-nf1 = to choose what NF1 gives
    .prompt = choose what NF1 gives
tm-decision-harbour = to place the harbour token
    .prompt = place the harbour token
tm-decision-color = to pick a colour
    .prompt = pick a colour
tm-decision-unlock = to unlock a terrain
    .prompt = unlock a terrain or keep the priest
tm-decision-token = to buy a power token for 1 VP
tm-decision-volcano = to give up the volcano's cult steps
tm-decision-exchange = to turn workers into priests
tm-decision-move = to move

## Moves in words, without their subject: "(Witches) built a dwelling on E5 and ..."

tm-did-build = built a dwelling on { $hex }
tm-did-build-by-boat = built a dwelling on { $hex } by boat
tm-did-build-by-boat-from = built a dwelling on { $hex } by boat ({ $river })
tm-did-upgrade = upgraded { $hex } to { TERM("tm-building", $building, case: "a") }
tm-did-transform = transformed { $hex }
tm-did-transform-to = transformed { $hex } to { TERM("tm-terrain", $terrain) }
tm-did-dig = dug { $spades ->
    [one] 1 spade
   *[other] { $spades } spades
 }
tm-did-send = sent a priest to { TERM("tm-cult", $cult) }
tm-did-convert = converted { $paid } to { $got }
tm-did-burn = burned { $power } power
tm-did-leech = took { $power } power from { TERM("tm-faction", $faction, case: "the") }
tm-did-leech-any = took { $power } power from a neighbour
tm-did-decline = declined { $power ->
    [0] power
   *[other] { $power } power
 }
tm-did-decline-from = declined { $power ->
    [0] power
   *[other] { $power } power
 } ({ TERM("tm-faction", $faction) })
tm-did-bridge = built a bridge { $a }–{ $b }
tm-did-connect = founded a town across { $river }
tm-did-action = took { TERM("tm-action", $action) }
tm-did-pass = passed
tm-did-pass-bonus = passed, taking { $bonus } ({ $summary })
tm-did-advance = { $track ->
    [ship] advanced shipping
   *[dig] advanced digging
 }
tm-did-choose-faction = chose the { TERM("tm-faction", $faction) }
tm-did-harbour = placed the harbour token on { $hex }
tm-did-boat = placed a boat on { $hex }
tm-did-sail = moved a boat { $route }
tm-did-trade = traded with the structure on { $hex }
tm-did-trade-choice = traded with the structure on { $hex } ({ $choice })
tm-did-nf1-ship = chose the shipping advance (NF1)
tm-did-nf1-priest = put a priest on { TERM("tm-cult", $cult) } (NF1)
tm-did-nf1-step = moved 1 up on { TERM("tm-cult", $cult) } (NF1)
tm-did-drop = left the game
tm-did-take-tile = took { $tile } ({ $summary })
tm-did-cult-up = moved { $steps } up on { TERM("tm-cult", $cult) }
tm-did-cult-down = gave up { $steps } on { TERM("tm-cult", $cult) }
tm-did-give-up-spades = gave up the remaining spades
tm-did-give-up-boat = gave up placing the boat
tm-did-pick-color = picked { TERM("tm-terrain", $terrain) }
tm-did-unlock = unlocked { TERM("tm-terrain", $terrain) }
tm-did-unlock-priest = kept the priest instead of unlocking a terrain
tm-did-gain-token = bought a power token into bowl III for 1 VP
tm-did-decline-token = declined the power token
tm-did-keep-terrain = kept their terrain
tm-did-no-exchange = let the stronghold's exchange of workers for priests go
tm-did-adjust = adjusted { $amount }
# A move suggested to the player (a hint): the same words as tm-did-*, as what to do.
tm-do-build = build a dwelling on { $hex }
tm-do-build-by-boat = build a dwelling on { $hex } by boat
tm-do-build-by-boat-from = build a dwelling on { $hex } by boat ({ $river })
tm-do-upgrade = upgrade { $hex } to { TERM("tm-building", $building, case: "a") }
tm-do-transform = transform { $hex }
tm-do-transform-to = transform { $hex } to { TERM("tm-terrain", $terrain) }
tm-do-dig = dig { $spades ->
    [one] 1 spade
   *[other] { $spades } spades
 }
tm-do-send = send a priest to { TERM("tm-cult", $cult) }
tm-do-convert = convert { $paid } to { $got }
tm-do-burn = burn { $power } power
tm-do-leech = take { $power } power from { TERM("tm-faction", $faction, case: "the") }
tm-do-leech-any = take { $power } power from a neighbour
tm-do-decline = decline { $power ->
    [0] power
   *[other] { $power } power
 }
tm-do-decline-from = decline { $power ->
    [0] power
   *[other] { $power } power
 } ({ TERM("tm-faction", $faction) })
tm-do-bridge = build a bridge { $a }–{ $b }
tm-do-connect = found a town across { $river }
tm-do-action = take { TERM("tm-action", $action) }
tm-do-pass = pass
tm-do-pass-bonus = pass, taking { $bonus } ({ $summary })
tm-do-advance = { $track ->
    [ship] advance shipping
   *[dig] advance digging
 }
tm-do-choose-faction = choose the { TERM("tm-faction", $faction) }
tm-do-harbour = place the harbour token on { $hex }
tm-do-boat = place a boat on { $hex }
tm-do-sail = move a boat { $route }
tm-do-trade = trade with the structure on { $hex }
tm-do-trade-choice = trade with the structure on { $hex } ({ $choice })
tm-do-nf1-ship = choose the shipping advance (NF1)
tm-do-nf1-priest = put a priest on { TERM("tm-cult", $cult) } (NF1)
tm-do-nf1-step = move 1 up on { TERM("tm-cult", $cult) } (NF1)
tm-do-drop = leave the game
tm-do-take-tile = take { $tile } ({ $summary })
tm-do-cult-up = move { $steps } up on { TERM("tm-cult", $cult) }
tm-do-cult-down = give up { $steps } on { TERM("tm-cult", $cult) }
tm-do-give-up-spades = give up the remaining spades
tm-do-give-up-boat = give up placing the boat
tm-do-pick-color = pick { TERM("tm-terrain", $terrain) }
tm-do-unlock = unlock { TERM("tm-terrain", $terrain) }
tm-do-unlock-priest = keep the priest instead of unlocking a terrain
tm-do-gain-token = buy a power token into bowl III for 1 VP
tm-do-decline-token = decline the power token
tm-do-keep-terrain = keep your terrain
tm-do-no-exchange = let the stronghold's exchange of workers for priests go
tm-do-adjust = adjust { $amount }
# An amount of a resource: "3 power", "2 coins".
tm-amount = { $resource ->
    [PW] { $n } power
   *[other] { $n ->
        [one] { $n } { TERM("tm-unit", $resource, case: "one") }
       *[other] { $n } { TERM("tm-unit", $resource) }
    }
 }

## Tiles in words (menus, the status, the moves that take them).

-tm-unit-C = { $case ->
    [one] coin
   *[other] coins
 }
-tm-unit-W = { $case ->
    [one] worker
   *[other] workers
 }
-tm-unit-P = { $case ->
    [one] priest
   *[other] priests
 }
-tm-unit-PW = power
-tm-unit-VP = VP
-tm-unit-KEY = key
-tm-unit-SPADE = { $case ->
    [one] spade
   *[other] spades
 }
-tm-unit-BOAT = { $case ->
    [one] boat
   *[other] boats
 }
-tm-unit-MAY_BOAT = { $case ->
    [one] boat
   *[other] boats
 }
-tm-unit-GAIN_SHIP = shipping
-tm-unit-FIRE = Fire
-tm-unit-WATER = Water
-tm-unit-EARTH = Earth
-tm-unit-AIR = Air
# "+1 worker", "+2 workers".
tm-gain = { $n ->
    [one] +{ $n } { TERM("tm-unit", $resource, case: "one") }
   *[other] +{ $n } { TERM("tm-unit", $resource) }
 }
tm-gain-keys = { $n ->
    [one] key
   *[other] { $n } keys
 }
tm-tile-town-power-6 = town at power 6
tm-tile-income = income { $gains }
tm-tile-build-vp = { $vp } VP per { TERM("tm-building", $building) }
tm-tile-pass-vp = when passing: { $vp }
tm-tile-pass-each = { $vp } VP per { $what ->
    [ship] shipping level
   *[other] { TERM("tm-building", $what) }
 }
tm-tile-pass-levels = { $vp } VP for 1, 2, 3, 4 { $what ->
    [ship] shipping levels
   *[other] { $what }
 }
tm-tile-cult-action = action: cult step
tm-tile-shipping = +1 shipping
tm-tile-note-FAV13 = then a priest on a cult (or 1 step) + 4 C, or shipping + 1 W
tm-tile-note-FAV15 = +1/+2 VP per trade
tm-tile-note-FAV16 = 2-5 VP when passing, by trades
tm-tile-note-BON11 = +1 VP per trade
tm-tile-note-BON12 = 3 VP per boat when passing

## Button labels for decisions (at most 80 characters).

tm-label-leech = Take { $power } power{ $cost ->
    [0] {""}
   *[other] {" "}(−{ $cost } VP)
 } · { TERM("tm-faction", $faction) }
tm-label-decline = Decline { $power ->
    [0] power
   *[other] { $power } power
 }
tm-label-give-up-spades = Give up the spades
tm-label-trade = Trade { $hex }
tm-label-trade-choice = Trade { $hex }: { $choice }
tm-label-boat = Boat on { $hex }
tm-label-harbour = Harbour on { $hex }
tm-label-no-boat = No boat
tm-label-unlock = Unlock { TERM("tm-terrain", $terrain) }
tm-label-unlock-priest = Keep the priest
tm-label-token = Token for 1 VP
tm-label-no-token = No token
tm-label-keep-terrain = Keep my terrain
tm-label-no-exchange = No exchange
tm-label-lose-cult = { TERM("tm-cult", $cult) } −{ $steps }
tm-label-nf1-ship = Shipping + 1 W
tm-label-nf1-priest = Priest on { TERM("tm-cult", $cult) } + 4 C
tm-label-nf1-step = { TERM("tm-cult", $cult) } +1, +4 C
tm-trade-power = 3 power
tm-trade-priest = 1 priest
tm-trade-move = move again
tm-trade-boat-stays = boat stays on { $hex }

## A player's own position (/tm status, private).

tm-status-choosing = Seat { $seat }: choosing a faction
tm-status-head = **{ TERM("tm-faction", $faction) }** — { $vp } VP
tm-status-resources = { $coins } coins · { $workers } workers · { $priests } priests · power { $p1 }/{ $p2 }/{ $p3 }
tm-status-cults = Cults: { $cults }
tm-status-buildings = Buildings: { $buildings } · { $reach } · digging { $dig }
tm-status-range = { $kind ->
    [tunnel] tunnels { $n }
   *[carpet] carpet flights { $n }
 }
tm-status-shipping = shipping { $n }
tm-status-tiles = Tiles: { $tiles }
tm-status-picked = Terrain: { TERM("tm-terrain", $terrain) } (picked { TERM("tm-terrain", $picked) })
tm-status-unlocked = Terrains unlocked: { $terrains }
tm-status-passed = You have passed this round.
tm-status-offer = Power offer: { $power } from { TERM("tm-faction", $faction, case: "the") }
tm-status-boats = { $piece ->
    [merchant] Merchants
   *[boat] Boats
 }: { $hexes } · trades { $trades } ({ $markers } markers left) · harbour { $harbour }
tm-status-reach = reach { $n }

## The board image's words. Notation codes (C, W, P, PW, D, TP, BON3, FAV11, E5) stay as typed.

tm-image-title-over = Terra Mystica · game over
tm-image-title-factions = Terra Mystica · choosing factions
tm-image-title-setup = Terra Mystica · setup
tm-image-title-setup-step = Terra Mystica · setup · { TERM("tm-faction", $faction) } { $step ->
    [dwelling] to place a dwelling
    [harbour] to place the harbour token
    [depot] to place the depot
   *[bonus] to pick a bonus card
 }
tm-image-title-round = Terra Mystica · round { $round } · turn { $turn } · { TERM("tm-faction", $faction) } to move
tm-image-title-round-end = Terra Mystica · round { $round } · turn { $turn } · end of round
tm-image-cults = Cults
tm-image-cult = { $cult ->
    [FIRE] Fire
    [WATER] Water
    [EARTH] Earth
   *[AIR] Air
 }
tm-image-round = Round { $round }
tm-image-scoring = { $what ->
    [SPADE] Spade
    [TOWN] Town
    [SHIP-DIG] Ship/Dig
    [TRADE] Trade
   *[other] { $label }
 }: { $vp } VP
tm-image-per-cult = per { $per } { $cult ->
    [FIRE] Fire
    [WATER] Water
    [EARTH] Earth
   *[AIR] Air
 }
tm-image-per-priest = per priest on a cult
tm-image-final-title = Final scoring
tm-image-final-network = Largest network: { $vp } VP
tm-image-final-cults = Each cult track: { $vp } VP
tm-image-final-tile = { $tile ->
    [connected-distance] Longest distance in a network
    [connected-sa-sh-distance] Stronghold–sanctuary distance
    [building-on-edge] Buildings on the edge
    [connected-clusters] Clusters in a network
   *[trade-markers] Most trade markers
 }: { $vp } VP
tm-image-each-cult = each cult +{ $n }
tm-image-gain = { $resource ->
    [VP] +{ $n } VP
    [SPADE] { $n ->
        [one] 1 spade
       *[other] { $n } spades
    }
    [KEY] { $n ->
        [one] key
       *[other] { $n } keys
    }
    [BOAT] { $n ->
        [one] 1 boat
       *[other] { $n } boats
    }
    [MAY_BOAT] { $n ->
        [one] 1 boat
       *[other] { $n } boats
    }
    [GAIN_SHIP] shipping +1
   *[other] +{ $n } { $resource }
 }
tm-image-fx-income = income:
tm-image-fx-pass = pass:
tm-image-fx-each = { $vp } VP/{ $what }
tm-image-fx-levels = { $what } { $vp } VP
tm-image-fx-build = { $building }: +{ $vp } VP
tm-image-fx-town-power = town at { $power } power
tm-image-fx-shipping = shipping +1 this round
tm-image-fx-action = action: { $action ->
    [BON1] 1 spade
    [BON11] place a boat
    [BON13] move boats
   *[other] cult step
 }
tm-image-note = { $tile ->
    [FAV13] shipping +1 & 1 W, or priest & 4 C
    [FAV15] +1 VP a trade (SH, SA, SY: +2)
    [FAV16] pass: 2–5 VP by trades
    [BON11] +1 VP a trade
   *[BON12] pass: 3 VP a boat
 }
tm-image-ship = ship
tm-image-action = { $action ->
    [ACT1] bridge
    [ACT2] 1 priest
    [ACT3] 2 workers
    [ACT4] 7 coins
    [ACT5] 1 spade
    [ACT6] 2 spades
    [ACT7] move boats
    [ACT8] 1 boat
   *[ACT9] favor tile
 }
tm-image-taken = taken
tm-image-bonus-cards = Bonus cards
tm-image-favors-left = Favor tiles
tm-image-towns-left = Town tiles
tm-image-next-order = Next round's turn order
tm-image-owes-offer = offer { $power } PW from { $from }
tm-image-owes-cult = { $steps } cult step
tm-image-owes-favor = favor tile
tm-image-owes-town = town tile
tm-image-owes-spades = { $spades } spade
tm-image-owes-boat = { $piece ->
    [merchant] place a merchant
   *[boat] place a boat
 }
tm-image-owes-trade = trade at { $hexes }
tm-image-owes-nf1 = NF1's choice
tm-image-owes-color = pick a colour
tm-image-owes-unlock = { $n ->
    [one] unlock a terrain
   *[other] unlock { $n } terrains
 }
tm-image-owes-lose-cult = lose { $steps } cult steps
tm-image-owes-token = token for 1 VP?
tm-image-owes-exchange = workers to priests?
tm-image-out = {" "}(out)
tm-image-passed = {" "}· passed
tm-image-vp = { $vp } VP
tm-image-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
 }
tm-image-keys = { $n ->
    [one] 1 key
   *[other] { $n } keys
 }
tm-image-priests = { $n ->
    [one] 1 priest
   *[other] { $n } priests
 }
tm-image-supply = Supply
tm-image-bridges = { $n ->
    [one] 1 bridge
   *[other] { $n } bridges
 }
tm-image-track = { $track ->
    [ship] Ship
    [reach] Reach
   *[dig] Dig
 }
tm-image-teleport = { $kind ->
    [tunnel] tunnel { $n }
   *[carpet] carpet { $n }
 }
tm-image-income = Income
tm-image-income-card = + the bonus card taken
tm-image-left = Left
tm-image-own-bonus = Bonus card
tm-image-own-favors = Favor tiles
tm-image-own-towns = Town tiles
tm-image-actions = Actions
tm-image-action-taken = {" "}(taken)
tm-image-special = { $action ->
    [ACTH1] new terrain
    [ACTH2] new terrain
    [ACTH3] new terrain
    [ACTH4] new terrain
    [ACTH5] new terrain
    [ACTH6] new terrain
    [ACTA] 2 cult steps
    [ACTC] double turn
    [ACTE] bridge
    [ACTG] 2 spades
    [ACTN] sandstorm
    [ACTS] free TP
    [ACTW] ride
    [BON1] spade
    [BON2] cult step
    [FAV6] cult step
    [ACTMB] move boats
    [ACTPB] place a boat
    [BON11] place a boat
    [BON13] move boats
   *[other] {""}
 }
tm-image-boats = { $piece ->
    [merchant] merchants
   *[boat] boats
 } { $n }/{ $total }
tm-image-markers = trade markers left { $n }
tm-image-harbour = { $piece ->
    [merchant] depot
   *[boat] harbour
 } { $hex }
tm-image-final-scored = Final scoring
tm-image-final-part = { $part ->
    [FIRE] Fire
    [WATER] Water
    [EARTH] Earth
    [AIR] Air
    [network] Network ({ $network })
    [resources] Resources
    [connected-distance] Distance
    [connected-sa-sh-distance] SH–SA
    [building-on-edge] Edge
    [connected-clusters] Clusters
   *[trade-markers] Trades
 }
tm-image-final-total = = { $vp } VP
tm-image-to-move = to move
tm-image-setup-step = { $step ->
    [dwelling] to place a dwelling
    [harbour] to place the harbour token
    [depot] to place the depot
   *[bonus] to pick a bonus card
 }

## The /tm command group: descriptions and choices (the English names are in the code, a contract).

cmd-tm =
    .description = Play Terra Mystica
cmd-tm-new-board =
    .description = The map to play on
cmd-tm-new-board-base = Base game
cmd-tm-new-board-fire_and_ice_side1 = Fire & Ice, side 1
cmd-tm-new-board-revised_base_fire_and_ice_side2 = Revised base map (Fire & Ice side 2)
cmd-tm-new-board-loon_lakes_v1_6 = The Lakes (Loon Lakes)
cmd-tm-new-board-fjords_v2_1 = The Fjords
cmd-tm-new-board-arrow = Arrow
cmd-tm-new-options =
    .description = Rule options: +name adds one, -name removes one of the usual ones
cmd-tm-new-final_tile =
    .description = Fire & Ice's extra final scoring (18/12/6 VP)
cmd-tm-new-final_tile-connected-distance = Largest distance in one network
cmd-tm-new-final_tile-connected-sa-sh-distance = Stronghold to sanctuary distance
cmd-tm-new-final_tile-building-on-edge = Buildings on the edge in one network
cmd-tm-new-final_tile-connected-clusters = Clusters in one network
cmd-tm-new-final_tile-trade-markers = Most trade markers (Merchants of the Seas)
cmd-tm-new-merchants =
    .description = Play the expansion Merchants of the Seas (boats, trades, shipyards)
cmd-tm-new-fire_ice =
    .description = Add Fire & Ice's six factions (ice, volcano, Riverwalkers, Shapeshifters)
cmd-tm-faction =
    .description = The faction you would like to play
cmd-tm-build =
    .description = Build a dwelling (digging first if needed)
cmd-tm-build-hex =
    .description = Where, e.g. E5
cmd-tm-upgrade =
    .description = Upgrade one of your buildings
cmd-tm-upgrade-hex =
    .description = The building to upgrade, e.g. E5
cmd-tm-upgrade-building =
    .description = What it becomes
cmd-tm-upgrade-building-TP = Trading house
cmd-tm-upgrade-building-TE = Temple
cmd-tm-upgrade-building-SH = Stronghold
cmd-tm-upgrade-building-SA = Sanctuary
cmd-tm-upgrade-building-SY = Shipyard (Merchants of the Seas)
cmd-tm-transform =
    .description = Terraform a hex with spades
cmd-tm-transform-hex =
    .description = Which hex, e.g. E5
cmd-tm-transform-terrain =
    .description = Into which terrain (default: your home terrain)
cmd-tm-send =
    .description = Send a priest to a cult track
cmd-tm-send-cult =
    .description = Which cult track
cmd-tm-send-cult-FIRE = Fire
cmd-tm-send-cult-WATER = Water
cmd-tm-send-cult-EARTH = Earth
cmd-tm-send-cult-AIR = Air
cmd-tm-send-steps =
    .description = A particular space: 3, 2, or 1 to step without one
cmd-tm-action =
    .description = Take a power action or a special action
cmd-tm-action-name =
    .description = The action and what you do with it
cmd-tm-convert =
    .description = Convert resources (power, priests, workers, coins)
cmd-tm-convert-what =
    .description = e.g. 3PW to 3C, 1P to 1W
cmd-tm-burn =
    .description = Burn power: move power from bowl II to bowl III
cmd-tm-burn-amount =
    .description = How much power reaches bowl III
cmd-tm-pass =
    .description = Pass for this round, taking a bonus card
cmd-tm-pass-bonus =
    .description = The bonus card for the next round (none in the last round)
cmd-tm-advance =
    .description = Advance on the shipping or digging track
cmd-tm-advance-track =
    .description = Which track
cmd-tm-advance-track-ship = Shipping
cmd-tm-advance-track-dig = Digging
cmd-tm-settings-accept_one_power =
    .description = Accept offers of 1 power (they cost no VP) without being asked
cmd-tm-settings-decline_costly_power =
    .description = Decline offers of power that cost VP without being asked

tm-lobby-options = map: { $board }{ $merchants ->
    [true] , with Merchants of the Seas
   *[false] {""}
 }
tm-round-begins = **Round { $round }** begins.

## The terminal's summary of the position and the projected final scoring (bot/i18n/terra_mystica.py)
tm-summary-over = Game over: { $ranking }
tm-summary-choosing = Choosing factions: { TERM("tm-faction", $faction) } { $what }
tm-summary-choosing-seat = Choosing factions: seat { $seat } to choose
tm-summary-setup = Setup: { TERM("tm-faction", $faction) } { $step ->
    [dwelling] to place a dwelling
    [harbour] to place the harbour token
   *[bonus] to pick a bonus card ({ $cards })
 }
tm-summary-who = { TERM("tm-faction", $faction) } { $what }
tm-summary-turn = Round { $round }, turn { $turn }: { $who }
tm-summary-income = Round { $round } income: { $who }
tm-summary-nobody = nobody to decide
tm-summary-faction = { $faction } { $vp } VP  { $coins } C { $workers } W { $priests } P  power { $power }  cults { $cults }  { $reach }  digging { $dig }
tm-summary-passed = {" "}(passed)
tm-summary-out = {" "}(out)
tm-summary-boats = boats { $boats }, trades { $trades }
tm-summary-offer = { TERM("tm-faction", $faction) }: { $power } power from { TERM("tm-faction", $source, case: "the") }
tm-summary-offers = Power offers: { $offers }
tm-projected = If the game ended now: { $parts } → { $vp } VP
tm-projected-part = { $part ->
    [network] network { $vp } ({ $network } structures)
    [resources] resources { $vp }
    [FIRE] Fire { $vp }
    [WATER] Water { $vp }
    [EARTH] Earth { $vp }
    [AIR] Air { $vp }
   *[other] { $part } { $vp }
 }
tm-summary-cults = F{ $fire } W{ $water } E{ $earth } A{ $air }

# Refusals of issue 30 (host)
tm-number-too-large = '{ $text }': that number is more than the game ever counts (at most { $max })
tm-wait-for-nothing = Nobody else has a decision to make now: 'wait' lets others decide first, so there is nothing to wait for

# /tile: one tile's card
tm-tile-kind = { $kind ->
    [favor] favor tile
    [town] town tile
    [bonus] bonus card
   *[scoring] round scoring tile
 }
tm-tile-head = **{ $tile }** · { $kind ->
    [favor] favor tile
    [town] town tile
    [bonus] bonus card
   *[scoring] round scoring tile
 }
tm-tile-scoring = { $scoring }; at the round's end { $gains } { $per }
tm-tile-copies = { $n } copies
tm-tile-option = only with { $option ->
    [merchants-of-the-seas] Merchants of the Seas
   *[other] the option { $option }
 }
tm-tile-without = not with { $option ->
    [merchants-of-the-seas] Merchants of the Seas
   *[other] the option { $option }
 }

## The ledger (/tm log, the terminal's log): what a move changed.
tm-ledger-faction = { TERM("tm-faction", $faction) }: { $changes }
# '+2 VP (22)', '−1 worker (2)': the change, then what the faction has after it.
tm-ledger-delta = { $sign }{ $n ->
    [one] { $n } { TERM("tm-unit", $resource, case: "one") }
   *[other] { $n } { TERM("tm-unit", $resource) }
 } ({ $now })
tm-ledger-power = power { $bowls }
tm-ledger-cult = { TERM("tm-cult", $cult) } { $sign }{ $n } ({ $now })
