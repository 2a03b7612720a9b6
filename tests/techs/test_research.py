"""The Technology variant's frame (base-rules R9.1, FAQ K1-K3): dealing, keeping, researching, completing,
abandoning, and who may see what."""

from __future__ import annotations

from game.board import TECH
from game.config import default_config
from game.engine import apply, new_game, run
from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import FOUR_PLANET_LIMIT, TECH_ID, TECHS, table_techs
from game.view import public_part, view_for
from tests.techs.kit import answer, give_research, pass_all, prompt_of, tech_game


def test_each_player_keeps_one_of_two_dealt_techs_and_discards_the_other_face_up() -> None:
    state, events = new_game(default_config(4, seed=5, tech=True))
    dealt = {e.data["seat"]: e.data["techs"] for e in events if e.kind == "techs_dealt"}
    assert all(e.to == (e.data["seat"],) for e in events if e.kind == "techs_dealt")  # each sees its own
    assert sorted(p.ctx for p in state.prompts) == ["keep_tech"] * 4
    for p in list(state.prompts):
        apply(state, {"seat": p.seat, **p.options[1]})
    assert state.tech_card == [dealt[s][1] for s in range(4)]
    assert sorted(state.tech_discard) == sorted(dealt[s][0] for s in range(4))
    assert len(state.tech_deck) == 20 - 8
    assert not check_invariants(state)


def test_a_face_down_tech_is_known_to_its_owner_alone() -> None:
    state = tech_game(4, seed=2)
    mine = state.tech_card[1]
    assert view_for(state, 1)["my_tech"] == mine
    for seat in (0, 2, 3, None):
        view = view_for(state, seat)
        assert view["my_tech"] != mine or (seat is not None and state.tech_card[seat] == mine)
        assert view["techs"]["players"][1] == {"researching": True, "ships": 0, "done": []}
    assert public_part(view_for(state, 1)) == view_for(state, None)


def test_research_moves_one_ship_from_a_colony_onto_the_tech() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    p = prompt_of(state, 0, "research")
    answer(state, 0, {"type": "research", "planet": 1})
    pass_all(state, "research")
    assert state.tech_ships[0] == 1
    assert state.ships[1 * 3 + 0] == 3
    assert p.options[0] == {"type": "pass"}
    assert not check_invariants(state)


def research_step(state: GameState) -> None:
    """Open a research step now (as at the start of a Regroup)."""
    state.prompts = []
    state.queue.append(("research",))
    run(state, [])


def settle_home(state: GameState, seat: int) -> None:
    """Answer ``seat``'s prompt placing ships back on its colonies: all on the first planet offered."""
    p = prompt_of(state, seat, "techs_home_place")
    if p is not None:
        answer(state, seat, {"type": "place", "ships": [[p.spec["planets"][0], p.spec["count"]]]})


def test_a_tech_is_completed_with_its_research_number_of_ships_and_the_researchers_go_home() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    give_research(state, 0, "Xenon Lasers", 3)
    research_step(state)
    opts = prompt_of(state, 0, "research").options
    assert {"type": "complete"} in opts and {"type": "abandon"} not in opts
    answer(state, 0, {"type": "complete"})
    pass_all(state, "research")
    settle_home(state, 0)
    assert state.techs_done[0] == [TECH_ID["Xenon Lasers"]]
    assert state.tech_card[0] == -1 and state.tech_ships[0] == 0
    assert state.ships[0 * 3 + 0] == 4  # planet 0 gave the three researchers and took them back
    assert view_for(state, None)["techs"]["players"][0]["done"] == [TECH_ID["Xenon Lasers"]]
    assert not check_invariants(state)


def test_completing_below_the_research_number_abandons_the_tech() -> None:
    state = tech_game(3, keep={0: "Omega Missile"})
    give_research(state, 0, "Omega Missile", 2)
    research_step(state)
    opts = prompt_of(state, 0, "research").options
    assert {"type": "abandon"} in opts and {"type": "complete"} not in opts
    answer(state, 0, {"type": "abandon"})
    pass_all(state, "research")
    settle_home(state, 0)
    assert state.tech_card[0] == -1 and TECH_ID["Omega Missile"] in state.tech_discard
    assert state.techs_done[0] == [] and state.tech_ships[0] == 0
    assert not check_invariants(state)


def test_a_hidden_tech_is_never_completed_face_up() -> None:
    state = tech_game(3, keep={0: "Gluon Mines"})
    give_research(state, 0, "Gluon Mines", 4)
    research_step(state)
    kinds = {o["type"] for o in prompt_of(state, 0, "research").options}
    assert kinds == {"pass", "research", "abandon"}


def test_researching_ships_may_pay_a_loss_of_the_owners_choice() -> None:
    """FAQ K3: an effect that lets the owner choose its lost ships (a failed deal) may take researchers."""
    state = tech_game(3, keep={0: "Omega Missile"})
    give_research(state, 0, "Omega Missile", 2)
    state.prompts = []
    state.queue.append(("lose_ships", 0, 3, "failed_deal"))
    run(state, [])
    prompt = prompt_of(state, 0, "lose_ships")
    assert [TECH, 2] in prompt.spec["sources"]
    answer(state, 0, {"type": "lose", "ships": [[TECH, 2], [1, 1]]})
    assert state.tech_ships[0] == 0 and state.warp[0] == 3
    assert not check_invariants(state)


def test_the_short_game_leaves_out_the_costliest_techs() -> None:
    deck = table_techs(four_planets=True)
    assert all(TECHS[t].research < FOUR_PLANET_LIMIT for t in deck)
    assert len(deck) == 17  # Coldsleep Ship, Omega Missile and Precursor Seed leave
    assert len(table_techs(four_planets=False)) == 20
