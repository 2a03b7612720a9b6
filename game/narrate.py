"""Events in words: one line of the game log per event worth telling (the terminal game and the table's log).

Only the event itself is read, so a seat's log can never say more than the events it was allowed to see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.cards.catalog import CARD_NAME, destiny_name
from game.config import GameConfig
from game.events import Event

Teller = Callable[[dict[str, Any], Callable[[Any], str]], str]


def _cards(cards: list[int]) -> str:
    return ", ".join(CARD_NAME[c] for c in cards) or "nothing"


def _face(card: int) -> str:
    """A revealed encounter card's name (-1: it stays face down under a claim)."""
    return CARD_NAME[card] if card >= 0 else "a face-down card"


def _where(loc: Any, name: Callable[[Any], str]) -> str:
    if isinstance(loc, int):
        return name(("planet", loc))
    return {"gate": "the gate", "warp": "the warp", "ally": "the defense's side"}.get(loc, str(loc))


def _played(d: dict[str, Any], name: Callable[[Any], str]) -> str:
    line = f"{name(d['seat'])} plays {d['name']}"
    if "half" in d:
        line += f" ({d['half'].capitalize()})"
    if "target" in d:
        line += f" on {name(d['target'])}"
    if "side" in d:
        line += f" for the {d['side']}"
    if "allies" in d:
        line += f" against {', '.join(map(name, d['allies']))}"
    return line + "."


def _terms(terms: dict[str, Any], name: Callable[[Any], str]) -> str:
    parts = []
    for role, side in terms.items():
        gives = []
        if side["cards"]:
            gives.append(_cards(side["cards"]))
        if side["count"]:
            gives.append(
                f"{side['count']} {side['kind'] or 'card'}{'s' if side['count'] > 1 else ''} of choice"
            )
        if side["colony"] is not None:
            gives.append(f"a colony on {name(('planet', side['colony']))}")
        parts.append(f"{role} gives {' and '.join(gives) or 'nothing'}")
    return "; ".join(parts)


TELL: dict[str, Teller] = {
    "game_started": lambda d, name: (
        f"The game begins: {d['players']} players, {name(d['first'])} goes first."
    ),
    "turn_started": lambda d, name: f"--- Turn {d['turn']}: {name(d['seat'])} is the offense.",
    "encounter_started": lambda d, name: f"Encounter {d['number']} of {name(d['offense'])}'s turn.",
    "hand_shown": lambda d, name: (
        f"{name(d['seat'])} shows a hand with no encounter card: {_cards(d['cards'])}."
    ),
    "new_hand": lambda d, name: f"{name(d['seat'])} draws a new hand.",
    "drew": lambda d, name: f"{name(d['seat'])} draws {d['count']} card{'s' if d['count'] > 1 else ''}.",
    "drew_cards": lambda d, name: f"You drew {_cards(d['cards'])}.",
    "deck_reshuffled": lambda d, name: f"The discard pile is shuffled into a new deck ({d['size']} cards).",
    "cosmic_quake": lambda d, name: "Cosmic Quake! Every hand is discarded and dealt again.",
    "cosmic_aftershock": lambda d, name: "Aftershock: there are not enough cards for full hands.",
    "destiny_reshuffled": lambda d, name: "The destiny deck is reshuffled.",
    "destiny_drawn": lambda d, name: f"Destiny: {destiny_name(d['card']).removeprefix('Destiny: ')}.",
    "destiny_redraw": lambda d, name: "Destiny is drawn again.",
    "defense_chosen": lambda d, name: f"{name(d['seat'])} is the defense.",
    "home_reestablished": lambda d, name: (
        f"{name(d['seat'])} re-establishes a colony on {name(('planet', d['planet']))}."
    ),
    "gate_aimed": lambda d, name: f"The gate points at {name(('planet', d['planet']))}.",
    "nothing_to_launch": lambda d, name: f"{name(d['seat'])} has no ship to launch.",
    "ships_moved": lambda d, name: (
        f"{name(d['seat'])} moves {d['count']} ship{'s' if d['count'] > 1 else ''} "
        f"from {_where(d['src'], name)} to {_where(d['dst'], name)}."
    ),
    "power_lost": lambda d, name: f"{name(d['seat'])} has fewer home colonies than a power needs.",
    "power_regained": lambda d, name: f"{name(d['seat'])} has enough home colonies for a power again.",
    "invited": lambda d, name: f"The {d['side']} invites {', '.join(map(name, d['seats'])) or 'nobody'}.",
    "allied": lambda d, name: f"{name(d['seat'])} allies with the {d['side']} ({d['ships']} ships).",
    "ally_declined": lambda d, name: f"{name(d['seat'])} stays out.",
    "offense_out_of_cards": lambda d, name: f"{name(d['seat'])} has no encounter card: the turn ends.",
    "card_chosen": lambda d, name: f"You chose {CARD_NAME[d['card']]}.",
    "cards_revealed": lambda d, name: (
        f"Reveal: offense {_face(d['offense'])}, defense {_face(d['defense'])}."
    ),
    "card_played": _played,
    "play_fizzled": lambda d, name: f"{name(d['seat'])}'s play no longer applies.",
    "play_cancelled": lambda d, name: f"{CARD_NAME[d['card']]} is cancelled.",
    "zapped": lambda d, name: f"{name(d['seat'])} zaps {name(d['owner'])}'s {CARD_NAME[d['card']]}.",
    "alliance_cancelled": lambda d, name: f"{name(d['seat'])}'s alliance is cancelled.",
    "cards_changed": lambda d, name: f"The cards now count as {d['offense']} and {d['defense']}.",
    "reinforced": lambda d, name: f"{name(d['seat'])} adds +{d['value']} to the {d['side']}.",
    "no_rewards": lambda d, name: "No compensation or rewards this encounter.",
    "encounter_decided": lambda d, name: (
        f"The {d['winner']} wins, {d['offense_total']} to {d['defense_total']}."
        if "offense_total" in d
        else "The cards call for a deal."
        if d["winner"] == "deal"
        else "Both sides lose."
    ),
    "compensation": lambda d, name: (
        f"{name(d['taker'])} takes {d['count']} card{'s' if d['count'] != 1 else ''}"
        f" from {name(d['payer'])} as compensation."
    ),
    "rewards_declared": lambda d, name: (
        f"{name(d['seat'])} takes rewards: {d['ships']} ships, {d['cards']} cards"
        + (f" ({d['reward']} from the reward deck)." if d.get("reward") else ".")
    ),
    "drew_rewards": lambda d, name: (
        f"{name(d['seat'])} draws {d['count']} reward card{'s' if d['count'] > 1 else ''}."
    ),
    "reward_deck_reshuffled": lambda d, name: (
        f"The reward discard pile is shuffled into a new reward deck ({d['size']} cards)."
    ),
    "reward_deck_empty": lambda d, name: "The reward deck and its discard pile are empty.",
    "crooked_deal": lambda d, name: (
        f"{name(d['seat'])}'s crooked deal: one more compensation card ({d['count']})."
        if d.get("effect") == "compensation"
        else f"{name(d['seat'])}'s crooked deal: it loses {d['loses']} ships, its opponent"
        f" {d['opponent_loses']}."
    ),
    "crooked_deals_cancel": lambda d, name: "Two crooked deals cancel each other out.",
    "kicker_played": lambda d, name: f"{name(d['seat'])} plays a kicker face down.",
    "rift_opened": lambda d, name: (
        f"{name(d['seat'])} opens a rift ({d['value']}): {d['ships']} ship{'s' if d['ships'] != 1 else ''}"
        " leave the warp."
    ),
    "rift_freed": lambda d, name: (
        "Freed by the rift: " + ", ".join(f"{name(int(s))} {c}" for s, c in d["ships"].items()) + "."
    ),
    "rift_detonated": lambda d, name: (
        f"A rift goes off in {name(d['seat'])}'s hand: it loses {d['value']} ships to the warp."
    ),
    "kicker_chosen": lambda d, name: f"Your kicker: {CARD_NAME[d['card']]}.",
    "kicker_revealed": lambda d, name: f"{name(d['seat'])}'s kicker: {CARD_NAME[d['card']]}.",
    "kicker_applied": lambda d, name: (
        f"{name(d['seat'])}'s kicker x{d['value']}: {d['count']} compensation cards."
        if d.get("effect") == "compensation"
        else f"{name(d['seat'])}'s kicker x{d['value']}: the opponent loses {d['opponent_loses']} ships."
    ),
    "deal_offered": lambda d, name: f"{name(d['seat'])} offers a deal: {_terms(d['terms'], name)}.",
    "deal_accepted": lambda d, name: f"{name(d['seat'])} accepts.",
    "deal_refused": lambda d, name: f"{name(d['seat'])} walks away from the deal.",
    "deal_timed_out": lambda d, name: "Time is up for the deal.",
    "deal_undeliverable": lambda d, name: f"{name(d['seat'])} cannot deliver the terms.",
    "deal_failed": lambda d, name: "The deal fails: each main player loses 3 ships.",
    "deal_quashed": lambda d, name: "The deal is quashed.",
    "deal_made": lambda d, name: "The deal is made.",
    "cards_given": lambda d, name: (
        f"{name(d['giver'])} gives {d['count']} card{'s' if d['count'] != 1 else ''}"
        f" to {name(d['receiver'])}."
    ),
    "colony_granted": lambda d, name: (
        f"{name(d['seat'])} founds a colony on {name(('planet', d['planet']))} by the deal."
    ),
    "alien_chosen_secretly": lambda d, name: f"{name(d['seat'])} has chosen an alien.",
    "alien_replaced": lambda d, name: (
        f"{d['removed']} may not play with another alien here: {name(d['seat'])} becomes the {d['alien']}."
    ),
    "aliens_revealed": lambda d, name: (
        "Aliens: " + ", ".join(f"{name(s)} is the {a}" for s, a in enumerate(d["aliens"]) if a) + "."
    ),
    "power_used": lambda d, name: f"{name(d['seat'])} uses the {d['alien']}'s power ({d['use']}).",
    "power_zapped": lambda d, name: f"{name(d['seat'])} zaps {name(d['owner'])}'s {d['alien']} power.",
    "power_cancelled": lambda d, name: f"The {d['alien']}'s power does nothing this time.",
    "flare_returned": lambda d, name: f"{CARD_NAME[d['card']]} goes back to {name(d['seat'])}'s hand.",
    "card_shown": lambda d, name: f"{name(d['seat'])} picks {CARD_NAME[d['card']]} face up.",
    "ships_eradicated": lambda d, name: f"{name(d['seat'])}'s losing ships are removed from the game.",
    "game_over": lambda d, name: (
        f"*** {' and '.join(map(name, d['winners']))} win{'s' if len(d['winners']) == 1 else ''}"
        " the game! ***"
    ),
}


def narrate(event: Event, config: GameConfig) -> str | None:
    """One line for the event, or None when it adds nothing to the log."""
    teller = TELL.get(event.kind)
    if teller is None:
        return None

    per = config.planets_per_player

    def name(who: Any) -> str:
        if isinstance(who, tuple):  # ("planet", number): planets are named by their home system
            return f"{name(who[1] // per)}'s planet {who[1] % per + 1}"
        return config.seats[who].name if 0 <= who < len(config.seats) else "the table"

    return teller(event.data, name)
