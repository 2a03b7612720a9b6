"""Rifts (Cosmic Incursion's reward deck): played at the start of an encounter they free ships from the warp;
taken from another player's hand they go off (docs/rules.md, "Rifts").

- Play: in the Regroup window (the start of every encounter, before the offense's retrieval) any player
  may play a rift while ships are in the warp. Its player picks, one at a time, whose ships leave the warp:
  as many as the rift's value (all of them if fewer are there), any players' ships. Each owner puts its
  freed ships on colonies of its choice (FAQ R5); an owner with no colony leaves them in the warp.
- Detonation: a rift *taken* from a player's hand (compensation, Barbarian's loot, Mutant, Trader, Oracle's
  Wild ...) goes off in the taker's hand: it is shown, discarded, and the taker loses as many ships of its
  choice to the warp as its value. A rift *given* (a deal, Philanthropist, the hand Trader hands over) does
  nothing (FAQ R5).
"""

from __future__ import annotations

from typing import Any

from game.board import WARP, colonies
from game.cards.catalog import CARD_KIND, CARD_NAME, CARD_VALUE, RIFT
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import discard_cards
from game.moves import place_ships
from game.prompts import Prompt
from game.state import GameState
from game.windows import REGROUP, effect, provider

RIFT_NAMES = sorted({CARD_NAME[c] for c, k in enumerate(CARD_KIND) if k == RIFT})


@provider({REGROUP: RIFT_NAMES}, rank=10)
def rift_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    """One play per distinct rift held, while some ship is in the warp."""
    if window != REGROUP or not any(state.warp):
        return []
    held: dict[str, int] = {}
    for c in state.hands[seat]:
        if CARD_KIND[c] == RIFT:
            held.setdefault(CARD_NAME[c], c)
    return [{"type": "play", "card": c} for c in held.values()]


def _open_rift(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    card = play["card"]
    count = min(CARD_VALUE[card], sum(state.warp))
    discard_cards(state, ev, [card], play["seat"])
    note(ev, "rift_opened", seat=play["seat"], value=CARD_VALUE[card], ships=count)
    if count:
        push(state, ("rift_pick", play["seat"], count, {}))


for _name in RIFT_NAMES:
    effect(_name)(_open_rift)


@step("rift_pick")
def rift_pick(state: GameState, ev: Events, seat: int, left: int, chosen: dict[str, int]) -> None:
    """The rift's player picks whose ship leaves the warp next; then every owner places its ships."""
    owners = [s for s in range(state.n) if state.warp[s] > chosen.get(str(s), 0)]
    if left <= 0 or not owners:
        steps = [("rift_release", int(s), c) for s, c in sorted(chosen.items(), key=lambda kv: int(kv[0]))]
        if chosen:
            note(ev, "rift_freed", seat=seat, ships={s: c for s, c in chosen.items()})
        push(state, *steps)
        return
    mine = [seat] if seat in owners else []
    order = mine + [s for s in owners if s != seat]  # the rift's player's own ships first
    options = [{"type": "rift_ship", "owner": s, "left": left, "chosen": dict(chosen)} for s in order]
    ask_choice(state, ev, seat, "rift_ship", options)


@answer("rift_ship")
def _on_rift_ship(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    chosen = dict(action["chosen"])
    key = str(action["owner"])
    chosen[key] = chosen.get(key, 0) + 1
    push(state, ("rift_pick", prompt.seat, int(action["left"]) - 1, chosen))


@step("rift_release")
def rift_release(state: GameState, ev: Events, owner: int, count: int) -> None:
    """``owner``'s ships freed by a rift land on colonies it chooses (none: they stay in the warp)."""
    count = min(count, state.warp[owner])
    if count and colonies(state, owner):
        place_ships(state, ev, owner, WARP, count, "retrieve_ships")


def taken(state: GameState, ev: Events, thief: int, cards: list[int]) -> None:
    """``thief`` has just taken ``cards`` from another player's hand: each rift among them goes off."""
    for card in cards:
        if CARD_KIND[card] != RIFT or card not in state.hands[thief]:
            continue
        state.hands[thief].remove(card)
        discard_cards(state, ev, [card], thief)
        note(ev, "rift_detonated", seat=thief, card=card, value=CARD_VALUE[card])
        push(state, ("lose_ships", thief, CARD_VALUE[card], "rift"))
