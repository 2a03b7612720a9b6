"""The hazard events in words, for the game log (``game.narrate`` adds them to its table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.cards.catalog import CARD_NAME

Name = Callable[[Any], str]


def _cards(cards: list[int]) -> str:
    return ", ".join(CARD_NAME[c] for c in cards) or "nothing"


TELL: dict[str, Callable[[dict[str, Any], Name], str]] = {
    "hazard_drawn": lambda d, name: f"Hazard! {name(d['seat'])} turns over {d['name']}.",
    "hazard_discarded": lambda d, name: f"{d['name']} goes to the hazard discards.",
    "hazards_reshuffled": lambda d, name: (
        f"The hazard discards become a new hazard deck ({d['size']} cards)."
    ),
    "hazard_cards_shown": lambda d, name: (
        f"Energy Fields: {name(d['seat'])} draws {_cards(d['cards'])}, face up for all."
    ),
    "hands_shuffled": lambda d, name: "Cosmic Upheaval: every hand is shuffled together and dealt back.",
    "hand_dealt": lambda d, name: f"Your new hand: {_cards(d['cards'])}.",
    "powers_zapped_by_hazard": lambda d, name: f"{d['name']}: no alien power can be used this encounter.",
    "attack_pacified": lambda d, name: (
        f"The Cosmic Guardian: {name(d['seat'])}'s attack {d['value']} counts as a negotiate."
    ),
    "turn_order_reversed": lambda d, name: "Temporal Anomaly: from now on, turns pass to the right.",
    "hazard_pact": lambda d, name: (
        f"Alliance: {name(d['seats'][0])} and {name(d['seats'][1])} are allies for the rest of the game."
    ),
    "planet_devoured_by_hazard": lambda d, name: (
        f"The Entropy Beast devours planet {d['planet'] + 1}, the one with the most ships."
    ),
    "everyone_loses": lambda d, name: f"{d['name']}: a system has fewer than three planets. Everyone loses!",
    "hand_witnessed": lambda d, name: f"The Witness: {name(d['seat'])}'s hand is {_cards(d['cards'])}.",
    "council_convened": lambda d, name: "Galactic Council: both cards count as negotiates; make a deal.",
    "meteor_storm": lambda d, name: (
        f"Meteor Storm: the totals come to {d['total']}, above 25; each player there loses a ship."
    ),
}
