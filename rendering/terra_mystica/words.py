"""The image's words in Brazilian Portuguese (English is the key). Resource codes (C, W, P, PW)
and tile codes stay as they are: players of both languages read them in the notation."""

from __future__ import annotations

from rules.terra_mystica.data.factions import DISPLAY_PT
from rules.terra_mystica.state import Faction

PT: dict[str, str] = {
    "Terra Mystica · game over": "Terra Mystica · fim de jogo",
    "Terra Mystica · choosing factions": "Terra Mystica · escolha das facções",
    "Terra Mystica · setup": "Terra Mystica · preparação",
    "Terra Mystica · setup · {who} {doing}": "Terra Mystica · preparação · {who} {doing}",
    "Terra Mystica · round {round} · turn {turn} · {who}": "Terra Mystica · rodada {round} · turno {turn} · {who}",
    "{who} to move": "vez de {who}",
    "end of round": "fim da rodada",
    "to move": "sua vez",
    "to place a dwelling": "coloca uma Habitação",
    "to pick a bonus card": "escolhe um Cartão de Bônus",
    "Cults": "Cultos",
    "Fire": "Fogo",
    "Water": "Água",
    "Earth": "Terra",
    "Air": "Ar",
    "fire": "fogo",
    "water": "água",
    "earth": "terra",
    "air": "ar",
    "priests": "Clérigos",
    "Round {r}": "Rodada {r}",
    "{what}: {vp} VP": "{what}: {vp} PV",
    "taken": "usada",
    "bridge": "Ponte",
    "spade": "Pá",
    "2 spades": "2 Pás",
    "key": "chave",
    "ship": "remessa",
    "Bonus cards": "Cartões de Bônus",
    "Favor tiles left": "Fichas de Favor",
    "Town tiles left": "Fichas de Cidade",
    "act: spade": "ação: Pá",
    "act: cult": "ação: culto",
    "+1 shipping": "+1 Remessa",
    "pass: {what}": "ao passar: {what}",
    "{vp} VP": "{vp} PV",
    " (out)": " (fora)",
    " · passed": " · passou",
    "Power  I {p1}  II {p2}  III {p3}": "Poder  I {p1}  II {p2}  III {p3}",
    "Left  {left}": "Restam  {left}",
    "Bonus {tiles}": "Bônus {tiles}",
    "Favors {tiles}": "Favores {tiles}",
    "Actions {actions}": "Ações {actions}",
    " (taken)": " (usada)",
    "2 cult steps": "2 passos de culto",
    "double turn": "turno duplo",
    "sandstorm": "tempestade",
    "free TP": "TP grátis",
    "ride": "cavalgada",
    "cult step": "passo de culto",
    "{reach}   dig {dig}   bridges {bridges}": "{reach}   escavação {dig}   pontes {bridges}",
    "tunnel {n}": "túnel {n}",
    "carpet {n}": "tapete {n}",
    "ship {n}": "remessa {n}",
    "offer {n} PW from {who}": "oferta de {n} PW de {who}",
    "{n} cult step": "{n} passo de culto",
    "favor tile": "Ficha de Favor",
    "town tile": "Ficha de Cidade",
    "{n} spade": "{n} Pá",
    "to place the harbour token": "coloca o Porto",
    "move": "mover",
    "boat": "Barco",
    "favor": "Favor",
    "reach {n}": "alcance {n}",
    "boats {n}": "Barcos {n}",
    "merchants {n}": "Comerciantes {n}",
    "trades {n}": "trocas {n}",
    "place a boat": "colocar Barco",
    "move boats": "mover Barcos",
    "trade at {hexes}": "troca em {hexes}",
    "act: boat": "ação: Barco",
    "act: move boats": "ação: mover Barcos",
}


def say(locale: str, text: str, **params: object) -> str:
    template = PT.get(text, text) if locale == "pt-BR" else text
    return template.format(**params) if params else template


def faction_name(f: Faction, locale: str) -> str:
    return DISPLAY_PT.get(f.name, f.display) if locale == "pt-BR" else f.display
