# Prazos, férias e encontrar uma mesa (bot/deadlines.py, bot/discord/deadline_commands.py).

## A escolha do lobby
deadline-none = sem prazo
deadline-chosen = prazo de { $time }, depois { $then ->
    [ai] uma IA joga no lugar
   *[drop] o lugar é eliminado
  }; { $days } dias de férias para cada um
deadline-unknown = "{ $value }" não é um prazo. As opções: { $choices }
deadline-on-unknown = "{ $value }" não é o que pode acontecer no prazo. As opções: { $choices }
vacation-days-range = Os dias de férias vão de 0 a { $max }, não { $days }.

## O que a varredura diz no canal do jogo
deadline-reminder = ⏰ { $users }, o jogo #{ $game } espera por você: faltam { $left } para o prazo.
deadline-dropped = ⌛ { $users } deixou passar o prazo do jogo #{ $game }: o lugar { $seats } foi eliminado, e o jogo continua sem ele.
deadline-ai = ⌛ { $users } deixou passar o prazo do jogo #{ $game }: uma IA joga no lugar { $seats } agora. `/retomar` o devolve.
deadline-stuck = ⌛ { $users } deixou passar o prazo do jogo #{ $game }, e o lugar { $seats } não pode ser eliminado nem passado a uma IA: o anfitrião decide (`substituir` ou `abandonar`).

## Férias
vacation-not-active = Férias são para jogos em andamento.
vacation-days-positive = Diga quantos dias: mais que 0.
vacation-no-deadline = O jogo #{ $game } não tem prazo: não há relógio para parar.
vacation-already = Você já está de férias neste jogo (faltam { $left }).
vacation-too-long = { $days } dias é mais do que lhe resta neste jogo: { $left } de { $allowed }.

## As opções do lobby de /tm novo e /kf novo
cmd-new-deadline = prazo
    .description = Quanto tempo cada jogador tem para uma jogada (se não disser: sem prazo)
cmd-new-deadline-none = Sem prazo
cmd-new-deadline-12h = 12 horas
cmd-new-deadline-24h = 24 horas
cmd-new-deadline-48h = 48 horas
cmd-new-deadline-72h = 72 horas
cmd-new-deadline-1week = 1 semana
cmd-new-deadline-2weeks = 2 semanas
cmd-new-on_deadline = no_prazo
    .description = O que acontece com um lugar cujo prazo passa (se não disser: é eliminado)
cmd-new-on_deadline-drop = O lugar é eliminado
cmd-new-on_deadline-ai = Uma IA joga no lugar (o jogador pode retomá-lo)
cmd-new-vacation_days = dias_de_férias
    .description = Os dias de férias que cada jogador pode tirar neste jogo (se não disser: 7)
vacation-taken = 🏖️ { $user } está de férias do jogo #{ $game } por { $days ->
    [one] 1 dia
   *[other] { $days } dias
  } (até <t:{ $until }:f>): nenhum prazo corre para ele enquanto isso. Dias de férias que restam neste jogo: { $left }.

## Retomar um lugar
claim-nothing = Nenhuma IA joga num lugar seu: não há nada para retomar.
claim-nothing-here = Nenhuma IA joga num lugar seu no jogo #{ $game }.
claim-unavailable = Este bot ainda não devolve lugares de uma IA.
claim-taken = ↩️ { $user } retoma o lugar { $seats } do jogo #{ $game } da IA e continua jogando.

## Encontrar uma mesa
open-no-server = Os lobbies abertos são listados num servidor: pergunte lá.
open-head = **Jogos procurando jogadores neste servidor**
open-line = #{ $game } { $title } { $where } · anfitrião { $host } · { $free ->
    [one] 1 lugar livre
   *[other] { $free } lugares livres
  } de { $total }{ $details } · { $deadline }
open-join-button = Entrar no #{ $game }
open-none = Nenhum jogo neste servidor procura jogadores. Abra um com `/tm novo` ou `/kf novo`.
open-more = …e mais { $more }.
deadline-which-game = Você está em vários jogos: diga qual ({ $games }).
my-games-head = **Seus jogos**
my-games-line = #{ $game } { $title } { $where } · { $turn } · { $left }
my-games-your-turn = **sua vez**
my-games-waiting = esperando { $names }
my-games-left = faltam { $left }

## Os comandos
cmd-vacation = férias
    .description = Pare o seu relógio num jogo por alguns dias: nenhum prazo corre para você enquanto isso
cmd-vacation-days = dias
    .description = Quantos dias (dentro dos dias de férias que o jogo permite)
cmd-vacation-game = jogo
    .description = Qual jogo, pelo número (se não disser: o deste canal)
cmd-claim = retomar
    .description = Retome o seu lugar da IA que o assumiu no prazo
cmd-claim-game = jogo
    .description = Qual jogo, pelo número (se não disser: o deste canal)
cmd-open = abertas
    .description = Os jogos deste servidor procurando jogadores
cmd-open-game = jogo
    .description = Qual jogo (se não disser: todos)
cmd-open-game-terra_mystica = Terra Mystica
cmd-open-game-keyflower = Keyflower
cmd-my-games = partidas
    .description = Seus jogos em todos os servidores: de quem é a vez e o tempo que falta

## Tempo gasto (situação e resultado final)
time-taken = ⏱️ Tempo gasto: { $seats }
time-taken-seat = { $seat }: { $moves ->
    [0] nenhuma jogada cronometrada
    [one] { $total } (1 jogada)
   *[other] { $total } ({ $moves } jogadas, { $median } por jogada, mediana)
  }
