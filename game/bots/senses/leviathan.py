"""Leviathan: the worldship, its landing, and both flare halves.

- Power (worldship): +20 and the ships aboard is worth sending nearly always; the planet with the fewest
  ships is sent (less to lose in the warp), unless losing it would leave too few home colonies for the
  power, then only planets whose ships the seat can spare (a lukewarm yes: +20 still wins most fights).
- Landing (a mandatory choice, 0 to 4): land as many as possible while keeping one ship home, so the
  planet stays a home colony; a lone ship lands (a foreign colony is worth more than one home colony).
- Super (riders): worth playing when other players' ships sit on a home planet without the defense's:
  their ships add to the total; the planet with the most riders.
- Wild (swap a home planet with the defense's): the seat's ships on its own planet become a foreign colony
  in the defense's system, while the defense's ships on the planet it receives become one for the defense;
  played when the seat gains a colony and the defense does not.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import FLARE, FORM, POWER
from game.bots.situation import View

POWER_AT = 3  # home colonies a power needs in the usual game


def _ships(view: View, planet: int, seat: int) -> int:
    return int(view["planets"][planet]["ships"][seat])


def _home_colonies(view: View, seat: int) -> int:
    return int(view["players"][seat]["home_colonies"])


def _worldship(view: View, seat: int, option: Option) -> float:
    planet = int(option["planet"])
    aboard = _ships(view, planet, seat)
    score = 1.0 - 0.05 * aboard
    if aboard and _home_colonies(view, seat) - 1 < POWER_AT:
        score -= 0.5  # a lost worldship would cost the power
    return max(score, 0.1)


def _land(view: View, seat: int, options: list[Option]) -> Option:
    ws = view["encounter"]["modifiers"].get("gate_planet") or {}
    most = max(int(o["ships"]) for o in options)
    aboard = _ships(view, int(ws["planet"]), seat) if "planet" in ws else most
    want = aboard if aboard <= 1 else min(4, aboard - 1)
    return min(options, key=lambda o: abs(int(o["ships"]) - want))


def _super(view: View, seat: int, option: Option) -> float:
    planet = int(option["planet"])
    riders = sum(int(c) for s, c in enumerate(view["planets"][planet]["ships"]) if s != seat)
    return 1.2 + 0.05 * riders - (0.3 if other_flares(view, int(option["card"])) else 0.0)


def _wild(view: View, seat: int, option: Option) -> float:
    defense = int(view["encounter"]["defense"])
    mine, theirs = int(option["planet"]), int(option["swap"])
    gain = 1.0 if _ships(view, mine, seat) else 0.0
    given = 1.0 if defense >= 0 and _ships(view, theirs, defense) else 0.0
    if _ships(view, mine, seat) and _home_colonies(view, seat) - 1 < POWER_AT:
        gain -= 0.3
    return gain - given - 0.2 * other_flares(view, int(option["card"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "super":
        return _super(view, seat, option)
    if option.get("use") == "wild":
        return _wild(view, seat, option)
    return -1.0


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "worldship":
        return _worldship(view, seat, option)
    return -1.0


POWER["Leviathan"] = _power
FORM["Leviathan"] = _land
FLARE["Leviathan"] = _flare
