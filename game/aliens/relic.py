"""Relic (Cosmic Conflict): whenever another player draws a new hand, it gains a free colony in that
player's home system; whenever it draws a new hand itself, its ships leave the warp for its colonies."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import WARP, colonies, move, refresh_power, ships_on, system_planets
from game.config import CONFLICT
from game.core import Events, answer, ask_choice, note, push, step
from game.hooks import ANY, RED, Power, Use, register
from game.moments import Moment, NewHand
from game.moves import place_ships
from game.prompts import Prompt
from game.state import GameState
from game.windows import ANY_TIME, USING, begin_use, power_use_pending

NAME = "Relic"
AWAKEN = "awaken"  # the power's use: started by a new hand, never offered in a window
HANDS = "hands"  # scratch: the seats that drew a new hand this encounter, in order (for the Wild)
WILD_DONE = "wild_done"  # scratch: "hand:seat" new hands a Wild already answered
SUPER = "super"  # scratch: the Super was played on the awakening about to resolve
SUPER_SHIPS = 3  # ships the Super lands on the new colony


def free_planets(state: GameState, seat: int, drawer: int) -> list[int]:
    """Planets of ``drawer``'s home system where ``seat`` has no colony yet."""
    return [p for p in system_planets(state, drawer) if not ships_on(state, p, seat)]


def sources(state: GameState, seat: int, planet: int) -> list[int]:
    """The colonies ``seat`` may take a ship from to land it on ``planet`` (every colony but that one)."""
    return [p for p in colonies(state, seat) if p != planet]


@step("relic_ship")
def relic_ship(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """One ship of ``seat`` lands on ``planet``: from a colony of its choice (a prompt; a single colony is
    taken without asking), or from the warp when it has none on the board."""
    here = sources(state, seat, planet)
    if here:
        options = [{"type": "relic_from", "planet": planet, "src": p} for p in here]
        ask_choice(state, ev, seat, "relic_from", options)
    elif state.warp[seat]:
        move(state, ev, seat, WARP, planet, 1)


@answer("relic_from")
def _on_from(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    move(state, ev, seat, int(action["src"]), int(action["planet"]), 1)
    refresh_power(state, ev, seat)  # a home colony it emptied may take its power


@answer("relic_colony")
def _on_colony(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, planet = prompt.seat, int(action["planet"])
    ships = SUPER_SHIPS if hooks.scratch(state, NAME).pop(SUPER, False) else 1
    note(ev, "relic_colony", seat=seat, planet=planet)
    push(state, *[("relic_ship", seat, planet)] * ships)


def _awakening(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s own power gaining a colony from another player's new hand?"""
    play = power_use_pending(state, target, seat, NAME, (AWAKEN,))
    return play is not None and int(play["action"].get("player", seat)) != seat


class Relic(Power):
    """Awaken."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Whenever another player draws a new hand (not the starting hand), you gain a free colony on a "
        "planet of your choice in that player's home system. Whenever you draw a new hand, all your ships "
        "in the warp go back to your colonies. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "When another player draws a new hand, you may take one of your ships out of the warp onto one of "
        "your colonies."
    )
    super_text: ClassVar[str] = (
        "When your power gives you a colony, you may land up to three ships there instead of one."
    )
    flare_source: ClassVar[str] = "reconstructed"
    prompt_titles: ClassVar[dict[str, str]] = {
        "relic_from": "Relic: which colony does the ship for your new colony come from?",
    }
    uses: ClassVar[tuple[Use, ...]] = (Use(AWAKEN, AWAKEN, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the awakening's play

    hears = (NewHand,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case NewHand(seat=drawer):
                if CONFLICT in state.config.expansions:  # where its flare may be dealt: for the Wild
                    hooks.scratch(state, NAME).setdefault(HANDS, []).append(drawer)
                for relic in hooks.seats_with(state, NAME):
                    if state.warp[relic] if relic == drawer else free_planets(state, relic, drawer):
                        action = {"type": "power", "alien": NAME, "use": AWAKEN, "player": drawer}
                        begin_use(state, ev, relic, action)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{}] if _awakening(state, seat, target) else []
        if use.key == "wild":
            if not state.warp[seat] or not colonies(state, seat):
                return []
            space = hooks.scratch(state, NAME)
            done = space.get(WILD_DONE, ())
            hands = space.get(HANDS, ())
            return [
                {"hand": i} for i, drawer in enumerate(hands) if drawer != seat and f"{i}:{seat}" not in done
            ][:1]
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":  # read when the awakening resolves
            space[SUPER] = True
            note(ev, "relic_super", seat=seat)
            return
        if use == "wild":
            space.setdefault(WILD_DONE, []).append(f"{action['hand']}:{seat}")
            place_ships(state, ev, seat, WARP, 1, "retrieve_ships")
            return
        drawer = int(action["player"])
        if drawer == seat:  # its own new hand: every ship in the warp goes home
            note(ev, "relic_restored", seat=seat, count=state.warp[seat])
            place_ships(state, ev, seat, WARP, state.warp[seat], "retrieve_ships")
            return
        planets = free_planets(state, seat, drawer)
        if planets:
            ask_choice(state, ev, seat, "relic_colony", [{"type": "planet", "planet": p} for p in planets])
        else:
            space.pop(SUPER, None)


register(Relic)
