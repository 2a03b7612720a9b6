"""Guerrilla: losing as a main player, it leaves each winning player only one ship in the encounter.

The FAQ's erratum ("power of Attrition"): it acts right after the loss, before every other Resolution
effect (Cudgel, rewards ...), so they count the ships that are left (FAQ X9): the use has the top priority
among the mandatory uses of the REWARDS window. A deal is not a loss. Extra ships in the encounter
(Merchant's hired ships) are ships in the encounter: only one ship of a weakened player, real or extra, is
left, and that player chooses which (``moves.lose_in_encounter``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GATE, ships_at, ships_on
from game.core import Events, note, push, timing_order
from game.hooks import DEFENSE, GREEN, MAIN, Power, Use, register
from game.moves import ERADICATED, LOSING, LOST, SENT, encounter_loc, extra_in_encounter
from game.state import GameState, Step
from game.windows import REWARDS, USING, power_use_pending

NAME = "Guerrilla"
SIDES = ("offense", "defense")


def winners_in_encounter(state: GameState, seat: int) -> list[tuple[int, int | str, int]]:
    """``(player, location, ships)`` for the opponent of ``seat`` and each of its allies with ships in the
    encounter, in timing order."""
    enc = state.enc
    out: list[tuple[int, int | str, int]] = []
    for s in timing_order(state):
        if s == seat or hooks.side_of(state, s) in ("", hooks.side_of(state, seat)):
            continue
        worldship = (enc.mods.gate_planet or {}).get("planet", -1)
        loc = encounter_loc(state, s)
        if s == state.offense and worldship >= 0 and not state.gate[s]:
            # a worldship replaced the launch: the offense's ships in the encounter are the ones on it
            # (FAQ, Guerrilla vs Leviathan: one is left to land; the Super takes three or fewer)
            loc = worldship
        count = ships_at(state, s, loc) if loc is not None else 0
        if loc is not None and count:
            out.append((s, loc, count))
    return out


class Guerrilla(Power):
    """Attrition."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, right after you lose an encounter, your opponent and each of its allies lose to "
        "the warp all but one of their ships in the encounter, before any other Resolution effect. "
        "Mandatory. A deal is not a loss."
    )
    wild_text: ClassVar[str] = (
        "As the defense losing in your home system, blow up the fight: the offense's and its allies' ships "
        "leave the game (nobody below the colonies needed to win) and any other ships on the planet go to "
        "the warp; your own ships there are lost as usual and the planet is destroyed (it leaves the game)."
    )
    super_text: ClassVar[str] = (
        "When your power weakens a player with three ships or fewer in the encounter, it loses them all."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("attrition", REWARDS, MAIN, mandatory=True, priority=2),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REWARDS, DEFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        side = hooks.side_of(state, seat)
        if use.key == "super":
            return [{"play": target}] if power_use_pending(state, target, seat, NAME, ("attrition",)) else []
        if enc.outcome not in SIDES or enc.outcome == side:
            return []  # a deal (or both losing) is not a loss
        if use.key == "wild":
            home = enc.target >= 0 and state.planet_home[enc.target] == seat
            return [{}] if home and any(state.gate) else []
        return [{}] if winners_in_encounter(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["attrition_all"] = seat
            note(ev, "attrition_all", seat=seat)
            return
        steps: list[Step] = []
        if use == "wild":
            enc = state.enc
            for s in timing_order(state):
                if state.gate[s]:
                    steps.append(("to_warp", s, [[GATE, state.gate[s]]], ERADICATED, seat))
                elif s != seat and hooks.side_of(state, s) == "" and ships_on(state, enc.target, s):
                    steps.append(("to_warp", s, [[enc.target, ships_on(state, enc.target, s)]], SENT, seat))
                elif s == seat and ships_on(state, enc.target, s):  # its own lost ships, as the loss says
                    steps.append(("to_warp", s, [[enc.target, ships_on(state, enc.target, s)]], LOSING, seat))
            note(ev, "planet_blown", seat=seat, planet=enc.target)
            push(state, *steps, ("planet_destroyed", enc.target))  # FAQ: the holder's home planet is gone
            return
        everything = hooks.scratch(state, NAME).get("attrition_all") == seat
        for s, loc, count in winners_in_encounter(state, seat):
            extra = extra_in_encounter(state, s)  # hired ships are its ships in the encounter too
            count += extra
            lose = count if everything and count <= 3 else count - 1
            if lose > 0 and extra:  # it chooses which one is left, a real ship or a hired one
                steps.append(("lose_in_encounter", s, loc, lose, LOST, seat))
            elif lose > 0:
                steps.append(("to_warp", s, [[loc, lose]], LOST, seat))
        note(ev, "attrition", seat=seat)
        push(state, *steps)


register(Guerrilla)
