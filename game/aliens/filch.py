"""Filch: a main player takes its opponent's encounter card from the discard pile once the encounter ends."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note
from game.deck import in_discard, take_from_discard
from game.hooks import ALLY, GREEN, MAIN, Power, Use, register
from game.state import GameState
from game.windows import END


def card_of(state: GameState, main: int) -> int:
    """The encounter card that ended in front of main player ``main`` (FAQ V16), if it is still on the
    discard pile (a reward card on the reward pile too: FAQ R4); else -1 (a Clone took it back ...)."""
    enc = state.enc
    card = enc.off_card if main == state.offense else enc.def_card if main == enc.defense else -1
    return card if card >= 0 and in_discard(state, card) else -1


def _victim(state: GameState, seat: int, use: str) -> int:
    """Whose card ``seat`` would take: its opponent (power, Wild), or as an ally the main player of the
    other side (Super)."""
    if use == "super":
        side = hooks.side_of(state, seat)
        if not side or hooks.is_main(state, seat):
            return -1
        return hooks.main_of(state, "defense" if side == "offense" else "offense")
    return hooks.opponent(state, seat)


class Filch(Power):
    """Theft."""

    name: ClassVar[str] = "Filch"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once the encounter's cards have gone to the discard pile, you may take the "
        "encounter card your opponent played from the pile into your hand (not its kicker)."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once the encounter's cards are on the discard pile, take the encounter card "
        "your opponent played from the pile into your hand."
    )
    super_text: ClassVar[str] = (
        "You may also steal as an ally: once the cards are discarded, take the encounter card of the main "
        "player your side opposed."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("filch", END, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", END, ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        victim = _victim(state, seat, use.key)
        return [{"player": victim}] if victim >= 0 and card_of(state, victim) >= 0 else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        card = card_of(state, action["player"])
        if card < 0:
            return
        take_from_discard(state, card)
        state.hands[seat].append(card)
        note(ev, "card_filched", seat=seat, player=action["player"], card=card)


register(Filch)
