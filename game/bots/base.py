"""What a seat controller is (``Bot``, ``ViewFn``) and what a host hands it about its seat (``SeatContext``):
one floor below ``game.bots``, whose ``make_bot`` imports the bots, which import these.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.prompts import Prompt

if TYPE_CHECKING:
    from game.rng import Rng
    from game.state import GameState

ViewFn = Callable[[], dict[str, Any]]


class Bot(Protocol):
    """A seat controller: given its open prompt (and, lazily, its own view), return an action."""

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Choose an answer to ``prompt``; the returned map is sent to ``engine.apply`` with the seat."""
        ...


class SeatContext:
    """What a host hands a bot about its seat: its view (call it) and samples of the hidden information."""

    __slots__ = ("_sample", "_view", "seat")

    def __init__(self, seat: int, view: ViewFn, sample: Callable[[Rng], GameState] | None = None) -> None:
        self.seat = seat
        self._view = view
        self._sample = sample

    def __call__(self) -> dict[str, Any]:
        """The seat's own view."""
        return self._view()

    @property
    def can_sample(self) -> bool:
        """Does this host offer samples?"""
        return self._sample is not None

    def sample(self, rng: Rng) -> GameState:
        """A copy of the game as the seat might believe it to be: hidden cards dealt again with ``rng``."""
        if self._sample is None:
            raise RuntimeError("this host offers no samples")
        return self._sample(rng)
