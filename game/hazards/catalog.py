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
ALLIANCE = "Alliance"
ENTROPY_BEAST = "The Entropy Beast"
THE_WITNESS = "The Witness"
GALACTIC_COUNCIL = "Galactic Council"
METEOR_STORM = "Meteor Storm"
PSYCHIC_SWITCHEROO = "Psychic Switcheroo"

EXACT = "exact"  # the card's own effect, from a transcription of its text
READING = "reading"  # the card's effect as the FAQ describes it, with a detail we had to read
RECONSTRUCTED = "reconstructed"  # name (and FAQ facts) known, text not: rebuilt in the deck's spirit

GUARDIAN_LIMIT = 20  # attack cards above this count as negotiates while the Guardian is in play
METEOR_LIMIT = 25  # Meteor Storm strikes when the two sides' totals together are above this (FAQ)
ENTROPY_MIN_PLANETS = 3  # under the Entropy Beast, a system with fewer planets makes everyone lose


@dataclass(frozen=True)
class Hazard:
    """One hazard card: its name, how long it stays, our text, and how sure its effect is (``basis``:
    ``EXACT``, ``READING`` or ``RECONSTRUCTED``; docs/rules.md says which and why)."""

    name: str
    duration: str
    text: str
    basis: str = EXACT


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
            basis=READING,
        ),
        1,
    ),
    (
        Hazard(
            ALLIANCE,
            LASTING,
            "Stays in play. The offense sets one ship from one of its colonies on this card (out of the game)"
            " and hands the card to a player it names. From now on the two are allies: whenever either is a"
            " main player, it must invite the other.",
        ),
        1,
    ),
    (
        Hazard(
            ENTROPY_BEAST,
            LASTING,
            "Stays in play; The Cosmic Guardian and The Witness are discarded as it comes. Each time a"
            " special or wild destiny card is drawn, the planet with the most ships leaves the game (the"
            " offense picks among a tie) and its ships go to the warp. If any system holds fewer than three"
            " planets, for whatever reason, the game ends and every player loses.",
        ),
        1,
    ),
    (
        Hazard(
            THE_WITNESS,
            LASTING,
            "Stays in play until The Cosmic Guardian or The Entropy Beast comes. In every encounter, as"
            " allies are about to be invited, each main player looks at the other main player's hand.",
            basis=RECONSTRUCTED,
        ),
        1,
    ),
    (
        Hazard(
            GALACTIC_COUNCIL,
            ENCOUNTER,
            "This encounter is settled at the council table: whatever the main players reveal counts as a"
            " negotiate, so they must strike a deal or both pay for failing.",
            basis=RECONSTRUCTED,
        ),
        1,
    ),
    (
        Hazard(
            METEOR_STORM,
            ENCOUNTER,
            "If, once the cards are revealed, the two sides' full totals together are above 25, meteors"
            " strike: every player with ships in the encounter loses one of them to the warp before the"
            " winner is decided.",
            basis=RECONSTRUCTED,
        ),
        1,
    ),
    (
        Hazard(
            PSYCHIC_SWITCHEROO,
            ENCOUNTER,
            "As allies are about to be invited, the offense and the defense trade alien powers, and they"
            " never trade them back.",
            basis=RECONSTRUCTED,
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
