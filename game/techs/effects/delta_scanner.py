"""Delta Scanner: discarded at the start of any encounter, its owner takes any one card of its choice from
the cosmic discard pile into its hand. The taker need not show which (FAQ): only it learns the card; the
table learns that a card was taken."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, answer, ask_choice, note
from game.deck import take_from_discard
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.windows import REGROUP


class DeltaScanner(TechPower):
    """Any card of the discard pile."""

    name: ClassVar[str] = "Delta Scanner"
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{}] if state.discard else []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        cards = sorted(set(state.discard))  # one option per card (the pile is face up)
        if cards:
            ask_choice(state, ev, seat, "delta_scanner_take", [{"type": "take", "card": c} for c in cards])


power(DeltaScanner)


@answer("delta_scanner_take")
def _on_take(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    card = int(action["card"])
    take_from_discard(state, card)
    state.hands[prompt.seat].append(card)
    note(ev, "discard_card_taken", seat=prompt.seat)
    note(ev, "discard_card_taken_card", to=(prompt.seat,), seat=prompt.seat, card=card)
