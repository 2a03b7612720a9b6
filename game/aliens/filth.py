"""Filth: nobody stays on a planet with its ships; its side's winners land elsewhere; beaten at home, it
leaves the planet empty (Cosmic Conflict)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GONE, colonies, ships_on
from game.core import Events, answer, ask_choice, note, push, step, timing_order
from game.encounter_mods import need
from game.hooks import ANY, OFFENSE, RED, Power, Use, register
from game.moves import place_ships
from game.prompts import Prompt
from game.state import GameState
from game.windows import AIMED, ANY_TIME, LANDED, REGROUP, REWARDS

NAME = "Filth"


def shared(state: GameState, seat: int, planet: int) -> bool:
    """Does ``seat`` have ships on ``planet`` together with another player's?"""
    n = state.n
    row = state.ships[planet * n : planet * n + n]
    return row[seat] > 0 and any(c for s, c in enumerate(row) if s != seat)


def push_off(state: GameState, ev: Events, filth: int, planet: int) -> None:
    """Every other player's ships on ``planet`` go back to other colonies of their owner's choice (the
    warp if it has none)."""
    note(ev, "filth_reek", seat=filth, planet=planet)
    for s in timing_order(state):
        count = ships_on(state, planet, s)
        if s != filth and count:
            targets = [p for p in colonies(state, s) if p != planet]
            place_ships(state, ev, s, planet, count, "return_ships", targets)


@step("filth_reek_leftover")
def reek_leftover(state: GameState, ev: Events, filth: int, planet: int) -> None:
    """One planet of the Regroup reek: the others' ships still sharing it with Filth's go back."""
    if shared(state, filth, planet):
        push_off(state, ev, filth, planet)


def granted(state: GameState, seat: int, planet: int) -> bool:
    """Did ``seat`` grant its deal partner a colony on ``planet`` in this encounter's deal?"""
    enc = state.enc
    if not enc.deal or enc.outcome != "deal" or seat not in (state.offense, enc.defense):
        return False
    role = "offense" if seat == state.offense else "defense"
    return bool((enc.deal.get("offer") or {}).get(role, {}).get("colony") == planet)


def vacate(state: GameState, ev: Events, filth: int, planet: int) -> None:
    """Filth's own ships on ``planet`` go back to its other colonies (the warp if none): it leaves the
    planet it traded in a deal to the player landing there."""
    note(ev, "filth_vacated", seat=filth, planet=planet)
    targets = [p for p in colonies(state, filth) if p != planet]
    place_ships(state, ev, filth, planet, ships_on(state, planet, filth), "return_ships", targets)


def offense_side(state: GameState) -> list[int]:
    """Seats with ships in the gate (the offense and its allies)."""
    return [s for s in timing_order(state) if state.gate[s]]


def elsewhere(state: GameState) -> list[int]:
    """The other planets of the target's system, where a winner sent off the target may land."""
    enc = state.enc
    system = state.planet_home[enc.target]
    return [
        p for p, home in enumerate(state.planet_home) if home == system and home != GONE and p != enc.target
    ]


@answer("filth_land")
def _on_land(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    mods = state.enc.mods
    if mods.land_on is None:
        mods.land_on = {}
    need(mods.land_on)[str(prompt.seat)] = int(action["planet"])


def _on_offense_side(state: GameState, seat: int) -> bool:
    return seat == state.offense or bool(state.enc.off_allies >> seat & 1)


class Filth(Power):
    """Reek."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Whenever your ships share a planet with other players' ships, theirs go back to other colonies of "
        "theirs (the warp if they have none). When your side wins on offense, the other winners do not land "
        "on the target: each lands on another planet of that system. When you lose as the defense, the "
        "winners go home instead of landing and the planet is left empty. A colony you grant in a deal: "
        "your ships leave that planet for the player landing there."
    )
    wild_text: ClassVar[str] = (
        "At any time during an encounter, name its target planet filthy: every ship on it goes back to "
        "other colonies of its owner (the warp if none), and the winners do not land there this encounter."
    )
    super_text: ClassVar[str] = (
        "As the offense, once the gate is aimed: every other player's ships on the target planet go back to "
        "other colonies of theirs (the warp if none)."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("reek", LANDED, ANY, mandatory=True),
        Use("reek_leftovers", REGROUP, ANY, mandatory=True),
        Use("scatter", REWARDS, ANY, mandatory=True),
        Use("fumigate", REWARDS, ANY, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", AIMED, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "reek":
            records = enc.mods.landings or ()
            if not 0 <= target < len(records):
                return []
            planet = int(records[target]["planet"])
            return [{"planet": planet}] if shared(state, seat, planet) else []
        if use.key == "reek_leftovers":
            planets = [p for p in range(len(state.planet_home)) if shared(state, seat, p)]
            return [{"planets": planets}] if planets else []
        if enc.target < 0:
            return []
        if use.key == "scatter":
            won = enc.outcome == "offense" and _on_offense_side(state, seat) and not enc.mods.no_landing
            others = [s for s in offense_side(state) if s != seat and str(s) not in (enc.mods.land_on or {})]
            return [{}] if won and others else []
        if use.key == "fumigate":
            lost = enc.outcome == "offense" and seat == enc.defense and ships_on(state, enc.target, seat)
            return [{}] if lost and not enc.mods.no_landing else []
        if use.key == "super":
            others = [s for s in range(state.n) if s != seat and ships_on(state, enc.target, s)]
            return [{"planet": enc.target}] if others else []
        # wild: the encounter's target, once, before the winners land
        space = hooks.scratch(state, NAME)
        if "filthy" in space or enc.success or enc.mods.table_cleared:
            return []
        return [{"planet": enc.target}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "reek":
            planet = int(action["planet"])
            if granted(state, seat, planet):  # a colony it traded away: it leaves the planet instead
                vacate(state, ev, seat, planet)
            else:
                push_off(state, ev, seat, planet)
        elif use == "reek_leftovers":  # a planet at a time (one prompt a seat)
            push(state, *(("filth_reek_leftover", seat, int(planet)) for planet in action["planets"]))
        elif use == "scatter":
            spots = elsewhere(state)
            for s in offense_side(state):
                if s == seat:
                    continue
                if not spots:  # no other planet in that system: it goes home
                    if enc.mods.land_on is None:
                        enc.mods.land_on = {}
                    enc.mods.land_on[str(s)] = -1
                    continue
                ask_choice(state, ev, s, "filth_land", [{"type": "filth_land", "planet": p} for p in spots])
        elif use == "fumigate":
            enc.mods.no_landing = True
            note(ev, "filth_fumigated", seat=seat, planet=enc.target)
        elif use == "super":
            planet = int(action["planet"])
            note(ev, "filth_reek", seat=seat, planet=planet)
            for s in timing_order(state):
                count = ships_on(state, planet, s)
                if s != seat and count:
                    place_ships(
                        state,
                        ev,
                        s,
                        planet,
                        count,
                        "return_ships",
                        [p for p in colonies(state, s) if p != planet],
                    )
        else:  # wild
            planet = int(action["planet"])
            hooks.scratch(state, NAME)["filthy"] = planet
            enc.mods.no_landing = True
            note(ev, "filth_filthy", seat=seat, planet=planet)
            for s in timing_order(state):
                count = ships_on(state, planet, s)
                if count:
                    place_ships(
                        state,
                        ev,
                        s,
                        planet,
                        count,
                        "return_ships",
                        [p for p in colonies(state, s) if p != planet],
                    )


register(Filth)
