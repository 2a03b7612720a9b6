"""Observer: in Resolution, its ships as an ally (and its allies' ships when it is a main player) go back
to colonies instead of the warp."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, WARP, move
from game.core import Events, note, timing_order
from game.deck import draw
from game.encounter_mods import need
from game.hooks import ALLY as ALLY_ROLE
from game.hooks import GREEN, MAIN, MAIN_OR_ALLY, OFFENSE, Power, Use, register
from game.moves import ERADICATED, loss_record, save_loss, save_targets
from game.state import GameState
from game.windows import ALLIANCE, INVITE, LOSS

MAX_GATE = 4


def _allies(state: GameState, seat: int) -> list[int]:
    """The allies of ``seat``'s side, in timing order."""
    enc = state.enc
    mask = enc.off_allies if seat == state.offense else enc.def_allies
    return [s for s in timing_order(state) if mask >> s & 1 and s != seat]


def protects(state: GameState, seat: int, owner: int) -> bool:
    """Does an Observer at ``seat`` protect ``owner``'s ships right now?"""
    if state.phase != "resolution":  # the power works only in Resolution (FAQ P8)
        return False
    if hooks.is_ally(state, seat):
        return owner == seat
    if hooks.is_main(state, seat):
        return (
            owner != seat
            and hooks.is_ally(state, owner)
            and hooks.side_of(state, owner) == hooks.side_of(state, seat)
        )
    return False


class Observer(Power):
    """Protect."""

    name: ClassVar[str] = "Observer"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "During Resolution: as an ally, any ships of yours about to go to the warp go back to your "
        "colonies instead; as a main player, the same holds for your allies' ships (each ally places its "
        "own). Mandatory. Eradication is not stopped."
    )
    wild_text: ClassVar[str] = (
        "As a main player once alliances are formed, every player allied with you draws one card."
    )
    super_text: ClassVar[str] = (
        "When you send ships as the offense (gate limit still 4) or as an ally, you may add one ship "
        "from the warp to them."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("protect", LOSS, MAIN_OR_ALLY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (
        Use("super", INVITE, OFFENSE),
        Use("super_ally", ALLIANCE, ALLY_ROLE),
    )

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{}] if _allies(state, seat) else []
        if use.key == "super":
            limit = int(state.enc.mods.launch_limit if state.enc.mods.launch_limit is not None else MAX_GATE)
            return [{}] if state.warp[seat] and state.gate[seat] < limit else []
        if use.key == "super_ally":
            return [{}] if state.warp[seat] and hooks.side_of(state, seat) else []
        record = loss_record(state, target)
        if (
            record is None
            or record["saved"]
            or record["kind"] == ERADICATED
            or not protects(state, seat, record["seat"])
        ):
            return []
        return [{"loss": target}] if save_targets(state, target) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            for ally in _allies(state, seat):
                draw(state, ev, ally, 1)
            return
        if use in ("super", "super_ally"):
            if state.warp[seat]:
                dst = GATE if hooks.side_of(state, seat) == "offense" else ALLY
                move(state, ev, seat, WARP, dst, 1)
                note(ev, "ship_added", seat=seat, alien=self.name)
            return
        index = action["loss"]
        record = need(state.enc.mods.losses)[index]
        if not record["saved"]:
            save_loss(state, ev, index, seat)


register(Observer)
