"""Void: eradication keeps a player at the number of ships it needs colonies to win (the rest go to the
warp as usual), and the Healer may give eradicated ships back."""

from __future__ import annotations

from encounter_kit import check, encounter, run

from game.config import default_config
from game.engine import new_game
from game.moves import ERADICATED, _arrive
from game.scenario import load_scenario


def test_eradication_stops_at_the_colonies_needed_to_win() -> None:
    state, ev = new_game(default_config(3, seed=1))
    # seat 1 has 6 ships left in the game: 4 on planet 5, 2 on planet 6; 14 already out of the game
    for planet in range(5, 10):
        state.ships[planet * 3 + 1] = 0
    state.ships[5 * 3 + 1], state.ships[6 * 3 + 1] = 4, 2
    state.removed[1] = 14
    warped, removed = _arrive(state, ev, 1, [[5, 4]], ERADICATED)
    assert (warped, removed) == (3, 1)  # 20 - 14 - 5 = 1 may go; 5 ships stay in the game
    assert state.removed[1] == 15 and state.warp[1] == 3


def test_healer_gives_back_eradicated_ships() -> None:
    data = encounter(
        ["Void", "", "Healer"],
        {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 12",
        "Attack 04",
        after=(
            {"seat": 2, "type": "power", "alien": "Healer", "use": "heal", "loss": 0},
            {"seat": 1, "type": "place", "ships": [[6, 4]]},
        ),
        expect={
            "event_data": [{"kind": "ships_healed", "seat": 1, "by": 2, "count": 4}],
            "warp": [0, 0, 0],
            "ships": {"6": {"1": 8}},
        },
    )
    result = check(data)
    assert result.state.removed == [0, 0, 0]


def test_void_as_a_loser_eradicates_nothing() -> None:
    data = encounter(
        ["Void", "", ""],
        {"0": ["Attack 04", "Attack 10"], "1": ["Attack 12", "Attack 06"], "2": ["Attack 06"]},
        "Attack 04",
        "Attack 12",
    )
    result = run(data)
    assert result.state.removed == [0, 0, 0]
    assert result.state.warp[0] == 3


def _force_field_on_void_wild_holder(ships_at_home: int) -> list[dict[str, object]]:
    """Seat 2 (holding Void Wild) allies the offense with two ships; the defense plays Force Field on it.
    Besides those two, seat 2 has ``ships_at_home`` ships on its colonies (the rest are in the warp)."""
    from game.scenario import run_scenario
    from tests.aliens.ledger_kit import options

    home = {"10": 2 + ships_at_home}
    data = {
        "config": {"players": 3},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {
                "0": ["Attack 12"],
                "1": ["Attack 04", "Force Field"],
                "2": ["Flare: Void", "Attack 06"],
            },
            "ships": {"2": home},
        },
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {"seat": 0, "type": "invite", "seats": [2]},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},
            {"seat": 1, "type": "play", "card": "Force Field", "allies": [2]},
        ],
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return options(result, 2)


def test_faq_void_wild_needs_a_ship_outside_the_encounter() -> None:
    """FAQ: with no ship outside the encounter, a cost paid with such a ship (Void Wild) cannot be paid
    with a ship in it: the Wild is not offered; with one at home it is."""
    assert not any(
        o.get("card") is not None and o.get("use") == "wild" for o in _force_field_on_void_wild_holder(0)
    )
    assert any(o.get("use") == "wild" for o in _force_field_on_void_wild_holder(1))


def test_faq_void_allied_with_the_winner_eradicates_only_with_its_super() -> None:
    """FAQ (Void): Void eradicates as an ally only through the Super: without it the losers go to the warp."""
    data = load_scenario("tests/scenarios/aliens/void-super-eradicates-as-ally.toml")
    data["actions"][-1] = {"seat": 2, "type": "pass"}
    state = run(data).state
    assert state.removed == [0, 0, 0] and state.warp[1] == 4
