"""Whole games with everything Cosmic Incursion brings at once: six players, the reward deck, and random
aliens drawn from the base game and the expansion. After every action nothing is created or lost, each
event carries only cards the seat may know at that moment, and no view depends on a hidden card (reward
and cosmic backs are public, faces are not)."""

from __future__ import annotations

import pytest
from support import Driver
from test_view_secrecy import Tracer, check_events, check_prompts

from game import hooks
from game.cards.catalog import INCURSION_ALIENS, REWARD_IDS
from game.config import default_config
from game.determinize import scramble
from game.engine import apply, new_game
from game.invariants import check_invariants
from game.rng import Rng
from game.view import view_for

SEEDS = range(12)


def _play(seed: int, rewards: str) -> list[str]:
    """One six-player bot game; returns the aliens seated."""
    config = default_config(6, seed=seed, incursion=True, rewards=rewards, alien_mode="random")
    state, _ = new_game(config)
    seated = [a for a in state.aliens if a is not None]
    driver = Driver(6, seed)
    r = Rng(seed)
    while not state.over and state.actions < 8000:
        before = state.copy()
        events = Tracer(state)
        apply(state, driver.next_action(state), events)
        events.close()
        check_events(before, state, events)
        check_prompts(state)
        problems = check_invariants(state)
        assert not problems, f"seed {seed} after {state.actions} actions: {problems}"
        if not r.below(25):
            for seat in range(6):
                view = view_for(state, seat)
                assert view_for(scramble(state, seat, r), seat) == view, f"seat {seat} sees a secret"
                if rewards == "deck":
                    backs = [sum(1 for c in h if c in REWARD_IDS) for h in state.hands]
                    assert [p["reward_cards"] for p in view["players"]] == backs
    assert state.over and state.winners, f"seed {seed}: no winner after {state.actions} actions"
    return seated


@pytest.mark.parametrize("rewards", ["deck", "common"])
def test_six_player_incursion_games_keep_every_invariant_and_secret(rewards: str) -> None:
    seated: list[str] = []
    for seed in SEEDS:
        seated += _play(seed * 17 + (1 if rewards == "deck" else 2), rewards)
    expansion = [a for a in seated if hooks.POWERS[a].expansion == "Incursion"]
    assert expansion, "random aliens never came from the expansion"
    assert set(expansion) <= set(INCURSION_ALIENS)
    assert len(set(seated) - set(expansion)) > 0  # and from the base game too


def test_the_pool_holds_both_sets_only_with_the_switch() -> None:
    on = {
        a
        for seed in range(12)
        for a in new_game(default_config(5, seed=seed, alien_mode="random", incursion=True))[0].aliens
    }
    off = {
        a for seed in range(12) for a in new_game(default_config(5, seed=seed, alien_mode="random"))[0].aliens
    }
    assert on & set(INCURSION_ALIENS) and not off & set(INCURSION_ALIENS)
