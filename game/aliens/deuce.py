"""Deuce (Cosmic Incursion): as a main player it puts a second encounter card face down beside its own
once the cards are chosen. Two attacks add up; a negotiate among them means it played a negotiate. After
the encounter it discards the negotiate (or the higher attack) and takes the other card back. It draws a
new hand whenever it holds one encounter card or none.

Rulings (FAQ "Deuce (CI)", digest row 30, V15, T9): the second card is not an encounter card (Oracle,
Sorcerer, Chronos, Fido leave it alone); two Morphs do not lose automatically (each copies the opponent's
card, not each other); one kicker only, on whichever card ends as the encounter card (a negotiate second
card takes the first one's place); a Loser upset does not force the second card to be an attack; the card
as turned face up counts, so a negotiate made an attack later did not "reveal an attack". With no
encounter card left for the second card (Magician took one), the offense's turn ends; the defense draws a
new hand and then puts one down.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import (
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    IS_ENCOUNTER,
    MORPH,
    NEGOTIATE,
)
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import discard_cards, discard_from_hand, is_reward, new_hand, reward_backs
from game.hooks import MAIN, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.moments import CardsRevealed, Moment, Rewound, TableCleared
from game.phases.planning import end_turn_void
from game.prompts import Prompt
from game.state import GameState
from game.windows import RESOLVED, REVEAL, SELECTED

PLACED = "placed"  # scratch: seats that put a second card down this encounter (public)
WILD_PAID = "Deuce/wild"  # state.extra: [encounter, seat, card]: the attack the Wild discarded (a replay)


def _key(seat: int) -> str:
    return f"Deuce/{seat}"


def second_card(state: GameState, seat: int) -> dict[str, Any] | None:
    """``seat``'s second card record (``card``, ``up`` ...), if it has one on the table."""
    data: dict[str, Any] | None = state.extra.get(_key(seat))
    return data if data is not None and data.get("card", -1) >= 0 else None


def _face_key(state: GameState, card: int) -> str:
    """A card's face, with its back at a reward-deck table (the back of a card put down is public)."""
    return f"{CARD_NAME[card]}/{CARD_BACK[card]}" if reward_backs(state) else CARD_NAME[card]


def _second_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """One option per distinct encounter card face (and back) in the hand: any kind, whatever a Loser
    upset asks of the encounter card (FAQ)."""
    seen: set[str] = set()
    out = []
    for c in state.hands[seat]:
        if IS_ENCOUNTER[c] and _face_key(state, c) not in seen:
            seen.add(_face_key(state, c))
            out.append({"type": "deuce_second", "card": c})
    return out


def _identical(state: GameState, card: int) -> list[str]:
    """Sides whose revealed encounter card is an attack of the same face as ``card`` (backs do not matter;
    the card as turned face up: a Morph's copy is not identical, T9)."""
    enc = state.enc
    out = []
    for side, c in (("offense", enc.off_card), ("defense", enc.def_card)):
        if c >= 0 and CARD_KIND[c] == ATTACK and CARD_VALUE[c] == CARD_VALUE[card]:
            out.append(side)
    return out


def _own_card(state: GameState, seat: int) -> int:
    enc = state.enc
    return enc.off_card if seat == state.offense else enc.def_card if seat == enc.defense else -1


class Deuce(Power):
    """Duality."""

    name: ClassVar[str] = "Deuce"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, once encounter cards are chosen, you must put a second encounter card face "
        "down beside yours; it is not your encounter card. Two attacks: its value is added to your total. "
        "A negotiate among them: you played a negotiate. Afterwards discard the negotiate (or the higher "
        "attack) and take the other back. You draw a new hand when you hold one encounter card or none."
    )
    wild_text: ClassVar[str] = (
        "As a main player or ally, after the reveal: discard from your hand an attack identical to a "
        "revealed attack card, and add its value to, or take it from, the total of the side that played it."
    )
    super_text: ClassVar[str] = (
        "Once your two cards are revealed (until the encounter's cards go to the discard pile), you may "
        "discard both of them instead of taking one back into your hand."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("duality", SELECTED, MAIN, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN_OR_ALLY, shows=("attack",)),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", RESOLVED, MAIN),)

    # --- uses -----------------------------------------------------------------------------------------
    hears = (CardsRevealed, TableCleared, Rewound)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "duality":
            placed = hooks.scratch(state, "Deuce").get(PLACED, ())
            return [] if seat in placed or enc.revealed else [{}]
        if use.key == "wild":
            out: list[dict[str, Any]] = []
            if not enc.revealed:
                return out
            seen: set[int] = set()
            for c in [*_paid(state, seat), *state.hands[seat]]:
                if CARD_KIND[c] != ATTACK or CARD_VALUE[c] in seen:
                    continue
                seen.add(CARD_VALUE[c])
                for side in _identical(state, c):
                    for sign in (1, -1):
                        out.append({"attack": c, "side": side, "delta": sign * CARD_VALUE[c]})
            return out
        data = second_card(state, seat)  # super: discard both
        return [{}] if data is not None and data.get("up") and not data.get("both") else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            card = action["attack"]
            if card in state.hands[seat]:
                discard_from_hand(state, ev, seat, [card])
                state.extra[WILD_PAID] = [state.encounters, seat, card]
            elif card not in _paid(state, seat):
                return
            hooks.add_total_mod(state, self.name, seat, f"wild/{action['side']}/{action['delta']}")
            note(ev, "deuce_wild", seat=seat, side=action["side"], delta=action["delta"])
            return
        if use == "super":
            data = second_card(state, seat)
            if data is not None:
                data["both"] = True
                note(ev, "deuce_discards_both", seat=seat)
            return
        hooks.scratch(state, "Deuce").setdefault(PLACED, []).append(seat)
        _take_back_leftover(state, ev, seat)
        if any(IS_ENCOUNTER[c] for c in state.hands[seat]):
            push(state, ("deuce_choose", seat))
            return
        if seat == state.offense:  # FAQ: no card left for the second one: the offense's turn ends
            _end_turn(state, ev, seat)
            return
        new_hand(state, ev, seat)  # FAQ: the defense draws a new hand, then puts one down
        push(state, ("deuce_choose", seat))

    # --- hooks ----------------------------------------------------------------------------------------
    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        kind, where, amount = key.split("/")
        return total + int(amount) if where == side and kind in ("second", "wild") else total

    def encounter_cards_wanted(self, state: GameState, seat: int) -> int:
        return 2

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case CardsRevealed():
                self._revealed(state, ev, seat)
            case TableCleared():
                self._table_cleared(state, ev, seat)
            case Rewound(key=key):
                self._rewound(state, ev, seat, key)

    def _revealed(self, state: GameState, ev: Events, seat: int) -> None:
        data = second_card(state, seat)
        if data is None or data.get("up"):
            return
        enc = state.enc
        card = data["card"]
        data["up"] = True
        note(ev, "deuce_second_revealed", seat=seat, card=card)
        hooks.card_shown(state, ev, seat, card, "revealed")  # a card turned face up (The Claw, FAQ)
        offense = seat == state.offense
        if not offense and seat != enc.defense:
            return
        side = "offense" if offense else "defense"
        kind1, value1 = (enc.off_kind, enc.off_value) if offense else (enc.def_kind, enc.def_value)
        other_kind, other_value = (enc.def_kind, enc.def_value) if offense else (enc.off_kind, enc.off_value)
        kind2, value2 = CARD_KIND[card], CARD_VALUE[card]
        if kind2 == MORPH and other_kind != MORPH:  # it copies the opponent's card, not Deuce's (V15)
            kind2, value2 = other_kind, other_value
        if NEGOTIATE in (kind1, kind2):  # it played a negotiate
            data["negotiate"] = True
            if kind1 != NEGOTIATE:  # the second card takes the first one's place (FAQ: the kicker too)
                own = _own_card(state, seat)
                if own >= 0 and own in enc.in_play:
                    enc.in_play[enc.in_play.index(own)] = card
                    data["card"] = own
                else:
                    enc.in_play.append(card)
                    data["card"] = -1 if own < 0 else own
                if offense:
                    enc.off_card, enc.off_kind, enc.off_value = card, NEGOTIATE, 0
                else:
                    enc.def_card, enc.def_kind, enc.def_value = card, NEGOTIATE, 0
            note(ev, "deuce_negotiate", seat=seat)
        elif kind1 == ATTACK and kind2 == ATTACK:
            data["attacks"] = [value1, value2]
            hooks.add_total_mod(state, self.name, seat, f"second/{side}/{value2}")
            note(ev, "deuce_adds", seat=seat, side=side, value=value2)

    def _table_cleared(self, state: GameState, ev: Events, seat: int) -> None:
        data = second_card(state, seat)
        if data is None:
            state.extra.pop(_key(seat), None)
            return
        card = data["card"]
        enc = state.enc
        if not data.get("up") or data.get("both"):  # unrevealed: back unseen; Super: discard both
            _put_away(state, ev, seat, discard=bool(data.get("both")))
            return
        attacks = data.get("attacks")
        own = _own_card(state, seat)
        if attacks and attacks[1] > attacks[0] and own >= 0 and own in enc.in_play:
            # the higher attack is the second card: it is discarded, the encounter card comes back
            note(ev, "deuce_takes_back", seat=seat, card=own)
            enc.in_play.remove(own)
            state.hands[seat].append(own)
            _put_away(state, ev, seat, discard=True)
            return
        note(ev, "deuce_takes_back", seat=seat, card=card)  # named while still face up on the table
        _put_away(state, ev, seat, discard=False)

    def _rewound(self, state: GameState, ev: Events, seat: int, key: str) -> None:
        """Chronos's time travel: the second card is no encounter card, so it goes back to the hand and
        may be played again (FAQ, Chronos and Deuce) before anyone checks Deuce's hand for Planning."""
        _take_back_leftover(state, ev, seat)

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        data = second_card(state, seat)
        return [data["card"]] if data is not None else []

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        data = second_card(state, seat)
        return [data["card"]] if data is not None and data.get("up") else []

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = second_card(state, seat)
        if data is None:
            return {}
        if data.get("up"):
            return {"second_card": data["card"]}
        back = "reward" if is_reward(state, data["card"]) else "cosmic"
        return {"second_card": "face down", **({"second_back": back} if reward_backs(state) else {})}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = second_card(state, seat)
        return {"second_card": data["card"]} if data is not None else {}


register(Deuce)


def _paid(state: GameState, seat: int) -> list[int]:
    """In a replay of the encounter (Chronos), the attack ``seat`` already discarded for the Wild before the
    rewind: the flare is still in effect (FAQ F11) and acts again if that attack is still identical to a
    revealed one, without a second discard (the card stays discarded: it was not played)."""
    paid = state.extra.get(WILD_PAID)
    if not paid or state.enc.mods.rewound is None:
        return []
    encounter, who, card = paid
    return [card] if encounter == state.encounters and who == seat and card in state.discard else []


def _put_away(state: GameState, ev: Events, seat: int, discard: bool) -> None:
    """The second card leaves the table: to the discard pile, or back to the hand (unseen if it never
    turned face up)."""
    data = state.extra.pop(_key(seat))
    card = data["card"]
    if discard:
        discard_cards(state, ev, [card], seat)
        return
    state.hands[seat].append(card)
    if not data.get("up"):
        note(ev, "deuce_second_back", seat=seat)
        note(ev, "deuce_second_card", to=(seat,), seat=seat, card=card)


def _take_back_leftover(state: GameState, ev: Events, seat: int) -> None:
    """A second card still aside from before a replay of the encounter (Chronos: FAQ, it returns to the
    hand and may be played again) goes back to the hand first."""
    data = second_card(state, seat)
    if data is None:
        state.extra.pop(_key(seat), None)
        return
    if data.get("up"):
        note(ev, "deuce_takes_back", seat=seat, card=data["card"])  # still face up as it is named
    _put_away(state, ev, seat, discard=False)


def _end_turn(state: GameState, ev: Events, seat: int) -> None:
    """The offense has no encounter card for its second card: its turn ends as if it had none at all
    (R3.7.2). The cards chosen were never revealed: they go back to their owners' hands."""
    enc = state.enc
    note(ev, "offense_out_of_cards", seat=seat)
    for owner, card in ((state.offense, enc.off_card), (enc.defense, enc.def_card)):
        if card >= 0:
            state.hands[owner].append(card)
            note(ev, "card_back_to_hand", to=(owner,), seat=owner, card=card)
    enc.off_card = enc.def_card = -1
    end_turn_void(state)


@step("deuce_choose")
def deuce_choose(state: GameState, ev: Events, seat: int) -> None:
    """Deuce puts its second encounter card face down (its choice)."""
    options = _second_options(state, seat)
    if options:
        ask_choice(state, ev, seat, "deuce_second", options)


@answer("deuce_second")
def _on_second(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card = prompt.seat, action["card"]
    state.hands[seat].remove(card)
    state.extra[_key(seat)] = {"card": card, "up": False}
    if state.enc.mods.rewind_point is not None:  # a replay from Planning may come: it gives the card back
        hooks.at_encounter_end(state, "Deuce", seat, "second")
    if reward_backs(state):  # the back of a card put down is public
        note(ev, "deuce_second_placed", seat=seat, back="reward" if is_reward(state, card) else "cosmic")
    else:
        note(ev, "deuce_second_placed", seat=seat)
    note(ev, "deuce_second_card", to=(seat,), seat=seat, card=card)
