"""A play window opened by hand, for the tests of single techs (Coldsleep Ship ... Infinity Drive)."""

from __future__ import annotations

from typing import Any

from game.core import Events, ask, step
from game.engine import run
from game.prompts import CHOOSE
from game.state import GameState

HOLD = "test_hold"  # the prompt that stands for "the game goes on" once the steps under test are done


@step(HOLD)
def hold(state: GameState, ev: Events) -> None:
    """Stop the engine here: seat 0 is asked something nobody will answer."""
    ask(state, 0, CHOOSE, HOLD, [{"type": "pass"}])


def open_window(state: GameState, name: str, target: int = -1, *after: tuple[Any, ...]) -> None:
    """Drop what the game was doing and open window ``name`` (then run the steps ``after``, in order, and
    hold)."""
    state.prompts, state.queue = [], []
    state.queue.extend(reversed([("window", name, target), *after, (HOLD,)]))
    run(state, [])
