"""Shared helpers for the bot tests: decision points of bot games, and bots of every strength."""

from __future__ import annotations

from collections.abc import Iterator

from game.bots import Bot, make_bot
from game.config import default_config
from game.engine import apply, new_game
from game.prompts import Prompt
from game.sim import seat_context
from game.state import GameState

STRENGTHS = ("easy", "normal", "hard")
FAST_HARD = {"budget": None, "samples": 1}  # deterministic and quick: one sample per decision


def bot(strength: str, seed: int) -> Bot:
    """A bot of ``strength``; the hard one with a small, clock-free search."""
    return make_bot(strength, seed, **(FAST_HARD if strength == "hard" else {}))


def decision_points(
    players: int, seed: int, aliens: str = "random", every: int = 1
) -> Iterator[tuple[GameState, Prompt]]:
    """(live state, open prompt) at every ``every``-th decision of a normal-bot game with random aliens.
    The state is live: copy it to keep it, and do not change it."""
    config = default_config(players, seed=seed, alien_mode=aliens)
    state, _ = new_game(config)
    bots = [make_bot("normal", seed * 100 + s) for s in range(players)]
    seats = [seat_context(state, s) for s in range(players)]
    i = 0
    while not state.over and state.actions < 5000:
        prompt = state.prompts[0]
        if i % every == 0:
            yield state, prompt
        i += 1
        action = bots[prompt.seat].act(prompt, seats[prompt.seat])
        action["seat"] = prompt.seat
        apply(state, action)
