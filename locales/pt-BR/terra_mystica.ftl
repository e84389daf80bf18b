## Terra Mystica em português: os substantivos, as recusas das regras, jogadas e fichas em palavras, o texto da imagem.
## Termos do livro de regras brasileiro (shared/rulebooks/terra-mystica-*.pt.txt).

## Substantivos, com caso: nom (Bruxas), the (as Bruxas), of (das Bruxas), a (uma Habitação).

-tm-faction-alchemists = { $case ->
    [the] os Alquimistas
    [of] dos Alquimistas
   *[nom] Alquimistas
 }
-tm-faction-auren = { $case ->
    [the] os Auren
    [of] dos Auren
   *[nom] Auren
 }
-tm-faction-chaosmagicians = { $case ->
    [the] os Magos do Caos
    [of] dos Magos do Caos
   *[nom] Magos do Caos
 }
-tm-faction-cultists = { $case ->
    [the] os Cultistas
    [of] dos Cultistas
   *[nom] Cultistas
 }
-tm-faction-darklings = { $case ->
    [the] os Darklings
    [of] dos Darklings
   *[nom] Darklings
 }
-tm-faction-dwarves = { $case ->
    [the] os Anões
    [of] dos Anões
   *[nom] Anões
 }
-tm-faction-engineers = { $case ->
    [the] os Engenheiros
    [of] dos Engenheiros
   *[nom] Engenheiros
 }
-tm-faction-fakirs = { $case ->
    [the] os Faquires
    [of] dos Faquires
   *[nom] Faquires
 }
-tm-faction-giants = { $case ->
    [the] os Gigantes
    [of] dos Gigantes
   *[nom] Gigantes
 }
-tm-faction-halflings = { $case ->
    [the] os Halflings
    [of] dos Halflings
   *[nom] Halflings
 }
-tm-faction-mermaids = { $case ->
    [the] as Sereias
    [of] das Sereias
   *[nom] Sereias
 }
-tm-faction-nomads = { $case ->
    [the] os Nômades
    [of] dos Nômades
   *[nom] Nômades
 }
-tm-faction-swarmlings = { $case ->
    [the] os Swarmlings
    [of] dos Swarmlings
   *[nom] Swarmlings
 }
-tm-faction-witches = { $case ->
    [the] as Bruxas
    [of] das Bruxas
   *[nom] Bruxas
 }
-tm-faction-icemaidens = { $case ->
    [the] as Damas do Gelo
    [of] das Damas do Gelo
   *[nom] Damas do Gelo
 }
-tm-faction-yetis = { $case ->
    [the] os Yetis
    [of] dos Yetis
   *[nom] Yetis
 }
-tm-faction-dragonlords = { $case ->
    [the] os Lordes dos Dragões
    [of] dos Lordes dos Dragões
   *[nom] Lordes dos Dragões
 }
-tm-faction-acolytes = { $case ->
    [the] os Acólitos
    [of] dos Acólitos
   *[nom] Acólitos
 }
-tm-faction-riverwalkers = { $case ->
    [the] os Riverwalkers
    [of] dos Riverwalkers
   *[nom] Riverwalkers
 }
-tm-faction-shapeshifters = { $case ->
    [the] os Metamorfos
    [of] dos Metamorfos
   *[nom] Metamorfos
 }

-tm-building-D = { $case ->
    [a] uma Habitação
    [the] a Habitação
   *[nom] Habitação
 }
-tm-building-TP = { $case ->
    [a] uma Casa de Comércio
    [the] a Casa de Comércio
   *[nom] Casa de Comércio
 }
-tm-building-TE = { $case ->
    [a] um Templo
    [the] o Templo
   *[nom] Templo
 }
-tm-building-SH = { $case ->
    [a] uma Fortaleza
    [the] a Fortaleza
   *[nom] Fortaleza
 }
-tm-building-SA = { $case ->
    [a] um Santuário
    [the] o Santuário
   *[nom] Santuário
 }
-tm-building-SY = { $case ->
    [a] um Estaleiro
    [the] o Estaleiro
   *[nom] Estaleiro
 }

-tm-terrain-yellow = amarelo (deserto)
-tm-terrain-brown = marrom (planície)
-tm-terrain-black = preto (pântano)
-tm-terrain-blue = azul (lagos)
-tm-terrain-green = verde (floresta)
-tm-terrain-gray = cinza (montanhas)
-tm-terrain-red = vermelho (ermo)
-tm-terrain-ice = gelo
-tm-terrain-volcano = vulcão
-tm-terrain-variable = um terreno à escolha

-tm-cult-FIRE = Fogo
-tm-cult-WATER = Água
-tm-cult-EARTH = Terra
-tm-cult-AIR = Ar

-tm-resource-C = Moedas
-tm-resource-W = Trabalhadores
-tm-resource-P = Clérigos
-tm-resource-PW = Poder
-tm-resource-VP = Pontos de Vitória
-tm-resource-P1 = Poder no Alguidar I
-tm-resource-P2 = Poder no Alguidar II
-tm-resource-P3 = Poder no Alguidar III
-tm-resource-SPADE = Pás
-tm-resource-KEY = chaves
-tm-resource-GAIN_FAVOR = Marcadores de Favor a pegar
-tm-resource-GAIN_TW = Fichas de Cidade a pegar
-tm-resource-CULT = passos de Culto a dar
-tm-resource-FREE_TF = transformações grátis
-tm-resource-FREE_D = Habitações grátis
-tm-resource-FREE_TP = Casas de Comércio grátis
-tm-resource-BRIDGE = Pontes a colocar
-tm-resource-BOAT = Barcos
-tm-resource-MAY_BOAT = Barcos
-tm-resource-GAIN_SHIP = Remessa
-tm-resource-VOLCANO_TF = transformações em vulcão (cave antes)
-tm-resource-PW_TOKEN = marcadores de Poder
-tm-resource-ALLOW_SHAPESHIFT = mudanças de terreno restantes
-tm-resource-GAIN_P3_FOR_VP = marcadores de Poder oferecidos
-tm-resource-UNLOCK_TERRAIN = terrenos a desbloquear
-tm-resource-PICK_COLOR = cores a escolher
-tm-resource-LOSE_CULT = passos de Culto a perder
-tm-resource-CONVERT_W_TO_P = Trabalhadores que a Fortaleza troca por Clérigos

-tm-action-ACT1 = a Ação de Poder da Ponte
-tm-action-ACT2 = a Ação de Poder do Clérigo
-tm-action-ACT3 = a Ação de Poder de 2 Trabalhadores
-tm-action-ACT4 = a Ação de Poder de 7 Moedas
-tm-action-ACT5 = a Ação de Poder de 1 Pá
-tm-action-ACT6 = a Ação de Poder de 2 Pás
-tm-action-ACT7 = a Ação de Poder de mover Barcos
-tm-action-ACT8 = a Ação de Poder de colocar um Barco
-tm-action-ACT9 = a Ação de Poder do Marcador de Favor
-tm-action-ACTA = os 2 passos de Culto dos Auren
-tm-action-ACTC = o turno duplo dos Magos do Caos
-tm-action-ACTE = a Ponte dos Engenheiros
-tm-action-ACTG = as 2 Pás dos Gigantes
-tm-action-ACTN = a tempestade de areia dos Nômades
-tm-action-ACTS = a Casa de Comércio grátis dos Swarmlings
-tm-action-ACTW = a cavalgada das Bruxas
-tm-action-BON1 = a Pá da Carta de Bônus
-tm-action-BON2 = o passo de Culto da Carta de Bônus
-tm-action-FAV6 = o passo de Culto do Marcador de Favor
-tm-action-ACTMB = o Mover os Barcos do Cartão de Estaleiro
-tm-action-ACTPB = o Colocar um Barco do Cartão de Estaleiro
-tm-action-BON11 = o Barco da Carta de Bônus
-tm-action-BON13 = o mover Barcos da Carta de Bônus
-tm-action-ACTH1 = o novo Terreno Natal dos Metamorfos por 3 de Poder
-tm-action-ACTH2 = o novo Terreno Natal dos Metamorfos por 3 marcadores de Poder
-tm-action-ACTH3 = o novo Terreno Natal dos Metamorfos por 4 de Poder
-tm-action-ACTH4 = o novo Terreno Natal dos Metamorfos por 4 marcadores de Poder
-tm-action-ACTH5 = o novo Terreno Natal dos Metamorfos por 5 de Poder
-tm-action-ACTH6 = o novo Terreno Natal dos Metamorfos por 5 marcadores de Poder

## Recusas: os códigos das regras (rules/terra_mystica), com os parâmetros entre chaves.

tm-seats = Terra Mystica é jogado por { $min } a { $max } jogadores
tm-unknown-options = Opção desconhecida: { $options }
tm-unknown-board = Mapa desconhecido '{ $board }'; mapas: { $boards }
tm-six-score-tiles = São necessárias seis Fichas de Pontuação (SCORE1 a SCORE21)
tm-trial-needs-merchants = A variante de teste é um modo de jogar Os Mercadores: adicione também essa opção
tm-unknown-bonus-cards = Carta de Bônus desconhecida
tm-unknown-final-tile = Ficha de Pontuação Final desconhecida '{ $tile }'; fichas: { $tiles }
tm-game-over = O jogo terminou
tm-no-seat = Não existe o lugar { $seat } neste jogo
tm-choose-faction-first = Escolha primeiro a sua facção, por exemplo 'setup witches'
tm-seat-without-faction = Este lugar não tem facção
tm-faction-left = { TERM("tm-faction", $faction, case: "the") } saíram do jogo
tm-not-enough = Insuficiente — { $resource ->
    [PW] Poder no Alguidar III
   *[other] { TERM("tm-resource", $resource) }
 }: você tem { $have }, isto exige { $need }
tm-not-a-resource = '{ $resource }' não é algo que uma facção possa ganhar ou perder
tm-cultists-may-reach-10 = Os Cultistas ainda podem chegar a 10 em { TERM("tm-cult", $cult) } com um passo de Culto pendente: espere a decisão deles (use 'wait')
tm-not-a-favor-tile = { $tile } não é um Marcador de Favor
tm-tile-not-yours = Você não tem { $tile }
tm-favor-twice = Você não pode pegar duas cópias de { $tile }
tm-favor-not-in-game = { $tile } não é um Marcador de Favor deste jogo
tm-tile-gone = Não sobrou nenhuma ficha { $tile }
tm-one-step-favor-taken = Você tem { $tile }, o outro Marcador de Favor de 1 passo em { TERM("tm-cult", $cult) }: com 2 ou 3 jogadores cada facção pega só um
tm-town-not-in-game = { $tile } não é uma Ficha de Cidade neste jogo
tm-town-given-back = Fichas de Cidade não podem ser devolvidas
tm-town-tiles-left = Não sobraram fichas { $tile } suficientes ({ $left ->
    [0] não resta nenhuma
    [one] resta 1
   *[other] restam { $left }
 })
tm-not-a-bonus-card = { $tile } não é uma Carta de Bônus
tm-bonus-card-unavailable = { $tile } não está disponível (disponíveis: { $available })
tm-cannot-advance = { TERM("tm-faction", $faction, case: "the") } não podem avançar { $track ->
    [ship] na trilha de Remessa
   *[dig] na trilha de Troca
 }
tm-track-at-maximum = { $track ->
    [ship] A trilha de Remessa
   *[dig] A trilha de Troca
 } já está no máximo ({ $max })
tm-no-building-left = Você não tem mais { TERM("tm-building", $building) } para construir
tm-income-taken = { TERM("tm-faction", $faction, case: "the") } já receberam esta renda
tm-leech-out-of-order = Decida sobre o Poder { TERM("tm-faction", $faction, case: "of") } antes de '{ $move }': as ofertas são decididas em ordem
tm-no-power-offer = Você não tem oferta de Poder para aceitar
tm-no-such-power-offer = Você não tem oferta de { $power } de Poder { TERM("tm-faction", $faction, case: "of") }; as suas ofertas: { $offers }
tm-no-such-power-offer-any = Você não tem oferta de { $power } de Poder; as suas ofertas: { $offers }
tm-one-teleport-per-turn = Você pode usar { $kind ->
    [tunnel] os Túneis uma vez
   *[carpet] o Tapete Voador uma vez
 } por turno, e já o usou para { $hex }
tm-out-of-reach = { $hex } está fora do seu alcance: não é vizinho das suas Estruturas { $reach ->
    [tunnel] nem ao alcance dos seus Túneis ({ $range })
    [carpet] nem ao alcance do seu Tapete Voador ({ $range })
    [ship] nem ao alcance da sua Remessa { $range }
   *[none] e você não tem Remessa
 }
tm-sandstorm-not-adjacent = A tempestade de areia exige que { $hex } seja vizinho direto de uma Estrutura sua (não por uma Ponte)
tm-connect-mermaids-only = Só as Sereias podem fundar uma Cidade através de um rio
tm-not-land = { $hex } não é um hexágono de terra neste mapa
tm-no-common-river = Nenhum hexágono de rio toca todos estes: { $hexes }
tm-not-river = { $hex } não é um hexágono de rio
tm-connect-no-town = Ligar através de { $rivers } não funda uma Cidade
tm-setup-only = Na preparação só se colocam Habitações e se escolhem Cartas de Bônus
tm-not-your-turn = Não é a sua vez: agora jogam { TERM("tm-faction", $faction, case: "the") }
tm-not-your-turn-now = Não é a sua vez
tm-second-action = Você já fez a sua ação neste turno; '{ $action }' seria uma segunda
tm-income-not-taken = A renda da rodada { $round } não foi recebida { TERM("tm-faction", $faction, case: "of") }
tm-faction-not-playing = { TERM("tm-faction", $faction, case: "the") } não estão neste jogo
tm-not-a-terrain = '{ $terrain }' não é um terreno; terrenos: { $terrains }
tm-not-understood = Não entendi '{ $text }'
tm-not-an-upgrade = '{ $building }' não é uma Estrutura para a qual aprimorar (TP, TE, SH, SA ou SY)
tm-not-a-cult = '{ $cult }' não é uma trilha de Culto; trilhas: { $cults }
tm-not-a-track = '{ $track }' não é uma trilha; advance ship ou advance dig
tm-not-a-faction = '{ $faction }' não é uma facção; facções: { $factions }
tm-nothing-to-do = Nada a fazer: digite um comando. Exemplos: { $examples }
tm-unknown-command = Comando desconhecido { $command }
tm-action-not-taken = Você ainda precisa fazer a sua ação neste turno
tm-drop-only-yours = Você só pode retirar a sua própria facção
tm-factions-chosen-at-start = As facções são escolhidas antes do início do jogo
tm-setup-over = A preparação terminou
tm-setup-now = Agora é hora de { $step ->
    [dwelling] colocar uma Habitação (por exemplo, build E5)
    [harbour] colocar a Ficha de Porto (por exemplo, harbour E5)
    [depot] colocar o Depósito (por exemplo, harbour E5)
   *[bonus] escolher uma Carta de Bônus (por exemplo, pass BON3)
 }
tm-setup-turn-of = É a vez { TERM("tm-faction", $faction, case: "of") } de { $step ->
    [dwelling] colocar uma Habitação
    [harbour] colocar a Ficha de Porto
    [depot] colocar o Depósito
   *[bonus] escolher uma Carta de Bônus
 }
tm-hex-occupied = { $hex } já tem { TERM("tm-building", $building, case: "a") } { TERM("tm-faction", $faction, case: "of") }
tm-start-on-home = As Habitações iniciais vão em { TERM("tm-terrain", $terrain) }; { $hex } é { TERM("tm-terrain", $found) }
tm-one-dwelling-per-move = As negociações de uma ação de mover constroem no máximo uma Habitação
tm-ride-on-home = A cavalgada só constrói em { TERM("tm-terrain", $terrain) }; { $hex } é { TERM("tm-terrain", $found) }
tm-spades-left = Use todas as suas Pás antes de construir ({ $left ->
    [one] resta 1
   *[other] restam { $left }
 })
tm-boat-build-merchants-only = Construir devolvendo um Barco é da expansão Os Mercadores, durante as rodadas
tm-sandstorm-by-boat = Depois de uma tempestade ao lado de um Barco, construa ali devolvendo o Barco (build X by boat)
tm-no-upgrade-in-setup = Estruturas não podem ser aprimoradas durante a preparação
tm-not-your-building = { $hex } não tem Estrutura sua
tm-nothing-upgrades-to = Nada é aprimorado para { TERM("tm-building", $building) }
tm-upgrade-from = { $hex } tem { TERM("tm-building", $building, case: "a") }; { TERM("tm-building", $wanted, case: "a") } é construída sobre { TERM("tm-building", $base, case: "a") }
tm-no-spades = Você não tem Pás para transformar
tm-already-terrain = { $hex } já é { TERM("tm-terrain", $terrain) }
tm-transform-built = { $hex } tem uma Estrutura; só hexágonos vazios podem ser transformados
tm-trade-spade-wasteland = A Pá da negociação com a Fortaleza dos Gigantes não pode transformar um Ermo
tm-one-foreign-terrain = Só um hexágono por ação pode virar um terreno diferente do seu Terreno Natal
tm-transform-spades = Transformar { $hex } ({ TERM("tm-terrain", $found) }) em { TERM("tm-terrain", $terrain) } exige { $need ->
    [one] 1 Pá
   *[other] { $need } Pás
 }; você tem { $have }
tm-spades-to-home = Todas as Pás cavadas devem ser usadas: com { $left } { $left ->
    [one] restante
   *[other] restantes
 }, transforme este hexágono no seu Terreno Natal
tm-dug-spades-left = Você cavou mais Pás do que esta ação pode usar: { $left ->
    [one] sobraria 1 Pá, sem transformação em que usá-la
   *[other] sobrariam { $left } Pás, sem transformação em que usá-las
 }, e Pás cavadas não podem ser descartadas. Cave só as Pás de que precisa
tm-cannot-dig = { TERM("tm-faction", $faction, case: "the") } não podem cavar
tm-dig-at-least-one = Cave pelo menos uma Pá
tm-no-priest = Você não tem Clérigo para enviar
tm-no-cult-space = Não há espaço livre de { $steps } passos em { TERM("tm-cult", $cult) }
tm-convert-in-turn = Recursos são convertidos durante o seu turno
tm-convert-at-least-one = Converta pelo menos um
tm-stronghold-conversion = A Fortaleza transforma no máximo { $max } Trabalhadores em Clérigos
tm-cannot-convert = Você não pode converter { $resource } em { $to }
tm-conversion-rate = { $count } { $to } custa { $cost } { $resource }, não { $paid }
tm-burn-at-least-one = Queime pelo menos 1 de Poder
tm-no-power-offer-to-decline = Você não tem oferta de Poder para recusar
tm-free-action-own-turn = Ações livres (queimar, converter) são feitas na sua própria vez
tm-counts-nothing = '{ $text }' não conta nada: o número precisa ser pelo menos 1
tm-burn-needs = Queimar { $power } de Poder exige { $need } no Alguidar II; você tem { $have }
tm-no-bridge = Você não tem Ponte para colocar (use antes a Ação de Poder da Ponte)
tm-bridge-not-yours = Uma Ponte precisa tocar uma das suas Estruturas
tm-bridges-used = As suas três Pontes já estão no mapa
tm-bridge-not-possible = Nenhuma Ponte liga { $a } e { $b }: uma Ponte cruza um rio entre dois hexágonos de terra
tm-bridge-exists = Já existe uma Ponte entre { $a } e { $b }
tm-pick-bonus-card = Escolha uma Carta de Bônus: { $available }
tm-already-passed = Você já passou nesta rodada
tm-pass-with-bonus-card = Passe com uma Carta de Bônus, por exemplo 'pass BON3'; disponíveis: { $available }
tm-not-an-action = '{ $action }' não é uma ação; as ações são ACT1 a ACT6 e as da sua facção
tm-merchants-action = { $action } é uma Ação de Poder da expansão Os Mercadores, que não está neste jogo
tm-action-not-yours = Você não tem a ação { $action } ({ TERM("tm-action", $action) })
tm-action-taken = { $action } ({ TERM("tm-action", $action) }) já foi usada nesta rodada
tm-no-boat-in-supply = Você não tem mais { $piece ->
    [merchant] Comerciantes
   *[boat] Barcos
 } no seu suprimento para colocar
tm-no-boat-site = Barcos são colocados ao lado da sua Ficha de Porto ou do seu Estaleiro, e você ainda não tem nenhum dos dois
tm-cult-give-up = Passos de Culto não podem ser devolvidos (exceto a partir de 7, para uma chave chegar a 10)
tm-cult-same-track = Os { $steps } passos de Culto vão na mesma trilha (por exemplo +{ $steps }{ $cult })
tm-no-favor-to-take = Você não tem Marcador de Favor para pegar
tm-town-tiles-to-take = { $count ->
    [0] Você não tem Ficha de Cidade para pegar
    [one] Você pode pegar 1 Ficha de Cidade
   *[other] Você pode pegar { $count } Fichas de Cidade
 }
tm-spades-must-be-used = Todas as Pás cavadas devem ser usadas
tm-no-cult-step = Você não tem passo de Culto para dar{ $taken ->
    [yes] {" "}(já o deu?)
   *[no] {""}
 }
tm-cannot-take = Você não pode simplesmente pegar { $resource }
tm-cannot-give-up = { $resource } não pode ser devolvido
tm-seat-chooses-now = O lugar { $seat } escolhe uma facção agora
tm-faction-taken = { TERM("tm-faction", $faction, case: "the") } já foram escolhidos
tm-terrain-taken = { TERM("tm-faction", $faction, case: "the") } já jogam em { TERM("tm-terrain", $terrain) }; escolha uma facção de outro terreno
tm-no-boat-to-place = Você não tem { $piece ->
    [merchant] Comerciante
   *[boat] Barco
 } para colocar agora
tm-boat-site = { $piece ->
    [merchant] O Comerciante
   *[boat] O Barco
 } vai { $where ->
    [shipyard] ao lado do Estaleiro (o Barco do próprio Estaleiro)
    [depot] no hexágono do seu Depósito ou Mercado
   *[harbour] num hexágono de rio vizinho à sua Ficha de Porto ou ao seu Estaleiro
 }: { $hexes }
tm-harbour-in-setup = A Ficha de Porto é colocada na preparação, depois das Habitações iniciais
tm-harbour-site = { $token ->
    [depot] O Depósito vai numa das suas Habitações
   *[harbour] A Ficha de Porto vai numa das suas Estruturas vizinhas a um rio
 }: { $hexes }
tm-sail-in-move-action = Barcos só se movem numa ação de mover (action ACTMB, ACT7 ou BON13), antes de resolver as negociações
tm-sail-path = Escreva o caminho a partir de onde o Barco está, por exemplo sail r3-r4-E5
tm-not-a-hex = { $hex } não é um hexágono deste tabuleiro
tm-no-unmoved-boat = Você não tem { $piece ->
    [merchant] Comerciante
   *[boat] Barco
 } em { $hex } que ainda não se moveu nesta ação
tm-sail-too-far = { $piece ->
    [merchant] Um Comerciante
   *[boat] Um Barco
 } dá no máximo { $limit ->
    [one] 1 passo
   *[other] { $limit } passos
 }, { $paid } pagando 1 de Poder; este caminho tem { $steps }
tm-sail-same-target = Outro dos seus { $piece ->
    [merchant] Comerciantes
   *[boat] Barcos
 } já vai para { $hex } nesta ação
tm-no-trade-marker = Você não tem mais Marcadores de Comércio para outra negociação
tm-extra-step-power = O passo extra custa 1 de Poder do Alguidar III, e você não tem
tm-boat-on-land = Seus Barcos ficam em rios; { $hex } é terra
tm-boat-land-last = Um Barco só entra em terra para negociar, como último passo ({ $hex })
tm-not-adjacent = { $hex } não é vizinho de { $to }
tm-boat-land-empty = Um Barco só vai a terra para negociar com uma Estrutura; { $hex } está vazio
tm-boat-own-structure = Um Barco não entra nas suas próprias Estruturas
tm-already-traded = Você já negociou com a Estrutura em { $hex }
tm-boat-step = De { $hex } a { $to } não é um passo: no rio, anda-se a um hexágono de rio vizinho ou por um canal
tm-merchant-on-river = Seus Comerciantes ficam em terra; { $hex } é rio
tm-merchant-step = De { $hex } a { $to } não é um passo: Comerciantes andam a um hexágono vizinho
tm-merchant-ends-on-river = Um Comerciante pode atravessar um rio, mas nunca termina o movimento nele
tm-no-trade-here = Você não tem negociação em { $hex }; negociações a resolver: { $trades }
tm-no-trade = Você não tem negociação a resolver (um Barco precisa antes ir até uma Estrutura)
tm-trade-spade-first = Primeiro faça o Transformar e Construir da negociação com a Fortaleza, ou abra mão da Pá com -SPADE
tm-trade-choice = Negociar com { TERM("tm-building", $building, case: "a") } pede uma escolha: { $choices } (por exemplo { $example })
tm-merchant-build = Comerciantes ficam no próprio hexágono: escreva build { $hex } by merchant
tm-no-merchant-here = Você não tem Comerciante em { $hex }
tm-no-boat-at = Você não tem Barco em { $river } vizinho a { $hex }
tm-no-boat-next-to = Você não tem Barco num rio vizinho a { $hex }
tm-shipyard-merchants-only = O Estaleiro é da expansão Os Mercadores, que não está neste jogo
tm-shipyard-built = Você já construiu seu Estaleiro
tm-shipyard-river = O Estaleiro é construído numa Casa de Comércio vizinha a um rio; { $hex } não toca nenhum
tm-no-nf1 = Você não tem escolha de NF1 a fazer
tm-nf1-choices = Escolha ship, um Culto (choose FIRE) ou um Clérigo num Culto (choose priest FIRE)
tm-no-priest-in-supply = Você não tem mais Clérigos no seu suprimento
tm-nf1-no-priest-space = Não há espaço livre de Clérigo em { TERM("tm-cult", $cult) }; dê o passo em vez disso (choose { $cult })

## Recusas das facções de Fogo & Gelo.

tm-start-by-river = { TERM("tm-faction", $faction, case: "the") } começam junto a um rio; { $hex } fica longe dos rios
tm-out-of-river-reach = { $hex } está fora do seu alcance: os Riverwalkers constroem só do outro lado de rios, com Remessa { $range }
tm-action-forbidden = { TERM("tm-faction", $faction, case: "the") } não podem usar { TERM("tm-action", $action) }: eles nunca usam Pás
tm-volcano-needs-dig = Um vulcão precisa antes de uma transformação em vulcão: dig 1
tm-volcano-first = Antes faça o vulcão para o qual cavou (transform E5 to volcano), ou desista dele: -VOLCANO_TF
tm-ice-volcano-fixed = { $hex } é { TERM("tm-terrain", $terrain) }: gelo e vulcão não podem ser transformados
tm-ice-factions-only = Só as facções do gelo (Damas do Gelo, Yetis) transformam terreno em gelo
tm-volcano-factions-only = Só as facções do vulcão (Lordes dos Dragões, Acólitos) transformam terreno em vulcão
tm-volcano-tokens = Um vulcão em { TERM("tm-terrain", $terrain) } custa { $need ->
    [one] 1 marcador de Poder
   *[other] { $need } marcadores de Poder
 }; você tem { $have }
tm-volcano-steps = Um vulcão em { TERM("tm-terrain", $terrain) } custa { $steps } passos em uma trilha de Culto; você não está tão alto em nenhuma
tm-lose-cult-first = Antes perca os { $steps } passos de Culto que o vulcão custa (p. ex. -{ $steps }FIRE)
tm-lose-cult-one-track = Perca todos os { $steps } passos em uma só trilha de Culto (p. ex. -{ $steps }{ $cult })
tm-lose-cult-too-low = Você está em { $level } em { TERM("tm-cult", $cult) }: não é alto o bastante para perder { $steps } passos
tm-selection-pending = { TERM("tm-faction", $faction, case: "the") } escolhem antes: { $choice ->
    [color] uma cor (pick-color green)
   *[favor] um Marcador de Favor (+FAV11)
 }
tm-fire-ice-option = { TERM("tm-faction", $faction, case: "the") } só jogam com as facções de Fogo & Gelo ({ $option })
tm-variable-taken = { TERM("tm-faction", $faction, case: "the") } já jogam com a outra facção variável; escolha outra facção
tm-no-color-to-pick = { TERM("tm-faction", $faction, case: "the") } não têm cor a escolher agora
tm-pick-a-color = Escolha uma das cores de terreno: { $colors }
tm-color-taken = { TERM("tm-terrain", $terrain) } não está disponível: é { $mine ->
    [yes] o seu terreno
   *[no] o terreno { TERM("tm-faction", $faction, case: "of") }
 }
tm-no-unlock = { TERM("tm-faction", $faction, case: "the") } não têm terreno a desbloquear agora (um Clérigo ganho dá um)
tm-already-unlocked = { TERM("tm-terrain", $terrain) } já está desbloqueado
tm-nothing-for = Nada oferece { $resource } por { $price }; p. ex. gain P3 for VP
tm-no-token-offer = Você não tem marcador de Poder oferecido (ele vem quando alguém aceita o seu Poder)

## Decisões: o que um lugar precisa fazer agora ("Agora: é a vez das Bruxas (@Ana) de pegar um Marcador de Favor") e, num menu, o convite.
## { $user }: a menção; { $seat }: o nome do lugar; { $name }: a facção (um termo), quando já escolhida ({ $known }: yes ou no).

tm-next-seat = é a vez { $known ->
    [yes] { TERM("tm-faction", $name, case: "of") }
   *[no] do { $seat }
 } ({ $user }) de { $what }
tm-decision-power = decidir sobre o Poder oferecido
tm-decision-favor = pegar um Marcador de Favor
    .prompt = escolha um Marcador de Favor
tm-decision-town = pegar uma Ficha de Cidade
    .prompt = escolha uma Ficha de Cidade
tm-decision-cult = dar um passo de Culto
tm-decision-spade = usar as Pás restantes
tm-decision-faction = escolher uma facção
    .prompt = escolha a sua facção
tm-decision-bonus = escolher uma Carta de Bônus
    .prompt = escolha uma Carta de Bônus
tm-decision-trade = resolver uma negociação
    .prompt = resolva uma negociação
tm-decision-boat = colocar um Barco
    .prompt = coloque um Barco
tm-decision-nf1 = escolher o que o NF1 dá
    .prompt = escolha o que o NF1 dá
tm-decision-harbour = colocar a Ficha de Porto
    .prompt = coloque a Ficha de Porto
tm-decision-color = escolher uma cor
    .prompt = escolha uma cor
tm-decision-unlock = desbloquear um terreno
    .prompt = desbloqueie um terreno ou fique com o Clérigo
tm-decision-token = decidir se compra um marcador de Poder por 1 Ponto de Vitória
tm-decision-volcano = perder os passos de Culto do vulcão
tm-decision-exchange = decidir se troca Trabalhadores por Clérigos
tm-decision-move = jogar

## Jogadas em palavras, sem o sujeito: "(Bruxas) construiu uma Habitação em E5 e ..."

tm-did-build = construiu uma Habitação em { $hex }
tm-did-build-by-boat = construiu uma Habitação em { $hex } devolvendo um Barco
tm-did-build-by-boat-from = construiu uma Habitação em { $hex } devolvendo um Barco ({ $river })
tm-did-upgrade = aprimorou { $hex } para { TERM("tm-building", $building) }
tm-did-transform = transformou { $hex }
tm-did-transform-to = transformou { $hex } em { TERM("tm-terrain", $terrain) }
tm-did-dig = cavou { $spades ->
    [one] 1 Pá
   *[other] { $spades } Pás
 }
tm-did-send = enviou um Clérigo ao Culto de { TERM("tm-cult", $cult) }
tm-did-convert = converteu { $paid } em { $got }
tm-did-burn = queimou { $power } de Poder
tm-did-leech = aceitou { $power } de Poder ({ TERM("tm-faction", $faction) })
tm-did-leech-any = aceitou { $power } de Poder (outra facção)
tm-did-decline = recusou { $power ->
    [0] Poder
   *[other] { $power } de Poder
 }
tm-did-decline-from = recusou { $power ->
    [0] Poder
   *[other] { $power } de Poder
 } ({ TERM("tm-faction", $faction) })
tm-did-bridge = construiu uma Ponte { $a }–{ $b }
tm-did-connect = fundou uma Cidade através de { $river }
tm-did-action = usou { TERM("tm-action", $action) }
tm-did-pass = passou
tm-did-pass-bonus = passou e pegou { $bonus } ({ $summary })
tm-did-advance = { $track ->
    [ship] avançou na trilha de Remessa
   *[dig] avançou na trilha de Troca
 }
tm-did-choose-faction = escolheu: { TERM("tm-faction", $faction) }
tm-did-harbour = colocou a Ficha de Porto em { $hex }
tm-did-boat = colocou um Barco em { $hex }
tm-did-sail = moveu um Barco { $route }
tm-did-trade = negociou com a Estrutura em { $hex }
tm-did-trade-choice = negociou com a Estrutura em { $hex } ({ $choice })
tm-did-nf1-ship = escolheu o avanço de Remessa (NF1)
tm-did-nf1-priest = pôs um Clérigo no Culto de { TERM("tm-cult", $cult) } (NF1)
tm-did-nf1-step = avançou 1 em { TERM("tm-cult", $cult) } (NF1)
tm-did-drop = saiu do jogo
tm-did-take-tile = pegou { $tile } ({ $summary })
tm-did-cult-up = avançou { $steps } no Culto de { TERM("tm-cult", $cult) }
tm-did-cult-down = recuou { $steps } no Culto de { TERM("tm-cult", $cult) }
tm-did-give-up-spades = abriu mão das Pás restantes
tm-did-give-up-boat = abriu mão do Barco
tm-did-pick-color = escolheu { TERM("tm-terrain", $terrain) }
tm-did-unlock = desbloqueou { TERM("tm-terrain", $terrain) }
tm-did-unlock-priest = ficou com o Clérigo em vez de desbloquear um terreno
tm-did-gain-token = comprou um marcador de Poder para o Alguidar III por 1 Ponto de Vitória
tm-did-decline-token = recusou o marcador de Poder
tm-did-keep-terrain = manteve o seu terreno
tm-did-no-exchange = abriu mão da troca de Trabalhadores por Clérigos da Fortaleza
tm-did-adjust = ajustou { $amount }
# Uma jogada sugerida ao jogador (uma dica): as mesmas palavras de tm-did-*, como o que fazer.
tm-do-build = construa uma Habitação em { $hex }
tm-do-build-by-boat = construa uma Habitação em { $hex } devolvendo um Barco
tm-do-build-by-boat-from = construa uma Habitação em { $hex } devolvendo um Barco ({ $river })
tm-do-upgrade = aprimore { $hex } para { TERM("tm-building", $building) }
tm-do-transform = transforme { $hex }
tm-do-transform-to = transforme { $hex } em { TERM("tm-terrain", $terrain) }
tm-do-dig = cave { $spades ->
    [one] 1 Pá
   *[other] { $spades } Pás
 }
tm-do-send = envie um Clérigo ao Culto de { TERM("tm-cult", $cult) }
tm-do-convert = converta { $paid } em { $got }
tm-do-burn = queime { $power } de Poder
tm-do-leech = aceite { $power } de Poder ({ TERM("tm-faction", $faction) })
tm-do-leech-any = aceite { $power } de Poder (outra facção)
tm-do-decline = recuse { $power ->
    [0] Poder
   *[other] { $power } de Poder
 }
tm-do-decline-from = recuse { $power ->
    [0] Poder
   *[other] { $power } de Poder
 } ({ TERM("tm-faction", $faction) })
tm-do-bridge = construa uma Ponte { $a }–{ $b }
tm-do-connect = funde uma Cidade através de { $river }
tm-do-action = use { TERM("tm-action", $action) }
tm-do-pass = passe
tm-do-pass-bonus = passe e pegue { $bonus } ({ $summary })
tm-do-advance = { $track ->
    [ship] avance na trilha de Remessa
   *[dig] avance na trilha de Troca
 }
tm-do-choose-faction = escolha: { TERM("tm-faction", $faction) }
tm-do-harbour = coloque a Ficha de Porto em { $hex }
tm-do-boat = coloque um Barco em { $hex }
tm-do-sail = mova um Barco { $route }
tm-do-trade = negocie com a Estrutura em { $hex }
tm-do-trade-choice = negocie com a Estrutura em { $hex } ({ $choice })
tm-do-nf1-ship = escolha o avanço de Remessa (NF1)
tm-do-nf1-priest = ponha um Clérigo no Culto de { TERM("tm-cult", $cult) } (NF1)
tm-do-nf1-step = avance 1 em { TERM("tm-cult", $cult) } (NF1)
tm-do-drop = saia do jogo
tm-do-take-tile = pegue { $tile } ({ $summary })
tm-do-cult-up = avance { $steps } no Culto de { TERM("tm-cult", $cult) }
tm-do-cult-down = recue { $steps } no Culto de { TERM("tm-cult", $cult) }
tm-do-give-up-spades = abra mão das Pás restantes
tm-do-give-up-boat = abra mão do Barco
tm-do-pick-color = escolha { TERM("tm-terrain", $terrain) }
tm-do-unlock = desbloqueie { TERM("tm-terrain", $terrain) }
tm-do-unlock-priest = fique com o Clérigo em vez de desbloquear um terreno
tm-do-gain-token = compre um marcador de Poder para o Alguidar III por 1 Ponto de Vitória
tm-do-decline-token = recuse o marcador de Poder
tm-do-keep-terrain = mantenha o seu terreno
tm-do-no-exchange = abra mão da troca de Trabalhadores por Clérigos da Fortaleza
tm-do-adjust = ajuste { $amount }
# Uma quantidade de um recurso: "3 de Poder", "2 Moedas".
tm-amount = { $resource ->
    [PW] { $n } de Poder
   *[other] { $n ->
        [one] { $n } { TERM("tm-unit", $resource, case: "one") }
       *[other] { $n } { TERM("tm-unit", $resource) }
    }
 }

## Fichas em palavras (menus, a situação, as jogadas que as pegam).

-tm-unit-C = { $case ->
    [one] Moeda
   *[other] Moedas
 }
-tm-unit-W = { $case ->
    [one] Trabalhador
   *[other] Trabalhadores
 }
-tm-unit-P = { $case ->
    [one] Clérigo
   *[other] Clérigos
 }
-tm-unit-PW = Poder
-tm-unit-VP = PV
-tm-unit-KEY = chave
-tm-unit-SPADE = { $case ->
    [one] Pá
   *[other] Pás
 }
-tm-unit-BOAT = { $case ->
    [one] Barco
   *[other] Barcos
 }
-tm-unit-MAY_BOAT = { $case ->
    [one] Barco
   *[other] Barcos
 }
-tm-unit-GAIN_SHIP = Remessa
-tm-unit-FIRE = Fogo
-tm-unit-WATER = Água
-tm-unit-EARTH = Terra
-tm-unit-AIR = Ar
# "+1 worker", "+2 workers".
tm-gain = { $n ->
    [one] +{ $n } { TERM("tm-unit", $resource, case: "one") }
   *[other] +{ $n } { TERM("tm-unit", $resource) }
 }
tm-gain-keys = { $n ->
    [one] chave
   *[other] { $n } chaves
 }
tm-tile-town-power-6 = Cidade com 6 de Poder
tm-tile-income = renda { $gains }
tm-tile-build-vp = { $vp } PV / { TERM("tm-building", $building) }
tm-tile-pass-vp = ao passar: { $vp }
tm-tile-pass-each = { $vp } PV por { $what ->
    [ship] nível de Remessa
   *[other] { TERM("tm-building", $what) }
 }
tm-tile-pass-levels = { $vp } PV por 1, 2, 3, 4 { $what ->
    [ship] níveis de Remessa
   *[other] { $what }
 }
tm-tile-cult-action = ação: passo de Culto
tm-tile-shipping = +1 Remessa
tm-tile-note-FAV13 = depois Clérigo num Culto (ou 1 passo) + 4 C, ou Remessa + 1 W
tm-tile-note-FAV15 = +1/+2 PV por negociação
tm-tile-note-FAV16 = 2-5 PV ao passar, pelas negociações
tm-tile-note-BON11 = +1 PV por negociação
tm-tile-note-BON12 = 3 PV por Barco ao passar

## Rótulos de botões para decisões (no máximo 80 caracteres).

tm-label-leech = Aceitar { $power } de Poder{ $cost ->
    [0] {""}
   *[other] {" "}(−{ $cost } PV)
 } · { TERM("tm-faction", $faction) }
tm-label-decline = Recusar { $power ->
    [0] Poder
   *[other] { $power } de Poder
 }
tm-label-give-up-spades = Abrir mão das Pás
tm-label-trade = Negociação { $hex }
tm-label-trade-choice = Negociação { $hex }: { $choice }
tm-label-boat = Barco em { $hex }
tm-label-harbour = Ficha de Porto em { $hex }
tm-label-no-boat = Sem Barco
tm-label-unlock = Desbloquear { TERM("tm-terrain", $terrain) }
tm-label-unlock-priest = Ficar com o Clérigo
tm-label-token = Marcador por 1 PV
tm-label-no-token = Sem marcador
tm-label-keep-terrain = Manter meu terreno
tm-label-no-exchange = Não trocar
tm-label-lose-cult = { TERM("tm-cult", $cult) } −{ $steps }
tm-label-nf1-ship = Remessa + 1 W
tm-label-nf1-priest = Clérigo em { TERM("tm-cult", $cult) } + 4 C
tm-label-nf1-step = { TERM("tm-cult", $cult) } +1, +4 C
tm-trade-power = 3 de Poder
tm-trade-priest = 1 Clérigo
tm-trade-move = mover de novo
tm-trade-boat-stays = Barco fica em { $hex }

## A posição do próprio jogador (/tm situação, privada).

tm-status-choosing = Lugar { $seat }: escolhendo facção
tm-status-head = **{ TERM("tm-faction", $faction) }** — { $vp } PV
tm-status-resources = { $coins } Moedas · { $workers } Trabalhadores · { $priests } Clérigos · Poder { $p1 }/{ $p2 }/{ $p3 }
tm-status-cults = Cultos: { $cults }
tm-status-buildings = Estruturas: { $buildings } · { $reach } · Troca { $dig }
tm-status-range = { $kind ->
    [tunnel] Túneis { $n }
   *[carpet] Tapete Voador { $n }
 }
tm-status-shipping = Remessa { $n }
tm-status-tiles = Fichas: { $tiles }
tm-status-picked = Terreno: { TERM("tm-terrain", $terrain) } (escolhido { TERM("tm-terrain", $picked) })
tm-status-unlocked = Terrenos desbloqueados: { $terrains }
tm-status-passed = Você passou nesta rodada.
tm-status-offer = Oferta de Poder: { $power } { TERM("tm-faction", $faction, case: "of") }
tm-status-boats = { $piece ->
    [merchant] Comerciantes
   *[boat] Barcos
 }: { $hexes } · negociações { $trades } (restam { $markers } Marcadores de Comércio) · Ficha de Porto { $harbour }
tm-status-reach = alcance { $n }

## O texto da imagem do tabuleiro. Os códigos da notação (C, W, P, PW, D, TP, BON3, FAV11, E5) ficam como se digitam.

tm-image-title-over = Terra Mystica · fim de jogo
tm-image-title-factions = Terra Mystica · escolha das facções
tm-image-title-setup = Terra Mystica · preparação
tm-image-title-setup-step = Terra Mystica · preparação · { TERM("tm-faction", $faction, case: "the") } { $step ->
    [dwelling] colocam uma Habitação
    [harbour] colocam a Ficha de Porto
    [depot] colocam o Depósito
   *[bonus] escolhem uma Carta de Bônus
 }
tm-image-title-round = Terra Mystica · rodada { $round } · turno { $turn } · vez { TERM("tm-faction", $faction, case: "of") }
tm-image-title-round-end = Terra Mystica · rodada { $round } · turno { $turn } · fim da rodada
tm-image-cults = Cultos
tm-image-cult = { $cult ->
    [FIRE] Fogo
    [WATER] Água
    [EARTH] Terra
   *[AIR] Ar
 }
tm-image-round = Rodada { $round }
tm-image-scoring = { $what ->
    [SPADE] Pá
    [TOWN] Cidade
    [SHIP-DIG] Remessa/Troca
    [TRADE] Negociação
   *[other] { $label }
 }: { $vp } PV
tm-image-per-cult = a cada { $per } { $cult ->
    [FIRE] Fogo
    [WATER] Água
    [EARTH] Terra
   *[AIR] Ar
 }
tm-image-per-priest = por Clérigo num Culto
tm-image-final-title = Pontuação final
tm-image-final-network = Maior rede: { $vp } PV
tm-image-final-cults = Cada trilha de Culto: { $vp } PV
tm-image-final-tile = { $tile ->
    [connected-distance] Maior distância numa rede
    [connected-sa-sh-distance] Distância Fortaleza–Santuário
    [building-on-edge] Estruturas na borda
    [connected-clusters] Grupos numa rede
   *[trade-markers] Mais Marcadores de Comércio
 }: { $vp } PV
tm-image-each-cult = cada Culto +{ $n }
tm-image-gain = { $resource ->
    [VP] +{ $n } PV
    [SPADE] { $n ->
        [one] 1 Pá
       *[other] { $n } Pás
    }
    [KEY] { $n ->
        [one] chave
       *[other] { $n } chaves
    }
    [BOAT] { $n ->
        [one] 1 Barco
       *[other] { $n } Barcos
    }
    [MAY_BOAT] { $n ->
        [one] 1 Barco
       *[other] { $n } Barcos
    }
    [GAIN_SHIP] Remessa +1
   *[other] +{ $n } { $resource }
 }
tm-image-fx-income = renda:
tm-image-fx-pass = ao passar:
tm-image-fx-each = { $vp } PV/{ $what }
tm-image-fx-levels = { $what } { $vp } PV
tm-image-fx-build = { $building }: +{ $vp } PV
tm-image-fx-town-power = Cidade com { $power } de Poder
tm-image-fx-shipping = Remessa +1 nesta rodada
tm-image-fx-action = ação: { $action ->
    [BON1] 1 Pá
    [BON11] colocar um Barco
    [BON13] mover os Barcos
   *[other] passo de Culto
 }
tm-image-note = { $tile ->
    [FAV13] Remessa +1 e 1 W, ou Clérigo e 4 C
    [FAV15] +1 PV por negociação (SH, SA, SY: +2)
    [FAV16] ao passar: 2–5 PV por negociações
    [BON11] +1 PV por negociação
   *[BON12] ao passar: 3 PV por Barco
 }
tm-image-ship = Remessa
tm-image-action = { $action ->
    [ACT1] Ponte
    [ACT2] 1 Clérigo
    [ACT3] 2 Trabalhadores
    [ACT4] 7 Moedas
    [ACT5] 1 Pá
    [ACT6] 2 Pás
    [ACT7] mover os Barcos
    [ACT8] 1 Barco
   *[ACT9] Marcador de Favor
 }
tm-image-taken = usada
tm-image-bonus-cards = Cartas de Bônus
tm-image-favors-left = Marcadores de Favor
tm-image-towns-left = Fichas de Cidade
tm-image-next-order = Ordem da próxima rodada
tm-image-owes-offer = oferta de { $power } de Poder de { $from }
tm-image-owes-cult = { $steps ->
    [one] 1 passo de Culto
   *[other] { $steps } passos de Culto
 }
tm-image-owes-favor = Marcador de Favor
tm-image-owes-town = Ficha de Cidade
tm-image-owes-spades = { $spades ->
    [one] 1 Pá
   *[other] { $spades } Pás
 }
tm-image-owes-boat = { $piece ->
    [merchant] colocar um Comerciante
   *[boat] colocar um Barco
 }
tm-image-owes-trade = negociação em { $hexes }
tm-image-owes-nf1 = escolha do NF1
tm-image-owes-color = escolher uma cor
tm-image-owes-unlock = { $n ->
    [one] desbloquear um Terreno
   *[other] desbloquear { $n } Terrenos
 }
tm-image-owes-lose-cult = perder { $steps } passos de Culto
tm-image-owes-token = marcador por 1 PV?
tm-image-owes-exchange = Trabalhadores por Clérigos?
tm-image-out = {" "}(fora)
tm-image-passed = {" "}· passou
tm-image-vp = { $vp } PV
tm-image-place = { $place }º
tm-image-keys = { $n ->
    [one] 1 chave
   *[other] { $n } chaves
 }
tm-image-priests = { $n ->
    [one] 1 Clérigo
   *[other] { $n } Clérigos
 }
tm-image-supply = Suprimento
tm-image-bridges = { $n ->
    [one] 1 Ponte
   *[other] { $n } Pontes
 }
tm-image-track = { $track ->
    [ship] Remessa
    [reach] Alcance
   *[dig] Troca
 }
tm-image-teleport = { $kind ->
    [tunnel] Túneis { $n }
   *[carpet] Tapete Voador { $n }
 }
tm-image-income = Renda
tm-image-income-card = + a Carta de Bônus que pegar
tm-image-left = Restam
tm-image-own-bonus = Carta de Bônus
tm-image-own-favors = Marcadores de Favor
tm-image-own-towns = Fichas de Cidade
tm-image-actions = Ações
tm-image-action-taken = {" "}(usada)
tm-image-special = { $action ->
    [ACTH1] novo Terreno
    [ACTH2] novo Terreno
    [ACTH3] novo Terreno
    [ACTH4] novo Terreno
    [ACTH5] novo Terreno
    [ACTH6] novo Terreno
    [ACTA] 2 passos de Culto
    [ACTC] turno duplo
    [ACTE] Ponte
    [ACTG] 2 Pás
    [ACTN] tempestade de areia
    [ACTS] TP grátis
    [ACTW] cavalgada
    [BON1] Pá
    [BON2] passo de Culto
    [FAV6] passo de Culto
    [ACTMB] mover os Barcos
    [ACTPB] colocar um Barco
    [BON11] colocar um Barco
    [BON13] mover os Barcos
   *[other] {""}
 }
tm-image-boats = { $piece ->
    [merchant] Comerciantes
   *[boat] Barcos
 } { $n }/{ $total }
tm-image-markers = Marcadores de Comércio: restam { $n }
tm-image-harbour = { $piece ->
    [merchant] Depósito
   *[boat] Porto
 } { $hex }
tm-image-final-scored = Pontuação final
tm-image-final-part = { $part ->
    [FIRE] Fogo
    [WATER] Água
    [EARTH] Terra
    [AIR] Ar
    [network] Rede ({ $network })
    [resources] Recursos
    [connected-distance] Distância
    [connected-sa-sh-distance] SH–SA
    [building-on-edge] Borda
    [connected-clusters] Grupos
   *[trade-markers] Comércio
 }
tm-image-final-total = = { $vp } PV
tm-image-to-move = sua vez
tm-image-setup-step = { $step ->
    [dwelling] coloca uma Habitação
    [harbour] coloca a Ficha de Porto
    [depot] coloca o Depósito
   *[bonus] escolhe uma Carta de Bônus
 }

## O grupo de comandos /tm: nomes (minúsculas, com acentos), descrições e escolhas.

cmd-tm = tm
    .description = Jogue Terra Mystica
cmd-tm-new-board = tabuleiro
    .description = O mapa do jogo
cmd-tm-new-board-base = Jogo base
cmd-tm-new-board-fire_and_ice_side1 = Fogo & Gelo, lado 1
cmd-tm-new-board-revised_base_fire_and_ice_side2 = Mapa base revisado (Fogo & Gelo, lado 2)
cmd-tm-new-board-loon_lakes_v1_6 = Os Lagos (Loon Lakes)
cmd-tm-new-board-fjords_v2_1 = Os Fiordes
cmd-tm-new-board-arrow = Flecha
cmd-tm-new-options = opções
    .description = Opções de regra: +nome acrescenta uma, -nome tira uma das habituais
cmd-tm-new-final_tile = pontuação_final
    .description = A pontuação final extra de Fogo & Gelo (18/12/6 PV)
cmd-tm-new-final_tile-connected-distance = Maior distância numa rede
cmd-tm-new-final_tile-connected-sa-sh-distance = Distância da Fortaleza ao Santuário
cmd-tm-new-final_tile-building-on-edge = Estruturas na borda numa rede
cmd-tm-new-final_tile-connected-clusters = Grupos numa rede
cmd-tm-new-final_tile-trade-markers = Mais Marcadores de Comércio (Os Mercadores)
cmd-tm-new-merchants = mercadores
    .description = Jogue a expansão Os Mercadores (Barcos, negociações, Estaleiros)
cmd-tm-new-fire_ice = fogo_e_gelo
    .description = Inclua as seis facções de Fogo & Gelo (gelo, vulcão, Riverwalkers, Metamorfos)
cmd-tm-faction = facção
    .description = A facção que você gostaria de jogar
cmd-tm-build = construir
    .description = Construa uma Habitação (cavando antes, se preciso)
cmd-tm-build-hex = hexágono
    .description = Onde, por exemplo E5
cmd-tm-upgrade = aprimorar
    .description = Aprimore uma das suas Estruturas
cmd-tm-upgrade-hex = hexágono
    .description = A Estrutura a aprimorar, por exemplo E5
cmd-tm-upgrade-building = estrutura
    .description = No que ela se torna
cmd-tm-upgrade-building-TP = Casa de Comércio
cmd-tm-upgrade-building-TE = Templo
cmd-tm-upgrade-building-SH = Fortaleza
cmd-tm-upgrade-building-SA = Santuário
cmd-tm-upgrade-building-SY = Estaleiro (Os Mercadores)
cmd-tm-transform = transformar
    .description = Transforme um hexágono com Pás
cmd-tm-transform-hex = hexágono
    .description = Qual hexágono, por exemplo E5
cmd-tm-transform-terrain = terreno
    .description = Em qual terreno (padrão: o seu Terreno Natal)
cmd-tm-send = enviar
    .description = Envie um Clérigo para uma trilha de Culto
cmd-tm-send-cult = culto
    .description = Qual trilha de Culto
cmd-tm-send-cult-FIRE = Fogo
cmd-tm-send-cult-WATER = Água
cmd-tm-send-cult-EARTH = Terra
cmd-tm-send-cult-AIR = Ar
cmd-tm-send-steps = passos
    .description = Um espaço específico: 3, 2, ou 1 para avançar sem espaço
cmd-tm-action = ação
    .description = Use uma Ação de Poder ou uma ação especial
cmd-tm-action-name = nome
    .description = A ação e o que você faz com ela
cmd-tm-convert = converter
    .description = Converta recursos (Poder, Clérigos, Trabalhadores, Moedas)
cmd-tm-convert-what = o_que
    .description = por exemplo 3PW to 3C, 1P to 1W
cmd-tm-burn = queimar
    .description = Queime Poder: passe Poder do Alguidar II para o III
cmd-tm-burn-amount = quantidade
    .description = Quanto Poder chega ao Alguidar III
cmd-tm-pass = passar
    .description = Passe nesta rodada, pegando uma Carta de Bônus
cmd-tm-pass-bonus = bônus
    .description = A Carta de Bônus da próxima rodada (nenhuma na última rodada)
cmd-tm-advance = avançar
    .description = Avance na trilha de Remessa ou na de Troca
cmd-tm-advance-track = trilha
    .description = Qual trilha
cmd-tm-advance-track-ship = Remessa
cmd-tm-advance-track-dig = Troca
cmd-tm-settings-accept_one_power = aceitar_um_poder
    .description = Aceite ofertas de 1 de Poder (não custam PV) sem que lhe perguntem
cmd-tm-settings-decline_costly_power = recusar_poder_pago
    .description = Recuse ofertas de Poder que custam PV sem que lhe perguntem

tm-lobby-options = mapa: { $board }{ $merchants ->
    [true] , com Os Mercadores
   *[false] {""}
 }
tm-round-begins = Começa a **rodada { $round }**.

## O resumo da posição no terminal e a pontuação final projetada (bot/i18n/terra_mystica.py)
tm-summary-over = Fim de jogo: { $ranking }
tm-summary-choosing = Escolha das facções: vez { TERM("tm-faction", $faction, case: "of") } de { $what }
tm-summary-choosing-seat = Escolha das facções: o lugar { $seat } escolhe
tm-summary-setup = Preparação: vez { TERM("tm-faction", $faction, case: "of") } de { $step ->
    [dwelling] colocar uma Habitação
    [harbour] colocar a ficha de porto
   *[bonus] escolher uma Carta de Bônus ({ $cards })
 }
tm-summary-who = vez { TERM("tm-faction", $faction, case: "of") } de { $what }
tm-summary-turn = Rodada { $round }, turno { $turn }: { $who }
tm-summary-income = Renda da rodada { $round }: { $who }
tm-summary-nobody = ninguém precisa decidir
tm-summary-faction = { $faction } { $vp } PV  { $coins } C { $workers } W { $priests } P  poder { $power }  cultos { $cults }  { $reach }  troca { $dig }
tm-summary-passed = {" "}(passou)
tm-summary-out = {" "}(fora)
tm-summary-boats = barcos { $boats }, comércios { $trades }
tm-summary-offer = { TERM("tm-faction", $faction) }: { $power } de Poder { TERM("tm-faction", $source, case: "of") }
tm-summary-offers = Poder oferecido: { $offers }
tm-projected = Se o jogo acabasse agora: { $parts } → { $vp } PV
tm-projected-part = { $part ->
    [network] rede { $vp } ({ $network } estruturas)
    [resources] recursos { $vp }
    [FIRE] Fogo { $vp }
    [WATER] Água { $vp }
    [EARTH] Terra { $vp }
    [AIR] Ar { $vp }
   *[other] { $part } { $vp }
 }
tm-summary-cults = Fo{ $fire } Ág{ $water } Te{ $earth } Ar{ $air }

# Recusas da issue 30 (host)
tm-number-too-large = '{ $text }': esse número é maior do que qualquer contagem do jogo (no máximo { $max })
tm-wait-for-nothing = Ninguém mais tem uma decisão a tomar agora: 'wait' deixa os outros decidirem primeiro, então não há o que esperar

# /tile (peça): o cartão de uma peça
tm-tile-kind = { $kind ->
    [favor] Marcador de Favor
    [town] Ficha de Cidade
    [bonus] Carta de Bônus
   *[scoring] Ficha de Pontuação da rodada
 }
tm-tile-head = **{ $tile }** · { $kind ->
    [favor] Marcador de Favor
    [town] Ficha de Cidade
    [bonus] Carta de Bônus
   *[scoring] Ficha de Pontuação da rodada
 }
tm-tile-scoring = { $scoring }; no fim da rodada { $gains } { $per }
tm-tile-copies = { $n } cópias
tm-tile-option = só com { $option ->
    [merchants-of-the-seas] Mercadores dos Mares
   *[other] a opção { $option }
 }
tm-tile-without = não com { $option ->
    [merchants-of-the-seas] Mercadores dos Mares
   *[other] a opção { $option }
 }

## O livro-caixa (/tm log, o log do terminal): o que uma jogada mudou.
tm-ledger-faction = { TERM("tm-faction", $faction) }: { $changes }
tm-ledger-delta = { $sign }{ $n ->
    [one] { $n } { TERM("tm-unit", $resource, case: "one") }
   *[other] { $n } { TERM("tm-unit", $resource) }
 } ({ $now })
tm-ledger-power = Poder { $bowls }
tm-ledger-cult = { TERM("tm-cult", $cult) } { $sign }{ $n } ({ $now })
