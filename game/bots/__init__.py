"""Seat controllers that decide from their own view and the prompt, never from the engine's state.

A bot's ``act(prompt, view)`` gets its open prompt and ``view``, a callable returning the seat's own view
(``view_for(state, seat)``). A host that runs search bots passes a ``SeatContext`` as ``view``: it is
still that callable, and it also offers ``sample(rng)``, a copy of the game with everything the seat may
not know dealt again at random (``game.determinize.sample_state``), so the real state never reaches a bot.

``make_bot(strength, seed)`` builds a bot: ``"random"``, ``"easy"``, ``"normal"`` or ``"hard"``;
``bot_seed(game_seed, seat)`` is the seed a table gives the bot in a seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game import rng
from game.prompts import Prompt

if TYPE_CHECKING:
    from game.rng import Rng
    from game.state import GameState

ViewFn = Callable[[], dict[str, Any]]
STRENGTHS = ("random", "easy", "normal", "hard")


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


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat``, derived from the game's seed with a keyed hash: nothing a bot does
    narrows the game's seed, nor another bot's."""
    return rng.derive(game_seed, "bot", seat)


def make_bot(strength: str, seed: int, **options: Any) -> Bot:
    """A bot of the given strength with its own generator seeded by ``seed``. ``options`` go to the hard
    bot (``budget``: seconds per decision)."""
    if strength == "random":
        from game.bots.random_bot import RandomBot

        return RandomBot(seed)
    if strength == "easy":
        from game.bots.easy import EasyBot

        return EasyBot(seed)
    if strength == "normal":
        from game.bots.normal import NormalBot

        return NormalBot(seed)
    if strength == "hard":
        from game.bots.hard import HardBot

        return HardBot(seed, **options)
    raise ValueError(f"unknown bot strength {strength!r}; choose one of {', '.join(STRENGTHS)}")
