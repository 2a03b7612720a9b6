"""Gluon Mines (hidden): as the defense, after the encounter cards are selected and before they are
revealed, its owner reveals and discards it: one offensive ship goes to the warp for each ship that
researched it, the defense choosing which (the offense's or its allies'). If no offensive ship is left, the
defense wins the encounter. FAQ: the mines may be researched and used in the same encounter (K1); allies
may lose every ship and still count as having allied."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import GATE
from game.core import Events, answer, ask_choice, push, step
from game.encounter_mods import need
from game.moves import SENT
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.windows import SELECTED


def offensive_ships(state: GameState) -> dict[int, int]:
    """The offense's and its allies' ships in the gate, by seat."""
    return {s: c for s, c in enumerate(state.gate) if c}


class GluonMines(TechPower):
    """Mines under the planet: offensive ships to the warp, perhaps the win."""

    name: ClassVar[str] = "Gluon Mines"
    windows: ClassVar[frozenset[str]] = frozenset((SELECTED,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if seat != state.enc.defense or not state.tech_ships[seat] or not offensive_ships(state):
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        count = min(int(action.get("researchers", 0)), sum(offensive_ships(state).values()))
        state.enc.mods.gluon_mines = {"left": count, "picked": {}}
        _ask_pick(state, ev, seat)


power(GluonMines)


def _ask_pick(state: GameState, ev: Events, seat: int) -> None:
    """Ask the defense for the next offensive ship to mine, or send the chosen ones to the warp."""
    picks = need(state.enc.mods.gluon_mines)
    room = {s: c - picks["picked"].get(str(s), 0) for s, c in offensive_ships(state).items()}
    options = [{"type": "mine", "owner": s} for s, c in room.items() if c > 0]
    if picks["left"] > 0 and options:
        ask_choice(state, ev, seat, "gluon_mines", options)
        return
    state.enc.mods.gluon_mines = None
    steps: list[tuple[Any, ...]] = [
        ("to_warp", int(s), [[GATE, c]], SENT, seat)
        for s, c in sorted(picks["picked"].items(), key=lambda kv: int(kv[0]))
    ]
    push(state, *steps, ("gluon_mines_check",))


@answer("gluon_mines")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    picks = need(state.enc.mods.gluon_mines)
    key = str(action["owner"])
    picks["picked"][key] = picks["picked"].get(key, 0) + 1
    picks["left"] -= 1
    _ask_pick(state, ev, prompt.seat)


@step("gluon_mines_check")
def gluon_mines_check(state: GameState, ev: Events) -> None:
    """With no offensive ship left in the gate, the defense wins the encounter."""
    if not offensive_ships(state) and state.enc.defense >= 0:
        state.enc.mods.winner = "defense"
