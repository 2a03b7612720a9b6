"""Gorgon (Cosmic Alliance): other players' ships on Gorgon's home planets, or sharing a planet with
Gorgon's ships, may not be moved off by their owners: they stay (the text's other choice, the warp, never
helps a player and is left out: docs/rules.md). It keeps its power without home colonies.

The rule is announced once an encounter's gate is aimed (``petrify``, mandatory, so a Cosmic Zap may stop
it for the encounter, and the Super may cancel that zap) and read where a player picks ships to move
(``hooks.free_sources`` asks ``pins_ships``: the launch and the alliance). FAQ: petrified ships that an
effect sends to the warp, captures or removes go: losses are no moves.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on
from game.cards.catalog import CARD_NAME, COSMIC_ZAP
from game.core import Events, note
from game.hooks import ANY, MAIN, RED, Power, Use, register
from game.state import GameState
from game.windows import AIMED, INVITE, ZAP, pending_play

NAME = "Gorgon"


def petrifies(state: GameState, gorgon: int, owner: int, planet: int) -> bool:
    """Would ``gorgon``'s power hold ``owner``'s ships on ``planet``?"""
    if owner == gorgon or planet < 0:
        return False
    return state.planet_home[planet] == gorgon or ships_on(state, planet, gorgon) > 0


def anyone_held(state: GameState, gorgon: int) -> bool:
    """Has any other player ships the power would hold?"""
    n = state.n
    for planet in range(len(state.planet_home)):
        for owner in range(n):
            if (
                owner != gorgon
                and state.ships[planet * n + owner]
                and petrifies(state, gorgon, owner, planet)
            ):
                return True
    return False


def _zap_on(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` a Cosmic Zap aimed at a use of ``seat``'s power?"""
    play = pending_play(state, target)
    if play is None or play["cancelled"] or play["card"] < 0 or CARD_NAME[play["card"]] != COSMIC_ZAP:
        return False
    aimed = pending_play(state, play["action"].get("play", -1))
    return aimed is not None and aimed["seat"] == seat and aimed.get("alien") == NAME


class Gorgon(Power):
    """Petrify."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Other players cannot move their ships off your home planets, nor off any planet where your ships "
        "are too: those ships stay where they are. Mandatory. You keep this power even with too few home "
        "colonies."
    )
    wild_text: ClassVar[str] = (
        "As a main player before allies are invited, choose a planet other than the encounter's target: "
        "for this encounter the ships on it cannot move and cannot be sent to the warp."
    )
    super_text: ClassVar[str] = "When a Cosmic Zap is played against your power, you may cancel that zap."
    flare_source: ClassVar[str] = "card"
    keeps_power: ClassVar[bool] = True
    use_texts: ClassVar[dict[str, str]] = {"wild": "freeze {planet}", "super": "cancel the zap"}
    narration: ClassVar[dict[str, Any]] = {
        "planet_frozen": lambda d, name: (
            f"{name(d['seat'])} freezes {name(('planet', d['planet']))}: its ships stay and are safe."
        ),
        "petrify": lambda d, name: f"Ships on {name(d['seat'])}'s planets are petrified this encounter.",
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("petrify", AIMED, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", INVITE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ZAP, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "petrify":
            on = hooks.scratch(state, NAME).get("on", [])
            return [{}] if seat not in on and anyone_held(state, seat) else []
        if use.key == "super":
            return [{"play": target}] if _zap_on(state, seat, target) else []
        frozen = state.enc.mods.frozen_planets or []
        return [
            {"planet": p}
            for p in range(len(state.planet_home))
            if p != state.enc.target
            and p not in frozen
            and state.planet_home[p] >= 0
            and any(state.ships[p * state.n + s] for s in range(state.n))
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "petrify":
            hooks.scratch(state, NAME).setdefault("on", []).append(seat)
            note(ev, "petrify", seat=seat)
            return
        if use == "super":
            play = pending_play(state, action["play"])
            if play is not None and not play["cancelled"]:
                play["cancelled"] = "card"
                note(ev, "zap_cancelled", seat=seat, owner=play["seat"], card=play["card"])
            return
        mods = state.enc.mods
        mods.frozen_planets = [*(mods.frozen_planets or []), int(action["planet"])]
        note(ev, "planet_frozen", seat=seat, planet=int(action["planet"]))

    def pins_ships(self, state: GameState, seat: int, owner: int, planet: int) -> bool:
        return seat in hooks.scratch(state, NAME).get("on", []) and petrifies(state, seat, owner, planet)


register(Gorgon)
