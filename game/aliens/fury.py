"""Fury: gains a token for every ship of its own lost to the warp or removed from the game, and spends
tokens for 3 each, up or down, on its side's total once the encounter cards are chosen."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events, note
from game.encounter_mods import need
from game.hooks import ANY, GREEN, MAIN_OR_ALLY, Power, Use, register
from game.moves import loss_record
from game.state import GameState
from game.windows import LOST, REVEAL, SELECTED

STEP = 3  # each token moves the side's total by 3


def key(seat: int) -> str:
    """Where a seat's tokens live in ``state.extra`` (they go with the power: Plant, Philanthropist)."""
    return f"Fury/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """The tokens on the seat's Fury sheet."""
    return int(state.extra.get(key(seat), 0))


def arrived(state: GameState, target: int, seat: int) -> int:
    """Ships of ``seat`` that loss ``target`` put in the warp or out of the game (0: not its loss)."""
    record = loss_record(state, target)
    if record is None or record["seat"] != seat or record["saved"] or record.get("avenged"):
        return 0
    return int(record.get("warped", 0)) + int(record.get("removed", 0))


def spends(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The ways to spend tokens now: 1 to all of them, each for +3 or -3 (``avenge``: the change)."""
    have = tokens(state, seat)
    return [{"avenge": sign * STEP * k} for k in range(1, have + 1) for sign in (1, -1)]


class Fury(Power):
    """Vengeance."""

    name: ClassVar[str] = "Fury"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Each time ships of yours are lost to the warp or removed from the game, take a token for each "
        "(mandatory). As a main player or ally, once the encounter cards are chosen and before they turn "
        "over, you may spend any number of tokens: each adds 3 to your side's total or takes 3 from it. "
        "Spent tokens are gone, whatever happens."
    )
    wild_text: ClassVar[str] = (
        "As a main player or ally, once the encounter cards are chosen and before they turn over: add 1 to "
        "your side's total for each of your ships in the warp."
    )
    super_text: ClassVar[str] = (
        "As a main player or ally whose side's card is an attack, after the cards turn over: spend tokens "
        "as your power allows (3 up or down each), now that the cards are known."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("vengeance", LOST, ANY, mandatory=True),
        Use("avenge", SELECTED, MAIN_OR_ALLY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", SELECTED, MAIN_OR_ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN_OR_ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "vengeance":
            return [{"loss": target}] if arrived(state, target, seat) else []
        if not hooks.side_of(state, seat):
            return []
        if use.key == "wild":
            return [{}] if state.warp[seat] else []
        if use.key == "super" and not hooks.attack_side(state, seat):
            return []
        return spends(state, seat)

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        side = hooks.side_of(state, seat)
        if use == "vengeance":
            gain = arrived(state, action["loss"], seat)
            if not gain:
                return
            need(state.enc.mods.losses)[action["loss"]]["avenged"] = True
            state.extra[key(seat)] = tokens(state, seat) + gain
            note(ev, "fury_tokens", seat=seat, count=gain, total=tokens(state, seat))
            return
        if not side:
            return
        if use == "wild":
            amount = state.warp[seat]
            hooks.add_total_mod(state, self.name, seat, f"{side}:{amount}")
            note(ev, "total_bonus", seat=seat, alien=self.name, side=side, amount=amount)
            return
        amount = int(action["avenge"])
        count = min(abs(amount) // STEP, tokens(state, seat))
        if not count:
            return
        amount = count * STEP * (1 if amount > 0 else -1)
        state.extra[key(seat)] = tokens(state, seat) - count
        hooks.add_total_mod(state, self.name, seat, f"{side}:{amount}")
        note(ev, "fury_spent", seat=seat, count=count, side=side, amount=amount, left=tokens(state, seat))

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        which, _, amount = key.partition(":")
        return total + int(amount) if side == which else total

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)}


register(Fury)
