"""A random bot that plays into windows as sparingly as the normal bot: the engine benchmark's realistic mix.

The plain random bot picks uniformly among a window's options, so it plays a card or a power at about 59%
of the window prompts it gets; the normal bot plays at about 24% of them without aliens and 31% with random
aliens (3 to 5 players; ``python benchmarks/engine.py --window-rates`` measures both). Every play opens
further windows (zaps, answers to them), so the random bot's games spend far more of their time in windows
than real games do. This bot plays in a window at the normal bot's rate, picking the play uniformly, and
passes otherwise; every other answer is the random bot's.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import ViewFn
from game.bots.random_bot import RandomBot
from game.prompts import CHOOSE, Prompt

# percent of the window prompts offering a play at which the normal bot plays (measured, 3 to 5 players)
NORMAL_WINDOW_PLAYS = {"none": 24, "random": 31}


class SparingRandomBot(RandomBot):
    """Random answers, but a play in a window only ``percent`` times in a hundred."""

    def __init__(self, seed: int, percent: int = NORMAL_WINDOW_PLAYS["none"]) -> None:
        super().__init__(seed)
        self.percent = percent

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Pass a window unless the draw says play; else answer as the random bot."""
        if prompt.kind == CHOOSE and prompt.ctx == "window":
            plays = [o for o in prompt.options if o.get("type") != "pass"]
            passes = [o for o in prompt.options if o.get("type") == "pass"]
            if plays and passes and self.rng.below(100) >= self.percent:
                return dict(passes[0])
            if plays:
                return dict(plays[self.rng.below(len(plays))])
        return super().act(prompt, view)
