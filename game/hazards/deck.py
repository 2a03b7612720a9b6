"""The hazard deck: set up with the game, drawn by the offense after a destiny card with a hazard warning
(at most one per encounter, before allies are invited), discarded at the encounter's end unless the card
stays in play, reshuffled from its discards when empty. The phases call the hooks here only at a table
with ``GameConfig.hazards``, so other games draw no random number more and emit no event more."""

from __future__ import annotations

import game.hazards.encounter
import game.hazards.hands
import game.hazards.lasting
import game.hazards.pacts
import game.hazards.planets  # noqa: F401  (the effects register themselves)
from game import rng
from game.core import Events, note, step
from game.hazards.base import EFFECTS, HazardEffect, discard_in_play
from game.hazards.catalog import HAZARD_IDS, HAZARD_NAME, has_warning, is_lasting
from game.state import GameState, Step


def set_up(state: GameState) -> None:
    """Shuffle the whole hazard deck face down (at a hazard table's setup)."""
    state.hazard_deck = list(HAZARD_IDS)
    state.hazard_discard = []
    state.hazards_in_play = []
    state.rng = rng.shuffle(state.rng, state.hazard_deck)


def due(state: GameState, destiny_card: int) -> bool:
    """Must the offense draw a hazard now? Yes after a warning, unless one was drawn this encounter."""
    return state.config.hazards and has_warning(destiny_card) and state.enc.mods.hazard is None


@step("hazard_draw")
def hazard_draw(state: GameState, ev: Events) -> None:
    """The offense draws the top hazard card and turns it face up; it acts at once."""
    if state.enc.mods.hazard is not None:
        return
    if not state.hazard_deck:
        if not state.hazard_discard:
            return  # every hazard card is in play: nothing to draw
        state.hazard_deck = state.hazard_discard
        state.hazard_discard = []
        state.rng = rng.shuffle(state.rng, state.hazard_deck)
        note(ev, "hazards_reshuffled", size=len(state.hazard_deck))
    hazard = state.hazard_deck.pop()
    state.enc.mods.hazard = hazard
    state.hazards_in_play.append(hazard)
    note(ev, "hazard_drawn", seat=state.offense, hazard=hazard, name=HAZARD_NAME[hazard])
    _effect(hazard).on_draw(state, ev, hazard)


def _effect(hazard: int) -> HazardEffect:
    return EFFECTS[HAZARD_NAME[hazard]]


def _run(state: GameState, ev: Events, hook: str) -> None:
    for hazard in list(state.hazards_in_play):
        getattr(_effect(hazard), hook)(state, ev, hazard)


def before_invitations(state: GameState, ev: Events) -> None:
    """The hazards in play act as the Alliance phase starts."""
    _run(state, ev, "before_invitations")


def before_resolution(state: GameState, ev: Events) -> None:
    """The hazards in play act once the cards are revealed, before the winner is decided."""
    _run(state, ev, "before_resolution")


def encounter_over(state: GameState, ev: Events) -> None:
    """The encounter is over: the hazards that last only this encounter go to the hazard discards."""
    for hazard in [h for h in state.hazards_in_play if not is_lasting(h)]:
        discard(state, ev, hazard)


def discard(state: GameState, ev: Events, hazard: int) -> None:
    """A hazard in play goes face up to the hazard discards."""
    discard_in_play(state, ev, hazard)


def after_destiny(state: GameState, card: int) -> list[Step]:
    """The steps the hazards in play add once a destiny card is drawn (The Entropy Beast)."""
    steps: list[Step] = []
    for hazard in state.hazards_in_play:
        steps += _effect(hazard).after_destiny(state, hazard, card)
    return steps


def forced_invites(state: GameState, seat: int, candidates: list[int], seats: list[int]) -> list[int]:
    """``seats`` as ``seat`` invited them, with the players a hazard in play makes it invite (Alliance),
    when they may be invited at all."""
    forced = {s for h in state.hazards_in_play for s in _effect(h).must_invite(state, h, seat)}
    forced &= set(candidates)
    return seats if forced <= set(seats) else sorted(set(seats) | forced)


def required_invites(state: GameState, seat: int, candidates: list[int]) -> list[int]:
    """The candidates ``seat`` must invite (for the prompt's ``required``)."""
    return forced_invites(state, seat, candidates, []) if state.hazards_in_play else []


def everyone_loses(state: GameState, ev: Events) -> bool:
    """Does a hazard in play end the game now with every player losing (The Entropy Beast)? Tells the
    table if so; the caller ends the game with no winner."""
    for hazard in state.hazards_in_play:
        if _effect(hazard).everyone_loses(state, hazard):
            note(ev, "everyone_loses", name=HAZARD_NAME[hazard])
            return True
    return False


def totals_known(state: GameState, ev: Events, off_total: int, def_total: int) -> None:
    """The hazards in play act on the two sides' totals, before the winner is decided (Meteor Storm)."""
    for hazard in list(state.hazards_in_play):
        _effect(hazard).on_totals(state, ev, hazard, off_total, def_total)


def turn_direction(state: GameState) -> int:
    """1 when play passes to the left, -1 while a hazard in play reverses the turn order."""
    step_ = 1
    if state.config.hazards:
        for hazard in state.hazards_in_play:
            step_ *= _effect(hazard).turn_direction(state, hazard)
    return step_


def next_offense(state: GameState) -> int:
    """Whose turn comes after the offense's: its left neighbour, or its right one while a hazard in play
    reverses the turn order."""
    return (state.offense + turn_direction(state)) % state.n
