"""Fungus: captures the losing ships into stacks, a stack adds its size to the total but counts as one ship,
stacks are freed only in the warp; the FAQ's rulings ("Fungus (CI)", digest row 41, T4, C1, S9) and both
flare halves."""

from __future__ import annotations

from typing import Any

import pytest

from game.aliens.fungus import WILD_KEY, stack_key
from game.board import ship_total, ships_on
from game.engine import apply, new_game
from game.errors import IllegalAction
from game.invariants import check_invariants
from game.scenario import ScenarioResult, make_setup, named_cards, scenario_config
from game.state import GameState
from tests.aliens.encounter_kit import encounter, run

HANDS = {"0": ["Attack 12", "Attack 10"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
DUEL = {"0": ["Attack 10", "Attack 04"], "1": ["Attack 15", "Attack 08"], "2": ["Attack 05"]}
INC = {"incursion": True}


def _with_stacks(data: dict[str, Any], held: dict[int, list[list[Any]]]) -> ScenarioResult:
    """Play ``data`` with stacks already under ships: ``{carrier: [[location, [ships per owner]], ...]}``.
    The captured ships are taken out of their owners' warp (``[setup] ships`` left them there)."""
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        for carrier, stacks in held.items():
            state.extra[stack_key(carrier)] = stacks
            for _, counts in stacks:
                for owner, c in enumerate(counts):
                    state.warp[owner] -= c

    state, events = new_game(config, setup)
    result = ScenarioResult(state, list(events))
    for action in data["actions"]:
        result.events.extend(apply(state, named_cards(action, state.hands[action["seat"]])))
    return result


def _kinds(result: ScenarioResult) -> list[str]:
    return [e.kind for e in result.events]


def _sound(state: GameState) -> None:
    assert check_invariants(state) == []
    assert [ship_total(state, s) for s in range(state.n)] == [20] * state.n


def test_captures_the_losing_ships_into_a_stack() -> None:
    result = run(encounter(["Fungus", "", ""], HANDS, "Attack 12", "Attack 06", config=INC))
    state = result.state
    assert state.enc.outcome == "offense"
    assert state.warp == [0, 0, 0]  # the defense's 4 ships did not go to the warp
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]  # under one Fungus ship that landed on planet 5
    assert ships_on(state, 5, 0) == 3 and ships_on(state, 5, 1) == 0
    _sound(state)


def test_faq_s9_fungus_may_take_a_player_below_five_ships() -> None:
    setup = {"ships": {"1": {"5": 4}}}  # seat 1 has only the four ships on planet 5 on the board
    result = run(encounter(["Fungus", "", ""], HANDS, "Attack 12", "Attack 06", setup=setup, config=INC))
    state = result.state
    assert sum(state.ships[p * 3 + 1] for p in range(state.planets)) == 0  # nothing left on the board
    assert state.extra[stack_key(0)][0][1][1] == 4
    _sound(state)


def test_a_stack_adds_its_captured_ships_after_the_reveal() -> None:
    # one Fungus ship carries 5 of seat 2's ships: launched alone it counts 1 + 5
    data = encounter(["Fungus", "", ""], DUEL, "Attack 10", "Attack 08", launch=1, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 3}}
    result = _with_stacks(data, {0: [[0, [0, 0, 5]]]})
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided == {"winner": "offense", "offense_total": 10 + 1 + 5, "defense_total": 8 + 4}
    assert "stacks_count" in _kinds(result)
    _sound(result.state)


def test_a_stack_is_freed_when_it_goes_to_the_warp() -> None:
    data = encounter(["Fungus", "", ""], DUEL, "Attack 10", "Attack 15", launch=1, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 5}}
    result = _with_stacks(data, {0: [[0, [0, 0, 3]]]})  # 10 + 1 + 3 = 14 < 15 + 4: the offense loses
    state = result.state
    assert next(e.data for e in result.events if e.kind == "encounter_ended")["outcome"] == "defense"
    assert stack_key(0) not in state.extra  # the stack went to the warp: freed
    assert state.warp[2] == 3 and state.warp[0] == 1  # the carrier and its freed ships
    assert "stack_freed" in _kinds(result)
    _sound(state)


def test_faq_compensation_counts_a_stack_as_one_ship() -> None:
    hands = {
        "0": ["Negotiate", "Attack 10"],
        "1": ["Attack 15", "Attack 04", "Attack 06"],
        "2": ["Attack 05"],
    }
    data = encounter(["Fungus", "", ""], hands, "Negotiate", "Attack 15", launch=1, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 4}}
    result = _with_stacks(data, {0: [[0, [0, 0, 4]]]})
    comp = next(e.data for e in result.events if e.kind == "compensation")
    assert comp["count"] == 1  # one ship (the stack) was lost, not five
    _sound(result.state)


def test_faq_freed_zombie_ships_return_to_their_colonies() -> None:
    # captured ships regain their traits the moment they are freed: Zombie's go back to its colonies
    data = encounter(["Fungus", "", "Zombie"], DUEL, "Attack 10", "Attack 15", launch=1, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 5}}
    data["actions"].append({"seat": 2, "type": "place", "ships": [[10, 3]]})
    result = _with_stacks(data, {0: [[0, [0, 0, 3]]]})
    state = result.state
    assert stack_key(0) not in state.extra
    assert state.warp[2] == 0 and ships_on(state, 10, 2) == 7  # saved by its own power on the way
    assert "ships_saved" in _kinds(result)
    _sound(state)


def test_faq_zombie_cannot_save_captured_ships() -> None:
    result = run(encounter(["Fungus", "Zombie", ""], HANDS, "Attack 12", "Attack 06", config=INC))
    state = result.state
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]
    assert "ships_saved" not in _kinds(result)
    _sound(state)


def test_faq_cudgel_extra_ships_are_captured_too() -> None:
    # Fungus allies with Cudgel; the smash's extra ships are losing ships: Fungus takes them as well
    allies = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},)
    data = encounter(
        ["Cudgel", "", "Fungus"],
        HANDS,
        "Attack 12",
        "Attack 06",
        invites=([2], []),
        allies=allies,
        after=({"seat": 1, "type": "lose", "ships": [[6, 3]]},),
        config=INC,
    )
    state = run(data).state
    assert state.warp == [0, 0, 0]
    assert state.extra[stack_key(2)] == [[5, [0, 7, 0]]]  # 4 defending + 3 smashed
    _sound(state)


def test_faq_void_allied_with_fungus_eradicates_and_nothing_is_captured() -> None:
    allies = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},)
    data = encounter(
        ["Void", "", "Fungus"], HANDS, "Attack 12", "Attack 06", invites=([2], []), allies=allies, config=INC
    )
    state = run(data).state
    assert stack_key(2) not in state.extra
    assert state.removed[1] == 4
    _sound(state)


def test_faq_fungus_may_add_to_an_existing_stack() -> None:
    data = encounter(["Fungus", "", ""], HANDS, "Attack 12", "Attack 06", launch=2, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 6}}
    data["actions"].append({"seat": 0, "type": "power", "alien": "Fungus", "use": "adhere", "stack": 0})
    result = _with_stacks(data, {0: [[0, [0, 0, 2]]]})
    state = result.state
    assert state.extra[stack_key(0)] == [[5, [0, 4, 2]]]  # one stack of 6 captured ships
    _sound(state)


def test_faq_a_zap_stops_the_capture_but_frees_nothing() -> None:
    hands = {
        "0": ["Attack 12", "Attack 10"],
        "1": ["Attack 06", "Attack 04"],
        "2": ["Cosmic Zap", "Attack 05"],
    }
    data = encounter(["Fungus", "", ""], hands, "Attack 12", "Attack 06", config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 6}}
    data["actions"].append({"seat": 2, "type": "play", "card": "Cosmic Zap", "play": 0})
    held = {0: [[1, [0, 0, 2]]]}
    probe = _with_stacks({**data, "actions": data["actions"][:-1]}, held)
    prompt = next(p for p in probe.state.prompts if p.seat == 2)
    data["actions"][-1]["play"] = next(o["play"] for o in prompt.options if "play" in o)
    state = _with_stacks(data, held).state
    assert state.warp[1] == 4  # not captured: the defense's ships went to the warp
    assert state.extra[stack_key(0)] == [[1, [0, 0, 2]]]  # the old stack stays captured
    _sound(state)


def test_it_cannot_choose_a_stack_it_was_not_offered() -> None:
    data = encounter(["Fungus", "", ""], HANDS, "Attack 12", "Attack 06", launch=1, config=INC)
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 6}}
    result = _with_stacks(data, {0: [[0, [0, 0, 2]]]})
    state = result.state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": 0, "type": "power", "alien": "Fungus", "use": "adhere", "stack": 3})
    assert state.extra == before.extra and state.ships == before.ships


def test_wild_captures_around_the_home_system_until_the_flare_is_discarded() -> None:
    hands = {
        "0": ["Attack 06", "Attack 10"],
        "1": ["Attack 12", "Attack 08", "Flare: Fungus"],
        "2": ["Attack 05"],
    }
    data = encounter(
        ["", "Macron", ""],
        hands,
        "Attack 06",
        "Attack 12",
        after=({"seat": 1, "type": "play", "card": "Flare: Fungus", "half": "wild", "use": "wild"},),
        config=INC,
    )
    state = run(data).state
    assert state.extra[WILD_KEY] == {"1": [3, 0, 0]}  # the offense's 3 ships circle seat 1's home
    assert state.warp[0] == 0
    _sound(state)
    from game.aliens.fungus import FLARE
    from game.deck import discard_from_hand

    ev: list[Any] = []
    discard_from_hand(state, ev, 1, [FLARE])
    assert WILD_KEY not in state.extra  # freed to their owner's colonies
    assert ship_total(state, 0) == 20 and state.warp[0] == 0
    assert any(e.kind == "ring_freed" for e in ev)


def test_super_keeps_a_stack_whole_in_the_warp() -> None:
    hands = {**DUEL, "0": ["Attack 10", "Flare: Fungus"]}
    data = encounter(
        ["Fungus", "", ""],
        hands,
        "Attack 10",
        "Attack 15",
        launch=1,
        after=(
            {"seat": 0, "type": "play", "card": "Flare: Fungus", "half": "super", "use": "super", "loss": 0},
        ),
        config=INC,
    )
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 5}}
    state = _with_stacks(data, {0: [[0, [0, 0, 3]]]}).state
    assert state.extra[stack_key(0)] == [["warp", [0, 0, 3]]]  # captured still, under the ship in the warp
    assert state.warp == [1, 0, 0]
    _sound(state)


def test_faq_v13_against_anti_matter_a_stack_subtracts_its_whole_size() -> None:
    """FAQ V13: a stack adds its full size to its side's total, so on Anti-Matter's side, where ships
    subtract, one Fungus ship carrying 5 captured ships takes 6 off, not 1."""
    allies = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},)
    data = encounter(
        ["Anti-Matter", "", "Fungus"],
        DUEL,
        "Attack 10",
        "Attack 08",
        launch=1,
        invites=([2], []),
        allies=allies,
        config=INC,
    )
    data["setup"]["ships"] = {"1": {"5": 4, "6": 4, "7": 4, "8": 3}}
    result = _with_stacks(data, {2: [[10, [0, 5, 0]]]})
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    # Anti-Matter: 10 - 1 (its ship) - 6 (the Fungus ship and its stack of 5)
    assert decided["offense_total"] == 10 - 1 - 6
    _sound(result.state)
