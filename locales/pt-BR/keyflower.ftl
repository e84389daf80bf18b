## Keyflower (e The Merchants) em português do Brasil, com os termos do livro de regras brasileiro
## de Keyflower - the Merchants: trabalhadores, oferta, casinha escudo, hexágono, saco, estoque,
## tokens de habilidade, contrato, extensão, cabana, barco, ordem de turno, jogador inicial.

## Substantivos. Uma mensagem escolhe um pelo parâmetro com TERM("kf-colour", $colour, case: "other").

-kf-colour-blue = { $case ->
    [other] azuis
   *[one] azul
 }
-kf-colour-red = { $case ->
    [other] vermelhos
   *[one] vermelho
 }
-kf-colour-yellow = { $case ->
    [other] amarelos
   *[one] amarelo
 }
-kf-colour-green = { $case ->
    [other] verdes
   *[one] verde
 }

-kf-item-blue = { $case ->
    [other] trabalhadores azuis
   *[one] trabalhador azul
 }
-kf-item-red = { $case ->
    [other] trabalhadores vermelhos
   *[one] trabalhador vermelho
 }
-kf-item-yellow = { $case ->
    [other] trabalhadores amarelos
   *[one] trabalhador amarelo
 }
-kf-item-green = { $case ->
    [other] trabalhadores verdes
   *[one] trabalhador verde
 }
-kf-item-wood = { $case ->
   *[one] madeira
 }
-kf-item-stone = { $case ->
   *[one] pedra
 }
-kf-item-iron = { $case ->
   *[one] ferro
 }
-kf-item-gold = { $case ->
   *[one] ouro
 }
-kf-item-saw = { $case ->
    [other] serras
   *[one] serra
 }
-kf-item-pickaxe = { $case ->
    [other] picaretas
   *[one] picareta
 }
-kf-item-anvil = { $case ->
    [other] bigornas
   *[one] bigorna
 }

## Recusas: o jogo e a vez de quem.

kf-game-over = O jogo terminou
kf-no-such-seat = Não há lugar { $seat } neste jogo
kf-not-your-turn = Não é a sua vez (agora joga o lugar { $seats })
kf-one-action = Uma ação por vez: uma oferta, o uso de um hexágono, passar ou uma decisão (trocas de contrato e escolhas de alocação podem vir antes ou depois)
kf-player-count = Keyflower é jogado por { $low } a { $high } jogadores, não { $players }
kf-unknown-variant = Variante desconhecida: { $variants } (as variantes são A, B e C)
kf-variants-are-merchants = As variantes A, B e C são de The Merchants
kf-variant-c-seat = O trabalhador verde extra da variante C vai para lugares deste jogo, com a variante C escolhida
kf-now-main = Agora é ofertar, usar um hexágono ou passar
kf-now-winter-offer = Agora escolha os hexágonos de inverno que você oferece (ex.: 'offer Keythedral')
kf-now-boats = Agora escolha um barco (ex.: 'boat Keyflower')
kf-now-swap = Agora escolha o barco que substitui o Sea Bastion II no inverno (ex.: 'swap Flipper')
kf-now-placement = Agora coloque na aldeia os hexágonos que você ganhou (ex.: 'place Keywood N of Home')
kf-now-final = Agora faça a atualização ou a extensão grátis do seu barco, antes da pontuação
kf-now-allocation = Agora aloque seus itens aos hexágonos de pontuação e contratos, depois 'allocate done'

## Recusas: o que foi digitado.

kf-nothing-to-do = Nada a fazer: digite uma ação. Exemplos: { $examples }
kf-not-understood = Não entendi '{ $text }'. Exemplos: { $examples }
kf-not-a-tile = '{ $words }' não começa com o nome de um hexágono
kf-not-one-of = '{ $word }' não é um de: { $options }
kf-not-a-boat = '{ $words }' não é um barco
kf-not-a-colour = '{ $colour }' não é uma cor de trabalhador
kf-not-an-item = '{ $item }' não é um recurso, token de habilidade ou trabalhador

## Recusas: ofertas e usos.

kf-tile-not-in-play = { $tile } não está na mesa nesta estação
kf-bid-on-offer-only = { $tile } está numa aldeia: as ofertas vão nos hexágonos em leilão
kf-add-to-own-bid = Para aumentar sua oferta em { $tile }, oferte mais trabalhadores de trás da sua casinha escudo
kf-bid-keeps-colour = Sua oferta em { $tile } é de trabalhadores { TERM("kf-colour", $colour, case: "other") }: acrescente trabalhadores { TERM("kf-colour", $colour, case: "other") }
kf-bid-too-low = Uma oferta em { $tile } precisa superar a maior oferta, de { $highest }
kf-wrong-colour = { $tile } aceita só trabalhadores { TERM("kf-colour", $colour, case: "other") } nesta estação
kf-one-colour = Os trabalhadores colocados em { $tile } devem ser de uma só cor
kf-too-few-workers = Você tem { $have } { TERM("kf-item", $colour, case: "other") }, não { $needed }
kf-too-few-skills = Você tem { $have } { TERM("kf-item", $skill, case: "other") }, não { $needed }
kf-group-named-twice = Cada grupo superado se move uma vez só
kf-no-bid-to-move = Você não tem oferta superada em { $tile } para mover
kf-winning-bid-stays = Sua oferta em { $tile } está vencendo: só trabalhadores superados podem se mover
kf-outbid-group-whole = Trabalhadores superados se movem juntos: todos os { $count } { TERM("kf-item", $colour, case: "other") } de { $tile }
kf-outbid-group-colour = Seus trabalhadores superados em { $tile } são { TERM("kf-colour", $colour, case: "other") }, não { $wanted }
kf-outbid-group-too-small = Seu grupo superado em { $tile } tem { $count } { $count ->
    [one] trabalhador
   *[other] trabalhadores
 }; isto custa { $needed }
kf-order-tiles-are-bid-on = { $tile } é um hexágono da ordem de turno: recebe ofertas, não é usado
kf-tile-has-no-action = { $tile } não recebe trabalhadores: não tem ação para usar
kf-tile-full = { $tile } não pode ser usado de novo nesta estação (no máximo 6 trabalhadores, cada uso com um a mais que o anterior)
kf-use-needs-more = Usar { $tile } agora exige pelo menos { $needed } trabalhadores
kf-six-on-a-tile = No máximo 6 trabalhadores vão em { $tile } nesta estação: no máximo mais { $room }
kf-choose-contract-first = Primeiro escolha { $contracts ->
    [one] o contrato
   *[other] os { $contracts } contratos
 } que { $tile } dá ('contract 14' ou 'contract random')

## Recusas: o que os hexágonos dão e pedem.

kf-choose-one = { $tile } dá um de: { $options } (ex.: 'use { $tile } with 1 red: wood')
kf-nothing-to-choose = { $tile } dá o que mostra: não há o que escolher
kf-produces-only = { $tile } produz: não move recursos nem atualiza
kf-too-many-contracts = { $tile } dá { $contracts ->
    [one] um contrato
   *[other] { $contracts } contratos
 }
kf-no-contract-left = Não resta contrato para comprar
kf-contract-not-face-up = O contrato { $contract } não está com a face para cima; com a face para cima: { $face_up }
kf-no-contract-to-choose = Você não tem contrato para escolher agora
kf-say-which-worker = Diga qual trabalhador você dá a { $tile }, ex.: 'paying red'
kf-say-which-skill = Diga qual token de habilidade você dá a { $tile }, ex.: 'paying saw'
kf-pay-a-worker = { $tile } pede um trabalhador
kf-pay-a-skill = { $tile } pede um token de habilidade
kf-pay-this-colour = { $tile } pede um { TERM("kf-item", $colour) }
kf-pay-this-skill = { $tile } pede uma { TERM("kf-item", $skill) }
kf-costs-no-worker = { $tile } não custa trabalhador: um grupo superado não o paga

## Recusas: transporte, atualizações e extensões.

kf-not-in-your-village = { $tile } não está na sua aldeia
kf-transport-only = { $tile } transporta recursos e atualiza hexágonos; não produz nada
kf-not-enough-to-move = { $tile } tem só { $have } de { TERM("kf-item", $resource) }
kf-no-road = Nenhuma estrada liga { $source } a { $target }
kf-too-far = Levar { TERM("kf-item", $resource) } até { $target } custa { $cost } de transporte; restam { $left }
kf-no-upgrade-left = Não resta atualização nesta ação
kf-cannot-upgrade = { $tile } não pode ser atualizado
kf-upgraded-already = { $tile } já está atualizado
kf-tile-lacks = { $tile } tem { $have } de { TERM("kf-item", $resource) }; o custo pede { $needed }
kf-tile-lacks-resources = { $tile } tem poucos recursos para pagar o seu custo
kf-no-skill-to-pay = Você não tem token de habilidade para pagar { $tile }
kf-no-worker-to-pay = Você não tem trabalhador para pagar { $tile }
kf-payment-does-not-fit = Estes itens não pagam o custo de { $tile }
kf-free-costs-nothing = Esta é grátis: não diga pagamento
kf-extensions-are-merchants = Extensões são de The Merchants
kf-extension-not-available = A extensão { $extension } não está disponível
kf-extension-needs-upgraded-tile = { $tile } não é um hexágono de aldeia atualizado: extensões vão em hexágonos atualizados
kf-extension-there-already = { $tile } já tem uma extensão
kf-extension-colour = { $tile } tem trabalhadores { TERM("kf-colour", $colour, case: "other") } nesta estação: sua extensão deve ser { TERM("kf-colour", $colour) }
kf-upgrades-in-transport = Atualizações e extensões fazem parte de uma ação de transporte (ex.: 'use Home with 1 red: upgrade Keywood')

## Recusas: contratos.

kf-trade-on-your-turn = Contratos são trocados na sua vez
kf-no-such-contract = Você não tem o contrato { $contract }
kf-keyple-not-traded = O marcador roxo do jogador inicial não é obtido por troca
kf-not-on-contract = O contrato { $contract } só é trocado por um de: { $items }
kf-none-left = Não resta { TERM("kf-item", $item) } para pegar

## Recusas: o fim de uma estação e do jogo.

kf-not-a-boat-here = { $boat } não é um barco deste jogo; barcos: { $boats }
kf-boat-taken = { $boat } já foi escolhido
kf-swap-for-a-spare-boat = Escolha um dos barcos que não estão no jogo: { $boats }
kf-nothing-to-place = Você não tem { $tile } para colocar; para colocar: { $tiles }
kf-place-taken = Esse lugar está ocupado por { $tile }
kf-does-not-fit = { $tile } não cabe aí: todos os lados encostados devem combinar (estrada, campo, rio)
kf-winter-chosen-already = Você já escolheu seus hexágonos de inverno
kf-offer-one-at-least = Ofereça pelo menos um dos seus hexágonos de inverno
kf-not-your-winter-tiles = Seus hexágonos de inverno são: { $tiles }
kf-contract-allocation = Um contrato fica fora da alocação com 'skip' (ou volta à escolha do motor com 'auto')
kf-takes-no-items = { $use } não recebe itens na pontuação final
kf-counts-one-of = { $use } conta um de: { $options }
kf-say-how-many = Diga quantos itens ou conjuntos { $use } recebe, ex.: 2
kf-resign-alone = Desistir é uma jogada sozinha

# Recusas da issue 30 (host)
kf-allocation-automatic = { $use } já fica com a alocação do motor
