"""Planning: both main players choose an encounter card face down, at the same time (R3.7)."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.cards.catalog import CARD_NAME, IS_ENCOUNTER
from game.core import Events, answer, ask, note, push, step, timing_order
from game.deck import has_encounter_card, new_hand
from game.moves import send_home
from game.phases.turn import skip_to_end
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import PLANNING, SELECTED


def card_options(hand: list[int]) -> list[dict[str, Any]]:
    """One option per distinct encounter card face in the hand."""
    seen: set[str] = set()
    out = []
    for c in hand:
        if IS_ENCOUNTER[c] and CARD_NAME[c] not in seen:
            seen.add(CARD_NAME[c])
            out.append({"type": "encounter_card", "card": c})
    return out


@step("planning")
def planning(state: GameState, ev: Events) -> None:
    """End the turn if the offense has no encounter card; refill a defense that has none; ask both."""
    hooks.phase_start(state, ev, "planning")
    off = state.offense
    enc = state.enc
    if not has_encounter_card(state.hands[off]):
        _offense_out_of_cards(state, ev)
        return
    if not has_encounter_card(state.hands[enc.defense]):
        new_hand(state, ev, enc.defense)
        if not has_encounter_card(state.hands[off]):  # a Cosmic Quake during that draw re-dealt the offense
            _offense_out_of_cards(state, ev)
            return
    push(state, ("window", PLANNING, -1), ("select_cards",), ("window", SELECTED, -1))


@step("select_cards")
def select_cards(state: GameState, ev: Events) -> None:
    """Both main players choose at once; if a power says one must choose face up first
    (``flags["face_up_first"]``), that player chooses first and shows its card."""
    off = state.offense
    enc = state.enc
    if not has_encounter_card(state.hands[off]):  # a power in the Planning window took them
        _offense_out_of_cards(state, ev)
        return
    if not has_encounter_card(state.hands[enc.defense]):
        new_hand(state, ev, enc.defense)
    state.answers = {}
    first = enc.flags.get("face_up_first", -1)
    seats = [first] if first in (off, enc.defense) else [off, enc.defense]
    for seat in seats:
        ask(state, seat, CHOOSE, "select_card", card_options(state.hands[seat]))


def _offense_out_of_cards(state: GameState, ev: Events) -> None:
    """R3.7.2: the turn ends; launched ships and allies go home without a result (docs/rules.md)."""
    enc = state.enc
    note(ev, "offense_out_of_cards", seat=state.offense)
    enc.outcome = "void"
    enc.turn_over = True
    skip_to_end(state)
    push(state, *send_home(state, timing_order(state)))


@answer("select_card")
def _on_select(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    enc = state.enc
    if prompt.seat == enc.flags.get("face_up_first", -1) and len(state.answers) == 1:
        note(ev, "card_shown", seat=prompt.seat, card=action["card"])
        other = state.offense if prompt.seat == enc.defense else enc.defense
        ask(state, other, CHOOSE, "select_card", card_options(state.hands[other]))
        return
    note(ev, "card_selected", seat=prompt.seat)
    if any(p.ctx == "select_card" for p in state.prompts):
        return
    answers = state.answers
    state.answers = {}
    enc.off_card = answers[state.offense]["card"]
    enc.def_card = answers[enc.defense]["card"]
    state.hands[state.offense].remove(enc.off_card)
    state.hands[enc.defense].remove(enc.def_card)
    for seat, card in ((state.offense, enc.off_card), (enc.defense, enc.def_card)):
        note(ev, "card_chosen", to=(seat,), seat=seat, card=card)
