"""Ethic (Cosmic Incursion): a main player that loses attack against attack still collects compensation,
and any compensation it gains may come from the deck instead of the opponent's hand."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK
from game.core import Events, answer, ask, note, push
from game.deck import draw, drawn_cards
from game.encounter_mods import need
from game.gains import gained
from game.hooks import ANY, GREEN, MAIN, Power, Use, opponent, register, side_of
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import COMPENSATION, DREW, RESOLVED

WILD_LIMIT = 3  # cards the Wild may give away in one encounter
GIVEN = "wild_given"  # scratch: {str(seat): cards given away by the Wild this encounter}


def _terms(state: GameState, taker: int) -> dict[str, Any] | None:
    found: dict[str, Any] | None = (state.enc.mods.compensation or {}).get(str(taker))
    return found


def _guilty(state: GameState, seat: int) -> bool:
    """Did ``seat``, a main player, just lose an encounter in which both cards count as attacks?"""
    enc = state.enc
    side = side_of(state, seat)
    return (
        enc.outcome in ("offense", "defense")
        and side in ("offense", "defense")
        and side != enc.outcome
        and enc.off_kind == ATTACK
        and enc.def_kind == ATTACK
        and not enc.no_rewards  # Ionic Gas stops it (FAQ C6)
    )


class Ethic(Power):
    """Guilt."""

    name: ClassVar[str] = "Ethic"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, when you lose an encounter where both main players revealed attacks, you must "
        "collect compensation from your opponent as if your card had been a negotiate. Whenever you "
        "collect compensation, you may draw any part of it from the deck instead of your opponent's hand."
    )
    wild_text: ClassVar[str] = (
        "When you draw cards from the deck, you may pass some of the cards just drawn on to one other "
        "player; at most three cards given this way in one encounter."
    )
    super_text: ClassVar[str] = (
        "When you are about to collect compensation, set how many cards you collect: any number from 0 to 8."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("guilt", RESOLVED, MAIN, mandatory=True),
        Use("from_deck", COMPENSATION, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", DREW, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", COMPENSATION, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "guilt":
            return [{"player": opponent(state, seat)}] if _guilty(state, seat) else []
        if use.window == COMPENSATION:
            due = _terms(state, target)
            if target != seat or due is None:
                return []
            if use.key == "from_deck":
                return [{"from_deck": k} for k in range(int(due["count"]), 0, -1)]
            return [{"count": n} for n in range(9) if n != due["count"]]
        # Wild: cards were just drawn by this seat
        records = state.enc.mods.draws or []
        if not (0 <= target < len(records)) or records[target]["seat"] != seat:
            return []
        left = WILD_LIMIT - int(hooks.scratch(state, "Ethic").get(GIVEN, {}).get(str(seat), 0))
        if left <= 0 or not drawn_cards(state, records[target]):
            return []
        return [{"player": p, "draw": target} for p in range(state.n) if p != seat]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "guilt":
            if enc.mods.compensate_as_negotiate is None:
                enc.mods.compensate_as_negotiate = []
            enc.mods.compensate_as_negotiate.append(seat)
            note(ev, "guilt_compensation", seat=seat, player=action["player"])
            push(state, ("compensation", seat, action["player"]))
        elif use == "from_deck":
            due = need(enc.mods.compensation)[str(seat)]
            k = min(int(action["from_deck"]), int(due["count"]))
            due["count"] = int(due["count"]) - k
            note(ev, "compensation_from_deck", seat=seat, count=k)
            gained(state, seat, draw(state, ev, seat, k))
        elif use == "super":
            due = need(enc.mods.compensation)[str(seat)]
            due["count"] = int(action["count"])
            note(ev, "compensation_changed", seat=seat, alien=self.name, count=due["count"])
        else:  # wild: choose the cards to pass on
            records = enc.mods.draws or []
            index = int(action["draw"])
            drawn = drawn_cards(state, records[index]) if 0 <= index < len(records) else []
            left = WILD_LIMIT - int(hooks.scratch(state, "Ethic").get(GIVEN, {}).get(str(seat), 0))
            count = min(left, len(drawn))
            spec = {"type": "give", "from": drawn, "count": count, "min": 0}
            spec["receiver"] = action["player"]
            ask(state, seat, CARDS, "ethic_give", spec=spec)


register(Ethic)


@answer("ethic_give")
def _on_give(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Ethic Wild: the chosen cards go to the receiver (face down: only the two of them see which)."""
    giver, receiver = prompt.seat, int(prompt.spec["receiver"])
    cards = [int(c) for c in action["cards"]]
    if not cards:
        return
    for c in cards:
        state.hands[giver].remove(c)
    state.hands[receiver].extend(cards)
    given = hooks.scratch(state, "Ethic").setdefault(GIVEN, {})
    given[str(giver)] = int(given.get(str(giver), 0)) + len(cards)
    note(ev, "cards_given", giver=giver, receiver=receiver, count=len(cards))
    note(ev, "cards_given_ids", to=(giver, receiver), giver=giver, receiver=receiver, cards=cards)
