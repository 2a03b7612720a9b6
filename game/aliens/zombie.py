"""Zombie: its ships never reach the warp; in a deal it may free its partner's ships from the warp."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, WARP, colonies, move
from game.core import Events, answer, ask, note, push, step
from game.hooks import ANY, GREEN, MAIN, Power, Use, register
from game.moves import ERADICATED, loss_record, place_ships, save_loss, save_targets
from game.phases.deal import deal_term
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import ALLIANCE, LOSS

FREE_SHIPS = "free_ships"  # the deal term: how many of the partner's ships Zombie frees from the warp


def _loss(state: GameState, target: int) -> dict[str, Any] | None:
    """Loss record ``target`` of this encounter, if it is still on its way (not saved)."""
    record = loss_record(state, target)
    return None if record is None or record["saved"] or record["kind"] == ERADICATED else record


def _allies(state: GameState, seat: int) -> list[int]:
    """Seats allied with ``seat``'s side, in seat order."""
    enc = state.enc
    mask = enc.off_allies if seat == state.offense else enc.def_allies
    return [s for s in range(state.n) if mask >> s & 1 and s != seat]


def free_limit(state: GameState, giver: int, receiver: int) -> int:
    """How many ships a Zombie ``giver`` may promise to free for its deal partner (no limit but the warp,
    FAQ D7; only the partner's ships, and only onto colonies it has)."""
    if "Zombie" not in hooks.powers_of(state, giver) or not hooks.works(state, giver, "Zombie"):
        return 0
    return state.warp[receiver] if colonies(state, receiver) else 0


@step("zombie_free")
def zombie_free(state: GameState, ev: Events, giver: int, receiver: int, amount: int) -> None:
    """The deal is made: the partner's ships leave the warp for colonies of its choice."""
    count = min(amount, state.warp[receiver])
    if count:
        note(ev, "ships_freed", seat=receiver, by=giver, count=count)
        place_ships(state, ev, receiver, WARP, count, "retrieve_ships")


deal_term(FREE_SHIPS, free_limit, "zombie_free")


class Zombie(Power):
    """Immortality."""

    name: ClassVar[str] = "Zombie"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Whenever ships of yours are about to go to the warp, they go back to your colonies of your choice "
        "instead (not to a colony the same loss empties). Mandatory. Eradication is not stopped. In a deal "
        "you may also offer to free any number of your partner's ships from the warp onto its colonies."
    )
    wild_text: ClassVar[str] = (
        "When ships of yours are about to go to the warp, one of them goes back to a colony of yours instead."
    )
    super_text: ClassVar[str] = (
        "As a main player once alliances are formed, each of your allies may bring one of its ships from "
        "the warp into the encounter, on top of the ships it already sent."
    )
    flare_source: ClassVar[str] = "card"
    excludes: ClassVar[tuple[str, ...]] = ("Sadist",)
    uses: ClassVar[tuple[Use, ...]] = (Use("immortal", LOSS, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LOSS, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ALLIANCE, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{}] if any(state.warp[s] for s in _allies(state, seat)) else []
        record = _loss(state, target)
        if record is None or record["seat"] != seat or not save_targets(state, target):
            return []
        if use.key == "immortal":
            return [{"loss": target}]
        return [{"loss": target, "from": loc} for loc, count in record["sources"] if count > 0]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            for ally in _allies(state, seat):
                if state.warp[ally]:
                    options = [{"type": "zombie_raise", "take": t} for t in (True, False)]
                    ask(state, ally, CHOOSE, "zombie_raise", options)
            return
        index = action["loss"]
        record = _loss(state, index)
        if record is None:
            return
        if use == "immortal":
            save_loss(state, ev, index, seat)
            return
        targets = save_targets(state, index)
        for pair in record["sources"]:
            if pair[0] == action["from"] and pair[1] > 0:
                pair[1] -= 1
                break
        else:
            return
        if not any(count for _, count in record["sources"]):
            record["saved"] = True
        note(ev, "ships_saved", seat=seat, by=seat, count=1)
        push(state, ("place_saved", seat, action["from"], 1, targets))


register(Zombie)


@answer("zombie_raise")
def _on_raise(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    side = hooks.side_of(state, seat)
    if not action["take"] or not state.warp[seat] or not side or hooks.is_main(state, seat):
        return
    move(state, ev, seat, WARP, GATE if side == "offense" else ALLY, 1)
    note(ev, "ship_raised", seat=seat)
