## Lugares de IA e dicas em português (bot/ai/, bot/host/seats.py).

ai-level = { $level ->
    [easy] fácil
    [normal] normal
   *[hard] difícil
 }
ai-name = 🤖 IA { $level ->
    [easy] fácil
    [normal] normal
   *[hard] difícil
 }
ai-seat-to-ai = Agora quem joga com { $seat } no jogo #{ $game } é a { $ai }, no lugar de { $user }, que pode retomar o lugar.
ai-seat-to-human = { $user } agora joga com { $seat } no jogo #{ $game }, no lugar da { $ai }.
ai-seat-level = Agora quem joga com { $seat } no jogo #{ $game } é a { $ai }.
ai-added = A { $ai } entrou no jogo #{ $game } ({ $n }/{ $total }).

## Recusas

host-ai-only-host = Só o anfitrião pode adicionar um jogador de IA
host-ai-not-for-game = { $title } ainda não tem jogador de IA
host-ai-unknown-level = Não existe o nível de IA '{ $level }'; níveis: { $levels }
host-ai-needs-a-person = Pelo menos uma pessoa precisa jogar: um jogo só de IAs não é jogado
host-ai-already = Uma IA desse nível já joga no lugar { $seat }
host-ai-not-ai-seat = O lugar { $seat } é jogado por uma pessoa, não por uma IA
host-ai-not-a-person = Um lugar devolvido precisa de uma pessoa para jogá-lo

## Dicas (só quem pediu as vê)

ai-hint-head = 💡 As jogadas mais fortes da IA para **{ $seat }** agora (só você vê isto).
ai-hint-projected = Pelas contas dela, você termina o jogo com cerca de { $vp } PV.
ai-hint-move = { $n }. **{ $words }** (`{ $move }`): { $value }{ $behind }{ $why }
ai-hint-value = cerca de { $vp } PV no final com ela
ai-hint-behind = { $vp } PV atrás da primeira
host-hints-off = O anfitrião desligou as dicas neste jogo
host-hints-only-host = Só o anfitrião pode ligar ou desligar as dicas
host-hint-not-deciding = Uma dica é para uma decisão sua: o jogo não está esperando por você agora
ai-hint-standing = Você tem { $vp } PV agora; pela projeção da IA, está em { $place }º de { $players }.

## Os motivos das IAs: Terra Mystica (rules/terra_mystica/ai/reasons.py CODES)

ai-count-tm-C = { $n_s } { $n ->
    [one] Moeda
   *[other] Moedas
 }
ai-count-tm-W = { $n_s } { $n ->
    [one] Trabalhador
   *[other] Trabalhadores
 }
ai-count-tm-P = { $n_s } { $n ->
    [one] Clérigo
   *[other] Clérigos
 }
ai-count-tm-PW = { $n_s } de Poder
ai-count-tm-SPADE = { $n_s } { $n ->
    [one] Pá
   *[other] Pás
 }
ai-count-tm-D = { $n_s } { $n ->
    [one] Habitação
   *[other] Habitações
 }
ai-count-tm-TP = { $n_s } { $n ->
    [one] Casa de Comércio
   *[other] Casas de Comércio
 }
ai-count-tm-TE = { $n_s } { $n ->
    [one] Templo
   *[other] Templos
 }
ai-count-tm-SH = { $n_s } { $n ->
    [one] Fortaleza
   *[other] Fortalezas
 }
ai-count-tm-SA = { $n_s } { $n ->
    [one] Santuário
   *[other] Santuários
 }
ai-count-tm-ship = Remessa { $n_s }
ai-count-tm-dig = Troca { $n_s }
ai-count-tm-range = alcance { $n_s }
ai-reason-tm-points = { $vp_s } PV agora
ai-reason-tm-final = { $vp_s } PV na pontuação final como está
ai-reason-tm-resources = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } PV
 } em mãos
ai-reason-tm-income = renda de { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } PV
 } por { $rounds } { $rounds ->
    [one] rodada
   *[other] rodadas
 }
ai-reason-tm-cult_income = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } PV
 } das recompensas de Culto das Fichas de Pontuação das rodadas
ai-reason-tm-buildings = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } PV
 } no tabuleiro
ai-reason-tm-range = { $counted ->
    [yes] { $counts }
   *[no] { $vp_s } PV de alcance
 }
ai-reason-tm-land = { $hexes ->
    [0] { $vp_s } PV
   *[other] { $hexes_s } { $hexes ->
        [one] hexágono
       *[other] hexágonos
     }
 } de terra ao alcance
ai-reason-tm-town = { $towns ->
    [0] mais perto de uma cidade
   *[other] funda uma cidade
 }
ai-reason-tm-cults = { $steps ->
    [0] { $vp_s } PV nas trilhas de Culto
   *[other] { $steps_s } { $steps ->
        [one] passo
       *[other] passos
     } nas trilhas de Culto
 }
ai-reason-tm-leech = { $neighbours_s } { $neighbours ->
    [one] vizinho
   *[other] vizinhos
 } de quem receber Poder
ai-reason-tm-pass_vp = { $vp_s } PV a receber ao passar
ai-reason-tm-build_vp = { $vp_s } PV a receber por construir (Marcador de Favor)
ai-reason-tm-card = { $vp_s } PV da ação da Carta de Bônus
ai-reason-tm-spades = { $spades_s } { $spades ->
    [one] pá
   *[other] pás
 } para usar
ai-reason-tm-specials = { $vp_s } PV das próprias ações nas rodadas que faltam
ai-reason-tm-pass = { $card ->
    [none] passa
   *[other] passa, pegando { $card }
 }
ai-reason-tm-plan = { $vp_s } PV a mais que as outras jogadas preparam para o resto da rodada
ai-reason-tm-setup = um bom começo pelas regras práticas (terra em volta, rio, vizinhos)
ai-reason-tm-least_loss = é a que menos custa ({ $vp_s } PV)

## Os motivos das IAs: Keyflower (rules/keyflower/ai/reasons.py CODES)

ai-reason-kf-points = { $vp_s } PV como o jogo está
ai-reason-kf-workers = { $workers ->
    [0] { $vp_s } PV em trabalhadores
   *[other] { $workers_s } { $workers ->
        [one] trabalhador
       *[other] trabalhadores
     } ({ $vp_s } PV)
 }
ai-reason-kf-skills = { $skills ->
    [0] { $vp_s } PV em habilidades
   *[other] { $skills_s } { $skills ->
        [one] habilidade
       *[other] habilidades
     } ({ $vp_s } PV)
 }
ai-reason-kf-resources = { $resources ->
    [0] { $vp_s } PV em recursos
   *[other] { $resources_s } { $resources ->
        [one] recurso
       *[other] recursos
     } ({ $vp_s } PV)
 }
ai-reason-kf-actions = { $vp_s } PV das ações da aldeia nas estações que faltam
ai-reason-kf-upgrades = { $vp_s } PV de peças ainda por aprimorar
ai-reason-kf-won = { $tiles ->
    [0] { $vp_s } PV em peças ganhas
   *[other] { $tiles_s } { $tiles ->
        [one] peça ganha
       *[other] peças ganhas
     } ({ $vp_s } PV)
 }
ai-reason-kf-leads = { $tiles ->
    [0] { $vp_s } PV em peças que seus lances lideram
   *[other] { $tiles_s } { $tiles ->
        [one] peça que seus lances lideram
       *[other] peças que seus lances lideram
     } ({ $vp_s } PV)
 }
ai-reason-kf-order = { $vp_s } PV liderando por uma peça de ordem de turno
ai-reason-kf-contracts = { $contracts ->
    [0] { $vp_s } PV em contratos
   *[other] { $contracts_s } { $contracts ->
        [one] contrato
       *[other] contratos
     } ({ $vp_s } PV)
 }
ai-reason-kf-pass = passa
ai-reason-kf-offer = oferece { $tiles ->
    [one] a peça de inverno que mais vale
   *[other] as { $tiles } peças de inverno que mais valem
 } para ela
ai-reason-kf-least_loss = é a que menos custa ({ $vp_s } PV)
ai-undone-replies = {"  "}e { $n ->
    [one] a jogada da IA
   *[other] as { $n } jogadas das IAs
 } depois dela
