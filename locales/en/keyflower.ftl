## Keyflower (and The Merchants) in English: its nouns and the rules' refusals.

## Nouns. A message names one from a parameter with TERM("kf-colour", $colour, case: "other").

-kf-colour-blue = { $case ->
   *[one] blue
 }
-kf-colour-red = { $case ->
   *[one] red
 }
-kf-colour-yellow = { $case ->
   *[one] yellow
 }
-kf-colour-green = { $case ->
   *[one] green
 }

-kf-item-blue = { $case ->
    [other] blue workers
   *[one] blue worker
 }
-kf-item-red = { $case ->
    [other] red workers
   *[one] red worker
 }
-kf-item-yellow = { $case ->
    [other] yellow workers
   *[one] yellow worker
 }
-kf-item-green = { $case ->
    [other] green workers
   *[one] green worker
 }
-kf-item-wood = { $case ->
   *[one] wood
 }
-kf-item-stone = { $case ->
   *[one] stone
 }
-kf-item-iron = { $case ->
   *[one] iron
 }
-kf-item-gold = { $case ->
   *[one] gold
 }
-kf-item-saw = { $case ->
    [other] saws
   *[one] saw
 }
-kf-item-pickaxe = { $case ->
    [other] pickaxes
   *[one] pickaxe
 }
-kf-item-anvil = { $case ->
    [other] anvils
   *[one] anvil
 }

## Refusals: the game and whose turn it is.

kf-game-over = The game is over
kf-no-such-seat = There is no seat { $seat } in this game
kf-not-your-turn = It is not your turn (seat { $seats } to act)
kf-one-action = One action a turn: a bid, a use of a tile, a pass or a decision (contract trades and allocation choices may come before or after it)
kf-player-count = Keyflower is played by { $low } to { $high } players, not { $players }
kf-unknown-variant = Unknown variant: { $variants } (the variants are A, B and C)
kf-variants-are-merchants = The variants A, B and C belong to The Merchants
kf-variant-c-seat = Variant C's extra green worker goes to seats of this game, with variant C on
kf-now-main = Now it is a bid, a use of a tile or a pass
kf-now-winter-offer = Now choose the winter tiles you put up for auction (e.g. 'offer Keythedral')
kf-now-boats = Now choose a boat (e.g. 'boat Keyflower')
kf-now-swap = Now choose the boat that replaces Sea Bastion II for winter (e.g. 'swap Flipper')
kf-now-placement = Now place the tiles you won (e.g. 'place Keywood N of Home')
kf-now-final = Now take your boat's free upgrade or extension, before the scoring
kf-now-allocation = Now allocate your items to your scoring tiles and contracts, then 'allocate done'

## Refusals: what was typed.

kf-nothing-to-do = Nothing to do: type an action. Examples: { $examples }
kf-not-understood = I don't understand '{ $text }'. Examples: { $examples }
kf-not-a-tile = '{ $words }' does not start with a tile's name
kf-not-one-of = '{ $word }' is not one of: { $options }
kf-not-a-boat = '{ $words }' is not a boat
kf-not-a-colour = '{ $colour }' is not a worker colour
kf-not-an-item = '{ $item }' is not a resource, skill or worker

## Refusals: bids and uses.

kf-tile-not-in-play = { $tile } is not on the table this season
kf-bid-on-offer-only = { $tile } is in a village: bids go on the tiles up for auction
kf-add-to-own-bid = To add to your bid on { $tile }, bid more workers from behind your screen
kf-bid-keeps-colour = Your bid on { $tile } is { TERM("kf-colour", $colour) }: add { TERM("kf-colour", $colour) } workers to it
kf-bid-too-low = A bid on { $tile } must beat the highest bid, of { $highest }
kf-wrong-colour = { $tile } takes { TERM("kf-colour", $colour) } workers this season
kf-one-colour = The workers placed on { $tile } must be of one colour
kf-too-few-workers = You have { $have } { TERM("kf-item", $colour, case: "other") }, not { $needed }
kf-too-few-skills = You have { $have } { TERM("kf-item", $skill, case: "other") }, not { $needed }
kf-group-named-twice = Each outbid group moves once
kf-no-bid-to-move = You have no outbid bid on { $tile } to move
kf-winning-bid-stays = Your bid on { $tile } is winning: only outbid workers may move
kf-outbid-group-whole = Outbid workers move together: all { $count } { TERM("kf-item", $colour, case: "other") } from { $tile }
kf-outbid-group-colour = Your outbid workers on { $tile } are { TERM("kf-colour", $colour) }, not { $wanted }
kf-outbid-group-too-small = Your outbid group on { $tile } has { $count } { $count ->
    [one] worker
   *[other] workers
 }; this costs { $needed }
kf-order-tiles-are-bid-on = { $tile } is a turn-order tile: it is bid for, not used
kf-tile-has-no-action = { $tile } takes no workers: it has no action to use
kf-tile-full = { $tile } cannot be used again this season (at most 6 workers, each use one more than the last)
kf-use-needs-more = Using { $tile } now takes at least { $needed } workers
kf-six-on-a-tile = At most 6 workers go on { $tile } this season: { $room } more at most
kf-choose-contract-first = First choose the { $contracts ->
    [one] contract
   *[other] { $contracts } contracts
 } { $tile } gives ('contract 14' or 'contract random')

## Refusals: what tiles give and take.

kf-choose-one = { $tile } gives one of: { $options } (e.g. 'use { $tile } with 1 red: wood')
kf-nothing-to-choose = { $tile } gives what it shows: there is nothing to choose
kf-produces-only = { $tile } produces: it moves and upgrades nothing
kf-too-many-contracts = { $tile } gives { $contracts ->
    [one] one contract
   *[other] { $contracts } contracts
 }
kf-no-contract-left = No contract is left to draw
kf-contract-not-face-up = Contract { $contract } is not face up; face up: { $face_up }
kf-no-contract-to-choose = You have no contract to choose now
kf-say-which-worker = Say which worker you give to { $tile }, e.g. 'paying red'
kf-say-which-skill = Say which skill you give to { $tile }, e.g. 'paying saw'
kf-pay-a-worker = { $tile } takes a worker
kf-pay-a-skill = { $tile } takes a skill
kf-pay-this-colour = { $tile } takes a { TERM("kf-item", $colour) }
kf-pay-this-skill = { $tile } takes a { TERM("kf-item", $skill) }
kf-costs-no-worker = { $tile } costs no worker: an outbid group cannot pay it

## Refusals: transport, upgrades and extensions.

kf-not-in-your-village = { $tile } is not in your village
kf-transport-only = { $tile } moves resources and upgrades tiles; it produces nothing
kf-not-enough-to-move = { $tile } has only { $have } { TERM("kf-item", $resource) }
kf-no-road = No road joins { $source } and { $target }
kf-too-far = Moving the { TERM("kf-item", $resource) } to { $target } takes { $cost } transport; { $left } left
kf-no-upgrade-left = No upgrade is left in this action
kf-cannot-upgrade = { $tile } cannot be upgraded
kf-upgraded-already = { $tile } is upgraded already
kf-tile-lacks = { $tile } has { $have } { TERM("kf-item", $resource) } on it; its cost needs { $needed }
kf-tile-lacks-resources = { $tile } has too few resources on it to pay its cost
kf-no-skill-to-pay = You have no skill to pay for { $tile }
kf-no-worker-to-pay = You have no worker to pay for { $tile }
kf-payment-does-not-fit = These items do not pay the cost of { $tile }
kf-free-costs-nothing = This one is free: name no payment
kf-extensions-are-merchants = Extensions belong to The Merchants
kf-extension-not-available = Extension { $extension } is not available
kf-extension-needs-upgraded-tile = { $tile } is not an upgraded village tile: extensions go on upgraded tiles
kf-extension-there-already = { $tile } has an extension already
kf-extension-colour = { $tile } has { TERM("kf-colour", $colour) } workers this season: its extension must be { TERM("kf-colour", $colour) }
kf-upgrades-in-transport = Upgrades and extensions are part of a transport action (e.g. 'use Home with 1 red: upgrade Keywood')

## Refusals: contracts.

kf-trade-on-your-turn = Contracts are traded on your turn
kf-no-such-contract = You have no contract { $contract }
kf-keyple-not-traded = The start-player keyple is not traded for
kf-not-on-contract = Contract { $contract } trades only for one of: { $items }
kf-none-left = No { TERM("kf-item", $item) } is left to take

## Refusals: the end of a season and of the game.

kf-not-a-boat-here = { $boat } is not a boat of this game; boats: { $boats }
kf-boat-taken = { $boat } has been taken
kf-swap-for-a-spare-boat = Pick one of the boats not in the game: { $boats }
kf-nothing-to-place = You have no { $tile } to place; to place: { $tiles }
kf-place-taken = That place is taken by { $tile }
kf-does-not-fit = { $tile } does not fit there: every shared side must match (road, field, river)
kf-winter-chosen-already = You have chosen your winter tiles already
kf-offer-one-at-least = Offer at least one of your winter tiles
kf-not-your-winter-tiles = Your winter tiles are: { $tiles }
kf-contract-allocation = A contract is left out of the allocation with 'skip' (or back to the engine's choice with 'auto')
kf-takes-no-items = { $use } takes no items at the final scoring
kf-counts-one-of = { $use } counts one of: { $options }
kf-say-how-many = Say how many items or sets { $use } gets, e.g. 2
kf-resign-alone = Resigning is a move of its own

# Refusals of issue 30 (host)
kf-allocation-automatic = { $use } is left to the engine's allocation already
