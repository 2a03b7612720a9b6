"""Parasite: when its turn to ally comes, it may join either side without being invited."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import move, ships_at, ships_on, ships_on_colonies, system_planets
from game.core import Events, answer, ask, note
from game.hooks import ANY, GREEN, NOT_MAIN, Power, Use, is_main, register
from game.phases.alliance import join_alliance
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, ANY_TIME, INVITE

CLAIMED = "Parasite/wild"  # seats whose current loss of power a Wild already used: [seat, ...]
NO_LIMIT = 99


def _claimed(state: GameState) -> list[int]:
    return [s for s in state.extra.get(CLAIMED, []) if not state.power_on[s]]


@answer("parasite_wild_ship")
def _on_ship(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = prompt.spec["planet"]
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, count)
    note(ev, "colony_infested", seat=prompt.seat, planet=planet, player=prompt.spec["player"])


class Parasite(Power):
    """Infest."""

    name: ClassVar[str] = "Parasite"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "When your turn to answer invitations comes, you may ally with either side, one to four ships as "
        "usual, even if that side did not invite you. Optional."
    )
    wild_text: ClassVar[str] = (
        "When another player's power goes out for lack of home colonies: you may move one of your ships "
        "from a colony onto one of that player's home planets, founding a colony there."
    )
    super_text: ClassVar[str] = "Before invitations: this encounter you may ally with any number of ships."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("uninvited", ALLIANCE, NOT_MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)  # while that power stays out
    super_: ClassVar[tuple[Use, ...]] = (Use("super", INVITE, NOT_MAIN),)

    def ally_sides(self, state: GameState, seat: int) -> list[str]:
        if is_main(state, seat) or not ships_on_colonies(state, seat):
            return []
        return ["offense", "defense"]

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "uninvited":  # offered in the alliance prompt itself (ally_sides)
            return []
        if use.key == "super":
            limits = state.enc.mods.ally_max or {}
            return [] if str(seat) in limits else [{}]
        if all(state.power_on) or not ships_on_colonies(state, seat):  # offered at every window: be quick
            return []
        claimed = _claimed(state)
        out = []
        for player in range(state.n):
            if player == seat or state.aliens[player] is None or state.power_on[player] or player in claimed:
                continue
            for planet in system_planets(state, player):
                if not ships_on(state, planet, seat):
                    out.append({"player": player, "planet": planet})
        return out

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "uninvited":
            ships = [[loc, min(c, ships_at(state, seat, loc))] for loc, c in action["ships"]]
            join_alliance(state, ev, seat, action["side"], [p for p in ships if p[1] > 0])
            return
        if use == "super":
            if state.enc.mods.ally_max is None:
                state.enc.mods.ally_max = {}
            state.enc.mods.ally_max[str(seat)] = NO_LIMIT
            note(ev, "ally_limit_lifted", seat=seat)
            return
        player, planet = action["player"], action["planet"]
        state.extra[CLAIMED] = [*_claimed(state), player]
        sources = [[p, c] for p, c in ships_on_colonies(state, seat) if p != planet]
        if not sources:
            return
        spec = {"type": "colony", "planet": planet, "player": player, "sources": sources, "min": 1, "max": 1}
        ask(state, seat, SHIPS, "parasite_wild_ship", spec=spec)


register(Parasite)
