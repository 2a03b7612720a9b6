"""Visionary: as a main player, before cards are chosen, it may name an encounter card its opponent must
play if it holds one (``mods.named_card``, read by the card choice in Planning).

Rulings (FAQ): a Crooked Deal may be named, and then a plain negotiate does not answer it; naming a
negotiate forces a Crooked Deal only when no plain negotiate is held (``planning.named_options``); a
binding Seeker answer wins over the named card (X10: pledges filter first); a Trader may still decline
its trade after the Visionary resolved first (X4: its use is optional and offered again).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE, IS_ENCOUNTER, MORPH, NEGOTIATE
from game.core import Events, note
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.state import GameState
from game.windows import PLANNING

NAME = "Visionary"
KINDS = (ATTACK, NEGOTIATE, MORPH)


def faces_in_game(state: GameState) -> list[str]:
    """The encounter card names of the decks in play (attacks by value, then the others)."""
    cards = {c for pile in (state.deck, state.discard, state.reward_deck, state.reward_discard) for c in pile}
    for hand in state.hands:
        cards.update(hand)
    best: dict[str, int] = {}
    for c in cards:
        if IS_ENCOUNTER[c]:
            best.setdefault(CARD_NAME[c], c)
    order = sorted(best.values(), key=lambda c: (CARD_KIND[c] != ATTACK, CARD_VALUE[c], CARD_NAME[c]))
    return [CARD_NAME[c] for c in order]


def _name(state: GameState, ev: Events, seat: int, name: str) -> None:
    """The opponent must play ``name`` (a card name or a whole kind) if it holds one."""
    other = hooks.opponent(state, seat)
    mods = state.enc.mods
    if mods.named_card is None:
        mods.named_card = {}
    mods.named_card.setdefault(str(other), []).append(name)
    note(ev, "card_demanded", seat=seat, player=other, card_name=name)


class Visionary(Power):
    """Perception."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, before cards are chosen, you may name an encounter card (an attack of some "
        "value, a negotiate, a morph ...). If your opponent holds that card it must play it, unless "
        "something else decides its card; otherwise it plays what it likes."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are chosen: name a type of encounter card (attack, negotiate or "
        "morph). Your opponent must play a card of that type if it holds one."
    )
    super_text: ClassVar[str] = (
        "When you use your power, you may name a second card as well: your opponent must play one of "
        "the two if it holds either."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("perceive", PLANNING, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        other = hooks.opponent(state, seat)
        if other < 0 or state.enc.off_card >= 0 or state.enc.def_card >= 0:
            return []
        if use.key == "wild":
            return [{"face": k} for k in KINDS]
        named = hooks.scratch(state, NAME).get("named")
        if use.key == "super":  # a second name, once the power named the first
            if named is None or hooks.scratch(state, NAME).get("second"):
                return []
            return [{"face": n} for n in faces_in_game(state) if n != named]
        return [] if named is not None else [{"face": n} for n in faces_in_game(state)]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "perceive":
            space["named"] = action["face"]
        elif use == "super":
            space["second"] = action["face"]
        _name(state, ev, seat, action["face"])

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        named = state.enc.mods.named_card
        return {"named": dict(named)} if named else {}


register(Visionary)
