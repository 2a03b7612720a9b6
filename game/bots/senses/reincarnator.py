"""Reincarnator: each time it loses it takes on a random unused alien (its incarnation), keeping its own
power too.

- Power (reincarnate): mandatory; with the Super played it has two forms, and the seat keeps an
  incarnation that plays itself well (``KEEP``: powers that help a bot without any judgement) and draws
  a new one otherwise.
- Super (choose not to reincarnate this time): played only when the current incarnation is worth keeping.
- Wild (another loser swaps its alien for a random one; the flare goes to that player): played against
  a player close to winning by its alien's own rule (Tick-Tock with few tokens, Masochist with few ships),
  or one colony from victory: worth a flare to take that alien away.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, alien_info, ships_on_board, yes
from game.bots.senses.registry import FLARE, FORM
from game.bots.situation import View, to_win

KEEP = frozenset(
    {
        "Cudgel",
        "Human",
        "Machine",
        "Macron",
        "Mutant",
        "Observer",
        "Tripler",
        "Virus",
        "Void",
        "Warrior",
        "Zombie",
    }
)


def incarnation(view: View, seat: int) -> str | None:
    """The seat's current incarnation (its borrowed power), if any."""
    name = alien_info(view, seat).get("incarnation")
    return str(name) if name else None


def _form(view: View, seat: int, options: list[Option]) -> Option:
    return yes(options, "change", incarnation(view, seat) not in KEEP)


def _dangerous(view: View, player: int) -> bool:
    alien = view["players"][player]["alien"]
    if alien == "Tick-Tock":
        return 0 <= int(alien_info(view, player).get("tokens", -1)) <= 3
    if alien == "Masochist":
        return ships_on_board(view, player) <= 8
    return to_win(view, player) <= 1


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0 if incarnation(view, seat) in KEEP else -1.0
    player = option.get("player")
    return 1.0 if isinstance(player, int) and _dangerous(view, player) else -1.0


FORM["Reincarnator"] = _form
FLARE["Reincarnator"] = _flare
