"""The bot's own texts: key -> (English, Brazilian Portuguese). Placeholders in braces."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # The lobby
    "game_opened": (
        "**{host}** opened Terra Mystica game #{game} for up to {players} players (map: {board}). "
        "Join with the button or `/tm join`; the host starts it with `/tm start`.",
        "**{host}** abriu o jogo de Terra Mystica #{game} para até {players} jogadores (mapa: {board}). "
        "Entre pelo botão ou com `/tm entrar`; o anfitrião o inicia com `/tm iniciar`.",
    ),
    "join_button": ("Join", "Entrar"),
    "joined": ("{user} joined game #{game} ({n}/{total}).", "{user} entrou no jogo #{game} ({n}/{total})."),
    "wants_faction": ("They would like to play {faction}.", "Quer jogar com {faction}."),
    "left": ("{user} left game #{game}.", "{user} saiu do jogo #{game}."),
    "started": ("Game #{game} has started!", "O jogo #{game} começou!"),
    "abandoned": ("Game #{game} was abandoned by its host.", "O jogo #{game} foi abandonado pelo anfitrião."),
    "no_game_here": (
        "There is no game in this channel. Open one with `/tm new`.",
        "Não há jogo neste canal. Abra um com `/tm novo`.",
    ),
    "no_channel": ("Games are played in a server channel.", "Os jogos acontecem em um canal de servidor."),
    # Moves
    "empty_move": ("Type a move, e.g. `build E5`.", "Digite uma jogada, por exemplo `build E5`."),
    "move_received": (
        "Your move is stored; the board follows.",
        "A sua jogada foi registrada; o tabuleiro vem a seguir.",
    ),
    "moved": ("**{seat}** ({user}) {words}.", "**{seat}** ({user}) {words}."),
    "moved_automatically": (
        "**{seat}** {words} (standing setting).",
        "**{seat}** {words} (decisão automática).",
    ),
    "round_begins": ("**Round {round}** begins.", "Começa a **rodada {round}**."),
    "next": ("Next: {who}", "Agora: {who}"),
    "to_move": ("to move", "joga"),
    "decides_power": ("to decide on power", "decide sobre poder"),
    "decides_favor": ("to take a favor tile", "pega uma Ficha de Favor"),
    "decides_town": ("to take a town tile", "pega uma Ficha de Cidade"),
    "decides_cult": ("to take a cult step", "dá um passo de culto"),
    "decides_spade": ("to use the spades left", "usa as Pás restantes"),
    "decides_faction": ("to choose a faction", "escolhe uma facção"),
    "decides_bonus": ("to pick a bonus card", "escolhe um Cartão de Bônus"),
    "choose_favor": ("choose a favor tile", "escolha uma Ficha de Favor"),
    "choose_town": ("choose a town tile", "escolha uma Ficha de Cidade"),
    "choose_faction": ("choose your faction", "escolha a sua facção"),
    "choose_bonus": ("choose a bonus card", "escolha um Cartão de Bônus"),
    "choose_trade": ("resolve a trade", "resolva uma troca"),
    "choose_boat": ("place a boat", "coloque um Barco"),
    "choose_nf1": ("choose what NF1 gives", "escolha o que NF1 dá"),
    "choose_harbour": ("place the harbour token", "coloque o Porto"),
    "game_over": ("🏁 **Game over!** {ranking}", "🏁 **Fim de jogo!** {ranking}"),
    "place": ("{n}. {seat} {vp} VP ({user})", "{n}º {seat} {vp} PV ({user})"),
    "not_your_button": (
        "This choice belongs to the {seat} player.",
        "Esta escolha é do jogador de {seat}.",
    ),
    "not_seated_button": (
        "You are not playing in this game; this choice belongs to the {seat} player.",
        "Você não está jogando neste jogo; esta escolha é do jogador de {seat}.",
    ),
    "not_seated": ("You are not playing in this game.", "Você não está jogando neste jogo."),
    # Looking
    "board_of": ("Game #{game}", "Jogo #{game}"),
    "lobby_status": (
        "Game #{game} is waiting for players ({n}/{total}): {names}.",
        "O jogo #{game} aguarda jogadores ({n}/{total}): {names}.",
    ),
    "log_head": (
        "Game #{game}: the last {shown} of {total} moves",
        "Jogo #{game}: as últimas {shown} de {total} jogadas",
    ),
    "no_moves": ("No moves yet.", "Nenhuma jogada ainda."),
    "game_line": ("#{game} {where} · {status} · {players}", "#{game} {where} · {status} · {players}"),
    "lobby": ("waiting for players", "aguardando jogadores"),
    "active": ("under way", "em andamento"),
    "finished": ("finished", "terminado"),
    "no_games": ("No games in this server right now.", "Nenhum jogo neste servidor agora."),
    # Settings
    "yes": ("yes", "sim"),
    "no": ("no", "não"),
    "settings_now": (
        "Your standing decisions, in every game:\n"
        "• accept offers of 1 power without asking: **{leech}**\n"
        "• decline offers of power that cost VP without asking: **{decline}**",
        "As suas decisões automáticas, em todos os jogos:\n"
        "• aceitar ofertas de 1 de poder sem perguntar: **{leech}**\n"
        "• recusar ofertas de poder que custam PV sem perguntar: **{decline}**",
    ),
    # Undo and resigning
    "undone": ("↩️ {user} took back `{move}`.", "↩️ {user} desfez `{move}`."),
    "undo_asked": (
        "{user} asks to take back `{move}`. {waiting}: press Agree to allow it.",
        "{user} pede para desfazer `{move}`. {waiting}: apertem Concordo para permitir.",
    ),
    "undo_still_waiting": ("Thanks. Still waiting for {waiting}.", "Obrigado. Ainda falta {waiting}."),
    "agree_button": ("Agree", "Concordo"),
    "resign_confirm": (
        "Really leave this game? Your faction stops playing; this can't be undone by you alone.",
        "Sair mesmo deste jogo? A sua facção para de jogar; você não pode desfazer isso sozinho.",
    ),
    "resign_button": ("Resign", "Desistir"),
    "resigned": ("**{seat}** ({user}) left the game.", "**{seat}** ({user}) saiu do jogo."),
    # Errors and reminders
    "not_allowed": ("You are not allowed to do that.", "Você não tem permissão para isso."),
    "stored_not_posted": (
        "Your move is stored, but posting the board failed; `/tm board` shows it.",
        "A sua jogada foi registrada, mas a publicação do tabuleiro falhou; `/tm tabuleiro` o mostra.",
    ),
    "internal_error": (
        "Something went wrong on our side; nothing was changed. Please try again.",
        "Algo deu errado do nosso lado; nada foi alterado. Tente de novo.",
    ),
    "reminder": (
        "⏰ {user}, game #{game} has been waiting for you for {hours} hours.",
        "⏰ {user}, o jogo #{game} espera por você há {hours} horas.",
    ),
}
