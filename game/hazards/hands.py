"""Hazards about the cards in hand: Energy Fields, Cosmic Upheaval and The Witness."""

from __future__ import annotations

from typing import ClassVar

from game import rng, seen
from game.core import Events, note
from game.deck import draw
from game.hazards.base import HazardEffect, effect
from game.hazards.catalog import COSMIC_UPHEAVAL, ENERGY_FIELDS, THE_WITNESS
from game.state import GameState

ENERGY_DRAW = 2  # cards each main player draws under Energy Fields


class EnergyFields(HazardEffect):
    """Each main player draws two cards, face up for everyone (FAQ: every player sees them), before
    allies are invited."""

    name: ClassVar[str] = ENERGY_FIELDS

    def before_invitations(self, state: GameState, ev: Events, hazard: int) -> None:
        if state.enc.mods.hazard != hazard:
            return  # it acts in the encounter it was drawn in
        for seat in (state.offense, state.enc.defense):
            if seat < 0:
                continue
            cards = draw(state, ev, seat, ENERGY_DRAW)
            note(ev, "hazard_cards_shown", seat=seat, cards=list(cards))
            for viewer in range(state.n):
                seen.show_drawn(state, viewer, seat, cards, "hazard")


effect(EnergyFields)


class CosmicUpheaval(HazardEffect):
    """Every hand is shuffled together and dealt back, each player getting as many cards as it held."""

    name: ClassVar[str] = COSMIC_UPHEAVAL

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        counts = [len(h) for h in state.hands]
        pool = sorted(c for h in state.hands for c in h)
        state.rng = rng.shuffle(state.rng, pool)
        for seat, count in enumerate(counts):
            state.hands[seat] = [pool.pop() for _ in range(count)]
        note(ev, "hands_shuffled", counts=counts)
        for seat in range(state.n):
            note(ev, "hand_dealt", to=(seat,), seat=seat, cards=list(state.hands[seat]))
        seen.refresh(state)  # what anyone had seen of another hand no longer holds


effect(CosmicUpheaval)


class TheWitness(HazardEffect):
    """Reconstructed (only its name and that The Cosmic Guardian and The Entropy Beast discard it as they
    come, so it stays in play): in every encounter, as allies are about to be invited, each main player
    looks at the other's hand."""

    name: ClassVar[str] = THE_WITNESS

    def before_invitations(self, state: GameState, ev: Events, hazard: int) -> None:
        off, dfn = state.offense, state.enc.defense
        if dfn < 0 or dfn == off:
            return
        for viewer, player in ((off, dfn), (dfn, off)):
            seen.show_hand(state, viewer, player, "hazard")
            note(ev, "hand_witnessed", to=(viewer,), seat=player, cards=sorted(state.hands[player]))


effect(TheWitness)
