"""Refusals in Brazilian Portuguese: the engines and the host write them in English; here each
message shape has a pattern and its translation.

A named group is translated by its name: `faction` (a faction's display name), `building`,
`terrain`, `cult`, `resource`, `doing`; other groups are copied (hexes, numbers, notation).
A message without a pattern stays in English (tests check that none is left untranslated).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from rules.terra_mystica.data.factions import BUILDING_NAMES, FACTIONS

from .terra_mystica import BUILDINGS_PT, FACTIONS_PT, cult_name, terrain_name

_FACTION_PT = {spec.display: FACTIONS_PT.get(name, spec.display) for name, spec in FACTIONS.items()}
_FACTION_PT.update({name: FACTIONS_PT.get(name, name) for name in FACTIONS})
_BUILDING_PT = {english: BUILDINGS_PT[code] for code, english in BUILDING_NAMES.items()}
_RESOURCE_PT = {
    "coins": "Moedas",
    "workers": "Trabalhadores",
    "priests": "Clérigos",
    "victory points": "Pontos de Vitória",
    "power in bowl I": "poder no Alguidar I",
    "power in bowl II": "poder no Alguidar II",
    "power in bowl III": "poder no Alguidar III",
    "spades": "Pás",
    "keys": "chaves",
    "favor tiles to take": "Fichas de Favor a pegar",
    "town tiles to take": "Fichas de Cidade a pegar",
    "cult steps to take": "passos de culto a dar",
    "free transformations": "terraformações grátis",
    "free dwellings": "Habitações grátis",
    "free trading houses": "Casas de Comércio grátis",
    "bridges to place": "Pontes a colocar",
    "shipping": "Remessa",
    "dig": "Escavação",
    "ship": "Remessa",
}
_DOING_PT = {
    "place a dwelling": "colocar uma Habitação",
    "pick a bonus card": "escolher um Cartão de Bônus",
    "place the harbour token": "colocar o Porto",
}
_PIECE_PT = {
    "boat": "Barco",
    "merchant": "Comerciante",
    "boats": "Barcos",
    "merchants": "Comerciantes",
    "harbour token": "Porto",
    "depot": "Depósito",
}
_WHAT_PT = {
    "start the game": "iniciar o jogo",
    "drop a player": "remover um jogador",
    "replace a player": "substituir um jogador",
    "abandon the game": "abandonar o jogo",
}
_KIND_PT = {"tunnel": "túnel", "carpet flight": "voo de tapete", "carpet": "voo de tapete"}


def _words(table: Mapping[str, str]) -> Callable[[str], str]:
    return lambda text: table.get(text, table.get(text.lower(), text))


_GROUPS: dict[str, Callable[[str], str]] = {
    "piece": _words(_PIECE_PT),
    "faction": _words(_FACTION_PT),
    "faction2": _words(_FACTION_PT),
    "building": _words(_BUILDING_PT),
    "building2": _words(_BUILDING_PT),
    "building3": _words(_BUILDING_PT),
    "terrain": lambda t: terrain_name(t, "pt-BR"),
    "terrain2": lambda t: terrain_name(t, "pt-BR"),
    "cult": lambda c: cult_name(c, "pt-BR"),
    "resource": _words(_RESOURCE_PT),
    "resource2": _words(_RESOURCE_PT),
    "doing": _words(_DOING_PT),
    "kind": _words(_KIND_PT),
    "what": _words(_WHAT_PT),
    "hint": lambda h: _translate_hint(h),
}

_HINTS: list[tuple[str, str]] = [
    (r" nor within your (?P<kind>.+) range \((?P<n>\d+)\)", " nem ao alcance do seu {kind} ({n})"),
    (r" nor within shipping (?P<n>\d+)", " nem ao alcance da sua Remessa {n}"),
    (r" and you have no shipping", " e você não tem Remessa"),
]

PT_PATTERNS: list[tuple[str, str]] = [
    # Merchants of the Seas
    (r"You have no (?P<piece>boat|merchant) to place now", "Você não tem {piece} para colocar agora"),
    (
        r"A (?P<piece>boat|merchant) goes on your depot's or market's hex: (?P<x>.*)",
        "O {piece} vai no hexágono do seu Depósito ou Mercado: {x}",
    ),
    (
        r"A (?P<piece>boat|merchant) goes on a river hex next to your harbour or shipyard: (?P<x>.*)",
        "O {piece} vai num hexágono de rio vizinho ao seu Porto ou Estaleiro: {x}",
    ),
    (
        r"A (?P<piece>boat|merchant) goes next to the shipyard \(the shipyard's own boat, SY-5\): (?P<x>.*)",
        "O {piece} vai ao lado do Estaleiro (o Barco do próprio Estaleiro): {x}",
    ),
    (
        r"The harbour token is placed during setup, after the starting dwellings",
        "O Porto é colocado na preparação, depois das Habitações iniciais",
    ),
    (r"It's the turn of the (?P<faction>.+) to place the harbour token", "É a vez de {faction} de colocar o Porto"),
    (
        r"The (?P<piece>harbour token|depot) goes on one of your "
        r"(?P<what>dwellings|buildings next to a river): (?P<x>.*)",
        "O {piece} vai numa das suas estruturas indicadas: {x}",
    ),
    (
        r"Boats move only in a move action \(action ACTMB, ACT7 or BON13\), before its trades are resolved",
        "Barcos só se movem numa ação de mover (action ACTMB, ACT7 ou BON13), antes de resolver as trocas",
    ),
    (
        r"Write the path from where the boat stands, e\.g\. sail r3-r4-E5",
        "Escreva o caminho a partir de onde o Barco está, por exemplo sail r3-r4-E5",
    ),
    (r"(?P<x>\S+) is not a hex on this board", "{x} não é um hexágono deste tabuleiro"),
    (
        r"You have no (?P<piece>boat|merchant) at (?P<x>\S+) that has not moved in this action",
        "Você não tem {piece} em {x} que ainda não se moveu nesta ação",
    ),
    (
        r"A (?P<piece>boat|merchant) takes at most (?P<n>\d+) steps?, (?P<m>\d+) paying 1 power; "
        r"this path has (?P<k>\d+)",
        "Um {piece} dá no máximo {n} passo(s), {m} pagando 1 de poder; este caminho tem {k}",
    ),
    (
        r"Another of your (?P<piece>boats|merchants) already goes to (?P<x>\S+) in this action \(MOVE-7\)",
        "Outro dos seus {piece} já vai para {x} nesta ação",
    ),
    (
        r"You have no trade marker left for another trade \(TRADE-7\)",
        "Você não tem mais Marcadores de Comércio para outra troca",
    ),
    (
        r"The extra step costs 1 power from bowl III, and you have none",
        "O passo extra custa 1 de poder do Alguidar III, e você não tem",
    ),
    (r"Your boats stand on rivers; (?P<x>\S+) is land", "Seus Barcos ficam em rios; {x} é terra"),
    (
        r"A boat enters land only to trade, as its last step \((?P<x>\S+)\)",
        "Um Barco só entra em terra para trocar, como último passo ({x})",
    ),
    (r"(?P<x>\S+) is not next to (?P<y>\S+)", "{x} não é vizinho de {y}"),
    (
        r"A boat goes on land only to trade with a structure; (?P<x>\S+) is empty",
        "Um Barco só vai a terra para trocar com uma estrutura; {x} está vazio",
    ),
    (r"A boat doesn't enter your own structures \(MOVE-6\)", "Um Barco não entra nas suas próprias estruturas"),
    (
        r"You have already traded with the structure at (?P<x>\S+) \(TRADE-8\)",
        "Você já trocou com a estrutura em {x}",
    ),
    (
        r"(?P<x>\S+) to (?P<y>\S+) is not one step: rivers move to a neighbouring river hex or along a canal",
        "De {x} a {y} não é um passo: no rio, anda-se a um hexágono de rio vizinho ou por um canal",
    ),
    (r"Your merchants stand on land; (?P<x>\S+) is a river", "Seus Comerciantes ficam em terra; {x} é rio"),
    (
        r"(?P<x>\S+) to (?P<y>\S+) is not one step: merchants move to a neighbouring hex",
        "De {x} a {y} não é um passo: Comerciantes andam a um hexágono vizinho",
    ),
    (
        r"A merchant may cross a river but never ends its move on one \(FD-14\)",
        "Um Comerciante pode atravessar um rio, mas nunca termina o movimento nele",
    ),
    (
        r"You have no trade at (?P<x>\S+); trades to resolve: (?P<y>.*)",
        "Você não tem troca em {x}; trocas a resolver: {y}",
    ),
    (
        r"You have no trade to resolve \(a boat must first move onto a structure\)",
        "Você não tem troca a resolver (um Barco precisa antes ir até uma estrutura)",
    ),
    (
        r"Trading with a (?P<building>.+) needs a choice: (?P<x>.*) \(e\.g\. (?P<y>.+)\)",
        "Trocar com {building} pede uma escolha: {x} (por exemplo {y})",
    ),
    (r"You have no merchant on (?P<x>\S+)", "Você não tem Comerciante em {x}"),
    (
        r"First carry out the stronghold trade's Transform and Build, or give up its spade with -SPADE \(TRADE-9\)",
        "Primeiro faça o Terraformar e Construir da troca com a Fortaleza, ou abra mão da Pá com -SPADE",
    ),
    (
        r"A move action's trades build one dwelling at most \(TRADE-10\)",
        "As trocas de uma ação de mover constroem no máximo uma Habitação",
    ),
    (r"You have no boat on a river next to (?P<x>\S+)", "Você não tem Barco num rio vizinho a {x}"),
    (r"You have no boat at (?P<x>\S+) next to (?P<y>\S+)", "Você não tem Barco em {x} vizinho a {y}"),
    (
        r"Merchants stand on the hex itself: write build (?P<x>\S+) by merchant",
        "Comerciantes ficam no próprio hexágono: escreva build {x} by merchant",
    ),
    (
        r"The shipyard is part of Merchants of the Seas, not played in this game",
        "O Estaleiro é da expansão Os Mercadores, que não está neste jogo",
    ),
    (r"You have built your shipyard already \(SY-2\)", "Você já construiu seu Estaleiro"),
    (
        r"The shipyard is built on a trading house next to a river; (?P<x>\S+) touches none \(SY-1\)",
        "O Estaleiro é construído numa Casa de Comércio vizinha a um rio; {x} não toca nenhum",
    ),
    (r"You have no NF1 choice to make", "Você não tem escolha de NF1 a fazer"),
    (
        r"Choose ship, a cult \(choose FIRE\) or a priest on a cult \(choose priest FIRE\)",
        "Escolha ship, um culto (choose FIRE) ou um Clérigo num culto (choose priest FIRE)",
    ),
    (r"You have no priest left in your supply", "Você não tem mais Clérigos na reserva"),
    (
        r"No free priest space on (?P<cult>\w+); take the step instead \(choose (?P<x>\w+)\)",
        "Não há espaço livre de Clérigo em {cult}; dê o passo em vez disso (choose {x})",
    ),
    (
        r"After a sandstorm next to a boat, build there by returning the boat \(build X by boat\)",
        "Depois de uma tempestade ao lado de um Barco, construa ali devolvendo o Barco (build X by boat)",
    ),
    (
        r"Boats are placed next to your harbour token or shipyard, and you have neither yet",
        "Barcos são colocados ao lado do seu Porto ou Estaleiro, e você ainda não tem nenhum",
    ),
    (
        r"Building by returning a boat is part of Merchants of the Seas, during the rounds",
        "Construir devolvendo um Barco é da expansão Os Mercadores, durante as rodadas",
    ),
    (
        r"The spade from trading with the Giants' stronghold can't transform a wasteland \(section 14\)",
        "A Pá da troca com a Fortaleza dos Gigantes não pode terraformar um Ermo",
    ),
    (
        r"The trial variant is a way to play Merchants of the Seas: add that option too",
        "A variante de teste é um modo de jogar Os Mercadores: adicione também essa opção",
    ),
    (
        r"You have no (?P<piece>boat|merchant) left in your supply to place",
        "Você não tem mais {piece} na reserva para colocar",
    ),
    (
        r"(?P<x>ACT\d) is a power action of Merchants of the Seas, not played in this game",
        "{x} é uma Ação de Poder da expansão Os Mercadores, que não está neste jogo",
    ),
    (r"(?P<x>FAV\d+) is not a favor tile in this game", "{x} não é uma Ficha de Favor deste jogo"),
    (
        r"You have (?P<x>FAV\d+), the other favor tile of 1 step on (?P<cult>\w+): with 2 or 3 players "
        r"a faction takes only one of them",
        "Você tem {x}, a outra Ficha de Favor de 1 passo em {cult}: com 2 ou 3 jogadores cada facção pega só uma",
    ),
    # The host
    (r"(?P<title>.+) is played by (?P<a>\d+) to (?P<b>\d+) players", "{title} é jogado por {a} a {b} jogadores"),
    (
        r"This channel already has a game; finish or abandon it first",
        "Este canal já tem um jogo; termine-o ou abandone-o antes",
    ),
    (
        r"The game has started; ask the host to replace a player instead",
        "O jogo já começou; peça ao anfitrião para substituir um jogador",
    ),
    (r"You are already in this game", "Você já está neste jogo"),
    (r"The game is full \((?P<n>\d+) players\)", "O jogo está completo ({n} jogadores)"),
    (r"The game has started: resign instead", "O jogo já começou: use desistir"),
    (r"You are not in this game", "Você não está neste jogo"),
    (r"You are not playing in this game", "Você não está jogando neste jogo"),
    (
        r"Factions are chosen with a move once the game has started",
        "Com o jogo em andamento, a facção é escolhida com uma jogada",
    ),
    (r"Only the host can (?P<what>.+)", "Só o anfitrião pode {what}"),
    (r"The game has already started", "O jogo já começou"),
    (r"Waiting for players: (?P<a>\d+) of (?P<b>\d+)", "Aguardando jogadores: {a} de {b}"),
    (
        r"At least (?P<n>\d+) players are needed; (?P<m>\d+) joined so far",
        "São necessários pelo menos {n} jogadores; {m} entraram até agora",
    ),
    (r"The game has not started yet", "O jogo ainda não começou"),
    (r"The game is over", "O jogo terminou"),
    (r"That action was already received and applied", "Essa ação já foi recebida e aplicada"),
    (
        r"The game has moved on since then; look at the latest board",
        "O jogo avançou desde então; veja o tabuleiro mais recente",
    ),
    (r"The game changed meanwhile; look again and retry", "O jogo mudou enquanto isso; veja de novo e tente outra vez"),
    (r"There is no seat (?P<n>\d+)( in this game)?", "Não existe o lugar {n} neste jogo"),
    (r"There is no move to undo", "Não há jogada para desfazer"),
    (r"Nobody asked to undo a move", "Ninguém pediu para desfazer uma jogada"),
    (r"Your agreement is not needed for this undo", "Sua concordância não é necessária para desfazer esta jogada"),
    (r"The game has moved on; that undo no longer applies", "O jogo avançou; esse pedido para desfazer não vale mais"),
    (r"Can't import: (?P<why>.+)", "Não foi possível importar: {why}"),
    (r"Unknown game '(?P<x>.+)'; games: (?P<list>.+)", "Jogo desconhecido '{x}'; jogos: {list}"),
    (r"There is no game (?P<n>\d+)", "Não existe o jogo {n}"),
    (r"Seat (?P<n>\d+) is not yours", "O lugar {n} não é seu"),
    (r"'(?P<x>.+)' is not a faction; factions(:| are) (?P<list>.+)", "'{x}' não é uma facção; facções: {list}"),
    # Terra Mystica: turns and setup
    (r"(?P<faction>.+) are already taken", "{faction} já foram escolhidos"),
    (
        r"(?P<faction>.+) already play on (?P<terrain>\w+); pick a faction of another terrain",
        "{faction} já jogam em {terrain}; escolha uma facção de outro terreno",
    ),
    (r"Unknown command (?P<x>.+)", "Comando desconhecido {x}"),
    (r"You still have your action to take this turn", "Você ainda precisa fazer a sua ação neste turno"),
    (r"You can only resign your own faction", "Você só pode retirar a sua própria facção"),
    (r"Factions are chosen before the game starts", "As facções são escolhidas antes do início do jogo"),
    (r"'(?P<x>.+)' is not a faction", "'{x}' não é uma facção"),
    (r"It's not your turn: (?P<faction>.+) are to move", "Não é a sua vez: agora jogam {faction}"),
    (r"It's not your turn \((?P<faction>.+) to move\)", "Não é a sua vez: agora jogam {faction}"),
    (r"It's not your turn", "Não é a sua vez"),
    (
        r"Free actions \(burn, convert\) are taken in your own turn",
        "Ações livres (queimar, converter) são feitas na sua própria vez",
    ),
    (r"Setup is over", "A preparação terminou"),
    (r"Now (?P<doing>.+) \((?P<example>.+), for instance\)", "Agora é hora de {doing} (por exemplo, {example})"),
    (r"It's the turn of the (?P<faction>.+) to (?P<doing>.+)", "É a vez de {faction} de {doing}"),
    (r"Seat (?P<n>\d+) chooses a faction now", "O lugar {n} escolhe uma facção agora"),
    (
        r"Choose your faction first, e\.g\. 'setup witches'",
        "Escolha primeiro a sua facção, por exemplo 'setup witches'",
    ),
    (r"This seat has no faction", "Este lugar não tem facção"),
    (r"(?P<faction>.+) have left the game", "{faction} saíram do jogo"),
    (r"(?P<faction>.+) is not playing in this game", "{faction} não está neste jogo"),
    (
        r"Only placing dwellings and picking bonus cards happen during setup",
        "Na preparação só se colocam Habitações e se escolhem Cartões de Bônus",
    ),
    (
        r"You have already taken your action this turn; '(?P<x>.+)' would be a second one",
        "Você já fez a sua ação neste turno; '{x}' seria uma segunda",
    ),
    (r"Round (?P<n>\d+) income not taken for (?P<faction>.+)", "A renda da rodada {n} não foi recebida por {faction}"),
    (r"(?P<faction>.+) already took this income", "{faction} já receberam esta renda"),
    (r"Terra Mystica is played by 2 to 5 players", "Terra Mystica é jogado por 2 a 5 jogadores"),
    (r"Unknown option\(s\): (?P<x>.+)", "Opção desconhecida: {x}"),
    (r"Unknown board '(?P<x>.+)'; boards: (?P<list>.+)", "Mapa desconhecido '{x}'; mapas: {list}"),
    (
        r"Six round scoring tiles are needed \(SCORE1 to SCORE21\)",
        "São necessárias seis Fichas de Pontuação de rodada (SCORE1 a SCORE21)",
    ),
    (r"Unknown bonus card", "Cartão de Bônus desconhecido"),
    # Building, upgrading, terraforming
    (r"(?P<hex>\w+) is not a land hex on this board", "{hex} não é um hexágono de terra neste mapa"),
    (r"(?P<hex>\w+) already has the (?P<faction>.+)' (?P<building>.+)", "{hex} já tem {building} de {faction}"),
    (
        r"Starting dwellings go on (?P<terrain>\w+); (?P<hex>\w+) is (?P<terrain2>\w+)",
        "As Habitações iniciais vão em {terrain}; {hex} é {terrain2}",
    ),
    (
        r"The ride only builds on (?P<terrain>\w+); (?P<hex>\w+) is (?P<terrain2>\w+)",
        "A cavalgada só constrói em {terrain}; {hex} é {terrain2}",
    ),
    (
        r"Use all your spades before building \((?P<n>\d+) left\)",
        "Use todas as suas Pás antes de construir (restam {n})",
    ),
    (r"Buildings can't be upgraded during setup", "Edifícios não podem ser melhorados durante a preparação"),
    (r"(?P<hex>\w+) has no building of yours", "{hex} não tem edifício seu"),
    (r"Nothing upgrades to a (?P<building>.+)", "Nada é melhorado para {building}"),
    (
        r"(?P<hex>\w+) has a (?P<building>.+); a (?P<building2>.+) is built on a (?P<building3>.+)",
        "{hex} tem {building}; {building2} é construída sobre {building3}",
    ),
    (r"You have no spades to transform with", "Você não tem Pás para terraformar"),
    (r"'(?P<x>.+)' is not a terrain; terrains are (?P<list>.+)", "'{x}' não é um terreno; terrenos: {list}"),
    (r"'(?P<x>.+)' is not a terrain", "'{x}' não é um terreno"),
    (r"(?P<hex>\w+) already is (?P<terrain>\w+)", "{hex} já é {terrain}"),
    (
        r"(?P<hex>\w+) has a building; only empty hexes can be transformed",
        "{hex} tem um edifício; só hexágonos vazios podem ser terraformados",
    ),
    (
        r"Only one hex per action may be turned into a terrain other than your home",
        "Só um hexágono por ação pode virar um terreno diferente do seu terreno natal",
    ),
    (
        r"Turning (?P<hex>\w+) \((?P<terrain>\w+)\) into (?P<terrain2>\w+) takes (?P<n>\d+) spades?; "
        r"you have (?P<m>\d+)",
        "Transformar {hex} ({terrain}) em {terrain2} exige {n} Pá(s); você tem {m}",
    ),
    (
        r"Spades you dig must all be used: with (?P<n>\d+) left, transform this hex to your home terrain",
        "Todas as Pás cavadas devem ser usadas: com {n} restante(s), terraforme este hexágono para o seu terreno natal",
    ),
    (r"Spades you dig must all be used", "Todas as Pás cavadas devem ser usadas"),
    (r"(?P<faction>.+) can't dig", "{faction} não podem cavar"),
    (r"Dig at least one spade", "Cave pelo menos uma Pá"),
    (r"You have no (?P<building>.+) left to build", "Você não tem mais {building} para construir"),
    # Cults, priests, power
    (r"'(?P<x>.+)' is not a cult track; tracks are (?P<list>.+)", "'{x}' não é uma trilha de culto; trilhas: {list}"),
    (r"'(?P<x>.+)' is not a cult track", "'{x}' não é uma trilha de culto"),
    (r"You have no priest to send", "Você não tem Clérigo para enviar"),
    (r"No free space worth (?P<n>\d+) steps on (?P<cult>\w+)", "Não há espaço livre de {n} passos em {cult}"),
    (r"Resources are converted during your turn", "Recursos são convertidos durante o seu turno"),
    (r"Convert at least one", "Converta pelo menos um"),
    (
        r"The stronghold turns at most (?P<n>\d+) workers into priests",
        "A Fortaleza transforma no máximo {n} Trabalhadores em Clérigos",
    ),
    (r"You can't convert (?P<a>\w+) to (?P<b>\w+)", "Você não pode converter {a} em {b}"),
    (
        r"(?P<n>\d+) (?P<a>\w+) costs (?P<m>\d+) (?P<b>\w+), not (?P<k>\d+)",
        "{n} {a} custa {m} {b}, não {k}",
    ),
    (r"Burn at least 1 power", "Queime pelo menos 1 de poder"),
    (
        r"Burning (?P<n>\d+) power needs (?P<m>\d+) in bowl II; you have (?P<k>\d+)",
        "Queimar {n} de poder exige {m} no Alguidar II; você tem {k}",
    ),
    (
        r"Not enough (?P<resource>.+): you have (?P<have>\d+), this needs (?P<need>\d+)",
        "Insuficiente — {resource}: você tem {have}, isto exige {need}",
    ),
    (
        r"'(?P<x>.+)' is not something a faction can gain or lose",
        "'{x}' não é algo que uma facção possa ganhar ou perder",
    ),
    (
        r"The Cultists may still reach 10 on (?P<cult>\w+) with a pending cult step: wait for their decision first "
        r"\(use 'wait'\)",
        "Os Cultistas ainda podem chegar a 10 em {cult} com um passo de culto pendente: espere a decisão deles "
        "(use 'wait')",
    ),
    (
        r"Decide on power from (?P<faction>\w+) before '(?P<x>.+)': offers are taken in order",
        "Decida sobre o poder de {faction} antes de '{x}': as ofertas são decididas em ordem",
    ),
    (r"You have no power offer to take", "Você não tem oferta de poder para aceitar"),
    (r"You have no power offer to decline", "Você não tem oferta de poder para recusar"),
    (
        r"You have no offer of (?P<n>\d+) power( from (?P<faction>\w+))?; your offers: (?P<offers>.+)",
        "Você não tem oferta de {n} de poder; as suas ofertas: {offers}",
    ),
    # Bridges, towns, actions, tiles
    (
        r"You have no bridge to place \(take the bridge power action first\)",
        "Você não tem Ponte para colocar (use antes a Ação de Poder da Ponte)",
    ),
    (r"A bridge must touch one of your buildings", "Uma Ponte precisa tocar um dos seus edifícios"),
    (r"All three of your bridges are on the map", "As suas três Pontes já estão no mapa"),
    (
        r"No bridge can join (?P<a>\w+) and (?P<b>\w+): a bridge crosses a river between two land hexes",
        "Nenhuma Ponte liga {a} e {b}: uma Ponte cruza um rio entre dois hexágonos de terra",
    ),
    (r"There already is a bridge between (?P<a>\w+) and (?P<b>\w+)", "Já existe uma Ponte entre {a} e {b}"),
    (r"Only the Mermaids can found a town across a river", "Só as Sereias podem fundar uma cidade através de um rio"),
    (r"No river hex touches all of (?P<list>.+)", "Nenhum hexágono de rio toca todos estes: {list}"),
    (r"(?P<x>\w+) is not a river hex", "{x} não é um hexágono de rio"),
    (r"Connecting across (?P<x>.+) doesn't found a town", "Ligar através de {x} não funda uma cidade"),
    (r"Pick a bonus card: (?P<list>.+)", "Escolha um Cartão de Bônus: {list}"),
    (r"You have already passed this round", "Você já passou nesta rodada"),
    (
        r"Pass with a bonus card, e\.g\. 'pass BON3'; available: (?P<list>.+)",
        "Passe com um Cartão de Bônus, por exemplo 'pass BON3'; disponíveis: {list}",
    ),
    (
        r"'(?P<x>.+)' is not an action; actions are ACT1 to ACT6 and your own",
        "'{x}' não é uma ação; as ações são ACT1 a ACT6 e as da sua facção",
    ),
    (r"You don't have the action (?P<x>\w+) \(.+\)", "Você não tem a ação {x}"),
    (r"(?P<x>\w+) \(.+\) has already been taken this round", "{x} já foi usada nesta rodada"),
    (
        r"Cult steps can't be given up \(except from 7 or more, to let a key reach 10\)",
        "Passos de culto não podem ser devolvidos (exceto a partir de 7, para uma chave chegar a 10)",
    ),
    (
        r"All (?P<n>\d+) cult steps go on the same track \(e\.g\. (?P<x>.+)\)",
        "Os {n} passos de culto vão na mesma trilha (por exemplo {x})",
    ),
    (r"You have no favor tile to take", "Você não tem Ficha de Favor para pegar"),
    (r"You have no town tile to take", "Você não tem Ficha de Cidade para pegar"),
    (r"You may take (?P<n>\d+) town tile\(s\)", "Você pode pegar {n} Ficha(s) de Cidade"),
    (r"You have no cult step to take.*", "Você não tem passo de culto para dar"),
    (r"You can't just take (?P<x>.+)", "Você não pode simplesmente pegar {x}"),
    (r"(?P<x>.+) can't be given up", "{x} não pode ser devolvido"),
    (r"(?P<x>\w+) is not a favor tile", "{x} não é uma Ficha de Favor"),
    (r"You don't have (?P<x>\w+)", "Você não tem {x}"),
    (r"You can't take two copies of (?P<x>\w+)", "Você não pode pegar duas cópias de {x}"),
    (r"No (?P<x>\w+) tile is left", "Não sobrou nenhuma ficha {x}"),
    (r"(?P<x>\w+) is not a town tile in this game", "{x} não é uma Ficha de Cidade neste jogo"),
    (r"Town tiles can't be given back", "Fichas de Cidade não podem ser devolvidas"),
    (
        r"Not enough (?P<x>\w+) tiles left \(there are (?P<n>\d+)\)",
        "Não sobraram fichas {x} suficientes (restam {n})",
    ),
    (r"(?P<x>\w+) is not a bonus card", "{x} não é um Cartão de Bônus"),
    (r"(?P<x>\w+) is not available \(available: (?P<list>.+)\)", "{x} não está disponível (disponíveis: {list})"),
    (r"(?P<faction>.+) can't advance (?P<resource>\w+)", "{faction} não podem avançar em {resource}"),
    (r"(?P<resource>\w+) is already at its maximum \((?P<n>\d+)\)", "{resource} já está no máximo ({n})"),
    # Reach
    (
        r"You can use one (?P<kind>.+) per turn, and you already used it for (?P<hex>\w+)",
        "Você pode usar um {kind} por turno, e já o usou para {hex}",
    ),
    (
        r"(?P<hex>\w+) is out of your reach: it is not next to your buildings(?P<hint>.*)",
        "{hex} está fora do seu alcance: não é vizinho dos seus edifícios{hint}",
    ),
    (
        r"The sandstorm needs (?P<hex>\w+) to be directly next to your building \(not over a bridge\)",
        "A tempestade de areia exige que {hex} seja vizinho direto do seu edifício (não por uma Ponte)",
    ),
    # Notation
    (
        r"I don't understand '(?P<x>.*)'\. Examples: (?P<list>.+)",
        "Não entendi '{x}'. Exemplos: {list}",
    ),
    (
        r"'(?P<x>.+)' is not a building you can upgrade to \(TP, TE, SH, SA or SY\)",
        "'{x}' não é um edifício para o qual melhorar (TP, TE, SH, SA ou SY)",
    ),
    (r"'(?P<x>.+)' is not a track; advance ship or advance dig", "'{x}' não é uma trilha; advance ship ou advance dig"),
    (r"Nothing to do: type a command\. Examples: (?P<list>.+)", "Nada a fazer: digite um comando. Exemplos: {list}"),
    (
        r"'(?P<x>.+)' counts nothing: the number must be at least 1",
        "'{x}' não conta nada: o número precisa ser pelo menos 1",
    ),
]

_COMPILED = [(re.compile(pattern), template) for pattern, template in PT_PATTERNS]
_HINTS_COMPILED = [(re.compile(pattern), template) for pattern, template in _HINTS]


def _fill(match: re.Match[str], template: str) -> str:
    values = {
        name: _GROUPS[name](value) if name in _GROUPS and value is not None else (value or "")
        for name, value in match.groupdict().items()
    }
    return template.format(**values)


def _translate_hint(hint: str) -> str:
    for pattern, template in _HINTS_COMPILED:
        match = pattern.fullmatch(hint)
        if match:
            return _fill(match, template)
    return hint


def translation(message: str) -> str | None:
    """The Portuguese for an English refusal, or None if no pattern knows it."""
    for pattern, template in _COMPILED:
        match = pattern.fullmatch(message)
        if match:
            return _fill(match, template)
    return None


def translate_error(message: str, locale: str) -> str:
    if locale != "pt-BR":
        return message
    return translation(message) or message
