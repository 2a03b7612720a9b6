"""Genius: may take cards instead of a foreign colony it wins, and wins the game at the start of any turn
while it holds 20 cards or more."""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar

from game import hooks
from game.board import GATE, ships_on
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE
from game.core import Events, note, push, timing_order
from game.deck import draw
from game.hooks import MAIN, MAIN_OR_ALLY, RED, Power, Use, register
from game.moments import Moment, PhaseStart, ValuesChange
from game.state import GameState
from game.windows import INVITE, REWARDS, SELECTED

WIN_HAND = 20  # cards in hand that win the game at the start of a turn
GUESS_RANGE = range(0, 41)  # the Super's guess, 0 to 40
CLOSE = 3  # the guess counts when the attack's value is within 3 of it
EUREKA = 4  # cards a right guess draws


def key(seat: int) -> str:
    """Where the seat's win claim (20 cards at the start of a turn) is kept in ``state.extra``."""
    return f"Genius/{seat}"


def colony_won(state: GameState, seat: int) -> bool:
    """Would ``seat`` gain a foreign colony by its side's win now: it is on the winning offense, with
    ships in the gate, and has no colony yet on the target, a planet outside its home system?"""
    enc = state.enc
    if enc.outcome != "offense" or hooks.side_of(state, seat) != "offense" or not state.gate[seat]:
        return False
    target = enc.target
    return target >= 0 and state.planet_home[target] != seat and not ships_on(state, target, seat)


def shown_attack(state: GameState, seat: int) -> int | None:
    """The value of the attack card ``seat`` revealed as a main player (None if it revealed no attack)."""
    enc = state.enc
    card, kind, value = (
        (enc.off_card, enc.off_kind, enc.off_value)
        if seat == state.offense
        else (enc.def_card, enc.def_kind, enc.def_value)
    )
    if card >= 0:
        return CARD_VALUE[card] if CARD_KIND[card] == ATTACK else None
    return value if kind == ATTACK else None  # a card claimed face down counts as the card claimed


class Genius(Power):
    """Outwit."""

    name: ClassVar[str] = "Genius"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player or ally, when your side's win would give you a foreign colony, you may instead "
        "draw a card for each of your ships in the encounter and send those ships back to your colonies. "
        "At the start of any turn, holding 20 cards or more, you win the game at once (you can also win "
        "the usual way)."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before allies are invited: any players you choose (you too) draw one card each."
    )
    super_text: ClassVar[str] = (
        "As a main player, once the encounter cards are chosen and before they turn over, guess a number "
        "from 0 to 40. If your opponent reveals an attack card within 3 of it, draw four cards."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("outwit", REWARDS, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", INVITE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, MAIN),)

    hears = (ValuesChange, PhaseStart)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "outwit":
            return [{"ships": state.gate[seat]}] if colony_won(state, seat) else []
        if use.key == "wild":
            seats = range(state.n)
            return [{"drawers": list(c)} for size in range(1, state.n + 1) for c in combinations(seats, size)]
        return [{"guess": g} for g in GUESS_RANGE] if hooks.opponent(state, seat) >= 0 else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "outwit":
            if not colony_won(state, seat):
                return
            count = state.gate[seat]
            note(ev, "genius_outwit", seat=seat, ships=count)
            draw(state, ev, seat, count)
            push(state, ("return_ships", seat, GATE))  # then the ships go home: no colony to land on
            return
        if use == "wild":
            chosen = set(action["drawers"])
            for s in timing_order(state):
                if s in chosen:
                    draw(state, ev, s, 1)
            return
        hooks.scratch(state, "Genius").setdefault("guess", {})[str(seat)] = action["guess"]
        hooks.add_value_mod(state, self.name, seat, str(action["guess"]))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case ValuesChange(key=key):
                self._change_values(state, ev, seat, key)
            case PhaseStart(phase=phase):
                self._phase_start(state, ev, seat, phase)

    def _change_values(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        """The Super's guess is checked as the cards turn over."""
        other = hooks.opponent(state, seat)
        value = shown_attack(state, other) if other >= 0 else None
        if value is not None and abs(value - int(key)) <= CLOSE:
            note(ev, "eureka", seat=seat, guess=int(key), value=value)
            draw(state, ev, seat, EUREKA)

    def _phase_start(self, state: GameState, ev: Events, seat: int, phase: str) -> None:
        """At the start of any turn (no use: nothing to zap), 20 cards in hand claim the win; the turn's
        win check follows at once."""
        if phase == "start_turn" and len(state.hands[seat]) >= WIN_HAND:
            state.extra[key(seat)] = True
            note(ev, "win_claimed", seat=seat, alien=self.name, cards=len(state.hands[seat]))

    def wins(self, state: GameState, seat: int) -> bool:
        return bool(state.extra.get(key(seat)))


register(Genius)
