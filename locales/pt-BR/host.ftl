## O anfitrião e o bot em português: o que todos os jogos compartilham.

## Os textos do bot

host-game-opened = **{ $host }** abriu o jogo de { $title } #{ $game } para até { $players } jogadores{ $details }. Entre pelo botão ou com `/{ $group } { $join }`; o anfitrião o inicia com `/{ $group } { $start }`.
host-join-button = Entrar
host-joined = { $user } entrou no jogo #{ $game } ({ $n }/{ $total }).
host-wants = Quer jogar com { $choice }.
host-left = { $user } saiu do jogo #{ $game }.
host-started = O jogo #{ $game } começou!
host-abandoned = O jogo #{ $game } foi abandonado pelo anfitrião.
host-no-game-here = Não há jogo de { $title } neste canal. Abra um com `/{ $group } { $new }`.
host-other-game = O jogo deste canal é { $title }: jogue-o com `/{ $group }`.
host-no-channel = Os jogos acontecem em um canal de servidor.
host-empty-move = Digite uma jogada, por exemplo `{ $example }`.
host-move-too-long = Uma jogada tem no máximo { $max } caracteres: '{ $move }' é mais longa.
host-move-received = A sua jogada foi registrada; o tabuleiro vem a seguir.
host-done = Feito: veja abaixo.
host-moved = **{ $user }** ({ $seat }) { $words }.
host-moved-automatically = **{ $seat }** (decisão automática): { $words }.
host-next = Agora: { $who }
host-next-seat = { $user } ({ $seat }) { $what }
host-ranking = 🏁 **Fim de jogo!** { $ranking }
host-place = { $n }º { $seat } { $vp } PV ({ $user })
host-not-your-button = Esta escolha é do jogador de { $seat }.
host-not-seated-button = Você não está jogando neste jogo; esta escolha é do jogador de { $seat }.
host-not-seated = Você não está jogando neste jogo.
host-plan-head = Seu plano ({ $seat }): nada é jogado; só você vê isto.
host-plan-move = • **{ $seat }**: { $words } (`{ $move }`)
host-plan-stopped = ✋ O plano para em `{ $move }`: { $reason }
host-plan-banner = Plano ({ $seat }): não jogado, só você vê isto
host-nearest = Jogadas permitidas mais próximas: { $moves }
host-board-of = Jogo #{ $game }
host-lobby-status = O jogo #{ $game } aguarda jogadores ({ $n }/{ $total }): { $names }.
host-ledger-head = Jogo #{ $game }: jogadas { $first }–{ $last } de { $total } · página { $page } de { $pages } (`página:` para outra)
host-ledger-empty = Jogo #{ $game }
host-ledger-no-page = Não há página { $page }: o histórico tem { $pages ->
    [one] 1 página
   *[other] { $pages } páginas
 }.
host-no-moves = Nenhuma jogada ainda.
host-game-line = #{ $game } { $title } { $where } · { $status } · { $players }
host-status-lobby = aguardando jogadores
host-status-active = em andamento
host-status-finished = terminado
host-no-games = Nenhum jogo neste servidor agora.
host-no-games-of-yours = Você não está em nenhum jogo agora.
host-yes = sim
host-no = não
host-settings-now = As suas decisões automáticas, em todos os jogos:
host-undone = ↩️ { $user } desfez `{ $move }`{ $after }.
host-undo-asked = { $user } pede para desfazer `{ $move }`. { $waiting }: apertem Concordo para permitir.
host-undo-still-waiting = Obrigado. Ainda falta { $waiting }.
host-agree-button = Concordo
host-resign-confirm = Sair mesmo deste jogo? O seu lugar para de jogar; você não pode desfazer isso sozinho.
host-resign-button = Desistir
host-resigned = **{ $seat }** ({ $user }) saiu do jogo.
host-not-allowed = Você não tem permissão para isso.
host-command-outdated = Este comando não é o que esta versão do bot tem: o Discord talvez ainda esteja atualizando os comandos. Tente de novo em alguns minutos; se continuar, peça ao dono do bot para rodar `/tm-sync`.
host-stored-not-posted = A sua jogada foi registrada, mas a publicação do tabuleiro falhou; `/{ $group } { $board }` o mostra.
host-reply-failed = 📌 { $user }: a sua jogada foi registrada. O Discord não aceitou a resposta a ela, então aqui está.
host-late-restart = ⏰ Registrada às { $time } UTC (<t:{ $ts }:R>), anunciada depois de um reinício:
host-late = ⏰ Registrada às { $time } UTC (<t:{ $ts }:R>), anunciada com atraso:
host-already-stored = A sua jogada `{ $move }` já foi registrada (o tabuleiro está a caminho). Para jogá-la uma segunda vez, aperte De novo.
host-again-button = De novo
host-confirm-resign = Sair do jogo se confirma com o botão Desistir
host-internal-error = Algo deu errado do nosso lado; nada foi alterado. Tente de novo.
host-game-damaged = O jogo #{ $game } não pode ser lido: os dados salvos estão danificados. Quem opera o bot pode restaurá-lo de um backup.
host-channel-game-damaged = O jogo deste canal não pode ser lido: os dados salvos estão danificados. Quem opera o bot pode restaurá-lo de um backup.
host-reminder = ⏰ { $user }, o jogo #{ $game } espera por você há { $hours } horas.

## Lugares, substituições, escolhas secretas

host-seat = Lugar { $seat }
host-replaced = { $user } agora joga com { $seat } no jogo #{ $game }.
host-secret-button = { $seat }: ver as suas escolhas
host-full-board-button = Tabuleiro inteiro
host-button-outdated = Este botão é de uma versão anterior do bot e não funciona mais: use os comandos de barra do jogo.
host-pass-screen = ── Passe a tela para o { $seat } ({ $user }) e tecle Enter. ──
host-choose-one = Só você vê isto. Isso serve para { $n } jogadas: qual delas?
host-decision-choose = para escolher a jogada
    .prompt = escolha a jogada
host-secret-choices = Só você vê isto. { $seat }: { $what }
host-setting-line = • { $setting }: **{ $value }**

## Recusas: os códigos do anfitrião (bot/service.py), com os parâmetros entre chaves.

host-seats = { $title } é jogado por { $min } a { $max } jogadores
host-channel-has-game = Este canal já tem um jogo; termine-o ou abandone-o antes
host-started-ask-replacement = O jogo já começou; peça ao anfitrião para substituir um jogador
host-already-seated = Você já está neste jogo
host-game-full = O jogo está completo ({ $players } jogadores)
host-too-many-preferences = { $asked } escolhas para { $players } jogadores: no máximo uma por jogador
host-started-resign = O jogo já começou: use desistir
host-not-in-game = Você não está neste jogo
host-preference-after-start = Com o jogo em andamento, isso é escolhido com uma jogada
host-only-host = Só o anfitrião pode { $what ->
    [start] iniciar o jogo
    [drop] remover um jogador
    [replace] substituir um jogador
   *[abandon] abandonar o jogo
 }
host-already-started = O jogo já começou
host-too-few-players = São necessários pelo menos { $min } jogadores; { $joined ->
    [one] 1 entrou
   *[other] { $joined } entraram
 } até agora
host-waiting-for-players = Aguardando jogadores: { $joined } de { $total }
host-plan-hidden = { $title } tem informação oculta: experimentar jogadas poderia revelá-la, por isso não tem planos
host-empty-plan = Digite as jogadas a experimentar, separadas por ';', por exemplo `{ $example }`
host-not-started = O jogo ainda não começou
host-game-over = O jogo terminou
host-duplicate-request = Essa ação já foi recebida e aplicada
host-moved-on = O jogo avançou desde então; veja o tabuleiro mais recente
host-game-changed = O jogo mudou enquanto isso; veja de novo e tente outra vez
host-no-seat = Não existe o lugar { $seat } neste jogo
host-nothing-to-undo = Não há jogada para desfazer
host-no-undo-request = Ninguém pediu para desfazer uma jogada
host-undo-agreement-not-needed = Sua concordância não é necessária para desfazer esta jogada
host-undo-outdated = O jogo avançou; esse pedido para desfazer não vale mais
host-import-unreadable = Não foi possível importar: { $reason }
host-import-refused = Não foi possível importar: '{ $move }' é recusada: { $reason }
host-unknown-game = Jogo desconhecido '{ $game }'; jogos: { $games }
host-no-game = Não existe o jogo { $game }
host-not-playing = Você não está jogando neste jogo
host-seat-not-yours = O lugar { $seat } não é seu
host-unknown-preference = '{ $value }' não é uma das opções: { $choices }

## O terminal (python -m bot.local)

host-local-help = Digite uma jogada em notação; Tab completa as permitidas ('legal' lista todas). 'nome: jogada' joga por aquele lugar. { $plans ->
    [yes] 'plan jogada; jogada' experimenta jogadas sem jogá-las. Comandos: undo, legal, log, status, board, plan, dica, ajuda (help), sair (quit, ou Ctrl-D).
   *[no] Comandos: undo, legal, log, status, board, dica, ajuda (help), sair (quit, ou Ctrl-D).
}
host-local-image-where = O tabuleiro é gravado em { $path } depois de cada jogada.
host-local-image-written = {"  "}(tabuleiro: { $path })
host-local-image-failed = {"  "}! não foi possível gravar o tabuleiro em { $path }: { $reason }
host-local-moved = { $seat }: { $words }.
host-local-undone = {"  "}desfeita: { $move }
host-local-none = (nenhuma)
host-local-left = O jogo { $game } está salvo; continue com: { $command }
host-local-over = Fim de jogo. Pontuação final:
host-local-place = {"  "}{ $n }º { $seat } { $vp } PV ({ $user })
host-local-plan-usage = Digite depois de 'plan' as jogadas a experimentar, separadas por ';', por exemplo plan { $example }
host-local-new-game = Novo jogo { $game }
host-local-games = Jogos: { $games }
host-local-game = { $game }: { $title } { $status }, { $moves ->
    [one] 1 jogada
   *[other] { $moves } jogadas
 }
host-local-menu-prompt = novo (new) / continuar N (resume) / lista (list) / ajuda (help) / sair (quit) >
host-local-menu-help = novo: comece um jogo (pergunta as opções) · continuar N: continue o jogo N · lista: todos os jogos salvos · ajuda: esta ajuda · sair (ou Ctrl-D): saia
host-local-menu-unknown = Não entendi '{ $text }': digite novo, continuar N, lista, ajuda ou sair.
host-local-resume-which = Qual jogo? Digite continuar e o número, por exemplo continuar 1.

## Listas: "construiu uma Habitação em E5 e pegou FAV11"
host-and = { $first } e { $last }

## Comandos que o grupo de cada jogo tem ({ $game }: o nome do jogo). Nomes em minúsculas, sem espaços, até 32 letras.

cmd-new = novo
    .description = Abra um jogo de { $game } neste canal
cmd-new-players = jogadores
    .description = No máximo este número de jogadores ({ $min } a { $max }); o anfitrião pode começar com menos
cmd-join = entrar
    .description = Sente-se no jogo deste canal
cmd-leave = sair
    .description = Deixe o seu lugar antes de o jogo começar
cmd-start = iniciar
    .description = Inicie o jogo com os jogadores sentados (só o anfitrião)
cmd-abandon = abandonar
    .description = Encerre o jogo deste canal sem resultado (só o anfitrião)
cmd-move = jogada
    .description = Faça qualquer jogada em notação, por exemplo '{ $example }'
cmd-move-action = ação
    .description = A sua jogada; comece a digitar para ver as permitidas
cmd-plan = planejar
    .description = Experimente jogadas numa cópia privada do jogo: o tabuleiro e os seus recursos depois delas
cmd-plan-moves = jogadas
    .description = Jogadas separadas por ';' (de outro lugar: 'nome: jogada'), por exemplo '{ $example }'
cmd-board = tabuleiro
    .description = Veja o tabuleiro
cmd-board-public = público
    .description = Mostre-o a todos, em vez de só a você
cmd-status = situação
    .description = Veja a sua própria posição (só você a vê)
cmd-log = histórico
    .description = Veja as jogadas feitas até agora e o histórico inteiro em arquivo
cmd-log-page = página
    .description = Qual página (se não disser: a última, as jogadas mais recentes)
cmd-games = jogos
    .description = Veja os jogos em andamento neste servidor
cmd-undo = desfazer
    .description = Desfaça a última jogada (os outros afetados precisam concordar)
cmd-resign = desistir
    .description = Saia do jogo em andamento (pede confirmação)
cmd-replace = substituir
    .description = Ponha outro jogador, ou uma IA, num lugar (só o anfitrião)
cmd-replace-seat = lugar
    .description = O número do lugar (1 é o primeiro)
cmd-replace-user = usuário
    .description = Quem o joga daqui em diante
cmd-drop = remover
    .description = Tire do jogo um lugar cujo jogador foi embora (só o anfitrião)
cmd-drop-seat = lugar
    .description = O número do lugar (1 é o primeiro)
cmd-settings = preferências
    .description = Escolha as suas decisões automáticas, em todos os jogos
cmd-sync = tm-sync
    .description = Registre os comandos do bot no Discord (só o dono)
cmd-sync-guild_only = só_servidor
    .description = Só neste servidor (imediato) em vez de em todos

## As perguntas do terminal e o jogo na mesma tela (bot/local.py)
host-local-player = Jogador { $seat }
host-local-since = Desde a última vez que você olhou:
host-local-ask-game = Qual jogo? ({ $games })
host-local-not-a-game = '{ $text }' não é um jogo daqui; jogos: { $games }
host-local-ask-players = Quantos jogadores? (de { $min } a { $max })
host-local-not-players = '{ $text }' não é um número de jogadores de { $min } a { $max }
host-local-ask-yes-no = { $question }? (sim/não)
host-local-ask-choices = { $question } ({ $choices })
host-local-ask-preferences = { $what }, de cada lugar em ordem, separadas por vírgula (vazio: escolhidas no jogo)
host-local-yes = sim
host-local-no = não
host-local-not-yes-no = '{ $text }' não é sim nem não
host-local-not-a-number = '{ $text }' não é um número
host-local-not-allowed = '{ $text }' não está entre as escolhas que este jogo permite (a mais próxima: { $nearest }); as escolhas: { $choices }
host-local-new-abandoned = Nenhum jogo criado.

# Recusas da issue 30 (host)
host-cannot-start = O jogo não pode começar com { $players } jogadores: { $reason }

## /peça (bot/discord/tile_commands.py)
cmd-tile = peça
    .description = Veja uma ficha, carta, hexágono ou barco por inteiro: o que faz, custa e pontua, e a imagem
cmd-tile-name = nome
    .description = O nome ou código da peça (Keywood, FAV11, BON7, TW3, SCORE2...)
cmd-tile-game = jogo
    .description = Qual jogo (se não disser: o deste canal)
cmd-tile-game-terra_mystica = Terra Mystica
cmd-tile-game-keyflower = Keyflower
tile-unknown = { $game } não tem a peça "{ $name }". Mais parecidas: { $close }
