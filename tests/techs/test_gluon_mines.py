"""Gluon Mines (hidden): the defense, after the cards are selected, sends one offensive ship to the warp per
researching ship, choosing which; with no offensive ship left it wins. FAQ: allies may be wiped out and
still count as having allied; the defense chooses the ships."""

from __future__ import annotations

from game.board import GATE, move
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import SELECTED
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_research, prompt_of, tech_game, tech_options

MINES = TECH_ID["Gluon Mines"]


def _mines_ready(seed: int, researchers: int) -> GameState:
    """Seat 0 defends with the mines researched by ``researchers`` ships, cards selected."""
    state = tech_game(4, seed=seed)
    give_research(state, 0, "Gluon Mines", researchers)
    assert drive(state, in_window(SELECTED, 0), seed=seed)
    return state


def test_one_offensive_ship_goes_to_the_warp_per_researching_ship() -> None:
    state = _mines_ready(2, 3)
    off = state.offense
    gate, warp = state.gate[off], state.warp[off]
    assert tech_options(state, 0) == [{"type": "tech", "tech": MINES}]
    answer(state, 0, {"type": "tech", "tech": MINES})
    assert state.gate[off] == gate - 3 and state.warp[off] == warp + 3
    assert state.tech_card[0] == -1 and MINES in state.tech_discard  # revealed and discarded
    assert state.enc.mods.winner is None  # an offensive ship is left: the encounter goes on
    assert not check_invariants(state)


def test_with_no_offensive_ship_left_the_defense_wins_and_wiped_out_allies_still_allied() -> None:
    state = _mines_ready(3, 4)
    off, ally = state.offense, 2
    move(state, [], ally, next(p for p in range(state.planets) if state.ships[p * 4 + ally] > 1), GATE, 1)
    state.enc.off_allies |= 1 << ally
    state.enc.allied |= 1 << ally
    total = state.gate[off] + state.gate[ally]
    assert total <= 4
    answer(state, 0, {"type": "tech", "tech": MINES})
    for p in [p for p in state.prompts if p.ctx == "window"]:
        answer(state, p.seat, {"type": "pass"})
    while (p := prompt_of(state, 0, "gluon_mines")) is not None:  # the defense picks each ship
        assert {o["owner"] for o in p.options} <= {off, ally}
        answer(state, 0, p.options[-1])
    assert state.gate[off] == 0 and state.gate[ally] == 0
    assert state.enc.mods.winner == "defense"
    assert state.enc.off_allies >> ally & 1 and state.enc.allied >> ally & 1
    assert not check_invariants(state)
    assert drive(state, lambda s: s.enc.outcome != "")
    assert state.enc.outcome == "defense"
    assert not check_invariants(state)
