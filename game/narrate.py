"""Events in words: one line of the game log per event worth telling (the terminal game and the table's log).

Only the event itself is read, so a seat's log can never say more than the events it was allowed to see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import alien_texts
from game.cards.catalog import CARD_NAME, destiny_name
from game.config import GameConfig
from game.events import Event
from game.hazards.narration import TELL as HAZARD_TELL
from game.landing_narration import TELL as LANDING_TELL
from game.techs.catalog import TECH_NAME

Teller = Callable[[dict[str, Any], Callable[[Any], str]], str]


def _cards(cards: list[int]) -> str:
    return ", ".join(CARD_NAME[c] for c in cards) or "nothing"


def _ships(count: int) -> str:
    return f"{count} ship{'s' if count != 1 else ''}"


def _face(card: int) -> str:
    """A revealed encounter card's name (-1: it stays face down under a claim)."""
    return CARD_NAME[card] if card >= 0 else "a face-down card"


def _where(loc: Any, name: Callable[[Any], str]) -> str:
    if isinstance(loc, int):
        return name(("planet", loc))
    return {"gate": "the gate", "warp": "the warp", "ally": "the defense's side", "tech": "its tech"}.get(
        loc, str(loc)
    )


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


def _question(d: dict[str, Any]) -> str:
    from game.describe import question_words

    return f'"{question_words(str(d["question"]))}"'


def _answer(d: dict[str, Any]) -> str:
    return {"yes": '"yes"', "no": '"no"', "unknown": "that it does not know yet"}.get(
        str(d["answer"]), str(d["answer"])
    )


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
    "no_encounter_possible": lambda d, name: (
        f"No destiny card can send {name(d['seat'])} anywhere: the turn passes without an encounter."
    ),
    "stalemate": lambda d, name: (
        f"For {d['turns']} turns in a row nobody could have an encounter: the game ends, and nobody wins."
    ),
    "defense_chosen": lambda d, name: f"{name(d['seat'])} is the defense.",
    "home_reestablished": lambda d, name: (
        f"{name(d['seat'])} re-establishes a colony on {name(('planet', d['planet']))}."
    ),
    "gate_aimed": lambda d, name: f"The gate points at {name(('planet', d['planet']))}.",
    "offense_restored": lambda d, name: f"The encounter counts for {name(d['seat'])}, whose turn goes on.",
    "launch_count": lambda d, name: (
        f"{name(d['seat'])} launches {d['count']} ship{'s' if d['count'] != 1 else ''};"
        f" {name(d['by'])} picks the colonies."
    ),
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
    "hand_zapped": lambda d, name: f"{name(d['seat'])}'s Hand Zap: {name(d['target'])} draws a new hand.",
    "finder_searched": lambda d, name: f"You search {name(d['target'])}'s hand: {_cards(d['cards'])}.",
    "finder_named": lambda d, name: (
        f"{name(d['seat'])} names {d['name']} and searches {name(d['target'])}'s hand: "
        + ("found, and taken." if d["found"] else "not there.")
    ),
    "finder_took": lambda d, name: (
        f"{name(d['taker'])} takes {CARD_NAME[d['card']]} from {name(d['giver'])}'s hand with the Finder."
    ),
    "space_junk": lambda d, name: (
        f"Space Junk: {name(d['target'])} takes {CARD_NAME[d['card']]} from the discard pile."
        if d["card"] >= 0
        else "Space Junk: the discard pile is empty."
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
    "guilt_compensation": lambda d, name: (
        f"{name(d['seat'])} lost attack against attack and collects compensation from {name(d['player'])}."
    ),
    "feast": lambda d, name: f"{name(d['seat'])} feasts: {d['rewards']} defender rewards.",
    "bounty": lambda d, name: f"{name(d['seat'])} collects a bounty: {d['rewards']} defender rewards.",
    "whined": lambda d, name: f"{name(d['seat'])} whines about {_whine(d)}.",
    "whine_answered": lambda d, name: f"{name(d['seat'])} {'gives in' if d['agree'] else 'refuses'}.",
    "whine_granted": lambda d, name: f"The table gives in to {name(d['seat'])}'s whining.",
    "whine_refused": lambda d, name: f"The table refuses {name(d['seat'])}'s whining and pays for it.",
    "whine_colony": lambda d, name: (
        f"{name(d['seat'])} founds an extra colony on {name(('planet', d['planet']))}."
    ),
    "colony_given_up": lambda d, name: (
        f"{name(d['seat'])} gives up its colony on {name(('planet', d['planet']))}."
    ),
    "complained": lambda d, name: f"{name(d['seat'])} complains to {name(d['player'])}: nobody invited it.",
    "complaint_answered": lambda d, name: (
        f"{name(d['seat'])} {'invites the complainer' if d['invite'] else 'refuses: its allies go home'}."
    ),
    "win_contested": lambda d, name: f"{name(d['seat'])} whines about the win: share it, or meet me!",
    "win_share_answered": lambda d, name: (
        f"{name(d['seat'])} {'shares the win' if d['share'] else 'refuses to share the win'}."
    ),
    "win_shared": lambda d, name: f"{name(d['seat'])} shares the win.",
    "special_encounter": lambda d, name: (
        f"{name(d['seat'])} has a special encounter against {name(d['player'])} for the win."
    ),
    "contest_decided": lambda d, name: (
        f"{name(d['seat'])} {'wins' if d['won'] else 'loses'} the special encounter."
    ),
    "compensation_from_deck": lambda d, name: (
        f"{name(d['seat'])} draws {d['count']} of its compensation from the deck."
    ),
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
    "alien_became": lambda d, name: (
        f"{name(d['seat'])} becomes the {d['alien']} for the rest of the game"
        + (f" (the {d['removed']} goes back to the box)." if d.get("removed") else ".")
    ),
    "techs_dealt": lambda d, name: (
        "Your techs to choose from: " + " or ".join(TECH_NAME[t] for t in d["techs"]) + " (keep one)."
    ),
    "tech_kept": lambda d, name: f"{name(d['seat'])} keeps one tech face down.",
    "tech_discarded": lambda d, name: f"{name(d['seat'])} discards the tech {d['name']}.",
    "tech_researched": lambda d, name: f"{name(d['seat'])} researches its tech: {_ships(d['ships'])} on it.",
    "tech_completed": lambda d, name: (
        f"{name(d['seat'])} completes its tech with {_ships(d['ships'])}: {d['name']}."
    ),
    "tech_abandoned": lambda d, name: (
        f"{name(d['seat'])} abandons its tech, {d['name']} ({_ships(d['ships'])} on it)."
    ),
    "tech_used": lambda d, name: (
        f"{name(d['seat'])} uses its tech {d['name']}"
        + (f" on {name(d['target'])}" if isinstance(d.get("target"), int) else "")
        + "."
    ),
    "card_stored": lambda d, name: (
        f"{name(d['seat'])} puts an encounter card face down under its Quark Battery."
    ),
    "card_swapped": lambda d, name: (
        f"{name(d['seat'])} swaps its revealed card for the one under its Quark Battery."
    ),
    "colony_founded": lambda d, name: (
        f"{name(d['seat'])} founds a colony on {name(('planet', d['planet']))}."
    ),
    "discard_card_taken": lambda d, name: (
        f"{name(d['seat'])} takes a card of its choice from the discard pile."
    ),
    "discard_card_taken_card": lambda d, name: f"You take {_face(d['card'])} from the discard pile.",
    "defense_invitations_barred": lambda d, name: "The defense may invite no allies this encounter.",
    "extra_encounter_granted": lambda d, name: (
        f"{name(d['seat'])} will have an encounter of its own once this one is over."
    ),
    "aliens_face_down": lambda d, name: "The aliens lie face down: each turns over when first used.",
    "alien_dealt": lambda d, name: (
        f"Your alien{'s' if d.get('more') else ''}, face down to the others: "
        + " and ".join(f"the {a}" for a in [d["alien"], *d.get("more", ())])
        + "."
    ),
    "alien_swapped": lambda d, name: f"{name(d['seat'])} may not play its alien here and takes another.",
    "alien_revealed": lambda d, name: (
        f"{name(d['seat'])} turns over its alien: the {d['alien']}"
        + {"setup": " (Game Setup).", "super": " (its Super flare)."}.get(str(d["how"]), ".")
    ),
    "aliens_revealed": lambda d, name: (
        "Aliens: "
        + ", ".join(
            f"{name(s)} is the {' and the '.join([a, *(d['more'][s] if 'more' in d else ())])}"
            for s, a in enumerate(d["aliens"])
            if a
        )
        + "."
    ),
    "ships_hired": lambda d, name: (
        f"{name(d['seat'])} hires {d['count']} card{'s' if d['count'] != 1 else ''} face down as ships."
    ),
    "hired_cards": lambda d, name: f"You hired {_cards(d['cards'])}.",
    "hired_doubled": lambda d, name: f"{name(d['seat'])}'s hired ships now count as {d['ships']} ships.",
    "hired_returned": lambda d, name: f"{name(d['seat'])}'s {d['count']} hired ships go back to its hand.",
    "hired_lost": lambda d, name: f"{name(d['seat'])}'s {d['count']} hired ships are lost and discarded.",
    "wild_bought": lambda d, name: f"{name(d['seat'])} discards cards: the {d['side']} gets +{d['value']}.",
    "cards_stored": lambda d, name: (
        f"{name(d['seat'])} puts {d['count']} card{'s' if d['count'] != 1 else ''} in cold storage"
        f" ({d['stored']} stored)."
    ),
    "stored_cards": lambda d, name: f"You stored {_cards(d['cards'])}.",
    "storage_taken": lambda d, name: (
        f"{name(d['seat'])} discards its hand and takes its {d['count']} stored cards as its hand."
    ),
    "hand_frozen": lambda d, name: f"{name(d['seat'])}'s hand is frozen: {name(d['player'])} takes nothing.",
    "power_grafted": lambda d, name: (
        f"{name(d['seat'])} grafts {name(d['player'])}'s {d['alien']} power for this encounter."
    ),
    "power_used": lambda d, name: (
        f"{name(d['seat'])} uses the {d['alien']}'s power ({d['use'].replace('_', ' ')})."
    ),
    "deuce_second_placed": lambda d, name: (
        f"{name(d['seat'])} puts a second card face down"
        + (f" ({d['back']} back)." if d.get("back") else ".")
    ),
    "deuce_second_card": lambda d, name: f"Your second card: {CARD_NAME[d['card']]}.",
    "deuce_second_revealed": lambda d, name: f"{name(d['seat'])}'s second card: {CARD_NAME[d['card']]}.",
    "deuce_adds": lambda d, name: (
        f"Two attacks: {name(d['seat'])} adds {d['value']} to the {d['side']}'s total."
    ),
    "deuce_negotiate": lambda d, name: f"{name(d['seat'])} has played a negotiate.",
    # Cosmic Conflict, group B: Cavalry, Glutton, Invader, Mimic, Relic
    "cavalry_placed": lambda d, name: f"{name(d['seat'])} puts a card face down beside the {d['side']}'s.",
    "cavalry_card": lambda d, name: f"Your reinforcement: {CARD_NAME[d['card']]}.",
    "cavalry_revealed": lambda d, name: f"{name(d['seat'])}'s reinforcement: {CARD_NAME[d['card']]}.",
    "cavalry_adds": lambda d, name: f"The Cavalry adds {d['value']} to the {d['side']}'s total.",
    "glutton_gorges": lambda d, name: f"{name(d['seat'])} gorges: {d['count']} more ({d['what']}).",
    "glutton_cards": lambda d, name: (
        f"{name(d['taker'])} takes {', '.join(CARD_NAME[c] for c in d['cards'])} from {name(d['payer'])}."
    ),
    "invasion": lambda d, name: f"Invasion! {name(d['seat'])} attacks {name(d['defense'])} at once.",
    "invader_refresh": lambda d, name: f"{name(d['seat'])} discards its hand and draws eight.",
    "mimic_imitates": lambda d, name: f"{name(d['seat'])} matches {name(d['model'])}'s {d['size']} cards.",
    "relic_colony": lambda d, name: f"{name(d['seat'])} awakens a colony on {name(('planet', d['planet']))}.",
    "relic_restored": lambda d, name: f"{name(d['seat'])}'s {d['count']} ships come back from the warp.",
    "new_hand_partial": lambda d, name: (
        f"{name(d['seat'])} draws {d['now']} card(s) now, {d['rest']} when the encounter ends."
    ),
    "deuce_takes_back": lambda d, name: f"{name(d['seat'])} takes {CARD_NAME[d['card']]} back into its hand.",
    "deuce_second_back": lambda d, name: f"{name(d['seat'])} takes its face-down second card back.",
    "deuce_wild": lambda d, name: f"Deuce Wild: {d['delta']:+d} to the {d['side']}'s total.",
    "deuce_discards_both": lambda d, name: f"{name(d['seat'])} will discard both of its cards.",
    "card_back_to_hand": lambda d, name: f"{CARD_NAME[d['card']]} goes back to your hand.",
    "magician_cards_down": lambda d, name: f"{name(d['seat'])} puts two encounter cards face down.",
    "magician_card_up": lambda d, name: f"One of them turns face up: {CARD_NAME[d['card']]}.",
    "magician_super": lambda d, name: f"{name(d['seat'])} will see one of the two cards face up.",
    "magician_took": lambda d, name: (
        f"{name(d['seat'])} takes "
        + (CARD_NAME[d["card"]] if "card" in d else "one of them")
        + f" from {name(d['player'])}."
    ),
    "magician_took_card": lambda d, name: f"The Magician took {CARD_NAME[d['card']]}.",
    "magician_forced": lambda d, name: f"{name(d['seat'])} must play the other card.",
    "magician_no_effect": lambda d, name: f"{name(d['player'])} holds one encounter card: no trick.",
    "hand_proved": lambda d, name: (
        f"{name(d['seat'])}'s hand besides its encounter card: {_cards(d['cards'])}."
    ),
    "magician_three_down": lambda d, name: (
        f"{name(d['seat'])} puts three cards face down; one, at random, is its encounter card."
    ),
    "magician_wild_card": lambda d, name: f"Your encounter card will be {CARD_NAME[d['card']]}.",
    "power_zapped": lambda d, name: f"{name(d['seat'])} zaps {name(d['owner'])}'s {d['alien']} power.",
    "power_cancelled": lambda d, name: f"The {d['alien']}'s power does nothing this time.",
    "flare_returned": lambda d, name: f"{CARD_NAME[d['card']]} goes back to {name(d['seat'])}'s hand.",
    "card_shown": lambda d, name: f"{name(d['seat'])} picks {CARD_NAME[d['card']]} face up.",
    # Replays from Planning (game.rewind) and Chronos.
    "time_travel": lambda d, name: (
        f"{name(d['seat'])} travels back in time: the encounter with {name(d['player'])} is played again"
        " from Planning."
    ),
    "encounter_rewound": lambda d, name: "The encounter goes back to the start of Planning.",
    "card_returned": lambda d, name: (
        f"{CARD_NAME[d['card']]} goes back from the "
        f"{'discard pile' if d['source'] == 'discard' else 'table'} to {name(d['seat'])}'s hand."
    ),
    "kicker_returned": lambda d, name: f"{name(d['seat'])}'s kicker goes back to its hand.",
    "flare_replayed": lambda d, name: f"{name(d['seat'])}'s {d['alien']} flare is still in effect.",
    "flare_lapsed": lambda d, name: f"{name(d['seat'])}'s {d['alien']} flare no longer applies.",
    "card_set_aside": lambda d, name: (
        f"{name(d['seat'])}'s {CARD_NAME[d['card']]} is set aside until the end of the encounter."
    ),
    "card_taken_back": lambda d, name: (
        f"{name(d['seat'])} takes {CARD_NAME[d['card']]} back into its hand."
        if "card" in d
        else f"{name(d['seat'])} gives the card back to {name(d['player'])}: it was no attack card."
    ),  # (the Industrialist's Wild: a card taken at random that is not an attack, unnamed)
    "no_other_encounter_card": lambda d, name: (
        f"{name(d['seat'])} has no other encounter card and keeps its revealed card."
    ),
    "card_must_replay": lambda d, name: f"{name(d['seat'])} must play the same card again.",
    "card_taken_from_discard": lambda d, name: (
        f"{name(d['seat'])} takes {CARD_NAME[d['card']]} from the discard pile."
    ),
    "discard_shuffled_in": lambda d, name: f"The discard pile is shuffled into the deck ({d['size']} cards).",
    "seeker_question": lambda d, name: f"{name(d['seat'])} asks {name(d['player'])}: {_question(d)}",
    "seeker_answer": lambda d, name: (
        f"{name(d['seat'])} answers {_answer(d)}" + (" (and is bound by it)." if d.get("binding") else ".")
    ),
    "card_named": lambda d, name: f"{name(d['seat'])} will play {CARD_NAME[d['card']]}.",
    "card_intended_shown": lambda d, name: (
        f"{name(d['seat'])} shows {name(d['by'])} the card it will play, and must play it."
    ),
    "card_intended": lambda d, name: f"{name(d['seat'])} means to play {CARD_NAME[d['card']]}.",
    "ships_eradicated": lambda d, name: f"{name(d['seat'])}'s losing ships are removed from the game.",
    "fungus_adhere": lambda d, name: f"{name(d['seat'])} will capture the losing ships.",
    "ships_captured": lambda d, name: (
        f"{name(d['seat'])} captures {d['count']} of {name(d['owner'])}'s ships"
        + (" around its home system" if d.get("ring") else f" (a stack of {d['stack']})")
        + "."
    ),
    "stacks_count": lambda d, name: f"{name(d['seat'])}'s captured ships add {d['count']} to its side.",
    "stack_freed": lambda d, name: (
        f"A stack of {name(d['seat'])}'s reaches the warp: {sum(d['ships'])} captured ships are freed."
    ),
    "stacks_kept": lambda d, name: f"{name(d['seat'])}'s stacks stay whole in the warp.",
    "attrition": lambda d, name: f"{name(d['seat'])}'s attrition: each winner keeps one ship in the fight.",
    "attrition_all": lambda d, name: f"{name(d['seat'])}'s attrition takes every ship of small fleets.",
    "intimidate": lambda d, name: (
        f"{name(d['seat'])} intimidates {name(d['player'])}: it picks which {d['count']} of its ships"
        " are lost."
    ),
    "intimidate_allies": lambda d, name: f"{name(d['seat'])}'s intimidation reaches the opposing allies too.",
    "bully_threat": lambda d, name: (
        f"{name(d['seat'])} threatens {name(d['player'])}: concede, or lose {d['ships']} ships it picks."
    ),
    "bully_conceded": lambda d, name: (
        f"{name(d['seat'])} gives in and concedes the encounter to {name(d['by'])}."
    ),
    "bully_defied": lambda d, name: f"{name(d['seat'])} defies {name(d['by'])}'s threat and loses ships.",
    "planet_blown": lambda d, name: (
        f"{name(d['seat'])} blows up the attack on {name(('planet', d['planet']))}."
    ),
    "ring_freed": lambda d, name: (
        f"The Fungus flare is discarded: {sum(d['ships'])} ships captured by {name(d['seat'])} go home."
    ),
    "symbiote_ships": lambda d, name: (
        f"{name(d['seat'])} (Symbiote) takes the unused {d['colour']} ships:"
        f" {d['count']} more on its planets."
    ),
    "symbiote_regroup": lambda d, name: f"{name(d['seat'])} takes a ship back from the warp (Symbiote Wild).",
    "symbiote_restored": lambda d, name: (
        f"{name(d['seat'])}'s Symbiote Super brings back {d['count']} ship{'s' if d['count'] != 1 else ''}."
    ),
    "worldship_launched": lambda d, name: (
        f"{name(d['seat'])} sends {name(('planet', d['planet']))} through the gate as a worldship"
        f" ({d['ships']} ships aboard)."
    ),
    "worldship_landed": lambda d, name: (
        f"{name(d['seat'])} leaves {d['count']} ship{'s' if d['count'] != 1 else ''} from the worldship on"
        f" {name(('planet', d['planet']))}."
    ),
    "worldship_returned": lambda d, name: f"The worldship {name(('planet', d['planet']))} returns home.",
    "planet_devoured": lambda d, name: (
        f"{name(d['seat'])} devours {name(('planet', d['planet']))}: it leaves the game and counts as a"
        " foreign colony."
    ),
    "planet_destroyed": lambda d, name: f"{name(('planet', d['planet']))} is destroyed and leaves the game.",
    "infected": lambda d, name: (
        f"{name(d['seat'])} infects {name(d['player'])}, spreading from {name(('planet', d['planet']))}."
    ),
    "disease_revealed": lambda d, name: (
        "Contagion: "
        + ", ".join(f"{name(s)} shows {CARD_NAME[c]}" for s, c in zip(d["seats"], d["cards"], strict=True))
        + "."
    ),
    "planets_swapped": lambda d, name: (
        f"{name(d['seat'])} swaps {name(('planet', d['planet']))} with {name(('planet', d['other']))}:"
        " each now belongs to its new system."
    ),
    "fury_tokens": lambda d, name: (
        f"{name(d['seat'])}'s Fury takes {d['count']} token{'s' if d['count'] != 1 else ''}"
        f" ({d['total']} now)."
    ),
    "fury_spent": lambda d, name: (
        f"{name(d['seat'])}'s Fury spends {d['count']} token{'s' if d['count'] != 1 else ''}:"
        f" {d['amount']:+d} to the {d['side']} ({d['left']} left)."
    ),
    "genius_outwit": lambda d, name: (
        f"{name(d['seat'])} (Genius) draws {d['ships']} card{'s' if d['ships'] != 1 else ''} instead of"
        " taking the colony; its ships go home."
    ),
    "eureka": lambda d, name: (
        f"Eureka! {name(d['seat'])} guessed {d['guess']}, the attack is {d['value']}: it draws four cards."
    ),
    "win_claimed": lambda d, name: f"{name(d['seat'])} meets the {d['alien']}'s own win condition.",
    "card_demanded": lambda d, name: (
        f"{name(d['seat'])} names {d['card_name']}: {name(d['player'])} must play it if it holds one."
    ),
    "rewards_doubled": lambda d, name: f"{name(d['seat'])} takes each reward as a card and a ship.",
    "claw_revealed": lambda d, name: (
        f"{name(d['seat'])} reveals its claw, {CARD_NAME[d['card']]}: {name(d['player'])} showed a copy."
    ),
    "claw_grabs": lambda d, name: f"{name(d['seat'])} will take {name(('planet', d['planet']))}.",
    "planet_stolen": lambda d, name: (
        f"{name(d['seat'])} takes {name(('planet', d['planet']))} into its home system."
    ),
    "claw_swapped": lambda d, name: f"{name(d['seat'])} swaps its claw for a card of its hand.",
    "card_stacked": lambda d, name: f"{name(d['seat'])} puts {CARD_NAME[d['card']]} on its stack.",
    "result_conceded": lambda d, name: f"{name(d['seat'])} lets the {d['side']} win the encounter.",
    "game_over": lambda d, name: (
        f"*** {' and '.join(map(name, d['winners']))} win{'s' if len(d['winners']) == 1 else ''}"
        " the game! ***"
        if d["winners"]
        else "*** Nobody wins the game. ***"
    ),
}

TELL.update(HAZARD_TELL)  # the hazard deck variant's events (game/hazards/narration.py)
TELL.update(LANDING_TELL)  # Cosmic Conflict's landing aliens (game/landing_narration.py)


def _whine(d: dict[str, Any]) -> str:
    """What a Sniveler whines about, in words."""
    if d["about"] != "cards":
        return {"ships": "its ships in the warp", "colonies": "its few colonies"}.get(str(d["about"]), "")
    if d["want"] == "attack":
        return f"having no attack of {d['at_least']} or more"
    return f"having no {d['want']}"


def narrate(event: Event, config: GameConfig) -> str | None:
    """One line for the event, or None when it adds nothing to the log."""
    teller = TELL.get(event.kind) or alien_texts.TELL.get(event.kind)
    if teller is None:
        return None

    per = config.planets_per_player

    def name(who: Any) -> str:
        if isinstance(who, tuple):  # ("planet", number): planets are named by their home system
            return f"{name(who[1] // per)}'s planet {who[1] % per + 1}"
        return config.seats[who].name if 0 <= who < len(config.seats) else "the table"

    return teller(event.data, name)
