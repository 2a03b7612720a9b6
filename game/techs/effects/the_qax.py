"""The Qax (lasting): when its owner, a main player, invites allies, it may give the card to a player it
invites: that player must ally with the giver's side with four ships, or as many as it can send without
giving up a colony (one ship stays on each). The receiver holds it from then on and may give it on the
same way. FAQ: the receiver needs no research and may use it from the next encounter; it does not give
Macron a four-ship launch (an ally limit set by a power still holds); a forced Amoeba may still leave
with its Super (the alliance is an ordinary one)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import ships_on_colonies
from game.core import Events, answer, ask, push, step
from game.phases.alliance import MAX_ALLY, candidates, join_alliance
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.techs import TechPower, power, tech_id
from game.windows import INVITE

NAME = "The Qax"


def spare_ships(state: GameState, seat: int) -> list[list[int]]:
    """``[[planet, count], ...]``: the ships ``seat`` can send without giving up a colony."""
    return [[p, c - 1] for p, c in ships_on_colonies(state, seat) if c > 1]


def forced_count(state: GameState, seat: int) -> int:
    """How many ships the Qax makes ``seat`` send: four, or its ally limit, at most its spare ones."""
    limit = min(MAX_ALLY, int((state.enc.mods.ally_max or {}).get(str(seat), MAX_ALLY)))
    return min(limit, sum(c for _, c in spare_ships(state, seat)))


class TheQax(TechPower):
    """Give the card, force an alliance."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((INVITE,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if seat not in (state.offense, enc.defense) or enc.mods.qax_given is not None:
            return []
        barred = (enc.mods.no_offense_ally or ()) if seat == state.offense else ()
        return [
            {"to": s}
            for s in candidates(state)
            if s not in barred and not enc.allied >> s & 1 and forced_count(state, s) > 0
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        enc = state.enc
        to = int(action["to"])
        qax = tech_id(NAME)
        state.techs_done[seat].remove(qax)
        state.techs_done[to].append(qax)
        enc.mods.qax_given = to
        side = "offense" if seat == state.offense else "defense"
        push(state, ("qax_join", to, side))


power(TheQax)


@step("qax_join")
def qax_join(state: GameState, ev: Events, seat: int, side: str) -> None:
    """The Qax's receiver allies with ``side``: it picks its ships if there is a choice."""
    count = forced_count(state, seat)
    sources = spare_ships(state, seat)
    if count <= 0:
        return
    enc = state.enc
    if enc.mods.no_ally is None:
        enc.mods.no_ally = []
    enc.mods.no_ally.append(seat)  # allied already: not invited or asked again
    if len(sources) == 1:
        join_alliance(state, ev, seat, side, [[sources[0][0], count]])
        return
    if count == sum(c for _, c in sources):
        join_alliance(state, ev, seat, side, sources)
        return
    spec = {"type": "launch", "sources": sources, "min": count, "max": count, "side": side}
    ask(state, seat, SHIPS, "qax_ally", spec=spec)


@answer("qax_ally")
def _on_ally(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    join_alliance(state, ev, prompt.seat, prompt.spec["side"], action["ships"])
