"""What a LAN table may learn, and when: the public points of a game and the numbers the wire shows.

Only seats that can play are asked in a play window (``game.windows``), so who is asked there is secret,
and so is each answer until the window closes. ``is_public`` tells a state where the whole table may be
told (a prompt outside a play window is open, or the game is over) from one inside a play window (every
open prompt is a window's): the host tells everyone only at public points, and a seat inside a window
only of its own prompts (net/host.py).

The engine numbers prompts and plays from one counter (``state.seq``), and counts every answer
(``state.actions``); both would count the window prompts of other seats. ``Numbering`` gives the wire
numbers that count only what the looker may know: a seat's prompts are numbered 1, 2, 3 ... for that seat
alone, and a play by its rank among all plays of the game (every play is announced to the whole table).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from typing import Any

from game.prompts import CHOOSE, Prompt
from game.state import GameState

WINDOW = "window"  # the ctx of a play window's prompts
PLAY = "play"  # the key that names a play (by its id) in options, actions and events


def is_public(state: GameState) -> bool:
    """May the whole table be told about ``state``? Not while every open prompt is a play window's."""
    return state.over or any(p.ctx != WINDOW for p in state.prompts) or not state.prompts


class Numbering:
    """Engine prompt and play ids as the wire shows them (``observe`` every state the engine stops at)."""

    def __init__(self) -> None:
        self.prompt_ids: list[int] = []  # every prompt id the engine has used, sorted
        self.wire: dict[int, int] = {}  # engine prompt id -> its number for its seat
        self.counts: dict[int, int] = {}  # seat -> prompts it has been asked
        self.plays: dict[int, int] = {}  # wire play number -> engine play id, for every number sent

    def observe(self, state: GameState) -> None:
        """Number the prompts the engine opened since the last call."""
        for prompt in state.prompts:
            if prompt.id not in self.wire:
                self.counts[prompt.seat] = self.counts.get(prompt.seat, 0) + 1
                self.wire[prompt.id] = self.counts[prompt.seat]
                insort(self.prompt_ids, prompt.id)

    def prompt(self, prompt: Prompt) -> int:
        """The number ``prompt`` has for its seat."""
        return self.wire[prompt.id]

    def play(self, engine_id: int) -> int:
        """A play's rank among all plays of the game (its engine id less the prompts opened before it)."""
        number = engine_id - bisect_left(self.prompt_ids, engine_id)
        self.plays[number] = engine_id
        return number

    def _option(self, option: dict[str, Any]) -> dict[str, Any]:
        value = option.get(PLAY)
        if isinstance(value, int) and not isinstance(value, bool):
            option[PLAY] = self.play(value)
        return option

    def view(self, view: dict[str, Any], step: int) -> dict[str, Any]:
        """A view in wire numbers, in place (``actions`` becomes the public step ``step``); returned."""
        view["actions"] = step
        for prompt in view["prompts"]:
            prompt["id"] = self.wire[prompt["id"]]
            for option in prompt["options"]:
                self._option(option)
        for play in view["encounter"]["plays"]:
            play["id"] = self.play(play["id"])
        return view

    def event(self, event: dict[str, Any]) -> dict[str, Any]:
        """An event (wire form) in wire numbers, in place; returned."""
        self._option(event["data"])
        return event

    def action_out(self, action: dict[str, Any]) -> dict[str, Any]:
        """An answer in engine numbers as a client would send it (for tools that decide at the host)."""
        return self._option(dict(action))

    def action_in(self, prompt: Prompt, action: dict[str, Any]) -> tuple[dict[str, Any], bool]:
        """A client's answer to ``prompt`` in engine numbers, and whether a play number was translated.

        Only a choice names plays. A number never sent stands for no play, so an answer can match an
        option only through the numbers this seat was shown (guessing engine ids teaches nothing)."""
        value = action.get(PLAY)
        if prompt.kind != CHOOSE or not isinstance(value, int) or isinstance(value, bool):
            return action, False
        return {**action, PLAY: self.plays.get(value)}, True
