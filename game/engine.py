"""The engine's entry points: ``new_game(config)`` and ``apply(state, action)``.

``apply`` validates an action completely before touching anything, so an illegal action raises
``IllegalAction`` and leaves the state exactly as it was. A legal one is recorded and the engine then steps
its own queue until a prompt opens or the game ends, returning the events that happened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import game.aliens
import game.cards.artifacts
import game.cards.artifacts_reward
import game.cards.reinforcements
import game.cards.rifts
import game.moves
import game.phases
import game.techs.effects
import game.techs.research
from game import hidden_powers, rng, seen, teams, validate
from game.cards.catalog import DESTINY, DESTINY_COLOUR, DESTINY_INVASION, REWARD_IDS, cosmic_cards
from game.config import ALIENS_CHOOSE, ALIENS_FIXED, COLOURS, REWARDS_COMMON, REWARDS_DECK, GameConfig
from game.core import ANSWERS, STEPS, Events, note, push
from game.deck import HAND_SIZE
from game.errors import IllegalAction
from game.events import Event
from game.hazards import deck as hazard_deck
from game.phases import deal
from game.phases import setup as alien_setup
from game.prompts import Prompt
from game.state import GameState

TABLE = -1  # the pseudo-seat of the table itself (its deal timer)
MAX_STEPS_PER_APPLY = 100_000

_ = (game.aliens, game.cards.artifacts, game.cards.reinforcements, game.cards.rifts, game.moves)


def new_game(
    config: GameConfig, setup: Callable[[GameState], None] | None = None
) -> tuple[GameState, list[Event]]:
    """Set up a game (R2) and run it to the first decision.

    ``setup``, if given, may rearrange the dealt game (hands, deck order, ships, first player, aliens)
    before the aliens are revealed and the first turn starts; scenario files use it.
    """
    if config.alien_mode == ALIENS_FIXED:
        alien_setup.check_fixed(config)
    n = config.players
    per = config.planets_per_player
    ships_each = config.ships_per_player // per
    state = GameState(
        config=config,
        n=n,
        rng=rng.seed_state(config.seed, config.rng),
        ships=[0] * (n * per * n),
        planet_home=[s for s in range(n) for _ in range(per)],
        warp=[0] * n,
        gate=[0] * n,
        dally=[0] * n,
        hands=[[] for _ in range(n)],
        deck=[],
        discard=[],
        destiny_deck=[],
        destiny_discard=[],
        unused_flares=[],
        aliens=list(config.aliens) if config.aliens else [None] * n,
        power_on=[True] * n,
        removed=[0] * n,
    )
    for planet, home in enumerate(state.planet_home):
        state.ships[planet * n + home] = ships_each
    ev: Events = []
    colours = {COLOURS.index(s.colour) for s in config.seats}
    state.destiny_deck = [  # Invasion! cards come only with a power that uses them (its setup)
        i
        for i, (kind, arg) in enumerate(DESTINY)
        if kind != DESTINY_INVASION and (kind != DESTINY_COLOUR or int(arg) in colours)
    ]
    state.rng = rng.shuffle(state.rng, state.destiny_deck)
    if config.teams:  # Team Cosmic: teams dealt from the destiny deck (only such a table draws for it)
        teams.form(state)
    _deal_flares_and_hands(state, ev)
    state.first_player = _first_player(state)
    if config.hazards:  # the hazard deck variant: its own deck, shuffled after everything else
        hazard_deck.set_up(state)
    note(ev, "game_started", players=n, first=state.first_player)
    if config.teams:
        info = teams.data(state)
        note(ev, "teams_formed", pairs=[list(p) for p in info["pairs"]], odd=info["odd"])
    choose = [("choose_aliens",)] if config.alien_mode == ALIENS_CHOOSE else []
    techs = [("deal_techs",)] if config.tech else []  # after the normal setup (R9.1.1)
    push(state, *choose, ("reveal_aliens",), *techs, ("first_turn",))
    if setup is not None:
        setup(state)
    run(state, ev)
    return state, ev


def _deal_flares_and_hands(state: GameState, ev: Events) -> None:
    """The flares dealt at setup go into the cosmic deck (R2.5); then eight cards each (R2.6). The reward
    cards are shuffled into the cosmic deck (common rewards) or make the reward deck (Incursion step 5a).
    Cosmic Alliance's large-group cards join the cosmic deck when the table plays them (``large_group``)."""
    in_deck = alien_setup.flares_for_deck(state)
    state.deck = list(cosmic_cards(state.config)) + in_deck
    if state.config.rewards == REWARDS_COMMON:
        state.deck += REWARD_IDS
    state.rng = rng.shuffle(state.rng, state.deck)
    if state.config.rewards == REWARDS_DECK:
        state.reward_deck = list(REWARD_IDS)
        state.rng = rng.shuffle(state.rng, state.reward_deck)
    for seat in range(state.n):
        for _ in range(HAND_SIZE):
            state.hands[seat].append(state.deck.pop())
        note(ev, "drew", seat=seat, count=HAND_SIZE)
        note(ev, "drew_cards", to=(seat,), seat=seat, cards=list(state.hands[seat]))


def _first_player(state: GameState) -> int:
    """Draw destiny cards until a colour comes up; that player goes first; shuffle them back (R2.7)."""
    from game.phases.destiny import seat_of_colour

    deck = state.destiny_deck
    for i in range(len(deck) - 1, -1, -1):
        kind, arg = DESTINY[deck[i]]
        if kind == DESTINY_COLOUR:
            first = seat_of_colour(state, int(arg))
            state.rng = rng.shuffle(state.rng, deck)
            return first
    raise RuntimeError("the destiny deck has no colour card")


def run(state: GameState, ev: Events) -> None:
    """Step the queue until someone must decide or the game is over."""
    queue = state.queue
    steps = STEPS
    budget = MAX_STEPS_PER_APPLY
    face_down = hidden_powers.owners(state) if state.config.hidden_powers else {}
    while not state.prompts and not state.over:
        if not queue:
            raise RuntimeError("the engine ran out of steps without a prompt or a winner")
        item = queue.pop()
        fn = steps[item[0]]
        size = len(item)  # the common arities called directly: no slice and no argument tuple
        if size == 1:
            fn(state, ev)
        elif size == 2:
            fn(state, ev, item[1])
        elif size == 3:
            fn(state, ev, item[1], item[2])
        else:
            fn(state, ev, *item[1:])
        budget -= 1
        if budget <= 0:
            raise RuntimeError("the engine is looping without asking anyone")
    if state.config.hidden_powers:  # an effect of a face-down alien shown on the table reveals it
        hidden_powers.settle(state, ev, face_down)  # ``ev``: the action's own events


def find_prompt(state: GameState, seat: Any) -> Prompt:
    """The open prompt for ``seat`` or an IllegalAction saying why there is none."""
    for p in state.prompts:
        if p.seat == seat:
            return p
    if state.over:
        raise IllegalAction("game_over", "the game is over")
    # never who else is being waited on: a play window asks only the seats that hold something to play
    raise IllegalAction("not_your_prompt", f"seat {seat!r} has nothing to decide now")


def apply(state: GameState, action: Any, events: Events | None = None) -> list[Event]:
    """Validate ``action`` (a map with ``seat`` and ``type``) and play it. See the module docstring.

    ``events``: the list the events are appended to (a tracer may pass its own); a new one by default."""
    if not isinstance(action, dict):
        raise IllegalAction("malformed", "an action is a map with at least 'seat' and 'type'")
    seat = action.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(action.get("type"), str):
        raise IllegalAction("malformed", "an action needs an integer 'seat' and a string 'type'")
    if state.over:
        raise IllegalAction("game_over", "the game is over")
    if seat == TABLE:
        return _table_action(state, action, [] if events is None else events)
    if not 0 <= seat < state.n:
        raise IllegalAction("no_such_seat", f"there is no seat {seat}")
    prompt = find_prompt(state, seat)
    if "prompt" in action and action["prompt"] != prompt.id:
        raise IllegalAction(
            "stale_prompt", f"prompt {action['prompt']!r} is closed; the open one is {prompt.id}"
        )
    body = validate.check(state, prompt, action)
    ev: Events = [] if events is None else events
    state.prompts.remove(prompt)
    state.actions += 1
    ANSWERS[prompt.ctx](state, ev, prompt, body)
    run(state, ev)
    seen.refresh(state)  # what powers showed of other hands stays true (game.seen)
    return ev


def _table_action(state: GameState, action: dict[str, Any], ev: Events) -> list[Event]:
    if action["type"] != "deal_timeout" or set(action) - {"seat", "type", "prompt"}:
        raise IllegalAction("illegal_choice", "the table can only end a deal whose time ran out")
    if not state.config.deal_timer:
        raise IllegalAction("illegal_choice", "this table plays deals without a timer")
    if not any(p.ctx == "deal" for p in state.prompts):
        raise IllegalAction("illegal_choice", "no deal is being negotiated")
    state.actions += 1
    deal.timeout(state, ev)
    run(state, ev)
    seen.refresh(state)
    return ev
