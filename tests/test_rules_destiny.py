"""Destiny when no card can give the offense an encounter: FAQ P3 redraws a card naming a system where the
offense already has a colony on every planet; once planets have left the game (Locust, Omega Missile),
every card of the deck may be of that kind, and the turn passes instead of drawing for ever."""

from __future__ import annotations

from game.board import GONE
from game.engine import new_game
from game.scenario import make_setup, scenario_config
from game.state import GameState

# red (seat 0) has its five home colonies and a colony on each of blue's three planets left
RED_EVERYWHERE = {"0": {"0": 4, "1": 4, "2": 4, "3": 3, "4": 2, "5": 1, "6": 1, "7": 1}}
CONFIG = {"players": 3, "aliens": ["", "", ""]}


def _start(
    ships: dict[str, dict[str, int]],
    destiny: list[str] | None = None,
    gone: tuple[int, ...] = (8, 9, *range(10, 15)),
) -> tuple[GameState, list[str]]:
    """Red is the offense; ``gone``: planets that have left the game (purple's five and two of blue's)."""
    config = scenario_config(CONFIG)
    base = make_setup(
        {
            "first_player": 0,
            "hands": {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 06"]},
            "ships": ships,
        },
        config,
    )

    def setup(state: GameState) -> None:
        base(state)
        for p in gone:
            state.planet_home[p] = GONE
            for seat in range(state.n):  # ships on a planet that leaves the game go to the warp
                state.warp[seat] += state.ships[p * state.n + seat]
                state.ships[p * state.n + seat] = 0

    state, events = new_game(config, setup)
    return state, [e.kind for e in events]


def test_the_turn_passes_when_every_destiny_card_would_be_drawn_again() -> None:
    state, kinds = _start(RED_EVERYWHERE)
    assert "no_encounter_possible" in kinds
    # the first card is drawn and must be drawn again; then the engine sees that every card would be
    assert kinds.count("destiny_drawn") == 1 and kinds.count("destiny_redraw") == 1
    assert "encounter_decided" not in kinds
    assert state.offense == 1  # blue's turn now: red had no encounter, so no second one either


def test_one_planet_left_to_attack_is_enough_for_destiny() -> None:
    """Blue's planet 7 without red: a blue card (or a wild) can still send red there."""
    ships = {"0": {**{k: v for k, v in RED_EVERYWHERE["0"].items() if k != "7"}, "4": 3}}
    state, kinds = _start(ships, ["purple", "blue"])
    assert "no_encounter_possible" not in kinds and kinds.count("destiny_redraw") == 1
    assert state.offense == 0 and state.enc.defense == 1


def test_a_round_in_which_nobody_can_have_an_encounter_ends_the_game_without_a_winner() -> None:
    """Every planet has left the game: no card can ever give anyone an encounter. Each turn passes; once
    all three players have had such a turn, the game ends and nobody wins (our reading)."""
    state, kinds = _start({}, gone=tuple(range(15)))
    assert kinds.count("no_encounter_possible") == 3 and "stalemate" in kinds
    assert state.over and state.winners == []
