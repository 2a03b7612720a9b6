"""Clone: a main player takes its own encounter card back from the discard pile once the encounter ends."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note
from game.deck import in_discard, take_from_discard
from game.encounter_mods import need
from game.hooks import GREEN, MAIN, Power, Use, register
from game.state import GameState
from game.windows import COMPENSATION, END


def own_card(state: GameState, seat: int) -> int:
    """The encounter card that ended the encounter in front of ``seat`` (FAQ V16), if it is still on the
    discard pile; else -1."""
    enc = state.enc
    card = enc.off_card if seat == state.offense else enc.def_card if seat == enc.defense else -1
    return card if card >= 0 and in_discard(state, card) else -1


class Clone(Power):
    """Replicate."""

    name: ClassVar[str] = "Clone"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once the encounter is over and its cards have gone to the discard pile (after "
        "any compensation), you may take your own encounter card back into your hand. You act before "
        "Filch and Fido. Kickers and other cards stay discarded."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once the encounter's cards are on the discard pile, take back the encounter "
        "card you played into your hand."
    )
    super_text: ClassVar[str] = (
        "When you collect compensation, you may take more cards than usual: any number from the usual "
        "amount up to twice it."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("keep", END, MAIN, priority=1),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, MAIN, priority=1),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", COMPENSATION, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            terms = (state.enc.mods.compensation or {}).get(str(seat))
            if target != seat or terms is None:
                return []
            base = int(terms["count"])
            return [{"count": k} for k in range(base + 1, 2 * base + 1)]
        return [{}] if own_card(state, seat) >= 0 else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            terms = need(state.enc.mods.compensation)[str(seat)]
            terms["count"] = int(action["count"])
            note(ev, "compensation_changed", seat=seat, alien=self.name, count=terms["count"])
            return
        card = own_card(state, seat)
        if card < 0:
            return
        take_from_discard(state, card)
        state.hands[seat].append(card)
        note(ev, "card_taken_back", seat=seat, card=card, alien=self.name)


register(Clone)
