"""Graviton: calls "tens" or "ones" before the reveal; every attack card revealed keeps only that digit."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, note
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moments import Moment, ValuesChange
from game.state import GameState
from game.windows import SELECTED

NAME = "Graviton"
DIGITS = ("tens", "ones")


def keep_digit(value: int, digit: str) -> int:
    """The value with only its ``digit`` left, sign kept (FAQ: a negative card stays negative): 40 is 4
    with "tens" and 0 with "ones"; 09 is 0 and 9; -13 is -1 and -3. The result is still written with two
    digits (a leading 0) for effects such as Mirror."""
    sign = -1 if value < 0 else 1
    size = abs(value)
    return sign * (size // 10 % 10 if digit == "tens" else size % 10)


def _declared(state: GameState, seat: int) -> list[Any] | None:
    """The change this seat declared with the power (not the Wild), if any."""
    for mod in state.enc.mods.value_mods or ():
        if mod[0] == NAME and mod[1] == seat and str(mod[2]).split(":")[0] in DIGITS:
            return list(mod)
    return None


class Graviton(Power):
    """Gravity."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        'As a main player, once both cards are chosen and before they turn over, you may call "tens" or '
        '"ones": every attack card revealed this encounter keeps only that digit of its value (40 counts '
        "4 with tens, 0 with ones). A negative card stays negative."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once both cards are chosen and before they turn over: every attack card "
        "revealed this encounter keeps only its ones digit."
    )
    super_text: ClassVar[str] = (
        "When you call tens or ones (Planning), you may make it change only one of the two encounter "
        "cards, your choice."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("gravity", SELECTED, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", SELECTED, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", SELECTED, MAIN),)

    hears = (ValuesChange,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        mod = _declared(state, seat)
        if use.key == "gravity":
            return [] if mod else [{"digit": d} for d in DIGITS]
        if use.key == "super":
            return [{"only": "offense"}, {"only": "defense"}] if mod and ":" not in mod[2] else []
        wild = [m for m in state.enc.mods.value_mods or () if m[:3] == [NAME, seat, "wild"]]
        return [] if wild else [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "gravity":
            hooks.add_value_mod(state, NAME, seat, action["digit"])
            note(ev, "value_rule", seat=seat, alien=NAME, rule=action["digit"])
        elif use == "super":
            for mod in state.enc.mods.value_mods or ():
                if mod[0] == NAME and mod[1] == seat and mod[2] in DIGITS:
                    mod[2] = f"{mod[2]}:{action['only']}"
                    note(
                        ev,
                        "value_rule",
                        seat=seat,
                        alien=NAME,
                        rule=mod[2].split(":")[0],
                        only=action["only"],
                    )
        else:
            hooks.add_value_mod(state, NAME, seat, "wild")
            note(ev, "value_rule", seat=seat, alien=NAME, rule="ones")

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """Keep one digit of each attack card as revealed (a Morph has copied, FAQ V2; kickers come after,
        V5)."""
        match moment:
            case ValuesChange(key=key):
                digit, _, only = key.partition(":")
                digit = "ones" if digit == "wild" else digit
                enc = state.enc
                if enc.off_kind == ATTACK and only in ("", "offense"):
                    enc.off_value = keep_digit(enc.off_value, digit)
                    note(
                        ev,
                        "card_value_changed",
                        seat=state.offense,
                        counts_as=ATTACK,
                        value=enc.off_value,
                        by=seat,
                    )
                if enc.def_kind == ATTACK and only in ("", "defense"):
                    enc.def_value = keep_digit(enc.def_value, digit)
                    note(
                        ev,
                        "card_value_changed",
                        seat=enc.defense,
                        counts_as=ATTACK,
                        value=enc.def_value,
                        by=seat,
                    )


register(Graviton)
