"""Xenon Lasers (lasting): after the reveal, a main player or ally adds 1 to its own side's total or takes
1 from it, once per encounter; the sides' breakdowns show it."""

from __future__ import annotations

from game.hooks import side_of
from game.invariants import check_invariants
from game.phases.resolution import side_breakdown
from game.techs.catalog import TECH_ID
from game.techs.effects.xenon_lasers import XenonLasers
from game.windows import REVEAL
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_completed, tech_game, tech_options

XENON = TECH_ID["Xenon Lasers"]


def test_the_owner_adds_one_to_its_own_side_after_the_reveal_once() -> None:
    state = tech_game(3, seed=3)
    give_completed(state, 0, "Xenon Lasers")
    assert drive(state, in_window(REVEAL, 0))
    side = "offense" if state.offense == 0 else "defense"
    other = "defense" if side == "offense" else "offense"
    before, before_other = side_breakdown(state, side), side_breakdown(state, other)
    opts = tech_options(state, 0)
    assert {"type": "tech", "tech": XENON, "change": 1} in opts
    assert {"type": "tech", "tech": XENON, "change": -1} in opts
    answer(state, 0, {"type": "tech", "tech": XENON, "change": 1})
    for p in [p for p in state.prompts if p.ctx == "window" and p.seat != 0]:
        answer(state, p.seat, {"type": "pass"})
    after = side_breakdown(state, side)
    assert after["total"] == before["total"] + 1 and after["powers"] == before["powers"] + 1
    assert side_breakdown(state, other)["total"] == before_other["total"]  # only its own side
    assert not tech_options(state, 0)  # once per encounter; the card stays in play
    assert state.techs_done[0] == [XENON]
    assert not check_invariants(state)


def test_a_seat_outside_the_encounter_is_not_offered_the_lasers() -> None:
    state = tech_game(4, seed=3)
    give_completed(state, 0, "Xenon Lasers")
    assert drive(state, in_window(REVEAL, 0))
    outsider = next(s for s in range(4) if not side_of(state, s))
    assert XenonLasers().options(state, outsider, REVEAL, -1) == []
