"""Warrior: earns experience tokens from every encounter it fights as a main player and adds them to its
attack total."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ships_on, system_planets
from game.core import Events, note
from game.hooks import ALLY, DEFENSE, GREEN, MAIN, Power, Use, register
from game.moments import EncounterEnd, Moment
from game.state import GameState
from game.windows import END, REVEAL


def key(seat: int) -> str:
    """Where a seat's tokens live in ``state.extra``."""
    return f"Warrior/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """The seat's experience tokens."""
    return int(state.extra.get(key(seat), 0))


def earned(state: GameState, seat: int) -> int:
    """Tokens earned by a main player for the encounter just over: 1 for a win or a deal, 2 for a loss or
    a failed deal, one more in the four-planet game; none when the encounter had no result."""
    enc = state.enc
    outcome = enc.outcome
    if outcome in ("offense", "defense"):
        count = 1 if hooks.side_of(state, seat) == outcome else 2
    elif outcome in ("deal", "reestablished"):  # retaking a home planet is a win (FAQ)
        count = 1
    elif outcome in ("failed_deal", "both_lose"):
        count = 2
    else:
        return 0
    return count + (1 if state.config.four_planets else 0)


class Warrior(Power):
    """Mastery."""

    name: ClassVar[str] = "Warrior"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "After each encounter you fought as a main player, gain a token: one for a win or a deal, two for "
        "a loss or a failed deal (one more in the four-planet game). This works even while zapped. As a "
        "main player whose card is an attack, after the reveal add your tokens to your total (kept)."
    )
    wild_text: ClassVar[str] = (
        "As the defense, once the encounter is over: fight an encounter of your own against the offense, "
        "aiming at a planet of its home system; then play goes on where it stopped."
    )
    super_text: ClassVar[str] = "As an ally of a side whose card is an attack, add your tokens to that total."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("mastery", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, DEFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, ALLY),)

    hears = (EncounterEnd,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            off = state.offense
            if state.enc.mods.extra_encounter or state.enc.mods.interrupting:
                return []
            if any(not ships_on(state, p, seat) for p in system_planets(state, off)):
                return [{}]
            return []
        return [{}] if tokens(state, seat) and hooks.attack_side(state, seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            state.enc.mods.extra_encounter = [seat, state.offense]
            note(ev, "extra_encounter_due", seat=seat, defense=state.offense, alien=self.name)
            return
        count = tokens(state, seat)
        side = hooks.side_of(state, seat)
        hooks.add_total_mod(state, self.name, seat, f"{side}:{count}")
        note(ev, "total_bonus", seat=seat, alien=self.name, side=side, amount=count)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        which, _, amount = key.partition(":")
        return total + int(amount) if side == which else total

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """Experience needs no use, so it is earned even while zapped (FAQ Z1)."""
        match moment:
            case EncounterEnd():
                if not hooks.is_main(state, seat):
                    return
                gain = earned(state, seat)
                if gain:
                    state.extra[key(seat)] = tokens(state, seat) + gain
                    note(
                        ev,
                        "tokens_gained",
                        seat=seat,
                        alien=self.name,
                        count=gain,
                        total=state.extra[key(seat)],
                    )

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)}


register(Warrior)
