"""Headless bot games: the loop behind ``main.py simulate``, the benchmarks and the property tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot
from game.bots.random_bot import RandomBot
from game.config import GameConfig, default_config
from game.engine import apply, new_game
from game.state import GameState

MAX_ACTIONS = 20_000


@dataclass
class GameResult:
    """What one bot game came to."""

    seed: int
    finished: bool
    winners: list[int]
    encounters: int
    turns: int
    actions: int
    log: list[dict[str, Any]] = field(default_factory=list)
    state: GameState | None = None


def play(
    config: GameConfig,
    bots: Sequence[Bot],
    max_actions: int = MAX_ACTIONS,
    keep_log: bool = False,
    on_action: Callable[[GameState, dict[str, Any] | None, list[Any]], None] | None = None,
) -> GameResult:
    """Play a game with one bot per seat until someone wins or ``max_actions`` is reached.

    ``on_action(state, action, events)`` is called after each action, and first with ``action=None`` and
    the events of the setup.
    """
    state, opening = new_game(config)
    if on_action is not None:
        on_action(state, None, opening)
    log: list[dict[str, Any]] = []
    while not state.over and state.actions < max_actions:
        prompt = state.prompts[0]
        bot = bots[prompt.seat]
        action = bot.act(prompt, _no_view)
        action["seat"] = prompt.seat
        events = apply(state, action)
        if keep_log:
            log.append(action)
        if on_action is not None:
            on_action(state, action, events)
    return GameResult(
        seed=config.seed,
        finished=state.over,
        winners=list(state.winners),
        encounters=state.encounters,
        turns=state.turn,
        actions=state.actions,
        log=log,
        state=state,
    )


def _no_view() -> dict[str, Any]:
    raise RuntimeError("this bot asked for a view the simulator does not build")


def random_game(players: int, seed: int, aliens: str = "none", **kwargs: Any) -> GameResult:
    """A game of random bots, each with its own seed derived from the game's. ``aliens`` is the table's
    alien mode (``"none"``, ``"random"``, ``"choose"``) or a comma-separated list of alien names."""
    if aliens in ("none", "random", "choose"):
        config = default_config(players, seed=seed, alien_mode=aliens)
    else:
        names = tuple(a.strip() or None for a in aliens.split(","))
        config = default_config(players, seed=seed, aliens=names)
    bots = [RandomBot(seed * 1000 + s + 1) for s in range(players)]
    return play(config, bots, **kwargs)
