## Keyflower at the table, in English: the images, moves told in words, the /kf commands and
## the players' private screens. (The rules' refusals are in keyflower.ftl.)

## More nouns: what tiles give at random or let a player choose.

-kf-item-skill = { $case ->
    [other] skills
   *[one] skill
 }
-kf-item-worker = { $case ->
    [other] workers
   *[one] worker
 }
-kf-item-contract = { $case ->
    [other] contracts
   *[one] contract
 }
-kf-item-any_res = { $case ->
    [other] resources of any kind
   *[one] resource of any kind
 }
-kf-item-any_skill = { $case ->
    [other] skills of any kind
   *[one] skill of any kind
 }
-kf-item-any_worker = { $case ->
    [other] workers of any colour
   *[one] worker of any colour
 }
-kf-item-purple = { $case ->
    [other] start-player keyples
   *[one] start-player keyple
 }
-kf-item-wood_or_gold = { $case ->
   *[one] wood or gold
 }
-kf-item-stone_or_gold = { $case ->
   *[one] stone or gold
 }
-kf-item-iron_or_gold = { $case ->
   *[one] iron or gold
 }

## The image

kf-image-season = { $season ->
    [spring] Spring
    [summer] Summer
    [autumn] Autumn
   *[winter] Winter
 }
kf-image-seat = Seat { $seat }
kf-image-title-main = Keyflower · { $season } · { $seat } to act
kf-image-title-contract = Keyflower · { $season } · { $seat } chooses a contract
kf-image-title-winter-offer = Keyflower · Winter · winter tiles chosen: { $chosen } of { $total }
kf-image-title-boats = Keyflower · end of { $season } · { $seat } chooses a boat
kf-image-title-swap = Keyflower · end of { $season } · { $seat } chooses the boat that replaces Sea Bastion II
kf-image-title-placement = Keyflower · end of { $season } · the tiles won join the villages
kf-image-title-final = Keyflower · before the scoring: the boats' free upgrade or extension
kf-image-title-allocation = Keyflower · final scoring · allocations confirmed: { $done } of { $total }
kf-image-title-over = Keyflower · game over
kf-image-offer = { $season }: { $n } tiles up for auction
kf-image-decks = still to come: { $decks }
kf-image-no-offer = The winter tiles are chosen in secret; they are laid out once everyone has chosen.
kf-image-orders = Turn order
kf-image-no-orders = The turn-order tiles are decided.
kf-image-boats = Boats
kf-image-boat-queue = choosing, in order: { $seats }
kf-image-key-cabins = cabins
kf-image-key-contracts = contracts
kf-image-supply = Supply
kf-image-bag = Bag { $n }
kf-image-green = Green workers { $n }
kf-image-skill-pile = Skill tokens { $n }
kf-image-cabins-left = Cabins { $n }
kf-image-contracts = Contracts face up
kf-image-contract-pile = pile: { $pile } · discards: { $discards }
kf-image-extensions = Extensions ({ $n })
kf-image-transport = transport { $moves } · upgrade { $upgrades }
kf-image-boat-ability = { $ability ->
    [b1a] +2 workers from the bag at each season's end
    [b1b] +1 green worker at each season's end
    [b2a] transport across fields; tiles need not match
    [b2b] transport and upgrades doubled
    [b3a] any resource pays for any other
    [b3b] any resource scores as any other
    [b4a] outbid with any colour, lying down
   *[b4b] use a tile with any colours, lying down
 }
kf-image-scoring-on_tile = { $vp } VP per { $item } on it
kf-image-scoring-per_item = { $vp } VP per { $item }
kf-image-scoring-per_set = { $vp } VP per set { $set }
kf-image-scoring-per_group = { $vp } VP per { $items }
kf-image-or-gold = {" "}(gold for any)
kf-image-scoring-choose_type = { $vp } VP per { $group ->
    [any_skill] skill of one chosen type
    [any_worker] worker of one chosen colour
   *[any_res] resource of one chosen type
 }
kf-image-scoring = { $kind ->
    [flat] { $vp } VP
    [upgraded] { $vp } VP per upgraded tile
    [extensions] { $vp } VP per extension
    [incomplete] { $vp } VP per incomplete contract
    [transport_points] { $vp } VP per transport point
    [road_loop] { $vp } VP per tile on a road loop
    [river_chain] 2-4-8-16-32 VP for boats on the home's river
    [winter_tiles] { $vp } VP per winter tile
    [upgrade_icons] { $vp } VP per upgrade icon
   *[other] { $vp } VP
 }
kf-image-passed = passed
kf-image-to-act = to act
kf-image-to-place = to place: { $tiles }
kf-image-winter-hand = winter tiles in hand: { $n }{ $chosen ->
    [true] {" "}(chosen)
   *[false] {""}
 }
kf-image-winter-offered = offered { $n } winter { $n ->
    [one] tile
   *[other] tiles
 }
kf-image-face-down = face down in front of the screen: { $skills } { $skills ->
    [one] skill
   *[other] skills
 }, { $contracts } { $contracts ->
    [one] contract
   *[other] contracts
 }
kf-image-shown-contracts = contracts face up: { $contracts }
kf-image-in-front = in front of the screen:
kf-image-allocated = allocation confirmed
kf-image-vp = { $vp } VP
kf-image-scores = Final scoring
kf-image-score-fixed = fixed VP (extensions doubled)
kf-image-score-gold = gold left, 1 each
kf-image-score-contract = contract #{ $contract }
kf-image-allocation-completed = completed
kf-image-allocation-incomplete = incomplete
kf-image-allocation-keyple = the start-player keyple
kf-image-allocation-nothing = nothing
kf-image-before-scoring = { $what ->
    [free_upgrade] a free upgrade before the scoring
    [free_extension] a free extension before the scoring
   *[gain_gold] 3 gold on the home before the scoring
 }
kf-image-contract-vp = { $vp } VP per completed contract
kf-image-swapped = replaced by another boat at the end of autumn
kf-image-behind-screen = behind the screen: { $items }

## Moves in words, without their subject: "**Seat 2** (Bia) bid 3 red workers on Keywood."

kf-words-bid = bid { $workers } on { $tile }
kf-words-use = used { $tile } with { $workers }
kf-words-from-groups = , moving outbid workers from { $tiles }
kf-words-from-group = {" "}from the outbid group at { $tile }
kf-words-paying = , paying { $items }
kf-words-move = moved { $items } from { $source } to { $target }
kf-words-upgrade = upgraded { $tile }
kf-words-extension = built extension { $extension } on { $tile }
kf-words-choose = taking { $item }
kf-words-contract = took contract #{ $contract }
kf-words-contract-random = took a face-down contract
kf-words-pass = passed
kf-words-trade = traded contract #{ $contract } for { $item }
kf-words-offer-tiles = offered { $tiles }
kf-words-offer = chose their winter tiles in secret
kf-words-boat = took the boat { $boat }
kf-words-swap = replaced Sea Bastion II with { $boat }
kf-words-place = placed { $tile } { $direction } of { $anchor }
kf-words-direction = { $direction ->
    [S] south
    [SW] south-west
    [NW] north-west
    [N] north
    [NE] north-east
   *[SE] south-east
 }
kf-words-free = {" "}(free, before the scoring)
kf-words-allocate = allocation: { $use } gets { $choice }
kf-words-at-most = at most { $n }
kf-words-allocation-skip = nothing (left incomplete)
kf-words-allocation-auto = the best the engine finds
kf-words-allocation-choice = adjusted their allocation
kf-words-allocation-done = confirmed their allocation
kf-words-resign = resigned: from now on the seat passes and takes the first choice
kf-words-contract-random-label = A face-down contract
kf-words-allocation-done-label = Accept this allocation
kf-words-none = none
# A move suggested to the player (a hint): the kf-words-* of a move made, as what to do.
kf-do-bid = bid { $workers } on { $tile }
kf-do-use = use { $tile } with { $workers }
kf-do-move = move { $items } from { $source } to { $target }
kf-do-upgrade = upgrade { $tile }
kf-do-extension = build extension { $extension } on { $tile }
kf-do-contract = take contract #{ $contract }
kf-do-contract-random = take a face-down contract
kf-do-pass = pass
kf-do-trade = trade contract #{ $contract } for { $item }
kf-do-offer-tiles = offer { $tiles }
kf-do-boat = take the boat { $boat }
kf-do-swap = replace Sea Bastion II with { $boat }
kf-do-place = place { $tile } { $direction } of { $anchor }
kf-do-allocation-done = confirm your allocation
kf-do-resign = resign: from now on your seat passes and takes the first choice

## A player's own position (/kf status, private)

kf-status-head = **{ $seat }** · { $season } · only you see this
kf-status-workers = Behind your screen: { $workers }
kf-status-skills = Skill tokens: { $skills }
kf-status-in-front = In front of your screen: { $items }
kf-status-contracts = Contracts: { $contracts }
kf-status-winter-hand = Winter tiles in hand: { $tiles }
kf-status-winter-offer = Offered in secret: { $tiles }
kf-status-resources = Resources in your village: { $total } ({ $tiles })
kf-status-no-resources = Resources in your village: none
kf-status-to-place = To place: { $tiles }
kf-status-keyple = You won the start-player tile in winter: the purple keyple counts for you at the scoring.
kf-status-proposal = Your final score as allocated now: { $vp } VP. { $lines }. `allocate done` accepts it.
kf-status-projection = If the game ended now: { $vp } VP — { $lines }. (Your screen's workers and skills allocated at best.)
kf-status-projection-others = The others, from what everyone sees (their villages, not their screens): { $seats }.
kf-status-projection-seat = { $seat }: { $vp } VP

## What a change starts

kf-season-begins = **{ $season }** begins: { $n } tiles up for auction.
kf-winter-begins = **Winter**: everyone chooses in secret which winter tiles to offer.
kf-winter-revealed = The winter tiles up for auction: { $tiles } (how many each offered: { $counts }).
kf-season-ends = End of { $season }: the boats, then the tiles won join the villages.
kf-allocation-begins = **Final scoring**: each player checks their allocation (`/kf status`) and confirms it.

## What a seat must decide (a menu's placeholder: .prompt)

kf-decision-move = to bid, use a tile or pass
kf-decision-contract = to choose a contract
    .prompt = choose a contract
kf-decision-winter = to choose in secret the winter tiles to offer
    .prompt = the winter tiles you offer
kf-decision-boat = to choose a boat
    .prompt = choose a boat
kf-decision-swap = to choose the boat that replaces Sea Bastion II
    .prompt = the boat for winter
kf-decision-place = to place the tiles won
    .prompt = where your tile goes
kf-decision-free = to take the boat's free upgrade or extension
    .prompt = the free upgrade or extension
kf-decision-allocation = to confirm the final allocation
    .prompt = accept or adjust your allocation

## The lobby

kf-lobby-merchants = with The Merchants
kf-lobby-variants = , variants { $variants }
kf-lobby-green = ; an extra green worker for seats { $seats }
kf-variant-c-seats-needed = Variant C gives an extra green worker to the seats you name (green_for: 2,3)

## The /kf command group: descriptions and choices (the English names are in the code, a contract).

cmd-kf =
    .description = Play Keyflower
cmd-kf-new-merchants =
    .description = Play the expansion The Merchants (contracts, extensions, cabins, the II boats)
cmd-kf-new-variant =
    .description = The Merchants' variants: A the merchant's, B the players', C mixed ability
cmd-kf-new-variant-A = A: every tile and boat of The Merchants
cmd-kf-new-variant-B = B: more in front of the screens
cmd-kf-new-variant-C = C: an extra green worker for some seats
cmd-kf-new-variant-AB = A and B
cmd-kf-new-variant-AC = A and C
cmd-kf-new-variant-BC = B and C
cmd-kf-new-variant-ABC = A, B and C
cmd-kf-new-green_for =
    .description = Variant C: the seats with an extra green worker, e.g. 2,3
cmd-kf-bid =
    .description = Bid workers on a tile up for auction or a turn-order tile
cmd-kf-bid-tile =
    .description = The tile
cmd-kf-bid-workers =
    .description = How many of which colour, e.g. 3 red
cmd-kf-use =
    .description = Use a tile with your workers (in any village, or up for auction)
cmd-kf-use-tile =
    .description = The tile
cmd-kf-use-workers =
    .description = How many of which colour, e.g. 1 yellow
cmd-kf-use-then =
    .description = What the tile gives or how you pay, where it asks
cmd-kf-outbid =
    .description = Move an outbid group to another bid or a use (topped up if needed)
cmd-kf-outbid-group =
    .description = The tile your outbid workers stand around
cmd-kf-outbid-move =
    .description = Where they go
cmd-kf-transport =
    .description = Use a transport tile: move resources, upgrade tiles, build extensions
cmd-kf-transport-tile =
    .description = The transport tile
cmd-kf-transport-workers =
    .description = How many of which colour, e.g. 1 red
cmd-kf-transport-steps =
    .description = What to move, upgrade or build
cmd-kf-upgrade =
    .description = Upgrade a tile of your village (with a transport tile, or Flipper's free upgrade)
cmd-kf-upgrade-tile =
    .description = The tile to upgrade
cmd-kf-upgrade-how =
    .description = With which transport tile, and how the cost is paid
cmd-kf-extension =
    .description = Build an extension on an upgraded tile (The Merchants)
cmd-kf-extension-tile =
    .description = The upgraded tile
cmd-kf-extension-how =
    .description = Which extension, with which transport tile, paying how
cmd-kf-contract =
    .description = Choose or trade a contract (The Merchants)
cmd-kf-contract-choice =
    .description = The contract to take, or the trade
cmd-kf-pass =
    .description = Pass (you may act again later this season)
cmd-kf-place =
    .description = Place a tile you won in your village
cmd-kf-place-tile =
    .description = The tile
cmd-kf-place-where =
    .description = Next to which tile, on which side
cmd-kf-settings-accept_allocation =
    .description = Accept the proposed final allocation without being asked

## The position in a few lines, for the terminal

kf-summary-turn = { $season }: { $seats } to act
kf-summary-decide = { $season }, { $phase ->
    [winter-offer] the secret winter offer
    [boats] the boats
    [swap] Sea Bastion II's replacement
    [placement] placing the tiles won
    [final] the boats' free upgrade or extension
    [allocation] the final allocation
   *[other] { $phase }
 }: { $seats } to decide
kf-summary-over = Game over: { $ranking }
kf-summary-nobody = nobody
kf-summary-offer = On offer: { $tiles }
kf-summary-orders = Turn order: { $tiles }
kf-summary-vp = { $vp } VP
kf-summary-resigned = (resigned)
kf-summary-start-player = (start player)
kf-summary-to-place = ; to place: { $tiles }

## The image posted after a move (rendering/keyflower/compact.py)
kf-image-auction = { $season }: the auction
kf-image-waiting = { $n } to place
kf-image-uses = { $n } in use

## What a change started, more (bot/i18n/keyflower.py)
kf-outbid = { $seat }'s { $n } on { $tile } is outbid: { $by } bid { $bid }.
kf-tiles-won = { $seat } won { $tiles }.

## A tile alone (/tile; bot/i18n/keyflower.py)
-kf-item-cabin = { $case ->
    [other] cabins
   *[one] cabin
 }
kf-tile-head = **{ $tile }** · { $kind ->
    [spring] spring tile
    [summer] summer tile
    [autumn] autumn tile
    [winter] winter tile
    [home] home tile
   *[boat] boat
 }{ $merchants ->
    [true] {" "}(The Merchants)
   *[other] {""}
 }
kf-tile-side = Front: { $effect }{ $vp ->
    [0] {""}
   *[other] {" "}· { $vp } VP
 }
kf-tile-upgraded = Upgraded (costs { $cost }): { $effect } · { $vp } VP
kf-tile-no-upgrade = Never upgraded
kf-tile-winter = Scores at the game's end, in the village of whoever won it
kf-tile-boat-side = Side { $side }: { $effect }
kf-tile-boat-load = { $season }: brings { $what }
kf-tile-boat-winter = In the village: { $effect }
kf-tile-boat-players = With { $n } or more players
kf-tile-brief = { $front }; ↑ { $cost }: { $back }, { $vp } VP
# A legal move with what its tile does: 'bid 1 red worker on Keywood (+1 wood; ↑ saw: +3 wood, 3 VP)'.
kf-tile-with = { $words } ({ $tile })
