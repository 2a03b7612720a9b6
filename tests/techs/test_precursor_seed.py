"""Precursor Seed: a random unused alien's power besides one's own (FAQ §4.3: a mandatory power stays
mandatory; both powers need three home colonies, two in the four-planet game)."""

from __future__ import annotations

from typing import Any

from game import hooks, windows
from game.board import move, system_planets
from game.hooks import POWERS
from game.invariants import check_invariants
from game.state import GameState
from game.techs import discard_tech
from game.techs.catalog import TECH_ID
from game.techs.effects.precursor_seed import candidates
from game.view import view_for
from game.windows import REVEAL
from tests.techs.kit import complete_tech, tech_game


def complete_seed(state: GameState, seat: int) -> None:
    """``seat`` completes the Precursor Seed at a research step (researchers home on its first colony)."""
    complete_tech(state, seat, "Precursor Seed")


def seeded(aliens: tuple[str | None, ...] | None = None, **options: Any) -> GameState:
    """A three-player table where seat 0 has completed the Precursor Seed."""
    extra: dict[str, Any] = {"aliens": aliens} if aliens else {}
    state = tech_game(3, keep={0: "Precursor Seed"}, **extra, **options)
    complete_seed(state, 0)
    return state


def test_completing_it_gives_a_second_power_beside_ones_own() -> None:
    state = seeded(("Virus", "Zombie", "Healer"))
    own, second = hooks.powers_of(state, 0)
    assert own == "Virus" and second not in ("Virus", "Zombie", "Healer")
    assert not POWERS[second].setup and POWERS[second].usable(state.config) is None
    assert view_for(state, 2)["techs"]["tokens"]["Precursor Seed"] == {"0": [second, "second"]}
    assert not check_invariants(state)


def test_no_alien_with_game_setup_text_or_barred_from_the_table_is_drawn() -> None:
    state = tech_game(3, aliens=("Virus", "Zombie", "Healer"))
    pool = candidates(state)
    assert pool and all(not POWERS[a].setup and POWERS[a].usable(state.config) is None for a in pool)
    assert not {"Virus", "Zombie", "Healer"} & set(pool)


def test_at_a_table_without_aliens_the_seed_brings_the_only_power() -> None:
    state = seeded(alien_pool=("Virus",))
    assert state.any_alien and state.aliens == ["Virus", None, None]
    assert hooks.works(state, 0)


def test_a_mandatory_power_stays_mandatory() -> None:
    """FAQ: the Seed's Virus must multiply, as Virus's own player must."""
    state = seeded(("Zombie", "Healer", "Mind"), alien_pool=("Zombie", "Healer", "Mind", "Virus"))
    assert hooks.powers_of(state, 0) == ["Zombie", "Virus"]
    state.offense, state.enc.defense = 0, 1
    state.enc.off_kind = state.enc.def_kind = "attack"
    state.enc.revealed = True
    assert ("mandatory_use", 0, "Virus", "multiply", REVEAL, -1) in windows._mandatory(state, REVEAL, -1)


def test_both_powers_need_three_home_colonies() -> None:
    state = seeded(("Zombie", "Healer", "Mind"), alien_pool=("Zombie", "Healer", "Mind", "Virus"))
    for planet in system_planets(state, 0)[:3]:
        move(state, [], 0, planet, "warp", state.ships[planet * 3])
    assert not hooks.works(state, 0)
    assert hooks.seats_with(state, "Virus") == [] and hooks.seats_with(state, "Zombie") == []
    assert not check_invariants(state)


def test_the_four_planet_game_needs_two() -> None:
    state = seeded(
        ("Zombie", "Healer", "Mind"), alien_pool=("Zombie", "Healer", "Mind", "Virus"), four_planets=True
    )
    for planet in system_planets(state, 0)[:2]:
        move(state, [], 0, planet, "warp", state.ships[planet * 3])
    assert hooks.seats_with(state, "Virus") == [0]
    planet = system_planets(state, 0)[2]
    move(state, [], 0, planet, "warp", state.ships[planet * 3])
    assert hooks.seats_with(state, "Virus") == []


def test_the_second_power_leaves_with_the_card() -> None:
    state = seeded(("Zombie", "Healer", "Mind"), alien_pool=("Zombie", "Healer", "Mind", "Virus"))
    discard_tech(state, [], 0, TECH_ID["Precursor Seed"])
    assert hooks.powers_of(state, 0) == ["Zombie"]
    assert "Virus" in candidates(state)  # unused again


def test_a_second_power_traded_away_with_its_alien_still_leaves_with_the_card() -> None:
    state = seeded(("Zombie", "Healer", "Mind"), alien_pool=("Zombie", "Healer", "Mind", "Virus"))
    hooks.trade_aliens(state, 0, 1)  # Sorcerer Wild: the second power goes with the traded alien
    assert hooks.powers_of(state, 1) == ["Zombie", "Virus"]
    discard_tech(state, [], 0, TECH_ID["Precursor Seed"])
    assert hooks.powers_of(state, 1) == ["Zombie"] and hooks.powers_of(state, 0) == ["Healer"]
