"""Symbiote: twice as many ships from game setup, only while a colour is unused; a power tied to its player
(no trade, loan or zap); its Wild must be played in each Regroup it is wanted (FAQ F6) and counts as the
flare of the encounter; its Super cannot be cancelled and refills only the home planets it still has
(FAQ, Symbiote)."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_kit import run

from game import hooks
from game.board import WARP, move, ships_on
from game.config import default_config
from game.engine import apply, new_game
from game.errors import ConfigError, IllegalAction
from game.invariants import check_invariants
from game.phases.setup import alien_pool
from game.scenario import named_cards, run_scenario
from game.state import GameState
from game.view import view_for

SUPER = {"seat": 0, "type": "play", "card": "Flare: Symbiote", "half": "super", "use": "super"}
WILD = {"seat": 2, "type": "play", "card": "Flare: Symbiote", "half": "wild", "use": "wild"}


def _data(aliens: list[str], hands: dict[str, list[str]], actions: list[dict[str, Any]], **setup: Any) -> Any:
    return {
        "actions": actions,
        "config": {"players": len(aliens), "aliens": aliens, "incursion": True},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue", "blue"], **setup},
    }


def _prompt_of(state: GameState, seat: int) -> list[dict[str, Any]]:
    return [dict(o) for p in state.prompts if p.seat == seat for o in p.options]


def test_setup_gives_twice_the_ships() -> None:
    state, _ = new_game(default_config(3, incursion=True, aliens=("Symbiote", None, None)))
    assert [ships_on(state, p, 0) for p in range(5)] == [8] * 5
    assert [ships_on(state, p, 1) for p in range(5, 10)] == [4] * 5
    assert check_invariants(state) == []  # 40 ships owned, none created or lost
    info = view_for(state, 1)["players"][0]["alien_info"]
    assert info["ships_owned"] == 40 and info["second_colour"] == "yellow"
    short, _ = new_game(default_config(3, incursion=True, four_planets=True, aliens=("Symbiote", None, None)))
    assert [ships_on(short, p, 0) for p in range(4)] == [8] * 4  # 32 ships in the short game (FAQ G4)
    assert check_invariants(short) == []


def test_needs_an_unused_colour() -> None:
    # Six players take Incursion's six colours: no colour is left, so no table may deal it.
    with pytest.raises(ConfigError, match="colour"):
        new_game(default_config(6, incursion=True, aliens=("Symbiote", None, None, None, None, None)))
    six, _ = new_game(default_config(6, incursion=True, alien_mode="random"))
    assert "Symbiote" not in alien_pool(six) and "Symbiote" not in six.aliens
    five, _ = new_game(default_config(5, incursion=True, alien_mode="random"))
    assert "Symbiote" in alien_pool(five)


def test_power_cannot_be_traded_by_sorcerer_wild() -> None:
    # FAQ (Symbiote): its power cannot be stolen. Sorcerer's Wild would swap the main players' powers, so
    # it is not offered to seat 2 when Symbiote is a main player, and sending it anyway is refused.
    hands = {"0": ["Attack 08", "Attack 10"], "1": ["Attack 06"], "2": ["Flare: Sorcerer", "Attack 04"]}
    actions = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 3]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
    ]
    data = _data(["Symbiote", "Virus", ""], hands, actions)
    state = run(data).state
    assert not any(o.get("card") is not None for o in _prompt_of(state, 2))
    before = state.copy()
    flare = named_cards(
        {"seat": 2, "type": "play", "card": "Flare: Sorcerer", "half": "wild", "use": "wild"}, state.hands[2]
    )
    with pytest.raises(IllegalAction):
        apply(state, flare)
    assert state.hands == before.hands and state.aliens == before.aliens == ["Symbiote", "Virus", None]


def test_power_cannot_be_lent_or_taken_by_philanthropist_wild() -> None:
    # Philanthropist's Wild lends its player's power and sets the borrower's aside: neither may touch
    # Symbiote's power, so the Wild names only the other player.
    hands = {"0": ["Attack 08", "Attack 10"], "1": ["Attack 06", "Flare: Philanthropist"], "2": ["Attack 04"]}
    data = _data(["Symbiote", "Virus", "Oracle"], hands, [])
    state = run(data).state
    options = [o for o in _prompt_of(state, 1) if o.get("use") == "wild"]
    assert options and {o["player"] for o in options} == {2}
    assert hooks.bound(state, 0) and not hooks.bound(state, 1)


def test_super_refills_home_planets_and_cannot_be_zapped() -> None:
    # Symbiote has 2 ships on home planet 0 (where Blue has a colony too) and 30 in the warp. Its Super
    # brings ships back until every home planet holds 8, sharing planet 0 with Blue's ships; Seat 2 holds
    # both zaps but no zap is offered: the flare cannot be cancelled (FAQ erratum).
    hands = {"0": ["Flare: Symbiote", "Attack 10"], "1": ["Attack 06"], "2": ["Cosmic Zap", "Card Zap"]}
    ships = {"0": {"1": 2}, "1": {"0": 2, "5": 4, "6": 4, "7": 4, "8": 4, "9": 2}}
    data = _data(["Symbiote", "", ""], hands, [SUPER], ships=ships)
    result = run(data)
    state = result.state
    assert [ships_on(state, p, 0) for p in range(5)] == [8, 8, 8, 8, 8]
    assert ships_on(state, 0, 1) == 2  # Blue's ships stay beside Symbiote's
    assert state.warp[0] == 0
    assert not [e for e in result.events if e.kind in ("power_zapped", "zapped")]
    assert any(e.kind == "symbiote_restored" and e.data["count"] > 0 for e in result.events)
    assert check_invariants(state) == []


def test_super_refills_only_the_home_planets_left() -> None:
    # FAQ (Symbiote): with fewer planets than it started with, Symbiote regains only enough ships for 8
    # on each home planet. In its Regroup, planet 4 leaves its system (its 4 ships stay there, now a
    # foreign colony) and 12 ships wait in the warp: 8 come back, 4 stay.
    hands = {"0": ["Flare: Symbiote", "Attack 10"], "1": ["Attack 06"]}
    data = _data(["Symbiote", "", ""], hands, [], ships={"0": {"0": 4, "1": 4, "2": 4, "3": 4}})
    state = run_scenario(data).state
    assert state.warp[0] == 4 and [o for o in _prompt_of(state, 0) if o.get("use") == "super"]
    move(state, [], 0, 0, WARP, 4)
    move(state, [], 0, 1, WARP, 4)
    state.planet_home[4] = 1  # as when a planet leaves its system: Symbiote has four home planets
    apply(state, named_cards(SUPER, state.hands[0]))
    assert [ships_on(state, p, 0) for p in range(5)] == [8, 8, 8, 8, 4]
    assert state.warp[0] == 4
    assert check_invariants(state) == []


def test_wild_retrieves_in_another_players_regroup_and_must_be_replayed() -> None:
    # FAQ (Symbiote) and F6: the Wild lets seat 2 take a ship from the warp in Red's Regroup, but only
    # when played: in the next Regroup it is offered again and passing takes nothing. It is also seat 2's
    # one flare for the encounter.
    hands = {
        "0": ["Attack 20", "Attack 12"],
        "1": ["Attack 01", "Attack 04"],
        "2": ["Flare: Symbiote", "Flare: Oracle"],
    }
    ships = {"2": {"10": 4, "11": 4, "12": 4, "13": 4}}  # 4 of seat 2's ships are in the warp
    actions = [
        WILD,
        {"seat": 2, "type": "place", "ships": [[10, 1]]},
    ]
    data = _data(["Virus", "Human", ""], hands, actions, ships=ships)
    state = run(data).state
    assert state.warp[2] == 3 and ships_on(state, 10, 2) == 5
    assert state.enc.flare_seats >> 2 & 1
    later = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 1]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 01"},
        {"seat": 0, "type": "second_encounter", "take": True},
    ]
    data["actions"] = actions + later
    state = run(data).state
    assert any(o.get("card") is not None and o.get("use") == "wild" for o in _prompt_of(state, 2))
    state = run({**data, "actions": [*data["actions"], {"seat": 2, "type": "pass"}]}).state
    assert state.warp[2] == 3  # not automatic: nothing came back without the flare


def test_wild_is_not_for_the_offense() -> None:
    # "Not just your own": in its own Regroup the offense retrieves as usual; the Wild is refused then.
    hands = {"0": ["Flare: Symbiote", "Attack 12"], "1": ["Attack 06"], "2": ["Attack 04"]}
    data = _data(["", "", ""], hands, [], ships={"0": {"0": 4, "1": 4, "2": 4, "3": 4}})
    result = run_scenario(data)
    state = result.state
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, named_cards({**WILD, "seat": 0}, state.hands[0]))
    assert state.hands == before.hands and state.warp == before.warp
