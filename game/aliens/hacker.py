"""Hacker: chooses whom it collects compensation from and which cards, and picks the cards its opponent
collects from it."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note
from game.encounter_mods import need
from game.hooks import ANY, GREEN, MAIN, Power, Use, register
from game.state import GameState
from game.windows import COMPENSATION


def terms(state: GameState, taker: int) -> dict[str, Any] | None:
    """The pending compensation of ``taker`` (see ``resolution.compensation``)."""
    found: dict[str, Any] | None = (state.enc.mods.compensation or {}).get(str(taker))
    return found


class Hacker(Power):
    """Hack."""

    name: ClassVar[str] = "Hacker"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player collecting compensation, you may take it from any other player you choose, "
        "looking through that hand and picking the cards. When your opponent collects compensation from "
        "you, you may pick the cards it gets. Compensation still follows timing order."
    )
    wild_text: ClassVar[str] = (
        "When you collect compensation, look through the paying player's hand and pick the cards you take "
        "instead of drawing them at random."
    )
    super_text: ClassVar[str] = (
        "When your opponent collects compensation from you, you may make another player of your choice "
        "pay it instead; you pick the cards from that player's hand."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("hack", COMPENSATION, MAIN), Use("pick", COMPENSATION, MAIN))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", COMPENSATION, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", COMPENSATION, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        due = terms(state, target)
        if due is None:
            return []
        if use.key == "hack":
            if target != seat:
                return []
            return [{"taker": seat, "player": p} for p in range(state.n) if p != seat and state.hands[p]]
        if use.key == "wild":
            return [{"taker": seat}] if target == seat and due["chooser"] != seat else []
        if due["payer"] != seat or target == seat:
            return []
        if use.key == "pick":
            return [{"taker": target}] if due["chooser"] != seat else []
        return [
            {"taker": target, "player": p}
            for p in range(state.n)
            if p not in (seat, target) and state.hands[p]
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        due = need(state.enc.mods.compensation)[str(action["taker"])]
        if "player" in action:
            due["payer"] = action["player"]
        due["chooser"] = seat
        note(ev, "compensation_changed", seat=seat, alien=self.name, payer=due["payer"], chooser=seat)


register(Hacker)
