"""Warhawk: no negotiating with it. As a main player, after the reveal, an opponent's negotiate becomes an
attack 00 and its own negotiate becomes a morph; two negotiates are two attack 00s."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ARTIFACT, ATTACK, CARD_KIND, NEGOTIATE
from game.core import Events, note
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moments import Discarded, Moment
from game.state import GameState
from game.windows import REVEAL

NAME = "Warhawk"


def _kinds(state: GameState, seat: int) -> tuple[str, str]:
    """(this main player's card kind, its opponent's)."""
    enc = state.enc
    if seat == state.offense:
        return enc.off_kind, enc.def_kind
    return enc.def_kind, enc.off_kind


def _set(state: GameState, seat: int, kind: str, value: int) -> None:
    enc = state.enc
    if seat == state.offense:
        enc.off_kind, enc.off_value = kind, value
    else:
        enc.def_kind, enc.def_value = kind, value


def make_war(state: GameState, ev: Events, seat: int, mine: bool = True) -> None:
    """The conversion for ``seat``: its opponent's negotiate is an attack 00; its own negotiate (if
    ``mine``) copies the opponent's card, as a morph would; two negotiates are two attack 00s."""
    other = hooks.opponent(state, seat)
    own, theirs = _kinds(state, seat)
    enc = state.enc
    if own == NEGOTIATE and theirs == NEGOTIATE and mine:
        _set(state, seat, ATTACK, 0)
        _set(state, other, ATTACK, 0)
    elif theirs == NEGOTIATE:
        _set(state, other, ATTACK, 0)
    elif own == NEGOTIATE and mine:
        value = enc.def_value if seat == state.offense else enc.off_value
        _set(state, seat, theirs, value)
    note(ev, "cards_changed", offense=enc.off_kind, defense=enc.def_kind)


class Warhawk(Power):
    """Attack."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after the reveal: your opponent's negotiate becomes an attack 00, and your own "
        "negotiate becomes a morph (a copy of your opponent's card); two negotiates become two attack 00s. "
        "An endless loop of changes leaves both cards attack 00s. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player after the reveal: if your opponent revealed a negotiate, it becomes an attack 00."
    )
    super_text: ClassVar[str] = (
        "When your power changes a card this encounter, add 5 to your side's total as well."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("attack", REVEAL, MAIN, mandatory=True),
        Use("attack_again", REVEAL, MAIN, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN),)

    hears = (Discarded,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        own, theirs = _kinds(state, seat)
        mine = hooks.scratch(state, NAME)
        if use.key == "super":
            return [{}] if mine.get("converted") == seat and not mine.get("super") else []
        if use.key == "wild":
            return [{}] if theirs == NEGOTIATE else []
        if NEGOTIATE not in (own, theirs):
            return []
        if (
            use.key == "attack_again"
        ):  # an earlier player's effect undid the conversion (the timing chart, X1)
            return [{}] if mine.get("undone") == seat else []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mine = hooks.scratch(state, NAME)
        if use == "super":
            mine["super"] = True
            hooks.add_total_mod(state, NAME, seat, "super")
            note(ev, "total_rule", seat=seat, alien=NAME, rule="super")
            return
        if use == "attack_again":
            mine.pop("undone", None)
            # a conversion undone and made again is the erratum's endless loop: both cards are attack 00s
            _set(state, state.offense, ATTACK, 0)
            _set(state, state.enc.defense, ATTACK, 0)
            note(ev, "cards_changed", offense=ATTACK, defense=ATTACK)
            return
        make_war(state, ev, seat, mine=use == "attack")
        if use == "attack":
            mine["converted"] = seat

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        return total + 5 if side == hooks.side_of(state, seat) else total

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """An artifact played by a player earlier in timing order than the Warhawk, after its conversion,
        comes before the power on the timing chart (FAQ): the Warhawk converts again once it has acted.
        One played by a later player stands (a defense's Emotion Control against an offensive Warhawk)."""
        match moment:
            case Discarded(cards=cards, by=by):
                mine = hooks.scratch(state, NAME)
                if state.phase != "reveal" or mine.get("converted") != seat or "again" in mine:
                    return
                if (
                    by == state.offense
                    and seat == state.enc.defense
                    and any(CARD_KIND[c] == ARTIFACT for c in cards)
                ):
                    mine["undone"] = seat
                    mine["again"] = True


register(Warhawk)
