"""Vulch: takes into its hand every artifact another player discards (as it reaches the discard pile)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ARTIFACT, CARD_KIND, FLARE, FLARE_ALIEN
from game.core import Events, note
from game.deck import in_discard, take_from_discard
from game.hooks import ANY, GREEN, Power, Use, register
from game.moments import Discarded, Moment, WatchedDiscard
from game.state import GameState
from game.windows import ANY_TIME, begin_use

SALVAGE = "salvage"  # the power's use: started by a discard, never offered in a window


def salvage(state: GameState, ev: Events, seat: int, cards: list[int], how: str) -> None:
    """``seat`` takes ``cards`` back off the discard pile into its hand (they are face up: public). Reward
    cards just discarded to their own pile may be taken too (FAQ R4)."""
    taken = [c for c in cards if in_discard(state, c)]
    if taken:  # named while still face up on the pile
        note(ev, "salvaged", seat=seat, cards=taken, how=how)
    for c in taken:
        take_from_discard(state, c)
    state.hands[seat].extend(taken)


class Vulch(Power):
    """Salvage."""

    name: ClassVar[str] = "Vulch"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Whenever another player discards an artifact, played or not, it goes into your hand instead. "
        "Artifacts you discard yourself are not salvaged. When you draw a new hand you keep your "
        "artifacts and draw eight cards besides. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "Name another player: for the rest of this encounter, each artifact that player discards goes "
        "into your hand."
    )
    super_text: ClassVar[str] = (
        "For the rest of this encounter, each flare another player discards goes into your hand, except "
        "the Vulch flare."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use(SALVAGE, SALVAGE, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ANY_TIME, ANY),)

    hears = (WatchedDiscard, Discarded)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == SALVAGE:
            return []
        watching = [w for w in (state.enc.mods.discard_watch or ()) if w[0] == self.name and w[1] == seat]
        if use.key.startswith("super"):
            return [] if any(w[2] == "super" for w in watching) else [{}]
        taken = {w[2] for w in watching}
        return [{"player": p} for p in range(state.n) if p != seat and f"wild:{p}" not in taken]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == SALVAGE:
            salvage(state, ev, seat, action["cards"], "power")
            return
        key = "super" if use.startswith("super") else f"wild:{action['player']}"
        hooks.watch_discards(state, self.name, seat, key)
        note(ev, "discards_watched", seat=seat, alien=self.name, key=key)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case WatchedDiscard(key=key, cards=cards, by=by):
                self._watched_discard(state, ev, seat, key, cards, by)
            case Discarded(cards=cards, by=by):
                self._discarded(state, ev, seat, cards, by)

    def _watched_discard(
        self, state: GameState, ev: Events, seat: int, key: str, cards: list[int], by: int
    ) -> None:
        if state.enc.mods.quake is not None or by == seat:
            return
        if key == "super":
            salvage(
                state,
                ev,
                seat,
                [c for c in cards if CARD_KIND[c] == FLARE and FLARE_ALIEN[c] != self.name],
                key,
            )
        elif by == int(key.split(":")[1]):
            salvage(state, ev, seat, [c for c in cards if CARD_KIND[c] == ARTIFACT], "wild")

    def _discarded(self, state: GameState, ev: Events, seat: int, cards: list[int], by: int) -> None:
        """Another player's artifacts reached the pile: salvaging them is a use of the power, announced and
        open to a Cosmic Zap; they wait on the pile meanwhile. Its own discards stay there, and a zapped
        Vulch has no power when the Zap itself is discarded (FAQ Z8)."""
        artifacts = [c for c in cards if CARD_KIND[c] == ARTIFACT]
        if by != seat and artifacts:
            begin_use(
                state, ev, seat, {"type": "power", "alien": self.name, "use": SALVAGE, "cards": artifacts}
            )

    def keep_on_new_hand(self, state: GameState, seat: int, hand: list[int]) -> list[int]:
        return [c for c in hand if CARD_KIND[c] == ARTIFACT]


register(Vulch)
