"""The FAQ's general Technology rulings (digest §2.14, K1-K5) that no single tech's test shows: one ship per
research step and never researched and completed at once (Gluon Mines excepted), researchers given up to a
Bully, no techs in deals; and a Qax given on works for its receiver without research. (The per-tech
rulings are in each tech's test file; the ledger, docs/rulings.md, names them.)"""

from __future__ import annotations

import pytest

from game.aliens.bully import victim_sources
from game.board import TECH
from game.engine import run
from game.errors import IllegalAction
from game.invariants import check_invariants
from game.phases.deal import _check_side
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import INVITE, SELECTED
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

QAX = TECH_ID["The Qax"]


def research_step(state: GameState) -> None:
    """Open a research step now (as at the start of a Regroup)."""
    state.prompts = []
    state.queue.append(("research",))
    run(state, [])


def test_k1_a_tech_researched_to_its_number_is_completed_only_at_a_later_step() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    give_research(state, 0, "Xenon Lasers", 2)
    research_step(state)
    opts = prompt_of(state, 0, "research").options
    assert {"type": "complete"} not in opts  # two of three ships: research or abandon, not both
    answer(state, 0, {"type": "research", "planet": 1})
    pass_all(state, "research")
    assert state.tech_ships[0] == 3 and state.techs_done[0] == []  # reached, but not completed this phase
    research_step(state)
    assert {"type": "complete"} in prompt_of(state, 0, "research").options


def test_k1_gluon_mines_researched_at_the_regroup_are_set_off_in_the_same_encounter() -> None:
    """FAQ K1 and Gluon Mines: a tech set off by a trigger may be researched and revealed in one encounter."""
    state = tech_game(4, seed=2, keep={0: "Gluon Mines"})
    encounter = state.enc_no
    answer(state, 0, next(o for o in prompt_of(state, 0, "research").options if o["type"] == "research"))
    pass_all(state, "research")
    assert drive(state, in_window(SELECTED, 0), seed=2)
    assert state.enc_no == encounter and state.enc.defense == 0 and state.tech_ships[0] == 1
    gate = sum(state.gate)
    answer(state, 0, {"type": "tech", "tech": TECH_ID["Gluon Mines"]})
    for p in [p for p in state.prompts if p.ctx == "window"]:
        answer(state, p.seat, {"type": "pass"})
    while (p := prompt_of(state, 0, "gluon_mines")) is not None:
        answer(state, 0, p.options[0])
    assert sum(state.gate) == gate - 1  # the one researcher mined one offensive ship
    assert not check_invariants(state)


def test_k2_one_ship_in_all_per_encounter_goes_onto_techs() -> None:
    state = tech_game(3, keep={0: "Omega Missile"})
    research_step(state)
    opts = prompt_of(state, 0, "research").options
    assert all(set(o) <= {"type", "planet"} for o in opts)  # no option moves more than one ship
    answer(state, 0, {"type": "research", "planet": 2})
    pass_all(state, "research")
    assert state.tech_ships[0] == 1
    assert prompt_of(state, 0, "research") is None  # the step is over: no second ship this encounter
    assert not check_invariants(state)


def test_k3_a_bully_may_pick_ships_researching_a_tech() -> None:
    """FAQ K3 (Bully may target researching ships): the Bully's choice of the victim's ships includes
    them, and the picked ones leave the tech for the warp."""
    state = tech_game(3, keep={1: "Omega Missile"})
    give_research(state, 1, "Omega Missile", 3)
    assert [TECH, 3] in victim_sources(state, 1)
    state.prompts = []
    state.queue.append(("bully_pick", 0, 1, 2, "losing"))
    run(state, [])
    prompt = prompt_of(state, 0, "bully_ships")
    assert [TECH, 3] in prompt.spec["sources"]
    answer(state, 0, {"type": "lose", "ships": [[TECH, 2]]})
    assert state.tech_ships[1] == 1 and state.warp[1] == 2
    assert not check_invariants(state)


def test_the_qax_receiver_may_give_it_on_from_a_later_encounter_without_research() -> None:
    """FAQ (The Qax): it need not be researched again and may be used from the next encounter."""
    state = tech_game(4, seed=1)
    give_completed(state, 0, "The Qax")
    assert drive(state, in_window(INVITE, 0), seed=1)
    to = next(o["to"] for o in tech_options(state, 0))
    answer(state, 0, {"type": "tech", "tech": QAX, "to": to})
    pass_all(state, "window")
    while (p := prompt_of(state, to, "qax_ally")) is not None:
        top = p.spec["max"]
        ships = []
        for loc, count in p.spec["sources"]:
            ships.append([loc, min(top, count)])
            top -= ships[-1][1]
        answer(state, to, {"type": "launch", "ships": [s for s in ships if s[1]]})
    given_in = state.encounters
    assert state.techs_done[to] == [QAX] and state.tech_card[to] != QAX  # in play at once: no research
    assert drive(state, in_window(INVITE, to), seed=1)
    assert state.encounters > given_in and any(o["tech"] == QAX for o in tech_options(state, to))
    assert not check_invariants(state)


def test_k5_deal_terms_cannot_name_a_tech() -> None:
    with pytest.raises(IllegalAction):
        _check_side({"tech": TECH_ID["Lunar Cannon"]}, "offense")
    with pytest.raises(IllegalAction):
        _check_side({"techs": [TECH_ID["Lunar Cannon"]]}, "defense")
