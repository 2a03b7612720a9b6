"""A play window asks exactly the seats that have something to play there.

``open_window`` tests each seat quickly (cards, flares, powers and techs indexed per window and role)
before it lists the seat's options; the quick test may let a seat through whose options are empty, never
hold back one that has some. Here every window of many random games (aliens, rewards, tech, hidden
powers, six seats) is checked against the full listing, ``window_options``, for every seat.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from support import variant_config

from game import core, windows
from game.bots.random_bot import RandomBot
from game.engine import apply, new_game
from game.state import GameState

GAMES = [(players, seed) for players in (3, 4, 5, 6) for seed in range(40, 46)]


@pytest.fixture
def checked_windows(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Wrap the window step: after it asked (or not), compare with every seat's full option list."""
    opened = core.STEPS["window"]
    checked: list[int] = []

    def window(state: GameState, ev: core.Events, name: str, target: int = -1) -> None:
        queued = len(state.queue)
        asked_before = {p.id for p in state.prompts}
        opened(state, ev, name, target)
        if len(state.queue) > queued:
            return  # mandatory uses (or replayed flares) run first; the window opens again after them
        asked = {p.seat for p in state.prompts if p.ctx == "window" and p.id not in asked_before}
        wants = {s for s in range(state.n) if windows.window_options(state, s, name, target)}
        assert asked == wants, (name, target, asked, wants)
        checked.append(len(wants))

    monkeypatch.setitem(core.STEPS, "window", window)
    return checked


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_window_asks_exactly_the_seats_with_a_play(
    checked_windows: list[int], players: int, seed: int
) -> None:
    config = variant_config(players, seed)
    if seed % 2 and config.alien_mode == "none":
        config = dataclasses.replace(config, alien_mode="random")
    state, _ = new_game(config)
    bots = [RandomBot(seed * 10 + s) for s in range(players)]
    while not state.over and state.actions < 1500:
        prompt = state.prompts[0]
        action: dict[str, Any] = bots[prompt.seat].act(prompt, lambda: {})
        action["seat"] = prompt.seat
        apply(state, action)
    assert checked_windows  # windows opened, and some asked someone
    assert any(checked_windows)
