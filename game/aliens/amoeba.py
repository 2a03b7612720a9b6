"""Amoeba: once the encounter cards are chosen it may pour more of its ships into the encounter (no limit
of four) or pull some or all of them out."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import ALLY, GATE, colonies, move, ships_on, ships_on_colonies
from game.core import Events, answer, ask, ask_choice, note
from game.hooks import ALLY as ALLY_ROLE
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moves import place_ships
from game.prompts import PLACE, SHIPS, Prompt
from game.state import GameState
from game.windows import SELECTED


def _spot(state: GameState, seat: int) -> int | str:
    """Where ``seat``'s ships in the encounter are: the gate, the ally spot, or the target planet."""
    enc = state.enc
    if seat == enc.defense:
        return enc.target
    if enc.def_allies >> seat & 1:
        return ALLY
    return GATE


def _in_encounter(state: GameState, seat: int) -> int:
    spot = _spot(state, seat)
    if spot == GATE:
        return state.gate[seat]
    if spot == ALLY:
        return state.dally[seat]
    return ships_on(state, int(spot), seat) if int(spot) >= 0 else 0


def _outside(state: GameState, seat: int) -> list[list[int]]:
    """The seat's colonies outside the encounter (ships that can ooze in)."""
    return [
        pc for pc in ships_on_colonies(state, seat) if pc[0] != state.enc.target or seat != state.enc.defense
    ]


class Amoeba(Power):
    """Ooze."""

    name: ClassVar[str] = "Amoeba"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player with at least one ship in the encounter, once the cards are chosen and before "
        "they are revealed you may bring in as many more of your ships from your colonies as you like (four "
        "is no limit) or take some or all of them home. Winning with no ship left earns no colony."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once the cards are chosen: bring up to four of your ships from your colonies "
        "into the encounter, past the usual limit, even as a defense with no ships on the planet."
    )
    super_text: ClassVar[str] = (
        "You may use your power as an ally too (pulling out still counts as having allied)."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("ooze", SELECTED, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", SELECTED, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, ALLY_ROLE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if state.enc.target < 0:
            return []
        outside = _outside(state, seat)
        if use.key == "wild":
            return [{"ooze": "in"}] if outside else []
        if not _in_encounter(state, seat):
            return []
        out: list[dict[str, Any]] = []
        if outside:
            out.append({"ooze": "in"})
        if any(p != state.enc.target for p in colonies(state, seat)):  # somewhere to take them
            out.append({"ooze": "out"})
        return out

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        outside = _outside(state, seat)
        if action["ooze"] == "in":
            if not outside:
                return
            most = 4 if use == "wild" else sum(c for _, c in outside)
            spec = {"type": "ooze", "sources": outside, "min": 1, "max": most}
            ask(state, seat, SHIPS, "amoeba_in", spec=spec)
            return
        have = _in_encounter(state, seat)
        if have:
            options = [{"type": "ooze_out", "count": k} for k in range(1, have + 1)]
            ask_choice(state, ev, seat, "amoeba_out", options)


register(Amoeba)


@answer("amoeba_in")
def _on_in(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    dst = _spot(state, seat)
    note(ev, "oozed", seat=seat, count=sum(c for _, c in action["ships"]))
    for loc, count in action["ships"]:  # all at once: a power lost on the way goes only afterwards
        move(state, ev, seat, loc, dst, count)


@answer("amoeba_out")
def _on_out(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    src = _spot(state, seat)
    count = action["count"]
    note(ev, "oozed", seat=seat, count=-count)
    if isinstance(src, str):
        place_ships(state, ev, seat, src, count, "return_ships")
        return
    homes = [p for p in colonies(state, seat) if p != src]
    if len(homes) == 1:
        move(state, ev, seat, src, homes[0], count)
    else:
        spec = {"type": "place", "count": count, "planets": homes, "src": src}
        ask(state, seat, PLACE, "return_ships", spec=spec)
