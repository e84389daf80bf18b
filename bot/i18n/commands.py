"""Brazilian Portuguese for what Discord's command picker shows: command and option names
(lowercase, no spaces, at most 32 characters), descriptions (at most 100) and choices."""

from __future__ import annotations

COMMANDS_PT: dict[str, str] = {
    # Groups and commands
    "tm": "tm",
    "Play Terra Mystica": "Jogue Terra Mystica",
    "new": "novo",
    "Open a Terra Mystica game in this channel": "Abra um jogo de Terra Mystica neste canal",
    "join": "entrar",
    "Take a seat in this channel's game": "Sente-se no jogo deste canal",
    "leave": "sair",
    "Give up your seat before the game starts": "Deixe o seu lugar antes de o jogo começar",
    "start": "iniciar",
    "Start the game with the players seated (host only)": "Inicie o jogo com os jogadores sentados (só o anfitrião)",
    "abandon": "abandonar",
    "End this channel's game without a result (host only)": "Encerre o jogo deste canal sem resultado (só o anfitrião)",
    "move": "jogada",
    "Play any move in notation, e.g. 'build E5' or 'pass BON3'": (
        "Faça qualquer jogada em notação, por exemplo 'build E5' ou 'pass BON3'"
    ),
    "build": "construir",
    "Build a dwelling (digging first if needed)": "Construa uma Habitação (cavando antes, se preciso)",
    "upgrade": "melhorar",
    "Upgrade one of your buildings": "Melhore um dos seus edifícios",
    "transform": "terraformar",
    "Terraform a hex with spades": "Terraforme um hexágono com Pás",
    "send": "enviar",
    "Send a priest to a cult track": "Envie um Clérigo para uma trilha de culto",
    "action": "acao",
    "Take a power action or a special action": "Use uma Ação de Poder ou uma ação especial",
    "convert": "converter",
    "Convert resources (power, priests, workers, coins)": (
        "Converta recursos (poder, Clérigos, Trabalhadores, Moedas)"
    ),
    "burn": "queimar",
    "Burn power: move power from bowl II to bowl III": "Queime poder: passe poder do Alguidar II para o III",
    "pass": "passar",
    "Pass for this round, taking a bonus card": "Passe nesta rodada, pegando um Cartão de Bônus",
    "advance": "avancar",
    "Advance on the shipping or digging track": "Avance na trilha de Remessa ou de Escavação",
    "board": "tabuleiro",
    "Show the board": "Mostra o tabuleiro",
    "status": "situacao",
    "Your own resources and tiles (only you see it)": "Os seus recursos e fichas (só você vê)",
    "log": "historico",
    "The moves played so far, and the whole log as a file": "As jogadas feitas até agora, e o histórico em arquivo",
    "games": "jogos",
    "The games being played in this server": "Os jogos em andamento neste servidor",
    "undo": "desfazer",
    "Take back the last move (others affected must agree)": (
        "Desfaz a última jogada (os outros afetados precisam concordar)"
    ),
    "resign": "desistir",
    "Leave the game under way (asks to confirm)": "Saia do jogo em andamento (pede confirmação)",
    "settings": "preferencias",
    "Your standing decisions, in every game": "As suas decisões automáticas, em todos os jogos",
    "tm-sync": "tm-sync",
    "Register the bot's commands with Discord (owner only)": "Registra os comandos do bot no Discord (só o dono)",
    # Options
    "players": "jogadores",
    "At most this many players (2 to 5); the host may start with fewer": (
        "No máximo este número de jogadores (2 a 5); o anfitrião pode começar com menos"
    ),
    "The map to play on": "O mapa do jogo",
    "options": "opcoes",
    "Rule options: +name adds one, -name removes one of the usual ones": (
        "Opções de regra: +nome acrescenta uma, -nome tira uma das habituais"
    ),
    "faction": "faccao",
    "The faction you would like to play": "A facção que você gostaria de jogar",
    "Your move; start typing to see the legal ones": "A sua jogada; comece a digitar para ver as permitidas",
    "hex": "hexagono",
    "Where, e.g. E5": "Onde, por exemplo E5",
    "building": "edificio",
    "The building to upgrade, e.g. E5": "O edifício a melhorar, por exemplo E5",
    "What it becomes": "No que ele se torna",
    "terrain": "terreno",
    "Which hex, e.g. E5": "Qual hexágono, por exemplo E5",
    "Into which terrain (default: your home terrain)": "Em qual terreno (padrão: o seu terreno natal)",
    "cult": "culto",
    "Which cult track": "Qual trilha de culto",
    "steps": "passos",
    "A particular space: 3, 2, or 1 to step without one": "Um espaço específico: 3, 2, ou 1 para avançar sem espaço",
    "name": "nome",
    "The action and what you do with it": "A ação e o que você faz com ela",
    "what": "o_que",
    "e.g. 3PW to 3C, 1P to 1W": "por exemplo 3PW to 3C, 1P to 1W",
    "amount": "quantidade",
    "How much power reaches bowl III": "Quanto poder chega ao Alguidar III",
    "bonus": "bonus",
    "The bonus card for the next round (none in the last round)": (
        "O Cartão de Bônus da próxima rodada (nenhum na última rodada)"
    ),
    "track": "trilha",
    "Which track": "Qual trilha",
    "public": "publico",
    "Post it for everyone instead of only for you": "Mostrar para todos em vez de só para você",
    "accept_one_power": "aceitar_um_poder",
    "Accept offers of 1 power (they cost no VP) without being asked": (
        "Aceitar ofertas de 1 de poder (não custam PV) sem perguntar"
    ),
    "decline_costly_power": "recusar_poder_pago",
    "Decline offers of power that cost VP without being asked": "Recusar ofertas de poder que custam PV sem perguntar",
    "guild_only": "so_servidor",
    "Only this server (instant) instead of everywhere": "Só neste servidor (imediato) em vez de em todos",
    "final_tile": "pontuacao_final",
    "Fire & Ice's extra final scoring (18/12/6 VP)": "A pontuação final extra de Fire & Ice (18/12/6 PV)",
    # Choices
    "Largest distance in one network": "Maior distância numa rede",
    "Stronghold to sanctuary distance": "Distância da Fortaleza ao Santuário",
    "Buildings on the edge in one network": "Edifícios na borda numa rede",
    "Clusters in one network": "Grupos numa rede",
    "Base game": "Jogo base",
    "Fire & Ice, side 1": "Fogo & Gelo, lado 1",
    "Revised base map (Fire & Ice side 2)": "Mapa base revisado (Fogo & Gelo, lado 2)",
    "The Lakes (Loon Lakes)": "Os Lagos (Loon Lakes)",
    "The Fjords": "Os Fiordes",
    "Shipyard (Merchants of the Seas)": "Estaleiro (Os Mercadores)",
    "Most trade markers (Merchants of the Seas)": "Mais Marcadores de Comércio (Os Mercadores)",
    "merchants": "mercadores",
    "fire_ice": "fogo_e_gelo",
    "Add Fire & Ice's six factions (ice, volcano, Riverwalkers, Shapeshifters)": (
        "Inclua as seis facções de Fogo & Gelo (gelo, vulcão, Riverwalkers, Metamorfos)"
    ),
    "Play the expansion Merchants of the Seas (boats, trades, shipyards)": (
        "Jogar a expansão Os Mercadores (Barcos, trocas, Estaleiros)"
    ),
    "Arrow": "Flecha",
    "Trading house": "Casa de Comércio",
    "Temple": "Templo",
    "Stronghold": "Fortaleza",
    "Sanctuary": "Santuário",
    "Fire": "Fogo",
    "Water": "Água",
    "Earth": "Terra",
    "Air": "Ar",
    "Shipping": "Remessa",
    "Digging": "Escavação",
}
