"""Siren: when a player in whose home system it has a colony is chosen as the defense, it may become the
defense instead on one of its own home planets; winning so, it gains a colony in the offense's home system
(Cosmic Conflict)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, teams
from game.board import GATE, ships_on, system_planets
from game.core import Events, note, push
from game.hooks import ANY, DEFENSE, NOT_OFFENSE, YELLOW, Power, Use, register
from game.phases.destiny import set_defense
from game.state import GameState
from game.windows import ALLIANCE, LAUNCH, RESOLVED

NAME = "Siren"


def lure_planets(state: GameState, seat: int) -> list[int]:
    """Home planets of ``seat`` where it has a colony and the offense has none, if the chosen defense is
    ``seat`` itself or a player in whose home system ``seat`` has a colony."""
    enc = state.enc
    defense, off = enc.defense, state.offense
    if defense < 0 or enc.target >= 0 or seat == off or not teams.may_meet(state, off, seat):
        return []
    if defense != seat and not any(ships_on(state, p, seat) for p in system_planets(state, defense)):
        return []
    return [
        p for p in system_planets(state, seat) if ships_on(state, p, seat) and not ships_on(state, p, off)
    ]


def lure(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """``seat`` becomes the defense on its home planet ``planet``; the gate points there."""
    enc = state.enc
    enc.own_system = False
    if enc.defense != seat:
        set_defense(state, ev, seat)
    enc.target = planet
    note(ev, "gate_aimed", planet=planet, defense=seat)
    hooks.scratch(state, NAME)["lured"] = seat


class Siren(Power):
    """Lure."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When you are not the offense and the defense chosen is a player in whose home system you have a "
        "colony (or you), you may aim the gate at one of your own home planets where you have a colony and "
        "be the defense instead. If you then win as the defense, you gain a free colony on a planet of "
        "your choice in the offense's home system."
    )
    wild_text: ClassVar[str] = (
        "As the defense, once alliances are formed, you may give one card from your hand to an ally of the "
        "offense: its ships in the encounter go back to its colonies. You do not draw a card for it."
    )
    super_text: ClassVar[str] = (
        "When you gain a colony after luring, each of your allies gains a free colony in the offense's home "
        "system as well."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("lure", LAUNCH, NOT_OFFENSE),
        Use("bonus", RESOLVED, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, DEFENSE, shows=("gift",)),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, DEFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "lure":
            return [{"planet": p} for p in lure_planets(state, seat)]
        space = hooks.scratch(state, NAME)
        won = space.get("lured") == seat and enc.defense == seat and enc.outcome == "defense"
        if use.key == "bonus":
            return [{}] if won and not space.get("paid") else []
        if use.key == "super":
            allies = [s for s in range(state.n) if enc.def_allies >> s & 1]
            return [{}] if won and allies and not space.get("super") else []
        allies = [s for s in range(state.n) if enc.off_allies >> s & 1 and state.gate[s]]
        return [{"gift": c, "ally": a} for c in sorted(set(state.hands[seat])) for a in allies]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "lure":
            if enc.target < 0:
                lure(state, ev, seat, int(action["planet"]))
            return
        if use == "super":
            hooks.scratch(state, NAME)["super"] = True
            planets = system_planets(state, state.offense)
            push(state, *[("free_colony", s, planets) for s in range(state.n) if enc.def_allies >> s & 1])
            return
        if use == "bonus":
            hooks.scratch(state, NAME)["paid"] = True
            note(ev, "siren_bonus", seat=seat)
            push(state, ("free_colony", seat, system_planets(state, state.offense)))
            return
        card, ally = int(action["gift"]), int(action["ally"])
        if card not in state.hands[seat] or not enc.off_allies >> ally & 1:
            return
        state.hands[seat].remove(card)
        state.hands[ally].append(card)
        note(ev, "card_given", seat=seat, player=ally, gift=card)  # shown by the use (FAQ Z5)
        enc.off_allies &= ~(1 << ally)
        push(state, ("return_ships", ally, GATE))


register(Siren)
