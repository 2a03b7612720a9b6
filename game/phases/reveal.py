"""Reveal: both cards turn over at once; a morph copies the other card as revealed (R3.8, FAQ V2-V4).
Then the window for reinforcements and Emotion Control."""

from __future__ import annotations

from game import hooks
from game.cards.catalog import CARD_KIND, CARD_VALUE, MORPH
from game.core import Events, note, push, step
from game.state import GameState
from game.windows import REVEAL


@step("reveal")
def reveal(state: GameState, ev: Events) -> None:
    """Turn both encounter cards face up and work out what each counts as."""
    hooks.phase_start(state, ev, "reveal")
    enc = state.enc
    enc.revealed = True
    off_card, def_card = enc.off_card, enc.def_card
    enc.in_play.extend((off_card, def_card))
    enc.off_kind, enc.off_value = CARD_KIND[off_card], CARD_VALUE[off_card]
    enc.def_kind, enc.def_value = CARD_KIND[def_card], CARD_VALUE[def_card]
    if enc.off_kind == MORPH and enc.def_kind != MORPH:
        enc.off_kind, enc.off_value = enc.def_kind, enc.def_value
    elif enc.def_kind == MORPH and enc.off_kind != MORPH:
        enc.def_kind, enc.def_value = enc.off_kind, enc.off_value
    note(
        ev,
        "cards_revealed",
        offense=off_card,
        defense=def_card,
        offense_as=enc.off_kind,
        defense_as=enc.def_kind,
    )
    push(state, ("window", REVEAL, -1))
