"""Quark Battery: on completion its owner puts an encounter card from its hand under it, out of the hand,
where nobody may look at it or take it (``state.extra[STORED]``; the owner's view alone shows it, its
events go to the owner alone, and a sample of the game deals it again for the others). After the encounter
cards are revealed, as a main player, the owner may swap its revealed card for the stored one; then the
tech and the card it replaced are discarded."""

from __future__ import annotations

from typing import Any, ClassVar

from game.cards.catalog import CARD_KIND, CARD_VALUE, IS_ENCOUNTER, MORPH
from game.core import Events, answer, ask_choice, note
from game.deck import discard_cards
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, discard_tech, power, tech_id
from game.techs.view import KEPT
from game.windows import REVEAL

NAME = "Quark Battery"
STORED = "Quark Battery/card"  # state.extra: {str(seat): the encounter card under its Quark Battery}


def stored(state: GameState, seat: int) -> int:
    """The card under ``seat``'s Quark Battery (-1: none)."""
    return int(state.extra.get(STORED, {}).get(str(seat), -1))


KEPT[NAME] = lambda state, seat: [c] if (c := stored(state, seat)) >= 0 else []


class QuarkBattery(TechPower):
    """A spare encounter card, swapped in after the reveal."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((REVEAL,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if seat not in (state.offense, enc.defense) or stored(state, seat) < 0 or not enc.revealed:
            return []
        mine = enc.off_card if seat == state.offense else enc.def_card
        return [{}] if mine >= 0 and mine in enc.in_play else []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        enc = state.enc
        card = state.extra[STORED].pop(str(seat))
        if not state.extra[STORED]:
            del state.extra[STORED]
        offense = seat == state.offense
        old = enc.off_card if offense else enc.def_card
        enc.in_play[enc.in_play.index(old)] = card
        kind, value = CARD_KIND[card], CARD_VALUE[card]
        other_card = enc.def_card if offense else enc.off_card
        other_kind, other_value = (enc.def_kind, enc.def_value) if offense else (enc.off_kind, enc.off_value)
        if kind == MORPH and other_kind != MORPH:
            kind, value = other_kind, other_value  # a morph copies the other card (FAQ V2)
        elif other_card >= 0 and CARD_KIND[other_card] == MORPH and kind != MORPH:
            other_kind, other_value = kind, value  # the other card, a morph, copies the new one
        if offense:
            enc.off_card, enc.off_kind, enc.off_value = card, kind, value
            enc.def_kind, enc.def_value = other_kind, other_value
        else:
            enc.def_card, enc.def_kind, enc.def_value = card, kind, value
            enc.off_kind, enc.off_value = other_kind, other_value
        note(ev, "card_swapped", seat=seat, old=old, card=card)
        discard_cards(state, ev, [old], seat)
        discard_tech(state, ev, seat, tech_id(NAME))

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        options = [{"type": "card", "card": c} for c in state.hands[seat] if IS_ENCOUNTER[c]]
        if options:
            ask_choice(state, ev, seat, "quark_battery_store", options)

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        card = state.extra.get(STORED, {}).pop(str(seat), None)
        if STORED in state.extra and not state.extra[STORED]:
            del state.extra[STORED]
        if card is not None:  # the battery left play with its card: the card is discarded face up
            discard_cards(state, ev, [card], seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        card = stored(state, seat)
        return [card] if card >= 0 else []

    def secret_slots(self, state: GameState, viewer: int | None) -> list[tuple[Any, Any]]:
        cards = state.extra.get(STORED)
        if not cards:
            return []
        return [(cards, key) for key in sorted(cards) if key != str(viewer)]


power(QuarkBattery)


@answer("quark_battery_store")
def _on_store(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    card = int(action["card"])
    state.hands[prompt.seat].remove(card)
    state.extra.setdefault(STORED, {})[str(prompt.seat)] = card
    note(ev, "card_stored", seat=prompt.seat)  # the table sees a card go under the tech
    note(ev, "card_stored_card", to=(prompt.seat,), seat=prompt.seat, card=card)
