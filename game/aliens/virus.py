"""Virus: its ships multiply its attack card instead of adding to it."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note
from game.hooks import MAIN, RED, Power, Use, register
from game.state import GameState
from game.windows import REVEAL


class Virus(Power):
    """Multiply."""

    name: ClassVar[str] = "Virus"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player whose card is an attack, after the reveal your own ships in the encounter "
        "multiply the card's value instead of adding to it. Allies' ships still add. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player with an attack, after the reveal: multiply your card by the number of ships "
        "your allies have in the encounter instead of adding them (no allies: the card counts zero)."
    )
    super_text: ClassVar[str] = (
        "When you use your power, your allies' ships multiply your card too, together with your own."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("multiply", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if not hooks.attack_side(state, seat):
            return []
        if use.key == "super":
            mine = [m for m in (state.enc.mods.total_mods or ()) if m[:2] == [self.name, seat]]
            if not mine or mine[0][2] != "multiply":
                return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            for mod in state.enc.mods.total_mods or ():
                if mod[:2] == [self.name, seat] and mod[2] == "multiply":
                    mod[2] = "multiply_all"
        else:
            hooks.add_total_mod(state, self.name, seat, use)
        note(ev, "total_rule", seat=seat, alien=self.name, rule=use)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        if side != hooks.attack_side(state, seat):
            return total
        value: int = parts["value"]
        ships: dict[int, int] = parts["ships"]
        own = ships.get(seat, 0)  # a flare that counts ships counts each ship as one (FAQ V13)
        allies = sum(c for s, c in ships.items() if s != seat)
        added: int = sum(c * parts["worth"][s] for s, c in ships.items())
        own_added: int = own * parts["worth"].get(seat, 1)
        if key == "multiply":
            return total - value - own_added + value * own
        if key == "wild":
            return total - value - (added - own_added) + value * allies
        return total - value - added + value * (own + allies)  # multiply_all (Super)


register(Virus)
