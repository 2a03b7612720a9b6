"""Dictator: when it is not the offense, it chooses the destiny card the offense draws.

The power acts each time a destiny card is about to be drawn (the DESTINY window opens before every draw
of the encounter, redraws included). Its text also says that on its own turn, or whenever it is zapped,
the remaining destiny cards are shuffled and one is dealt at random: a part of the power that needs no
use (``shuffle``, passive: no zap window, and it runs while zapped, FAQ Z1). The FAQ never mentions
Dictator (digest section 5): docs/aliens.md lists these readings."""

from __future__ import annotations

from typing import Any, ClassVar

from game import rng
from game.cards.catalog import destiny_name
from game.core import Events, answer, ask_choice, note
from game.hooks import ANY, NOT_OFFENSE, OFFENSE, YELLOW, Power, Use, register
from game.phases.destiny import reshuffle_destiny
from game.prompts import Prompt
from game.state import GameState
from game.windows import DESTINY, DESTINY_DRAWN


def _command(state: GameState, ev: Events, seat: int) -> None:
    """Show the destiny deck to ``seat`` alone (sorted, so its order stays secret) and ask for a card."""
    deck = state.destiny_deck
    if len(deck) <= 1:  # the draw would reshuffle first: do it now so the choice is among the full deck
        reshuffle_destiny(state, ev)
    note(ev, "destiny_deck_seen", to=(seat,), seat=seat, destiny=sorted(deck))
    seen: set[str] = set()
    options: list[dict[str, Any]] = []
    for card in sorted(deck):
        label = destiny_name(card)
        if label not in seen:
            seen.add(label)
            options.append({"type": "destiny_pick", "destiny": card})
    ask_choice(state, ev, seat, "dictator_pick", options)


@answer("dictator_pick")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.enc.mods.destiny_pick = action["destiny"]
    note(ev, "destiny_commanded", seat=prompt.seat)


class Dictator(Power):
    """Command."""

    name: ClassVar[str] = "Dictator"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When another player is the offense, before each destiny draw (redraws too): you look through the "
        "destiny deck and pick the card the offense draws. On your own turn, or if you are zapped, the "
        "destiny deck is shuffled and the draw is random. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "When you are not the offense, once a destiny card is drawn: cancel it; the offense draws again."
    )
    super_text: ClassVar[str] = "As the offense, before destiny: pick your own destiny card from the deck."
    flare_source: ClassVar[str] = "reconstructed"
    excludes: ClassVar[tuple[str, ...]] = ("Coordinator",)
    uses: ClassVar[tuple[Use, ...]] = (
        Use("command", DESTINY, NOT_OFFENSE, mandatory=True),
        Use("shuffle", DESTINY, ANY, mandatory=True, passive=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DESTINY_DRAWN, NOT_OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", DESTINY, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "shuffle":  # its own turn, or zapped: the deck it may have looked through is shuffled
            if enc.defense >= 0 or enc.mods.destiny_pick is not None or len(state.destiny_deck) < 2:
                return []
            return [{}] if seat == state.offense or enc.zapped >> seat & 1 else []
        if use.key == "wild":
            # only while the drawn card still decides the encounter
            if enc.defense >= 0 or ("destiny_act", target) not in state.queue:
                return []
            return [{}]
        if enc.defense >= 0 or enc.mods.destiny_pick is not None or not state.destiny_deck:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            card = state.enc.destiny_card
            queue = state.queue
            if ("destiny_act", card) not in queue:  # cancelled already (a Mimic Wild's copy acted first)
                return
            queue[queue.index(("destiny_act", card))] = ("destiny_again",)
            note(ev, "destiny_cancelled", seat=seat, destiny=card)
            return
        if use == "shuffle":
            state.rng = rng.shuffle(state.rng, state.destiny_deck)
            note(ev, "destiny_shuffled", seat=seat, size=len(state.destiny_deck))
            return
        _command(state, ev, seat)


register(Dictator)
