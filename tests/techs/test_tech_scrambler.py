"""Tech Scrambler (hidden): cancel another revealed tech whose research number is at most the Scrambler's
researchers, at any time (FAQ), or as a response to its use; the cancelled tech is discarded."""

from __future__ import annotations

from game.invariants import check_invariants
from game.phases.resolution import side_breakdown
from game.techs import RESPONSE
from game.techs.catalog import TECH_ID
from game.windows import REGROUP, REVEAL
from tests.techs.drive import drive, in_window
from tests.techs.kit import answer, give_completed, give_research, pass_all, tech_game, tech_options

SCRAMBLER = TECH_ID["Tech Scrambler"]
XENON = TECH_ID["Xenon Lasers"]
PLASMA = TECH_ID["Plasma Thrusters"]


def test_a_completed_tech_is_cancelled_at_any_time_within_the_researchers_reach() -> None:
    state = tech_game(3, seed=3)
    give_research(state, 0, "Tech Scrambler", 3)
    give_completed(state, 1, "Xenon Lasers")  # research 3: within reach
    give_completed(state, 2, "Plasma Thrusters")  # research 6: out of reach
    assert drive(state, in_window(REGROUP, 0), seed=3)
    opts = tech_options(state, 0)
    assert {"type": "tech", "tech": SCRAMBLER, "cancel": XENON, "owner": 1} in opts
    assert all(o["cancel"] != PLASMA for o in opts)
    answer(state, 0, {"type": "tech", "tech": SCRAMBLER, "cancel": XENON, "owner": 1})
    pass_all(state, "window")
    assert state.techs_done[1] == [] and XENON in state.tech_discard
    assert SCRAMBLER in state.tech_discard and state.tech_card[0] == -1  # revealed and discarded
    assert state.techs_done[2] == [PLASMA]
    assert not check_invariants(state)


def test_a_tech_being_used_is_cancelled_in_its_response_window() -> None:
    state = tech_game(3, seed=3)
    give_completed(state, 0, "Xenon Lasers")
    give_research(state, 1, "Tech Scrambler", 3)
    assert drive(state, in_window(REVEAL, 0), seed=3)
    side = "offense" if state.offense == 0 else "defense"
    before = side_breakdown(state, side)["total"]
    answer(state, 0, {"type": "tech", "tech": XENON, "change": 1})
    for p in [p for p in state.prompts if p.ctx == "window"]:
        answer(state, p.seat, {"type": "pass"})
    assert state.window is not None and state.window["name"] == RESPONSE
    assert [p.seat for p in state.prompts] == [1]  # only the Scrambler may answer
    use = state.window["target"]
    answer(state, 1, {"type": "tech", "tech": SCRAMBLER, "cancel": XENON, "owner": 0, "use": use})
    assert XENON in state.tech_discard and state.techs_done[0] == []
    pass_all(state, "window")
    assert side_breakdown(state, side)["total"] == before  # the lasers did nothing
    assert not check_invariants(state)
