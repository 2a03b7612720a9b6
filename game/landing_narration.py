"""The events of Cosmic Conflict's planet and landing aliens (Saboteur, Filth, Prophet, Siren) in words, for
the game log (``game.narrate`` adds them to its table). A Saboteur token's kind is named only once it is
revealed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Name = Callable[[Any], str]


def _planet(name: Name, planet: Any) -> str:
    return str(name(("planet", int(planet)))) if int(planet) >= 0 else "its sheet"


TELL: dict[str, Callable[[dict[str, Any], Name], str]] = {
    "saboteur_tokens": lambda d, name: (
        f"{name(d['seat'])} (Saboteur) takes {d['count']} tokens to lay face down."
    ),
    "saboteur_token_placed": lambda d, name: (
        f"{name(d['seat'])} lays a face-down token by {_planet(name, d['planet'])}."
    ),
    "saboteur_tokens_swapped": lambda d, name: (
        f"{name(d['seat'])} swaps its tokens by {_planet(name, d['first'])} and {_planet(name, d['second'])}."
    ),
    "saboteur_token_revealed": lambda d, name: (
        f"Ships landed by {_planet(name, d['planet'])}: {name(d['seat'])}'s token there is a {d['token']}"
        + ("!" if d["token"] == "trap" else ".")
    ),
    "saboteur_super": lambda d, name: f"{name(d['seat'])}'s decoy acts as a trap (Saboteur Super).",
    "filth_reek": lambda d, name: (
        f"{name(d['seat'])} (Filth) shares {_planet(name, d['planet'])} with nobody: the others' ships leave."
    ),
    "filth_vacated": lambda d, name: (
        f"{name(d['seat'])} (Filth) leaves {_planet(name, d['planet'])} to the colony it granted."
    ),
    "filth_fumigated": lambda d, name: (
        f"{name(d['seat'])} (Filth) fumigates {_planet(name, d['planet'])}: the winners go home."
    ),
    "filth_filthy": lambda d, name: f"{name(d['seat'])} names {_planet(name, d['planet'])} filthy.",
    "prophet_predicted": lambda d, name: f"{name(d['seat'])} foretells that the {d['side']} will win.",
    "prophet_fulfilled": lambda d, name: (
        f"{name(d['seat'])}'s prophecy ({d['side']}) " + ("comes true." if d["right"] else "fails.")
    ),
    "siren_bonus": lambda d, name: (
        f"{name(d['seat'])} (Siren) won after luring: a colony in the offense's system."
    ),
}
