"""Void: when its side wins as a main player, the losing ships leave the game instead of going to the warp."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ARTIFACT, CARD_KIND
from game.core import Events, note, push
from game.hooks import ALLY, ANY, MAIN, RED, Power, Use, register
from game.moves import SENT, outside_ships
from game.state import GameState
from game.windows import REWARDS, ZAP, pending_play


class Void(Power):
    """Eradicate."""

    name: ClassVar[str] = "Void"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player, when your side wins, the losing side's ships are removed from the game instead "
        "of going to the warp. Mandatory. Nobody drops below as many ships as the colonies needed to win: "
        "those go to the warp as usual."
    )
    wild_text: ClassVar[str] = (
        "When an artifact is played, you may send one of your ships that is not in the encounter to the "
        "warp to cancel it; the artifact is discarded without effect."
    )
    super_text: ClassVar[str] = "Your power also works when you are an ally of the winning side."
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("eradicate", REWARDS, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ZAP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REWARDS, ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            play = pending_play(state, target)
            if play is None or play["cancelled"] or play["card"] < 0 or CARD_KIND[play["card"]] != ARTIFACT:
                return []
            return [{"play": target, "planet": p} for p, _ in outside_ships(state, seat)]
        enc = state.enc
        side = hooks.side_of(state, seat)
        if not side or enc.outcome != side or enc.mods.eradicate:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            play = pending_play(state, action["play"])
            if play is not None and not play["cancelled"]:
                play["cancelled"] = "card"
                note(ev, "artifact_cancelled", seat=seat, card=play["card"], owner=play["seat"])
            push(state, ("to_warp", seat, [[action["planet"], 1]], SENT, seat))
            return
        state.enc.mods.eradicate = True
        note(ev, "eradication", seat=seat, alien=self.name)


register(Void)
