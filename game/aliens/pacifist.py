"""Pacifist: as a main player, its negotiate beats an attack."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, NEGOTIATE
from game.core import Events, note
from game.hooks import GREEN, MAIN, Power, Use, register
from game.state import GameState
from game.windows import DEAL_FAILED, REVEAL

WILD_VALUE = 15
DEAL_LOSS_SELF = 1
DEAL_LOSS_OTHER = 5


def _kinds(state: GameState, seat: int) -> tuple[str, str]:
    """(this main player's card type, the opponent's card type), as they count now."""
    enc = state.enc
    if seat == state.offense:
        return enc.off_kind, enc.def_kind
    return enc.def_kind, enc.off_kind


class Pacifist(Power):
    """Peace."""

    name: ClassVar[str] = "Pacifist"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, when you show a negotiate against an attack, you win the encounter. Mandatory. "
        "Two negotiates still make a deal as usual."
    )
    wild_text: ClassVar[str] = (
        "As a main player who showed a negotiate against an attack, after the reveal turn your negotiate "
        "into an attack 15."
    )
    super_text: ClassVar[str] = (
        "As a main player, after two negotiates are revealed: if the deal then fails, you lose only 1 ship "
        "and your opponent loses 5."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("peace", REVEAL, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    # from the reveal of two negotiates until the failed deal's penalty: the Reveal and DEAL_FAILED windows
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN), Use("super_failed", DEAL_FAILED, MAIN))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mine, theirs = _kinds(state, seat)
        if use.key.startswith("super"):  # until the failed deal's penalty is taken
            enc = state.enc
            if enc.mods.deal_loss is not None or (use.key == "super_failed" and enc.outcome != "failed_deal"):
                return []
            return [{}] if mine == NEGOTIATE and theirs == NEGOTIATE else []
        return [{}] if mine == NEGOTIATE and theirs == ATTACK else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "peace":
            side = hooks.side_of(state, seat)
            if enc.mods.winner is None:  # an earlier outright win stands (FAQ X5)
                enc.mods.winner = side
            note(ev, "outright_win", seat=seat, alien=self.name, side=enc.mods.winner)
        elif use == "wild":
            if seat == state.offense:
                enc.off_kind, enc.off_value = ATTACK, WILD_VALUE
            else:
                enc.def_kind, enc.def_value = ATTACK, WILD_VALUE
            note(ev, "card_value_changed", seat=seat, counts_as=ATTACK, value=WILD_VALUE, alien=self.name)
        else:
            other = hooks.opponent(state, seat)
            enc.mods.deal_loss = {str(seat): DEAL_LOSS_SELF, str(other): DEAL_LOSS_OTHER}
            note(
                ev,
                "deal_penalty_changed",
                seat=seat,
                alien=self.name,
                own=DEAL_LOSS_SELF,
                other=DEAL_LOSS_OTHER,
            )


register(Pacifist)
