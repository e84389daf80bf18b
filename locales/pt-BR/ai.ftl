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
ai-seat-to-ai = { $seat } no jogo #{ $game } agora é jogado pela { $ai }, no lugar de { $user }, que pode retomá-lo.
ai-seat-to-human = { $user } agora joga com { $seat } no jogo #{ $game }, no lugar da { $ai }.
ai-seat-level = { $seat } no jogo #{ $game } agora é jogado pela { $ai }.
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

ai-hint-head = 💡 As melhores jogadas da IA para **{ $seat }** agora (só você vê isto). { $kind ->
    [final] Pelas contas dela, você termina o jogo com cerca de { $vp } PV.
   *[worth] Sua melhor jogada vale cerca de { $vp } PV para a sua posição.
 }
ai-hint-move = { $n }. **{ $words }** (`{ $move }`): { $value }{ $behind }{ $why }
ai-hint-value = { $kind ->
    [final] cerca de { $vp } PV no final
   *[worth] vale { $vp } PV
 }
ai-hint-behind = { $vp } PV atrás da melhor
host-hints-off = O anfitrião desligou as dicas neste jogo
host-hints-only-host = Só o anfitrião pode ligar ou desligar as dicas
host-hint-not-deciding = Uma dica é para uma decisão sua: o jogo não está esperando por você agora
