"""Spiff: an offense that loses an attack-against-attack by 10 or more crash-lands a ship on the planet."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GATE, move
from game.cards.catalog import ATTACK, CARD_KIND
from game.core import Events, note
from game.hooks import DEFENSE, GREEN, OFFENSE, Power, Use, register
from game.moves import LOSING, keep_one_on_target, loss_record
from game.phases.resolution import totals
from game.state import GameState
from game.windows import KEEP, LOSS, REWARDS

MARGIN = 10
SUPER_MARGIN = 5


def attack_against_attack(state: GameState) -> bool:
    """Both main players revealed attacks (printed, T9) that still count as attacks."""
    enc = state.enc
    if enc.off_card < 0 or enc.def_card < 0:
        return False
    printed = CARD_KIND[enc.off_card] == ATTACK and CARD_KIND[enc.def_card] == ATTACK
    return printed and enc.off_kind == ATTACK and enc.def_kind == ATTACK


def can_crash(state: GameState, seat: int, margin: int) -> bool:
    """Has the offense lost attack against attack by at least ``margin`` (either way round: the lower
    total may be the winner), with a ship in the gate and a planet to land on?"""
    enc = state.enc
    if (
        enc.outcome != "defense"
        or enc.target < 0
        or not state.gate[seat]
        or hooks.scratch(state, "Spiff").get("crashed")
    ):
        return False
    if not attack_against_attack(state):
        return False
    off_total, def_total = totals(state)
    return abs(off_total - def_total) >= margin


class Spiff(Power):
    """Crash Land."""

    name: ClassVar[str] = "Spiff"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As the offense, when you lose with attack against attack by 10 or more, you may land one of your "
        "ships from the gate on the target planet instead of the warp; it shares the planet with the "
        "defense."
    )
    wild_text: ClassVar[str] = (
        "As the defense, when you lose, one of your ships on the planet may stay there instead of going to "
        "the warp, sharing it with the winners."
    )
    super_text: ClassVar[str] = "You may crash-land when you lose by 5 or more instead of 10."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("crash", REWARDS, OFFENSE),)
    # the ship stays before a capture takes the rest of the losing ships (KEEP), as the power's crash
    # landing does (FAQ "Spiff": one ship crash-lands, Fungus captures the others)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOSS, DEFENSE), Use("wild", KEEP, DEFENSE))
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REWARDS, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            record = loss_record(state, target)
            if record is None or state.enc.outcome != "offense":
                return []
            if record["seat"] != seat or record["saved"] or record["kind"] != LOSING:
                return []
            on_planet = any(loc == state.enc.target and c > 0 for loc, c in record["sources"])
            return [{"loss": target}] if on_planet else []
        return [{}] if can_crash(state, seat, MARGIN if use.key == "crash" else SUPER_MARGIN) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "wild":
            keep_one_on_target(state, ev, seat, action["loss"])
            return
        if can_crash(state, seat, MARGIN if use == "crash" else SUPER_MARGIN):
            hooks.scratch(state, "Spiff")["crashed"] = True
            move(state, ev, seat, GATE, enc.target, 1)
            note(ev, "crash_landed", seat=seat, planet=enc.target)


register(Spiff)
