"""Warrior: experience tokens add to its total as a main player whose card is an attack.

- Power (mastery): mandatory, one form. ``tokens_bonus`` adds the tokens to that side's attack totals in
  the encounter odds (``encounter.outcome_odds``), for the seat's own Warrior and an opposing one.
- Wild (as the defense, once the encounter is over, an encounter of its own against the offense's home
  system): played when the seat holds an encounter card worth fighting with and can send four ships
  without emptying a colony.
- Super (as an ally of an attack side, add the tokens): always helps the seat's side; played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, alien_info, has_power, spare_colony_ships
from game.bots.senses.registry import FLARE
from game.bots.situation import View
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH, NEGOTIATE


def tokens_bonus(view: View, seat: int) -> int:
    """What ``seat``'s Warrior tokens add to its attack total as a main player (0 without the power)."""
    if seat < 0 or not has_power(view, seat, "Warrior"):
        return 0
    return int(alien_info(view, seat).get("tokens", 0))


def good_encounter_card(view: View, value: int = 8) -> bool:
    """Does the seat hold a morph, a negotiate or an attack of at least ``value``?"""
    return any(
        CARD_KIND[c] in (MORPH, NEGOTIATE) or (CARD_KIND[c] == ATTACK and CARD_VALUE[c] >= value)
        for c in view["hand"] or []
    )


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 1.0 if good_encounter_card(view, 10) and spare_colony_ships(view, seat) >= 4 else -1.0


FLARE["Warrior"] = _flare
