"""Setup rules over many seeds (the scenario files check one seed each), and the player-count limits."""

from __future__ import annotations

from collections import Counter

import pytest

from game.board import ship_total
from game.cards.catalog import CARD_KIND, DESTINY, DESTINY_COLOUR, FLARE
from game.config import GameConfig, SeatConfig, default_config
from game.engine import new_game
from game.errors import ConfigError
from game.scenario import ScenarioError, scenario_config


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(6))
def test_setup_counts(players: int, seed: int) -> None:
    """R2.2-R2.7, R1.2, R1.3: 82 cosmic cards (10 flares), 8 cards each, 4 ships a planet, 3n+5 destiny
    cards with three of each colour in play, and the first player is a seat at the table."""
    state, _ = new_game(default_config(players, seed=seed))
    cards = state.deck + state.discard + [c for h in state.hands for c in h]
    kinds = Counter(CARD_KIND[c] for c in cards)
    assert len(cards) == len(set(cards)) == 82
    assert kinds[FLARE] == 10
    assert len(state.unused_flares) == 40
    destiny = state.destiny_deck + state.destiny_discard
    assert len(destiny) == 3 * players + 5
    colours = Counter(int(arg) for kind, arg in (DESTINY[c] for c in destiny) if kind == DESTINY_COLOUR)
    assert colours == {c: 3 for c in range(players)}
    assert all(ship_total(state, s) == 20 for s in range(players))
    assert 0 <= state.first_player < players


def test_without_flares_the_deck_is_the_72_cosmic_cards() -> None:
    """Table option flares = false (docs/rules.md): the deck is the 72 base cards."""
    state, _ = new_game(default_config(4, seed=3, flares=False))
    cards = state.deck + state.discard + [c for h in state.hands for c in h]
    assert len(cards) == 72 and not any(CARD_KIND[c] == FLARE for c in cards)


@pytest.mark.parametrize("players", [2, 6])
def test_three_to_five_players_only(players: int) -> None:
    """R1.1.1, FAQ G5: no official two-player game; the base box seats at most five."""
    with pytest.raises(ConfigError):
        default_config(players)
    colours = ["red", "blue", "purple", "yellow", "green", "orange"][:players]
    with pytest.raises(ConfigError):
        GameConfig(seats=tuple(SeatConfig(c, c) for c in colours))
    with pytest.raises(ScenarioError):
        scenario_config({"players": players})


def test_two_seats_cannot_share_a_colour() -> None:
    """R2.1: each player takes a different colour."""
    with pytest.raises(ConfigError):
        GameConfig(seats=(SeatConfig("A", "red"), SeatConfig("B", "red"), SeatConfig("C", "blue")))
