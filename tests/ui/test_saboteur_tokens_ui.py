"""The Saboteur's face-down tokens on the board: everyone sees where they lie, only their owner which is a
trap and which a decoy (the board reads the kinds from the owner's private sheet only)."""

from __future__ import annotations

from game.config import default_config
from game.ui.board import tokens_on_planets
from game.view import view_for
from tests.support import walk

LINE_UP = ("Saboteur", "Zombie", "Virus", "Oracle")


def test_tokens_show_where_they_lie_to_all_and_what_they_are_to_their_owner() -> None:
    config = default_config(4, seed=5, alien_mode="fixed", aliens=LINE_UP, expansions=("conflict",))
    for state, _, _ in walk(config):
        placed = state.extra.get("Saboteur/0", {}).get("planets")
        if placed:
            break
    assert placed, "the Saboteur laid no token"
    kinds = {int(p): k for p, k in placed.items()}
    assert tokens_on_planets(view_for(state, 0)) == {p: [(0, k)] for p, k in kinds.items()}
    for looker in (None, 1, 2, 3):
        assert tokens_on_planets(view_for(state, looker)) == {p: [(0, None)] for p in kinds}
