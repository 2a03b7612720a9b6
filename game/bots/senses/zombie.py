"""Zombie: its ships never reach the warp; in a deal it may free its partner's ships from the warp.

- Power (immortal): mandatory, one form; the saved ships are placed by ``place_ships``. What it changes
  is what ships cost the seat: allying risks none of them (``alliance.ship_cost``), a failed deal costs
  it nothing (``deals``), and in a deal it adds the ``free_ships`` term, which costs it nothing and is
  worth ships to its partner (``deals.propose``).
- Wild (one ship of the seat's about to go to the warp goes back to a colony): played on its own losses,
  unless it is a Masochist close to its win.
- Super (each ally may bring one of its ships from the warp into the encounter): more ships on the seat's
  side at no risk to the allies; played. ``zombie_raise`` (an ally asked): a ship out of the warp for free,
  taken unless the seat is a Masochist close to its win.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, has_power, masochist_close, yes
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View


def immortal(view: View, seat: int) -> bool:
    """Do ``seat``'s ships come back from every loss (Zombie's power)?"""
    return has_power(view, seat, "Zombie")


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return -1.0 if masochist_close(view, seat) else 1.0


def _raise(view: View, seat: int, options: list[Option]) -> Option:
    return yes(options, "take", not masochist_close(view, seat))


FLARE["Zombie"] = _flare
CHOOSE["zombie_raise"] = _raise
