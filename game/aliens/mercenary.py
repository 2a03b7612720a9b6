"""Mercenary (Cosmic Incursion): on a winning side as a main player or an offensive ally, it also takes
defender rewards as a defensive ally would, one for each of its ships in the encounter."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on
from game.core import Events, answer, ask, note, push
from game.deck import discard_from_hand, draw
from game.hooks import ANY, DEFENSE, GREEN, MAIN_OR_ALLY, Power, Use, register, side_of
from game.moments import Moment, PhaseStart
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import GAINED, RESOLVED

SHIPS = "ships"  # scratch: {str(seat): ships it had in the encounter, counted at Resolution}


def ships_in(state: GameState, seat: int) -> int:
    """``seat``'s ships in the encounter right now, each counted as for defender rewards (Macron's count
    double; a stack another power binds counts as its ``ship_worth`` says)."""
    enc = state.enc
    count = state.gate[seat] + state.dally[seat]
    if seat == enc.defense and enc.target >= 0:
        count += ships_on(state, enc.target, seat)
    return count * hooks.ship_worth(state, seat, "rewards")


def _won(state: GameState, seat: int) -> bool:
    enc = state.enc
    return (
        enc.outcome in ("offense", "defense") and side_of(state, seat) == enc.outcome and not enc.no_rewards
    )


def _gained(state: GameState, seat: int) -> list[int]:
    cards = (state.enc.mods.gained or {}).get(str(seat), [])
    return [c for c in cards if c in state.hands[seat]]


class Mercenary(Power):
    """Bounty Hunting."""

    name: ClassVar[str] = "Mercenary"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player or an offensive ally, when your side wins an encounter you must also take "
        "defender rewards as if you were a defensive ally: one (a ship back from the warp or a card) for "
        "each ship you had in the encounter, on top of what winning gives you."
    )
    wild_text: ClassVar[str] = (
        "As the defense, when you win, take defender rewards as a defensive ally would: one for each ship "
        "you had defending the planet."
    )
    super_text: ClassVar[str] = (
        "When you draw cards as rewards, you may look at them, discard any of them and draw as many "
        "new cards from the deck."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("bounty", RESOLVED, MAIN_OR_ALLY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", RESOLVED, DEFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", GAINED, ANY),)

    hears = (PhaseStart,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PhaseStart(phase=phase):
                if (
                    phase == "resolution"
                ):  # count the ships before they move (win or lose, they leave the table)
                    hooks.scratch(state, "Mercenary").setdefault(SHIPS, {})[str(seat)] = ships_in(state, seat)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            if target != seat or str(seat) in (state.enc.mods.compensation or {}):
                return []  # only cards drawn as rewards, not compensation
            return [{}] if _gained(state, seat) else []
        if not _won(state, seat):
            return []
        if use.key == "wild":
            count = ships_in(state, seat)
        elif state.enc.def_allies >> seat & 1:
            return []  # a defensive ally has its rewards already
        else:
            count = int(hooks.scratch(state, "Mercenary").get(SHIPS, {}).get(str(seat), 0))
        return [{"rewards": count}] if count else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            cards = _gained(state, seat)
            if cards:
                spec = {"type": "discard", "from": cards, "count": len(cards), "min": 0}
                ask(state, seat, CARDS, "mercenary_redraw", spec=spec)
            return
        count = int(action["rewards"])
        note(ev, "bounty", seat=seat, rewards=count)
        push(state, ("rewards", seat, count))


register(Mercenary)


@answer("mercenary_redraw")
def _on_redraw(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Mercenary Super: the unwanted reward cards go to the discard pile, as many are drawn again."""
    cards = list(action["cards"])
    if cards:
        discard_from_hand(state, ev, prompt.seat, cards)
        draw(state, ev, prompt.seat, len(cards))
