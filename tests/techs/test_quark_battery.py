"""Quark Battery: on completion an encounter card goes from the hand under it, secret to all but its owner;
after the reveal a main player swaps its revealed card for it, and the tech and the replaced card are
discarded."""

from __future__ import annotations

from game.cards.catalog import CARD_KIND, IS_ENCOUNTER
from game.determinize import hidden_slots
from game.engine import run
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.techs.effects.quark_battery import STORED, stored
from game.view import public_part, view_for
from game.windows import REVEAL
from tests.techs.drive import drive, in_window
from tests.techs.kit import (
    answer,
    give_completed,
    give_research,
    pass_all,
    prompt_of,
    tech_game,
    tech_options,
)

QUARK = TECH_ID["Quark Battery"]


def _complete(state: GameState, seat: int) -> list[object]:
    """``seat`` completes its Quark Battery at a research step; the events of the completion."""
    state.prompts = []
    state.queue.append(("research",))
    run(state, [])
    events = answer(state, seat, {"type": "complete"})
    for p in [p for p in state.prompts if p.ctx == "research"]:
        events += answer(state, p.seat, {"type": "pass"})
    p = prompt_of(state, seat, "techs_home_place")
    if p is not None:
        events += answer(state, seat, {"type": "place", "ships": [[p.spec["planets"][0], p.spec["count"]]]})
    return events


def test_on_completion_a_card_goes_under_it_secret_from_the_others() -> None:
    state = tech_game(3, seed=5)
    give_research(state, 0, "Quark Battery", 3)
    hand = list(state.hands[0])
    events = _complete(state, 0)
    prompt = prompt_of(state, 0, "quark_battery_store")
    if prompt is not None:
        assert all(IS_ENCOUNTER[o["card"]] for o in prompt.options)
        events = answer(state, 0, prompt.options[0])
    card = stored(state, 0)
    assert card in hand and IS_ENCOUNTER[card] and card not in state.hands[0]
    secret = [e for e in events if e.kind == "card_stored_card"]
    assert secret and all(e.to == (0,) for e in secret)
    assert all("card" not in e.data for e in events if e.kind == "card_stored")
    assert view_for(state, 0)["my_tech_cards"] == {"Quark Battery": [card]}
    for seat in (1, 2, None):
        assert view_for(state, seat)["my_tech_cards"] == {}
    assert public_part(view_for(state, 0)) == view_for(state, None)
    cards = state.extra[STORED]
    assert (cards, "0") in hidden_slots(state, 1) and (cards, "0") not in hidden_slots(state, 0)
    assert not check_invariants(state)  # the card census counts it


def test_after_the_reveal_the_stored_card_replaces_the_revealed_one() -> None:
    state = tech_game(3, seed=3)
    give_completed(state, 0, "Quark Battery")
    spare = next(c for c in state.hands[0] if CARD_KIND[c] == "attack")
    state.hands[0].remove(spare)
    state.extra[STORED] = {"0": spare}
    assert drive(state, in_window(REVEAL, 0), seed=3)
    offense = state.offense == 0
    old = state.enc.off_card if offense else state.enc.def_card
    assert tech_options(state, 0) == [{"type": "tech", "tech": QUARK}]
    answer(state, 0, {"type": "tech", "tech": QUARK})
    pass_all(state, "window")
    now = state.enc.off_card if offense else state.enc.def_card
    assert now == spare and spare in state.enc.in_play and old not in state.enc.in_play
    assert old in state.discard and QUARK in state.tech_discard and state.techs_done[0] == []
    assert stored(state, 0) == -1
    assert not check_invariants(state)
