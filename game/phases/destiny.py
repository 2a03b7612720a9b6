"""Destiny: draw the card that says whom the offense meets (R3.4), with wilds, specials, own colour and
redraws."""

from __future__ import annotations

from typing import Any

from game import hooks, rng, teams
from game.board import colonies, foreign_colony_count, movable_ships, move, ships_on, system_planets
from game.cards.catalog import (
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_INVASION,
    DESTINY_WILD,
    SPECIAL_CARDS,
    SPECIAL_COLONIES,
    SPECIAL_WARP,
)
from game.config import COLOURS
from game.core import Events, answer, ask, ask_choice, clockwise_from_left, note, push, step
from game.deck import DESTINY_RESHUFFLES, count_reshuffle
from game.hazards import deck as hazards
from game.phases.turn import end_game, skip_to_end
from game.prompts import SHIPS, Prompt
from game.state import GameState, Step
from game.windows import DESTINY as DESTINY_WINDOW
from game.windows import DESTINY_DRAWN


def seat_of_colour(state: GameState, colour: int) -> int:
    """The seat playing a colour (every destiny colour card in the deck belongs to a seat)."""
    name = COLOURS[colour]
    for seat, s in enumerate(state.config.seats):
        if s.colour == name:
            return seat
    raise ValueError(f"no seat plays {name}")


def can_target_system(state: GameState, seat: int) -> bool:
    """A system can be attacked unless the offense already has a colony on every planet of it (FAQ P3)."""
    off = state.offense
    planets = system_planets(state, seat)
    return bool(planets) and any(not ships_on(state, p, off) for p in planets)


@step("destiny")
def destiny(state: GameState, ev: Events) -> None:
    """Start the Destiny phase."""
    hooks.phase_start(state, ev, "destiny")
    push(state, ("window", DESTINY_WINDOW, -1), ("destiny_draw",))


@step("destiny_draw")
def destiny_draw(state: GameState, ev: Events) -> None:
    """Draw the top destiny card (reshuffling first when one card is left), or the card a power picked
    (``mods.destiny_pick``); the DESTINY_DRAWN window follows, then the card is acted on."""
    enc = state.enc
    pick = enc.mods.destiny_pick
    enc.mods.destiny_pick = None
    if pick is None and enc.mods.destiny_redraws is not None and not encounter_possible(state):
        _no_encounter(state, ev)
        return
    if pick is not None and pick in state.destiny_deck:
        state.destiny_deck.remove(pick)
        card = pick
    else:
        if len(state.destiny_deck) <= 1:
            reshuffle_destiny(state, ev)
        card = state.destiny_deck.pop()
    state.destiny_discard.append(card)
    enc.destiny_card = card
    note(ev, "destiny_drawn", card=card)
    # the hazard deck variant: a hazard is drawn at once after a card with a warning (FAQ Hz1)
    first: list[Step] = [("hazard_draw",)] if state.config.hazards and hazards.due(state, card) else []
    if state.config.hazards:  # hazards in play that act on the card drawn (The Entropy Beast) come first
        first = hazards.after_destiny(state, card) + first
    push(state, *first, ("window", DESTINY_DRAWN, card), ("destiny_act", card))


def reshuffle_destiny(state: GameState, ev: Events) -> None:
    """The destiny discards are shuffled back into the destiny deck (R3.4.1)."""
    state.destiny_deck.extend(state.destiny_discard)
    state.destiny_discard = []
    state.rng = rng.shuffle(state.rng, state.destiny_deck)
    note(ev, "destiny_reshuffled", size=len(state.destiny_deck))
    count_reshuffle(state, DESTINY_RESHUFFLES)


@step("destiny_act")
def destiny_act(state: GameState, ev: Events, card: int) -> None:
    """Act on the drawn card, unless a power has already settled whom the offense meets."""
    if state.enc.defense >= 0:
        return
    kind, arg = DESTINY[card]
    off = state.offense
    others = [s for s in clockwise_from_left(state, off) if can_target_system(state, s)]
    mate = teams.partner(state, off)  # Team Cosmic: never an encounter with the partner
    if mate >= 0:
        others = [s for s in others if s != mate]
    if kind == DESTINY_COLOUR:
        seat = seat_of_colour(state, int(arg))
        if seat == off:
            _own_colour(state, ev)
        elif seat == mate:
            _partner_colour(state, ev)
        elif seat in others:
            set_defense(state, ev, seat)
        else:
            _redraw(state, ev)
    elif kind == DESTINY_INVASION:  # no power took it up (FAQ: an Invader without its power): redrawn
        _redraw(state, ev)
    elif kind == DESTINY_WILD:
        if not others:
            _redraw(state, ev)
        else:
            ask_choice(state, ev, off, "destiny_wild", [{"type": "wild", "player": s} for s in others])
    else:
        seat = special_choice(state, str(arg))
        if seat == mate:
            _partner_colour(state, ev)
        elif seat in others:
            set_defense(state, ev, seat)
        else:
            _redraw(state, ev)


def special_choice(state: GameState, which: str) -> int:
    """The player a special destiny card names; ties go to the nearest on the offense's left (R1.2.1)."""
    n = state.n
    return special_named(
        which,
        state.offense,
        [foreign_colony_count(state, s) for s in range(n)],
        [len(h) for h in state.hands],
        list(state.warp),
        clockwise_from_left(state, state.offense) if state.config.teams else None,
    )


def special_named(
    which: str,
    offense: int,
    colonies: list[int],
    hands: list[int],
    warps: list[int],
    order: list[int] | None = None,
) -> int:
    """The player a special destiny card names, from each seat's foreign colonies, hand size and ships in
    the warp (public facts: a bot reads them from its view); ties go to the nearest on the offense's
    left (R1.2.1; ``order``: the other seats from the offense's left, if not by seat number: the Team
    Cosmic seating)."""
    if which == DESTINY_INVASION:  # an Invasion! card names nobody: the Invader acts on it
        return -1
    n = len(colonies)
    candidates = order if order is not None else [(offense + i) % n for i in range(1, n)]
    if which == SPECIAL_COLONIES:
        scores = [colonies[s] for s in candidates]
    elif which == SPECIAL_CARDS:
        scores = [hands[s] for s in candidates]
    elif which == SPECIAL_WARP:
        scores = [-warps[s] for s in candidates]
    else:
        raise ValueError(f"unknown special destiny {which!r}")
    return candidates[scores.index(max(scores))]


IDLE_TURNS = "idle_turns"  # state.extra: turns in a row in which no card could give the offense an encounter


def _no_encounter(state: GameState, ev: Events) -> None:
    """After a redraw, every card would be drawn again for ever: the offense has no encounter this turn
    (our reading). A whole round of such turns, nobody having an encounter, ends the game: nobody wins."""
    note(ev, "no_encounter_possible", seat=state.offense)
    idle = state.extra[IDLE_TURNS] = int(state.extra.get(IDLE_TURNS, 0)) + 1
    if idle >= state.n:
        note(ev, "stalemate", turns=idle)
        end_game(state, ev, [])
        return
    skip_to_end(state)


def set_defense(state: GameState, ev: Events, seat: int) -> None:
    """The encounter is with ``seat`` in its home system."""
    state.extra.pop(IDLE_TURNS, None)
    state.enc.defense = seat
    note(ev, "defense_chosen", seat=seat)


def _redraw(state: GameState, ev: Events) -> None:
    note(ev, "destiny_redraw")
    push(state, ("destiny_again",))


@step("destiny_again")
def destiny_again(state: GameState, ev: Events) -> None:
    """Another destiny card is drawn: the DESTINY window opens before it as before the first one (target:
    how many cards were drawn before it this encounter), then the draw."""
    mods = state.enc.mods
    mods.destiny_redraws = count = int(mods.destiny_redraws if mods.destiny_redraws is not None else 0) + 1
    push(state, ("window", DESTINY_WINDOW, count), ("destiny_draw",))


@answer("destiny_wild")
def _on_wild(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    set_defense(state, ev, action["player"])


def encounter_possible(state: GameState) -> bool:
    """Could some destiny card give the offense an encounter (or a home colony back)? Not when it already
    has a colony on every planet of the other systems (FAQ P3: they are redrawn) and its own colour would
    be redrawn too: planets that left the game can bring a table there."""
    off = state.offense
    mate = teams.partner(state, off)
    if any(can_target_system(state, s) for s in range(state.n) if s not in (off, mate)):
        return True
    if mate >= 0 and teams.partner_system_targets(state):
        return True
    return any(o["choice"] != "redraw" for o in _own_colour_options(state))


def _own_colour_options(state: GameState) -> list[dict[str, Any]]:
    """What the offense may do on its own colour (R3.4.3)."""
    off = state.offense
    home = system_planets(state, off)
    options: list[dict[str, Any]] = []
    mate = teams.partner(state, off)
    for s in clockwise_from_left(state, off):
        if s != mate and any(ships_on(state, p, s) for p in home):
            options.append({"type": "own_colour", "choice": "encounter", "player": s})
    options.append({"type": "own_colour", "choice": "redraw"})
    if colonies(state, off) or state.gate[off]:
        for p in home:
            if not ships_on(state, p, off):
                options.append({"type": "own_colour", "choice": "reestablish", "planet": p})
    return options


def _own_colour(state: GameState, ev: Events) -> None:
    """Own colour: meet a player with a colony in the offense's home system, redraw, or re-establish an
    empty home planet (R3.4.3)."""
    ask_choice(state, ev, state.offense, "own_colour", _own_colour_options(state))


def _partner_colour(state: GameState, ev: Events) -> None:
    """Team Cosmic: the partner's colour (or a card naming the partner): attack another player's colony in
    the partner's home system, or draw again (the only choice when there is none)."""
    ask_choice(state, ev, state.offense, "partner_colour", teams.partner_colour_options(state))


@answer("partner_colour")
def _on_partner_colour(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["choice"] == "redraw":
        _redraw(state, ev)
        return
    set_defense(state, ev, action["player"])
    state.enc.target = action["planet"]
    note(ev, "gate_aimed", planet=action["planet"], defense=action["player"])


@answer("own_colour")
def _on_own_colour(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    choice = action["choice"]
    if choice == "redraw":
        _redraw(state, ev)
    elif choice == "encounter":
        state.enc.own_system = True
        set_defense(state, ev, action["player"])
    else:
        off = state.offense
        planet = action["planet"]
        state.enc.target = planet
        sources = movable_ships(state, off)
        ask(
            state,
            off,
            SHIPS,
            "reestablish",
            spec={"type": "reestablish", "planet": planet, "sources": sources, "min": 1, "max": 4},
        )


@answer("reestablish")
def _on_reestablish(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Ships land on the empty home planet: a win and a successful encounter that ends here (FAQ P3, T6)."""
    planet = prompt.spec["planet"]
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, count)
    state.extra.pop(IDLE_TURNS, None)
    enc = state.enc
    enc.outcome = "reestablished"
    enc.success = True
    note(ev, "home_reestablished", seat=prompt.seat, planet=planet)
    skip_to_end(state)
