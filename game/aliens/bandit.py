"""Bandit (Cosmic Alliance): at the start of every player's turn, its own too, it must reveal the top three
cards of the cosmic deck (FAQ erratum: the cosmic deck). Three different types: it discards a card of its
choice from its hand. Exactly two of one type: it may take any one of the three. All three of one type: it
may take any or all of them, and every other player discards every card of that type from its hand. The
revealed cards it does not take are then discarded.

Types are the FAQ's card types (attack, negotiate, morph, artifact, flare, kicker, reinforcement, rift ...;
a Crooked Deal is a negotiate). Readings (docs/rules.md): the revealed cards lie face up on the table
(``enc.in_play``) until they are taken or discarded, a moment later; with the deck and the discard pile
both empty fewer are revealed (no quake: a reveal is no draw), and two or fewer cards are judged the same
way by how many share a type.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.cards.catalog import CARD_KIND, CARD_NAME
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import discard_cards, discard_from_hand, discard_kind, reveal_top
from game.hooks import ANY, RED, Power, Use, register
from game.prompts import Prompt
from game.state import GameState
from game.windows import START_TURN, USING, power_use_pending

NAME = "Bandit"
SPIN = 3  # cards revealed
SUPER = "super"  # scratch: the Super was played on the spin about to resolve
SPUN = "spun"  # in the Bandit's (or a Wild holder's) data: its revealed cards waiting on the table
PAIR, TRIPLE, MIXED = "pair", "triple", "mixed"


def key(seat: int) -> str:
    """Where a seat's revealed cards wait."""
    return f"{NAME}/{seat}"


def spun(state: GameState, seat: int) -> list[int]:
    """The revealed cards waiting on ``seat``'s sheet."""
    data = state.extra.get(key(seat))
    return list(data.get(SPUN, ())) if isinstance(data, dict) else []


def result(cards: list[int]) -> tuple[str, str]:
    """What a spin shows: ``triple`` (all of one type), ``pair`` (two share one), ``mixed``; and the type
    shared by the most cards."""
    kinds = [CARD_KIND[c] for c in cards]
    top = max(set(kinds), key=kinds.count) if kinds else ""
    most = kinds.count(top) if kinds else 0
    if most >= 2 and most == len(kinds) and len(kinds) == SPIN:
        return TRIPLE, top
    return (PAIR if most >= 2 else MIXED), top


def _lay(state: GameState, ev: Events, seat: int, wild: bool) -> list[int]:
    """Reveal the top cards onto the table (face up among the encounter's cards, ``enc.in_play``, where
    the census finds them; the table sees them once they lie there)."""
    cards = reveal_top(state, ev, SPIN)
    state.extra[key(seat)] = {SPUN: list(cards)}
    state.enc.in_play.extend(cards)
    note(ev, "bandit_spin", seat=seat, cards=list(cards), wild=wild)
    return cards


def _clear(state: GameState, ev: Events, seat: int, taken: list[int]) -> None:
    """``seat`` takes ``taken`` of its revealed cards into its hand; the rest are discarded."""
    cards = spun(state, seat)
    state.extra.pop(key(seat), None)
    if taken:
        note(ev, "bandit_takes", seat=seat, cards=list(taken))  # noted while they still lie face up
    for c in cards:
        if c in state.enc.in_play:
            state.enc.in_play.remove(c)
    state.hands[seat].extend(taken)
    discard_cards(state, ev, [c for c in cards if c not in taken], seat)


def _take_options(cards: list[int], most: int) -> list[dict[str, Any]]:
    """Take up to ``most`` of the revealed cards (none: take nothing)."""
    return [
        {"type": "bandit_take", "cards": list(pick)}
        for n in range(min(most, len(cards)), -1, -1)
        for pick in combinations(cards, n)
    ]


@step("bandit_spin")
def _spin(state: GameState, ev: Events, seat: int, super_: bool, wild: bool) -> None:
    cards = _lay(state, ev, seat, wild)
    outcome, kind = result(cards)
    if wild:  # the Wild: one card of a type shown twice or more
        matches = [c for c in cards if outcome != MIXED and CARD_KIND[c] == kind]
        options = [{"type": "bandit_take", "cards": [c]} for c in matches] + [
            {"type": "bandit_take", "cards": []}
        ]
        ask_choice(state, ev, seat, "bandit_take", options)
        return
    if outcome == TRIPLE:
        for other in range(state.n):
            if other != seat and discard_kind(state, ev, other, kind):
                note(ev, "bandit_robs", seat=seat, player=other, card_type=kind)
        ask_choice(state, ev, seat, "bandit_take", _take_options(cards, SPIN))
    elif outcome == PAIR or super_:  # the Super: three different types give a card too, no discard
        ask_choice(state, ev, seat, "bandit_take", _take_options(cards, 1))
    else:
        push(state, ("bandit_clear", seat))
        hand = state.hands[seat]
        if hand:
            ask_choice(
                state, ev, seat, "bandit_discard", [{"type": "bandit_discard", "card": c} for c in hand]
            )


@answer("bandit_take")
def _on_take(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _clear(state, ev, prompt.seat, [int(c) for c in action["cards"]])


@answer("bandit_discard")
def _on_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    discard_from_hand(state, ev, prompt.seat, [int(action["card"])])


@step("bandit_clear")
def _clear_step(state: GameState, ev: Events, seat: int) -> None:
    _clear(state, ev, seat, [])


class Bandit(Power):
    """Take a Spin."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "At the start of every player's turn, reveal the top three cards of the cosmic deck. All of "
        "different types: discard a card of your choice. Two of one type: you may take one of the three. "
        "All three of one type: take any or all of them, and every other player discards every card of "
        "that type from its hand. The cards you do not take are discarded. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "At the start of any player's turn, reveal the top three cards of the cosmic deck: if two or more "
        "share a type you may take one of those; the rest are discarded."
    )
    super_text: ClassVar[str] = (
        "When your spin shows three different types, you do not discard: you may take one of the three "
        "instead."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("spin", START_TURN, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", START_TURN, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the spin's play
    prompt_titles: ClassVar[dict[str, str]] = {
        "bandit_take": "Bandit: take revealed cards",
        "bandit_discard": "Bandit: discard a card of your choice",
    }
    use_texts: ClassVar[dict[str, str]] = {"spin": "reveal the top three cards of the deck"}
    narration: ClassVar[dict[str, Teller]] = {
        "bandit_spin": lambda d, name: (
            f"{name(d['seat'])} reveals " + (", ".join(CARD_NAME[c] for c in d["cards"]) or "nothing") + "."
        ),
        "bandit_takes": lambda d, name: (
            f"{name(d['seat'])} takes " + ", ".join(CARD_NAME[c] for c in d["cards"]) + "."
        ),
        "bandit_robs": lambda d, name: f"{name(d['player'])} discards every {d['card_type']} card it held.",
        "bandit_super": lambda d, name: f"{name(d['seat'])}'s spin cannot make it discard.",
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{}] if power_use_pending(state, target, seat, NAME, ("spin",)) is not None else []
        return [{}] if state.deck or state.discard else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":  # read when the spin resolves
            space[SUPER] = True
            note(ev, "bandit_super", seat=seat)
            return
        super_ = bool(space.pop(SUPER, False)) and use == "spin"
        push(state, ("bandit_spin", seat, super_, use == "wild"))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        cards = spun(state, seat)
        return {"revealed": cards} if cards else {}


register(Bandit)
