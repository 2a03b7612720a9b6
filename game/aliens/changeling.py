"""Changeling: as a main player, once the defense is known, it must draw a card or trade alien sheets with
its opponent (for good, with everything on the sheets).

Rulings (docs/rulings-aliens.md, FAQ erratum): the sheets really change hands, with their data (a hoard,
Warrior's tokens ...: ``hooks.trade_aliens`` moves them); the power acts once per encounter, not once per
seat, so an opponent that now holds the Changeling cannot trade back in the same encounter (the marker is
the alien's scratch, not the seat's). A sheet tied to its player (``hooks.bound``: Symbiote, or any sheet
at a Multiple Powers table) or out on loan cannot be traded: the Changeling draws instead.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note
from game.deck import draw
from game.hooks import GREEN, MAIN, Power, Use, register
from game.moments import EncounterOver, Moment
from game.state import GameState
from game.windows import LAUNCH, USING, power_use_pending

NAME = "Changeling"


def tradable(state: GameState, a: int, b: int) -> bool:
    """May seats ``a`` and ``b`` trade alien sheets now (both own an alien, neither bound nor lent)?"""
    if a < 0 or b < 0 or a == b:
        return False
    for seat in (a, b):
        if hooks.own_alien(state, seat) is None or hooks.bound(state, seat) or hooks.lends(state, seat):
            return False
    return hooks.own_alien(state, a) != hooks.own_alien(state, b)


def _power_play(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s use of the Changeling's power, about to resolve?"""
    return power_use_pending(state, target, seat, NAME, ("change",)) is not None


def _trade(state: GameState, ev: Events, a: int, b: int) -> None:
    """``a`` and ``b`` trade sheets, each with what lies on it."""
    alien_a, alien_b = hooks.own_alien(state, a), hooks.own_alien(state, b)
    hooks.trade_aliens(state, a, b)
    note(ev, "powers_traded", seats=[a, b], aliens=[alien_b or "", alien_a or ""])


class Changeling(Power):
    """Change Form."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once the defense is known and before allies are invited, you must either draw "
        "one card from the deck or trade alien sheets with your opponent for good, with everything lying "
        "on them. The power acts once per encounter: whoever gets it cannot trade back at once."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once the defense is known and before allies are invited: trade alien sheets "
        "with your opponent until the encounter ends; then each takes its own sheet back."
    )
    super_text: ClassVar[str] = (
        "When you use your power, do both: draw one card from the deck and trade alien sheets with your "
        "opponent."
    )
    flare_source: ClassVar[str] = "reconstructed"
    hears: ClassVar[tuple[type[Moment], ...]] = (EncounterOver,)
    uses: ClassVar[tuple[Use, ...]] = (Use("change", LAUNCH, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LAUNCH, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)  # target: the power's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        other = hooks.opponent(state, seat)
        if use.key == "wild":
            return [{}] if tradable(state, seat, other) else []
        if use.key == "super":
            return [{}] if _power_play(state, seat, target) else []
        if hooks.scratch(state, NAME).get("done"):
            return []  # once per encounter, whoever holds the sheet now
        out: list[dict[str, Any]] = [{"form": "draw"}]
        holds = hooks.own_alien(state, seat) == NAME and state.aliens[seat] == NAME  # not on loan
        if holds and tradable(state, seat, other):
            out.append({"form": "swap"})
        return out

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        other = hooks.opponent(state, seat)
        if use == "super":
            space["both"] = True  # read when the power's use resolves
            return
        if use == "wild":
            mine, theirs = hooks.own_alien(state, seat), hooks.own_alien(state, other)
            _trade(state, ev, seat, other)
            space["wild"] = [seat, other, theirs, mine]  # who should hold what when it ends
            hooks.at_encounter_end(state, NAME, seat, "wild")
            return
        space["done"] = True
        both = bool(space.pop("both", False))
        if action.get("form") == "draw" or both:
            draw(state, ev, seat, 1)
        if (action.get("form") == "swap" or both) and tradable(state, seat, other):
            _trade(state, ev, seat, other)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case EncounterOver(key="wild"):
                entry = hooks.scratch(state, NAME).pop("wild", None)
                if entry is None:
                    return
                a, b, alien_a, alien_b = entry
                held = (hooks.own_alien(state, a), hooks.own_alien(state, b))
                if held == (alien_a, alien_b) and tradable(state, a, b):  # nothing moved them since
                    _trade(state, ev, a, b)


register(Changeling)
