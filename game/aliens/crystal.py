"""Crystal (Cosmic Alliance): as a main player or ally, once the cards are face up and its side's card is
an attack, it may have one player of its side discard an attack of the same value from its hand; the side's
card value is then multiplied by the discarded card's value (08 and 08 make 64).

Readings (docs/rules.md): "the same value" is the side's card value as it stands when the Crystal acts (a
Morph's copied value, a change made before it); the product is a change of the card's value after the
reveal, so a kicker multiplies it afterwards (as with Tripler, FAQ T8). The players of the side are asked in
timing order, each only if it holds such a card (``game.side_discard``); the first who agrees discards.
An 00 makes 00; a negative attack of the reward deck multiplies like any.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, side_discard
from game.alien_texts import Teller
from game.board import colonies, move, ships_on
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE
from game.core import Events, answer, ask, note, push, step
from game.deck import in_discard, take_from_discard
from game.hooks import ANY, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import REGROUP, REVEAL, USING, power_use_pending

NAME = "Crystal"
SUPER = "super"  # scratch: the Super was played on the refraction about to resolve
DONE = "done"  # scratch: sides already refracted this encounter


def side_card(state: GameState, side: str) -> tuple[str, int]:
    """A side's card type and value now."""
    enc = state.enc
    return (enc.off_kind, enc.off_value) if side == "offense" else (enc.def_kind, enc.def_value)


def matching(state: GameState, side: str) -> list[int]:
    """Attack cards in the hands of ``side``'s players whose value is the side's card value now."""
    kind, value = side_card(state, side)
    if kind != ATTACK:
        return []
    return sorted(
        c
        for s in side_discard.side_seats(state, side)
        for c in state.hands[s]
        if CARD_KIND[c] == ATTACK and CARD_VALUE[c] == value
    )


def _set_value(state: GameState, side: str, value: int) -> None:
    if side == "offense":
        state.enc.off_value = value
    else:
        state.enc.def_value = value


@step("crystal_refract")
def _refract(state: GameState, ev: Events, seat: int, side: str, keep: bool, who: int, card: int) -> None:
    """The side's discard is made (``who`` discarded ``card``) or refused by all (``who`` < 0)."""
    if who < 0:
        note(ev, "crystal_unrefracted", seat=seat, side=side)
        return
    kind, value = side_card(state, side)
    if kind == ATTACK:
        product = value * CARD_VALUE[card]
        _set_value(state, side, product)
        note(ev, "crystal_refracted", seat=seat, player=who, card=card, value=product)
        main = hooks.main_of(state, side)
        note(ev, "card_value_changed", seat=main, counts_as=ATTACK, value=product, by=seat)
    if keep and in_discard(state, card):  # the Super: the discarded card goes to the Crystal's hand
        note(ev, "crystal_keeps", seat=seat, card=card)  # noted while it is face up on the pile
        take_from_discard(state, card)
        state.hands[seat].append(card)


def _moves(state: GameState, seat: int) -> list[dict[str, Any]]:
    """One ship from a colony holding two or more to another colony of the seat (none is emptied)."""
    mine = colonies(state, seat)
    return [
        {"type": "crystal_move", "src": src, "dst": dst}
        for src in mine
        if ships_on(state, src, seat) > 1
        for dst in mine
        if dst != src
    ]


@step("crystal_rearrange")
def _rearrange(state: GameState, ev: Events, seat: int, left: int) -> None:
    """The Wild: the next ship moved, or done."""
    options = _moves(state, seat) if left > 0 else []
    if options:
        ask(state, seat, CHOOSE, "crystal_rearrange", [*options, {"type": "pass"}], {"left": left})


@answer("crystal_rearrange")
def _on_rearrange(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action.get("type") != "crystal_move":
        return
    seat = prompt.seat
    move(state, ev, seat, int(action["src"]), int(action["dst"]), 1)
    push(state, ("crystal_rearrange", seat, int(prompt.spec["left"]) - 1))


def _ships_on_colonies(state: GameState, seat: int) -> int:
    return sum(ships_on(state, p, seat) for p in colonies(state, seat))


class Crystal(Power):
    """Refract."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or ally, once the cards are face up and your side's card is an attack, you may "
        "have one player of your side discard an attack card of the same value from its hand: your side's "
        "card value is multiplied by the discarded card's value (08 and 08 make 64)."
    )
    wild_text: ClassVar[str] = (
        "At the start of any encounter, you may move ships of yours from one of your colonies to another, "
        "as many as you like, as long as every colony keeps at least one ship."
    )
    super_text: ClassVar[str] = (
        "When a player of your side discards a card for your power, you take that card into your hand "
        "after it has been counted."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("refract", REVEAL, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN_OR_ALLY),)  # target: the power's play
    prompt_titles: ClassVar[dict[str, str]] = {
        "crystal_rearrange": "Crystal Wild: move a ship between your colonies, or stop",
    }
    use_texts: ClassVar[dict[str, str]] = {
        "refract": "ask your side for an attack of the same value, to multiply your card",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "crystal_refracted": lambda d, name: (
            f"{name(d['player'])} discards {CARD_NAME[d['card']]} for {name(d['seat'])}'s refraction: "
            f"the card is now worth {d['value']}."
        ),
        "crystal_unrefracted": lambda d, name: (
            f"Nobody on {name(d['seat'])}'s side discards a matching attack."
        ),
        "crystal_keeps": lambda d, name: (
            f"{name(d['seat'])} takes {CARD_NAME[d['card']]} back into its hand."
        ),
        "crystal_super": lambda d, name: (
            f"{name(d['seat'])} will keep the card discarded for its refraction."
        ),
    }

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            return [{}] if _moves(state, seat) else []
        if use.key == "super":
            return [{}] if power_use_pending(state, target, seat, NAME, ("refract",)) is not None else []
        side = hooks.side_of(state, seat)
        if not side or side in hooks.scratch(state, NAME).get(DONE, ()):
            return []
        # offered whenever the side's card is an attack: whether a teammate holds a match is its secret
        return [{}] if side_card(state, side)[0] == ATTACK else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "wild":
            push(state, ("crystal_rearrange", seat, _ships_on_colonies(state, seat)))
            return
        if use == "super":  # read when the refraction resolves
            space[SUPER] = True
            note(ev, "crystal_super", seat=seat)
            return
        side = hooks.side_of(state, seat)
        space.setdefault(DONE, []).append(side)
        keep = bool(space.pop(SUPER, False))
        cards = matching(state, side)
        seats = side_discard.holders(state, side_discard.side_seats(state, side), cards)
        side_discard.offer(state, seats, cards, ["crystal_refract", seat, side, keep])


register(Crystal)
