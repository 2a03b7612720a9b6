"""The 20 tech cards of the base box (the Technology variant, base-rules R9.1): name, research number and
what each does, in our own words. Sources per card: docs/rules.md, "Technology: the cards".

A research number of 0 stands for the printed X: any number of researching ships will do. A *hidden* tech
("do not reveal until used") is never turned face up by completing it: it is used straight from research,
revealed as it acts. A *lasting* tech stays in play face up once completed; the others are discarded when
used.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TechCard:
    """One tech card."""

    name: str
    research: int  # ships needed to complete it; 0 = X (any number)
    hidden: bool  # "do not reveal until used": used from research, never completed face up
    lasting: bool  # stays in play once completed (else discarded when used)
    text: str  # what it does, our own words


TECHS: tuple[TechCard, ...] = (
    TechCard(
        "Coldsleep Ship",
        9,
        False,
        False,
        "Completed, discard it at the start of any encounter to found a colony on a planet outside your home "
        "system where you have none, with up to four ships from your other colonies. Completed with no "
        "colony to bring the researchers back to, it lands them all on such a planet at once.",
    ),
    TechCard(
        "Collapsium Hulls",
        4,
        False,
        True,
        "Stays in play. When you lose as the defense by five or less, one of your ships on the planet may "
        "stay there instead of going to the warp.",
    ),
    TechCard(
        "Cosmic Field Generator",
        2,
        False,
        False,
        "Completed, discard it at any time to stop one alien power (yours too) for the rest of the "
        "encounter, as a Cosmic Zap would. It is not an artifact: a Card Zap cannot stop it.",
    ),
    TechCard(
        "Delta Scanner",
        2,
        False,
        False,
        "Completed, discard it at the start of any encounter to take any one card of your choice from the "
        "discard pile into your hand.",
    ),
    TechCard(
        "Energy Cloak",
        4,
        False,
        False,
        "Completed, discard it as the offense once you have chosen the planet you attack: the defense may "
        "invite no allies this encounter.",
    ),
    TechCard(
        "Enigma Device",
        4,
        False,
        False,
        "Completed, discard it at the start of any encounter. You may first discard any cards you like; "
        "then every player, you first and clockwise, draws or discards at random until holding eight.",
    ),
    TechCard(
        "Genesis Bomb",
        4,
        True,
        False,
        "Hidden until used. At the start of any encounter, reveal and discard it to add the Genesis planet "
        "to your home system and settle any or all of the researching ships on it.",
    ),
    TechCard(
        "Gluon Mines",
        0,
        True,
        False,
        "Hidden until used. As the defense, after the encounter cards are chosen and before they are "
        "revealed, reveal and discard it: send one offensive ship to the warp for each researching ship. "
        "If no offensive ship is left, you win the encounter.",
    ),
    TechCard(
        "Infinity Drive",
        6,
        False,
        False,
        "Completed, discard it at the end of any encounter (yours too) to have an encounter of your own at "
        "once, if you hold an encounter card; then play goes on where it stopped.",
    ),
    TechCard(
        "Lunar Cannon",
        5,
        False,
        True,
        "Stays in play. On completion its token goes between two of your home planets. As a main player or "
        "ally in an encounter at a planet next to the token, add 10 to your side. Whenever a wild destiny "
        "card is drawn you may move the token between two planets of any system.",
    ),
    TechCard(
        "Omega Missile",
        8,
        False,
        False,
        "Completed, discard it at the start of any encounter to destroy a planet of any system: it leaves "
        "the game and every ship on it goes to the warp.",
    ),
    TechCard(
        "Plasma Thrusters",
        6,
        False,
        True,
        "Stays in play. You may send one ship more than the limit into every encounter (five in all). As "
        "the defense, during the launch you may move one ship from a colony onto the targeted planet.",
    ),
    TechCard(
        "Precursor Seed",
        9,
        False,
        True,
        "Stays in play. On completion take a random alien from the unused ones (again if it needs game "
        "setup or cannot play here): you have its power as well as your own.",
    ),
    TechCard(
        "The Prometheus",
        7,
        False,
        True,
        "Stays in play. On completion put the Prometheus token on one of your colonies: it is one of your "
        "ships in every way, and it adds 3 more to your side's total when it takes part in an encounter.",
    ),
    TechCard(
        "The Qax",
        4,
        False,
        True,
        "Stays in play. When you invite a player to ally with you, you may give them this card: they must "
        "ally with you with four ships (or as many as they can without giving up a colony). They may later "
        "give it on the same way.",
    ),
    TechCard(
        "Quark Battery",
        3,
        False,
        True,
        "On completion put an encounter card from your hand under it: no longer in your hand, nobody may "
        "look at it or take it. After the encounter cards are revealed you may swap your card for it; "
        "then the tech and the card it replaced are discarded.",
    ),
    TechCard(
        "Tech Scrambler",
        0,
        True,
        False,
        "Hidden until used. At any time reveal and discard it to cancel another tech whose research number "
        "is no more than the ships that researched this one; the cancelled tech is discarded.",
    ),
    TechCard(
        "Vacuum Turbines",
        2,
        False,
        False,
        "Completed, discard it at the start of any encounter to draw four cards: keep any of them, discard "
        "the rest.",
    ),
    TechCard(
        "Warpspace Key",
        3,
        False,
        False,
        "Completed, discard it during your own Regroup to bring all of your ships in the warp back to your "
        "colonies.",
    ),
    TechCard(
        "Xenon Lasers",
        3,
        False,
        True,
        "Stays in play. As a main player or ally, once the encounter cards are revealed, you may add 1 to "
        "your side's total or take 1 from it.",
    ),
)

TECH_NAME: tuple[str, ...] = tuple(t.name for t in TECHS)
TECH_ID: dict[str, int] = {t.name: i for i, t in enumerate(TECHS)}
ALL_TECHS: tuple[int, ...] = tuple(range(len(TECHS)))
FOUR_PLANET_LIMIT = 8  # the short game leaves out techs needing this many ships or more (base-rules R9.2)


def table_techs(four_planets: bool) -> list[int]:
    """The tech deck of a table: all 20, less the costliest in the four-planet game."""
    if not four_planets:
        return list(ALL_TECHS)
    return [i for i in ALL_TECHS if TECHS[i].research < FOUR_PLANET_LIMIT]
