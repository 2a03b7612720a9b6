"""Seat controllers that decide from their own view and the prompt, never from the engine's state.

A bot's ``act(prompt, view)`` gets its open prompt and ``view``, a callable returning the seat's own view
(``view_for(state, seat)``). A host that runs search bots passes a ``SeatContext`` as ``view``: it is
still that callable, and it also offers ``sample(rng)``, a copy of the game with everything the seat may
not know dealt again at random (``game.determinize.sample_state``), so the real state never reaches a bot.

``make_bot(strength, seed)`` builds a bot: ``"random"``, ``"easy"``, ``"normal"`` or ``"hard"``;
``bot_seed(game_seed, seat)`` is the seed a table gives the bot in a seat.

A strength may carry the hard bot's options after its name, each as ``:key=value`` (``parse_strength``):
``"hard:samples=12"``, ``"hard:samples=6:budget=0.139"``. So one tournament can seat two differently
set hard bots, each reported under its own label (``strength_label``). Colons, not commas, separate the
options, so a spec fits in a comma-separated list of seats.
"""

from __future__ import annotations

from typing import Any

from game import rng
from game.bots.base import Bot, SeatContext, ViewFn

__all__ = [
    "HARD_OPTIONS",
    "STRENGTHS",
    "Bot",
    "SeatContext",
    "ViewFn",
    "bot_seed",
    "make_bot",
    "parse_strength",
    "strength_label",
]

STRENGTHS = ("random", "easy", "normal", "hard")
# The options a strength spec may set, and what each takes (only the hard bot has options).
HARD_OPTIONS = {
    "samples": "a whole number of samples per decision, at least 1",
    "budget": "seconds per decision, 0 for no clock",
}


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat``, derived from the game's seed with a keyed hash: nothing a bot does
    narrows the game's seed, nor another bot's."""
    return rng.derive(game_seed, "bot", seat)


def parse_strength(spec: str) -> tuple[str, dict[str, Any]]:
    """Split a strength spec into the strength and its options: ``"hard:samples=6:budget=0.139"`` gives
    ``("hard", {"samples": 6, "budget": 0.139})``, ``"normal"`` gives ``("normal", {})``. Raises
    ``ValueError`` saying what is wrong: an unknown strength, options on a bot that takes none, an unknown
    or repeated option, or a value out of range."""
    name, *parts = spec.strip().split(":")
    name = name.strip()
    if name not in STRENGTHS:
        raise ValueError(f"unknown bot strength {name!r} in {spec!r}; choose one of {', '.join(STRENGTHS)}")
    if parts and name != "hard":
        raise ValueError(f"{spec!r}: only the hard bot takes options (the {name} bot has none)")
    options: dict[str, Any] = {}
    for part in parts:
        key, eq, text = (x.strip() for x in part.partition("="))
        if key not in HARD_OPTIONS:
            known = ", ".join(f"{k}=<{v}>" for k, v in HARD_OPTIONS.items())
            raise ValueError(f"{spec!r}: unknown option {key!r}; the hard bot takes {known}")
        if not eq or not text:
            raise ValueError(f"{spec!r}: option {key!r} needs a value ({key}=<{HARD_OPTIONS[key]}>)")
        if key in options:
            raise ValueError(f"{spec!r}: option {key!r} is given twice")
        options[key] = _option_value(spec, key, text)
    return name, options


def _option_value(spec: str, key: str, text: str) -> Any:
    """The value of one option of ``spec``, checked."""
    try:
        value: float = int(text) if key == "samples" else float(text)
    except ValueError:
        raise ValueError(f"{spec!r}: {key}={text!r} is not {HARD_OPTIONS[key]}") from None
    if (key == "samples" and value < 1) or not value >= 0 or value == float("inf"):
        raise ValueError(f"{spec!r}: {key}={text!r} is not {HARD_OPTIONS[key]}")
    return value


def strength_label(spec: str) -> str:
    """The spec written one way (options in a fixed order, numbers as Python writes them), so that two
    spellings of one bot are one row of a tournament: ``"hard:budget=0.25:samples=06"`` gives
    ``"hard:samples=6:budget=0.25"``. Raises ``ValueError`` as ``parse_strength`` does."""
    name, options = parse_strength(spec)
    return ":".join([name, *(f"{k}={_number(options[k])}" for k in HARD_OPTIONS if k in options)])


def _number(value: float) -> str:
    """A number as a spec writes it: ``6``, ``0.139``, ``0`` (not ``0.0``)."""
    return str(int(value)) if float(value).is_integer() else repr(value)


def make_bot(strength: str, seed: int, **options: Any) -> Bot:
    """A bot of the given strength (a spec: ``parse_strength``) with its own generator seeded by ``seed``.
    ``options`` go to the hard bot (``budget``: seconds per decision, ``samples`` per decision); the spec's
    own options take precedence over them."""
    name, own = parse_strength(strength)
    if name == "random":
        from game.bots.random_bot import RandomBot

        return RandomBot(seed)
    if name == "easy":
        from game.bots.easy import EasyBot

        return EasyBot(seed)
    if name == "normal":
        from game.bots.normal import NormalBot

        return NormalBot(seed)
    from game.bots.hard import HardBot

    return HardBot(seed, **{**options, **own})
