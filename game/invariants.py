"""Invariants of a game state that must hold between any two actions (the property tests check them).

Every card of the game is in exactly one place (the reward cards and Cosmic Alliance's large-group cards
only when the table plays with them, and then, with the reward deck, never in a cosmic pile nor a cosmic
card in a reward pile), every seat still owns all its ships, no count is negative, and each alien power is
switched on exactly when its owner has enough home colonies.
"""

from __future__ import annotations

from collections import Counter

from game import hooks, techs
from game.board import home_colony_count, ship_total, ships_owned
from game.cards.catalog import (
    CARD_BACK,
    CARD_KIND,
    DESTINY,
    DESTINY_ADDED,
    DESTINY_COLOUR,
    DESTINY_INVASION,
    FLARE_IDS,
    LARGE_GROUP_IDS,
    REWARD,
    table_flares,
)
from game.config import COLOURS, REWARDS_DECK, REWARDS_NONE
from game.hazards.catalog import HAZARD_IDS
from game.state import GameState


def card_census(state: GameState) -> Counter[int]:
    """How many times each cosmic or flare card id appears anywhere in the game.

    The places a card can be: the deck, the discard pile, the reward deck and its discard pile, a hand,
    the unused flares, a kicker face down in Planning, the encounter's
    cards on the table (``enc.in_play``), a play waiting to resolve (``state.plays``), and an encounter
    card chosen in Planning but not yet revealed (it has left the hand, and joins ``in_play`` at Reveal;
    after Reveal ``enc.off_card``/``enc.def_card`` only remember which cards were played).
    Planning answers in ``state.answers`` are not places: the card stays in the hand until both choose.
    """
    census: Counter[int] = Counter()
    census.update(state.deck)
    census.update(state.discard)
    census.update(state.reward_deck)
    census.update(state.reward_discard)
    for hand in state.hands:
        census.update(hand)
    census.update(state.unused_flares)
    enc = state.enc
    census.update(enc.in_play)
    if not enc.revealed:
        for card in (enc.off_card, enc.def_card):
            if card >= 0:
                census[card] += 1
    census.update((enc.mods.face_down or {}).values())  # kept face down under a claim
    census.update((enc.mods.kickers_down or {}).values())  # kickers played face down, not yet revealed
    for play in state.plays:
        if play["card"] >= 0:
            census[play["card"]] += 1
    census.update(hooks.held_cards(state))
    census.update(state.extra.get(hooks.REMOVED_CARDS, ()))  # out of the game (Chrysalis's flares)
    census.update(techs.held_cards(state))  # cards kept on a tech (Technology variant)
    return census


def hazard_census(state: GameState) -> list[str]:
    """The hazard deck variant: every hazard card is in exactly one of its deck, its discards or play (and
    there is none at a table without the variant)."""
    held = Counter(state.hazard_deck) + Counter(state.hazard_discard) + Counter(state.hazards_in_play)
    want = Counter(HAZARD_IDS) if state.config.hazards else Counter()
    return [] if held == want else [f"the hazard cards are {dict(held)}, not each card once"]


def destiny_cards(state: GameState) -> list[int]:
    """The destiny cards this table plays with: the seats' colours, the wilds and the specials, and the
    cards a power shuffled in (``DESTINY_ADDED``: Invasion!)."""
    colours = {COLOURS.index(s.colour) for s in state.config.seats}
    added = set(state.extra.get(DESTINY_ADDED, ()))
    return [
        i
        for i, (kind, arg) in enumerate(DESTINY)
        if i in added or (kind != DESTINY_INVASION and (kind != DESTINY_COLOUR or int(arg) in colours))
    ]


def check_invariants(state: GameState) -> list[str]:
    """Everything wrong with ``state``, as readable messages (an empty list means all is well)."""
    problems: list[str] = []
    census = card_census(state)
    every_card = range(len(CARD_KIND))
    rewards = state.config.rewards
    absent = set(FLARE_IDS) - set(table_flares(state.config.expansions))
    if not state.config.large_group:
        absent |= set(LARGE_GROUP_IDS)
    for card in every_card:
        want = 0 if (rewards == REWARDS_NONE and CARD_BACK[card] == REWARD) or card in absent else 1
        if census[card] != want:
            problems.append(f"card {card} is in {census[card]} places")
    if rewards == REWARDS_DECK:
        for name, pile, back in (
            ("deck", state.deck, REWARD),
            ("discard pile", state.discard, REWARD),
            ("reward deck", state.reward_deck, "cosmic"),
            ("reward discard pile", state.reward_discard, "cosmic"),
        ):
            strays = [c for c in pile if CARD_BACK[c] == back]
            if strays:
                problems.append(f"the {name} holds cards {strays} of the wrong back")
    elif state.reward_deck or state.reward_discard:
        problems.append("a reward deck or reward discard pile at a table without the reward deck")
    for card in census:
        if card not in every_card:
            problems.append(f"unknown card id {card!r}")
    problems.extend(hazard_census(state))
    destiny = Counter(state.destiny_deck) + Counter(state.destiny_discard)
    if destiny != Counter(destiny_cards(state)):
        problems.append("the destiny deck and discard pile do not hold each destiny card once")
    n = state.n
    for name, counts in (
        ("ships", state.ships),
        ("warp", state.warp),
        ("gate", state.gate),
        ("dally", state.dally),
    ):
        for i, c in enumerate(counts):
            if c < 0:
                problems.append(f"{name}[{i}] is negative ({c})")
    for seat in range(n):
        total = ship_total(state, seat)
        want = ships_owned(state, seat)
        if total != want:
            problems.append(f"seat {seat} has {total} ships, not {want}")
        home = home_colony_count(state, seat)
        if state.power_on[seat] != (home >= state.config.power_threshold):
            problems.append(f"seat {seat} power_on is {state.power_on[seat]} with {home} home colonies")
    asked = Counter(p.seat for p in state.prompts)
    problems.extend(f"seat {seat} has {k} prompts open at once" for seat, k in sorted(asked.items()) if k > 1)
    return problems
