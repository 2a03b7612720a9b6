"""Winner: as a main player winning an attack against an attack by 10 or more, it gains a free foreign colony
(Cosmic Alliance). Its flare: the Wild gives a free foreign colony at the start of its holder's turn and
then goes to the Winner; the Super gives one colony for every full 10 of the margin instead of one (FAQ:
it replaces the power's effect, it does not add to it)."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import ATTACK
from game.core import Events, note, push
from game.hooks import MAIN, OFFENSE, YELLOW, Power, Use, register
from game.phases.resolution import decided_breakdowns
from game.state import GameState
from game.windows import RESOLVED, START_TURN, USING, power_use_pending, redirect_flare

NAME = "Winner"
MARGIN = 10  # the least margin of victory that earns a colony (and each further full 10, with the Super)


def margin(state: GameState, seat: int) -> int:
    """By how much ``seat``, a main player, won an attack against an attack on the totals the encounter was
    decided on; 0 if it did not win that way (a deal, a negotiate, a loss, a win with the lower total)."""
    enc = state.enc
    side = "offense" if seat == state.offense else "defense" if seat == enc.defense else ""
    if not side or enc.outcome != side or (enc.off_kind, enc.def_kind) != (ATTACK, ATTACK):
        return 0
    parts = decided_breakdowns(state)
    if parts is None:
        return 0
    other = "defense" if side == "offense" else "offense"
    return max(0, int(parts[side]["total"]) - int(parts[other]["total"]))


def foreign_planets(state: GameState, seat: int) -> list[int]:
    """Every planet outside ``seat``'s home system (the free-colony step keeps those where it has no ship)."""
    return [p for p, home in enumerate(state.planet_home) if home >= 0 and home != seat]


class Winner(Power):
    """Win More."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, when both cards are attacks and you win by 10 or more, you must gain one free "
        "foreign colony on any planet of another system where you have no ships."
    )
    wild_text: ClassVar[str] = (
        "At the start of your turn, gain one free foreign colony. The flare then goes to the Winner's "
        "player (to the discard pile if no one is the Winner)."
    )
    super_text: ClassVar[str] = (
        "When your power gives you a colony, gain one for every full 10 you won by instead (two for 20 to "
        "29, three for 30 to 39)."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("win_more", RESOLVED, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", START_TURN, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)
    use_texts: ClassVar[dict[str, str]] = {
        "win_more": "gain a free foreign colony for a win by 10 or more",
        "wild": "gain a free foreign colony",
        "super": "gain a colony for every full 10 you won by",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "winner_colonies": lambda d, name: (
            f"{name(d['seat'])} won by {d['margin']}: {d['count']} free "
            f"{'colony' if d['count'] == 1 else 'colonies'}."
        ),
        "winner_super": lambda d, name: f"{name(d['seat'])} takes a colony for every full 10 of the margin.",
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            play = power_use_pending(state, target, seat, NAME, ("win_more",))
            return [{"play": target}] if play and margin(state, seat) >= 2 * MARGIN else []
        if use.key == "wild":
            return [{}] if foreign_planets(state, seat) else []
        return [{}] if margin(state, seat) >= MARGIN else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["super"] = seat
            note(ev, "winner_super", seat=seat)
            return
        planets = foreign_planets(state, seat)
        if use == "wild":
            redirect_flare(state, seat, NAME, hooks.owner_of(state, NAME))
            push(state, ("free_colony", seat, planets))
            return
        won_by = margin(state, seat)
        count = won_by // MARGIN if hooks.scratch(state, NAME).get("super") == seat else 1
        note(ev, "winner_colonies", seat=seat, margin=won_by, count=count)
        push(state, *[("free_colony", seat, planets) for _ in range(count)])


register(Winner)
