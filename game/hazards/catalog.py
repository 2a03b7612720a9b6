"""The hazard deck of Cosmic Conflict as this game builds it: each card's name, copies, duration and our
own text, and which destiny cards carry a hazard warning.

A hazard id is an index into ``HAZARDS`` (one entry per physical card, copies repeated). The texts are
ours; where each fact comes from, and which cards of the box's 28 we could not recover, is in
docs/rules.md ("Hazards").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.catalog import DESTINY, DESTINY_HAZARD, DESTINY_SPECIAL, DESTINY_WILD, SPECIAL_COLONIES

ENCOUNTER = "encounter"  # acts during the encounter it is drawn in, then is discarded at its end
LASTING = "lasting"  # "This card remains in play": stays face up until something discards it

ENERGY_FIELDS = "Energy Fields"
COSMIC_UPHEAVAL = "Cosmic Upheaval"
COSMIC_NEBULA = "Cosmic Nebula"
BLACK_HOLE = "Black Hole"
COSMIC_GUARDIAN = "The Cosmic Guardian"
TEMPORAL_ANOMALY = "Temporal Anomaly"

GUARDIAN_LIMIT = 20  # attack cards above this count as negotiates while the Guardian is in play


@dataclass(frozen=True)
class Hazard:
    """One hazard card: its name, how long it stays, our text, and whether its effect is the card's own
    (``exact``) or a reading we had to make (docs/rules.md says which and why)."""

    name: str
    duration: str
    text: str
    exact: bool = True


_CARDS: tuple[tuple[Hazard, int], ...] = (
    (
        Hazard(
            ENERGY_FIELDS,
            ENCOUNTER,
            "Before allies are invited, the offense and the defense each draw two cards from the cosmic"
            " deck and turn them face up for the whole table to see before taking them into hand.",
        ),
        2,
    ),
    (
        Hazard(
            COSMIC_UPHEAVAL,
            ENCOUNTER,
            "Every hand is gathered and shuffled together at once; each player is dealt back as many cards"
            " as they held. Nobody may respond to this.",
        ),
        1,
    ),
    (
        Hazard(
            COSMIC_NEBULA,
            ENCOUNTER,
            "For the rest of this encounter every alien power is zapped the moment it would act. This is no"
            " artifact: nothing cancels it.",
        ),
        1,
    ),
    (
        Hazard(
            BLACK_HOLE,
            ENCOUNTER,
            "For the rest of this encounter, ships that would go to the warp leave the game instead, except"
            " that a player always keeps as many ships as the colonies it needs to win (those go to the"
            " warp). This happens after every player's own effects.",
        ),
        1,
    ),
    (
        Hazard(
            COSMIC_GUARDIAN,
            LASTING,
            "Stays in play. An attack card whose value, after every change, is above 20 counts as a"
            " negotiate.",
        ),
        1,
    ),
    (
        Hazard(
            TEMPORAL_ANOMALY,
            LASTING,
            "Stays in play. Turns now pass to the right instead of the left. Only the order of turns"
            " changes, nothing else that goes around the table.",
            exact=False,
        ),
        1,
    ),
)

HAZARDS: tuple[Hazard, ...] = tuple(card for card, copies in _CARDS for _ in range(copies))
HAZARD_IDS: tuple[int, ...] = tuple(range(len(HAZARDS)))
HAZARD_NAME: tuple[str, ...] = tuple(h.name for h in HAZARDS)
BOX_COUNT = 28  # the cards in the box (FAQ: early component lists said 29); docs/rules.md lists the rest


def is_lasting(hazard: int) -> bool:
    """Does this hazard stay in play after the encounter it was drawn in?"""
    return HAZARDS[hazard].duration == LASTING


def _warning_marks() -> tuple[bool, ...]:
    """One destiny card of each colour carries the warning (``DESTINY_HAZARD``: red to white, so black's
    first card too once black is at the table); and one wild and one special card (our reading of which
    special: the first, "most foreign colonies"; docs/rules.md)."""
    marks = list(DESTINY_HAZARD)
    wild = next(i for i, (kind, _) in enumerate(DESTINY) if kind == DESTINY_WILD)
    special = next(
        i for i, (kind, arg) in enumerate(DESTINY) if kind == DESTINY_SPECIAL and arg == SPECIAL_COLONIES
    )
    marks[wild] = marks[special] = True
    return tuple(marks)


WARNING: tuple[bool, ...] = _warning_marks()


def has_warning(destiny_card: int) -> bool:
    """Does this destiny card carry a hazard warning?"""
    return WARNING[destiny_card]
