"""Mirror: calls a reversal before the reveal; the attack cards revealed have their digits swapped."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moments import Moment, ValuesChange
from game.state import GameState
from game.windows import REVEAL, SELECTED


def reverse_digits(value: int) -> int:
    """Swap the digits of a value written with two digits at least: 08 -> 80, 20 -> 02 (FAQ V8)."""
    sign = -1 if value < 0 else 1
    return sign * int(f"{abs(value):02d}"[::-1])


def _declared(state: GameState, seat: int) -> list[Any] | None:
    for mod in state.enc.mods.value_mods or ():
        if mod[0] == "Mirror" and mod[1] == seat:
            return list(mod)
    return None


class Mirror(Power):
    """Reversal."""

    name: ClassVar[str] = "Mirror"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after cards are chosen and before they are shown, you may call a reversal: "
        "every attack card revealed this encounter has its two digits swapped (15 is 51, 08 is 80)."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after the reveal: your encounter card becomes a copy of your opponent's card, "
        "type and current value, as a Morph would."
    )
    super_text: ClassVar[str] = (
        "When you call a reversal, you may limit it to one of the two encounter cards, your choice."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("reversal", SELECTED, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, MAIN),)

    hears = (ValuesChange,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "reversal":
            return [] if _declared(state, seat) else [{}]
        if use.key == "super":
            mod = _declared(state, seat)
            return [{"only": "offense"}, {"only": "defense"}] if mod and mod[2] == "all" else []
        enc = state.enc
        other = hooks.opponent(state, seat)
        theirs = enc.def_kind if seat == state.offense else enc.off_kind
        return [{}] if other >= 0 and theirs else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "reversal":
            hooks.add_value_mod(state, self.name, seat, "all")
            note(ev, "value_rule", seat=seat, alien=self.name, rule="reversal")
        elif use == "super":
            for mod in enc.mods.value_mods or ():
                if mod[0] == self.name and mod[1] == seat:
                    mod[2] = action["only"]
            note(ev, "value_rule", seat=seat, alien=self.name, rule="reversal", only=action["only"])
        elif seat == state.offense:
            enc.off_kind, enc.off_value = enc.def_kind, enc.def_value
            note(ev, "card_value_changed", seat=seat, counts_as=enc.off_kind, value=enc.off_value, by=seat)
        else:
            enc.def_kind, enc.def_value = enc.off_kind, enc.off_value
            note(ev, "card_value_changed", seat=seat, counts_as=enc.def_kind, value=enc.def_value, by=seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """Swap the digits of the attack cards as revealed (a Morph has already copied, FAQ V2)."""
        match moment:
            case ValuesChange(key=key):
                for side in ("offense", "defense"):
                    if key in ("all", side):
                        _reverse_side(state, ev, side, seat)


register(Mirror)


def _reverse_side(state: GameState, ev: Events, side: str, by: int) -> None:
    """Swap the digits of ``side``'s revealed attack card (a negotiate or morph is left alone)."""
    enc = state.enc
    offense = side == "offense"
    if (enc.off_kind if offense else enc.def_kind) != ATTACK:
        return
    value = reverse_digits(enc.off_value if offense else enc.def_value)
    if offense:
        enc.off_value = value
    else:
        enc.def_value = value
    holder = state.offense if offense else enc.defense
    note(ev, "card_value_changed", seat=holder, counts_as=ATTACK, value=value, by=by)
