"""Prompts in words: a title for each prompt and a label for each of its options.

Pure text for any front end (the window, a terminal client, the net protocol's clients). It reads the
prompt and names only; it decides nothing about legality: the options are the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.cards.catalog import CARD_NAME, destiny_name
from game.prompts import Prompt

Namer = Callable[[int], str]

TITLES: dict[str, str] = {
    "select_card": "Choose an encounter card",
    "launch_aim": "Aim the hyperspace gate",
    "launch_ships": "Launch ships into the gate",
    "invite_offense": "Invite allies to the offense",
    "invite_defense": "Invite allies to the defense",
    "ally": "Join the encounter as an ally?",
    "window": "Play a card or pass",
    "deal": "Make a deal",
    "deal_cards": "Choose the cards the deal gives",
    "deal_colony": "Choose ships for the colony the deal grants",
    "rewards": "Take your defensive rewards",
    "compensation_pick": "Take compensation",
    "lose_ships": "Choose ships to lose",
    "retrieve_ships": "Place a ship taken from the warp",
    "return_ships": "Return your ships home",
    "save_ships": "Place the ships you save",
    "regroup_home": "Where does your regrouped ship go?",
    "reestablish": "Re-establish a home colony",
    "second_encounter": "Have a second encounter?",
    "mandatory_use": "Use your power",
    "choose_alien": "Choose your alien",
    "destiny_wild": "Wild destiny: choose the defense",
    "own_colour": "Destiny drew your own colour",
    "plague_discard": "Plague: discard one card of each kind",
}


def title(prompt: Prompt) -> str:
    """What the prompt asks, in a few words."""
    known = TITLES.get(prompt.ctx)
    if known is not None:
        return known
    return str(prompt.ctx).replace("_", " ").capitalize()


def _planet(p: int, name: Namer, per: int) -> str:
    return f"{name(p // per)}'s planet {p % per + 1}"


def option_label(option: dict[str, Any], name: Namer, per: int = 5) -> str:
    """One option of a ``choose`` prompt in words."""
    kind = str(option.get("type", ""))
    if kind == "pass":
        return "Pass"
    if kind == "encounter_card":
        return str(CARD_NAME[option["card"]])
    if kind == "play":
        half = option.get("half")
        label = f"Play {CARD_NAME[option['card']]}"
        if half:
            label += f" ({half.capitalize()})"
        extra = _details(option, name, per, skip={"type", "card", "half", "use"})
        return f"{label}{': ' + extra if extra else ''}"
    if kind == "power":
        extra = _details(option, name, per, skip={"type", "alien", "use"})
        use = str(option.get("use", "")).replace("_", " ")
        head = f"Use the {option['alien']} power" + (f" ({use})" if use and use != "power" else "")
        return f"{head}{': ' + extra if extra else ''}"
    if kind == "aim":
        return _planet(option["planet"], name, per)
    if kind == "rewards":
        return f"{option['ships']} ships, {option['cards']} cards"
    if kind == "retrieve":
        return _planet(option["planet"], name, per)
    details = _details(option, name, per, skip={"type"})
    head = kind.replace("_", " ").capitalize()
    return f"{head}: {details}" if details else head


def _details(option: dict[str, Any], name: Namer, per: int, skip: set[str]) -> str:
    parts = []
    for key, value in option.items():
        if key in skip:
            continue
        parts.append(_value(key, value, name, per))
    return ", ".join(p for p in parts if p)


def _value(key: str, value: Any, name: Namer, per: int) -> str:
    if isinstance(value, bool):
        return key.replace("_", " ") if value else f"no {key.replace('_', ' ')}"
    if key in ("player", "seat", "target", "owner", "fido") and isinstance(value, int):
        return name(value)
    if key == "planet" and isinstance(value, int):
        return _planet(value, name, per)
    if key in ("card", "drawn", "pick") and isinstance(value, int):
        return CARD_NAME[value] if value >= 0 else "none"
    if key == "cards" and isinstance(value, list):
        return ", ".join(CARD_NAME[c] for c in value) or "no cards"
    if key == "destiny" and isinstance(value, int):
        return destiny_name(value).removeprefix("Destiny: ")
    if value in ("", None):
        return ""
    return f"{key.replace('_', ' ')} {value}"


def location(loc: Any, name: Namer, per: int = 5) -> str:
    """A ship location (planet number, "gate", "warp", ...) in words."""
    if isinstance(loc, int):
        return _planet(loc, name, per)
    return {"gate": "the gate", "warp": "the warp", "ally": "the ally slot"}.get(str(loc), str(loc))
