"""Hazards that change the rules for the encounter they are drawn in: Cosmic Nebula, Black Hole, Galactic
Council, Meteor Storm and Psychic Switcheroo."""

from __future__ import annotations

from typing import ClassVar

from game import hooks
from game.board import ALLY, GATE, ships_at
from game.cards.catalog import NEGOTIATE
from game.core import Events, note
from game.hazards.base import HazardEffect, effect
from game.hazards.catalog import (
    BLACK_HOLE,
    COSMIC_NEBULA,
    GALACTIC_COUNCIL,
    METEOR_LIMIT,
    METEOR_STORM,
    PSYCHIC_SWITCHEROO,
)
from game.moves import LOSING, to_warp
from game.state import GameState


class CosmicNebula(HazardEffect):
    """Every power use this encounter is zapped (what needs no use keeps working, FAQ Z1). Not an
    artifact: no card cancels it (FAQ)."""

    name: ClassVar[str] = COSMIC_NEBULA

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        state.enc.zapped = (1 << state.n) - 1
        note(ev, "powers_zapped_by_hazard", name=COSMIC_NEBULA)


effect(CosmicNebula)


class BlackHole(HazardEffect):
    """Ships that would reach the warp this encounter leave the game instead, down to the ships each
    player needs to win (``game.moves``, as for ships eradicated); an effect of nobody, so it acts after
    every player's own (FAQ X1): ships a power keeps out of the warp (Zombie) are not touched (FAQ)."""

    name: ClassVar[str] = BLACK_HOLE

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        state.enc.mods.ships_leave_game = True


effect(BlackHole)


class GalacticCouncil(HazardEffect):
    """Reconstructed (only the text's opening is known: instead of a normal encounter, every player has
    three minutes to ...): the encounter goes to the table of talks, so the revealed cards both count as
    negotiates and the main players must make a deal (or fail it, with its usual cost)."""

    name: ClassVar[str] = GALACTIC_COUNCIL

    def pacifies(self, value: int, drawn_now: bool) -> bool:
        return drawn_now  # every card of its own encounter

    def before_resolution(self, state: GameState, ev: Events, hazard: int) -> None:
        enc = state.enc
        if not self.pacifies(0, enc.mods.hazard == hazard) or enc.defense < 0:
            return
        if (enc.off_kind, enc.def_kind) != (NEGOTIATE, NEGOTIATE):
            enc.off_kind = enc.def_kind = NEGOTIATE
            note(ev, "council_convened")


effect(GalacticCouncil)


class MeteorStorm(HazardEffect):
    """Its trigger is the FAQ's: the two sides' full totals (cards, ships, powers) together above 25.
    What the meteors then do is reconstructed: each player with ships in the encounter loses one to the
    warp, before the winner is decided (on totals that now count those ships no more)."""

    name: ClassVar[str] = METEOR_STORM

    def on_totals(self, state: GameState, ev: Events, hazard: int, off_total: int, def_total: int) -> None:
        enc = state.enc
        if enc.mods.hazard != hazard or off_total + def_total <= METEOR_LIMIT:
            return
        note(ev, "meteor_storm", total=off_total + def_total)
        for seat in range(state.n):
            for loc in (GATE, ALLY):
                if ships_at(state, seat, loc):
                    to_warp(state, ev, seat, [[loc, 1]], LOSING)
        if enc.target >= 0 and ships_at(state, enc.defense, enc.target):
            to_warp(state, ev, enc.defense, [[enc.target, 1]], LOSING)


effect(MeteorStorm)


class PsychicSwitcheroo(HazardEffect):
    """The FAQ's fact: powers are swapped and never swapped back. Who swaps is reconstructed: the two
    main players, as allies are about to be invited (the defense is known then), each alien with its data,
    as the Sorcerer's Wild trades them; not a power out on loan or tied to its player (Symbiote)."""

    name: ClassVar[str] = PSYCHIC_SWITCHEROO

    def before_invitations(self, state: GameState, ev: Events, hazard: int) -> None:
        off, dfn = state.offense, state.enc.defense
        if state.enc.mods.hazard != hazard or dfn < 0:
            return
        a, b = hooks.own_alien(state, off), hooks.own_alien(state, dfn)
        if a == b or hooks.lends(state, off) or hooks.lends(state, dfn):
            return
        if hooks.bound(state, off) or hooks.bound(state, dfn):
            return
        hooks.trade_aliens(state, off, dfn)
        note(ev, "powers_traded", seats=[off, dfn], aliens=[b or "", a or ""])


effect(PsychicSwitcheroo)
