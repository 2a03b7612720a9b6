"""Collapsium Hulls (lasting): a defense that loses by five or less keeps one of its ships on the planet,
beside the winners; the others go to the warp."""

from __future__ import annotations

from game.board import ships_on
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.techs.effects.collapsium_hulls import narrow_loss
from game.windows import LOSS
from tests.techs.drive import drive
from tests.techs.kit import answer, give_completed, pass_all, tech_game, tech_options

HULLS = TECH_ID["Collapsium Hulls"]


def _lost_defense(narrow: bool) -> GameState:
    """A game where seat 0, holding the tech, has just lost as the defense (by five or less, or by more)."""
    for seed in range(1, 60):
        state = tech_game(3, seed=seed)
        give_completed(state, 0, "Collapsium Hulls")

        def lost(s: GameState) -> bool:
            return (
                s.window is not None
                and s.window["name"] == LOSS
                and s.enc.defense == 0
                and s.enc.outcome == "offense"
                and s.enc.mods.losses[s.window["target"]]["seat"] == 0
            )

        if drive(state, lost, seed=seed) and narrow_loss(state) == narrow:
            return state
    raise AssertionError("no seed gave that loss")


def test_a_defense_losing_by_five_or_less_keeps_one_ship_on_the_planet() -> None:
    state = _lost_defense(narrow=True)
    planet = state.enc.target
    losing = ships_on(state, planet, 0)
    warp = state.warp[0]
    assert tech_options(state, 0) == [{"type": "tech", "tech": HULLS, "loss": 0}]
    answer(state, 0, {"type": "tech", "tech": HULLS, "loss": 0})
    for _ in range(5):  # the window opens again after a play: everyone passes until it closes
        pass_all(state, "window")
    assert ships_on(state, planet, 0) == 1
    assert state.warp[0] == warp + losing - 1
    assert state.techs_done[0] == [HULLS]  # it stays in play
    assert not tech_options(state, 0)
    assert not check_invariants(state)


def test_a_defense_losing_by_more_than_five_is_not_offered_the_hulls() -> None:
    state = _lost_defense(narrow=False)
    assert tech_options(state, 0) == []


def test_without_the_use_every_losing_ship_goes_to_the_warp() -> None:
    state = _lost_defense(narrow=True)
    planet = state.enc.target
    losing = ships_on(state, planet, 0)
    warp = state.warp[0]
    pass_all(state, "window")
    assert ships_on(state, planet, 0) == 0 and state.warp[0] == warp + losing
