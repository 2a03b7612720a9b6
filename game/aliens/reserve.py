"""Reserve: plays low attack cards as reinforcements, and may cancel other players' reinforcements by
discarding a negotiate."""

from __future__ import annotations

from itertools import product
from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, NEGOTIATE, REINFORCEMENT
from game.cards.reinforcements import reinforceable_sides
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import discard_from_hand, in_discard, take_from_discard
from game.hooks import ANY, GREEN, MAIN_OR_ALLY, Power, Use, register
from game.moments import Moment, WatchedDiscard
from game.prompts import Prompt
from game.state import GameState
from game.windows import ANY_TIME, PLAYED, REVEAL, pending_play

LIMIT = 6
SUPER_LIMIT = 10


def _eligible(state: GameState, seat: int) -> dict[int, list[int]]:
    """Attack cards in hand that may be played as reinforcements, by value."""
    limit = SUPER_LIMIT if seat in hooks.scratch(state, "Reserve").get("super", ()) else LIMIT
    out: dict[int, list[int]] = {}
    for c in state.hands[seat]:
        if CARD_KIND[c] == ATTACK and CARD_VALUE[c] <= limit:
            out.setdefault(CARD_VALUE[c], []).append(c)
    return out


def _power_used(state: GameState, seat: int) -> bool:
    return any(u.endswith(f"/{seat}/Reserve/reinforce") for u in state.enc.used)


class Reserve(Power):
    """Reinforce."""

    name: ClassVar[str] = "Reserve"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player or ally, after the reveal you may play one or more attack cards of 06 or lower "
        "as reinforcements worth their numbers. When someone else plays a reinforcement card, you may "
        "discard a negotiate to cancel it."
    )
    wild_text: ClassVar[str] = (
        "Play it once, at any time in an encounter: for the rest of it, whenever another player's "
        "reinforcement card goes to the discard pile, you may take it into your hand."
    )
    super_text: ClassVar[str] = (
        "As a main player or ally, after the reveal and before using your power: this encounter your power "
        "may play attack cards up to 10 as reinforcements."
    )
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("reinforce", REVEAL, MAIN_OR_ALLY),
        Use("cancel", PLAYED, MAIN_OR_ALLY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ANY_TIME, ANY),)  # once, then the rest of the encounter
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REVEAL, MAIN_OR_ALLY),)

    hears = (WatchedDiscard,)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "reinforce":
            if not _eligible(state, seat):
                return []
            return [{"side": side} for side in reinforceable_sides(state)]
        if use.key == "cancel":
            play = pending_play(state, target)
            if play is None or play["cancelled"] or play["seat"] == seat:
                return []
            if play["card"] < 0 or CARD_KIND[play["card"]] != REINFORCEMENT:
                return []
            negotiate = next((c for c in state.hands[seat] if CARD_KIND[c] == NEGOTIATE), -1)
            return [{"negotiate": negotiate, "play": target}] if negotiate >= 0 else []
        if use.key == "super":
            if _power_used(state, seat) or seat in hooks.scratch(state, "Reserve").get("super", ()):
                return []
            return [{}]
        if state.enc.revealed and not state.enc.in_play:
            return []  # the encounter's cards are gone: no reinforcement is left to be discarded
        return [] if [seat, "wild"] in [w[1:] for w in (state.enc.mods.discard_watch or ())] else [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "reinforce":
            groups = _eligible(state, seat)
            values = sorted(groups)
            choices: list[dict[str, Any]] = []
            for counts in product(*(range(len(groups[v]) + 1) for v in values)):
                cards = [c for v, k in zip(values, counts, strict=True) for c in groups[v][:k]]
                if cards:
                    choices.append({"type": "reserve_cards", "side": action["side"], "cards": cards})
            ask_choice(state, ev, seat, "reserve_cards", choices)  # all chosen at once (FAQ X14)
        elif use == "cancel":
            play = pending_play(state, action["play"])
            if play is None or action["negotiate"] not in state.hands[seat]:
                return
            discard_from_hand(state, ev, seat, [action["negotiate"]])
            play["cancelled"] = True
            note(ev, "reinforcement_cancelled", seat=seat, owner=play["seat"], card=play["card"])
        elif use == "super":
            hooks.scratch(state, "Reserve").setdefault("super", []).append(seat)
            note(ev, "reserve_limit", seat=seat, limit=SUPER_LIMIT)
        else:
            hooks.watch_discards(state, self.name, seat, "wild")
            note(ev, "watching_discards", seat=seat)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case WatchedDiscard(cards=cards, by=by):
                if by == seat or state.enc.mods.quake is not None:  # a quake's discards become the deck
                    return
                wanted = [c for c in cards if CARD_KIND[c] == REINFORCEMENT]
                if not wanted:
                    return
                open_offer = next((p for p in state.prompts if p.seat == seat), None)
                if open_offer is not None and open_offer.ctx == "reserve_take":  # several discards at once
                    state.prompts.remove(open_offer)  # asked again with every card (never two prompts)
                    wanted = [*open_offer.options[0]["cards"], *wanted]
                elif open_offer is not None:
                    push(state, ("reserve_offer", seat, wanted))  # asked once the open prompt is answered
                    return
                _offer(state, ev, seat, wanted)


@step("reserve_offer")
def _offer(state: GameState, ev: Events, seat: int, cards: list[int]) -> None:
    """Offer the Wild's holder the watched reinforcements still on the discard pile."""
    wanted = [c for c in cards if in_discard(state, c)]
    if wanted:
        options: list[dict[str, Any]] = [
            {"type": "reserve_take", "cards": wanted},
            {"type": "reserve_take", "cards": []},
        ]
        ask_choice(state, ev, seat, "reserve_take", options)


register(Reserve)


@answer("reserve_cards")
def _on_cards(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, side, cards = prompt.seat, action["side"], action["cards"]
    enc = state.enc
    for c in cards:
        state.hands[seat].remove(c)
        enc.in_play.append(c)
    value = sum(CARD_VALUE[c] for c in cards)
    if side == "offense":
        enc.off_bonus += value
    else:
        enc.def_bonus += value
    note(ev, "reinforced", seat=seat, side=side, value=value, cards=list(cards))


@answer("reserve_take")
def _on_take(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    taken = [c for c in action["cards"] if in_discard(state, c)]
    if taken:  # named while still face up on the pile
        note(ev, "took_from_discard", seat=prompt.seat, cards=taken)
    for c in taken:
        take_from_discard(state, c)
        state.hands[prompt.seat].append(c)
