"""Hate: at the start of its turn it discards a card; every other player discards one of the same type
(an attack at least as high) or loses three ships that Hate picks."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import movable_ships
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, CARD_VALUE, FLARE_ALIEN
from game.core import Events, answer, ask, ask_choice, clockwise_from_left, note, push, step
from game.deck import (
    discard_from_hand,
    has_encounter_card,
    new_hand,
    take_random,
)
from game.hooks import MAIN, OFFENSE, PER_TURN, YELLOW, Power, Use, register
from game.moves import LOST
from game.piles import note_discarded, put_on_discard
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import PLANNING, START_TURN, USING, pending_play

SHIPS_LOST = 3
FLARE = next(card for card, alien in FLARE_ALIEN.items() if alien == "Hate")


def matches(hand: list[int], card: int) -> list[int]:
    """Cards of ``hand`` that answer ``card``: same printed type; an attack must be worth as much or more
    (any negotiate answers a negotiate, a morph only a morph)."""
    kind = CARD_KIND[card]
    return [c for c in hand if CARD_KIND[c] == kind and (kind != ATTACK or CARD_VALUE[c] >= CARD_VALUE[card])]


def _distinct(cards: list[int]) -> list[int]:
    seen: set[str] = set()
    out = []
    for c in sorted(cards):
        if CARD_NAME[c] not in seen:
            seen.add(CARD_NAME[c])
            out.append(c)
    return out


@step("hate_demand")
def hate_demand(state: GameState, ev: Events, seat: int, card: int, hate: int) -> None:
    """``seat`` discards a matching card or loses three ships (nothing to match: it loses the ships)."""
    options: list[dict[str, Any]] = [
        {"type": "hate", "card": c} for c in _distinct(matches(state.hands[seat], card))
    ]
    outside: dict[str, list[int]] = {}  # FAQ: a required discard may come from outside the hand (a hoard)
    for alien, c in hooks.discard_sources(state, seat):
        outside.setdefault(alien, []).append(c)
    for alien, cards in outside.items():
        options += [{"type": "hate", "card": c, "held": alien} for c in _distinct(matches(cards, card))]
    options.append({"type": "hate_ships"})
    hooks.scratch(state, "Hate")["by"] = hate
    ask_choice(state, ev, seat, "hate_answer", options)


@answer("hate_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    hate = int(hooks.scratch(state, "Hate")["by"])
    if action["type"] == "hate":
        hooks.take_for_discard(state, ev, prompt.seat, [action["card"]])
        discard_from_hand(state, ev, prompt.seat, [action["card"]])
        return
    push(state, ("hate_lose", prompt.seat, hate))


@step("hate_lose")
def hate_lose(state: GameState, ev: Events, seat: int, hate: int) -> None:
    """Hate picks three of ``seat``'s ships (all it has if fewer) for the warp."""
    sources = movable_ships(state, seat)
    count = min(SHIPS_LOST, sum(c for _, c in sources))
    if not count:
        return
    spec = {"type": "lose", "sources": sources, "min": count, "max": count, "reason": "hate", "player": seat}
    if len(sources) == 1:
        _lose(state, ev, seat, [[sources[0][0], count]], hate)
    else:
        ask(state, hate, SHIPS, "hate_ships", spec=spec)


def _lose(state: GameState, ev: Events, seat: int, ships: list[list[Any]], hate: int) -> None:
    note(ev, "ships_lost", seat=seat, reason="hate")
    push(state, ("to_warp", seat, ships, LOST, hate))


@answer("hate_ships")
def _on_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _lose(state, ev, prompt.spec["player"], action["ships"], prompt.seat)


@step("hate_refill")
def hate_refill(state: GameState, ev: Events, seat: int) -> None:
    """With no encounter card left after its rage, Hate draws a new hand."""
    if not has_encounter_card(state.hands[seat]):
        new_hand(state, ev, seat)


def _rage_card(state: GameState, seat: int, target: int) -> int:
    """The card chosen by ``seat``'s rage that is about to resolve as play ``target`` (-1 if none)."""
    play = pending_play(state, target)
    if play is None or play["seat"] != seat or play["card"] >= 0 or play.get("alien") != "Hate":
        return -1
    return int(play["action"]["card"]) if play["use"] == "rage" else -1


class Hate(Power):
    """Rage."""

    name: ClassVar[str] = "Hate"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Once at the start of your turn: discard a card of your choice. Each other player then discards "
        "a card of the same type (for an attack, one of equal or higher value) or loses three ships you "
        "pick. Out of encounter cards afterwards, you draw a new hand. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "As a main player, before cards are chosen: your opponent discards one card at random. If that "
        "leaves the defense without an encounter card, the offense wins the encounter; if it leaves the "
        "offense without one, the offense's turn ends as usual."
    )
    super_text: ClassVar[str] = (
        "Once you have chosen the card for your power, you may show it instead of discarding it and keep "
        "it; the others must still match it."
    )
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = (
        Use("rage", START_TURN, OFFENSE, mandatory=True, per=PER_TURN, shows=("card",)),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", PLANNING, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (
        Use("super", USING, OFFENSE, shows=("shown",)),
    )  # target: the rage's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            other = hooks.opponent(state, seat)
            return [{}] if other >= 0 and state.hands[other] else []
        if use.key == "super":
            card = _rage_card(state, seat, target)
            return [{"shown": card}] if card >= 0 and card != FLARE and card in state.hands[seat] else []
        return [{"card": c} for c in _distinct(list(state.hands[seat]))]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            other = hooks.opponent(state, seat)
            taken = take_random(state, other, 1)
            note_discarded(ev, other, taken, put_on_discard(state, taken))
            if other == state.enc.defense and not has_encounter_card(state.hands[other]):
                state.enc.mods.winner = "offense"
                note(ev, "encounter_won_by_hate", seat=seat)
            return
        if use == "super":  # the rage's card is kept: marked here, read when the rage resolves
            hooks.scratch(state, "Hate")["kept"] = action["shown"]
            note(ev, "card_shown", seat=seat, card=action["shown"])
            return
        card = action["card"]
        kept = hooks.scratch(state, "Hate").pop("kept", -1) == card
        if card not in state.hands[seat]:
            return
        if not kept:
            discard_from_hand(state, ev, seat, [card])
        steps: list[tuple[Any, ...]] = [
            ("hate_demand", s, card, seat) for s in clockwise_from_left(state, seat)
        ]
        push(state, *steps, ("hate_refill", seat))


register(Hate)
