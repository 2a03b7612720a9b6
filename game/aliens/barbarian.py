"""Barbarian: as the offense that won, it loots the defense's hand (one card per ship of its own in the
encounter) and discards the rest, before any compensation is taken."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards import rifts
from game.core import Events, answer, ask, note
from game.deck import discard_from_hand
from game.hooks import ANY, GREEN, OFFENSE, Power, Use, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import GAINED, REWARDS


def _can_loot(state: GameState, seat: int) -> bool:
    """The offense's side won (a deal is not a win, FAQ T6) and the defense has cards."""
    enc = state.enc
    return (
        enc.outcome == "offense"
        and hooks.side_of(state, seat) == "offense"
        and bool(state.hands[enc.defense])
    )


def loot(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` takes the defense's hand, keeps a card per ship of its own in the gate, discards the rest."""
    victim = state.enc.defense
    hand = state.hands[victim]
    count = min(state.gate[seat], len(hand))
    note(ev, "hand_looted", seat=seat, player=victim, keep=count)
    note(ev, "hand_seen", to=(seat,), seat=seat, player=victim, cards=list(hand))
    if not count:
        discard_from_hand(state, ev, victim, list(hand))
        return
    spec = {"type": "loot", "from": list(hand), "count": count, "min": 0, "owner": victim}
    ask(state, seat, CARDS, "barbarian_loot", spec=spec)


@answer("barbarian_loot")
def _on_loot(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, victim = prompt.seat, prompt.spec["owner"]
    kept = list(action["cards"])
    for c in kept:
        state.hands[victim].remove(c)
    state.hands[seat].extend(kept)
    note(ev, "cards_looted", seat=seat, player=victim, count=len(kept))
    note(ev, "cards_looted_cards", to=(seat, victim), receiver=seat, giver=victim, cards=kept)
    discard_from_hand(state, ev, victim, list(state.hands[victim]))  # the rest, face up
    rifts.taken(state, ev, seat, kept)  # a rift kept goes off (FAQ R5); the discarded ones do not


class Barbarian(Power):
    """Loot and Pillage."""

    name: ClassVar[str] = "Barbarian"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As the offense, when you win an encounter (a deal is no win), before any compensation: take the "
        "defense's hand, keep one card of it for each of your own ships in the encounter, and discard the "
        "rest. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "When you gain cards as compensation or as rewards, you may look at them and discard any you do "
        "not want; they are not replaced."
    )
    super_text: ClassVar[str] = (
        "You may loot as an ally of a winning offense too: one card of the defense's hand per ship of "
        "yours in the encounter, the rest discarded."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("loot", REWARDS, OFFENSE, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", GAINED, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REWARDS, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{}] if target == seat and _gained(state, seat) else []
        if use.key == "super" and not hooks.is_ally(state, seat):
            return []
        return [{}] if _can_loot(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            cards = _gained(state, seat)
            if cards:
                spec = {"type": "discard", "from": cards, "count": len(cards), "min": 0}
                ask(state, seat, CARDS, "barbarian_cull", spec=spec)
            return
        if _can_loot(state, seat):
            loot(state, ev, seat)


register(Barbarian)


def _gained(state: GameState, seat: int) -> list[int]:
    """The cards ``seat`` just gained that it still holds."""
    cards = (state.enc.mods.gained or {}).get(str(seat), [])
    return [c for c in cards if c in state.hands[seat]]


@answer("barbarian_cull")
def _on_cull(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["cards"]:
        discard_from_hand(state, ev, prompt.seat, list(action["cards"]))
