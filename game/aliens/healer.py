"""Healer: gives other players back the ships they just lost, and draws a card for it."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import REMOVED, WARP, colonies
from game.cards.catalog import CARD_NAME, COSMIC_ZAP
from game.core import Events, note, push
from game.deck import draw
from game.encounter_mods import need
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import loss_record
from game.state import GameState
from game.windows import LOST, ZAP, pending_play


def healable(state: GameState, target: int, healer: int) -> tuple[int, int]:
    """Ships of loss ``target`` Healer could give back now: (from the warp, from out of the game)."""
    record = loss_record(state, target)
    if record is None:
        return 0, 0
    seat = record["seat"]
    if seat == healer or record["saved"] or record.get("healed") or not colonies(state, seat):
        return 0, 0
    return (
        min(int(record.get("warped", 0)), state.warp[seat]),
        min(int(record.get("removed", 0)), state.removed[seat]),
    )


def _zap_on(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` a Cosmic Zap aimed at a use of ``seat``'s power?"""
    play = pending_play(state, target)
    if play is None or play["cancelled"] or play["card"] < 0 or CARD_NAME[play["card"]] != COSMIC_ZAP:
        return False
    aimed = pending_play(state, play["action"].get("play", -1))
    return aimed is not None and aimed["seat"] == seat


class Healer(Power):
    """Heal."""

    name: ClassVar[str] = "Healer"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When another player's ships have just gone to the warp (or out of the game), you may give all of "
        "them back: the owner puts them on its colonies. Draw a card for each such heal. The healed player "
        "still collects compensation."
    )
    wild_text: ClassVar[str] = "When a Cosmic Zap is played against your power, you may cancel that zap."
    super_text: ClassVar[str] = "When you heal, draw one card per ship you give back rather than one card."
    flare_source: ClassVar[str] = "card"
    excludes: ClassVar[tuple[str, ...]] = ("Sadist",)
    uses: ClassVar[tuple[Use, ...]] = (Use("heal", LOST, ANY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ZAP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", LOST, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{"play": target}] if _zap_on(state, seat, target) else []
        return [{"loss": target}] if sum(healable(state, target, seat)) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            play = pending_play(state, action["play"])
            if play is not None and not play["cancelled"]:
                play["cancelled"] = "card"
                note(ev, "zap_cancelled", seat=seat, owner=play["seat"], card=play["card"])
            return
        index = action["loss"]
        warped, removed = healable(state, index, seat)
        if not warped + removed:
            return
        record = need(state.enc.mods.losses)[index]
        record["healed"] = True
        owner = record["seat"]
        note(ev, "ships_healed", seat=owner, by=seat, count=warped + removed)
        targets = colonies(state, owner)
        steps = [
            ("place_saved", owner, src, n, targets) for src, n in ((WARP, warped), (REMOVED, removed)) if n
        ]
        draw(state, ev, seat, warped + removed if use == "super" else 1)
        push(state, *steps)  # runs before anything the draw set off


register(Healer)
