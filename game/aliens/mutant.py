"""Mutant: as a main player, before allies are invited, refills its hand to eight, one card at a time, each
drawn at random from another player's hand or from the deck."""

from __future__ import annotations

from typing import Any, ClassVar

from game import rng
from game.cards import rifts
from game.core import Events, answer, ask, ask_choice, note, push, step, timing_order
from game.deck import HAND_SIZE, draw
from game.hooks import GREEN, MAIN, Power, Use, register
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, INVITE

DECK = -1


def take_card(state: GameState, ev: Events, seat: int, src: int, card: int = -1) -> None:
    """``seat`` takes a card from ``src``'s hand: ``card`` if given, else one at random (no faces seen,
    FAQ T10). The table sees that a card moved; only the two players see which."""
    hand = state.hands[src]
    chosen = card >= 0
    if not chosen:
        state.rng, i = rng.below(state.rng, len(hand))
        card = hand[i]
    hand.remove(card)
    state.hands[seat].append(card)
    note(ev, "card_taken", seat=seat, player=src, chosen=chosen)
    note(ev, "card_taken_card", to=(seat, src), receiver=seat, giver=src, card=card)
    rifts.taken(state, ev, seat, [card])


class Mutant(Power):
    """Regenerate."""

    name: ClassVar[str] = "Mutant"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, before allies are invited, if you hold fewer than eight cards you may refill "
        "your hand to eight, one card at a time: each from the deck or at random from any other "
        "player's hand, your choice each time."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once alliances are formed, take one card at random from the hand of each "
        "other player who has allied in this encounter (even if its ships have since left)."
    )
    super_text: ClassVar[str] = (
        "Refill as your power does, but look at the hand of each player you draw from and choose the "
        "card instead of taking one at random."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("regenerate", INVITE, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", INVITE, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{}] if _allied(state, seat) else []
        return [{}] if len(state.hands[seat]) < HAND_SIZE and _sources(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            for other in _allied(state, seat):
                if state.hands[other]:
                    take_card(state, ev, seat, other)
            return
        push(state, ("mutant_draw", seat, use == "super"))


register(Mutant)


def _allied(state: GameState, seat: int) -> list[int]:
    """Other players who have allied this encounter (FAQ P5) and hold cards, in timing order."""
    enc = state.enc
    return [s for s in timing_order(state) if s != seat and enc.allied >> s & 1 and state.hands[s]]


def _sources(state: GameState, seat: int) -> list[int]:
    """Where the next card may come from: other players with cards, and the deck (not when both the deck
    and the discard pile are empty: that would quake)."""
    out = [p for p in range(state.n) if p != seat and state.hands[p]]
    if state.deck or state.discard:
        out.append(DECK)
    return out


@step("mutant_draw")
def mutant_draw(state: GameState, ev: Events, seat: int, choose: bool) -> None:
    """The next card of the refill: Mutant names the source."""
    if len(state.hands[seat]) >= HAND_SIZE:
        return
    sources = _sources(state, seat)
    if not sources:
        return
    options = [{"type": "mutant_source", "source": s, "choose": choose} for s in sources]
    ask_choice(state, ev, seat, "mutant_source", options)


@answer("mutant_source")
def _on_source(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, src, choose = prompt.seat, action["source"], action["choose"]
    push(state, ("mutant_draw", seat, choose))
    if src == DECK:
        draw(state, ev, seat, 1)
    elif choose and len(state.hands[src]) > 1:
        spec = {"type": "mutant_pick", "from": list(state.hands[src]), "count": 1, "owner": src}
        ask(state, seat, CARDS, "mutant_pick", spec=spec)
    else:
        take_card(state, ev, seat, src)


@answer("mutant_pick")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    take_card(state, ev, prompt.seat, prompt.spec["owner"], action["cards"][0])
