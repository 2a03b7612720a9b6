"""Calculator: declares an "equalize" before the reveal; of two attack cards, the higher loses the
value of the lower."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moments import Moment, ValuesChange
from game.state import GameState
from game.windows import REVEAL, SELECTED


def equalize(state: GameState, ev: Events, by: int) -> None:
    """If both cards count as attacks, the higher one's value drops by the lower one's (current values)."""
    enc = state.enc
    if enc.off_kind != ATTACK or enc.def_kind != ATTACK or enc.off_value == enc.def_value:
        return
    if enc.off_value > enc.def_value:
        enc.off_value -= enc.def_value
        note(ev, "card_value_changed", seat=state.offense, counts_as=ATTACK, value=enc.off_value, by=by)
    else:
        enc.def_value -= enc.off_value
        note(ev, "card_value_changed", seat=enc.defense, counts_as=ATTACK, value=enc.def_value, by=by)


class Calculator(Power):
    """Equalize."""

    name: ClassVar[str] = "Calculator"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after cards are chosen and before they are shown, you may declare an equalize: "
        "if both revealed cards are attacks, the higher one loses the value of the lower one (15 against "
        "8 becomes 7 against 8)."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after the reveal: if both cards are attacks, lower the higher card's value by "
        "the lower card's value."
    )
    super_text: ClassVar[str] = (
        "You may declare your equalize after the cards are shown instead of before, knowing both values."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("equalize", SELECTED, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    hears = (ValuesChange,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        declared = any(m[0] == self.name for m in (state.enc.mods.value_mods or ()))
        if use.key == "equalize":
            return [] if declared else [{}]
        if use.key == "super" and declared:
            return []  # one equalize per encounter for Calculator
        enc = state.enc
        if enc.off_kind == ATTACK and enc.def_kind == ATTACK and enc.off_value != enc.def_value:
            return [{}]
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "equalize":
            hooks.add_value_mod(state, self.name, seat, "equalize")
            note(ev, "value_rule", seat=seat, alien=self.name, rule="equalize")
        else:
            equalize(state, ev, seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """The equalize declared before the reveal takes effect on the values as revealed."""
        match moment:
            case ValuesChange():
                equalize(state, ev, seat)


register(Calculator)
