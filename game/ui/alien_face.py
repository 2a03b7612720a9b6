"""How the table names a player's alien (hidden powers: a sheet may lie face down).

A view's player entry says ``alien`` (None when the viewer may not know it) and ``alien_hidden`` (the
sheet is face down to the table). So the screen shows a face-down sheet to everyone but its owner, and to
the owner only while the screen talks to that person (the view is then the owner's own): the words come
from the view alone, never from the engine's state.
"""

from __future__ import annotations

from typing import Any

FACE_DOWN = "face down"


def face_down(player: dict[str, Any]) -> bool:
    """Is this player's alien sheet face down to the table?"""
    return bool(player.get("alien_hidden"))


def alien_label(player: dict[str, Any]) -> str:
    """The alien as the players panel names it: its name, "face down" (a sheet the viewer may not see),
    "NAME (face down)" (the viewer's own, still hidden from the others) or "no alien"."""
    alien = player.get("alien")
    if face_down(player):
        return f"{alien} ({FACE_DOWN})" if alien else f"alien {FACE_DOWN}"
    return str(alien) if alien else "no alien"


def alien_hover(player: dict[str, Any], summary: str = "", sheet: str = "") -> str:
    """The players panel's hover line about a player's alien."""
    head = f"{player['name']} ({player['colour']})"
    alien = player.get("alien")
    if face_down(player) and not alien:
        return f"{head}: its alien sheet lies face down; it turns over the first time its power is used."
    if not alien:
        return f"{head}: no alien power."
    hidden = " Its sheet is still face down: only you know it." if face_down(player) else ""
    return f"{head} is the {alien}. {summary}{hidden}" + (f" On its sheet: {sheet}." if sheet else "")
