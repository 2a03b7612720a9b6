"""Fodder: after attack against attack, throws in attack cards from its hand that lie between its own
card and the opponent's, adding their values."""

from __future__ import annotations

from itertools import product
from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, move, ships_on_colonies
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE
from game.core import Events, note
from game.deck import discard_from_hand
from game.hooks import MAIN, NOT_MAIN, YELLOW, Power, Use, register
from game.state import GameState
from game.windows import REVEAL


def _values(state: GameState, seat: int) -> tuple[int, int] | None:
    """(own card value, opponent's card value) if both main players' cards count as attacks."""
    enc = state.enc
    if enc.off_kind != ATTACK or enc.def_kind != ATTACK:
        return None
    if seat == state.offense:
        return enc.off_value, enc.def_value
    return enc.def_value, enc.off_value


def choices(hand: list[int], low: int | None, high: int) -> list[dict[str, Any]]:
    """Every non-empty set of attack cards in the hand worth more than ``low`` (if given) and less than
    ``high``; copies of the same card are interchangeable, so each set is listed once."""
    groups: dict[str, list[int]] = {}
    for c in sorted(hand):
        value = CARD_VALUE[c]
        if CARD_KIND[c] == ATTACK and value < high and (low is None or value > low):
            groups.setdefault(CARD_NAME[c], []).append(c)
    names = sorted(groups, key=lambda n: CARD_VALUE[groups[n][0]])
    out: list[dict[str, Any]] = []
    for counts in product(*(range(len(groups[n]) + 1) for n in names)):
        cards = [c for n, k in zip(names, counts, strict=True) for c in groups[n][:k]]
        if cards:
            out.append({"cards": cards})
    return out


class Fodder(Power):
    """Overwhelm."""

    name: ClassVar[str] = "Fodder"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after two attacks are revealed, you may discard from your hand, all at once, "
        "any attack cards worth more than your card and less than your opponent's; their values add to "
        "your total."
    )
    wild_text: ClassVar[str] = (
        "After the reveal, if a side invited you and you did not ally, join that side now with one ship "
        "from one of your colonies."
    )
    super_text: ClassVar[str] = (
        "When you overwhelm, you may throw in any attack cards lower than your opponent's card, whatever "
        "your own card is worth."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (Use("overwhelm", REVEAL, MAIN, shows=("cards",)),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, NOT_MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN, shows=("cards",)),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return self._join_options(state, seat)
        values = _values(state, seat)
        if values is None:
            return []
        mine, theirs = values
        return choices(state.hands[seat], mine if use.key == "overwhelm" else None, theirs)

    def _join_options(self, state: GameState, seat: int) -> list[dict[str, Any]]:
        enc = state.enc
        if enc.allied >> seat & 1 or (enc.off_allies | enc.def_allies) >> seat & 1:
            return []
        sides = [
            s for s, mask in (("offense", enc.invited_off), ("defense", enc.invited_def)) if mask >> seat & 1
        ]
        colonies = [p for p, _ in ships_on_colonies(state, seat)]
        return [{"side": side, "planet": p} for side in sides for p in colonies]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        enc = state.enc
        if use == "wild":
            side = action["side"]
            move(state, ev, seat, int(action["planet"]), GATE if side == "offense" else ALLY, 1)
            if side == "offense":
                enc.off_allies |= 1 << seat
            else:
                enc.def_allies |= 1 << seat
            enc.allied |= 1 << seat
            note(ev, "allied", seat=seat, side=side, ships=1)
            return
        cards = [c for c in action["cards"] if c in state.hands[seat]]
        added = sum(CARD_VALUE[c] for c in cards)
        discard_from_hand(state, ev, seat, cards)
        if hooks.side_of(state, seat) == "offense":
            enc.off_bonus += added
        else:
            enc.def_bonus += added
        note(ev, "total_bonus", seat=seat, alien=self.name, amount=added)


register(Fodder)
