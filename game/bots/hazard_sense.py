"""What the hazards in play change for a bot (the hazard deck variant; docs/rules.md, "Hazards"), read from
the public view: under The Cosmic Guardian an attack above 20 counts as a negotiate, under Galactic Council
every card of this encounter does, and under Black Hole the ships a side loses leave the game, so losing
costs more."""

from __future__ import annotations

import game.hazards.deck  # noqa: F401  (the effects register themselves)
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH, NEGOTIATE
from game.hazards.base import EFFECTS
from game.hazards.catalog import BLACK_HOLE, HAZARD_NAME

BLACK_HOLE_LOSS = 2.5  # a ship lost under Black Hole is gone for good: about this many warp losses


def in_play(view: View) -> set[str]:
    """The names of the hazards in play (nothing at a table without the hazard deck)."""
    data = view.get("hazards")
    if not isinstance(data, dict):
        return set()
    return {HAZARD_NAME[int(h)] for h in data.get("in_play", ())}


def this_encounter(view: View) -> str | None:
    """The name of the hazard drawn this encounter, if any."""
    data = view.get("hazards")
    hazard = data.get("this_encounter") if isinstance(data, dict) else None
    return HAZARD_NAME[int(hazard)] if hazard is not None else None


def pacified(view: View, value: int) -> bool:
    """Does an attack of ``value`` count as a negotiate here? The hazards in play say (the engine's own
    rule, ``HazardEffect.pacifies``: Galactic Council for its encounter, The Cosmic Guardian above 20)."""
    now = this_encounter(view)
    return any(EFFECTS[name].pacifies(value, name == now) for name in in_play(view))


def kind_of(view: View, card: int) -> str:
    """What ``card`` counts as when revealed, as far as the hazards in play say (a morph copies a card
    that counts as a negotiate here, so it counts as one too under Galactic Council)."""
    kind = CARD_KIND[card]
    if kind == ATTACK and pacified(view, int(CARD_VALUE[card])):
        return NEGOTIATE
    if kind == MORPH and pacified(view, 0):
        return NEGOTIATE
    return kind


def loss_factor(view: View) -> float:
    """How much dearer losing ships is in this encounter (Black Hole drawn for it)."""
    if this_encounter(view) == BLACK_HOLE and BLACK_HOLE in in_play(view):
        return BLACK_HOLE_LOSS
    return 1.0
