"""Collapsium Hulls (lasting): a defense that loses keeps one of its ships on the planet, beside the
winners; the others go to the warp."""

from __future__ import annotations

from game.board import ships_on
from game.invariants import check_invariants
from game.techs.catalog import TECH_ID
from game.windows import LOSS
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_completed, pass_all, tech_game, tech_options

HULLS = TECH_ID["Collapsium Hulls"]


def test_a_losing_defense_keeps_one_ship_on_the_planet() -> None:
    state = tech_game(3, seed=2)
    give_completed(state, 0, "Collapsium Hulls")
    assert drive(state, in_window(LOSS, 0), seed=2)
    assert state.enc.defense == 0 and state.enc.outcome == "offense"
    planet = state.enc.target
    losing = ships_on(state, planet, 0)
    warp = state.warp[0]
    assert tech_options(state, 0) == [{"type": "tech", "tech": HULLS, "loss": 0}]
    answer(state, 0, {"type": "tech", "tech": HULLS, "loss": 0})
    pass_all(state, "window")
    assert ships_on(state, planet, 0) == 1
    assert state.warp[0] == warp + losing - 1
    assert state.techs_done[0] == [HULLS]  # it stays in play
    assert not tech_options(state, 0)
    assert not check_invariants(state)


def test_without_the_use_every_losing_ship_goes_to_the_warp() -> None:
    state = tech_game(3, seed=2)
    give_completed(state, 0, "Collapsium Hulls")
    assert drive(state, in_window(LOSS, 0), seed=2)
    planet = state.enc.target
    losing = ships_on(state, planet, 0)
    warp = state.warp[0]
    pass_all(state, "window")
    assert ships_on(state, planet, 0) == 0 and state.warp[0] == warp + losing
