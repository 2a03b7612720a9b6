"""Gorgon (Cosmic Alliance): other players' ships on Gorgon's home planets or sharing a planet with its
ships stay put (no launch, no ally from there). FAQ L1816-1824: losses are no moves. Wild: a frozen planet
(no moves, no ships sent to the warp). Super: cancel a Cosmic Zap on the power."""

from __future__ import annotations

from alliance_kit import act, offer, pass_windows, prompt_of, table

from game import hooks
from game.moves import lose_ships
from game.state import GameState

HOME = {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3, "6": 1}  # seat 0: a colony on planet 6 too


def _aimed(
    aliens: list[str], hand0: list[str], ships: dict[str, dict[str, int]], planet: int = 5
) -> GameState:
    state = table(aliens, {"0": hand0, "1": ["Attack 04", "Flare: Gorgon"], "2": ["Attack 06"]}, ships=ships)
    act(state, 0, {"type": "aim", "planet": planet})
    pass_windows(state)
    return state


def _launch_sources(state: GameState) -> set[int]:
    return {loc for loc, _ in prompt_of(state, 0).spec["sources"]}


def test_ships_on_gorgons_home_planets_cannot_launch() -> None:
    state = _aimed(["", "Gorgon", ""], ["Attack 20"], {"0": HOME})
    assert _launch_sources(state) == {0, 1, 2, 3, 4}


def test_without_gorgon_they_can() -> None:
    state = _aimed(["", "", ""], ["Attack 20"], {"0": HOME})
    assert 6 in _launch_sources(state)


def test_ships_sharing_a_planet_with_gorgons_ships_stay() -> None:
    ships = {
        "0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4},
        "2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 3, "1": 1},
    }
    state = _aimed(["", "", "Gorgon"], ["Attack 20"], ships, planet=5)
    assert _launch_sources(state) == {0, 2, 3, 4}


def test_gorgons_own_ships_move_freely() -> None:
    ships = {"1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 3, "0": 1}}
    state = table(
        ["Gorgon", "", ""], {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 06"]}, ships=ships
    )
    act(state, 0, {"type": "aim", "planet": 6})
    pass_windows(state)
    assert _launch_sources(state) == {0, 1, 2, 3, 4}


def test_an_ally_cannot_send_petrified_ships() -> None:
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 3, "7": 1}}
    state = _aimed(["", "Gorgon", ""], ["Attack 20"], ships)
    act(state, 0, {"type": "launch", "ships": [[0, 4]]})
    pass_windows(state)
    act(state, 0, {"type": "invite", "seats": [2]})
    act(state, 1, {"type": "invite", "seats": []})
    assert {loc for loc, _ in prompt_of(state, 2).spec["sources"]} == {10, 11, 12, 13, 14}


def test_faq_petrified_ships_still_go_to_the_warp_when_lost() -> None:
    state = _aimed(["", "Gorgon", ""], ["Attack 20"], {"0": HOME})
    lose_ships(state, [], 0, 2, "test")
    assert 6 in {loc for loc, _ in state.prompts[-1].spec["sources"]}


def test_gorgon_keeps_its_power_without_home_colonies() -> None:
    assert hooks.POWERS["Gorgon"].keeps_power


def test_wild_a_frozen_planets_ships_neither_move_nor_go_to_the_warp() -> None:
    state = table(["", "", ""], {"0": ["Attack 20", "Flare: Gorgon"], "1": ["Attack 04"], "2": ["Attack 06"]})
    act(state, 0, {"type": "aim", "planet": 5})
    pass_windows(state)
    act(state, 0, {"type": "launch", "ships": [[0, 4]]})
    option = offer(state, 0, "wild")
    assert option is not None
    act(state, 0, {**option, "planet": 10})
    pass_windows(state)
    act(state, 0, {"type": "invite", "seats": [2]})
    act(state, 1, {"type": "invite", "seats": []})
    assert 10 not in {loc for loc, _ in prompt_of(state, 2).spec["sources"]}
    lose_ships(state, [], 2, 2, "test")
    assert 10 not in {loc for loc, _ in state.prompts[-1].spec["sources"]}


def test_super_cancels_a_cosmic_zap_on_the_power() -> None:
    state = table(
        ["", "Gorgon", ""],
        {"0": ["Attack 20", "Cosmic Zap"], "1": ["Attack 04", "Flare: Gorgon"], "2": ["Attack 06"]},
        ships={"0": HOME},
    )
    act(state, 0, {"type": "aim", "planet": 5})
    zap = prompt_of(state, 0)
    act(state, 0, next(o for o in zap.options if o.get("type") == "play"))
    option = offer(state, 1, "super")
    assert option is not None
    act(state, 1, option)
    pass_windows(state)
    assert _launch_sources(state) == {0, 1, 2, 3, 4}  # the zap was cancelled: the ships on 6 stay
