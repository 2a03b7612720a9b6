"""Industrialist: its lost attacks build a stack on its sheet, whose sum it adds to (or takes from) its side's
total each time it reveals an attack; the opponent that beat one of its attacks may let it win instead."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE
from game.core import Events, answer, ask_choice, note
from game.deck import discard_cards, take_random
from game.gains import took
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moments import Aftershock, Moment
from game.prompts import Prompt
from game.state import GameState
from game.windows import REVEAL, REWARDS

NAME = "Industrialist"
SIDES = ("offense", "defense")


def _key(seat: int) -> str:
    return f"{NAME}/{seat}"


def stack(state: GameState, seat: int) -> list[int]:
    """The attack cards on the seat's sheet, face up (not part of its hand)."""
    cards: list[int] = state.extra.get(_key(seat), [])
    return cards


def stack_sum(state: GameState, seat: int) -> int:
    """The sum of the printed values on the seat's stack."""
    return sum(CARD_VALUE[c] for c in stack(state, seat))


def _own_card(state: GameState, seat: int) -> int:
    return state.enc.off_card if seat == state.offense else state.enc.def_card


def _own_kind(state: GameState, seat: int) -> str:
    return state.enc.off_kind if seat == state.offense else state.enc.def_kind


def _lost_attack(state: GameState, seat: int) -> int | None:
    """The attack card this main player revealed and lost with (still on the table), or None."""
    enc = state.enc
    card = _own_card(state, seat)
    lost = enc.outcome in SIDES and enc.outcome != hooks.side_of(state, seat)
    if lost and card >= 0 and CARD_KIND[card] == ATTACK and card in enc.in_play:
        return card
    return None


def put_on_stack(state: GameState, ev: Events, seat: int, card: int) -> None:
    """``card`` leaves the table for the seat's stack: it is not discarded with the encounter's cards."""
    state.enc.in_play.remove(card)
    state.extra[_key(seat)] = [*stack(state, seat), card]
    note(ev, "card_stacked", seat=seat, card=card)


@answer("industrialist_build")
def _on_build(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The opponent lets the Industrialist win the encounter, or its lost attack goes on its stack."""
    holder = int(hooks.scratch(state, NAME).pop("holder"))
    if action.get("concede"):
        state.enc.mods.conceded_to = hooks.side_of(state, holder)
        note(ev, "result_conceded", seat=prompt.seat, side=hooks.side_of(state, holder))
        return
    card = _lost_attack(state, holder)
    if card is not None:
        put_on_stack(state, ev, holder, card)
        hooks.scratch(state, NAME)["stacked"] = holder


class Industrialist(Power):
    """Build."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player after you reveal an attack, add or subtract (your choice) the sum of the attack "
        "cards on your sheet to your side's total. As a main player that lost with a revealed attack, your "
        "opponent either lets you win the encounter instead or lets you put that attack face up on your "
        "sheet. The cards on your sheet are not part of your hand. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player after you reveal an attack: take a card at random from your opponent's hand; an "
        "attack adds its value to your side's total and is discarded, anything else goes back."
    )
    super_text: ClassVar[str] = (
        "When an attack goes on your sheet, you may put your opponent's revealed attack there instead."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("build_total", REVEAL, MAIN, mandatory=True),
        Use("build_stack", REWARDS, MAIN, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REWARDS, MAIN),)

    hears = (Aftershock,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "build_total":
            if _own_kind(state, seat) != ATTACK or not stack(state, seat):
                return []
            return [{"sign": "+"}, {"sign": "-"}]
        if use.key == "build_stack":
            return [{}] if _lost_attack(state, seat) is not None else []
        if use.key == "wild":
            other = hooks.opponent(state, seat)
            return [{}] if _own_kind(state, seat) == ATTACK and other >= 0 and state.hands[other] else []
        # super: the attack just stacked may be swapped for the opponent's revealed attack
        if hooks.scratch(state, NAME).get("stacked") != seat:
            return []
        theirs = _own_card(state, hooks.opponent(state, seat))
        ok = theirs >= 0 and CARD_KIND[theirs] == ATTACK and theirs in state.enc.in_play
        return [{}] if ok else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "build_total":
            amount = stack_sum(state, seat)
            hooks.add_total_mod(state, NAME, seat, f"{action['sign']}{amount}")
            note(ev, "total_rule", seat=seat, alien=NAME, rule="build", change=f"{action['sign']}{amount}")
        elif use == "build_stack":
            other = hooks.opponent(state, seat)
            hooks.scratch(state, NAME)["holder"] = seat
            options = [
                {"type": "industrialist_build", "concede": True},
                {"type": "industrialist_build", "concede": False},
            ]
            ask_choice(state, ev, other, "industrialist_build", options)
        elif use == "wild":
            other = hooks.opponent(state, seat)
            card = take_random(state, other, 1)[0]
            took(state, seat, other, 1)  # a card taken from a hand: the TOOK window (Glutton), after this
            if CARD_KIND[card] == ATTACK:
                hooks.add_total_mod(state, NAME, seat, f"+{CARD_VALUE[card]}")
                discard_cards(state, ev, [card], other)
                note(ev, "card_taken_shown", seat=seat, player=other, card=card)
            else:
                state.hands[other].append(card)
                note(ev, "card_taken_back", seat=seat, player=other)
        else:  # super
            mine = stack(state, seat)
            own = mine.pop()
            state.enc.in_play.append(own)
            theirs = _own_card(state, hooks.opponent(state, seat))
            state.enc.in_play.remove(theirs)
            mine.append(theirs)
            note(ev, "card_stacked", seat=seat, card=theirs, instead=own)

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        if side != hooks.side_of(state, seat):
            return total
        amount = int(key[1:])  # the key is a sign and a number, which may be negative itself ("+-1")
        return total + (amount if key[0] == "+" else -amount)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """A Cosmic Aftershock discards the stack with every hand; it is no setup card: nothing comes back."""
        match moment:
            case Aftershock(dealt=False):
                old = stack(state, seat)
                if old:
                    state.extra[_key(seat)] = []
                    discard_cards(state, ev, old, seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        return list(stack(state, seat))

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        return list(stack(state, seat))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        cards = stack(state, seat)
        return {"built": list(cards), "stack_sum": stack_sum(state, seat)} if cards else {}


register(Industrialist)
