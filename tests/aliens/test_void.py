"""Void: eradication keeps a player at the number of ships it needs colonies to win (the rest go to the
warp as usual), and the Healer may give eradicated ships back."""

from __future__ import annotations

from encounter_kit import check, encounter, run

from game.config import default_config
from game.engine import new_game
from game.moves import ERADICATED, _arrive


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
