## Lugares de IA e dicas na mesa do Discord (bot/discord/table/, bot/discord/commands.py).

cmd-new-ai = ia
    .description = Quantos lugares jogadores de IA ocupam (pelo menos um lugar fica para uma pessoa)
cmd-new-level = nível
    .description = Quão bem os jogadores de IA jogam (se não disser: difícil)
cmd-new-level-easy = Fácil
cmd-new-level-normal = Normal
cmd-new-level-hard = Difícil
cmd-tm-new-ai_factions = facções_da_ia
    .description = As facções dos jogadores de IA, separadas por vírgulas (se não disser: escolhidas durante o jogo)
cmd-replace-ai = ia
    .description = Uma IA deste nível joga com ele daqui em diante (no lugar de uma pessoa)
cmd-replace-ai-easy = IA fácil
cmd-replace-ai-normal = IA normal
cmd-replace-ai-hard = IA difícil

host-ai-plays = Ela vai jogar com { $choice }.
host-replace-who = Diga quem fica com o lugar daqui em diante: uma pessoa, com `usuário:`, ou uma IA, com `ia:` — não os dois.
host-ai-too-many-choices = { $choices } escolhas para { $n ->
    [0] nenhum lugar de IA
    [one] um lugar de IA
   *[other] { $n } lugares de IA
 }: indique no máximo uma para cada lugar de IA.
cmd-new-hints = dicas
    .description = Os jogadores podem pedir /dica à IA? (se não disser: sim com IA, não em jogos valendo classificação)

## /dica

cmd-hint = dica
    .description = As jogadas que a IA recomenda para você agora, só para você (o anfitrião pode desligar as dicas)
cmd-hint-game = jogo
    .description = O número do jogo (se não disser: o jogo deste canal, ou o seu único)
cmd-hint-allow = permitir
    .description = Só o anfitrião: permite dicas neste jogo (True) ou as desliga (False)
hint-switched = { $on ->
    [yes] As dicas agora estão permitidas no jogo #{ $game }: `/dica` mostra a um jogador as jogadas que a IA recomenda, só para ele.
   *[no] As dicas agora estão desligadas no jogo #{ $game }.
 }
hint-which-game = Você está jogando vários jogos: indique um com `jogo:` ({ $games }).
