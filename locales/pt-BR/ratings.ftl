## Classificação e estatísticas (bot/ratings, bot/discord/ratings_commands.py)

rating-no-such-table = { $table } não é uma das tabelas de classificação deste jogo: { $tables }
rating-no-table = { $game } não tem a tabela "{ $table }": Terra Mystica classifica partidas de 3 ou mais jogadores (main), de 2 jogadores (two) e com IA (ai); Keyflower as partidas sem IA (main) e as com IA (ai)
rating-no-server = Aqui não há servidor: peça a classificação de todos os servidores (onde: todos), ou peça num servidor.
rating-title = **Classificação de { $game }** · { $scope } · { $table }
rating-scope-server = este servidor
rating-scope-all = todos os servidores
rating-table-main = { $game ->
    [terra_mystica] 3 ou mais jogadores, como o terra.snellman.org classifica
   *[other] partidas sem IA
}
rating-table-two = 2 jogadores
rating-table-ai = partidas com IA
rating-line = { $place }. **{ $name }** { NUMBER($rating, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
rating-you = Você: { $place }º de { $of } · { NUMBER($rating, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
rating-you-unlisted = Você ainda não está na lista: { $games } de { $needed } partidas jogadas (até lá a sua classificação não mexe na de ninguém).
rating-you-none = Você ainda não tem partida classificada aqui.
rating-nobody = Ainda não há partida classificada aqui.
rating-factions = Facções no topo: { $factions }
rating-faction = { $faction } { NUMBER($rating, maximumFractionDigits: 1) }
rating-faction-on-board = { $faction } ({ $board })
rating-faction-version = { $faction } { $version }
rating-board-with-merchants = { $board } com Mercadores dos Mares
stats-title = **{ $name }** · { $game } · { $scope }
stats-none = { $name } não tem partida terminada de { $game } em { $scope }.
stats-no-factions = { $game } não tem facções: peça as estatísticas de um jogador.
stats-overall = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [0] nenhuma vitória
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} ({ NUMBER($rate, style: "percent") }) · { NUMBER($vp, maximumFractionDigits: 1) } PV em média
stats-rating = Classificação { NUMBER($rating, maximumFractionDigits: 1) }: { $place }º de { $of } ({ $table })
stats-unlisted = Ainda fora da lista ({ $table }): { $games } de { $needed } partidas jogadas
stats-history = Classificação depois de cada uma { $games ->
    [one] da última partida
   *[other] das últimas { $games } partidas
}: { $points }
stats-factions = Facções jogadas:
stats-faction = { $faction }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [0] nenhuma vitória
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, { NUMBER($vp, maximumFractionDigits: 1) } PV em média
stats-factions-title = **Facções** · { $game } · { $scope }
stats-setting = **{ $board }**, { $players } jogadores ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}):
stats-setting-faction = { $faction }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { NUMBER($rate, style: "percent") } de vitórias, { NUMBER($vp, maximumFractionDigits: 1) } PV em média{ $rating ->
    [none] {""}
   *[other] , classificação { $rating }
}

cmd-ratings = classificação
    .description = Veja a classificação de um jogo: os primeiros colocados e o seu lugar
cmd-ratings-game = jogo
    .description = Qual jogo (se não disser: o deste canal)
cmd-ratings-game-terra_mystica = Terra Mystica
cmd-ratings-game-keyflower = Keyflower
cmd-ratings-scope = onde
    .description = As partidas deste servidor ou de todos (se não disser: deste servidor)
cmd-ratings-scope-server = Este servidor
cmd-ratings-scope-all = Todos os servidores
cmd-ratings-table = tabela
    .description = Qual classificação (se não disser: a principal)
cmd-ratings-table-main = Principal: 3+ jogadores (Terra Mystica), sem IA
cmd-ratings-table-two = 2 jogadores (Terra Mystica)
cmd-ratings-table-ai = Partidas com IA
cmd-stats = estatísticas
    .description = Veja as estatísticas de um jogador: partidas, vitórias, PV, facções, classificação no tempo
cmd-stats-user = jogador
    .description = De quem (se não disser: as suas)
cmd-stats-factions = facções
    .description = As estatísticas das facções: vitórias e PV por tabuleiro e jogadores
