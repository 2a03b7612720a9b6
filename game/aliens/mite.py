"""Mite: before allies are invited, a defense holding more than three cards discards down to three at
random or lets the offense land beside its ships, which ends the encounter successfully."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GATE, move
from game.core import Events, answer, ask_choice, note
from game.deck import discard_cards, just_discarded, take_just_discarded, take_random
from game.hooks import MAIN, OFFENSE, YELLOW, Power, Use, register
from game.phases.turn import skip_to_end
from game.prompts import Prompt
from game.state import GameState
from game.windows import INVITE, PLANNING

KEEP = 3
WILD_KEEP = 5


def random_discard(state: GameState, ev: Events, seat: int, keep: int) -> list[int]:
    """``seat`` discards at random (FAQ T10) until it holds ``keep`` cards; the cards are shown."""
    cards = take_random(state, seat, len(state.hands[seat]) - keep)
    discard_cards(state, ev, cards, seat)
    return cards


@answer("mite_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    enc = state.enc
    dfn, off = prompt.seat, state.offense
    if action["choice"] == "discard":
        cards = random_discard(state, ev, dfn, KEEP)
        hooks.scratch(state, "Mite")["discarded"] = cards
        note(ev, "mite_discard", seat=dfn, count=len(cards))
        return
    move(state, ev, off, GATE, enc.target, state.gate[off])  # they share the planet with the defense
    enc.outcome = "conceded"
    enc.success = True
    note(ev, "colony_conceded", seat=dfn, offense=off, planet=enc.target)
    skip_to_end(state)


class Mite(Power):
    """Bluster."""

    name: ClassVar[str] = "Mite"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As the offense, before invitations, if the defense holds more than three cards: it either "
        "discards at random until it holds three, or lets your ships in the gate land on the target "
        "beside its own; then the encounter ends as a success. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are chosen: an opponent holding more than five cards discards at "
        "random until it holds five."
    )
    super_text: ClassVar[str] = (
        "When your power makes the defense discard, you take the discarded cards into your hand."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("bluster", INVITE, OFFENSE, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", INVITE, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "wild":
            other = hooks.opponent(state, seat)
            return [{}] if other >= 0 and len(state.hands[other]) > WILD_KEEP else []
        if use.key == "super":
            taken: list[int] = hooks.scratch(state, "Mite").get("discarded") or []
            fresh = just_discarded(state, taken)
            return [{}] if fresh else []
        return [{}] if enc.defense >= 0 and len(state.hands[enc.defense]) > KEEP else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "wild":
            other = hooks.opponent(state, seat)
            random_discard(state, ev, other, WILD_KEEP)
            return
        if use == "super":
            cards = hooks.scratch(state, "Mite").pop("discarded")
            note(ev, "took_discards", seat=seat, cards=cards)  # named while still face up on the pile
            take_just_discarded(state, cards)
            state.hands[seat].extend(cards)
            return
        options = [{"type": "mite", "choice": "discard"}]
        if state.gate[seat] and enc.target >= 0:
            options.append({"type": "mite", "choice": "colony"})
        ask_choice(state, ev, enc.defense, "mite_answer", options)


register(Mite)
