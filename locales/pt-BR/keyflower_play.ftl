## Keyflower na mesa, em português do Brasil: as imagens, as jogadas em palavras, os comandos
## /kf e a casinha escudo de cada jogador. Termos do livro de regras brasileiro de Keyflower - the
## Merchants (hexágono, oferta, casinha escudo, trabalhador, token de habilidade, saco, estoque,
## contrato, extensão, cabana, barco, ordem de turno, jogador inicial, atualizar). Os nomes dos
## hexágonos ficam como impressos, em inglês, como no livro. (As recusas estão em keyflower.ftl.)

## Mais substantivos: o que os hexágonos dão ao acaso ou deixam escolher.

-kf-item-skill = { $case ->
    [other] tokens de habilidade
   *[one] token de habilidade
 }
-kf-item-worker = { $case ->
    [other] trabalhadores
   *[one] trabalhador
 }
-kf-item-contract = { $case ->
    [other] contratos
   *[one] contrato
 }
-kf-item-any_res = { $case ->
    [other] recursos de qualquer tipo
   *[one] recurso de qualquer tipo
 }
-kf-item-any_skill = { $case ->
    [other] habilidades de qualquer tipo
   *[one] habilidade de qualquer tipo
 }
-kf-item-any_worker = { $case ->
    [other] trabalhadores de qualquer cor
   *[one] trabalhador de qualquer cor
 }
-kf-item-purple = { $case ->
    [other] marcadores roxos do jogador inicial
   *[one] marcador roxo do jogador inicial
 }
-kf-item-wood_or_gold = { $case ->
   *[one] madeira ou ouro
 }
-kf-item-stone_or_gold = { $case ->
   *[one] pedra ou ouro
 }
-kf-item-iron_or_gold = { $case ->
   *[one] ferro ou ouro
 }

## A imagem

kf-image-season = { $season ->
    [spring] Primavera
    [summer] Verão
    [autumn] Outono
   *[winter] Inverno
 }
kf-image-seat = Lugar { $seat }
kf-image-title-main = Keyflower · { $season } · vez { $named ->
    [yes] de { $seat }
   *[no] do { $seat }
}
kf-image-title-contract = Keyflower · { $season } · { $seat } escolhe um contrato
kf-image-title-winter-offer = Keyflower · Inverno · hexágonos de inverno escolhidos: { $chosen } de { $total }
kf-image-title-boats = Keyflower · fim da estação ({ $season }) · { $seat } escolhe um barco
kf-image-title-swap = Keyflower · fim da estação ({ $season }) · { $seat } escolhe o barco que substitui o Sea Bastion II
kf-image-title-placement = Keyflower · fim da estação ({ $season }) · os hexágonos ganhos entram nas aldeias
kf-image-title-final = Keyflower · antes da pontuação: atualização ou extensão grátis dos barcos
kf-image-title-allocation = Keyflower · pontuação final · alocações confirmadas: { $done } de { $total }
kf-image-title-over = Keyflower · fim de jogo
kf-image-offer = { $season }: { $n } hexágonos em oferta
kf-image-decks = ainda por vir: { $decks }
kf-image-no-offer = Os hexágonos de inverno são escolhidos em segredo; são revelados quando todos tiverem escolhido.
kf-image-orders = Ordem de turno
kf-image-no-orders = Os hexágonos da ordem de turno já foram resolvidos.
kf-image-boats = Barcos
kf-image-boat-queue = escolhem, nesta ordem: { $seats }
kf-image-key-cabins = cabanas
kf-image-key-contracts = contratos
kf-image-supply = Estoque
kf-image-bag = Saco { $n }
kf-image-green = Trabalhadores verdes { $n }
kf-image-skill-pile = Tokens de habilidade { $n }
kf-image-cabins-left = Cabanas { $n }
kf-image-contracts = Contratos com a face para cima
kf-image-contract-pile = pilha: { $pile } · descartes: { $discards }
kf-image-extensions = Extensões ({ $n })
kf-image-transport = transporte { $moves } · atualizar { $upgrades }
kf-image-boat-ability = { $ability ->
    [b1a] +2 trabalhadores do saco no fim de cada estação
    [b1b] +1 trabalhador verde no fim de cada estação
    [b2a] transporte também pelos campos; hexágonos sem casar lados
    [b2b] transporte e atualizações em dobro
    [b3a] qualquer recurso paga por outro
    [b3b] qualquer recurso pontua como outro
    [b4a] superar ofertas com qualquer cor, deitados
   *[b4b] usar um hexágono com qualquer cor, deitados
 }
kf-image-scoring-on_tile = { $vp } PV por { $item } nele
kf-image-scoring-per_item = { $vp } PV por { $item }
kf-image-scoring-per_set = { $vp } PV por conjunto { $set }
kf-image-scoring-per_group = { $vp } PV a cada { $items }
kf-image-or-gold = {" "}(ouro no lugar de qualquer um)
kf-image-scoring-choose_type = { $vp } PV por { $group ->
    [any_skill] habilidade de um tipo escolhido
    [any_worker] trabalhador de uma cor escolhida
   *[any_res] recurso de um tipo escolhido
 }
kf-image-scoring = { $kind ->
    [flat] { $vp } PV
    [upgraded] { $vp } PV por hexágono atualizado
    [extensions] { $vp } PV por extensão
    [incomplete] { $vp } PV por contrato não concluído
    [transport_points] { $vp } PV por ponto de transporte
    [road_loop] { $vp } PV por hexágono num circuito de estradas
    [river_chain] 2-4-8-16-32 PV por barcos no rio da casa
    [winter_tiles] { $vp } PV por hexágono de inverno
    [upgrade_icons] { $vp } PV por ícone de atualização
   *[other] { $vp } PV
 }
kf-image-passed = passou
kf-image-to-act = sua vez
kf-image-to-place = a colocar: { $tiles }
kf-image-winter-hand = hexágonos de inverno na mão: { $n }{ $chosen ->
    [true] {" "}(escolhidos)
   *[false] {""}
 }
kf-image-winter-offered = ofereceu { $n } { $n ->
    [one] hexágono
   *[other] hexágonos
 } de inverno
kf-image-face-down = com a face para baixo na frente da casinha escudo: { $skills } { $skills ->
    [one] token de habilidade
   *[other] tokens de habilidade
 }, { $contracts } { $contracts ->
    [one] contrato
   *[other] contratos
 }
kf-image-shown-contracts = contratos com a face para cima: { $contracts }
kf-image-in-front = na frente da casinha escudo:
kf-image-allocated = alocação confirmada
kf-image-vp = { $vp } PV
kf-image-scores = Pontuação final
kf-image-score-fixed = pontos fixos (em dobro com extensão)
kf-image-score-gold = ouro restante, 1 cada
kf-image-score-contract = contrato nº { $contract }
kf-image-allocation-completed = concluído
kf-image-allocation-incomplete = não concluído
kf-image-allocation-keyple = o marcador do jogador inicial
kf-image-allocation-nothing = nada
kf-image-before-scoring = { $what ->
    [free_upgrade] uma atualização grátis antes da pontuação
    [free_extension] uma extensão grátis antes da pontuação
   *[gain_gold] 3 ouros na casa antes da pontuação
 }
kf-image-contract-vp = { $vp } PV por contrato concluído
kf-image-swapped = substituído por outro barco no fim do outono
kf-image-behind-screen = atrás da casinha escudo: { $items }

## As jogadas em palavras, sem o sujeito: "**Lugar 2** (Bia) ofertou 3 trabalhadores vermelhos por Keywood."

kf-words-bid = ofertou { $workers } por { $tile }
kf-words-use = usou { $tile } com { $workers }
kf-words-from-groups = , movendo os trabalhadores superados de { $tiles }
kf-words-from-group = {" "}do grupo superado em { $tile }
kf-words-paying = , pagando { $items }
kf-words-move = levou { $items } de { $source } para { $target }
kf-words-upgrade = atualizou { $tile }
kf-words-extension = construiu a extensão { $extension } em { $tile }
kf-words-choose = ficando com { $item }
kf-words-contract = pegou o contrato nº { $contract }
kf-words-contract-random = pegou um contrato com a face para baixo
kf-words-pass = passou
kf-words-trade = trocou o contrato nº { $contract } por { $item }
kf-words-offer-tiles = ofereceu { $tiles }
kf-words-offer = escolheu em segredo os seus hexágonos de inverno
kf-words-boat = pegou o barco { $boat }
kf-words-swap = trocou o Sea Bastion II pelo barco { $boat }
kf-words-place = colocou { $tile } ao { $direction } de { $anchor }
kf-words-direction = { $direction ->
    [S] sul
    [SW] sudoeste
    [NW] noroeste
    [N] norte
    [NE] nordeste
   *[SE] sudeste
 }
kf-words-free = {" "}(grátis, antes da pontuação)
kf-words-allocate = alocação: { $use } recebe { $choice }
kf-words-at-most = no máximo { $n }
kf-words-allocation-skip = nada (fica não concluído)
kf-words-allocation-auto = o melhor que o programa encontrar
kf-words-allocation-choice = ajustou a sua alocação
kf-words-allocation-done = confirmou a sua alocação
kf-words-resign = desistiu: daqui em diante o lugar passa e fica com a primeira escolha
kf-words-contract-random-label = Um contrato com a face para baixo
kf-words-allocation-done-label = Aceitar esta alocação
kf-words-none = nenhum
# Uma jogada sugerida ao jogador (uma dica): as kf-words-* de uma jogada feita, como o que fazer.
kf-do-bid = oferte { $workers } por { $tile }
kf-do-use = use { $tile } com { $workers }
kf-do-move = leve { $items } de { $source } para { $target }
kf-do-upgrade = atualize { $tile }
kf-do-extension = construa a extensão { $extension } em { $tile }
kf-do-contract = pegue o contrato nº { $contract }
kf-do-contract-random = pegue um contrato com a face para baixo
kf-do-pass = passe
kf-do-trade = troque o contrato nº { $contract } por { $item }
kf-do-offer-tiles = ofereça { $tiles }
kf-do-boat = pegue o barco { $boat }
kf-do-swap = troque o Sea Bastion II pelo barco { $boat }
kf-do-place = coloque { $tile } ao { $direction } de { $anchor }
kf-do-allocation-done = confirme a sua alocação
kf-do-resign = desista: daqui em diante o seu lugar passa e fica com a primeira escolha

## A posição do próprio jogador (/kf situação, só para ele)

kf-status-head = **{ $seat }** · { $season } · só você vê isto
kf-status-workers = Atrás da sua casinha escudo: { $workers }
kf-status-skills = Tokens de habilidade: { $skills }
kf-status-in-front = Na frente da sua casinha escudo: { $items }
kf-status-contracts = Contratos: { $contracts }
kf-status-winter-hand = Hexágonos de inverno na mão: { $tiles }
kf-status-winter-offer = Oferecidos em segredo: { $tiles }
kf-status-resources = Recursos na sua aldeia: { $total } ({ $tiles })
kf-status-no-resources = Recursos na sua aldeia: nenhum
kf-status-to-place = A colocar: { $tiles }
kf-status-keyple = Você venceu a oferta pelo hexágono do jogador inicial no inverno: o marcador roxo conta para você na pontuação.
kf-status-proposal = A sua pontuação final com a alocação de agora: { $vp } PV. { $lines }. `allocate done` a aceita.
kf-status-projection = Se o jogo acabasse agora: { $vp } PV — { $lines }. (Com os trabalhadores e tokens de habilidade da sua casinha escudo alocados da melhor forma.)
kf-status-projection-others = Os outros, pelo que todos veem (as aldeias, não as casinhas escudo): { $seats }.
kf-status-projection-seat = { $seat }: { $vp } PV

## O que uma mudança começa

kf-season-begins = Começa o **{ $season }**: { $n } hexágonos em oferta.
kf-winter-begins = **Inverno**: cada um escolhe em segredo os hexágonos de inverno que oferece.
kf-winter-revealed = Os hexágonos de inverno em oferta: { $tiles } (quantos cada um ofereceu: { $counts }).
kf-season-ends = Fim da estação ({ $season }): os barcos, depois os hexágonos ganhos entram nas aldeias.
kf-allocation-begins = **Pontuação final**: cada jogador confere a sua alocação (`/kf situação`) e a confirma.

## O que um lugar precisa decidir (.prompt: o texto de um menu)

kf-decision-move = para ofertar, usar um hexágono ou passar
kf-decision-contract = para escolher um contrato
    .prompt = escolha um contrato
kf-decision-winter = para escolher em segredo os hexágonos de inverno que oferece
    .prompt = os hexágonos de inverno que você oferece
kf-decision-boat = para escolher um barco
    .prompt = escolha um barco
kf-decision-swap = para escolher o barco que substitui o Sea Bastion II
    .prompt = o barco para o inverno
kf-decision-place = para colocar os hexágonos ganhos
    .prompt = onde vai o seu hexágono
kf-decision-free = para fazer a atualização ou a extensão grátis do barco
    .prompt = a atualização ou extensão grátis
kf-decision-allocation = para confirmar a alocação final
    .prompt = aceite ou ajuste a sua alocação

## O saguão

kf-lobby-merchants = com The Merchants
kf-lobby-variants = , variantes { $variants }
kf-lobby-green = ; um trabalhador verde a mais para os lugares { $seats }
kf-variant-c-seats-needed = A variante C dá um trabalhador verde a mais aos lugares que você indicar (verde_para: 2,3)

## O grupo de comandos /kf: nomes em português, descrições e escolhas.

cmd-kf = kf
    .description = Jogue Keyflower
cmd-kf-new-merchants = the_merchants
    .description = Jogue com a expansão The Merchants (contratos, extensões, cabanas, os barcos II)
cmd-kf-new-variant = variante
    .description = As variantes de The Merchants: A do comerciante, B dos jogadores, C de habilidade mista
cmd-kf-new-variant-A = A: todos os hexágonos e barcos de The Merchants
cmd-kf-new-variant-B = B: mais coisas na frente das casinhas escudo
cmd-kf-new-variant-C = C: um trabalhador verde a mais para alguns lugares
cmd-kf-new-variant-AB = A e B
cmd-kf-new-variant-AC = A e C
cmd-kf-new-variant-BC = B e C
cmd-kf-new-variant-ABC = A, B e C
cmd-kf-new-green_for = verde_para
    .description = Variante C: os lugares com um trabalhador verde a mais, ex.: 2,3
cmd-kf-bid = ofertar
    .description = Oferte trabalhadores por um hexágono em oferta ou da ordem de turno
cmd-kf-bid-tile = hexágono
    .description = O hexágono
cmd-kf-bid-workers = trabalhadores
    .description = Quantos e de que cor, ex.: 3 red
cmd-kf-use = usar
    .description = Use um hexágono com os seus trabalhadores (em qualquer aldeia ou em oferta)
cmd-kf-use-tile = hexágono
    .description = O hexágono
cmd-kf-use-workers = trabalhadores
    .description = Quantos e de que cor, ex.: 1 yellow
cmd-kf-use-then = escolha
    .description = O que o hexágono dá ou como você paga, quando ele pergunta
cmd-kf-outbid = mover_superados
    .description = Mova um grupo superado para outra oferta ou um uso (completado se preciso)
cmd-kf-outbid-group = grupo
    .description = O hexágono em volta do qual estão os seus trabalhadores superados
cmd-kf-outbid-move = jogada
    .description = Para onde eles vão
cmd-kf-transport = transportar
    .description = Use um hexágono de transporte: mover recursos, atualizar, construir extensões
cmd-kf-transport-tile = hexágono
    .description = O hexágono de transporte
cmd-kf-transport-workers = trabalhadores
    .description = Quantos e de que cor, ex.: 1 red
cmd-kf-transport-steps = o_que
    .description = O que mover, atualizar ou construir
cmd-kf-upgrade = atualizar
    .description = Atualize um hexágono da sua aldeia (com um transporte, ou a atualização grátis do Flipper)
cmd-kf-upgrade-tile = hexágono
    .description = O hexágono a atualizar
cmd-kf-upgrade-how = como
    .description = Com qual hexágono de transporte, e como pagar o custo
cmd-kf-extension = extensão
    .description = Construa uma extensão num hexágono atualizado (The Merchants)
cmd-kf-extension-tile = hexágono
    .description = O hexágono atualizado
cmd-kf-extension-how = como
    .description = Qual extensão, com qual transporte, pagando como
cmd-kf-contract = contrato
    .description = Escolha ou troque um contrato (The Merchants)
cmd-kf-contract-choice = escolha
    .description = O contrato a pegar, ou a troca
cmd-kf-pass = passar
    .description = Passe (você pode voltar a jogar nesta estação)
cmd-kf-place = colocar
    .description = Coloque na sua aldeia um hexágono que você ganhou
cmd-kf-place-tile = hexágono
    .description = O hexágono
cmd-kf-place-where = onde
    .description = Ao lado de qual hexágono, de que lado
cmd-kf-settings-accept_allocation = aceitar_alocação
    .description = Aceite a alocação final proposta sem que lhe perguntem

## A posição em poucas linhas, para o terminal

kf-summary-turn = { $season }: { $n ->
    [one] vez do { $seats }
   *[other] vez de: { $seats }
}
kf-summary-decide = { $season }, { $phase ->
    [winter-offer] a oferta secreta de inverno
    [boats] os barcos
    [swap] o barco que substitui o Sea Bastion II
    [placement] os hexágonos ganhos entram nas aldeias
    [final] a atualização ou extensão grátis dos barcos
    [allocation] a alocação final
   *[other] { $phase }
 }: { $seats } para decidir
kf-summary-over = Fim de jogo: { $ranking }
kf-summary-nobody = ninguém
kf-summary-offer = Em oferta: { $tiles }
kf-summary-orders = Ordem de turno: { $tiles }
kf-summary-vp = { $vp } PV
kf-summary-resigned = (desistiu)
kf-summary-start-player = (jogador inicial)
kf-summary-to-place = ; a colocar: { $tiles }

## The image posted after a move (rendering/keyflower/compact.py)
kf-image-auction = { $season }: o leilão
kf-image-waiting = { $n } a colocar
kf-image-uses = { $n } em uso

## O que uma mudança começou, mais (bot/i18n/keyflower.py)
kf-outbid = A oferta de { $n } do { $seat } em { $tile } foi superada: o { $by } ofereceu { $bid }.
kf-tiles-won = O { $seat } ganhou { $tiles }.

## Uma peça sozinha (/peça; bot/i18n/keyflower.py)
-kf-item-cabin = { $case ->
    [other] cabanas
   *[one] cabana
 }
kf-tile-head = **{ $tile }** · { $kind ->
    [spring] hexágono de primavera
    [summer] hexágono de verão
    [autumn] hexágono de outono
    [winter] hexágono de inverno
    [home] hexágono da casa
   *[boat] barco
 }{ $merchants ->
    [true] {" "}(The Merchants)
   *[other] {""}
 }
kf-tile-side = Frente: { $effect }{ $vp ->
    [0] {""}
   *[other] {" "}· { $vp } PV
 }
kf-tile-upgraded = Atualizado (custa { $cost }): { $effect } · { $vp } PV
kf-tile-no-upgrade = Nunca é atualizado
kf-tile-winter = Pontua no fim do jogo, na aldeia de quem a ganhou
kf-tile-boat-side = Lado { $side }: { $effect }
kf-tile-boat-load = { $season }: traz { $what }
kf-tile-boat-winter = Na aldeia: { $effect }
kf-tile-boat-players = Com { $n } jogadores ou mais
kf-tile-brief = { $front }; ↑ { $cost }: { $back }, { $vp } PV
kf-tile-with = { $words } ({ $tile })
