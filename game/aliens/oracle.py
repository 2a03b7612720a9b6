"""Oracle: its opponent must choose an encounter card first, face up; Oracle chooses after seeing it."""

from __future__ import annotations

from typing import Any, ClassVar

from game import rng, seen
from game.cards import rifts
from game.core import Events, note
from game.hooks import GREEN, MAIN, Power, Use, opponent, register
from game.state import GameState
from game.windows import PLANNING


class Oracle(Power):
    """Foresee."""

    name: ClassVar[str] = "Oracle"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, before cards are chosen, your opponent must pick its encounter card first and "
        "show it to everyone; only then do you choose yours. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are chosen: shuffle your hand together with your opponent's and "
        "deal them back at random, each of you getting as many cards as you held."
    )
    super_text: ClassVar[str] = (
        "As a main player, before cards are chosen: look at your opponent's whole hand (only you see it)."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("foresee", PLANNING, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        other = opponent(state, seat)
        if other < 0:
            return []
        if use.key == "foresee":
            first = state.enc.mods.face_up_first if state.enc.mods.face_up_first is not None else -1
            return [] if first in (state.offense, state.enc.defense) else [{}]
        if use.key == "wild":
            return [{}] if state.hands[seat] or state.hands[other] else []
        return [{}] if state.hands[other] else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        other = opponent(state, seat)
        if use == "foresee":
            state.enc.mods.face_up_first = other
            note(ev, "must_choose_first", seat=other, by=seat)
        elif use == "wild":
            before = {seat: set(state.hands[seat]), other: set(state.hands[other])}
            mixed = state.hands[seat] + state.hands[other]
            counts = (len(state.hands[seat]), len(state.hands[other]))
            state.rng = rng.shuffle(state.rng, mixed)
            state.hands[seat] = mixed[: counts[0]]
            state.hands[other] = mixed[counts[0] :]
            note(ev, "hands_mixed", seats=[seat, other], counts=list(counts))
            for s in (seat, other):
                note(ev, "hand_dealt", to=(s,), seat=s, cards=list(state.hands[s]))
            for s in (seat, other):  # a rift that changed hands goes off in its new hand (FAQ R5)
                rifts.taken(state, ev, s, [c for c in state.hands[s] if c not in before[s]])
        else:
            note(ev, "hand_seen", to=(seat,), seat=seat, player=other, cards=list(state.hands[other]))
            seen.show_hand(state, seat, other, "Oracle/super")


register(Oracle)
