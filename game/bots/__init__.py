"""Seat controllers that decide from their own view and the prompt, never from the engine's state.

A bot's ``act(prompt, view)`` gets its open prompt and ``view``, a callable returning the seat's own view
(``view_for(state, seat)``). A host that runs search bots passes a ``SeatContext`` as ``view``: it is
still that callable, and it also offers ``sample(rng)``, a copy of the game with everything the seat may
not know dealt again at random (``game.determinize.sample_state``), so the real state never reaches a bot.

``make_bot(strength, seed)`` builds a bot: ``"random"``, ``"easy"``, ``"normal"`` or ``"hard"``;
``bot_seed(game_seed, seat)`` is the seed a table gives the bot in a seat.
"""

from __future__ import annotations

from typing import Any

from game import rng
from game.bots.base import Bot, SeatContext, ViewFn

__all__ = ["STRENGTHS", "Bot", "SeatContext", "ViewFn", "bot_seed", "make_bot"]

STRENGTHS = ("random", "easy", "normal", "hard")


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
