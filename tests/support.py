"""Shared helpers for the property, wire, secrecy and bad-input tests: random games, driven step by step.

The driver answers a random open prompt (not always the first, so simultaneous choices are answered in
every order) with a random bot per seat, and at a table with a deal timer sometimes lets the timer run out.
Everything is seeded, so a failing example can be replayed exactly. ``COSMIC_TEST_SCALE`` multiplies the
number of hypothesis examples of the property tests.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from typing import Any

from game.bots.random_bot import RandomBot
from game.config import MAX_PLAYERS, GameConfig, default_config, expansions_for
from game.engine import TABLE, apply, new_game
from game.events import Event
from game.rng import Rng
from game.state import GameState

ACTION_CAP = 20_000
SCALE = float(os.environ.get("COSMIC_TEST_SCALE", "1"))


def examples(n: int) -> int:
    """``n`` hypothesis examples, times ``COSMIC_TEST_SCALE`` (set it to 20 for a deep overnight run)."""
    return max(1, round(n * SCALE))


def variant_config(players: int, seed: int, variants: bool = True) -> GameConfig:
    """A config for ``players`` seats; with ``variants``, the table options are drawn from the seed. A table
    of more than five plays with the colour expansions it needs (``expansions_for``: Incursion for six, and
    Cosmic Conflict for seven, and Cosmic Alliance for eight)."""
    six = {"expansions": expansions_for(players)} if players > MAX_PLAYERS else {}
    if not variants:
        return default_config(players, seed=seed, **six)
    r = Rng(seed ^ 0x5EED)
    options: dict[str, Any] = dict(
        flares=bool(r.below(4)),
        four_planets=not r.below(3),
        second_encounter=bool(r.below(4)),
        regroup_without_colony=r.choice(["home", "gate"]),
        reinforce_negotiate=not r.below(3),
        deal_timer=r.choice([0, 0, 45]),
        alien_mode=r.choice(["none", "random", "random", "choose"]),
        tech=not r.below(3),
        hidden_powers=not r.below(4),
    )
    many = not r.below(4)  # the Multiple Powers variant: two aliens each, where aliens are dealt
    if many and options["alien_mode"] != "none":
        options["powers"] = 2
    return default_config(players, seed=seed, **six, **options)


class Driver:
    """Chooses the next action for a game: a random open prompt, answered by that seat's random bot."""

    def __init__(self, players: int, seed: int) -> None:
        self.rng = Rng(seed * 7919 + 1)
        self.bots = [RandomBot(seed * 1000 + s + 1) for s in range(players)]

    def next_action(self, state: GameState) -> dict[str, Any]:
        """The action to apply next (the state is not changed)."""
        if state.config.deal_timer and any(p.ctx == "deal" for p in state.prompts) and not self.rng.below(5):
            return {"seat": TABLE, "type": "deal_timeout"}
        prompt = state.prompts[self.rng.below(len(state.prompts))]
        action = self.bots[prompt.seat].act(prompt, _no_view)
        action["seat"] = prompt.seat
        if self.rng.below(2):
            action["prompt"] = prompt.id
        return action


def _no_view() -> dict[str, Any]:
    raise AssertionError("the random bot does not read views")


def walk(
    config: GameConfig, state: GameState | None = None, driver: Driver | None = None
) -> Iterator[tuple[GameState, dict[str, Any], list[Event]]]:
    """Play a game (a new one, or on from ``state``), yielding ``(state, action, events)`` after each action;
    stop when it is over or after ``ACTION_CAP`` actions. The yielded state is the live one: copy it to
    keep it."""
    if state is None:
        state, _ = new_game(config)
    if driver is None:
        driver = Driver(config.players, config.seed)
    while not state.over and state.actions < ACTION_CAP:
        action = driver.next_action(state)
        events = apply(state, action)
        yield state, action, events


def play_until(config: GameConfig, driver: Driver, actions: int) -> GameState:
    """A new game played by ``driver`` until ``actions`` actions are in (or it is over)."""
    state, _ = new_game(config)
    for _ in walk(config, state, driver):
        if state.actions >= actions:
            break
    return state


def find_state(predicate: Any, players: tuple[int, ...] = (3, 4, 5), seeds: range = range(400)) -> GameState:
    """A copy of the first state of a random game (default options) where ``predicate(state)`` holds."""
    for seed in seeds:
        for n in players:
            config = default_config(n, seed=seed)
            state, _ = new_game(config)
            if predicate(state):
                return state.copy()
            for state, _, _ in walk(config):
                if not state.over and predicate(state):
                    return state.copy()
    raise LookupError("no random game reached the wanted situation")


@functools.cache
def situations(limit: int = 60) -> dict[str, GameState]:
    """The first state of random games (default options, 3-5 players) where a prompt of each ``ctx`` is
    open, keyed by ctx; the state is shared, so copy it before changing it."""
    found: dict[str, GameState] = {}
    for seed in range(limit):
        config = default_config(3 + seed % 3, seed=seed)
        for state, _, _ in walk(config):
            for p in state.prompts:
                if p.ctx not in found:
                    found[p.ctx] = state.copy()
    return found
