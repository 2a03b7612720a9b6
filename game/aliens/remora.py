"""Remora: when another player takes ships out of the warp or draws from the deck, it does so too."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import WARP, colonies
from game.core import Events, note
from game.deck import draw
from game.hooks import ANY, YELLOW, Power, Use, register
from game.moves import place_ships
from game.state import GameState
from game.windows import DREW, RETRIEVED

MOST = 4  # the Super matches the other player's take up to this many


def _record(state: GameState, window: str, target: int) -> dict[str, Any] | None:
    records = (state.enc.mods.draws if window == DREW else state.enc.mods.retrievals) or ()
    return records[target] if 0 <= target < len(records) else None


def old_ships(state: GameState, seat: int) -> int:
    """Ships of ``seat`` in the warp that did not go there during this encounter."""
    fresh = sum(
        int(r.get("warped", 0))
        for r in (state.enc.mods.losses or ())
        if r["seat"] == seat and not r.get("healed")
    )
    return max(0, state.warp[seat] - fresh)


def can_take(state: GameState, seat: int, window: str, count: int = 1) -> int:
    """How many (up to ``count``) ``seat`` could take now: cards from the deck, or old ships from the warp."""
    if window == DREW:
        return count if state.deck or state.discard else 0
    return min(count, old_ships(state, seat)) if colonies(state, seat) else 0


def take(state: GameState, ev: Events, seat: int, window: str, count: int) -> None:
    """Draw ``count`` cards, or put ``count`` ships from the warp on colonies of the seat's choice."""
    count = can_take(state, seat, window, count)
    if not count:
        return
    note(ev, "clung", seat=seat, what="cards" if window == DREW else "ships", count=count)
    if window == DREW:
        draw(state, ev, seat, count)
    else:
        place_ships(state, ev, seat, WARP, count, "retrieve_ships")


class Remora(Power):
    """Cling."""

    name: ClassVar[str] = "Remora"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Each time another player takes ships out of the warp, you may take one of yours out too (not one "
        "that went there this encounter). Each time another player draws from the deck, you may draw one "
        "card."
    )
    wild_text: ClassVar[str] = (
        "When another player draws from the deck or takes ships out of the warp, you may draw one card or "
        "take one of your ships out of the warp (not one lost this encounter)."
    )
    super_text: ClassVar[str] = (
        "After you cling, you may take more, so that you got as many as the other player did (at most 4)."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("ships", RETRIEVED, ANY), Use("cards", DREW, ANY))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild_ships", RETRIEVED, ANY), Use("wild_cards", DREW, ANY))
    super_: ClassVar[tuple[Use, ...]] = (Use("super_ships", RETRIEVED, ANY), Use("super_cards", DREW, ANY))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        record = _record(state, use.window, target)
        if record is None or record["seat"] == seat:
            return []
        if use.key.startswith("super"):
            more = min(int(record["count"]), MOST) - 1
            if record.get("remora") != seat or record.get("matched") or more <= 0:
                return []
            return [{"event": target}] if can_take(state, seat, use.window, more) else []
        if use.key in ("ships", "cards") and record.get("remora") == seat:
            return []
        return [{"event": target}] if can_take(state, seat, use.window) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        window = RETRIEVED if use.endswith("ships") else DREW
        record = _record(state, window, action["event"])
        if record is None:
            return
        if use.startswith("super"):
            record["matched"] = True
            take(state, ev, seat, window, min(int(record["count"]), MOST) - 1)
            return
        if use in ("ships", "cards"):
            record["remora"] = seat
        take(state, ev, seat, window, 1)


register(Remora)
