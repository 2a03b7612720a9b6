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
    "NAME (face down)" (the viewer's own, still hidden from the others) or "no alien". With several powers
    each (``more_aliens``), every sheet so, joined by "+", a zapped one marked."""
    alien = player.get("alien")
    more = player.get("more_aliens") or []
    if more:
        sheets = [(alien, face_down(player))]
        sheets += list(zip(more, player.get("more_hidden") or [False] * len(more), strict=True))
        zapped = set(player.get("zapped_aliens") or ())
        return " + ".join(_sheet_label(a, down, a in zapped) for a, down in sheets)
    if face_down(player):
        return f"{alien} ({FACE_DOWN})" if alien else f"alien {FACE_DOWN}"
    return str(alien) if alien else "no alien"


def alien_short(player: dict[str, Any]) -> str:
    """``alien_label`` kept short for tight places (the board, the players panel): with several powers
    each, the names the viewer knows joined by "+", and the sheets it may not see counted ("+ 2 face
    down"); a zapped one marked with "(z)". One alien: ``alien_label``."""
    if not player.get("more_aliens"):
        return alien_label(player)
    zapped = set(player.get("zapped_aliens") or ())
    known = [f"{a} (z)" if a in zapped else a for a, _ in sheets(player) if a]
    down = sum(1 for a, d in sheets(player) if a is None and d)
    return " + ".join(known + ([f"{down} {FACE_DOWN}"] if down else [])) or "no alien"


def _sheet_label(alien: str | None, down: bool, zapped: bool) -> str:
    """One of several sheets: its name ("NAME (face down)": the viewer's own, hidden), or "face down"."""
    if alien is None:
        return FACE_DOWN if down else "no alien"
    return f"{alien} ({FACE_DOWN})" if down else f"{alien} (zapped)" if zapped else alien


def sheets(player: dict[str, Any]) -> list[tuple[str | None, bool]]:
    """Every alien sheet of the player as the viewer knows it: (name or None, face down to the table)."""
    out = [(player.get("alien"), face_down(player))]
    more = player.get("more_aliens") or []
    return out + list(zip(more, player.get("more_hidden") or [False] * len(more), strict=True))


def aliens_hover(player: dict[str, Any], summaries: dict[str, str], sheet: str = "") -> str:
    """The hover line about a player holding several aliens (the Multiple Powers variant): each sheet
    with its power in a few words, or as lying face down."""
    head = f"{player['name']} ({player['colour']})"
    parts = []
    for alien, down in sheets(player):
        if alien is None:
            parts.append("one sheet lies face down until its power is first used" if down else "no alien")
        else:
            mine = " (face down: only you know it)" if down else ""
            parts.append(f"the {alien}{mine}: {summaries.get(alien, '')}".rstrip(": "))
    text = f"{head} holds {len(parts)} aliens. " + " ".join(p if p.endswith(".") else p + "." for p in parts)
    return text + (f" On its sheets: {sheet}." if sheet else "")


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
