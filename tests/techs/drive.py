"""Driving a tech game to a position: random bots answer every prompt, passing in play windows and at the
research step, until a condition holds."""

from __future__ import annotations

from collections.abc import Callable

from game.bots.random_bot import RandomBot
from game.engine import apply
from game.sim import seat_context
from game.state import GameState
from game.techs import TECH_PLAY

PASSING = ("window", "research")


def drive(state: GameState, stop: Callable[[GameState], bool], seed: int = 0, limit: int = 4000) -> bool:
    """Answer prompts (random choices, passes in windows and research) until ``stop(state)``; True if it
    stopped there, False if the game ended or ``limit`` actions went by first."""
    bot = RandomBot(seed)
    for _ in range(limit):
        if stop(state):
            return True
        if state.over or not state.prompts:
            return False
        prompt = state.prompts[0]
        if prompt.ctx in PASSING:
            action = dict(prompt.options[0])
        else:
            action = bot.act(prompt, seat_context(state, prompt.seat))
        apply(state, {**action, "seat": prompt.seat})
    return False


def in_window(name: str, seat: int) -> Callable[[GameState], bool]:
    """A condition: ``seat`` is asked in play window ``name``, with a tech use among its options."""

    def stop(state: GameState) -> bool:
        return (
            state.window is not None
            and state.window["name"] == name
            and any(
                p.seat == seat and p.ctx == "window" and any(o.get("type") == TECH_PLAY for o in p.options)
                for p in state.prompts
            )
        )

    return stop
