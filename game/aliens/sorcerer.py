"""Sorcerer: after both encounter cards are chosen, it may switch them before they are revealed."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import FLARE_ALIEN
from game.core import Events, note
from game.hooks import ALLY, GREEN, MAIN, NOT_MAIN, Power, Use, register
from game.state import GameState
from game.windows import PLANNING, SELECTED, redirect_flare


def _both_chosen(state: GameState) -> bool:
    enc = state.enc
    return enc.off_card >= 0 and enc.def_card >= 0 and not enc.revealed


def _switch(state: GameState, ev: Events, seat: int) -> None:
    enc = state.enc
    enc.off_card, enc.def_card = enc.def_card, enc.off_card
    note(ev, "cards_switched", by=seat)


class Sorcerer(Power):
    """Magic."""

    name: ClassVar[str] = "Sorcerer"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once both encounter cards are chosen and before they are turned over, you may "
        "switch them: your opponent reveals the card you chose and you reveal the one it chose."
    )
    wild_text: ClassVar[str] = (
        "When you are not a main player, before cards are chosen: the two main players trade alien powers "
        "for good. The flare then goes to the Sorcerer's player, or to the discard pile if nobody has it."
    )
    super_text: ClassVar[str] = (
        "You may use your power to switch the main players' cards while you are an ally."
    )
    flare_source: ClassVar[str] = "card"
    excludes: ClassVar[tuple[str, ...]] = ("Gambler",)
    uses: ClassVar[tuple[Use, ...]] = (Use("switch", SELECTED, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, NOT_MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":  # a power out on loan cannot be traded (Philanthropist Wild)
            off, dfn = state.offense, state.enc.defense
            if dfn < 0 or hooks.lends(state, off) or hooks.lends(state, dfn):
                return []
            if hooks.bound(state, off) or hooks.bound(state, dfn):  # tied to its player (Symbiote)
                return []
            return [{}] if hooks.own_alien(state, off) != hooks.own_alien(state, dfn) else []
        return [{}] if _both_chosen(state) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use != "wild":
            _switch(state, ev, seat)
            return
        off, dfn = state.offense, state.enc.defense
        a, b = hooks.own_alien(state, off), hooks.own_alien(state, dfn)
        # the aliens go with their data; a seat borrowing a power keeps it for the encounter (hooks)
        hooks.trade_aliens(state, off, dfn)
        note(ev, "powers_traded", seats=[off, dfn], aliens=[b or "", a or ""])
        if "card" in action:  # a copy of this Wild (Mimic's) has no flare card to pass on
            self._pass_flare(state, ev, seat, action["card"])

    def _pass_flare(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        """The flare goes to the Sorcerer's player, or to the discard pile if nobody has Sorcerer; a
        Sorcerer playing its own Wild keeps it (FAQ, flares)."""
        if FLARE_ALIEN[card] != self.name:
            return
        owner = hooks.owner_of(state, self.name)
        if owner == seat:
            return
        redirect_flare(state, seat, self.name, owner)
        note(ev, "flare_passed", seat=seat, to_seat=owner)


register(Sorcerer)
