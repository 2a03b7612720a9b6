"""Fungus: captures the losing ships into stacks, a stack adds its size to the total but counts as one ship,
stacks are freed only in the warp; the FAQ's rulings ("Fungus (CI)", digest row 41, T4, T12, C1, S9, V13,
F7; Grudge and Gambler losses, Spiff, Healer, a lost power, the Wild taking a stack, "Plant (CI)") and both
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
from tests.aliens.encounter_kit import decided, encounter, run

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


# --- FAQ "Fungus (CI)", T4, digest row 41 -------------------------------------------------------------


def test_faq_t4_grudge_penalty_losses_are_not_captured() -> None:
    """FAQ T4 / "Fungus (CI)": Grudge's penalty ships are lost, not losing: Fungus, winning as the offense,
    captures the defense's four losing ships, but the four ships the token holder loses go to the warp."""
    data = encounter(
        ["Fungus", "Grudge", ""],
        HANDS,
        "Attack 12",
        "Attack 06",
        invites=([], [2]),
        allies=({"seat": 2, "type": "decline"},),
        after=({"seat": 2, "type": "lose", "ships": [[10, 4]]},),
        config=INC,
    )
    result = run(data)
    state = result.state
    assert next(e.data for e in result.events if e.kind == "grudges_settled")["ships"] == 4
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]  # the losing ships: captured
    assert state.warp == [0, 0, 4]  # the grudge losses: in the warp, not in the stack
    _sound(state)


def test_faq_gambler_bluff_losses_are_not_captured() -> None:
    """FAQ "Fungus (CI)": Gambler's penalty for a lie is lost ships (in the Reveal, not the Resolution):
    caught lying, the Gambler loses four ships to the warp; Fungus then wins and captures only the four
    ships defending the planet."""
    hands = {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 08"]}
    data = encounter(
        ["Fungus", "Gambler", ""],
        hands,
        "Attack 12",
        "Attack 04",
        after=(
            {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 0, "type": "challenge", "call": True},
            {"seat": 1, "type": "lose", "ships": [[6, 4]]},
        ),
        config=INC,
    )
    result = run(data)
    state = result.state
    assert any(e.kind == "bluff_called" and not e.data["truthful"] for e in result.events)
    assert decided(result)["winner"] == "offense"
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]
    assert state.warp == [0, 4, 0] and ships_on(state, 6, 1) == 0
    _sound(state)


def test_faq_spiff_crash_lands_one_ship_and_fungus_captures_the_rest() -> None:
    """FAQ "Fungus (CI)" / "Spiff": Spiff loses attack against attack by 12 to the Fungus defense; one of its
    three ships crash-lands on the planet, the other two are captured (not all three captured first)."""
    hands = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 15", "Attack 06"], "2": ["Attack 06"]}
    data = encounter(
        ["Spiff", "Fungus", ""],
        hands,
        "Attack 04",
        "Attack 15",
        after=({"seat": 0, "type": "power", "alien": "Spiff", "use": "crash"},),
        config=INC,
    )
    result = run(data)
    state = result.state
    assert "crash_landed" in _kinds(result)
    assert ships_on(state, 5, 0) == 1 and ships_on(state, 5, 1) == 4  # one Spiff ship shares the planet
    assert state.extra[stack_key(1)] == [[5, [2, 0, 0]]]  # the other two adhere to Fungus
    assert state.warp == [0, 0, 0]
    _sound(state)


def test_faq_healer_heals_ships_freed_from_a_stack() -> None:
    """FAQ "Fungus (CI)" / "Healer": a Fungus stack of three of the defense's ships reaches the warp with its
    carrier; the freed ships are lost there like any, and Healer gives them back to their owner."""
    data = encounter(["Fungus", "", "Healer"], DUEL, "Attack 10", "Attack 15", launch=1, config=INC)
    data["setup"]["ships"] = {"1": {"5": 4, "6": 4, "7": 4, "8": 5}}
    # 10 + 1 + 3 = 14 < 15 + 4: the offense loses; Healer lets the carrier go (loss 0), heals the freed
    # ships (loss 1: their own loss record, made as they arrive in the warp)
    data["actions"] += [
        {"seat": 2, "type": "pass"},
        {"seat": 2, "type": "power", "alien": "Healer", "use": "heal", "loss": 1},
        {"seat": 1, "type": "place", "ships": [[6, 3]]},
    ]
    result = _with_stacks(data, {0: [[0, [0, 3, 0]]]})
    state = result.state
    assert stack_key(0) not in state.extra
    assert any(
        e.kind == "ships_healed" and e.data["seat"] == 1 and e.data["count"] == 3 for e in result.events
    )
    assert state.warp[1] == 0 and ships_on(state, 6, 1) == 7
    _sound(state)


def test_faq_stacks_stay_when_fungus_loses_its_power() -> None:
    """FAQ "Fungus (CI)": if Fungus loses its power, its stacks stay until they go to the warp. Fungus (the
    defense, on its last three home colonies) loses planet 5 and with it its power; its stack on planet 6
    stays whole under its ship, its ships held still."""
    hands = {"0": ["Attack 12", "Attack 10"], "1": ["Attack 06", "Attack 04"], "2": ["Attack 05"]}
    data = encounter(["", "Fungus", ""], hands, "Attack 12", "Attack 06", config=INC)
    data["setup"]["ships"] = {"1": {"5": 4, "6": 4, "7": 4}, "2": {"10": 4, "11": 4, "12": 4, "13": 5}}
    result = _with_stacks(data, {1: [[6, [0, 0, 3]]]})
    state = result.state
    assert "power_lost" in _kinds(result) and not state.power_on[1]
    assert state.extra[stack_key(1)] == [[6, [0, 0, 3]]]
    assert "stack_freed" not in _kinds(result)
    _sound(state)


def test_faq_without_its_power_a_stack_counts_one_and_is_freed_in_the_warp() -> None:
    """FAQ "Fungus (CI)": a powerless Fungus's stack stays until it goes to the warp. With two home colonies
    (no power) it launches its one stacked ship: the stack adds nothing (10 + 1 against 8 + 4, where the
    power would have made it 10 + 1 + 5), nothing is captured, and the lost carrier frees the stack."""
    data = encounter(["Fungus", "", ""], DUEL, "Attack 10", "Attack 08", launch=1, config=INC)
    data["setup"]["ships"] = {"0": {"0": 10, "1": 10}, "2": {"10": 4, "11": 4, "12": 4, "13": 3}}
    result = _with_stacks(data, {0: [[0, [0, 0, 5]]]})
    state = result.state
    assert not state.power_on[0]
    assert decided(result) == {"winner": "defense", "offense_total": 11, "defense_total": 12}
    assert stack_key(0) not in state.extra and "stack_freed" in _kinds(result)
    assert state.warp == [1, 0, 5]
    _sound(state)


def test_faq_wild_captures_a_fungus_stack_as_one_ship_and_gives_it_back_whole() -> None:
    """FAQ "Fungus (CI)", V13/F7: the Wild's holder captures Fungus's two ships in the gate, one carrying a
    stack of three; the stack counts as one ship (the ring holds 2), and when the flare is discarded the
    stack goes back whole under Fungus's ship."""
    hands = {
        "0": ["Attack 06", "Attack 10"],
        "1": ["Attack 12", "Attack 08", "Flare: Fungus"],
        "2": ["Attack 05"],
    }
    data = encounter(
        ["Fungus", "Macron", ""],
        hands,
        "Attack 06",
        "Attack 12",
        launch=2,
        after=({"seat": 1, "type": "play", "card": "Flare: Fungus", "half": "wild", "use": "wild"},),
        config=INC,
    )
    data["setup"]["ships"] = {"2": {"10": 4, "11": 4, "12": 4, "13": 5}}
    result = _with_stacks(data, {0: [[0, [0, 0, 3]]]})  # 6 + 2 + 3 = 11 < 12 + 4 x 2 (Macron)
    state = result.state
    assert decided(result)["winner"] == "defense"
    assert state.extra[WILD_KEY] == {"1": [2, 0, 0]}  # two ships, the stack one of them
    assert state.extra[stack_key(0)] == [["ring/1", [0, 0, 3]]]
    assert state.warp == [0, 0, 0]
    _sound(state)
    from game.aliens.fungus import FLARE
    from game.deck import discard_from_hand

    ev: list[Any] = []
    discard_from_hand(state, ev, 1, [FLARE])
    assert WILD_KEY not in state.extra
    # both ships go to Fungus's biggest colony (planet 1: planet 0 launched two), the stack intact on one
    assert ships_on(state, 1, 0) == 6 and state.extra[stack_key(0)] == [[1, [0, 0, 3]]]
    assert state.warp == [0, 0, 0]
    _sound(state)


# Plant (seat 0) has a colony in seat 2's home system (planet 10); seat 1 keeps 3 ships in the warp (stacks)
PLANT_SHIPS = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "10": 1}, "1": {"5": 4, "6": 4, "7": 4, "8": 5}}
PLANT_HANDS = {"0": ["Attack 08", "Attack 12"], "1": ["Attack 10", "Attack 06"], "2": ["Attack 05"]}


def _plant(victim: str, off_card: str, def_card: str, launch: int = 3) -> dict[str, Any]:
    graft = {"seat": 0, "type": "power", "alien": "Plant", "use": "graft", "player": 2}
    data = encounter(
        ["Plant", "", victim], PLANT_HANDS, off_card, def_card, launch=launch, before=(graft,), config=INC
    )
    data["setup"]["ships"] = PLANT_SHIPS
    return data


def test_faq_plant_grafting_fungus_keeps_its_captures_under_its_own_ships() -> None:
    """FAQ "Plant (CI)": Plant grafts Fungus and wins: the losing ships go into a stack under Plant's ship,
    and stay there when the power goes back to Fungus at the end of the encounter."""
    result = _with_stacks(_plant("Fungus", "Attack 12", "Attack 06"), {})
    state = result.state
    assert "power_grafted" in _kinds(result) and "power_returned" in _kinds(result)
    assert state.aliens == ["Plant", None, "Fungus"]
    assert state.extra[stack_key(0)] == [[5, [0, 4, 0]]]  # under Plant's ship on the planet
    assert stack_key(2) not in state.extra
    _sound(state)


def test_faq_plant_stacks_count_when_it_grafts_fungus_again() -> None:
    """FAQ "Plant (CI)": Plant's stack counts again while it grafts Fungus: its one stacked ship adds 1 + 3
    (12 + 4 beats 10 + 4), and it adds the defense's four ships to that same stack."""
    result = _with_stacks(_plant("Fungus", "Attack 12", "Attack 10", launch=1), {0: [[0, [0, 3, 0]]]})
    state = result.state
    assert decided(result) == {"winner": "offense", "offense_total": 12 + 1 + 3, "defense_total": 14}
    assert state.extra[stack_key(0)] == [[5, [0, 7, 0]]]
    _sound(state)


def test_faq_plant_stacks_do_not_count_otherwise_and_are_freed_in_the_warp() -> None:
    """FAQ "Plant (CI)": grafting another power (the Human, +4), Plant's stack does not count: 8 + 1 + 4 = 13
    loses to 10 + 4 (the stack would have made it 16); its stacked ship goes to the warp and the three
    captured ships are freed there."""
    result = _with_stacks(_plant("Human", "Attack 08", "Attack 10", launch=1), {0: [[0, [0, 3, 0]]]})
    state = result.state
    assert decided(result) == {"winner": "defense", "offense_total": 13, "defense_total": 14}
    assert "stacks_count" not in _kinds(result)
    assert stack_key(0) not in state.extra and "stack_freed" in _kinds(result)
    assert state.warp == [1, 3, 0]
    _sound(state)


def test_faq_plant_stacks_do_not_count_without_a_graft() -> None:
    """FAQ "Plant (CI)": not grafting at all, Plant's stacked ship counts as one ship (8 + 1 < 10 + 4), and
    the Fungus, not in the encounter, adds nothing for it either."""
    data = encounter(
        ["Plant", "", "Fungus"],
        PLANT_HANDS,
        "Attack 08",
        "Attack 10",
        launch=1,
        before=({"seat": 0, "type": "pass"},),  # no graft
        config=INC,
    )
    data["setup"]["ships"] = PLANT_SHIPS
    result = _with_stacks(data, {0: [[0, [0, 3, 0]]]})
    assert decided(result) == {"winner": "defense", "offense_total": 9, "defense_total": 14}
    assert stack_key(0) not in result.state.extra and result.state.warp == [1, 3, 0]
    _sound(result.state)


def test_faq_v13_a_stack_allied_with_anti_matters_opponent_subtracts_its_whole_size_too() -> None:
    """FAQ (Anti-Matter, Fungus): the same holds when Fungus allies with Anti-Matter's opponent: every
    ally's ships subtract, a Fungus ship with 5 captured ships under it 6."""
    allies = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},)
    data = encounter(
        ["Anti-Matter", "", "Fungus"],
        DUEL,
        "Attack 10",
        "Attack 08",
        launch=1,
        invites=([], [2]),
        allies=allies,
        config=INC,
    )
    data["setup"]["ships"] = {"0": {"0": 4, "1": 4, "2": 4, "3": 3}}
    result = _with_stacks(data, {2: [[10, [5, 0, 0]]]})
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided["defense_total"] == 8 + 4 - 6
    _sound(result.state)


def test_faq_wild_captures_stay_when_the_flare_changes_hands_and_go_free_when_it_is_discarded() -> None:
    """FAQ "Fungus (CI)": the flare taken by another player leaves the captured ships circling the first
    holder's home system; they go free only when the flare is finally discarded, by whoever holds it."""
    from game.aliens.fungus import FLARE
    from game.deck import discard_from_hand

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
    assert state.extra[WILD_KEY] == {"1": [3, 0, 0]}
    state.hands[1].remove(FLARE)  # the flare changes hands (taken, say, as compensation)
    state.hands[2].append(FLARE)
    assert state.extra[WILD_KEY] == {"1": [3, 0, 0]} and check_invariants(state) == []
    ev: list[Any] = []
    discard_from_hand(state, ev, 2, [FLARE])
    assert WILD_KEY not in state.extra and state.warp[0] == 0
    assert ship_total(state, 0) == 20
    assert any(e.kind == "ring_freed" for e in ev)
