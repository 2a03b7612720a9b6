"""Masochist: wins at the start of a Regroup with no ship left on the board.

- Power (hurt): mandatory, one form. What it changes is the seat's own play once few ships are left
  (``kit.masochist_close``): it does not save ships then. Losing an encounter is worth its ships
  (``encounter.stakes``), allying costs nothing (``alliance.ship_cost``), a failed deal is a gain
  (``deals.fail_value``), Hate's demand is answered with ships, and the senses that would bring ships
  back (Zombie's Wild, a Zombie raise, Remora's ships, Fido's reward, Machine's Super) leave them in the
  warp. Other players: healing a Masochist is worth it (``healer``).
- Super (in its own Regroup, remove a warp ship from the game instead of taking one back): played while
  ships on the board are few enough that taking one back matters (twice the "close" line).
- Wild (another player retrieves instead of the offense): as the offense only a Masochist plays it, naming
  the weakest player; any other seat plays it naming itself (a ship back for it, none for the offense),
  unless it is a Masochist close to its win.
"""

from __future__ import annotations

from game.bots.senses.kit import MASOCHIST_CLOSE, Option, has_power, masochist_close, rival_weight
from game.bots.senses.kit import ships_on_board as on_board
from game.bots.senses.registry import FLARE
from game.bots.situation import View, colonies_of

SHIP = 4.0


def lose_bonus(view: View, seat: int, ships: int) -> float:
    """What losing ``ships`` ships is worth to a Masochist close to its win (0 for anyone else)."""
    return 2.0 * SHIP * ships if masochist_close(view, seat) else 0.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.5 if on_board(view, seat) <= 2 * MASOCHIST_CLOSE else -1.0
    player = int(option.get("player", -1))
    offense = int(view["offense"])
    if seat == offense:
        if not has_power(view, seat, "Masochist"):
            return -1.0
        return 1.0 - 0.1 * colonies_of(view, player)
    if player != seat or masochist_close(view, seat):
        return -1.0
    return 0.5 + rival_weight(view, seat, offense)


FLARE["Masochist"] = _flare
