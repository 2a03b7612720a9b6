"""Cryo: puts cards from its hand face down in cold storage, and may later take them up as its hand.

Readings (FAQ "Cryo (CI)", digest row 26, H7, Q2, Relic):

- Preserve is offered once alliances are formed (the ALLIANCE window) to a main player or ally: one card
  from the hand goes face down on the sheet, then Cryo draws one card from the deck.
- Stored cards are not in the hand: nobody may look at them (Mind cannot, H7), draw or take them; the table
  sees how many there are. The card census finds them through ``held_cards``.
- With eight or more stored, at any time (every any-time window) Cryo may discard its hand and take the
  stored cards as its new hand. This is not "drawing a new hand" (Relic ruling): no draw, no new-hand
  event.
- A Cosmic Aftershock discards the stored cards (FAQ Q2); Cryo has no game setup, so nothing is re-dealt.
- Super: its two effects may both be used in one encounter, in the printed order (FAQ): one play stores
  up to two cards (drawing one for each), then offers to take up the storage with five or more stored.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, answer, ask, ask_choice, note
from game.deck import discard_cards, draw
from game.hooks import ANY, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moments import Aftershock, Moment
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, ANY_TIME, COMPENSATION

THAW_AT = 8  # stored cards needed to take them up as the hand
SUPER_THAW_AT = 5
SUPER_STORE = 2


def _key(seat: int) -> str:
    return f"Cryo/{seat}"


def stored(state: GameState, seat: int) -> list[int]:
    """The seat's cards in cold storage (empty if none)."""
    data = state.extra.get(_key(seat))
    return data["stored"] if data else []


def take_up(state: GameState, ev: Events, seat: int) -> None:
    """Discard the hand and take the stored cards as the new hand (not a new hand drawn: Relic ruling)."""
    cards = list(stored(state, seat))
    old = list(state.hands[seat])
    state.extra[_key(seat)] = {"stored": []}
    state.hands[seat] = []
    discard_cards(state, ev, old, seat)
    state.hands[seat].extend(cards)
    note(ev, "storage_taken", seat=seat, count=len(cards))
    note(ev, "hand_received", to=(seat,), seat=seat, cards=list(cards))


class Cryo(Power):
    """Preserve."""

    name: ClassVar[str] = "Cryo"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or ally, once alliances are formed, you may put one card from your hand face down "
        "in cold storage on your sheet and then draw a card. Stored cards are not in your hand and nobody "
        "else may look at or take them. With eight or more stored, you may at any time discard your hand "
        "and take the stored cards as your new hand."
    )
    wild_text: ClassVar[str] = (
        "When another player is about to take compensation from your hand, your hand freezes: they take "
        "nothing."
    )
    super_text: ClassVar[str] = (
        "As a main player or ally, once alliances are formed: first put up to two cards in cold storage, "
        "drawing one card for each; then, with five or more stored, you may take them up as your hand."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("preserve", ALLIANCE, MAIN_OR_ALLY),
        Use("thaw", ANY_TIME, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", COMPENSATION, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", ALLIANCE, MAIN_OR_ALLY),)

    hears = (Aftershock,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "preserve":
            return [{}] if state.hands[seat] else []
        if use.key == "thaw":
            count = len(stored(state, seat))
            return [{"stored": count}] if count >= THAW_AT else []
        if use.key == "wild":
            terms = (state.enc.mods.compensation or {}).get(str(target))
            if terms and terms["payer"] == seat and terms["count"] > 0 and target != seat:
                return [{"player": target}]
            return []
        # super: the flare itself leaves the hand when played; some other card must be left to store
        return [{}] if len(state.hands[seat]) > 1 else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        hand = state.hands[seat]
        if use == "preserve":
            if hand:
                ask(state, seat, CARDS, "cryo_store", spec={"type": "store", "from": list(hand), "count": 1})
        elif use == "thaw":
            if len(stored(state, seat)) >= THAW_AT:
                take_up(state, ev, seat)
        elif use == "wild":
            terms = (state.enc.mods.compensation or {}).get(str(action["player"]))
            if terms and terms["payer"] == seat:
                terms["count"] = 0
                note(ev, "hand_frozen", seat=seat, player=action["player"])
        elif hand:
            count = min(SUPER_STORE, len(hand))
            spec = {"type": "store", "from": list(hand), "count": count, "min": 1}
            ask(state, seat, CARDS, "cryo_super", spec=spec)
        else:
            _offer_super_take(state, ev, seat)

    # --- cold storage: outside the hand, secret, counted ----------------------------------------------
    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(stored(state, seat))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Aftershock(dealt=dealt):
                cards = list(stored(state, seat))
                if dealt or not cards:
                    return
                state.extra[_key(seat)] = {"stored": []}  # FAQ Q2: cold storage is discarded with everything
                discard_cards(state, ev, cards, seat)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"stored": len(stored(state, seat))} if _key(seat) in state.extra else {}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"cold_storage": list(stored(state, seat))} if _key(seat) in state.extra else {}


register(Cryo)


def store(state: GameState, ev: Events, seat: int, cards: list[int]) -> None:
    """Move ``cards`` from the hand to cold storage, then draw one card for each."""
    for c in cards:
        state.hands[seat].remove(c)
    state.extra.setdefault(_key(seat), {"stored": []})["stored"].extend(cards)
    note(ev, "cards_stored", seat=seat, count=len(cards), stored=len(stored(state, seat)))
    note(ev, "stored_cards", to=(seat,), seat=seat, cards=list(cards))
    draw(state, ev, seat, len(cards))


def _offer_super_take(state: GameState, ev: Events, seat: int) -> None:
    """Cryo Super, second effect: with five or more stored, Cryo may take them up as its hand."""
    if len(stored(state, seat)) >= SUPER_THAW_AT:
        options = [{"type": "cryo_take", "take": True}, {"type": "cryo_take", "take": False}]
        ask_choice(state, ev, seat, "cryo_take", options)


@answer("cryo_store")
def _on_store(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    store(state, ev, prompt.seat, list(action["cards"]))


@answer("cryo_super")
def _on_super(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Cryo Super, first effect: store the chosen cards (drawing one each); then the second effect."""
    store(state, ev, prompt.seat, list(action["cards"]))
    _offer_super_take(state, ev, prompt.seat)


@answer("cryo_take")
def _on_take(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action.get("take"):
        take_up(state, ev, prompt.seat)
