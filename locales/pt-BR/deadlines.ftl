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
deadline-stuck = ⌛ { $users } deixou passar o prazo do jogo #{ $game }, e o lugar { $seats } não pode ser eliminado: o anfitrião decide (`substituir` ou `abandonar`).

## Férias
vacation-not-active = Férias são para jogos em andamento.
vacation-days-positive = Diga quantos dias: mais que 0.
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
