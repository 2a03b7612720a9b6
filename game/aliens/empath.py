"""Empath: when a negotiate meets an attack, it may turn the attack into a negotiate (a deal follows).

The expansion prints two flare cards for it, a classic and an alternate one; a table plays only one
(``GameConfig.empath_flare``). Both are rebuilt (no source prints them): docs/rules.md, "Cosmic Conflict
aliens".
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, NEGOTIATE
from game.config import EMPATH_ALTERNATE
from game.core import Events, note
from game.hooks import ALLY, GREEN, MAIN, Power, Use, register
from game.state import GameState
from game.windows import REVEAL

NAME = "Empath"
# the flare keys of each card: the classic one, and the alternate one
_CLASSIC = frozenset({"wild", "super"})
_ALTERNATE = frozenset({"alt_wild", "alt_super"})


def harmony_possible(state: GameState) -> bool:
    """One card counts as a negotiate and the other as an attack."""
    kinds = {state.enc.off_kind, state.enc.def_kind}
    return kinds == {ATTACK, NEGOTIATE}


def make_harmony(state: GameState, ev: Events, seat: int, both: bool = False) -> None:
    """The attack (both attacks with ``both``) now counts as a plain negotiate: never a Crooked Deal."""
    enc = state.enc
    if both or enc.def_kind == NEGOTIATE:
        enc.off_kind, enc.off_value = NEGOTIATE, 0
    if both or enc.off_kind == NEGOTIATE:
        enc.def_kind, enc.def_value = NEGOTIATE, 0
    note(ev, "cards_changed", offense=enc.off_kind, defense=enc.def_kind)


class Empath(Power):
    """Harmony."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, after the reveal, when one card is a negotiate and the other an attack, you "
        "may turn the attack into a negotiate: the two main players must then try to make a deal."
    )
    wild_text: ClassVar[str] = (
        "Classic card: as a main player after the reveal of a negotiate against an attack, you may turn "
        "the attack into a negotiate. Alternate card (a table option): the same as an ally of either side."
    )
    super_text: ClassVar[str] = (
        "Classic card: when you use your power, a deal that then fails costs nobody any ships. Alternate "
        "card: as a main player after the reveal of two attacks, you may turn both into negotiates."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("harmony", REVEAL, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN), Use("alt_wild", REVEAL, ALLY))
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN), Use("alt_super", REVEAL, MAIN))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        version = _ALTERNATE if state.config.empath_flare == EMPATH_ALTERNATE else _CLASSIC
        if use.key not in version and use.key != "harmony":
            return []
        if use.key == "super":  # after the Empath's own harmony, while the deal is still to come
            done = hooks.scratch(state, NAME).get("harmony") == seat
            return [{}] if done and state.enc.mods.deal_loss is None else []
        if use.key == "alt_super":
            enc = state.enc
            return [{}] if enc.off_kind == ATTACK and enc.def_kind == ATTACK else []
        return [{}] if harmony_possible(state) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "super":
            enc.mods.deal_loss = {str(state.offense): 0, str(enc.defense): 0}
            note(ev, "deal_rule", seat=seat, alien=NAME, rule="no_penalty")
            return
        if use == "harmony":
            hooks.scratch(state, NAME)["harmony"] = seat
        make_harmony(state, ev, seat, both=use == "alt_super")


register(Empath)
