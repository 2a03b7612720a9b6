"""Leviathan: as the offense, once the gate is aimed, a home planet goes through the gate as a worldship
instead of a launch: +20 and its ships to the offense's total; lost, its ships go to the warp; won, up to
four of them may stay on the target; either way the planet comes home.

The worldship is the generic ``mods.gate_planet`` (``{"planet", "owner", "riders"}``): the planet stays
in its owner's system (its ships are still a colony there), and the engine sends its ships to the warp
when the offense loses (``resolution.gate_planet_losses``) and draws it at the gate.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import move, refresh_power, ships_on, system_planets
from game.core import Events, note, push
from game.hooks import ANY, OFFENSE, YELLOW, Power, Use, register
from game.moments import EncounterEnd, Moment
from game.moves import send_home
from game.phases.turn import skip_to_end
from game.state import GameState
from game.windows import AIMED, LAUNCH, RESOLVED, redirect_flare

NAME = "Leviathan"
WORTH = 20  # what the worldship itself adds to its side's total
MAX_LAND = 4  # ships it may leave on a planet it won


def worldship(state: GameState) -> dict[str, Any] | None:
    """The planet in the gate this encounter, if any (``{"planet", "owner", "riders"}``)."""
    ws: dict[str, Any] | None = state.enc.mods.gate_planet
    return ws


def controller(state: GameState, owner: int) -> int:
    """The seat holding the Leviathan power now (FAQ: a thief controls the worldship), else its owner."""
    for s in range(state.n):
        if NAME in hooks.powers_of(state, s):
            return s
    return owner


def _counted(state: GameState, ws: dict[str, Any], ctrl: int) -> list[int]:
    """Seats whose ships on the worldship count: its controller's (FAQ), and with the Super every other
    rider's but the defense's."""
    if not ws.get("riders"):
        return [ctrl]
    return [s for s in range(state.n) if s != state.enc.defense]


def candidates(state: GameState, seat: int, riders: bool) -> list[int]:
    """Home planets ``seat`` may send: none of another player's ships on them (with the Super: none of the
    defense's, and some rider's), and not the planet the gate is aimed at."""
    enc = state.enc
    out = []
    for p in system_planets(state, seat):
        if p == enc.target:
            continue
        others = [s for s in range(state.n) if s != seat and ships_on(state, p, s)]
        ok = bool(others) and enc.defense not in others if riders else not others
        if ok:
            out.append(p)
    return out


class Leviathan(Power):
    """Worldships."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As the offense, once the gate is aimed, you may send one of your home planets that carries no "
        "other player's ships through the gate instead of launching: your side gets +20 plus your ships on "
        "it. Lose, and its ships go to the warp; win, and you may leave one to four of them on the target. "
        "The planet then returns home."
    )
    wild_text: ClassVar[str] = (
        "As the offense, before the gate is aimed: swap one of your home planets with one of the "
        "defense's, ships and all; each now belongs to its new system. The encounter ends as a success. "
        "The flare then goes to the Leviathan (discarded if nobody has it)."
    )
    super_text: ClassVar[str] = (
        "Your worldship may carry other players' ships, but not the defense's. They count for your side, "
        "their owners may not ally, and they neither land nor stay out of the fight: lost, they go to the "
        "warp too."
    )
    flare_source: ClassVar[str] = "faq"
    phases: ClassVar[tuple[str, ...]] = ("launch",)
    roles: ClassVar[str] = "as the offense"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("worldship", AIMED, OFFENSE),
        Use("worldship_land", RESOLVED, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LAUNCH, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", AIMED, OFFENSE),)

    hears = (EncounterEnd,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "wild":
            if enc.defense < 0 or enc.target >= 0:
                return []
            mine = system_planets(state, seat)
            theirs = system_planets(state, enc.defense)
            return [{"planet": a, "swap": b} for a in mine for b in theirs]
        if use.key == "worldship_land":
            ws = worldship(state)
            if ws is None or enc.outcome != "offense" or enc.target < 0 or ws.get("landed"):
                return []
            if controller(state, ws["owner"]) != seat:
                return []
            aboard = ships_on(state, ws["planet"], seat)
            return [{"ships": k} for k in range(min(MAX_LAND, aboard), -1, -1)] if aboard else []
        if worldship(state) is not None or enc.target < 0:
            return []
        return [{"planet": p} for p in candidates(state, seat, use.key == "super")]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            _swap(state, ev, seat, action["planet"], action["swap"])
            return
        if use == "worldship_land":
            ws = worldship(state)
            if ws is None:
                return
            ws["landed"] = True
            count = min(int(action["ships"]), ships_on(state, ws["planet"], seat))
            move(state, ev, seat, ws["planet"], state.enc.target, count)
            note(ev, "worldship_landed", seat=seat, planet=state.enc.target, count=count)
            return
        planet = action["planet"]
        if worldship(state) is not None or planet not in candidates(state, seat, use == "super"):
            return  # the position changed while the use waited
        enc = state.enc
        riders = [s for s in range(state.n) if s != seat and ships_on(state, planet, s)]
        enc.mods.gate_planet = {"planet": planet, "owner": seat, "riders": use == "super"}
        enc.mods.launch_replaced = True  # the worldship replaces the launch (FAQ)
        if riders:
            enc.mods.no_ally = sorted(set(enc.mods.no_ally or []) | set(riders))
        hooks.add_total_mod(state, NAME, seat, "worldship")
        note(ev, "worldship_launched", seat=seat, planet=planet, ships=ships_on(state, planet, seat))

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        ws = worldship(state)
        if ws is None:
            return total
        ctrl = controller(state, ws["owner"])
        if hooks.side_of(state, ctrl) != side:
            return total
        planet = ws["planet"]
        counted = _counted(state, ws, ctrl)
        aboard = sum(ships_on(state, planet, s) * hooks.ship_worth(state, s, "total") for s in counted)
        return total + WORTH + aboard

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case EncounterEnd():
                ws = state.enc.mods.gate_planet
                state.enc.mods.gate_planet = None
                if ws is not None:
                    note(ev, "worldship_returned", seat=ws["owner"], planet=ws["planet"])

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        ws = worldship(state)
        return {"worldship": ws["planet"]} if ws is not None and ws["owner"] == seat else {}


register(Leviathan)


def _swap(state: GameState, ev: Events, seat: int, mine: int, theirs: int) -> None:
    """Leviathan Wild: the two planets trade systems (FAQ S7: each is a home planet of its new system);
    the encounter ends as a success, and the flare goes to the Leviathan."""
    enc = state.enc
    home = state.planet_home
    a, b = home[mine], home[theirs]
    if a != seat or b != enc.defense:
        return
    home[mine], home[theirs] = b, a
    refresh_power(state, ev, a)
    refresh_power(state, ev, b)
    note(ev, "planets_swapped", seat=seat, planet=mine, other=theirs, player=b)
    redirect_flare(state, seat, NAME, hooks.owner_of(state, NAME))
    enc.outcome = "traded"
    enc.success = True
    skip_to_end(state)
    steps = send_home(state, [s for s in range(state.n) if state.gate[s]])  # ships put there earlier
    if steps:
        push(state, *steps)
