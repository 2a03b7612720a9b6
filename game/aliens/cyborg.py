"""Cyborg (Cosmic Alliance): three cards lie face up on its sheet, dealt after the hands at game setup; they
are not in its hand and cannot be taken. It may play a non-encounter card of the sheet as if from its hand
(a card that is discarded then is replaced at once by a new face-up card from the deck; a flare goes back to
the sheet after use). As a main player or ally, once its side's card is face up, it may discard that card
and put an encounter card of the sheet in its place. As each encounter ends the sheet is refilled to three.

FAQ: a Cosmic Aftershock deals the sheet again as at game setup (Q2). Readings (docs/rules.md): the refill
"after the encounter ends" tops the sheet up to three (so a sheet card used in any way is replaced); the
sheet is never a source for compensation, deals or a thief (only the hand is); a required discard never
comes from it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import CARD_KIND, CARD_NAME, FLARE, IS_ENCOUNTER
from game.core import Events, note
from game.deck import discard_cards, reveal_top, take_from_discard
from game.hooks import ANY, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moments import Aftershock, EncounterEnd, Moment, Setup
from game.phases.reveal import replace_card
from game.state import GameState
from game.windows import ANY_TIME, REVEAL, USING, power_use_pending

NAME = "Cyborg"
SHEET_SIZE = 3
SUPER = "super"  # scratch: the Super was played on the swap about to resolve


def key(seat: int) -> str:
    """The seat's sheet in ``state.extra``."""
    return f"{NAME}/{seat}"


def sheet(state: GameState, seat: int) -> list[int]:
    """The cards face up on ``seat``'s sheet (the list itself)."""
    data = state.extra.get(key(seat))
    if not isinstance(data, dict):
        return []
    cards: list[int] = data.setdefault("sheet", [])
    return cards


def refill(state: GameState, ev: Events, seat: int) -> None:
    """Top the sheet up to three cards from the cosmic deck, face up."""
    if key(seat) not in state.extra:
        state.extra[key(seat)] = {"sheet": []}
    cards = sheet(state, seat)
    new = reveal_top(state, ev, SHEET_SIZE - len(cards)) if len(cards) < SHEET_SIZE else []
    if new:
        cards.extend(new)
        note(ev, "cyborg_attached", seat=seat, cards=list(new))  # face up on the sheet now


def swap_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """Encounter cards of the sheet that may replace the seat's side's card, once it is face up."""
    enc = state.enc
    side = hooks.side_of(state, seat)
    if not side or not enc.revealed:
        return []
    if (enc.off_card if side == "offense" else enc.def_card) < 0:
        return []
    return [{"pick": c} for c in sheet(state, seat) if IS_ENCOUNTER[c]]  # "pick": it is no hand card


class Cyborg(Power):
    """Bionics."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    setup: ClassVar[bool] = True
    summary: ClassVar[str] = (
        "Game setup: three cards face up on your sheet (not in your hand; nobody can take them). You may "
        "play a card of the sheet that is not an encounter card as if from your hand (a discarded one is "
        "replaced at once from the deck). As a main player or ally, once your side's card is face up, you "
        "may discard it and put an encounter card of the sheet in its place. The sheet is refilled to "
        "three as each encounter ends."
    )
    wild_text: ClassVar[str] = (
        "At any time, take the top card of the discard pile into your hand, to play as if it had always "
        "been there."
    )
    super_text: ClassVar[str] = (
        "When you swap your side's encounter card for one of your sheet, the card you replace goes face up "
        "onto your sheet instead of the discard pile."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("swap", REVEAL, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN_OR_ALLY),)  # target: the swap's play
    use_texts: ClassVar[dict[str, str]] = {"swap": "replace your side's card with {pick} from your sheet"}
    narration: ClassVar[dict[str, Teller]] = {
        "cyborg_attached": lambda d, name: (
            f"{name(d['seat'])} lays "
            + ", ".join(CARD_NAME[c] for c in d["cards"])
            + " face up on its sheet."
        ),
        "cyborg_swapped": lambda d, name: (
            f"{name(d['seat'])} puts {CARD_NAME[d['card']]} from its sheet in place of its side's card."
        ),
        "cyborg_scavenged": lambda d, name: (
            f"{name(d['seat'])} takes {CARD_NAME[d['card']]} from the top of the discard pile."
        ),
        "cyborg_pile_empty": lambda d, name: f"{name(d['seat'])} finds the discard pile empty.",
        "cyborg_super": lambda d, name: f"{name(d['seat'])} will keep the card it replaces.",
    }

    hears = (Setup, EncounterEnd, Aftershock)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup() | EncounterEnd():
                refill(state, ev, seat)
            case Aftershock(dealt=dealt):
                if key(seat) not in state.extra:
                    return
                if not dealt:  # FAQ Q2: the sheet is discarded with everything else ...
                    old = list(sheet(state, seat))
                    state.extra[key(seat)] = {"sheet": []}
                    discard_cards(state, ev, old, seat)
                else:  # ... and laid again as at game setup
                    refill(state, ev, seat)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{}] if state.discard else []
        if use.key == "super":
            return [{}] if power_use_pending(state, target, seat, NAME, ("swap",)) is not None else []
        return swap_options(state, seat)

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "wild":
            if not state.discard:  # emptied since the play (a reshuffle, another take)
                note(ev, "cyborg_pile_empty", seat=seat)
                return
            card = state.discard[-1]
            note(ev, "cyborg_scavenged", seat=seat, card=card)  # face up on the pile as it is named
            take_from_discard(state, card)
            state.hands[seat].append(card)
            return
        if use == "super":  # read when the swap resolves
            space[SUPER] = True
            note(ev, "cyborg_super", seat=seat)
            return
        card = int(action["pick"])
        cards = sheet(state, seat)
        keep = bool(space.pop(SUPER, False))
        if card not in cards or not swap_options(state, seat):
            return
        note(ev, "cyborg_swapped", seat=seat, card=card)  # face up on the sheet as it is named
        cards.remove(card)
        old = replace_card(state, ev, hooks.side_of(state, seat), card)
        if old < 0:
            return
        if keep:
            cards.append(old)
            note(ev, "cyborg_attached", seat=seat, cards=[old])
        else:
            discard_cards(state, ev, [old], seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(sheet(state, seat))

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        return list(sheet(state, seat))

    def playable_cards(self, state: GameState, seat: int) -> list[int]:
        return [c for c in sheet(state, seat) if not IS_ENCOUNTER[c]]

    def take_playable(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        sheet(state, seat).remove(card)
        state.hands[seat].append(card)
        if CARD_KIND[card] != FLARE:  # it will be discarded: a new card takes its place
            refill(state, ev, seat)

    def return_card(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        if key(seat) in state.extra:
            sheet(state, seat).append(card)  # a flare played from the sheet goes back onto it
        else:
            state.hands[seat].append(card)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"sheet": list(sheet(state, seat))} if key(seat) in state.extra else {}


register(Cyborg)
