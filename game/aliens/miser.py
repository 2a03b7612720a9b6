"""Miser: keeps a secret second hand of eight cards, its hoard, and may play cards from it.

How the hoard plays (engine side, generic): ``playable_cards`` lists the hoard; the play windows and the
encounter-card selection offer those cards as plays marked ``held = "Miser"``, and just before such a play
the engine calls ``take_playable``, which moves the card from the hoard into the hand, so that the play
then proceeds exactly as a play from the hand. A flare played from the hoard goes back to it
(``return_card``). A discard a rule forces on Miser (Hate, Plague) may also take a hoard card
(``discard_sources``; ``take_playable`` moves it into the hand first). Nothing gained ever enters the
hoard, and only the hand counts for "has an encounter card" (new hands, a second encounter: FAQ).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import rng
from game.cards.catalog import IS_ENCOUNTER
from game.core import Events, answer, ask, note
from game.deck import HAND_SIZE, discard_cards, has_encounter_card
from game.hooks import ANY, GREEN, OFFENSE, Power, Use, register
from game.moments import Aftershock, Moment, Setup
from game.prompts import CARDS, CHOOSE, Prompt
from game.state import GameState
from game.windows import ALLIANCE, END, PLANNING, REGROUP

WILD_KEEP = 2
SUPER_DRAW = 2


def _key(seat: int) -> str:
    return f"Miser/{seat}"


def hoard(state: GameState, seat: int) -> list[int]:
    """The seat's hoard (empty if it has none)."""
    data = state.extra.get(_key(seat))
    return data["hoard"] if data else []


def _deal(state: GameState, ev: Events, count: int) -> list[int]:
    """Up to ``count`` cards off the top of the deck, reshuffling the discard pile if the deck runs out
    (never a Cosmic Quake: a hoard is not a hand)."""
    cards: list[int] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck, state.discard = state.discard, []
            state.rng = rng.shuffle(state.rng, state.deck)
            note(ev, "deck_reshuffled", size=len(state.deck))
        cards.append(state.deck.pop())
    return cards


def add_to_hoard(state: GameState, ev: Events, seat: int, count: int) -> None:
    """Deal ``count`` cards from the deck into the hoard: the table sees how many, Miser which."""
    cards = _deal(state, ev, count)
    state.extra.setdefault(_key(seat), {"hoard": []})["hoard"].extend(cards)
    note(ev, "hoard_dealt", seat=seat, count=len(cards))
    note(ev, "hoard_cards", to=(seat,), seat=seat, cards=list(cards))


class Miser(Power):
    """Hoard."""

    name: ClassVar[str] = "Miser"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "Game setup: you get a second eight-card hand and keep one of the two, face down, as your hoard. "
        "Whenever you play a card you may play it from the hoard instead of your hand. Cards you gain "
        "never join the hoard; nobody else may look at it or take from it. With no encounter card left "
        "in it, you may show it, discard it and get a new hoard of eight."
    )
    wild_text: ClassVar[str] = (
        "Play it while you hold no encounter card: name up to two cards of your hand; the next time you "
        "discard your hand to draw a new one, you keep them."
    )
    super_text: ClassVar[str] = (
        "At the start of an encounter of yours as the offense, draw two cards from the deck into your hoard."
    )
    flare_source: ClassVar[str] = "faq"
    setup: ClassVar[bool] = True
    uses: ClassVar[tuple[Use, ...]] = (
        Use("new_hoard", REGROUP, ANY),
        Use("new_hoard_planning", PLANNING, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, ANY), Use("wild_end", END, ANY))
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, OFFENSE),)

    # --- setup: two hands, one becomes the hoard ---------------------------------------------------
    hears = (Setup, Aftershock)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                self._setup(state, ev, seat)
            case Aftershock(dealt=dealt):
                self._aftershock(state, ev, seat, dealt)

    def _setup(self, state: GameState, ev: Events, seat: int) -> None:
        add_to_hoard(state, ev, seat, HAND_SIZE)
        options = [{"type": "miser_hoard", "hoard": "second"}, {"type": "miser_hoard", "hoard": "first"}]
        ask(state, seat, CHOOSE, "miser_hoard", options)

    # --- uses ---------------------------------------------------------------------------------------
    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key.startswith("new_hoard"):
            return [] if any(IS_ENCOUNTER[c] for c in hoard(state, seat)) else [{}]
        if use.key.startswith("wild"):
            hand = state.hands[seat]
            return [{}] if hand and not has_encounter_card(hand) else []
        return [{}]  # super

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use.startswith("new_hoard"):
            old = list(hoard(state, seat))
            note(ev, "hoard_revealed", seat=seat, cards=old)
            state.extra[_key(seat)] = {"hoard": []}
            discard_cards(state, ev, old, seat)
            add_to_hoard(state, ev, seat, HAND_SIZE)
        elif use.startswith("wild"):
            hand = state.hands[seat]
            spec = {"type": "keep", "from": list(hand), "count": min(WILD_KEEP, len(hand)), "min": 0}
            ask(state, seat, CARDS, "miser_keep", spec=spec)
        else:
            add_to_hoard(state, ev, seat, SUPER_DRAW)

    # --- the hoard as cards outside the hand ------------------------------------------------------------
    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(hoard(state, seat))

    def playable_cards(self, state: GameState, seat: int) -> list[int]:
        return list(hoard(state, seat))

    def discard_sources(self, state: GameState, seat: int) -> list[int]:
        return list(hoard(state, seat))  # FAQ: any required discard may come from the hoard

    def take_playable(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        hoard(state, seat).remove(card)
        state.hands[seat].append(card)

    def return_card(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        if _key(seat) in state.extra:
            hoard(state, seat).append(card)  # FAQ: a flare played from the hoard goes back to it
        else:
            state.hands[seat].append(card)

    def _aftershock(self, state: GameState, ev: Events, seat: int, dealt: bool) -> None:
        if _key(seat) not in state.extra:
            return
        if not dealt:  # FAQ Q2: the hoard is discarded with everything else ...
            old = list(hoard(state, seat))
            state.extra[_key(seat)] = {"hoard": []}
            discard_cards(state, ev, old, seat)
        else:  # ... and dealt again as at game setup
            add_to_hoard(state, ev, seat, HAND_SIZE)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"hoard_size": len(hoard(state, seat))} if _key(seat) in state.extra else {}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"hoard": list(hoard(state, seat))} if _key(seat) in state.extra else {}


register(Miser)


@answer("miser_hoard")
def _on_hoard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Miser keeps one of its two hands as the hoard: ``second`` (the new one) or ``first`` (the dealt)."""
    seat = prompt.seat
    note(ev, "hoard_chosen", seat=seat)
    if action["hoard"] == "first":
        data = state.extra[_key(seat)]
        data["hoard"], state.hands[seat] = state.hands[seat], data["hoard"]
        note(ev, "hand_received", to=(seat,), seat=seat, cards=list(state.hands[seat]))


@answer("miser_keep")
def _on_keep(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Miser Wild: the cards named are kept through the seat's next new hand (``extra["new_hand_keep"]``)."""
    kept = list(action["cards"])
    state.extra.setdefault("new_hand_keep", {})[str(prompt.seat)] = kept
    note(ev, "cards_set_aside", seat=prompt.seat, count=len(kept))
