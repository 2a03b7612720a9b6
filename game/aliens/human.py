"""Human: +4 to its side after the reveal; if that use is Cosmic Zapped, its side wins instead."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.state import GameState
from game.windows import REVEAL, redirect_flare

WILD_VALUE = 42


def _mod(state: GameState, seat: int) -> list[Any] | None:
    """The +4 (or +8) Human's power registered this encounter, if any."""
    for mod in state.enc.mods.total_mods or ():
        if mod[0] == "Human" and mod[1] == seat:
            return list(mod)
    return None


def win_for(state: GameState, ev: Events, seat: int) -> None:
    """Human's side wins the encounter, unless an earlier effect already settled it (FAQ X5)."""
    side = hooks.side_of(state, seat)
    if side:
        if state.enc.mods.winner is None:
            state.enc.mods.winner = side
        note(ev, "outright_win", seat=seat, alien="Human", side=state.enc.mods.winner)


class Human(Power):
    """Humanity."""

    name: ClassVar[str] = "Human"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or an ally, after the reveal your side's total gets +4. Mandatory. If this use "
        "is Cosmic Zapped, your side wins the encounter outright, whatever cards were shown."
    )
    wild_text: ClassVar[str] = (
        "As a main player facing someone other than Human, after the reveal your encounter card becomes an "
        "attack 42. The flare then goes to the Human player (discarded if nobody is Human)."
    )
    super_text: ClassVar[str] = (
        "After your power adds 4, make it 8 instead; then or instead, you may discard this flare to zap your "
        "own power, so that your side wins."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("humanity", REVEAL, MAIN_OR_ALLY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN_OR_ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "humanity":
            return [{}] if hooks.side_of(state, seat) else []
        if use.key == "wild":
            other = hooks.opponent(state, seat)
            if other < 0 or self.name in hooks.powers_of(state, other):
                return []
            mine = state.enc.off_kind if seat == state.offense else state.enc.def_kind
            return [{}] if mine else []
        mod = _mod(state, seat)
        out = [{"mode": "zap"}]
        if mod is not None and mod[2].startswith("plus4"):
            out[:0] = [{"mode": "eight"}, {"mode": "eight_zap"}]
        return out

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "humanity":
            hooks.add_total_mod(state, self.name, seat, "plus4:" + hooks.side_of(state, seat))
            note(ev, "total_bonus", seat=seat, alien=self.name, amount=4)
        elif use == "wild":
            if seat == state.offense:
                enc.off_kind, enc.off_value = ATTACK, WILD_VALUE
            else:
                enc.def_kind, enc.def_value = ATTACK, WILD_VALUE
            note(ev, "card_value_changed", seat=seat, counts_as=ATTACK, value=WILD_VALUE, alien=self.name)
            humans = [
                s
                for s in range(state.n)
                if state.aliens[s] == self.name or self.name in hooks.more_aliens(state, s)
            ]
            if seat not in humans:  # a Human using its own Wild keeps it (FAQ F4)
                redirect_flare(state, seat, self.name, humans[0] if humans else -1)
        else:
            mode = action["mode"]
            if mode.startswith("eight"):
                for mod in enc.mods.total_mods or ():
                    if mod[0] == self.name and mod[1] == seat:
                        mod[2] = mod[2].replace("plus4", "plus8")
                note(ev, "total_bonus", seat=seat, alien=self.name, amount=8)
            if mode.endswith("zap"):
                redirect_flare(state, seat, self.name, -1)
                enc.zapped |= 1 << seat
                note(ev, "power_zapped", seat=seat, owner=seat, alien=self.name)
                win_for(state, ev, seat)

    def on_zapped(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        """Zapping Humanity makes Human's side win (FAQ Z9, X5)."""
        if use == "humanity":
            win_for(state, ev, seat)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        amount, _, mine = key.partition(":")
        return total + (8 if amount == "plus8" else 4) if side == mine else total


register(Human)
