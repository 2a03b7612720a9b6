"""Mind: looks at a main player's hand before allies are invited. What it sees goes to Mind alone: a private
event, its sheet (the last hand looked at, ``alien_private["last_seen"]``) and, for the encounter, the
cards shown (``game.seen``: the view's ``seen``), as for its Wild's watched draws."""

from __future__ import annotations

from typing import Any, ClassVar

from game import seen
from game.core import Events, note
from game.deck import drawn_cards
from game.encounter_mods import need
from game.hooks import ANY, YELLOW, Power, Use, register
from game.state import GameState
from game.windows import DREW, INVITE


def peek(state: GameState, ev: Events, seat: int, player: int, how: str) -> None:
    """``seat`` looks at ``player``'s hand: the table learns that it looked, only ``seat`` what it saw."""
    cards = list(state.hands[player])
    note(ev, "hand_looked", seat=seat, player=player, how=how)
    note(ev, "hand_seen", to=(seat,), seat=seat, player=player, cards=cards)
    state.extra[f"Mind/{seat}"] = {"player": player, "cards": cards}
    seen.show_hand(state, seat, player, f"Mind/{how}")


class Mind(Power):
    """Knowledge."""

    name: ClassVar[str] = "Mind"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Before allies are invited, you may look at the whole hand of one main player (your opponent, if "
        "you are a main player yourself). You may not tell the others what you saw. A Miser's hoard is "
        "not part of the hand."
    )
    wild_text: ClassVar[str] = (
        "Play it when another player draws from the deck: you see the cards that player draws, now and for "
        "the rest of this encounter."
    )
    super_text: ClassVar[str] = (
        "Before allies are invited, look at the hand of any other player, whether a main player or not "
        "(on top of your power's look)."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("look", INVITE, ANY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DREW, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", INVITE, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            draws = state.enc.mods.draws or []
            if not 0 <= target < len(draws) or draws[target]["seat"] == seat:
                return []
            player = draws[target]["seat"]
            if seat in (state.enc.mods.draw_watch or {}).get(str(player), ()):
                return []
            return [{"player": player, "draw": target}]
        if use.key == "super":
            players = [p for p in range(state.n) if p != seat]
        else:
            players = [p for p in (state.offense, state.enc.defense) if p >= 0 and p != seat]
        return [{"player": p} for p in players if state.hands[p]]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        player = action["player"]
        if use != "wild":
            peek(state, ev, seat, player, use)
            return
        if state.enc.mods.draw_watch is None:
            state.enc.mods.draw_watch = {}
        state.enc.mods.draw_watch.setdefault(str(player), []).append(seat)
        note(ev, "draws_watched", seat=seat, player=player)
        # the draw that triggered it: the cosmic cards it brought, never a reward card drawn alongside
        cards = drawn_cards(state, need(state.enc.mods.draws)[action["draw"]])
        if cards:
            note(ev, "draw_seen", to=(seat,), seat=seat, player=player, cards=cards)
            seen.show_drawn(state, seat, player, cards, "draw_watch")

    def forget(self, state: GameState, seat: int) -> None:
        state.extra.pop(f"Mind/{seat}", None)

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        last = state.extra.get(f"Mind/{seat}")
        return {"last_seen": last} if last else {}


register(Mind)
