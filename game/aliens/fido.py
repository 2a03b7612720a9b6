"""Fido: fetches an encounter card played this encounter from the discard pile and offers it to a player."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import colonies
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import draw, in_discard, take_from_discard
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import retrieve_from_warp
from game.prompts import Prompt
from game.state import GameState
from game.windows import END


def played_cards(state: GameState) -> list[int]:
    """The encounter cards actually played in this encounter that are still on the discard pile (FAQ: not
    cards discarded by other effects), one per distinct card face. A reward card just discarded to the
    reward pile may be fetched too (FAQ R4); the Wild's "top card of the discard pile" is the cosmic one."""
    enc = state.enc
    out: list[int] = []
    for card in (enc.off_card, enc.def_card):
        if card >= 0 and in_discard(state, card) and card not in out:
            out.append(card)
    return out


class Fido(Power):
    """Fetch."""

    name: ClassVar[str] = "Fido"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Once the encounter's cards are on the discard pile, you may fetch one of the encounter cards "
        "played in it and offer it to another player. If they take it, you may then draw a card or "
        "free one of your ships from the warp; if they refuse, you may keep the card yourself."
    )
    wild_text: ClassVar[str] = (
        "Once the encounter's cards are discarded, the player of your choice (you too) must take the top "
        "card of the discard pile into their hand."
    )
    super_text: ClassVar[str] = "After you fetch a card with your power, you may fetch the other one as well."
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("fetch", END, ANY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", END, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{"player": p} for p in range(state.n)] if state.discard else []
        if use.key == "super" and f"{END}:{target}/{seat}/{self.name}/fetch" not in state.enc.used:
            return []
        return [{"pick": c, "player": p} for c in played_cards(state) for p in range(state.n) if p != seat]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            if not state.discard:
                return
            card = state.discard[-1]
            note(ev, "card_fetched", seat=seat, player=action["player"], card=card, alien=self.name)
            state.hands[action["player"]].append(state.discard.pop())  # shown while still face up
            return
        card, player = action["pick"], action["player"]
        if not in_discard(state, card):
            return
        note(ev, "card_offered", seat=seat, player=player, card=card)
        options = [{"type": "fido_offer", "accept": True}, {"type": "fido_offer", "accept": False}]
        ask_choice(state, ev, player, "fido_offer", [{**o, "fido": seat, "pick": card} for o in options])


register(Fido)


@answer("fido_offer")
def _on_offer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    fido, card = action["fido"], action["pick"]
    if not in_discard(state, card):
        return
    if action["accept"]:
        take_from_discard(state, card)
        state.hands[prompt.seat].append(card)
        note(ev, "offer_accepted", seat=prompt.seat, fido=fido, card=card)
        push(state, ("fido_thanks", fido))
        return
    note(ev, "offer_refused", seat=prompt.seat, fido=fido, card=card)
    options = [
        {"type": "fido_keep", "keep": True, "pick": card},
        {"type": "fido_keep", "keep": False, "pick": card},
    ]
    ask_choice(state, ev, fido, "fido_keep", options)


@answer("fido_keep")
def _on_keep(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    card = action["pick"]
    if action["keep"] and in_discard(state, card):
        note(ev, "card_fetched", seat=prompt.seat, player=prompt.seat, card=card, alien="Fido")
        take_from_discard(state, card)  # named while still face up
        state.hands[prompt.seat].append(card)


@step("fido_thanks")
def fido_thanks(state: GameState, ev: Events, seat: int) -> None:
    """The offer was taken: Fido may free one ship from the warp or draw one card."""
    options = [{"type": "fido_reward", "take": "card"}, {"type": "fido_reward", "take": "none"}]
    if state.warp[seat] and colonies(state, seat):
        options.insert(0, {"type": "fido_reward", "take": "ship"})
    ask_choice(state, ev, seat, "fido_reward", options)


@answer("fido_reward")
def _on_reward(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    note(ev, "fido_reward", seat=prompt.seat, take=action["take"])
    if action["take"] == "card":
        draw(state, ev, prompt.seat, 1)
    elif action["take"] == "ship":
        retrieve_from_warp(state, ev, prompt.seat, 1)
