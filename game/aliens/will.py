"""Will: after the destiny draw, the offense chooses whom it encounters and on which planet."""

from __future__ import annotations

from typing import Any, ClassVar

from game import seen, teams
from game.board import ships_on
from game.cards.catalog import DESTINY, DESTINY_COLOUR
from game.core import Events, answer, ask_choice, clockwise_from_left, note
from game.hooks import GREEN, OFFENSE, Power, Use, register
from game.phases.destiny import seat_of_colour, set_defense
from game.prompts import Prompt
from game.state import GameState
from game.windows import DESTINY as DESTINY_WINDOW
from game.windows import DESTINY_DRAWN


def _open(state: GameState, planet: int) -> bool:
    """The offense may aim at ``planet``: it has no colony there, or the planet is in its own system."""
    off = state.offense
    return state.planet_home[planet] == off or not ships_on(state, planet, off)


def targets(state: GameState, player: int, home_ok: bool = True) -> list[int]:
    """Planets where the offense may meet ``player``: a colony of that player anywhere (errata: Will must
    meet a colony), or any planet of that player's own home system (``home_ok``)."""
    out = []
    for planet, home in enumerate(state.planet_home):
        if not _open(state, planet):
            continue
        if ships_on(state, planet, player) or (home_ok and home == player):
            out.append(planet)
    return out


def aim(state: GameState, ev: Events, player: int, planet: int) -> None:
    """Settle the encounter: ``player`` defends ``planet``; the gate is aimed there already."""
    enc = state.enc
    enc.own_system = state.planet_home[planet] == state.offense
    set_defense(state, ev, player)
    enc.target = planet
    note(ev, "gate_aimed", planet=planet, defense=player)


@answer("will_target")
def _on_target(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    aim(state, ev, action["player"], action["planet"])


class Will(Power):
    """Choice."""

    name: ClassVar[str] = "Will"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As the offense, once destiny is drawn: pick any other player and a planet to meet them on "
        "instead (one of their colonies, or any planet of their home system). The drawn card's other "
        "effects still happen. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As the offense, when destiny shows another player's colour: you may meet that player on one of "
        "their colonies outside their home system instead."
    )
    super_text: ClassVar[str] = "As the offense, before destiny is drawn: look at another player's hand."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("choice", DESTINY_DRAWN, OFFENSE, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DESTINY_DRAWN, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", DESTINY_WINDOW, OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        others = clockwise_from_left(state, seat)
        if use.key == "super":
            return [{"player": p} for p in others if state.hands[p]]
        if enc.defense >= 0:
            return []
        if use.key == "choice":  # never the partner at a Team Cosmic table
            return [{"player": p} for p in others if targets(state, p) and teams.may_meet(state, seat, p)]
        kind, arg = DESTINY[target]
        if kind != DESTINY_COLOUR:
            return []
        player = seat_of_colour(state, int(arg))
        if player == seat or not teams.may_meet(state, seat, player):
            return []
        away = [p for p in targets(state, player, home_ok=False) if state.planet_home[p] != player]
        return [{"player": player, "planet": p} for p in away]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        player = action["player"]
        if use == "super":
            note(ev, "hand_seen", seat=seat, player=player)
            note(ev, "hand_seen_cards", to=(seat,), seat=seat, player=player, cards=list(state.hands[player]))
            seen.show_hand(state, seat, player, "Will/super")
        elif use == "wild":
            aim(state, ev, player, action["planet"])
        else:
            options = [{"type": "will_target", "player": player, "planet": p} for p in targets(state, player)]
            ask_choice(state, ev, seat, "will_target", options)


register(Will)
