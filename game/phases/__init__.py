"""One module per phase of the turn; importing this package registers every step."""

from game.phases import (
    alliance,
    deal,
    destiny,
    launch,
    planning,
    regroup,
    resolution,
    reveal,
    setup,
    turn,
)

__all__ = [
    "alliance",
    "deal",
    "destiny",
    "launch",
    "planning",
    "regroup",
    "resolution",
    "reveal",
    "setup",
    "turn",
]
