"""The benchmark's sparing random bot: random answers, but it plays into a window only as often as it is
told (the normal bot's rate), and its games finish."""

from __future__ import annotations

from typing import Any

from game.bots import bot_seed
from game.bots.sparing import SparingRandomBot
from game.prompts import CHOOSE, Prompt
from game.sim import play, table_config


class Tally:
    """Counts the window prompts that offer a play and a pass, and the plays made at them."""

    def __init__(self, bot: SparingRandomBot, tally: dict[str, int]) -> None:
        self.bot = bot
        self.tally = tally

    def act(self, prompt: Prompt, view: Any) -> dict[str, Any]:
        action = self.bot.act(prompt, view)
        types = {o.get("type") for o in prompt.options} if prompt.kind == CHOOSE else set()
        if prompt.ctx == "window" and "pass" in types and len(types) > 1:
            self.tally["offered"] += 1
            self.tally["played"] += action["type"] != "pass"
        return action


def _games(percent: int, aliens: str, count: int) -> tuple[dict[str, int], int]:
    tally = {"offered": 0, "played": 0}
    finished = 0
    for seed in range(60, 60 + count):
        bots = [Tally(SparingRandomBot(bot_seed(seed, s), percent), tally) for s in range(4)]
        finished += play(table_config(4, seed, aliens), bots).finished
    return tally, finished


def test_a_bot_told_never_to_play_passes_every_window() -> None:
    tally, finished = _games(0, "none", 3)
    assert finished == 3 and tally["offered"] > 50 and tally["played"] == 0


def test_the_sparing_bot_plays_at_about_its_rate() -> None:
    tally, finished = _games(30, "random", 4)
    assert finished == 4
    assert 0.2 < tally["played"] / tally["offered"] < 0.4
