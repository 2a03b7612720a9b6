"""How much a card is worth keeping, and how good a hand is, to a bot.

The figures are in the same units as ``evaluate.score`` (a foreign colony is 100). They only rank cards:
which to give away, discard, take, or save for later.

Cosmic Incursion's reward cards: a negative attack is an encounter card that loses almost every fight
(worth a little, as any encounter card that spares a new hand; for a lower-wins alien, Anti-Matter, the
lower the better); a crooked deal is a negotiate that pays one more compensation card; a kicker is worth
its multiplier (x0 barely anything: it helps only a negative attack); a rift frees ships from the warp
when played, but goes off in the hand of a player who takes it (``taken_worth``: its ships are lost).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    CARD_ZAP,
    COSMIC_ZAP,
    CROOKED_DEAL,
    EMOTION_CONTROL,
    FINDER,
    FLARE,
    FLARE_ALIEN,
    FORCE_FIELD,
    HAND_ZAP,
    IONIC_GAS,
    KICKER,
    MOBIUS_TUBES,
    MORPH,
    NEGOTIATE,
    PLAGUE,
    QUASH,
    REINFORCEMENT,
    RIFT,
    SPACE_JUNK,
)

ARTIFACT_WORTH = {
    COSMIC_ZAP: 9.0,
    CARD_ZAP: 7.0,
    MOBIUS_TUBES: 7.0,
    FORCE_FIELD: 7.0,
    PLAGUE: 7.0,
    EMOTION_CONTROL: 5.0,
    IONIC_GAS: 5.0,
    QUASH: 5.0,
    HAND_ZAP: 5.0,
    FINDER: 5.0,
    SPACE_JUNK: 5.0,
}


SHIP_LOST = 4.0  # a ship sent to the warp (as ``alliance.SHIP``)


# a player's alien, or its aliens (the Multiple Powers variant: ``situation.aliens_of``)
Aliens = str | Sequence[str] | None


def alien_names(alien: Aliens) -> tuple[str, ...]:
    """``alien`` (one name, several, or None) as a tuple of names."""
    if alien is None:
        return ()
    return (alien,) if isinstance(alien, str) else tuple(alien)


def card_worth(card: int, alien: Aliens = None) -> float:
    """What holding ``card`` is worth to a player whose alien is ``alien`` (or whose aliens are)."""
    kind = CARD_KIND[card]
    if kind == ATTACK:
        value = CARD_VALUE[card]
        if value < 0:  # a negative attack: it spares a new hand, and wins for a lower-wins alien
            return 2.0 - value * 0.45 + 4.0 if "Anti-Matter" in alien_names(alien) else 1.5
        return 2.0 + value * 0.45
    if kind == NEGOTIATE:
        return 7.0 if CARD_NAME[card] == CROOKED_DEAL else 6.0
    if kind == KICKER:
        return 3.0 + CARD_VALUE[card] * 2.5 if CARD_VALUE[card] else 2.0
    if kind == RIFT:
        return 3.0 + CARD_VALUE[card] * 0.5
    if kind == MORPH:
        return 10.0
    if kind == REINFORCEMENT:
        return 3.0 + CARD_VALUE[card] * 1.2
    if kind == ARTIFACT:
        return ARTIFACT_WORTH.get(CARD_NAME[card], 5.0)
    if kind == FLARE:
        return 11.0 if FLARE_ALIEN[card] in alien_names(alien) else 6.0
    return 3.0


def taken_worth(card: int, alien: Aliens = None) -> float:
    """What ``card`` is worth to a player who takes it from another's hand (compensation, looting ...): a
    rift goes off there and costs its value in ships."""
    if CARD_KIND[card] == RIFT:
        return -SHIP_LOST * CARD_VALUE[card]
    return card_worth(card, alien)


def is_encounter(card: int) -> bool:
    """Attack, negotiate or morph."""
    return CARD_KIND[card] in (ATTACK, NEGOTIATE, MORPH)


def hand_quality(hand: Iterable[int], alien: Aliens = None) -> float:
    """A hand's worth: its cards' worth, with diminishing returns past eight cards, and a penalty for
    holding no encounter card (the next encounter would cost a new hand or the turn)."""
    worths = sorted((card_worth(c, alien) for c in hand), reverse=True)
    total = sum(w if i < 8 else w * 0.5 for i, w in enumerate(worths))
    if not any(is_encounter(c) for c in hand):
        total -= 8.0
    return total


def worst_first(cards: Iterable[int], alien: Aliens = None) -> list[int]:
    """Cards from least to most worth keeping."""
    return sorted(cards, key=lambda c: (card_worth(c, alien), c))


def best_first(cards: Iterable[int], alien: Aliens = None) -> list[int]:
    """Cards from most to least worth having."""
    return sorted(cards, key=lambda c: (-card_worth(c, alien), c))
