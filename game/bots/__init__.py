"""Seat controllers that decide from their own view and the prompt, never from the engine's state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.prompts import Prompt

ViewFn = Callable[[], dict[str, Any]]


class Bot(Protocol):
    """A seat controller: given its open prompt (and, lazily, its own view), return an action."""

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Choose an answer to ``prompt``; the returned map is sent to ``engine.apply`` with the seat."""
        ...
