"""Terra Mystica in words, in English and Brazilian Portuguese (the rulebook's terms).

Moves are told from the typed commands the notation parses to, so every move the engine accepts
can be told; tiles are summarised from the data tables.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import RuleError
from rules.terra_mystica import actions as a
from rules.terra_mystica.data.factions import BUILDING_NAMES, DISPLAY_PT, FACTIONS
from rules.terra_mystica.data.merchants import MERCHANT_FACTIONS, TRADE_MARKERS
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import BONUS_CARDS, FAVOR_TILES, TOWN_TILES
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.state import Faction, GameState

FACTIONS_PT: Mapping[str, str] = DISPLAY_PT
BUILDINGS_PT: Mapping[str, str] = {
    "D": "Habitação",
    "TP": "Casa de Comércio",
    "TE": "Templo",
    "SH": "Fortaleza",
    "SA": "Santuário",
    "SY": "Estaleiro",
}
TERRAINS: Mapping[str, tuple[str, str]] = {
    "yellow": ("yellow (desert)", "amarelo (deserto)"),
    "brown": ("brown (plains)", "marrom (planície)"),
    "black": ("black (swamp)", "preto (pântano)"),
    "blue": ("blue (lakes)", "azul (lagos)"),
    "green": ("green (forest)", "verde (floresta)"),
    "gray": ("gray (mountains)", "cinza (montanhas)"),
    "red": ("red (wasteland)", "vermelho (ermo)"),
}
CULTS_WORDS: Mapping[str, tuple[str, str]] = {
    "FIRE": ("Fire", "Fogo"),
    "WATER": ("Water", "Água"),
    "EARTH": ("Earth", "Terra"),
    "AIR": ("Air", "Ar"),
}
RESOURCES: Mapping[str, tuple[str, str]] = {
    "C": ("coins", "Moedas"),
    "W": ("workers", "Trabalhadores"),
    "P": ("priests", "Clérigos"),
    "PW": ("power", "Poder"),
    "VP": ("VP", "PV"),
    "KEY": ("key", "chave"),
    "SPADE": ("spade", "Pá"),
    "BOAT": ("boat", "Barco"),
    "MAY_BOAT": ("boat", "Barco"),
    "GAIN_SHIP": ("shipping", "Remessa"),
}
ACTIONS_WORDS: Mapping[str, tuple[str, str]] = {
    "ACT1": ("the bridge power action", "a Ação de Poder da Ponte"),
    "ACT2": ("the priest power action", "a Ação de Poder do Clérigo"),
    "ACT3": ("the 2 workers power action", "a Ação de Poder de 2 Trabalhadores"),
    "ACT4": ("the 7 coins power action", "a Ação de Poder de 7 Moedas"),
    "ACT5": ("the 1 spade power action", "a Ação de Poder de 1 Pá"),
    "ACT6": ("the 2 spades power action", "a Ação de Poder de 2 Pás"),
    "ACTA": ("the Auren's 2 cult steps", "os 2 passos de culto dos Auren"),
    "ACTC": ("the Chaos Magicians' double turn", "o turno duplo dos Magos do Caos"),
    "ACTE": ("the Engineers' bridge", "a Ponte dos Engenheiros"),
    "ACTG": ("the Giants' 2 spades", "as 2 Pás dos Gigantes"),
    "ACTN": ("the Nomads' sandstorm", "a tempestade de areia dos Nômades"),
    "ACTS": ("the Swarmlings' free trading house", "a Casa de Comércio grátis dos Swarmlings"),
    "ACTW": ("the Witches' ride", "a cavalgada das Bruxas"),
    "BON1": ("the bonus card's spade", "a Pá do Cartão de Bônus"),
    "BON2": ("the bonus card's cult step", "o passo de culto do Cartão de Bônus"),
    "FAV6": ("the favor tile's cult step", "o passo de culto da Ficha de Favor"),
    "ACT7": ("the move boats power action", "a Ação de Poder de mover Barcos"),
    "ACT8": ("the place a boat power action", "a Ação de Poder de colocar um Barco"),
    "ACT9": ("the favor tile power action", "a Ação de Poder da Ficha de Favor"),
    "ACTMB": ("the shipyard card's move boats", "o mover Barcos do Cartão de Estaleiro"),
    "ACTPB": ("the shipyard card's place a boat", "o colocar Barco do Cartão de Estaleiro"),
    "BON11": ("the bonus card's boat", "o Barco do Cartão de Bônus"),
    "BON13": ("the bonus card's move boats", "o mover Barcos do Cartão de Bônus"),
}


def _pt(locale: str) -> bool:
    return locale == "pt-BR"


def faction_name(name: str, locale: str) -> str:
    if _pt(locale):
        return FACTIONS_PT.get(name, name)
    spec = FACTIONS.get(name)
    return spec.display if spec else name


def building_name(code: str, locale: str) -> str:
    return BUILDINGS_PT.get(code, code) if _pt(locale) else BUILDING_NAMES.get(code, code)


def terrain_name(terrain: str, locale: str) -> str:
    words = TERRAINS.get(terrain)
    return words[_pt(locale)] if words else terrain


def cult_name(cult: str, locale: str) -> str:
    words = CULTS_WORDS.get(cult.upper())
    return words[_pt(locale)] if words else cult


def resource_name(code: str, locale: str) -> str:
    if code in CULTS_WORDS:
        return cult_name(code, locale)
    words = RESOURCES.get(code)
    return words[_pt(locale)] if words else code


def gains(gain: Mapping[str, int], locale: str) -> str:
    """'+6 coins, +5 VP, key' for a tile's gain."""
    parts = []
    for code, n in gain.items():
        if code == "KEY":
            parts.append(resource_name(code, locale) if n == 1 else f"{n} {resource_name(code, locale)}s")
        elif code in RESOURCES or code in CULTS_WORDS:
            parts.append(f"{n:+d} {resource_name(code, locale)}")
    return ", ".join(parts)


# What Merchants of the Seas' tiles do beyond their gains and incomes (the rules count these).
TILE_NOTES: Mapping[str, tuple[str, str]] = {
    "FAV13": (
        "then a priest on a cult (or 1 step) + 4 C, or shipping + 1 W",
        "depois Clérigo num culto (ou 1 passo) + 4 C, ou Remessa + 1 W",
    ),
    "FAV15": ("+1/+2 VP per trade", "+1/+2 PV por troca"),
    "FAV16": ("2-5 VP when passing, by trades", "2-5 PV ao passar, pelas trocas"),
    "BON11": ("+1 VP per trade", "+1 PV por troca"),
    "BON12": ("3 VP per boat when passing", "3 PV por Barco ao passar"),
}


def tile_summary(tile: str, locale: str) -> str:
    """A short description of a favor tile, town tile or bonus card."""
    pt = _pt(locale)
    note = TILE_NOTES.get(tile)
    base = _tile_summary(tile, locale)
    return f"{base}; {note[pt]}" if note else base


def _tile_summary(tile: str, locale: str) -> str:
    pt = _pt(locale)
    if tile in FAVOR_TILES:
        fav = FAVOR_TILES[tile]
        parts = [gains(fav.gain, locale)]
        if fav.gain.get("TOWN_SIZE"):
            parts.append("cidade com 6 de poder" if pt else "town at power 6")
        if fav.income:
            parts.append(("renda " if pt else "income ") + gains(fav.income, locale))
        for b, vp in fav.build_vp.items():
            parts.append(f"{vp} PV / {building_name(b, locale)}" if pt else f"{vp} VP per {building_name(b, locale)}")
        if fav.pass_vp:
            parts.append("PV ao passar" if pt else "VP when passing")
        if fav.action:
            parts.append("ação: passo de culto" if pt else "action: cult step")
        return "; ".join(p for p in parts if p)
    if tile in TOWN_TILES:
        return gains(TOWN_TILES[tile].gain, locale)
    if tile in BONUS_CARDS:
        bon = BONUS_CARDS[tile]
        parts = [("renda " if pt else "income ") + gains(bon.income, locale)]
        if bon.action:
            parts.append(ACTIONS_WORDS[bon.action][pt])
        if bon.shipping:
            parts.append("+1 Remessa" if pt else "+1 shipping")
        if bon.pass_vp:
            parts.append("PV ao passar" if pt else "VP when passing")
        return "; ".join(parts)
    return tile


def _join(parts: list[str], locale: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + (" e " if _pt(locale) else " and ") + parts[-1]


def _amount(n: int, code: str, locale: str) -> str:
    if code == "PW":
        return f"{n} de poder" if _pt(locale) else f"{n} power"
    return f"{n} {resource_name(code, locale)}"


def describe_command(c: a.Command, locale: str) -> str | None:  # noqa: C901 - one branch per command
    pt = _pt(locale)
    match c:
        case a.Build(hex=h, boat=boat, river=river):
            if boat:
                at = f" ({river})" if river else ""
                if pt:
                    return f"construiu uma Habitação em {h} devolvendo um Barco{at}"
                return f"built a dwelling on {h} by boat{at}"
            return f"construiu uma Habitação em {h}" if pt else f"built a dwelling on {h}"
        case a.Upgrade(hex=h, building=b):
            name = building_name(b, locale)
            return f"melhorou {h} para {name}" if pt else f"upgraded {h} to a {name}"
        case a.Transform(hex=h, terrain=terrain):
            if terrain is None:
                return f"terraformou {h}" if pt else f"transformed {h}"
            name = terrain_name(terrain, locale)
            return f"terraformou {h} em {name}" if pt else f"transformed {h} to {name}"
        case a.Dig(spades=n):
            return (f"cavou {n} Pá" + ("s" if n > 1 else "")) if pt else f"dug {n} spade{'s' if n > 1 else ''}"
        case a.SendPriest(cult=cult):
            name = cult_name(cult, locale)
            return f"enviou um Clérigo ao culto de {name}" if pt else f"sent a priest to {name}"
        case a.Convert(from_count=fc, from_res=fr, to_count=tc, to_res=tr):
            frm, to = _amount(fc, fr, locale), _amount(tc, tr, locale)
            return f"converteu {frm} em {to}" if pt else f"converted {frm} to {to}"
        case a.Burn(count=n):
            return f"queimou {n} de poder" if pt else f"burned {n} power"
        case a.Leech(power=n, source=source):
            src = faction_name(source, locale) if source else ("outra facção" if pt else "a neighbour")
            return f"aceitou {n} de poder ({src})" if pt else f"took {n} power from the {src}"
        case a.Decline(power=n, source=source):
            what = f"{n} de poder" if pt and n else "poder" if pt else f"{n} power" if n else "power"
            src = f" ({faction_name(source, locale)})" if source else ""
            return f"recusou {what}{src}" if pt else f"declined {what}{src}"
        case a.Bridge(a=x, b=y):
            return f"construiu uma Ponte {x}–{y}" if pt else f"built a bridge {x}–{y}"
        case a.Connect(river=r):
            return f"fundou uma cidade através de {r}" if pt else f"founded a town across {r}"
        case a.UseAction(name=name):
            words = ACTIONS_WORDS.get(name)
            what = words[pt] if words else name
            return f"usou {what}" if pt else f"took {what}"
        case a.Pass(bonus=bonus):
            if bonus is None:
                return "passou" if pt else "passed"
            return f"passou e pegou {bonus}" if pt else f"passed, taking {bonus}"
        case a.Advance(track=track):
            if track == "ship":
                return "avançou na Remessa" if pt else "advanced shipping"
            return "avançou na Escavação" if pt else "advanced digging"
        case a.Adjust(delta=d, resource=res):
            return _describe_adjust(d, res, locale)
        case a.ChooseFaction(faction=name):
            return f"escolheu: {faction_name(name, locale)}" if pt else f"chose the {faction_name(name, locale)}"
        case a.PlaceHarbour(hex=h):
            return f"colocou o Porto em {h}" if pt else f"placed the harbour token on {h}"
        case a.PlaceBoat(hex=h):
            return f"colocou um Barco em {h}" if pt else f"placed a boat on {h}"
        case a.Sail(path=path):
            route = " → ".join(path)
            return f"moveu um Barco {route}" if pt else f"moved a boat {route}"
        case a.Trade(hex=h, choice=choice):
            extra = f" ({choice})" if choice else ""
            return f"trocou com a estrutura em {h}{extra}" if pt else f"traded with the structure on {h}{extra}"
        case a.Choose(what=what, cult=cult):
            if what == "SHIP":
                return "escolheu o avanço de Remessa (NF1)" if pt else "chose the shipping advance (NF1)"
            name = cult_name(cult or "", locale)
            if what == "PRIEST":
                return f"pôs um Clérigo no culto de {name} (NF1)" if pt else f"put a priest on {name} (NF1)"
            return f"avançou 1 em {name} (NF1)" if pt else f"moved 1 up on {name} (NF1)"
        case a.DropFaction():
            return "saiu do jogo" if pt else "left the game"
    return None  # Wait and Done say nothing


def _describe_adjust(delta: int, res: str, locale: str) -> str:
    pt = _pt(locale)
    if res.startswith(("FAV", "TW")) and delta > 0:
        summary = tile_summary(res, locale)
        return f"pegou {res} ({summary})" if pt else f"took {res} ({summary})"
    if res in CULTS_WORDS:
        name = cult_name(res, locale)
        if delta > 0:
            return f"avançou {delta} no culto de {name}" if pt else f"moved {delta} up on {name}"
        return f"recuou {-delta} no culto de {name}" if pt else f"gave up {-delta} on {name}"
    if res == "SPADE" and delta < 0:
        return "abriu mão das Pás restantes" if pt else "gave up the remaining spades"
    if res == "MAY_BOAT" and delta < 0:
        return "abriu mão do Barco" if pt else "gave up placing the boat"
    amount = f"{delta:+d} {resource_name(res, locale)}"
    return f"ajustou {amount}" if pt else f"adjusted {amount}"


def describe_turn(text: str, locale: str) -> str:
    """What a turn did, in a sentence without its subject: 'built a dwelling on E5 and ...'."""
    try:
        commands = parse_turn(text)
    except RuleError:
        return text
    parts = [d for d in (describe_command(c, locale) for c in commands) if d]
    return _join(parts, locale) or text


def action_label(text: str, locale: str) -> str:
    """A short button label for a decision (≤ 80 characters)."""
    pt = _pt(locale)
    try:
        commands = parse_turn(text)
    except RuleError:
        return text[:80]
    if len(commands) == 1:
        match commands[0]:
            case a.Leech(power=n, source=source):
                cost = f" (−{n - 1} {'PV' if pt else 'VP'})" if n > 1 else ""
                who = faction_name(source, locale) if source else ""
                return (f"Aceitar {n} de poder{cost} · {who}" if pt else f"Take {n} power{cost} · {who}")[:80]
            case a.Decline(power=n, source=source):
                who = f" · {faction_name(source, locale)}" if source else ""
                return f"Recusar {n or ''} de poder{who}" if pt else f"Decline {n or ''} power{who}"
            case a.Adjust(delta=d, resource=res) if res in CULTS_WORDS:
                return f"{cult_name(res, locale)} +{d}"
            case a.Adjust(resource=res) if res.startswith(("FAV", "TW")):
                return res
            case a.Adjust(resource="SPADE"):
                return "Abrir mão das Pás" if pt else "Give up the spades"
            case a.ChooseFaction(faction=name):
                return faction_name(name, locale)
            case a.Pass(bonus=bonus) if bonus:
                return bonus
            case a.Trade(hex=h, choice=choice):
                return f"{'Troca' if pt else 'Trade'} {h}" + (f": {_trade_choice(choice, locale)}" if choice else "")
            case a.PlaceBoat(hex=h):
                return f"{'Barco em' if pt else 'Boat on'} {h}"
            case a.PlaceHarbour(hex=h):
                return f"{'Porto em' if pt else 'Harbour on'} {h}"
            case a.Adjust(resource="MAY_BOAT"):
                return "Sem Barco" if pt else "No boat"
            case a.Choose(what=what, cult=cult):
                if what == "SHIP":
                    return "Remessa + 1 W" if pt else "Shipping + 1 W"
                name = cult_name(cult or "", locale)
                return f"{'Clérigo em' if pt else 'Priest on'} {name} + 4 C" if what == "PRIEST" else f"{name} +1, +4 C"
    return describe_turn(text, locale)[:80]


def _trade_choice(choice: str, locale: str) -> str:
    pt = _pt(locale)
    if choice in CULTS_WORDS:
        return cult_name(choice, locale)
    if choice == "PW":
        return "3 de poder" if pt else "3 power"
    if choice == "P":
        return "1 Clérigo" if pt else "1 priest"
    if choice == "MOVE":
        return "mover de novo" if pt else "move again"
    return f"{'Barco fica em' if pt else 'boat stays on'} {choice}"


def faction_status(g: GameState, seat: int, locale: str) -> str:
    """A player's own position, for a private reply: resources, power, cults, tiles."""
    pt = _pt(locale)
    f = g.faction_at(seat)
    if f is None:
        return f"Lugar {seat + 1}: escolhendo facção" if pt else f"Seat {seat + 1}: choosing a faction"
    name = faction_name(f.name, locale)
    cults = ", ".join(f"{cult_name(c, locale)} {v}" for c, v in zip(CULTS_WORDS, f.cult, strict=True))
    buildings = ", ".join(f"{building_name(b, locale)} {n}" for b, n in f.levels.items() if n)
    reach = (
        (f"alcance {f.teleport_range()}" if pt else f"range {f.teleport_range()}")
        if f.spec.teleport
        else (f"Remessa {f.ship}" if pt else f"shipping {f.ship}")
    )
    tiles = " ".join([*([f.bonus] if f.bonus else []), *f.favors, *f.towns]) or "-"
    if pt:
        lines = [
            f"**{name}** — {f.VP} PV",
            f"{f.C} Moedas · {f.W} Trabalhadores · {f.P} Clérigos · poder {f.P1}/{f.P2}/{f.P3}",
            f"Cultos: {cults}",
            f"Edifícios: {buildings or '-'} · {reach} · Escavação {f.dig}",
            f"Fichas: {tiles}",
        ]
        if f.passed and not g.finished:
            lines.append("Você passou nesta rodada.")
    else:
        lines = [
            f"**{name}** — {f.VP} VP",
            f"{f.C} coins · {f.W} workers · {f.P} priests · power {f.P1}/{f.P2}/{f.P3}",
            f"Cults: {cults}",
            f"Buildings: {buildings or '-'} · {reach} · digging {f.dig}",
            f"Tiles: {tiles}",
        ]
        if f.passed and not g.finished:
            lines.append("You have passed this round.")
    if MERCHANTS in g.options:
        lines.append(_merchants_status(g, f, locale))
    offers = [o for o in g.leech_offers if o.recipient == f.name]
    for o in offers:
        source = faction_name(o.source, locale)
        lines.append(f"Oferta de poder: {o.amount} de {source}" if pt else f"Power offer: {o.amount} from {source}")
    return "\n".join(lines)


def _merchants_status(g: GameState, f: Faction, locale: str) -> str:
    """Boats (merchants) on the board, trade markers, harbour and reach (Merchants of the Seas)."""
    pt = _pt(locale)
    merchants = f.name in MERCHANT_FACTIONS
    piece = ("Comerciantes" if pt else "merchants") if merchants else ("Barcos" if pt else "boats")
    where = ", ".join(f.boats) or "-"
    placed = TRADE_MARKERS - f.markers
    harbour = f.harbour or "-"
    if pt:
        line = f"{piece}: {where} · trocas {placed} (restam {f.markers} marcadores) · Porto {harbour}"
        return line + (f" · alcance {f.reach}" if merchants else "")
    line = f"{piece.capitalize()}: {where} · trades {placed} ({f.markers} markers left) · harbour {harbour}"
    return line + (f" · reach {f.reach}" if merchants else "")
