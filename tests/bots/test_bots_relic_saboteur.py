"""Bot senses for the Relic (the ship of its free colony; other players' bots count a new hand that feeds
its power as a colony given away) and the Saboteur's three-step lay; normal bots finish games with them
(and the Mimic, Cavalry, Industrialist, Glutton and Invader) at seven seats."""

from __future__ import annotations

from typing import Any

from game.bots.senses.invader import _power as invader_refresh
from game.bots.senses.kit import new_hand_cost
from game.bots.senses.relic import _from
from game.bots.senses.saboteur import _planet, _system
from game.config import default_config
from game.sim import bot_seed, make_bot, play


def _view(ships: dict[int, list[int]], players: int = 3, aliens: tuple[str, ...] = ()) -> dict[str, Any]:
    planets = [{"system": p // 5, "ships": ships.get(p, [0] * players)} for p in range(5 * players)]
    names = list(aliens) + [""] * (players - len(aliens))
    return {"planets": planets, "players": [{"alien": a, "warp": 0} for a in names]}


def test_relic_takes_the_ship_from_a_colony_it_does_not_empty() -> None:
    ships = {0: [1, 0, 0], 1: [3, 0, 0], 2: [1, 0, 0], 3: [1, 0, 0], 4: [1, 0, 0], 7: [0, 1, 0]}
    view = _view(ships)
    options = [{"src": p, "planet": 11} for p in (0, 1, 2, 7)]
    assert _from(view, 0, options)["src"] == 1


def test_relic_empties_a_spare_home_planet_before_a_foreign_colony() -> None:
    ships = {p: [1, 0, 0] for p in range(5)} | {7: [1, 1, 0]}
    view = _view(ships)
    options = [{"src": p, "planet": 11} for p in (0, 7)]
    assert _from(view, 0, options)["src"] == 0  # five home colonies: one to spare
    ships = {0: [1, 0, 0], 1: [1, 0, 0], 2: [1, 0, 0], 7: [1, 1, 0]}
    options = [{"src": p, "planet": 11} for p in (0, 7)]
    assert _from(_view(ships), 0, options)["src"] == 7  # three home colonies: keep the power


def test_another_players_new_hand_costs_a_colony_with_a_relic_at_the_table() -> None:
    view = _view({}, aliens=("", "Relic", "Invader"))
    assert new_hand_cost(view, 0, 2) == 1.0 and new_hand_cost(view, 1, 2) == 0.0
    assert new_hand_cost(_view({}, aliens=("", "", "Invader")), 0, 2) == 0.0
    weak = {"hand": [], **view}  # no encounter card: the Invader would refresh, but it feeds the Relic
    option = {"use": "refresh"}
    assert invader_refresh(weak, 2, option) < invader_refresh(
        {**weak, "players": _view({})["players"]}, 2, option
    )


def test_saboteur_bot_aims_each_step_at_its_trap_planet() -> None:
    view = _view({12: [0, 2, 1]}) | {"alien_private": {"token_kinds": {}, "sheet_kinds": ["decoy", "trap"]}}
    system = _system(view, 2, [{"system": s} for s in range(3)])
    assert system["system"] == 2  # its own home planets first
    planet = _planet(view, 2, [{"planet": p} for p in range(10, 15)])
    assert planet["planet"] == 12  # the one with the most other players' ships


def test_normal_bots_finish_seven_player_games_with_them() -> None:
    aliens = ("Relic", "Saboteur", "Mimic", "Cavalry", "Industrialist", "Glutton", "Invader")
    for seed in (3, 4):
        config = default_config(7, seed=seed, aliens=aliens, expansions=("incursion", "conflict"))
        result = play(config, [make_bot("normal", bot_seed(seed, s)) for s in range(7)])
        assert result.finished and result.winners
