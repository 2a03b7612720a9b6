"""Machine: its turn is not limited to two encounters; it may go on while it holds an encounter card.

Having another encounter is a use of the power (``continue``, offered to the offense in the END window of
each encounter after which the base rules give it none): it goes through a Cosmic Zap window like any
use, and a zapped Machine's turn ends. The use needs an encounter card in hand, and the next encounter
starts only if the Machine still holds one then (``mods.another_encounter = "with_card"``)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note
from game.deck import draw, has_encounter_card, new_hand
from game.hooks import OFFENSE, YELLOW, Power, Use, register
from game.phases.turn import normal_second_encounter
from game.state import GameState
from game.windows import END, REGROUP


class Machine(Power):
    """Continuity."""

    name: ClassVar[str] = "Machine"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As the offense, after any encounter, won or lost, you may have another one, as many as you like, "
        "as long as you still hold an encounter card."
    )
    wild_text: ClassVar[str] = (
        "As the offense, after your first encounter: you get a second encounter whatever its result; if "
        "you hold no encounter card, discard your hand and draw a new one first. Play it each time."
    )
    super_text: ClassVar[str] = (
        "As the offense, in Regroup: draw the top card of the deck instead of taking a ship out of the "
        "warp. Play it each time."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("continue", END, OFFENSE),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if use.key == "continue":
            if mods.interrupting or mods.another_encounter or state.enc.turn_over:
                return []  # an encounter a power inserted, or the next one is settled, or the turn is over
            if normal_second_encounter(state) or not has_encounter_card(state.hands[seat]):
                return []  # the base rules already offer one; or no encounter card to have it with
            return [{}]
        if use.key == "wild":
            return [{}] if state.enc_no == 1 and not mods.another_encounter else []
        return [] if mods.no_retrieve else [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        if use == "continue":
            if mods.another_encounter is None:
                mods.another_encounter = "with_card"
            note(ev, "encounter_continued", seat=seat)
        elif use == "wild":
            if not has_encounter_card(state.hands[seat]):
                new_hand(state, ev, seat)
            mods.another_encounter = True
            note(ev, "encounter_guaranteed", seat=seat)
        else:
            mods.no_retrieve = True
            note(ev, "draws_instead_of_retrieving", seat=seat)
            draw(state, ev, seat, 1)


register(Machine)
