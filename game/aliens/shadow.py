"""Shadow: each destiny card that names another player costs that player a ship of Shadow's choice."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GATE, WARP, colonies, move, ships_on, ships_on_colonies
from game.cards.catalog import ATTACK, DESTINY, DESTINY_COLOUR, DESTINY_WILD
from game.core import Events, answer, ask, ask_choice, clockwise_from_left, note, push, timing_order
from game.hooks import ANY, DEFENSE, OFFENSE, YELLOW, Power, Use, register
from game.moves import LOST, SENT
from game.phases.destiny import seat_of_colour, special_choice
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import DESTINY_DRAWN, REWARDS


def named_player(state: GameState, card: int) -> int:
    """The player a colour or special destiny card points at (-1 for a wild)."""
    kind, arg = DESTINY[card]
    if kind == DESTINY_COLOUR:
        return seat_of_colour(state, int(arg))
    if kind == DESTINY_WILD:
        return -1
    return special_choice(state, str(arg))


@answer("shadow_execute")
def _on_execute(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    player, planet = action["player"], action["planet"]
    hooks.scratch(state, "Shadow")["exec"] = [state.enc.destiny_card, planet]
    note(ev, "ship_executed", seat=prompt.seat, player=player, planet=planet)
    push(state, ("to_warp", player, [[planet, 1]], SENT, prompt.seat))


@answer("shadow_wild_cost")
def _on_cost(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    steps: list[tuple[Any, ...]] = [("to_warp", seat, action["ships"], LOST)]
    for s in timing_order(state):
        if state.gate[s]:
            steps.append(("to_warp", s, [[GATE, state.gate[s]]], SENT, seat))
    note(ev, "shadow_strikes_back", seat=seat)
    push(state, *steps)


class Shadow(Power):
    """Execute."""

    name: ClassVar[str] = "Shadow"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Whenever a drawn destiny card names another player (their colour, or a special card), you send "
        "one of that player's ships from a colony you pick to the warp. On a wild you may do it to any "
        "other player. One ship per destiny card drawn. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As the defense losing to an attack, before ships move: send one of your ships from outside the "
        "encounter to the warp; every winning ship in the gate goes to the warp too and nobody lands."
    )
    super_text: ClassVar[str] = (
        "On your own turn, after you execute a ship: put one of your ships from the warp on that planet."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("execute", DESTINY_DRAWN, ANY, mandatory=True),
        Use("execute_any", DESTINY_DRAWN, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REWARDS, DEFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", DESTINY_DRAWN, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "wild":
            outside = [p for p, _ in ships_on_colonies(state, seat) if p != enc.target]
            if enc.outcome == "offense" and enc.off_kind == ATTACK and outside and any(state.gate):
                return [{}]
            return []
        if use.key == "super":
            done = hooks.scratch(state, "Shadow").get("exec")
            if done and done[0] == target and state.warp[seat]:
                return [{"planet": done[1]}]
            return []
        player = named_player(state, target)
        if use.key == "execute":
            return [{"player": player}] if player not in (-1, seat) and colonies(state, player) else []
        if player != -1:
            return []
        return [{"player": p} for p in clockwise_from_left(state, seat) if colonies(state, p)]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            planet = action["planet"]
            move(state, ev, seat, WARP, planet, 1)
            note(ev, "shadow_takes_place", seat=seat, planet=planet)
            return
        if use == "wild":
            sources = [[p, c] for p, c in ships_on_colonies(state, seat) if p != state.enc.target]
            spec = {"type": "lose", "sources": sources, "min": 1, "max": 1, "reason": "shadow_wild"}
            ask(state, seat, SHIPS, "shadow_wild_cost", spec=spec)
            return
        player = action["player"]
        options = [
            {"type": "execute", "player": player, "planet": p}
            for p in colonies(state, player)
            if ships_on(state, p, player)
        ]
        if options:
            ask_choice(state, ev, seat, "shadow_execute", options)


register(Shadow)
